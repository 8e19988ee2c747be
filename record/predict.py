"""What the simulator predicts for a deal the group played: bot games of the same preset,
seat count and rules (``bots.simulate``), each side's wins, cached in the record.

Owns ``Deal`` (what makes two games the same deal) and ``predicted_wins``. A hand-made
deal, or a game under an older reading of the rules, has no prediction (the simulator
deals at random under the current rules). Must not import Qt or desktop.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine.options import RULES_VERSION
from record.store import GameRow, Record

DEFAULT_GAMES = 200  # bot games per deal: a modest count (about 2 s for 15 seats)
SEED = 1


@dataclass(frozen=True, order=True)
class Deal:
    preset: str
    seats: int
    options: str  # canonical JSON of the rule overrides
    hand_deal: bool = False
    rules: int = RULES_VERSION

    @classmethod
    def of(cls, game: GameRow) -> Deal:
        return cls(game.preset, game.seat_count, game.options, game.hand_deal, game.rules)

    @property
    def predictable(self) -> bool:
        return not self.hand_deal and self.rules == RULES_VERSION

    def cache_key(self, games: int) -> str:
        return json.dumps([self.preset, self.seats, json.loads(self.options), self.rules,
                           games, SEED], sort_keys=True, separators=(",", ":"))


def predicted_wins(record: Record, deal: Deal, games: int = DEFAULT_GAMES,
                   jobs: int = 1) -> tuple[int, dict[str, int]] | None:
    """(games played, side → wins, "nobody" for draws) for this deal, from the cache or
    the simulator (then kept); None where the simulator cannot play the deal."""
    if games <= 0 or not deal.predictable:
        return None
    key = deal.cache_key(games)
    cached = record.prediction(key)
    if cached is not None:
        return cached
    from bots.simulate import simulate  # lazily: it loads the bots

    try:
        summary, = simulate(deal.preset, [deal.seats], games, SEED,
                            options=json.loads(deal.options), jobs=jobs)
    except ValueError:
        return None
    wins = {str(side): count for side, count in summary.wins.items() if side is not None}
    record.keep_prediction(key, summary.games, wins)
    return summary.games, wins
