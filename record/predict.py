"""What the simulator predicts for a deal the group played: bot games of the same preset,
seat count, rules and host's own roles (``bots.simulate``), each side's wins and each
own-win role's (a jester's), cached in the record.

Owns ``Deal`` (what makes two games the same deal) and ``predicted_wins``. A hand-made
deal, or a game under an older reading of the rules, has no prediction (the simulator
deals at random under the current rules); a deal of the host's own roles is played with
those roles, as the game's log kept them, and the same seats for each. Must not import Qt
or desktop.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from engine.errors import SetupError
from engine.options import RULES_VERSION
from record.store import GameRow, Prediction, Record

DEFAULT_GAMES = 200  # bot games per deal: a modest count (about 2 s for 15 seats)
SEED = 1


@dataclass(frozen=True, order=True)
class Deal:
    preset: str
    seats: int
    options: str  # canonical JSON of the rule overrides
    hand_deal: bool = False
    rules: int = RULES_VERSION
    role_set: str = ""  # the digest of the host's own roles dealt ("": the preset's only)
    role_counts: str = "{}"  # their seats, canonical JSON (a word left out: one)

    @classmethod
    def of(cls, game: GameRow) -> Deal:
        return cls(game.preset, game.seat_count, game.options, game.hand_deal, game.rules,
                   game.role_set or "", game.role_counts)

    @property
    def predictable(self) -> bool:
        return not self.hand_deal and self.rules == RULES_VERSION

    def cache_key(self, games: int) -> str:
        key: list = [self.preset, self.seats, json.loads(self.options), self.rules, games,
                     SEED]
        if self.role_set:  # (a deal of the preset's roles keeps the key it always had)
            key += [self.role_set, json.loads(self.role_counts)]
        return json.dumps(key, sort_keys=True, separators=(",", ":"))


def predicted_wins(record: Record, deal: Deal, games: int = DEFAULT_GAMES,
                   jobs: int = 1, on_game: Callable[[], None] | None = None
                   ) -> Prediction | None:
    """The simulator's games of this deal, from the cache or the simulator (then kept);
    None where the simulator cannot play the deal (nor its roles, if the record lost
    them or this version refuses them). ``on_game`` hears of each game the simulator
    plays: what it raises (a cancel) stops the simulator and keeps nothing."""
    if games <= 0 or not deal.predictable:
        return None
    key = deal.cache_key(games)
    cached = record.prediction(key)
    if cached is not None:
        return cached
    from bots.simulate import simulate  # lazily: it loads the bots
    from bots.simulate_roles import NO_ROLES, RoleMix

    roles = NO_ROLES
    if deal.role_set:
        role_set = record.role_set(deal.role_set)
        if role_set is None:
            return None
        try:
            roles = RoleMix.of(role_set.specs(), json.loads(deal.role_counts))
        except SetupError:
            return None
    try:
        summary, = simulate(deal.preset, [deal.seats], games, SEED,
                            options=json.loads(deal.options), jobs=jobs, roles=roles,
                            on_game=on_game)
    except ValueError:  # SetupError too
        return None
    wins = {str(side): count for side, count in summary.wins.items() if side is not None}
    prediction = Prediction(summary.games, wins, dict(summary.own_wins))
    record.keep_prediction(key, prediction)
    return prediction
