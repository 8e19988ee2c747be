"""The desktop host keeps the group's record: each game that ends at its table goes into
the record in the data dir (``record.keeper.RecordKeeper``, on its worker thread) and the
summary comes back on the GUI thread, into the session's views (the projector's summary
board, each seat's end screen).

Owns ``keep_record`` and the small ``_GuiThread`` that runs the worker's answer on the
GUI thread (a queued Qt signal). Must not import a window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from netproto.session import TableSession, TableState
from netproto.storage import games_dir
from record.keeper import RecordKeeper
from record.store import FILE_NAME, default_path


class _GuiThread(QObject):
    """``post(f)`` from any thread: ``f`` runs on the thread this object lives on."""

    posted = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.posted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _run(self, f: Callable[[], None]) -> None:
        f()

    def post(self, f: Callable[[], None]) -> None:
        self.posted.emit(f)


def record_path(session: TableSession) -> Path:
    """The data dir's record for a table that saves its games there (every real table);
    a table logging into a folder of its own (a test, a demo) keeps its record there."""
    folder = session.config.log_dir
    if folder is None or Path(folder).resolve() == games_dir().resolve():
        return default_path()
    return Path(folder) / FILE_NAME


def keep_record(session: TableSession, parent: QObject) -> RecordKeeper:
    """Record ``session``'s games as they end, for as long as ``parent`` lives; a
    finished game resumed is summed up now."""
    keeper = RecordKeeper(record_path(session), _GuiThread(parent).post)
    session.recorder = keeper
    parent.destroyed.connect(lambda *_: keeper.close(wait=False))
    if session.state is TableState.OVER:
        session.record_game()
    return keeper
