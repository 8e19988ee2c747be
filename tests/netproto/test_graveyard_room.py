"""The graveyard on the table's side (netproto/graveyard_room.py): which connections get
the room, a spectator's line — signed with his hello name, refused under a registered
player's name or one that looks like it, refused to a spectator who did not ask for the
room — and the room kept in the game log: a resumed table has the same room."""

from __future__ import annotations

from pathlib import Path

from engine.commands import RemovePlayer
from engine.randomplay import PLAYER_NAMES
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage, Hello, ProtocolError, parse_client_message
from netproto.session import TableConfig, TableSession
from netproto.storage import load_log

NAMES = PLAYER_NAMES[:7]


def _table(tmp_path: Path) -> tuple[TableSession, dict[str, LocalClient]]:
    session = TableSession(TableConfig(seed=9, log_dir=tmp_path), clock=lambda: 0.0)
    seats = {}
    for name in NAMES:
        seats[name] = LocalClient(session)
        seats[name].hello(name)
    return session, seats


def test_only_a_spectator_who_asks_gets_the_room_and_may_write(tmp_path: Path) -> None:
    session, seats = _table(tmp_path)
    board = LocalClient(session)
    board.hello("projector", spectator=True)
    mourner = LocalClient(session)
    mourner.hello("Grandma", spectator=True, graveyard=True)
    session.start()
    assert "graveyard" in mourner.view and "graveyard" not in board.view
    assert mourner.request(ActMessage.of("say", text="hello all", channel="graveyard")).t == "ack"
    # the board (no room), a game-chat line and extra fields stay "spectator"
    assert board.request(ActMessage.of(
        "say", text="me too", channel="graveyard")).code == "spectator"
    assert mourner.request(ActMessage.of("say", text="in the game?")).code == "spectator"
    assert mourner.request(ActMessage.of("nominate", target="Ann")).code == "spectator"
    assert mourner.request(ActMessage.of(
        "say", text="x", channel="graveyard", target="Ann")).code == "spectator"
    living = seats["Bob"].request(ActMessage.of("say", text="let me in", channel="graveyard"))
    assert living.code == "graveyard_living"
    assert [e.params["by"] for e in session.game.state.graveyard_log] == ["Grandma"]
    assert "graveyard" not in seats["Bob"].view and "graveyard" not in board.view


def test_a_spectator_never_signs_as_a_player(tmp_path: Path) -> None:
    session, _seats = _table(tmp_path)
    session.start()
    for name in ("Ann", "ANN", "Аnn"):  # the same, folded, a Cyrillic look-alike
        impostor = LocalClient(session)
        impostor.hello(name, spectator=True, graveyard=True)
        refused = impostor.request(ActMessage.of("say", text="it is me", channel="graveyard"))
        assert refused.code == "spectator_name" and refused.params == {"name": name}
    assert session.game.state.graveyard_log == []


def test_the_room_survives_a_resume(tmp_path: Path) -> None:
    session, seats = _table(tmp_path)
    mourner = LocalClient(session)
    mourner.hello("Grandma", spectator=True, graveyard=True)
    session.start()
    session._apply([RemovePlayer("Ann")])
    assert seats["Ann"].request(ActMessage.of("say", text="boo", channel="graveyard")).t == "ack"
    assert mourner.request(ActMessage.of("say", text="hi Ann", channel="graveyard")).t == "ack"
    path = session.log.path
    before = [(e.code, e.params) for e in session.game.state.graveyard_log]
    session.close()
    again = TableSession.resume(load_log(path), clock=lambda: 0.0)
    assert [(e.code, e.params) for e in again.game.state.graveyard_log] == before
    ann = LocalClient(again)
    ann.hello("Ann", token=seats["Ann"].token)
    assert [e["params"]["text"] for e in ann.view["graveyard"]["channel"]] == ["boo", "hi Ann"]


def test_the_hello_flag_and_the_channel_on_the_wire() -> None:
    hello = parse_client_message({"t": "hello", "proto": 1, "name": "Grandma",
                                  "as": "spectator", "graveyard": True})
    assert isinstance(hello, Hello) and hello.graveyard
    assert parse_client_message(hello.to_wire()) == hello
    act = parse_client_message({"t": "act", "seq": 1, "do": "say", "text": "hi",
                                "channel": "graveyard"})
    assert act.fields["channel"] == "graveyard"
    for bad in ({"t": "hello", "proto": 1, "name": "G", "as": "spectator", "graveyard": 1},
                {"t": "act", "seq": 1, "do": "say", "text": "hi", "channel": "tomb"}):
        try:
            parse_client_message(bad)
        except ProtocolError:
            continue
        raise AssertionError(f"accepted {bad}")
