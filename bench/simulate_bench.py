"""Simulator speed: bot-only 15-seat games (``bots.simulate``) of both presets, one worker
and every core, in games per second of wall time and of CPU time (user + system of this
process and its workers: the figure to compare when other programs load the machine).

Prints one line per preset and job count, the machine's load average beside it.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bots.simulate import default_jobs, run, tasks_for  # noqa: E402


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cores = default_jobs()
    for preset in ("deathnote", "classic"):
        for jobs in sorted({1, cores}):
            tasks = tasks_for(preset, args.players, args.games, args.seed, "normal", {})
            load = os.getloadavg()[0]
            wall, cpu = time.perf_counter(), _cpu()
            for _ in run(tasks, jobs):
                pass
            wall, cpu = time.perf_counter() - wall, _cpu() - cpu
            print(f"{preset:<9} jobs {jobs}: {args.games} games in {wall:.2f} s wall, "
                  f"{cpu:.2f} s CPU — {args.games / wall:.1f} games/s, "
                  f"{args.games / cpu:.1f} games per CPU-second (load {load:.1f})")


if __name__ == "__main__":
    main()
