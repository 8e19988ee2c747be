"""What the table session does with each client message once a connection is greeted,
as ``TableSession`` methods: one handler per message type, found in ``HANDLERS`` (message
class → handler; every type of ``netproto.messages.CLIENT_MESSAGES`` has one), and the two
requests a seat makes: an act (screened, caught up with the clock, applied durably before
its ack) and a question to the host.

Owns ``SessionRequests`` (a mixin of ``netproto.session.TableSession``: it uses the
session's ``game``, ``lobby``, ``acts``, ``rate``, ``notes``, ``pace``, ``fanout``,
``storage_error``, ``_apply``, ``_run_pace``, ``_early_end``, ``_changed``, ``_send``,
``_close``, ``_hello``, ``connection_lost``, ``registration`` and ``_game_moment``) and
``HANDLERS``. Must not import Qt or desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.commands import Advance
from engine.errors import Refusal
from netproto.act_intake import phase_ended, screen_act
from netproto.handshake import Connection, seq_refusal
from netproto.host_notes import MAX_QUESTIONS_PER_SEAT
from netproto.messages import (
    Ack,
    ActMessage,
    AskMessage,
    Bye,
    ClientMessage,
    Hello,
    Ping,
    Pong,
    Refused,
    Resync,
)
from netproto.pipeline import plain_params


class SessionRequests:
    """The handling of every client message after the handshake."""

    game: Any
    lobby: Any
    acts: Any
    rate: Any
    notes: Any
    pace: Any
    fanout: Any
    storage_error: str | None
    _apply: Callable[..., None]
    _run_pace: Callable[[], None]
    _early_end: Callable[[], bool]
    _changed: Callable[[], None]
    _send: Callable[..., None]
    _close: Callable[..., None]
    _hello: Callable[[Connection, Hello], None]
    _require_engine: Callable[[], Any]
    connection_lost: Callable[[int], None]
    registration: Callable[[str | None], Any]
    _game_moment: Callable[[], str]

    def _handle(self, conn: Connection, message: ClientMessage) -> None:
        """``hello`` first and once, then anything else: each to its handler."""
        if isinstance(message, Hello) == conn.greeted:
            self._close(conn, "malformed", "The handshake was already done." if conn.greeted
                        else "The first message must be 'hello'.")
            return
        HANDLERS[type(message)](self, conn, message)

    def _on_ping(self, conn: Connection, _message: Ping) -> None:
        self._send(conn, Pong())

    def _on_pong(self, conn: Connection, _message: Pong) -> None:
        pass  # heard: ``receive_message`` counted it

    def _on_bye(self, conn: Connection, _message: Bye) -> None:
        self._send(conn, None)
        conn.closed = True
        self.connection_lost(conn.id)

    def _on_resync(self, conn: Connection, _message: Resync) -> None:
        self.fanout.resync(conn)

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

    def _within_rate(self, conn: Connection) -> bool:
        """A token bucket per seat (a reconnect does not refill it), else per connection."""
        return self.rate.allow(self.registration(conn.seat) or conn)


def _on_hello(session: Any, conn: Connection, message: Hello) -> None:
    session._hello(conn, message)


# message class → what the session does with it (tests/netproto/test_message_registry.py:
# every client message type has its handler)
HANDLERS: dict[type, Callable[[Any, Connection, Any], None]] = {
    Hello: _on_hello,
    Ping: SessionRequests._on_ping,
    Pong: SessionRequests._on_pong,
    Bye: SessionRequests._on_bye,
    Resync: SessionRequests._on_resync,
    ActMessage: SessionRequests._act,
    AskMessage: SessionRequests._ask,
}
