"""A targeted action's check in two parts, so that ``engine.legality`` can run the part
that does not depend on the target once per view and only the rest once per target.

Owns ``TargetedCheck``: called as a whole it is the action's ordinary check (the gate,
then the target part), so applying a command is unchanged. The gate must not read the
command's target (``target`` or ``to``); both parts are pure (they refuse or return the
plan). Imports engine vocabulary only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.commands import Act, Plan
from engine.state import Player

if TYPE_CHECKING:
    from engine.game import Game

Gate = Callable[["Game", Player, Act], None]
TargetPart = Callable[["Game", Player, Act], Plan]


@dataclass(frozen=True, slots=True)
class TargetedCheck:
    """``gate`` refuses what no target can make legal; ``at`` checks the target and
    returns the plan."""

    gate: Gate
    at: TargetPart

    def __call__(self, game: Game, actor: Player, act: Act) -> Plan:
        self.gate(game, actor, act)
        return self.at(game, actor, act)
