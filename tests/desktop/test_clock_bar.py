"""A player's clock bar: in timed pace it counts the phase down, labelled, and moves the
game clock on — never past the phase's end, which only the host decides (a client cut off
from the host must not count into the next phase)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from desktop.widgets import clock as clock_module
from desktop.widgets.clock import ClockBar


def _timed_view(left: float) -> dict:
    return {"kind": "player", "clock": {"phase": "day", "game_day": 1, "minutes": 600,
                                        "phase_ends": "d1 19:30"},
            "pace": {"mode": "timed", "phase_seconds_left": left, "game_minutes": 600,
                     "minutes_per_second": 1.0, "paused": False}}


def test_the_countdown_is_labelled_and_the_clock_stops_at_the_phase_end(qtbot,
                                                                        monkeypatch) -> None:
    now = [1000.0]
    monkeypatch.setattr(clock_module.time, "monotonic", lambda: now[0])
    bar = ClockBar()
    qtbot.addWidget(bar)
    bar.set_view(_timed_view(74))
    assert bar.countdown.text() == "1:14 left"
    assert bar.game_minutes() == 600
    now[0] += 30
    assert bar.game_minutes() == 630
    now[0] += 600  # no word from the host for ten minutes
    assert bar.seconds_left() == 0
    assert bar.game_minutes() == 674  # the phase's end, not 1230


class _StyleChanges(QObject):
    """Counts the style changes a widget receives (each one restyles it and its
    children)."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


def test_the_ticking_clock_does_not_restyle_itself(qtbot) -> None:
    """The countdown ticks twice a second; its colours change only with the phase (it set
    its style sheet again at every tick: Qt restyles the whole bar each time)."""
    bar = ClockBar()
    qtbot.addWidget(bar)
    bar.show()
    bar.set_view(_timed_view(74))
    changes = _StyleChanges(bar)
    for _ in range(5):
        bar._tick()
    bar.set_view(_timed_view(70))
    assert changes.count == 0
    assert bar.countdown.text() == "1:10 left"
    night = _timed_view(70)
    night["clock"] = {**night["clock"], "phase": "night"}
    bar.set_view(night)
    assert changes.count >= 1
    assert "#4a5fc1" in bar.styleSheet()  # the night's colour
