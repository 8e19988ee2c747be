"""What a rule option is, beside its value: the metadata on each field of ``Options``.

Owns ``option(...)`` (a dataclass field carrying an ``OptionSpec``), the option kinds, the
sections the rule editor groups them in, the presets, ``Requires`` (when an option applies)
and the random draws of random play. Every list about options (each preset's defaults and
own options, the kinds, the editor's groups, the random options, the old rules' defaults)
is derived from these in ``engine.options``; nothing here knows an option by name.
Imports only the standard library (``engine.options`` imports it, never the other way).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any


class Preset(StrEnum):
    DEATHNOTE = "deathnote"
    CLASSIC = "classic"


ALL_PRESETS = frozenset(Preset)


class Kind(Enum):
    """How an option's plain value is written, parsed and edited."""

    BOOL = "bool"        # true / false
    ENUM = "enum"        # one of its enum's words
    COUNT = "count"      # a whole number from 0
    USES = "uses"        # a number from 1, or "unlimited" (None)
    CHANGES = "changes"  # 0, 1 or "unlimited" (None): the vote changes
    HHMM = "hhmm"        # a time of day, "HH:MM"
    WINDOW = "window"    # two times of day, "HH:MM–HH:MM"
    ROLES = "roles"      # a list of the classic preset's optional roles


class Section(StrEnum):
    """The groups the rule editor shows the options in, in this order (the last six are
    the classic preset's scenarios, docs/rules-classic.md C8)."""

    DEAL = "deal"
    DAY = "day"
    VOTE = "vote"
    REVEAL = "reveal"
    ROLES = "roles"
    NOTEBOOK = "notebook"
    NIGHT = "night"
    INACTIVE = "inactive"
    ENDING = "ending"
    TWO_MAFIAS = "two_mafias"
    RECRUITMENT = "recruitment"
    VESTS = "vests"
    LAWYER = "lawyer"
    KILLER = "killer"
    DON = "don"

    @property
    def scenario(self) -> bool:
        return list(Section).index(self) >= list(Section).index(Section.TWO_MAFIAS)


@dataclass(frozen=True)
class Requires:
    """An option applies only when another option's plain value is ``value`` (a list
    value: holds it; ``None``: is on, a non-zero count, a non-empty list)."""

    option: str
    value: Any = None

    def holds(self, plain: Mapping[str, Any]) -> bool:
        current = plain.get(self.option)
        if self.value is None:
            return bool(current)
        if isinstance(current, list | tuple):
            return self.value in current
        return bool(current == self.value)


# A random value of an option for random play (its plain form).
Draw = Callable[[random.Random], Any]


def chance(p: float) -> Draw:
    """On with probability ``p``."""
    return lambda rng: rng.random() < p


def pick(*values: Any) -> Draw:
    """One of ``values`` (a value listed twice comes twice as often)."""
    return lambda rng: rng.choice(list(values))


@dataclass(frozen=True)
class OptionSpec:
    kind: Kind
    section: Section
    presets: frozenset[Preset]  # where it means something (elsewhere: accepted, ignored)
    defaults: Mapping[Preset, Any]  # a preset's default where it differs from the field's
    requires: tuple[Requires, ...]  # applies when any of these holds (none: always)
    key_in: frozenset[Preset]  # the presets whose short set-up page shows it
    random: Mapping[Preset, Draw]  # its draw for random games of each preset
    legacy: Mapping[int, Any]  # rules version → its default then, where it differed
    wire: str | None  # its key in views, logs and scenario files, when not its name
    enum: type[Enum] | None  # an ENUM option's words

    def applies(self, plain: Mapping[str, Any]) -> bool:
        return not self.requires or any(r.holds(plain) for r in self.requires)


def option(default: Any, kind: Kind, section: Section, *,
           presets: frozenset[Preset] = ALL_PRESETS,
           defaults: Mapping[Preset, Any] | None = None,
           requires: Requires | tuple[Requires, ...] = (),
           key_in: frozenset[Preset] = frozenset(),
           random: Mapping[Preset, Draw] | None = None,
           legacy: Mapping[int, Any] | None = None,
           wire: str | None = None) -> Any:
    """A field of ``Options``: its default (the first preset's) and what it is."""
    spec = OptionSpec(
        kind=kind, section=section, presets=frozenset(presets),
        defaults=dict(defaults or {}),
        requires=(requires,) if isinstance(requires, Requires) else tuple(requires),
        key_in=frozenset(key_in), random=dict(random or {}), legacy=dict(legacy or {}),
        wire=wire, enum=type(default) if kind is Kind.ENUM else None)
    return field(default=default, metadata={"spec": spec})


def specs_of(cls: type) -> dict[str, OptionSpec]:
    """Each field's spec, in field order (a field without one is a programming error)."""
    return {f.name: f.metadata["spec"] for f in dataclasses.fields(cls)}
