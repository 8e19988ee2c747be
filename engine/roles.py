"""The roles' lists, derived from the role definitions, plus the presets' deals.

Owns the ``Role`` enum (a member for each built-in role, built from the role files; the
engine's code names the few whose rules are still code), ``RoleDef`` and every list the
program keeps of the roles — the deal words, the town roles, the roles a lawyer strike may
guess, each role's own actions, the display order, the icons, the optional roles — all
read from the role files (``engine.role_files``, engine/role_data/; the views' glossary is
``engine.rolebook``'s), and the presets' deals: the scaled Death Note deal and the classic
deal (docs/rules-classic.md C1).
Rules that need code live in the modules that resolve them (night, notebook, classic).
Imports the command vocabulary, the setup error and the role files only.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.commands import Action
from engine.errors import SetupError
from engine.role_files import PRESETS, all_builtin_roles, builtin_roles
from engine.role_spec import DealWord, RoleSpec, Team, Words  # Team: re-exported


def _role_enum() -> type[StrEnum]:
    """Every built-in role's word as a member (``Role.KIRA`` is "kira"), one per word in
    the order the presets list them, read from the role files: the words are spelled in
    the files only."""
    words = dict.fromkeys(spec.word for spec in all_builtin_roles())
    return StrEnum("Role", [(word.upper(), word) for word in words])


# The built-in roles (issue 30): the engine's code paths name the ones whose rules are
# still code (the notebook's Kira, L and Near, the family's mafioso and Don, the civilian
# a reserve is seated as) by their member; every other role is known by its file only.
Role = _role_enum()


@dataclass(frozen=True)
class RoleDef:
    role: Role
    team: Team
    # the word shown when the role is revealed (boss and mafioso both show "mafia")
    public_word: str
    # the engine's English word for it in messages ("mafia", "Don")
    title: str


def _role_table() -> dict[Role, RoleDef]:
    table: dict[Role, RoleDef] = {}
    for spec in all_builtin_roles():
        role = Role(spec.word)
        entry = RoleDef(role, spec.team, spec.word, spec.english_title)
        if table.setdefault(role, entry) != entry:  # mafia, civilian: one role, two presets
            raise SetupError("role_duplicate_word", file=spec.source, field="word",
                             word=spec.word, other=table[role].title)
    return {role: table[role] for role in Role}  # every member defined, in the enum's order


ROLE_TABLE: dict[Role, RoleDef] = _role_table()


def deal_entries(preset: str) -> list[tuple[RoleSpec, DealWord]]:
    """Every deal word of ``preset`` with its role, in display order."""
    rows = [(spec, d) for spec in builtin_roles(preset) for d in spec.deal]
    return sorted(rows, key=lambda row: _order(*row))


def _order(spec: RoleSpec, deal: DealWord) -> int:
    return spec.order if deal.order is None else deal.order


def role_actions(preset: str) -> dict[Role, tuple[Action, ...]]:
    """Each role's own actions at every table of ``preset`` (none a family's, none that
    needs an option): what a seat of that role may think of doing."""
    return {Role(spec.word): spec.own_actions() for spec in builtin_roles(preset)
            if spec.own_actions()}


def _optional(preset: str) -> list[DealWord]:
    return sorted((d for _, d in deal_entries(preset) if d.optional), key=lambda d: d.optional)


# The classic preset's optional roles (docs/rules-classic.md C1.2), in deal-word form, in
# the order the host's list shows them.
CLASSIC_EXTRA_ROLES = tuple(d.word for d in _optional("classic"))
# the classic roles that act for the town at night (docs/rules-classic.md C7)
TOWN_ROLES = tuple(Role(spec.word) for spec in sorted(
    builtin_roles("classic"), key=lambda spec: min(d.optional or 99 for d in spec.deal))
    if spec.team is Team.TOWN and spec.own_actions())
# the role words a lawyer strike may name (C8.4.1), in the host's order
STRIKE_WORDS = tuple(d.word for d in _optional("classic")
                     if any(s.strike_guess for s, e in deal_entries("classic") if e is d))
STRIKE_ROLES = set(STRIKE_WORDS)

# Words a scenario's [roles] table may use for the classic preset: word → (role, family).
CLASSIC_DEAL_WORDS: dict[str, tuple[Role, int]] = {
    d.word: (Role(spec.word), d.family) for spec, d in deal_entries("classic")}
# Words a scenario's [roles] table may use for the Death Note preset.
DEAL_WORDS: dict[str, Role] = {d.word: Role(spec.word) for spec, d in deal_entries("deathnote")}
# the deal words at most one seat gets (per family)
DEATHNOTE_UNIQUE = tuple(d.word for _, d in deal_entries("deathnote") if d.unique)
CLASSIC_UNIQUE = tuple(d.word for _, d in deal_entries("classic") if d.unique)
# every deal word of every preset, in the order lists show them
ROLE_ORDER: tuple[str, ...] = tuple(dict.fromkeys(
    d.word for spec, d in sorted(((s, d) for s in all_builtin_roles() for d in s.deal),
                                 key=lambda row: _order(*row))))
BOSS_WORD = next(d.word for _, d in deal_entries("deathnote") if d.reveals)


def _icons() -> dict[str, str]:
    icons: dict[str, str] = {}
    for spec in all_builtin_roles():
        for d in spec.deal:
            icons.setdefault(d.word, spec.icon)
    return icons


# deal word → the icon file's name (assets/icons/<name>.svg)
ROLE_ICONS: dict[str, str] = _icons()


def role_texts(word: str, preset: str | None = None) -> tuple[Words, Words] | None:
    """The name and the card of deal word ``word`` (in ``preset``; None: the first preset
    that deals it), each in every language; None for a word no role file deals."""
    for name in (preset,) if preset else PRESETS:
        for spec, d in deal_entries(name):
            if d.word == word:
                return d.name or spec.name, spec.card
    return None


# a family's optional words (its Don, the thug) and its plain mafioso's word, by family
_FAMILY_OPTIONAL = {f: [w for w, (_, fam) in CLASSIC_DEAL_WORDS.items()
                        if fam == f and w in CLASSIC_EXTRA_ROLES] for f in (1, 2)}
_FAMILY_PLAIN = {f: next(w for w, (_, fam) in CLASSIC_DEAL_WORDS.items()
                         if fam == f and w not in CLASSIC_UNIQUE) for f in (1, 2)}
# a role's deal word in the second family ("mafia2", "don2")
_SECOND_FAMILY = {role: w for w, (role, fam) in CLASSIC_DEAL_WORDS.items() if fam == 2}
CLASSIC_MIN_PLAYERS = 4
TWO_MAFIAS_MIN_PLAYERS = 15


def classic_word(role: str, family: int) -> str:
    """The deal word of a classic seat (the role shown on a full reveal, C4.3)."""
    return _SECOND_FAMILY.get(role, str(role)) if family == 2 else str(role)


def auto_mafia_count(count: int, *, floor_quarter: bool = False) -> int:
    """The mafia of a table of ``count`` when the host leaves the count to the rules (C1.1:
    mafia : others ≈ 1 : 3): a quarter of the table rounded to the nearest whole number,
    halves up, at least one — 7 players: 2 (2 : 5), not 1 (1 : 6). ``floor_quarter``: the
    reading of rules versions before 3, a quarter rounded down."""
    return max(1, count // 4 if floor_quarter else (count + 2) // 4)


def classic_deal(count: int, mafia_count: int, extra_roles: tuple[str, ...],
                 two_mafias: bool, *, floor_quarter: bool = False) -> list[str]:
    """The classic deal for ``count`` players as deal words (C1.1, C1.2, C8.1.1): the mafia
    (``mafia_count``, 0 = ``auto_mafia_count``) with the thug and the Dons among them,
    the optional town roles and the maniac, civilians in the other seats. Raises
    SetupError for a deal the rules refuse."""
    if count < CLASSIC_MIN_PLAYERS or count > MAX_PLAYERS:
        raise SetupError("classic_table_size", low=CLASSIC_MIN_PLAYERS, high=MAX_PLAYERS)
    if "don2" in extra_roles and not two_mafias:
        raise SetupError("needs_two_mafias")
    mafia = mafia_count or auto_mafia_count(count, floor_quarter=floor_quarter)
    if two_mafias:
        mafia = max(mafia, 2)
    if mafia >= count - mafia:
        raise SetupError("mafia_majority", mafia=mafia, players=count)
    first, second = ((mafia + 1) // 2, mafia // 2) if two_mafias else (mafia, 0)
    words_1 = [w for w in _FAMILY_OPTIONAL[1] if w in extra_roles]
    words_2 = [w for w in _FAMILY_OPTIONAL[2] if w in extra_roles]
    if len(words_1) > first or len(words_2) > second:
        raise SetupError("too_many_mafia_roles")
    deal = words_1 + [_FAMILY_PLAIN[1]] * (first - len(words_1))
    deal += words_2 + [_FAMILY_PLAIN[2]] * (second - len(words_2))
    others = [w for w in extra_roles if CLASSIC_DEAL_WORDS[w][1] == 0]
    if len(deal) + len(others) > count:
        raise SetupError("too_many_roles")
    deal += others + ["civilian"] * (count - len(deal) - len(others))
    return deal

MIN_PLAYERS = 7
MAX_PLAYERS = 30


def hand_deal(deal: Mapping[str, str], names: Sequence[str], words: Collection[str],
              single: Collection[str]) -> dict[str, str]:
    """A deal given by hand (a scenario file's ``[roles]``) read against the players: each
    name a player, each word one of ``words``, the ``single`` words at most once, the
    players it does not name civilians. Raises SetupError."""
    result = {}
    for name, word in deal.items():
        if name not in names:
            raise SetupError("deal_unknown_player", name=name)
        if word not in words:
            raise SetupError("deal_unknown_role", role=word, name=name)
        result[name] = word
    for word in single:
        if sum(1 for w in result.values() if w == word) > 1:
            raise SetupError("deal_role_twice", role=word)
    for name in names:
        result.setdefault(name, "civilian")
    return result


def deathnote_deal(count: int) -> list[str]:
    """The scaled Death Note deal for ``count`` players, as deal words (RULES.md §2)."""
    if count < MIN_PLAYERS or count > MAX_PLAYERS:
        raise SetupError("deathnote_table_size", low=MIN_PLAYERS, high=MAX_PLAYERS)
    if count <= 8 or count <= 10:
        mafia = 2
    elif count <= 14:
        mafia = 3
    elif count <= 17:
        mafia = 4
    else:
        mafia = 5
    deal = ["kira", "l", "near", BOSS_WORD] + ["mafia"] * (mafia - 1)
    deal += ["civilian"] * (count - len(deal))
    return deal
