"""Bot check: N bot-only games of a preset at random table sizes, levels, languages and
(mostly) random rule options, played on the engine with every bot action passed through
the wire's validation; prints refused actions (a bot defect), unfinished games, winners and
the actions used. Issue 7's figure: 1,000 games of each preset with zero refusals.

Last line: ``refusals: N unfinished: N``. Runs on a bare python3 (no Qt).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bots import Level  # noqa: E402
from engine.options import Preset  # noqa: E402
from engine.randomplay import random_classic_options, random_rule_options  # noqa: E402
from tests.bots.harness import play_engine_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--preset", choices=[p.value for p in Preset], default="classic")
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    preset = Preset(args.preset)
    rng = random.Random(args.seed)
    refusals = unfinished = 0
    winners: Counter = Counter()
    actions: Counter = Counter()
    start = time.perf_counter()
    for _ in range(args.games):
        if preset is Preset.CLASSIC:
            players = rng.randint(4, 24)
            options = random_classic_options(rng, players) if rng.random() < 0.8 else {}
        else:
            players = rng.randint(7, 20)
            options = random_rule_options(rng) if rng.random() < 0.5 else {}
        seed = rng.randrange(2**31)
        level = rng.choice([Level.EASY, Level.NORMAL, Level.NORMAL])
        result = play_engine_game(players, seed, level, rng.choice(["ru", "en"]), options,
                                  max_days=30, preset=preset)
        for name, intent, code in result.refusals:
            print(f"refused: {players} players, seed {seed}: {name} {intent.action} "
                  f"{intent.target} ({code})")
        refusals += len(result.refusals)
        unfinished += result.winner is None
        winners[result.winner or "unfinished"] += 1
        actions += result.actions
    elapsed = time.perf_counter() - start
    print(f"preset: {preset.value}, games: {args.games}, seconds: {elapsed:.1f}")
    print("winners: " + ", ".join(f"{k} {v}" for k, v in winners.most_common()))
    print("actions: " + ", ".join(f"{k} {v}" for k, v in actions.most_common()))
    print(f"refusals: {refusals} unfinished: {unfinished}")


if __name__ == "__main__":
    main()
