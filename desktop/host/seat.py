"""The host's own seat at his table: ``OwnSeat`` — the "Your own seat" box of the lobby
column (the name he plays under, take and leave the seat) and his player window, joined to
the session in-process; the seat is remembered in the token store so a resumed table gives
it back (``HOST_SEAT_KEY``).

Owns which seat is the host's (``name``) and his player window. Asks the session for the
seat through its host-operator methods and the in-process link; never computes a rule.
Its words keep the console's translation context ("HostConsole"). The player window is
imported lazily (it may be missing); must not import the console.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from netproto.messages import Profile
from netproto.session import TableSession, TableState

HOST_SEAT_KEY = "host:"  # token-store key prefix: the seat the host took at a table


class OwnSeat(QObject):
    """The host's own seat. ``session``: the table (None before it opens); ``warn``: shows
    a message that does not block (the console's); ``approve_own``: lets a seat the host
    made himself in without approval. ``changed`` is emitted when he takes or leaves it."""

    changed = Signal()

    def __init__(self, app: Any, warn: Callable[[str, str], Any],
                 approve_own: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.warn = warn
        self.approve_own = approve_own
        self.session: TableSession | None = None
        self.name: str | None = None  # the host plays at this table as …
        self.link: Any = None
        self.window: Any = None
        self.box = QGroupBox()
        self.label = QLabel()
        self.edit = QLineEdit()
        self.edit.setMaxLength(40)
        self.edit.returnPressed.connect(self.take)
        self.take_button = QPushButton()
        self.take_button.clicked.connect(self.take)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setProperty("hint", True)
        self.label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.take_button)
        row.addWidget(self.leave_button)
        layout = QVBoxLayout(self.box)
        layout.addWidget(self.label)
        layout.addLayout(row)
        layout.addWidget(self.hint)

    def _no_seat(self, text: str) -> None:
        self.warn(QCoreApplication.translate("HostConsole", "No seat taken"), text)

    def take(self) -> None:
        """Play at this table too: a seat for the host and his player window."""
        session = self.session
        name = " ".join(self.edit.text().split())
        if session is None or self.name is not None or session.state is not TableState.LOBBY:
            return
        if not name:
            self._no_seat(QCoreApplication.translate("HostConsole",
                                                     "Write the name you play under."))
            return
        try:
            from desktop.seat.window import PlayerWindow
        except ImportError:
            self._no_seat(QCoreApplication.translate(
                "HostConsole", "The player window is not available in this version."))
            return
        from desktop.link import LocalTableClient
        from desktop.texts import link_error

        link = LocalTableClient(session, name, host_own=True,
                                profile=Profile.from_plain(self.app.settings.profile))
        self.approve_own(name)
        seat = session.registration(name)
        if seat is None or seat.conn is None:
            error = link._client.error
            link.close()
            self._no_seat(link_error(error.code, error.message) if error else "")
            return
        self.name = name
        self.link = link
        self.app.token_store.put(HOST_SEAT_KEY + session.table_id, name, seat.token)
        self.app.settings.player_name = name
        self.app.store_settings()
        self.window = PlayerWindow(self.app, link)
        self.app.keep(self.window)
        self.window.show()
        self.changed.emit()

    def reclaim(self) -> None:
        """A resumed table where the host had a seat: he plays on (and sees no god view)."""
        session = self.session
        if session is None:
            return
        entry = self.app.token_store.get(HOST_SEAT_KEY + session.table_id)
        if entry is None or session.registration(entry[0]) is None:
            return
        self.name = entry[0]
        self.open_window()

    def open_window(self) -> None:
        """The host's player window (again): a new in-process link to his seat."""
        session = self.session
        if session is None or self.name is None:
            return
        if self.window is not None:
            try:
                if self.window.isVisible():
                    self.window.raise_()
                    self.window.activateWindow()
                    return
            except RuntimeError:  # the window is gone
                pass
        try:
            from desktop.seat.window import PlayerWindow
        except ImportError:
            return
        from desktop.link import LocalTableClient

        seat = session.registration(self.name)
        if seat is None:
            return
        self.link = LocalTableClient(session, self.name, token=seat.token)
        self.window = PlayerWindow(self.app, self.link)
        self.app.keep(self.window)
        self.window.show()

    def leave(self) -> None:
        """The host gives his seat up (in the lobby only)."""
        session = self.session
        if session is None or self.name is None or session.state is not TableState.LOBBY:
            return
        name, self.name = self.name, None
        self.close_window()
        if session.registration(name) is not None:
            session.kick(name)
        self.app.token_store.forget(HOST_SEAT_KEY + session.table_id)
        self.changed.emit()

    def close_window(self) -> None:
        window, self.window = self.window, None
        if window is not None:
            with contextlib.suppress(RuntimeError):
                window.close()
        if self.link is not None:
            self.link.close()
            self.link = None

    # ------------------------------------------------------------------ rendering

    def refresh(self) -> None:
        playing = self.name is not None
        self.edit.setVisible(not playing)
        self.take_button.setVisible(not playing)
        self.leave_button.setVisible(playing)
        self.label.setText(QCoreApplication.translate(
            "HostConsole", "You play at this table as %1.").replace("%1", self.name)
            if playing else QCoreApplication.translate("HostConsole",
                                                       "Play at this table too, as:"))
        self.hint.setText(QCoreApplication.translate(
            "HostConsole", "You play like everybody else; the god view stays closed to you.")
            if playing else QCoreApplication.translate(
                "HostConsole", "Without a seat you moderate, and the console shows you every "
                "role during the game."))

    def retranslate(self) -> None:
        self.box.setTitle(QCoreApplication.translate("HostConsole", "Your own seat"))
        self.edit.setPlaceholderText(QCoreApplication.translate("HostConsole", "your name"))
        self.take_button.setText(QCoreApplication.translate("HostConsole", "Take a seat"))
        self.leave_button.setText(QCoreApplication.translate("HostConsole", "Leave the seat"))
