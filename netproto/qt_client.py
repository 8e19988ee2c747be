"""The QtNetwork client: connect, handshake, heartbeats, automatic reconnect with backoff
and the stored seat token, actions with ``seq``; acks, refusals, views and errors come out
as Qt signals. It asks for views as changes (``patch: rfc6902`` in hello) and keeps its
view in ``netproto.view_replica`` (a patch that does not fit asks for a resync).

Owns one connection to one table. No rules, no widgets. Must not import desktop or any Qt
widget module.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from engine.commands import Action
from netproto.messages import (
    PROTO,
    Ack,
    ActMessage,
    AskMessage,
    Bye,
    ClientMessage,
    ErrorMessage,
    Hello,
    JoinAs,
    PatchMessage,
    Ping,
    Pong,
    Profile,
    ProtocolError,
    Refused,
    Resync,
    ViewMessage,
    Welcome,
)
from netproto.protocol import ProtocolCore, Side
from netproto.storage import app_version
from netproto.tokens import TokenStore
from netproto.view_replica import Update, ViewReplica

# Errors after which reconnecting cannot help.
FATAL = {"proto_mismatch", "bad_password", "table_full", "name_taken", "bad_token",
         "game_started", "name_unknown", "kicked", "replaced", "registration_refused",
         "reserves_full", "no_reserves", "name_lookalike"}


class LinkState(StrEnum):
    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    CONNECTED = "connected"  # handshake done
    RECONNECTING = "reconnecting"
    CLOSED = "closed"  # given up (fatal error or closed by us)


class QtTableClient(QObject):
    stateChanged = Signal(str)
    welcomed = Signal(object)  # the table info
    viewChanged = Signal(object)  # the view dict
    acked = Signal(int)
    refused = Signal(int, str, str, object)  # seq, code, message, params
    errorReceived = Signal(str, str)  # code, message

    def __init__(self, name: str, *, spectator: bool = False, password: str | None = None,
                 token: str | None = None, reconnect: bool = True,
                 heartbeat_seconds: float = 5.0, silence_seconds: float = 20.0,
                 token_store: TokenStore | None = None, profile: Profile | None = None,
                 reserve: bool = False, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic, patches: bool = True) -> None:
        super().__init__(parent)
        self.clock = clock  # every time this client reads (silence, reconnects)
        self.name = name
        self.profile = profile or Profile()  # the character he registers (a new seat only)
        self.reserve = reserve  # register as a reserve player
        self.token_store = token_store
        self.spectator = spectator
        self.password = password
        self.token = token
        self.auto_reconnect = reconnect
        self.heartbeat_seconds = heartbeat_seconds
        self.silence_seconds = silence_seconds
        self.state = LinkState.DISCONNECTED
        self.patches = patches  # ask for views as changes
        self.replica = ViewReplica()
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self.host = ""
        self.port = 0
        self.backoff = 0.5
        self.retry_after: int | None = None  # of the last error: seconds the host asked to wait
        self._seq = 0
        self._pending: set[int] = set()  # acts sent and not answered yet
        self._core = ProtocolCore(Side.CLIENT)
        self._last_heard = self.clock()
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._on_connected)
        self._socket.readyRead.connect(self._on_ready_read)
        self._socket.disconnected.connect(self._on_disconnected)
        self._socket.errorOccurred.connect(self._on_socket_error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._dial)
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(heartbeat_seconds * 1000))
        self._heartbeat.timeout.connect(self._beat)

    @classmethod
    def for_table(cls, table_id: str, name: str, store: TokenStore,
                  **kwargs: Any) -> QtTableClient:
        """A client for this table, carrying the stored token if it was saved for ``name``."""
        stored = store.get(table_id) if table_id else None
        kwargs["token"] = stored[1] if stored is not None and stored[0] == name else None
        return cls(name, token_store=store, **kwargs)

    @property
    def view(self) -> dict[str, Any] | None:
        return self.replica.view

    @property
    def version(self) -> int:
        return self.replica.version

    # ------------------------------------------------------------------ API

    def connect_to(self, host: str, port: int) -> None:
        self._retry.stop()
        self.host, self.port = host, port
        self._set_state(LinkState.CONNECTING)
        self._dial()

    def act(self, do: Action | str, **fields: Any) -> int:
        """Send an action; the answer comes as ``acked`` or ``refused`` with this seq."""
        self._seq += 1
        seq = self._seq
        if "start" in fields:
            fields["from"] = fields.pop("start")
        if self.state is not LinkState.CONNECTED:
            # answered at once (after the caller has its seq): nothing was sent
            QTimer.singleShot(0, self, lambda: self.refused.emit(
                seq, "offline", "Not connected to the table; try again when it is back.", {}))
            return seq
        self._pending.add(seq)
        self._send(ActMessage(seq, Action(do), fields))
        return seq

    def ask(self, text: str) -> int:
        """A question to the host; answered by ``acked`` (then in the view) or ``refused``."""
        self._seq += 1
        seq = self._seq
        if self.state is not LinkState.CONNECTED:
            QTimer.singleShot(0, self, lambda: self.refused.emit(
                seq, "offline", "Not connected to the table; try again when it is back.", {}))
            return seq
        self._pending.add(seq)
        self._send(AskMessage(seq, text))
        return seq

    def close(self) -> None:
        self.auto_reconnect = False
        self._retry.stop()
        self._heartbeat.stop()
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._send(Bye())
            self._socket.flush()
            self._socket.disconnectFromHost()
        else:
            self._socket.abort()
        self._set_state(LinkState.CLOSED)

    def drop(self) -> None:
        """Cut the connection as a network failure would (tests, 'reconnect now')."""
        self._socket.abort()

    # ------------------------------------------------------------------ socket

    def _dial(self) -> None:
        self._core = ProtocolCore(Side.CLIENT)
        self._socket.abort()
        self._socket.connectToHost(self.host, self.port)

    def _on_connected(self) -> None:
        self._last_heard = self.clock()
        self._send(Hello(PROTO, app_version(), self.name,
                         JoinAs.SPECTATOR if self.spectator else JoinAs.PLAYER,
                         self.token, self.password, self.profile, self.reserve,
                         self.patches, self._held()))
        self._heartbeat.start()

    def _on_ready_read(self) -> None:
        data = bytes(self._socket.readAll().data())
        try:
            messages = self._core.receive(data)
        except ProtocolError as exc:
            self.errorReceived.emit(exc.code, exc.message)
            self._socket.abort()
            return
        self._last_heard = self.clock()
        for message in messages:
            self._handle(message)

    def _handle(self, message: Any) -> None:
        if isinstance(message, Welcome):
            self.token = message.token or self.token
            self.seat = message.seat
            self.replica.reset()  # a new connection (maybe to a restarted host) counts anew
            self.table = message.table
            self._remember_token(message)
            self.backoff = 0.5
            self._set_state(LinkState.CONNECTED)
            self.welcomed.emit(message.table)
        elif isinstance(message, ViewMessage):
            if self.replica.full(message) is Update.CHANGED:
                self.viewChanged.emit(message.view)
        elif isinstance(message, PatchMessage):
            update = self.replica.patch(message)
            if update is Update.CHANGED:
                self.viewChanged.emit(self.replica.view)
            elif update is Update.RESYNC:
                self._send(Resync())
        elif isinstance(message, Ack):
            self._pending.discard(message.seq)
            self.acked.emit(message.seq)
        elif isinstance(message, Refused):
            self._pending.discard(message.seq)
            self.refused.emit(message.seq, message.code, message.message, message.params)
        elif isinstance(message, ErrorMessage):
            self.retry_after = message.retry_after
            if message.code in FATAL:
                self.auto_reconnect = False
            elif message.retry_after:  # throttled: the next try waits as long as asked
                self.backoff = max(self.backoff, float(message.retry_after))
            self.errorReceived.emit(message.code, message.message)
        elif isinstance(message, Ping):
            self._send(Pong())
        elif isinstance(message, Bye):
            self._socket.disconnectFromHost()

    def _held(self) -> dict[str, int] | None:
        """On a reconnect, how many records of each log the last view held: the host's
        first view catches up from there (netproto.catch_up)."""
        view = self.replica.view
        if view is None:
            return None
        held = {log: int(view.get(f"{log}_from", 0)) + len(view[log])
                for log in ("events", "messages") if isinstance(view.get(log), list)}
        return held or None

    def _remember_token(self, welcome: Welcome) -> None:
        table_id = welcome.table.get("id") if isinstance(welcome.table, dict) else None
        if self.token_store is None or not welcome.token or not table_id:
            return
        # the seat still works if the disk fails; only a restart cannot reclaim it
        with contextlib.suppress(OSError):
            self.token_store.put(str(table_id), self.name, welcome.token)

    def _on_disconnected(self) -> None:
        self._heartbeat.stop()
        self._answer_lost_acts()
        self._schedule_reconnect()

    def _answer_lost_acts(self) -> None:
        """Acts in flight when the link dropped: their fate shows in the next view."""
        lost, self._pending = sorted(self._pending), set()
        for seq in lost:
            self.refused.emit(seq, "connection_lost", "The connection dropped before the "
                              "table answered; the table's view shows whether it was taken.", {})

    def _on_socket_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._schedule_reconnect()

    def _schedule_reconnect(self) -> None:
        if self.state is LinkState.CLOSED:
            return
        if not self.auto_reconnect:
            self._set_state(LinkState.CLOSED)
            return
        if self._retry.isActive():
            return
        self._set_state(LinkState.RECONNECTING)
        self._retry.start(int(self.backoff * 1000))
        self.backoff = min(self.backoff * 2, 8.0)

    def _beat(self) -> None:
        if self.clock() - self._last_heard > self.silence_seconds:
            self._socket.abort()  # a silent host: reconnect
            self._schedule_reconnect()
            return
        self._send(Ping())

    def _send(self, message: ClientMessage) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(ProtocolCore.encode(message))

    def _set_state(self, state: LinkState) -> None:
        if state is not self.state:
            self.state = state
            self.stateChanged.emit(state.value)
