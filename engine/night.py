"""The night (RULES.md §2 and §7): night actions, the mafia's boss, and night resolution.

Owns shoot / check / search / save / sleep, boss election at nightfall, and the four
steps of resolution (Kira's move; shots and checks; notebook passing; the newspaper and
the win check). Imports engine vocabulary only; the game comes in as a ``Context``.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine import night_history, notebook
from engine.clock import at
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.night_history import KillFailure, Note
from engine.options import AutokillReveal, RevealDetail, WriteDuty
from engine.roles import Role, Team
from engine.split_check import (
    NIGHT_ONLY,
    PhaseGates,
    TargetedCheck,
    last_night_target,
    not_last,
    others,
    require_phases,
)
from engine.state import CheckKind, CheckResult, DeathCause, MafiaAction, Phase, Player

if TYPE_CHECKING:
    from engine.context import Context


# --------------------------------------------------------------------- who may do what

def is_l(ctx: Context, p: Player) -> bool:
    return p.role is Role.L and not p.memory.l_actions_lost


def is_near(p: Player) -> bool:
    # unlike L (§2.1), Near keeps his actions if he becomes a Kira: RULES.md §3.2 only
    # moves him out of town
    return p.role is Role.NEAR


def _mark_done(ctx: Context, actor: Player) -> None:
    ctx.mark_night_done(actor.name)


def _shoot_gate(ctx: Context, actor: Player, act: Act) -> None:
    s = ctx.state
    if is_l(ctx, actor):
        require_phases(ctx, NIGHT_ONLY)
        return
    if actor.role is Role.MAFIA:
        require_phases(ctx, NIGHT_ONLY)
        if s.boss is None:
            raise Refusal("no_boss_shot")
        if s.boss != actor.name:
            raise Refusal("not_boss")
        return
    raise Refusal("no_such_action", action=act.action.value)


def _shoot_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    if is_l(ctx, actor):
        target = ctx.living_target(actor, act.target)

        def commit() -> None:
            s.night.l_kind, s.night.l_target, s.night.l_by = "shoot", target.name, actor.name
            _mark_done(ctx, actor)
        return commit
    if actor.role is Role.MAFIA:
        target = ctx.living_target(actor, act.target)

        def commit() -> None:
            s.night.mafia = MafiaAction("shoot", target.name, actor.name)
            ctx.tell_mafia("mafia_action", by=actor.name, action="shoot", target=target.name)
            _mark_done(ctx, actor)
        return commit
    raise Refusal("no_such_action", action=act.action.value)


def _check_gate(ctx: Context, actor: Player, act: Act) -> None:
    if is_l(ctx, actor):
        require_phases(ctx, NIGHT_ONLY)
        return
    if is_near(actor):
        require_phases(ctx, NIGHT_ONLY)  # the phase first, as for every night action (the views)
        if not actor.memory.near_may_check:
            raise Refusal("near_no_check_yet")
        return
    raise Refusal("no_such_action", action=act.action.value)


def _check_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    if is_l(ctx, actor):
        target = ctx.living_target(actor, act.target)

        def commit() -> None:
            s.night.l_kind, s.night.l_target, s.night.l_by = "check", target.name, actor.name
            _mark_done(ctx, actor)
        return commit
    if is_near(actor):
        target = ctx.living_target(actor, act.target)

        def commit() -> None:
            s.night.near_check, s.night.near_by = target.name, actor.name
            _mark_done(ctx, actor)
        return commit
    raise Refusal("no_such_action", action=act.action.value)


def _search_gate(ctx: Context, actor: Player, act: Act) -> None:
    s = ctx.state
    if actor.role is not Role.MAFIA:
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(ctx, NIGHT_ONLY)
    if s.boss is not None and s.boss != actor.name:
        raise Refusal("not_boss")


def _search_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    target = ctx.living_target(actor, act.target)

    def commit() -> None:
        s.night.mafia = MafiaAction("search", target.name, actor.name)
        ctx.tell_mafia("mafia_action", by=actor.name, action="search", target=target.name)
        _mark_done(ctx, actor)
    return commit


def _save_gate(ctx: Context, actor: Player, act: Act) -> None:
    if not is_near(actor):
        raise Refusal("no_such_action", action=act.action.value)
    require_phases(ctx, NIGHT_ONLY)


def _save_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    target = ctx.living_target(actor, act.target, self_ok=True)
    if last_night_target(ctx, actor, Action.SAVE) == target.name:
        raise Refusal("same_save_twice", target=target.name)

    def commit() -> None:
        s.night.near_save, s.night.near_by = target.name, actor.name
        _mark_done(ctx, actor)
    return commit


def _sleep(ctx: Context, actor: Player, act: Act) -> Plan:
    require_phases(ctx, NIGHT_ONLY)

    def commit() -> None:
        _mark_done(ctx, actor)
    return commit


ACTIONS = {
    Action.SHOOT: TargetedCheck(_shoot_gate, _shoot_at, others),
    Action.CHECK: TargetedCheck(_check_gate, _check_at, others),
    Action.SEARCH: TargetedCheck(_search_gate, _search_at, others),
    Action.SAVE: TargetedCheck(_save_gate, _save_at, not_last(Action.SAVE, lambda ctx: True)),
    Action.SLEEP: _sleep,
}
PHASES: PhaseGates = dict.fromkeys(ACTIONS, NIGHT_ONLY)


# --------------------------------------------------------------------- nightfall

def start_night(ctx: Context) -> None:
    s = ctx.state
    s.phase = Phase.NIGHT
    s.night.done = []
    s.no_boss_tonight = False
    ctx.public("night_falls")
    mafiosi = ctx.mafiosi()
    if s.boss is not None or not mafiosi:
        return
    if ctx.options.boss_death_no_shot and s.boss_died_on == s.game_day:
        s.no_boss_tonight = True
        for p in mafiosi:
            ctx.tell(p.name, "no_boss_tonight")
        return
    names = [p.name for p in mafiosi]
    votes = Counter(p.memory.boss_vote for p in mafiosi if p.memory.boss_vote in names)
    top = max(votes.values(), default=0)
    tied = [n for n in names if votes.get(n, 0) == top] if top else names
    s.boss = tied[0] if len(tied) == 1 else s.rng.choice(tied)
    for p in mafiosi:
        ctx.tell(p.name, "boss_now", name=s.boss)


# --------------------------------------------------------------------- answers

def l_answer(ctx: Context, target: Player) -> str:
    """L's check (RULES.md §2.1), for the state at this moment."""
    book = ctx.state.notebook
    if book.holder == target.name and notebook.has_eyes(ctx, target.name):
        return "Kira"
    if target.role is Role.NEAR:
        return "Near"
    if target.team is Team.MAFIA:
        return "mafia"
    return "civilian"


def holds_notebook(ctx: Context, target: Player) -> str:
    """The mafia's search (RULES.md §3.5): a holder in the closed form is immune unless
    ``possession_check_sees_closed_form``."""
    book = ctx.state.notebook
    if book.holder != target.name:
        return "no"
    if notebook.has_eyes(ctx, target.name) or ctx.options.possession_check_sees_closed_form:
        return "yes"
    return "no"


def near_finds_notebook(ctx: Context, target: Player) -> str:
    """Near's check asks about the notebook itself (§3.5): "yes" whenever the target
    holds it, eyes or not; with ``near_sees_closed_form`` off, as the mafia's search."""
    if not ctx.options.near_sees_closed_form:
        return holds_notebook(ctx, target)
    return "yes" if ctx.state.notebook.holder == target.name else "no"


def _record(ctx: Context, who: str, kind: CheckKind, target: str, answer: str) -> None:
    s = ctx.state
    s.players[who].results.append(CheckResult(kind, target, answer, s.now))
    code = "check_result" if kind is CheckKind.L_CHECK else "search_result"
    ctx.tell(who, code, target=target, answer=answer)
    ctx.night_note(Note.ANSWER, by=who, target=target, answer=answer)


# --------------------------------------------------------------------- resolution

def resolve_night(ctx: Context) -> None:
    """End of the night (RULES.md §7): steps 1–4, in order."""
    s = ctx.state
    ctx.in_night_resolution = True
    s.night_dead = []
    s.failed_attempts = 0
    try:
        _write_duty(ctx)
        _step_one(ctx)
        if ctx.options.mafia_before_l:
            _step_two(ctx, with_mafia=True, with_l=False)
            _step_two(ctx, with_mafia=False, with_l=True)
        else:
            _step_two(ctx, with_mafia=True, with_l=True)
        notebook.pass_to_heir(ctx)
    finally:
        ctx.in_night_resolution = False
    _newspaper(ctx)
    ctx.check_victory()


def _write_duty(ctx: Context) -> None:
    """RULES.md §3.1 with ``autokill``: at the end of the game day, every living player
    who held the notebook at a moment he could write, on a day with no name written in
    it, is removed like an inactive player (all of them at once)."""
    if ctx.options.daily_write_duty is not WriteDuty.AUTOKILL:
        return
    neglected = _legacy_duty(ctx) if ctx.legacy else notebook.neglected_duty(ctx)
    if not neglected:
        return
    ctx.kill([(name, DeathCause.WRITE_DUTY, None) for name in neglected])
    reveal = ctx.options.autokill_reveal
    for name in neglected:
        ctx.tell(name, "duty_removed")
        ctx.public("removed", name=name)
        if reveal is not AutokillReveal.NONE:
            ctx.reveal(name, reveal is AutokillReveal.TEAM)


def _legacy_duty(ctx: Context) -> list[str]:
    """Version 1 of the rules: only the holder at the end of the day, and only if he had
    held it since before the closed-form window opened."""
    s = ctx.state
    book = s.notebook
    holder = book.holder
    if holder is None or not s.players[holder].alive or book.names_per_day.get(s.game_day):
        return []
    window_open = at(s.game_day, ctx.options.closed_write_window[0])
    return [holder] if book.holder_since <= window_open else []


def _step_one(ctx: Context) -> None:
    victims = []
    for entry in notebook.night_entries(ctx, 1):
        entry.done = True
        if not entry.void:
            victims.append((entry.target, DeathCause.NOTEBOOK, entry.circumstances, entry))
    _die_at_night(ctx, victims)


def _alive(ctx: Context, name: str | None) -> bool:
    return name is not None and ctx.state.players[name].alive


def _step_two(ctx: Context, *, with_mafia: bool, with_l: bool) -> None:
    s = ctx.state
    orders = s.night
    victims: list[tuple[str, DeathCause, str | None, object]] = []
    l_killers: dict[str, str] = {}
    if with_mafia:
        for entry in notebook.night_entries(ctx, 2):
            entry.done = True
            if not entry.void:
                victims.append((entry.target, DeathCause.NOTEBOOK, entry.circumstances, entry))
        mafia = orders.mafia
        if mafia is not None and _alive(ctx, mafia.by):
            target = s.players[mafia.target]
            if mafia.kind == "search":
                _record(ctx, mafia.by, CheckKind.MAFIA_SEARCH, target.name,
                        holds_notebook(ctx, target))
            elif orders.near_save == target.name and _alive(ctx, orders.near_by):
                s.failed_attempts += 1
                ctx.night_note(Note.SAVED, by=orders.near_by, target=target.name)
                ctx.night_note(Note.KILL_FAILED, family=0, target=target.name,
                                why=KillFailure.SAVED.value)
            else:
                victims.append((target.name, DeathCause.MAFIA, None, None))
        elif mafia is not None:  # its submitter died earlier tonight: the action is lost
            night_history.act_lost(ctx, mafia.by, mafia.kind, mafia.target, "dead")
        near_lost = orders.near_by is not None and not _alive(ctx, orders.near_by)
        if _alive(ctx, orders.near_by) and orders.near_save is not None:
            s.players[orders.near_by].memory.remember(Action.SAVE, s.game_day, orders.near_save)
        elif near_lost and orders.near_save is not None:
            night_history.act_lost(ctx, orders.near_by, "save", orders.near_save, "dead")
        if orders.near_check is not None and _alive(ctx, orders.near_by):
            target = s.players[orders.near_check]
            _record(ctx, orders.near_by, CheckKind.NEAR_CHECK, target.name,
                    near_finds_notebook(ctx, target))
        elif near_lost and orders.near_check is not None:
            night_history.act_lost(ctx, orders.near_by, "check", orders.near_check, "dead")
    if with_l and orders.l_kind is not None and _alive(ctx, orders.l_by):
        l_player = s.players[orders.l_by]
        if is_l(ctx, l_player):
            target = s.players[orders.l_target]
            if orders.l_kind == "check":
                _record(ctx, l_player.name, CheckKind.L_CHECK, target.name,
                        l_answer(ctx, target))
            else:
                victims.append((target.name, DeathCause.L_SHOT, None, None))
                l_killers[target.name] = l_player.name
    elif with_l and orders.l_kind is not None and orders.l_by is not None:
        # L died earlier tonight (Kira's move, or the mafia with mafia_before_l): lost
        night_history.act_lost(ctx, orders.l_by, orders.l_kind, orders.l_target, "dead")
    _die_at_night(ctx, victims, l_killers)


_CAUSE_RANK = {DeathCause.L_SHOT: 0, DeathCause.MAFIA: 1, DeathCause.NOTEBOOK: 2}


def _die_at_night(ctx: Context, victims: list, l_killers: dict[str, str] | None = None) -> None:
    """Simultaneous deaths of one step; §3.6's first matching row is the L, then mafia."""
    s = ctx.state
    chosen: dict[str, tuple] = {}
    for victim in victims:
        name = victim[0]
        if not s.players[name].alive:
            continue
        best = chosen.get(name)
        if best is None or _CAUSE_RANK[victim[1]] < _CAUSE_RANK[best[1]]:
            chosen[name] = victim
    if not chosen:
        return
    # a notebook entry's circumstances and light corpse stay with the victim whatever the cause
    entries = {v[0]: v[3] for v in victims if v[3] is not None}
    ctx.kill([(name, v[1], entries[name].circumstances if name in entries else None)
               for name, v in chosen.items()], l_killers)
    for name, victim in chosen.items():
        entry = entries.get(name)
        s.night_dead.append(name)
        light = entry is not None and entry.light_corpse
        if light or (victim[1] is DeathCause.L_SHOT and ctx.options.reveal_detective_victims):
            s.pending_reveals.append(name)


def _newspaper(ctx: Context) -> None:
    s = ctx.state
    if not ctx.legacy:
        # seat order, never the order the steps resolved them: that order told who
        # killed whom (RULES.md §8); the reveals that follow keep seat order too
        def seat(name: str) -> int:
            return s.players[name].seat
        s.night_dead.sort(key=seat)
        s.pending_reveals.sort(key=seat)
    items = []
    for name in s.night_dead:
        death = s.players[name].death
        text = name if not death.circumstances else f"{name} ({death.circumstances})"
        items.append(text)
    summary = ("dead: " + ", ".join(items)) if items else "nobody died"
    params = {"day": s.game_day + 1, "summary": summary, "dead": list(s.night_dead),
              "circumstances": {name: s.players[name].death.circumstances
                                for name in s.night_dead if s.players[name].death.circumstances}}
    if ctx.options.announce_saves and s.failed_attempts:
        params["failed_attempts"] = s.failed_attempts
        params["summary"] += f"; {s.failed_attempts} attempt(s) failed"
    ctx.public("newspaper", **params)
    reveals, s.pending_reveals = s.pending_reveals, []
    team_only = ctx.options.reveal_detail is RevealDetail.TEAM
    for name in reveals:
        executed = s.players[name].death.cause is DeathCause.EXECUTED
        ctx.reveal(name, executed and team_only)
