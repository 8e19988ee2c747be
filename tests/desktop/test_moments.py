"""A game-clock moment reads as words in the window's language (issue 16, item 6): one
formatting («день 2, 10:00» / "day 2, 10:00") wherever a moment is shown — the refusals
and engine messages, the projector's cards and its end story, the host's story and god
view, the player table's tooltip — never the engine's "d2 10:00"."""

from __future__ import annotations

import random
import re

import pytest

from desktop.board.public_board import PublicBoard
from desktop.board.story_page import StoryPage
from desktop.host.game import story_html
from desktop.i18n import Language, engine_text, refusal_text
from desktop.moments import localize_moments, moment_text
from desktop.widgets.players import PlayerTable
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import god_view, public_view

pytestmark = pytest.mark.timeout(60)

ENGINE_FORM = re.compile(r"\bd\d+( \d\d:\d\d)?\b")


def test_one_formatting_per_language(app) -> None:
    assert moment_text("d2 10:00") == "day 2, 10:00"
    assert moment_text(2 * 1440 + 600) == "day 2, 10:00"
    assert moment_text(None) == "" and moment_text("soon") == "soon"
    app.set_language(Language.RU)
    assert moment_text("d2 10:00") == "день 2, 10:00"
    assert localize_moments("до d3 23:00") == "до день 3, 23:00"


def test_refusals_and_messages_name_the_moment_in_words(app) -> None:
    app.set_language(Language.RU)
    text = refusal_text("time_in_past", {"time": "d1 00:00"})
    assert "день 1, 00:00" in text and not ENGINE_FORM.search(text), text
    lent = engine_text("lent_out", {"to": "Misa", "until": "d2 21:00"})
    assert "день 2, 21:00" in lent and not ENGINE_FORM.search(lent), lent
    app.set_language(Language.EN)
    assert "day 1, 00:00" in refusal_text("time_in_past", {"time": "d1 00:00"})


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_the_boards_and_stories_show_no_engine_moment(app, qtbot, preset) -> None:
    app.set_language(Language.RU)
    rng = random.Random(3)
    game, _stats = play_random_game(random_setup(rng, preset=preset), rng)
    view = public_view(game)
    assert any(p.get("death") for p in view["players"])
    story = StoryPage()
    qtbot.addWidget(story)
    story.show_view(view, 1.0)
    lines = [panel.lines.item(i).text()
             for panel in (story.deaths_panel, story.path_panel, story.entries_panel)
             for i in range(panel.lines.count())]
    assert any("день " in line for line in lines)
    assert not any(ENGINE_FORM.search(line) for line in lines), lines
    host = story_html(god_view(game))
    assert "день " in host and not ENGINE_FORM.search(host)
    board = PublicBoard()
    qtbot.addWidget(board)
    board.show_view(view)
    statuses = [card.status.text() for card in board.cards.values()]
    assert any("день " in s for s in statuses), statuses
    assert not any(ENGINE_FORM.search(s) for s in statuses), statuses
    table = PlayerTable()
    qtbot.addWidget(table)
    table.set_view(view)
    tips = [table.item(r, c).toolTip() for r in range(table.rowCount())
            for c in range(table.columnCount()) if table.item(r, c)]
    assert not any(ENGINE_FORM.search(t) for t in tips), tips
