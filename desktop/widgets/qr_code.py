"""The browser seats' address as a QR code a phone's camera reads: ``QrCode`` draws the
matrix (``segno``) crisp — black modules on white, a quiet zone of four modules, every
module the same whole number of pixels — and ``WebSeatsBox`` puts a caption over it and the
address under (or beside) it; hidden while the table serves no web page.

Owns the two widgets and ``qr_matrix``. The host console, the projector's lobby and its
board use them; the owner says how big the code should be (``set_target``) and passes the
address (``view.table.web``, or None). Its labels carry the board's style classes
(``section``, ``body``) so the public board styles them; elsewhere they keep the window's
look. Must not import any window, nor netproto or engine.
"""

from __future__ import annotations

from typing import Any

import segno
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

QUIET_ZONE = 4  # modules of white around the code (ISO/IEC 18004)
DARK = QColor("#000000")
LIGHT = QColor("#ffffff")


def qr_matrix(text: str) -> list[list[bool]]:
    """The code's modules, row by row (True: dark), without the quiet zone. The smallest
    version that holds ``text``, at the best error correction that version allows: the
    fewer the modules, the bigger each one on the screen and the farther a camera reads it."""
    code = segno.make(text, error="l", boost_error=True, micro=False)
    return [[bool(module) for module in row] for row in code.matrix]


class QrCode(QWidget):
    """The code of ``text()``, as big as ``set_target(side)`` allows in whole pixels per
    module (its size is fixed to that square, quiet zone included)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._matrix: list[list[bool]] = []
        self._target = 200
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._fit()

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self._matrix = qr_matrix(text) if text else []
        self._fit()
        self.update()

    def matrix(self) -> list[list[bool]]:
        """The modules drawn (without the quiet zone)."""
        return [list(row) for row in self._matrix]

    def set_target(self, side: int) -> None:
        """The side in pixels the code should take at most (it is never below 2 px a
        module: a smaller code would not be read at all)."""
        side = max(1, int(side))
        if side != self._target:
            self._target = side
            self._fit()

    def modules(self) -> int:
        """The side in modules, quiet zone included."""
        return len(self._matrix) + 2 * QUIET_ZONE if self._matrix else 0

    def module_px(self) -> int:
        count = self.modules()
        return max(2, self._target // count) if count else 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        side = self.modules() * self.module_px()
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def _fit(self) -> None:
        self.setFixedSize(self.sizeHint())
        self.update()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(self.rect(), LIGHT)
        unit = self.module_px()
        offset = QUIET_ZONE * unit
        for y, row in enumerate(self._matrix):
            x = 0
            while x < len(row):  # a run of dark modules as one rectangle
                if not row[x]:
                    x += 1
                    continue
                start = x
                while x < len(row) and row[x]:
                    x += 1
                painter.fillRect(offset + start * unit, offset + y * unit,
                                 (x - start) * unit, unit, DARK)
        painter.end()


class WebSeatsBox(QFrame):
    """«Play from your phone: scan the code», the code and the address under it
    (``vertical``) or beside it. ``show_url(None)`` hides the box."""

    def __init__(self, parent: QWidget | None = None, *, vertical: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("web-seats")
        self.caption = QLabel(self)
        self.caption.setProperty("cls", "section")
        self.caption.setWordWrap(True)
        self.code = QrCode(self)
        self.address = QLabel(self)
        self.address.setProperty("cls", "body")
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        direction = (QBoxLayout.Direction.TopToBottom if vertical
                     else QBoxLayout.Direction.LeftToRight)
        box = QBoxLayout(direction, self)
        box.setContentsMargins(0, 0, 0, 0)
        if vertical:
            for label in (self.caption, self.address):
                label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(self.caption)
            box.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(self.address)
        else:
            texts = QVBoxLayout()
            texts.addWidget(self.caption)
            texts.addWidget(self.address)
            texts.addStretch(1)
            box.addWidget(self.code, 0, Qt.AlignmentFlag.AlignTop)
            box.addLayout(texts, 1)
        self.retranslate()
        self.hide()

    def url(self) -> str | None:
        return self.code.text() or None

    def show_url(self, url: str | None) -> None:
        """The address to show, or None: no web page is served (the box hides). The code
        carries all of it, the host's key in its fragment (``#k=…``: a scanned page is
        sealed); the text, for typing, the address without it."""
        self.code.set_text(url or "")
        self.address.setText((url or "").split("#", 1)[0])
        self.setVisible(bool(url))

    def set_target(self, side: int) -> None:
        self.code.set_target(side)

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Play from your phone: scan the code"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
