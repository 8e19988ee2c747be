"""The classic night (docs/rules-classic.md C5–C8): night actions and their resolution.

Owns shoot / save / check / block / watch / knock_out / strike / don_strike / sleep for the
classic roles, nightfall, and the resolution in the seed's order — peacemaker,
executioner, the other roles (thug, doctor, commissar, witness), maniac, mafia — with the
newspaper, the private reports and the victory check. Imports engine vocabulary only; the
Game is passed in.
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
    not_last,
    others,
    require_phases,
)
from engine.state import CheckKind, CheckResult, ClassicOrder, DeathCause, Phase, Player

if TYPE_CHECKING:
    from engine.game import Game


# the witness's word for a family's kill with witness_sees = team (C7.6.3): not a name
THE_MAFIA = "#mafia"

# --------------------------------------------------------------------- submissions

def _order(game: Game, actor: Player, slot: Action, target: Player,
           role: str | None = None, key: str | None = None) -> None:
    """Record (or replace) the actor's order for this slot; the night counts him done."""
    orders = game.state.classic.orders
    orders[(key or actor.name, slot.value)] = ClassicOrder(actor.name, slot.value,
                                                           target.name, role)
    game.mark_night_done(actor.name)


def _family_target(game: Game, actor: Player, name: str | None) -> Player:
    target = game.living_target(actor, name)
    if target.family == actor.family:
        raise Refusal("own_family", target=target.name)
    return target


def _shots_left(game: Game, p: Player) -> bool:
    limit = game.options.executioner_shots
    return limit is None or p.shots_used < limit


def _shoot_gate(game: Game, actor: Player, act: Act) -> None:
    if actor.role not in (Role.EXECUTIONER, Role.MANIAC) and not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(game, NIGHT_ONLY)
    if actor.role is Role.EXECUTIONER and not actor.family and not _shots_left(game, actor):
        raise Refusal("no_shots_left")  # a recruited one still votes in the family's kill


def _shoot_at(game: Game, actor: Player, act: Act) -> Plan:
    if actor.family:
        target = _family_target(game, actor, act.target)
    else:
        target = game.living_target(actor, act.target)

    def commit() -> None:
        if actor.family:
            classic.first_shot_killer(game, actor)
            game.tell_mafia("mafia_action", family=actor.family, by=actor.name, action="shoot",
                            target=target.name)
        _order(game, actor, Action.SHOOT, target)
    return commit


def _shoot_accepts(game: Game, actor: Player, living: list[str]) -> list[str]:
    """``_shoot_at`` for a list: a family member not on his own family."""
    if not actor.family:
        return others(game, actor, living)
    players = game.state.players
    return [name for name in living if players[name].family != actor.family]


def _save_gate(game: Game, actor: Player, act: Act) -> None:
    if actor.role is not Role.DOCTOR:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(game, NIGHT_ONLY)


def _save_at(game: Game, actor: Player, act: Act) -> Plan:
    target = game.living_target(actor, act.target, self_ok=game.options.doctor_self_save)
    if actor.last_save == (game.state.game_day - 1, target.name):
        raise Refusal("same_save_twice", target=target.name)

    def commit() -> None:
        _order(game, actor, Action.SAVE, target)
    return commit


def _simple(role: Role, slot: Action, memory: str | None = None,
            refusal: str = "") -> TargetedCheck:
    """A one-target night action of one role, not on himself, optionally not on the
    same player as the last carried-out one (``memory``: the Player attribute)."""
    def gate(game: Game, actor: Player, act: Act) -> None:
        if actor.role is not role:
            raise Refusal("no_such_action", action=act.action.value)
        require_phases(game, NIGHT_ONLY)

    def handler(game: Game, actor: Player, act: Act) -> Plan:
        target = game.living_target(actor, act.target)
        if memory and getattr(actor, memory) == (game.state.game_day - 1, target.name):
            raise Refusal(refusal, target=target.name)

        def commit() -> None:
            _order(game, actor, slot, target)
        return commit
    return TargetedCheck(gate, handler, not_last(memory) if memory else others)


def _strike(game: Game, actor: Player, act: Act) -> Plan:
    o = game.options
    if not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    if not o.lawyer_strike:
        raise Refusal("strike_off")
    require_phases(game, NIGHT_ONLY)
    family = game.state.classic.families[actor.family]
    if o.mafia_kill is MafiaKill.KILLER and family.killer != actor.name:
        raise Refusal("not_killer")
    if o.lawyer_strike_uses is not None and family.lawyer_used >= o.lawyer_strike_uses:
        raise Refusal("no_uses_left")
    target = _family_target(game, actor, act.target)
    role = (act.role or "").strip().lower()
    if role not in STRIKE_ROLES:
        raise Refusal("strike_role", roles=", ".join(sorted(STRIKE_ROLES)))

    def commit() -> None:
        game.tell_mafia("mafia_strike", family=actor.family, by=actor.name, target=target.name,
                        role=role)
        _order(game, actor, Action.STRIKE, target, role, key=f"family:{actor.family}")
    return commit


def _don_strike(game: Game, actor: Player, act: Act) -> Plan:
    o = game.options
    family = game.state.classic.families.get(actor.family)
    if family is None:
        raise Refusal("no_such_action", action=act.action.value)
    if not o.don_strike:
        raise Refusal("don_strike_off")
    if family.don != actor.name:
        raise Refusal("not_don")
    require_phases(game, NIGHT_ONLY)
    if o.don_strike_uses is not None and family.don_strikes_used >= o.don_strike_uses:
        raise Refusal("no_uses_left")
    target = _family_target(game, actor, act.target)

    def commit() -> None:
        game.tell_mafia("mafia_action", family=actor.family, by=actor.name, action="don_strike",
                        target=target.name)
        _order(game, actor, Action.DON_STRIKE, target)
    return commit


def _sleep(game: Game, actor: Player, act: Act) -> Plan:
    require_phases(game, NIGHT_ONLY)

    def commit() -> None:
        game.mark_night_done(actor.name)
    return commit


ACTIONS = {
    Action.SHOOT: TargetedCheck(_shoot_gate, _shoot_at, _shoot_accepts),
    Action.SAVE: TargetedCheck(_save_gate, _save_at,
                               not_last("last_save", lambda game: game.options.doctor_self_save)),
    Action.CHECK: _simple(Role.COMMISSAR, Action.CHECK),
    Action.BLOCK: _simple(Role.PEACEMAKER, Action.BLOCK, "last_block", "same_block_twice"),
    Action.WATCH: _simple(Role.WITNESS, Action.WATCH),
    Action.KNOCK_OUT: _simple(Role.THUG, Action.KNOCK_OUT, "last_knock", "same_knock_twice"),
    Action.STRIKE: _strike,
    Action.DON_STRIKE: _don_strike,
    Action.SLEEP: _sleep,
}
PHASES: PhaseGates = dict.fromkeys(ACTIONS, NIGHT_ONLY)


# --------------------------------------------------------------------- nightfall

def start_night(game: Game) -> None:
    s = game.state
    s.phase = Phase.NIGHT
    s.night.done = []
    s.classic.orders = {}
    game.public("night_falls")
    classic.nightfall_titles(game)


# --------------------------------------------------------------------- early end

def kills_settled(game: Game) -> bool:
    """Each family's kill is settled: decided by one (the killer, the Don), or its members
    who can act tonight have all named one target, or none of them has shot. A family whose
    members disagree (one changed his target last, a teammate shot another or slept) keeps
    the night open until its end or until they agree: ending it early would make the kill
    fail before the others could follow (issue 33). Nobody but the family can tell why a
    night runs its full time (nobody sees who has submitted)."""
    s = game.state
    orders = s.classic.orders
    for family in s.classic.families.values():
        if _decider(game, family) is not None:
            continue
        able = [p for p in classic.members(game, family.number)
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


def _orders_of(game: Game, slot: Action, role: Role | None = None) -> list[ClassicOrder]:
    players = game.state.players
    return [o for (_, kind), o in game.state.classic.orders.items()
            if kind == slot.value and (role is None or players[o.actor].role is role)]


def _acts(game: Game, night: _Night, name: str) -> bool:
    p = game.state.players[name]
    return p.alive and name not in night.blocked and name not in night.knocked


def _lost(game: Game, night: _Night, order: ClassicOrder) -> None:
    """An order whose actor could not act: dead, blocked or knocked out (the record; a
    dead actor is told, the others have their own messages)."""
    p = game.state.players[order.actor]
    why = "dead" if not p.alive else "blocked" if p.name in night.blocked else "knocked_out"
    night_history.act_lost(game, order.actor, order.action, order.target, why)


def _stopped(game: Game, night: _Night, target: str) -> bool:
    """A kill on ``target`` stopped by the peacemaker's protection or the doctor's save
    (noted for the moderator); a saved one counts for the newspaper's saves."""
    if target in night.protected:
        game.night_note(Note.PROTECTED, target=target)
        return True
    if target in night.saved:
        night.kept_alive.append(target)
        doctors = [o.actor for o in _orders_of(game, Action.SAVE, Role.DOCTOR)
                   if o.target == target]
        game.night_note(Note.SAVED, by=doctors[0] if doctors else None, target=target)
        return True
    return False


def _attack(night: _Night, target: str, who: str) -> None:
    names = night.attackers.setdefault(target, [])
    if who not in names:
        names.append(who)


def _die(game: Game, night: _Night, victims: list[tuple[str, DeathCause]]) -> None:
    """Simultaneous deaths of one step."""
    fresh = [(name, cause, None) for name, cause in dict(victims).items()
             if game.state.players[name].alive]
    if fresh:
        night.dead += game.kill(fresh)


def resolve_night(game: Game) -> None:
    """The end of the night (C5.2): steps 1–6, in order."""
    s = game.state
    night = _Night()
    game.in_night_resolution = True
    try:
        _peacemaker(game, night)
        _executioner(game, night)
        _thug(game, night)
        _doctor(game, night)
        _commissar(game, night)
        _witness_stands(game, night)
        _maniac(game, night)
        _mafia(game, night)
    finally:
        game.in_night_resolution = False
    _reports(game, night)
    classic.lapse_open_offers(game)
    _newspaper(game, night)
    s.classic.orders = {}
    game.check_victory()


def _peacemaker(game: Game, night: _Night) -> None:
    day = game.state.game_day
    for order in _orders_of(game, Action.BLOCK, Role.PEACEMAKER):
        if game.state.players[order.actor].alive:
            night.blocked.add(order.target)
            night.protected.add(order.target)
            game.state.players[order.actor].last_block = (day, order.target)
            game.night_note(Note.BLOCKED, by=order.actor, target=order.target)
        else:
            _lost(game, night, order)


def _executioner(game: Game, night: _Night) -> None:
    victims = []
    for order in _orders_of(game, Action.SHOOT, Role.EXECUTIONER):
        shooter = game.state.players[order.actor]
        if not _shots_left(game, shooter):
            continue  # past his shots a recruited executioner's shot is a family vote only
        if not _acts(game, night, order.actor):
            _lost(game, night, order)
            continue
        shooter.shots_used += 1
        _attack(night, order.target, order.actor)
        if order.target in night.protected:
            game.night_note(Note.PROTECTED, target=order.target)
        else:
            victims.append((order.target, DeathCause.EXECUTIONER))
    _die(game, night, victims)


def _thug(game: Game, night: _Night) -> None:
    s = game.state
    for order in _orders_of(game, Action.KNOCK_OUT, Role.THUG):
        target = s.players[order.target]
        if not _acts(game, night, order.actor):
            _lost(game, night, order)
            continue
        if not target.alive:
            continue
        s.players[order.actor].last_knock = (s.game_day, order.target)
        if order.target in night.protected:
            game.night_note(Note.PROTECTED, target=order.target)
            continue
        night.knocked.add(order.target)
        game.night_note(Note.KNOCKED_OUT, by=order.actor, target=order.target)
        target.knocked_day = s.game_day + 1


def _doctor(game: Game, night: _Night) -> None:
    day = game.state.game_day
    for order in _orders_of(game, Action.SAVE, Role.DOCTOR):
        if _acts(game, night, order.actor):
            night.saved.add(order.target)
            game.state.players[order.actor].last_save = (day, order.target)
        else:
            _lost(game, night, order)


def _commissar(game: Game, night: _Night) -> None:
    s = game.state
    for order in _orders_of(game, Action.CHECK, Role.COMMISSAR):
        if not _acts(game, night, order.actor):
            _lost(game, night, order)
            continue
        answer = "mafia" if s.players[order.target].family else "not mafia"
        s.players[order.actor].results.append(
            CheckResult(CheckKind.COMMISSAR_CHECK, order.target, answer, s.now))
        game.tell(order.actor, "check_result", target=order.target, answer=answer)
        game.night_note(Note.ANSWER, by=order.actor, target=order.target, answer=answer)


def _witness_stands(game: Game, night: _Night) -> None:
    for order in _orders_of(game, Action.WATCH, Role.WITNESS):
        if _acts(game, night, order.actor):
            night.watch = (order.actor, order.target)
        else:
            _lost(game, night, order)


def _maniac(game: Game, night: _Night) -> None:
    victims = []
    for order in _orders_of(game, Action.SHOOT, Role.MANIAC):
        if not _acts(game, night, order.actor):
            _lost(game, night, order)
            continue
        if not game.state.players[order.target].alive:
            continue  # a target dead since makes the kill void: no attack (C5.1, C7.6.2)
        _attack(night, order.target, order.actor)
        if _stopped(game, night, order.target):
            continue
        victims.append((order.target, DeathCause.MANIAC))
    _die(game, night, victims)


def _awake(game: Game, night: _Night, p: Player) -> bool:
    return _acts(game, night, p.name) and p.joined_night != game.state.game_day


def _decider(game: Game, family) -> str | None:
    """The killer or the Don while his uses last (C6.4); None: the family decides."""
    o = game.options
    if o.mafia_kill is MafiaKill.KILLER and (o.killer_uses is None
                                             or family.killer_nights < o.killer_uses):
        return family.killer or ""
    if o.mafia_kill is MafiaKill.DON and family.don is not None and (
            o.don_decides_uses is None or family.don_decides_nights < o.don_decides_uses):
        return family.don
    return None


def _family_kill(game: Game, night: _Night,
                 family) -> tuple[str | None, list[str], KillFailure | None]:
    """The family's chosen target and who made the kill (C6.2–C6.4); with no target, why
    (for the moderator's record)."""
    s = game.state
    orders = s.classic.orders
    awake = [p for p in classic.members(game, family.number) if _awake(game, night, p)]
    decider = _decider(game, family)
    if decider is not None:
        order = orders.get((decider, Action.SHOOT.value)) if decider else None
        if order is None or not any(p.name == decider for p in awake):
            return None, [], KillFailure.DECIDER_ABSENT
        if game.options.mafia_kill is MafiaKill.KILLER:
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
    if game.options.witness_sees is WitnessSees.TEAM:
        return chosen.pop(), [THE_MAFIA], None
    return chosen.pop(), [p.name for p in awake], None


def _mafia(game: Game, night: _Night) -> None:
    """Step 5: each family's kill, lawyer strikes and Don strikes, simultaneously."""
    s = game.state
    victims: list[tuple[str, DeathCause]] = []
    vest_used: set[str] = set()
    chosen: list[tuple[int, str]] = []  # (family, target) of the kills carried out
    stopped: dict[int, KillFailure] = {}  # why a carried-out kill did not kill
    for family in s.classic.families.values():
        target, makers, why = _family_kill(game, night, family)
        if target is None:
            if classic.members(game, family.number):
                night.failed.append(family.number)
                game.night_note(Note.KILL_FAILED, family=family.number, target=None,
                                why=(why or KillFailure.DISAGREEMENT).value)
        elif s.players[target].alive:
            chosen.append((family.number, target))
            for who in makers:
                _attack(night, target, who)
            wearer = s.players[target]
            if target in night.protected or target in night.saved:
                stopped[family.number] = (KillFailure.PROTECTED if target in night.protected
                                          else KillFailure.SAVED)
                _stopped(game, night, target)
            elif wearer.vest and target not in vest_used:
                vest_used.add(target)
                stopped[family.number] = KillFailure.VEST
            else:
                victims.append((target, DeathCause.MAFIA))
        victims += _lawyer(game, night, family)
        victims += _don(game, night, family)
    for name in vest_used:
        s.players[name].vest = False
        game.tell(name, "vest_used")
        game.night_note(Note.VEST_USED, name=name)
    _die(game, night, victims)
    # a kill fails when the night ends with its target alive (C6.6): one stopped by a
    # save, protection or vest whose target dies in this step anyway did not fail
    for number, target in chosen:
        if s.players[target].alive:
            night.failed.append(number)
            game.night_note(Note.KILL_FAILED, family=number, target=target,
                            why=stopped.get(number, KillFailure.DISAGREEMENT).value)
    # and only a living target survived a strike (C8.4.4, C8.6.6)
    night.lawyer_survivors = [n for n in night.lawyer_survivors if s.players[n].alive]
    night.don_survivors = [n for n in night.don_survivors if s.players[n].alive]


def _lawyer(game: Game, night: _Night, family) -> list[tuple[str, DeathCause]]:
    s, o = game.state, game.options
    order = s.classic.orders.get((f"family:{family.number}", Action.STRIKE.value))
    if order is None:
        return []
    striker = s.players[order.actor]
    target = s.players[order.target]
    if not _awake(game, night, striker) or striker.family != family.number:
        if not _acts(game, night, striker.name):
            _lost(game, night, order)
        return []
    family.lawyer_used += 1
    if not target.alive:
        return []
    if target.role.value == order.role:
        return [(target.name, DeathCause.LAWYER)]
    night.lawyer_survivors.append(target.name)
    game.night_note(Note.SURVIVED, name=target.name, do=Action.STRIKE.value)
    striker.strike_misses += 1
    dies = (o.mafia_kill is MafiaKill.KILLER and family.killer == striker.name
            or o.lawyer_penalty is LawyerPenalty.INSTANT
            or o.lawyer_penalty is LawyerPenalty.SECOND_MISS and striker.strike_misses >= 2)
    return [(striker.name, DeathCause.PENALTY)] if dies else []


def _don(game: Game, night: _Night, family) -> list[tuple[str, DeathCause]]:
    s, o = game.state, game.options
    if family.don is None:
        return []
    order = s.classic.orders.get((family.don, Action.DON_STRIKE.value))
    don = s.players[family.don]
    if order is None:
        return []
    if not _awake(game, night, don):
        if not _acts(game, night, don.name):
            _lost(game, night, order)
        return []
    family.don_strikes_used += 1
    target = s.players[order.target]
    if not target.alive:
        return []
    _attack(night, target.name, don.name)
    if target.name not in night.protected:
        return [(target.name, DeathCause.DON_STRIKE)]
    family.don_misses += 1
    game.night_note(Note.PROTECTED, target=target.name)
    game.night_note(Note.SURVIVED, name=target.name, do=Action.DON_STRIKE.value)
    sanction = o.don_miss_sanction
    if sanction is DonMissSanction.NAME or (
            sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses == 1):
        night.don_survivors.append(target.name)
    if sanction is DonMissSanction.NAME_THEN_DEATH and family.don_misses >= 2:
        return [(don.name, DeathCause.PENALTY)]
    return []


# --------------------------------------------------------------------- the morning

def _reports(game: Game, night: _Night) -> None:
    """Private reports: blocked actors, the knocked out, the witness (C5.6, C7.6, C7.8)."""
    s = game.state
    acted = {o.actor for o in s.classic.orders.values()}
    for name in sorted(night.blocked & acted, key=lambda n: s.players[n].seat):
        if s.players[name].alive:
            game.tell(name, "action_blocked")
    for name in night.knocked:
        if s.players[name].alive:
            game.tell(name, "knocked_out")
    if night.watch is not None:
        witness, target = night.watch
        if s.players[witness].alive:
            names = night.attackers.get(target, [])
            seats = {n: p.seat for n, p in s.players.items()}
            named = sorted((n for n in names if n != THE_MAFIA), key=lambda n: seats[n])
            if THE_MAFIA in names:  # the family unnamed, in the player's own language
                if named:
                    game.tell(witness, "witness_mafia_and", target=target,
                              names=list(named))
                else:
                    game.tell(witness, "witness_mafia", target=target)
            elif named:
                game.tell(witness, "witness_report", target=target, names=list(named))
            else:
                game.tell(witness, "witness_nobody", target=target)


def _newspaper(game: Game, night: _Night) -> None:
    """The morning newspaper (C4.4): the dead with roles as reveal_killed says, then the
    failed kills, survivors of strikes, the knocked out, saves, the pending reveal."""
    s, o = game.state, game.options
    # in seat order: the order of the night's steps would tell who killed whom (C4.5)
    dead = sorted(dict.fromkeys(night.dead), key=lambda n: s.players[n].seat)
    summary = ("dead: " + ", ".join(dead)) if dead else "nobody died"
    game.public("newspaper", day=s.game_day + 1, summary=summary, dead=dead,
                circumstances={})
    if o.reveal_killed is not RevealKilled.NONE:
        for name in dead:
            game.reveal(name, o.reveal_killed is RevealKilled.TEAM)
    for _ in night.failed:
        game.public("mafia_kill_failed")
    for name in night.lawyer_survivors:
        game.public("survived_lawyer", name=name)
    for name in night.don_survivors:
        game.public("survived_don", name=name)
    for name in sorted(night.knocked, key=lambda n: s.players[n].seat):
        if s.players[name].alive:
            game.public("knocked_out_public", name=name)
    if o.announce_saves:
        doctors = {order.actor for order in _orders_of(game, Action.SAVE, Role.DOCTOR)}
        for name in dict.fromkeys(night.kept_alive):
            p = s.players[name]
            if not p.alive:
                continue
            show = o.reveal_doctor_self_save if name in doctors else o.reveal_saved_role
            if show:
                game.public("saved_by_doctor_role", name=name, role=classic.shown_role(game, p))
            else:
                game.public("saved_by_doctor", name=name)
    reveals, s.pending_reveals = s.pending_reveals, []
    for name in reveals:
        game.reveal(name, o.reveal_detail is RevealDetail.TEAM)
