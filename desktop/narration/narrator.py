"""The narrator's voice: the script's lines said one after another through QtTextToSpeech.

Owns ``Narrator`` (a queue of lines: each is said when the one before has ended, so that
a phase change never cuts a sentence off; skip, repeat the last line, mute; the voice,
rate and volume from the remembered ``NarrationPrefs``) and the voices on this machine
(``voices_by_language``, for ``dnmafia doctor``). QtTextToSpeech is in PySide6-Addons, the
``dnmafia[voice]`` extra: without it, or without a voice for the table's language, the
narrator says so once (``noVoice``) and the lines go to the captions only (``shown``).
Must not import any window.
"""

from __future__ import annotations

import contextlib
from collections import deque
from dataclasses import asdict, dataclass, fields
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal

from desktop.narration.script import Line, Script


@dataclass
class NarrationPrefs:
    """What the host chose, remembered in the settings (``Settings.narration``)."""

    enabled: bool = True
    muted: bool = False
    captions: bool = False  # captions on the projector even when a voice speaks
    voice: str = ""  # a voice's name ("": the engine's default for the language)
    rate: float = 0.0  # -1 … 1
    volume: float = 0.8  # 0 … 1

    @classmethod
    def from_plain(cls, data: Any) -> NarrationPrefs:
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in (data or {}).items() if k in known} if isinstance(
            data, dict) else {}
        try:
            return cls(**values)
        except TypeError:
            return cls()

    def to_plain(self) -> dict[str, Any]:
        return asdict(self)


def speech_module() -> Any | None:
    """PySide6.QtTextToSpeech, or None when PySide6-Addons is not installed."""
    try:
        from PySide6 import QtTextToSpeech
    except ImportError:
        return None
    return QtTextToSpeech


def voices_by_language(engine: str | None = None) -> dict[str, list[str]]:
    """Each language code ("ru", "en") with the names of its voices on this machine ({}:
    no speech module or no engine)."""
    module = speech_module()
    if module is None:
        return {}
    speech = module.QTextToSpeech(engine) if engine else module.QTextToSpeech()
    out: dict[str, list[str]] = {}
    for locale in speech.availableLocales():
        speech.setLocale(locale)
        code = QLocale.languageToCode(locale.language())
        names = out.setdefault(code, [])
        names += [v.name() for v in speech.availableVoices() if v.name() not in names]
    return out


class Narrator(QObject):
    """Says the lines of one table, in ``language``. ``engine``: a QtTextToSpeech engine
    by name (tests: "mock"; "": the platform's; None: none, captions only — a headless
    display). ``said``: each line in the order it
    was handed to the voice (or to the captions), for the tests and the host."""

    shown = Signal(str)  # a line for the captions ("": clear them)
    noVoice = Signal(str)  # the language that has no voice here (once)
    idle = Signal()  # the voice has said everything queued

    def __init__(self, language: str, prefs: NarrationPrefs | None = None, *,
                 engine: str | None = "", genders: dict[str, str | None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.prefs = prefs or NarrationPrefs()
        self.script = Script(language, genders)
        self.queue: deque[Line] = deque()
        self.said: list[Line] = []
        self.last: Line | None = None
        self._speaking = False
        self.speech = self._speech(engine) if engine is not None else None
        self.has_voice = self.speech is not None
        # a headless display has no voice by design: nothing to tell
        self.told_no_voice = engine is None

    # ---------------------------------------------------------------- the voice

    def _speech(self, engine: str | None) -> Any | None:
        module = speech_module()
        if module is None:
            return None
        with contextlib.suppress(Exception):
            speech = module.QTextToSpeech(engine, self) if engine else \
                module.QTextToSpeech(self)
            ours = [loc for loc in speech.availableLocales()
                    if QLocale.languageToCode(loc.language()) == self.language]
            if not ours:
                return None
            speech.setLocale(ours[0])
            for voice in speech.availableVoices():
                if voice.name() == self.prefs.voice:
                    speech.setVoice(voice)
            speech.setRate(max(-1.0, min(1.0, float(self.prefs.rate))))
            speech.setVolume(max(0.0, min(1.0, float(self.prefs.volume))))
            speech.stateChanged.connect(self._state_changed)
            return speech
        return None

    @property
    def captions(self) -> bool:
        """Whether the lines are shown as captions: no voice, or the host asked for them."""
        return not self.has_voice or self.prefs.captions or self.prefs.muted

    def voices(self) -> list[str]:
        return [] if self.speech is None else [v.name() for v in
                                                self.speech.availableVoices()]

    def set_voice(self, name: str) -> None:
        self.prefs.voice = name
        if self.speech is not None:
            for voice in self.speech.availableVoices():
                if voice.name() == name:
                    self.speech.setVoice(voice)

    def set_rate(self, rate: float) -> None:
        self.prefs.rate = max(-1.0, min(1.0, rate))
        if self.speech is not None:
            self.speech.setRate(self.prefs.rate)

    def set_volume(self, volume: float) -> None:
        self.prefs.volume = max(0.0, min(1.0, volume))
        if self.speech is not None:
            self.speech.setVolume(self.prefs.volume)

    def set_muted(self, muted: bool) -> None:
        self.prefs.muted = muted
        if muted and self.speech is not None and self._speaking:
            self.speech.stop()

    # ---------------------------------------------------------------- the queue

    @property
    def busy(self) -> bool:
        """A line is being said or waits for its turn."""
        return self._speaking or bool(self.queue)

    def feed(self, view: dict[str, Any]) -> list[Line]:
        """A new public view: its lines join the queue (returned)."""
        lines = self.script.lines_for(view) if self.prefs.enabled else []
        self.enqueue(lines)
        return lines

    def enqueue(self, lines: list[Line]) -> None:
        self.queue.extend(lines)
        self._next()

    def tell(self, line: Line | None) -> None:
        """One line of its own (a warning, a pass): said after those before it."""
        if line is not None and self.prefs.enabled:
            self.enqueue([line])

    def skip(self) -> None:
        """Stop the line being said; the next one follows."""
        if self._speaking:
            self._speaking = False
            if self.speech is not None:
                self.speech.stop()
        self._next()

    def repeat(self) -> None:
        """Say the last line again, next."""
        if self.last is not None:
            self.queue.appendleft(self.last)
            self._next()

    @property
    def holding(self) -> bool:
        """A phase's line is being said (or waits) by a voice: a clock that may wait for it
        (the hot seat's timed pace) stands still until it is said."""
        return self.has_voice and not self.prefs.muted and (
            self._speaking and self.last is not None and self.last.waits
            or any(line.waits for line in self.queue))

    def _next(self) -> None:
        if self._speaking:
            return
        if not self.queue:
            self.idle.emit()
            return
        line = self.queue.popleft()
        self.last = line
        self.said.append(line)
        if self.captions:
            self.shown.emit(line.text)
        if not self.has_voice and not self.told_no_voice:
            self.told_no_voice = True
            self.noVoice.emit(self.language)
        if self.speech is None or self.prefs.muted:
            self._next()  # captions only: nothing to wait for
            return
        self._speaking = True
        self.speech.say(line.text)

    def _state_changed(self, state: Any) -> None:
        module = speech_module()
        ready = module is not None and state in (module.QTextToSpeech.State.Ready,
                                                 module.QTextToSpeech.State.Error)
        if ready and self._speaking:
            self._speaking = False
            self._next()
