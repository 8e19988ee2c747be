"""The host's table session with in-process clients and a fake clock: lobby, start,
reconnects, kick, acts, the game log, rate limits, heartbeats and the pace.

Every ``LocalClient`` here goes through the same bytes and validation as a TCP client.
Each client made by ``join`` checks every view it receives: plain msgpack data (a round
trip gives it back unchanged) and a version that only grows on that connection.

View versions are per connection (``session.conns[id].version``: the last view sent to
it), and a connection is sent a view after a change only when its view changed;
``session.version`` only counts the host's changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import msgpack
import pytest

from engine.clock import format_time, parse_time
from engine.commands import Action
from engine.errors import Refusal
from engine.game import GameSetup
from engine.replay import replay, state_hash
from engine.state import DeathCause, Phase
from engine.views import public_view, view_for
from netproto.frames import MAX_FRAME
from netproto.inprocess import LocalClient
from netproto.messages import (
    MAX_TEXT,
    PROTO,
    Ack,
    ActMessage,
    AskMessage,
    ErrorMessage,
    Hello,
    HostMessage,
    JoinAs,
    Ping,
    Pong,
    Refused,
    ViewMessage,
    Welcome,
)
from netproto.pace import PaceMode
from netproto.protocol import ProtocolCore, Side
from netproto.session import SESSION_VIEW_KEYS, TableSession, TableState
from netproto.storage import LOG_FORMAT, app_version, load_log
from tests.helpers import seating
from tests.helpers.names import DEAL, NAMES

pytestmark = pytest.mark.timeout(60)

EXTRA = SESSION_VIEW_KEYS  # the session's additions to the engine's views

DAY1 = parse_time("d1 10:00")
VOTE1 = parse_time("d1 19:30")
NIGHT1 = parse_time("d1 21:00")
DAY2 = parse_time("d2 10:00")
PHASES = {"day": 60.0, "vote": 20.0, "night": 30.0}


class Client(LocalClient):
    """A LocalClient whose every view is checked on arrival."""

    def __init__(self, session: TableSession,
                 on_message: Callable[[HostMessage], None] | None = None) -> None:
        self.views: list[ViewMessage] = []
        self.extra_hook = on_message
        super().__init__(session, on_message=self._check)

    def _check(self, message: HostMessage) -> None:
        if isinstance(message, ViewMessage):
            plain = msgpack.unpackb(msgpack.packb(message.view, use_bin_type=True), raw=False)
            assert plain == message.view, "a view is not plain msgpack data"
            if self.views:
                assert message.version > self.views[-1].version, "a view version went back"
            self.views.append(message)
        if self.extra_hook is not None:
            self.extra_hook(message)

    def errors(self) -> list[str]:
        return [m.code for m in self.received if isinstance(m, ErrorMessage)]


def engine_part(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in EXTRA}


def sent_version(session: TableSession, client: LocalClient) -> int:
    """The version of the last view the host sent to this client's connection."""
    return session.conns[client.conn].version


def join(session: TableSession, name: str = "watcher", *, spectator: bool = False,
         token: str | None = None, password: str | None = None,
         on_message: Callable[[HostMessage], None] | None = None) -> Client:
    client = Client(session, on_message)
    client.hello(name, spectator=spectator, token=token, password=password)
    return client


def seat_all(session: TableSession, names: tuple[str, ...] = NAMES) -> dict[str, Client]:
    return seating.seat_all(session, names, join=join)


def started(make, **config: Any) -> tuple[TableSession, dict[str, Client]]:
    config.setdefault("deal", DEAL)
    session = make(**config)
    clients = seat_all(session)
    session.start()
    return session, clients


def log_lines(session: TableSession) -> list[dict[str, Any]]:
    """The log's records (each line is JSON, a tab, and the line's CRC-32)."""
    return [json.loads(line.rpartition("\t")[0])
            for line in session.log.path.read_text("utf-8").splitlines()]


# --------------------------------------------------------------------- lobby

def test_players_join_by_name_and_get_distinct_strong_tokens(make) -> None:
    session = make()
    clients = seat_all(session)
    tokens = [c.token for c in clients.values()]
    assert len(set(tokens)) == len(tokens)
    for token in tokens:
        assert isinstance(token, str) and len(token) >= 22  # ≥ 128 bits of urlsafe base64
        assert set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                 "0123456789-_")
    assert [c.seat for c in clients.values()] == list(range(len(NAMES)))
    assert [s.name for s in session.seats] == list(NAMES)
    view = clients["Gus"].view
    assert view["kind"] == "lobby" and view["me"] == "Gus"
    assert [s["name"] for s in view["seats"]] == list(NAMES)
    assert all(s["connected"] for s in view["seats"])
    assert all(t not in json.dumps(view) for t in tokens)


@pytest.mark.parametrize("other", ["Ann", "ann", "ANN", " Ann "])
def test_names_are_unique_case_insensitively(make, other: str) -> None:
    session = make()
    ann = join(session, "Ann")
    dup = join(session, other)
    assert dup.errors() == ["name_taken"] and dup.closed
    assert ann.error is None and not ann.closed
    assert [s.name for s in session.seats] == ["Ann"]


def test_table_full(make) -> None:
    session = make(max_seats=3)
    seat_all(session, NAMES[:3])
    late = join(session, "Dan")
    assert late.errors() == ["table_full"] and late.closed
    assert len(session.seats) == 3


def test_password_for_players_and_spectators(make) -> None:
    session = make(password="sesame")
    for kwargs in ({}, {"password": "wrong"}, {"password": ""}):
        player = join(session, "Ann", **kwargs)
        watcher = join(session, spectator=True, **kwargs)
        assert player.errors() == ["bad_password"] and player.closed
        assert watcher.errors() == ["bad_password"] and watcher.closed
        assert watcher.view is None
    assert session.seats == []
    ann = join(session, "Ann", password="sesame")
    watcher = join(session, spectator=True, password="sesame")
    assert ann.error is None and ann.token
    assert watcher.error is None and watcher.view["kind"] == "lobby"
    assert session.table_info()["password"] is True
    # back with its token, a seat needs no password; a bad token is refused as such
    session.connection_lost(ann.conn)  # the phone locks: its link is gone
    back = join(session, "Ann", token=ann.token)
    assert back.error is None and back.seat == 0
    forged = join(session, "Ann", token="x" * 22)
    assert forged.errors() == ["bad_token"] and forged.closed


def test_proto_mismatch(make) -> None:
    session = make()
    client = Client(session)
    client.send(Hello(PROTO + 1, app_version(), "Ann"))
    assert client.errors() == ["proto_mismatch"] and client.closed
    assert session.seats == []


@pytest.mark.parametrize("first", [ActMessage(1, Action.SAY, {"text": "hi"}), Ping(), Pong()],
                         ids=["act", "ping", "pong"])
def test_first_message_must_be_hello(make, first: Any) -> None:
    session = make()
    client = Client(session)
    client.send(first)
    assert len(client.errors()) == 1 and client.closed
    assert not any(isinstance(m, Ack | Refused | Pong | ViewMessage) for m in client.received)
    client.hello("Ann")  # too late: the connection is gone
    assert session.seats == []


def test_second_hello_closes_the_connection(make) -> None:
    session = make()
    ann = join(session, "Ann")
    bob = join(session, "Bob")
    ann.hello("Zed")
    assert ann.errors() and ann.closed
    assert [s.name for s in session.seats] == ["Ann", "Bob"]  # no new seat
    assert not session.connected("Ann")
    assert {s["name"]: s["connected"] for s in bob.view["seats"]} == {"Ann": False, "Bob": True}


def test_garbage_bytes_close_only_that_connection(make) -> None:
    session, clients = started(make)
    before = state_hash(session.game)
    session.receive_bytes(clients["Ann"].conn, b"\x00\x00\x00\x02\x92\x01")
    assert clients["Ann"].errors() == ["malformed"] and clients["Ann"].closed
    assert state_hash(session.game) == before
    assert isinstance(clients["Bob"].request(ActMessage.of("say", text="still here")), Ack)


def test_spectators_see_only_the_public_view_and_cannot_act(make) -> None:
    session = make(deal=DEAL)
    watcher = join(session, spectator=True)
    assert isinstance(watcher.received[0], Welcome) and watcher.seat is None
    assert watcher.view["kind"] == "lobby" and watcher.view["me"] is None
    refused = watcher.request(ActMessage.of("say", text="hi"))
    assert isinstance(refused, Refused) and refused.code == "spectator"
    seat_all(session)
    session.start()
    assert watcher.view["kind"] == "public"
    assert engine_part(watcher.view) == public_view(session.game)
    for key in ("me", "messages", "results", "notebook", "known_roles", "mafia", "actions"):
        assert key not in watcher.view
    before = state_hash(session.game)
    for do, fields in (("say", {"text": "hi"}), ("nominate", {"target": "Bob"})):
        refused = watcher.request(ActMessage.of(do, **fields))
        assert isinstance(refused, Refused) and refused.code == "spectator"
    assert state_hash(session.game) == before
    assert not watcher.closed
    assert len(session.seats) == len(NAMES)


# --------------------------------------------------------------------- start

def test_start_gives_every_seat_its_own_engine_view(make) -> None:
    session = make(deal=DEAL)
    clients = seat_all(session)
    watcher = join(session, spectator=True)
    session.start()
    assert session.state is TableState.RUNNING
    for name, client in clients.items():
        view = client.view
        assert view["kind"] == "player"
        assert view["me"]["name"] == name
        assert engine_part(view) == view_for(session.game, name)
        assert view["table"]["state"] == "running"
        assert view["connected"] == {n: True for n in NAMES}
        # never another's: no view this client ever got names another seat as "me"
        for message in client.views:
            me = message.view["me"]
            assert me == name or (isinstance(me, dict) and me["name"] == name)
    assert clients["Ann"].view["me"]["role"] == "kira"
    assert clients["Dan"].view["mafia"]["members"] == ["Dan", "Eve"]
    assert "mafia" not in clients["Bob"].view
    assert engine_part(watcher.view) == public_view(session.game)


def test_start_twice_and_late_joiners(make) -> None:
    session, clients = started(make)
    with pytest.raises(ValueError):
        session.start()
    late = join(session, "Zed")
    assert late.errors() == ["game_started"] and late.closed
    again = join(session, "Ann")  # an existing name without its token
    assert again.errors() and again.closed
    assert clients["Ann"].error is None
    watcher = join(session, spectator=True)
    assert watcher.error is None and watcher.view["kind"] == "public"
    assert [s.name for s in session.seats] == list(NAMES)


def test_reserved_names_start_the_game_by_themselves(make) -> None:
    session = make(reserved=NAMES, deal=DEAL)
    stranger = join(session, "Zed")
    assert stranger.errors() == ["name_unknown"] and stranger.closed
    clients = {}
    for name in NAMES[:-1]:
        clients[name] = join(session, name.lower() if name == "Cid" else name)
        assert session.state is TableState.LOBBY
    assert clients["Cid"].view["me"] == "Cid"  # the scenario's spelling
    clients["Gus"] = join(session, "Gus")
    assert session.state is TableState.RUNNING
    for name, client in clients.items():
        assert client.error is None
        assert client.view["kind"] == "player" and client.view["me"]["name"] == name
        assert engine_part(client.view) == view_for(session.game, name)
    assert session.game.setup.players == NAMES
    assert join(session, "Zed").errors() == ["game_started"]
    assert join(session, spectator=True).view["kind"] == "public"


def test_reserved_welcome_seat_is_the_engine_seat(make) -> None:
    session = make(reserved=NAMES, deal=DEAL)
    clients = {name: join(session, name) for name in reversed(NAMES)}
    assert session.state is TableState.RUNNING
    for client in clients.values():
        assert client.seat == client.view["me"]["seat"]


# --------------------------------------------------------------------- reconnect

def test_reconnect_with_token_gets_the_same_seat_and_current_view(make) -> None:
    session, clients = started(make)
    bob, ann = clients["Bob"], clients["Ann"]
    assert isinstance(bob.request(ActMessage.of("nominate", target="Gus")), Ack)
    token, seat = bob.token, bob.seat
    bob.bye()
    assert bob.closed
    assert ann.view["connected"]["Bob"] is False
    assert not session.connected("Bob")
    assert isinstance(ann.request(ActMessage.of("nominate", target="Gus")), Ack)  # the game goes on
    back = join(session, "Bob", token=token)
    assert back.error is None
    assert back.seat == seat and back.token != token  # a new token at every welcome
    assert engine_part(back.view) == view_for(session.game, "Bob")
    assert back.view["me"]["nomination"] == "Gus"
    assert ann.view["connected"]["Bob"] is True
    assert isinstance(back.request(ActMessage.of("say", text="back")), Ack)


def test_reconnect_in_the_lobby(make) -> None:
    session = make()
    clients = seat_all(session, NAMES[:3])
    token = clients["Bob"].token
    clients["Bob"].bye()
    assert {s["name"]: s["connected"] for s in clients["Ann"].view["seats"]}["Bob"] is False
    back = join(session, "Bob", token=token)
    assert back.seat == 1 and back.view["me"] == "Bob"
    assert [s.name for s in session.seats] == list(NAMES[:3])


def test_wrong_token(make) -> None:
    session, clients = started(make)
    for token in ("x" * 32, clients["Bob"].token[:-1], clients["Bob"].token.upper()):
        client = join(session, "Bob", token=token)
        assert client.errors() == ["bad_token"] and client.closed
    assert session.connected("Bob") and not clients["Bob"].closed


def test_a_second_connection_with_the_token_replaces_the_first(make) -> None:
    session, clients = started(make)
    first = clients["Bob"]
    second = join(session, "Bob", token=first.token)
    assert first.errors() == ["replaced"] and first.closed
    assert second.error is None and second.seat == first.seat
    assert session.connected("Bob") and clients["Ann"].view["connected"]["Bob"] is True
    assert first.conn not in session.conns
    before = len(first.received)
    assert isinstance(second.request(ActMessage.of("say", text="me again")), Ack)
    assert len(first.received) == before  # the old connection hears nothing more
    session.connection_lost(first.conn)  # its transport reports the close late
    assert session.connected("Bob")


def test_connection_lost_clears_the_connected_flag(make) -> None:
    session, clients = started(make)
    session.connection_lost(clients["Cid"].conn)
    assert clients["Ann"].view["connected"]["Cid"] is False
    assert join(session, "Cid", token=clients["Cid"].token).error is None
    assert clients["Ann"].view["connected"]["Cid"] is True


# --------------------------------------------------------------------- kick

def test_kick_in_the_lobby_removes_the_seat(make) -> None:
    session = make()
    clients = seat_all(session, NAMES[:3])
    token = clients["Bob"].token
    session.kick("Bob")
    assert clients["Bob"].errors() == ["kicked"] and clients["Bob"].closed
    assert [s.name for s in session.seats] == ["Ann", "Cid"]
    assert [s["name"] for s in clients["Ann"].view["seats"]] == ["Ann", "Cid"]
    assert join(session, "Bob", token=token).errors() == ["bad_token"]
    assert join(session, "Bob").error is None  # the name is free again
    with pytest.raises(KeyError):
        session.kick("Nobody")


def test_kick_during_the_game_removes_the_player(make) -> None:
    session, clients = started(make)
    token = clients["Gus"].token
    session.kick("Gus")
    gus = session.game.state.players["Gus"]
    assert not gus.alive and gus.death.cause is DeathCause.REMOVED
    assert clients["Gus"].errors() == ["kicked"] and clients["Gus"].closed
    row = next(p for p in clients["Ann"].view["players"] if p["name"] == "Gus")
    assert row["alive"] is False
    new_token = session.seats[NAMES.index("Gus")].token
    # the new token is on disk before the removal: a host that dies in between does not
    # come back with the old token valid
    assert log_lines(session)[-2:] == [{"t": "token", "name": "Gus", "token": new_token},
                                       {"t": "remove", "name": "Gus"}]
    assert join(session, "Gus", token=token).errors() == ["bad_token"]
    assert join(session, "Gus").errors() == ["game_started"]


def test_kick_a_disconnected_player_during_the_game(make) -> None:
    session, clients = started(make)
    token = clients["Fay"].token
    clients["Fay"].bye()
    session.kick("Fay")
    assert not session.game.state.players["Fay"].alive
    assert join(session, "Fay", token=token).errors() == ["bad_token"]


def _execute(session: TableSession, clients: dict[str, Client], victim: str) -> None:
    voters = [n for n in NAMES if n != victim and session.game.state.players[n].alive]
    assert isinstance(clients[voters[0]].request(ActMessage.of("nominate", target=victim)), Ack)
    session.advance_phase()
    assert session.game.state.phase is Phase.VOTE
    for name in voters:
        assert isinstance(clients[name].request(ActMessage.of("vote", target=victim)), Ack), name
    session.advance_phase()
    assert not session.game.state.players[victim].alive


def test_kick_a_dead_player_voids_his_token(make) -> None:
    session, clients = started(make)
    token = clients["Gus"].token
    _execute(session, clients, "Gus")
    session.kick("Gus")
    assert clients["Gus"].errors() == ["kicked"]
    assert join(session, "Gus", token=token).errors() == ["bad_token"]


def test_kick_after_the_game_is_over(make) -> None:
    session, clients = started(make)
    for name in NAMES[1:]:  # Kira stays alone: Kira wins
        if not session.game.over:
            session.kick(name)
    assert session.game.over and session.state is TableState.OVER
    assert session.game.state.winner == "kira"
    lines = log_lines(session)
    session.kick("Ann")
    assert clients["Ann"].errors() == ["kicked"] and clients["Ann"].closed
    # no command after the end; only the voided token is recorded
    new_token = session.seats[NAMES.index("Ann")].token
    assert session.game.state.winner == "kira"
    assert log_lines(session) == lines + [{"t": "token", "name": "Ann", "token": new_token}]


# --------------------------------------------------------------------- acts

def test_ack_carries_the_same_seq(make) -> None:
    session, clients = started(make)
    ann = clients["Ann"]
    for seq in (7, 41, 2**40):
        ann.send(ActMessage(seq, Action.SAY, {"text": f"seq {seq}"}))
        assert isinstance(ann.received[-1], ViewMessage)
        acks = [m for m in ann.received if isinstance(m, Ack)]
        assert acks[-1].seq == seq
    chat = [e for e in session.game.state.public_log if e.code == "chat"]
    assert [e.params["text"] for e in chat] == ["seq 7", "seq 41", f"seq {2**40}"]


@pytest.mark.parametrize("do, fields, code, params", [
    ("nominate", {"target": "Zed"}, "unknown_player", {"name": "Zed"}),
    ("nominate", {"target": "Bob"}, "self_target", {}),
    ("shoot", {"target": "Ann"}, "wrong_phase", {"phase": "night"}),
    ("say", {"text": "hi", "channel": "mafia"}, "not_mafia", {}),
    ("nominate", {}, "no_target", {}),
])
def test_refused_carries_the_engine_refusal_and_changes_nothing(
        make, do: str, fields: dict[str, Any], code: str, params: dict[str, Any]) -> None:
    session, clients = started(make)
    bob = clients["Bob"]
    before, version, lines = state_hash(session.game), session.version, log_lines(session)
    counts = {n: len(c.received) for n, c in clients.items()}
    versions = {n: sent_version(session, c) for n, c in clients.items()}
    bob.send(ActMessage(9, Action(do), fields))
    refused = bob.received[-1]
    assert isinstance(refused, Refused) and refused.seq == 9
    assert refused.code == code
    assert refused.params == params
    assert refused.message == Refusal(code, **params).text
    assert state_hash(session.game) == before
    assert session.version == version and log_lines(session) == lines
    assert len(bob.received) == counts["Bob"] + 1  # the refusal and nothing else
    assert all(len(c.received) == counts[n] for n, c in clients.items() if n != "Bob")
    # no view went to anybody
    assert {n: sent_version(session, c) for n, c in clients.items()} == versions
    assert {n: c.version for n, c in clients.items()} == versions


def test_act_in_the_lobby_is_not_started(make) -> None:
    session = make()
    ann = join(session, "Ann")
    refused = ann.request(ActMessage.of("say", text="hi"))
    assert isinstance(refused, Refused) and refused.code == "not_started"
    assert not ann.closed


@pytest.mark.parametrize("key, value", [("death_at", "d1 25:00"), ("death_at", "d1 12:60"),
                                        ("until", "d1 24:00")])
def test_a_bad_moment_is_refused_bad_field(make, key: str, value: str) -> None:
    session, clients = started(make)
    before = state_hash(session.game)
    do = "write" if key == "death_at" else "lend"
    fields = {"target": "Bob"} if do == "write" else {"to": "Bob"}
    refused = clients["Ann"].request(ActMessage.of(do, **fields, **{key: value}))
    assert isinstance(refused, Refused) and refused.code == "bad_field"
    assert state_hash(session.game) == before
    assert not clients["Ann"].closed


def test_dead_players_are_refused(make) -> None:
    session, clients = started(make)
    session.kick("Gus")
    back = join(session, "Fay", token=clients["Fay"].token)  # a living player, reconnected
    assert isinstance(back.request(ActMessage.of("say", text="hi")), Ack)
    _execute(session, clients, "Fay")
    refused = back.request(ActMessage.of("say", text="boo"))
    assert isinstance(refused, Refused) and refused.code == "dead_actor"


# --------------------------------------------------------------------- hidden acts

def test_hidden_night_actions_send_nothing_to_others(make) -> None:
    """A view that arrives because somebody else did something hidden would tell who is up
    at night. A hidden act sends a view only to the connections whose view it changed
    (the actor; the mafiosi for the mafia's channel and moves); the one trace it leaves for
    everybody else is the night's public count of players still to move (``waiting``),
    which each living player's first move lowers alike — a civilian's sleep as much as a
    shot (the equal-turn design) — so nothing else of their views changes, and a later
    move of the same night sends them nothing at all. A manual table: the game clock
    stands still between acts."""
    session, clients = started(make)
    watcher = join(session, spectator=True)
    # Gus on the nominee list (Kira's closed form writes only nominees), nobody executed
    assert isinstance(clients["Bob"].request(ActMessage.of("nominate", target="Gus")), Ack)
    session.advance_phase()
    for name in NAMES:
        assert isinstance(clients[name].request(ActMessage.of("abstain")), Ack), name
    session.advance_phase()
    state = session.game.state
    assert state.phase is Phase.NIGHT and all(p.alive for p in state.players.values())
    everyone: dict[str, Client] = {**clients, "watcher": watcher}
    mafia = {"Dan", "Eve"}
    outsiders = {"Fay", "Gus", "watcher"}  # the civilians and a spectator

    def content(client: Client) -> dict[str, Any]:
        view = session.view_for_connection(session.conns[client.conn])
        return {k: v for k, v in view.items() if k != "pace"}

    def uncounted(view: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in view.items() if k != "waiting"}

    # (actor, action, fields, who may get a view, whether the actor's own view shows it)
    hidden = [
        ("Fay", "sleep", {}, {"Fay"}, False),
        ("Gus", "sleep", {}, {"Gus"}, False),
        ("Dan", "say", {"text": "psst", "channel": "mafia"}, mafia, True),
        ("Eve", "say", {"text": "Fay?", "channel": "mafia"}, mafia, True),
        ("Dan", "shoot", {"target": "Fay"}, mafia, True),
        ("Eve", "elect_boss", {"target": "Eve"}, mafia, True),
        ("Ann", "write", {"target": "Gus", "death_at": "d2 03:00"}, {"Ann"}, True),
        ("Ann", "eyes", {}, {"Ann"}, True),
        ("Bob", "check", {"target": "Dan"}, {"Bob"}, False),
        ("Cid", "save", {"target": "Bob"}, {"Cid"}, False),
    ]
    for actor, do, fields, allowed, shown in hidden:
        step = (actor, do)
        before = {n: content(c) for n, c in everyone.items()}
        received = {n: len(c.received) for n, c in everyone.items()}
        views = {n: len(c.views) for n, c in everyone.items()}
        versions = {n: sent_version(session, c) for n, c in everyone.items()}
        waiting = before["watcher"]["waiting"]
        assert isinstance(clients[actor].request(ActMessage.of(do, **fields)), Ack), step
        counted = content(watcher)["waiting"] == waiting - 1  # the actor's first move
        assert content(watcher)["waiting"] in (waiting, waiting - 1), step
        changed = {n for n, c in everyone.items() if content(c) != before[n]}
        got = {n for n, c in everyone.items() if len(c.views) > views[n]}
        assert got == changed, step  # a view goes exactly where the view changed
        # beyond the count, only the allowed connections' views change
        assert {n for n, c in everyone.items()
                if uncounted(content(c)) != uncounted(before[n])} <= allowed, step
        assert got == set(everyone) if counted else got <= allowed, step
        if shown:
            assert got >= allowed, step
        for name, client in everyone.items():
            if name in got:  # one view, newer, the connection's view of this moment
                assert len(client.views) == views[name] + 1, (step, name)
                assert client.version == sent_version(session, client) > versions[name]
                view = {k: v for k, v in client.view.items() if k != "pace"}
                assert view == content(client), (step, name)
            else:  # nothing was sent: no view, and to the actor only his ack
                assert sent_version(session, client) == versions[name], (step, name)
                assert len(client.received) == received[name] + (name == actor), (step, name)
        for name in outsiders - {actor}:  # the count's one view, or nothing
            assert len(everyone[name].received) == received[name] + counted, (step, name)
    # for contrast: a public word at night reaches every connection
    views = {n: len(c.views) for n, c in everyone.items()}
    assert isinstance(clients["Gus"].request(ActMessage.of("say", text="anyone awake?")), Ack)
    assert all(len(c.views) == views[n] + 1 for n, c in everyone.items())


# --------------------------------------------------------------------- the game log

def test_every_accepted_command_is_logged_before_the_ack_and_the_views(make) -> None:
    session = make(deal=DEAL)
    checks = {"acks": 0, "views": 0}
    expected: list[dict[str, Any]] = []

    def spy(message: HostMessage) -> None:
        if session.log is None:
            return
        lines = log_lines(session)
        if isinstance(message, Ack):
            assert lines[-1] == expected[-1], "acknowledged before it was on disk"
            checks["acks"] += 1
        if isinstance(message, ViewMessage):
            game = session.game
            assert lines[1:] == [c.to_plain() for c in game.log], "a view before the log"
            assert len(lines) - 1 == game.state.commands_applied
            if expected:
                assert expected[-1] in lines[1:]
            checks["views"] += 1

    clients = {name: join(session, name, on_message=spy) for name in NAMES}
    watcher = join(session, spectator=True, on_message=spy)
    session.start()
    script = [("Ann", "say", {"text": "hello"}), ("Bob", "nominate", {"target": "Gus"}),
              ("Cid", "nominate", {"target": "Gus"}), ("Dan", "say",
                                                       {"text": "psst", "channel": "mafia"})]
    for name, do, fields in script:
        expected.append({"t": "act", "by": name, "do": do} | fields)
        assert isinstance(clients[name].request(ActMessage.of(do, **fields)), Ack)
    session.advance_phase()
    expected.append({"t": "act", "by": "Ann", "do": "vote", "target": "Gus"})
    assert isinstance(clients["Ann"].request(ActMessage.of("vote", target="Gus")), Ack)
    assert checks["acks"] == len(script) + 1
    # the start, the three public acts, the phase's end and the vote reach all eight
    # connections; the mafia message only its two members (Dan and Eve)
    public_changes = 1 + (len(script) - 1) + 1 + 1
    assert checks["views"] == public_changes * (len(NAMES) + 1) + 2
    assert watcher.views[-1].version == watcher.version == sent_version(session, watcher)


def test_log_file_header_lines_and_replay(make) -> None:
    session, clients = started(make)
    clients["Ann"].request(ActMessage.of("say", text="hi there"))
    clients["Bob"].request(ActMessage.of("nominate", target="Gus"))
    clients["Bob"].request(ActMessage.of("nominate", target="Zed"))  # refused: not logged
    clients["Ann"].request(ActMessage.of("write", target="Gus", death_at="d1 18:00",
                       circumstances="heart attack"))
    session.advance(DAY1 + 100)
    session.advance_phase()
    for name in ("Ann", "Bob", "Cid"):
        clients[name].request(ActMessage.of("abstain"))
    session.kick("Fay")
    session.advance_phase()
    header, *records = log_lines(session)
    assert [r for r in records if r["t"] == "token"] == [
        {"t": "token", "name": "Fay", "token": session.seats[NAMES.index("Fay")].token}]
    records = [r for r in records if r["t"] != "token"]
    assert header["format"] == LOG_FORMAT
    assert header["app"] == app_version()
    assert header["table_id"] == session.table_id
    assert header["setup"] == session.game.setup.to_plain()
    assert records == [c.to_plain() for c in session.game.log]
    assert {"t": "act", "by": "Ann", "do": "say", "text": "hi there"} in records
    assert not any(r.get("target") == "Zed" for r in records)
    assert {"t": "remove", "name": "Fay"} in records
    assert sum(r["t"] == "advance" for r in records) == 3
    setup = GameSetup.from_plain(header["setup"])
    loaded = load_log(session.log.path)
    assert loaded.header == header and loaded.dropped is None
    assert state_hash(replay(setup, loaded.commands)) == state_hash(session.game)
    assert session.log.path.parent == session.config.log_dir


def test_no_log_is_written_before_the_start(make, tmp_path) -> None:
    session = make()
    seat_all(session)
    assert session.log is None and list(tmp_path.iterdir()) == []
    session.start()
    assert [p.name for p in tmp_path.iterdir()] == [session.log.path.name]


# --------------------------------------------------------------------- rate limit

def test_rate_limit(make, clock) -> None:
    session, clients = started(make, rate_burst=5, rate_per_second=10.0)
    ann = clients["Ann"]
    for i in range(5):
        assert isinstance(ann.request(ActMessage.of("say", text=f"m{i}")), Ack), i
    before = state_hash(session.game)
    refused = ann.request(ActMessage.of("say", text="one too many"))
    assert isinstance(refused, Refused) and refused.code == "rate_limited"
    assert state_hash(session.game) == before
    assert isinstance(clients["Bob"].request(ActMessage.of(
        "say", text="others are not limited")), Ack)
    assert not ann.closed
    clock.advance(0.05)  # half a token: still limited
    assert ann.request(ActMessage.of("say", text="still too soon")).code == "rate_limited"
    clock.advance(0.1)
    assert isinstance(ann.request(ActMessage.of("say", text="again")), Ack)
    clock.advance(100)  # the allowance refills only up to the burst
    results = [ann.request(ActMessage.of("say", text=f"burst {i}")) for i in range(6)]
    assert [type(r) for r in results] == [Ack] * 5 + [Refused]


# --------------------------------------------------------------------- heartbeats

class SilentPeer:
    """A raw connection that says hello and then never answers anything."""

    def __init__(self, session: TableSession, name: str) -> None:
        self.core = ProtocolCore(Side.CLIENT)
        self.received: list[HostMessage] = []
        self.closed = False
        self.conn = session.open(self._deliver)
        session.receive_bytes(self.conn, ProtocolCore.encode(
            Hello(PROTO, "probe", name, JoinAs.PLAYER)))

    def _deliver(self, message: HostMessage | None) -> None:
        if message is None:
            self.closed = True
        else:
            self.received += self.core.receive(ProtocolCore.encode(message))

    def pings(self) -> int:
        return sum(isinstance(m, Ping) for m in self.received)


def test_heartbeats_and_dropping_silent_peers(make, clock) -> None:
    session = make(heartbeat_seconds=5.0, drop_after_seconds=20.0)
    t0 = clock.now
    ann = join(session, "Ann")
    silent = SilentPeer(session, "Bob")
    assert isinstance(silent.received[0], Welcome)

    def tick_until(seconds: float) -> None:
        start = round((clock.now - t0) * 10)
        for k in range(start + 1, round(seconds * 10) + 1):
            clock.now = t0 + k / 10
            session.tick()

    session.tick()
    tick_until(4.9)
    assert silent.pings() == 0
    assert not any(isinstance(m, Ping) for m in ann.received)
    tick_until(5.0)
    assert silent.pings() == 1
    assert sum(isinstance(m, Ping) for m in ann.received) == 1  # and Ann pongs (LocalClient)
    tick_until(19.9)
    assert not silent.closed and session.connected("Bob")
    assert silent.pings() == 3
    tick_until(20.5)
    assert silent.closed
    errors = [m for m in silent.received if isinstance(m, ErrorMessage)]
    assert [e.code for e in errors] == ["timeout"]
    assert not session.connected("Bob")
    assert {s["name"]: s["connected"] for s in ann.view["seats"]} == {"Ann": True, "Bob": False}
    tick_until(120.0)  # the answering client stays, however long
    assert not ann.closed and ann.error is None and session.connected("Ann")
    assert sum(isinstance(m, Ping) for m in ann.received) >= 20
    # the dropped peer's seat is kept: the token brings it back
    token = next(m.token for m in silent.received if isinstance(m, Welcome))
    assert join(session, "Bob", token=token).error is None


def test_any_message_counts_as_a_sign_of_life(make, clock) -> None:
    session = make(heartbeat_seconds=100.0, drop_after_seconds=20.0)
    ann = join(session, "Ann")
    bob = join(session, "Bob")
    for _ in range(10):
        clock.advance(5.0)
        ann.send(Ping())
        session.tick()
    assert not ann.closed
    assert any(isinstance(m, Pong) for m in ann.received)
    assert bob.closed and bob.errors() == ["timeout"]


def test_a_silent_connection_without_hello_is_dropped(make, clock) -> None:
    session = make(drop_after_seconds=20.0)
    got: list[Any] = []
    conn = session.open(got.append)
    clock.advance(21.0)
    session.tick()
    assert conn not in session.conns
    assert got[-1] is None


# --------------------------------------------------------------------- the pace

def timed(make, **config: Any) -> tuple[TableSession, dict[str, Client]]:
    # the fake clock jumps: no heartbeat drops get in the way here
    config.setdefault("drop_after_seconds", 1e9)
    return started(make, pace=PaceMode.TIMED, phase_seconds=dict(PHASES), **config)


def test_timed_pace_moves_the_phases_at_the_right_real_times(make, clock) -> None:
    session, clients = timed(make)
    game, t0 = session.game, clock.now
    steps = [(PHASES["day"], Phase.VOTE, VOTE1),
             (PHASES["day"] + PHASES["vote"], Phase.NIGHT, NIGHT1),
             (sum(PHASES.values()), Phase.DAY, DAY2)]
    previous = (Phase.DAY, DAY1)
    for at, phase, moment in steps:
        for before in (at - 5.0, at - 0.01):
            clock.now = t0 + before
            session.tick()
            # still the previous phase (the engine's clock may have moved inside it, to
            # a moment due by itself such as the end of the closed-form window)
            assert game.state.phase is previous[0], before
            assert previous[1] <= game.state.now < moment, before
        clock.now = t0 + at
        session.tick()
        assert (game.state.phase, game.state.now) == (phase, moment), at
        assert clients["Ann"].view["clock"]["phase"] == phase.value
        previous = (phase, moment)
    assert game.state.game_day == 2


def test_a_pause_reaches_every_screen_at_once(make, clock) -> None:
    """A pause (and its end) is sent to everybody when it happens: it changed nothing
    else, and the views went out only for a change outside the running clock, so every
    screen went on counting down a stopped clock (issue 33: the hot-seat's clock)."""
    session, clients = timed(make)
    ann = clients["Ann"]
    assert ann.view["pace"]["paused"] is False
    session.pause(True)
    assert ann.view["pace"]["paused"] is True
    clock.now += 30.0
    session.pause(False)
    assert ann.view["pace"]["paused"] is False
    assert ann.view["pace"]["phase_seconds_left"] == PHASES["day"]


def test_a_pause_keeps_the_time_the_phase_had_used(make, clock) -> None:
    """Paused mid-phase, the clock stands where it stopped — in every view sent during
    the pause — and runs on from there: the phase does not begin again from the last
    act's moment (issue 33: the hot-seat stops its clock for every private turn)."""
    session, clients = timed(make)
    ann, day = clients["Ann"], PHASES["day"]
    clock.now += day / 2
    session.tick()
    session.pause(True)
    minutes = ann.view["pace"]["game_minutes"]
    assert ann.view["pace"]["phase_seconds_left"] == pytest.approx(day / 2)
    clock.now += 3 * day  # a long pause; a message makes a view meanwhile
    ann.request(ActMessage.of("say", text="still here?", channel="game"))
    assert ann.view["pace"]["phase_seconds_left"] == pytest.approx(day / 2)
    assert ann.view["pace"]["game_minutes"] == minutes
    session.pause(False)
    assert ann.view["pace"]["phase_seconds_left"] == pytest.approx(day / 2)
    clock.now += day / 2 - 1.0
    session.tick()
    assert session.game.state.phase is Phase.DAY
    clock.now += 1.0
    session.tick()
    assert session.game.state.phase is Phase.VOTE


def test_timed_pace_catches_up_after_a_late_tick(make, clock) -> None:
    session, _ = timed(make)
    t0 = clock.now
    clock.now = t0 + PHASES["day"] + PHASES["vote"] + 10.0
    session.tick()
    assert session.game.state.phase is Phase.NIGHT
    clock.now = t0 + sum(PHASES.values())
    session.tick()
    assert session.game.state.phase is Phase.DAY


def test_timed_pace_stamps_acts_at_the_game_minute_of_the_real_time(make, clock) -> None:
    session, clients = timed(make)
    t0, span = clock.now, VOTE1 - DAY1
    for fraction in (0.25, 0.5, 0.9):
        clock.now = t0 + fraction * PHASES["day"]
        expected = DAY1 + int(fraction * span)
        assert isinstance(clients["Ann"].request(ActMessage.of("say", text=f"at {fraction}")), Ack)
        assert session.game.state.now == expected
        event = session.game.state.public_log[-1]
        assert event.code == "chat" and event.at == expected
        assert clients["Bob"].view["events"][-1]["at"] == format_time(expected)
        assert clients["Bob"].view["clock"]["now"] == format_time(expected)
    assert session.game.state.phase is Phase.DAY


def test_timed_pace_vote_and_night_end_early_when_everyone_submitted(make, clock) -> None:
    session, clients = timed(make)
    game, t0 = session.game, clock.now
    assert isinstance(clients["Bob"].request(ActMessage.of("nominate", target="Gus")), Ack)
    clock.now = t0 + PHASES["day"]
    session.tick()
    assert game.state.phase is Phase.VOTE
    clock.now += 2.0
    *others, last = NAMES
    for name in others:
        assert isinstance(clients[name].request(ActMessage.of("abstain")), Ack)
        assert game.state.phase is Phase.VOTE, name
    assert isinstance(clients[last].request(ActMessage.of("vote", target="Gus")), Ack)
    assert game.state.phase is Phase.NIGHT  # at once, no tick needed
    assert game.state.now == NIGHT1
    assert clients["Ann"].view["clock"]["phase"] == "night"
    # the night: every living player submits (sleep or an action)
    clock.now += 3.0
    living = game.state.living_names()
    night_acts = {"Bob": ("check", {"target": "Eve"}), "Dan": ("shoot", {"target": "Fay"})}
    for name in living[:-1]:
        do, fields = night_acts.get(name, ("sleep", {}))
        assert isinstance(clients[name].request(ActMessage.of(do, **fields)), Ack), name
        assert game.state.phase is Phase.NIGHT, name
    do, fields = night_acts.get(living[-1], ("sleep", {}))
    assert isinstance(clients[living[-1]].request(ActMessage.of(do, **fields)), Ack)
    assert game.state.phase is Phase.DAY and game.state.game_day == 2
    assert game.state.now == DAY2
    # the new phase runs its full real length from now
    t_day = clock.now
    clock.now = t_day + PHASES["day"] - 0.5
    session.tick()
    assert game.state.phase is Phase.DAY
    clock.now = t_day + PHASES["day"]
    session.tick()
    assert game.state.phase is Phase.VOTE


def test_timed_pace_day_never_ends_early(make, clock) -> None:
    session, clients = timed(make)
    game, t0 = session.game, clock.now
    for name in NAMES:
        clients[name].request(ActMessage.of("say", text="here"))
        clients[name].request(ActMessage.of("nominate", target="Gus" if name != "Gus" else "Fay"))
        clients[name].request(ActMessage.of("vote", target="Gus" if name != "Gus" else "Fay"))
    clock.now = t0 + PHASES["day"] - 0.1
    session.tick()
    assert game.state.phase is Phase.DAY


def test_timed_pace_day_ends_early_with_the_option(make, clock) -> None:
    """day_ends_early: the day ends when every living player has voted in advance (the
    votes are published as the vote opens, and as everybody has voted the vote ends too);
    one player without an advance vote keeps the day going."""
    session, clients = timed(make, options={"day_ends_early": True})
    game, t0 = session.game, clock.now
    *others, last = NAMES
    for name in NAMES:
        clients[name].request(ActMessage.of("nominate", target="Gus" if name != "Gus" else "Fay"))
    clock.now = t0 + 10.0
    for name in others:
        assert isinstance(clients[name].request(ActMessage.of("vote", target="Gus" if name != "Gus"
                                            else "Fay")), Ack)
        assert game.state.phase is Phase.DAY, name
    session.tick()
    assert game.state.phase is Phase.DAY  # one advance vote is missing
    assert isinstance(clients[last].request(ActMessage.of("vote", target="Gus")), Ack)
    assert game.state.phase is Phase.NIGHT and game.state.now == NIGHT1
    assert not game.state.players["Gus"].alive
    assert [e.code for e in game.state.public_log].count("voted") == len(NAMES)


def test_manual_pace_moves_only_when_the_host_says(make, clock) -> None:
    session, clients = started(make, drop_after_seconds=1e9)
    game = session.game
    clock.advance(24 * 3600)
    session.tick()
    assert (game.state.phase, game.state.now) == (Phase.DAY, DAY1)
    for name in NAMES:
        clients[name].request(ActMessage.of("abstain"))
    session.tick()
    assert game.state.phase is Phase.DAY
    session.advance_phase()
    assert (game.state.phase, game.state.now) == (Phase.VOTE, VOTE1)
    for name in NAMES:  # everyone submitted: a manual table still waits for the host
        clients[name].request(ActMessage.of("abstain"))
    clock.advance(3600)
    session.tick()
    assert game.state.phase is Phase.VOTE
    session.advance_phase()
    assert (game.state.phase, game.state.now) == (Phase.NIGHT, NIGHT1)
    assert clients["Ann"].view["clock"]["phase"] == "night"
    with pytest.raises(Refusal):
        session.advance(NIGHT1 - 1)
    assert clients["Ann"].view["pace"]["mode"] == "manual"


# --------------------------------------------------------------------- every view

def test_every_view_is_plain_msgpack_and_versions_grow(make, clock) -> None:
    """A busy table: each Client checks every view it gets (see ``Client._check``)."""
    session = make(deal=DEAL, password="pw")
    clients = {name: join(session, name, password="pw") for name in NAMES}
    watchers = [join(session, spectator=True, password="pw")]
    session.start()
    watchers.append(join(session, spectator=True, password="pw"))
    clients["Bob"].request(ActMessage.of("nominate", target="Gus"))
    clients["Ann"].request(ActMessage.of("write", target="Gus", death_at="d1 18:00"))
    clients["Cid"].bye()
    clients["Cid"] = join(session, "Cid", token=clients["Cid"].token, password="pw")
    clients["Dan2"] = join(session, "Dan", token=clients["Dan"].token, password="pw")
    session.advance(parse_time("d1 18:30"))
    session.advance_phase()
    for name in ("Ann", "Bob", "Eve"):
        clients[name].request(ActMessage.of("abstain"))
    session.kick("Fay")
    session.advance_phase()
    clients["Dan2"].request(ActMessage.of("shoot", target="Bob"))
    session.advance_phase()
    all_clients = list(clients.values()) + watchers
    assert sum(len(c.views) for c in all_clients) > 80
    for client in all_clients:
        versions = [v.version for v in client.views]
        assert versions == sorted(set(versions))
        if not client.closed:  # it holds the last view its connection was sent
            assert versions[-1] == client.version == sent_version(session, client)


@pytest.mark.timeout(60)
def test_a_long_chat_keeps_every_frame_under_max_frame(make, clock) -> None:
    """Hundreds of the longest chat lines (several MiB of history) must not stop the
    views: each frame stays within MAX_FRAME and every connection keeps getting them."""
    session = make(deal=DEAL)
    clients = seat_all(session)
    for name in NAMES[2:]:
        clients[name].bye()
    session.start()
    ann, bob = clients["Ann"], clients["Bob"]
    sizes: list[int] = []
    conn = session.conns[bob.conn]
    inner = conn.deliver

    def measure(message: HostMessage | None) -> None:
        if isinstance(message, ViewMessage):
            sizes.append(len(msgpack.packb(message.to_wire(), use_bin_type=True)))
        inner(message)

    conn.deliver = measure
    for i in range(600):  # uncapped, the history would pass 1 MiB at about 525
        clock.advance(0.2)
        assert isinstance(ann.request(ActMessage.of(
            "say", text=f"{i:04d}" + "x" * (MAX_TEXT - 4))), Ack), i
    assert ann.version == sent_version(session, ann)
    assert bob.version == sent_version(session, bob)
    assert len(sizes) == 600 and max(sizes) <= MAX_FRAME  # every public line reached Bob
    watcher = join(session, spectator=True)
    assert watcher.view is not None and watcher.view["kind"] == "public"
    assert isinstance(bob.request(ActMessage.of("say", text="still here")), Ack)


def test_timed_night_acts_send_nothing_to_others(make, clock) -> None:
    """In timed pace the clock catches up whenever anybody acts; that alone must not send
    a view to anybody else, or a civilian's screen would move when the mafia acts. What
    does reach everybody on each player's first move of the night is the public count of
    players still to move, and only that: the mafia's shot, L's check and a civilian's
    sleep each send the others one view that differs from their last one in the count."""
    session, clients = timed(make)
    clock.now += PHASES["day"] + PHASES["vote"] + 1
    session.tick()
    assert session.game.state.phase is Phase.NIGHT
    watcher = join(session, spectator=True)
    # the mafia's channel shows the boss's move to the mafia: Eve may hear of Dan's shot
    for actor, act, fields, told in [("Dan", "shoot", {"target": "Fay"}, {"Eve"}),
                                     ("Bob", "check", {"target": "Eve"}, set()),
                                     ("Gus", "sleep", {}, set())]:
        clock.now += 2.0
        session.tick()  # the table's timer: what changes with time is sent on time
        others = {name: c for name, c in clients.items() if name != actor and name not in told}
        others["watcher"] = watcher
        before = {name: (len(c.received), c.views[-1].view) for name, c in others.items()}
        assert isinstance(clients[actor].request(ActMessage.of(act, **fields)), Ack)
        for name, client in others.items():
            count, last = before[name]
            assert len(client.received) == count + 1, (actor, name)
            now = client.views[-1].view
            assert now["waiting"] == last["waiting"] - 1, (actor, name)
            # (the clock and pace move with time for everybody alike)
            moving = ("waiting", "pace", "clock")
            assert ({k: v for k, v in now.items() if k not in moving}
                    == {k: v for k, v in last.items() if k not in moving}), (actor, name)


# ---------------------------------------------------------------- questions to the host


def test_a_question_reaches_the_host_and_a_private_answer_only_its_asker(make) -> None:
    session, clients = started(make)
    ann, bob = clients["Ann"], clients["Bob"]
    bob_version = sent_version(session, bob)
    assert isinstance(ann.request(AskMessage.of("May I vote for myself?")), Ack)
    [question] = session.questions
    assert (question.asker, question.text, question.answer) == ("Ann", "May I vote for myself?",
                                                                None)
    assert ann.view["questions"][0]["text"] == "May I vote for myself?"
    assert sent_version(session, bob) == bob_version  # nobody else learns a question was asked
    session.answer(question.id, "No.")
    assert ann.view["questions"][0]["answer"] == "No."
    assert bob.view["announcements"] == [] and "No." not in repr(bob.view)


def test_a_published_answer_shows_the_question_but_never_the_asker(make) -> None:
    session, clients = started(make)
    assert isinstance(clients["Cid"].request(AskMessage.of("Does a tie kill both?")), Ack)
    session.answer(session.questions[0].id, "Nobody dies on a tie.", public=True)
    for name, client in clients.items():
        [shown] = client.view["announcements"]
        assert shown["question"] == "Does a tie kill both?"
        assert shown["answer"] == "Nobody dies on a tie."
        assert "Cid" not in repr(shown), name


def test_spectators_cannot_ask_and_bad_questions_close_only_that_connection(make) -> None:
    session, clients = started(make)
    watcher = join(session, spectator=True)
    refused = watcher.request(AskMessage.of("hello?"))
    assert isinstance(refused, Refused) and refused.code == "spectator"
    assert session.questions == []
    from netproto.frames import encode_frame

    session.receive_bytes(clients["Ann"].conn, encode_frame({"t": "ask", "seq": 5, "text": " "}))
    assert clients["Ann"].errors() == ["malformed"] and clients["Ann"].closed
    assert not clients["Bob"].closed and session.questions == []


def test_the_schedule_and_the_hosts_note_are_published_to_everybody(make) -> None:
    session = make(deal=DEAL, pace=PaceMode.TIMED,
                   phase_seconds={"day": 600.0, "vote": 120.0, "night": 90.0})
    clients = seat_all(session)
    schedule = clients["Ann"].view["schedule"]
    assert [p["phase"] for p in schedule["phases"]] == ["day", "vote", "night"]
    assert schedule["phases"][0] == {"phase": "day", "from": "10:00", "to": "19:30",
                                     "seconds": 600.0}
    session.set_schedule_note("We play until 23:00.")
    session.start()
    assert all(c.view["schedule"]["note"] == "We play until 23:00." for c in clients.values())


def test_questions_answers_and_the_schedule_note_survive_a_resume(make, tmp_path) -> None:
    session, clients = started(make)
    assert isinstance(clients["Ann"].request(AskMessage.of("Is L alive?")), Ack)
    assert isinstance(clients["Bob"].request(AskMessage.of("When does the vote close?")), Ack)
    session.answer(2, "At 21:00.", public=True)
    session.announce("Short break after the night.")
    session.set_schedule_note("We stop at 23:00.")
    loaded = load_log(session.log.path)
    session.close()
    resumed = TableSession.resume(loaded)
    assert [(q.id, q.asker, q.text, q.answer, q.public) for q in resumed.questions] == [
        (1, "Ann", "Is L alive?", None, False),
        (2, "Bob", "When does the vote close?", "At 21:00.", True),
        (3, "", "", "Short break after the night.", True)]
    assert resumed.config.schedule_note == "We stop at 23:00."
    resumed.answer(1, "Yes.")  # an open question can still be answered after the resume
    assert load_log(resumed.log.path).notes[-1] == {"kind": "answer", "id": 1,
                                                     "answer": "Yes.", "public": False}
    resumed.close()
