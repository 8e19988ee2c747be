"""Bots play the host's own roles from their abilities: bot-only classic games with a
random mix of the example role files (examples/roles/) finish, with no refused action.
50 games in the default run, 1,000 in ``make test-long`` (tests/sweep.py).
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from bots.simulate import Task, play_game
from engine.role_files import load_file
from tests import sweep

pytestmark = pytest.mark.timeout(600)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
ROLES = {s.word: s for f in sorted(EXAMPLES.glob("*.toml")) for s in load_file(f)}


def mixed_task(index: int) -> Task:
    """Game ``index``: 8–14 seats (more when three family roles or more are dealt),
    one to five example roles, enough mafia for the family's own (the godfather, the
    framer…) beside a plain mafioso, a third of the table at most."""
    rng = random.Random(sweep.seed(index))
    words = rng.sample(sorted(ROLES), rng.randint(1, 5))
    family = sum(1 for w in words if ROLES[w].deal[0].family)
    # (seats enough for the family's own and a plain mafioso: three or four family roles
    # of the six the examples hold take more than 8–14 seats' third)
    players = max(rng.randint(8, 14), 3 * (family + 1))
    mafia = min(family + 1 + rng.randint(0, 1), players // 3)
    return Task("classic", players, sweep.seed(index), "normal", (("mafia_count", mafia),),
                custom_roles=tuple(ROLES[w] for w in words))


def test_bots_finish_games_with_the_example_roles() -> None:
    print(sweep.header())
    winners: Counter = Counter()
    for index in range(sweep.size(50, 1000)):
        task = mixed_task(index)
        with sweep.named(task.seed):
            outcome = play_game(task)
            assert outcome.refusals == 0
            assert outcome.winner is not None  # finished before the day cap
        winners[outcome.winner] += 1
    assert set(winners) <= {"town", "mafia", "maniac", "nobody"}
    assert winners["town"] and winners["mafia"]
