"""The story's words are in Qt's catalogue (context "StoryExport"): a Russian story is
written from the compiled translation without a QApplication (the command line's export),
and its language is its own, not the app's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from desktop.export import _TEXTS, CONTEXT, export_story, story_translator
from desktop.i18n import Language, install
from tests.desktop.test_export import GOLDEN, SCENARIO, _play

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
from PySide6.QtCore import QCoreApplication
from desktop.export import export_story
from desktop.i18n import Language
from tests.desktop.test_export import _play
assert QCoreApplication.instance() is None
print(export_story(_play(), "bbcode", Language.RU), end="")
assert QCoreApplication.instance() is None
"""


def test_a_russian_story_without_an_application() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    golden = GOLDEN / f"story-{SCENARIO.stem}-ru.bbcode"
    assert done.stdout == golden.read_text(encoding="utf-8")
    assert "Роли" in done.stdout


def test_the_story_keeps_its_language_whatever_the_app_speaks(qapp) -> None:
    try:
        assert install(qapp, Language.RU)
        english = export_story(_play(), "bbcode", Language.EN)
    finally:
        install(qapp, Language.EN)
    assert "Roles" in english and "Роли" not in english
    assert story_translator(Language.RU)(_TEXTS["roles"]) == "Роли"
    assert CONTEXT == "StoryExport"
