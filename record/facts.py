"""What a finished game's log says, for the record: its deal, its winner and each seat's
role, side, fate, day of death and votes — read by replaying the log on the engine.

Owns ``Fate`` (how a player's game ended, one word per engine death cause), ``GameFacts``
/ ``SeatFacts``, ``RoleSet`` (the host's own roles a game dealt, whole, as its log keeps
them, known by a digest of their canonical JSON), the player key (a stable player id where
the log has one, else the name) and ``read_game`` (a log file → facts, or ``DamagedLog``
saying why not). Must not import Qt, desktop or sqlite.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from engine.errors import Refusal
from engine.game import Game
from engine.role_plain import spec_to_plain, specs_from_plain
from engine.role_spec import OWN_WINS, RoleSpec, Words
from engine.roles import Team
from engine.state import DeathCause, VoteHow
from netproto.names import name_key
from netproto.storage import LoadedLog, LogError, load_log


class Fate(StrEnum):
    """How a player's game ended."""

    SURVIVED = "survived"
    EXECUTED = "executed"  # by the day's vote
    KILLED = "killed"  # shot or struck at night
    NOTEBOOK = "notebook"  # a name written in the Death Note
    INACTIVE = "inactive"  # the rules' inactivity death
    PENALTY = "penalty"  # a rule's own penalty (the notebook's daily duty, a wrong strike)
    REMOVED = "removed"  # the host removed him (a reserve may have taken his seat)


FATE_OF_CAUSE: dict[DeathCause, Fate] = {
    DeathCause.EXECUTED: Fate.EXECUTED,
    DeathCause.NOTEBOOK: Fate.NOTEBOOK,
    DeathCause.MAFIA: Fate.KILLED,
    DeathCause.L_SHOT: Fate.KILLED,
    DeathCause.MANIAC: Fate.KILLED,
    DeathCause.EXECUTIONER: Fate.KILLED,
    DeathCause.LAWYER: Fate.KILLED,
    DeathCause.DON_STRIKE: Fate.KILLED,
    DeathCause.SHOT: Fate.KILLED,  # a host's own role's shot (a vigilante, a veteran)
    DeathCause.INACTIVE: Fate.INACTIVE,
    DeathCause.WRITE_DUTY: Fate.PENALTY,
    DeathCause.PENALTY: Fate.PENALTY,
    DeathCause.REMOVED: Fate.REMOVED,
}

NOBODY = "nobody"  # the winner of a drawn game (a stalemate)


def player_key(name: str, player_id: str | None, bot: bool = False) -> str:
    """Who a seat was across games: his client's stable id, or (a log without one) his
    name as names compare (case and width folded); a bot's seat is a bot of that name."""
    if bot:
        return f"bot:{name_key(name)}"
    return f"id:{player_id}" if player_id else f"name:{name_key(name)}"


class DamagedLog(Exception):
    """A log the record cannot take: unreadable, cut short, or not replaying."""


class Unfinished(Exception):
    """A log of a game that has not ended (yet): nothing to record."""


@dataclass(frozen=True)
class RoleSet:
    """The host's own roles a game dealt (``GameSetup.custom_roles``), whole: the plain
    tables its log keeps, in the log's order, as canonical JSON. Two games with the same
    roles have the same ``digest``: the record keeps each set once."""

    plain: str  # canonical JSON: a list of role tables (engine.role_plain)

    @classmethod
    def of(cls, specs: tuple[RoleSpec, ...]) -> RoleSet | None:
        return cls(canonical([spec_to_plain(s) for s in specs])) if specs else None

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.plain.encode()).hexdigest()

    def specs(self) -> tuple[RoleSpec, ...]:
        """The roles, checked as a role file's are (raises RoleFileError)."""
        return specs_from_plain(json.loads(self.plain), "record")

    def names(self) -> dict[str, Words]:
        """Each role's word → its own name in every language."""
        return {str(row["word"]): Words(str(row["name"]["en"]), str(row["name"]["ru"]))
                for row in self.rows()}

    def rows(self) -> list[dict[str, Any]]:
        """The roles' plain tables, as a role file holds them."""
        return list(json.loads(self.plain))

    def own_win_roles(self) -> tuple[str, ...]:
        """The roles that win by their own condition (the jester, the survivor)."""
        own = {w.value for w in OWN_WINS}
        return tuple(str(row["word"]) for row in self.rows() if row.get("wins") in own)

    def first_words(self) -> dict[str, str]:
        """Each role's word → its first deal word (what a deal's seat counts name)."""
        return {str(row["word"]): str((row.get("deal") or [{"word": row["word"]}])[0]["word"])
                for row in self.rows()}


@dataclass(frozen=True)
class SeatFacts:
    position: int  # the order in the game's players (a reserve follows whom he replaced)
    player: str  # the player key (``player_key``)
    name: str
    role: str
    side: str  # who wins with him: his team, or "mafia2" for the second classic family
    won: bool
    fate: Fate
    cause: str | None  # the engine's death cause
    death_day: int | None  # the game day he died in (the engine's count)
    votes_cast: int  # counted votes he cast (his own missed ones not included)
    votes_on_mafia: int  # of them, against a player of the mafia
    bot: bool = False  # one of the app's bots sat here (the log's seat record says so)


@dataclass(frozen=True)
class GameFacts:
    digest: str  # the game's identity: a hash of its table, start, setup and commands
    table_id: str
    file: str
    created: str
    preset: str
    options: str  # the setup's rule overrides, canonical JSON
    hand_deal: bool  # the host dealt by hand: no simulator prediction for it
    rules: int
    seat_count: int  # the seats dealt (reserves who came in later are not more seats)
    winner: str  # a side, or "nobody"
    end_reason: str | None
    days: int
    seats: tuple[SeatFacts, ...]
    role_set: RoleSet | None = None  # the host's own roles dealt beside the preset's
    role_counts: str = "{}"  # their seats in a random deal (canonical JSON; left out: one)


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def game_digest(loaded: LoadedLog) -> str:
    """The same game gives the same digest (a copy of its log, the log after a resume);
    two games never do (their tables, start times and seeds differ)."""
    body = canonical([loaded.header.get("table_id"), loaded.header.get("created"),
                      loaded.setup.to_plain(), [c.to_plain() for c in loaded.commands]])
    return hashlib.sha256(body.encode()).hexdigest()


def side_of(team: Team, family: int) -> str:
    return "mafia2" if family == 2 else team.value


def read_game(path: Path) -> GameFacts:
    """The facts of the finished game in ``path``. Raises ``Unfinished`` for a game that
    has not ended, ``DamagedLog`` for a log that cannot be trusted (unreadable, damaged
    before its end, or its commands do not replay to the winner it records)."""
    return facts_of(load_finished(path))


def load_finished(path: Path) -> LoadedLog:
    """The log of a finished game, whole (raises as ``read_game``; not replayed yet)."""
    try:
        loaded = load_log(path)
    except LogError as exc:
        raise DamagedLog(str(exc)) from None
    if loaded.dropped is not None:
        raise DamagedLog(f"{path.name}: {loaded.dropped}")
    if loaded.winner is None:
        raise Unfinished(f"{path.name}: the game has not ended")
    return loaded


def facts_of(loaded: LoadedLog, digest: str | None = None) -> GameFacts:
    """The facts of a finished game's log, by replaying it (raises ``DamagedLog``)."""
    name = loaded.path.name
    try:
        game = Game(loaded.setup)
        death_day: dict[str, int] = {}
        for command in loaded.commands:
            game.apply(command)
            for p in game.state.players.values():
                if not p.alive and p.name not in death_day:
                    death_day[p.name] = game.state.game_day
    except (Refusal, ValueError, KeyError, TypeError) as exc:
        raise DamagedLog(f"{name}: its commands do not replay ({exc})") from None
    state = game.state
    if (state.winner or NOBODY) != loaded.winner:
        raise DamagedLog(f"{name}: the log says {loaded.winner!r} won, its commands "
                         f"say {state.winner!r}")
    cast: dict[str, int] = {}
    on_mafia: dict[str, int] = {}
    for record in state.vote_records:
        for vote in record.votes:
            if vote.how is VoteHow.MISSED:
                continue
            cast[vote.by] = cast.get(vote.by, 0) + 1
            target = state.players.get(vote.target)
            if target is not None and target.team is Team.MAFIA:
                on_mafia[vote.by] = on_mafia.get(vote.by, 0) + 1
    winners = set(game.winners())
    ids = loaded.player_ids
    seats = []
    for position, p in enumerate(state.players.values()):
        cause = p.death.cause if p.death is not None else None
        seats.append(SeatFacts(
            position, player_key(p.name, ids.get(p.name), p.name in loaded.bots),
            p.name, str(p.role),
            side_of(p.team, p.family), p.name in winners,
            FATE_OF_CAUSE[cause] if cause is not None else Fate.SURVIVED,
            cause.value if cause is not None else None, death_day.get(p.name),
            cast.get(p.name, 0), on_mafia.get(p.name, 0), p.name in loaded.bots))
    return GameFacts(
        digest or game_digest(loaded), loaded.table_id, name, str(loaded.header.get("created", "")),
        loaded.setup.preset.value, canonical(loaded.setup.options),
        loaded.setup.deal is not None, loaded.setup.rules, len(loaded.setup.players),
        loaded.winner, loaded.end_reason, state.game_day, tuple(seats),
        RoleSet.of(loaded.setup.custom_roles), canonical(loaded.setup.role_counts))
