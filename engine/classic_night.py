"""The classic night (docs/rules-classic.md C5–C8): night actions and their resolution.

Owns shoot / save / check / block / watch / knock_out / strike / don_strike / sleep for the
classic roles, nightfall, and the resolution in the seed's order — peacemaker,
executioner, the other roles (thug, doctor, commissar, witness), maniac, mafia — with the
newspaper, the private reports and the victory check. Imports engine vocabulary only; the
game comes in as a ``Context`` (engine.context).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine import classic, night_history
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
from engine.roles import STRIKE_ROLES, Role
from engine.split_check import (
    NIGHT_ONLY,
    PhaseGates,
    TargetedCheck,
    last_night_target,
    not_last,
    others,
    require_phases,
)
from engine.state import CheckKind, CheckResult, ClassicOrder, DeathCause, Phase, Player

if TYPE_CHECKING:
    from engine.context import Context


# the witness's word for a family's kill with witness_sees = team (C7.6.3): not a name
THE_MAFIA = "#mafia"

# --------------------------------------------------------------------- submissions

def _order(ctx: Context, actor: Player, slot: Action, target: Player,
           role: str | None = None, key: str | None = None) -> None:
    """Record (or replace) the actor's order for this slot; the night counts him done."""
    orders = ctx.state.classic.orders
    orders[(key or actor.name, slot.value)] = ClassicOrder(actor.name, slot.value,
                                                           target.name, role)
    ctx.mark_night_done(actor.name)


def _family_target(ctx: Context, actor: Player, name: str | None) -> Player:
    target = ctx.living_target(actor, name)
    if target.family == actor.family:
        raise Refusal("own_family", target=target.name)
    return target


def _shots_left(ctx: Context, p: Player) -> bool:
    limit = ctx.options.executioner_shots
    return limit is None or p.memory.uses(Action.SHOOT) < limit


def _shoot_gate(ctx: Context, actor: Player, act: Act) -> None:
    if actor.role not in (Role.EXECUTIONER, Role.MANIAC) and not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(ctx, NIGHT_ONLY)
    if actor.role is Role.EXECUTIONER and not actor.family and not _shots_left(ctx, actor):
        raise Refusal("no_shots_left")  # a recruited one still votes in the family's kill


def _shoot_at(ctx: Context, actor: Player, act: Act) -> Plan:
    if actor.family:
        target = _family_target(ctx, actor, act.target)
    else:
        target = ctx.living_target(actor, act.target)

    def commit() -> None:
        if actor.family:
            classic.first_shot_killer(ctx, actor)
            ctx.tell_mafia("mafia_action", family=actor.family, by=actor.name, action="shoot",
                            target=target.name)
        _order(ctx, actor, Action.SHOOT, target)
    return commit


def _shoot_accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    """``_shoot_at`` for a list: a family member not on his own family."""
    if not actor.family:
        return others(ctx, actor, living)
    players = ctx.state.players
    return [name for name in living if players[name].family != actor.family]


def _save_gate(ctx: Context, actor: Player, act: Act) -> None:
    if actor.role is not Role.DOCTOR:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(ctx, NIGHT_ONLY)


def _save_at(ctx: Context, actor: Player, act: Act) -> Plan:
    target = ctx.living_target(actor, act.target, self_ok=ctx.options.doctor_self_save)
    if last_night_target(ctx, actor, Action.SAVE) == target.name:
        raise Refusal("same_save_twice", target=target.name)

    def commit() -> None:
        _order(ctx, actor, Action.SAVE, target)
    return commit


def _simple(role: Role, slot: Action, refusal: str = "") -> TargetedCheck:
    """A one-target night action of one role, not on himself; with a ``refusal``, not on
    the same player as the last carried-out one either (the seat's memory of ``slot``)."""
    def gate(ctx: Context, actor: Player, act: Act) -> None:
        if actor.role is not role:
            raise Refusal("no_such_action", action=act.action.value)
        require_phases(ctx, NIGHT_ONLY)

    def handler(ctx: Context, actor: Player, act: Act) -> Plan:
        target = ctx.living_target(actor, act.target)
        if refusal and last_night_target(ctx, actor, slot) == target.name:
            raise Refusal(refusal, target=target.name)

        def commit() -> None:
            _order(ctx, actor, slot, target)
        return commit
    return TargetedCheck(gate, handler, not_last(slot) if refusal else others)


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
    target = _family_target(ctx, actor, act.target)
    role = (act.role or "").strip().lower()
    if role not in STRIKE_ROLES:
        raise Refusal("strike_role", roles=", ".join(sorted(STRIKE_ROLES)))

    def commit() -> None:
        ctx.tell_mafia("mafia_strike", family=actor.family, by=actor.name, target=target.name,
                        role=role)
        _order(ctx, actor, Action.STRIKE, target, role, key=f"family:{actor.family}")
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
    target = _family_target(ctx, actor, act.target)

    def commit() -> None:
        ctx.tell_mafia("mafia_action", family=actor.family, by=actor.name, action="don_strike",
                        target=target.name)
        _order(ctx, actor, Action.DON_STRIKE, target)
    return commit


def _sleep(ctx: Context, actor: Player, act: Act) -> Plan:
    require_phases(ctx, NIGHT_ONLY)

    def commit() -> None:
        ctx.mark_night_done(actor.name)
    return commit


ACTIONS = {
    Action.SHOOT: TargetedCheck(_shoot_gate, _shoot_at, _shoot_accepts),
    Action.SAVE: TargetedCheck(_save_gate, _save_at,
                               not_last(Action.SAVE, lambda ctx: ctx.options.doctor_self_save)),
    Action.CHECK: _simple(Role.COMMISSAR, Action.CHECK),
    Action.BLOCK: _simple(Role.PEACEMAKER, Action.BLOCK, "same_block_twice"),
    Action.WATCH: _simple(Role.WITNESS, Action.WATCH),
    Action.KNOCK_OUT: _simple(Role.THUG, Action.KNOCK_OUT, "same_knock_twice"),
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
        if _decider(ctx, family) is not None:
            continue
        able = [p for p in classic.members(ctx, family.number)
                if p.joined_night != s.game_day]
        shots = [orders.get((p.name, Action.SHOOT.value)) for p in able]
        if any(shots) and (None in shots or len({o.target for o in shots}) > 1):
            return False
    return True


# --------------------------------------------------------------------- resolution

@dataclass
class _Night:
    """What the resolution has learnt so far."""

    blocked: set[str] = field(default_factory=set)
    protected: set[str] = field(default_factory=set)  # by the peacemaker
    knocked: set[str] = field(default_factory=set)
    saved: set[str] = field(default_factory=set)
    kept_alive: list[str] = field(default_factory=list)  # the doctor's save stopped a kill
    attackers: dict[str, list[str]] = field(default_factory=dict)
    watch: tuple[str, str] | None = None  # (witness, target) when the watch stands
    failed: list[int] = field(default_factory=list)  # families whose kill failed
    lawyer_survivors: list[str] = field(default_factory=list)
    don_survivors: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)


def _orders_of(ctx: Context, slot: Action, role: Role | None = None) -> list[ClassicOrder]:
    players = ctx.state.players
    return [o for (_, kind), o in ctx.state.classic.orders.items()
            if kind == slot.value and (role is None or players[o.actor].role is role)]


def _acts(ctx: Context, night: _Night, name: str) -> bool:
    p = ctx.state.players[name]
    return p.alive and name not in night.blocked and name not in night.knocked


def _lost(ctx: Context, night: _Night, order: ClassicOrder) -> None:
    """An order whose actor could not act: dead, blocked or knocked out (the record; a
    dead actor is told, the others have their own messages)."""
    p = ctx.state.players[order.actor]
    why = "dead" if not p.alive else "blocked" if p.name in night.blocked else "knocked_out"
    night_history.act_lost(ctx, order.actor, order.action, order.target, why)


def _stopped(ctx: Context, night: _Night, target: str) -> bool:
    """A kill on ``target`` stopped by the peacemaker's protection or the doctor's save
    (noted for the moderator); a saved one counts for the newspaper's saves."""
    if target in night.protected:
        ctx.night_note(Note.PROTECTED, target=target)
        return True
    if target in night.saved:
        night.kept_alive.append(target)
        doctors = [o.actor for o in _orders_of(ctx, Action.SAVE, Role.DOCTOR)
                   if o.target == target]
        ctx.night_note(Note.SAVED, by=doctors[0] if doctors else None, target=target)
        return True
    return False


def _attack(night: _Night, target: str, who: str) -> None:
    names = night.attackers.setdefault(target, [])
    if who not in names:
        names.append(who)


def _die(ctx: Context, night: _Night, victims: list[tuple[str, DeathCause]]) -> None:
    """Simultaneous deaths of one step."""
    fresh = [(name, cause, None) for name, cause in dict(victims).items()
             if ctx.state.players[name].alive]
    if fresh:
        night.dead += ctx.kill(fresh)


def resolve_night(ctx: Context) -> None:
    """The end of the night (C5.2): steps 1–6, in order."""
    s = ctx.state
    night = _Night()
    ctx.in_night_resolution = True
    try:
        _peacemaker(ctx, night)
        _executioner(ctx, night)
        _thug(ctx, night)
        _doctor(ctx, night)
        _commissar(ctx, night)
        _witness_stands(ctx, night)
        _maniac(ctx, night)
        _mafia(ctx, night)
    finally:
        ctx.in_night_resolution = False
    _reports(ctx, night)
    classic.lapse_open_offers(ctx)
    _newspaper(ctx, night)
    s.classic.orders = {}
    ctx.check_victory()


def _peacemaker(ctx: Context, night: _Night) -> None:
    day = ctx.state.game_day
    for order in _orders_of(ctx, Action.BLOCK, Role.PEACEMAKER):
        if ctx.state.players[order.actor].alive:
            night.blocked.add(order.target)
            night.protected.add(order.target)
            ctx.state.players[order.actor].memory.remember(Action.BLOCK, day, order.target)
            ctx.night_note(Note.BLOCKED, by=order.actor, target=order.target)
        else:
            _lost(ctx, night, order)


def _executioner(ctx: Context, night: _Night) -> None:
    victims = []
    for order in _orders_of(ctx, Action.SHOOT, Role.EXECUTIONER):
        shooter = ctx.state.players[order.actor]
        if not _shots_left(ctx, shooter):
            continue  # past his shots a recruited executioner's shot is a family vote only
        if not _acts(ctx, night, order.actor):
            _lost(ctx, night, order)
            continue
        shooter.memory.spend(Action.SHOOT)
        _attack(night, order.target, order.actor)
        if order.target in night.protected:
            ctx.night_note(Note.PROTECTED, target=order.target)
        else:
            victims.append((order.target, DeathCause.EXECUTIONER))
    _die(ctx, night, victims)


def _thug(ctx: Context, night: _Night) -> None:
    s = ctx.state
    for order in _orders_of(ctx, Action.KNOCK_OUT, Role.THUG):
        target = s.players[order.target]
        if not _acts(ctx, night, order.actor):
            _lost(ctx, night, order)
            continue
        if not target.alive:
            continue
        s.players[order.actor].memory.remember(Action.KNOCK_OUT, s.game_day, order.target)
        if order.target in night.protected:
            ctx.night_note(Note.PROTECTED, target=order.target)
            continue
        night.knocked.add(order.target)
        ctx.night_note(Note.KNOCKED_OUT, by=order.actor, target=order.target)
        target.knocked_day = s.game_day + 1


def _doctor(ctx: Context, night: _Night) -> None:
    day = ctx.state.game_day
    for order in _orders_of(ctx, Action.SAVE, Role.DOCTOR):
        if _acts(ctx, night, order.actor):
            night.saved.add(order.target)
            ctx.state.players[order.actor].memory.remember(Action.SAVE, day, order.target)
        else:
            _lost(ctx, night, order)


def _commissar(ctx: Context, night: _Night) -> None:
    s = ctx.state
    for order in _orders_of(ctx, Action.CHECK, Role.COMMISSAR):
        if not _acts(ctx, night, order.actor):
            _lost(ctx, night, order)
            continue
        answer = "mafia" if s.players[order.target].family else "not mafia"
        s.players[order.actor].results.append(
            CheckResult(CheckKind.COMMISSAR_CHECK, order.target, answer, s.now))
        ctx.tell(order.actor, "check_result", target=order.target, answer=answer)
        ctx.night_note(Note.ANSWER, by=order.actor, target=order.target, answer=answer)


def _witness_stands(ctx: Context, night: _Night) -> None:
    for order in _orders_of(ctx, Action.WATCH, Role.WITNESS):
        if _acts(ctx, night, order.actor):
            night.watch = (order.actor, order.target)
        else:
            _lost(ctx, night, order)


def _maniac(ctx: Context, night: _Night) -> None:
    victims = []
    for order in _orders_of(ctx, Action.SHOOT, Role.MANIAC):
        if not _acts(ctx, night, order.actor):
            _lost(ctx, night, order)
            continue
        if not ctx.state.players[order.target].alive:
            continue  # a target dead since makes the kill void: no attack (C5.1, C7.6.2)
        _attack(night, order.target, order.actor)
        if _stopped(ctx, night, order.target):
            continue
        victims.append((order.target, DeathCause.MANIAC))
    _die(ctx, night, victims)


def _awake(ctx: Context, night: _Night, p: Player) -> bool:
    return _acts(ctx, night, p.name) and p.joined_night != ctx.state.game_day


def _decider(ctx: Context, family) -> str | None:
    """The killer or the Don while his uses last (C6.4); None: the family decides."""
    o = ctx.options
    if o.mafia_kill is MafiaKill.KILLER and (o.killer_uses is None
                                             or family.killer_nights < o.killer_uses):
        return family.killer or ""
    if o.mafia_kill is MafiaKill.DON and family.don is not None and (
            o.don_decides_uses is None or family.don_decides_nights < o.don_decides_uses):
        return family.don
    return None


def _family_kill(ctx: Context, night: _Night,
                 family) -> tuple[str | None, list[str], KillFailure | None]:
    """The family's chosen target and who made the kill (C6.2–C6.4); with no target, why
    (for the moderator's record)."""
    s = ctx.state
    orders = s.classic.orders
    awake = [p for p in classic.members(ctx, family.number) if _awake(ctx, night, p)]
    decider = _decider(ctx, family)
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


def _mafia(ctx: Context, night: _Night) -> None:
    """Step 5: each family's kill, lawyer strikes and Don strikes, simultaneously."""
    s = ctx.state
    victims: list[tuple[str, DeathCause]] = []
    vest_used: set[str] = set()
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
                _attack(night, target, who)
            wearer = s.players[target]
            if target in night.protected or target in night.saved:
                stopped[family.number] = (KillFailure.PROTECTED if target in night.protected
                                          else KillFailure.SAVED)
                _stopped(ctx, night, target)
            elif wearer.vest and target not in vest_used:
                vest_used.add(target)
                stopped[family.number] = KillFailure.VEST
            else:
                victims.append((target, DeathCause.MAFIA))
        victims += _lawyer(ctx, night, family)
        victims += _don(ctx, night, family)
    for name in vest_used:
        s.players[name].vest = False
        ctx.tell(name, "vest_used")
        ctx.night_note(Note.VEST_USED, name=name)
    _die(ctx, night, victims)
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


def _lawyer(ctx: Context, night: _Night, family) -> list[tuple[str, DeathCause]]:
    s, o = ctx.state, ctx.options
    order = s.classic.orders.get((f"family:{family.number}", Action.STRIKE.value))
    if order is None:
        return []
    striker = s.players[order.actor]
    target = s.players[order.target]
    if not _awake(ctx, night, striker) or striker.family != family.number:
        if not _acts(ctx, night, striker.name):
            _lost(ctx, night, order)
        return []
    family.lawyer_used += 1
    if not target.alive:
        return []
    if target.role.value == order.role:
        return [(target.name, DeathCause.LAWYER)]
    night.lawyer_survivors.append(target.name)
    ctx.night_note(Note.SURVIVED, name=target.name, do=Action.STRIKE.value)
    misses = striker.memory.miss(Action.STRIKE)
    dies = (o.mafia_kill is MafiaKill.KILLER and family.killer == striker.name
            or o.lawyer_penalty is LawyerPenalty.INSTANT
            or o.lawyer_penalty is LawyerPenalty.SECOND_MISS and misses >= 2)
    return [(striker.name, DeathCause.PENALTY)] if dies else []


def _don(ctx: Context, night: _Night, family) -> list[tuple[str, DeathCause]]:
    s, o = ctx.state, ctx.options
    if family.don is None:
        return []
    order = s.classic.orders.get((family.don, Action.DON_STRIKE.value))
    don = s.players[family.don]
    if order is None:
        return []
    if not _awake(ctx, night, don):
        if not _acts(ctx, night, don.name):
            _lost(ctx, night, order)
        return []
    family.don_strikes_used += 1
    target = s.players[order.target]
    if not target.alive:
        return []
    _attack(night, target.name, don.name)
    if target.name not in night.protected:
        return [(target.name, DeathCause.DON_STRIKE)]
    family.don_misses += 1
    ctx.night_note(Note.PROTECTED, target=target.name)
    ctx.night_note(Note.SURVIVED, name=target.name, do=Action.DON_STRIKE.value)
    sanction = o.don_miss_sanction
    if sanction is DonMissSanction.NAME or (
            sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses == 1):
        night.don_survivors.append(target.name)
    if sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses >= 2:
        return [(don.name, DeathCause.PENALTY)]
    return []


# --------------------------------------------------------------------- the morning

def _reports(ctx: Context, night: _Night) -> None:
    """Private reports: blocked actors, the knocked out, the witness (C5.6, C7.6, C7.8)."""
    s = ctx.state
    acted = {o.actor for o in s.classic.orders.values()}
    for name in sorted(night.blocked & acted, key=lambda n: s.players[n].seat):
        if s.players[name].alive:
            ctx.tell(name, "action_blocked")
    for name in night.knocked:
        if s.players[name].alive:
            ctx.tell(name, "knocked_out")
    if night.watch is not None:
        witness, target = night.watch
        if s.players[witness].alive:
            names = night.attackers.get(target, [])
            seats = {n: p.seat for n, p in s.players.items()}
            named = sorted((n for n in names if n != THE_MAFIA), key=lambda n: seats[n])
            if THE_MAFIA in names:  # the family unnamed, in the player's own language
                if named:
                    ctx.tell(witness, "witness_mafia_and", target=target,
                              names=list(named))
                else:
                    ctx.tell(witness, "witness_mafia", target=target)
            elif named:
                ctx.tell(witness, "witness_report", target=target, names=list(named))
            else:
                ctx.tell(witness, "witness_nobody", target=target)


def _newspaper(ctx: Context, night: _Night) -> None:
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
        doctors = {order.actor for order in _orders_of(ctx, Action.SAVE, Role.DOCTOR)}
        for name in dict.fromkeys(night.kept_alive):
            p = s.players[name]
            if not p.alive:
                continue
            show = o.reveal_doctor_self_save if name in doctors else o.reveal_saved_role
            if show:
                ctx.public("saved_by_doctor_role", name=name, role=classic.shown_role(ctx, p))
            else:
                ctx.public("saved_by_doctor", name=name)
    reveals, s.pending_reveals = s.pending_reveals, []
    for name in reveals:
        ctx.reveal(name, o.reveal_detail is RevealDetail.TEAM)
