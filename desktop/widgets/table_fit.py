"""A table whose columns are as wide as their contents while they fit, and whose widest
columns give way (their cells elided, whole in the tooltip) when they do not: the column
that takes the rest always keeps room for its header and a few letters — «Сегодня», not
«егодн»; «Игроки», not «грок».

Owns ``ColumnFitter``: it sets the header's modes (the ``stretch`` column stretches, the
others are sized by it), sizes the columns on every resize of the table and whenever the
owner calls ``fit()`` after filling it, and gives every elided cell its whole text as a
tooltip. Must not import any window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableWidget

SLACK = 14  # a section's margins and sort-indicator room around its header text
LEAST_LETTERS = 11  # the stretch column shows at least about this many letters (a role)


class ColumnFitter(QObject):
    """Sizes ``table``'s columns; ``stretch``: the column that takes the room left."""

    def __init__(self, table: QTableWidget, stretch: int) -> None:
        super().__init__(table)
        self.table = table
        self.stretch = stretch
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        table.viewport().installEventFilter(self)
        self._fitting = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize and not self._fitting:
            self.fit()
        return False

    def _header_width(self, column: int) -> int:
        item = self.table.horizontalHeaderItem(column)
        text = item.text() if item is not None else ""
        metrics = QFontMetrics(self.table.horizontalHeader().font())
        return metrics.horizontalAdvance(text) + SLACK

    def fit(self) -> None:
        """Every column at its content's width; if they do not all fit beside the
        stretch column's least width, the widest give way, never below their header."""
        table, header = self.table, self.table.horizontalHeader()
        self._fitting = True
        try:
            columns = [c for c in range(table.columnCount())
                       if c != self.stretch and not table.isColumnHidden(c)]
            widths = {}
            for column in columns:
                content = table.sizeHintForColumn(column)
                widths[column] = max(content, self._header_width(column),
                                     header.minimumSectionSize())  # Qt's floor
            # the stretch column's own text, up to about LEAST_LETTERS letters, stays whole
            letters = (QFontMetrics(table.font()).averageCharWidth() * LEAST_LETTERS + SLACK
                       + self._icon_room(self.stretch))
            least = max(self._header_width(self.stretch),
                        min(table.sizeHintForColumn(self.stretch), letters))
            excess = sum(widths.values()) + least - table.viewport().width()
            while excess > 0:
                # the widest column that may still shrink gives way first
                shrinkable = [c for c in columns if widths[c] > self._header_width(c)]
                if not shrinkable:
                    break
                widest = max(shrinkable, key=lambda c: widths[c])
                floor = self._header_width(widest)
                others = sorted((widths[c] for c in shrinkable if c != widest), reverse=True)
                target = max(floor, others[0] if others else floor, widths[widest] - excess)
                if target >= widths[widest]:
                    target = max(floor, widths[widest] - excess)
                excess -= widths[widest] - target
                widths[widest] = target
            for column, width in widths.items():
                header.resizeSection(column, width)
            self._tooltips()
        finally:
            self._fitting = False

    def _icon_room(self, column: int) -> int:
        """The width an icon takes in ``column``'s cells, if any cell has one."""
        for row in range(self.table.rowCount()):
            item = self.table.item(row, column)
            if item is not None and not item.icon().isNull():
                return self.table.iconSize().width() + 4
        return 0

    def _tooltips(self) -> None:
        """An elided cell's whole text in its tooltip (a tooltip the owner set stays)."""
        table = self.table
        for column in range(table.columnCount()):
            room = table.columnWidth(column)
            for row in range(table.rowCount()):
                item = table.item(row, column)
                if item is None or not item.text() or item.toolTip():
                    continue
                # the cell as the delegate draws it (the style sheet's padding included)
                if table.sizeHintForIndex(table.indexFromItem(item)).width() > room:
                    item.setToolTip(item.text())
