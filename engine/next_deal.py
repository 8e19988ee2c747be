"""The deal of the next game at the same table ("play again"): the same preset, players
and rules with a new seed — optionally dealt again until nobody gets the role he played
last time, where the counts allow it (else with as few repeats as the tries found).

Owns ``next_setup``, ``roles_played`` and ``repeats``. Deterministic: the same previous
game, seed and players give the same setup (the tries' seeds come from one
``random.Random(seed)``). Imports the engine's game and views only; no netproto, no Qt.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.game import Game
from engine.game_setup import GameSetup
from engine.views import dealt_roles

MAX_TRIES = 200  # deals tried for "no repeat" (a 15-seat deal takes well under 1 ms)


def roles_played(game: Game) -> dict[str, str]:
    """Each player's role word as he was dealt it (a reserve seated during the game: the
    role he took over)."""
    return {**dealt_roles(game), **dealt_roles(Game(game.setup))}


def repeats(last: Mapping[str, str], roles: Mapping[str, str]) -> int:
    """How many players got the same role word as ``last`` time."""
    return sum(1 for name, role in roles.items() if last.get(name) == role)


def next_setup(previous: GameSetup, seed: int, *, players: Sequence[str] | None = None,
               reserves: Sequence[str] | None = None,
               last: Mapping[str, str] | None = None) -> GameSetup:
    """The next game's setup: ``previous``'s preset and rules, ``players`` and
    ``reserves`` (by default the previous ones), a random deal from ``seed`` (a hand-made
    deal: its roles dealt to random players; hand-dealt items are not kept). ``last``:
    name → the role word he played last time; given, the deal is tried again (up to
    ``MAX_TRIES`` seeds) until nobody repeats it, else the first deal with the fewest
    repeats is taken."""
    base = replace(previous, seed=seed, deal=None, items=None,
                   players=tuple(players if players is not None else previous.players),
                   reserves=tuple(reserves if reserves is not None else previous.reserves))
    if previous.deal:
        base = replace(base, deal=_hand_deal(previous.deal, base.players, seed))
    if not last:
        return base
    seeds = random.Random(seed)
    best: tuple[int, GameSetup] | None = None
    for attempt in range(MAX_TRIES):
        setup = base if attempt == 0 else _reseeded(base, seeds.getrandbits(31), previous)
        count = repeats(last, dealt_roles(Game(setup)))
        if best is None or count < best[0]:
            best = (count, setup)
        if count == 0:
            break
    assert best is not None
    return best[1]


def _hand_deal(deal: Mapping[str, str], players: Sequence[str], seed: int) -> dict[str, str]:
    """A hand-made deal's words dealt again to random players (the same counts: a table
    may seat fewer than the random deal needs)."""
    names = list(players)
    random.Random(seed).shuffle(names)
    return dict(zip(names, sorted(deal.values()), strict=False))


def _reseeded(base: GameSetup, seed: int, previous: GameSetup) -> GameSetup:
    if previous.deal:
        return replace(base, seed=seed, deal=_hand_deal(previous.deal, base.players, seed))
    return replace(base, seed=seed)
