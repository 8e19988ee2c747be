"""The table session's door: its connections, as ``TableSession`` methods — a transport
opens one and feeds bytes or messages in; the handshake (hello, password and token, the
seat it takes, the token rotated at every welcome), heartbeats and the closing of a
connection, with the reason it is told.

Owns ``SessionDoor`` (a mixin of ``netproto.session.TableSession``: it uses the session's
``conns``, ``config``, ``clock``, ``table``, ``fanout``, ``guesses``, ``log``, ``state``,
``_handle``, ``_changed``, ``_send``, ``_flush``, ``_run_pace``, ``registration`` and
``start``). Must not import Qt or desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.game import SetupError
from netproto.handshake import (
    Connection,
    ConnId,
    Deliver,
    Liveness,
    hello_refusal,
    liveness,
    rotate_token,
    throttled,
    wrong_guess,
)
from netproto.lobby import Seat
from netproto.messages import ClientMessage, ErrorMessage, Hello, JoinAs, Ping, Welcome
from netproto.protocol import ProtocolCore, Side
from netproto.table_config import TableState


class SessionDoor:
    """The connections of a table session and their handshake."""

    conns: dict[ConnId, Connection]
    config: Any
    clock: Any
    table: Any
    fanout: Any
    guesses: Any
    log: Any
    state: TableState
    start_error: str | None
    _next_id: int
    _handle: Callable[[Connection, ClientMessage], None]
    _changed: Callable[[], None]
    _send: Callable[..., None]
    _flush: Callable[[], None]
    _run_pace: Callable[[], None]
    registration: Callable[[str | None], Seat | None]
    table_info: Callable[[], dict[str, Any]]
    start: Callable[[], None]
    game: Any

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
