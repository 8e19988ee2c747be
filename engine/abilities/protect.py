"""The classic night's state and the one function every harm goes through.

Owns ``NightState`` (what the resolution has learnt so far: the shields raised, the
blocked, the knocked out, the attackers each target had) and ``attempt``: a ``Harm``
(engine.role_spec) aimed at a player walks the shields over him in their priority — the
order of the night steps that raised them (a protection applies from its step on, C5.4:
the peacemaker's before the doctor's) — and then the vest, an item, last. Each shield
stops what its declaration's ``stops`` says (by default its ability's, ``PROTECTS``); the
first that stops the harm holds it, and says why (a ``KillFailure``). Nothing here names
a role. Imports engine vocabulary only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.commands import Action
from engine.night_history import KillFailure, Note
from engine.role_spec import ActionSpec, Harm

if TYPE_CHECKING:
    from engine.context import Context


# What a stop is called in the record, by the protecting ability (the vest: ``VEST``).
FAILURES: dict[Action, KillFailure] = {Action.BLOCK: KillFailure.PROTECTED,
                                       Action.SAVE: KillFailure.SAVED}
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
    watches: list[tuple[str, str]] = field(default_factory=list)  # (watcher, target)
    failed: list[int] = field(default_factory=list)  # families whose kill failed
    lawyer_survivors: list[str] = field(default_factory=list)
    don_survivors: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)

    def raise_shield(self, spec: ActionSpec, actor: str, target: str) -> None:
        self.shields.append(Shield(spec.ability, actor, target, spec.protects_from))

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
        if shield.target != target or harm not in shield.stops:
            continue
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
