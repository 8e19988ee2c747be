"""Saved games: kill the host at any moment and resume, damaged logs, the pace after a
downtime, the saved-games list, and the headless host killed with SIGKILL.

The sweep plays one scripted, deterministic game through a ``TableSession`` and in-process
clients, noting after every record written to the log the state hash, the seat tokens and
the number of commands. A kill after the k-th flushed record leaves exactly the header and
the first k records on disk; each such prefix is loaded and resumed in a fresh directory
and must give back that moment's state (and the state a clean replay gives), every seat's
token, and nothing dropped.

The end-to-end test drives ``python -m desktop.cli host --headless`` as a subprocess with a
tiny socket client (``wire_client``: ``socket``, ``struct``, ``msgpack`` only), kills it with
SIGKILL right after acknowledged actions and brings it back with ``--resume latest``.
Network: 127.0.0.1 only, no LAN advertising.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from engine.commands import Command
from engine.game import GameSetup
from engine.replay import replay, state_hash
from engine.state import Phase
from netproto.inprocess import LocalClient
from netproto.messages import Ack, ActMessage, Refused
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import LOG_FORMAT, LogError, find_game, list_games, load_log, write_atomically
from tests.helpers import seating
from tests.helpers.clock import FakeClock
from tests.helpers.names import DEAL, NAMES
from tests.netproto.wire_client import Closed, Host, Wire

# one worker plays the logged game (module-scoped) for all of them
pytestmark = [pytest.mark.timeout(60), pytest.mark.xdist_group("resume")]

SKIP = {"lend", "give_away", "destroy"}  # legal, but they need more fields than a target
KICKED = "Gus"  # the host kicks him on day 2 of the scripted game: a token record
PHASES = {"day": 60.0, "vote": 20.0, "night": 30.0}


def config(log_dir: Path, **extra: Any) -> TableConfig:
    extra.setdefault("seed", 11)
    extra.setdefault("deal", DEAL)
    extra.setdefault("reserved", NAMES)
    # a scripted game acts fast and the fake clock jumps: no rate limit, no heartbeat drops
    return TableConfig(log_dir=log_dir, rate_per_second=1e6, rate_burst=1e6,
                       drop_after_seconds=1e9, **extra)


def seat_all(session: TableSession) -> dict[str, LocalClient]:
    clients = seating.seat_all(session, NAMES)
    assert session.state is TableState.RUNNING  # a reserved table starts by itself
    return clients


def random_act(client: LocalClient, rng: random.Random, say_rate: float = 0.6
               ) -> Ack | Refused | None:
    """One legal action from the seat's own view (its "actions" and their "targets")."""
    view = client.view
    rows = [r for r in view["actions"] if r["legal"] and r["action"] not in SKIP]
    if not rows:
        return None
    row = rng.choice(rows)
    if rng.random() < say_rate:
        row = next((r for r in rows if r["action"] == "say"), row)
    fields: dict[str, Any] = {}
    if "targets" in row:
        fields["target"] = rng.choice(row["targets"])
    if row["action"] == "say":
        fields["text"] = f"{view['me']['name']} at {view['clock']['now']}: {rng.randrange(999)}"
    return client.request(ActMessage.of(row["action"], **fields))


def play_phase(session: TableSession, clients: dict[str, LocalClient], rng: random.Random,
               rounds: int = 4) -> int:
    """Every seat still in the game acts ``rounds`` times; then the host ends the phase.
    Returns how many acts were acknowledged (every one must be)."""
    acked = 0
    for _ in range(rounds):
        order = sorted(clients)
        rng.shuffle(order)
        for name in order:
            if session.game.over:
                return acked
            client = clients[name]
            if client.closed:
                continue
            answer = random_act(client, rng)
            if answer is None:
                continue
            assert isinstance(answer, Ack), (name, answer)
            acked += 1
    if not session.game.over:
        session.advance_phase()
    return acked


# --------------------------------------------------------------------- the scripted game

@dataclass(frozen=True)
class Moment:
    """The table right after a record reached the disk."""

    record: dict[str, Any] | None  # None: the header
    hash: str
    tokens: tuple[tuple[str, str], ...]
    commands: int


@dataclass
class Played:
    path: Path
    setup: GameSetup
    table_id: str
    lines: list[bytes]  # every line of the log with its newline; [0] is the header
    moments: list[Moment]  # moments[k]: after the header and the first k records
    commands: list[Command]
    final_hash: str

    def prefix(self, k: int) -> bytes:
        """What a kill right after the k-th flushed record leaves on disk."""
        return b"".join(self.lines[:k + 1])


def tokens_of(session: TableSession) -> tuple[tuple[str, str], ...]:
    return tuple((seat.name, seat.token) for seat in session.seats)


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Played:
    directory = tmp_path_factory.mktemp("played")
    clock = FakeClock()
    session = TableSession(config(directory), clock=clock)
    clients = seat_all(session)
    moments = [Moment(None, state_hash(session.game), tokens_of(session), 0)]
    log = session.log
    write = log._write

    def noting(record: dict[str, Any]) -> None:  # the log's one path to the disk
        write(record)
        moments.append(Moment(record, state_hash(session.game), tokens_of(session),
                              len(session.game.log)))

    log._write = noting
    rng = random.Random(2024)
    try:
        while not session.game.over:
            assert session.game.state.game_day <= 12, "the scripted game does not end"
            clock.now += 7.0
            play_phase(session, clients, rng, rounds=6)
            state = session.game.state
            if (state.game_day == 2 and state.phase is Phase.DAY and not clients[KICKED].closed
                    and state.players[KICKED].alive):
                session.kick(KICKED)
                assert clients[KICKED].closed
        final = state_hash(session.game)
        commands = list(session.game.log)
    finally:
        session.close()
    data = session.log.path.read_bytes()
    lines = [line + b"\n" for line in data.split(b"\n")[:-1]]
    assert b"".join(lines) == data
    assert len(lines) == len(moments)
    loaded = load_log(session.log.path)
    assert loaded.dropped is None and loaded.winner is not None
    assert loaded.commands == commands
    return Played(session.log.path, loaded.setup, session.table_id, lines, moments,
                  commands, final)


def resume_copy(data: bytes, name: str, directory: Path,
                clock: FakeClock | None = None) -> tuple[Any, TableSession]:
    """Put a log (as a kill left it) in a fresh directory, load it and resume the table."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_bytes(data)
    loaded = load_log(path)
    session = TableSession.resume(loaded, clock=clock or FakeClock(5000.0), log_dir=directory)
    return loaded, session


def clean_replay_hash(played: Played, count: int) -> str:
    return state_hash(replay(played.setup, played.commands[:count]))


def test_the_scripted_game_is_long_and_complete(played: Played) -> None:
    records = [m.record for m in played.moments[1:]]
    assert len(records) >= 150
    kinds = {r["t"] for r in records}
    assert {"act", "advance", "remove", "token", "end"} <= kinds
    assert records[-1]["t"] == "end"
    assert played.moments[-1].hash == played.final_hash
    assert state_hash(replay(played.setup, played.commands)) == played.final_hash
    # tokens changed exactly once: the kick
    assert len({m.tokens for m in played.moments}) == 2


def sweep_points(played: Played) -> list[int]:
    last = len(played.lines) - 1
    points = sorted({round(i * last / 79) for i in range(80)} | {0, 1, last - 1, last})
    kinds = [m.record["t"] if m.record else "header" for m in played.moments]
    points += [k for k in range(1, last + 1) if kinds[k] in ("remove", "token", "end")]
    return sorted(set(points))


def test_kill_and_resume_sweep(played: Played, tmp_path: Path) -> None:
    points = sweep_points(played)
    assert len(points) >= 50
    name = played.path.name
    for k in points:
        moment = played.moments[k]
        data = played.prefix(k)
        loaded, session = resume_copy(data, name, tmp_path / f"k{k}")
        try:
            assert loaded.dropped is None, k
            assert loaded.commands == played.commands[:moment.commands], k
            assert len(session.game.log) == moment.commands, k  # no acknowledged one lost
            live = state_hash(session.game)
            assert live == moment.hash, f"after record {k}: the resumed state differs"
            assert live == clean_replay_hash(played, moment.commands), k
            assert tokens_of(session) == moment.tokens, k
            assert session.table_id == played.table_id
            assert session.state is (TableState.OVER if session.game.over
                                     else TableState.RUNNING)
            assert session.log.path == tmp_path / f"k{k}" / name
        finally:
            session.close()
        # the log goes on in the same file, untouched (an end record is added only when
        # the kill came between the last command and its 'end')
        after = (tmp_path / f"k{k}" / name).read_bytes()
        assert after.startswith(data)
        extra = after[len(data):]
        if extra:
            assert k == len(played.lines) - 2 and b'"t":"end"' in extra, (k, extra)
        assert not list((tmp_path / f"k{k}").glob("*.damaged")), k


# --------------------------------------------------------------------- damaged logs

@pytest.mark.parametrize("where", ["early", "middle", "late"])
@pytest.mark.parametrize("cut", ["one byte", "half", "all but the newline"])
def test_a_torn_last_line_is_dropped_and_reported(played: Played, tmp_path: Path,
                                                  where: str, cut: str) -> None:
    last = len(played.lines) - 1
    k = {"early": 3, "middle": last // 2, "late": last - 2}[where]
    torn_line = played.lines[k + 1]
    keep = {"one byte": 1, "half": len(torn_line) // 2, "all but the newline": -1}[cut]
    torn = torn_line[:keep]
    data = played.prefix(k) + torn
    loaded, session = resume_copy(data, played.path.name, tmp_path)
    try:
        moment = played.moments[k]
        assert loaded.dropped is not None and "cut short" in loaded.dropped
        assert f"{len(torn)} bytes" in loaded.dropped
        assert f"after command {moment.commands}" in loaded.dropped
        assert loaded.commands == played.commands[:moment.commands]
        assert state_hash(session.game) == moment.hash
        assert state_hash(session.game) == clean_replay_hash(played, moment.commands)
        assert tokens_of(session) == moment.tokens
    finally:
        session.close()
    path = tmp_path / played.path.name
    assert path.read_bytes() == played.prefix(k), "the torn tail is still in the log"
    damaged = path.with_name(path.name + ".damaged")
    assert damaged.read_bytes() == torn
    again = load_log(path)
    assert again.dropped is None and again.commands == played.commands[:moment.commands]


def test_a_record_torn_inside_a_multibyte_character(tmp_path: Path) -> None:
    session = TableSession(config(tmp_path / "live"), clock=FakeClock())
    clients = seat_all(session)
    text = "ünïcødé ✓ 日本語 — ещё"
    assert isinstance(clients["Ann"].request(ActMessage.of("say", text=text)), Ack)
    assert isinstance(clients["Bob"].request(ActMessage.of("say", text=text + "!")), Ack)
    path = session.log.path
    session.close()
    data = path.read_bytes()
    cut_from = data.rstrip(b"\n").rindex(b"\n") + 1
    whole = load_log(path)
    assert whole.dropped is None and whole.commands[-1].text == text + "!"
    for cut in range(cut_from + 1, len(data)):
        loaded, resumed = resume_copy(data[:cut], path.name, tmp_path / str(cut))
        try:
            assert loaded.dropped is not None and "cut short" in loaded.dropped, cut
            assert loaded.commands == whole.commands[:-1]
            assert resumed.game.state.public_log[-1].params["text"] == text
        finally:
            resumed.close()


def flip(data: bytes, offset: int, bit: int) -> bytes:
    out = bytearray(data)
    out[offset] ^= 1 << bit
    return bytes(out)


def body_span(played: Played, j: int) -> tuple[int, int]:
    """Byte offsets (in the whole file) of record j's JSON text (j ≥ 1; 0 is the header)."""
    start = sum(len(line) for line in played.lines[:j])
    return start, start + played.lines[j].rindex(b"\t")


def test_bit_flips_anywhere_in_a_record_are_caught(played: Played, tmp_path: Path) -> None:
    """A single flipped bit inside record j's text: the CRC catches it, the log is kept up
    to record j-1, and ``dropped`` names line j+1 (the header is line 1)."""
    whole = b"".join(played.lines)
    rng = random.Random(99)
    last = len(played.lines) - 1
    path = tmp_path / "flipped.dnlog"
    for _ in range(400):
        j = rng.randint(1, last)
        start, end = body_span(played, j)
        offset = rng.randrange(start, end + 1)  # the text or the tab before the CRC
        path.write_bytes(flip(whole, offset, rng.randrange(8)))
        loaded = load_log(path)
        kept = played.moments[j - 1].commands
        assert loaded.commands == played.commands[:kept], (j, offset)
        assert loaded.dropped is not None and f"line {j + 1} is damaged" in loaded.dropped
        assert f"after command {kept}" in loaded.dropped
        assert loaded.good_bytes == len(played.prefix(j - 1))


@pytest.mark.parametrize("where", ["first", "middle", "late"])
def test_a_bit_flip_in_the_middle_resumes_before_it(played: Played, tmp_path: Path,
                                                    where: str) -> None:
    last = len(played.lines) - 1
    j = {"first": 1, "middle": last // 2, "late": last - 3}[where]
    start, end = body_span(played, j)
    whole = b"".join(played.lines)
    data = flip(whole, (start + end) // 2, 3)
    loaded, session = resume_copy(data, played.path.name, tmp_path)
    kept = played.moments[j - 1]
    path = tmp_path / played.path.name
    try:
        assert loaded.dropped is not None
        assert f"line {j + 1} is damaged" in loaded.dropped
        assert "checksum" in loaded.dropped
        assert f"{last - j} line(s) after it were dropped" in loaded.dropped
        assert f"the game resumes after command {kept.commands}" in loaded.dropped
        assert loaded.commands == played.commands[:kept.commands]
        # nothing half-loaded: exactly the state of a clean replay of the kept commands
        assert state_hash(session.game) == kept.hash
        assert state_hash(session.game) == clean_replay_hash(played, kept.commands)
        assert tokens_of(session) == kept.tokens
        # the damaged tail was moved aside, the log truncated to its good part
        assert path.with_name(path.name + ".damaged").read_bytes() == data[len(
            played.prefix(j - 1)):]
        assert path.read_bytes() == played.prefix(j - 1)
        # appending works: a seat comes back with its token and acts
        name = next(n for n in NAMES if session.game.state.players[n].alive)
        token = dict(kept.tokens)[name]
        client = LocalClient(session)
        client.hello(name, token=token)
        assert client.error is None and client.view["me"]["name"] == name
        assert isinstance(client.request(ActMessage.of(
            "say", text="still here after the flip")), Ack)
        live = state_hash(session.game)
    finally:
        session.close()
    again = load_log(path)
    assert again.dropped is None
    assert again.commands[:kept.commands] == played.commands[:kept.commands]
    assert len(again.commands) == kept.commands + 1
    assert state_hash(replay(again.setup, again.commands)) == live
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".dnlog"] == [path.name]


def test_a_bit_flip_in_the_header_is_refused(played: Played, tmp_path: Path) -> None:
    whole = b"".join(played.lines)
    end = played.lines[0].rindex(b"\t")
    rng = random.Random(5)
    for i in range(40):
        data = flip(whole, rng.randrange(0, end), rng.randrange(8))
        path = tmp_path / f"h{i}.dnlog"
        path.write_bytes(data)
        with pytest.raises(LogError, match="header"):
            load_log(path)
    assert list_games(tmp_path) == []  # unreadable files are left out of the list
    with pytest.raises(LogError):
        find_game("latest", tmp_path)


def _line(record: dict[str, Any]) -> bytes:
    text = json.dumps(record, separators=(",", ":"))
    return f"{text}\t{zlib.crc32(text.encode()):08x}\n".encode()


def test_a_newer_format_is_refused_with_a_clear_message(played: Played, tmp_path: Path
                                                        ) -> None:
    header = json.loads(played.lines[0].rpartition(b"\t")[0])
    assert header["format"] == LOG_FORMAT
    header["format"] = 99
    path = tmp_path / "future.dnlog"
    path.write_bytes(_line(header) + b"".join(played.lines[1:]))
    with pytest.raises(LogError, match="newer version") as caught:
        load_log(path)
    assert "99" in str(caught.value) and "future.dnlog" in str(caught.value)
    before = path.read_bytes()
    with pytest.raises(LogError):
        find_game(played.table_id, tmp_path)
    assert path.read_bytes() == before  # refused files are never touched


def test_resuming_a_newer_format_by_id_says_so(played: Played, tmp_path: Path,
                                               monkeypatch, capsys) -> None:
    from netproto import headless

    header = json.loads(played.lines[0].rpartition(b"\t")[0])
    header["format"] = 99
    games = tmp_path / "games"
    games.mkdir()
    (games / played.path.name).write_bytes(_line(header) + b"".join(played.lines[1:]))
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    code = headless.main(["--headless", "--no-advertise", "--resume", played.table_id])
    assert code == 2
    assert "newer version" in capsys.readouterr().err


def test_a_flip_in_a_checksum_field_is_reported(played: Played, tmp_path: Path) -> None:
    whole = b"".join(played.lines)
    j = next(j for j in range(1, len(played.lines))
             if any(c in b"abcdef" for c in played.lines[j][-9:-1]))
    _, tab = body_span(played, j)
    letter = next(i for i in range(tab + 1, tab + 9) if whole[i:i + 1] in b"abcdef")
    path = tmp_path / "crc.dnlog"
    path.write_bytes(flip(whole, letter, 5))
    loaded = load_log(path)
    assert loaded.dropped is not None and f"line {j + 1}" in loaded.dropped


def test_a_log_that_does_not_replay_is_refused_clearly(played: Played, tmp_path: Path,
                                                       monkeypatch, capsys) -> None:
    from netproto import headless

    games = tmp_path / "games"
    games.mkdir()
    path = games / played.path.name
    foreign = _line({"t": "act", "by": "Zed", "do": "say", "text": "who am I?"})
    path.write_bytes(b"".join(played.lines[:6]) + foreign)
    before = path.read_bytes()
    loaded = load_log(path)
    assert loaded.dropped is None and len(loaded.commands) == played.moments[6].commands
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    try:
        code = headless.main(["--headless", "--no-advertise", "--resume", "latest"])
    finally:
        assert path.read_bytes() == before  # refused before anything was touched
    assert code == 2
    assert "line 7" in capsys.readouterr().err


def test_an_empty_or_headless_file_is_refused(tmp_path: Path) -> None:
    for i, data in enumerate([b"", b"\n", b'{"t":"header"', b"garbage\n"]):
        path = tmp_path / f"e{i}.dnlog"
        path.write_bytes(data)
        with pytest.raises(LogError):
            load_log(path)


# --------------------------------------------------------------------- after the resume

def test_after_resume_seats_come_back_with_their_tokens_and_play_on(played: Played,
                                                                    tmp_path: Path) -> None:
    kinds = [m.record["t"] if m.record else "header" for m in played.moments]
    k = kinds.index("token") + 5  # after the kick: the kicked seat's old token is void
    moment = played.moments[k]
    before_kick = dict(played.moments[0].tokens)
    clock = FakeClock(9000.0)
    _, session = resume_copy(played.prefix(k), played.path.name, tmp_path, clock)
    path = tmp_path / played.path.name
    try:
        tokens = dict(moment.tokens)
        assert tokens[KICKED] != before_kick[KICKED]
        clients: dict[str, LocalClient] = {}
        for seat, name in enumerate(NAMES):
            client = LocalClient(session)
            client.hello(name, token=tokens[name])
            assert client.error is None and not client.closed, name
            # a welcome rotates the token (netproto.session._rotate_token)
            assert client.seat == seat and client.token not in (None, tokens[name])
            view = client.view
            assert view["kind"] == "player" and view["me"]["name"] == name
            assert view["clock"]["minutes"] == session.game.state.now
            assert view["table"]["id"] == played.table_id
            clients[name] = client
        assert all(session.connected(n) for n in NAMES)
        for token in (before_kick[KICKED], "x" * 32, tokens["Ann"][:-1]):
            intruder = LocalClient(session)
            intruder.hello("Ann", token=token)
            assert intruder.error is not None and intruder.error.code == "bad_token"
            assert intruder.closed
        assert session.connected("Ann")  # the real Ann was not disturbed
        # the kicked (dead) seat sits out; everybody else plays on to the end
        del clients[KICKED]
        rng = random.Random(77)
        acked = 0
        while not session.game.over:
            assert session.game.state.game_day <= 15
            acked += play_phase(session, clients, rng)
        assert acked > 20
        live = state_hash(session.game)
        final = dict(tokens_of(session))
        assert session.log.path == path
    finally:
        session.close()
    again = load_log(path)
    assert again.dropped is None and again.winner is not None
    assert again.commands[:moment.commands] == played.commands[:moment.commands]
    assert len(again.commands) > moment.commands
    assert state_hash(replay(again.setup, again.commands)) == live
    assert {n: again.tokens[n] for n in final} == final  # the rotated ones, persisted


def test_an_open_table_resumes_with_the_joining_order_as_seats(tmp_path: Path) -> None:
    """No scenario: seats in the order players sat down, and the same after a resume."""
    order = ("Gus", "Ann", "Fay", "Bob", "Eve", "Cid", "Dan")
    session = TableSession(config(tmp_path, reserved=None, max_seats=7), clock=FakeClock())
    clients = {}
    for name in order:
        clients[name] = LocalClient(session)
        clients[name].hello(name)
    session.start()
    seats = {name: c.seat for name, c in clients.items()}
    assert seats == {name: i for i, name in enumerate(order)}
    assert isinstance(clients["Fay"].request(ActMessage.of("say", text="hello")), Ack)
    tokens = {name: c.token for name, c in clients.items()}
    path, before = session.log.path, state_hash(session.game)
    session.close()
    resumed = TableSession.resume(load_log(path), clock=FakeClock())
    try:
        assert state_hash(resumed.game) == before
        assert resumed.config.reserved is None and resumed.config.max_seats == 7
        for name in reversed(order):
            client = LocalClient(resumed)
            client.hello(name, token=tokens[name])
            assert client.error is None and client.seat == seats[name], name
            assert client.view["me"]["seat"] == seats[name]
        late = LocalClient(resumed)
        late.hello("Hal")
        assert late.error is not None and late.error.code == "game_started"
    finally:
        resumed.close()


def test_a_kill_in_the_middle_of_a_kick_keeps_the_old_token_void(played: Played,
                                                                 tmp_path: Path) -> None:
    kinds = [m.record["t"] if m.record else "header" for m in played.moments]
    k = kinds.index("token")  # the new token is on disk, the removal is not yet
    assert kinds[k + 1] == "remove"
    old = dict(played.moments[0].tokens)[KICKED]
    _, session = resume_copy(played.prefix(k), played.path.name, tmp_path)
    try:
        assert session.game.state.players[KICKED].alive  # the host died before removing
        client = LocalClient(session)
        client.hello(KICKED, token=old)
        assert client.error is not None and client.error.code == "bad_token"
    finally:
        session.close()


def test_resume_twice_in_a_row(played: Played, tmp_path: Path) -> None:
    """A host that dies again right after a resume (nothing new acknowledged)."""
    k = len(played.lines) // 3
    _, first = resume_copy(played.prefix(k), played.path.name, tmp_path)
    first.close()
    loaded = load_log(tmp_path / played.path.name)
    second = TableSession.resume(loaded, clock=FakeClock())
    try:
        assert loaded.dropped is None
        assert state_hash(second.game) == played.moments[k].hash
        assert tokens_of(second) == played.moments[k].tokens
    finally:
        second.close()


# --------------------------------------------------------------------- the timed pace

@pytest.mark.parametrize("fraction", [0.0, 0.3, 0.75])
def test_a_timed_game_continues_from_the_same_minute(tmp_path: Path, fraction: float) -> None:
    clock = FakeClock()
    session = TableSession(config(tmp_path, pace=PaceMode.TIMED, phase_seconds=dict(PHASES)),
                           clock=clock)
    clients = seat_all(session)
    game = session.game
    t0 = clock.now
    begun, end = game.phase_start(), game.next_phase_boundary()
    clock.now = t0 + fraction * PHASES["day"]
    assert isinstance(clients["Bob"].request(ActMessage.of("nominate", target="Gus")), Ack)
    assert isinstance(clients["Ann"].request(ActMessage.of("say", text="before the crash")), Ack)
    stood = game.state.now
    assert stood == begun + int(fraction * (end - begun))
    hash_before = state_hash(game)
    path = session.log.path
    session.close()  # the host dies (all it wrote was flushed already)

    clock.now += 1000.0  # a long downtime: far beyond the whole day's real length
    resumed = TableSession.resume(load_log(path), clock=clock)
    try:
        rgame = resumed.game
        assert resumed.config.pace is PaceMode.TIMED
        assert resumed.config.phase_seconds == PHASES
        assert state_hash(rgame) == hash_before
        assert resumed.pacer.game_time(clock()) == rgame.state.now == stood
        left = PHASES["day"] * (end - stood) / (end - begun)
        assert resumed.pacer.seconds_left(clock()) == pytest.approx(left)
        resumed.tick()  # nothing skips ahead by the downtime
        assert (rgame.state.phase, rgame.state.now) == (Phase.DAY, stood)
        # the clock runs on at the day's rate
        clock.now += left / 2
        resumed.tick()
        watcher = LocalClient(resumed)
        watcher.hello("watcher", spectator=True)
        pace = watcher.view["pace"]
        assert pace["game_minutes"] == pytest.approx(stood + (end - stood) / 2, abs=1)
        assert pace["phase_seconds_left"] == pytest.approx(left / 2, abs=0.01)
        assert rgame.state.phase is Phase.DAY
        clock.now += left / 2 - 0.05
        resumed.tick()
        assert rgame.state.phase is Phase.DAY
        clock.now += 0.05
        resumed.tick()
        assert rgame.state.phase is Phase.VOTE and rgame.state.now == end
        # the vote gets its whole real length
        vote_end = rgame.next_phase_boundary()
        clock.now += PHASES["vote"] - 0.05
        resumed.tick()
        assert rgame.state.phase is Phase.VOTE
        clock.now += 0.05
        resumed.tick()
        assert rgame.state.phase is Phase.NIGHT and rgame.state.now == vote_end
    finally:
        resumed.close()


def test_a_timed_game_killed_in_the_vote_resumes_with_the_vote_running(tmp_path: Path
                                                                       ) -> None:
    clock = FakeClock()
    session = TableSession(config(tmp_path, pace=PaceMode.TIMED, phase_seconds=dict(PHASES)),
                           clock=clock)
    clients = seat_all(session)
    assert isinstance(clients["Bob"].request(ActMessage.of("nominate", target="Gus")), Ack)
    clock.now += PHASES["day"] + PHASES["vote"] / 4
    session.tick()
    game = session.game
    assert game.state.phase is Phase.VOTE
    assert isinstance(clients["Cid"].request(ActMessage.of("vote", target="Gus")), Ack)
    stood, begun, end = game.state.now, game.phase_start(), game.next_phase_boundary()
    path = session.log.path
    session.close()
    clock.now += 1000.0
    resumed = TableSession.resume(load_log(path), clock=clock)
    try:
        assert resumed.game.state.phase is Phase.VOTE and resumed.game.state.now == stood
        assert resumed.game.state.players["Cid"].vote == "Gus"
        assert resumed.pacer.game_time(clock()) == stood
        left = PHASES["vote"] * (end - stood) / (end - begun)
        assert resumed.pacer.seconds_left(clock()) == pytest.approx(left)
    finally:
        resumed.close()


# --------------------------------------------------------------------- the saved games list

def test_list_games_and_find_game(played: Played, tmp_path: Path) -> None:
    finished = tmp_path / played.path.name
    shutil.copyfile(played.path, finished)
    sessions = []
    clock = FakeClock()
    for seed in (1, 2):
        session = TableSession(config(tmp_path, seed=seed, name=f"table {seed}"), clock=clock)
        clients = seat_all(session)
        assert isinstance(clients["Ann"].request(ActMessage.of("say", text=f"game {seed}")), Ack)
        sessions.append(session)
        session.close()
    older, newer = (s.log.path for s in sessions)
    now = time.time()
    os.utime(older, (now - 300, now - 300))
    os.utime(newer, (now - 200, now - 200))
    os.utime(finished, (now - 100, now - 100))  # the newest file of all: but it is over

    games = list_games(tmp_path)
    assert [g.path for g in games] == [finished, newer, older]  # newest first
    by_path = {g.path: g for g in games}
    assert by_path[finished].finished and by_path[finished].winner is not None
    assert by_path[finished].commands == len(played.commands)
    assert not by_path[newer].finished and by_path[newer].commands == 1
    assert by_path[newer].players == NAMES and by_path[newer].table_name == "table 2"
    assert not any(g.damaged for g in games)

    assert find_game("latest", tmp_path).path == newer
    assert find_game(sessions[0].table_id, tmp_path).path == older
    assert find_game(played.table_id, tmp_path).path == finished
    assert find_game(newer.stem, tmp_path).path == newer
    with pytest.raises(LogError, match="no saved game"):
        find_game("0123456789abcdef", tmp_path)

    # the unfinished game played on later: it is the latest now
    os.utime(older, (now, now))
    assert find_game("latest", tmp_path).path == older
    # a damaged unfinished game is still offered, marked damaged
    older.write_bytes(older.read_bytes()[:-3])
    game = find_game("latest", tmp_path)
    assert game.path == older and game.damaged
    # only finished games: nothing to resume
    older.unlink()
    newer.unlink()
    with pytest.raises(LogError, match="no unfinished game"):
        find_game("latest", tmp_path)


def test_write_atomically_leaves_the_old_or_the_new_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "sub" / "settings.json"
    write_atomically(path, b"old")  # makes the directory
    write_atomically(path, b"new")
    assert path.read_bytes() == b"new"

    def crash(*_: Any) -> None:
        raise OSError("the disk is gone")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk is gone"):
        write_atomically(path, b"newer")
    assert path.read_bytes() == b"new"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temporary left


# --------------------------------------------------------------------- Qt clients reconnect

def test_qt_clients_reconnect_by_themselves_and_see_the_resumed_table(qtbot, tmp_path: Path
                                                                      ) -> None:
    from netproto.qt_client import QtTableClient
    from netproto.qt_host import QtTableHost

    hosts: list[QtTableHost] = []
    clients: dict[str, QtTableClient] = {}
    try:
        host = QtTableHost(TableSession(config(tmp_path)))
        hosts.append(host)
        assert host.listen("127.0.0.1", 0), host.error_text()
        port = host.port
        for name in NAMES:
            clients[name] = QtTableClient(name)
            clients[name].connect_to("127.0.0.1", port)
            qtbot.waitUntil(lambda c=clients[name]: c.state.value == "connected",
                            timeout=10_000)
        qtbot.waitUntil(lambda: all(c.view and c.view.get("kind") == "player"
                                    for c in clients.values()), timeout=10_000)
        acked: list[int] = []
        for client in clients.values():
            client.acked.connect(acked.append)
        for round_ in range(3):  # the old host makes some changes: view versions grow
            for name, client in clients.items():
                client.request(ActMessage.of("say", text=f"{name} {round_}"))
        qtbot.waitUntil(lambda: len(acked) == 3 * len(NAMES), timeout=10_000)
        session = host.session
        tokens = {name: c.token for name, c in clients.items()}
        # the host process dies: no bye, the sockets just go
        host.timer.stop()
        host.server.close()
        for sock in list(host.sockets.values()):
            sock.abort()
        session.log.close()
        qtbot.waitUntil(lambda: all(c.state.value == "reconnecting" for c in clients.values()),
                        timeout=10_000)

        resumed = TableSession.resume(load_log(session.log.path))
        host = QtTableHost(resumed)
        hosts.append(host)
        assert host.listen("127.0.0.1", port), host.error_text()
        qtbot.waitUntil(lambda: all(resumed.connected(n) for n in NAMES), timeout=10_000)
        # and each client has its welcome (an act while still reconnecting is refused
        # "offline" at once)
        qtbot.waitUntil(lambda: all(c.state.value == "connected" for c in clients.values()),
                        timeout=10_000)
        # each welcome rotated the token; the clients keep the new ones
        assert {n: c.token for n, c in clients.items()} == dict(tokens_of(resumed))
        assert all(clients[n].token != tokens[n] for n in NAMES)
        acked.clear()
        clients["Ann"].request(ActMessage.of("say", text="after the crash"))
        qtbot.waitUntil(lambda: len(acked) == 1, timeout=10_000)

        def sees_it(client: QtTableClient) -> bool:
            view = client.view or {}
            return any(e["params"].get("text") == "after the crash"
                       for e in view.get("events", []))

        qtbot.waitUntil(lambda: all(sees_it(c) for c in clients.values()), timeout=3_000)
    finally:
        for client in clients.values():
            client.close()
        for host in hosts:
            host.close()
        qtbot.wait(20)


# --------------------------------------------------------------------- kill -9, end to end

SCENARIO = """\
preset = "deathnote"
seed = 7
players = [{players}]

[roles]
{roles}
"""


def _player(view: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in view["players"] if p["name"] == name)


@pytest.mark.timeout(120)
def test_kill_9_and_resume_latest_end_to_end(tmp_path: Path) -> None:
    scenario = tmp_path / "seven.toml"
    scenario.write_text(SCENARIO.format(
        players=", ".join(f'"{n}"' for n in NAMES),
        roles="\n".join(f'{n} = "{r}"' for n, r in DEAL.items())), encoding="utf-8")
    hosts: list[Host] = []
    wires: list[Wire] = []
    try:
        _kill_and_resume(tmp_path, scenario, hosts, wires)
    finally:
        for wire in wires:
            wire.close()
        for host in hosts:
            host.stop()


def _kill_and_resume(tmp_path: Path, scenario: Path, hosts: list[Host],
                     wires: list[Wire]) -> None:
    first = Host(tmp_path, "--no-advertise", "--port", "0", "--scenario", str(scenario))
    hosts.append(first)
    port = first.port()
    tokens: dict[str, str] = {}
    seats: dict[str, int] = {}
    live: dict[str, Wire] = {}
    for name in NAMES:
        wire = Wire(port, name)
        wires.append(wire)
        welcome = wire.hello(name)
        assert welcome["t"] == "welcome", welcome
        tokens[name], seats[name] = welcome["token"], welcome["seat"]
        live[name] = wire
    for wire in live.values():
        assert wire.wait_view(lambda v: v.get("kind") == "player")["clock"]["phase"] == "day"

    # acknowledged actions: nominations and chat on day 1, then votes
    nominations = {"Fay": "Gus", "Bob": "Eve", "Cid": "Gus"}
    said = []
    for name, wire in live.items():
        said.append(f"{name} was here before the crash")
        wire.must("say", text=said[-1])
    for name, target in nominations.items():
        live[name].must("nominate", target=target)
    first.command("next")
    for wire in live.values():
        wire.wait_view(lambda v: v["clock"]["phase"] == "vote")
    votes = {"Ann": "Gus", "Bob": "Eve", "Dan": "Eve", "Fay": "Gus"}
    for name, target in votes.items():
        live[name].must("vote", target=target)
    live["Gus"].must("abstain")
    said.append("a last word before the crash")
    live["Eve"].must("say", text=said[-1])

    # kill -9 right after the last acknowledgement
    os.kill(first.proc.pid, signal.SIGKILL)
    assert first.proc.wait(10) == -signal.SIGKILL
    for wire in live.values():  # every client sees its connection end
        with pytest.raises(Closed):
            while True:
                wire.recv()
        wire.close()

    # the kill tore a record that was being written (never acknowledged)
    logs = sorted((tmp_path / "games").glob("*.dnlog"))
    assert len(logs) == 1
    with open(logs[0], "ab") as log:
        log.write(b'{"t":"act","by":"Ann","do":"vo')

    # --resume latest, without --port: the same port again
    second = Host(tmp_path, "--no-advertise", "--resume", "latest")
    hosts.append(second)
    recovered = second.wait_line("recovered ")
    assert logs[0].name in recovered and "cut short" in recovered, recovered
    resumed = second.wait_line("resumed table ")
    commands = len(said) + len(nominations) + len(votes) + 2  # + abstain + the advance
    assert f"after {commands} commands" in resumed, resumed
    assert second.port() == port

    for name in NAMES:
        wire = Wire(port, f"{name} again")
        wires.append(wire)
        welcome = wire.hello(name, token=tokens[name])
        assert welcome["t"] == "welcome", welcome
        assert welcome["seat"] == seats[name] and welcome["token"] != tokens[name]
        view = wire.wait_view(lambda v: v.get("kind") == "player")
        assert view["me"]["name"] == name and view["me"]["seat"] == seats[name]
        assert view["clock"]["phase"] == "vote" and view["clock"]["game_day"] == 1
        # every acknowledged action is in force
        assert set(view["nominees"]) == set(nominations.values())
        for voter, target in votes.items():
            assert _player(view, voter)["vote"] == target, (name, voter)
        assert _player(view, "Gus")["abstained"] is True
        assert view["me"]["vote"] == votes.get(name)
        chat = {e["params"].get("text") for e in view["events"] if e["code"] == "chat"}
        assert set(said) <= chat, (name, chat)
        live[name] = wire
    live["Ann"].wait_view(lambda v: all(v["connected"].values()))
    # a forged token is refused; the table plays on
    forger = Wire(port, "forger")
    wires.append(forger)
    answer = forger.hello("Ann", token="A" * 32)
    assert answer["t"] == "error" and answer["code"] == "bad_token", answer
    live["Cid"].must("vote", target="Gus")
    view = live["Ann"].wait_view(lambda v: _player(v, "Cid")["vote"] == "Gus")
    assert view["tally"]["Gus"] == 3

    second.proc.send_signal(signal.SIGTERM)
    assert second.proc.wait(10) == 0, second.stderr()
    second.wait_line("stopped", timeout=5)
    assert sorted((tmp_path / "games").glob("*.dnlog")) == logs
    loaded = load_log(logs[0])
    assert loaded.dropped is None and len(loaded.commands) == commands + 1
    assert logs[0].with_name(logs[0].name + ".damaged").read_bytes() == (
        b'{"t":"act","by":"Ann","do":"vo')



def test_a_stalemate_is_saved_with_its_reason(tmp_path: Path) -> None:
    """A game that stalled (RULES.md §8 stall_days) ends with winner "nobody" and reason
    "stalemate" in its log: the saved-games list says "a draw", not "no one survived"."""
    session = TableSession(config(tmp_path, seed=4), clock=FakeClock())
    try:
        seat_all(session)
        for _ in range(12):  # three quiet game days: nobody nominates, acts or writes
            if session.game.over:
                break
            session.advance_phase()
        assert session.game.state.winner == "nobody"
        assert session.game.state.end_reason == "stalemate"
    finally:
        session.close()
    (saved,) = list_games(tmp_path)
    assert saved.finished and saved.winner == "nobody" and saved.end_reason == "stalemate"
    assert load_log(saved.path).end_reason == "stalemate"


OLD_LOGS = sorted((Path(__file__).parent / "data").glob("*.dnlog"))


@pytest.mark.parametrize("path", OLD_LOGS, ids=lambda p: p.stem)
def test_a_log_written_by_the_app_before_the_amended_rules_loads_and_replays(
        path: Path, tmp_path: Path) -> None:
    """Two finished games logged by the app as it was before the rules' amendments and
    the restructuring (no rules version in their setup): they load, list as finished, and
    replay to the winner their end record names, under the rules they were played by."""
    from engine.replay import replay

    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    loaded = load_log(copy)
    assert loaded.dropped is None and loaded.winner is not None
    assert "rules" not in loaded.header["setup"] and loaded.setup.rules == 1
    game = replay(loaded.setup, loaded.commands)
    assert game.over and game.state.winner == loaded.winner
    (saved,) = list_games(tmp_path)
    assert saved.finished and saved.winner == loaded.winner and saved.end_reason is None
