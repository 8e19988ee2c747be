"""Small helpers the launcher and its pages share: the language list (each language in
its own words), the status label's error style and the lazy lookup of another window's
class.

Must not import any window or page (the launcher and its pages import this one).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from desktop.i18n import Language

LANGUAGES = ((Language.RU, "Русский"), (Language.EN, "English"))  # each in its own words


def _set_error(label: QLabel, text: str, error: bool) -> None:
    label.setText(text)
    label.setProperty("error", "true" if error else "false")
    label.style().unpolish(label)
    label.style().polish(label)
    label.setVisible(bool(text))


def _lazy(module: str, name: str) -> Any | None:
    """A window class of another module, or None while that module does not exist."""
    import importlib

    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None
