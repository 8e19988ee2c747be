"""The network checks of ``dnmafia doctor``: the interfaces zeroconf would use, a browse
on loopback, and whether the web seat's port could be served.

Owns those three checks. Network hygiene: the browse and the bind happen on 127.0.0.1
only — the probe service is announced on loopback and never on a real interface — and
the probe uses its own service type, so no DN Mafia window lists it as a table. Must not
import any window.
"""

from __future__ import annotations

import os
import secrets
import socket
import threading

from desktop.doctor.checks import Finding, Status, found, translate
from netproto.web_files import DEFAULT_WEB_PORT, ENV_WEB_PORT

LOOPBACK = "127.0.0.1"
PROBE_TYPE = "_dnmafia-doctor._tcp.local."
# the browser seats' port (netproto.qt_web_host): 8765 unless DNMAFIA_WEB_PORT says otherwise
WEB_PORT_DEFAULT = DEFAULT_WEB_PORT


def interfaces() -> list[Finding]:
    import ifaddr

    from netproto.discovery_records import interfaces_from_setting

    try:
        chosen = interfaces_from_setting()
    except ValueError as exc:
        return [found(Status.FAIL, translate("doctor", "network interfaces: %1"), exc)]
    if chosen is not None:
        return [found(Status.INFO, translate(
            "doctor", "network interfaces for the LAN (DNMAFIA_INTERFACES): %1"),
            ", ".join(chosen))]
    addresses = [f"{adapter.nice_name} {ip.ip}" for adapter in ifaddr.get_adapters()
                 for ip in adapter.ips if isinstance(ip.ip, str)]  # IPv4, as the app uses
    if not addresses:
        return [found(Status.FAIL, translate("doctor", "network interfaces: none with IPv4"))]
    return [found(Status.INFO, translate("doctor", "network interfaces for the LAN (all): %1"),
                  ", ".join(addresses))]


def browse_loopback(timeout: float = 5.0) -> bool:
    """Announce a probe service on 127.0.0.1 with one zeroconf and find it with another."""
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

    name = f"doctor-{secrets.token_hex(3)}.{PROBE_TYPE}"
    seen = threading.Event()

    def on_change(zeroconf: Zeroconf, service_type: str, name: str,
                  state_change: ServiceStateChange) -> None:
        if name == probe.name and state_change is ServiceStateChange.Added:
            seen.set()

    probe = ServiceInfo(PROBE_TYPE, name, addresses=[socket.inet_aton(LOOPBACK)], port=9,
                        server=f"doctor-{secrets.token_hex(3)}.local.")
    announcer = Zeroconf(interfaces=[LOOPBACK])
    try:
        browser_zc = Zeroconf(interfaces=[LOOPBACK])
        try:
            browser = ServiceBrowser(browser_zc, PROBE_TYPE, handlers=[on_change])
            announcer.register_service(probe, allow_name_change=True)
            ok = seen.wait(timeout)
            browser.cancel()
        finally:
            browser_zc.close()
    finally:
        announcer.close()
    return ok


def loopback_browse() -> list[Finding]:
    try:
        ok = browse_loopback()
    except Exception as exc:  # zeroconf raises OSError and its own errors alike
        return [found(Status.FAIL, translate("doctor", "LAN discovery on loopback fails: %1"),
                      exc)]
    if not ok:
        return [found(Status.FAIL, translate(
            "doctor", "LAN discovery on loopback: the probe table was not found"))]
    return [found(Status.OK, translate("doctor", "LAN discovery works on loopback (%1)"),
                  LOOPBACK)]


def web_port() -> list[Finding]:
    setting = os.environ.get(ENV_WEB_PORT)
    try:
        port = int(setting) if setting else WEB_PORT_DEFAULT
        if not 0 < port < 65536:
            raise ValueError(setting)
    except ValueError:
        return [found(Status.FAIL, translate("doctor", "%1 is not a port: %2"), ENV_WEB_PORT,
                      setting)]
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((LOOPBACK, port))
            sock.listen(1)
        except OSError as exc:
            return [found(Status.FAIL, translate(
                "doctor", "web seat port %1 cannot be served (another program has it?): %2"),
                port, exc.strerror or exc)]
    return [found(Status.OK, translate(
        "doctor", "web seat port %1 can be served (checked on %2)"), port, LOOPBACK)]


def run_network_checks() -> list[Finding]:
    return [*interfaces(), *loopback_browse(), *web_port()]
