"""Browser seats end to end: the headless host as a subprocess serving its web seats, four
seats over WebSocket (``web_wire``, wsproto's client) beside eleven over TCP, one of them
asking for patches. Checks the HTTP door (files only, 403 for a foreign Origin, 404 for
paths out of the folder), that bad WebSocket input closes only that link, that a browser
seat plays and reconnects with its token like a TCP one, and that nothing any WebSocket
seat received tells it more than its seat may know.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import jsonpatch
import pytest

from tests.netproto.test_headless_host import (
    NAMES,
    _check_secrets,
    legal_targets,
    phase,
    scenario_file,  # noqa: F401 - a fixture
)
from tests.netproto.web_wire import Refused, WebWire, get
from tests.netproto.wire_client import MAX_FRAME, Closed, Host, Wire

pytestmark = [pytest.mark.timeout(120)]

WEB_SEATS = ("Ann", "Dan", "Hal", "Ivy")  # Kira, the mafia boss and two civilians


class PatchedWebWire(WebWire):
    """A browser seat that asked for views as changes: each patch applied (by jsonpatch)
    to the view it holds, which must be the patch's base."""

    def _note(self, message: dict[str, Any]) -> None:
        if message["t"] == "patch":
            assert message["base"] == self.version, (self.label, message["base"], self.version)
            self.view = jsonpatch.apply_patch(self.view, message["ops"])
            self.version = message["version"]
            self.views.append(self.view)
            self.patches = getattr(self, "patches", 0) + 1
            return
        super()._note(message)


@pytest.fixture
def host(tmp_path: Path, scenario_file: Path):  # noqa: F811 - the fixture above
    data = tmp_path / "data"
    data.mkdir()
    h = Host(data, "--port", "0", "--web-port", "0", "--no-advertise", "--scenario",
             str(scenario_file), "--pace", "manual", "--table", f"web {secrets.token_hex(4)}",
             stderr_path=tmp_path / "host-stderr.txt")
    yield h
    h.stop()


def _web_port(host: Host) -> int:
    line = host.wait_line("web: ")
    url, _, fragment = line.removeprefix("web: ").partition("#")
    assert url.startswith("http://127.0.0.1:") and url.endswith("/"), line
    assert fragment.startswith("k="), line  # the host's key: the phones' links are sealed
    return int(url.removeprefix("http://127.0.0.1:").rstrip("/"))


def test_web_seats_play_beside_tcp_seats(host: Host) -> None:
    port = host.port()
    web = _web_port(host)
    wires: dict[str, Wire] = {}
    try:
        _http_door(web)
        _play(port, web, wires)
    finally:
        for wire in wires.values():
            wire.close()


def _http_door(web: int) -> None:
    status, head, body = get(web, "/")
    assert status in (200, 404), head  # 200 once the client's files are in place
    for path in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/%252e%252e/x.js",
                 "/web_files.py", "/qt_web_host.py", "/.hidden.js", "/a/../../x.js",
                 "/%2e%2e%2fsession.py", "/..%5c..%5cx.js", "/x%00.js", "/%ff.js"):
        status, head, _ = get(web, path)
        assert status == 404, (path, head)
    status, head, _ = get(web, "/", method="POST")
    assert status == 405, head
    status, head, _ = get(web, "/ws")  # not an upgrade
    assert status == 400, head
    with pytest.raises(Refused) as refused:
        WebWire(web, "foreign page", origin="http://evil.example")
    assert refused.value.status == 403
    status, head, _ = get(web, "/" + "x" * 20000 + ".js")  # a request target over 2 KiB
    assert status == 414, head
    # one big header, the whole head in one write: over 16 KiB is 431, under it is served
    status, head, _ = get(web, "/", "X-Big: " + "y" * (16 * 1024))
    assert status == 431, head
    status, head, _ = get(web, "/", "X-Big: " + "y" * (15 * 1024))
    assert status in (200, 404), head


def _play(port: int, web: int, wires: dict[str, Wire]) -> None:
    tokens: dict[str, str] = {}
    for name in NAMES:
        if name == "Hal":
            wire: Wire = PatchedWebWire(web, name)
            welcome = wire.hello(name, patch="rfc6902")
        elif name in WEB_SEATS:
            wire = WebWire(web, name)
            welcome = wire.hello(name)
        else:
            wire = Wire(port, name)
            welcome = wire.hello(name)
        assert welcome["t"] == "welcome", (name, welcome)
        tokens[name] = welcome["token"]
        wires[name] = wire
    for name, wire in wires.items():
        view = wire.wait_view(lambda v: v.get("kind") == "player")
        assert view["me"]["name"] == name and phase(view) == "day"

    # bad input over WebSocket: an error, that link closed, nobody else disturbed
    bad = {
        "a text message": lambda w: w.send_text('{"t": "hello"}'),
        "a message over MAX_FRAME": lambda w: w.send_message(b"\x80" * (MAX_FRAME + 1)),
        "not a map": lambda w: w.send_message(b"\x93\x01\x02\x03"),
        "two maps in one message": lambda w: w.send_message(b"\x81\xa1t\xa4ping" * 2),
    }
    for label, send in bad.items():
        wire = WebWire(web, label)
        send(wire)
        error = wire.expect_error_and_close()
        assert error is not None and error["t"] == "error", label
        expected = "frame_too_large" if "MAX_FRAME" in label else "malformed"
        assert error["code"] == expected, (label, error)
        wire.close()
    raw = WebWire(web, "broken framing")
    raw.send_raw(b"\xff" * 64)  # not a WebSocket frame at all (reserved bits, no mask)
    with pytest.raises(Closed):
        raw.wait_for(lambda m: False, timeout=5)
    raw.close()
    for name, wire in wires.items():
        wire.must("say", text=f"{name} is still here")

    # a browser seat plays: nominations from the phone, seen by everyone
    for nominator, nominee in (("Hal", "Gus"), ("Ivy", "Gus")):
        wire = wires[nominator]
        targets = legal_targets(wire.wait_view(lambda v: True), "nominate")
        assert targets is not None and nominee in targets
        wire.must("nominate", target=nominee)
    for wire in wires.values():
        wire.wait_view(lambda v: "Gus" in v["nominees"])
    assert getattr(wires["Hal"], "patches", 0) > 0  # Hal's views came as patches
    # a refused act over WebSocket: its seq, a reason, nothing changed
    answer = wires["Ivy"].act("shoot", target="Ann")
    assert answer["t"] == "refused" and answer["code"], answer

    # the phone locks: Ivy's link drops; she comes back with her token, to her seat
    wires["Ivy"].close()
    wire = WebWire(web, "Ivy")
    welcome = wire.hello("Ivy", token=tokens["Ivy"])
    assert welcome["t"] == "welcome" and welcome["token"] != tokens["Ivy"], welcome
    tokens["Ivy"] = welcome["token"]
    wires["Ivy"] = wire
    view = wire.wait_view(lambda v: v.get("kind") == "player")
    assert view["me"]["name"] == "Ivy" and "Gus" in view["nominees"]
    with pytest.raises(Refused):  # a page of another host: refused before any hello
        WebWire(web, "another host's page", origin="http://127.0.0.2")
    for wire in wires.values():
        wire.drain()
        _check_secrets(wire, tokens)
