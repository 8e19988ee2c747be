"""What the role files declare, read for the rules: a seat's declaration of an action,
the limits it carries (uses, self, not the same target twice), and the night's steps in
their declared order with the actions each resolves.

Owns ``declaration`` (the ``ActionSpec`` a seat acts under, or None: the action is not
his), ``self_allowed``, ``uses_limit``, ``option_on`` (an option named by its word) and
``night_steps``, each asked of the game's role book (``ctx.roles``, engine.rolebook: the
preset's roles and the host's own). A family action (``by = "family"``) is every family
member's, whatever his role (a recruited player's too); it is resolved in the family's
step: the last step a role taking part in it declares. Imports the role book, the role
vocabulary and the options (an option read by its word) only.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.commands import Action
from engine.options import Options, option_value
from engine.role_spec import ActionSpec, ActPhase, By
from engine.rolebook import RoleBook


def option_on(options: Options, word: str | None) -> bool:
    """An option named by its word (a role file's ``requires``, ``self``): on?"""
    return word is None or bool(option_value(options, word))


@functools.cache
def _own(book: RoleBook, role: str, action: Action) -> tuple[ActionSpec, ...]:
    spec = book.spec(role)
    if spec is None:
        return ()
    return tuple(a for a in spec.actions if a.ability is action and a.by is By.ROLE)


def own_declaration(book: RoleBook, options: Options, role: str,
                    action: Action) -> ActionSpec | None:
    """``role``'s own declaration of ``action`` at this table (its ``requires`` on), even
    for a seat now in a family (a recruit keeps his role's own actions)."""
    for a in _own(book, str(role), action):
        if option_on(options, a.requires):
            return a
    return None


@functools.cache
def family_declaration(book: RoleBook, action: Action) -> ActionSpec | None:
    """The family action ``action`` as a role of the book declares it (None: none)."""
    for spec in book.specs:
        for a in spec.actions:
            if a.ability is action and a.by is By.FAMILY:
                return a
    return None


def declaration(book: RoleBook, options: Options, role: str, family: int,
                action: Action) -> ActionSpec | None:
    """The declaration a seat of ``role`` (in mafia family ``family``, 0 for none) takes
    ``action`` under at this table: his family's when he is in one and it declares it,
    else his role's own whose ``requires`` option is on; None when it is not his."""
    if family:
        shared = family_declaration(book, action)
        if shared is not None:
            return shared
    return own_declaration(book, options, role, action)


def self_allowed(options: Options, spec: ActionSpec) -> bool:
    allowed = spec.self_allowed
    return option_on(options, allowed) if isinstance(allowed, str) else allowed


def uses_limit(options: Options, spec: ActionSpec) -> int | None:
    """How many times a game the action may be carried out (None: no limit)."""
    uses = spec.uses
    return option_value(options, uses) if isinstance(uses, str) else uses


@dataclass(frozen=True)
class StepAction:
    """One role's night action resolved at a step."""

    role: str
    action: ActionSpec


@dataclass(frozen=True)
class NightStepPlan:
    """A night step: its name and the actions resolved in it, in display order."""

    name: str
    actions: tuple[StepAction, ...]


@functools.cache
def night_steps(book: RoleBook) -> tuple[NightStepPlan, ...]:
    """The night's steps of the book in their declared order (``night_order``), each with
    the own night actions of the roles that name it and the family actions whose family
    step it is."""
    roles = book.specs
    order = list(book.night_order)
    family_step: dict[Action, str] = {}
    for spec in roles:
        for a in spec.actions:
            if a.by is By.FAMILY and spec.night is not None:
                known = family_step.get(a.ability)
                if known is None or order.index(spec.night.step) > order.index(known):
                    family_step[a.ability] = spec.night.step
    plans = []
    for step in order:
        actions: list[StepAction] = []
        for spec in roles:
            for a in spec.actions:
                if a.phase is not ActPhase.NIGHT:
                    continue
                own = a.by is By.ROLE and spec.night is not None and spec.night.step == step
                if own or (a.by is By.FAMILY and family_step.get(a.ability) == step):
                    actions.append(StepAction(spec.word, a))
        plans.append(NightStepPlan(step, tuple(actions)))
    return tuple(plans)
