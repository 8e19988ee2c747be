"""What a listener on the Wi-Fi captures of the phones' links, in a whole game: the
headless host as a subprocess, six bots, and the two phones' seats — Ann (Kira, the
notebook's holder) and Hal (a mafioso, who writes in the mafia channel) — over WebSocket
through the tests' wiretap (tests/helpers/tap.py), which keeps every byte (the browsers'
frames to the host unmasked, as a listener would read them). Sealed (the QR
code's key), the capture holds none of the secrets the seats were sent: the role words
beside the names, the notebook's holder, the mafia channel's line. The same game with
the phones unsealed (the host allows it; the pages have no key) must find them all, so
the scan can fail.
"""

from __future__ import annotations

import secrets
from pathlib import Path

import msgpack
import pytest

from tests.helpers.tap import Tap
from tests.netproto.web_wire import WebWire
from tests.netproto.wire_client import Host

pytestmark = [pytest.mark.timeout(180)]

TABLE = Path(__file__).resolve().parent.parent / "web" / "dn_table.toml"  # Ann Kira, Hal mafia
MAFIA_LINE = f"meet at the old mill {secrets.token_hex(4)}"


def packed(*words: str) -> bytes:
    """Words as msgpack puts them on the wire, one after the other (a key and its value)."""
    return b"".join(msgpack.packb(w) for w in words)


# each secret as it travels in the views (msgpack), and what it is
SECRETS = {
    "Ann's role beside her name": packed("role", "kira"),
    "Hal's role": packed("role", "mafia"),
    "the mafia boss's role word": packed("mafia_boss"),
    "the notebook's holder": packed("holding") + b"\xc3",
    "the mafia channel's line": packed(MAFIA_LINE),
}


def unmasked(to_host: bytes) -> bytes:
    """A browser's bytes to the host as a listener reads them: the HTTP request, then each
    WebSocket frame's payload with its mask undone (the mask travels in the frame: it
    hides nothing from a listener, only from a byte scan)."""
    head, _, data = to_host.partition(b"\r\n\r\n")
    out, at = bytearray(head), 0
    while at + 2 <= len(data):
        length, at = data[at + 1] & 0x7F, at + 2
        if length == 126:
            length, at = int.from_bytes(data[at:at + 2], "big"), at + 2
        elif length == 127:
            length, at = int.from_bytes(data[at:at + 8], "big"), at + 8
        mask, at = data[at:at + 4], at + 4  # a client's frames are always masked
        payload = data[at:at + length]
        out += bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        at += length
    return bytes(out)


def found(data: bytes) -> set[str]:
    return {what for what, needle in SECRETS.items() if needle in data}


def web_port(host: Host) -> int:
    url = host.wait_line("web: ").split()[1]
    return int(url.partition("#")[0].rstrip("/").rpartition(":")[2])


def play(tmp_path: Path, sealed: bool) -> tuple[bytes, bytes]:
    """A whole game; (every byte the tap passed, every message the phones opened)."""
    data = tmp_path / "data"
    data.mkdir()
    extra = () if sealed else ("--allow-unsealed",)
    host = Host(data, "--port", "0", "--web-port", "0", "--no-advertise", "--scenario",
                str(TABLE), "--bots", "6", "--pace", "manual", *extra,
                "--table", f"capture {secrets.token_hex(4)}",
                stderr_path=tmp_path / "host-stderr.txt")
    wires: dict[str, WebWire] = {}
    try:
        port = web_port(host)
        with Tap(port) as tap:
            for name in ("Ann", "Hal"):
                key = {} if sealed else {"key": None}
                wire = WebWire(tap.port, name, **key)
                assert (wire.sealer is not None) is sealed
                assert wire.hello(name)["t"] == "welcome"
                wires[name] = wire
            said = False
            for _ in range(60):
                view = wires["Hal"].wait_view(lambda v: v.get("kind") == "player")
                if view["clock"]["phase"] == "over":
                    break
                if view["clock"]["phase"] == "night" and not said and view["me"]["alive"]:
                    said = wires["Hal"].act("say", text=MAFIA_LINE,
                                            channel="mafia")["t"] == "ack"
                for wire in wires.values():
                    wire.drain()
                host.command("next")
                version = wires["Hal"].version  # the next phase's view
                wires["Hal"].wait_for(lambda m, v=version: m["t"] == "view"
                                      and m["version"] > v, timeout=10)
            else:
                raise AssertionError("the game did not end in 60 phases")
            assert said, "Hal never wrote in the mafia channel"
            for wire in wires.values():
                wire.drain()
            captured = tap.captured()
            heard = b"".join(unmasked(bytes(link.to_host)) for link in tap.links)
            assert (MAFIA_LINE.encode() in heard) is not sealed  # the parser reads frames
            captured += heard
        opened = b"".join(body for wire in wires.values() for body in wire.raw)
        return captured, opened
    finally:
        for wire in wires.values():
            wire.close()
        host.stop()


@pytest.mark.parametrize("sealed", [True, False], ids=["sealed", "unsealed"])
def test_a_listener_on_the_wifi_reads_no_secret_of_a_sealed_phone(tmp_path: Path,
                                                                   sealed: bool) -> None:
    captured, opened = play(tmp_path, sealed)
    assert found(opened) == set(SECRETS), "the game did not send every secret"
    if sealed:
        assert found(captured) == set(), found(captured)
        assert b"Ann" not in captured.partition(b"\r\n\r\n")[2]  # not even the names
    else:
        assert found(captured) == set(SECRETS)  # the scan finds them: it can fail
