"""The classic night's state and the one function every harm goes through.

Owns ``NightState`` (what the resolution has learnt so far: the shields raised, the
blocked, the knocked out, the attackers each target had) and ``attempt``: a ``Harm``
(engine.role_spec) aimed at a player walks the shields over him in their priority — the
order of the night steps that raised them (a protection applies from its step on, C5.4:
the peacemaker's before the doctor's) — and then the vest, an item, last. Each shield
stops what its declaration's ``stops`` says (by default its ability's, ``PROTECTS``); the
first that stops the harm holds it, and says why (a ``KillFailure``). A guard's shield
holds one harm and its guard dies in the target's place (``stand_ins``, dying with the
step's victims). ``NightState`` also keeps the visits (who carried out an action on whom:
what a tracker and a watcher of visitors learn) and the framed. Nothing here names a
role. Imports engine vocabulary only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.commands import Action
from engine.night_history import KillFailure, Note
from engine.role_spec import ActionSpec, Harm, Sight
from engine.state import DeathCause

if TYPE_CHECKING:
    from engine.context import Context


# What a stop is called in the record, by the protecting ability (the vest: ``VEST``).
FAILURES: dict[Action, KillFailure] = {Action.BLOCK: KillFailure.PROTECTED,
                                       Action.SAVE: KillFailure.SAVED}
# whom a stand-in (a guard) dies by, by the harm he took
HARM_CAUSES: dict[Harm, DeathCause] = {
    Harm.SHOT: DeathCause.SHOT, Harm.FAMILY_KILL: DeathCause.MAFIA,
    Harm.DON_STRIKE: DeathCause.DON_STRIKE, Harm.LAWYER_STRIKE: DeathCause.LAWYER}
# the bulletproof vest (C8.3.2): one family's kill, then it is gone
VEST_STOPS = frozenset({Harm.FAMILY_KILL})


@dataclass(frozen=True)
class Shield:
    """A protection raised over ``target`` by ``actor``'s ``ability`` this night."""

    ability: Action
    actor: str
    target: str
    stops: frozenset[Harm]  # what it stops, as the ability's declaration says


@dataclass
class NightState:
    """What the resolution has learnt so far."""

    shields: list[Shield] = field(default_factory=list)  # in the order they were raised
    blocked: set[str] = field(default_factory=set)
    knocked: set[str] = field(default_factory=set)
    kept_alive: list[str] = field(default_factory=list)  # a save stopped a kill
    vest_used: set[str] = field(default_factory=set)
    attackers: dict[str, list[str]] = field(default_factory=dict)
    # (watcher, target, what he sees)
    watches: list[tuple[str, str, Sight]] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)  # families whose kill failed
    lawyer_survivors: list[str] = field(default_factory=list)
    don_survivors: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)
    visits: list[tuple[str, str]] = field(default_factory=list)  # (visitor, target)
    tracks: list[tuple[str, str]] = field(default_factory=list)  # (tracker, target)
    framed: set[str] = field(default_factory=set)  # read as mafia by tonight's checks
    spent: set[int] = field(default_factory=set)  # the guards' shields that held a harm
    stand_ins: list[tuple[str, DeathCause]] = field(default_factory=list)  # guards to die

    def visit(self, who: str, target: str) -> None:
        """``who`` carried out a night action on ``target``."""
        if (who, target) not in self.visits:
            self.visits.append((who, target))

    def visitors(self, target: str) -> list[str]:
        return [who for who, whom in self.visits if whom == target]

    def visited(self, who: str) -> list[str]:
        return [whom for by, whom in self.visits if by == who]

    def raise_shield(self, spec: ActionSpec, actor: str, target: str) -> None:
        self.shields.append(Shield(spec.ability, actor, target, spec.protects_from))

    def attack(self, target: str, who: str) -> None:
        """``who`` attacked ``target`` (what a watch on ``target`` sees)."""
        names = self.attackers.setdefault(target, [])
        if who not in names:
            names.append(who)
        self.visit(who, target)


def attempt(ctx: Context, night: NightState, target: str, harm: Harm,
            cause: DeathCause | None = None) -> KillFailure | None:
    """A ``harm`` aimed at ``target``: None when no protection stops it; otherwise the
    first protection that does, by priority, holds it (the record notes the stop; a save
    counts for the newspaper; a guard dies in the target's place, by ``cause`` or the
    harm's; a vest is used up at the step's end) and says why."""
    for index, shield in enumerate(night.shields):
        if shield.target != target or harm not in shield.stops:
            continue
        if shield.ability is Action.GUARD:
            if index in night.spent or not ctx.state.players[shield.actor].alive:
                continue  # a guard takes one harm, and only while he lives
            night.spent.add(index)
            night.stand_ins.append((shield.actor, cause or HARM_CAUSES.get(harm,
                                                                           DeathCause.SHOT)))
            ctx.night_note(Note.PROTECTED, target=target)
            return KillFailure.PROTECTED
        if shield.ability is Action.SAVE:
            night.kept_alive.append(target)
            ctx.night_note(Note.SAVED, by=shield.actor, target=target)
        else:
            ctx.night_note(Note.PROTECTED, target=target)
        return FAILURES.get(shield.ability, KillFailure.PROTECTED)
    if harm in VEST_STOPS and ctx.state.players[target].vest and target not in night.vest_used:
        night.vest_used.add(target)
        return KillFailure.VEST
    return None
