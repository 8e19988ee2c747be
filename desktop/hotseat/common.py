"""What the hot-seat pages share: the length of a player's PIN and the look of a primary
button.

Owns ``PIN_DIGITS`` and ``primary``. Imports only Qt; must not import any window or page.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

PIN_DIGITS = 4


def primary(button: QPushButton, on: bool = True) -> QPushButton:
    """Mark a button as the page's main action (the theme draws it so)."""
    button.setProperty("primary", on)
    button.style().unpolish(button)
    button.style().polish(button)
    return button
