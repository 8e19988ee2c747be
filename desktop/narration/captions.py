"""The narrator at a window: the voice, the captions along the bottom, the host's keys.

Owns ``TableNarration`` (put on the projector and the hot-seat window by one line each:
it feeds the window's public views to a ``Narrator``, warns when a timed phase has a
minute and ten seconds left, shows the lines as captions when there is no voice for the
language or the host wants them, and gives the keys: R repeats the last line, S skips
the one being said, M mutes) and ``CaptionBar``. Remembers the voice, rate, volume, mute
and captions in the app's settings. Must not import another window.
"""

from __future__ import annotations

import os
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.narration.narrator import NarrationPrefs, Narrator
from desktop.view_access import clock_of, is_lobby, pace_of, phase_key

CAPTION_MS = 9000  # how long a caption stays when no other line follows
# the QtTextToSpeech engine by name (tests: "mock"); unset: the platform's own
ENGINE_VARIABLE = "DNMAFIA_TTS_ENGINE"


def _engine() -> str | None:
    """The engine to speak with: the variable's, else the platform's — none on a headless
    display (tests, CI), where only the captions are shown."""
    named = os.environ.get(ENGINE_VARIABLE, "").strip()
    if named:
        return named
    return None if QApplication.platformName() in ("offscreen", "minimal") else ""


class CaptionBar(QLabel):
    """The line being said, large, along the bottom of its window."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("narration-captions")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_line(self, text: str) -> None:
        if not text:
            self.hide()
            return
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(CAPTION_MS)

    def place(self) -> None:
        """Across the bottom fifth, in a font a room can read (a 30th of the height)."""
        host = self.parentWidget()
        width, height = host.width(), host.height()
        size = max(16, height // 30)
        self.setStyleSheet(f"background: rgba(0, 0, 0, 200); color: white; "
                           f"font-size: {size}px; padding: {size // 2}px {size}px; "
                           "border-radius: 12px;")
        margin = width // 20
        self.setFixedWidth(width - 2 * margin)
        self.adjustSize()
        self.move(margin, height - self.height() - height // 24)


class TableNarration(QObject):
    """The narration of the public view ``window`` shows (``feed`` each view, ``tick``
    once a second) in the app's language."""

    def __init__(self, window: QWidget, app: Any) -> None:
        super().__init__(window)
        self.window = window
        self.app = app
        self.captions = CaptionBar(window)
        self.narrator: Narrator | None = None
        self.notice = ""  # what was said about a missing voice
        self._view: dict[str, Any] | None = None
        self._left: tuple[float, float] | None = None  # (seconds left, when) of the view
        for key, slot in ((Qt.Key.Key_R, self.repeat), (Qt.Key.Key_S, self.skip),
                          (Qt.Key.Key_M, self.toggle_mute)):
            QShortcut(QKeySequence(key), window, slot)
        self._start()

    def _prefs(self) -> NarrationPrefs:
        return NarrationPrefs.from_plain(getattr(self.app.settings, "narration", None))

    def _start(self) -> None:
        language = str(getattr(getattr(self.app, "language", None), "value", "en"))
        self.narrator = Narrator(language, self._prefs(), engine=_engine(), parent=self)
        self.narrator.shown.connect(self.captions.show_line)
        self.narrator.noVoice.connect(self._no_voice)

    def _no_voice(self, language: str) -> None:
        word = {"ru": QCoreApplication.translate("TableNarration", "Russian"),
                "en": QCoreApplication.translate("TableNarration", "English")}.get(
            language, language)
        self.notice = QCoreApplication.translate(
            "TableNarration", "No %1 voice on this computer: the narration is shown as "
            "captions (dnmafia doctor says how to add a voice).").replace("%1", word)
        status = getattr(self.window, "statusBar", None)
        if callable(status):
            status().showMessage(self.notice, 15000)

    def save(self) -> None:
        """Remember the host's choices (voice, rate, volume, mute, captions)."""
        if self.narrator is None:
            return
        self.app.settings.narration = self.narrator.prefs.to_plain()
        store = getattr(self.app, "store_settings", None)
        if callable(store):
            store()

    # ---------------------------------------------------------------- the game

    def feed(self, view: dict[str, Any]) -> None:
        if self.narrator is None or not view:
            return
        self._view = view
        left = pace_of(view).get("phase_seconds_left")
        timed = pace_of(view).get("mode") == "timed" and not pace_of(view).get("paused")
        self._left = (float(left), time.monotonic()) if timed and left is not None else None
        self.narrator.feed(view)
        self.tick()

    def tick(self) -> None:
        """Once a second: a timed phase's warnings."""
        if self.narrator is None or self._left is None or self._view is None \
                or is_lobby(self._view):
            return
        left = self._left[0] - (time.monotonic() - self._left[1])
        at = str(clock_of(self._view).get("now") or "")
        self.narrator.tell(self.narrator.script.pace_warning(phase_key(self._view), left, at))

    def pass_to(self, name: str, view: dict[str, Any] | None = None) -> None:
        """Hot seat: the laptop goes to ``name``; ``view``: the public view now, whose news
        is said first (the board's own may come after the curtain)."""
        if self.narrator is None:
            return
        if view:
            self.narrator.feed(view)
        self.narrator.tell(self.narrator.script.pass_line(name))

    # ---------------------------------------------------------------- the host's keys

    def repeat(self) -> None:
        if self.narrator is not None:
            self.narrator.repeat()

    def skip(self) -> None:
        if self.narrator is not None:
            self.narrator.skip()

    def toggle_mute(self) -> None:
        if self.narrator is not None:
            self.narrator.set_muted(not self.narrator.prefs.muted)
            self.save()

    def open_menu(self, at: Any) -> None:
        """The narrator's menu at the global point ``at`` (a right click)."""
        from desktop.narration.menu import narrator_menu

        narrator_menu(self, self.window).exec(at)

    def resized(self) -> None:
        if self.captions.isVisible():
            self.captions.place()
