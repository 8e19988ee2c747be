"""The table session: the host's side of a table, without any I/O — the part that owns the
other parts and wires them.

Owns ``TableSession`` (``TableState`` and ``TableConfig`` are ``netproto.table_config``'s,
importable from here as ever): the table's state machine (lobby, running, over), its parts'
state, resuming from a log, and the order of things (every accepted command durable before
its ack and before any view goes out; every change followed by a fresh view per connection
and a word to the listeners). Its methods come in rooms: ``netproto.session_door``
(connections and the handshake), ``netproto.session_requests`` (each client message by the
``HANDLERS`` table: acts and questions), ``netproto.session_host`` (the host operator's
controls), ``netproto.session_again`` (the next game at the same table),
``netproto.table_record`` (a finished game to the group's record, its summary back) and
``netproto.session_setup`` (the lobby's set-up). The parts:
``netproto.handshake`` (hello, tokens, heartbeats, rate limits), ``netproto.table_lobby``
(registrations and the lobby settings), ``netproto.host_notes`` (questions, announcements,
schedule), ``netproto.pace`` (the timed clock), ``netproto.pipeline`` (engine + journal),
``netproto.table_engine`` (what each command means for the table, the clock's bursts) and
``netproto.fanout`` (the views and the outbox), all reading time through the one injected
``netproto.clock.TableClock``. Transports (QtNetwork, in-process) open connections with a
delivery callback and feed bytes or messages in. Must not import Qt or desktop.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.clock import format_time
from engine.commands import Command
from engine.game import Game, GameSetup, SetupError
from engine.options import options_for
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
    RateLimiter,
)
from netproto.host_notes import MAX_QUESTIONS_PER_SEAT, HostNotes, Question
from netproto.lobby import Lobby, Seat
from netproto.messages import HostMessage
from netproto.pace import PhasePacer, TablePace
from netproto.pipeline import CommandPipeline, replay_log
from netproto.session_again import PlayAgain
from netproto.session_door import SessionDoor
from netproto.session_host import HostControls
from netproto.session_requests import SessionRequests
from netproto.session_setup import LobbySetup
from netproto.storage import GameLog, LoadedLog
from netproto.table_config import TableConfig, TableState, config_from_log
from netproto.table_engine import TableEngine
from netproto.table_lobby import MAX_TABLE_NAME, TableLobby
from netproto.table_record import GameRecorder, GameSummary, SessionRecord

__all__ = ["HANDSHAKE_SECONDS", "MAX_QUESTIONS_PER_SEAT", "MAX_TABLE_NAME",
           "SESSION_VIEW_KEYS", "TOKEN_BYTES", "ConnId", "Connection", "Deliver",
           "Question", "TableConfig", "TableSession", "TableState"]


class TableSession(SessionDoor, SessionRequests, HostControls, PlayAgain, LobbySetup,
                   SessionRecord):
    def __init__(self, config: TableConfig,
                 clock: TableClock | Callable[[], float] | None = None) -> None:
        options_for(config.preset, config.options)  # refuse bad options at once
        self.config = config
        self.clock = TableClock.of(clock)
        self.table_id = secrets.token_hex(8)
        self.game_number = 1  # the table's game: one more after each "play again"
        self.next_deal: Callable[[tuple[str, ...], tuple[str, ...]], GameSetup] | None = None
        self.state = TableState.LOBBY
        self.table = TableLobby(config, lambda: self.state is TableState.LOBBY)
        self.notes = HostNotes(config, self._note)
        self.pace = TablePace(config, self.clock)
        self.rate = RateLimiter(config, self.clock)
        self.guesses = GuessThrottle(config.gate)  # wrong passwords and tokens, by address
        self.outbox = Outbox()
        # the group's record (the host's process gives a recorder): a finished game's summary
        self.recorder: GameRecorder | None = None
        self.summary: GameSummary | None = None
        self.fanout = FanOut(TableViews(self.table, self.notes, self.pace, lambda: self.game,
                                        self.table_info, lambda: self.summary),
                             self.outbox, self.clock)
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















    # ------------------------------------------------------------------ host operator










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
        session.game_number = int(loaded.header.get("table", {}).get("game", 1))
        session.table.restore(loaded.setup.players, loaded.setup.reserves, loaded.tokens,
                              loaded.profiles, loaded.bots, loaded.player_ids)
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



    def table_info(self) -> dict[str, Any]:
        """The table as the LAN list and every view show it."""
        return self.table.info(self.table_id, self.state.value, self.game_number)

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









    # ------------------------------------------------------------------ the engine path

    def _apply(self, commands: list[Command], *, paced: bool = False,
               act_id: str | None = None) -> None:
        self._require_engine().apply(commands, paced=paced, act_id=act_id)

    def _over(self) -> None:
        self.state = TableState.OVER
        self.record_game()

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
