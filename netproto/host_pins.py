"""The hosts' keys this client has met, per table id: trust on first use.

Owns ``known_tables.json`` in the config dir (``{table_id: {"fp", "seen"}}``, mode 0600,
the most recent ``MAX_TABLES``), ``PinStore`` and ``Pin`` (what a key check says). A table
found on the LAN announces its fingerprint (TXT ``fp``) and is checked against that too;
a typed address is trusted the first time and remembered. A corrupt file counts as empty.
Must not import Qt or desktop.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from netproto.tokens import config_dir

__all__ = ["MAX_TABLES", "Pin", "PinStore", "check_pin"]

MAX_TABLES = 200


class Pin(Enum):
    OK = "ok"  # the key is the one expected
    NEW = "new"  # nothing known yet: trusted now (and remembered once welcomed)
    CHANGED = "changed"  # another key than the one known (or announced): refused


class PinStore:
    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else config_dir() / "known_tables.json"

    def get(self, table_id: str) -> str | None:
        entry = self._load().get(table_id)
        return entry.get("fp") if isinstance(entry, dict) else None

    def put(self, table_id: str, fingerprint: str) -> None:
        entries = self._load()
        entries.pop(table_id, None)
        entries[table_id] = {"fp": fingerprint, "seen": datetime.now(UTC).isoformat()}
        while len(entries) > MAX_TABLES:
            entries.pop(next(iter(entries)))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_name(self.path.name + ".tmp")
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(entries, file, indent=1)
        os.replace(temp, self.path)

    def _load(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}


def check_pin(fingerprint: str, *, announced: str | None = None,
              known: str | None = None) -> Pin:
    """The key met against what the LAN announced and what this client remembers."""
    expected = [fp for fp in (announced, known) if fp]
    if any(fp != fingerprint for fp in expected):
        return Pin.CHANGED
    return Pin.OK if expected else Pin.NEW
