"""Simulator speed: bot-only 15-seat games (``bots.simulate``) of both presets, one worker
and every core, in games per second of wall time and of CPU time (user + system of this
process and its workers: the figure to compare when other programs load the machine).

Prints one line per preset and job count, the machine's load average beside it. Issue 31's
figure: ``--games 1000 --jobs 2`` (1,000 15-seat games of each preset in two processes).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bots.simulate import default_jobs, run, start_method, tasks_for  # noqa: E402


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, action="append",
                        help="worker processes (repeatable; default: 1 and every core)")
    parser.add_argument("--preset", action="append", choices=["deathnote", "classic"],
                        help="repeatable; default: both")
    args = parser.parse_args()
    cores = default_jobs()
    for preset in args.preset or ("deathnote", "classic"):
        for jobs in sorted(set(args.jobs or (1, cores))):
            tasks = tasks_for(preset, args.players, args.games, args.seed, "normal", {})
            load = os.getloadavg()[0]
            wall, cpu = time.perf_counter(), _cpu()
            for _ in run(tasks, jobs):
                pass
            wall, cpu = time.perf_counter() - wall, _cpu() - cpu
            print(f"{preset:<9} jobs {jobs} ({start_method()}): {args.games} games in "
                  f"{wall:.2f} s wall, {cpu:.2f} s CPU — {args.games / wall:.1f} games/s, "
                  f"{1000 * cpu / args.games:.1f} ms CPU a game (load {load:.1f})")


if __name__ == "__main__":
    main()
