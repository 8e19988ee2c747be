"""Roles as data: each role's team, night actions and card, plus the presets' deals.

Owns the role table (RULES.md §2, and room for §9's classic roles) and the scaled Death
Note deals. Rules that need code live in the modules that resolve them (night, notebook);
this module only declares. Imports only the command vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.commands import Action


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
}

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


def deathnote_deal(count: int) -> list[str]:
    """The scaled Death Note deal for ``count`` players, as deal words (RULES.md §2)."""
    if count < MIN_PLAYERS or count > MAX_PLAYERS:
        raise ValueError(f"a Death Note table seats {MIN_PLAYERS}–{MAX_PLAYERS} players")
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
