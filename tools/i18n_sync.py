"""Keep the engine's messages in the Qt Linguist sources (assets/i18n/dnmafia_*.ts).

Owns the seven ``engine.*`` contexts of the ``.ts`` files and nothing else in them:
"engine.private", "engine.public", "engine.mafia", "engine.graveyard", "engine.refusal",
"engine.setup" (the
catalogues of
``engine/messages.py``) and "engine.role" (the role titles of ``engine/roles.py``). Each
message's source is the English template exactly and its ``<comment>`` (Qt's
disambiguation) is the code, so the desktop looks a text up by context, template and code;
a message about one named player (``engine.messages.ABOUT_ONE``) has besides one variant
per gender ("died|female"), which a translation may word by the player's gender.

A run regenerates those contexts from the catalogues: translations of unchanged entries
are kept as they are; an entry whose code is new gets an unfinished translation (in the
English file, whose language is the source language, the template itself, finished); an
entry whose template changed keeps the old translation as an unfinished suggestion with
``<oldsource>``; an entry no longer in the catalogues is kept, marked as Qt's tools mark
it (``vanished`` if it was finished, ``obsolete`` if not; an empty one is dropped). Every
other context — the desktop's own strings, maintained by ``pyside6-lupdate`` — is left
byte for byte as it is.

``pyside6-lupdate`` does not know the engine contexts and marks them vanished/obsolete when
it updates a file; run this tool after it (it revives them with their state), and never
run lupdate with ``-no-obsolete`` on these files.

    python tools/i18n_sync.py           write the files
    python tools/i18n_sync.py --check   exit 1 if a file is out of date (nothing written)

Imports only the standard library and the engine.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.messages import (  # noqa: E402
    ABOUT_ONE,
    GENDERS,
    GRAVEYARD,
    MAFIA_CHANNEL,
    PRIVATE,
    PUBLIC,
    REFUSALS,
    SETUP,
    gender_variant,
)
from engine.roles import ROLE_TABLE  # noqa: E402

I18N_DIR = ROOT / "assets" / "i18n"
# file stem suffix → Qt language of the .ts file
LANGUAGES = {"ru": "ru_RU", "en": "en_US"}
SOURCE_LANGUAGE = "en_US"


def with_gender_variants(catalogue: dict[str, str]) -> dict[str, str]:
    """A catalogue with, after each message about one named player, its variant per
    gender (the same English source; the code and the gender as disambiguation)."""
    out = {}
    for code, template in catalogue.items():
        out[code] = template
        if code in ABOUT_ONE:
            out.update({gender_variant(code, gender): template for gender in GENDERS})
    return out


def engine_contexts() -> dict[str, dict[str, str]]:
    """Context name → {code: English source}, in the order lupdate sorts contexts."""
    contexts = {
        "engine.private": with_gender_variants(PRIVATE),
        "engine.public": with_gender_variants(PUBLIC),
        "engine.mafia": with_gender_variants(MAFIA_CHANNEL),
        "engine.graveyard": dict(GRAVEYARD),
        "engine.refusal": dict(REFUSALS),
        "engine.setup": dict(SETUP),
        "engine.role": {role.value: d.title for role, d in ROLE_TABLE.items()},
    }
    return dict(sorted(contexts.items()))


@dataclass
class Entry:
    source: str
    comment: str
    translation: str = ""
    # None (finished), "unfinished", "vanished" or "obsolete" — TS's translation type
    kind: str | None = "unfinished"
    oldsource: str | None = None
    translatorcomment: str | None = None

    @property
    def gone(self) -> bool:
        return self.kind in ("vanished", "obsolete")


# --------------------------------------------------------------------------- parsing

_CONTEXT_RE = re.compile(r"[ \t]*<context>.*?</context>[ \t]*\n?", re.S)
_NAME_RE = re.compile(r"<name>(.*?)</name>", re.S)


def _unescape(text: str) -> str:
    return ET.fromstring(f"<x>{text}</x>").text or ""


def _blocks(text: str) -> list[tuple[int, int, str]]:
    """(start, end, context name) of every <context> block, in file order."""
    found = []
    for match in _CONTEXT_RE.finditer(text):
        name = _NAME_RE.search(match.group(0))
        found.append((match.start(), match.end(), _unescape(name.group(1)) if name else ""))
    return found


def _entries(block: str) -> list[Entry]:
    entries = []
    for message in ET.fromstring(block.strip()).iter("message"):
        translation = message.find("translation")
        oldsource = message.find("oldsource")
        note = message.find("translatorcomment")
        entries.append(Entry(
            source=message.findtext("source") or "",
            comment=message.findtext("comment") or "",
            translation="" if translation is None else "".join(translation.itertext()),
            kind="unfinished" if translation is None else translation.get("type"),
            oldsource=None if oldsource is None else oldsource.text or "",
            translatorcomment=None if note is None else note.text or "",
        ))
    return entries


# --------------------------------------------------------------------------- merging

def merge(catalogue: Mapping[str, str], old: Iterable[Entry], source_language: bool) -> list[Entry]:
    """The context's new entries: the catalogue's, in its order, then the gone ones."""
    remaining = list(old)
    exact = {(e.source, e.comment): e for e in remaining}
    merged = []
    for code, template in catalogue.items():
        entry = exact.get((template, code))
        if entry is not None:
            remaining.remove(entry)
            # lupdate marks a finished entry it does not know "vanished", an unfinished one
            # "obsolete": revive each in its state
            kind = {"vanished": None, "obsolete": "unfinished"}.get(entry.kind, entry.kind)
            merged.append(Entry(template, code, entry.translation, kind,
                                entry.oldsource if kind == "unfinished" else None,
                                entry.translatorcomment))
            continue
        previous = next((e for e in remaining if e.comment == code and e.translation), None)
        if previous is None:
            if source_language:
                merged.append(Entry(template, code, template, None))
            else:
                merged.append(Entry(template, code))
        elif source_language and previous.translation == previous.source:
            merged.append(Entry(template, code, template, None))
        else:
            merged.append(Entry(template, code, previous.translation, "unfinished",
                                previous.source, previous.translatorcomment))
    for entry in remaining:
        if not entry.translation:
            continue
        if not entry.gone:
            entry.kind = "vanished" if entry.kind is None else "obsolete"
        merged.append(entry)
    return merged


# --------------------------------------------------------------------------- writing

def _escape(text: str) -> str:
    """Escaped as Qt's TS writer does, so lupdate and this tool agree byte for byte."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def render_context(name: str, entries: Iterable[Entry]) -> str:
    lines = ["<context>", f"    <name>{_escape(name)}</name>"]
    for e in entries:
        lines.append("    <message>")
        lines.append(f"        <source>{_escape(e.source)}</source>")
        if e.oldsource is not None:
            lines.append(f"        <oldsource>{_escape(e.oldsource)}</oldsource>")
        lines.append(f"        <comment>{_escape(e.comment)}</comment>")
        if e.translatorcomment is not None:
            lines.append(
                f"        <translatorcomment>{_escape(e.translatorcomment)}</translatorcomment>")
        kind = "" if e.kind is None else f' type="{e.kind}"'
        lines.append(f"        <translation{kind}>{_escape(e.translation)}</translation>")
        lines.append("    </message>")
    lines.append("</context>")
    return "\n".join(lines) + "\n"


def skeleton(language: str) -> str:
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            f'<TS version="2.1" language="{language}">\n</TS>\n')


def sync_text(text: str, language: str) -> str:
    """``text`` (a whole .ts file) with its engine contexts regenerated."""
    contexts = engine_contexts()
    blocks = _blocks(text)
    old: dict[str, list[Entry]] = {}
    for start, end, name in blocks:
        if name in contexts:
            old.setdefault(name, []).extend(_entries(text[start:end]))
    source_language = language == SOURCE_LANGUAGE
    section = "".join(render_context(name, merge(catalogue, old.get(name, ()), source_language))
                      for name, catalogue in contexts.items())
    ours = [(start, end) for start, end, name in blocks if name in contexts]
    if not ours:
        # where lupdate, which sorts contexts by name, would put them
        later = [start for start, _end, name in blocks if name > max(contexts)]
        at = later[0] if later else text.rindex("</TS>")
        return text[:at] + section + text[at:]
    pieces, cursor = [text[:ours[0][0]], section], ours[0][1]
    for start, end in ours[1:]:
        pieces.append(text[cursor:start])
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def ts_path(stem: str) -> Path:
    return I18N_DIR / f"dnmafia_{stem}.ts"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Regenerate the engine.* contexts of assets/i18n/dnmafia_*.ts from the "
        "engine's message catalogues and role titles.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    stale = []
    for stem, language in LANGUAGES.items():
        path = ts_path(stem)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        wanted = sync_text(current if current is not None else skeleton(language), language)
        if wanted == current:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(wanted, encoding="utf-8", newline="\n")
            print(f"updated {path.relative_to(ROOT)}")
    if args.check and stale:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run python tools/i18n_sync.py)",
                  file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
