"""Replay and the canonical state hash: a game is (setup, command log); replaying the log
on a fresh game must give the identical state.

Owns ``state_hash`` (sha256 of a canonical rendering of the whole state, RNG included)
and ``replay``. Imports engine modules only.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from enum import Enum
from typing import Any

from engine.commands import Command
from engine.errors import Refusal
from engine.game import Game, GameSetup


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "getstate"):  # random.Random
        return _plain(value.getstate())
    return value


def state_hash(game: Game) -> str:
    text = json.dumps(_plain(game.state), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def replay(setup: GameSetup, log: list[Command], *, skip_refused: bool = False) -> Game:
    """Rebuild a game from its setup and command log. A log holds only accepted commands,
    so a refusal means the log does not belong to this setup (raised unless skipped)."""
    game = Game(setup)
    for command in log:
        try:
            game.apply(command)
        except Refusal:
            if not skip_refused:
                raise
    return game
