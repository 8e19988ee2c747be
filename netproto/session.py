"""The table session: the host's side of a table, without any I/O — the part that owns
the other parts and wires them.

Owns ``TableSession`` (``TableState`` and ``TableConfig`` are ``netproto.table_config``'s,
importable from here as ever): the table's state machine
(lobby, running, over), the host operator's calls, the handling of each client message,
and the order of things (every accepted command durable before its ack and before any
view goes out; every change followed by a fresh view per connection and a word to the
listeners). The parts: ``netproto.handshake`` (hello, tokens, heartbeats, rate limits),
``netproto.table_lobby`` (registrations and the lobby settings), ``netproto.host_notes``
(questions, announcements, schedule), ``netproto.pace`` (the timed clock),
``netproto.pipeline`` (engine + journal), ``netproto.table_engine`` (what each command
means for the table, the clock's bursts) and ``netproto.fanout`` (the views and the
outbox), all reading time through the one injected ``netproto.clock.TableClock``.
Transports (QtNetwork, in-process) open connections with a delivery callback and feed
bytes or messages in. Must not import Qt or desktop.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.clock import format_time
from engine.commands import Advance, Command, RemovePlayer
from engine.errors import Refusal
from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError, options_for
from netproto.act_intake import phase_ended, screen_act
from netproto.act_memory import ActMemory
from netproto.clock import TableClock
from netproto.fanout import SESSION_VIEW_KEYS, FanOut, Outbox, TableViews
from netproto.gate import GuessThrottle
from netproto.handshake import (
    HANDSHAKE_SECONDS,
    TOKEN_BYTES,
    Connection,
    ConnId,
    Deliver,
    Liveness,
    RateLimiter,
    hello_refusal,
    liveness,
    new_token,
    rotate_token,
    seq_refusal,
    throttled,
    wrong_guess,
)
from netproto.host_notes import MAX_QUESTIONS_PER_SEAT, HostNotes, Question
from netproto.lobby import BotTag, Lobby, Place, Seat
from netproto.messages import (
    Ack,
    ActMessage,
    AskMessage,
    Bye,
    ClientMessage,
    CloseReason,
    ErrorMessage,
    Hello,
    HostMessage,
    JoinAs,
    Ping,
    Pong,
    Refused,
    Resync,
    Welcome,
)
from netproto.pace import PhasePacer, TablePace
from netproto.pipeline import CommandPipeline, plain_params, replay_log
from netproto.protocol import ProtocolCore, Side
from netproto.session_setup import LobbySetup
from netproto.storage import GameLog, LoadedLog
from netproto.table_config import TableConfig, TableState, config_from_log, table_record
from netproto.table_engine import TableEngine
from netproto.table_lobby import MAX_TABLE_NAME, TableLobby

__all__ = ["HANDSHAKE_SECONDS", "MAX_QUESTIONS_PER_SEAT", "MAX_TABLE_NAME",
           "SESSION_VIEW_KEYS", "TOKEN_BYTES", "ConnId", "Connection", "Deliver",
           "Question", "TableConfig", "TableSession", "TableState"]


class TableSession(LobbySetup):
    def __init__(self, config: TableConfig,
                 clock: TableClock | Callable[[], float] | None = None) -> None:
        options_for(config.preset, config.options)  # refuse bad options at once
        self.config = config
        self.clock = TableClock.of(clock)
        self.table_id = secrets.token_hex(8)
        self.state = TableState.LOBBY
        self.table = TableLobby(config, lambda: self.state is TableState.LOBBY)
        self.notes = HostNotes(config, self._note)
        self.pace = TablePace(config, self.clock)
        self.rate = RateLimiter(config, self.clock)
        self.guesses = GuessThrottle(config.gate)  # wrong passwords and tokens, by address
        self.outbox = Outbox()
        self.fanout = FanOut(TableViews(self.table, self.notes, self.pace, lambda: self.game,
                                        self.table_info), self.outbox, self.clock)
        self.conns: dict[ConnId, Connection] = {}
        self.acts = ActMemory()  # the ids of the acts applied: none applied twice
        self.engine: TableEngine | None = None  # once the game runs
        self.log: GameLog | None = None
        self.version = 0  # counts changes (for the host's own displays)
        self.port: int | None = None  # where the transport listens (kept for resuming)
        self.web_port: int | None = None  # where the phones' page is served (kept too)
        self.start_error: str | None = None  # why the game could not start by itself
        self.listeners: list[Callable[[], None]] = []  # told after every change
        self._next_id = 1

    # the parts' state, where the windows and the tests have always read it

    @property
    def pipeline(self) -> CommandPipeline | None:
        return self.engine.pipeline if self.engine is not None else None

    @property
    def game(self) -> Game | None:
        return self.engine.game if self.engine is not None else None

    @property
    def lobby(self) -> Lobby:
        return self.table.lobby

    @property
    def seats(self) -> list[Seat]:
        return self.table.seats

    @property
    def reserves(self) -> list[Seat]:
        return self.table.reserves

    @property
    def pending(self) -> list[Seat]:
        return self.table.lobby.pending

    @property
    def questions(self) -> list[Question]:
        return self.notes.questions

    @property
    def pacer(self) -> PhasePacer:
        return self.pace.pacer

    @property
    def paused(self) -> bool:
        return self.pace.paused

    @property
    def storage_error(self) -> str | None:
        """The log could not be written: the table is halted (or a note was lost)."""
        return self.pipeline.storage_error if self.pipeline is not None else None

    # ------------------------------------------------------------------ transports

    def open(self, deliver: Deliver, address: str = "local") -> ConnId:
        """A new transport connection from ``address`` (the throttles count by it)."""
        now = self.clock()
        conn = Connection(self._next_id, deliver, ProtocolCore(Side.HOST), now, now, now,
                          address)
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
            self._close(conn, error.code, error.message)
            self._flush()

    def receive_message(self, conn_id: ConnId, message: ClientMessage) -> None:
        conn = self.conns.get(conn_id)
        if conn is None or conn.closed:
            return
        conn.last_heard = self.clock()
        seat = self.registration(conn.seat) if not isinstance(message, Hello) else None
        if seat is not None and seat.conn == conn.id:
            seat.unconfirmed = None  # it speaks after its welcome: the shown token is void
        try:
            self._handle(conn, message)
        finally:
            self._flush()

    def connection_lost(self, conn_id: ConnId) -> None:
        conn = self.conns.pop(conn_id, None)
        if conn is None:
            return
        conn.closed = True
        seat = self.registration(conn.seat)
        if seat is not None and seat.conn == conn_id:
            seat.conn = None
            self._changed()  # others see him away; a bare connect-and-close changes nothing
        self._flush()

    def coalesce_views(self, schedule: Callable[[Callable[[], None]], None]) -> None:
        """A transport with an event loop: the views of all changes made in one turn of
        it go out once, at the next (``schedule(f)`` calls ``f`` there), to its
        connections (``Connection.coalesced``); in-process ones still get theirs at once."""
        self.fanout.schedule = lambda: schedule(self._send_deferred_views)

    def _send_deferred_views(self) -> None:
        self.fanout.run_deferred(list(self.conns.values()))
        self._flush()

    def resync(self, conn_id: ConnId) -> None:
        """A full view to this connection now (a transport that held its views back)."""
        conn = self.conns.get(conn_id)
        if conn is not None and not conn.closed:
            self.fanout.resync(conn)
            self._flush()

    def disconnect(self, conn_id: ConnId, code: str, text: str) -> None:
        """Close a connection with an ``error`` (a transport's verdict, e.g. a peer that
        does not read)."""
        conn = self.conns.get(conn_id)
        if conn is not None:
            self._close(conn, code, text)
            self._flush()

    def pending_count(self) -> int:
        """Connections that have not finished the handshake."""
        return sum(1 for c in self.conns.values() if not c.greeted)

    def greeted(self, conn_id: ConnId) -> bool:
        """This connection is open and has finished its handshake."""
        conn = self.conns.get(conn_id)
        return conn is not None and conn.greeted

    def shut(self, conn_id: ConnId, code: str, text: str) -> None:
        """The transport closes this connection (the door needs its place): told why."""
        conn = self.conns.get(conn_id)
        if conn is not None:
            self._close(conn, code, text)
            self._flush()

    def pause(self, paused: bool = True) -> None:
        """Stop (or restart) the timed clock; the phase keeps the time it had left."""
        if paused == self.paused:
            return
        if paused:
            self._run_pace()
            # the game clock to the moment of the pause: the time the phase had used
            # is kept (else the phase ran again from the last act's moment)
            caught_up = self.pace.catch_up(self.game)
            if caught_up:  # (the log cannot be written: the table halts, paused)
                with contextlib.suppress(Refusal):
                    self._apply(caught_up, paced=True)
        self.pace.paused = paused
        if not paused:
            self.pace.anchor(self.game)
        self._changed()
        self._flush()

    def tick(self) -> None:
        """Heartbeats, dropping silent peers, and the timed pace. Call a few times a second."""
        now = self.clock()
        for conn in list(self.conns.values()):
            if conn.closed:
                continue
            state = liveness(conn, now, heartbeat_seconds=self.config.heartbeat_seconds,
                             drop_after_seconds=self.config.drop_after_seconds)
            if state is Liveness.NO_HELLO:
                self._close(conn, "timeout", "No hello.")
            elif state is Liveness.SILENT:
                self._close(conn, "timeout", "No answer to heartbeats.")
            elif state is Liveness.PING:
                conn.last_ping = now
                self._send(conn, Ping())
        self._run_pace()
        self._flush()

    def pace_tick(self) -> None:
        """The timed pace alone, for a table whose every link is in this process (the
        hot-seat's): they cannot go silent, so there are no heartbeats to run."""
        self._run_pace()
        self._flush()

    # ------------------------------------------------------------------ host operator

    def start(self) -> None:
        """Deal and start the game with the seated players (raises SetupError)."""
        if self.state is not TableState.LOBBY:
            raise SetupError("the game has already started")
        names = tuple(seat.name for seat in self.seats)
        reserves = self.table.dealt_reserves()
        turned_away = self.table.turned_away(reserves)
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
                self.table_id, table_record(self.config, self.port, self.web_port), setup,
                [(s.name, s.token) for s in self.seats], self.config.log_dir,
                reserves=[(r.name, r.token) for r in reserves],
                profiles={s.name: s.profile.to_plain() for s in (*self.seats, *reserves)
                          if not s.profile.is_empty()},
                bots={s.name: s.bot.to_plain() for s in (*self.seats, *reserves)
                      if s.bot is not None})
        pipeline = CommandPipeline(game, self.log, on_halt=self._halt)
        self.engine = TableEngine(pipeline, self.pace, self.table, on_over=self._over)
        for record in self.notes.records():  # what was asked in the lobby stays too
            pipeline.note(record)
        self.state = TableState.RUNNING
        for seat in turned_away:  # nobody is approved into a running game
            self.table.lobby.remove(seat)
            conn = self.conns.get(seat.conn) if seat.conn is not None else None
            if conn is None:
                continue
            if seat.place is Place.RESERVE:
                self._close(conn, "no_reserves", "This table takes no reserve players.")
            else:
                self._close(conn, "game_started",
                            "The game has started; join as a spectator.")
        self.pace.anchor(game)
        self._changed()
        self._flush()

    def kick(self, name: str) -> None:
        seat = self.registration(name)
        if seat is None:
            raise KeyError(name)
        conn = self.conns.get(seat.conn) if seat.conn is not None else None
        if self.state is TableState.LOBBY:
            self.table.lobby.remove(seat)
        else:
            game = self._require_game()
            seat.token = new_token()  # his token no longer works,
            seat.unconfirmed = None
            if self.log is not None:  # also if the host dies before the removal is logged
                self.log.record_token(seat.name, seat.token)
            player = game.state.players.get(name)  # a reserve not seated yet has none
            waiting = name in game.waiting_reserves()
            if not game.over and (player is not None and player.alive or waiting):
                # a waiting reserve leaves the engine's queue: he is never seated
                self._apply([RemovePlayer(name)])
            if waiting and seat in self.reserves:
                self.table.lobby.remove(seat)
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
        self.notes.answer(question_id, text, public=public)
        self._changed()
        self._flush()

    def announce(self, text: str) -> None:
        """A message from the host to everybody (an answer to no question)."""
        self.notes.announce(text, self._game_moment())
        self._changed()
        self._flush()

    def set_schedule_note(self, text: str) -> None:
        self.notes.set_schedule_note(text)
        self._changed()
        self._flush()

    def schedule(self) -> dict[str, Any]:
        """The game day's schedule on the game clock (and in real time when timed)."""
        return self.notes.schedule()

    def close(self, reason: CloseReason | None = None) -> None:
        """Close the table: every connection is told why (``bye`` with ``reason``; by
        default the host closed it, or the game is over) and stops coming back."""
        if reason is None:
            reason = CloseReason.GAME_OVER if self.state is TableState.OVER else CloseReason.CLOSED
        for conn in list(self.conns.values()):
            self._send(conn, Bye(reason.value))
            self._send(conn, None)
            conn.closed = True
        self._flush()
        self.conns.clear()
        if self.log is not None:
            self.log.close()

    @classmethod
    def resume(cls, loaded: LoadedLog,
               clock: TableClock | Callable[[], float] | None = None,
               log_dir: Path | None = None) -> TableSession:
        """The table as its log left it: settings, seats and tokens, the game replayed.
        The log goes on in the same file (a damaged tail is moved aside first)."""
        config = config_from_log(loaded, log_dir)
        session = cls(config, clock)
        session.table_id = loaded.table_id
        session.port = loaded.header.get("table", {}).get("port")
        session.web_port = loaded.header.get("table", {}).get("web_port")
        session.table.restore(loaded.setup.players, loaded.setup.reserves, loaded.tokens,
                              loaded.profiles, loaded.bots)
        game = replay_log(loaded)
        session.table.seat_reserves(game.state.players)
        session.state = TableState.OVER if game.over else TableState.RUNNING
        session.notes.restore(loaded.notes)
        session.acts.restore(loaded.act_ids)
        session.log = GameLog.reopen(loaded)
        session.log.port_recorded = session.port
        session.engine = TableEngine(CommandPipeline(game, session.log, on_halt=session._halt),
                                     session.pace, session.table, on_over=session._over)
        if game.over and loaded.winner is None:
            session.log.record_end(game.state.winner or "nobody", game.state.end_reason)
        session.pace.anchor(game)
        return session

    # ------------------------------------------------------------------ queries

    def mark_bot(self, name: str, tag: BotTag) -> None:
        """The registration ``name`` is one of the app's bots (the host seated it): its
        log keeps that, so that a resumed table seats the same bot again. Raises KeyError
        if nobody of that name is registered."""
        seat = self.lobby.find(name)
        if seat is None:
            raise KeyError(name)
        seat.bot = tag

    def bots_to_return(self) -> list[tuple[str, str, BotTag]]:
        """(name, seat token, how it plays) of each bot's seat nobody holds now — after a
        resume, all of them: the host seats them again with their tokens."""
        return [(s.name, s.token, s.bot) for s in (*self.seats, *self.reserves)
                if s.bot is not None and s.conn is None]

    def table_info(self) -> dict[str, Any]:
        """The table as the LAN list and every view show it."""
        return self.table.info(self.table_id, self.state.value)

    def connected(self, name: str) -> bool:
        seat = self.registration(name)
        return seat is not None and seat.conn is not None

    def view_for_connection(self, conn: Connection,
                            shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """This connection's view; ``shared``: the public part, built once per change."""
        return self.fanout.views.for_connection(conn, shared)

    def public_view(self) -> dict[str, Any]:
        """The public view the table shows now (the projector's), with the session's part;
        shared: a reader must not change it."""
        return self.fanout.views.shared_public()



    def _pace_info(self) -> dict[str, Any]:
        return self.pace.info(self.game)

    # ------------------------------------------------------------------ handling

    def _handle(self, conn: Connection, message: ClientMessage) -> None:
        if isinstance(message, Hello):
            if conn.greeted:
                self._close(conn, "malformed", "The handshake was already done.")
            else:
                self._hello(conn, message)
            return
        if not conn.greeted:
            self._close(conn, "malformed", "The first message must be 'hello'.")
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
        elif isinstance(message, Resync):
            self.fanout.resync(conn)

    def _hello(self, conn: Connection, hello: Hello) -> None:
        now = self.clock()
        refusal = (throttled(self.guesses, conn, hello, self.config.password, now)
                   or hello_refusal(hello, self.config.password))
        if refusal:
            if refusal[0] == "bad_password":
                refusal = wrong_guess(self.guesses, conn, refusal[0], refusal[1], now)
            self._close(conn, *refusal)
            return
        conn.patches = hello.patch
        conn.since = hello.since
        if hello.join_as is JoinAs.SPECTATOR:
            conn.spectator = True
            conn.graveyard_name = hello.name if hello.graveyard else None
            self._send(conn, Welcome(None, "", self.table_info()))
            self.fanout.send_view(conn)
            return
        if hello.token:
            seat = self.table.lobby.by_token(hello.token)
            if seat is None:
                self._close(conn, *wrong_guess(self.guesses, conn, "bad_token", "This seat "
                                               "token is not valid at this table.", now))
                return
            self._take_seat(conn, seat, hello.token)
            return
        if self.state is not TableState.LOBBY:
            self._close(conn, "game_started", "The game has started; join as a spectator.")
            return
        error = self.table.why_not(hello.name, hello.reserve)
        if error:
            self._close(conn, *error)
            return
        self._take_seat(conn, self.table.register(hello))
        if self.table.scenario_complete() and self.state is TableState.LOBBY:
            try:
                self.start()
            except SetupError as exc:  # the table stays in the lobby; the host is told
                self.start_error = str(exc)
                self._changed()

    def _take_seat(self, conn: Connection, seat: Seat, presented: str | None = None) -> None:
        old = self.conns.get(seat.conn) if seat.conn is not None else None
        if old is not None and old is not conn:
            self._close(old, "replaced", "Your seat was taken over by a new connection.")
        seat.conn = conn.id
        conn.seat = seat.name
        self._rotate_token(seat, presented)
        self._send(conn, Welcome(self.table.seat_index(seat, self.game), seat.token,
                                 self.table_info()))
        self._changed()

    def _rotate_token(self, seat: Seat, presented: str | None) -> None:
        """A new token at every welcome (``handshake.rotate_token``), in the log first."""
        rotate_token(seat, presented)
        if self.log is not None:
            self.log.record_token(seat.name, seat.token)
            self.log.sync()

    def _within_rate(self, conn: Connection) -> bool:
        """A token bucket per seat (a reconnect does not refill it), else per connection."""
        return self.rate.allow(self.registration(conn.seat) or conn)

    def _act(self, conn: Connection, message: ActMessage) -> None:
        act = screen_act(conn, message, game=self.game, lobby=self.lobby, acts=self.acts,
                         within_rate=lambda: self._within_rate(conn),
                         storage_error=self.storage_error)
        if isinstance(act, Ack | Refused):
            self._send(conn, act)
            return
        pipeline = self._require_engine().pipeline
        refused: Refused | None = None
        caught_up: list[Advance] = []
        try:
            with pipeline.batch():  # the catch-up, the act and an early end: one fsync
                self._run_pace()  # every boundary that is due has passed before the act
                caught_up = self.pace.catch_up(self.game)
                try:
                    with pipeline.batch():
                        if caught_up:
                            self._apply(caught_up, paced=True)
                        refused = phase_ended(self.game, message)
                        if refused is None:
                            self._apply([act], act_id=message.act_id)
                except Refusal as engine_refusal:
                    refused = self._refused(message.seq, engine_refusal)
                else:
                    if refused is None:
                        self._early_end()
        except Refusal as storage_refusal:  # the batch's fsync failed: no ack
            refused = self._refused(message.seq, storage_refusal)
        if refused is not None:
            self._send(conn, refused)
            if caught_up:
                self._changed()
            return
        if message.act_id is not None and conn.seat is not None:  # a spectator has no seat
            self.acts.remember(conn.seat, message.act_id)
        self._send(conn, Ack(message.seq))
        self._changed()

    @staticmethod
    def _refused(seq: int, refusal: Refusal) -> Refused:
        return Refused(seq, refusal.code, refusal.text, plain_params(refusal.params))

    def _ask(self, conn: Connection, message: AskMessage) -> None:
        if (out_of_order := seq_refusal(conn, message.seq)) is not None:
            self._send(conn, out_of_order)
            return
        if not self._within_rate(conn):
            self._send(conn, Refused(message.seq, "rate_limited", "Too many messages; slow down."))
            return
        if conn.spectator or conn.seat is None:
            self._send(conn, Refused(message.seq, "spectator", "Spectators cannot ask the host."))
            return
        if self.notes.waiting(conn.seat) >= MAX_QUESTIONS_PER_SEAT:
            self._send(conn, Refused(message.seq, "too_many_questions",
                                     "Wait for the host to answer your questions."))
            return
        self.notes.ask(conn.seat, message.text, self._game_moment())
        self._send(conn, Ack(message.seq))
        self._changed()

    # ------------------------------------------------------------------ the engine path

    def _apply(self, commands: list[Command], *, paced: bool = False,
               act_id: str | None = None) -> None:
        self._require_engine().apply(commands, paced=paced, act_id=act_id)

    def _over(self) -> None:
        self.state = TableState.OVER

    def _halt(self) -> None:
        """The log cannot be written: the clock stops with the table."""
        self.pace.paused = True

    def _run_pace(self) -> None:
        if self.engine is not None and self.engine.run_pace():
            self._changed()

    def _early_end(self) -> bool:
        return self.engine is not None and self.engine.early_end()

    # ------------------------------------------------------------------ output

    def _changed(self) -> None:
        """Every connection gets its own fresh view; listeners hear of the change."""
        self.version += 1
        self.fanout.everyone(list(self.conns.values()))
        for listener in list(self.listeners):
            listener()

    def _send(self, conn: Connection, message: HostMessage | None) -> None:
        self.outbox.send(conn, message)

    def _close(self, conn: Connection, code: str, text: str,
               retry_after: int | None = None) -> None:
        if conn.closed:
            return
        self._send(conn, ErrorMessage(code, text, retry_after))
        self._send(conn, None)
        conn.closed = True
        self.conns.pop(conn.id, None)
        seat = self.registration(conn.seat)
        if seat is not None and seat.conn == conn.id:
            seat.conn = None
            self._changed()

    def _flush(self) -> None:
        self.outbox.flush()

    # ------------------------------------------------------------------ helpers

    def _note(self, record: dict[str, Any]) -> None:
        """The host notes' sink: the game log once the game runs (a lobby has no log yet:
        what is said there lives until the game starts)."""
        if self.pipeline is not None:
            self.pipeline.note(record)

    def _game_moment(self) -> str:
        """The game clock for a question or an announcement ("" in the lobby)."""
        return format_time(self.game.state.now) if self.game is not None else ""

    def registration(self, name: str | None) -> Seat | None:
        """A registration by name: a seat, a reserve or one waiting for approval."""
        return self.table.find(name)


    def _require_game(self) -> Game:
        if self.game is None:
            raise SetupError("the game has not started")
        return self.game

    def _require_engine(self) -> TableEngine:
        if self.engine is None:
            raise SetupError("the game has not started")
        return self.engine
