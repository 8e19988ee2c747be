"""Item views whose rows are as tall as their wrapped text: ``WrapDelegate`` measures each
cell's text at its column's width (a tree or table otherwise keeps one line a row and
elides the rest — the replay's moments read «Борис — …»), and lays the rows out again when a
column's width changes.

Owns ``WrapDelegate`` only. Must not import any window.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
)

PADDING = 8  # the style's margins around a cell's text, both sides together


class WrapDelegate(QStyledItemDelegate):
    """Wraps every cell's text of ``view`` at its column's width (no "…")."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        if isinstance(view, QTreeView):
            view.setUniformRowHeights(False)
        header = self._header()
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self.view.doItemsLayout)
        if header is not None:
            header.sectionResized.connect(lambda *_: self._relayout.start())

    def _header(self) -> QHeaderView | None:
        if isinstance(self.view, QTreeView):
            return self.view.header()
        horizontal = getattr(self.view, "horizontalHeader", None)
        return horizontal() if horizontal is not None else None

    def _column_width(self, column: int) -> int:
        header = self._header()
        return header.sectionSize(column) if header is not None else self.view.width()

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt override
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        if not item.text:
            return base
        width = self._column_width(index.column())
        if item.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration:
            width -= item.decorationSize.width() + PADDING // 2
        if isinstance(self.view, QTreeView) and index.column() == 0:
            width -= self.view.indentation() if self.view.rootIsDecorated() else 0
        # the text's margins in the cell, as the common style draws them
        style = self.view.style()
        width -= 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, item,
                                        self.view) + 1)
        bounds = QFontMetrics(item.font).boundingRect(
            QRect(0, 0, max(24, width), 1 << 20),
            int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), item.text)
        # not the base height: the style wraps the text at a width it guesses
        icon = (item.decorationSize.height()
                if item.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration else 0)
        return QSize(base.width(), max(icon, bounds.height()) + PADDING // 2 + 2)
