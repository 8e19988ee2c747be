"""The QtNetwork host: a ``QTcpServer`` that feeds each socket's bytes to the table
session and writes what the session delivers. Runs the same under ``QCoreApplication``
(headless) and inside the GUI.

Owns sockets and the session's tick timer; no rules, no views. Must not import desktop or
any Qt widget module.
"""

from __future__ import annotations

import contextlib
import sys

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from netproto.flow import FlowLimits
from netproto.frames import FrameError
from netproto.messages import HostMessage
from netproto.protocol import ProtocolCore
from netproto.qt_flow import SocketFlow
from netproto.session import ConnId, TableSession

TICK_MS = 200
MAX_PENDING = 64  # connections that have not said hello yet


class QtTableHost(QObject):
    connectionsChanged = Signal(int)

    def __init__(self, session: TableSession, parent: QObject | None = None,
                 limits: FlowLimits | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # input slices, one view per turn, peers that do not read (netproto.qt_flow)
        self.flow = SocketFlow(session, limits, self)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.sockets: dict[ConnId, QTcpSocket] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(session.tick)
        self.timer.timeout.connect(self.flow.check)

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        ok = self.server.listen(QHostAddress(address), port)
        if ok:
            self.timer.start()
        return ok

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def address(self) -> str:
        return self.server.serverAddress().toString()

    def error_text(self) -> str:
        return self.server.errorString()

    def close(self) -> None:
        self.timer.stop()
        self.session.close()  # queues a bye to everyone
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
            if self.session.pending_count() >= MAX_PENDING:
                socket.abort()  # a flood of silent connects
                socket.deleteLater()
                continue
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            conn = self.session.open(lambda message, s=socket: self._deliver(s, message))
            self.sockets[conn] = socket
            self.flow.attach(conn, socket)
            socket.readyRead.connect(lambda c=conn: self.flow.read(c))
            socket.disconnected.connect(lambda c=conn, s=socket: self._lost(c, s))
            self.connectionsChanged.emit(len(self.sockets))

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
        self.flow.forget(conn)
        self.session.connection_lost(conn)
        with contextlib.suppress(RuntimeError):  # the C++ socket may be gone already
            socket.deleteLater()
        self.connectionsChanged.emit(len(self.sockets))
