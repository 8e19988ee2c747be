"""The clock bar: the phase (icon, colour, name), the game clock and the countdown to the
phase's end — from the view's clock and pace, ticking locally between views.

Owns ``ClockBar``. In timed pace the view carries the real seconds left and the game
minutes per real second; the bar runs them forward itself (views are not re-sent for the
clock alone). In manual pace it shows until when the phase runs on the game clock.
Renders views only; must not import any window.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import theme
from desktop.texts import phase_name
from engine.clock import calendar_day, format_hhmm, time_of_day


class ClockBar(QWidget):
    def __init__(self, parent: QWidget | None = None, *, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.scale = scale
        self._view: dict[str, Any] | None = None
        self._received = time.monotonic()
        self.icon = QLabel()
        self.phase = QLabel()
        self.phase.setObjectName("phase")
        self.time = QLabel()
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.phase)
        texts.addWidget(self.time)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addWidget(self.icon)
        row.addLayout(texts, 1)
        row.addWidget(self.countdown)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._apply_fonts()
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _apply_fonts(self) -> None:
        s = self.scale
        self.phase.setFont(theme.big_font(int(18 * s), bold=True))
        self.time.setFont(theme.big_font(int(11 * s)))
        self.countdown.setFont(theme.big_font(int(20 * s), bold=True))

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) > 0.01:
            self.scale = scale
            self._apply_fonts()
            self._render()

    def set_view(self, view: dict[str, Any] | None) -> None:
        self._view = view
        self._received = time.monotonic()
        self._render()

    def phase_key(self) -> str:
        if not self._view:
            return ""
        if self._view.get("kind") == "lobby":
            return "lobby"
        return str((self._view.get("clock") or {}).get("phase", ""))

    def seconds_left(self) -> float | None:
        """Real seconds to the phase's end (timed pace, not paused), else None."""
        pace = (self._view or {}).get("pace") or {}
        left = pace.get("phase_seconds_left")
        if pace.get("mode") != "timed" or left is None:
            return None
        if pace.get("paused"):
            return float(left)
        return max(0.0, float(left) - (time.monotonic() - self._received))

    def game_minutes(self) -> int | None:
        view = self._view or {}
        clock = view.get("clock") or {}
        pace = view.get("pace") or {}
        if pace.get("mode") == "timed" and pace.get("game_minutes") is not None:
            elapsed = 0.0 if pace.get("paused") else time.monotonic() - self._received
            # never past the phase's end: only the host moves the game on (and a client
            # cut off from it would otherwise count on into the next phase)
            left = pace.get("phase_seconds_left")
            if left is not None:
                elapsed = min(elapsed, float(left))
            return int(pace["game_minutes"] + elapsed * float(pace.get("minutes_per_second", 0)))
        minutes = clock.get("minutes")
        return int(minutes) if minutes is not None else None

    def _tick(self) -> None:
        if self._view is not None and self.isVisible():
            self._render()

    def _render(self) -> None:
        phase = self.phase_key()
        colour = theme.PHASE_COLORS.get(phase, "#7a7f8a")
        size = int(40 * self.scale)
        self.icon.setPixmap(theme.pixmap(f"phase-{phase}" if phase else "phase-lobby", size,
                                         self.devicePixelRatioF()))
        tint = theme.color(colour)
        theme.set_style_sheet(
            self, f"ClockBar {{ background: rgba({tint.red()}, {tint.green()}, "
                  f"{tint.blue()}, 40); border-bottom: 3px solid {colour}; }} "
                  f"QLabel#phase {{ color: {colour}; }}")
        view = self._view or {}
        if phase == "lobby" or not view:
            self.phase.setText(phase_name("lobby"))
            self.time.setText(self.tr("Waiting for the host to start the game"))
            self.countdown.setText("")
            return
        clock = view.get("clock") or {}
        day = clock.get("game_day", 0)
        name = phase_name(phase)
        paused = (view.get("pace") or {}).get("paused")
        titles = {"day": self.tr("Day %1"), "vote": self.tr("Vote · day %1"),
                  "night": self.tr("Night after day %1")}
        if clock.get("runoff"):
            self.phase.setText(self.tr("Runoff vote · day %1").replace("%1", str(day)))
        elif phase == "night" and day == 0:
            self.phase.setText(self.tr("The first night"))
        elif phase in titles:
            self.phase.setText(titles[phase].replace("%1", str(day)))
        else:
            self.phase.setText(name)
        minutes = self.game_minutes()
        if minutes is not None:
            self.time.setText(self.tr("Game clock: day %1, %2").replace(
                "%1", str(calendar_day(minutes))).replace("%2", format_hhmm(time_of_day(minutes))))
        ends = str(clock.get("phase_ends") or "")
        left = self.seconds_left()
        if phase == "over":
            self.countdown.setText("")
        elif paused:
            self.countdown.setText(self.tr("Paused"))
        elif left is not None:
            whole = int(left + 0.999)
            self.countdown.setText(self.tr("%1 left").replace(
                "%1", f"{whole // 60}:{whole % 60:02d}"))
            self.countdown.setToolTip(self.tr("Real time left in this phase"))
        else:
            self.countdown.setText(self.tr("until %1").replace("%1", ends.split(" ")[-1]))
            self.countdown.setToolTip(
                self.tr("“Next phase” on the shared board moves the game on")
                if (view.get("table") or {}).get("hotseat")
                else self.tr("The host moves the game on"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
