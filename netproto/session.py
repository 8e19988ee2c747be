"""The table session: the host's side of a table, without any I/O.

Owns the lobby (seats by name, seat tokens, the table password, spectators, kick, start;
the registrations themselves — seats, reserves, approval — are ``netproto.lobby``'s), the
one-command-at-a-time path to the engine (log on disk, flushed, before the ack and
before any view goes out), a fresh per-connection view after every change, heartbeats,
rate limits, and the timed pace. Transports (QtNetwork, in-process) open connections with
a delivery callback and feed bytes or messages in. Must not import Qt or desktop.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from engine.clock import format_hhmm, format_time, parse_time
from engine.commands import Act, Advance, Channel, Command, RemovePlayer
from engine.errors import Refusal
from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError, Preset, options_for
from engine.views import public_view, view_for
from netproto.lobby import (
    MAX_RESERVES,
    Lobby,
    LobbyError,
    Place,
    Seat,
    deal_counts,
    seat_range,
)
from netproto.messages import (
    PROTO,
    Ack,
    ActMessage,
    AskMessage,
    Bye,
    ClientMessage,
    ErrorMessage,
    Hello,
    HostMessage,
    JoinAs,
    Ping,
    Pong,
    Profile,
    Refused,
    ViewMessage,
    Welcome,
)
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode, PhasePacer
from netproto.protocol import ProtocolCore, Side
from netproto.storage import GameLog, LoadedLog, LogError

ConnId = int
# A transport's delivery callback: a message to send, or None to close the connection.
Deliver = Callable[[HostMessage | None], None]

# The keys the session adds to the engine's views (the rest is the engine's own view).
SESSION_VIEW_KEYS = ("table", "pace", "connected", "announcements", "schedule", "questions",
                     "registrations", "registration", "deal_counts")

TOKEN_BYTES = 24  # 192 random bits
HANDSHAKE_SECONDS = 10.0  # a connection must say hello within this


class TableState(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    OVER = "over"


@dataclass
class TableConfig:
    name: str = "DN Mafia"
    preset: Preset = Preset.DEATHNOTE
    options: dict[str, Any] = field(default_factory=dict)
    password: str | None = None
    max_seats: int = 20
    reserved: tuple[str, ...] | None = None  # a scenario's names: only they sit, then start
    seed: int | None = None
    deal: dict[str, str] | None = None
    pace: PaceMode = PaceMode.MANUAL
    phase_seconds: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_PHASE_SECONDS))
    heartbeat_seconds: float = 5.0
    drop_after_seconds: float = 45.0
    rate_per_second: float = 10.0
    rate_burst: float = 30.0
    log_dir: Path | None = None
    write_log: bool = True
    schedule_note: str = ""  # the host's words on the day's schedule, shown to everybody
    hotseat: bool = False  # one computer passed around (desktop.hotseat resumes it)
    approve: bool = False  # the host approves or refuses each player (rules-classic C1.6)
    max_reserves: int = MAX_RESERVES  # reserve players the table takes (C3.3)


MAX_QUESTIONS_PER_SEAT = 50  # questions waiting for an answer
MAX_TABLE_NAME = 100  # characters


@dataclass
class Question:
    """A player's question to the host. A public answer is shown to everybody with the
    question but never with the asker's name."""

    id: int
    asker: str
    text: str
    asked_at: str  # the game clock, or "" in the lobby
    answer: str | None = None
    public: bool = False

    def for_asker(self) -> dict[str, Any]:
        return {"id": self.id, "text": self.text, "at": self.asked_at,
                "answer": self.answer, "public": self.public}


@dataclass
class Connection:
    id: ConnId
    deliver: Deliver
    core: ProtocolCore
    joined_at: float
    last_heard: float
    last_ping: float
    seat: str | None = None
    spectator: bool = False
    allowance: float = 0.0
    allowance_at: float = 0.0
    closed: bool = False
    version: int = 0  # of the last view sent to this connection
    last_view: dict[str, Any] | None = None  # its content, without the live pace fields


class TableSession:
    def __init__(self, config: TableConfig, clock: Callable[[], float] = time.monotonic) -> None:
        options_for(config.preset, config.options)  # refuse bad options at once
        self.config = config
        self.clock = clock
        self.table_id = secrets.token_hex(8)
        self.state = TableState.LOBBY
        self.lobby = Lobby()
        self.conns: dict[ConnId, Connection] = {}
        self.game: Game | None = None
        self.log: GameLog | None = None
        self.version = 0  # counts changes (for the host's own displays)
        self.pacer = PhasePacer(seconds=dict(config.phase_seconds))
        self.paused = False
        self.port: int | None = None  # where the transport listens (kept for resuming)
        self.start_error: str | None = None  # why the game could not start by itself
        self.storage_error: str | None = None  # the log could not be written: table halted
        self.listeners: list[Callable[[], None]] = []  # told after every change
        self.questions: list[Question] = []
        self._next_id = 1
        self._outbox: list[tuple[Connection, HostMessage | None]] = []
        self._flushing = False

    # the lobby's lists (``netproto.lobby``): the game's players, its reserves, and the
    # registrations waiting for the host's approval
    @property
    def seats(self) -> list[Seat]:
        return self.lobby.seats

    @seats.setter
    def seats(self, seats: list[Seat]) -> None:
        self.lobby.seats = seats

    @property
    def reserves(self) -> list[Seat]:
        return self.lobby.reserves

    @property
    def pending(self) -> list[Seat]:
        return self.lobby.pending

    # ------------------------------------------------------------------ transports

    def open(self, deliver: Deliver) -> ConnId:
        now = self.clock()
        conn = Connection(self._next_id, deliver, ProtocolCore(Side.HOST), now, now, now)
        self.conns[conn.id] = conn
        self._next_id += 1
        return conn.id

    def receive_bytes(self, conn_id: ConnId, data: bytes) -> None:
        conn = self.conns.get(conn_id)
        if conn is None or conn.closed:
            return
        messages, error = conn.core.receive_all(data)
        for message in messages:  # what came before a bad frame still counts
            self.receive_message(conn_id, message)
        if error is not None:
            self._reject(conn, error.code, error.message)
            self._flush()

    def receive_message(self, conn_id: ConnId, message: ClientMessage) -> None:
        conn = self.conns.get(conn_id)
        if conn is None or conn.closed:
            return
        conn.last_heard = self.clock()
        try:
            self._handle(conn, message)
        finally:
            self._flush()

    def connection_lost(self, conn_id: ConnId) -> None:
        conn = self.conns.pop(conn_id, None)
        if conn is None:
            return
        conn.closed = True
        seat = self._seat(conn.seat)
        if seat is not None and seat.conn == conn_id:
            seat.conn = None
            self._changed()  # others see him away; a bare connect-and-close changes nothing
        self._flush()

    def pending_count(self) -> int:
        """Connections that have not finished the handshake."""
        return sum(1 for c in self.conns.values() if c.seat is None and not c.spectator)

    def pause(self, paused: bool = True) -> None:
        """Stop (or restart) the timed clock; the phase keeps the time it had left."""
        if paused == self.paused:
            return
        if paused:
            self._run_pace()
        self.paused = paused
        if not paused and self.game is not None:
            self._anchor_pace()
        self._changed()
        self._flush()

    def tick(self) -> None:
        """Heartbeats, dropping silent peers, and the timed pace. Call a few times a second."""
        now = self.clock()
        for conn in list(self.conns.values()):
            if conn.closed:
                continue
            greeted = conn.seat is not None or conn.spectator
            if not greeted and now - conn.joined_at > HANDSHAKE_SECONDS:
                self._close(conn, "timeout", "No hello.")
            elif now - conn.last_heard > self.config.drop_after_seconds:
                self._close(conn, "timeout", "No answer to heartbeats.")
            elif now - conn.last_ping >= self.config.heartbeat_seconds:
                conn.last_ping = now
                self._send(conn, Ping())
        self._run_pace()
        self._flush()

    # ------------------------------------------------------------------ host operator

    def start(self) -> None:
        """Deal and start the game with the seated players (raises SetupError)."""
        if self.state is not TableState.LOBBY:
            raise SetupError("the game has already started")
        names = tuple(seat.name for seat in self.seats)
        # reserves only where the rules seat them (a table's preset may have changed)
        reserves = list(self.reserves) if self._reserve_cap() else []
        turned_away = [seat for seat in self.lobby.everyone()
                       if seat.place is not Place.SEATED and seat not in reserves]
        seed = self.config.seed if self.config.seed is not None else secrets.randbits(31)
        setup = GameSetup(self.config.preset, names, seed, dict(self.config.options),
                          self.config.deal, reserves=tuple(r.name for r in reserves))
        try:
            game = Game(setup)
        except SetupError:
            raise  # with its code: the windows word it in the host's language
        except (OptionError, ValueError) as exc:
            raise SetupError(str(exc)) from None
        if self.config.write_log:
            self.log = GameLog.create(
                self.table_id, self._table_record(), setup,
                [(s.name, s.token) for s in self.seats], self.config.log_dir,
                reserves=[(r.name, r.token) for r in reserves],
                profiles={s.name: s.profile.to_plain() for s in (*self.seats, *reserves)
                          if not s.profile.is_empty()})
            for question in self.questions:  # what was asked in the lobby stays too
                if question.asker:
                    self._note({"kind": "question", "id": question.id, "asker": question.asker,
                                "text": question.text, "at": question.asked_at})
                    if question.answer is not None:
                        self._note({"kind": "answer", "id": question.id,
                                    "answer": question.answer, "public": question.public})
                else:
                    self._note({"kind": "announce", "id": question.id,
                                "at": question.asked_at, "answer": question.answer})
        self.game = game
        self.state = TableState.RUNNING
        for seat in turned_away:  # nobody is approved into a running game
            self.lobby.remove(seat)
            conn = self.conns.get(seat.conn) if seat.conn is not None else None
            if conn is None:
                continue
            if seat.place is Place.RESERVE:
                self._close(conn, "no_reserves", "This table takes no reserve players.")
            else:
                self._close(conn, "game_started",
                            "The game has started; join as a spectator.")
        self._anchor_pace()
        self._changed()
        self._flush()

    def kick(self, name: str) -> None:
        seat = self._seat(name)
        if seat is None:
            raise KeyError(name)
        conn = self.conns.get(seat.conn) if seat.conn is not None else None
        if self.state is TableState.LOBBY:
            self.lobby.remove(seat)
        else:
            game = self._require_game()
            seat.token = secrets.token_urlsafe(TOKEN_BYTES)  # his token no longer works,
            if self.log is not None:  # also if the host dies before the removal is logged
                self.log.record_token(seat.name, seat.token)
            player = game.state.players.get(name)  # a reserve not seated yet has none
            waiting = game.state.classic is not None and name in game.state.classic.reserves
            if not game.over and (player is not None and player.alive or waiting):
                # a waiting reserve leaves the engine's queue: he is never seated
                self._apply([RemovePlayer(name)])
            if waiting and seat in self.reserves:
                self.lobby.remove(seat)
        if conn is not None:
            self._close(conn, "kicked", "The host removed you from the table.")
        self._changed()
        self._flush()

    def advance(self, to: int) -> None:
        """Move the game clock (the host's manual pace); raises Refusal if it goes back."""
        self._require_game()
        self._apply([Advance(to)])
        self._changed()
        self._flush()

    def advance_phase(self) -> None:
        """Manual pace: end the current phase now."""
        game = self._require_game()
        self.advance(game.next_phase_boundary())

    def answer(self, question_id: int, text: str, *, public: bool = False) -> None:
        """Answer a question: privately to its asker, or to everybody without his name."""
        question = next((q for q in self.questions if q.id == question_id), None)
        if question is None:
            raise KeyError(question_id)
        text = text.strip()
        if not text:
            raise ValueError("the answer is empty")
        question.answer, question.public = text[:1000], public
        self._note({"kind": "answer", "id": question.id, "answer": question.answer,
                    "public": public})
        self._changed()
        self._flush()

    def announce(self, text: str) -> None:
        """A message from the host to everybody (an answer to no question)."""
        text = text.strip()
        if not text:
            raise ValueError("the announcement is empty")
        at = format_time(self.game.state.now) if self.game is not None else ""
        self.questions.append(Question(len(self.questions) + 1, "", "", at, text[:1000], True))
        self._note({"kind": "announce", "id": self.questions[-1].id, "at": at,
                    "answer": text[:1000]})
        self._changed()
        self._flush()

    def set_schedule_note(self, text: str) -> None:
        self.config.schedule_note = text.strip()[:1000]
        self._note({"kind": "schedule", "text": self.config.schedule_note})
        self._changed()
        self._flush()

    def schedule(self) -> dict[str, Any]:
        """The game day's schedule on the game clock (and in real time when timed)."""
        rules = options_for(self.config.preset, self.config.options)
        timed = self.config.pace is PaceMode.TIMED
        seconds = self.config.phase_seconds
        hhmm = format_hhmm
        return {
            "pace": self.config.pace.value,
            "first_phase": rules.first_phase.value,
            "write_window": [hhmm(rules.closed_write_window[0]),
                             hhmm(rules.closed_write_window[1])],
            "phases": [{"phase": phase, "from": hhmm(start), "to": hhmm(end),
                        "seconds": seconds.get(phase) if timed else None}
                       for phase, start, end in rules.phase_spans()],
            "note": self.config.schedule_note,
        }

    def _note(self, record: dict[str, Any]) -> None:
        """Keep a question, an answer or the schedule note in the game log (a lobby has no
        log yet: what is said there lives until the game starts)."""
        if self.log is None:
            return
        try:
            self.log.record_note(record)
        except OSError as exc:  # the game itself is unaffected; the host is told
            self.storage_error = f"cannot write the game log: {exc}"

    def _restore_notes(self, notes: list[dict[str, Any]]) -> None:
        """A resumed table's questions, answers and schedule note, from its log."""
        for note in notes:
            kind = note.get("kind")
            if kind == "question":
                self.questions.append(Question(int(note["id"]), str(note["asker"]),
                                               str(note["text"]), str(note.get("at", ""))))
            elif kind == "announce":
                self.questions.append(Question(int(note["id"]), "", "", str(note.get("at", "")),
                                               str(note["answer"]), True))
            elif kind == "answer":
                question = next((q for q in self.questions if q.id == note.get("id")), None)
                if question is not None:
                    question.answer = str(note["answer"])
                    question.public = bool(note.get("public"))
            elif kind == "schedule":
                self.config.schedule_note = str(note.get("text", ""))

    def _host_notes(self, seat: str | None) -> dict[str, Any]:
        """What the host said: public answers (no asker) and this seat's own questions."""
        notes: dict[str, Any] = {
            "announcements": [{"id": q.id, "question": q.text, "answer": q.answer,
                               "at": q.asked_at}
                              for q in self.questions if q.public and q.answer],
            "schedule": self.schedule(),
        }
        if seat is not None:
            notes["questions"] = [q.for_asker() for q in self.questions if q.asker == seat]
        return notes

    # ------------------------------------------------------------------ lobby set-up (host)

    def _require_lobby(self, what: str) -> None:
        if self.state is not TableState.LOBBY:
            raise SetupError(f"{what} can be changed only in the lobby, before the game starts")

    def move_seat(self, name: str, delta: int) -> None:
        """Move a seat up (delta < 0) or down the seat order; the game deals in this order."""
        self._require_lobby("the seat order")
        if self.config.reserved:
            raise SetupError("this table's seat order is fixed by its scenario")
        seat = self._seat(name)
        if seat is None or seat.place is not Place.SEATED:
            raise KeyError(name)
        index = self.seats.index(seat)
        target = max(0, min(len(self.seats) - 1, index + delta))
        if target == index:
            return
        self.seats.insert(target, self.seats.pop(index))
        self._changed()
        self._flush()

    def set_name(self, name: str) -> None:
        """The table's name (as the LAN list shows it)."""
        self._require_lobby("the table's name")
        name = " ".join(name.split())
        if not name:
            raise ValueError("the table needs a name")
        if len(name) > MAX_TABLE_NAME:
            raise ValueError(f"the table's name is longer than {MAX_TABLE_NAME} characters")
        self.config.name = name
        self._changed()
        self._flush()

    def set_password(self, password: str | None) -> None:
        """The table password (None or empty: none). Seats already taken keep their seats."""
        self._require_lobby("the table password")
        self.config.password = password or None
        self._changed()
        self._flush()

    def set_max_seats(self, count: int) -> None:
        """The player cap (reserves and waiting registrations do not count)."""
        self._require_lobby("the number of seats")
        if self.config.reserved:
            raise SetupError("this table's seats are fixed by its scenario")
        low, high = seat_range(self.config.preset)
        if not low <= count <= high:
            raise ValueError(f"a table seats {low}–{high} players")
        if count < len(self.seats):
            raise SetupError(f"{len(self.seats)} players already sit at the table")
        self.config.max_seats = count
        self._changed()
        self._flush()

    def set_options(self, preset: Preset | str, options: dict[str, Any]) -> None:
        """The preset and the rule options (plain values); raises OptionError if bad. A
        cap below the preset's smallest table is raised to it."""
        self._require_lobby("the rules")
        try:
            preset = Preset(preset)
        except ValueError:
            raise OptionError(f"unknown preset {preset!r}") from None
        options_for(preset, options)
        self.config.preset = preset
        self.config.options = dict(options)
        self.config.max_seats = max(self.config.max_seats, seat_range(preset)[0])
        self._changed()
        self._flush()

    # -- registrations: approval and reserves (rules-classic.md C1.6, C3.3)

    def set_approve(self, approve: bool) -> None:
        """Whether the host approves each new player. Turned off, the waiting registrations
        are approved as far as there is room (the others keep waiting)."""
        self._require_lobby("the approval of players")
        self.config.approve = bool(approve)
        if not approve:
            for seat in list(self.pending):
                try:
                    self.lobby.approve(seat, max_seats=self.config.max_seats,
                                       max_reserves=self._reserve_cap())
                except LobbyError:
                    continue
        self._changed()
        self._flush()

    def approve(self, name: str) -> None:
        """Let a waiting registration in: to a seat, or to the reserves if he asked to be
        one. Raises KeyError (no such registration) or LobbyError (no room, not waiting)."""
        self._require_lobby("the registrations")
        seat = self._seat(name)
        if seat is None:
            raise KeyError(name)
        self.lobby.approve(seat, max_seats=self.config.max_seats,
                           max_reserves=self._reserve_cap())
        self._changed()
        self._flush()

    def refuse(self, name: str) -> None:
        """Turn a waiting registration away: he is told so, and nothing else changes."""
        self._require_lobby("the registrations")
        seat = self._seat(name)
        if seat is None:
            raise KeyError(name)
        if seat.place is not Place.PENDING:
            raise LobbyError("not_waiting", f"{name} does not wait for approval.")
        self.lobby.remove(seat)
        conn = self.conns.get(seat.conn) if seat.conn is not None else None
        if conn is not None:
            self._close(conn, "registration_refused",
                        "The host did not accept your registration.")
        self._changed()
        self._flush()

    def to_reserves(self, name: str) -> None:
        """A seated player (or a waiting registration, approved so) becomes a reserve."""
        self._move(name, Place.RESERVE)

    def to_seats(self, name: str) -> None:
        """A reserve (or a waiting registration, approved so) takes a seat at the table."""
        self._move(name, Place.SEATED)

    def _reserve_cap(self) -> int:
        """Reserves a table takes: only the classic engine seats them (rules-classic C3.3)."""
        return self.config.max_reserves if self.config.preset is Preset.CLASSIC else 0

    def _move(self, name: str, place: Place) -> None:
        self._require_lobby("the registrations")
        if self.config.reserved:
            raise SetupError("this table's seats are fixed by its scenario")
        seat = self._seat(name)
        if seat is None:
            raise KeyError(name)
        self.lobby.move(seat, place, max_seats=self.config.max_seats,
                        max_reserves=self._reserve_cap())
        self._changed()
        self._flush()

    def set_pace(self, mode: PaceMode | str,
                 phase_seconds: dict[str, float] | None = None) -> None:
        """Manual or timed pace, and the real durations of the phases (seconds)."""
        self._require_lobby("the pace")
        try:
            mode = PaceMode(mode)
        except ValueError:
            raise ValueError(f"unknown pace {mode!r} (manual, timed)") from None
        seconds = dict(self.config.phase_seconds)
        for phase, value in (phase_seconds or {}).items():
            if phase not in DEFAULT_PHASE_SECONDS:
                raise ValueError(f"unknown phase {phase!r} (day, vote, night)")
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{phase}: {value!r} is not a number of seconds")
            if not 0 < value <= 24 * 3600:
                raise ValueError(f"{phase}: the duration must be positive and at most 24 hours")
            seconds[phase] = float(value)
        self.config.pace = mode
        self.config.phase_seconds = seconds
        self.pacer.seconds = dict(seconds)
        self._changed()
        self._flush()

    def close(self) -> None:
        for conn in list(self.conns.values()):
            self._send(conn, Bye())
            self._send(conn, None)
            conn.closed = True
        self._flush()
        self.conns.clear()
        if self.log is not None:
            self.log.close()

    @classmethod
    def resume(cls, loaded: LoadedLog, clock: Callable[[], float] = time.monotonic,
               log_dir: Path | None = None) -> TableSession:
        """The table as its log left it: settings, seats and tokens, the game replayed.
        The log goes on in the same file (a damaged tail is moved aside first)."""
        table = loaded.header.get("table", {})
        config = TableConfig(
            name=str(table.get("name", "DN Mafia")),
            preset=loaded.setup.preset,
            options=dict(loaded.setup.options),
            password=table.get("password") or None,
            max_seats=int(table.get("max_seats", len(loaded.setup.players))),
            reserved=tuple(table["reserved"]) if table.get("reserved") else None,
            seed=loaded.setup.seed,
            deal=dict(loaded.setup.deal) if loaded.setup.deal else None,
            pace=PaceMode(table.get("pace", "manual")),
            phase_seconds={**DEFAULT_PHASE_SECONDS, **table.get("phase_seconds", {})},
            log_dir=log_dir or loaded.path.parent,
            schedule_note=str(table.get("schedule_note") or ""),
            hotseat=bool(table.get("hotseat", False)),
            approve=bool(table.get("approve", False)),
            max_reserves=int(table.get("max_reserves", MAX_RESERVES)),
        )
        session = cls(config, clock)
        session.table_id = loaded.table_id
        session.port = table.get("port")

        def registered(name: str, place: Place) -> Seat:
            return Seat(name, loaded.tokens.get(name, secrets.token_urlsafe(TOKEN_BYTES)),
                        profile=Profile.from_plain(loaded.profiles.get(name)), place=place)

        session.seats = [registered(name, Place.SEATED) for name in loaded.setup.players]
        session.reserves.extend(registered(name, Place.RESERVE)
                                for name in loaded.setup.reserves)
        game = Game(loaded.setup)
        for number, command in enumerate(loaded.commands, start=1):
            try:
                game.apply(command)
            except Refusal as refusal:
                line = loaded.command_lines[number - 1]
                raise LogError(f"{loaded.path.name}: line {line} (command {number}) does not "
                               f"replay on this version of the rules ({refusal.text}); the "
                               f"log was left as it is") from None
        session.game = game
        session._seat_reserves()
        session.state = TableState.OVER if game.over else TableState.RUNNING
        session._restore_notes(loaded.notes)
        session.log = GameLog.reopen(loaded)
        session.log.port_recorded = session.port
        if game.over and loaded.winner is None:
            session.log.record_end(game.state.winner or "nobody", game.state.end_reason)
        session._anchor_pace()
        return session

    def _table_record(self) -> dict[str, Any]:
        """The table's settings as the log keeps them, for resuming."""
        c = self.config
        return {"name": c.name, "password": c.password, "pace": c.pace.value,
                "phase_seconds": dict(c.phase_seconds), "max_seats": c.max_seats,
                "reserved": list(c.reserved) if c.reserved else None, "port": self.port,
                "schedule_note": c.schedule_note, "hotseat": c.hotseat, "approve": c.approve,
                "max_reserves": c.max_reserves}

    # ------------------------------------------------------------------ queries

    def table_info(self) -> dict[str, Any]:
        taken = len(self.seats)
        total = len(self.config.reserved) if self.config.reserved else self.config.max_seats
        return {
            "id": self.table_id,
            "name": self.config.name,
            "proto": PROTO,
            "preset": self.config.preset.value,
            "password": bool(self.config.password),
            "seats_taken": taken,
            "seats_total": total,
            "state": self.state.value,
            "pace": self.config.pace.value,
            "approval": self.config.approve,
            "reserves": len(self.reserves),
        }

    def connected(self, name: str) -> bool:
        seat = self._seat(name)
        return seat is not None and seat.conn is not None

    def view_for_connection(self, conn: Connection,
                            shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """This connection's view; ``shared``: the public part, built once per change."""
        if self.game is None:
            return self._lobby_view(conn)
        if shared is None:
            shared = self._shared_public()
        playing = conn.seat is not None and conn.seat in self.game.state.players
        view = view_for(self.game, conn.seat, shared) if playing else dict(shared)
        if conn.seat:
            view["questions"] = [q.for_asker() for q in self.questions if q.asker == conn.seat]
            if not playing:  # a reserve not seated yet: the public view, and what he is
                view["registration"] = {"name": conn.seat, "place": Place.RESERVE.value}
        return view

    def _shared_public(self) -> dict[str, Any]:
        view = public_view(self.game)
        view["table"] = self.table_info()
        view["pace"] = self._pace_info()
        view["connected"] = {seat.name: seat.conn is not None for seat in self.lobby.everyone()}
        view["registrations"] = self._registrations()
        view["deal_counts"] = self._game_deal(view)
        view |= self._host_notes(None)
        return view

    def _game_deal(self, public: dict[str, Any]) -> dict[str, Any]:
        """The deal the game started with: the engine's own public counts (a classic
        view's ``composition``), else the rules' deal for the players dealt."""
        setup = self._require_game().setup
        if "composition" in public:
            return {"players": len(setup.players), "roles": dict(public["composition"])}
        return deal_counts(setup.preset, self.game.state.options, len(setup.players),
                           setup.deal)

    def _registrations(self) -> list[dict[str, Any]]:
        """Everybody registered at the table, with his character's profile: the players
        (a seated reserve among them) and the reserves still waiting to be seated."""
        return [seat.public() | {"place": seat.place.value}
                for seat in (*self.seats, *self.reserves)]

    # ------------------------------------------------------------------ handling

    def _handle(self, conn: Connection, message: ClientMessage) -> None:
        if isinstance(message, Hello):
            if conn.seat is not None or conn.spectator:
                self._reject(conn, "malformed", "The handshake was already done.")
            else:
                self._hello(conn, message)
            return
        if conn.seat is None and not conn.spectator:
            self._reject(conn, "malformed", "The first message must be 'hello'.")
            return
        if isinstance(message, Ping):
            self._send(conn, Pong())
        elif isinstance(message, Pong):
            pass
        elif isinstance(message, Bye):
            self._send(conn, None)
            conn.closed = True
            self.connection_lost(conn.id)
        elif isinstance(message, ActMessage):
            self._act(conn, message)
        elif isinstance(message, AskMessage):
            self._ask(conn, message)

    def _hello(self, conn: Connection, hello: Hello) -> None:
        if hello.proto != PROTO:
            self._reject(conn, "proto_mismatch", f"This table speaks protocol {PROTO}.")
            return
        password = self.config.password
        if password and not secrets.compare_digest((hello.password or "").encode(),
                                                   password.encode()):
            self._reject(conn, "bad_password", "Wrong table password.")
            return
        if hello.join_as is JoinAs.SPECTATOR:
            conn.spectator = True
            self._send(conn, Welcome(None, "", self.table_info()))
            self._send_view(conn)
            return
        if hello.token:
            seat = self.lobby.by_token(hello.token)
            if seat is None:
                self._reject(conn, "bad_token", "This seat token is not valid at this table.")
                return
            self._take_seat(conn, seat)
            return
        error = self._can_sit(hello.name, hello.reserve)
        if error:
            self._reject(conn, *error)
            return
        seat = Seat(hello.name, secrets.token_urlsafe(TOKEN_BYTES), profile=hello.profile)
        if self.config.reserved:
            seat.name = next(n for n in self.config.reserved if n.lower() == hello.name.lower())
            self.lobby.add(seat, Place.SEATED)
            order = {n: i for i, n in enumerate(self.config.reserved)}
            self.seats.sort(key=lambda s: order[s.name])
        elif self.config.approve:  # he waits for the host's word
            seat.wants_reserve = hello.reserve
            self.lobby.add(seat, Place.PENDING)
        else:
            self.lobby.add(seat, Place.RESERVE if hello.reserve else Place.SEATED)
        self._take_seat(conn, seat)
        if (self.config.reserved and len(self.seats) == len(self.config.reserved)
                and self.state is TableState.LOBBY):
            try:
                self.start()
            except SetupError as exc:  # the table stays in the lobby; the host is told
                self.start_error = str(exc)
                self._changed()

    def _can_sit(self, name: str, reserve: bool = False) -> tuple[str, str] | None:
        if self.state is not TableState.LOBBY:
            return ("game_started", "The game has started; join as a spectator.")
        if self.lobby.name_taken(name):
            return ("name_taken", f"Somebody already sits as {name}.")
        reserved = self.config.reserved
        if reserved:  # a scenario's table: its names sit, nobody waits
            if name.lower() not in {n.lower() for n in reserved}:
                names = ", ".join(reserved)
                names = names if len(names) <= 400 else names[:400] + "…"
                return ("name_unknown", "This table has seats only for: " + names)
            return None
        return self.lobby.why_not(reserve=reserve, approve=self.config.approve,
                                  max_seats=self.config.max_seats,
                                  max_reserves=self._reserve_cap())

    def _take_seat(self, conn: Connection, seat: Seat) -> None:
        old = self.conns.get(seat.conn) if seat.conn is not None else None
        if old is not None and old is not conn:
            self._close(old, "replaced", "Your seat was taken over by a new connection.")
        seat.conn = conn.id
        conn.seat = seat.name
        self._send(conn, Welcome(self._seat_index(seat), seat.token, self.table_info()))
        self._changed()

    def _act(self, conn: Connection, message: ActMessage) -> None:
        if not self._within_rate(conn):
            self._send(conn, Refused(message.seq, "rate_limited", "Too many messages; slow down."))
            return
        if self.storage_error:
            self._send(conn, Refused(message.seq, "storage_error",
                                     "The host cannot save the game; ask the host."))
            return
        if conn.spectator or conn.seat is None:
            self._send(conn, Refused(message.seq, "spectator", "Spectators cannot act."))
            return
        if self.game is None:
            self._send(conn, Refused(message.seq, "not_started", "The game has not started."))
            return
        if conn.seat not in self.game.state.players:
            self._send(conn, Refused(message.seq, "reserve", "You are a reserve: you play "
                                     "once you take a removed player's place."))
            return
        try:
            act = self._to_engine(conn.seat, message)
        except ValueError as exc:
            self._send(conn, Refused(message.seq, "bad_field", str(exc)))
            return
        self._run_pace()  # every boundary that is due has passed before the act lands
        caught_up = self._catch_up_commands()
        try:
            if caught_up:
                self._apply(caught_up, paced=True)
            self._apply([act])
        except Refusal as refusal:
            self._send(conn, Refused(message.seq, refusal.code, refusal.text,
                                     _plain_params(refusal.params)))
            if caught_up:
                self._changed()
            return
        self._send(conn, Ack(message.seq))
        self._early_end()
        self._changed()

    def _ask(self, conn: Connection, message: AskMessage) -> None:
        if not self._within_rate(conn):
            self._send(conn, Refused(message.seq, "rate_limited", "Too many messages; slow down."))
            return
        if conn.spectator or conn.seat is None:
            self._send(conn, Refused(message.seq, "spectator", "Spectators cannot ask the host."))
            return
        waiting = sum(1 for q in self.questions if q.asker == conn.seat and q.answer is None)
        if waiting >= MAX_QUESTIONS_PER_SEAT:
            self._send(conn, Refused(message.seq, "too_many_questions",
                                     "Wait for the host to answer your questions."))
            return
        at = format_time(self.game.state.now) if self.game is not None else ""
        self.questions.append(Question(len(self.questions) + 1, conn.seat, message.text, at))
        self._note({"kind": "question", "id": self.questions[-1].id, "asker": conn.seat,
                    "text": message.text, "at": at})
        self._send(conn, Ack(message.seq))
        self._changed()

    @staticmethod
    def _to_engine(actor: str, message: ActMessage) -> Act:
        fields = message.fields

        def moment(key: str) -> int | None:
            if key not in fields:
                return None
            try:
                return parse_time(fields[key])
            except ValueError:
                raise ValueError(f"'{key}' is not a clock moment") from None

        return Act(
            actor=actor,
            action=message.do,
            target=fields.get("target"),
            text=fields.get("text"),
            channel=Channel(fields.get("channel", "game")),
            death_at=moment("death_at"),
            circumstances=fields.get("circumstances"),
            light_corpse=bool(fields.get("light_corpse", False)),
            to=fields.get("to"),
            until=moment("until"),
            start=moment("from"),
            role=fields.get("role"),
        )

    # ------------------------------------------------------------------ the engine path

    def _apply(self, commands: list[Command], *, paced: bool = False) -> None:
        """Apply commands in order; each accepted one is on disk before anything is sent.
        A refusal is raised; the commands before it stay applied and logged. ``paced``:
        the advances come from the running clock, so a phase that ended on the way began
        at the real moment its boundary was due, not when a tick noticed it."""
        game = self._require_game()
        for command in commands:
            phase_before = self._phase_key()
            due_at = (self.pacer.real_time_of(command.to)
                      if paced and isinstance(command, Advance) else None)
            game.apply(command)
            if self.log is not None:
                try:
                    self.log.append(command)
                except OSError as exc:  # the game is ahead of its log: stop the table
                    self.storage_error = f"cannot write the game log: {exc}"
                    self.paused = True
                    raise Refusal("storage_error") from None
            if self._phase_key() != phase_before:
                self._anchor_pace(due_at)
        self._seat_reserves()
        if game.over and self.state is not TableState.OVER:
            self.state = TableState.OVER
            if self.log is not None:
                self.log.record_end(game.state.winner or "nobody", game.state.end_reason)

    def _seat_reserves(self) -> None:
        """A reserve the engine seated in a removed player's place is a player now."""
        players = self.game.state.players if self.game is not None else {}
        for reserve in list(self.reserves):
            if reserve.name in players:
                self.reserves.remove(reserve)
                reserve.place = Place.SEATED
                self.seats.append(reserve)

    def _phase_key(self) -> tuple[Any, ...]:
        s = self.game.state
        return (s.phase, s.game_day, s.runoff is not None)

    def _catch_up_commands(self) -> list[Command]:
        """Timed pace: the clock has moved in real time; bring the engine to 'now' first."""
        game = self.game
        if game is None or self.config.pace is not PaceMode.TIMED or self.paused or game.over:
            return []
        target = min(self.pacer.game_time(self.clock()), game.next_due())
        return [Advance(target)] if target > game.state.now else []

    def _run_pace(self) -> None:
        game = self.game
        if game is None or self.config.pace is not PaceMode.TIMED or self.paused:
            return
        changed = False
        for _ in range(100):
            if game.over:
                break
            now_game = self.pacer.game_time(self.clock())
            due = game.next_due()
            if now_game < due:
                break
            self._apply([Advance(due)], paced=True)
            changed = True
        # a removal, or advance votes published when the vote opened, may have left
        # everybody done
        changed = self._early_end() or changed
        if changed:
            self._changed()

    def _early_end(self) -> bool:
        """End a vote or a night (with ``day_ends_early`` also a day) when every living
        player has submitted (RULES.md §1); a day ended so may end its vote too, when
        everybody's advance vote already stands."""
        game = self.game
        ended = False
        for _ in range(2):
            if (game is None or game.over or self.config.pace is not PaceMode.TIMED
                    or self.paused or not game.everyone_submitted()):
                break
            self._apply([Advance(game.next_phase_boundary())])
            ended = True
        return ended

    def _anchor_pace(self, real_start: float | None = None) -> None:
        """Run the clock from where it stands to the phase's end at the phase's rate (so a
        resumed game or a mid-phase change keeps the pace; nothing skips ahead)."""
        game = self.game
        if game is None:
            return
        now = self.clock()
        start = now if real_start is None else min(real_start, now)
        phase = game.state.phase.value
        end, begun = game.next_phase_boundary(), game.phase_start()
        self.pacer.anchor(start, game.state.now, end, phase)
        if end > begun and game.state.now > begun:
            self.pacer.duration *= (end - game.state.now) / (end - begun)

    def _pace_info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"mode": self.config.pace.value, "paused": self.paused}
        if self.config.pace is PaceMode.TIMED and self.game is not None:
            now = self.clock()
            info |= {
                "game_minutes": self.pacer.game_time(now),
                "minutes_per_second": self.pacer.minutes_per_second(),
                "phase_seconds_left": round(self.pacer.seconds_left(now), 2),
                "phase_seconds": dict(self.config.phase_seconds),
            }
        return info

    # ------------------------------------------------------------------ output

    def _changed(self) -> None:
        """Every connection gets its own fresh view; listeners hear of the change."""
        self.version += 1
        shared = self._shared_public() if self.game is not None else None
        for conn in self.conns.values():
            self._send_view(conn, shared, only_if_changed=True)
        for listener in list(self.listeners):
            listener()

    def _send_view(self, conn: Connection, shared: dict[str, Any] | None = None,
                   only_if_changed: bool = False) -> None:
        """Send this connection its view — when it changed: a view that arrives because
        somebody else did something hidden (a night action, a mafia message) would tell
        who is up at night. Versions are per connection and count from wall-clock
        microseconds, so they only grow, also across a host restart."""
        if conn.closed or (conn.seat is None and not conn.spectator):
            return
        view = self.view_for_connection(conn, shared)
        content = _content(view)
        if only_if_changed and content == conn.last_view:
            return
        conn.last_view = content
        conn.version = max(conn.version + 1, time.time_ns() // 1000)
        self._send(conn, ViewMessage(conn.version, view))

    def _lobby_view(self, conn: Connection) -> dict[str, Any]:
        rules = options_for(self.config.preset, self.config.options)
        view = {
            "kind": "lobby",
            "table": self.table_info(),
            "me": conn.seat,
            "seats": [s.public() for s in self.seats],
            "reserves": [s.public() for s in self.reserves],
            "reserved": list(self.config.reserved or ()),
            "rules": rules.to_plain(),
            "deal_counts": self._lobby_deal(rules),
        } | self._host_notes(conn.seat)
        seat = self._seat(conn.seat)
        if seat is not None:  # his own registration: where he is, and his character
            view["registration"] = {"name": seat.name, "place": seat.place.value,
                                    "wants_reserve": seat.wants_reserve,
                                    "profile": seat.profile.to_plain()}
        return view

    def _lobby_deal(self, rules: Any) -> dict[str, Any]:
        """The deal's counts for the players seated now — for a full table while there are
        too few to deal for."""
        if self.config.reserved:
            players = len(self.config.reserved)
        else:
            players = len(self.seats)
            if players < seat_range(self.config.preset)[0]:
                players = self.config.max_seats
        return deal_counts(self.config.preset, rules, players, self.config.deal)

    def _send(self, conn: Connection, message: HostMessage | None) -> None:
        self._outbox.append((conn, message))

    def _reject(self, conn: Connection, code: str, text: str) -> None:
        self._close(conn, code, text)

    def _close(self, conn: Connection, code: str, text: str) -> None:
        if conn.closed:
            return
        self._send(conn, ErrorMessage(code, text))
        self._send(conn, None)
        conn.closed = True
        self.conns.pop(conn.id, None)
        seat = self._seat(conn.seat)
        if seat is not None and seat.conn == conn.id:
            seat.conn = None
            self._changed()

    def _flush(self) -> None:
        if self._flushing:
            return
        self._flushing = True
        try:
            while self._outbox:
                conn, message = self._outbox.pop(0)
                conn.deliver(message)
        finally:
            self._flushing = False

    # ------------------------------------------------------------------ helpers

    def _within_rate(self, conn: Connection) -> bool:
        """A token bucket per seat (a reconnect does not refill it), else per connection."""
        now = self.clock()
        holder: Any = self._seat(conn.seat) or conn
        if holder.allowance_at == 0.0:
            holder.allowance, holder.allowance_at = self.config.rate_burst, now
        refill = (now - holder.allowance_at) * self.config.rate_per_second
        holder.allowance = min(self.config.rate_burst, holder.allowance + refill)
        holder.allowance_at = now
        if holder.allowance < 1.0:
            return False
        holder.allowance -= 1.0
        return True

    def _seat_index(self, seat: Seat) -> int | None:
        """The seat's number in the game: a scenario table's order, else joining order;
        None for a reserve not seated yet and for a registration waiting for approval."""
        if self.game is not None and seat.name in self.game.state.players:
            return self.game.state.players[seat.name].seat
        if seat.place is not Place.SEATED:
            return None
        if self.config.reserved:
            return self.config.reserved.index(seat.name)
        return next(i for i, s in enumerate(self.seats) if s is seat)

    def _seat(self, name: str | None) -> Seat | None:
        """A registration by name: a seat, a reserve or one waiting for approval."""
        return self.lobby.find(name)

    def _require_game(self) -> Game:
        if self.game is None:
            raise SetupError("the game has not started")
        return self.game


def _content(view: dict[str, Any]) -> dict[str, Any]:
    """What a view says apart from the running clock: in timed pace the clock catches up
    when anybody acts, and a view sent for that alone would show that somebody did."""
    content = {k: v for k, v in view.items() if k not in ("pace", "clock")}
    clock = view.get("clock")
    if isinstance(clock, dict):
        content["clock"] = {k: v for k, v in clock.items() if k not in ("now", "minutes")}
    return content


def _plain_params(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v if isinstance(v, str | int | float | bool) or v is None else str(v)
            for k, v in params.items()}
