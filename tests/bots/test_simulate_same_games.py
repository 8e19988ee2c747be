"""Simulated games play out as recorded: a fixed list of seeded bot-only games (both
presets, 7–20 seats, both bot levels, a few rule sets) gives, game by game, the same
command log, refusals, winner, length and fates as when tests/bots/sim_games.py recorded
them before the simulator was made faster (issue 31). A speed-up must keep every one.
"""

from __future__ import annotations

import json

import pytest

from tests.bots.sim_games import DIGESTS, TABLES, game_digest, table_key, tasks_of

pytestmark = pytest.mark.timeout(300)

RECORDED = json.loads(DIGESTS.read_text())


@pytest.mark.parametrize("table", TABLES, ids=[table_key(p, n, lv, o)
                                               for p, n, _g, lv, o in TABLES])
def test_simulated_games_play_out_as_recorded(table: tuple) -> None:
    preset, seats, games, level, options = table
    recorded = RECORDED[table_key(preset, seats, level, options)]
    tasks = tasks_of(preset, seats, games, level, options)
    assert len(recorded) == len(tasks) == games
    differ = [n for n, task in enumerate(tasks) if game_digest(task) != recorded[n]]
    assert not differ, f"games {differ} play out otherwise"
