"""The classic night's state and the one function every harm goes through.

Owns ``Harm`` (what an attack is: a shot, the family's kill, a Don strike, a lawyer strike,
a knock-out), ``Protection`` (what a protecting ability stops, as data), ``NightState``
(what the resolution has learnt so far: the shields raised, the blocked, the knocked out,
the attackers each target had) and ``attempt``: a harm aimed at a player walks the shields
in their priority — the order of the night steps that raised them (a protection applies
from its step on, C5.4: the peacemaker's before the doctor's) — and then the vest, an
item, last; the first that stops the harm holds it, and says why (a ``KillFailure``).
Nothing here names a role. Imports engine vocabulary only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from engine.commands import Action
from engine.night_history import KillFailure, Note

if TYPE_CHECKING:
    from engine.context import Context


class Harm(StrEnum):
    """What an attack is, for the protections that may stop it."""

    SHOT = "shot"  # a role's own kill (the executioner's, the maniac's)
    FAMILY_KILL = "family_kill"  # a mafia family's kill
    DON_STRIKE = "don_strike"
    LAWYER_STRIKE = "lawyer_strike"  # nothing stops a right guess
    KNOCK_OUT = "knock_out"


@dataclass(frozen=True)
class Protection:
    """What a protection stops, and how the record names a stop."""

    stops: frozenset[Harm]
    failure: KillFailure


# The protecting abilities (docs/rules-classic.md C7.4.3, C7.2.4, C8.3.2): the peacemaker's
# block protects from everything but a right lawyer strike, the doctor's save from the
# night's kills (the maniac's, the mafia's), the vest from one mafia kill.
PROTECTIONS: dict[Action, Protection] = {
    Action.BLOCK: Protection(frozenset({Harm.SHOT, Harm.FAMILY_KILL, Harm.DON_STRIKE,
                                        Harm.KNOCK_OUT}), KillFailure.PROTECTED),
    Action.SAVE: Protection(frozenset({Harm.SHOT, Harm.FAMILY_KILL}), KillFailure.SAVED),
}
VEST = Protection(frozenset({Harm.FAMILY_KILL}), KillFailure.VEST)


@dataclass(frozen=True)
class Shield:
    """A protection raised over ``target`` by ``actor``'s ``ability`` this night."""

    ability: Action
    actor: str
    target: str


@dataclass
class NightState:
    """What the resolution has learnt so far."""

    shields: list[Shield] = field(default_factory=list)  # in the order they were raised
    blocked: set[str] = field(default_factory=set)
    knocked: set[str] = field(default_factory=set)
    kept_alive: list[str] = field(default_factory=list)  # a save stopped a kill
    vest_used: set[str] = field(default_factory=set)
    attackers: dict[str, list[str]] = field(default_factory=dict)
    watches: list[tuple[str, str]] = field(default_factory=list)  # (watcher, target)
    failed: list[int] = field(default_factory=list)  # families whose kill failed
    lawyer_survivors: list[str] = field(default_factory=list)
    don_survivors: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)

    def raise_shield(self, ability: Action, actor: str, target: str) -> None:
        self.shields.append(Shield(ability, actor, target))

    def attack(self, target: str, who: str) -> None:
        """``who`` attacked ``target`` (what a watch on ``target`` sees)."""
        names = self.attackers.setdefault(target, [])
        if who not in names:
            names.append(who)


def attempt(ctx: Context, night: NightState, target: str, harm: Harm) -> KillFailure | None:
    """A ``harm`` aimed at ``target``: None when no protection stops it; otherwise the
    first protection that does, by priority, holds it (the record notes the stop; a save
    counts for the newspaper; a vest is used up at the step's end) and says why."""
    for shield in night.shields:
        if shield.target != target or harm not in PROTECTIONS[shield.ability].stops:
            continue
        if shield.ability is Action.SAVE:
            night.kept_alive.append(target)
            ctx.night_note(Note.SAVED, by=shield.actor, target=target)
        else:
            ctx.night_note(Note.PROTECTED, target=target)
        return PROTECTIONS[shield.ability].failure
    if harm in VEST.stops and ctx.state.players[target].vest and target not in night.vest_used:
        night.vest_used.add(target)
        return VEST.failure
    return None
