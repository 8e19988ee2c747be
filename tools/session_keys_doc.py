"""Write docs/protocol.md's tables of the table session's view keys from the contract
(``netproto/view_types.py``), so that the document cannot forget a key nor keep a gone one.

Owns the rendering of the tables and their places in the document: each table stands
between ``<!-- begin NAME -->`` and ``<!-- end NAME -->`` lines (``session-keys``: the keys
the session adds to every view; ``lobby-keys``: the lobby view's own). The text around them
is the document's own.

    python tools/session_keys_doc.py           rewrite the tables in docs/protocol.md
    python tools/session_keys_doc.py --check   exit 1 if a table is stale (nothing written)

Imports only the standard library and the session's view contract.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from netproto.view_types import (  # noqa: E402
    SESSION_VIEW_KEYS,
    KeyDoc,
    LobbyView,
    SessionPart,
    key_docs,
)

DOC = ROOT / "docs" / "protocol.md"
Tables = dict[str, dict[str, KeyDoc]]


def contract_tables() -> Tables:
    """The tables the document carries, by their marker name."""
    lobby = {k: d for k, d in key_docs(LobbyView).items() if k not in SESSION_VIEW_KEYS}
    return {"session-keys": key_docs(SessionPart), "lobby-keys": lobby}


def render(keys: dict[str, KeyDoc]) -> str:
    """A markdown table: a row a key, where it shows and what it carries."""
    rows = ["| key | in | what |", "| --- | --- | --- |"]
    for key, doc in keys.items():
        shown = ", ".join(s.value for s in doc.shown)
        text = doc.text.replace("|", "\\|")  # a pipe in a cell, code spans too (GFM)
        rows.append(f"| `{key}` | {shown} | {text} |")
    return "\n".join(rows)


def rewrite(text: str, tables: Tables) -> str:
    """``text`` with each marked table replaced by the contract's; a missing marker pair
    is an error (the tool does not guess where a table goes)."""
    for name, keys in tables.items():
        pattern = re.compile(rf"(<!-- begin {re.escape(name)}\b[^\n]*-->\n)(?:.*?\n)??"
                             rf"(<!-- end {re.escape(name)} -->)", re.S)
        if not pattern.search(text):
            raise ValueError(f"docs/protocol.md has no <!-- begin {name} --> ... "
                             f"<!-- end {name} --> pair")
        text = pattern.sub(lambda m, keys=keys: m.group(1) + render(keys) + "\n" + m.group(2),
                           text, count=1)
    return text


def main(argv: list[str] | None = None, doc: Path = DOC,
         tables: Tables | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a table is stale (nothing written)")
    args = parser.parse_args(argv)
    text = doc.read_text(encoding="utf-8")
    fresh = rewrite(text, contract_tables() if tables is None else tables)
    if args.check:
        if fresh != text:
            print(f"{doc.name}: the view-key tables are stale: run "
                  "python tools/session_keys_doc.py", file=sys.stderr)
            return 1
        return 0
    if fresh != text:
        doc.write_text(fresh, encoding="utf-8")
        print(f"wrote {doc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
