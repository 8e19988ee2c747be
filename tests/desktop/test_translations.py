"""Every user-visible string of the windows is in the Qt Linguist sources and translated:
the committed .ts files are what pyside6-lupdate extracts from desktop/ today (nothing new
is missing from them), the Russian file has no unfinished entry, Russian plurals have
their three forms, and the built .qm files load."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop.i18n import Language, qm_path
from desktop.resources import CHECKOUT_ASSETS

I18N_DIR = CHECKOUT_ASSETS / "i18n"  # the sources

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(120)


def _messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            out[(name, message.findtext("source") or "")] = message
    return out


def _lupdate() -> str:
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    return str(beside) if beside.exists() else (shutil.which("pyside6-lupdate") or "")


def test_the_ts_files_hold_every_string_of_the_windows(tmp_path: Path) -> None:
    tool = _lupdate()
    if not tool:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    done = subprocess.run([tool, *sources, "-ts", str(fresh)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    extracted = set(_messages(fresh))
    committed = set(_messages(I18N_DIR / "dnmafia_ru.ts"))
    missing = sorted(extracted - committed)
    assert not missing, f"run `make i18n`: {len(missing)} strings missing: {missing[:10]}"


def test_russian_has_no_unfinished_string_and_plurals_have_three_forms() -> None:
    unfinished, bad_plurals = [], []
    for (context, source), message in _messages(I18N_DIR / "dnmafia_ru.ts").items():
        translation = message.find("translation")
        if translation.get("type") == "unfinished":
            unfinished.append(f"{context}|{source}")
        if message.get("numerus") == "yes":
            forms = [f.text for f in translation.iter("numerusform") if f.text]
            if len(forms) != 3:
                bad_plurals.append(f"{context}|{source}")
    assert not unfinished, f"{len(unfinished)} untranslated: {unfinished[:10]}"
    assert not bad_plurals, bad_plurals


def test_the_compiled_translations_load(qapp) -> None:
    from PySide6.QtCore import QTranslator

    for language in Language:
        translator = QTranslator()
        assert translator.load(str(qm_path(language))), language
