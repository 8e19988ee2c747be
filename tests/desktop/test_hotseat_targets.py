"""Hot-seat target lists choose nothing for the player (issue 16, items 8 and 9): every
list opens on a «Выберите…» placeholder, the vote grid has no vote preselected (least of
all a self-vote), a vote that cannot be changed is confirmed first, and a second click on
"Nominate" after a nomination nominates nobody else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.widgets.target_choice import chosen_target
from tests.desktop.test_hotseat import (
    click,
    fill_setup,
    new_game,
    next_phase,
    round_by_clicks,
)

pytestmark = pytest.mark.timeout(240)


def _classic_game(app, qtbot):
    from desktop.hotseat.window import HotSeatWindow

    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 3
    window.show()
    page = window.setup_page
    page.preset_combo.setCurrentIndex(page.preset_combo.findData("classic"))
    for row in list(page.rows)[5:]:
        qtbot.mouseClick(row.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.rows) == 5)
    fill_setup(window, qtbot, ["Ann", "Bob", "Cid", "Dan", "Eve"], {})
    page.option_widgets["mafia_count"].setValue(1)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    return window


def test_the_classic_vote_preselects_nobody_and_a_final_vote_is_confirmed(app, qtbot) -> None:
    window = _classic_game(app, qtbot)
    game = window.session.game
    round_by_clicks(window, qtbot, {})
    page = window.board_page
    if game.state.phase.value == "night":  # (a first night: on to the day)
        next_phase(window, qtbot)
        round_by_clicks(window, qtbot, {})
    next_phase(window, qtbot)  # the day → the vote
    round_by_clicks(window, qtbot, {})
    qtbot.waitUntil(lambda: page.vote_scroll.isVisible())
    voter = next(n for n in ("Ann", "Bob", "Cid") if game.state.players[n].alive)
    grid = page.vote_grid
    qtbot.waitUntil(lambda: any(button.isEnabled() and button.isVisible()
                                for (v, _c), button in grid.buttons.items() if v == voter))
    row = {c: button for (v, c), button in grid.buttons.items() if v == voter}
    assert not any(button.isChecked() for button in row.values())  # nothing preselected
    target = next(c for c in grid.candidates if c != voter)
    click(qtbot, row[target])
    assert page.final_box.isVisible() and target in page.final_text.text()
    assert game.state.players[voter].vote is None  # not yet
    assert not row[target].isChecked()  # the view, not the tap, says what was cast
    click(qtbot, page.final_no)
    assert not page.final_box.isVisible() and game.state.players[voter].vote is None
    click(qtbot, row[target])
    click(qtbot, page.final_yes)
    qtbot.waitUntil(lambda: game.state.players[voter].vote == target)
    qtbot.waitUntil(lambda: row[target].isChecked())
    assert not any(button.isEnabled() for button in row.values())  # no change left
    assert "cannot change" in grid.status[voter].text()
    window.close()


def test_a_second_click_on_nominate_nominates_nobody_else(app, qtbot) -> None:
    window = new_game(app, qtbot)
    game = window.session.game
    round_by_clicks(window, qtbot, {})
    page = window.board_page
    qtbot.waitUntil(lambda: page.nominate.isVisible())
    page.actor.setCurrentText("Ann")
    combo = page.nominate_target
    qtbot.waitUntil(lambda: combo.findText("Bob") > 0)
    assert chosen_target(combo) is None  # nothing preselected
    combo.setCurrentText("Bob")
    click(qtbot, page.nominate)
    qtbot.waitUntil(lambda: game.state.players["Ann"].nomination == "Bob")
    qtbot.waitUntil(lambda: combo.findText("Bob") < 0)  # the new view came
    assert chosen_target(combo) is None  # back to the placeholder, not the next name
    qtbot.mouseClick(page.nominate, Qt.MouseButton.LeftButton)  # the double click's second
    assert game.state.players["Ann"].nomination == "Bob"
    window.close()


def test_the_player_window_confirms_a_vote_that_cannot_be_changed(app, qtbot) -> None:
    from typing import Any

    from desktop.seat.action_list import ActionList
    from engine.commands import Advance
    from engine.game import Game, GameSetup
    from engine.options import Preset
    from engine.state import Phase
    from engine.views import view_for

    class Sender:
        read_only = False
        sent: list[tuple[str, dict[str, Any]]] = []

        def send(self, action: str, **fields: Any) -> int:
            self.sent.append((action, fields))
            return 1

    game = Game(GameSetup(Preset.CLASSIC, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"), 2, {}))
    while game.state.phase is not Phase.VOTE:
        game.apply(Advance(game.next_phase_boundary()))
    sender = Sender()
    actions = ActionList(sender)
    qtbot.addWidget(actions)
    actions.show()
    actions.show_view(view_for(game, "Ann"))
    row = actions.rows["vote"]
    qtbot.waitUntil(row.button.isVisible)  # (a row added to a shown list shows queued)
    assert chosen_target(row.targets) is None  # not the voter himself
    row.targets.setCurrentText("Bob")
    click(qtbot, row.button)
    assert sender.sent == [] and row.confirm.isVisible() and "Bob" in row.confirm.text()
    click(qtbot, row.confirm_yes)
    assert sender.sent == [("vote", {"target": "Bob"})] and not row.confirm.isVisible()
