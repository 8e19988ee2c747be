"""The hot-seat board's public vote (issue 33): one row per voter, a tap on his candidate
casts his vote (a change, an abstention: one tap too), the rows follow each voter's own
view, and a voter who cannot vote again is told the real reason — not "Ann is not a
candidate" (item 6: the reason was the first refusal in seat order)."""

from __future__ import annotations

import pytest

from tests.desktop.test_hotseat import (
    board_act,
    click,
    new_game,
    next_phase,
    round_by_clicks,
)

pytestmark = pytest.mark.timeout(240)


def _to_the_vote(window, qtbot, nominees: dict[str, str]) -> None:
    """The day's private turns, the nominations (nominator → nominee) by clicks, then
    the vote."""
    round_by_clicks(window, qtbot, {})
    page = window.board_page
    qtbot.waitUntil(lambda: page.nominate.isVisible())
    assert not page.vote_scroll.isVisible()  # no vote grid by day: advance votes are private
    for nominator, nominee in nominees.items():
        board_act(window, qtbot, nominator, "nominate", nominee)
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: page.vote_scroll.isVisible())


def _row(grid, voter: str) -> dict[str, object]:
    return {c: button for (v, c), button in grid.buttons.items() if v == voter}


def test_a_voter_who_voted_for_the_only_candidate_is_told_why_not_again(app, qtbot) -> None:
    window = new_game(app, qtbot)
    game = window.session.game
    _to_the_vote(window, qtbot, {"Ann": "Cid"})
    page = window.board_page
    grid = page.vote_grid
    assert grid.candidates == ["Cid"]
    page.actor.setCurrentText("Eve")  # "Who acts: Eve" (the vote does not need it)
    board_act(window, qtbot, "Eve", "vote", "Cid")
    assert game.state.players["Eve"].vote == "Cid"
    status = grid.status["Eve"]
    qtbot.waitUntil(lambda: _row(grid, "Eve")["Cid"].isChecked() and status.isVisible())
    assert status.text() == "You have already voted.", status.text()
    assert "Ann" not in status.text() and "candidate" not in status.text()
    assert "candidate" not in page.reasons.text()
    assert grid.abstain_buttons["Eve"].isEnabled()  # one change left: she may abstain
    window.close()


def test_each_voter_votes_in_one_tap_on_the_board(app, qtbot) -> None:
    window = new_game(app, qtbot)
    game = window.session.game
    _to_the_vote(window, qtbot, {"Ann": "Cid", "Bob": "Dan"})
    page = window.board_page
    grid = page.vote_grid
    living = game.state.living_names()
    assert grid.voters == living and grid.candidates == ["Cid", "Dan"]
    assert set(grid.abstain_buttons) == set(living)  # abstaining is allowed in Death Note
    for voter in living[:4]:
        board_act(window, qtbot, voter, "vote", "Dan" if voter != "Dan" else "Cid")
    board_act(window, qtbot, living[4], "abstain")
    qtbot.waitUntil(lambda: (page.view or {}).get("tally") == {"Cid": 1, "Dan": 3})
    assert game.state.players[living[4]].abstained
    # a change of vote is a tap too (Death Note: one change a day); the last one it can
    # make is confirmed first, as a vote that cannot be changed always is
    ann = _row(grid, "Ann")
    click(qtbot, ann["Cid"])
    assert page.final_box.isVisible() and "cannot be changed" in page.final_text.text()
    click(qtbot, page.final_yes)
    qtbot.waitUntil(lambda: (page.view or {}).get("tally") == {"Cid": 2, "Dan": 2})
    qtbot.waitUntil(lambda: ann["Cid"].isChecked() and not ann["Dan"].isChecked())
    assert not ann["Dan"].isEnabled()  # her change is used up
    assert "cannot change" in grid.status["Ann"].text()
    window.close()


def test_bots_have_no_row(app, qtbot, monkeypatch) -> None:
    from desktop.hotseat.window import HotSeatWindow
    from tests.desktop.test_hotseat import fill_setup

    monkeypatch.setattr(HotSeatWindow, "bot_delay", (0.0, 0.0))
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 5
    window.show()
    fill_setup(window, qtbot, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"], {})
    window.setup_page.rows[6].set_bot(True)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    _to_the_vote(window, qtbot, {"Ann": "Cid"})
    grid = window.board_page.vote_grid
    assert grid.voters == ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]  # Gus votes himself
    window.close()


def test_a_large_classic_vote_wraps_its_rows_and_cuts_no_candidate(app, qtbot) -> None:
    """Classic has no nominations: every living player is a candidate, fifteen buttons a
    row. The rows wrap to the window's width (a 1366-pixel laptop), never scroll sideways
    with candidates cut off; and one tap still casts the vote."""
    from desktop.hotseat.window import HotSeatWindow
    from tests.desktop.test_hotseat import fill_setup

    names = [f"Player{n:02d}" for n in range(1, 16)]
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 3
    window.resize(1280, 728)
    window.show()
    page = window.setup_page
    page.preset_combo.setCurrentIndex(page.preset_combo.findData("classic"))
    fill_setup(window, qtbot, names, {})
    click(qtbot, page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    round_by_clicks(window, qtbot, {})
    game = window.session.game
    if game.state.phase.value == "night":
        next_phase(window, qtbot)
        round_by_clicks(window, qtbot, {})
    next_phase(window, qtbot)  # the day → the vote
    board = window.board_page
    qtbot.waitUntil(lambda: board.vote_scroll.isVisible())
    grid = board.vote_grid
    assert len(grid.candidates) == 15 and not grid.abstain_buttons  # classic: no abstaining
    viewport = board.vote_scroll.viewport()
    qtbot.waitUntil(lambda: grid.width() <= viewport.width())
    for button in grid.buttons.values():
        assert button.geometry().right() < viewport.width(), button.objectName()
    lines = {button.y() for (voter, _c), button in grid.buttons.items() if voter == names[0]}
    assert len(lines) > 1  # the row wrapped
    voter = next(n for n in names if game.state.players[n].alive)
    target = next(n for n in names if n != voter and game.state.players[n].alive)
    board.vote_scroll.ensureWidgetVisible(grid.buttons[(voter, target)])
    click(qtbot, grid.buttons[(voter, target)])
    click(qtbot, board.final_yes)  # classic: a vote cannot be changed, so it is confirmed
    qtbot.waitUntil(lambda: game.state.players[voter].vote == target)
    window.close()
