"""Digests of a fixed list of seeded random games (both presets): what every command
answered (its events, or its refusal), who won and how everyone died. A refactoring of the
engine that keeps the rules must keep every digest (tests/engine/test_same_games.py);
``python -m tests.engine.game_digests --write`` records them anew after a deliberate rule
change. Imports engine modules only.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from engine.commands import Command
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup

GAMES_PER_PRESET = 250
DIGESTS = Path(__file__).with_name("data") / "game_digests.json"


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "value"):
        return value.value
    return value


def _events(events: list) -> list[Any]:
    return [[e.audience.value, e.code, _plain(e.params), e.at, e.to] for e in events]


def game_digest(preset: Preset, n: int) -> str:
    """The digest of game ``n`` of ``preset``: the game is played (refused commands
    noted as they come), then its log replayed on a fresh game, every command's events
    recorded."""
    rng = random.Random(1_000_003 * n + (7 if preset is Preset.CLASSIC else 0))
    setup = random_setup(rng, random_options=rng.random() < 0.8, preset=preset)
    refused: list[str] = []

    def watch(game: Game, command: Command, accepted: bool, alive: bool) -> None:
        if not accepted:
            refused.append(f"{game.state.commands_applied}:{command!r}")
    game, stats = play_random_game(setup, rng, illegal_rate=0.3, graveyard_rate=0.1,
                                   observer=watch)
    again = Game(setup)
    lines = [_events(again.opening_events)]
    lines += [_events(again.apply(command)) for command in game.log]
    deaths = {p.name: [p.alive, p.public_role, p.role_at_death,
                       _plain([p.death.cause, p.death.at, p.death.circumstances,
                               p.death.at_night]) if p.death else None]
              for p in game.state.players.values()}
    record = [lines, refused, game.state.winner, game.winners(), deaths,
              stats.accepted, stats.days]
    text = json.dumps(record, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def all_digests() -> dict[str, list[str]]:
    return {preset.value: [game_digest(preset, n) for n in range(GAMES_PER_PRESET)]
            for preset in (Preset.DEATHNOTE, Preset.CLASSIC)}


if __name__ == "__main__":
    digests = all_digests()
    if "--write" in sys.argv:
        DIGESTS.write_text(json.dumps(digests, indent=1) + "\n")
    else:
        print(json.dumps(digests)[:200])
