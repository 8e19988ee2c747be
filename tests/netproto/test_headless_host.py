"""End to end: the headless host as a subprocess, driven by a client written from
PROTOCOL.md and docs/protocol.md alone.

The client (``wire_client``) uses only ``socket``, ``struct``, ``select`` and ``msgpack``
— none of the project's netproto code — so that the test checks the wire, not the code
against itself. The test takes all 15 seats of a scenario table, plays a day, a vote and
a night (the operator moves the phases with ``next`` on the host's stdin), sends garbage
and a forged token from extra sockets, reconnects a seat with its token, checks every
frame each seat received for secrets it must not hold, and stops the host with SIGTERM.

Network hygiene: the host listens and advertises (zeroconf) on 127.0.0.1 only, under a
table name with a random tag.
"""

from __future__ import annotations

import json
import random
import re
import secrets
import signal
import struct
import subprocess
from pathlib import Path
from typing import Any

import msgpack
import pytest

from tests.netproto.wire_client import MAX_FRAME, Closed, Host, Wire

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("lan")]

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal",
         "Ivy", "Jon", "Kim", "Lea", "Max", "Ned", "Oli"]
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss",
        "Eve": "mafia", "Fay": "mafia", "Gus": "mafia"}
MAFIA = {name for name, role in DEAL.items() if role in ("mafia", "mafia_boss")}
HOLDER = "Ann"  # the Kira of the deal holds the notebook; nobody kills her in this game

SCENARIO = """\
preset = "deathnote"
seed = 7
players = [{players}]

[roles]
{roles}
"""


def legal_targets(view: dict[str, Any], action: str) -> list[str] | None:
    """The targets the seat's view offers for ``action`` (None: not legal now)."""
    for row in view["actions"]:
        if row["action"] == action:
            return list(row.get("targets", [])) if row["legal"] else None
    return None


def phase(view: dict[str, Any]) -> str:
    return view["clock"]["phase"]


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "fifteen.toml"
    path.write_text(SCENARIO.format(
        players=", ".join(f'"{n}"' for n in NAMES),
        roles="\n".join(f'{n} = "{r}"' for n, r in DEAL.items())), encoding="utf-8")
    return path


@pytest.fixture
def host(tmp_path: Path, scenario_file: Path):
    data = tmp_path / "data"
    data.mkdir()
    h = Host(data, "--port", "0", "--scenario", str(scenario_file), "--pace", "manual",
             "--table", f"e2e {secrets.token_hex(4)}",
             stderr_path=tmp_path / "host-stderr.txt")
    yield h
    h.stop()


# --------------------------------------------------------------------- the test

def test_headless_host_end_to_end(host: Host) -> None:
    line = host.wait_line("listening on ")
    address, _, port_text = line.removeprefix("listening on ").rpartition(":")
    assert address == "127.0.0.1"
    port = int(port_text)
    wires: dict[str, Wire] = {}
    gone: list[Wire] = []  # closed player sockets, still checked for secrets
    try:
        _play(host, port, wires, gone)
    finally:
        for wire in list(wires.values()) + gone:
            wire.close()


def _play(host: Host, port: int, wires: dict[str, Wire], gone: list[Wire]) -> None:
    tokens: dict[str, str] = {}
    seats: dict[str, int] = {}

    def everyone_drains() -> None:
        for wire in wires.values():
            wire.drain()

    def all_views(predicate, what: str) -> None:
        for name, wire in wires.items():
            try:
                wire.wait_view(predicate)
            except TimeoutError:
                raise AssertionError(f"{name}: no view with {what}; last {wire.view}") from None

    # --- all 15 seats
    for name in NAMES:
        wire = Wire(port, name)
        welcome = wire.hello(name)
        assert welcome["t"] == "welcome", welcome
        assert welcome["proto"] == 1
        token = welcome["token"]
        assert isinstance(token, str) and len(token) >= 22, welcome  # ≥ 128 bits urlsafe
        assert re.fullmatch(r"[A-Za-z0-9_-]+", token), token
        assert token not in tokens.values()
        assert isinstance(welcome["seat"], int)
        assert isinstance(welcome["table"], dict)
        tokens[name], seats[name] = token, welcome["seat"]
        wires[name] = wire
    assert sorted(seats.values()) == list(range(len(NAMES)))

    # the game starts when all have joined: every seat gets its own player view
    all_views(lambda v: v.get("kind") == "player", "kind 'player'")
    for name, wire in wires.items():
        view = wire.view
        assert view["me"]["name"] == name
        assert view["me"]["seat"] == seats[name]
        assert phase(view) == "day"
        assert view["table"]["state"] == "running"
        assert [p["name"] for p in view["players"]] == NAMES

    # --- garbage from extra sockets: an error frame and a close, nobody else disturbed
    rng = random.Random(1234)
    junk = bytes([rng.randrange(1, 256)]) + rng.randbytes(63)  # length > 16 MiB → refused
    garbage = {
        "random bytes": junk,
        "2 MiB length": struct.pack(">I", 2 * MAX_FRAME) + b"\x00" * 16,
        "non-map": _frame(msgpack.packb([1, 2, 3])),
        "a bare string": _frame(msgpack.packb("hello")),
        "invalid UTF-8": _frame(b"\x81\xa1t\xa2\xff\xfe"),
        "random body": _frame(rng.randbytes(40)),
        "hello with wrong types": _frame(msgpack.packb(
            {"t": "hello", "proto": "1", "app": 5, "name": ["Zed"], "as": 7})),
        "unknown type": _frame(msgpack.packb({"t": "launch_missiles"})),
        "act before hello": _frame(msgpack.packb({"t": "act", "seq": 1, "do": "sleep"})),
    }
    for label, data in garbage.items():
        wire = Wire(port, label)
        wire.send_raw(data)
        error = wire.expect_error_and_close()
        assert error is not None, f"{label}: closed without an error frame"
        assert isinstance(error.get("code"), str) and isinstance(error.get("message"), str)
        if label == "2 MiB length":
            assert error["code"] == "frame_too_large", error
        elif label == "random bytes":
            assert error["code"] in ("frame_too_large", "malformed"), error
        else:
            assert error["code"] == "malformed", (label, error)
        wire.close()

    # a forged token
    wire = Wire(port, "forger")
    answer = wire.hello("Oli", token=secrets.token_urlsafe(24))
    assert answer["t"] == "error" and answer["code"] == "bad_token", answer
    wire.expect_error_and_close()
    wire.close()
    # a new name after the start
    wire = Wire(port, "latecomer")
    answer = wire.hello("Zed")
    assert answer["t"] == "error" and answer["code"] == "game_started", answer
    wire.close()

    # nobody was disturbed: every seat's next act is acked
    for name, wire in wires.items():
        wire.must("say", text=f"{name} is still here")
    everyone_drains()

    # --- day 1: nominations; a refused act carries its seq and changes nothing
    for do, fields in (("nominate", {"target": "Nobody-At-All"}), ("shoot", {"target": "Ann"}),
                       ("sleep", {})):
        answer = wires["Hal"].act(do, **fields)
        assert answer["t"] == "refused", answer
        assert isinstance(answer["code"], str) and answer["code"], answer
    for nominator, nominee in (("Hal", "Gus"), ("Ivy", "Gus"), ("Jon", "Oli")):
        wire = wires[nominator]
        view = wire.wait_view(lambda v: True)
        targets = legal_targets(view, "nominate")
        assert targets is not None and nominee in targets, view["actions"]
        wire.must("nominate", target=nominee)
    view = wires["Kim"].wait_view(lambda v: {"Gus", "Oli"} <= set(v["nominees"]))
    assert phase(view) == "day"

    # --- the operator ends the day: the vote
    host.command("next")
    all_views(lambda v: phase(v) == "vote", "phase 'vote'")
    for name in NAMES:
        wire = wires[name]
        targets = legal_targets(wire.view, "vote")
        assert targets is not None and set(targets) <= {"Gus", "Oli"}, wire.view["actions"]
        if name == "Gus":
            wire.must("vote", target="Oli")
        elif name in ("Oli", "Max"):
            wire.must("abstain")
        else:
            wire.must("vote", target="Gus")
    answer = wires["Ned"].act("vote", target="Ned")
    assert answer["t"] == "refused", answer
    view = wires["Ann"].wait_view(lambda v: v["tally"].get("Gus") == 12)
    assert view["tally"].get("Oli") == 1, view["tally"]

    # --- the vote closes: Gus is executed and revealed; night falls
    host.command("next")
    all_views(lambda v: phase(v) == "night", "phase 'night'")
    view = wires["Ann"].view
    gus = next(p for p in view["players"] if p["name"] == "Gus")
    assert not gus["alive"] and gus["public_role"] == "mafia", gus

    # the night: each seat takes a legal action from its own view
    night = {"Ann": ("write", "Ned"), "Bob": ("check", "Eve"), "Cid": ("save", "Bob"),
             "Dan": ("shoot", "Kim")}
    for name, wire in wires.items():
        view = wire.wait_view(lambda v: phase(v) == "night")
        if not view["me"]["alive"]:
            assert view["actions"] == []
            answer = wire.act("sleep")
            assert answer["t"] == "refused", answer
            continue
        if name in night:
            action, target = night[name]
            targets = legal_targets(view, action)
            assert targets, (name, view["actions"])
            if target not in targets:  # e.g. the Kira's closed form: only nominees
                target = next(t for t in targets if t != HOLDER)
            night[name] = (action, target)
            wire.must(action, target=target)
        else:
            assert legal_targets(view, "shoot") is None or name in MAFIA
            wire.must("sleep")
    answer = wires["Hal"].act("shoot", target="Ann")  # a civilian has no gun
    assert answer["t"] == "refused", answer

    # --- reconnect a seat with its token (at night)
    old = wires.pop("Oli")
    old.drain()
    before = old.version
    old.close()
    gone.append(old)
    wires["Ann"].wait_view(lambda v: v["connected"].get("Oli") is False)
    wire = Wire(port, "Oli again")
    welcome = wire.hello("Oli", token=tokens["Oli"])
    assert welcome["t"] == "welcome", welcome
    assert welcome["seat"] == seats["Oli"]
    assert welcome["token"] != tokens["Oli"]  # rotated at every welcome
    tokens["Oli"] = welcome["token"]
    view = wire.wait_view(lambda v: True)
    assert view["kind"] == "player" and view["me"]["name"] == "Oli"
    assert wire.version >= before
    assert phase(view) == "night"
    wires["Oli"] = wire
    wires["Ann"].wait_view(lambda v: v["connected"].get("Oli") is True)
    wire.must("say", text="back again")

    # --- the night ends: day 2
    host.command("next")
    all_views(lambda v: phase(v) == "day" and v["clock"]["game_day"] == 2, "day 2")
    view = wires["Hal"].view
    alive = {p["name"]: p["alive"] for p in view["players"]}
    assert alive["Ann"] and not alive["Gus"]
    bob = wires["Bob"].view
    assert any(r["target"] == night["Bob"][1] for r in bob["results"]), bob["results"]
    speakers = [name for name, wire in wires.items() if wire.view["me"]["alive"]]
    for name in speakers:
        wires[name].must("say", text=f"good morning from {name}")
    # every public change reached every connection: each ends on a view holding the
    # last word (versions are per connection, so they need not be equal)
    everyone_drains()
    last_word = f"good morning from {speakers[-1]}"

    def heard(view: dict[str, Any]) -> bool:
        return any(e["params"].get("text") == last_word for e in view["events"])

    for name, wire in wires.items():
        if not heard(wire.view):
            wire.wait_view(heard)
        assert heard(wire.view), name

    # --- secrets, in every frame every seat received
    for wire in list(wires.values()) + gone:
        _check_secrets(wire, tokens)

    # --- SIGTERM: a clean stop, and the game log on disk
    host.proc.send_signal(signal.SIGTERM)
    try:
        code = host.proc.wait(10)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"host still running 10 s after SIGTERM; {host.stderr()}") from None
    assert code == 0, host.stderr()
    host.wait_line("stopped", timeout=5)
    logs = sorted(host.data_dir.rglob("*.dnlog"))
    assert logs, f"no game log under {host.data_dir}"
    header = json.loads(logs[0].read_text(encoding="utf-8").splitlines()[0].rpartition("\t")[0])
    assert "format" in header, header
    for wire in wires.values():  # the host said goodbye to everybody
        with pytest.raises(Closed):
            while True:
                message = wire.recv(5)
                assert message["t"] in ("view", "bye", "ping", "pong"), message


def _frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def _check_secrets(wire: Wire, tokens: dict[str, str]) -> None:
    me = wire.label.split()[0]
    others = [tokens[n] for n in NAMES if n != me]
    for body in wire.raw:
        for token in others:
            assert token.encode() not in body, f"{me} received another seat's token"
    assert not any(m["t"] == "error" for m in wire.frames), \
        [m for m in wire.frames if m["t"] == "error"]
    assert wire.views, f"{me}: no views"
    for view in wire.views:
        if view.get("kind") != "player":
            assert view.get("kind") == "lobby", view.get("kind")
            assert view["me"] == me
            continue
        assert view["me"]["name"] == me
        assert view["me"]["role"] == _role_word(me)
        revealed = {p["name"] for p in view["players"] if p["public_role"] != ""}
        for other in NAMES:
            if other == me or other in revealed:
                continue
            if other in view["known_roles"]:
                assert me in MAFIA and other in MAFIA, (me, view["known_roles"])
        if me in MAFIA:
            assert set(MAFIA) - {me} - revealed <= set(view["known_roles"]), view["known_roles"]
            assert "mafia" in view
        else:
            assert "mafia" not in view
        if me == HOLDER:
            assert view["notebook"] is not None and view["notebook"]["holding"] is True
        else:
            assert view["notebook"] is None, (me, view["notebook"])
        if phase(view) != "over":
            assert "story" not in view
            assert all("final_role" not in p for p in view["players"])
        if me not in ("Bob", "Cid", "Dan"):
            assert view["results"] == [], (me, view["results"])


def _role_word(name: str) -> str:
    role = DEAL.get(name, "civilian")
    return "mafia" if role == "mafia_boss" else role
