"""One writer per game log: the operating system's file lock on the log being written.

Owns ``Holder`` (who holds a log now: nobody, this process, another process),
``lock``/``unlock`` (taken on the writer's own descriptor), ``holder`` (asked without
taking anything for long) and ``listeners`` (told when a log of this process is locked or
let go). ``netproto.storage.GameLog`` takes the lock and raises ``LogInUse``.

The lock is the OS's, from the standard library — no lock file beside the log: a lock
file outlives a ``kill -9`` and must then be guessed stale, while the kernel lets go of
an OS lock the moment its process dies, whatever the way.

- POSIX: ``fcntl.flock(LOCK_EX | LOCK_NB)`` on the log's descriptor. A flock belongs to
  the open file, not to the process: a second open of the same log in this very process
  is refused too, and closing an unrelated descriptor of the file releases nothing (both
  unlike ``fcntl.lockf``).
- Windows: ``msvcrt.locking`` of one byte far past the end of the file
  (``LOCK_OFFSET``). Windows locks are mandatory: a lock on the log's bytes would stop
  every reader (the saved-games list, the replay); past the end it stops only the next
  writer, who asks for the same byte.

Must not import Qt, desktop or the engine.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Windows: the byte locked (a log is far smaller); below 2 GiB: the CRT's offsets are longs
LOCK_OFFSET = 0x7FFF_FFF0
# a lock asked for at the moment somebody's ``holder`` looks: tried again this often
ATTEMPTS = 5
ATTEMPT_PAUSE = 0.05  # seconds


class Holder(enum.Enum):
    """Who writes a log now."""

    NOBODY = "nobody"
    THIS_PROCESS = "this_process"  # a window (or table) of this very app
    OTHER_PROCESS = "other_process"  # another DN Mafia, or any program holding its lock


# called (on the locking thread) when a log of this process is locked or let go
listeners: list[Callable[[], None]] = []
_held: dict[str, int] = {}  # the logs this process writes: key → its locked descriptor


def _key(path: Path) -> str:
    return os.path.normcase(os.path.realpath(path))


def _try_lock(fd: int, *, shared: bool = False) -> bool:
    """Take the lock on ``fd`` if nobody holds it; False if somebody does."""
    if sys.platform == "win32":  # pragma: no cover - tested on Windows only
        import msvcrt

        here = os.lseek(fd, 0, os.SEEK_CUR)
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, here, os.SEEK_SET)
        return True
    import fcntl

    try:
        fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _release(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - tested on Windows only
        import msvcrt

        here = os.lseek(fd, 0, os.SEEK_CUR)
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        os.lseek(fd, here, os.SEEK_SET)
        return
    import fcntl

    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


def _tell() -> None:
    for listener in list(listeners):
        listener()


def lock(fd: int, path: Path) -> Holder:
    """Make ``fd`` (the log at ``path``, open for writing) its only writer: NOBODY when
    it is, else who holds the log already. Held until ``unlock`` (or the descriptor's
    close, or the process's end)."""
    key = _key(path)
    if key in _held:
        return Holder.THIS_PROCESS
    for attempt in range(ATTEMPTS):
        if _try_lock(fd):
            _held[key] = fd
            _tell()
            return Holder.NOBODY
        if attempt + 1 < ATTEMPTS:  # perhaps only a ``holder`` looking: it lets go at once
            time.sleep(ATTEMPT_PAUSE)
    return Holder.OTHER_PROCESS


def unlock(fd: int, path: Path) -> None:
    """Let the next writer in (before the descriptor is closed)."""
    if _held.get(_key(path)) == fd:
        del _held[_key(path)]
        _release(fd)
        _tell()


def holder(path: Path) -> Holder:
    """Who writes the log at ``path`` now (NOBODY for a file that cannot be opened)."""
    if _key(path) in _held:
        return Holder.THIS_PROCESS
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return Holder.NOBODY
    try:
        if not _try_lock(fd, shared=True):
            return Holder.OTHER_PROCESS
        _release(fd)
        return Holder.NOBODY
    finally:
        os.close(fd)


def held_here() -> list[Path]:
    """The logs this process writes now."""
    return [Path(key) for key in _held]
