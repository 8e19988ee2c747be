"""Writes the old-log fixtures (issue 30, step 3: custom roles) with the code of the day:
two finished and two unfinished games, one of each preset, as game log files, and what
each replays to (``expected.json``). Run once, before a change to the log or the deal;
the fixtures are then committed and never rewritten (tests/engine/test_old_logs.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.replay import replay
from netproto.storage import GameLog
from netproto.table_config import TableConfig, table_record

HERE = Path(__file__).parent


def record(game) -> dict:
    s = game.state
    return {"winner": s.winner, "phase": s.phase.value, "now": s.now,
            "public": [[e.code, e.at] for e in s.public_log],
            "players": {p.name: [str(p.role), p.alive] for p in s.players.values()}}


def main() -> None:
    expected = {}
    for preset, seed, finished in ((Preset.CLASSIC, 11, True), (Preset.CLASSIC, 12, False),
                                   (Preset.DEATHNOTE, 13, True),
                                   (Preset.DEATHNOTE, 14, False)):
        rng = random.Random(seed)
        setup = random_setup(rng, players=11, random_options=True, preset=preset)
        game, _ = play_random_game(setup, rng)
        log = list(game.log) if finished else list(game.log[: len(game.log) // 2])
        name = f"{preset.value}-{'finished' if finished else 'unfinished'}"
        seats = [(n, f"token-{n}") for n in setup.players]
        table = table_record(TableConfig(name=name, preset=preset), None)
        out = GameLog.create(name, table, setup, seats, HERE,
                             reserves=[(n, f"token-{n}") for n in setup.reserves])
        for command in log:
            out.append(command)
        if finished:
            out.record_end(game.state.winner)
        out.close()
        path = out.path.rename(HERE / f"{name}.dnlog")
        path.chmod(0o644)
        expected[path.name] = record(replay(setup, log))
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False)
                                        + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
