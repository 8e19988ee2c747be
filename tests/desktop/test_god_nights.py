"""The host console's god view (issue 33): tonight names who has acted and who has not and
shows every order (the Death Note's L check and Near's save too); the "Past nights" tab
keeps each resolved night — who did what, what resolved how — in English and Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop import i18n
from desktop.host.panels import GodView
from engine.clock import parse_time
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.views import god_view
from tests.helpers.names import DEAL

PLAYERS = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")


def night_one() -> Game:
    game = Game(GameSetup(Preset.DEATHNOTE, PLAYERS, 5, {}, deal=dict(DEAL)))
    game.apply(Advance(parse_time("d1 21:00")))
    game.apply(Act("Bob", Action.CHECK, target="Dan"))
    game.apply(Act("Cid", Action.SAVE, target="Fay"))
    game.apply(Act("Dan", Action.SHOOT, target="Fay"))
    game.apply(Act("Gus", Action.SLEEP))
    return game


def click_tab(qtbot, panel: GodView, index: int) -> None:
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert panel.tabs.currentIndex() == index


def test_tonight_names_who_has_acted_and_every_order(qtbot) -> None:
    panel = GodView()
    qtbot.addWidget(panel)
    panel.resize(1200, 700)
    panel.show()
    game = night_one()
    panel.show_view(god_view(game))
    now = panel.notebook.toPlainText()
    assert "Has acted or sleeps: Bob, Cid, Dan, Gus" in now
    assert "Not yet: Ann, Eve, Fay" in now
    assert "Bob — check: Dan" in now and "Cid — protection: Fay" in now
    assert "Dan — shot: Fay" in now


def test_past_nights_tell_what_was_done_and_how_it_resolved(qtbot) -> None:
    panel = GodView()
    qtbot.addWidget(panel)
    panel.resize(1200, 700)
    panel.show()
    game = night_one()
    game.apply(Advance(parse_time("d2 10:00")))
    panel.show_view(god_view(game))
    click_tab(qtbot, panel, 1)
    assert panel.tabs.tabText(1) == "Past nights"
    text = panel.history.toPlainText()
    assert "Night after day 1" in text
    assert "Bob — check: Dan" in text and "Only slept: Gus" in text
    assert "Did nothing: Ann, Eve, Fay" in text
    assert "Fay saved by Cid" in text
    assert "The mafia's kill failed: the target was saved (target: Fay)" in text
    assert "Bob learns: Dan — Mafioso" in text
    click_tab(qtbot, panel, 0)
    assert "The notebook" in panel.notebook.toPlainText()


@pytest.mark.usefixtures("qapp")
def test_past_nights_in_russian(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    i18n.install(app, i18n.Language.RU)
    try:
        panel = GodView()
        qtbot.addWidget(panel)
        game = night_one()
        game.apply(Advance(parse_time("d2 10:00")))
        panel.show_view(god_view(game))
        assert panel.tabs.tabText(1) == "Прошлые ночи"
        text = panel.history.toPlainText()
        assert "Ночь после дня 1" in text and "спас" in text.lower()
    finally:
        i18n.install(app, i18n.Language.EN)




def test_the_nights_keep_most_of_the_column_beside_the_channels_and_the_graveyard(qtbot) -> None:
    """Two merged branches each put a box under tonight and the past nights (the mafia
    channel, then the graveyard): at a 1366×768 console's size the nights' tabs — what the
    god view is for — were left 3 parts of 7, six lines of a night's history. They keep
    more than half of the column (the channels and the room scroll)."""
    panel = GodView()
    qtbot.addWidget(panel)
    panel.resize(820, 540)
    panel.show()
    game = night_one()
    game.apply(Advance(parse_time("d2 10:00")))
    panel.show_view(god_view(game))
    qtbot.waitUntil(lambda: panel.tabs.height() > 0)
    column = panel.tabs.parentWidget().height()
    assert panel.tabs.height() > column / 2, (panel.tabs.height(), column)
