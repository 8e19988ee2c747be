"""The field-standard abilities a role file composes (docs/roles.md, issue 30 step 3):
guard (dies in the target's place), track (whom the target visited), frame (the target
reads as mafia to tonight's checks) and alert (the veteran shoots every visitor; a
family's kill is one visitor), each
resolved at its night step, and their morning reports.

Owns ``RESOLVERS`` and ``MORNING_REPORTS``: the core abilities' (``resolve``) with these
added, the tables the classic night runs. The roleblock is ``block`` with ``stops = []``,
the watch of visitors ``watch`` with ``sees = "visitors"`` (``resolve``), the mayor's
reveal a day action (``gates``, ``engine.voting``), the jester's and the survivor's wins
``engine.abilities.wins``. Every kill goes through ``protect.attempt``. Nothing here
names a role. Imports engine vocabulary only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine import classic
from engine.abilities import resolve
from engine.abilities.declared import uses_limit
from engine.abilities.protect import NightState, Shield, attempt
from engine.abilities.resolve import Resolver, acts, die, lost, orders_of
from engine.commands import Action
from engine.role_spec import ActionSpec, Harm
from engine.state import DeathCause

if TYPE_CHECKING:
    from engine.context import Context


def _guard(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    """A guard's shield over his target: the first harm it stops kills the guard."""
    s = ctx.state
    for order in orders_of(ctx, Action.GUARD, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.raise_shield(roles[s.players[order.actor].role], order.actor,
                               order.target)
            s.players[order.actor].memory.remember(Action.GUARD, s.game_day, order.target)
        else:
            lost(ctx, night, order)


def _track(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    for order in orders_of(ctx, Action.TRACK, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.tracks.append((order.actor, order.target))
        else:
            lost(ctx, night, order)


def _frame(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    s = ctx.state
    for order in orders_of(ctx, Action.FRAME, roles):
        if acts(ctx, night, order.actor):
            night.visit(order.actor, order.target)
            night.framed.add(order.target)
            s.players[order.actor].memory.remember(Action.FRAME, s.game_day, order.target)
        else:
            lost(ctx, night, order)


def _alert(ctx: Context, night: NightState, roles: dict[str, ActionSpec]) -> None:
    """On alert, the holder is covered (a shield over himself) and shoots each seat whose
    order tonight names him and who can still act: a visitor of a later step dies before
    his order is carried out, one of an earlier step after it."""
    s = ctx.state
    victims: list[tuple[str, DeathCause]] = []
    for order in orders_of(ctx, Action.ALERT, roles):
        veteran = s.players[order.actor]
        spec = roles[veteran.role]
        limit = uses_limit(ctx.options, spec)
        if limit is not None and veteran.memory.uses(Action.ALERT) >= limit:
            continue
        if not acts(ctx, night, veteran.name):
            lost(ctx, night, order)
            continue
        if limit is not None:
            veteran.memory.spend(Action.ALERT)
        night.shields.append(Shield(Action.ALERT, veteran.name, veteran.name,
                                    spec.protects_from))
        shot = []
        visitors = _visitors(ctx, night, veteran.name)
        for name in visitors:  # he attacks them at home: a witness sees it, no visit
            night.attackers.setdefault(name, []).append(veteran.name)
            if attempt(ctx, night, name, Harm.SHOT, DeathCause.SHOT) is None:
                victims.append((name, DeathCause.SHOT))
                shot.append(name)
        if shot:
            ctx.tell(veteran.name, "alert_report", names=shot)
    die(ctx, night, victims)


def _visitors(ctx: Context, night: NightState, name: str) -> list[str]:
    """The seats whose order tonight names ``name`` and who can still act, in seat order;
    a family's kill is one visit, by one shooter: the one who decides the kill (the
    killer, the deciding Don) when he shot, else the first in seat order (every mafioso
    shooting the same target is the family's vote, not a crowd at the door)."""
    s = ctx.state
    orders = [o for o in s.classic.orders.values()
              if o.target == name and o.actor != name and acts(ctx, night, o.actor)]
    shooters: dict[int, list[str]] = {}
    out: list[str] = []
    for o in orders:
        family = s.players[o.actor].family
        if o.action == Action.SHOOT and family:
            shooters.setdefault(family, []).append(o.actor)
        else:
            out.append(o.actor)
    for number, names in shooters.items():
        decider = classic.decider(ctx, s.classic.families[number])
        names.sort(key=lambda n: s.players[n].seat)
        out.append(decider if decider in names else names[0])
    return sorted(dict.fromkeys(out), key=lambda n: s.players[n].seat)


def _track_report(ctx: Context, night: NightState) -> None:
    """Each tracker learns whom his target carried out a night action on."""
    s = ctx.state
    for tracker, target in night.tracks:
        if not s.players[tracker].alive:
            continue
        names = sorted((n for n in night.visited(target) if n != target),
                       key=lambda n: s.players[n].seat)
        if names:
            ctx.tell(tracker, "track_report", target=target, names=names)
        else:
            ctx.tell(tracker, "track_nobody", target=target)


RESOLVERS: dict[Action, Resolver] = {
    **resolve.RESOLVERS,
    Action.GUARD: _guard,
    Action.TRACK: _track,
    Action.FRAME: _frame,
    Action.ALERT: _alert,
}

MORNING_REPORTS: tuple[Callable[[Context, NightState], None], ...] = (
    *resolve.MORNING_REPORTS, _track_report)
