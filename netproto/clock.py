"""The table's one clock: every time the host side reads goes through it.

Owns ``TableClock``: the monotonic seconds that heartbeats, rate limits and the timed pace
measure intervals with, and the wall-clock seconds that view versions count from (so they
keep growing across a host restart). A bare callable given where a clock is expected (a
test's fake clock) serves as both. Imports nothing of ours; must not import Qt or desktop.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class TableClock:
    monotonic: Callable[[], float] = time.monotonic  # intervals: never goes back
    wall: Callable[[], float] = time.time  # epoch seconds: comparable across restarts

    def __call__(self) -> float:
        return self.monotonic()

    def wall_microseconds(self) -> int:
        return int(self.wall() * 1_000_000)

    @classmethod
    def of(cls, clock: TableClock | Callable[[], float] | None) -> TableClock:
        """The clock itself, or one whose both faces read the given callable."""
        if clock is None:
            return cls()
        if isinstance(clock, TableClock):
            return clock
        return cls(monotonic=clock, wall=clock)
