"""The desktop puts each act where its row's ``place`` says and asks first when its row
says ``irreversible`` (engine/act_places.py): the seat's action list and notebook panel,
and the hot-seat board's vote grid. A final abstention asks first (before, the list and
the hot-seat grid cast it at once: only a vote was asked about); a concession sits last
and is no primary button."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.state import Phase
from engine.views import view_for
from tests.desktop.test_hotseat import board_act, click, new_game, next_phase, round_by_clicks

pytestmark = pytest.mark.timeout(240)
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")


class Sender:
    read_only = False

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def send(self, action: str, **fields: Any) -> int:
        self.sent.append((action, fields))
        return len(self.sent)


def _until(game: Game, phase: Phase) -> None:
    while game.state.phase is not phase:
        game.apply(Advance(game.next_phase_boundary()))


def _voted_once() -> tuple[Game, str]:
    """A Death Note vote (one change a day) in which a voter has voted once: his
    abstention now would be his last change."""
    game = Game(GameSetup(Preset.DEATHNOTE, NAMES, 5, {"vote_changes": 1}))
    _until(game, Phase.DAY)
    living = game.state.living_names()
    game.apply(Act(living[0], Action.NOMINATE, target=living[2]))
    _until(game, Phase.VOTE)
    voter = living[1]
    game.apply(Act(voter, Action.VOTE, target=living[2]))
    return game, voter


def test_a_final_abstention_asks_first_in_the_list(app, qtbot) -> None:
    from desktop.seat.action_list import ActionList

    game, voter = _voted_once()
    view = view_for(game, voter)
    abstain = next(r for r in view["actions"] if r["action"] == "abstain")
    assert abstain["legal"] and abstain["irreversible"] and abstain["place"] == "vote"
    sender = Sender()
    actions = ActionList(sender)
    qtbot.addWidget(actions)
    actions.show()
    actions.show_view(view)
    row = actions.rows["abstain"]
    qtbot.waitUntil(row.button.isVisible)
    qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
    assert sender.sent == [] and row.confirm.isVisible()
    assert "abstention" in row.confirm.text()
    qtbot.mouseClick(row.confirm_yes, Qt.MouseButton.LeftButton)
    assert sender.sent == [("abstain", {})]


def test_the_list_shows_the_places_its_rows_name(app, qtbot) -> None:
    """The list reads ``place``, not a list of its own: a row moved to the chat leaves
    it; a concession comes last, apart, and is no primary button."""
    from desktop.seat.action_list import ActionList

    game = Game(GameSetup(Preset.CLASSIC, NAMES, 2, {"autokill_inactive": False}))
    _until(game, Phase.NIGHT)
    mafioso = next(p.name for p in game.state.players.values() if p.family)
    view = view_for(game, mafioso)
    actions = ActionList(Sender())
    qtbot.addWidget(actions)
    actions.show()
    actions.show_view(view)
    listed = {r["action"] for r in view["actions"]
              if r["place"] in ("nominations", "vote", "night", "concession")}
    assert set(actions.rows) == listed and "say" not in listed
    layout = actions.rows_layout
    order = [layout.itemAt(i).widget() for i in range(layout.count())]
    shown = [w.action for w in order if getattr(w, "action", None) in actions.rows]
    assert shown[-1] == "concede"
    concede = actions.rows["concede"].button
    assert not concede.property("primary") and concede.property("danger")
    moved = dict(view) | {"actions": [r | {"place": "chat"} if r["action"] == "sleep" else r
                                      for r in view["actions"]]}
    actions.show_view(moved)
    assert "sleep" not in actions.rows and "concede" in actions.rows


def test_the_notebook_panel_shows_the_notebook_place(app, qtbot) -> None:
    from desktop.seat.notebook_panel import NotebookPanel

    game = Game(GameSetup(Preset.DEATHNOTE, NAMES, 5, {}))
    _until(game, Phase.DAY)
    kira = game.state.notebook.holder
    view = view_for(game, kira)
    panel = NotebookPanel(Sender())
    qtbot.addWidget(panel)
    panel.update_view(view)
    assert set(panel._rows) == {r["action"] for r in view["actions"]
                                if r["place"] == "notebook"} >= {"write", "eyes"}
    # a row placed elsewhere is not the panel's
    moved = dict(view) | {"actions": [r | {"place": "night"} if r["action"] == "eyes" else r
                                      for r in view["actions"]]}
    panel.update_view(moved)
    assert "eyes" not in panel._rows


def test_the_hot_seat_grid_asks_before_a_final_abstention(app, qtbot) -> None:
    window = new_game(app, qtbot)
    game = window.session.game
    round_by_clicks(window, qtbot, {})
    page = window.board_page
    qtbot.waitUntil(lambda: page.nominate.isVisible())
    board_act(window, qtbot, "Ann", "nominate", "Cid")
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: page.vote_scroll.isVisible())
    voter = next(n for n in game.state.living_names() if n != "Cid")
    board_act(window, qtbot, voter, "vote", "Cid")  # his first vote: a change stays
    assert not page.final_box.isVisible()
    grid = page.vote_grid
    qtbot.waitUntil(lambda: (page.player_views(voter) or {}).get("me", {}).get("vote") == "Cid"
                    and grid.abstain_buttons[voter].isEnabled())
    click(qtbot, grid.abstain_buttons[voter])  # his last change
    assert page.final_box.isVisible() and "abstain" in page.final_text.text()
    assert not game.state.players[voter].abstained  # not yet
    click(qtbot, page.final_yes)
    qtbot.waitUntil(lambda: game.state.players[voter].abstained)
    window.close()
