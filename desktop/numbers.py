"""Numbers in the app's language: decimals and percentages with the locale's decimal point
(QLocale's default, which ``desktop.i18n`` sets with the language: «53,2%» in Russian,
«53.2%» in English).

Owns ``decimal``, ``percent`` and ``interval``, for every window that shows a figure (the
balance estimate, the Group page). Must not import any window, nor engine internals.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals and the locale's decimal point."""
    return QLocale().toString(float(value), "f", places)


def percent(share: float, places: int = 1) -> str:
    """A share (0–1) as a percentage: ``percent(0.532)`` is «53.2%» / «53,2%»."""
    return f"{decimal(share * 100, places)}%"


def interval(low: float, high: float, places: int = 1) -> str:
    """A 95 % interval of a share, «45.0% – 61.3%»."""
    return f"{percent(low, places)} – {percent(high, places)}"
