"""A player's link to a table, the same for every window: over the LAN
(``netproto.qt_client.QtTableClient``) or to a table hosted in this very process
(``LocalTableClient``: the host who also plays, hot-seat seats, scripted seats in tests).

Owns ``LocalTableClient``, a Qt object with the signals and methods of ``QtTableClient``
(``viewChanged``, ``stateChanged``, ``acked``, ``refused``, ``errorReceived``,
``welcomed``; ``act``, ``ask``, ``close``) whose bytes go through the real protocol core and
the session's per-seat views, only without a socket. Windows take either kind. Answers are
delivered from the event loop, never from inside the caller's ``act`` (a window is never
re-rendered under its own click handler). Must not import any window.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from engine.commands import Action
from netproto.act_queue import PendingAct
from netproto.inprocess import LocalClient
from netproto.messages import (
    Ack,
    ErrorMessage,
    HostMessage,
    Profile,
    Refused,
    ViewMessage,
    Welcome,
)
from netproto.qt_client import LinkState
from netproto.session import TableSession


class TableLink(Protocol):
    """What a window needs of a link (both client kinds have it)."""

    name: str
    state: LinkState
    view: dict[str, Any] | None

    def act(self, do: Action | str, **fields: Any) -> int: ...

    def pending_acts(self) -> list[PendingAct]: ...

    def ask(self, text: str) -> int: ...

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
        self._version = -1
        self._client = LocalClient(session, self._on_message, host_own=host_own)
        self._client.hello(name, spectator=spectator, token=token, password=password,
                           profile=profile, reserve=reserve)

    @property
    def token(self) -> str | None:
        return self._client.token

    def act(self, do: Action | str, **fields: Any) -> int:
        if self.state is not LinkState.CONNECTED:
            seq = self._client._seq + 1
            self._client._seq = seq
            QTimer.singleShot(0, self, lambda: self.refused.emit(
                seq, "offline", "Not connected to the table.", {}))
            return seq
        self._client.act(do, **fields)
        return self._client._seq

    def pending_acts(self) -> list[PendingAct]:
        return []  # no link to wait for

    def ask(self, text: str) -> int:
        self._client.ask(text)
        return self._client._seq

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
        elif isinstance(message, Ack):
            self.acked.emit(message.seq)
        elif isinstance(message, Refused):
            self.refused.emit(message.seq, message.code, message.message, message.params)
        elif isinstance(message, ErrorMessage):
            self.errorReceived.emit(message.code, message.message)

    def _set_state(self, state: LinkState) -> None:
        if state is not self.state:
            self.state = state
            self.stateChanged.emit(state.value)
