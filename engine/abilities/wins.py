"""The win conditions judged seat by seat, beside the sides' victory (docs/roles.md):
``executed`` (the jester: executed by the town's vote; the game goes on) and ``survives``
(the survivor: alive at the game's end, whoever else wins).

Owns ``own_winners`` (who has won by his own condition when the game ends: derived from
the state, nothing stored) and ``on_executed`` (the executed seat told at once). Nothing
here names a role; the roles come from the game's book (``ctx.roles``). Imports engine
vocabulary only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.role_spec import Wins
from engine.state import DeathCause

if TYPE_CHECKING:
    from engine.context import Context
    from engine.state import Player


def won_alone(ctx: Context, p: Player) -> bool:
    """``p`` has met his own win condition (as things stand: at the game's end)."""
    spec = ctx.roles.spec(p.role)
    wins = spec.wins if spec is not None else Wins.TEAM
    if wins is Wins.EXECUTED:
        return not p.alive and p.death is not None and p.death.cause is DeathCause.EXECUTED
    return wins is Wins.SURVIVES and p.alive


def own_winners(ctx: Context) -> list[str]:
    """The seats that have won by their own condition, in seat order."""
    return [p.name for p in ctx.state.players.values() if won_alone(ctx, p)]


def on_executed(ctx: Context, name: str) -> None:
    """An executed seat whose role wins so is told he has won (the game goes on)."""
    if won_alone(ctx, ctx.state.players[name]):
        ctx.tell(name, "own_win_executed")
