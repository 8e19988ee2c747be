"""The Group page's background work: reading the record (the saved games not seen yet,
then the figures, then the simulator's prediction for each deal) and importing a folder
of logs — each a QThread with its own connection to the record (sqlite3 connections stay
in the thread that made them), cancelled with ``requestInterruption``.

Owns ``LoadRun``, ``ImportRun`` and ``stop_all`` (the app quitting). Must not import any
window.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from record.predict import Deal
from record.stats import figures
from record.store import ImportNote, Record, RecordError

# the runs under way, kept until their threads end (a page closed meanwhile cancels them)
_RUNNING: set[QThread] = set()


class Cancelled(Exception):
    """A run was cancelled (raised inside the record's callbacks to leave its work)."""


class _Reaper(QObject):
    """Lets go of each run once its thread has ended (in the GUI thread: a slot)."""

    @Slot()
    def reap(self) -> None:
        worker = self.sender()
        if isinstance(worker, QThread):
            worker.wait()  # its ``finished`` is sent just before the thread ends
            _RUNNING.discard(worker)


_REAPER = _Reaper()


def keep(worker: QThread) -> None:
    """Hold ``worker`` until its thread ends; the app quitting cancels and waits for it."""
    _RUNNING.add(worker)
    worker.finished.connect(_REAPER.reap)
    app = QCoreApplication.instance()
    if app is not None and not app.property("group_stop_all"):
        app.setProperty("group_stop_all", True)
        app.aboutToQuit.connect(stop_all)


def stop_all(wait_ms: int = 15000) -> None:
    """Cancel every run under way and wait for them."""
    for worker in list(_RUNNING):
        worker.requestInterruption()
    for worker in list(_RUNNING):
        worker.wait(wait_ms)


class LoadRun(QThread):
    """Reads the saved games not seen yet into the record, sends ``loaded(figures)``, then,
    if ``predict_games``, asks the simulator for each deal not predicted yet (cached in the
    record; ``predicting(preset, seats)`` before each) and sends ``loaded`` again with the
    predictions. ``failed(text)``: the record cannot be read."""

    loaded = Signal(object)
    predicting = Signal(str, int)
    failed = Signal(str)

    def __init__(self, path: Path, predict_games: int, jobs: int | None = None,
                 games_dir: Path | None = None) -> None:
        super().__init__()
        self.path, self.predict_games, self.jobs = path, predict_games, jobs
        self.games_dir = games_dir

    def run(self) -> None:
        try:
            with Record(self.path) as record:
                record.sync(self.games_dir)
                self.loaded.emit(figures(record))
                if self.predict_games <= 0 or self.isInterruptionRequested():
                    return
                result = figures(record, self.predict_games, self.jobs or 1, self._asking,
                                 self._checkpoint)
                self.loaded.emit(result)
        except Cancelled:
            return
        except RecordError as exc:
            self.failed.emit(str(exc))
        except Exception as exc:  # noqa: BLE001 - the thread's end: told, not lost
            self.failed.emit(f"{type(exc).__name__}: {exc}")

    def _asking(self, deal: Deal) -> None:
        self._checkpoint()
        self.predicting.emit(deal.preset, deal.seats)

    def _checkpoint(self) -> None:
        """Before each deal the simulator plays and after each of its games: a cancel
        leaves at once (a deal's games take seconds), keeping no half prediction."""
        if self.isInterruptionRequested():
            raise Cancelled


class ImportRun(QThread):
    """Imports every log under ``folder``: ``progress(done, total, note)`` after each
    file, ``imported(report)`` at the end. A cancel leaves the record as it was (the
    import is one transaction: nothing of it is kept). ``failed(text)``: no such folder,
    or the record cannot be written."""

    progress = Signal(int, int, object)
    imported = Signal(object)
    failed = Signal(str)

    def __init__(self, path: Path, folder: Path) -> None:
        super().__init__()
        self.path, self.folder = path, Path(folder)

    def run(self) -> None:
        try:
            with Record(self.path) as record:
                report = record.import_dir(self.folder, self._step)
        except Cancelled:
            return
        except RecordError as exc:
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - the thread's end: told, not lost
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.imported.emit(report)

    def _step(self, done: int, total: int, note: ImportNote) -> None:
        if self.isInterruptionRequested():
            raise Cancelled
        self.progress.emit(done, total, note)
