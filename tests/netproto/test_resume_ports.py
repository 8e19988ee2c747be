"""A resumed table keeps its ports: the table's (as ever) and the phones' page's, so that
the pages open on the phones and the printed QR codes work again after a crash — or the
host says loudly that it could not, and why.

Real processes: ``dnmafia host --headless`` seats seven bots, a phone's browser holds a
kept-alive link to the page, the host is killed with SIGKILL and resumed with
``--resume latest`` (no port options: the log says them), then resumed again while
another program holds the old web port. Network: 127.0.0.1 only, no LAN advertising.
"""

from __future__ import annotations

import os
import re
import signal
import socket
from pathlib import Path

import pytest

from netproto.storage import load_log
from tests.netproto.wire_client import Host

pytestmark = pytest.mark.timeout(120)


def web_port(host: Host) -> int:
    line = host.wait_line("web: ")
    # the fragment: the host's sealing key, the same after a resume (its config dir's)
    found = re.fullmatch(r"web: http://127\.0\.0\.1:(\d+)/#k=[A-Za-z0-9_-]{43}", line)
    assert found, line
    return int(found.group(1))


def phone(port: int) -> socket.socket:
    """A browser's kept-alive link to the page (answered: the page is served)."""
    link = socket.create_connection(("127.0.0.1", port), timeout=10)
    link.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n")
    assert link.recv(64).startswith(b"HTTP/1.1 200"), "the page is not served"
    return link


def kill(host: Host) -> None:
    os.kill(host.proc.pid, signal.SIGKILL)
    assert host.proc.wait(10) == -signal.SIGKILL
    host.stop()


def test_a_resumed_table_keeps_its_web_port_or_says_why_not(tmp_path: Path,
                                                             monkeypatch) -> None:
    # the setting gives any free port: a resumed table that asked the setting again
    # would land elsewhere
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")
    hosts: list[Host] = []
    links: list[socket.socket] = []
    blocker = socket.socket()
    try:
        first = Host(tmp_path, "--no-advertise", "--players", "7", "--bots", "7")
        hosts.append(first)
        port = first.port()
        web = web_port(first)
        first.wait_line("game started")
        links.append(phone(web))
        kill(first)

        second = Host(tmp_path, "--no-advertise", "--resume", "latest")
        hosts.append(second)
        assert second.port() == port
        assert web_port(second) == web  # the phones' address is the same
        links.append(phone(web))
        assert not any("WARNING" in line for line in second.output)
        kill(second)

        # another program took the port meanwhile: the table runs, and says so loudly
        blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # the phones' links
        blocker.bind(("127.0.0.1", web))
        blocker.listen()
        third = Host(tmp_path, "--no-advertise", "--resume", "latest")
        hosts.append(third)
        assert third.port() == port
        moved_to = web_port(third)
        assert moved_to != web
        warning = third.wait_line("WARNING: ")
        assert f"from port {web} to {moved_to}" in warning, warning
        assert "could not be used" in warning and "QR codes" in warning, warning
        third.command("quit")
        third.wait_line("stopped")
        log = load_log(next((tmp_path / "games").glob("*.dnlog")))
        assert log.header["table"]["web_port"] == moved_to  # the next resume asks for it
    finally:
        blocker.close()
        for link in links:
            link.close()
        for host in hosts:
            host.stop()
