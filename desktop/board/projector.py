"""The projector: the public board, full screen and readable from across a room.

Owns ``ProjectorWindow`` (the board full screen on a spectator link, F11 / Esc, a flash
and a sound at every phase change, the narrator's voice and captions: R, S, M). The board
itself, ``PublicBoard``, lives in ``desktop.board.public_board`` (its parts in
``desktop.board``) and is re-exported here with the names other modules import.
Renders views, never computes a rule. Must not import another window, nor engine state
(only the view dicts).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from desktop.board.public_board import (
    BASE_SIZE,
    BG,
    CARD,
    CARD_DEAD,
    DEATH_EVENTS,
    GOLD,
    MUTED,
    PANEL,
    RECENT_EVENTS,
    TEXT,
    ElidedLabel,
    PhaseBanner,
    PlayerCard,
    PublicBoard,
    TallyChart,
    board_css,
    hhmm,
    is_public,
    phase_key,
)
from desktop.narration.captions import TableNarration
from desktop.screen_fit import fit_to_screen
from desktop.sounds import Cue
from desktop.view_access import phase_of, table_of
from desktop.widgets.qr_code import WebSeatsBox

__all__ = [  # what other modules and the tests import from here
    "ProjectorWindow", "BASE_SIZE", "BG", "CARD", "CARD_DEAD", "DEATH_EVENTS", "GOLD", "MUTED",
    "PANEL", "RECENT_EVENTS", "TEXT", "ElidedLabel", "PhaseBanner",
    "PlayerCard", "PublicBoard", "TallyChart", "board_css", "hhmm", "phase_key", "is_public",
]

HINT_MS = 6000  # how long the full-screen key hint stays


class ProjectorWindow(QMainWindow):
    """The public board on a spectator link, meant for a projector or a second screen.
    F11 toggles full screen, Esc leaves it. The window owns ``link`` and closes it when
    it closes. ``full_screen``: go full screen when first shown."""

    def __init__(self, app: Any, link: Any, parent: QWidget | None = None, *,
                 full_screen: bool = True, narrate: bool = True) -> None:
        super().__init__(parent)
        self.app = app
        self.link = link
        self._full_screen_at_show = full_screen
        self._shown_once = False
        self._last_key: tuple[Any, ...] | None = None
        self.board = PublicBoard(self)
        self.setCentralWidget(self.board)
        fit_to_screen(self, 1280, 800)
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.leave_full_screen)
        # how to leave (or take) full screen, said for a few seconds whenever it changes
        self.hint = QLabel(self)
        self.hint.setObjectName("screen-hint")
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hint.setStyleSheet("background: rgba(0, 0, 0, 170); color: white; "
                                "font-size: 18px; padding: 8px 16px; border-radius: 8px;")
        self.hint.hide()
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.hint.hide)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.board.tick)
        self._timer.start()
        # the narrator (issue 32): R repeats the last line, S skips, M mutes
        self.narration = TableNarration(self, app) if narrate else None
        if self.narration is not None:
            self._timer.timeout.connect(self.narration.tick)
        link.viewChanged.connect(self.show_view)
        if hasattr(link, "stateChanged"):
            link.stateChanged.connect(self._link_state)
        self.retranslate()
        if getattr(link, "view", None):
            self.show_view(link.view)
        self._link_state()

    def show_view(self, view: dict[str, Any]) -> None:
        key = phase_key(view)
        changed = self._last_key is not None and key != self._last_key
        self._last_key = key
        self.board.show_view(view)
        self.retranslate()
        if self.narration is not None:
            self.narration.feed(view)
        if changed:
            self.board.banner.flash()
            over = phase_of(view) == "over"
            self.app.sounds.play(Cue.OVER if over else Cue.PHASE)

    def _link_state(self, *_: Any) -> None:
        state = str(getattr(getattr(self.link, "state", None), "value",
                            getattr(self.link, "state", "")))
        label = self.board.banner.status
        if state in ("connected", ""):
            label.hide()
            return
        if state == "connecting":
            label.setText(self.tr("Connecting to the table…"))
        elif state == "closed":
            label.setText(self.tr("Disconnected from the table"))
        else:
            label.setText(self.tr("Connection lost: reconnecting…"))
        label.show()

    def show_hint(self) -> None:
        """The key to press, at the bottom centre, for HINT_MS."""
        self.hint.setText(self.tr("F11 or Esc: leave full screen") if self.isFullScreen()
                          else self.tr("F11: full screen"))
        self.hint.adjustSize()
        self.hint.move(self._hint_place())
        self.hint.show()
        self.hint.raise_()
        self._hint_timer.start(HINT_MS)

    def _hint_place(self) -> QPoint:
        """A bottom corner (else the top centre) where the hint covers no QR code: at the
        bottom centre of a 1366-pixel screen it lay over the phones' code."""
        width, height, margin = self.hint.width(), self.hint.height(), 24
        codes = [QRect(box.mapTo(self, QPoint(0, 0)), box.size())
                 for box in self.board.findChildren(WebSeatsBox) if box.isVisible()]
        bottom = self.height() - height - margin
        for place in (QPoint(self.width() - width - margin, bottom), QPoint(margin, bottom),
                      QPoint((self.width() - width) // 2, margin)):
            if not any(QRect(place, self.hint.size()).intersects(code) for code in codes):
                return place
        return QPoint((self.width() - width) // 2, margin)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if self._full_screen_at_show:
                QTimer.singleShot(0, self, self.showFullScreen)

    def retranslate(self) -> None:
        name = table_of(self.board.view).get("name") or ""
        self.setWindowTitle(self.tr("Projector — %1").replace("%1", name) if name
                            else self.tr("Projector"))
        self._link_state()

    def contextMenuEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if self.narration is not None:  # the narrator's voice, rate, volume, captions
            self.narration.open_menu(event.globalPos())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.narration is not None:
            self.narration.resized()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange and self.isVisible():
            QTimer.singleShot(0, self, self.show_hint)  # once the new size is known
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._timer.stop()
        with contextlib.suppress(RuntimeError):  # the link may be gone with its owner
            self.link.close()
        super().closeEvent(event)
