"""A player's link to a table, the same for every window: over the LAN
(``netproto.qt_client.QtTableClient``) or to a table hosted in this very process
(``LocalTableClient``: the host who also plays, hot-seat seats, scripted seats in tests).

Owns ``LocalTableClient``, a Qt object with the signals and methods of ``QtTableClient``
(``viewChanged``, ``stateChanged``, ``acked``, ``refused``, ``errorReceived``,
``welcomed``; ``request``, ``pending_acts``, ``close``) whose bytes go through the real
protocol core and the session's per-seat views, only without a socket, and whose requests
go through a ``netproto.request_book`` (no link to wait for: a request while it is not
connected is refused ``offline``). Windows take either kind. Answers are delivered from
the event loop, never from inside the caller's ``request`` (a window is never re-rendered
under its own click handler). Must not import any window.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from netproto.inprocess import LocalClient
from netproto.messages import (
    Ack,
    ErrorMessage,
    HostMessage,
    Profile,
    Refused,
    Request,
    ViewMessage,
    Welcome,
)
from netproto.qt_client import LinkState
from netproto.request_book import Link, Pending, RequestBook
from netproto.session import TableSession


class TableLink(Protocol):
    """What a window needs of a link (both client kinds have it)."""

    name: str
    state: LinkState
    view: dict[str, Any] | None

    def request(self, message: Request) -> int: ...

    def pending_acts(self) -> list[Pending]: ...

    def close(self) -> None: ...


class LocalTableClient(QObject):
    stateChanged = Signal(str)
    welcomed = Signal(object)
    viewChanged = Signal(object)
    acked = Signal(int)
    refused = Signal(int, str, str, object)
    errorReceived = Signal(str, str)
    pendingChanged = Signal()  # never: an in-process act is answered at once

    def __init__(self, session: TableSession, name: str, *, spectator: bool = False,
                 token: str | None = None, password: str | None = None,
                 profile: Profile | None = None, reserve: bool = False,
                 host_own: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.name = name
        self.spectator = spectator
        self.state = LinkState.CONNECTING
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self._queue: list[HostMessage] = []
        self.book = RequestBook(resends=False)  # its requests not answered yet
        self._version = -1
        self._client = LocalClient(session, self._on_message, host_own=host_own)
        self._client.hello(name, spectator=spectator, token=token, password=password,
                           profile=profile, reserve=reserve)

    @property
    def token(self) -> str | None:
        return self._client.token

    def request(self, message: Request) -> int:
        """Send a request (``ActMessage.of(...)``, ``AskMessage.of(...)``); its seq, which
        ``acked`` or ``refused`` answers from the event loop."""
        link = Link.UP if self.state is LinkState.CONNECTED else Link.CLOSED
        opened = self.book.open(message, link)
        if opened.refused is not None:
            refused = opened.refused
            QTimer.singleShot(0, self, lambda: self._handle(refused))
        elif opened.send is not None:
            self._client.send(opened.send)
        return opened.seq

    def pending_acts(self) -> list[Pending]:
        return []  # no link to wait for

    def close(self) -> None:
        if not self._client.closed:
            self._client.bye()
        self._set_state(LinkState.CLOSED)

    # the session delivers synchronously; hand everything to the event loop
    def _on_message(self, message: HostMessage) -> None:
        self._queue.append(message)
        if len(self._queue) == 1:
            QTimer.singleShot(0, self, self._drain)

    def _drain(self) -> None:
        queue, self._queue = self._queue, []
        for message in queue:
            self._handle(message)
        if self._client.closed and self.state is not LinkState.CLOSED:
            self._set_state(LinkState.CLOSED)

    def _handle(self, message: HostMessage) -> None:
        if isinstance(message, Welcome):
            self._version = -1
            self.seat = message.seat
            self.table = message.table
            self._set_state(LinkState.CONNECTED)
            self.welcomed.emit(message.table)
        elif isinstance(message, ViewMessage):
            if message.version >= self._version:
                self._version, self.view = message.version, message.view
                self.viewChanged.emit(message.view)
        elif isinstance(message, Ack | Refused):
            self.book.answer(message.seq)
            if isinstance(message, Ack):
                self.acked.emit(message.seq)
            else:
                self.refused.emit(message.seq, message.code, message.message, message.params)
        elif isinstance(message, ErrorMessage):
            self.errorReceived.emit(message.code, message.message)

    def _set_state(self, state: LinkState) -> None:
        if state is not self.state:
            self.state = state
            self.stateChanged.emit(state.value)
