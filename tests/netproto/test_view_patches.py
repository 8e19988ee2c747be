"""Views as changes: the host's own JSON Patch diff (``netproto.view_patch``), the
client's copy (``netproto.view_replica``) and the session's patch stream.

The main check plays random seeded games of both presets through ``LocalClient`` s that
ask for patches — every seat and a spectator — and after every frame any of them gets,
the view it holds must be, byte for byte once encoded, the full view the host built for
it at that moment. A spectator that asks for no patches keeps getting full views only.
Where ``jsonpatch`` is installed (the test extra) every tenth patch is also applied by it
and must give the same view.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import msgpack
import pytest

from engine.clock import format_time
from engine.options import Preset
from engine.randomplay import PLAYER_NAMES, random_setup
from netproto.inprocess import LocalClient
from netproto.messages import (
    ActMessage,
    Hello,
    PatchMessage,
    ProtocolError,
    Resync,
    ViewMessage,
    parse_client_message,
)
from netproto.session import TableConfig, TableSession
from netproto.view_patch import PatchError, apply_patch, make_patch
from netproto.view_replica import Update, ViewReplica
from tests import sweep

pytestmark = pytest.mark.timeout(300)

try:  # the reference implementation, where the test extra is installed
    import jsonpatch
except ImportError:  # pragma: no cover - without the test extra
    jsonpatch = None


def packed(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


# --------------------------------------------------------------------- the diff itself

CASES = [
    ({"a": 1, "b": [1, 2]}, {"a": 2, "b": [1, 2, 3]}),
    ({"a": 1}, {"a": True}),  # a bool is not an int
    ({"a": 1.0}, {"a": 1}),
    ({"x/y": 1, "t~": {"k": [1]}}, {"x/y": 2, "t~": {"k": []}}),
    ({"ev": list(range(100))}, {"ev": list(range(3, 105))}),  # a window that slid
    ({"ev": [1, 2, 3]}, {"ev": [9]}),
    ({"a": 1, "b": 2}, {"b": 2, "a": 1}),  # the order of keys counts on the wire
    ({"a": 1, "b": 2}, {"a": 1, "c": 3}),
    ({"a": {"b": 1}}, {"a": [1]}),
    ({"p": [{"n": "A", "alive": True}, {"n": "B", "alive": True}]},
     {"p": [{"n": "A", "alive": True}, {"n": "B", "alive": False}]}),
    ({"t": (1, 2)}, {"t": [1, 2, 3]}),
    ({}, {"new": None}),
]


@pytest.mark.parametrize("old, new", CASES)
def test_patch_turns_old_into_new_exactly(old: Any, new: Any) -> None:
    before = packed(old)
    patched = apply_patch(old, make_patch(old, new))
    assert packed(patched) == packed(new)
    assert packed(old) == before  # copy-on-write: the old view is untouched
    if jsonpatch is not None:
        on_wire = msgpack.unpackb(packed(old), raw=False)  # as a client holds it
        assert packed(jsonpatch.apply_patch(on_wire, make_patch(old, new))) == packed(new)


def test_a_slid_window_costs_the_change_only() -> None:
    old = {"events": [{"n": i} for i in range(100)]}
    new = {"events": [{"n": i} for i in range(2, 102)]}
    ops = make_patch(old, new)
    assert [op["op"] for op in ops] == ["remove", "remove", "add", "add"]


def test_apply_refuses_what_does_not_fit() -> None:
    doc = {"a": [1, 2]}
    for ops in ([{"op": "replace", "path": "/b", "value": 1}],
                [{"op": "remove", "path": "/a/5"}],
                [{"op": "add", "path": "a", "value": 1}],
                [{"op": "test", "path": "/a/0", "value": 2}],
                [{"op": "frobnicate", "path": "/a"}],
                [{"op": "add", "path": "/a/01", "value": 1}],
                "not a list"):
        with pytest.raises(PatchError):
            apply_patch(doc, ops)
    assert doc == {"a": [1, 2]}


def test_apply_knows_all_six_operations() -> None:
    doc = {"a": {"b": 1}, "l": [1, 2, 3]}
    ops = [{"op": "copy", "from": "/a", "path": "/c"},
           {"op": "move", "from": "/l/0", "path": "/l/-"},
           {"op": "test", "path": "/c/b", "value": 1},
           {"op": "remove", "path": "/a/b"},
           {"op": "add", "path": "/l/0", "value": 0},
           {"op": "replace", "path": "/c/b", "value": 5}]
    out = apply_patch(doc, ops)
    assert out == {"a": {}, "l": [0, 2, 3, 1], "c": {"b": 5}}
    assert doc == {"a": {"b": 1}, "l": [1, 2, 3]}
    if jsonpatch is not None:
        assert jsonpatch.apply_patch(copy.deepcopy(doc), ops) == out


def test_hello_asks_for_patches_by_a_documented_field() -> None:
    wire = Hello(1, "t", "Ann", patch=True).to_wire()
    assert wire["patch"] == "rfc6902"
    assert parse_client_message(wire).patch
    assert not parse_client_message({**wire, "patch": "something-else"}).patch
    assert not parse_client_message(Hello(1, "t", "Ann").to_wire()).patch
    assert isinstance(parse_client_message({"t": "resync"}), Resync)
    since = {**wire, "since": {"events": 120, "messages": 4, "other": "x"}}
    assert parse_client_message(since).since == {"events": 120, "messages": 4}
    for bad in ([1], {"events": -1}, {"events": "12"}):
        with pytest.raises(ProtocolError):
            parse_client_message({**wire, "since": bad})


def test_a_patch_on_another_base_asks_for_a_resync_once() -> None:
    replica = ViewReplica()
    assert replica.full(ViewMessage(10, {"a": 1})) is Update.CHANGED
    ops = [{"op": "replace", "path": "/a", "value": 2}]
    assert replica.patch(PatchMessage(12, 11, ops)) is Update.RESYNC
    assert replica.patch(PatchMessage(13, 12, ops)) is Update.WAITING
    assert replica.full(ViewMessage(14, {"a": 3})) is Update.CHANGED
    assert replica.patch(PatchMessage(15, 14, ops)) is Update.CHANGED
    assert replica.view == {"a": 2} and replica.version == 15


# --------------------------------------------------------------------- whole games

class Watched:
    """A ``LocalClient`` whose every frame is checked against what the host built."""

    def __init__(self, session: TableSession, name: str | None, *, patches: bool,
                 stats: dict[str, int]) -> None:
        self.session, self.name, self.patches, self.stats = session, name, patches, stats
        self.client = LocalClient(session)
        self.previous: bytes | None = None
        self.frames = 0  # views and patches this client received
        conn = session.conns[self.client.conn]
        inner = conn.deliver

        def deliver(message: Any) -> None:
            inner(message)
            if isinstance(message, ViewMessage | PatchMessage):
                self._check(conn, message)

        conn.deliver = deliver

    def _check(self, conn: Any, message: Any) -> None:
        """``self.previous``: the client's view before this message, as msgpack bytes
        (a copy that costs one pack, where a deep copy of the view cost ten times more)."""
        if not self.patches:
            assert isinstance(message, ViewMessage), "a patch to a client that asked none"
            self.stats["full_plain"] += 1
            return
        if isinstance(message, PatchMessage):
            self.stats["patches"] += 1
            if jsonpatch is not None and self.previous is not None and self.frames % 10 == 9:
                base = msgpack.unpackb(self.previous, raw=False)
                assert jsonpatch.apply_patch(base, message.ops, in_place=True) \
                    == self.client.view
                self.stats["reference"] += 1
        else:
            self.stats["full"] += 1
        # what the client holds is the view the host built: equal at every frame, and in
        # the wire's own form (key order, a bool not an int) at every 4th and every full
        # one, and before a patch is checked against jsonpatch
        assert self.client.version == conn.version
        assert self.client.view == conn.sent_view
        self.frames += 1
        if self.frames % 4 == 0 or self.frames % 10 == 9 or isinstance(message, ViewMessage):
            self.previous = packed(self.client.view)
            assert self.previous == packed(conn.sent_view)
        else:
            self.previous = None

    def hello(self, **kwargs: Any) -> Watched:
        if self.name is None:
            self.client.hello("watcher", spectator=True, patches=self.patches)
        else:
            self.client.hello(self.name, patches=self.patches, **kwargs)
        return self


def _fields(rng: random.Random, row: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
    action, now = row["action"], view["clock"]["minutes"]
    fields: dict[str, Any] = {}
    if row.get("targets"):
        fields["to" if action == "lend" else "target"] = rng.choice(row["targets"])
    if row.get("roles"):
        fields["role"] = rng.choice(row["roles"])
    if action == "say":
        fields["text"] = rng.choice(["hi", "I am town", "vote Ann", "hm", "who?"])
        if "mafia" in view and rng.random() < 0.4:
            fields["channel"] = "mafia"
    elif action == "lend":
        fields["until"] = format_time(now + rng.choice([60, 120, 600]))
    elif action == "write" and rng.random() < 0.3:
        fields["death_at"] = format_time(now + rng.randint(1, 900))
    return fields


def play(preset: Preset, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    setup = random_setup(rng, random_options=True, preset=preset)
    session = TableSession(TableConfig(preset=preset, options=dict(setup.options),
                                       seed=setup.seed, write_log=False, rate_burst=1e6,
                                       max_seats=len(setup.players)), clock=lambda: 0.0)
    stats = {"patches": 0, "full": 0, "full_plain": 0, "reference": 0}
    for patches in (True, False):  # spectators from the lobby on, with and without
        Watched(session, None, patches=patches, stats=stats).hello()
    seats = {name: Watched(session, name, patches=True, stats=stats).hello()
             for name in setup.players}
    session.start()
    game = session.game
    assert game is not None
    phases = 0
    while not game.over and phases < 200:
        for _ in range(2):
            order = game.state.living_names()
            rng.shuffle(order)
            for name in order:
                if game.over:
                    break
                client = seats[name].client
                view = client.view
                rows = [r for r in view.get("actions", []) if r["legal"]]
                if rows and rng.random() < 0.8:
                    row = rng.choice(rows)
                    client.request(ActMessage.of(row["action"], **_fields(rng, row, view)))
                if rng.random() < 0.3 and view["me"]["alive"]:
                    client.request(ActMessage.of("say", text=f"chat {rng.randrange(1000)}"))
        if phases == 3:  # a seat comes back with its token: a full view, then patches
            name = rng.choice(game.state.living_names())
            token = seats[name].client.token
            seats[name].client.bye()
            seats[name] = Watched(session, name, patches=True, stats=stats).hello(token=token)
        if rng.random() < 0.3:
            session.announce(f"note {phases}")
        if game.over:
            break
        phases += 1
        session.advance_phase()
    session.close()
    return stats


GAMES = [(Preset.DEATHNOTE, sweep.seed(n)) for n in range(sweep.size(2, 20))] + \
        [(Preset.CLASSIC, sweep.seed(100 + n)) for n in range(sweep.size(3, 20))]


@pytest.mark.parametrize("preset, seed", GAMES, ids=[f"{p.value}-{s}" for p, s in GAMES])
def test_every_patch_gives_the_full_view(preset: Preset, seed: int) -> None:
    with sweep.named(seed):
        stats = play(preset, seed)
    assert stats["patches"] > 100
    assert jsonpatch is None or stats["reference"] > stats["patches"] // 20
    assert stats["full_plain"] > 20  # the spectator that asked for none: full views only


def test_patches_are_much_smaller_than_views() -> None:
    session = TableSession(TableConfig(seed=1, write_log=False, rate_burst=1e6,
                                       reserved=tuple(PLAYER_NAMES[:9])), clock=lambda: 0.0)
    sizes: dict[str, list[int]] = {"patch": [], "view": []}
    clients = []
    for name in PLAYER_NAMES[:9]:
        client = LocalClient(session)
        client.hello(name, patches=True)
        clients.append(client)
    conn = session.conns[clients[0].conn]
    inner = conn.deliver

    def deliver(message: Any) -> None:
        if isinstance(message, PatchMessage):
            sizes["patch"].append(len(packed(message.to_wire())))
            sizes["view"].append(len(packed({"t": "view", "version": 0,
                                             "view": conn.sent_view})))
        inner(message)

    conn.deliver = deliver
    for i in range(150):
        clients[i % 9].request(ActMessage.of("say", text=f"message number {i}"))
    assert len(sizes["patch"]) == 150
    patch_median = sorted(sizes["patch"])[75]
    view_median = sorted(sizes["view"])[75]
    assert patch_median * 20 < view_median


# --------------------------------------------------------------------- reconnect catch-up

def _chatty_table(names: tuple[str, ...]) -> tuple[TableSession, dict[str, LocalClient]]:
    session = TableSession(TableConfig(seed=3, write_log=False, rate_burst=1e9,
                                       reserved=names), clock=lambda: 0.0)
    clients = {}
    for name in names:
        clients[name] = LocalClient(session)
        clients[name].hello(name, patches=True)
    return session, clients


def _held(view: dict[str, Any]) -> dict[str, int]:
    return {log: view[f"{log}_from"] + len(view[log]) for log in ("events", "messages")}


@pytest.mark.parametrize("missed, complete", [(300, True), (800, False)])
def test_a_reconnect_catches_up_or_says_where_history_starts(missed: int,
                                                             complete: bool) -> None:
    names = tuple(PLAYER_NAMES[:9])
    session, clients = _chatty_table(names)
    away = clients[names[0]]
    held, token = _held(away.view), away.token
    log_before = [e["text"] for e in away.view["events"]]
    away.bye()
    for i in range(missed):
        clients[names[1 + i % 8]].request(ActMessage.of("say", text=f"while away {i}"))
    back = LocalClient(session)
    back.hello(names[0], token=token, patches=True, since=held)
    view = back.view
    total = len(session.game.state.public_log)
    marker = view["catch_up"]["events"]
    assert marker["since"] == held["events"] and marker["complete"] is complete
    if complete:  # every record he missed, none twice
        assert view["events_from"] == held["events"]
        texts = log_before + [e["text"] for e in view["events"]]
        assert len(texts) == total and len(set(texts)) == total
    else:  # as far back as the host goes; history starts there, and it says so
        assert view["events_from"] == marker["from"] == total - 500 > held["events"]
    assert view["events_from"] + len(view["events"]) == total
    # the next change: a patch from the wide view back to the usual window
    clients[names[1]].request(ActMessage.of("say", text="welcome back"))
    assert back.view["events_from"] + len(back.view["events"]) == total + 1
    assert len(back.view["events"]) == 100 and "catch_up" not in back.view


def test_a_hello_without_since_gets_the_usual_view() -> None:
    names = tuple(PLAYER_NAMES[:9])
    session, clients = _chatty_table(names)
    for i in range(150):
        clients[names[1 + i % 8]].request(ActMessage.of("say", text=f"chat {i}"))
    late = LocalClient(session)
    late.hello("watcher", spectator=True)
    assert len(late.view["events"]) == 100 and "catch_up" not in late.view


def test_a_client_off_its_base_resyncs_and_nobody_else_notices() -> None:
    names = tuple(PLAYER_NAMES[:9])
    session, clients = _chatty_table(names)
    me, other = clients[names[0]], clients[names[1]]
    other_seen = len(other.received)
    conn = session.conns[me.conn]
    conn.version += 7  # as if a patch had been lost on the way: the next base is not his
    clients[names[2]].request(ActMessage.of("say", text="hello"))
    kinds = [type(m).__name__ for m in me.received[-2:]]
    assert kinds == ["PatchMessage", "ViewMessage"]  # the patch, then the full view
    assert me.version == conn.version
    assert packed(me.view) == packed(conn.sent_view)
    # the others got the one change (and its ack): no extra view for the resync
    assert [type(m).__name__ for m in other.received[other_seen:]] == ["PatchMessage"]
