"""A clock the test moves: the table session's and the gate's ``clock`` (a callable
object, not a function: a class attribute that is a function would be bound)."""

from __future__ import annotations


class FakeClock:
    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
