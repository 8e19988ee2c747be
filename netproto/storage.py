"""Where the app keeps its files, and the game log on disk.

Owns the data directory (platformdirs' user data dir, or ``DNMAFIA_DATA_DIR``), the app
version string, and ``GameLog``: one file per game — a header line (format and app
version, table, setup) then one line per accepted command, each flushed and fsynced before
the host acknowledges it. Must not import Qt or desktop.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

import platformdirs

from engine.commands import Command, command_from_plain
from engine.game import GameSetup

LOG_FORMAT = 1


def app_version() -> str:
    try:
        return metadata.version("dnmafia")
    except metadata.PackageNotFoundError:
        return "0.1.0"


def data_dir() -> Path:
    configured = os.environ.get("DNMAFIA_DATA_DIR")
    path = Path(configured) if configured else Path(platformdirs.user_data_dir("dnmafia"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass
class LogHeader:
    table_id: str
    table_name: str
    setup: GameSetup
    app: str
    created: str
    format: int = LOG_FORMAT

    def to_plain(self) -> dict[str, Any]:
        return {"format": self.format, "app": self.app, "table_id": self.table_id,
                "table": self.table_name, "created": self.created,
                "setup": self.setup.to_plain()}


class GameLog:
    """Append-only: every accepted command is on disk before anyone hears of it."""

    def __init__(self, path: Path, header: LogHeader) -> None:
        self.path = path
        self.header = header
        self._file = open(path, "x", encoding="utf-8")  # noqa: SIM115 - kept open
        self._write(header.to_plain())

    @classmethod
    def create(cls, table_id: str, table_name: str, setup: GameSetup,
               directory: Path | None = None) -> GameLog:
        directory = directory or games_dir()
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        path = directory / f"{stamp}-{table_id}.dnlog"
        header = LogHeader(table_id, table_name, setup, app_version(),
                           datetime.now(UTC).isoformat(timespec="seconds"))
        return cls(path, header)

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def append(self, command: Command) -> None:
        self._write(command.to_plain())

    def close(self) -> None:
        if not self._file.closed:
            self._file.close()


def read_log(path: Path) -> tuple[dict[str, Any], list[Command]]:
    """The header and commands of a complete log (damaged logs: issue of saved games)."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    header = json.loads(lines[0])
    return header, [command_from_plain(json.loads(line)) for line in lines[1:] if line]
