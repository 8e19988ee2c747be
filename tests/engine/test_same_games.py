"""The engine plays a fixed list of seeded random games (both presets, random options,
legal and illegal commands, graveyard talk) exactly as it did when the digests were
recorded (tests/engine/game_digests.py): a refactoring that keeps the rules keeps them."""

from __future__ import annotations

import json

import pytest

from engine.options import Preset
from tests.engine.game_digests import DIGESTS, GAMES_PER_PRESET, game_digest

RECORDED = json.loads(DIGESTS.read_text())


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_seeded_games_play_out_as_recorded(preset: Preset) -> None:
    recorded = RECORDED[preset.value]
    assert len(recorded) == GAMES_PER_PRESET
    differ = [n for n in range(GAMES_PER_PRESET) if game_digest(preset, n) != recorded[n]]
    assert not differ, f"{preset.value}: games {differ[:10]} play out otherwise"
