"""The web seat server under QtNetwork: a second ``QTcpServer`` beside the table's, serving
the browser client's files and taking WebSocket seats into the same session.

Owns ``QtWebHost``, ``serve_web`` (and what it did: ``WebServing``) and ``WebDoor`` (the
limits of links still speaking HTTP). A link is a ``netproto.web_link.WebLink``; once it
is a WebSocket it is a connection of the table session like any TCP one: the same door
(the table host's ``Gate``: pre-hello caps, rate, eviction), the same flow control
(``SocketFlow``: input in slices, views held back from a peer that does not read), the
same handshake, tokens, views and patches — each message one binary WebSocket message
instead of a length-prefixed frame, and sealed (``netproto.seal``: each link's ``Sealer``
between its WebSocket messages and the session; a message that does not open closes that
link; a page without the host's key is taken only if the table allows unsealed phones).
The table's web address carries the host's public key in its fragment (``#k=…``). Links
still in HTTP have their own door: a per-address and a total cap, and a deadline for each
request. Never imports from desktop, nor any Qt widget module.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from netproto.frames import FrameError
from netproto.gate import Gate, GateConfig
from netproto.messages import HostMessage
from netproto.protocol import ProtocolCore
from netproto.qt_host import QtTableHost, release_sockets
from netproto.seal import Sealer
from netproto.seal_key import SealKey, SealKeyError, host_seal_key, with_key
from netproto.session import ConnId
from netproto.web_files import DEFAULT_WEB_PORT, ClientFiles, web_port_setting
from netproto.web_link import Stage, WebLink

TICK_MS = 500


@dataclass(frozen=True)
class WebDoor:
    """Links that speak HTTP (fetching the page's files, or not yet upgraded)."""

    gate: GateConfig = GateConfig(pending_per_address=16, pending_total=64,
                                  connect_burst=60.0, connect_per_second=30.0)
    request_seconds: float = 10.0  # to send a whole request, from the link's open or last answer
    idle_seconds: float = 30.0  # a kept-alive link with no request for this long is closed


class _Link:
    __slots__ = ("socket", "web", "seal", "address", "since", "conn")

    def __init__(self, socket: QTcpSocket, web: WebLink, seal: Sealer, address: str,
                 now: float) -> None:
        self.socket = socket
        self.web = web
        self.seal = seal
        self.address = address
        self.since = now  # the open, or the last answer: the request deadline counts from it
        self.conn: ConnId | None = None  # its table connection, once a WebSocket


class QtWebHost(QObject):
    def __init__(self, table_host: QtTableHost, files: ClientFiles | None = None,
                 door: WebDoor | None = None, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 seal_key: SealKey | None = None) -> None:
        super().__init__(parent)
        self.table_host = table_host
        self.session = table_host.session
        # the phones' sealing key (None: the host's, kept in the config dir; SealKeyError)
        self.seal_key = seal_key or host_seal_key()
        self.files = files or ClientFiles()
        self.door = door or WebDoor()
        self.clock = clock
        self.http_gate = Gate(self.door.gate)  # who may hold a link that speaks HTTP
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.links: dict[int, _Link] = {}  # id(socket) → link
        self._next_link = 0
        self._closing: list[QTcpSocket] = []  # let go at the next tick (netproto.qt_host)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def listen(self, address: str = "0.0.0.0", port: int = DEFAULT_WEB_PORT) -> bool:
        ok = self.server.listen(QHostAddress(address), port)
        if ok:
            self.timer.start()
        return ok

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def error_text(self) -> str:
        return self.server.errorString()

    def sockets(self) -> int:
        """Open links, HTTP and WebSocket."""
        return len(self.links)

    def close(self) -> None:
        self.timer.stop()
        self.server.close()
        for link in list(self.links.values()):
            with contextlib.suppress(RuntimeError):
                link.socket.write(link.web.close_bytes())
                link.socket.flush()
                if link.socket.bytesToWrite():
                    link.socket.waitForBytesWritten(200)
                link.socket.abort()
        self.links.clear()

    # ------------------------------------------------------------------ links

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            address = socket.peerAddress().toString()
            key = id(socket)
            admission = self.http_gate.admit(key, address, self.clock())
            if not admission.admit:
                socket.abort()
                self._closing.append(socket)
                continue
            for idle in admission.evict:  # the oldest links still in HTTP make room
                self._drop(idle)
            sealer = Sealer(self.seal_key, self.session.config.allow_unsealed)
            link = _Link(socket, WebLink(self.files), sealer, address, self.clock())
            self.links[key] = link
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            socket.setReadBufferSize(self.table_host.flow.limits.read_buffer_bytes)
            socket.readyRead.connect(lambda k=key: self._read_http(k))
            socket.disconnected.connect(lambda k=key: self._lost(k))

    def _read_http(self, key: int) -> None:
        link = self.links.get(key)
        if link is None or link.web.stage is not Stage.HTTP:
            return
        try:
            data = bytes(link.socket.read(self.table_host.flow.limits.read_slice_bytes).data())
            more = link.socket.bytesAvailable() > 0
        except RuntimeError:
            return
        answered = link.web.requests
        step = link.web.receive(data)
        if link.web.requests != answered:
            link.since = self.clock()
        if step.out:
            link.socket.write(step.out)
        if step.upgraded:
            self._become_seat(key, link, step.messages, step.error)
            return
        if step.close:
            self._close_after_write(link.socket)
        elif more:
            QTimer.singleShot(0, self, lambda: self._read_http(key))

    def _become_seat(self, key: int, link: _Link, first: list[bytes],
                     error: tuple[str, str] | None) -> None:
        """The link is a WebSocket now: a connection of the table, through its door."""
        self.http_gate.closed(key)
        socket = link.socket
        with contextlib.suppress(RuntimeError, TypeError):
            socket.readyRead.disconnect()
        conn = self.session.open(lambda message, k=key: self._deliver(k, message),
                                 link.address)
        link.conn = conn
        table = self.table_host
        admission = table.gate.admit(conn, link.address, self.session.clock(),
                                     table._has_spoken)
        if not admission.admit:
            self.session.shut(conn, "crowded", "Too many connections wait; try again.")
            return
        for idle in admission.evict:
            self.session.shut(idle, "crowded", "No hello, and others are waiting.")
        table.flow.attach(conn, socket, feed=lambda data, k=key: self._feed(k, data))
        socket.readyRead.connect(lambda c=conn: table.flow.read(c))
        self._take(key, first, error)
        if socket.bytesAvailable():
            table.flow.read(conn)

    def _feed(self, key: int, data: bytes) -> None:
        """A slice of a WebSocket link's input (from the flow control)."""
        link = self.links.get(key)
        if link is None:
            return
        step = link.web.receive(data)
        if step.out:
            link.socket.write(step.out)  # pongs, the answer to a close
        self._take(key, step.messages, step.error)
        if step.close and step.error is None:
            self._close_after_write(link.socket)

    def _take(self, key: int, messages: list[bytes], error: tuple[str, str] | None) -> None:
        link = self.links.get(key)
        if link is None or link.conn is None:
            return
        conn = link.conn
        for sealed in messages:
            step = link.seal.incoming(sealed)
            if step.reply:  # the seal handshake's answer, in plain
                link.socket.write(link.web.send_message(step.reply))
            for body in step.messages:  # framed as on TCP: the session checks each the same
                self.session.receive_bytes(conn, len(body).to_bytes(4, "big") + body)
                if self.session.greeted(conn):
                    self.table_host.gate.greeted(conn)
            if step.error is not None:  # that link only: closed, told why
                self.session.disconnect(conn, step.error.code, step.error.text)
                return
        if error is not None:
            self.session.disconnect(conn, *error)

    def _deliver(self, key: int, message: HostMessage | None) -> None:
        link = self.links.get(key)
        if link is None:
            return
        socket = link.socket
        try:
            if socket.state() != QAbstractSocket.SocketState.ConnectedState:
                return
        except RuntimeError:
            return
        if message is None:
            socket.write(link.web.close_bytes())
            self._close_after_write(socket)
            return
        if not self.table_host.flow.admit(socket, message):  # the peer is far behind
            return
        try:
            body = ProtocolCore.encode(message)[4:]
        except FrameError as exc:  # pragma: no cover - views are kept small
            print(f"dnmafia web: a {message.t} message was not sent: {exc}", file=sys.stderr)
            return
        socket.write(link.web.send_message(link.seal.outgoing(body)))

    def _close_after_write(self, socket: QTcpSocket) -> None:
        with contextlib.suppress(RuntimeError):
            socket.disconnectFromHost()  # after what is written; then ``disconnected``
            grace_ms = int(self.table_host.flow.limits.close_grace_seconds * 1000)
            QTimer.singleShot(grace_ms, socket, socket.abort)

    def _drop(self, key: int) -> None:
        link = self.links.get(key)
        if link is not None:
            with contextlib.suppress(RuntimeError):
                link.socket.abort()  # ``disconnected`` follows: _lost

    def _lost(self, key: int) -> None:
        link = self.links.pop(key, None)
        if link is None:
            return
        self.http_gate.closed(key)
        if link.conn is not None:
            self.table_host.gate.closed(link.conn)
            self.table_host.flow.forget(link.conn)
            self.session.connection_lost(link.conn)
        self._closing.append(link.socket)

    def _tick(self) -> None:
        closing, self._closing = self._closing, []
        release_sockets(closing)
        now = self.clock()
        for key, link in list(self.links.items()):
            if link.web.stage is not Stage.HTTP:
                continue
            waited = now - link.since
            limit = (self.door.idle_seconds if link.web.requests
                     else self.door.request_seconds)
            if waited > limit:
                self._drop(key)


@dataclass(frozen=True)
class WebServing:
    """What ``serve_web`` did: the server (None: not served, ``error`` says why), and —
    served on another port than the one asked for — that port and why it was not had
    (``moved_from``, ``moved_reason``: a resumed table's phones' pages and printed codes
    of the old address are dead)."""

    server: QtWebHost | None
    error: str | None = None
    moved_from: int | None = None
    moved_reason: str = ""

    @property
    def moved(self) -> str | None:
        """The move in words (English: the headless host's output), or None."""
        if self.server is None or self.moved_from is None:
            return None
        return (f"the phones' page moved from port {self.moved_from} to {self.server.port}: "
                f"{self.moved_from} could not be used ({self.moved_reason}); pages opened "
                f"and QR codes printed for the old address no longer work")


def serve_web(table_host: QtTableHost, address: str, url_host: str,
              port: int | None = None) -> WebServing:
    """Serve the browser seats beside ``table_host`` on ``address``: on ``port`` (None:
    the port a resumed table had, else the setting), else — that one taken — on any free
    port. The table's info then carries ``http://URL_HOST:PORT/`` (or None), and the
    session its ``web_port`` (a resumed table asks for it again); the address's fragment
    is the host's sealing key (``#k=…``: a phone that scans it is sealed)."""
    session = table_host.session
    kept = session.web_port  # a resumed table's: its phones know this one
    try:
        wanted = port if port is not None else kept or web_port_setting()
        key = host_seal_key()
    except (ValueError, SealKeyError) as exc:
        return WebServing(None, str(exc))
    web = QtWebHost(table_host, parent=table_host, seal_key=key)
    refused = ""
    for candidate in dict.fromkeys((wanted, 0)):
        if web.listen(address, candidate):
            host = f"[{url_host}]" if ":" in url_host else url_host
            session.table.web_url = with_key(f"http://{host}:{web.port}/", key)
            session.web_port = web.port
            table_host.companions.append(web)
            moved = wanted if kept and wanted == kept and web.port != wanted else None
            return WebServing(web, None, moved, refused)
        refused = refused or web.error_text()
    error = f"cannot serve web seats on {address}:{wanted}: {web.error_text()}"
    web.setParent(None)
    return WebServing(None, error)
