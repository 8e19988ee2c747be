"""Leak test on the wire: whole games played by scripted seats through ``LocalClient``s on
a ``TableSession``; every frame the host sends to any connection is recorded and checked.

Each seat picks a legal action from its own view's ``actions`` (and a target from its
``targets``), with a few illegal ones mixed in for refusals; the host advances phases by
hand; along the way a seat reconnects with its token, a second connection takes over a
seat, a player is kicked and spectators come and go. The dead and a spectator who asked
for it talk in the graveyard, and the living try to; some connections take patches.

Checks, at the moment each frame is sent (the game state moves on afterwards):
- a seat's view passes ``check_seat`` and a spectator's ``check_public``
  (tests/engine/leakcheck.py), without the session's own keys table/pace/connected — a
  patch is checked as the view it makes, and its operations carry no graveyard line to
  a living seat; a graveyard spectator's view is the public one plus the room;
- welcome/ack/refused/error frames name no other player's secret role;
and after each game: no frame contains another connection's seat token, and no frame but
a welcome contains any token.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from engine.clock import format_time
from engine.commands import Action
from engine.game import Game
from engine.graveyard import graveyard_block
from engine.randomplay import PLAYER_NAMES
from engine.roles import ROLE_TABLE
from engine.views import public_view, view_for
from netproto.inprocess import LocalClient
from netproto.messages import (
    Ack,
    ActMessage,
    ErrorMessage,
    HostMessage,
    PatchMessage,
    Refused,
    ViewMessage,
    Welcome,
)
from netproto.protocol import ProtocolCore
from netproto.session import SESSION_VIEW_KEYS, TableConfig, TableSession
from record.keeper import RecordKeeper
from tests.engine.leakcheck import check_no_graveyard, check_public, check_seat

pytestmark = pytest.mark.timeout(120)

EXTRA = SESSION_VIEW_KEYS  # the session's additions to the engine's views
DEATHNOTE_ACTIONS = [a for a in Action if a.value not in (
    "block", "watch", "knock_out", "strike", "don_strike", "recruit", "accept", "decline",
    "concede")]
ROLE_WORDS = {w for d in ROLE_TABLE.values() for w in (d.role.value, d.public_word,
                                                       d.title.lower())}
WEIGHTS = {"say": 0.15, "withdraw": 0.3, "abstain": 0.5, "sleep": 0.6, "destroy": 0.2,
           "give_away": 0.2, "lend": 0.4, "eyes": 0.4}
GRAVEYARD_LINES = ["RIP me", "it was Bob all along", "the notebook is with Cid", "gg"]
GAMES = [
    (9, 7, {}),
    (12, 3, {"tie_rule": "runoff", "reveal_executed": "after_night",
             "lend_start_time": True, "announce_saves": True}),
    (15, 5, {"reveal_detail": "team", "vote_changes": "unlimited", "tie_rule": "random",
             "daily_write_duty": "autokill"}),
]


def _strings(value: Any):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def check_no_secret_roles(game: Game, name: str | None, message: HostMessage) -> None:
    """No other player's unrevealed role word next to his name in a non-view frame."""
    if game is None or game.over:
        return
    words = set(re.findall(r"\w+", " ".join(_strings(message.to_wire())).lower()))
    s = game.state
    viewer = s.players.get(name) if name else None
    for other in s.players.values():
        if other.name == name or other.public_role or other.name.lower() not in words:
            continue
        if viewer is not None and other.name in viewer.known_roles:
            continue
        secret = {other.role.value, game.shown_role(other),
                  ROLE_TABLE[other.role].title.lower()} & ROLE_WORDS
        assert not secret & words, f"{name or 'a spectator'} got {other.name}'s role: {message}"


class Tap:
    """Wraps a connection's delivery: records every frame and checks it when it is sent."""

    def __init__(self, session: TableSession, name: str | None, rng: random.Random, *,
                 graveyard: bool = False) -> None:
        self.session, self.name, self.rng = session, name, rng
        self.graveyard = graveyard  # a spectator who reads the room of the dead
        self.client = LocalClient(session)
        self.frames: list[tuple[HostMessage, bytes]] = []
        self.tokens: set[str] = set()
        self.views_checked = 0
        conn = session.conns[self.client.conn]
        inner = conn.deliver

        def deliver(message: HostMessage | None) -> None:
            if message is not None:
                self._check(message)
            inner(message)
            if isinstance(message, PatchMessage) and self.client.view is not None:
                self._check_view(self.client.view)  # the view the patch made

        conn.deliver = deliver

    def _check(self, message: HostMessage) -> None:
        self.frames.append((message, ProtocolCore.encode(message)))
        game = self.session.game
        if isinstance(message, Welcome):
            if self.name is None:
                assert message.seat is None and message.token == ""
            else:
                self.tokens.add(message.token)
        if isinstance(message, ViewMessage):
            self._check_view(message.view)
        elif isinstance(message, PatchMessage):
            seat = game.state.players.get(self.name or "") if game is not None else None
            if game is not None and (seat.alive if seat is not None else not self.graveyard):
                check_no_graveyard(game, {"ops": message.ops}, f"a patch to {self.name}")
        elif isinstance(message, Welcome | Ack | Refused | ErrorMessage):
            check_no_secret_roles(game, self.name, message)

    def _check_view(self, view: dict[str, Any]) -> None:
        game = self.session.game
        if game is None:
            assert view["kind"] == "lobby" and view["me"] == self.name
            return
        engine_view = {k: v for k, v in view.items() if k not in EXTRA}
        if self.name is None:
            assert view["kind"] == "public"
            assert ("graveyard" in engine_view) == self.graveyard
            if self.graveyard:
                assert engine_view.pop("graveyard") == graveyard_block(game)
            check_public(game, engine_view)
            if self.rng.random() < 0.05:
                assert engine_view == public_view(game)
        else:
            assert view["kind"] == "player"
            check_seat(game, self.name, engine_view)
            if self.rng.random() < 0.02:  # and it is the view of this very moment
                assert engine_view == view_for(game, self.name)
        self.views_checked += 1

    def hello(self, **kwargs: Any) -> Tap:
        if self.name is None:
            self.client.hello("Grandma" if self.graveyard else "watcher", spectator=True,
                              graveyard=self.graveyard, patches=self.graveyard)
        else:
            self.client.hello(self.name, **kwargs)
        return self


def _fields(rng: random.Random, row: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
    action, now = row["action"], view["clock"]["minutes"]
    fields: dict[str, Any] = {}
    if row.get("targets"):
        fields["to" if action == "lend" else "target"] = rng.choice(row["targets"])
    if action == "say":
        fields["text"] = rng.choice(["hi", "I am town", "vote Ann", "hm", "who is L?"])
        if "mafia" in view and rng.random() < 0.4:
            fields["channel"] = "mafia"
    elif action == "lend":
        fields["until"] = format_time(now + rng.choice([60, 120, 600]))
    elif action == "write":
        if rng.random() < 0.3:
            fields["death_at"] = format_time(now + rng.randint(1, 900))
        if rng.random() < 0.3:
            fields["circumstances"] = "heart attack"
        fields["light_corpse"] = rng.random() < 0.2
    return fields


def _illegal(rng: random.Random, game: Game) -> tuple[Action, dict[str, Any]]:
    action = rng.choice(DEATHNOTE_ACTIONS)
    names = list(game.state.players) + ["Nobody"]
    fields: dict[str, Any] = {"target": rng.choice(names)}
    if action is Action.LEND:
        fields = {"to": rng.choice(names), "until": format_time(game.state.now - 5)}
    elif action is Action.SAY:
        fields = {"text": "psst", "channel": "mafia"}
    elif action is Action.WRITE and rng.random() < 0.5:
        fields["death_at"] = format_time(max(0, game.state.now - 30))
    return action, fields


def play(players: int, seed: int, options: dict[str, Any], log_dir) -> list[Tap]:
    rng = random.Random(seed)
    session = TableSession(TableConfig(seed=seed, options=options, log_dir=log_dir,
                                       rate_burst=1e6), clock=lambda: 0.0)
    # the group's record: the end's summary and each seat's numbers go through the taps too
    session.recorder = RecordKeeper(Path(log_dir) / "record.sqlite3")
    names = PLAYER_NAMES[:players]
    taps: list[Tap] = [Tap(session, None, rng).hello()]  # a spectator from the lobby on
    mourner = Tap(session, None, rng, graveyard=True).hello()  # he reads the graveyard
    taps.append(mourner)
    seats = {name: Tap(session, name, rng).hello(patches=i % 2 == 0)
             for i, name in enumerate(names)}
    taps += seats.values()
    session.start()
    game = session.game
    phases = 0
    while not game.over:
        assert phases < 300, "the game does not end"
        order = game.state.living_names()
        rng.shuffle(order)
        for name in order:
            if game.over:
                break
            tap = seats[name]
            client, view = tap.client, tap.client.view
            if client.closed or not view["me"]["alive"]:
                continue
            if rng.random() < 0.05:  # a living player knocks at the graveyard
                answer = client.request(ActMessage.of("say", text="let me in", channel="graveyard"))
                assert answer.code == "graveyard_living"
            if rng.random() < 0.12:
                action, fields = _illegal(rng, game)
                client.request(ActMessage.of(action, **fields))
                continue
            rows = [r for r in view["actions"] if r["legal"]]
            if not rows or rng.random() < 0.15:
                continue
            row = rng.choices(rows, [WEIGHTS.get(r["action"], 3.0) for r in rows])[0]
            answer = client.request(ActMessage.of(row["action"], **_fields(rng, row, view)))
            assert isinstance(answer, Ack | Refused)
        for name, tap in seats.items():  # the dead talk among themselves
            if game.over:
                break
            if (not tap.client.closed and not game.state.players[name].alive
                    and rng.random() < 0.5):
                line = rng.choice(GRAVEYARD_LINES)
                assert isinstance(tap.client.request(ActMessage.of(
                    "say", text=line, channel="graveyard")), Ack)
        if not game.over and rng.random() < 0.4:
            answer = mourner.client.request(ActMessage.of("say", text=rng.choice(GRAVEYARD_LINES),
                                        channel="graveyard"))
            assert isinstance(answer, Ack)
        if game.over:
            break
        phases += 1
        living = game.state.living_names()
        if phases == 2:  # a seat drops and comes back with its token
            name = rng.choice(living)
            token = seats[name].client.token
            seats[name].client.bye()
            seats[name] = Tap(session, name, rng).hello(token=token)
            taps.append(seats[name])
        elif phases == 3:  # a second connection takes a seat over
            name = rng.choice(living)
            token = seats[name].client.token
            seats[name] = Tap(session, name, rng).hello(token=token)
            taps.append(seats[name])
        elif phases == 4 and len(living) > 4:  # the host kicks a player
            session.kick(rng.choice(living))
        elif phases == 5:  # a late spectator, who also tries to act
            taps.append(Tap(session, None, rng).hello())
            assert taps[-1].client.request(ActMessage.of("say", text="hello?")).code == "spectator"
        session.advance_phase()
    assert game.state.winner is not None
    return taps


def check_tokens(taps: list[Tap], session_tokens: set[str]) -> None:
    tokens = {t for tap in taps for t in tap.tokens} | session_tokens
    tokens.discard("")
    assert tokens
    pattern = re.compile(b"|".join(re.escape(t.encode()) for t in sorted(tokens)))
    for tap in taps:
        for message, frame in tap.frames:
            found = {m.decode() for m in pattern.findall(frame)}
            if isinstance(message, Welcome):
                assert found <= tap.tokens, f"{tap.name} got another seat's token"
            else:
                assert not found, f"a {message.t} frame to {tap.name} carries a token"


@pytest.mark.parametrize("players, seed, options", GAMES,
                         ids=[f"{n}-players" for n, _, _ in GAMES])
def test_no_frame_leaks_in_a_whole_game(players: int, seed: int, options: dict[str, Any],
                                        tmp_path) -> None:
    taps = play(players, seed, options, tmp_path)
    session = taps[0].session
    check_tokens(taps, {seat.token for seat in session.seats})
    kinds = {type(m).__name__ for tap in taps for m, _ in tap.frames}
    assert {"Welcome", "ViewMessage", "Ack", "Refused", "ErrorMessage"} <= kinds
    assert len(session.game.state.graveyard_log) > 3  # the room was used
    views = sum(tap.views_checked for tap in taps)
    # a connection gets a view only when its own view changed (not on others' hidden
    # acts), yet each game still checks dozens per seat
    assert views > 30 * players
    # every connection heard of the end of the game, unless it was closed before
    for tap in taps:
        if not tap.client.closed:
            assert tap.client.view["winner"] == session.game.state.winner
            assert "summary" in tap.client.view
            assert ("my_record" in tap.client.view) == (tap.name is not None)
    session.close()
