"""Leak test: in random games, at every phase change and at a sample of other commands,
every seat's view, the public view and every refusal hold nothing their receiver may not
know (tests/engine/leakcheck.py says what that is)."""

from __future__ import annotations

import json
import random

import pytest

from engine.game import Game
from engine.randomplay import play_random_game, random_setup
from engine.replay import state_hash
from engine.views import god_view, public_view, view_for
from tests import sweep
from tests.engine.leakcheck import FORBIDDEN_KEYS, check_public, check_seat, forbidden_path

GAMES = sweep.size(16, 200)  # tests/sweep.py


class ViewWatcher:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.checked = 0

    def __call__(self, game: Game, command, accepted: bool, actor_alive: bool) -> None:
        if not accepted or (type(command).__name__ != "Advance" and self.rng.random() > 0.08):
            return
        hashed = self.rng.random() < 0.25
        before = state_hash(game) if hashed else None
        check_public(game, public_view(game))
        for name in game.state.players:
            view = view_for(game, name)
            json.dumps(view)  # plain data only
            check_seat(game, name, view)
            self.checked += 1
        if hashed:
            assert state_hash(game) == before, "building views changed the game"


@pytest.mark.parametrize("batch", range(4))
def test_views_never_leak(batch: int) -> None:
    checked = said = 0
    for n in range(batch * GAMES // 4, (batch + 1) * GAMES // 4):
        seed = sweep.seed(n)
        with sweep.named(seed):
            rng = random.Random(50_000 + seed)
            setup = random_setup(rng, random_options=rng.random() < 0.5)
            watcher = ViewWatcher(random.Random(seed))
            game, _ = play_random_game(setup, rng, illegal_rate=0.2, observer=watcher,
                                       graveyard_rate=0.3)
            god = god_view(game)
            assert "seed" not in json.dumps(god)
            said += len(game.state.graveyard_log)
        checked += watcher.checked
    assert checked > 80 * (GAMES // 4)
    assert said > GAMES // 4  # the dead and a spectator talked in the graveyard


def test_the_key_walk_finds_a_forbidden_key_anywhere() -> None:
    """The walk the leak checks use: any key at any depth, inside lists, and the params
    of event lists, named by its path; nothing for a clean view."""
    clean = {"players": [{"name": "Ann", "death": {"how": "night"}}],
             "events": [{"code": "chat", "params": {"by": "Ann", "text": "hi"}}]}
    assert forbidden_path(clean, FORBIDDEN_KEYS) is None
    assert forbidden_path({**clean, "seed": 7}, FORBIDDEN_KEYS) == ".seed"
    deep = {"players": [{"name": "Ann"}, {"name": "Bob", "x": [{"holder": "Bob"}]}]}
    assert forbidden_path(deep, FORBIDDEN_KEYS) == ".players.x.holder"
    sneaky = {"mafia": {"channel": [{"code": "mafia_chat", "params": {"rng": 1}}]}}
    assert forbidden_path(sneaky, FORBIDDEN_KEYS) == ".mafia.channel.rng"
