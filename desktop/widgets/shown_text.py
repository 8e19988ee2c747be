"""What a widget tree shows as text: its labels, text browsers, table cells and the
choices of its combo boxes, in that order (tests read a seat's screen with it).
Owns ``shown_text``; Qt widgets only.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QTableWidget, QTextBrowser, QWidget


def shown_text(root: QWidget) -> str:
    out = [label.text() for label in root.findChildren(QLabel)]
    out.extend(browser.toPlainText() for browser in root.findChildren(QTextBrowser))
    for table in root.findChildren(QTableWidget):
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is not None:
                    out.append(item.text())
    for combo in root.findChildren(QComboBox):
        out.extend(combo.itemText(i) for i in range(combo.count()))
    return "\n".join(out)
