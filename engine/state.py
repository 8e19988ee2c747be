"""The game state: plain dataclasses that hold everything a game is, secrets included.

Owns the shape of the state (players, the Death Note's notebook, the day's nominations and
votes, the night's orders, the public record). Only ``engine.game``, the presets and the
rule modules they call mutate it; views read it. Imports only engine vocabulary modules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.memory import RoleMemory
from engine.options import Options, Preset
from engine.roles import Team


class Phase(StrEnum):
    DAY = "day"
    VOTE = "vote"
    NIGHT = "night"
    OVER = "over"


class DeathCause(StrEnum):
    EXECUTED = "executed"
    NOTEBOOK = "notebook"
    MAFIA = "mafia"
    L_SHOT = "l_shot"
    INACTIVE = "inactive"
    WRITE_DUTY = "write_duty"
    REMOVED = "removed"
    # classic (docs/rules-classic.md)
    EXECUTIONER = "executioner"
    MANIAC = "maniac"
    LAWYER = "lawyer"
    DON_STRIKE = "don_strike"
    PENALTY = "penalty"  # a striker's own death for a wrong lawyer strike or Don's misses
    SHOT = "shot"  # a host's own role's shot (engine.rolebook)


class CheckKind(StrEnum):
    L_CHECK = "l_check"
    MAFIA_SEARCH = "mafia_search"
    NEAR_CHECK = "near_check"
    COMMISSAR_CHECK = "commissar_check"


@dataclass
class Message:
    code: str
    params: dict[str, Any]
    at: int


@dataclass
class CheckResult:
    kind: CheckKind
    target: str
    answer: str
    at: int


@dataclass
class Death:
    cause: DeathCause
    at: int
    circumstances: str | None = None
    at_night: bool = False


@dataclass
class Player:
    name: str
    seat: int
    # the role's word: a ``Role`` member for a built-in role, a plain word for a host's
    # own (engine.rolebook); both compare equal to the word
    role: str
    team: Team
    alive: bool = True
    death: Death | None = None
    public_role: str = ""  # the revealed role word, "" while not revealed
    role_at_death: str = ""  # what a reveal shows: the role word at the moment of death
    known_roles: dict[str, str] = field(default_factory=dict)  # what he knows of others
    messages: list[Message] = field(default_factory=list)
    results: list[CheckResult] = field(default_factory=list)
    # the day's nominations and votes
    nomination: str | None = None
    vote: str | None = None
    abstained: bool = False
    vote_changes: int = 0
    vote_in_advance: bool = False  # his vote was cast by day, before the vote opened
    chatted_on: int = -1  # last game day with a game-chat message
    voted_on: int = -1  # last game day with a vote or abstention
    # what his role's rules remember of his doings (engine.memory)
    memory: RoleMemory = field(default_factory=RoleMemory)
    # classic (docs/rules-classic.md): his family, items and status
    family: int = 0  # 1 or 2 for a mafioso, 0 otherwise
    vest: bool = False
    knocked_day: int = -1  # knocked out from that day's morning until its nightfall
    channel_from: int = 0  # first record of his family's channel he may read
    replaced_by: str | None = None  # the reserve who took his seat
    joined_night: int = -1  # the game day whose night he joined a family in


@dataclass
class Entry:
    writer: str
    target: str
    written_at: int
    death_at: int | None
    circumstances: str | None
    light_corpse: bool
    closed_form: bool
    void: bool  # a borrower's entry naming the owner: accepted, no effect
    done: bool = False


@dataclass
class Loan:
    borrower: str
    start: int
    until: int
    active: bool


@dataclass
class Notebook:
    owner: str | None
    loan: Loan | None = None
    entries: list[Entry] = field(default_factory=list)
    eyes: list[str] = field(default_factory=list)  # in the order they were taken
    writers: list[str] = field(default_factory=list)
    ever_owned: list[str] = field(default_factory=list)
    original_owner: str | None = None
    destroyed: bool = False
    awaiting_heir: bool = False  # passes at the next night's step 3 (RULES.md §3.6)
    heir_kind: str = ""  # "l:<name>" | "mafia" | "random": which §3.6 row decided
    names_per_day: dict[int, int] = field(default_factory=dict)  # game day → names written
    # the notebook's path for the story after the game: (when, what, who), what being
    # "owner", "lent", "returned", "eyes", "destroyed"
    history: list[tuple[int, str, str]] = field(default_factory=list)
    last_holder: str | None = None  # who held it after the last command
    holder_since: int = 0  # since when he has held it

    def ever_held(self) -> set[str]:
        """Everyone who ever held it, as owner or as borrower of a loan that started
        (RULES.md §3.6): read from its path."""
        return {who for _, what, who in self.history if what in ("owner", "lent")}

    @property
    def holder(self) -> str | None:
        if self.destroyed:
            return None
        if self.loan is not None and self.loan.active:
            return self.loan.borrower
        return self.owner


@dataclass
class MafiaAction:
    kind: str  # "shoot" | "search"
    target: str
    by: str


@dataclass
class NightOrders:
    mafia: MafiaAction | None = None
    l_kind: str | None = None  # "shoot" | "check"
    l_target: str | None = None
    l_by: str | None = None
    near_save: str | None = None
    near_check: str | None = None
    near_by: str | None = None
    done: list[str] = field(default_factory=list)  # players who submitted anything tonight


@dataclass
class NightNote:
    """A line of a night's outcome for the moderator (``engine.night_history.Note``)."""

    code: str
    params: dict[str, Any]


@dataclass
class NightRecord:
    """One resolved night as the moderator's history keeps it (engine.night_history)."""

    day: int  # the game day the night followed
    acts: list[dict[str, Any]]  # the orders that stood: by, do, target, role
    slept: list[str]  # who only confirmed he slept
    alive_before: list[str]  # the living when the resolution began
    outcome: list[NightNote] = field(default_factory=list)
    resolved_at: int | None = None  # None while the resolution runs


@dataclass
class ClassicOrder:
    """One classic night action: the actor's latest submission for this slot."""

    actor: str
    action: str  # the Action value
    target: str
    role: str | None = None  # the guessed role of a lawyer strike


@dataclass
class Family:
    """One mafia family of the classic preset (C6, C8)."""

    number: int
    don: str | None = None
    killer: str | None = None
    recruit_rights: int = 0
    offer: tuple[str, str] | None = None  # (invitee, sender) while an offer is open
    offer_made: int = 0  # when (commands applied) the open offer was made: answers go in order
    lawyer_used: int = 0
    killer_nights: int = 0
    don_strikes_used: int = 0
    don_misses: int = 0
    don_decides_nights: int = 0
    ever_had_don: bool = False


@dataclass
class ClassicState:
    families: dict[int, Family] = field(default_factory=dict)
    reserves: list[str] = field(default_factory=list)
    # night orders: (actor, slot) → order; slots are action values ("shoot", "strike", …)
    orders: dict[tuple[str, str], ClassicOrder] = field(default_factory=dict)
    composition: dict[str, int] = field(default_factory=dict)  # public counts (C1.5)


class VoteHow(StrEnum):
    """How a counted vote came about (RULES.md §5)."""

    CAST = "cast"  # cast while the vote was open
    ADVANCE = "advance"  # cast in advance by day, published when the vote opened
    MISSED = "missed"  # a candidate who did not vote: a vote against himself


@dataclass
class CountedVote:
    by: str
    target: str
    how: VoteHow


@dataclass
class VoteRecord:
    """One vote's result as it was counted: every vote that counted and how it came
    about, who abstained, who did not vote without it counting, and the outcome."""

    day: int
    runoff: bool
    candidates: list[str]
    votes: list[CountedVote]
    abstained: list[str]
    not_voted: list[str]
    counts: dict[str, int]
    executed: str | None
    outcome: str  # "executed" | "tie" | "no_votes" | "runoff"

    def voters(self, candidate: str) -> list[CountedVote]:
        """The votes counted for ``candidate``: the cast ones in seat order, then his own
        missed vote (the record keeps them so)."""
        return [v for v in self.votes if v.target == candidate]

    def to_plain(self) -> dict[str, Any]:
        return {"day": self.day, "runoff": self.runoff, "candidates": list(self.candidates),
                "votes": [{"by": v.by, "target": v.target, "how": v.how.value}
                          for v in self.votes],
                "abstained": list(self.abstained), "not_voted": list(self.not_voted),
                "counts": dict(self.counts), "executed": self.executed,
                "outcome": self.outcome}


@dataclass
class PublicEvent:
    code: str
    params: dict[str, Any]
    at: int


@dataclass
class GameState:
    preset: Preset
    options: Options
    seed: int
    now: int
    phase: Phase
    game_day: int
    players: dict[str, Player]
    rng: random.Random
    # the Death Note's notebook (its preset's set-up makes it); None at a table without one
    notebook: Notebook | None = None
    boss: str | None = None  # the Death Note mafia's boss
    boss_died_on: int | None = None  # game day whose night follows the boss's death
    no_boss_tonight: bool = False
    candidates: list[str] = field(default_factory=list)
    runoff: list[str] | None = None
    night: NightOrders = field(default_factory=NightOrders)
    public_log: list[PublicEvent] = field(default_factory=list)
    mafia_log: list[PublicEvent] = field(default_factory=list)
    mafia2_log: list[PublicEvent] = field(default_factory=list)  # classic: second family
    graveyard_log: list[PublicEvent] = field(default_factory=list)  # engine.graveyard
    classic: ClassicState | None = None
    pending_reveals: list[str] = field(default_factory=list)
    night_dead: list[str] = field(default_factory=list)
    failed_attempts: int = 0
    # the game day of the latest death, and quiet game days in a row (stall_days, §8)
    last_death_day: int = -1
    quiet_days: int = 0
    # who held the notebook this game day at a moment he could write (§3.1 daily duty)
    duty_liable: list[str] = field(default_factory=list)
    vote_records: list[VoteRecord] = field(default_factory=list)
    night_history: list[NightRecord] = field(default_factory=list)  # the moderator's only
    winner: str | None = None  # a Team value or "nobody"
    end_reason: str | None = None  # "stalemate" when stall_days ended the game (§8)
    commands_applied: int = 0

    def living(self) -> list[Player]:
        return [p for p in self.players.values() if p.alive]

    def living_names(self) -> list[str]:
        return [p.name for p in self.players.values() if p.alive]

    def family_log(self, family: int) -> list[PublicEvent]:
        return self.mafia2_log if family == 2 else self.mafia_log
