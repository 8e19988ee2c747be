"""The graveyard tab of the player's window: the room of the players out of the game and
the spectators, with its line to write in.

Owns ``GraveyardTab``: what the room is (a note), its log and its input. The panel adds
the tab only while the view carries the room (``desktop.view_access.graveyard_of``: a seat
out of the game, a spectator who asked for it) and sends what is typed as a ``say`` on
the ``graveyard`` channel; the table refuses anybody else. Must not import other windows,
nor engine state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from desktop.texts import Genders
from desktop.view_access import graveyard_of
from desktop.widgets.events import EventLog

CHANNEL = "graveyard"  # the act's channel (docs/protocol.md, "The graveyard")


class GraveyardTab(QWidget):
    def __init__(self, *, read_only: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read_only = read_only
        box = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setObjectName("graveyard-note")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.log = EventLog(self)
        self.log.setObjectName("graveyard-log")
        box.addWidget(self.log, 1)
        row = QHBoxLayout()
        self.input = QLineEdit(self)
        self.input.setObjectName("graveyard-input")
        self.send = QPushButton(self)
        self.send.setObjectName("graveyard-send")
        row.addWidget(self.input, 1)
        row.addWidget(self.send)
        box.addLayout(row)
        for widget in (self.input, self.send):
            widget.setVisible(not read_only)
        self.retranslate()

    def retranslate(self) -> None:
        self.note.setText(self.tr(
            "The graveyard: the players out of the game and the spectators talk here. "
            "Nobody still in the game reads it, and nothing said here reaches them."))
        self.input.setPlaceholderText(self.tr("Only the dead and the spectators read this…"))
        self.send.setText(self.tr("Send"))

    def show_room(self, view: Any, genders: Genders, *, can_write: bool) -> bool:
        """Take the view's room; True if a line is new."""
        room = graveyard_of(view)
        if room is None:
            return False
        for widget in (self.input, self.send):
            widget.setEnabled(can_write)
        return self.log.merge(room.get("channel") or [], int(room.get("channel_from", 0)),
                              genders)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
