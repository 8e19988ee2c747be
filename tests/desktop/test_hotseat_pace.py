"""Hot-seat without a host (issue 33): who moves the game on is said as it is (the board's
"Next phase", not «фазы переключает ведущий»), optional timers end each phase through the
table's timed pace (the board counts down; the clock stops for the private turns; a vote
or a night everybody finished ends at once), and every living player takes the same
number of private turns each game day, whatever his role."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt

from desktop.hotseat.window import HotSeatWindow
from desktop.widgets.clock import ClockBar
from tests.desktop.test_hotseat import (
    NAMES,
    board_act,
    click,
    fill_setup,
    finish_screen,
    new_game,
    open_screen,
    panel_button,
    round_by_clicks,
)
from tests.helpers.clock import FakeClock

pytestmark = pytest.mark.timeout(240)


def test_a_hotseat_table_says_that_the_board_moves_the_game_on(app, qtbot) -> None:
    window = new_game(app, qtbot)
    _name, panel = open_screen(window, qtbot, {})
    bar = panel.findChild(ClockBar)
    qtbot.waitUntil(lambda: bar.countdown.toolTip() != "")
    assert bar.countdown.toolTip() == "“Next phase” on the shared board moves the game on"
    finish_screen(window, qtbot)
    round_by_clicks(window, qtbot, {})
    caption = window.board_page.board.banner.countdown_caption
    qtbot.waitUntil(lambda: caption.text() != "")
    assert caption.text() == "“Next phase” on this board moves the game on"
    assert "host" not in caption.text()
    assert window.board_page.host_box.title() == "The game"  # not "Host": there is none
    window.close()


def test_timers_end_the_phases_and_wait_for_the_private_turns(app, qtbot,
                                                             monkeypatch) -> None:
    clock = FakeClock(1_000_000.0)
    monkeypatch.setattr(HotSeatWindow, "clock", clock)
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 5
    window.show()
    page = window.setup_page
    fill_setup(window, qtbot, NAMES, {})
    assert not page.timer_spins["day"].isEnabled()
    qtbot.mouseClick(page.timers, Qt.MouseButton.LeftButton)
    assert page.timers.isChecked() and page.timer_spins["day"].isEnabled()
    page.timer_spins["day"].clear()
    qtbot.keyClicks(page.timer_spins["day"], "2")
    click(qtbot, page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    session, game = window.session, window.session.game
    assert session.config.pace.value == "timed"
    assert session.config.phase_seconds["day"] == 120.0
    assert app.settings.hotseat["timers"] is True  # the next game starts with them
    turns: Counter[tuple[int, str]] = Counter()
    window.turnChanged.connect(lambda stage, who: turns.update(
        [(game.state.game_day, who)] if stage == "curtain" else []))
    turns[(game.state.game_day, window.turns.current)] += 1  # (the first, already shown)

    # the day's private turns: the clock stands still however long they take
    def slow(_name, _panel) -> None:
        clock.now += 300

    round_by_clicks(window, qtbot, {}, slow)
    assert game.state.phase.value == "day" and session.paused is False
    board = window.board_page
    banner = board.board.banner
    qtbot.waitUntil(lambda: banner.countdown_caption.text() == "left in this phase")
    assert banner.countdown.text() in ("02:00", "01:59")
    board_act(window, qtbot, "Ann", "nominate", "Cid")
    # the day's time runs out: the vote opens by itself, on the board
    clock.now += 121
    qtbot.waitUntil(lambda: game.state.phase.value == "vote")
    qtbot.waitUntil(lambda: board.vote_scroll.isVisible())
    assert window.stage == "board"
    # everybody has voted: the vote closes at once, and the night's turns begin (the
    # night's own clock stands still during them)
    for voter in NAMES[:-1]:
        if voter == "Cid":
            board_act(window, qtbot, voter, "abstain")
        else:
            board_act(window, qtbot, voter, "vote", "Cid")
    assert game.state.phase.value == "vote"
    click(qtbot, board.vote_grid.buttons[(NAMES[-1], "Cid")])  # the last vote
    qtbot.waitUntil(lambda: window.stage == "curtain")
    assert game.state.phase.value == "night" and not game.state.players["Cid"].alive
    assert session.paused

    last = window.turns.order[-1]

    def sleep(name, panel) -> None:
        clock.now += 300
        if name != last:  # the last one closes his screen without a word
            click(qtbot, panel_button(panel, qtbot, "sleep"))
            qtbot.waitUntil(lambda: "a quiet night" in panel.feedback.text())

    round_by_clicks(window, qtbot, {}, sleep)
    # not everybody acted: the night runs its time on the board
    qtbot.waitUntil(lambda: window.stage == "board" and board.night_note.isVisible())
    assert game.state.phase.value == "night" and not session.paused
    assert "ends by itself" in board.night_note.text()
    clock.now += 181
    # the morning's countdown waits for the day's private turns
    qtbot.waitUntil(lambda: game.state.phase.value == "day" and window.stage == "board")
    assert game.state.game_day == 2 and board.round_due and session.paused
    qtbot.waitUntil(lambda: banner.countdown_caption.text() == "runs after the private turns")
    assert banner.countdown.text() == "02:00"
    clock.now += 1000
    qtbot.wait(600)
    assert game.state.phase.value == "day"  # nothing ran out while the turns were due
    click(qtbot, board.round_button)
    round_by_clicks(window, qtbot, {})
    assert not session.paused
    # every living player took the same private turns each game day, civilians too
    for day in (1, 2):
        counts = {name: turns[(day, name)] for name in game.state.living_names()}
        assert set(counts.values()) == {2 if day == 1 else 1}, (day, counts)
    window.close()
    again = HotSeatWindow(app)
    qtbot.addWidget(again)
    assert again.setup_page.timers.isChecked()
    assert again.setup_page.timer_spins["day"].value() == 2.0
    again.close()


def test_a_resumed_timed_game_keeps_its_timers_and_its_stopped_clock(app, qtbot, tmp_path,
                                                                   monkeypatch) -> None:
    clock = FakeClock(1_000_000.0)
    monkeypatch.setattr(HotSeatWindow, "clock", clock)
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 5
    window.show()
    fill_setup(window, qtbot, NAMES, {})
    qtbot.mouseClick(window.setup_page.timers, Qt.MouseButton.LeftButton)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    open_screen(window, qtbot, {})
    finish_screen(window, qtbot)  # Ann's turn done; Bob's curtain
    log = window.session.log.path
    window.close()
    clock.now += 3600  # the laptop was closed for an hour
    again = HotSeatWindow.resume(app, log)
    qtbot.addWidget(again)
    again.show()
    assert again.stage == "curtain" and again.turns.current == "Bob"
    assert again.session.config.pace.value == "timed" and again.session.paused
    qtbot.wait(600)  # ticks: nothing runs out behind the curtain
    assert again.session.game.state.phase.value == "day"
    again.close()
