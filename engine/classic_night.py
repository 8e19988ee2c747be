"""The classic night (docs/rules-classic.md C5–C8): the family's actions and the night's
resolution.

Owns the family's strike / don_strike and sleep (the role abilities' checks are
``engine.abilities.gates``, derived from the role files), nightfall, the early end, and
the resolution: the night steps the role files declare, in their order (peacemaker,
executioner, thug, doctor, commissar, witness, maniac, mafia), each ability resolved by
``engine.abilities.resolve`` and the family's kill with the lawyer's and the Don's strikes
here, every harm through ``engine.abilities.protect.attempt``; then the private reports,
the newspaper and the victory check. Imports engine vocabulary only; the game comes in as
a ``Context`` (engine.context).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import classic
from engine.abilities import gates
from engine.abilities.declared import NightStepPlan, night_steps
from engine.abilities.field import MORNING_REPORTS, RESOLVERS
from engine.abilities.gates import family_target, place_order
from engine.abilities.protect import NightState, attempt
from engine.abilities.resolve import (
    THE_MAFIA,
    acts,
    die,
    lost,
    orders_of,
)
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.night_history import KillFailure, Note
from engine.options import (
    DonMissSanction,
    LawyerPenalty,
    MafiaKill,
    RevealDetail,
    RevealKilled,
    WitnessSees,
)
from engine.role_spec import ActionSpec, By, Harm
from engine.split_check import NIGHT_ONLY, PhaseGates, require_phases
from engine.state import DeathCause, Phase, Player

if TYPE_CHECKING:
    from engine.context import Context


# the family's own actions, resolved together in the family's step (with its kill)
FAMILY_ACTIONS = frozenset({Action.STRIKE, Action.DON_STRIKE})

# --------------------------------------------------------------------- submissions

def _strike(ctx: Context, actor: Player, act: Act) -> Plan:
    o = ctx.options
    if not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    if not o.lawyer_strike:
        raise Refusal("strike_off")
    require_phases(ctx, NIGHT_ONLY)
    family = ctx.state.classic.families[actor.family]
    if o.mafia_kill is MafiaKill.KILLER and family.killer != actor.name:
        raise Refusal("not_killer")
    if o.lawyer_strike_uses is not None and family.lawyer_used >= o.lawyer_strike_uses:
        raise Refusal("no_uses_left")
    target = family_target(ctx, actor, act.target)
    role = (act.role or "").strip().lower()
    words = ctx.roles.strike_words
    if role not in words:
        raise Refusal("strike_role", roles=", ".join(sorted(words)))

    def commit() -> None:
        ctx.tell_mafia("mafia_strike", family=actor.family, by=actor.name, target=target.name,
                        role=role)
        place_order(ctx, actor, Action.STRIKE, target, role, key=f"family:{actor.family}")
    return commit


def _don_strike(ctx: Context, actor: Player, act: Act) -> Plan:
    o = ctx.options
    family = ctx.state.classic.families.get(actor.family)
    if family is None:
        raise Refusal("no_such_action", action=act.action.value)
    if not o.don_strike:
        raise Refusal("don_strike_off")
    if family.don != actor.name:
        raise Refusal("not_don")
    require_phases(ctx, NIGHT_ONLY)
    if o.don_strike_uses is not None and family.don_strikes_used >= o.don_strike_uses:
        raise Refusal("no_uses_left")
    target = family_target(ctx, actor, act.target)

    def commit() -> None:
        ctx.tell_mafia("mafia_action", family=actor.family, by=actor.name, action="don_strike",
                        target=target.name)
        place_order(ctx, actor, Action.DON_STRIKE, target)
    return commit


def _sleep(ctx: Context, actor: Player, act: Act) -> Plan:
    require_phases(ctx, NIGHT_ONLY)

    def commit() -> None:
        ctx.mark_night_done(actor.name)
    return commit


ACTIONS = {
    **gates.ACTIONS,  # the role abilities, checked as the role files declare them
    Action.STRIKE: _strike,
    Action.DON_STRIKE: _don_strike,
    Action.SLEEP: _sleep,
}
PHASES: PhaseGates = dict.fromkeys(ACTIONS, NIGHT_ONLY)


# --------------------------------------------------------------------- nightfall

def start_night(ctx: Context) -> None:
    s = ctx.state
    s.phase = Phase.NIGHT
    s.night.done = []
    s.classic.orders = {}
    ctx.public("night_falls")
    classic.nightfall_titles(ctx)


# --------------------------------------------------------------------- early end

def kills_settled(ctx: Context) -> bool:
    """Each family's kill is settled: decided by one (the killer, the Don), or its members
    who can act tonight have all named one target, or none of them has shot. A family whose
    members disagree (one changed his target last, a teammate shot another or slept) keeps
    the night open until its end or until they agree: ending it early would make the kill
    fail before the others could follow (issue 33). Nobody but the family can tell why a
    night runs its full time (nobody sees who has submitted)."""
    s = ctx.state
    orders = s.classic.orders
    for family in s.classic.families.values():
        if classic.decider(ctx, family) is not None:
            continue
        able = [p for p in classic.members(ctx, family.number)
                if p.joined_night != s.game_day]
        shots = [orders.get((p.name, Action.SHOOT.value)) for p in able]
        if any(shots) and (None in shots or len({o.target for o in shots}) > 1):
            return False
    return True


# --------------------------------------------------------------------- resolution

def resolve_night(ctx: Context) -> None:
    """The end of the night (C5.2): the declared night steps, in their order (the role
    files' ``[night]``: peacemaker, executioner, thug, doctor, commissar, witness, maniac,
    mafia), each carrying out the orders of the actions resolved in it."""
    s = ctx.state
    night = NightState()
    ctx.in_night_resolution = True
    try:
        for step in night_steps(ctx.roles):
            _run_step(ctx, night, step)
    finally:
        ctx.in_night_resolution = False
    _reports(ctx, night)
    classic.lapse_open_offers(ctx)
    _newspaper(ctx, night)
    s.classic.orders = {}
    ctx.check_victory()


def _run_step(ctx: Context, night: NightState, step: NightStepPlan) -> None:
    """One step: each ability's resolution once, for the roles that declare it here; the
    family's actions (its kill, the lawyer's and the Don's strikes) all at once."""
    own: dict[Action, dict[str, ActionSpec]] = {}
    family = False
    for entry in step.actions:
        if entry.action.by is By.FAMILY or entry.action.ability in FAMILY_ACTIONS:
            family = True
        else:
            own.setdefault(entry.action.ability, {})[entry.role] = entry.action
    for ability, roles in own.items():
        RESOLVERS[ability](ctx, night, roles)
    if family:
        _mafia(ctx, night)


def _awake(ctx: Context, night: NightState, p: Player) -> bool:
    return acts(ctx, night, p.name) and p.joined_night != ctx.state.game_day


def _family_kill(ctx: Context, night: NightState,
                 family) -> tuple[str | None, list[str], KillFailure | None]:
    """The family's chosen target and who made the kill (C6.2–C6.4); with no target, why
    (for the moderator's record)."""
    s = ctx.state
    orders = s.classic.orders
    awake = [p for p in classic.members(ctx, family.number) if _awake(ctx, night, p)]
    decider = classic.decider(ctx, family)
    if decider is not None:
        order = orders.get((decider, Action.SHOOT.value)) if decider else None
        if order is None or not any(p.name == decider for p in awake):
            return None, [], KillFailure.DECIDER_ABSENT
        if ctx.options.mafia_kill is MafiaKill.KILLER:
            family.killer_nights += 1
        else:
            family.don_decides_nights += 1
        return order.target, [decider], None
    targets = {p.name: orders.get((p.name, Action.SHOOT.value)) for p in awake}
    chosen = {o.target for o in targets.values() if o is not None}
    if not awake:
        return None, [], KillFailure.NOBODY_AWAKE
    if None in targets.values() or len(chosen) != 1:
        return None, [], KillFailure.DISAGREEMENT
    if ctx.options.witness_sees is WitnessSees.TEAM:
        return chosen.pop(), [THE_MAFIA], None
    return chosen.pop(), [p.name for p in awake], None


def _mafia(ctx: Context, night: NightState) -> None:
    """Step 5: each family's kill, lawyer strikes and Don strikes, simultaneously."""
    s = ctx.state
    victims: list[tuple[str, DeathCause]] = []
    chosen: list[tuple[int, str]] = []  # (family, target) of the kills carried out
    stopped: dict[int, KillFailure] = {}  # why a carried-out kill did not kill
    for family in s.classic.families.values():
        target, makers, why = _family_kill(ctx, night, family)
        if target is None:
            if classic.members(ctx, family.number):
                night.failed.append(family.number)
                ctx.night_note(Note.KILL_FAILED, family=family.number, target=None,
                                why=(why or KillFailure.DISAGREEMENT).value)
        elif s.players[target].alive:
            chosen.append((family.number, target))
            for who in makers:
                night.attack(target, who)
            why = attempt(ctx, night, target, Harm.FAMILY_KILL)
            if why is not None:
                stopped[family.number] = why
            else:
                victims.append((target, DeathCause.MAFIA))
        victims += _lawyer(ctx, night, family)
        victims += _don(ctx, night, family)
    for name in sorted(night.vest_used, key=lambda n: s.players[n].seat):
        s.players[name].vest = False
        ctx.tell(name, "vest_used")
        ctx.night_note(Note.VEST_USED, name=name)
    die(ctx, night, victims)
    # a kill fails when the night ends with its target alive (C6.6): one stopped by a
    # save, protection or vest whose target dies in this step anyway did not fail
    for number, target in chosen:
        if s.players[target].alive:
            night.failed.append(number)
            ctx.night_note(Note.KILL_FAILED, family=number, target=target,
                            why=stopped.get(number, KillFailure.DISAGREEMENT).value)
    # and only a living target survived a strike (C8.4.4, C8.6.6)
    night.lawyer_survivors = [n for n in night.lawyer_survivors if s.players[n].alive]
    night.don_survivors = [n for n in night.don_survivors if s.players[n].alive]


def _lawyer(ctx: Context, night: NightState, family) -> list[tuple[str, DeathCause]]:
    s, o = ctx.state, ctx.options
    order = s.classic.orders.get((f"family:{family.number}", Action.STRIKE.value))
    if order is None:
        return []
    striker = s.players[order.actor]
    target = s.players[order.target]
    if not _awake(ctx, night, striker) or striker.family != family.number:
        if not acts(ctx, night, striker.name):
            lost(ctx, night, order)
        return []
    family.lawyer_used += 1
    if not target.alive:
        return []
    night.visit(striker.name, target.name)
    if str(target.role) == order.role:
        # a right guess: no built-in protection stops it, but one whose file says so may
        stopped = attempt(ctx, night, target.name, Harm.LAWYER_STRIKE)
        return [] if stopped else [(target.name, DeathCause.LAWYER)]
    night.lawyer_survivors.append(target.name)
    ctx.night_note(Note.SURVIVED, name=target.name, do=Action.STRIKE.value)
    misses = striker.memory.miss(Action.STRIKE)
    dies = (o.mafia_kill is MafiaKill.KILLER and family.killer == striker.name
            or o.lawyer_penalty is LawyerPenalty.INSTANT
            or o.lawyer_penalty is LawyerPenalty.SECOND_MISS and misses >= 2)
    return [(striker.name, DeathCause.PENALTY)] if dies else []


def _don(ctx: Context, night: NightState, family) -> list[tuple[str, DeathCause]]:
    s, o = ctx.state, ctx.options
    if family.don is None:
        return []
    order = s.classic.orders.get((family.don, Action.DON_STRIKE.value))
    don = s.players[family.don]
    if order is None:
        return []
    if not _awake(ctx, night, don):
        if not acts(ctx, night, don.name):
            lost(ctx, night, order)
        return []
    family.don_strikes_used += 1
    target = s.players[order.target]
    if not target.alive:
        return []
    night.attack(target.name, don.name)
    if attempt(ctx, night, target.name, Harm.DON_STRIKE) is None:
        return [(target.name, DeathCause.DON_STRIKE)]
    family.don_misses += 1
    ctx.night_note(Note.SURVIVED, name=target.name, do=Action.DON_STRIKE.value)
    sanction = o.don_miss_sanction
    if sanction is DonMissSanction.NAME or (
            sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses == 1):
        night.don_survivors.append(target.name)
    if sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses >= 2:
        return [(don.name, DeathCause.PENALTY)]
    return []


# --------------------------------------------------------------------- the morning

def _reports(ctx: Context, night: NightState) -> None:
    """Private reports, the abilities' outputs: blocked actors, the knocked out, the
    witness (C5.6, C7.6, C7.8)."""
    for report in MORNING_REPORTS:
        report(ctx, night)


def _newspaper(ctx: Context, night: NightState) -> None:
    """The morning newspaper (C4.4): the dead with roles as reveal_killed says, then the
    failed kills, survivors of strikes, the knocked out, saves, the pending reveal."""
    s, o = ctx.state, ctx.options
    # in seat order: the order of the night's steps would tell who killed whom (C4.5)
    dead = sorted(dict.fromkeys(night.dead), key=lambda n: s.players[n].seat)
    summary = ("dead: " + ", ".join(dead)) if dead else "nobody died"
    ctx.public("newspaper", day=s.game_day + 1, summary=summary, dead=dead,
                circumstances={})
    if o.reveal_killed is not RevealKilled.NONE:
        for name in dead:
            ctx.reveal(name, o.reveal_killed is RevealKilled.TEAM)
    for _ in night.failed:
        ctx.public("mafia_kill_failed")
    for name in night.lawyer_survivors:
        ctx.public("survived_lawyer", name=name)
    for name in night.don_survivors:
        ctx.public("survived_don", name=name)
    for name in sorted(night.knocked, key=lambda n: s.players[n].seat):
        if s.players[name].alive:
            ctx.public("knocked_out_public", name=name)
    if o.announce_saves:
        savers = {order.actor for order in orders_of(ctx, Action.SAVE)}
        for name in dict.fromkeys(night.kept_alive):
            p = s.players[name]
            if not p.alive:
                continue
            show = o.reveal_doctor_self_save if name in savers else o.reveal_saved_role
            if show:
                ctx.public("saved_in_the_night_role", name=name, role=classic.shown_role(ctx, p))
            else:
                ctx.public("saved_in_the_night", name=name)
    reveals, s.pending_reveals = s.pending_reveals, []
    for name in reveals:
        ctx.reveal(name, o.reveal_detail is RevealDetail.TEAM)
