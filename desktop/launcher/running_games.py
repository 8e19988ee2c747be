"""The games this app plays now: which open window writes a saved game's log, and
bringing that window forward (a second console of the same game would damage its log).

Owns ``game_window`` (the top-level window whose ``log_path`` is the log: the host
console, the hot-seat window), ``bring_forward`` and ``LockWatch`` (a Qt signal when a
log of this process is locked or let go: ``netproto.log_lock.listeners``, delivered on
the GUI thread). Must not import any window (they are found by their ``log_path``).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

from netproto import log_lock


def _same(a: Path, b: Path) -> bool:
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def game_window(path: Path) -> QWidget | None:
    """The open window playing the game of the log at ``path``, or None."""
    for window in QApplication.topLevelWidgets():
        with contextlib.suppress(RuntimeError, AttributeError):
            held = window.log_path
            if held is not None and _same(held, path):
                return window
    return None


def bring_forward(window: QWidget) -> None:
    """Show the window on top, restored if it was minimized, with the keyboard focus."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


class LockWatch(QObject):
    """``changed`` when a log of this app is locked (a game starts or is resumed) or let
    go (its window closed); queued, so that it comes on this object's thread."""

    changed = Signal()
    _told = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._told.connect(self.changed, Qt.ConnectionType.QueuedConnection)
        log_lock.listeners.append(self._tell)
        self.destroyed.connect(lambda *_: self._forget())

    def _tell(self) -> None:
        try:
            self._told.emit()
        except RuntimeError:  # deleted with its parent before ``destroyed`` reached us
            self._forget()

    def _forget(self) -> None:
        with contextlib.suppress(ValueError):
            log_lock.listeners.remove(self._tell)
