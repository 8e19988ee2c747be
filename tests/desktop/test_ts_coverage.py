"""Every Russian text reaches the windows (issue 16, item 6): each string the desktop code
hands to Qt's translation (``self.tr``, ``QCoreApplication.translate``,
``QT_TRANSLATE_NOOP``) is a live entry of the .ts files in its context — a string lupdate
cannot see (a literal passed to a wrapper such as ``_tr``, a ``tr`` call inside an
f-string) would stay English in a Russian window; every text of ``ru_desktop.json`` is in
the Russian .ts and the compiled .qm; and no stale (vanished or obsolete) entry is left."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from desktop.i18n import Language, qm_path
from desktop.resources import CHECKOUT_ASSETS

ROOT = Path(__file__).resolve().parents[2]
I18N_DIR = CHECKOUT_ASSETS / "i18n"
RU_TEXTS = I18N_DIR / "ru_desktop.json"
# the calls lupdate reads, and where their text is
WITH_CONTEXT = {"translate": 1, "QT_TRANSLATE_NOOP": 1}
CLASS_TR = {"tr": 0, "QT_TR_NOOP": 0}


def _live(path: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            kind = message.find("translation").get("type")
            if kind not in ("vanished", "obsolete"):
                out[(name, message.findtext("source") or "")] = message
    return out


class _Calls(ast.NodeVisitor):
    """(file:line, context or None, text) of every literal handed to a translation call,
    and the literals handed to anything else named like one (a wrapper lupdate ignores)."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.found: list[tuple[str, str | None, str]] = []
        self.hidden: list[str] = []
        self.in_fstring = 0

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802 (ast's name)
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:  # noqa: N802
        self.in_fstring += 1
        self.generic_visit(node)
        self.in_fstring -= 1

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        fn = node.func
        name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", None)
        line = f"{self.where}:{node.lineno}"
        literal = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                   else None for a in node.args]
        if name in WITH_CONTEXT and len(literal) > 1 and literal[1] is not None:
            if literal[0] is None:
                self.hidden.append(f"{line}: {name}(<not a literal context>, "
                                   f"{literal[1]!r}) — lupdate never sees it")
            self.found.append((line, literal[0], literal[1]))
        elif (name in CLASS_TR and isinstance(fn, ast.Attribute) and literal
              and literal[0] is not None):
            self.found.append((line, self.classes[-1] if self.classes else None, literal[0]))
            if self.in_fstring:
                self.hidden.append(f"{line}: tr() inside an f-string: {literal[0]!r}")
        elif (name and name not in WITH_CONTEXT and name.lstrip("_") in ("tr", "translate")
              and literal and literal[0]):
            self.hidden.append(f"{line}: {name}({literal[0]!r}) — lupdate never sees it")
        self.generic_visit(node)


def _scan() -> _Calls:
    calls = _Calls("")
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        calls.where = str(path.relative_to(ROOT))
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
    return calls


def test_every_translated_literal_is_a_live_ts_entry() -> None:
    calls = _scan()
    assert not calls.hidden, calls.hidden
    assert len(calls.found) > 500
    for language in Language:
        live = _live(I18N_DIR / f"dnmafia_{language.value}.ts")
        sources = {source for _context, source in live}
        missing = [f"{where}: {context}|{text}" for where, context, text in calls.found
                   if ((context, text) not in live if context else text not in sources)]
        assert not missing, f"{language.value}: not in the .ts: {missing[:10]}"


def test_every_russian_text_reaches_the_ts_and_the_qm() -> None:
    texts = json.loads(RU_TEXTS.read_text(encoding="utf-8"))
    # (context, source, disambiguation): a gendered variant ("female") is its own entry
    live: dict[tuple[str, str, str], ET.Element] = {}
    for context in ET.parse(I18N_DIR / "dnmafia_ru.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        if name.startswith("engine."):  # the engine's: tools/i18n_sync.py
            continue
        for message in context.iter("message"):
            if message.find("translation").get("type") not in ("vanished", "obsolete"):
                live[(name, message.findtext("source") or "",
                      message.findtext("comment") or "")] = message
    by_source: dict[str, list[str]] = {}
    for context, source, comment in live:
        if not comment:
            by_source.setdefault(source, []).append(context)
    translator = QTranslator()
    assert translator.load(str(qm_path(Language.RU)))
    unused, unshipped = [], []
    for key, wanted in texts.items():
        context, _bar, source = key.rpartition("|") if "|" in key else ("", "", key)
        variant = ""
        if re.search(r"#(male|female)$", source):  # "source#female": a gendered variant
            source, _hash, variant = source.rpartition("#")
        contexts = [context] if context else by_source.get(source, [])
        if not contexts or any((c, source, variant) not in live for c in contexts):
            unused.append(key)
            continue
        for c in contexts:
            message = live[(c, source, variant)]
            plural = message.get("numerus") == "yes"
            shipped = translator.translate(c, source, variant or None, 5 if plural else -1)
            if not shipped or shipped == source != (wanted if isinstance(wanted, str)
                                                      else wanted[-1]):
                unshipped.append(f"{c}|{source}")
    assert not unused, f"ru_desktop.json texts no .ts entry uses: {unused[:10]}"
    assert not unshipped, f"not in the built .qm: {unshipped[:10]}"


def test_no_stale_entry_is_left_in_the_ts_files() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n_prune.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    for language in Language:
        text = (I18N_DIR / f"dnmafia_{language.value}.ts").read_text(encoding="utf-8")
        assert 'type="vanished"' not in text and 'type="obsolete"' not in text


@pytest.mark.parametrize("language", list(Language))
def test_the_prune_keeps_every_live_entry(language: Language) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import i18n_prune
    finally:
        sys.path.remove(str(ROOT / "tools"))
    path = I18N_DIR / f"dnmafia_{language.value}.ts"
    text = path.read_text(encoding="utf-8")
    stale = ("<context>\n    <name>Gone</name>\n    <message>\n        <source>Old</source>\n"
             '        <translation type="vanished">Старое</translation>\n    </message>\n'
             "</context>\n")
    with_stale = text.replace("<context>", stale + "<context>", 1)
    assert i18n_prune.stale_count(with_stale) == 1
    assert i18n_prune.prune_text(with_stale) == text


def test_qt_s_own_dialogs_speak_russian_too(app) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

    app.set_language(Language.RU)
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    buttons = dialog.findChild(QDialogButtonBox)
    words = [b.text() for b in buttons.buttons()]
    assert not {"Save", "&Save", "Cancel"} & set(words), words
    dialog.deleteLater()
    app.set_language(Language.EN)
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "Look in:"


@pytest.mark.parametrize("name", ["ru_desktop.json", "ru_engine.json"])
def test_no_english_text_has_two_russian_ones(name: str) -> None:
    """The Russian dictionaries are keyed by the English text alone: a key written twice
    (two branches each adding "Wins", one the count, one the condition) silently keeps the
    last, and one of the two windows shows the other's word."""
    keys = json.loads((I18N_DIR / name).read_text(encoding="utf-8"),
                      object_pairs_hook=lambda pairs: [key for key, _ in pairs])
    assert sorted({key for key in keys if keys.count(key) > 1}) == []
