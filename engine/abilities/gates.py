"""The submission checks of the role abilities, derived from the role files.

Owns ``place_order`` (a night order recorded for its slot), ``family_target`` and
``ability_check``: for shoot, save, check, block, watch and knock_out one
``TargetedCheck`` whose gate asks the seat's declaration (``declared.declaration``: his
role's own action, or his family's) and its uses, and whose target part reads the
declaration's ``self`` and ``not_same_twice``. A family action is aimed at a player
outside the family and told to the family. Nothing here names a role. Imports engine
vocabulary and ``engine.classic`` (the family's killer) only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import classic
from engine.abilities.declared import declaration, self_allowed, uses_limit
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.role_spec import ActionSpec, ActPhase, By
from engine.split_check import (
    DAY_ONLY,
    NIGHT_ONLY,
    TargetedCheck,
    last_night_target,
    require_phases,
)
from engine.state import ClassicOrder, Phase, Player

if TYPE_CHECKING:
    from engine.context import Context


# the refusal of a target named two nights running, and of a spent action, by ability
SAME_TWICE = {Action.SAVE: "same_save_twice", Action.BLOCK: "same_block_twice",
              Action.KNOCK_OUT: "same_knock_twice"}
USED_UP = {Action.SHOOT: "no_shots_left", Action.ALERT: "no_alerts_left",
           Action.REVEAL: "already_revealed"}


def same_twice_refusal(action: Action) -> str:
    return SAME_TWICE.get(action, "same_target_twice")


def used_up_refusal(action: Action) -> str:
    return USED_UP.get(action, "no_uses_left")


_PHASES: dict[ActPhase, tuple[Phase, ...]] = {ActPhase.NIGHT: NIGHT_ONLY,
                                              ActPhase.DAY: DAY_ONLY}


def place_order(ctx: Context, actor: Player, slot: Action, target: Player,
                role: str | None = None, key: str | None = None) -> None:
    """Record (or replace) the actor's order for this slot; the night counts him done."""
    orders = ctx.state.classic.orders
    orders[(key or actor.name, slot.value)] = ClassicOrder(actor.name, slot.value,
                                                           target.name, role)
    ctx.mark_night_done(actor.name)


def family_target(ctx: Context, actor: Player, name: str | None) -> Player:
    target = ctx.living_target(actor, name)
    if target.family == actor.family:
        raise Refusal("own_family", target=target.name)
    return target


def seat_declaration(ctx: Context, actor: Player, action: Action) -> ActionSpec | None:
    return declaration(ctx.roles, ctx.options, actor.role, actor.family, action)


def uses_left(ctx: Context, actor: Player, spec: ActionSpec) -> bool:
    """The seat may still carry out his own limited action (a family's has no limit)."""
    limit = uses_limit(ctx.options, spec) if spec.by is By.ROLE else None
    return limit is None or actor.memory.uses(spec.ability) < limit


def ability_check(action: Action) -> TargetedCheck:
    """The check of a one-target role ability, as the seat's declaration says."""
    def gate(ctx: Context, actor: Player, act: Act) -> None:
        spec = seat_declaration(ctx, actor, action)
        if spec is None:
            raise Refusal("no_such_action", action=act.action.value)
        require_phases(ctx, _PHASES.get(spec.phase, NIGHT_ONLY))
        if not uses_left(ctx, actor, spec):
            raise Refusal(used_up_refusal(action))

    def at(ctx: Context, actor: Player, act: Act) -> Plan:
        spec = seat_declaration(ctx, actor, action)
        assert spec is not None  # the gate has passed
        if spec.by is By.FAMILY:
            target = family_target(ctx, actor, act.target)
        else:
            target = ctx.living_target(actor, act.target,
                                       self_ok=self_allowed(ctx.options, spec))
            if spec.not_same_twice and last_night_target(ctx, actor, action) == target.name:
                raise Refusal(same_twice_refusal(action), target=target.name)

        def commit() -> None:
            if spec.by is By.FAMILY:
                if action is Action.SHOOT:
                    classic.first_shot_killer(ctx, actor)
                ctx.tell_mafia("mafia_action", family=actor.family, by=actor.name,
                               action=action.value, target=target.name)
            place_order(ctx, actor, action, target)
        return commit

    def accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
        spec = seat_declaration(ctx, actor, action)
        assert spec is not None
        if spec.by is By.FAMILY:
            players = ctx.state.players
            return [name for name in living if players[name].family != actor.family]
        me = None if self_allowed(ctx.options, spec) else actor.name
        refused = last_night_target(ctx, actor, action) if spec.not_same_twice else None
        return [name for name in living if name != me and name != refused]

    return TargetedCheck(gate, at, accepts)


def _gate(ctx: Context, actor: Player, act: Act) -> ActionSpec:
    """The seat's declaration of ``act``'s action, in its phase, with a use left."""
    spec = seat_declaration(ctx, actor, act.action)
    if spec is None:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(ctx, _PHASES.get(spec.phase, NIGHT_ONLY))
    if not uses_left(ctx, actor, spec):
        raise Refusal(used_up_refusal(act.action))
    return spec


def _alert(ctx: Context, actor: Player, act: Act) -> Plan:
    """The night's alert (no target): an order on himself, carried out at his step."""
    _gate(ctx, actor, act)

    def commit() -> None:
        place_order(ctx, actor, Action.ALERT, actor)
    return commit


def _reveal(ctx: Context, actor: Player, act: Act) -> Plan:
    """The day's reveal (the mayor's): told to all at once, once a game; from then on his
    vote counts double (``engine.voting``)."""
    _gate(ctx, actor, act)
    if actor.memory.uses(Action.REVEAL):
        raise Refusal("already_revealed")

    def commit() -> None:
        actor.memory.spend(Action.REVEAL)
        ctx.public("role_claimed", name=actor.name, role=actor.role)
    return commit


ROLE_ABILITIES = (Action.SHOOT, Action.SAVE, Action.CHECK, Action.BLOCK, Action.WATCH,
                  Action.KNOCK_OUT, Action.TRACK, Action.FRAME, Action.GUARD)
ACTIONS = {**{action: ability_check(action) for action in ROLE_ABILITIES},
           Action.ALERT: _alert}
# the role abilities taken by day (their check says the phase)
DAY_ACTIONS = {Action.REVEAL: _reveal}
