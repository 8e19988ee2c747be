"""A targeted action's check in two parts, so that ``engine.legality`` can run the part
that does not depend on the target once per view and only the rest once per target.

Owns ``TargetedCheck`` and the phase gates (the phases each action may be taken in, as
data). A ``TargetedCheck`` called as a whole is the action's ordinary check (the gate,
then the target part), so applying a command is unchanged. The gate must not read the
command's target (``target`` or ``to``); both parts are pure (they refuse or return the
plan). Imports engine vocabulary only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.state import Phase, Player

if TYPE_CHECKING:
    from engine.context import Context

Gate = Callable[["Context", Player, Act], None]
TargetPart = Callable[["Context", Player, Act], Plan]
Accepts = Callable[["Context", Player, list[str]], list[str]]

# The phases an action may be taken in, as data: ``engine.legality`` lists an action
# outside its phases as refused ("wrong_phase", naming the first) without calling its
# check. The checks test the same tuples with ``require_phases``; where a check refuses
# something else first, that is only what a seat without the action would be told (a
# role it does not have, an option that is off), and a seat's candidate list never
# offers such an action (tests/engine/test_views.py compares both after every command
# of random games of both presets).
PhaseGates = dict[Action, tuple[Phase, ...]]
DAY_ONLY = (Phase.DAY,)
VOTE_OR_DAY = (Phase.VOTE, Phase.DAY)
NIGHT_ONLY = (Phase.NIGHT,)


def require_phases(ctx: Context, phases: tuple[Phase, ...]) -> None:
    """Refuses unless the game is in one of ``phases``."""
    if ctx.state.phase not in phases:
        raise Refusal("wrong_phase", phase=phases[0].value)


@dataclass(frozen=True, slots=True)
class TargetedCheck:
    """``gate`` refuses what no target can make legal; ``at`` checks the target and
    returns the plan. ``accepts`` (optional) is ``at`` for a whole list at once: of the
    given living players, those ``at`` accepts once the gate has passed, in order, for
    the trial command ``engine.legality`` builds (a target and nothing else; a loan
    from now for an hour; a strike guessing the doctor) — the views' fast path, with
    no command built and no refusal raised per target (tests/engine/test_views.py
    compares it with ``at`` after every command of random games)."""

    gate: Gate
    at: TargetPart
    accepts: Accepts | None = None

    def __call__(self, ctx: Context, actor: Player, act: Act) -> Plan:
        self.gate(ctx, actor, act)
        return self.at(ctx, actor, act)


def others(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    """``accepts`` of a target part that takes any living player but oneself."""
    me = actor.name
    return [name for name in living if name != me]


def last_night_target(ctx: Context, actor: Player, action: Action) -> str | None:
    """Whom ``actor`` carried ``action`` out on the night before this game day (his
    memory, engine.memory): the one target such an action may not name again."""
    return actor.memory.last_target(action, ctx.state.game_day - 1)


def not_last(action: Action, self_ok: Callable[[Context], bool] | None = None) -> Accepts:
    """``accepts`` of a target part that refuses oneself (unless ``self_ok`` says yes
    for this game) and the player the actor carried ``action`` out on the night before
    (his memory, engine.memory)."""
    def accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
        refused = last_night_target(ctx, actor, action)
        me = None if self_ok is not None and self_ok(ctx) else actor.name
        return [name for name in living if name != me and name != refused]
    return accepts
