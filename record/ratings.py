"""The group's ratings: openskill's Plackett-Luce model over team games, recomputed from
the whole record in game order (a merge of two names counts from the first game on).

Owns ``Rating`` and ``ratings``: each game's sides are the teams, the winning side ranks
first and every other side shares second place (a draw: all share first). Must not import
Qt or desktop.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from record.store import GameRow, SeatRow


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float  # the uncertainty: it shrinks as he plays

    @property
    def ordinal(self) -> float:
        """The conservative figure to rank by: mu − 3·sigma (openskill's ``ordinal``)."""
        return self.mu - 3 * self.sigma

    def to_plain(self) -> dict[str, Any]:
        return {"mu": round(self.mu, 3), "sigma": round(self.sigma, 3),
                "ordinal": round(self.ordinal, 3)}


def ratings(games: Sequence[GameRow], seats: Sequence[SeatRow]) -> dict[str, Rating]:
    """Player key → his rating after every recorded game."""
    from openskill.models import PlackettLuce  # lazily: only the figures need it

    model = PlackettLuce()
    current: dict[str, Any] = {}
    by_game: dict[int, list[SeatRow]] = {}
    for seat in seats:
        by_game.setdefault(seat.game, []).append(seat)
    for game in games:
        sides: dict[str, list[str]] = {}
        for seat in by_game.get(game.id, []):
            sides.setdefault(seat.side, []).append(seat.player)
        if len(sides) < 2:
            continue  # nobody to be ranked against
        order = sorted(sides)
        teams = [[current[key] if key in current else model.rating(name=key)
                  for key in sides[side]]
                 for side in order]
        ranks = [1 if side == game.winner or game.winner not in sides else 2
                 for side in order]
        for team in model.rate(teams, ranks=ranks):
            for player in team:
                current[player.name] = player
    return {key: Rating(r.mu, r.sigma) for key, r in current.items()}
