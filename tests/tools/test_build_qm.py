"""The standard-library .ts → .qm compiler (tools/build_qm.py): Qt loads what it writes and
translates every message, plural forms included, exactly as from pyside6-lrelease's file."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tools import build_qm

SRC = build_qm.I18N_SRC


def _lrelease() -> str | None:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def _translator(path: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(path)), path
    return translator


@pytest.mark.parametrize("language", ["ru", "en"])
def test_qt_translates_every_message_as_from_lrelease(tmp_path, language) -> None:
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed here")
    ts = SRC / f"dnmafia_{language}.ts"
    ours, theirs = tmp_path / "ours.qm", tmp_path / "theirs.qm"
    build_qm.compile_ts(ts, ours)
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(theirs)], check=True)
    mine, reference = _translator(ours), _translator(theirs)
    assert mine.language() == reference.language() != ""
    _lang, messages = build_qm.read_ts(ts)
    assert len(messages) > 1000
    plurals = 0
    for m in messages:
        counts = range(0, 32) if len(m.translations) > 1 else (-1,)
        plurals += len(m.translations) > 1
        for n in counts:
            got = mine.translate(m.context, m.source, m.comment or None, n)
            assert got == reference.translate(m.context, m.source, m.comment or None, n)
            assert got in m.translations
    assert plurals > 0


def test_russian_plural_forms_follow_the_count(tmp_path) -> None:
    ts = tmp_path / "x_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" '
        'language="ru_RU"><context><name>C</name><message numerus="yes">'
        "<source>%n player(s)</source><translation><numerusform>%n игрок</numerusform>"
        "<numerusform>%n игрока</numerusform><numerusform>%n игроков</numerusform>"
        "</translation></message><message><source>gone</source>"
        '<translation type="vanished">ушёл</translation></message><message>'
        '<source>empty</source><translation type="unfinished"></translation></message>'
        "</context></TS>", encoding="utf-8")
    qm = tmp_path / "x_ru.qm"
    build_qm.compile_ts(ts, qm)
    translator = _translator(qm)
    forms = {n: translator.translate("C", "%n player(s)", None, n)
             for n in (1, 2, 5, 11, 21, 22, 25, 111, 104)}
    assert forms == {1: "%n игрок", 2: "%n игрока", 5: "%n игроков", 11: "%n игроков",
                     21: "%n игрок", 22: "%n игрока", 25: "%n игроков", 111: "%n игроков",
                     104: "%n игрока"}
    assert translator.translate("C", "gone") == ""
    assert translator.translate("C", "empty") == ""


def test_build_all_rebuilds_only_stale_files(tmp_path) -> None:
    out = tmp_path / "qm"
    built = build_qm.build_all(SRC, out)
    assert sorted(p.name for p in built) == ["dnmafia_en.qm", "dnmafia_ru.qm"]
    assert build_qm.build_all(SRC, out, only_stale=True) == []
    stale = out / "dnmafia_ru.qm"
    os.utime(stale, (0, 0))
    assert build_qm.build_all(SRC, out, only_stale=True) == [stale]
