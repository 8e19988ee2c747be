"""A table's settings and its state: what the host chose, as the game log keeps it.

Owns ``TableState``, ``TableConfig`` (with the defaults a new table starts from),
``table_record`` (the settings as the log's header keeps them) and ``config_from_log``
(the settings of a table resumed from its log). Must not import Qt, desktop or the table
session.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from engine.options import Preset
from engine.role_spec import RoleSpec
from netproto.gate import GateConfig
from netproto.lobby import MAX_RESERVES
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode
from netproto.storage import LoadedLog


class TableState(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    OVER = "over"


@dataclass
class TableConfig:
    name: str = "DN Mafia"
    preset: Preset = Preset.DEATHNOTE  # the app's first preset: the one default named
    options: dict[str, Any] = field(default_factory=dict)
    password: str | None = None
    max_seats: int = 20
    reserved: tuple[str, ...] | None = None  # a scenario's names: only they sit, then start
    seed: int | None = None
    deal: dict[str, str] | None = None
    # the host's own roles (engine.rolebook), dealt beside the preset's: into the game's
    # setup (and so its log) at the start; the clients learn them from the views'
    # glossary only. ``role_counts``: seats a random deal gives each of their words
    custom_roles: tuple[RoleSpec, ...] = ()
    role_counts: dict[str, int] = field(default_factory=dict)
    pace: PaceMode = PaceMode.MANUAL
    phase_seconds: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_PHASE_SECONDS))
    heartbeat_seconds: float = 5.0
    drop_after_seconds: float = 45.0
    rate_per_second: float = 10.0
    rate_burst: float = 30.0
    log_dir: Path | None = None
    write_log: bool = True
    schedule_note: str = ""  # the host's words on the day's schedule, shown to everybody
    hotseat: bool = False  # one computer passed around (desktop.hotseat.window resumes it)
    approve: bool = False  # the host approves or refuses each player (rules-classic C1.6)
    # phones that opened the address without the host's key (typed by hand) may play with
    # their messages unsealed (netproto.seal); off: they are told to scan the code
    allow_unsealed: bool = False
    max_reserves: int = MAX_RESERVES  # reserve players the table takes where the rules do
    gate: GateConfig = field(default_factory=GateConfig)  # the door's limits (netproto.gate)
    # the desktop link over TLS (netproto.qt_host); False only in tests that show what a
    # listener reads without it. Not kept in the log.
    tls: bool = True


def table_record(config: TableConfig, port: int | None,
                 web_port: int | None = None, game: int = 1) -> dict[str, Any]:
    """The table's settings as the log keeps them, for resuming (``port``: the table's
    TCP port, ``web_port``: the phones' page's; a resumed table asks for both again;
    ``game``: the game's number at this table, 2 and on after "play again")."""
    c = config
    return {"game": game, "name": c.name, "password": c.password, "pace": c.pace.value,
            "phase_seconds": dict(c.phase_seconds), "max_seats": c.max_seats,
            "reserved": list(c.reserved) if c.reserved else None, "port": port,
            "web_port": web_port,
            "schedule_note": c.schedule_note, "hotseat": c.hotseat, "approve": c.approve,
            "max_reserves": c.max_reserves, "allow_unsealed": c.allow_unsealed}


def config_from_log(loaded: LoadedLog, log_dir: Path | None = None) -> TableConfig:
    """The settings of the table a log was written by (its log goes on in ``log_dir``,
    else beside the log)."""
    table = loaded.header.get("table", {})
    return TableConfig(
        name=str(table.get("name", "DN Mafia")),
        preset=loaded.setup.preset,
        options=dict(loaded.setup.options),
        password=table.get("password") or None,
        max_seats=int(table.get("max_seats", len(loaded.setup.players))),
        reserved=tuple(table["reserved"]) if table.get("reserved") else None,
        seed=loaded.setup.seed,
        deal=dict(loaded.setup.deal) if loaded.setup.deal else None,
        custom_roles=loaded.setup.custom_roles,
        role_counts=dict(loaded.setup.role_counts),
        pace=PaceMode(table.get("pace", "manual")),
        phase_seconds={**DEFAULT_PHASE_SECONDS, **table.get("phase_seconds", {})},
        log_dir=log_dir or loaded.path.parent,
        schedule_note=str(table.get("schedule_note") or ""),
        hotseat=bool(table.get("hotseat", False)),
        approve=bool(table.get("approve", False)),
        max_reserves=int(table.get("max_reserves", MAX_RESERVES)),
        allow_unsealed=bool(table.get("allow_unsealed", False)),
    )
