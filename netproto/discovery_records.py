"""What a LAN table's announcement says, apart from zeroconf's threads: the service type,
the TXT record (``TableInfo``: written, and parsed from what the network sent), the text
limits of instance names, and the choice of network interfaces
(``interfaces_from_setting``).

Owns the record's format only; ``netproto.discovery`` announces and browses. Logs under
``netproto.discovery`` (as it always has). Must not import desktop or Qt.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # zeroconf is loaded by whoever browses: the interface setting needs none
    from zeroconf import ServiceInfo

log = logging.getLogger("netproto.discovery")

SERVICE_TYPE = "_dnmafia._tcp.local."
PROTO_VERSION = 1
ENV_INTERFACES = "DNMAFIA_INTERFACES"

#: Record TTL (seconds) for everything we announce. Short, so that a table whose host
#: crashed (no goodbye packet) leaves the list within about two minutes.
RECORD_TTL = 120
#: How long the browser waits for a service's SRV/TXT/A records (milliseconds).
RESOLVE_TIMEOUT_MS = 3000

# A DNS label (the service instance name) is at most 63 bytes; leave room for the
# " [xxxx]" suffix and a "-N" that zeroconf appends on a name conflict.
INSTANCE_NAME_BYTES = 44
# A TXT string is at most 255 bytes, "table=" included.
TABLE_NAME_BYTES = 200
MAX_SEATS = 1000
_DIGITS = re.compile(r"[0-9]{1,6}")
_SEATS = re.compile(r"([0-9]{1,4})/([0-9]{1,4})")
_PRESET = re.compile(r"[a-z][a-z0-9_]{0,31}")
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")


# --------------------------------------------------------------------------- helpers


def clean_text(text: str) -> str:
    """Drop control characters (not allowed in instance names, unsafe to display)."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cc").strip()


def truncate_utf8(text: str, max_bytes: int) -> str:
    """The longest prefix of ``text`` that fits in ``max_bytes`` bytes of UTF-8."""
    return text.encode("utf-8")[:max_bytes].decode("utf-8", "ignore").rstrip()


def is_ipv4(address: str) -> bool:
    try:
        ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return True


def strip_type(service_name: str) -> str | None:
    """ "Ann's table [3f9a]._dnmafia._tcp.local." -> "Ann's table [3f9a]"."""
    suffix = "." + SERVICE_TYPE
    if len(service_name) <= len(suffix) or not service_name.lower().endswith(suffix):
        return None
    return service_name[: -len(suffix)]


def interfaces_from_setting(value: str | None = None) -> list[str] | None:
    """The interfaces zeroconf should use, from a setting such as ``--interface``.

    ``value`` is a comma-separated list of IP addresses; when it is None the
    environment variable ``DNMAFIA_INTERFACES`` is read instead. An unset or empty
    setting gives None, meaning all interfaces (zeroconf's ``InterfaceChoice.All``).
    Raises ValueError for an entry that is not an IP address.
    """
    if value is None:
        value = os.environ.get(ENV_INTERFACES)
    if not value:
        return None
    result: list[str] = []
    for part in value.split(","):
        entry = part.strip()
        if not entry:
            continue
        try:
            address = str(ipaddress.ip_address(entry))
        except ValueError:
            raise ValueError(f"not an IP address in the interface setting: {entry!r}") from None
        if address not in result:
            result.append(address)
    return result or None


# --------------------------------------------------------------------------- TableInfo


@dataclass(frozen=True)
class TableInfo:
    """One table as announced on the LAN."""

    instance: str  # unique service instance name, e.g. "Ann's table [3f9a]"
    name: str  # the table's name; several tables may share it
    host: str  # IPv4 address to connect to
    port: int
    proto: int
    seats_taken: int
    seats_total: int
    password: bool
    running: bool  # the game has started (and may be over)
    table_id: str = ""  # the table's id (TXT "id"), for reclaiming a stored seat
    over: bool = False  # the game has ended: only its end is left to watch
    preset: str = ""  # the rules it plays ("deathnote", "classic"); "" if not announced
    takes_reserves: bool | None = None  # None: not announced (an older host)
    # the host's TLS key (netproto.host_key: SHA-256 hex), pinned by the client that
    # joins from this record; "" if not announced
    fingerprint: str = ""

    def to_txt(self) -> dict[str, str]:
        """The TXT record: proto, table, seats ("3/15"), pw ("1"/"0"), state ("lobby",
        "running" or "over"), and when known id, preset, reserves ("1"/"0") and fp (the host
        key's fingerprint)."""
        txt = {
            "proto": str(self.proto),
            "table": self.name,
            "seats": f"{self.seats_taken}/{self.seats_total}",
            "pw": "1" if self.password else "0",
            "state": "over" if self.over else "running" if self.running else "lobby",
        }
        if self.table_id:
            txt["id"] = self.table_id
        if self.preset:
            txt["preset"] = self.preset
        if self.takes_reserves is not None:
            txt["reserves"] = "1" if self.takes_reserves else "0"
        if self.fingerprint:
            txt["fp"] = self.fingerprint
        return txt

    @classmethod
    def from_service(cls, info: ServiceInfo) -> TableInfo | None:
        """Parse a resolved ServiceInfo; None (and a debug log) if it is not a valid table.

        Everything in it came from the network: any missing, malformed or out-of-range
        field makes the whole service be skipped.
        """
        try:
            return cls._parse(info)
        except Exception as exc:  # network input: anything odd means "not a table"
            log.debug("skipping service %r: %s", getattr(info, "name", None), exc)
            return None

    @classmethod
    def _parse(cls, info: ServiceInfo) -> TableInfo:
        instance = strip_type(info.name)
        if instance is None:
            raise ValueError("not a " + SERVICE_TYPE + " service")
        port = info.port
        if not isinstance(port, int) or not 0 < port < 65536:
            raise ValueError(f"bad port {port!r}")
        from zeroconf import IPVersion

        hosts = info.parsed_addresses(IPVersion.V4Only)
        if not hosts:
            raise ValueError("no IPv4 address")

        props = info.properties

        def field(key: str) -> str:
            raw = props.get(key.encode("ascii"))
            if raw is None:
                raise ValueError(f"TXT {key!r} missing")
            return raw.decode("utf-8")  # strict: invalid UTF-8 raises

        proto_text = field("proto")
        if not _DIGITS.fullmatch(proto_text):
            raise ValueError(f"bad proto {proto_text!r}")
        proto = int(proto_text)
        if proto < 1:
            raise ValueError(f"bad proto {proto_text!r}")

        name = clean_text(field("table"))
        if not name:
            raise ValueError("empty table name")

        seats = _SEATS.fullmatch(field("seats"))
        if seats is None:
            raise ValueError("bad seats")
        taken, total = int(seats.group(1)), int(seats.group(2))
        if not (1 <= total <= MAX_SEATS and 0 <= taken <= total):
            raise ValueError(f"bad seats {taken}/{total}")

        pw = field("pw")
        if pw not in ("0", "1"):
            raise ValueError(f"bad pw {pw!r}")
        state = field("state")
        if state not in ("lobby", "running", "over"):
            raise ValueError(f"bad state {state!r}")
        raw_id = props.get(b"id")
        table_id = clean_text(raw_id.decode("utf-8")) if raw_id else ""
        # optional, announced by newer hosts: an odd value only means "not said"
        raw_preset = (props.get(b"preset") or b"").decode("utf-8")
        preset = raw_preset if _PRESET.fullmatch(raw_preset) else ""
        takes_reserves = {b"1": True, b"0": False}.get(props.get(b"reserves") or b"")
        raw_fp = (props.get(b"fp") or b"").decode("ascii", "replace")
        fingerprint = raw_fp if _FINGERPRINT.fullmatch(raw_fp) else ""

        return cls(
            instance=instance,
            name=name,
            host=hosts[0],
            port=port,
            proto=proto,
            seats_taken=taken,
            seats_total=total,
            password=pw == "1",
            running=state != "lobby",
            table_id=table_id,
            over=state == "over",
            preset=preset,
            takes_reserves=takes_reserves,
            fingerprint=fingerprint,
        )
