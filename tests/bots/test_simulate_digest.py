"""The simulator's speed-ups change no result: the outcomes of 50 fixed-seed 15-seat games
of each preset (winner, length, every death's cause and role, refused actions) hash to
the digests the simulator gave before it was made faster (issue 31), one game at a time
and in worker processes alike; and ``--jobs`` defaults to every core.
"""

from __future__ import annotations

import hashlib

import pytest

from bots.simulate import Outcome, add_arguments, default_jobs, run, tasks_for

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


def digest(preset: str, options: tuple, jobs: int) -> str:
    tasks = tasks_for(preset, 15, 50, 1, "normal", dict(options))
    keys = [_key(o) for o in run(tasks, jobs)]
    return hashlib.sha256(repr(keys).encode()).hexdigest()


@pytest.mark.parametrize(("preset", "options"), list(DIGESTS))
def test_outcomes_are_the_old_ones(preset: str, options: tuple) -> None:
    assert digest(preset, options, 1) == DIGESTS[(preset, options)]


def test_outcomes_are_the_same_in_worker_processes() -> None:
    assert digest("deathnote", (), 2) == DIGESTS[("deathnote", ())]


def test_jobs_default_to_every_core() -> None:
    import argparse
    import os

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args([]).jobs == default_jobs() >= 1
    assert default_jobs() <= (os.cpu_count() or 1)
