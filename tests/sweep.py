"""How big the random sweeps are (random games, leak games, bot games).

The default run (``make test``) is small and uses fixed seeds, so a failure reproduces as
it is. ``DNMAFIA_SWEEP=long`` (``make test-long``) plays many more games from a seed base
that changes every run (the time, or ``DNMAFIA_SEED`` to replay one): the suite's header
prints the base, and every failure names the game's own seed. Imports the standard
library only.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

LONG = os.environ.get("DNMAFIA_SWEEP", "").strip().lower() == "long"
_SEED = os.environ.get("DNMAFIA_SEED", "").strip()
# the long run's seeds start here (a multiple of a million keeps the sweeps apart)
BASE = (int(_SEED) if _SEED else int(time.time()) % 10_000 * 1_000_000) if LONG else 0


def size(small: int, long: int) -> int:
    """How many games (or batches) a sweep plays in this run."""
    return long if LONG else small


def seed(n: int) -> int:
    """The n-th seed of a sweep in this run."""
    return BASE + n


@contextmanager
def named(game_seed: int) -> Iterator[None]:
    """A failure inside names the game's seed (to replay it alone)."""
    try:
        yield
    except AssertionError as failure:
        raise AssertionError(f"seed {game_seed}: {failure}") from failure


def header() -> str:
    if LONG:
        return (f"random sweeps: long, seed base {BASE} "
                f"(DNMAFIA_SWEEP=long DNMAFIA_SEED={BASE} replays them)")
    return "random sweeps: small, fixed seeds (make test-long for the long run)"
