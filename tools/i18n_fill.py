"""Fill the translations of the Qt Linguist sources (assets/i18n/dnmafia_*.ts) from their
JSON sources, so that no .ts file is ever edited by hand.

Owns the translations of every context that is not an ``engine.*`` one (the entries of
those belong to ``tools/i18n_sync.py``, their Russian texts to this tool): the English
file gets each source as its own finished translation (a ``%n`` plural gets its two
English forms from "(s)": "%n player(s)" → "%n player", "%n players"); the Russian file
takes its texts from
``assets/i18n/ru_desktop.json`` — ``{"source": "перевод"}`` or, for a ``%n`` plural,
``{"source": ["одна форма", "две формы", "пять форм"]}``; a context-specific text may be
given as ``"Context|source"``, and a text's variant with a disambiguation (a gendered
wording: ``translate(context, source, "female")``) as ``"source#female"`` (or
``"Context|source#female"``). The engine's contexts take their Russian texts from
``assets/i18n/ru_engine.json``: ``{"engine.public": {"died": ["{name} has died.",
"Погиб игрок {name}."]}}`` — by context and code (a gendered variant "died|female"), with
the English template it translates: a text whose template changed since is not used (the
entry stays unfinished and is listed as missing until the pair is updated).

    python tools/i18n_fill.py            fill both files (after pyside6-lupdate)
    python tools/i18n_fill.py --missing  list the Russian entries still untranslated
                                         (exit 1 if there are any)

The update cycle: ``make i18n`` = pyside6-lupdate (desktop sources) → tools/i18n_sync.py
(engine contexts) → this tool → tools/i18n_sync.py → tools/i18n_prune.py (stale entries).
Imports only the standard library.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_DIR = ROOT / "assets" / "i18n"
RU_TEXTS = I18N_DIR / "ru_desktop.json"
RU_ENGINE = I18N_DIR / "ru_engine.json"


def _english_forms(source: str) -> list[str]:
    singular = source.replace("(s)", "").replace("(es)", "")
    plural = source.replace("(s)", "s").replace("(es)", "es")
    return [singular, plural]


def _desktop_messages(root: ET.Element, engine: bool = False):
    """(context, message, translation) of the live entries of the desktop's contexts, or
    with ``engine`` of the engine's."""
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        if name.startswith("engine.") != engine:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            yield name, message, translation


def _set(message: ET.Element, translation: ET.Element, value: str | list[str]) -> None:
    numerus = message.get("numerus") == "yes"
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    if numerus:
        forms = value if isinstance(value, list) else [value]
        translation.text = "\n            "
        for form in forms:
            element = ET.SubElement(translation, "numerusform")
            element.text = form
            element.tail = "\n            "
        if len(translation):
            translation[-1].tail = "\n        "
    else:
        translation.text = value if isinstance(value, str) else value[0]
    translation.attrib.pop("type", None)


def _load(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def _write(tree: ET.ElementTree, path: Path) -> None:
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def fill() -> list[str]:
    """Fill both files; return the Russian sources still missing."""
    english = I18N_DIR / "dnmafia_en.ts"
    tree = _load(english)
    for _context, message, translation in _desktop_messages(tree.getroot()):
        source = message.findtext("source") or ""
        _set(message, translation, _english_forms(source)
             if message.get("numerus") == "yes" else source)
    _write(tree, english)
    texts = json.loads(RU_TEXTS.read_text(encoding="utf-8")) if RU_TEXTS.exists() else {}
    russian = I18N_DIR / "dnmafia_ru.ts"
    tree = _load(russian)
    missing = []
    for context, message, translation in _desktop_messages(tree.getroot()):
        source = message.findtext("source") or ""
        comment = message.findtext("comment") or ""
        if comment:
            source = f"{source}#{comment}"
        value = texts.get(f"{context}|{source}", texts.get(source))
        if value is None:
            if translation.get("type") == "unfinished" or not (translation.text or len(
                    translation)):
                missing.append(f"{context}|{source}")
            continue
        if message.get("numerus") == "yes" and not (isinstance(value, list)
                                                    and len(value) == 3):
            missing.append(f"{context}|{source} (needs three Russian plural forms)")
            continue
        _set(message, translation, value)
    missing += _fill_engine(tree.getroot())
    _write(tree, russian)
    return missing


def _fill_engine(root: ET.Element) -> list[str]:
    """The engine's Russian texts from ``ru_engine.json``; the entries still missing."""
    texts = json.loads(RU_ENGINE.read_text(encoding="utf-8")) if RU_ENGINE.exists() else {}
    missing = []
    for context, message, translation in _desktop_messages(root, engine=True):
        source = message.findtext("source") or ""
        code = message.findtext("comment") or ""
        english, russian = texts.get(context, {}).get(code, (None, None))
        if english == source and russian:
            _set(message, translation, russian)
            for old in message.findall("oldsource"):
                message.remove(old)
        elif translation.get("type") == "unfinished" or not translation.text:
            missing.append(f"{context}|{code}")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missing", action="store_true",
                        help="only list the untranslated Russian entries")
    args = parser.parse_args(argv)
    if args.missing:
        tree = _load(I18N_DIR / "dnmafia_ru.ts")
        missing = [f"{c}|{m.findtext('source')}"
                   + (f"#{m.findtext('comment')}" if m.findtext("comment") else "")
                   for c, m, t in _desktop_messages(tree.getroot())
                   if t.get("type") == "unfinished"]
        missing += [f"{c}|{m.findtext('comment')} (assets/i18n/ru_engine.json)"
                    for c, m, t in _desktop_messages(tree.getroot(), engine=True)
                    if t.get("type") == "unfinished"]
        print("\n".join(missing))
        return 1 if missing else 0
    missing = fill()
    if missing:
        print(f"{len(missing)} Russian entries untranslated:", file=sys.stderr)
        print("\n".join(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
