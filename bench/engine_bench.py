"""Engine speed: full random 15-player games (each living seat takes one random legal
action per phase, the clock advancing phase by phase, until victory); Death Note by
default, ``--preset classic`` for the classic preset with random roles and scenarios.

Prints the figures and, as its last line, ``games/s: N``. Runs on a bare python3.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.options import Preset  # noqa: E402
from engine.randomplay import play_random_game, random_setup  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", choices=[p.value for p in Preset], default="deathnote")
    args = parser.parse_args()
    preset = Preset(args.preset)
    rng = random.Random(args.seed)
    commands = days = 0
    winners: dict[str, int] = {}
    start = time.perf_counter()
    for _ in range(args.games):
        setup = random_setup(rng, players=args.players, preset=preset,
                             random_options=preset is Preset.CLASSIC)
        game, stats = play_random_game(setup, rng)
        commands += stats.accepted + stats.refused
        days += stats.days
        winners[game.state.winner or "unfinished"] = winners.get(
            game.state.winner or "unfinished", 0) + 1
    elapsed = time.perf_counter() - start
    print(f"preset: {preset.value}, games: {args.games}, players: {args.players}, "
          f"seconds: {elapsed:.2f}")
    print(f"commands/s: {commands / elapsed:,.0f}, mean game days: {days / args.games:.1f}")
    print("winners: " + ", ".join(f"{k} {v}" for k, v in sorted(winners.items())))
    print(f"games/s: {args.games / elapsed:.1f}")


if __name__ == "__main__":
    main()
