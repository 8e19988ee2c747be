"""The QtNetwork host: a ``QSslServer`` (TLS with the host's key, ``netproto.host_key``;
a plain ``QTcpServer`` only where a test switches TLS off, ``TableConfig.tls``) that feeds
each socket's bytes to the table session and writes what the session delivers. A socket
reaches the session only once its TLS handshake is done. Runs the same under
``QCoreApplication`` (headless) and inside the GUI.

Owns sockets and the session's tick timer; no rules, no views. Must not import desktop or
any Qt widget module.
"""

from __future__ import annotations

import contextlib
import sys
import warnings

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSslServer,
    QSslSocket,
    QTcpServer,
    QTcpSocket,
)

from netproto.flow import FlowLimits
from netproto.frames import FrameError
from netproto.gate import Gate
from netproto.host_key import HostKey
from netproto.messages import CloseReason, HostMessage
from netproto.protocol import ProtocolCore
from netproto.qt_flow import SocketFlow
from netproto.qt_tls import server_configuration
from netproto.session import ConnId, TableSession

TICK_MS = 200
#: A connection that has not finished its TLS handshake by then is dropped (Qt's default).
HANDSHAKE_MS = 5000
#: Links accepted at once while their TLS handshakes run (above the door's pre-hello limit).
MAX_HANDSHAKING = 1024


def release_sockets(closing: list[QTcpSocket]) -> None:
    """Let closed sockets go, out of their own signals. The server's Python wrapper keeps
    every child socket's wrapper, and PySide every lambda slot, after the C++ socket is
    deleted: ~300 bytes a connection for ever (20,000 cycles: +7 MB) unless the slots are
    disconnected and the socket leaves the server before it is deleted."""
    if not closing:
        return
    with warnings.catch_warnings():  # once for them all: it copies the filter list
        # a signal with no slot: PySide warns (and may raise); nothing to undo then
        warnings.simplefilter("ignore", RuntimeWarning)
        for socket in closing:
            signals = [socket.readyRead, socket.disconnected, socket.bytesWritten]
            if isinstance(socket, QSslSocket):
                signals.append(socket.encryptedBytesWritten)
            for signal in signals:
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
            with contextlib.suppress(RuntimeError):  # the C++ socket may be gone already
                socket.setParent(None)
                socket.deleteLater()


class QtTableHost(QObject):
    connectionsChanged = Signal(int)

    def __init__(self, session: TableSession, parent: QObject | None = None,
                 limits: FlowLimits | None = None, host_key: HostKey | None = None) -> None:
        """``host_key``: the TLS key (by default the one kept in the config dir, made
        there the first time; raises ``HostKeyError`` if that file is damaged)."""
        super().__init__(parent)
        self.session = session
        # input slices, one view per turn, peers that do not read (netproto.qt_flow)
        self.flow = SocketFlow(session, limits, self, on_received=self._received)
        self.host_key: HostKey | None = None
        if session.config.tls:
            self.host_key = host_key or HostKey.kept()
            server = QSslServer(self)
            server.setSslConfiguration(server_configuration(self.host_key))
            server.setHandshakeTimeout(HANDSHAKE_MS)
            # Qt counts the links still in their handshake as pending and stops accepting
            # at 30 (its default): a few dozen links that never finish theirs would keep
            # every seat out until they time out. The door (netproto.gate) is the limit.
            server.setMaxPendingConnections(MAX_HANDSHAKING)
            self.server: QTcpServer = server
            session.table.key_code = self.host_key.code  # shown on the boards
        else:  # tests only: what a listener would read without TLS
            self.server = QTcpServer(self)
        # a TLS socket is pending only once its handshake is done (newConnection comes
        # before it); a plain one at once
        self.server.pendingConnectionAvailable.connect(self._accept)
        self.sockets: dict[ConnId, QTcpSocket] = {}
        self.gate = Gate(session.config.gate)  # who may wait for his hello (netproto.gate)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.timeout.connect(self.flow.check)
        # sockets closed since the last tick: their Python wrappers are let go here, out
        # of their own signals (the server's wrapper would keep them for ever)
        self._closing: list[QTcpSocket] = []
        # servers beside this one that close with it (the web seats, netproto.qt_web_host)
        self.companions: list[QObject] = []

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        ok = self.server.listen(QHostAddress(address), port)
        if ok:
            self.timer.start()
        return ok

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def fingerprint(self) -> str:
        """The TLS key's fingerprint ("" without TLS): announced on the LAN (TXT ``fp``)."""
        return self.host_key.fingerprint if self.host_key is not None else ""

    @property
    def code(self) -> str:
        """The short code players compare with their join page ("" without TLS)."""
        return self.host_key.code if self.host_key is not None else ""

    @property
    def address(self) -> str:
        return self.server.serverAddress().toString()

    def error_text(self) -> str:
        return self.server.errorString()

    def close(self, reason: CloseReason | None = None) -> None:
        """Close the table: everybody is told why (``reason``; by default the host closed
        it, or the game is over) and stops reconnecting."""
        self.timer.stop()
        self.session.close(reason)  # queues a bye with the reason to everyone
        for companion in self.companions:
            companion.close()
        self.server.close()
        for socket in list(self.sockets.values()):
            socket.flush()
            if socket.bytesToWrite():
                socket.waitForBytesWritten(200)
            socket.abort()
        self.sockets.clear()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            address = socket.peerAddress().toString()
            conn = self.session.open(lambda message, s=socket: self._deliver(s, message),
                                     address)
            admission = self.gate.admit(conn, address, self.session.clock(), self._has_spoken)
            if not admission.admit:  # an address over its rate, the door full
                self.session.shut(conn, "crowded", "Too many connections wait; try again.")
                socket.abort()
                self._closing.append(socket)
                continue
            for idle in admission.evict:  # the oldest silent links make room
                self.session.shut(idle, "crowded", "No hello, and others are waiting.")
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            self.sockets[conn] = socket
            self.flow.attach(conn, socket)
            socket.readyRead.connect(lambda c=conn: self.flow.read(c))
            socket.disconnected.connect(lambda c=conn, s=socket: self._lost(c, s))
            self.connectionsChanged.emit(len(self.sockets))
            if socket.bytesAvailable():  # sent with the handshake's end: readyRead is past
                self.flow.read(conn)

    def _tick(self) -> None:
        self._release_closed()
        self.session.tick()

    def _release_closed(self) -> None:
        closing, self._closing = self._closing, []
        release_sockets(closing)

    def _has_spoken(self, conn: ConnId) -> bool:
        """Before a pre-hello link is pushed out: read what it has sent (its hello may be
        waiting in the socket); True if it no longer waits for its hello."""
        socket = self.sockets.get(conn)
        if socket is not None and (socket.bytesAvailable() or socket.waitForReadyRead(0)):
            self._read(conn, socket)
        return not (conn in self.session.conns and not self.session.greeted(conn))

    def _read(self, conn: ConnId, socket: QTcpSocket) -> None:
        """All a pre-hello link has sent, at once (it is about to be pushed out)."""
        data = bytes(socket.readAll().data())
        if data:
            self.session.receive_bytes(conn, data)
            self._received(conn)

    def _received(self, conn: ConnId) -> None:
        if self.session.greeted(conn):
            self.gate.greeted(conn)

    def _deliver(self, socket: QTcpSocket, message: HostMessage | None) -> None:
        try:
            connected = socket.state() == QAbstractSocket.SocketState.ConnectedState
        except RuntimeError:  # the socket object is gone
            return
        if not connected:
            return
        if message is None:
            socket.disconnectFromHost()
            grace_ms = int(self.flow.limits.close_grace_seconds * 1000)
            QTimer.singleShot(grace_ms, socket, socket.abort)
            return
        if not self.flow.admit(socket, message):  # held back: the peer is far behind
            return
        try:
            frame = ProtocolCore.encode(message)
        except FrameError as exc:  # pragma: no cover - views are kept small
            print(f"dnmafia host: a {message.t} frame was not sent: {exc}", file=sys.stderr)
            return
        socket.write(frame)

    def _lost(self, conn: ConnId, socket: QTcpSocket) -> None:
        if self.sockets.pop(conn, None) is None:
            return  # already handled (a socket may report its end more than once)
        self.gate.closed(conn)
        self.flow.forget(conn)
        self.session.connection_lost(conn)
        self._closing.append(socket)  # let go at the next tick, out of its own signals
        self.connectionsChanged.emit(len(self.sockets))
