"""The QtNetwork client: connect, handshake, the link's liveness (a ping when the host has
been quiet; a link that stays silent is given up within 4.5 s, ``LinkTiming``),
automatic reconnect with backoff and the stored seat token, until the host closes the
table (its ``bye`` says why: the client then stops); every request (an act, a question)
through the one ``request`` method and a ``netproto.request_book`` until answered (an act
made offline, or not answered when the link dropped, goes — again — when the link is back,
under its own id); acks, refusals, views and errors come out as Qt signals. It asks for
views as changes (``patch: rfc6902`` in hello) and keeps its view in
``netproto.view_replica`` (a patch that does not fit asks for a resync).

The link is TLS (``netproto.qt_tls``); the host's key is pinned: on ``encrypted``, before
any frame is sent, its fingerprint is checked against the one the LAN announced and the
one remembered for the table id (``netproto.host_pins``), and after the welcome against
the one remembered for the table it names (a typed address: trust on first use). A
changed key closes the link for good (``error host_key_changed``).

Owns one connection to one table. No rules, no widgets. Must not import desktop or any Qt
widget module.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSslSocket

from netproto.host_key import short_code
from netproto.host_pins import Pin, PinStore, check_pin
from netproto.messages import (
    PROTO,
    Ack,
    Bye,
    ClientMessage,
    CloseReason,
    ErrorMessage,
    Hello,
    JoinAs,
    PatchMessage,
    Ping,
    Pong,
    Profile,
    ProtocolError,
    Refused,
    Request,
    Resync,
    ViewMessage,
    Welcome,
)
from netproto.protocol import ProtocolCore, Side
from netproto.qt_tls import client_configuration, peer_fingerprint
from netproto.request_book import Link, Pending, RequestBook, view_phase
from netproto.storage import app_version
from netproto.tokens import TokenStore
from netproto.view_replica import Update, ViewReplica

#: The error a client reports when the host's key is not the one it knows (it then stops).
HOST_KEY_CHANGED = "host_key_changed"
# Errors after which reconnecting cannot help.
FATAL = {"proto_mismatch", "bad_password", "table_full", "name_taken", "bad_token",
         "game_started", "name_unknown", "kicked", "replaced", "registration_refused",
         "reserves_full", "no_reserves", "name_lookalike", HOST_KEY_CHANGED,
         *(r.value for r in CloseReason)}
BACKOFF_FIRST = 0.25  # seconds before the first try again, doubled up to BACKOFF_MAX
BACKOFF_MAX = 3.0  # seconds between tries at most: a table on the LAN is back soon


@dataclass(frozen=True)
class LinkTiming:
    """How a dead link is known (seconds; the browser seat's ``LINK`` has the same): the
    host pings every 5 s and answers a ping at once, so a link quiet for ``ping_after`` is
    asked, and one whose ping is unanswered for ``answer_within`` and that has been silent
    for ``dead_after`` is given up; a socket not welcomed ``open_within`` after it was
    opened too. Detection: at most ``ping_after`` + ``answer_within`` + 2 × ``check``
    (4.5 s) after the last word from the host."""

    check: float = 0.25
    ping_after: float = 1.5
    answer_within: float = 2.5
    dead_after: float = 4.0
    open_within: float = 4.0


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
    pendingChanged = Signal()  # the acts not answered yet changed (``pending_acts``)
    secured = Signal(str)  # the TLS link is up: the host key's short code

    def __init__(self, name: str, *, spectator: bool = False, password: str | None = None,
                 token: str | None = None, reconnect: bool = True,
                 timing: LinkTiming = LinkTiming(),
                 token_store: TokenStore | None = None, profile: Profile | None = None,
                 reserve: bool = False, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic, patches: bool = True,
                 table_id: str = "", announced_fp: str | None = None,
                 pins: PinStore | None = None, tls: bool = True,
                 player_id: str | None = None) -> None:
        """``table_id``: the table it joins, when known (found on the LAN, a stored seat);
        ``announced_fp``: the key fingerprint the LAN announced for it; ``pins``: the
        keys met before, per table (None: only this client's own links are compared);
        ``tls``: False only in tests (a host with ``TableConfig.tls`` off)."""
        super().__init__(parent)
        self.clock = clock  # every time this client reads (silence, reconnects)
        self.name = name
        self.profile = profile or Profile()  # the character he registers (a new seat only)
        self.reserve = reserve  # register as a reserve player
        self.player_id = player_id  # the stable id the group's record knows him by
        self.token_store = token_store
        self.spectator = spectator
        self.password = password
        self.token = token
        self.auto_reconnect = reconnect
        self.timing = timing
        self.state = LinkState.DISCONNECTED
        self.patches = patches  # ask for views as changes
        self.replica = ViewReplica()
        self.tls = tls
        self.table_id = table_id
        self.announced_fp = announced_fp or None
        self.pins = pins
        self.fingerprint: str | None = None  # of the host key met (kept across reconnects)
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self.host = ""
        self.port = 0
        self.backoff = BACKOFF_FIRST
        self.retry_after: int | None = None  # of the last error: seconds the host asked to wait
        self.book = RequestBook(resends=True)  # requests not answered yet
        self.close_reason: str | None = None  # the host closed the table: why (its bye)
        self._core = ProtocolCore(Side.CLIENT)
        self._welcomed = False  # on the current socket
        self._last_heard = self.clock()
        self._last_ping = 0.0
        self._socket = QSslSocket(self)
        if tls:
            self._socket.setSslConfiguration(client_configuration())
            self._socket.encrypted.connect(self._on_encrypted)
        else:
            self._socket.connected.connect(self._on_connected)
        self._socket.readyRead.connect(self._on_ready_read)
        self._socket.disconnected.connect(self._on_disconnected)
        self._socket.errorOccurred.connect(self._on_socket_error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._dial)
        self._heartbeat = QTimer(self)  # looks at the link's liveness
        self._heartbeat.setInterval(int(timing.check * 1000))
        self._heartbeat.timeout.connect(self._beat)

    @classmethod
    def for_table(cls, table_id: str, name: str, store: TokenStore,
                  **kwargs: Any) -> QtTableClient:
        """A client for this table, carrying the stored token if it was saved for ``name``."""
        stored = store.get(table_id) if table_id else None
        kwargs["token"] = stored[1] if stored is not None and stored[0] == name else None
        return cls(name, token_store=store, table_id=table_id, **kwargs)

    @property
    def view(self) -> dict[str, Any] | None:
        return self.replica.view

    @property
    def version(self) -> int:
        return self.replica.version

    @property
    def host_code(self) -> str:
        """The short code of the host key met ("" before, or without TLS)."""
        return short_code(self.fingerprint) if self.fingerprint else ""

    # ------------------------------------------------------------------ API

    def connect_to(self, host: str, port: int) -> None:
        self._retry.stop()
        self.host, self.port = host, port
        self._set_state(LinkState.CONNECTING)
        self._dial()

    def request(self, message: Request) -> int:
        """Send a request (``ActMessage.of(...)``, ``AskMessage.of(...)``); returns its seq,
        which ``acked`` or ``refused`` answers. An act made while the link is down waits and
        goes when the link is back (``pending_acts``; refused ``phase_ended`` if its phase
        has ended by then); another request is refused ``offline``. After the link has
        closed for good, every request is refused at once (nothing is sent)."""
        link = (Link.CLOSED if self.state is LinkState.CLOSED else
                Link.UP if self.state is LinkState.CONNECTED else Link.DOWN)
        opened = self.book.open(message, link, phase=view_phase(self.view),
                                closed_reason=self.close_reason)
        if opened.refused is not None:
            refused = opened.refused  # answered after the caller has its seq
            QTimer.singleShot(0, self, lambda: self._emit_refused(refused))
        else:
            if opened.send is not None:
                self._send(opened.send)
            if message.waits_for_link:
                self.pendingChanged.emit()
        return opened.seq

    def pending_acts(self) -> list[Pending]:
        """The requests that wait out a lost link (acts) not answered yet, in the order they
        were made (``sending``: on the current link; else waiting for it)."""
        return self.book.waiting()

    def close(self) -> None:
        self.auto_reconnect = False
        self._retry.stop()
        self._heartbeat.stop()
        self.book.close()  # he left: nothing more goes
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
        self._welcomed = False
        self._last_heard = self.clock()
        self._last_ping = 0.0
        self._heartbeat.start()  # also a connect that hangs (a frozen host, no network)
        if self.tls:
            self._socket.connectToHostEncrypted(self.host, self.port)
        else:
            self._socket.connectToHost(self.host, self.port)

    def _on_encrypted(self) -> None:
        """The TLS handshake is done: the key is checked before the hello goes."""
        met = peer_fingerprint(self._socket)
        if met is None or self._key_refused(met, self.table_id):
            return
        self.fingerprint = met
        self.secured.emit(self.host_code)
        self._on_connected()

    def _known_fp(self, table_id: str) -> str | None:
        if self.fingerprint is not None and table_id == self.table_id:
            return self.fingerprint  # this client's own earlier link to this table
        if self.pins is None or not table_id:
            return None
        with contextlib.suppress(OSError):
            return self.pins.get(table_id)
        return None

    def _key_refused(self, met: str, table_id: str) -> bool:
        """True (and the link closed for good, saying why) when ``met`` is not the key
        announced or remembered for ``table_id``."""
        announced = self.announced_fp if table_id == self.table_id else None
        if check_pin(met, announced=announced, known=self._known_fp(table_id)) is not Pin.CHANGED:
            return False
        self.auto_reconnect = False
        self.errorReceived.emit(
            HOST_KEY_CHANGED, f"The table's key is not the one this computer knows for it "
            f"(it shows {short_code(met)}): someone may be pretending to be the host.")
        self._socket.abort()  # may report the link down itself
        if self.state is not LinkState.CLOSED:
            self._link_down()
        return True

    def _pin_welcomed(self, table_id: str) -> bool:
        """After the welcome: the key checked against the table it names, then
        remembered for it. False if refused."""
        if not self.tls or self.fingerprint is None or not table_id:
            return True
        if self._key_refused(self.fingerprint, table_id):
            return False
        self.table_id = table_id
        if self.pins is not None:
            with contextlib.suppress(OSError):  # the game goes on if the disk fails
                self.pins.put(table_id, self.fingerprint)
        return True

    def _on_connected(self) -> None:
        self._last_heard = self.clock()
        self._send(Hello(PROTO, app_version(), self.name,
                         JoinAs.SPECTATOR if self.spectator else JoinAs.PLAYER,
                         self.token, self.password, self.profile, self.reserve,
                         self.patches, self._held(), player_id=self.player_id))

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
            table_id = message.table.get("id") if isinstance(message.table, dict) else None
            if not self._pin_welcomed(str(table_id or "")):
                return
            self.token = message.token or self.token
            self.seat = message.seat
            self.replica.reset()  # a new connection (maybe to a restarted host) counts anew
            self.table = message.table
            self._remember_token(message)
            self.backoff = BACKOFF_FIRST
            self._welcomed = True
            self._set_state(LinkState.CONNECTED)
            self.welcomed.emit(message.table)
            self._send_waiting()
        elif isinstance(message, ViewMessage):
            if self.replica.full(message) is Update.CHANGED:
                self.viewChanged.emit(message.view)
        elif isinstance(message, PatchMessage):
            update = self.replica.patch(message)
            if update is Update.CHANGED:
                self.viewChanged.emit(self.replica.view)
            elif update is Update.RESYNC:
                self._send(Resync())
        elif isinstance(message, Ack | Refused):
            answered = self.book.answer(message.seq)
            if answered is not None and answered.message.waits_for_link:
                self.pendingChanged.emit()
            if isinstance(message, Ack):
                self.acked.emit(message.seq)
            else:
                self._emit_refused(message)
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
            # the host closed the table: say why, and do not come back
            self.close_reason = message.reason or CloseReason.CLOSED.value
            self.auto_reconnect = False
            self.errorReceived.emit(self.close_reason, "The host closed the table.")
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
        self._link_down()

    def _link_down(self) -> None:
        """The link is gone (closed, or given up as dead): acts in flight wait to go again,
        other requests in flight are answered ``connection_lost`` (their fate shows in the
        next view); then reconnect (or stop)."""
        self._heartbeat.stop()
        self._welcomed = False
        changed, lost = self.book.link_lost()
        if changed:
            self.pendingChanged.emit()
        for refused in lost:
            self._emit_refused(refused)
        self._schedule_reconnect()

    def _send_waiting(self) -> None:
        """The link is back: the requests that wait go, in the order they were made."""
        waiting = self.book.link_back()
        for message in waiting:
            self._send(message)
        if waiting:
            self.pendingChanged.emit()

    def _emit_refused(self, refused: Refused) -> None:
        self.refused.emit(refused.seq, refused.code, refused.message, refused.params)

    def _give_up(self) -> None:
        """A dead link (silent, or a socket never welcomed): dropped at once."""
        self._socket.abort()
        self._link_down()

    def _on_socket_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._schedule_reconnect()

    def _schedule_reconnect(self) -> None:
        if self.state is LinkState.CLOSED:
            return
        if not self.auto_reconnect:
            self._set_state(LinkState.CLOSED)
            dropped = self.book.close(self.close_reason)  # they can never go: each answered
            for refused in dropped:
                self._emit_refused(refused)
            if dropped:
                self.pendingChanged.emit()
            return
        if self._retry.isActive():
            return
        self._set_state(LinkState.RECONNECTING)
        self._retry.start(int(self.backoff * 1000))
        self.backoff = min(self.backoff * 2, BACKOFF_MAX)

    def _beat(self) -> None:
        """A quiet link is asked; one that stays silent is dead (no close ever comes)."""
        timing, now = self.timing, self.clock()
        silent = now - self._last_heard
        if not self._welcomed:
            if silent > timing.open_within:
                self._give_up()
            return
        if self._last_ping > self._last_heard:  # asked once this quiet spell: the answer?
            if silent > timing.dead_after and now - self._last_ping > timing.answer_within:
                self._give_up()
            return
        if silent > timing.ping_after:
            self._last_ping = now
            self._send(Ping())

    def _send(self, message: ClientMessage) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(ProtocolCore.encode(message))

    def _set_state(self, state: LinkState) -> None:
        if state is not self.state:
            self.state = state
            self.stateChanged.emit(state.value)
