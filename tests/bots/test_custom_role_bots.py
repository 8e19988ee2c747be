"""Bots play a host's own roles from what their views offer (issue 30, step 3): a
vigilante shoots as a town shooter, a godfather with his family; no action refused, every
game finished."""

from __future__ import annotations

from collections import Counter

from engine.options import Preset
from engine.role_files import load_file, load_text
from tests.bots.harness import play_engine_game
from tests.engine.test_custom_roles import GODFATHER, VIGILANTE


def test_bots_play_the_hosts_roles_without_a_refusal() -> None:
    custom = (*load_file(VIGILANTE), *load_text(GODFATHER, "godfather.toml"))
    causes: Counter[str] = Counter()
    for seed in range(12):
        result = play_engine_game(10, seed, preset=Preset.CLASSIC, custom_roles=custom,
                                  options={"extra_roles": ["doctor", "commissar"]})
        assert result.refusals == []
        assert result.winner is not None
        causes.update(result.causes)
    assert causes["shot"] > 0  # the vigilante's shots
