"""The group's figures from its record: per player, per role, per preset and per deal
(against the simulator's prediction), with the ratings — one ``Figures`` object that
``dnmafia stats`` prints (text, JSON, CSV) and the Group page, the projector's summary and
the phone's end screen show.

Owns the figures' dataclasses, their plain (JSON) form — ``SCHEMA`` names its version —
and ``figures``, which computes them. Win rates carry 95 % Wilson intervals
(``bots.simulate.wilson``). A role is named in every language by its role file — the
app's own, or the host's kept with the game (``record.store``'s role sets). Must not
import Qt or desktop.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bots.simulate import TEAMS, wilson
from engine.role_spec import Words
from engine.roles import role_texts
from record.facts import NOBODY, Fate, RoleSet
from record.predict import Deal, predicted_wins
from record.ratings import Rating, ratings
from record.store import GameRow, Prediction, Record, SeatRow

SCHEMA = 1  # the JSON form's version: a reader checks it


@dataclass(frozen=True)
class Rate:
    """``hits`` of ``total``, with the 95 % Wilson interval."""

    hits: int
    total: int

    @property
    def rate(self) -> float:
        return self.hits / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.hits, self.total)

    def to_plain(self) -> dict[str, Any]:
        low, high = self.interval
        return {"hits": self.hits, "total": self.total, "rate": round(self.rate, 4),
                "low": round(low, 4), "high": round(high, 4)}

    def text(self) -> str:
        low, high = self.interval
        return f"{self.hits}/{self.total} {self.rate:.0%} ({low:.0%}–{high:.0%})"


@dataclass
class PlayerFigures:
    key: str
    name: str  # the name he played under last
    names: list[str]  # every name he played under, first to last
    games: int = 0
    wins: int = 0
    by_side: dict[str, Rate] = field(default_factory=dict)
    by_role: dict[str, Rate] = field(default_factory=dict)
    fates: dict[str, int] = field(default_factory=dict)  # Fate → games ended so
    death_days: list[int] = field(default_factory=list)
    votes_cast: int = 0
    votes_on_mafia: int = 0
    rating: Rating | None = None

    @property
    def win_rate(self) -> Rate:
        return Rate(self.wins, self.games)

    @property
    def survival(self) -> Rate:
        return Rate(self.fates.get(Fate.SURVIVED.value, 0), self.games)

    def to_plain(self) -> dict[str, Any]:
        days = self.death_days
        return {
            "key": self.key, "name": self.name, "names": list(self.names),
            "games": self.games, "wins": self.wins, "win_rate": self.win_rate.to_plain(),
            "by_side": {k: v.to_plain() for k, v in sorted(self.by_side.items())},
            "by_role": {k: v.to_plain() for k, v in sorted(self.by_role.items())},
            "survival": self.survival.to_plain(),
            "fates": {f.value: self.fates.get(f.value, 0) for f in Fate},
            "average_death_day": round(sum(days) / len(days), 2) if days else None,
            "votes_cast": self.votes_cast, "votes_on_mafia": self.votes_on_mafia,
            "rating": self.rating.to_plain() if self.rating is not None else None,
        }


def _names(words: Words | None) -> dict[str, str] | None:
    return words.to_plain() if words is not None else None


@dataclass(frozen=True)
class RoleFigures:
    preset: str
    role: str  # the role's word
    wins: Rate
    name: Words | None = None  # its name in every language (None: no file names it)
    custom: bool = False  # one of the host's own roles

    def to_plain(self) -> dict[str, Any]:
        return {"preset": self.preset, "role": self.role, "name": _names(self.name),
                "custom": self.custom, "wins": self.wins.to_plain()}


@dataclass(frozen=True)
class DealRole:
    """One of the host's own roles a deal dealt, and to how many seats."""

    role: str
    name: Words
    seats: int

    def to_plain(self) -> dict[str, Any]:
        return {"role": self.role, "name": _names(self.name), "seats": self.seats}


@dataclass(frozen=True)
class OwnWinFigures:
    """The games of a deal a role won by its own condition (a jester executed), whoever
    won the game; beside the simulator's count for the same deal."""

    role: str
    name: Words
    wins: Rate
    predicted: Rate | None

    def to_plain(self) -> dict[str, Any]:
        return {"role": self.role, "name": _names(self.name), "wins": self.wins.to_plain(),
                "predicted": self.predicted.to_plain() if self.predicted else None}


@dataclass(frozen=True)
class SideFigures:
    side: str  # a side, or "nobody" (draws)
    wins: Rate
    predicted: Rate | None  # the simulator's, for the same deal(s); None: not asked/able

    def to_plain(self) -> dict[str, Any]:
        return {"side": self.side, "wins": self.wins.to_plain(),
                "predicted": self.predicted.to_plain() if self.predicted else None}


@dataclass(frozen=True)
class DealFigures:
    """The games of one preset, seat count, rules and host's roles, side by side with the
    simulator."""

    preset: str
    seats: int
    options: dict[str, Any]
    games: int
    sides: tuple[SideFigures, ...]
    roles: tuple[DealRole, ...] = ()  # the host's own roles dealt
    own_wins: tuple[OwnWinFigures, ...] = ()  # of those, the ones that win alone

    def to_plain(self) -> dict[str, Any]:
        return {"preset": self.preset, "seats": self.seats, "options": self.options,
                "roles": [r.to_plain() for r in self.roles], "games": self.games,
                "sides": [s.to_plain() for s in self.sides],
                "own_wins": [o.to_plain() for o in self.own_wins]}


@dataclass(frozen=True)
class PresetFigures:
    preset: str
    games: int
    sides: tuple[SideFigures, ...]  # no prediction here: the deals below have them
    average_days: float

    def to_plain(self) -> dict[str, Any]:
        return {"preset": self.preset, "games": self.games,
                "sides": [s.to_plain() for s in self.sides],
                "average_days": round(self.average_days, 2)}


@dataclass
class Figures:
    games: int
    players: list[PlayerFigures]  # best rated first
    roles: list[RoleFigures]
    presets: list[PresetFigures]
    deals: list[DealFigures]

    def player(self, key: str) -> PlayerFigures | None:
        return next((p for p in self.players if p.key == key), None)

    def custom_name(self, role: str) -> Words | None:
        """The name of the host's own role ``role`` (None: not one of his roles)."""
        return next((r.name for r in self.roles if r.custom and r.role == role), None)

    def to_plain(self) -> dict[str, Any]:
        return {"schema": SCHEMA, "games": self.games,
                "players": [p.to_plain() for p in self.players],
                "roles": [r.to_plain() for r in self.roles],
                "presets": [p.to_plain() for p in self.presets],
                "deals": [d.to_plain() for d in self.deals]}


def sides_of(preset: str) -> tuple[str, ...]:
    """The sides a game of this preset can end with: its teams, then draws."""
    return (*TEAMS.get(preset, ()), NOBODY)


def _players(games: list[GameRow], seats: list[SeatRow]) -> list[PlayerFigures]:
    out: dict[str, PlayerFigures] = {}
    order = {g.id: i for i, g in enumerate(games)}
    for seat in sorted(seats, key=lambda s: (order.get(s.game, 0), s.position)):
        if seat.bot:
            continue  # the app's bots play in the games, not in the group's table
        p = out.get(seat.player)
        if p is None:
            p = out[seat.player] = PlayerFigures(seat.player, seat.name, [])
        p.name = seat.name
        if seat.name not in p.names:
            p.names.append(seat.name)
        p.games += 1
        p.wins += seat.won
        for table, key in ((p.by_side, seat.side), (p.by_role, seat.role)):
            rate = table.get(key, Rate(0, 0))
            table[key] = Rate(rate.hits + seat.won, rate.total + 1)
        p.fates[seat.fate.value] = p.fates.get(seat.fate.value, 0) + 1
        if seat.death_day is not None:
            p.death_days.append(seat.death_day)
        p.votes_cast += seat.votes_cast
        p.votes_on_mafia += seat.votes_on_mafia
    return list(out.values())


def _sides(games: list[GameRow], preset: str, dealt: set[str],
           predicted: tuple[int, Counter] | None) -> tuple[SideFigures, ...]:
    """Each side that was dealt in these games (``dealt``) or won one, and draws."""
    wins = Counter(g.winner for g in games)
    out = []
    for side in sides_of(preset):
        if side != NOBODY and side not in dealt and not wins.get(side):
            continue  # a maniac, a second family: only where the games had one
        guess = Rate(predicted[1].get(side, 0), predicted[0]) if predicted else None
        out.append(SideFigures(side, Rate(wins.get(side, 0), len(games)), guess))
    return tuple(out)


def figures(record: Record, predict_games: int = 0, jobs: int = 1,
            on_predict: Callable[[Deal], None] | None = None,
            on_game: Callable[[], None] | None = None) -> Figures:
    """Everything from the record. ``predict_games``: bot games per deal for the
    simulator's prediction (0: none; results are cached in the record); ``on_predict``
    hears of each deal the simulator has to play (it takes seconds), ``on_game`` of each
    of its games (what either raises, a cancel, goes on)."""
    games = record.games()
    seats = record.seats()
    players = _players(games, seats)
    rated = ratings(games, seats)
    for p in players:
        p.rating = rated.get(p.key)
    players.sort(key=lambda p: (-(p.rating.ordinal if p.rating else -1e9), p.name))
    by_game = {g.id: g for g in games}
    dealt: dict[int, set[str]] = {}  # game → the sides dealt in it
    for seat in seats:
        dealt.setdefault(seat.game, set()).add(seat.side)

    def dealt_in(mine: list[GameRow]) -> set[str]:
        return set().union(*(dealt.get(g.id, set()) for g in mine))

    role_sets = record.role_sets()
    set_names = {digest: role_set.names() for digest, role_set in role_sets.items()}
    custom: dict[tuple[str, str], Words] = {}  # (preset, role) → the host's role's name
    for game in games:  # in game order: a role's name as his last game had it
        for role, name in set_names.get(game.role_set or "", {}).items():
            custom[(game.preset, role)] = name
    role_rates: dict[tuple[str, str], Rate] = {}
    for seat in seats:
        key = (by_game[seat.game].preset, seat.role)
        rate = role_rates.get(key, Rate(0, 0))
        role_rates[key] = Rate(rate.hits + seat.won, rate.total + 1)
    roles = [RoleFigures(preset, role, rate, *_role_name(preset, role, custom))
             for (preset, role), rate in sorted(role_rates.items())]
    presets = []
    for preset in sorted({g.preset for g in games}):
        mine = [g for g in games if g.preset == preset]
        presets.append(PresetFigures(preset, len(mine),
                                     _sides(mine, preset, dealt_in(mine), None),
                                     sum(g.days for g in mine) / len(mine)))
    deals = []
    grouped: dict[Deal, list[GameRow]] = {}
    for game in games:
        grouped.setdefault(Deal.of(game), []).append(game)
    for deal, mine in sorted(grouped.items()):
        found = None
        if predict_games > 0 and deal.predictable:
            key = deal.cache_key(predict_games)
            if record.prediction(key) is None and on_predict is not None:
                on_predict(deal)
            found = predicted_wins(record, deal, predict_games, jobs, on_game)
        predicted = (found.games, Counter(found.wins)) if found else None
        role_set = role_sets.get(deal.role_set)
        dealt_roles = _deal_roles(role_set, json.loads(deal.role_counts))
        deals.append(DealFigures(
            deal.preset, deal.seats, json.loads(deal.options), len(mine),
            _sides(mine, deal.preset, dealt_in(mine), predicted), dealt_roles,
            _own_wins(role_set, dealt_roles, mine, seats, found)))
    return Figures(len(games), players, roles, presets, deals)


def _role_name(preset: str, role: str, custom: dict[tuple[str, str], Words]
               ) -> tuple[Words | None, bool]:
    """A role's name in every language — the host's own role's from its set, a built-in
    one's from the app's role files — and whether it is the host's."""
    if (preset, role) in custom:
        return custom[(preset, role)], True
    texts = role_texts(role, preset)
    return (texts[0] if texts is not None else None), False


def _deal_roles(role_set: RoleSet | None, counts: dict[str, int]) -> tuple[DealRole, ...]:
    if role_set is None:
        return ()
    names, first = role_set.names(), role_set.first_words()
    seats = {role: counts.get(first[role], 1) for role in names}
    return tuple(DealRole(role, names[role], seats[role]) for role in names if seats[role])


def _own_wins(role_set: RoleSet | None, dealt: tuple[DealRole, ...], mine: list[GameRow],
              seats: list[SeatRow], found: Prediction | None) -> tuple[OwnWinFigures, ...]:
    """Each own-win role the deal dealt: the games a seat of it won, and the simulator's."""
    if role_set is None:
        return ()
    ids = {g.id for g in mine}
    own = set(role_set.own_win_roles())
    out = []
    for r in dealt:
        if r.role not in own:
            continue
        won = len({s.game for s in seats if s.game in ids and s.role == r.role and s.won})
        guess = Rate(found.own_wins.get(r.role, 0), found.games) if found else None
        out.append(OwnWinFigures(r.role, r.name, Rate(won, len(mine)), guess))
    return tuple(out)
