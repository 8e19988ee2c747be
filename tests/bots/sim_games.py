"""Digests of a fixed list of seeded simulated games (``bots.simulate``, both presets,
several table sizes, both bot levels): every command the table applied (each bot's words
included), who won and how everyone ended. A speed-up of the simulator, the views or the
engine keeps every digest (tests/bots/test_simulate_same_games.py); a deliberate change of
the rules or of the bots' play changes them: ``python -m tests.bots.sim_games --write``
records them anew (say why in the commit). Imports ``bots.simulate`` and the engine only.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from bots.simulate import Task, play_table, tasks_for

DIGESTS = Path(__file__).with_name("data") / "sim_games.json"

# (preset, seats, games, bot level, rule options): the tables played
TABLES: tuple[tuple[str, int, int, str, tuple[tuple[str, Any], ...]], ...] = (
    ("deathnote", 7, 10, "normal", ()),
    ("deathnote", 11, 10, "normal", ()),
    ("deathnote", 15, 25, "normal", ()),
    ("deathnote", 20, 10, "normal", ()),
    ("deathnote", 15, 10, "easy", ()),
    ("deathnote", 12, 10, "normal", (("tie_rule", "runoff"), ("first_phase", "night"))),
    ("classic", 7, 10, "normal", ()),
    ("classic", 11, 10, "normal", ()),
    ("classic", 15, 25, "normal", ()),
    ("classic", 20, 10, "normal", ()),
    ("classic", 15, 10, "easy", ()),
    ("classic", 15, 15, "normal", (("extra_roles", "doctor,commissar,maniac"),)),
)
SEED = 31


def table_key(preset: str, seats: int, level: str, options: tuple) -> str:
    rules = ",".join(f"{k}={v}" for k, v in options) or "defaults"
    return f"{preset}/{seats}/{level}/{rules}"


def tasks_of(preset: str, seats: int, games: int, level: str, options: tuple) -> list[Task]:
    return tasks_for(preset, seats, games, SEED, level, dict(options))


def game_digest(task: Task) -> str:
    """The digest of one simulated game: its command log (in order), the refused bot
    actions, the winner, the day it ended and each player's role and fate."""
    game, refusals = play_table(task)
    fates = [[p.name, str(p.role), p.alive, p.public_role,
              None if p.death is None else [p.death.cause.value, p.death.at]]
             for p in game.state.players.values()]
    record = [[repr(command) for command in game.log], refusals, game.state.winner,
              game.state.game_day, fates]
    text = json.dumps(record, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def all_digests() -> dict[str, list[str]]:
    return {table_key(preset, seats, level, options):
            [game_digest(t) for t in tasks_of(preset, seats, games, level, options)]
            for preset, seats, games, level, options in TABLES}


if __name__ == "__main__":
    digests = all_digests()
    if "--write" in sys.argv:
        DIGESTS.parent.mkdir(exist_ok=True)
        DIGESTS.write_text(json.dumps(digests, indent=1) + "\n")
    print(f"{sum(map(len, digests.values()))} games in {len(digests)} tables")
