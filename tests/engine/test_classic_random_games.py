"""Random full classic games (seeded, 6–20 players, random roles, options and scenarios,
legal and illegal commands from every seat, dead mafiosi recruiting): the classic
invariants hold after every command, dead players never act except a mafioso's offer,
every game ends, and replay gives the identical state (docs/rules-classic.md)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.commands import Act, Action
from engine.game import Game
from engine.options import Preset, TieRule
from engine.randomplay import play_random_game, random_setup
from engine.replay import replay, state_hash
from engine.roles import Role, Team
from engine.state import Phase
from tests import sweep
from tests.engine.invariants import check_amended, recruits_within_deaths, stalemate_holds

GAMES = sweep.size(160, 3000)  # tests/sweep.py
BATCHES = 6


def classic_victory(game: Game) -> str | None:
    """C9, written again from the rules (not the engine's function)."""
    living = game.state.living()
    if not living:
        return "nobody"
    maniacs = [p for p in living if p.role is Role.MANIAC and not p.family]
    mafiosi = [p for p in living if p.family]
    if len(living) == 1 and maniacs:
        return "maniac"
    if not maniacs and mafiosi and all(p.memory.conceded for p in mafiosi):
        return "town"
    if not mafiosi and not maniacs:
        return "town"
    families = {p.family for p in mafiosi}
    if len(families) == 1 and not maniacs:
        family = families.pop()
        limit = game.options.executioner_shots
        shooter = any(p.role is Role.EXECUTIONER and p.family != family
                      and (limit is None or p.memory.uses(Action.SHOOT) < limit) for p in living)
        others = len(living) - len(mafiosi)
        strict = game.options.tie_rule is TieRule.RANDOM
        if not shooter and (len(mafiosi) > others or len(mafiosi) == others and not strict):
            return "mafia" if family == 1 else "mafia2"
    return None


def check_classic(game: Game) -> None:
    s = game.state
    c = s.classic
    assert c is not None
    for p in s.players.values():
        assert (p.team is Team.MAFIA) == bool(p.family), f"{p.name}: team and family differ"
        if p.role is Role.MANIAC and not p.family:
            assert p.team is Team.MANIAC
        assert p.replaced_by is None or not p.alive
    for number, family in c.families.items():
        for title in (family.don, family.killer):
            if title is not None:
                holder = s.players[title]
                assert holder.family == number, f"{title} holds a title of family {number}"
        if family.offer is not None:
            invitee = s.players[family.offer[0]]
            assert invitee.alive and invitee.family != number
        assert family.recruit_rights >= 0
    limit = game.options.executioner_shots
    for p in s.players.values():
        if p.role is Role.EXECUTIONER and limit is not None:
            assert p.memory.uses(Action.SHOOT) <= limit
    # every seat is one player: seated reserves replace, never add (with inheritance)
    seats = Counter(p.seat for p in s.players.values() if p.alive)
    assert all(n == 1 for n in seats.values()), seats
    holds = classic_victory(game)
    if s.phase is Phase.OVER:
        assert s.winner is not None
    else:
        assert s.winner is None
        if not game.in_night_resolution:
            assert holds is None, f"{holds} should have won at {s.now}"


def watch(game: Game, command, accepted: bool, actor_alive: bool) -> None:
    if accepted:
        if isinstance(command, Act) and not actor_alive:
            assert command.action is Action.RECRUIT, f"a dead player acted: {command}"
        check_classic(game)
        stalemate_holds(game)
        if isinstance(command, Act) and command.action is Action.ACCEPT:
            recruits_within_deaths(game)


def _play(seed: int):
    rng = random.Random(700_000 + seed)
    setup = random_setup(rng, random_options=rng.random() < 0.85, preset=Preset.CLASSIC)
    game, stats = play_random_game(setup, rng, illegal_rate=0.4, observer=watch)
    return setup, game, stats


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_classic_games_keep_the_invariants(batch: int) -> None:
    per_batch = GAMES // BATCHES
    winners = Counter()
    for n in range(batch * per_batch, (batch + 1) * per_batch):
        seed = sweep.seed(n)
        setup, game, stats = _play(seed)
        assert game.state.phase is Phase.OVER, f"seed {seed}: the game did not end"
        assert stats.refused > 0 and stats.accepted > 0
        check_amended(game)
        rebuilt = replay(setup, game.log)
        assert state_hash(rebuilt) == state_hash(game), f"seed {seed}: replay differs"
        winners[game.state.winner] += 1
    # the random games reach more than one ending
    assert len(winners) >= 2, winners
