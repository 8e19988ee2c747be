"""Compile the Qt Linguist sources (``assets/i18n/dnmafia_<lang>.ts``) into ``.qm`` files.

Owns the ``.ts`` → ``.qm`` compiler, written in the standard library alone so that the
wheel's build step (``setup.py``) needs no PySide6 and no ``pyside6-lrelease``: it writes
what ``lrelease`` writes by default (every finished or unfinished non-empty translation;
vanished and obsolete ones dropped; context, source text and disambiguation kept, so that
Qt checks each one) and Russian plural rules. Used at build time only — by ``setup.py``
and by ``make`` for the checkout; the app itself never compiles. Must not import the app's
packages or Qt.

    python3 tools/build_qm.py [SRC_DIR [OUT_DIR]]    # default: assets/i18n in place
"""

from __future__ import annotations

import os
import struct
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_SRC = ROOT / "assets" / "i18n"

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_TAG_HASHES, _TAG_MESSAGES, _TAG_NUMERUS, _TAG_LANGUAGE = 0x42, 0x69, 0x88, 0xA7
_END, _TRANSLATION, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 6, 7, 8
# Qt's plural-form byte code (qtranslator's numerus rules) by language: which %n form
# a count takes. Russian: 1, 21, 31… | 2–4, 22–24… | the rest; English: 1 | the rest.
NUMERUS_RULES = {
    "ru": bytes([0x11, 1, 0xFD, 0x29, 11, 0xFF, 0x14, 2, 4, 0xFD, 0x2C, 10, 19]),
    "en": bytes([0x01, 1]),
}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    translations: tuple[str, ...]  # one, or one per plural form


def elf_hash(data: bytes) -> int:
    """Qt's hash of a message's source text and disambiguation (qtranslator.cpp)."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The language (``ru_RU``) and the messages with a translation to ship."""
    root = ET.parse(path).getroot()
    language = root.get("language", "")
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            if not any(forms):
                continue
            messages.append(Message(name, message.findtext("source", ""),
                                    message.findtext("comment", ""), forms))
    return language, messages


def _field(tag: int, data: bytes) -> bytes:
    return bytes([tag]) + struct.pack(">I", len(data)) + data


def _record(message: Message) -> bytes:
    out = b"".join(_field(_TRANSLATION, text.encode("utf-16-be"))
                   for text in message.translations)
    out += _field(_COMMENT, message.comment.encode())
    out += _field(_SOURCE, message.source.encode())
    out += _field(_CONTEXT, message.context.encode())
    return out + bytes([_END])


def qm_bytes(language: str, messages: list[Message]) -> bytes:
    """A ``.qm`` file's bytes: language, hash table, messages, plural rules."""
    records, hashes = b"", []
    for message in messages:
        hashes.append((elf_hash((message.source + message.comment).encode()), len(records)))
        records += _record(message)
    table = b"".join(struct.pack(">II", h, offset) for h, offset in sorted(hashes))
    rules = NUMERUS_RULES.get(language.split("_")[0].lower(), b"")
    out = MAGIC + _field(_TAG_LANGUAGE, language.encode())
    out += _field(_TAG_HASHES, table) + _field(_TAG_MESSAGES, records)
    return out + (_field(_TAG_NUMERUS, rules) if rules else b"")


def compile_ts(ts: Path, qm: Path) -> None:
    language, messages = read_ts(ts)
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
    partial.write_bytes(qm_bytes(language, messages))
    os.replace(partial, qm)  # a reader never sees half a file


def build_all(src: Path = I18N_SRC, out: Path | None = None, *,
              only_stale: bool = False) -> list[Path]:
    """Compile every ``dnmafia_*.ts`` of ``src`` into ``out`` (default: beside it); with
    ``only_stale`` a ``.qm`` newer than its ``.ts`` is left alone. The ``.qm`` files built."""
    out = src if out is None else out
    built = []
    for ts in sorted(src.glob("dnmafia_*.ts")):
        qm = out / ts.with_suffix(".qm").name
        if only_stale and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        compile_ts(ts, qm)
        built.append(qm)
    return built


def main(argv: list[str]) -> int:
    src = Path(argv[0]) if argv else I18N_SRC
    out = Path(argv[1]) if len(argv) > 1 else None
    for qm in build_all(src, out):
        print(f"built {qm}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
