"""The host operator's controls of a running table, as ``TableSession`` methods: start
the game, remove a player, pause and move the clock, answer and announce, mark the bots,
close the table.

Owns ``HostControls`` (a mixin of ``netproto.session.TableSession``: it uses the
session's ``config``, ``table``, ``conns``, ``notes``, ``pace``, ``log``, ``state``,
``engine``, ``_apply``, ``_run_pace``, ``_changed``, ``_send``, ``_flush``, ``_close``,
``_halt``, ``_over``, ``_require_game`` and ``_game_moment``). The lobby's set-up is
``netproto.session_setup``'s. Must not import Qt or desktop.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from typing import Any

from engine.commands import Advance, RemovePlayer
from engine.errors import Refusal
from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError
from netproto.handshake import new_token
from netproto.lobby import BotTag, Place
from netproto.messages import Bye, CloseReason
from netproto.pipeline import CommandPipeline
from netproto.session_again import again_seed
from netproto.storage import GameLog
from netproto.table_config import TableState, table_record
from netproto.table_engine import TableEngine


class HostControls:
    """What the host does to a table once it is set up."""

    config: Any
    table: Any
    conns: dict[int, Any]
    notes: Any
    pace: Any
    log: GameLog | None
    state: TableState
    engine: TableEngine | None
    table_id: str
    game_number: int
    next_deal: Callable[[tuple[str, ...], tuple[str, ...]], GameSetup] | None
    port: int | None
    web_port: int | None
    game: Any
    seats: Any
    reserves: Any
    lobby: Any
    paused: bool
    _apply: Callable[..., None]
    _run_pace: Callable[[], None]
    _changed: Callable[[], None]
    _send: Callable[..., None]
    _flush: Callable[[], None]
    _close: Callable[..., None]
    _halt: Callable[[], None]
    _over: Callable[[], None]
    _require_game: Callable[[], Game]
    _game_moment: Callable[[], str]
    registration: Callable[[str | None], Any]

    def start(self) -> None:
        """Deal and start the game with the seated players (raises SetupError)."""
        if self.state is not TableState.LOBBY:
            raise SetupError("the game has already started")
        names = tuple(seat.name for seat in self.seats)
        reserves = self.table.dealt_reserves()
        turned_away = self.table.turned_away(reserves)
        if self.next_deal is not None:  # play again: the next deal of the same table
            setup = self.next_deal(names, tuple(r.name for r in reserves))
        else:
            seed = (again_seed(self.config.seed, self.game_number) if self.game_number > 1
                    else self.config.seed if self.config.seed is not None
                    else secrets.randbits(31))
            setup = GameSetup(self.config.preset, names, seed, dict(self.config.options),
                              self.config.deal, reserves=tuple(r.name for r in reserves),
                              custom_roles=tuple(self.config.custom_roles),
                              role_counts=dict(self.config.role_counts))
        try:
            game = Game(setup)
        except SetupError:
            raise  # with its code: the windows word it in the host's language
        except (OptionError, ValueError) as exc:
            raise SetupError(str(exc)) from None
        if self.config.write_log:
            self.log = GameLog.create(
                self.table_id, table_record(self.config, self.port, self.web_port,
                                            self.game_number), setup,
                [(s.name, s.token) for s in self.seats], self.config.log_dir,
                reserves=[(r.name, r.token) for r in reserves],
                profiles={s.name: s.profile.to_plain() for s in (*self.seats, *reserves)
                          if not s.profile.is_empty()},
                bots={s.name: s.bot.to_plain() for s in (*self.seats, *reserves)
                      if s.bot is not None},
                player_ids={s.name: s.player_id for s in (*self.seats, *reserves)
                            if s.player_id})
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

    def pace_tick(self) -> None:
        """The timed pace alone, for a table whose every link is in this process (the
        hot-seat's): they cannot go silent, so there are no heartbeats to run."""
        self._run_pace()
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
