"""The public board's banner: the phase in big letters with its colour and icon, the table's
name and what the phase is for, the game clock and the countdown (``PhaseBanner``) — in the
lobby, how many have joined and how many seats there are.

Owns ``PhaseBanner``. Reads the view through ``desktop.view_access``; renders views, never
computes a rule. Its texts keep the board's translation context ("PublicBoard"). Must not
import any window, nor engine state.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import texts, theme
from desktop.board.blocks import hhmm
from desktop.board.blocks import label as _label
from desktop.board.blocks import repolish as _repolish
from desktop.view_access import (
    View,
    clock_of,
    end_reason_of,
    pace_of,
    rules_of,
    table_of,
    winner_of,
)
from engine.view_types import Clock

translate = QCoreApplication.translate


class PhaseBanner(QFrame):
    """The phase in big letters with its colour and icon, the game clock, the countdown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setProperty("phase", "lobby")
        # False at a table without a host (hot-seat): the players end a phase themselves
        self.hosted = True
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        self.icon = QLabel(self)
        self.icon.setObjectName("phaseIcon")
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = _label("title", parent=self)
        self.subtitle = _label("subtitle", parent=self)
        self.subtitle.setWordWrap(True)
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle)
        self.clock = _label("clock", parent=self)
        self.clock_caption = _label("caption", parent=self)
        clock_box = QVBoxLayout()
        clock_box.setSpacing(0)
        clock_box.addWidget(self.clock, 0, Qt.AlignmentFlag.AlignRight)
        clock_box.addWidget(self.clock_caption, 0, Qt.AlignmentFlag.AlignRight)
        self.countdown = _label("countdown", parent=self)
        self.countdown_caption = _label("caption", parent=self)
        count_box = QVBoxLayout()
        count_box.setSpacing(0)
        count_box.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignRight)
        count_box.addWidget(self.countdown_caption, 0, Qt.AlignmentFlag.AlignRight)
        self.status = _label("status", parent=self)
        self.status.hide()
        layout.addWidget(self.icon)
        layout.addLayout(heading, 1)
        layout.addWidget(self.status)
        layout.addLayout(clock_box)
        layout.addSpacing(24)
        layout.addLayout(count_box)
        self._icon_name = "phase-lobby"
        self._icon_px = 0
        self._scale = 1.0
        self._flashes = 0
        self._seconds_left: float | None = None  # a timed phase's countdown, at _seconds_at
        self._seconds_at = 0.0
        self._paused = False
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(160)
        self._flash_timer.timeout.connect(self._flash_step)

    def set_phase(self, phase: str) -> None:
        if self.property("phase") != phase:
            self.setProperty("phase", phase)
            _repolish(self)
        self._icon_name = f"phase-{phase}"
        self._icon_px = 0
        self.set_scale(self._scale)

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        size = max(24, round(96 * scale))
        if size != self._icon_px:
            self._icon_px = size
            self.icon.setPixmap(theme.pixmap(self._icon_name, size, self.devicePixelRatioF()))
        badge = max(36, round(132 * scale))
        self.icon.setFixedSize(badge, badge)
        margin = max(6, round(20 * scale))
        self.layout().setContentsMargins(margin, margin // 2, margin, margin // 2)
        self.layout().setSpacing(max(6, round(22 * scale)))

    def flash(self) -> None:
        """A short blink: the phase changed."""
        self._flashes = 6
        self._flash_timer.start()
        self._flash_step()

    @property
    def flashing(self) -> bool:
        return self._flash_timer.isActive()

    def _flash_step(self) -> None:
        on = self._flashes % 2 == 0 and self._flashes > 0
        self.setProperty("flash", "true" if on else "false")
        _repolish(self)
        self._flashes -= 1
        if self._flashes < 0:
            self._flash_timer.stop()
            self.setProperty("flash", "false")
            _repolish(self)

    # ------------------------------------------------------------------ what it says

    def show_lobby(self, view: View, joined: int, joined_text: str) -> None:
        """The lobby: the table's name, ``joined`` players (``joined_text`` under it) and
        the seats."""
        table = table_of(view)
        self._seconds_left = None
        self.set_phase("lobby")
        self.title.setText(str(table.get("name") or texts.phase_name("lobby")))
        self.subtitle.setText(translate("PublicBoard", "Waiting for the host to start the game"))
        self.clock.setText(str(joined))
        self.clock_caption.setText(joined_text)
        total = table.get("seats_total")
        self.countdown.setText(str(total) if total else "")
        self.countdown_caption.setText(translate("PublicBoard", "seats") if total else "")

    def show_game(self, view: View) -> None:
        clock = clock_of(view)
        phase = clock.get("phase") or "day"
        self.set_phase(phase if phase in theme.PHASE_COLORS else "day")
        self.title.setText(self._phase_title(clock, winner_of(view), end_reason_of(view)))
        hint = self._phase_hint(phase, view)
        name = str(table_of(view).get("name") or "")
        self.subtitle.setText(translate("PublicBoard", "%1 · %2").replace("%1", hint).replace(
            "%2", name) if hint and name else hint or name)
        self.clock.setText(hhmm(clock.get("now")))
        self.clock_caption.setText(translate("PublicBoard", "game clock"))
        self._show_countdown(view, phase == "over")

    def tick(self) -> None:
        """Once a second: the timed countdown goes on locally between views."""
        if self._seconds_left is None or self._paused:
            return
        left = max(0.0, self._seconds_left - (time.monotonic() - self._seconds_at))
        minutes, seconds = divmod(int(math.ceil(left)), 60)
        self.countdown.setText(f"{minutes:02d}:{seconds:02d}")

    @staticmethod
    def _phase_title(clock: Clock, winner: str | None = None,
                     reason: str | None = None) -> str:
        phase = clock.get("phase")
        day = str(clock.get("game_day", ""))
        if phase == "day":
            return translate("PublicBoard", "Day %1").replace("%1", day)
        if phase == "night":
            return translate("PublicBoard", "Night %1").replace("%1", day)
        if phase == "vote":
            if clock.get("runoff"):
                return translate("PublicBoard", "Runoff vote, day %1").replace("%1", day)
            return translate("PublicBoard", "Vote, day %1").replace("%1", day)
        if phase == "over":
            return texts.winner_text(winner, reason)
        return texts.phase_name(phase)

    @staticmethod
    def _phase_hint(phase: str | None, view: View) -> str:
        rules = rules_of(view)
        if phase == "day":
            if not rules.get("nominations", True):
                return translate("PublicBoard", "Discussion; every player can be voted for")
            return translate("PublicBoard", "Discussion and nominations")
        if phase == "vote":
            if not rules.get("abstain_allowed", True):
                return translate("PublicBoard", "Everybody votes for one player; no abstaining")
            return translate("PublicBoard", "Vote for a candidate or abstain")
        if phase == "night":
            return translate("PublicBoard", "The town sleeps")
        if phase == "over":
            return texts.phase_name("over")
        return ""

    def _show_countdown(self, view: View, over: bool) -> None:
        pace = pace_of(view)
        self._paused = bool(pace.get("paused"))
        left = pace.get("phase_seconds_left")
        if over:
            self._seconds_left = None
            self.countdown.setText("")
            self.countdown_caption.setText("")
        elif pace.get("mode") == "timed" and left is not None:
            self._seconds_left = float(left)
            self._seconds_at = time.monotonic()
            if self._paused:
                self.countdown.setText(translate("PublicBoard", "Paused"))
                self.countdown_caption.setText(translate("PublicBoard", "the clock is stopped"))
            else:
                self.countdown_caption.setText(translate("PublicBoard", "left in this phase"))
                self.tick()
        else:
            self._seconds_left = None
            self.countdown.setText(translate("PublicBoard", "until %1").replace(
                "%1", hhmm(clock_of(view).get("phase_ends"))))
            self.countdown_caption.setText(
                translate("PublicBoard", "the host moves the game on") if self.hosted
                else translate("PublicBoard", "«Next phase…» moves the game on"))
