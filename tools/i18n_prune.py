"""Drop the stale entries of the Qt Linguist sources (assets/i18n/dnmafia_*.ts).

Owns one step of ``make i18n``, its last before the .qm are built: every message whose
translation is marked ``vanished`` or ``obsolete`` — a string no longer in desktop/ (lupdate's
mark) or a code no longer in the engine's catalogues (``tools/i18n_sync.py``'s) — is removed,
and a context left without messages with it. By then lupdate has extracted what the windows
use and i18n_sync has revived the engine contexts lupdate does not know, so whatever is still
marked stale is gone for good; a Russian text for it stays in ``ru_desktop.json`` if it is
wanted again. Everything else is kept byte for byte. Imports only the standard library.

    python tools/i18n_prune.py          write the files
    python tools/i18n_prune.py --check  exit 1 if a file holds a stale entry
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_DIR = ROOT / "assets" / "i18n"

_MESSAGE_RE = re.compile(r"[ \t]*<message(?:\s[^>]*)?>.*?</message>[ \t]*\n?", re.S)
_STALE_RE = re.compile(r'<translation[^>]*\btype="(?:vanished|obsolete)"')
_EMPTY_CONTEXT_RE = re.compile(
    r"[ \t]*<context>\s*<name>[^<]*</name>\s*</context>[ \t]*\n?", re.S)


def prune_text(text: str) -> str:
    """``text`` (a whole .ts file) without its stale messages and empty contexts."""
    kept = _MESSAGE_RE.sub(lambda m: "" if _STALE_RE.search(m.group(0)) else m.group(0),
                           text)
    return _EMPTY_CONTEXT_RE.sub("", kept)


def stale_count(text: str) -> int:
    return sum(1 for m in _MESSAGE_RE.finditer(text) if _STALE_RE.search(m.group(0)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file holds a stale entry")
    args = parser.parse_args(argv)
    bad = 0
    for path in sorted(I18N_DIR.glob("dnmafia_*.ts")):
        text = path.read_text(encoding="utf-8")
        count = stale_count(text)
        if not count:
            continue
        if args.check:
            print(f"{path.relative_to(ROOT)}: {count} stale entries "
                  "(run python tools/i18n_prune.py)", file=sys.stderr)
            bad += 1
            continue
        path.write_text(prune_text(text), encoding="utf-8", newline="\n")
        print(f"{path.relative_to(ROOT)}: dropped {count} stale entries")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
