"""Timed pace (RULES.md §1): the game clock runs linearly through each phase's span in
the phase's real duration set by the host.

Owns the arithmetic from real time to game-clock minutes for the current phase
(``PhasePacer``) and the table's pace (``TablePace``: manual or timed, paused or running,
which advance is due now, when a phase that everybody finished ends early, and the pace
part of the views). Sans-I/O: the table session feeds it the game and reads its clock
through it; it never sleeps, sets timers or applies a command. Must not import Qt or
desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from engine.commands import Advance

if TYPE_CHECKING:
    from engine.game import Game

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


def checked_phase_seconds(current: dict[str, float],
                          given: dict[str, Any]) -> dict[str, float]:
    """``current`` with the host's new durations (plain values); raises ValueError."""
    seconds = dict(current)
    for phase, value in given.items():
        if phase not in DEFAULT_PHASE_SECONDS:
            raise ValueError(f"unknown phase {phase!r} (day, vote, night)")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{phase}: {value!r} is not a number of seconds")
        if not 0 < value <= 24 * 3600:
            raise ValueError(f"{phase}: the duration must be positive and at most 24 hours")
        seconds[phase] = float(value)
    return seconds


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


class PaceSettings(Protocol):
    """The table settings the pace reads (a ``TableConfig``)."""

    pace: PaceMode
    phase_seconds: dict[str, float]


class TablePace:
    """The pace of one table: whether the clock runs (timed, not paused), and where."""

    def __init__(self, settings: PaceSettings, clock: Callable[[], float]) -> None:
        self.settings = settings
        self.clock = clock
        self.pacer = PhasePacer(seconds=dict(settings.phase_seconds))
        self.paused = False

    def running(self, game: Game | None) -> bool:
        return game is not None and self.settings.pace is PaceMode.TIMED and not self.paused

    def due_advance(self, game: Game) -> Advance | None:
        """The next boundary the running clock has passed, or None (also when paused)."""
        if not self.running(game) or game.over:
            return None
        due = game.next_due()
        return Advance(due) if self.pacer.game_time(self.clock()) >= due else None

    def catch_up(self, game: Game | None) -> list[Advance]:
        """The clock has moved in real time: the advance that brings the engine to 'now'."""
        if game is None or not self.running(game) or game.over:
            return []
        target = min(self.pacer.game_time(self.clock()), game.next_due())
        return [Advance(target)] if target > game.state.now else []

    def early_end(self, game: Game | None) -> Advance | None:
        """End a vote or a night (with ``day_ends_early`` also a day) when every living
        player has submitted (RULES.md §1)."""
        if (game is None or game.over or not self.running(game)
                or not game.everyone_submitted()):
            return None
        return Advance(game.next_phase_boundary())

    def due_at(self, command: Any) -> float | None:
        """When (real time) a paced advance was due: a phase that ended on the way began
        then, not when a tick noticed it."""
        return self.pacer.real_time_of(command.to) if isinstance(command, Advance) else None

    def anchor(self, game: Game | None, real_start: float | None = None) -> None:
        """Run the clock from where it stands to the phase's end at the phase's rate (so a
        resumed game or a mid-phase change keeps the pace; nothing skips ahead)."""
        if game is None:
            return
        now = self.clock()
        start = now if real_start is None else min(real_start, now)
        self.pacer.anchor(start, game.state.now, game.next_phase_boundary(),
                          game.state.phase.value)
        self.pacer.duration = self.seconds_to_run(game)

    def seconds_to_run(self, game: Game) -> float:
        """The real seconds the phase has from the game clock's moment to its end, at the
        phase's rate: what a paused clock will run for once it runs again."""
        seconds = self.pacer.seconds.get(game.state.phase.value, 60.0)
        end, begun, now = game.next_phase_boundary(), game.phase_start(), game.state.now
        if end > begun and now > begun:
            seconds *= (end - now) / (end - begun)
        return seconds

    def set_seconds(self, seconds: dict[str, float]) -> None:
        self.pacer.seconds = dict(seconds)

    def info(self, game: Game | None) -> dict[str, Any]:
        """The pace part of the views."""
        info: dict[str, Any] = {"mode": self.settings.pace.value, "paused": self.paused}
        if self.settings.pace is PaceMode.TIMED and game is not None:
            now = self.clock()
            # a paused clock stands where it stopped, with the time it will run for (not
            # counting down a little more with every view sent during the pause)
            info |= {
                "game_minutes": game.state.now if self.paused else self.pacer.game_time(now),
                "minutes_per_second": self.pacer.minutes_per_second(),
                "phase_seconds_left": round(self.seconds_to_run(game) if self.paused
                                            else self.pacer.seconds_left(now), 2),
                "phase_seconds": dict(self.settings.phase_seconds),
            }
        return info
