"""The browser seat's texts come from the desktop's catalogue (tools/build_web_texts.py):
the committed netproto/web/texts/*.json are what the .ts files give today, every string the
page uses has its Russian, and the tables the page shares with the desktop are found."""

from __future__ import annotations

import json
import subprocess
import sys

from tools import build_web_texts as web


def test_the_committed_web_texts_are_up_to_date_and_complete() -> None:
    done = subprocess.run([sys.executable, str(web.ROOT / "tools" / "build_web_texts.py"),
                           "--check"], cwd=web.ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_every_string_the_page_uses_has_russian() -> None:
    data, missing = web.build("ru")
    assert not missing
    for context, source in web.page_strings():
        assert f"{context}|{source}" in data["ui"], (context, source)


def test_the_shared_tables_carry_the_desktops_words() -> None:
    tables = web.word_tables()
    assert tables["role_name"]["town"] == ["texts", "Town"]
    assert tables["ACTIONS"]["vote"] == ["texts", "Cast a vote"]
    assert tables["OPTIONS"]["vote_changes"][0] == ["RulesEditor", "Vote changes"]
    ru = json.loads((web.OUT_DIR / "ru.json").read_text(encoding="utf-8"))
    assert ru["ui"]["texts|Town"] == "Город"
    # the roles' own names and cards: their role files', in both languages
    en = json.loads((web.OUT_DIR / "en.json").read_text(encoding="utf-8"))
    kira = en["role_words"]["deathnote"]["kira"]
    assert kira["name"] == {"en": "Kira", "ru": "Кира"} and kira["icon"] == "role-kira"
    assert en["role_order"][0] == "kira" and en["role_order"][-1] == "civilian"
    assert ru["engine"]["engine.refusal"]["wrong_phase"]


def test_the_web_context_survives_a_regeneration_of_the_ts() -> None:
    text = (web.I18N_DIR / "dnmafia_ru.ts").read_text(encoding="utf-8")
    assert web.web_context(text, "ru") == text
    # lupdate marks the context it does not know vanished: the tool revives it as it was
    stale = text.replace("<translation>Скрыть</translation>",
                         '<translation type="vanished">Скрыть</translation>')
    assert web.web_context(stale, "ru") == text


def test_every_text_call_of_the_page_names_its_strings_literally() -> None:
    """A ``t(…)`` whose context or source is not a literal would never reach the catalogue
    (and would stay English on a Russian page); only the desktop's tables (``entry``, whose
    strings the build takes from the tables themselves) are looked up by value."""
    import re

    calls = re.compile(r"(?<![\w.])t\(")
    bad = []
    for path in sorted(web.WEB_DIR.rglob("*.js")):
        if "vendor" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        for match in calls.finditer(text):
            allowed = ("t(entry", "t()", "t(context,")  # tables, comments, the definition
            if text.startswith(allowed, match.start()) or web.CALL_RE.match(text, match.start()):
                continue
            line = text.count("\n", 0, match.start()) + 1
            bad.append(f"{path.name}:{line}")
    assert not bad, bad
