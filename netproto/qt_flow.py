"""The QtNetwork host's flow control: input read in bounded slices, one view per
connection per turn of the event loop, and a peer that does not read held back, then
closed — never a peer that reads, however slowly it does.

Owns ``SocketFlow``: reads at most ``FlowLimits.read_slice_bytes`` of a socket per turn
(the rest waits in a bounded read buffer, and TCP pushes back beyond it; the next slice
comes at the next turn, after everybody else's), asks the session to coalesce its views
(``TableSession.coalesce_views``), holds a connection's views back while its unsent bytes
pile up and sends it one fresh full view once they drain, and closes a connection whose
backlog stayed high for ``stall_seconds`` (``error not_reading``). The decisions are
``netproto.flow``'s. On a TLS socket the backlog is what waits to be encrypted and what
waits, encrypted, to be sent (``backlog``): Qt encrypts at once, so the second is where
the bytes of a peer that does not read pile up. Must not import desktop or any Qt widget module.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QSslSocket, QTcpSocket

from netproto.flow import NOT_READING, BacklogWatch, FlowLimits, Verdict
from netproto.messages import HostMessage, PatchMessage, ViewMessage
from netproto.session import ConnId, TableSession


def backlog(socket: QTcpSocket) -> int:
    """The bytes written to ``socket`` that have not gone to the network yet."""
    if isinstance(socket, QSslSocket):
        return socket.bytesToWrite() + socket.encryptedBytesToWrite()
    return socket.bytesToWrite()


class SocketFlow(QObject):
    def __init__(self, session: TableSession, limits: FlowLimits | None = None,
                 parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic, *,
                 on_received: Callable[[ConnId], None] | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.on_received = on_received  # after each slice is fed to the session
        self.limits = limits or FlowLimits()
        self.clock = clock
        self._watch: dict[ConnId, BacklogWatch] = {}
        self._sockets: dict[ConnId, QTcpSocket] = {}
        self._conn_of: dict[int, ConnId] = {}  # id(socket) → its connection
        self._reading: set[ConnId] = set()  # a next slice is scheduled
        self._feeds: dict[ConnId, Callable[[bytes], None]] = {}
        session.coalesce_views(lambda send: QTimer.singleShot(0, self, send))

    def attach(self, conn: ConnId, socket: QTcpSocket,
               feed: Callable[[bytes], None] | None = None) -> None:
        """``feed``: what a slice is given to (a WebSocket link unwraps its messages
        first); by default the session's ``receive_bytes`` for this connection."""
        if feed is not None:
            self._feeds[conn] = feed
        socket.setReadBufferSize(self.limits.read_buffer_bytes)
        connection = self.session.conns.get(conn)
        if connection is not None:  # its views: once per turn (in-process ones at once)
            connection.coalesced = True
        self._watch[conn] = BacklogWatch(self.limits)
        self._sockets[conn] = socket
        self._conn_of[id(socket)] = conn
        # what drains the backlog: on TLS, the encrypted bytes leaving (its plain
        # ``bytesWritten`` only says they were encrypted, at once)
        written = (socket.encryptedBytesWritten if isinstance(socket, QSslSocket)
                   else socket.bytesWritten)
        written.connect(lambda _count, c=conn: self._written(c))

    def forget(self, conn: ConnId) -> None:
        self._watch.pop(conn, None)
        socket = self._sockets.pop(conn, None)
        if socket is not None:
            self._conn_of.pop(id(socket), None)
        self._reading.discard(conn)
        self._feeds.pop(conn, None)

    # ------------------------------------------------------------------ input

    def read(self, conn: ConnId) -> None:
        """On readyRead: one slice now, the rest at the next turns."""
        if conn not in self._reading:
            self._slice(conn)

    def _slice(self, conn: ConnId) -> None:
        self._reading.discard(conn)
        socket = self._sockets.get(conn)
        if socket is None:
            return
        try:
            data = bytes(socket.read(self.limits.read_slice_bytes).data())
            more = socket.bytesAvailable() > 0
        except RuntimeError:  # the socket object is gone
            return
        if data:
            feed = self._feeds.get(conn)
            if feed is not None:
                feed(data)
            else:
                self.session.receive_bytes(conn, data)
            if self.on_received is not None:
                self.on_received(conn)
        if more and conn in self._sockets and conn in self.session.conns:
            self._reading.add(conn)
            QTimer.singleShot(0, self, lambda: self._slice(conn))

    # ------------------------------------------------------------------ output

    def admit(self, socket: QTcpSocket, message: HostMessage) -> bool:
        """Whether to write this message now: a view or a patch waits while the peer is
        far behind (it gets the latest view whole later); everything else goes."""
        conn = self._conn_of.get(id(socket))
        watch = self._watch.get(conn) if conn is not None else None
        if watch is None or not isinstance(message, ViewMessage | PatchMessage):
            return True
        return watch.admit_view(backlog(socket))

    def _written(self, conn: ConnId) -> None:
        watch, socket = self._watch.get(conn), self._sockets.get(conn)
        if watch is None or socket is None or not watch.holding:
            return
        with contextlib.suppress(RuntimeError):
            if watch.drained(backlog(socket)):
                self.session.resync(conn)

    def check(self) -> None:
        """On the host's tick: close the peers that have not read for too long."""
        now = self.clock()
        for conn, socket in list(self._sockets.items()):
            watch = self._watch[conn]
            try:
                behind = backlog(socket)
            except RuntimeError:
                continue
            if watch.check(behind, now) is Verdict.STALLED:
                self.forget(conn)
                self.session.disconnect(conn, NOT_READING,
                                        f"Your link did not read the table's messages for "
                                        f"{self.limits.stall_seconds:g} s.")
