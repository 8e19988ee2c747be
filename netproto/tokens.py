"""The client's seat tokens on disk, per table id.

Owns ``seats.json`` in the user's config directory: for each table the client has sat
at, the player name and the seat token the host gave it, so that a restarted app can
reclaim its seat. A corrupt or unreadable file counts as empty (and is replaced on the
next write); the file is private (mode 0600) and keeps only the most recent tables.

Must not import desktop or any Qt widget module.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

__all__ = ["ENV_CONFIG_DIR", "MAX_TABLES", "TokenStore", "config_dir"]

ENV_CONFIG_DIR = "DNMAFIA_CONFIG_DIR"
#: How many tables the store remembers (the most recently saved ones).
MAX_TABLES = 50


def config_dir() -> Path:
    """The client's config directory (created): $DNMAFIA_CONFIG_DIR or the platform's."""
    override = os.environ.get(ENV_CONFIG_DIR)
    path = Path(override) if override else Path(platformdirs.user_config_dir("dnmafia"))
    path.mkdir(parents=True, exist_ok=True)
    return path


class TokenStore:
    """Seat tokens by table id: ``{table_id: {"name", "token", "saved"}}`` in JSON."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else config_dir() / "seats.json"

    def get(self, table_id: str) -> tuple[str, str] | None:
        """The (name, token) stored for this table, or None."""
        entry = self._load().get(table_id)
        if entry is None:
            return None
        return entry["name"], entry["token"]

    def put(self, table_id: str, name: str, token: str) -> None:
        entries = self._load()
        entries.pop(table_id, None)
        entries[table_id] = {"name": name, "token": token,
                             "saved": datetime.now(UTC).isoformat()}
        self._save(entries)

    def forget(self, table_id: str) -> None:
        entries = self._load()
        if entries.pop(table_id, None) is not None:
            self._save(entries)

    # ------------------------------------------------------------------ file

    def _load(self) -> dict[str, dict[str, str]]:
        try:
            data: Any = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        entries: dict[str, dict[str, str]] = {}
        for table_id, entry in data.items():
            if (isinstance(table_id, str) and isinstance(entry, dict)
                    and isinstance(entry.get("name"), str)
                    and isinstance(entry.get("token"), str)):
                saved = entry.get("saved")
                entries[table_id] = {"name": entry["name"], "token": entry["token"],
                                     "saved": saved if isinstance(saved, str) else ""}
        return entries

    def _save(self, entries: dict[str, dict[str, str]]) -> None:
        # most recent last; ISO times in UTC sort as text, ties keep insertion order
        ordered = sorted(entries.items(), key=lambda item: item[1]["saved"])
        kept = dict(ordered[-MAX_TABLES:])
        data = json.dumps(kept, ensure_ascii=False, indent=1).encode("utf-8")
        from netproto.storage import write_atomically  # lazily: storage loads the engine

        write_atomically(self.path, data)
        os.chmod(self.path, 0o600)
