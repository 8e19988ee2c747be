"""The host's recorder: a finished game's log into the group's record, off the event
loop, and its summary back to the table.

Owns ``RecordKeeper`` (``netproto.table_record.GameRecorder``): one worker thread (the
games are recorded one after another; sqlite is opened on that thread for each game), and
``post`` — the host's way to run a function on its event loop — to hand the summary back.
Without ``post`` it works at once on the caller's thread (tests, a script). A record that
cannot be read or written is said in ``problem`` and in the log; the table goes on without
a summary. Must not import Qt or desktop.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from netproto.table_record import GameSummary
from record.store import Record, RecordError
from record.summary import game_summary

log = logging.getLogger(__name__)

Post = Callable[[Callable[[], None]], None]


class RecordKeeper:
    def __init__(self, path: Path | None = None, post: Post | None = None) -> None:
        self.path = path  # None: the data dir's record
        self.post = post
        self.problem: str | None = None  # the last failure, for the host to see
        self._pool = ThreadPoolExecutor(1, "record") if post is not None else None
        self.last: Future[None] | None = None  # the last game's work (tests wait on it)
        self._closed = False

    def game_over(self, log_path: Path, game: int,
                  done: Callable[[GameSummary], None]) -> None:
        if self._pool is None or self.post is None:
            summary = self._summarise(log_path, game)
            if summary is not None:
                done(summary)
            return
        post = self.post

        def work() -> None:
            summary = self._summarise(log_path, game)
            if summary is not None and not self._closed:
                try:
                    post(lambda: done(summary))
                except RuntimeError:  # the host's loop (its window) is gone meanwhile
                    log.info("the table closed before its summary was ready")

        self.last = self._pool.submit(work)

    def _summarise(self, log_path: Path, game: int) -> GameSummary | None:
        try:
            with Record(self.path) as record:
                summary = game_summary(record, log_path, game)
        except (RecordError, OSError, ValueError) as exc:
            self.problem = str(exc)
            log.warning("the group's record: %s", exc)
            return None
        except Exception as exc:  # noqa: BLE001 - a worker's failure must not pass unheard
            self.problem = f"{type(exc).__name__}: {exc}"
            log.exception("the group's record failed on %s", log_path)
            return None
        self.problem = None
        return summary

    def close(self, wait: bool = True) -> None:
        """Stop: the game under way is still recorded (``wait``: until it is), its
        summary no longer posted."""
        self._closed = True
        if self._pool is not None:
            self._pool.shutdown(wait=wait)
