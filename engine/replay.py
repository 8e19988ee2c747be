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

# each dataclass type's field names, looked up once (``dataclasses.fields`` is slow, and
# the scenario runner and the tests hash the state before and after many commands)
_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _field_names(kind: type) -> tuple[str, ...] | None:
    names = _FIELD_NAMES.get(kind, ())
    if names == ():
        names = (tuple(f.name for f in dataclasses.fields(kind))
                 if dataclasses.is_dataclass(kind) else None)
        _FIELD_NAMES[kind] = names
    return names


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list or kind is tuple:
        return [_plain(v) for v in value]
    if kind is dict:
        return {str(k): _plain(v) for k, v in value.items()}
    names = _field_names(kind)
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
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


class Timeline:
    """A finished (or running) game replayed command by command, for the replay viewer:
    the game as it stood after the first ``k`` commands, and what one seat knew then (its
    view at that moment) or everything (the god view)."""

    def __init__(self, setup: GameSetup, log: list[Command]) -> None:
        self.setup = setup
        self.log = list(log)
        self._game = Game(setup)
        self._applied = 0

    def __len__(self) -> int:
        return len(self.log)

    def game_at(self, k: int) -> Game:
        """The game after the first ``k`` commands (stepping forward reuses the last one)."""
        if not 0 <= k <= len(self.log):
            raise IndexError(f"no moment {k} (0–{len(self.log)})")
        if k < self._applied:
            self._game, self._applied = Game(self.setup), 0
        while self._applied < k:
            self._game.apply(self.log[self._applied])
            self._applied += 1
        return self._game

    def view_at(self, k: int, seat: str | None = None) -> dict[str, Any]:
        """What ``seat`` knew after the first ``k`` commands (None: the god view)."""
        from engine.views import god_view, view_for

        game = self.game_at(k)
        return god_view(game) if seat is None else view_for(game, seat)
