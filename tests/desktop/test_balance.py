"""«Estimate balance» in the rule editor (issue 31): the real button plays the games in the
background (the GUI keeps running), shows each side's rate with its interval — the
rates add up and equal ``simulate()``'s for the same seed and rules — and a cancel
mid-run ends the run and leaves no worker process; the button is in the host console's
set-up and in the hot-seat set-up, which tell it their seat counts.
"""

from __future__ import annotations

import multiprocessing
import os

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from bots.simulate import simulate
from desktop.host.console import HostConsole
from desktop.hotseat.setup import SetupPage
from desktop.rules.balance import SEED, BalancePanel, result_rows
from desktop.rules.editor import RulesEditor
from engine.options import Preset

pytestmark = pytest.mark.timeout(240)


def _estimate(qtbot, panel: BalancePanel, games: int, seats: int) -> None:
    panel.games.setMinimum(1)
    panel.games.setValue(games)
    panel.seats.setValue(seats)
    with qtbot.waitSignal(panel.finished, timeout=180_000):
        qtbot.mouseClick(panel.estimate, Qt.MouseButton.LeftButton)
        assert not panel.estimate.isEnabled() and panel.bar.isVisibleTo(panel)


@pytest.mark.parametrize(("preset", "overrides", "jobs"), [
    (Preset.DEATHNOTE, {}, None),
    (Preset.CLASSIC, {"extra_roles": "doctor,commissar,maniac"}, 1),
])
def test_estimate_matches_the_simulator(qtbot, preset, overrides, jobs) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_preset(preset)
    editor.set_values(overrides)
    editor.balance.jobs = jobs
    editor.show()
    ticks: list[int] = []
    editor.balance.bar.valueChanged.connect(ticks.append)
    _estimate(qtbot, editor.balance, 20, 12)
    summary = editor.balance.summary
    assert summary is not None and summary.games == 20 and ticks[-1] == 20
    rows = result_rows(summary)
    assert sum(games for _key, games, *_ in rows) == 20
    assert sum(rate for _key, _games, rate, *_ in rows) == pytest.approx(1.0)
    for _key, _games, rate, low, high in rows:
        assert low <= rate <= high
    expected = simulate(preset.value, [12], 20, SEED, "normal", editor.overrides(), jobs=1)[0]
    assert summary.wins == expected.wins and summary.days == expected.days
    text = editor.balance.output.text()
    for key, _games, rate, low, high in rows:
        assert editor.balance.side_name(key) in text
        assert f"{rate:.1%}" in text and f"({low:.1%} – {high:.1%})" in text
    assert editor.balance.estimate.isEnabled() and not editor.balance.bar.isVisibleTo(editor)


def test_cancel_stops_the_workers(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.show()
    panel = editor.balance
    panel.jobs = 2
    panel.games.setValue(5000)
    qtbot.mouseClick(panel.estimate, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.bar.value() >= 4, timeout=120_000)  # workers running
    workers = multiprocessing.active_children()
    assert workers
    with qtbot.waitSignal(panel.finished, timeout=20_000):
        qtbot.mouseClick(panel.cancel, Qt.MouseButton.LeftButton)
    assert panel.summary is None and panel.bar.value() < 5000
    assert panel.output.text() == "Cancelled."
    assert multiprocessing.active_children() == []
    for worker in workers:
        assert not worker.is_alive()
        with pytest.raises(ProcessLookupError):
            os.kill(worker.pid, 0)
    assert panel.estimate.isEnabled()


def test_closing_the_editor_mid_run_stops_it(qtbot) -> None:
    from desktop.rules import balance

    assert not balance._RUNNING
    editor = RulesEditor()
    panel = editor.balance
    panel.jobs = 2
    panel.games.setValue(5000)
    qtbot.mouseClick(panel.estimate, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.bar.value() >= 1, timeout=120_000)
    editor.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: not balance._RUNNING, timeout=30_000)
    assert multiprocessing.active_children() == []


def test_bad_rules_are_told_not_played(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.balance.seats.setValue(3)
    qtbot.mouseClick(editor.balance.estimate, Qt.MouseButton.LeftButton)
    assert editor.balance.worker is None and "seats" in editor.balance.output.text()


def test_the_hotseat_setup_has_the_button_with_its_seat_count(qtbot) -> None:
    page = SetupPage()
    qtbot.addWidget(page)
    for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"):
        page.add_player(name)
    assert page.rules.balance.estimate.text() == "Estimate balance"
    assert page.rules.balance.seats.value() == len(page.rows)


def test_the_host_console_has_the_button(app, qtbot, quiet_hosting) -> None:
    console = HostConsole(app)
    qtbot.addWidget(console)
    assert console.setup_page.rules.balance.estimate.text() == "Estimate balance"
