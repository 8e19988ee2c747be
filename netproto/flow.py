"""Flow control on the host: how much of a connection's input is handled per turn of the
event loop, and what a peer that does not read its frames gets.

Owns ``FlowLimits`` (the figures, docs/protocol.md "Limits") and ``BacklogWatch`` (one
connection's unsent bytes over time: views are held back while they pile up and one
fresh full view follows when they drain; a peer behind — above ``high_bytes``, or held
back and not drained below ``low_bytes`` — for ``stall_seconds`` does not read: it gets
``error not_reading`` and is closed after ``close_grace_seconds``). Decisions only, no
sockets: ``netproto.qt_flow`` applies them. Must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

NOT_READING = "not_reading"  # the error code of a peer that does not read its frames


@dataclass(frozen=True)
class FlowLimits:
    read_slice_bytes: int = 64 * 1024  # a connection's input handled per turn at most
    read_buffer_bytes: int = 256 * 1024  # read ahead of that; beyond it TCP pushes back
    high_bytes: int = 2 * 1024 * 1024  # unsent bytes above this: views are held back
    low_bytes: int = 256 * 1024  # drained below this: a fresh full view, and on as before
    stall_seconds: float = 10.0  # above ``high_bytes`` this long: the peer does not read
    close_grace_seconds: float = 2.0  # a connection asked to close is cut after this

    def __post_init__(self) -> None:
        if not 0 < self.low_bytes < self.high_bytes:
            raise ValueError("flow limits: 0 < low_bytes < high_bytes")
        if min(self.read_slice_bytes, self.read_buffer_bytes) <= 0 or self.stall_seconds <= 0:
            raise ValueError("flow limits must be positive")


class Verdict(StrEnum):
    FINE = "fine"
    STALLED = "stalled"  # close it: error not_reading


@dataclass
class BacklogWatch:
    limits: FlowLimits
    holding: bool = False  # views are held back until the backlog drains
    high_since: float | None = None  # since when the peer is behind

    def admit_view(self, backlog: int) -> bool:
        """May a view (or patch) be written now? Not while the peer is far behind: it
        gets the latest view, whole, once it has read what waits."""
        if not self.holding and backlog > self.limits.high_bytes:
            self.holding = True
        return not self.holding

    def drained(self, backlog: int) -> bool:
        """True once, when held views may go again (the caller sends a full view)."""
        if self.holding and backlog <= self.limits.low_bytes:
            self.holding = False
            return True
        return False

    def check(self, backlog: int, now: float) -> Verdict:
        """Behind — above ``high_bytes``, or held back and not drained yet — for
        ``stall_seconds``: stalled."""
        behind = backlog > self.limits.high_bytes or (self.holding
                                                      and backlog > self.limits.low_bytes)
        if not behind:
            self.high_since = None
            return Verdict.FINE
        if self.high_since is None:
            self.high_since = now
        if now - self.high_since >= self.limits.stall_seconds:
            return Verdict.STALLED
        return Verdict.FINE
