"""DN Mafia rules engine: pure rules, standard library only.

Owns: game state, commands, the game clock, roles, the notebook, night resolution, views,
victory, log replay and the scenario runner. Must not import netproto, desktop, Qt,
zeroconf or msgpack — it runs on a bare ``python3``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.clock import format_time, parse_time
    from engine.commands import Act, Action, Advance, Command, RemovePlayer
    from engine.errors import Refusal
    from engine.game import Game, new_game
    from engine.game_setup import GameSetup
    from engine.replay import replay, state_hash
    from engine.views import god_view, public_view, view_for

# The names above are loaded on first use (PEP 562), so that importing one light module
# (``engine.commands``, ``engine.messages``) does not load the whole engine: the desktop's
# launcher starts without it.
_HOMES = {
    "format_time": "clock", "parse_time": "clock",
    "Act": "commands", "Action": "commands", "Advance": "commands", "Command": "commands",
    "RemovePlayer": "commands", "Refusal": "errors",
    "Game": "game", "GameSetup": "game_setup", "new_game": "game",
    "replay": "replay", "state_hash": "replay",
    "god_view": "views", "public_view": "views", "view_for": "views",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(import_module(f"engine.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "Act",
    "Action",
    "Advance",
    "Command",
    "Game",
    "GameSetup",
    "Refusal",
    "RemovePlayer",
    "format_time",
    "god_view",
    "new_game",
    "parse_time",
    "public_view",
    "replay",
    "state_hash",
    "view_for",
]
