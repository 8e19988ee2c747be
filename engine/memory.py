"""What a seat remembers of its own role's doings: ``RoleMemory`` on ``Player.memory``.

Owns the typed memory a role's rules keep between commands — the last target of each
action that may not name the same player two nights running, the spent uses and the
missed tries of each limited action, a mafioso's vote for his boss, the Death Note's L and
Near and a lender's loan — so that a rule reads ``p.memory.last_target(Action.SAVE, day)``,
never an attribute named by a string. What a seat *is* (its role, team, family, items,
status) stays on ``engine.state.Player``. Built only by applying commands (a saved game is
its command log: replaying it rebuilds every memory). Imports ``engine.commands`` only.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from engine.commands import Action


@dataclass(frozen=True)
class LastTarget:
    """The player an action was last carried out on, and the game day of that night."""

    day: int
    target: str


@dataclass(frozen=True)
class OwnLoan:
    """The Death Note lent out by its owner: to whom, from when, until when."""

    to: str
    start: int
    until: int


@dataclass
class RoleMemory:
    # the last carried-out target of each action that may not repeat it (save, block,
    # knock-out): keyed by the action
    last: dict[Action, LastTarget] = field(default_factory=dict)
    # spent uses of each limited action (the executioner's shots)
    used: dict[Action, int] = field(default_factory=dict)
    # wrong tries of each action that punishes them (the lawyer's strikes)
    missed: dict[Action, int] = field(default_factory=dict)
    boss_vote: str | None = None  # whom he elects boss / Don
    conceded: bool = False  # a classic mafioso who conceded his family's defeat
    # the Death Note's roles
    l_actions_lost: bool = False  # L who touched the notebook (RULES.md §3.6)
    near_may_check: bool = False  # Near, once L is dead
    lent_out: OwnLoan | None = None  # the owner's own loan of the notebook

    def last_target(self, action: Action, day: int) -> str | None:
        """Whom ``action`` was last carried out on the night of game day ``day``."""
        last = self.last.get(action)
        return last.target if last is not None and last.day == day else None

    def remember(self, action: Action, day: int, target: str) -> None:
        self.last[action] = LastTarget(day, target)

    def uses(self, action: Action) -> int:
        return self.used.get(action, 0)

    def spend(self, action: Action) -> None:
        self.used[action] = self.used.get(action, 0) + 1

    def misses(self, action: Action) -> int:
        return self.missed.get(action, 0)

    def miss(self, action: Action) -> int:
        """Counts one more wrong try; returns how many there have been."""
        self.missed[action] = count = self.missed.get(action, 0) + 1
        return count

    def copy(self) -> RoleMemory:
        """The same memory, for a reserve who takes the seat (classic C3.3)."""
        return replace(self, last=dict(self.last), used=dict(self.used),
                       missed=dict(self.missed))
