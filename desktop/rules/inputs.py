"""Inputs for rule options that a plain check box or list cannot hold: ``NumberInput`` (a
spin box whose zero means a word: "auto", "none" or "unlimited") and ``RolesPicker`` (a
check box for each optional role of the classic deal).

Owns the two widgets and their plain values (as ``engine.options`` parses them); the
words are set by their owner. Must not import any window.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

from engine.options import CLASSIC_EXTRA_ROLES

MIN_WIDTH = 110  # a number box's least width (pixels)


class NumberKind(StrEnum):
    COUNT = "count"  # a whole number from 0; 0 is a word ("auto", "none")
    USES = "uses"  # a number from 1, or "unlimited" (shown at 0)


class NumberInput(QSpinBox):
    """A count (0–30, 0 shown as ``zero_text``) or a number of uses (1–99, or
    "unlimited" shown at 0)."""

    def __init__(self, kind: NumberKind, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = NumberKind(kind)
        self.setRange(0, 30 if self.kind is NumberKind.COUNT else 99)
        self.setMinimumWidth(MIN_WIDTH)

    def set_zero_text(self, text: str) -> None:
        """The word zero shows; the box is never narrower than it (squeezed by its form,
        «авто: каждый четвёртый» had read only «четвёртый»)."""
        self.setSpecialValueText(text)
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        content = QSize(self.fontMetrics().horizontalAdvance(text) + 8,
                        self.fontMetrics().height())
        width = self.style().sizeFromContents(QStyle.ContentsType.CT_SpinBox, option, content,
                                              self).width()
        self.setMinimumWidth(max(MIN_WIDTH, width))

    def plain(self) -> Any:
        value = self.value()
        if self.kind is NumberKind.USES and value == 0:
            return "unlimited"
        return value

    def set_plain(self, value: Any) -> None:
        if value in (None, "unlimited"):
            self.setValue(0)
        elif isinstance(value, int) and not isinstance(value, bool):
            self.setValue(value)


class RolesPicker(QWidget):
    """One check box per optional role (rules-classic.md C1.2), in the engine's order."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, columns: int = 3) -> None:
        super().__init__(parent)
        self.boxes: dict[str, QCheckBox] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        for index, word in enumerate(CLASSIC_EXTRA_ROLES):
            box = QCheckBox()
            box.setObjectName(f"role-{word}")
            box.toggled.connect(lambda _on: self.changed.emit())
            grid.addWidget(box, index // columns, index % columns)
            self.boxes[word] = box

    def plain(self) -> list[str]:
        return [word for word, box in self.boxes.items() if box.isChecked()]

    def set_plain(self, words: Any) -> None:
        chosen = set(words or [])
        for word, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(word in chosen)
            box.blockSignals(False)
