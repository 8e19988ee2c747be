"""Whose turn it is, in the desktop player window: the line saying how many players the
table still waits for (the view's ``waiting``: a count, never who), and when the seat is
told it has something to do.

Owns ``WaitingLine`` (the count, in the clock bar's row between the clock's texts and the
countdown: its text coming and going moves nothing under the pointer) and ``TurnCue``
(decides from two successive views whether they bring the seat its turn — a phase begins,
a vote opens included, in which it has a legal act whose place (the row's ``place``,
``engine.act_places``) is not the chat nor the concession, or a private result or message
arrives — and keeps the window's title mark until the window is
active). The panel plays the sound and asks for the taskbar's attention; the window
shows the mark. Reads views through ``desktop.view_access`` only; must not import any
window, netproto or the engine beyond its table of places.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from desktop import theme
from desktop.view_access import actions_of, kind_of, messages_of, phase_key, results_of, winner_of
from engine.act_places import Place

TURN_MARK = "● "  # before the window's title while his turn waits to be seen


class WaitingLine(QLabel):
    """"Waiting for 3 more players" (vote and night), "Everybody has made a move", or
    nothing (by day, in the lobby, at the end)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waiting")
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        theme.set_style_sheet(self, "color: #6f6a60; padding: 0 12px;")
        self._count: int | None = None

    def show_view(self, view: dict[str, Any]) -> None:
        count = view.get("waiting")
        self._count = None if count is None or winner_of(view) else int(count)
        self._render()

    def retranslate(self) -> None:
        self._render()

    def _render(self) -> None:
        if self._count is None:
            self.setText("")
        elif self._count > 0:
            self.setText(self.tr("Waiting for %n more player(s)", "", self._count))
        else:
            self.setText(self.tr("Everybody has made a move"))


# the places whose acts are nobody's turn: talking, and conceding (the table never waits
# for a concession)
NO_DUTY = frozenset({Place.CHAT, Place.CONCESSION})


def has_duty(view: dict[str, Any]) -> bool:
    """The seat has something to do now: a legal act other than talking or conceding."""
    return kind_of(view) == "player" and not winner_of(view) and any(
        row.get("legal") and row.get("place") not in NO_DUTY for row in actions_of(view))


def private_count(view: dict[str, Any]) -> int:
    return len(results_of(view)) + int(view.get("messages_from", 0)) + len(messages_of(view))


class TurnCue(QObject):
    """Feeds on the seat's views; ``feed`` says whether this one brings his turn."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._phase: tuple[Any, ...] | None = None
        self._private: int | None = None

    def feed(self, view: dict[str, Any]) -> bool:
        if kind_of(view) != "player":
            self._phase, self._private = phase_key(view), None
            return False
        key, count = phase_key(view), private_count(view)
        turn = (self._phase is not None and key != self._phase and has_duty(view)) or (
            self._private is not None and count > self._private)
        self._phase, self._private = key, count
        return turn


class TitleMark(QObject):
    """The window's title (``title()`` gives it), marked "● Your turn — …" from ``mark``
    until the window is active (he has seen it)."""

    def __init__(self, window: QWidget, title: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self.title = title
        self.marked = False
        window.installEventFilter(self)

    def mark(self) -> None:
        self.marked = not self.window.isActiveWindow()
        self.show()

    def show(self) -> None:
        title = self.title()
        self.window.setWindowTitle(
            TURN_MARK + self.tr("Your turn") + " — " + title if self.marked else title)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.window and event.type() == QEvent.Type.ActivationChange
                and self.marked and self.window.isActiveWindow()):
            self.marked = False  # seen
            self.show()
        return False
