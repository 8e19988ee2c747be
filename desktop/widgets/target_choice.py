"""A target chooser that never chooses for the player: the first entry of every target
list is a «Выберите…» / "Choose…" placeholder, and a list refilled from a new view keeps
the player's choice only while it is still a target — otherwise it goes back to the
placeholder, never to the next name (issue 16: a self-vote by default; a double click on
«Выдвинуть» nominating a second player).

Owns ``fill_targets`` (which also keeps the chooser wide enough to show its placeholder
whole: a narrow window's layout squeezed «Выберите…» to «Выберит») and ``chosen_target``
(whether an act about to be sent could still be changed is its row's ``irreversible``, not
this module's). Holds no rule; must not import any window.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox


def placeholder_text() -> str:
    return QCoreApplication.translate("TargetChoice", "Choose…")


def fill_targets(combo: QComboBox, targets: Iterable[str]) -> None:
    """``combo`` lists the placeholder, then ``targets`` (each as its text and data); the
    current choice stays if it is still among them."""
    names = list(targets)
    chosen = chosen_target(combo)
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(placeholder_text(), None)
    for name in names:
        combo.addItem(name, name)
    combo.setCurrentIndex(names.index(chosen) + 1 if chosen in names else 0)
    combo.blockSignals(False)
    fit_text(combo, placeholder_text())


def fit_text(combo: QComboBox, text: str) -> None:
    """At least as wide as the combo box showing ``text`` whole (its arrow and frame
    included, as its style draws them); never narrower than it was made."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    content = combo.fontMetrics().size(Qt.TextFlag.TextSingleLine, text)
    width = combo.style().sizeFromContents(
        QStyle.ContentsType.CT_ComboBox, option, content, combo).width()
    if width > combo.minimumWidth():
        combo.setMinimumWidth(width)


def chosen_target(combo: QComboBox) -> str | None:
    """The target the player picked; None while the placeholder shows."""
    data = combo.currentData()
    return data if isinstance(data, str) and data else None
