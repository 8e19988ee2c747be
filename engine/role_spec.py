"""What a role is, as data: the typed form of a role file (docs/roles.md).

Owns the role format's vocabulary — ``Team``, ``Wins``, ``ActPhase``, ``Frequency``, ``By``,
``CheckReads``, ``Harm`` and what each protecting ability stops (``PROTECTS``), the
abilities a role may declare (``ABILITIES``: an action and the phases it can be taken in)
— and the frozen dataclasses a role file is read into: ``RoleSpec``
with its ``DealWord``s, ``ActionSpec``s, ``NightStep`` and ``Words`` (a text in Russian and
English). Reading and checking a file is ``engine.role_files``; the lists the program
derives from the definitions are ``engine.roles``. Imports ``engine.commands`` only: never
the game, the options (an option is named by its word and checked by the loader) or
anything outside the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.commands import Action


class Team(StrEnum):
    TOWN = "town"
    MAFIA = "mafia"
    KIRA = "kira"
    MANIAC = "maniac"
    NEUTRAL = "neutral"  # on nobody's side: wins by its own condition (the jester, survivor)


class Wins(StrEnum):
    """A role's win condition."""

    TEAM = "team"  # with its team (the town, its mafia family)
    LAST_ALIVE = "last_alive"  # alone, as the last one alive (the maniac, Kira)
    EXECUTED = "executed"  # executed by the town's vote (the jester); the game goes on
    SURVIVES = "survives"  # alive at the game's end, whoever else wins (the survivor)


# the win conditions judged seat by seat, beside the sides' victory (engine.abilities.wins)
OWN_WINS = frozenset({Wins.EXECUTED, Wins.SURVIVES})


class ActPhase(StrEnum):
    """When an action is taken."""

    NIGHT = "night"
    DAY = "day"  # by day or in the vote
    ANY = "any"  # at any time of the game


class Frequency(StrEnum):
    EACH_NIGHT = "each_night"  # at most once a night
    EACH_DAY = "each_day"  # at most once a game day
    ANY_TIME = "any_time"  # as often as the rules let (an election vote, a recruitment)


class By(StrEnum):
    """Whose action it is: the role's own, or its family's (any mafioso takes it)."""

    ROLE = "role"
    FAMILY = "family"


class CheckReads(StrEnum):
    """What a check (the commissar's, L's) answers about the role's holder."""

    MAFIA = "mafia"
    NOT_MAFIA = "not_mafia"
    CIVILIAN = "civilian"
    NEAR = "near"
    KIRA = "kira"


# The abilities a role may declare: the action and the phases it can be taken in. A role
# file naming another action, or one of these in another phase, is refused (the notebook's
# write, eyes, lend, give-away and destroy stay the notebook's, not a role's).
ABILITIES: dict[Action, frozenset[ActPhase]] = {
    Action.SHOOT: frozenset({ActPhase.NIGHT}),
    Action.CHECK: frozenset({ActPhase.NIGHT}),
    Action.SEARCH: frozenset({ActPhase.NIGHT}),
    Action.SAVE: frozenset({ActPhase.NIGHT}),
    Action.BLOCK: frozenset({ActPhase.NIGHT}),
    Action.WATCH: frozenset({ActPhase.NIGHT}),
    Action.KNOCK_OUT: frozenset({ActPhase.NIGHT}),
    Action.TRACK: frozenset({ActPhase.NIGHT}),
    Action.FRAME: frozenset({ActPhase.NIGHT}),
    Action.GUARD: frozenset({ActPhase.NIGHT}),
    Action.ALERT: frozenset({ActPhase.NIGHT}),
    Action.REVEAL: frozenset({ActPhase.DAY}),
    Action.STRIKE: frozenset({ActPhase.NIGHT}),
    Action.DON_STRIKE: frozenset({ActPhase.NIGHT}),
    Action.RECRUIT: frozenset({ActPhase.ANY}),
    Action.ELECT_BOSS: frozenset({ActPhase.ANY}),
    Action.CONCEDE: frozenset({ActPhase.ANY, ActPhase.DAY}),
}

# the abilities that name nobody (``targets = 0``): the veteran's alert, the mayor's reveal
UNTARGETED = frozenset({Action.ALERT, Action.REVEAL})


class Sight(StrEnum):
    """What a ``watch`` sees of its target's night."""

    ATTACKERS = "attackers"  # who attacked him (the classic witness)
    VISITORS = "visitors"  # whoever carried out a night action on him (the watcher)


class Harm(StrEnum):
    """What a night attack is, for the protections that may stop it (docs/roles.md)."""

    SHOT = "shot"  # a role's own kill (the executioner's, the maniac's)
    FAMILY_KILL = "family_kill"  # a mafia family's kill
    DON_STRIKE = "don_strike"
    LAWYER_STRIKE = "lawyer_strike"
    KNOCK_OUT = "knock_out"


# The protecting abilities and what each stops unless its declaration says otherwise
# (``stops``): the peacemaker's block everything but a right lawyer strike (C7.4.3), the
# doctor's save the night's kills (C7.2.4); a guard dies in his target's place when he
# stops a kill; an alert covers the veteran himself.
PROTECTS: dict[Action, frozenset[Harm]] = {
    Action.BLOCK: frozenset({Harm.SHOT, Harm.FAMILY_KILL, Harm.DON_STRIKE, Harm.KNOCK_OUT}),
    Action.SAVE: frozenset({Harm.SHOT, Harm.FAMILY_KILL}),
    Action.GUARD: frozenset({Harm.SHOT, Harm.FAMILY_KILL, Harm.DON_STRIKE}),
    Action.ALERT: frozenset({Harm.SHOT, Harm.FAMILY_KILL}),
}

LANGUAGES = ("en", "ru")


@dataclass(frozen=True)
class Words:
    """One text in each language the app speaks."""

    en: str
    ru: str

    def get(self, language: str) -> str:
        return self.ru if language == "ru" else self.en

    def to_plain(self) -> dict[str, str]:
        return {"en": self.en, "ru": self.ru}


@dataclass(frozen=True)
class DealWord:
    """A word a deal gives a seat (a scenario's ``[roles]``, the table's composition)."""

    word: str
    family: int = 0  # the mafia family it joins (1, 2), 0 for none
    reveals: str = ""  # the word a full reveal of its death shows; "" = ``word``
    name: Words | None = None  # its own name ("Don of the second family"); None: the role's
    order: int | None = None  # where it is listed; None: the role's place
    unique: bool = True  # at most one seat gets it (per family)
    optional: int = 0  # the host switches it on: its place in that list; 0: always dealt

    @property
    def shown(self) -> str:
        return self.reveals or self.word


@dataclass(frozen=True)
class ActionSpec:
    ability: Action
    phase: ActPhase = ActPhase.NIGHT
    targets: int = 1  # how many players it names (0: none)
    # how many times a game: None unlimited, a number, or an option's word that says it
    uses: int | str | None = None
    frequency: Frequency = Frequency.EACH_NIGHT
    not_same_twice: bool = False  # not on the player it was last carried out on
    # may it name its own holder: yes, no, or as an option's word says
    self_allowed: bool | str = False
    by: By = By.ROLE
    requires: str | None = None  # an option that must be on for it to exist
    # a protecting ability's harms it stops; None: the ability's own (``PROTECTS``)
    stops: frozenset[Harm] | None = None
    sees: Sight = Sight.ATTACKERS  # a watch's: its target's attackers or all his visitors

    @property
    def protects_from(self) -> frozenset[Harm]:
        """The harms this action stops over its target (none for a non-protecting one)."""
        return PROTECTS.get(self.ability, frozenset()) if self.stops is None else self.stops


@dataclass(frozen=True)
class NightStep:
    """Where the role's night orders are resolved: a named step, after other steps."""

    step: str
    after: tuple[str, ...] = ()
    before: tuple[str, ...] = ()  # the steps that come after it (the framer's: commissar)


# a condition's value: on/off, an option's word ("names", "unlimited" for no limit), a number
CardValue = bool | int | str


@dataclass(frozen=True)
class CardLine:
    """A sentence of a role's card (``[[card_line]]``, docs/roles.md), shown when all its
    conditions hold at the table; or, with ``lines_of``, another role's lines spliced in."""

    text: Words | None = None  # "%1" filled by ``count``; None for a ``lines_of`` line
    when: tuple[tuple[str, CardValue], ...] = ()  # options that must have these values
    in_play: tuple[str, ...] = ()  # at least one of these deal words is dealt
    not_in_play: tuple[str, ...] = ()  # none of these deal words is dealt
    count: str | None = None  # an option whose number (above 0) fills "%1"; else not shown
    part: str = ""  # the group it belongs to, for other roles' ``lines_of`` and ``unless``
    unless: tuple[str, ...] = ()  # not shown if a line of these parts is already on the card
    lines_of: str | None = None  # splice the lines of this role's ``parts`` here
    parts: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoleSpec:
    word: str
    preset: str  # the rules it belongs to: "classic", "deathnote"
    team: Team
    name: Words
    card: Words
    deal: tuple[DealWord, ...]
    wins: Wins = Wins.TEAM
    actions: tuple[ActionSpec, ...] = ()
    night: NightStep | None = None
    check_reads: CheckReads = CheckReads.CIVILIAN
    icon: str = "role-unknown"
    strike_guess: bool = False  # the lawyer's strike may name it
    order: int = 0  # where it is listed (lower first)
    title: str = ""  # the engine's English word for it in messages; "" = the English name
    card_lines: tuple[CardLine, ...] = ()  # the card's sentences by the table's rules
    source: str = field(default="", compare=False)  # the file it was read from

    @property
    def english_title(self) -> str:
        return self.title or self.name.en

    def own_actions(self) -> tuple[Action, ...]:
        """The role's own actions that exist at every table (none needs an option)."""
        return tuple(a.ability for a in self.actions
                     if a.by is By.ROLE and a.requires is None)
