"""DN Mafia rules engine: pure rules, standard library only.

Owns: game state, commands, the game clock, roles, the notebook, night resolution, views,
victory, log replay and the scenario runner. Must not import netproto, desktop, Qt,
zeroconf or msgpack — it runs on a bare ``python3``.
"""

from engine.clock import format_time, parse_time
from engine.commands import Act, Action, Advance, Command, RemovePlayer
from engine.errors import Refusal
from engine.game import Game, GameSetup, new_game
from engine.replay import replay, state_hash
from engine.views import god_view, public_view, view_for

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
