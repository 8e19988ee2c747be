"""Sound cues: a phase change, something private (a message, a result), the game's end.

Owns the cue tones (synthesised once with the standard library into WAV files in the
user's cache dir — no third-party audio), and playing them: through QtMultimedia when it
is installed, else the platform's player (``paplay``/``aplay``/``afplay``, ``winsound``),
else the system beep. Never blocks the UI and never fails loudly: a machine without sound
just stays silent. Must not import any window.
"""

from __future__ import annotations

import contextlib
import math
import shutil
import struct
import sys
import wave
from enum import StrEnum
from pathlib import Path

import platformdirs
from PySide6.QtCore import QObject, QProcess
from PySide6.QtWidgets import QApplication

RATE = 22050


class Cue(StrEnum):
    PHASE = "phase"  # a phase began
    PRIVATE = "private"  # a private message or result arrived
    OVER = "over"  # the game ended


# notes (Hz, seconds) of each cue
_TONES: dict[Cue, list[tuple[float, float]]] = {
    Cue.PHASE: [(523.25, 0.12), (659.25, 0.12), (783.99, 0.22)],
    Cue.PRIVATE: [(880.0, 0.09), (1174.66, 0.16)],
    Cue.OVER: [(392.0, 0.2), (523.25, 0.2), (659.25, 0.2), (783.99, 0.45)],
}


def cue_file(cue: Cue) -> Path:
    """The cue's WAV file (written on first use)."""
    directory = Path(platformdirs.user_cache_dir("dnmafia")) / "sounds"
    path = directory / f"{cue.value}.wav"
    if not path.exists():
        directory.mkdir(parents=True, exist_ok=True)
        frames = bytearray()
        for freq, seconds in _TONES[cue]:
            count = int(RATE * seconds)
            for i in range(count):
                envelope = min(1.0, i / 200, (count - i) / 600)
                sample = 0.35 * envelope * math.sin(2 * math.pi * freq * i / RATE)
                frames += struct.pack("<h", int(sample * 32767))
        temporary = path.with_suffix(".tmp")
        with wave.open(str(temporary), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(bytes(frames))
        temporary.replace(path)
    return path


def _player_command() -> list[str] | None:
    for name in ("paplay", "aplay", "afplay"):
        found = shutil.which(name)
        if found:
            return [found, "-q"] if name == "aplay" else [found]
    return None


class SoundPlayer(QObject):
    """Plays cues when enabled; ``played`` counts them (for tests and the mute check)."""

    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.played: list[Cue] = []
        self._effects: dict[Cue, object] = {}
        self._command = _player_command()

    def play(self, cue: Cue) -> None:
        if not self.enabled:
            return
        self.played.append(cue)
        with contextlib.suppress(Exception):  # sound is a nicety; never break the game
            self._play(cue)

    def _play(self, cue: Cue) -> None:
        if QApplication.platformName() in ("offscreen", "minimal"):
            return  # headless (tests): count, do not sound
        path = cue_file(cue)
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:
            QSoundEffect = None  # noqa: N806 - the optional class
        if QSoundEffect is not None:
            effect = self._effects.get(cue)
            if effect is None:
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                self._effects[cue] = effect
            effect.play()
        elif sys.platform == "win32":
            import winsound

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
        elif self._command is not None:
            QProcess.startDetached(self._command[0], [*self._command[1:], str(path)])
        else:
            QApplication.beep()
