"""Random full games (seeded, 7–20 players, random options, legal and illegal commands
from every seat): the invariants hold after every command, a refused command changes
nothing, dead players never act, every game ends, and replay gives the identical state."""

from __future__ import annotations

import random

import pytest

from engine.commands import Act
from engine.errors import Refusal
from engine.game import Game
from engine.randomplay import RandomGameStats, play_phase, play_random_game, random_setup
from engine.replay import replay, state_hash
from engine.state import Phase
from tests import sweep
from tests.engine.invariants import check_amended, check_state, stalemate_holds

GAMES = sweep.size(400, 5000)  # tests/sweep.py: the long run plays more, new seeds
BATCHES = 20


def watch(game: Game, command, accepted: bool, actor_alive: bool) -> None:
    """After every accepted command: no dead actor, and the state invariants hold."""
    if accepted:
        if isinstance(command, Act):
            assert actor_alive, f"a dead player acted: {command}"
        check_state(game)
        stalemate_holds(game)


def _play(seed: int):
    rng = random.Random(seed)
    setup = random_setup(rng, random_options=rng.random() < 0.7)
    game, stats = play_random_game(setup, rng, illegal_rate=0.4, observer=watch)
    return setup, game, stats


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_the_invariants(batch: int) -> None:
    per_batch = GAMES // BATCHES
    for n in range(batch * per_batch, (batch + 1) * per_batch):
        seed = sweep.seed(n)
        setup, game, stats = _play(seed)
        assert game.state.phase is Phase.OVER, f"seed {seed}: the game did not end"
        assert stats.refused > 0 and stats.accepted > 0
        check_amended(game)
        rebuilt = replay(setup, game.log)
        assert state_hash(rebuilt) == state_hash(game), f"seed {seed}: replay differs"


def test_a_refused_command_changes_nothing() -> None:
    """Refused commands (a random sample; 10 games, 120 in the long run) change nothing."""
    checked = 0
    games = sweep.size(10, 120)
    for n in range(games):
        seed = sweep.seed(n)
        rng = random.Random(10_000 + seed)
        setup = random_setup(rng, random_options=True)
        game = Game(setup)
        stats = RandomGameStats()
        original_apply = game.apply

        def guarded_apply(command, _apply=original_apply, _game=game, _rng=rng):
            nonlocal checked
            if _rng.random() > 0.15:
                return _apply(command)
            before = state_hash(_game)
            log_length = len(_game.log)
            try:
                return _apply(command)
            except Refusal:
                assert state_hash(_game) == before, f"refused {command} changed the game"
                assert len(_game.log) == log_length
                checked += 1
                raise

        game.apply = guarded_apply
        while not game.over and game.state.game_day <= 40:
            play_phase(game, rng, stats, illegal_rate=0.5)
    assert checked > 10 * games


@pytest.mark.parametrize("preset", ["deathnote", "classic"])
def test_the_legality_checks_change_nothing(preset: str) -> None:
    """Legality is a pure check apart from the commit (no trial runs): listing every
    seat's legal actions at many moments of random games leaves the state hash as it was."""
    from engine.legality import legal_actions
    from engine.options import Preset

    checked = 0
    seen = 0

    def probe(game: Game, command, accepted: bool, actor_alive: bool) -> None:
        nonlocal checked, seen
        seen += 1
        if not accepted or seen % 7:
            return
        before = state_hash(game)
        for name in game.state.players:
            legal_actions(game, name)
        assert state_hash(game) == before, f"{command}: a check changed the game"
        checked += 1

    for seed in range(6):
        rng = random.Random(90_000 + seed)
        setup = random_setup(rng, random_options=True, preset=Preset(preset))
        play_random_game(setup, rng, illegal_rate=0.2, observer=probe)
    assert checked > 50
