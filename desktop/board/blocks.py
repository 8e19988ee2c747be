"""The public board's building blocks: a label of a style class, a panel of a list or of a
text, a passive list and how to fill it, a one-line label that elides, the re-polish after
a property change, and the hour of a game-clock moment.

Owns ``label``, ``ListPanel``, ``LinesPanel``, ``TextPanel``, ``passive_list``, ``fill_list``,
``hide_cut_rows``, ``WholeLineList``, ``repolish``, ``lighter``, ``hhmm``,
``ElidedLabel`` and ``FittedLabel``. Must not import any board part, any window, nor
engine state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


def hhmm(moment: str | None) -> str:
    """ "d2 19:30" → "19:30" """
    return (moment or "").split(" ")[-1]


def repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    for child in widget.findChildren(QWidget):
        style.unpolish(child)
        style.polish(child)


def label(cls: str, text: str = "", *, wrap: bool = False,
          parent: QWidget | None = None) -> QLabel:
    """A plain-text label of the style class ``cls``."""
    widget = QLabel(text, parent)
    widget.setProperty("cls", cls)
    widget.setWordWrap(wrap)
    widget.setTextFormat(Qt.TextFormat.PlainText)  # names and chat are never markup
    return widget


def passive_list(widget: QListWidget) -> QListWidget:
    """A list that only shows: no focus, no selection, no scroll bars, as tall as its lines."""
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    widget.setSelectionMode(QListWidget.SelectionMode.NoSelection)
    widget.setWordWrap(True)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
    return widget


def fill_list(widget: QListWidget, lines: list[str]) -> None:
    widget.clear()
    for line in lines:
        item = QListWidgetItem(line)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        widget.addItem(item)
    hide_cut_rows(widget)


def hide_cut_rows(widget: QListWidget) -> None:
    """A list without scroll bars shows whole lines only: the rows that would be cut at its
    bottom edge are hidden (the projector's oldest event line is not shown in half) — the
    first one too, when even it does not fit. Measured on the list's own layout of its
    rows (a wrapped row is as tall as it is drawn)."""
    count = widget.count()
    for index in range(count):
        widget.item(index).setHidden(False)
    if not count:
        return
    widget.doItemsLayout()
    height = widget.viewport().height()
    cut = False
    for index in range(count):
        item = widget.item(index)
        if not cut:
            rect = widget.visualItemRect(item)
            cut = rect.y() + rect.height() > height
        item.setHidden(cut)


def lighter(colour: str) -> str:
    return QColor(colour).lighter(165).name() if colour else ""


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" instead of growing (a long name
    must not widen the grid). ``text()`` stays the whole text."""

    def __init__(self, cls: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", cls)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(10, super().minimumSizeHint().height())

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self.contentsRect()
        shown = QFontMetrics(self.font()).elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                                     rect.width())
        painter.drawText(rect, int(self.alignment()), shown)
        painter.end()


class FittedLabel(ElidedLabel):
    """A one-line label that first draws its text smaller (down to ``least`` of its font)
    to show it whole in a narrow card — «Мирный», not «Мирн…» — and only then elides."""

    def __init__(self, cls: str, parent: QWidget | None = None, *, least: float = 0.7) -> None:
        super().__init__(cls, parent)
        self.least = least

    def fitted_font(self) -> QFont:
        """The font the text is drawn in: the label's, or smaller to fit its width."""
        font = QFont(self.font())
        width = self.contentsRect().width()
        size = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 4 / 3)
        floor = max(6, round(size * self.least))
        while size > floor and QFontMetrics(font).horizontalAdvance(self.text()) > width:
            size -= 1
            font.setPixelSize(size)
        return font

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        font = self.fitted_font()
        painter.setFont(font)
        rect = self.contentsRect()
        shown = QFontMetrics(font).elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              rect.width())
        painter.drawText(rect, int(self.alignment()), shown)
        painter.end()


class WholeLineList(QListWidget):
    """A passive list that shows whole lines only, at any size (``hide_cut_rows``)."""

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        hide_cut_rows(self)


class ListPanel(QFrame):
    """A panel of the board: a section title over a passive list (``lines``)."""

    def __init__(self, parent: QWidget | None = None, *, stretch: int = 0) -> None:
        super().__init__(parent)
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        self.title = label("section", parent=self)
        self.lines = passive_list(WholeLineList(self))
        box.addWidget(self.title)
        box.addWidget(self.lines, stretch)


class LinesPanel(QFrame):
    """A panel of the board: a section title over whole lines, each a wrapped label — as
    tall as its lines need (the host's answers are never cut)."""

    def __init__(self, parent: QWidget | None = None, *, cls: str = "body") -> None:
        super().__init__(parent)
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._cls = cls
        box = QVBoxLayout(self)
        self.title = label("section", parent=self)
        box.addWidget(self.title)
        self.labels: list[QLabel] = []

    def set_lines(self, lines: list[str]) -> None:
        box = self.layout()
        while len(self.labels) > len(lines):
            self.labels.pop().deleteLater()
        while len(self.labels) < len(lines):
            line = label(self._cls, wrap=True, parent=self)
            line.setProperty("line", True)
            self.labels.append(line)
            box.addWidget(line)
        for widget, text in zip(self.labels, lines, strict=True):
            widget.setText(text)

    def lines(self) -> list[str]:
        return [widget.text() for widget in self.labels]


class TextPanel(QFrame):
    """A panel of the board: a section title over a wrapped text (``body``)."""

    def __init__(self, parent: QWidget | None = None, *, cls: str = "body") -> None:
        super().__init__(parent)
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        self.title = label("section", parent=self)
        self.body = label(cls, wrap=True, parent=self)
        box.addWidget(self.title)
        box.addWidget(self.body)
