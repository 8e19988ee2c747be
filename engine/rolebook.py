"""A game's role catalogue: the built-in roles of its preset plus the host's own
(``GameSetup.custom_roles``), and every question the rules ask of a role by its word.

Owns ``RoleBook`` (one per preset and set of custom roles: ``rolebook``), the checks of a
host's roles against the table (``check_custom``: a word clashing with a built-in role, a
role of the other rules, a cycle in the night order, a role that can never act at this
table) and ``load_custom_roles`` (a host's role file → checked specs). A built-in role is
known by its ``Role`` member, a host's by its plain word (``Role`` members are StrEnum:
both are ``str`` and compare equal to their word), so a player's ``role`` is a ``str``.
The game keeps its book as ``ctx.roles`` (engine.context); rule modules ask it, never a
module-level list, whenever a host's role may be the answer. Imports the role files, their
vocabulary, the ``Role`` enum and the options only: never the game or the presets.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.commands import Action
from engine.errors import SetupError
from engine.options import Options, option_names, option_value
from engine.role_files import RoleFileError, builtin_roles, check_set, load_file, night_order
from engine.role_spec import ActPhase, By, CheckReads, DealWord, RoleSpec, Team
from engine.roles import Role


@dataclass(frozen=True)
class DealEntry:
    """A deal word of the book: the role it deals and the word's own line."""

    role: str  # the role's word: a ``Role`` member for a built-in role, else a plain str
    spec: RoleSpec
    deal: DealWord

    @property
    def order(self) -> int:
        return self.spec.order if self.deal.order is None else self.deal.order


@dataclass(frozen=True, eq=False)  # one book per (preset, custom roles): ``rolebook``
class RoleBook:
    preset: str
    custom: tuple[RoleSpec, ...] = ()
    specs: tuple[RoleSpec, ...] = field(init=False)
    _by_word: dict[str, RoleSpec] = field(init=False, repr=False)
    entries: tuple[DealEntry, ...] = field(init=False, repr=False)
    _by_deal: dict[str, DealEntry] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        specs = tuple(sorted((*builtin_roles(self.preset), *self.custom),
                             key=lambda spec: spec.order))
        entries = sorted((DealEntry(_role_id(spec, self.custom), spec, d)
                          for spec in specs for d in spec.deal), key=lambda e: e.order)
        object.__setattr__(self, "specs", specs)
        object.__setattr__(self, "_by_word", {spec.word: spec for spec in specs})
        object.__setattr__(self, "entries", tuple(entries))
        object.__setattr__(self, "_by_deal", {e.deal.word: e for e in entries})

    # ------------------------------------------------------------------ roles

    def spec(self, role: str) -> RoleSpec | None:
        """The definition of the role ``role`` (a role's word, not a deal word)."""
        return self._by_word.get(str(role))

    def is_custom(self, role: str) -> bool:
        spec = self.spec(role)
        return spec is not None and spec in self.custom

    def team(self, role: str) -> Team:
        return self._need(role).team

    def title(self, role: str) -> str:
        """The engine's English word for the role in messages ("Your role: doctor")."""
        return self._need(role).english_title

    def check_reads(self, role: str) -> CheckReads:
        return self._need(role).check_reads

    def own_actions(self, role: str) -> tuple[Action, ...]:
        spec = self.spec(role)
        return spec.own_actions() if spec is not None else ()

    def role_actions(self) -> dict[str, tuple[Action, ...]]:
        """Each role's own actions at every table (none a family's, none needing an
        option): what a seat of that role may think of doing."""
        return self._role_actions

    @functools.cached_property
    def _role_actions(self) -> dict[str, tuple[Action, ...]]:
        return {e.role: e.spec.own_actions() for e in self.entries if e.spec.own_actions()}

    def roles_with(self, action: Action) -> tuple[str, ...]:
        """The book's own roles (not the host's) that have ``action``, in display order:
        how code that needs "a role that saves" names one without spelling its word."""
        return tuple(role for role, actions in self._role_actions.items()
                     if action in actions and not self.is_custom(role))

    def _need(self, role: str) -> RoleSpec:
        spec = self.spec(role)
        if spec is None:
            raise KeyError(f"no role {role!r} in the {self.preset} book")
        return spec

    # ------------------------------------------------------------------ deal words

    def entry(self, word: str) -> DealEntry | None:
        """The deal word ``word`` (a scenario's ``[roles]``, a setup's deal)."""
        return self._by_deal.get(word)

    @functools.cached_property
    def deal_words(self) -> dict[str, tuple[str, int]]:
        """Deal word → (its role, its family), in display order."""
        return {e.deal.word: (e.role, e.deal.family) for e in self.entries}

    @functools.cached_property
    def unique_words(self) -> tuple[str, ...]:
        """The deal words at most one seat gets (per family)."""
        return tuple(e.deal.word for e in self.entries if e.deal.unique)

    @functools.cached_property
    def custom_words(self) -> tuple[str, ...]:
        """The host's roles' deal words, in display order."""
        return tuple(e.deal.word for e in self.entries if e.spec in self.custom)

    def role_of(self, word: str) -> str:
        """The role a deal word deals."""
        return self._by_deal[word].role

    def plain_word(self, family: int) -> str:
        """The deal word of a seat with no role of its own: the civilian (family 0), a
        family's plain mafioso (1, 2)."""
        for e in self.entries:
            if (not e.deal.unique and e.deal.family == family and e.spec not in self.custom
                    and (family or e.spec.team is Team.TOWN)):
                return e.deal.word
        raise KeyError(f"no plain seat of family {family} in the {self.preset} rules")

    def public_word(self, role: str) -> str:
        """The word a reveal shows for the role's holder (its word)."""
        return self._need(role).word

    @functools.cached_property
    def strike_words(self) -> tuple[str, ...]:
        """The role words a lawyer strike may name (``strike_guess``), the built-in
        optional ones in the host's order, then the host's own."""
        builtin = sorted((e for e in self.entries if e.deal.optional
                          and e.spec.strike_guess and e.spec not in self.custom),
                         key=lambda e: e.deal.optional)
        custom = [e for e in self.entries if e.spec.strike_guess and e.spec in self.custom]
        return tuple(dict.fromkeys(e.deal.word for e in (*builtin, *custom)))

    def icon(self, word: str) -> str:
        e = self.entry(word)
        return e.spec.icon if e is not None else "role-unknown"

    # ------------------------------------------------------------------ the night

    @functools.cached_property
    def night_order(self) -> tuple[str, ...]:
        return tuple(night_order(self.specs))

    # ------------------------------------------------------------------ views

    def glossary(self, words: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """The public glossary of the book's roles (the views carry it once per game):
        for each deal word of ``words`` (None: every deal word), in display order, its
        word, role, names and card in each language, icon, team, family and place, the
        role's own acts (what its card says it does), and ``custom`` for a host's role.
        Public knowledge: never who holds a role."""
        rows = self._glossary(None if words is None else frozenset(words))
        return [{**row, "name": dict(row["name"]), "card": dict(row["card"]),
                 "acts": list(row["acts"])} for row in rows]

    @functools.cache  # noqa: B019 (a book lives as long as the program: ``rolebook``)
    def _glossary(self, words: frozenset[str] | None) -> tuple[dict[str, Any], ...]:
        rows = []
        for e in self.entries:
            if words is not None and e.deal.word not in words:
                continue
            spec, d = e.spec, e.deal
            row = {"word": d.word, "role": spec.word, "name": (d.name or spec.name).to_plain(),
                   "card": spec.card.to_plain(), "icon": spec.icon, "team": spec.team.value,
                   "family": d.family, "order": e.order,
                   "acts": [action.value for action in spec.own_actions()]}
            if spec in self.custom:
                row["custom"] = True
            rows.append(row)
        return tuple(rows)


def _role_id(spec: RoleSpec, custom: tuple[RoleSpec, ...]) -> str:
    return spec.word if spec in custom else Role(spec.word)


@functools.cache
def rolebook(preset: str, custom: tuple[RoleSpec, ...] = ()) -> RoleBook:
    """The book of ``preset`` with the host's ``custom`` roles (one object for each)."""
    return RoleBook(str(preset), tuple(custom))


# --------------------------------------------------------------------- checks

def check_custom(preset: str, custom: Iterable[RoleSpec], options: Options | None = None,
                 *, declared_night: bool = True) -> tuple[RoleSpec, ...]:
    """A host's roles checked for a table of ``preset`` (and, given, its ``options``):
    each of these rules, no word clashing with a built-in role or another host's role,
    the night order without a cycle, and each role with actions able to act at this table
    — none at all where the preset's night is not its roles' declared steps
    (``declared_night``: the preset's metadata). Returns them. Raises SetupError (a
    RoleFileError naming the file and field)."""
    custom = tuple(custom)
    if custom:  # a table of the preset's roles alone: nothing to check
        _check_structure(preset, custom, declared_night)
        if options is not None:
            for spec in custom:
                _check_can_act(spec, options)
    return custom


@functools.cache  # a game is built again and again from its log (replay, the views)
def _check_structure(preset: str, custom: tuple[RoleSpec, ...], declared_night: bool) -> None:
    builtin = builtin_roles(preset)
    taken = {w for spec in builtin for w in (spec.word, *(d.word for d in spec.deal))}
    taken |= {str(role) for role in Role}
    for spec in custom:
        if spec.preset != preset:
            raise RoleFileError("role_other_preset", file=spec.source, field="preset",
                                preset=spec.preset)
        for word in (spec.word, *(d.word for d in spec.deal)):
            if word in taken:
                raise RoleFileError("role_builtin_word", file=spec.source, field="word",
                                    word=word)
        if not declared_night and spec.actions:
            raise RoleFileError("role_night_is_code", file=spec.source, field="action",
                                preset=preset)
    check_set((*builtin, *custom))


def _check_can_act(spec: RoleSpec, options: Options) -> None:
    """A role that declares actions must be able to take one at this table."""
    if not spec.actions:
        return
    for action in spec.actions:
        if action.requires is not None and not option_value(options, action.requires):
            continue
        if isinstance(action.uses, str) and not option_value(options, action.uses):
            continue
        return
    raise RoleFileError("role_never_acts_here", file=spec.source, field="action",
                        word=spec.word)


def load_custom_roles(path: Path | str, preset: str, options: Options | None = None, *,
                      declared_night: bool = True) -> tuple[RoleSpec, ...]:
    """A host's role file read and checked for a table of ``preset`` (``check_custom``).
    Raises SetupError (a RoleFileError naming the file and field)."""
    return check_custom(preset, load_file(path, option_names()), options,
                        declared_night=declared_night)


def dealt_to(spec: RoleSpec, seats: int) -> RoleSpec:
    """The host's role as dealt to ``seats`` seats: on more than one, its own deal word is
    no longer one seat's only (the role file's ``unique`` gives way to the host's count)."""
    first = spec.deal[0]
    if seats <= 1 or not first.unique:
        return spec
    return dataclasses.replace(spec, deal=(dataclasses.replace(first, unique=False),
                                           *spec.deal[1:]))


def check_deal_counts(book: RoleBook, counts: dict[str, int], players: int) -> None:
    """The host's counts of his roles' seats: each a deal word of his, a unique word at
    most once, and no more seats than players."""
    for word, count in counts.items():
        e = book.entry(word)
        if e is None or e.spec not in book.custom:
            raise SetupError("deal_unknown_role", role=word, name="")
        if count < 0 or (e.deal.unique and count > 1):
            raise SetupError("deal_role_twice", role=word)
    if sum(counts.values()) > players:
        raise SetupError("too_many_seats", seats=sum(counts.values()), players=players)


def custom_counts(book: RoleBook, counts: dict[str, int]) -> dict[str, int]:
    """How many seats a random deal gives each of the host's deal words: the counts the
    host set, one for a word he did not count."""
    return {word: counts.get(word, 1) for word in book.custom_words}


def place_custom(words: list[str], book: RoleBook, counts: dict[str, int]) -> list[str]:
    """A random deal's words (the preset's own, ``words``) with the host's roles dealt in:
    each of his deal words as many times as ``counts`` says (one if it does not), a
    family's word in place of a plain mafioso of that family, another in place of a
    civilian. Raises SetupError when the deal has not that many seats to give."""
    words = list(words)
    wanted = custom_counts(book, counts)
    check_deal_counts(book, {w: n for w, n in wanted.items() if n}, len(words))
    left = sum(wanted.values())
    for word, count in wanted.items():
        plain = book.plain_word(book.deal_words[word][1])
        for _ in range(count):
            if plain not in words:  # the seats the deal would need: all its own, and these
                raise SetupError("too_many_seats", seats=len(words) + left,
                                 players=len(words))
            words[len(words) - 1 - words[::-1].index(plain)] = word
            left -= 1
    return words


def side(team: str, family: int) -> str:
    """Which side a deal word plays for in the table's rules summary: "mafia", "mafia2"
    (its family), "town", or "solo" (the maniac, Kira: alone)."""
    if family:
        return "mafia2" if family == 2 else "mafia"
    return team if team in (Team.MAFIA, Team.TOWN) else "solo"


def acting(spec: RoleSpec) -> bool:
    """Does the role act at night by itself (its own night action)?"""
    return any(a.phase is ActPhase.NIGHT and a.by is By.ROLE for a in spec.actions)


__all__ = ["DealEntry", "RoleBook", "acting", "check_custom", "check_deal_counts",
           "custom_counts", "load_custom_roles", "place_custom", "rolebook", "side"]
