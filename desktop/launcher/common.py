"""Small helpers the launcher and its pages share: the language list (each language in
its own words) and the status label's error style (the lazy lookup of another window's
class is the app context's: desktop.app.lazy_class).

Must not import any window or page (the launcher and its pages import this one).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from desktop.i18n import Language

LANGUAGES = ((Language.RU, "Русский"), (Language.EN, "English"))  # each in its own words


def _set_error(label: QLabel, text: str, error: bool) -> None:
    label.setText(text)
    label.setProperty("error", "true" if error else "false")
    label.style().unpolish(label)
    label.style().polish(label)
    label.setVisible(bool(text))

