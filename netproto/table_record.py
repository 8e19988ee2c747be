"""The group's record as the table session sees it: a finished game goes to the host's
recorder, and the summary it hands back is shown until the next game starts.

Owns ``GameSummary`` (the public ``summary`` view key and each seat's ``my_record``,
``netproto.view_types``), the ``GameRecorder`` protocol the host's process provides (the
desktop host: ``record.keeper.RecordKeeper``, which reads the game's log into the sqlite
record on a worker thread and hands the summary back on the event loop) and
``SessionRecord``, the ``TableSession`` mixin that calls it when a game ends and keeps
what it said. netproto cannot import ``record`` (record reads netproto's logs): the
recorder is injected. Must not import Qt, desktop or record.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from netproto.view_types import SeatRecord, TableSummary


@dataclass(frozen=True)
class GameSummary:
    """What the recorder says of a finished game: the public summary and, by seat name,
    each seated player's own numbers (a bot's seat has none)."""

    game: int  # the table's game number it is about
    public: TableSummary
    seats: dict[str, SeatRecord] = field(default_factory=dict)


class GameRecorder(Protocol):
    def game_over(self, log_path: Path, game: int,
                  done: Callable[[GameSummary], None]) -> None:
        """Record the finished game whose log is ``log_path`` (its end is written; the
        seats' player ids are in it), the table's game ``game``, and call ``done`` with
        its summary on the session's thread — later (a recorder with a worker) or at
        once; never when the record cannot be read (the recorder says so itself)."""


class SessionRecord:
    """The session's side: when the game ends, its log goes to ``recorder`` (if the host
    gave one); the summary that comes back is in the views until the next game starts."""

    recorder: GameRecorder | None
    summary: GameSummary | None
    log: Any
    game_number: int
    _changed: Callable[[], None]
    _flush: Callable[[], None]

    def record_game(self) -> None:
        """The game just ended (or a finished one was resumed): off to the record (nothing
        without a recorder or a log)."""
        self.summary = None
        if self.recorder is None or self.log is None:
            return
        self._recording = True  # an answer at once: the change under way sends the views
        try:
            self.recorder.game_over(Path(self.log.path), self.game_number,
                                    self._summary_ready)
        finally:
            self._recording = False

    def _summary_ready(self, summary: GameSummary) -> None:
        """The recorder's answer: shown if it is about the game on the table now (a
        "play again" made meanwhile makes it stale)."""
        if summary.game != self.game_number:
            return
        self.summary = summary
        if not getattr(self, "_recording", False):
            self._changed()
            self._flush()


def add_summary(view: dict[str, Any], summary: GameSummary | None) -> None:
    """The public summary into a game view (a copy: views are built per change)."""
    if summary is not None:
        view["summary"] = summary.public


def add_seat_record(view: dict[str, Any], summary: GameSummary | None,
                    seat: str | None) -> None:
    """That seat's own numbers into his view, and nobody else's."""
    if summary is not None and seat is not None and seat in summary.seats:
        view["my_record"] = summary.seats[seat]
