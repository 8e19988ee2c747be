"""Each role ability's resolution at its night step, and its report.

Owns ``RESOLVERS`` (an ability → the function that carries out, at a step, the orders of
the roles that declare it there): block (the target's actions lost, a shield raised),
shoot (a role's own kill, spending its uses), knock_out, save (a shield), check (the
answer the target's role file says checks read), watch (the report of who attacked the
target); their morning reports (``MORNING_REPORTS``). Every kill and knock-out goes
through ``protect.attempt``. Nothing here names a role. Imports engine vocabulary only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from engine import night_history
from engine.abilities.declared import uses_limit
from engine.abilities.protect import NightState, attempt
from engine.commands import Action
from engine.night_history import Note
from engine.role_spec import ActionSpec, CheckReads, Harm, Sight, Team
from engine.roles import Role
from engine.state import CheckKind, CheckResult, ClassicOrder, DeathCause

if TYPE_CHECKING:
    from engine.context import Context

# the witness's word for a family's kill with witness_sees = team (C7.6.3): not a name
THE_MAFIA = "#mafia"
# what a check answers, by what the target's role file says checks read
ANSWERS = {CheckReads.MAFIA: "mafia", CheckReads.NOT_MAFIA: "not mafia"}

# (ctx, night, the step's declarations of the ability: role word → its ActionSpec)
Resolver = Callable[["Context", NightState, dict[str, ActionSpec]], None]


def orders_of(ctx: Context, slot: Action, roles: Collection[str] | None = None
              ) -> list[ClassicOrder]:
    """Tonight's orders for ``slot``, of seats whose role is one of ``roles`` (None: any)."""
    players = ctx.state.players
    return [o for (_, kind), o in ctx.state.classic.orders.items()
            if kind == slot.value and (roles is None or players[o.actor].role in roles)]


def shot_cause(role: str) -> DeathCause:
    """The cause of a death by a role's own shot: the built-in shooters' own (the
    executioner's, the maniac's; a built-in role is a ``Role`` member), a host's role's
    "shot" whatever its word."""
    return DeathCause(role.value) if isinstance(role, Role) else DeathCause.SHOT


def acts(ctx: Context, night: NightState, name: str) -> bool:
    p = ctx.state.players[name]
    return p.alive and name not in night.blocked and name not in night.knocked


def lost(ctx: Context, night: NightState, order: ClassicOrder) -> None:
    """An order whose actor could not act: dead, blocked or knocked out (the record; a
    dead actor is told, the others have their own messages)."""
    p = ctx.state.players[order.actor]
    why = "dead" if not p.alive else "blocked" if p.name in night.blocked else "knocked_out"
    night_history.act_lost(ctx, order.actor, order.action, order.target, why)


def die(ctx: Context, night: NightState, victims: list[tuple[str, DeathCause]]) -> None:
    """Simultaneous deaths of one step (with the guards who took a harm in it)."""
    victims = victims + night.stand_ins
    night.stand_ins = []
    fresh = [(name, cause, None) for name, cause in dict(victims).items()
             if ctx.state.players[name].alive]
    if fresh:
        night.dead += ctx.kill(fresh)


def _block(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    day = ctx.state.game_day
    for order in orders_of(ctx, Action.BLOCK, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.blocked.add(order.target)
            night.raise_shield(roles[ctx.state.players[order.actor].role], order.actor,
                               order.target)
            ctx.state.players[order.actor].memory.remember(Action.BLOCK, day, order.target)
            ctx.night_note(Note.BLOCKED, by=order.actor, target=order.target)
        else:
            lost(ctx, night, order)


def _shoot(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    """A role's own kill; a limited one spends a use when it resolves (C7.5.2)."""
    players = ctx.state.players
    victims = []
    for order in orders_of(ctx, Action.SHOOT, roles):
        shooter = players[order.actor]
        limit = uses_limit(ctx.options, roles[shooter.role])
        if limit is not None and shooter.memory.uses(Action.SHOOT) >= limit:
            continue  # past his uses a recruited shooter's shot is a family vote only
        if not acts(ctx, night, order.actor):
            lost(ctx, night, order)
            continue
        if limit is not None:
            shooter.memory.spend(Action.SHOOT)
        if not players[order.target].alive:
            continue  # a target dead since makes the kill void: no attack (C5.1, C7.6.2)
        night.attack(order.target, order.actor)
        cause = shot_cause(shooter.role)
        if attempt(ctx, night, order.target, Harm.SHOT, cause) is None:
            victims.append((order.target, cause))
    die(ctx, night, victims)


def _knock_out(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    s = ctx.state
    for order in orders_of(ctx, Action.KNOCK_OUT, roles):
        target = s.players[order.target]
        if not acts(ctx, night, order.actor):
            lost(ctx, night, order)
            continue
        if not target.alive:
            continue
        night.visit(order.actor, order.target)
        s.players[order.actor].memory.remember(Action.KNOCK_OUT, s.game_day, order.target)
        if attempt(ctx, night, order.target, Harm.KNOCK_OUT) is not None:
            continue
        night.knocked.add(order.target)
        ctx.night_note(Note.KNOCKED_OUT, by=order.actor, target=order.target)
        target.knocked_day = s.game_day + 1


def _save(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    day = ctx.state.game_day
    for order in orders_of(ctx, Action.SAVE, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.raise_shield(roles[ctx.state.players[order.actor].role], order.actor,
                               order.target)
            ctx.state.players[order.actor].memory.remember(Action.SAVE, day, order.target)
        else:
            lost(ctx, night, order)


def check_answer(ctx: Context, name: str, framed: Collection[str] = ()) -> str:
    """What a check says of ``name``: as his role's file says checks read him; a family
    member whose role is not the mafia's (a recruit) reads as mafia, and so does one
    framed tonight."""
    p = ctx.state.players[name]
    spec = ctx.roles.spec(p.role)
    if spec is None or (p.family and spec.team is not Team.MAFIA) or name in framed:
        reads = CheckReads.MAFIA
    else:
        reads = spec.check_reads
    return ANSWERS.get(reads, ANSWERS[CheckReads.NOT_MAFIA])


def _check(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    s = ctx.state
    for order in orders_of(ctx, Action.CHECK, roles):
        if not acts(ctx, night, order.actor):
            lost(ctx, night, order)
            continue
        night.visit(order.actor, order.target)
        answer = check_answer(ctx, order.target, night.framed)
        s.players[order.actor].results.append(
            CheckResult(CheckKind.COMMISSAR_CHECK, order.target, answer, s.now))
        ctx.tell(order.actor, "check_result", target=order.target, answer=answer)
        ctx.night_note(Note.ANSWER, by=order.actor, target=order.target, answer=answer)


def _watch(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    players = ctx.state.players
    for order in orders_of(ctx, Action.WATCH, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.watches.append((order.actor, order.target,
                                  roles[players[order.actor].role].sees))
        else:
            lost(ctx, night, order)


def _block_report(ctx: Context, night: NightState) -> None:
    """A blocked seat who had given an order is told his actions were lost (C7.4.2)."""
    s = ctx.state
    acted = {o.actor for o in s.classic.orders.values()}
    for name in sorted(night.blocked & acted, key=lambda n: s.players[n].seat):
        if s.players[name].alive:
            ctx.tell(name, "action_blocked")


def _knock_report(ctx: Context, night: NightState) -> None:
    for name in sorted(night.knocked, key=lambda n: ctx.state.players[n].seat):
        if ctx.state.players[name].alive:
            ctx.tell(name, "knocked_out")


def _watch_report(ctx: Context, night: NightState) -> None:
    """The morning's report of each standing watch: who attacked the target (C7.6), or
    who visited him (a watch that ``sees = "visitors"``)."""
    s = ctx.state
    for witness, target, sight in night.watches:
        if not s.players[witness].alive:
            continue
        if sight is Sight.VISITORS:
            names = [n for n in night.visitors(target) if n != witness]
            codes = VISITOR_CODES
        else:
            names = night.attackers.get(target, [])
            codes = ATTACKER_CODES
        seats = {n: p.seat for n, p in s.players.items()}
        named = sorted((n for n in names if n != THE_MAFIA), key=lambda n: seats[n])
        if THE_MAFIA in names:  # the family unnamed, in the player's own language
            if named:
                ctx.tell(witness, codes[0], target=target, names=list(named))
            else:
                ctx.tell(witness, codes[1], target=target)
        elif named:
            ctx.tell(witness, codes[2], target=target, names=list(named))
        else:
            ctx.tell(witness, codes[3], target=target)


# a watch's report codes: (the mafia and names, the mafia, names, nobody)
ATTACKER_CODES = ("witness_mafia_and", "witness_mafia", "witness_report", "witness_nobody")
VISITOR_CODES = ("visitors_mafia_and", "visitors_mafia", "visitors_report", "visitors_nobody")


# the abilities' private morning reports, in the order they are told
MORNING_REPORTS: tuple[Callable[[Context, NightState], None], ...] = (
    _block_report, _knock_report, _watch_report)

# the role abilities' resolutions (a role's own actions; the family's are the classic
# night's, engine.classic_night)
RESOLVERS: dict[Action, Resolver] = {
    Action.BLOCK: _block,
    Action.SHOOT: _shoot,
    Action.KNOCK_OUT: _knock_out,
    Action.SAVE: _save,
    Action.CHECK: _check,
    Action.WATCH: _watch,
}
