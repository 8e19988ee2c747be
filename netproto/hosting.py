"""A table hosted from this process (the host console's table): the session, the QtNetwork
host listening for players and, when asked, the table's announcement on the LAN kept up
to date.

Owns ``HostedTable`` (create a new table, or resume a saved game on its old ports — the
table's and the phones' page's — saying which it could not have, and why) and
``HostingError``. The table never starts by itself when the lobby fills: the host presses
Start. Must not import desktop or any Qt widget module (QtCore and QtNetwork only).
"""

from __future__ import annotations

import contextlib
import socket
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from netproto.discovery import TableAdvertiser
from netproto.host_key import HostKeyError
from netproto.messages import CloseReason
from netproto.qt_host import QtTableHost
from netproto.qt_web_host import serve_web
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import LogError, LogInUse, load_log

__all__ = ["HostedTable", "HostingError"]


class HostingError(Exception):
    """A table that cannot be hosted: the port is taken, the saved game cannot be read."""


def lan_address() -> str:
    """The IPv4 address of the interface holding the default route (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("192.0.2.1", 9))  # TEST-NET-1, never contacted
            return str(sock.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class HostedTable(QObject):
    """``changed`` after every change of the session; ``connectionsChanged`` with the number
    of network connections. ``dropped``: what a resumed log lost (in words), else None.
    ``advertise_error``: why the LAN announcement failed (the table runs anyway).
    ``moved``: a resumed table's ports it could not have again — (what: "table" or "web",
    the old port, why), the table running on other ones."""

    changed = Signal()
    connectionsChanged = Signal(int)

    def __init__(self, session: TableSession, interfaces: list[str] | None, *,
                 advertise: bool = True, port: int = 0, dropped: str | None = None,
                 web: bool = True, web_port: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.interfaces = list(interfaces) if interfaces else None
        self.dropped = dropped
        self.advertiser: TableAdvertiser | None = None
        self.advertise_error: str | None = None
        self.closed = False
        self.listen_address = self.interfaces[0] if self.interfaces else "0.0.0.0"
        self.moved: list[tuple[str, int, str]] = []
        try:
            self.host = QtTableHost(session, self)
        except HostKeyError as exc:
            raise HostingError(str(exc)) from None
        ports = [port] if port or not session.port else [session.port, 0]
        refused = ""
        for candidate in ports:  # a resumed table tries its old port first
            if self.host.listen(self.listen_address, candidate):
                break
            refused = refused or self.host.error_text()
        else:
            error = self.host.error_text()
            self.host.close()
            raise HostingError(f"cannot listen on {self.listen_address}:{ports[0]}: {error}")
        if self.host.port != ports[0] and ports[0]:
            self.moved.append(("table", ports[0], refused))
        session.port = self.host.port
        self.host.connectionsChanged.connect(self.connectionsChanged)
        # the browser seats (netproto.qt_web_host): why they are not served, if they are not
        self.web_error: str | None = None
        if web:
            served = serve_web(self.host, self.listen_address, self.address, web_port)
            self.web_error = served.error
            if served.moved_from is not None and session.log is not None:
                self.moved.append(("web", served.moved_from, served.moved_reason))
        if session.log is not None:  # a resumed table: its ports, for the next time
            session.log.record_port(self.host.port, session.web_port)
        self._advertised: tuple[str, int, bool, bool, int] | None = None
        if advertise:
            self._start_advertiser()
        session.listeners.append(self._on_change)

    # ------------------------------------------------------------------ construction

    @classmethod
    def create(cls, config: TableConfig, interfaces: list[str] | None, advertise: bool = True,
               port: int = 0, *, web: bool = True,
               web_port: int | None = None) -> HostedTable:
        """A new table in the lobby (raises HostingError, or ValueError for bad options);
        ``web``: serve the browser seats too (on ``web_port``, None: the setting)."""
        return cls(TableSession(config), interfaces, advertise=advertise, port=port, web=web,
                   web_port=web_port)

    @classmethod
    def resume(cls, path: Path, interfaces: list[str] | None,
               advertise: bool = True, *, web: bool = True,
               web_port: int | None = None) -> HostedTable:
        """A saved game, replayed, on the ports it had (any free port if one is taken:
        ``moved`` says so). Raises LogInUse while another table plays it, HostingError
        when it cannot be read or hosted."""
        try:
            loaded = load_log(Path(path))
            session = TableSession.resume(loaded)
        except LogInUse:
            raise  # as it is: the windows say whose it is, in the host's language
        except LogError as exc:
            raise HostingError(str(exc)) from None
        except OSError as exc:
            raise HostingError(f"{Path(path).name}: {exc}") from None
        try:
            return cls(session, interfaces, advertise=advertise, dropped=loaded.dropped,
                       web=web, web_port=web_port)
        except HostingError:
            session.close()
            raise

    # ------------------------------------------------------------------ facts

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def address(self) -> str:
        """The address players type to join (the LAN address when listening on all)."""
        if self.listen_address not in ("0.0.0.0", "::"):
            return self.listen_address
        if self.advertiser is not None:
            return self.advertiser.host_address
        return lan_address()

    def connection_counts(self) -> tuple[int, int, int]:
        """(registered and connected, registered and away, spectators) — the seats, the
        reserves and the registrations waiting for approval; network and in-process."""
        seats = self.session.lobby.everyone()
        connected = sum(1 for s in seats if s.conn is not None)
        spectators = sum(1 for c in self.session.conns.values() if c.spectator and not c.closed)
        return connected, len(seats) - connected, spectators

    # ------------------------------------------------------------------ life

    def close(self, reason: CloseReason | None = None) -> None:
        """Stop announcing, say goodbye to every connection (telling them why: ``reason``,
        by default the host closed the table or the game is over) and close the log.
        Idempotent."""
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(ValueError):
            self.session.listeners.remove(self._on_change)
        if self.advertiser is not None:
            self.advertiser.stop()
            self.advertiser = None
        self.host.close(reason)

    def _start_advertiser(self) -> None:
        info = self.session.table_info()
        try:
            advertiser = TableAdvertiser(info["name"], self.host.port,
                                         interfaces=self.interfaces,
                                         table_id=self.session.table_id,
                                         preset=info["preset"],
                                         takes_reserves=info["takes_reserves"],
                                         fingerprint=self.host.fingerprint)
            advertiser.start(info["seats_taken"], info["seats_total"], info["password"],
                             info["state"] != TableState.LOBBY.value,
                             info["state"] == TableState.OVER.value)
        except (OSError, ValueError, RuntimeError) as exc:
            self.advertise_error = str(exc) or type(exc).__name__
            return
        self.advertiser = advertiser
        self._advertised = self._announced()

    def _announced(self) -> tuple[str, int, bool, bool, int, bool, str]:
        info = self.session.table_info()
        return (info["name"], info["seats_taken"], info["password"],
                info["state"] != TableState.LOBBY.value, info["seats_total"],
                info["state"] == TableState.OVER.value, info["preset"])

    def _on_change(self) -> None:
        if self.advertiser is not None:
            now = self._announced()
            if self._advertised is not None and now != self._advertised:
                # a new name (or rules, in the lobby) needs a new announcement
                if now[0] != self._advertised[0] or now[6] != self._advertised[6]:
                    old, self.advertiser = self.advertiser, None
                    # its goodbye takes a moment: not on the caller's (the GUI's) thread
                    threading.Thread(target=old.stop, daemon=True).start()
                    self._start_advertiser()
                else:
                    with contextlib.suppress(RuntimeError, ValueError):
                        self.advertiser.update(seats_taken=now[1], password=now[2],
                                               running=now[3], seats_total=now[4],
                                               over=now[5])
                    self._advertised = now
        self.changed.emit()
