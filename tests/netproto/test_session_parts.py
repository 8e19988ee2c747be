"""The table session's parts on their own: the command pipeline (its batches cost one
fsync), the handshake's decisions, the host's notes, the table lobby's preset metadata,
the fan-out's outbox and view versions, and the one injected clock.

The session-level tests count real ``os.fsync`` calls of a real game log: a tick that
catches up many advances, and an act that first catches the clock up, each cost one.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

import pytest

from engine.commands import Advance, Command
from engine.errors import Refusal
from engine.game import Game, GameSetup, SetupError
from engine.options import Preset
from netproto.clock import TableClock
from netproto.fanout import FanOut, Outbox, view_content
from netproto.handshake import (
    HANDSHAKE_SECONDS,
    Connection,
    Liveness,
    RateLimiter,
    hello_refusal,
    liveness,
)
from netproto.host_notes import HostNotes
from netproto.inprocess import LocalClient
from netproto.lobby import Place
from netproto.messages import PROTO, Ack, ActMessage, Hello, Ping, Pong, Refused
from netproto.pace import PaceMode, TablePace
from netproto.pipeline import CommandPipeline
from netproto.protocol import ProtocolCore, Side
from netproto.session import TableConfig, TableSession
from netproto.table_lobby import TableLobby
from tests.helpers.clock import FakeClock
from tests.helpers.names import NAMES

pytestmark = pytest.mark.timeout(60)

PHASES = {"day": 60.0, "vote": 20.0, "night": 30.0}


class CountingJournal:
    """A journal that keeps its records in memory and counts its fsyncs."""

    def __init__(self, fail_sync: bool = False) -> None:
        self.records: list[Any] = []
        self.syncs = 0
        self.deferred = False
        self.unsynced = False
        self.fail_sync = fail_sync

    def _write(self, record: Any) -> None:
        self.records.append(record)
        self.unsynced = True
        if not self.deferred:
            self.sync()

    def append(self, command: Command, act_id: str | None = None) -> None:
        self._write(command)

    def record_note(self, record: dict[str, Any]) -> None:
        self._write(record)

    def record_end(self, winner: str, reason: str | None = None) -> None:
        self._write(("end", winner))

    def defer_sync(self, deferred: bool = True) -> None:
        self.deferred = deferred

    def sync(self) -> None:
        if self.fail_sync:
            raise OSError("disk full")
        if self.unsynced:
            self.syncs += 1
            self.unsynced = False


def new_game() -> Game:
    return Game(GameSetup(Preset.DEATHNOTE, NAMES, 11))


def advances(game: Game, count: int) -> list[Advance]:
    """``count`` phase boundaries ahead, one after the other (applied as they are made)."""
    return [Advance(game.next_phase_boundary() + 60 * i) for i in range(count)]


# --------------------------------------------------------------------- the pipeline

def test_a_burst_in_one_batch_costs_one_fsync() -> None:
    game, journal = new_game(), CountingJournal()
    pipeline = CommandPipeline(game, journal)
    with pipeline.batch():
        for _ in range(5):
            pipeline.apply(Advance(game.next_phase_boundary()))
        with pipeline.batch():  # a nested batch waits for the outer one
            pipeline.apply(Advance(game.next_phase_boundary()))
        assert journal.syncs == 0 and len(journal.records) == 6
    assert journal.syncs == 1 and not journal.deferred


def test_outside_a_batch_every_command_is_synced_at_once() -> None:
    game, journal = new_game(), CountingJournal()
    pipeline = CommandPipeline(game, journal)
    for _ in range(3):
        pipeline.apply(Advance(game.next_phase_boundary()))
    assert journal.syncs == 3


def test_a_refusal_in_a_batch_keeps_and_syncs_what_came_before() -> None:
    game, journal = new_game(), CountingJournal()
    pipeline = CommandPipeline(game, journal)
    first = Advance(game.next_phase_boundary())
    with pytest.raises(Refusal), pipeline.batch():
        pipeline.apply(first)
        pipeline.apply(Advance(0))  # the clock never goes back
    assert journal.records == [first] and journal.syncs == 1
    assert game.log == [first]


def test_a_failed_sync_halts_the_table() -> None:
    halted: list[bool] = []
    game, journal = new_game(), CountingJournal(fail_sync=True)
    pipeline = CommandPipeline(game, journal, on_halt=lambda: halted.append(True))
    with pytest.raises(Refusal) as refused, pipeline.batch():
        pipeline.apply(Advance(game.next_phase_boundary()))
    assert refused.value.code == "storage_error"
    assert halted == [True] and "disk full" in (pipeline.storage_error or "")


def test_a_note_that_cannot_be_written_leaves_the_game_alone() -> None:
    class Broken(CountingJournal):
        def record_note(self, record: dict[str, Any]) -> None:
            raise OSError("read-only")

    pipeline = CommandPipeline(new_game(), Broken())
    pipeline.note({"kind": "schedule", "text": "x"})
    assert "read-only" in (pipeline.storage_error or "")


def fsyncs(monkeypatch) -> list[int]:
    counted: list[int] = []
    real = os.fsync

    def counting(fd: int) -> None:
        counted.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", counting)
    return counted


def timed_table(tmp_path: Path, clock: FakeClock) -> tuple[TableSession, dict[str, LocalClient]]:
    session = TableSession(TableConfig(seed=11, log_dir=tmp_path, pace=PaceMode.TIMED,
                                       phase_seconds=dict(PHASES), drop_after_seconds=1e9),
                           clock=clock)
    clients = {name: LocalClient(session) for name in NAMES}
    for name, client in clients.items():
        client.hello(name)
    session.start()
    return session, clients


def test_a_tick_that_catches_up_many_advances_costs_one_fsync(tmp_path, monkeypatch) -> None:
    clock = FakeClock()
    session, _ = timed_table(tmp_path, clock)
    counted = fsyncs(monkeypatch)
    commands = len(session.game.log)
    clock.now += 2 * sum(PHASES.values()) - 1  # two game days in one tick
    session.tick()
    assert len(session.game.log) - commands >= 5
    assert len(counted) == 1
    session.close()


def test_an_act_with_the_clock_behind_costs_one_fsync(tmp_path, monkeypatch) -> None:
    clock = FakeClock()
    session, clients = timed_table(tmp_path, clock)
    clock.now += PHASES["day"] / 2
    counted = fsyncs(monkeypatch)
    commands = len(session.game.log)
    answer = clients["Bob"].request(ActMessage.of("say", text="hello"))
    assert isinstance(answer, Ack)
    assert len(session.game.log) - commands == 2  # the catch-up and the act
    assert len(counted) == 1
    session.close()


# --------------------------------------------------------------------- the handshake

def connection(now: float = 0.0) -> Connection:
    return Connection(1, lambda message: None, ProtocolCore(Side.HOST), now, now, now)


def test_hello_refusals() -> None:
    hello = Hello(PROTO, "0", "Ann")
    assert hello_refusal(hello, None) is None
    assert hello_refusal(Hello(PROTO + 1, "0", "Ann"), None)[0] == "proto_mismatch"
    assert hello_refusal(hello, "secret")[0] == "bad_password"
    assert hello_refusal(Hello(PROTO, "0", "Ann", password="secret"), "secret") is None


def test_liveness() -> None:
    conn = connection()
    beat = {"heartbeat_seconds": 5.0, "drop_after_seconds": 45.0}
    assert liveness(conn, 1.0, **beat) is Liveness.FINE
    assert liveness(conn, HANDSHAKE_SECONDS + 1, **beat) is Liveness.NO_HELLO
    conn.spectator = True
    assert liveness(conn, 6.0, **beat) is Liveness.PING
    assert liveness(conn, 46.0, **beat) is Liveness.SILENT


def test_the_rate_limit_is_a_token_bucket() -> None:
    clock = FakeClock()
    limiter = RateLimiter(TableConfig(rate_per_second=1.0, rate_burst=2.0), clock)
    holder = connection()
    assert [limiter.allow(holder) for _ in range(3)] == [True, True, False]
    clock.now += 1.0
    assert limiter.allow(holder) and not limiter.allow(holder)


# --------------------------------------------------------------------- host notes

def test_host_notes_record_what_is_said_and_restore_from_it() -> None:
    config, records = TableConfig(), []
    notes = HostNotes(config, records.append)
    notes.ask("Ann", "When is the vote?", "")
    notes.answer(1, "  At 19:30.  ", public=True)
    notes.announce("Welcome", "d1 10:00")
    notes.set_schedule_note("Be kind")
    assert [r["kind"] for r in records] == ["question", "answer", "announce", "schedule"]
    assert notes.waiting("Ann") == 0
    view = notes.for_view("Ann")
    assert [a["answer"] for a in view["announcements"]] == ["At 19:30.", "Welcome"]
    assert view["questions"][0]["answer"] == "At 19:30."
    assert "questions" not in notes.for_view(None)

    again = HostNotes(TableConfig(), lambda record: None)
    again.restore(records)
    assert again.questions == notes.questions
    assert again.settings.schedule_note == "Be kind"
    assert notes.records() == [r for r in records if r["kind"] != "schedule"]
    with pytest.raises(KeyError):
        notes.answer(99, "x")
    with pytest.raises(ValueError):
        notes.announce("  ", "")


# --------------------------------------------------------------------- the table lobby

@pytest.mark.parametrize("preset", list(Preset))
def test_the_reserve_cap_follows_the_presets_metadata(preset) -> None:
    from engine.presets import preset_rules

    table = TableLobby(TableConfig(preset=preset, max_reserves=4), lambda: True)
    assert table.reserve_cap() == (4 if preset_rules(preset).takes_reserves else 0)


def test_a_scenario_table_seats_its_names_in_order_and_is_complete() -> None:
    table = TableLobby(TableConfig(reserved=("Ann", "Bob")), lambda: True)
    assert table.why_not("Zed")[0] == "name_unknown"
    table.register(Hello(PROTO, "0", "bob"))
    table.register(Hello(PROTO, "0", "ANN"))
    assert [s.name for s in table.seats] == ["Ann", "Bob"]
    assert table.scenario_complete()
    assert table.seat_index(table.seats[1], None) == 1


def test_lobby_changes_are_refused_once_the_game_runs() -> None:
    table = TableLobby(TableConfig(), lambda: False)
    with pytest.raises(SetupError):
        table.set_name("Other")
    with pytest.raises(SetupError):
        table.move("Ann", Place.RESERVE)


# --------------------------------------------------------------------- the fan-out

def test_the_outbox_delivers_in_order_without_nesting() -> None:
    outbox, got = Outbox(), []
    second = connection()

    def deliver(message: Any) -> None:
        got.append(message)
        if isinstance(message, Ping):  # a delivery that sends more only queues it
            outbox.send(second, Pong())
            outbox.flush()
            assert got == [message]

    first = Connection(1, deliver, ProtocolCore(Side.HOST), 0, 0, 0)
    second.deliver = got.append
    outbox.send(first, Ping())
    outbox.send(first, None)
    outbox.flush()
    assert [type(m).__name__ for m in got] == ["Ping", "NoneType", "Pong"]


def test_view_versions_count_from_the_injected_wall_clock() -> None:
    class Views:
        def for_connection(self, conn: Connection, shared: Any = None) -> dict[str, Any]:
            return {"kind": "lobby", "pace": {"x": 1}}

        def game(self) -> None:
            return None

    wall = FakeClock()
    clock = TableClock(monotonic=lambda: 0.0, wall=wall)
    outbox = Outbox()
    fanout = FanOut(Views(), outbox, clock)  # type: ignore[arg-type]
    conn = connection()
    conn.spectator = True
    fanout.send_view(conn)
    assert conn.version == 1000 * 1_000_000
    fanout.send_view(conn, only_if_changed=True)  # nothing changed: nothing sent
    wall.now = 10.0  # a wall clock set back: versions still grow
    fanout.send_view(conn)
    assert conn.version == 1000 * 1_000_000 + 1
    assert view_content({"pace": 1, "clock": {"now": 5, "phase": "day"}}) == {
        "clock": {"phase": "day"}}


def test_a_bare_callable_is_both_faces_of_the_clock() -> None:
    fake = FakeClock()
    clock = TableClock.of(fake)
    assert clock() == 1000.0 and clock.wall_microseconds() == 1000 * 1_000_000
    assert TableClock.of(clock) is clock
    assert isinstance(TableClock.of(None), TableClock)


# --------------------------------------------------------------------- the table engine

def test_the_table_engine_records_the_end_once_and_tells_the_table() -> None:
    from engine.commands import RemovePlayer
    from netproto.table_engine import TableEngine

    game, journal, overs = new_game(), CountingJournal(), []
    config = TableConfig()
    engine = TableEngine(CommandPipeline(game, journal), TablePace(config, FakeClock()),
                         TableLobby(config, lambda: False), on_over=lambda: overs.append(1))
    for name in NAMES:
        if game.over:
            break
        engine.apply([RemovePlayer(name)])
    assert game.over and overs == [1]
    ends = [r for r in journal.records if isinstance(r, tuple) and r[0] == "end"]
    assert len(ends) == 1
    with contextlib.suppress(Refusal):  # whatever comes after the end, it ends once
        engine.apply([Advance(game.state.now + 60)])
    assert overs == [1]
    assert sum(1 for r in journal.records if isinstance(r, tuple)) == 1


def test_an_act_whose_fsync_fails_is_refused_not_acknowledged(tmp_path, monkeypatch) -> None:
    clock = FakeClock()
    session, clients = timed_table(tmp_path, clock)

    def failing(fd: int) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(os, "fsync", failing)
    answer = clients["Bob"].request(ActMessage.of("say", text="hello"))
    assert isinstance(answer, Refused) and answer.code == "storage_error"
    assert "disk gone" in (session.storage_error or "") and session.paused
    monkeypatch.undo()
    session.close()
