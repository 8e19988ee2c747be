"""The answer line under a player's panel: what the table said to what he sent ("Accepted
— nomination: Dan.", a refusal and why), one line whose room is kept while it is empty.

Owns ``AnswerLine``. Shown and hidden, a line that took room moved every field above it
(a click meant for the chat's Send landed on the line above): its height is fixed and
kept when hidden; a text too long for it is cut with "…" and read whole in its tooltip.
Must not import any window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from desktop import theme

PADDING = 6  # pixels around the text
COLOURS = {True: "#2f7a3f", False: "#a93226"}  # done, refused


class AnswerLine(QLabel):
    """``say(ok, text)`` shows an answer, ``clear()`` hides it; ``full_text()``: the
    answer whole (``text()`` may be cut to the line's width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("feedback")
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        # its width is the panel's: a long answer is cut, it never widens the window
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        self.setSizePolicy(policy)
        self.setMinimumWidth(1)
        self._fit()
        self.hide()

    def say(self, ok: bool, text: str) -> None:
        theme.set_style_sheet(self, f"color: white; background: {COLOURS[ok]}; "
                                    f"padding: {PADDING}px; border-radius: 4px;")
        self.setToolTip(text)
        self.setText(text)
        self.show()
        self._elide()

    def clear(self) -> None:
        super().clear()
        self.setToolTip("")
        self.hide()

    def full_text(self) -> str:
        return self.toolTip()

    def _fit(self) -> None:
        self.setFixedHeight(self.fontMetrics().height() + 2 * PADDING + 2)
        self._elide()

    def _elide(self) -> None:
        text = self.toolTip()
        if not self.isVisible():  # no width yet: the whole text, cut once shown
            self.setText(text)
            return
        room = self.width() - 2 * PADDING - 4
        self.setText(self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                   max(room, 40)))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FontChange:
            self._fit()
        super().changeEvent(event)
