"""The simulator's speed-ups change no result: the outcomes of 50 fixed-seed 15-seat games
of each preset (winner, length, every death's cause and role, refused actions) hash to
the digests the simulator gave before it was made faster (issue 31), one game at a time
and in worker processes alike (spawned or forked); ``--jobs`` defaults to every core,
and workers are forked only where that is safe.
"""

from __future__ import annotations

import hashlib

import pytest

from bots.simulate import Outcome, add_arguments, default_jobs, run, start_method, tasks_for

pytestmark = pytest.mark.timeout(300)

# sha256 of the outcomes' repr, as bots/simulate.py played them before issue 31's changes
DIGESTS = {
    ("deathnote", ()): "08d759bae492b509934b9473c0a7a9473a89ad1b6244217aa591cd1b45c1a50a",
    ("classic", ()): "cf73e8a49ade35b89b202dd10f0cfa3c4d521f5f4592434028c4121342533da4",
    ("classic", (("extra_roles", "doctor,commissar,maniac"),)):
        "db1a243b971e737e35f673304d0fa2eeaf7fa58f3aeed06002c3cf80ae05ad92",
}


def _key(o: Outcome) -> tuple:
    return (o.players, o.winner, o.days, sorted(o.causes.items()), sorted(o.victims.items()),
            o.refusals)


def digest(preset: str, options: tuple, jobs: int, start: str | None = None) -> str:
    tasks = tasks_for(preset, 15, 50, 1, "normal", dict(options))
    keys = [_key(o) for o in run(tasks, jobs, start=start)]
    return hashlib.sha256(repr(keys).encode()).hexdigest()


@pytest.mark.parametrize(("preset", "options"), list(DIGESTS))
def test_outcomes_are_the_old_ones(preset: str, options: tuple) -> None:
    assert digest(preset, options, 1) == DIGESTS[(preset, options)]


@pytest.mark.parametrize("start", ["spawn", "fork"])
def test_outcomes_are_the_same_in_worker_processes(start: str) -> None:
    """Spawned workers (a GUI process's) and forked ones (the command line's) alike."""
    assert digest("deathnote", (), 2, start) == DIGESTS[("deathnote", ())]


def test_workers_fork_only_where_it_is_safe() -> None:
    """A process with Qt loaded (the app: its threads) spawns its workers; a plain one on
    Linux (``dnmafia simulate``) forks them, which start with everything imported."""
    import subprocess
    import sys

    import PySide6.QtCore  # noqa: F401

    assert start_method() == "spawn"
    plain = subprocess.run([sys.executable, "-c", "from bots.simulate import start_method; "
                            "print(start_method())"], capture_output=True, text=True,
                           check=True, timeout=60)
    assert plain.stdout.strip() == ("fork" if sys.platform.startswith("linux") else "spawn")


def test_jobs_default_to_every_core() -> None:
    import argparse
    import os

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args([]).jobs == default_jobs() >= 1
    assert default_jobs() <= (os.cpu_count() or 1)
