"""The in-process transport (hot-seat, bots, tests): a client that talks to a table
session inside the same process through the very same bytes, validation and per-seat
view path as a TCP client — only the socket is missing.

Owns ``LocalClient``; its view is kept by ``netproto.view_replica`` (full views, and
patches when its hello asked for them); its requests (acts, questions) go through the one
``request`` method and a ``netproto.request_book`` (no link to wait for: a request after
the connection closed is refused ``offline``). Must not import Qt or desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from netproto.frames import FrameError
from netproto.messages import (
    PROTO,
    Ack,
    Bye,
    ClientMessage,
    ErrorMessage,
    Hello,
    HostMessage,
    JoinAs,
    PatchMessage,
    Ping,
    Pong,
    Profile,
    Refused,
    Request,
    Resync,
    ViewMessage,
    Welcome,
)
from netproto.protocol import ProtocolCore, Side
from netproto.request_book import Link, RequestBook
from netproto.session import TableSession
from netproto.storage import app_version
from netproto.view_replica import Update, ViewReplica


class LocalClient:
    def __init__(self, session: TableSession,
                 on_message: Callable[[HostMessage], None] | None = None, *,
                 host_own: bool = False) -> None:
        self.session = session
        # the host's own client (his seat, his bots, his projector): it comes in with the
        # table's password, which the host set himself, and never asks anybody for it
        self.host_own = host_own
        self.on_message = on_message
        self.core = ProtocolCore(Side.CLIENT)
        self.received: list[HostMessage] = []
        self.replica = ViewReplica()
        self.token: str | None = None
        self.seat: int | None = None
        self.error: ErrorMessage | None = None
        self.closed = False
        self.results: dict[int, Ack | Refused] = {}
        self.book = RequestBook(resends=False)  # in-process: answered at once or never
        self.conn = session.open(self._deliver)

    @property
    def view(self) -> dict[str, Any] | None:
        return self.replica.view

    @property
    def version(self) -> int:
        return self.replica.version

    # the session calls this for every message to us (None: we are closed)
    def _deliver(self, message: HostMessage | None) -> None:
        if message is None:
            self.closed = True
            return
        try:
            frame = ProtocolCore.encode(message)
        except FrameError:  # pragma: no cover - views are kept small; as the TCP host does
            return
        for decoded in self.core.receive(frame):
            self._handle(decoded)

    def _handle(self, message: HostMessage) -> None:
        self.received.append(message)
        if isinstance(message, Welcome):
            self.token = message.token or self.token
            self.seat = message.seat
            self.replica.reset()  # a new connection (maybe to a restarted host) counts anew
        elif isinstance(message, ViewMessage):
            self.replica.full(message)
        elif isinstance(message, PatchMessage):
            if self.replica.patch(message) is Update.RESYNC:
                self.send(Resync())
        elif isinstance(message, Ack | Refused):
            self.book.answer(message.seq)
            self.results[message.seq] = message
        elif isinstance(message, ErrorMessage):
            self.error = message
        elif isinstance(message, Ping):
            self.send(Pong())
        if self.on_message is not None:
            self.on_message(message)

    def send(self, message: ClientMessage) -> None:
        if not self.closed:
            self.session.receive_bytes(self.conn, ProtocolCore.encode(message))

    def hello(self, name: str, *, spectator: bool = False, token: str | None = None,
              password: str | None = None, profile: Profile | None = None,
              reserve: bool = False, patches: bool = False,
              since: dict[str, int] | None = None, graveyard: bool = False,
              player_id: str | None = None) -> None:
        """``patches``: ask for views as changes (RFC 6902) after the first full view;
        ``since``: the records of each log held (the first view catches up from there);
        ``graveyard``: a spectator who reads and writes in the room of the dead."""
        if self.host_own and password is None:
            password = self.session.config.password
        self.send(Hello(PROTO, app_version(), name,
                        JoinAs.SPECTATOR if spectator else JoinAs.PLAYER, token, password,
                        profile or Profile(), reserve, patches, since, graveyard,
                        player_id))

    def request(self, message: Request) -> Ack | Refused | None:
        """Send a request (``ActMessage.of(...)``, ``AskMessage.of(...)``); returns the
        host's answer (delivered synchronously in-process; ``results`` keeps it by seq)."""
        opened = self.book.open(message, Link.CLOSED if self.closed else Link.UP)
        if opened.refused is not None:
            self.results[opened.seq] = opened.refused
        elif opened.send is not None:
            self.send(opened.send)
        return self.results.get(opened.seq)

    def bye(self) -> None:
        self.send(Bye())
