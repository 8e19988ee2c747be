"""The player window's tab column never narrower than what it must show whole.

Owns ``fit_tab_column``: the column is at least as wide as its tab row (a dead mafioso's
six Russian tabs scrolled «Чат» off behind the bar's arrows at 1366×768; the splitter
gives way instead), and the notebook's tab at least as wide as the notebook (its scroll
area has no horizontal bar: a narrower one cut its right edge). Qt widgets only.
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QTabWidget, QWidget


def fit_tab_column(tabs: QTabWidget, notebook_tab: QScrollArea, notebook: QWidget) -> None:
    bar = notebook_tab.verticalScrollBar().sizeHint().width()
    notebook_tab.setMinimumWidth(notebook.minimumSizeHint().width() + bar)
    tabs.setMinimumWidth(tabs.tabBar().sizeHint().width())
