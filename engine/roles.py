"""Roles as data: each role's team, night actions and card, plus the presets' deals.

Owns the role table (RULES.md §2 and §9's classic roles) and the presets' deals: the
scaled Death Note deals and the classic deal (docs/rules-classic.md C1). Rules that need
code live in the modules that resolve them (night, notebook, classic); this module only
declares. Imports only the command vocabulary and the setup error.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.commands import Action
from engine.errors import SetupError


class Team(StrEnum):
    TOWN = "town"
    MAFIA = "mafia"
    KIRA = "kira"
    MANIAC = "maniac"


class Role(StrEnum):
    KIRA = "kira"
    L = "l"
    NEAR = "near"
    MAFIA = "mafia"
    CIVILIAN = "civilian"
    # classic (RULES.md §9)
    DOCTOR = "doctor"
    COMMISSAR = "commissar"
    PEACEMAKER = "peacemaker"
    EXECUTIONER = "executioner"
    WITNESS = "witness"
    MANIAC = "maniac"
    THUG = "thug"
    DON = "don"


@dataclass(frozen=True)
class RoleDef:
    role: Role
    team: Team
    night_actions: frozenset[Action]
    # the word shown when the role is revealed (boss and mafioso both show "mafia")
    public_word: str
    # English name for cards and fallback texts
    title: str


ROLE_TABLE: dict[Role, RoleDef] = {
    Role.KIRA: RoleDef(Role.KIRA, Team.KIRA, frozenset(), "kira", "Kira"),
    Role.L: RoleDef(Role.L, Team.TOWN, frozenset({Action.CHECK, Action.SHOOT}), "l", "L"),
    Role.NEAR: RoleDef(
        Role.NEAR, Team.TOWN, frozenset({Action.SAVE, Action.CHECK}), "near", "Near"
    ),
    Role.MAFIA: RoleDef(
        Role.MAFIA, Team.MAFIA, frozenset({Action.SHOOT, Action.SEARCH}), "mafia", "mafia"
    ),
    Role.CIVILIAN: RoleDef(Role.CIVILIAN, Team.TOWN, frozenset(), "civilian", "civilian"),
    Role.DOCTOR: RoleDef(Role.DOCTOR, Team.TOWN, frozenset({Action.SAVE}), "doctor", "doctor"),
    Role.COMMISSAR: RoleDef(
        Role.COMMISSAR, Team.TOWN, frozenset({Action.CHECK}), "commissar", "commissar"),
    Role.PEACEMAKER: RoleDef(
        Role.PEACEMAKER, Team.TOWN, frozenset({Action.BLOCK}), "peacemaker", "peacemaker"),
    Role.EXECUTIONER: RoleDef(
        Role.EXECUTIONER, Team.TOWN, frozenset({Action.SHOOT}), "executioner", "executioner"),
    Role.WITNESS: RoleDef(Role.WITNESS, Team.TOWN, frozenset({Action.WATCH}), "witness",
                          "witness"),
    Role.MANIAC: RoleDef(Role.MANIAC, Team.MANIAC, frozenset({Action.SHOOT}), "maniac",
                         "maniac"),
    Role.THUG: RoleDef(Role.THUG, Team.MAFIA, frozenset({Action.SHOOT, Action.KNOCK_OUT}),
                       "thug", "thug"),
    Role.DON: RoleDef(Role.DON, Team.MAFIA, frozenset({Action.SHOOT, Action.DON_STRIKE}),
                      "don", "Don"),
}

# the classic roles that act for the town at night (docs/rules-classic.md C7)
TOWN_ROLES = (Role.DOCTOR, Role.COMMISSAR, Role.PEACEMAKER, Role.EXECUTIONER, Role.WITNESS)
# the roles a lawyer strike may name (C8.4.1)
STRIKE_ROLES = {r.value for r in TOWN_ROLES}

# Words a scenario's [roles] table may use for the classic preset: word → (role, family).
CLASSIC_DEAL_WORDS: dict[str, tuple[Role, int]] = {
    "civilian": (Role.CIVILIAN, 0),
    "mafia": (Role.MAFIA, 1),
    "mafia2": (Role.MAFIA, 2),
    "don": (Role.DON, 1),
    "don2": (Role.DON, 2),
    "thug": (Role.THUG, 1),
    "doctor": (Role.DOCTOR, 0),
    "commissar": (Role.COMMISSAR, 0),
    "peacemaker": (Role.PEACEMAKER, 0),
    "executioner": (Role.EXECUTIONER, 0),
    "witness": (Role.WITNESS, 0),
    "maniac": (Role.MANIAC, 0),
}
CLASSIC_MIN_PLAYERS = 4
TWO_MAFIAS_MIN_PLAYERS = 15


def classic_word(role: Role, family: int) -> str:
    """The deal word of a classic seat (the role shown on a full reveal, C4.3)."""
    if family == 2 and role in (Role.MAFIA, Role.DON):
        return role.value + "2"
    return role.value


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
    words_1 = [w for w in ("don", "thug") if w in extra_roles]
    words_2 = ["don2"] if "don2" in extra_roles else []
    if len(words_1) > first or len(words_2) > second:
        raise SetupError("too_many_mafia_roles")
    deal = words_1 + ["mafia"] * (first - len(words_1))
    deal += words_2 + ["mafia2"] * (second - len(words_2))
    others = [w for w in extra_roles if CLASSIC_DEAL_WORDS[w][1] == 0]
    if len(deal) + len(others) > count:
        raise SetupError("too_many_roles")
    deal += others + ["civilian"] * (count - len(deal) - len(others))
    return deal

# Words a scenario's [roles] table may use for the Death Note preset.
DEAL_WORDS: dict[str, Role] = {
    "kira": Role.KIRA,
    "l": Role.L,
    "near": Role.NEAR,
    "mafia_boss": Role.MAFIA,
    "mafia": Role.MAFIA,
    "civilian": Role.CIVILIAN,
}
BOSS_WORD = "mafia_boss"

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
