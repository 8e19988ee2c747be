"""Timed pace (RULES.md §1): the game clock runs linearly through each phase's span in
the phase's real duration set by the host.

Owns the arithmetic from real time to game-clock minutes for the current phase. Sans-I/O:
the table session feeds it real times; it never sleeps or sets timers. Must not import Qt
or desktop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

DEFAULT_PHASE_SECONDS = {"day": 12 * 60.0, "vote": 4 * 60.0, "night": 3 * 60.0}


class PaceMode(StrEnum):
    MANUAL = "manual"  # the host advances phases
    TIMED = "timed"  # the clock runs in real time


def parse_phase_seconds(text: str) -> dict[str, float]:
    """``"day=60,vote=20,night=20"`` → durations; raises ValueError with a clear message."""
    out = dict(DEFAULT_PHASE_SECONDS)
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = part.partition("=")
        key = key.strip()
        if key not in out:
            raise ValueError(f"unknown phase {key!r} (day, vote, night)")
        try:
            seconds = float(value)
        except ValueError:
            raise ValueError(f"{key}: {value!r} is not a number of seconds") from None
        if not 0 < seconds <= 24 * 3600:
            raise ValueError(f"{key}: the duration must be positive")
        out[key] = seconds
    return out


@dataclass
class PhasePacer:
    """Maps real time to game minutes within one phase, anchored when the phase starts."""

    seconds: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_PHASE_SECONDS))
    real_start: float = 0.0
    game_start: int = 0
    game_end: int = 0
    duration: float = 1.0

    def anchor(self, real_now: float, game_now: int, phase_end: int, phase: str) -> None:
        self.real_start = real_now
        self.game_start = game_now
        self.game_end = max(phase_end, game_now)
        self.duration = self.seconds.get(phase, 60.0)

    def game_time(self, real_now: float) -> int:
        span = self.game_end - self.game_start
        if span <= 0 or self.duration <= 0:
            return self.game_end
        fraction = min(1.0, max(0.0, (real_now - self.real_start) / self.duration))
        return self.game_start + int(fraction * span)

    def seconds_left(self, real_now: float) -> float:
        return max(0.0, self.duration - (real_now - self.real_start))

    def minutes_per_second(self) -> float:
        return (self.game_end - self.game_start) / self.duration if self.duration else 0.0

    def real_time_of(self, game_moment: int) -> float:
        """When (real time) the clock reaches ``game_moment`` in this phase."""
        span = self.game_end - self.game_start
        if span <= 0:
            return self.real_start
        fraction = (game_moment - self.game_start) / span
        return self.real_start + max(0.0, fraction) * self.duration
