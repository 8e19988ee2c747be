"""Game logs written before a host's own roles came in (issue 30, step 3) still load,
replay to the same game, resume and export. The fixtures under
tests/engine/data/old_logs/ were written by the code of before that change (its
``make_old_logs.py``): a finished and an unfinished game of each preset."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from engine.randomplay import RandomGameStats, play_phase
from engine.replay import replay
from netproto.session import TableSession
from netproto.storage import load_log

HERE = Path(__file__).parents[1] / "engine" / "data" / "old_logs"
EXPECTED = json.loads((HERE / "expected.json").read_text(encoding="utf-8"))


def _record(game) -> dict:
    s = game.state
    return {"winner": s.winner, "phase": s.phase.value, "now": s.now,
            "public": [[e.code, e.at] for e in s.public_log],
            "players": {p.name: [str(p.role), p.alive] for p in s.players.values()}}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_log_replays_to_the_same_game(name: str) -> None:
    loaded = load_log(HERE / name)
    assert loaded.dropped is None
    game = replay(loaded.setup, loaded.commands)
    assert _record(game) == EXPECTED[name]
    assert "custom_roles" not in loaded.header["setup"]  # written before they existed
    assert loaded.setup.custom_roles == ()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_log_resumes_and_plays_on(name: str, tmp_path: Path) -> None:
    shutil.copy(HERE / name, tmp_path / name)
    session = TableSession.resume(load_log(tmp_path / name), clock=lambda: 0.0,
                                  log_dir=tmp_path)
    game = session.game
    assert _record(game) == EXPECTED[name]
    rng = random.Random(1)
    stats = RandomGameStats()
    while not game.over and game.state.game_day <= 40:
        play_phase(game, rng, stats)
    assert game.over
    session.log.close()
