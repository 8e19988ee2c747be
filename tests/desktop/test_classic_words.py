"""A classic game speaks of no Death Note material (issue 16, item 5): its end board and
the host's story name no notebook, its options' explanations name no Near, its town roles
wear their own icons (not L's or Near's), and the hot-seat's "next phase" question speaks of
no nominations where there are none."""

from __future__ import annotations

import random

import pytest

from desktop import theme
from desktop.board.story_page import StoryPage
from desktop.host.game import story_html
from desktop.hotseat.board import BoardPage
from desktop.i18n import Language
from desktop.rules import option_texts
from desktop.rules.editor import RulesEditor
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import god_view, public_view

pytestmark = pytest.mark.timeout(60)

NOTEBOOK_WORDS = ("notebook", "тетрад", "near", "ниа")


def finished(preset: Preset) -> Game:
    rng = random.Random(5)
    game, _stats = play_random_game(random_setup(rng, preset=preset), rng)
    assert game.over
    return game


def _shown_text(page: StoryPage) -> str:
    parts = []
    for panel in (page.deaths_panel, page.path_panel, page.entries_panel):
        if panel.isVisibleTo(page):
            parts.append(panel.title.text())
            parts += [panel.lines.item(i).text() for i in range(panel.lines.count())]
    return " ".join(parts).lower()


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_classic_end_board_and_story_name_no_notebook(app, qtbot, language) -> None:
    app.set_language(language)
    page = StoryPage()
    qtbot.addWidget(page)
    classic = finished(Preset.CLASSIC)
    page.show_view(public_view(classic), 1.0)
    shown = _shown_text(page)
    assert shown and not any(word in shown for word in NOTEBOOK_WORDS), shown
    story = story_html(god_view(classic)).lower()
    assert not any(word in story for word in NOTEBOOK_WORDS), story
    # the Death Note's end still tells the notebook's path
    page.show_view(public_view(finished(Preset.DEATHNOTE)), 1.0)
    assert page.path_panel.isVisibleTo(page) and page.entries_panel.isVisibleTo(page)
    assert "тетрад" in _shown_text(page) or "notebook" in _shown_text(page)


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_no_classic_option_speaks_of_near(app, qtbot, language) -> None:
    app.set_language(language)
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_preset(Preset.CLASSIC)
    texts = editor.option_texts()
    for name, (title, hint) in texts.items():
        if editor.applies(name):
            words = (title + " " + hint).lower()
            assert not any(w in words for w in ("near", "ниа", "notebook", "тетрад")), name
    assert "near" in option_texts.option_texts()["announce_saves"][1].lower() or \
        "ниа" in option_texts.option_texts()["announce_saves"][1].lower()


def test_classic_roles_wear_their_own_icons() -> None:
    death_note = {theme.role_icon_name(r) for r in ("l", "near", "kira")}
    for role in ("doctor", "commissar", "maniac"):
        name = theme.role_icon_name(role)
        assert name not in death_note and theme.svg_path(name).exists(), role


def test_the_classic_next_phase_question_names_no_nominations(app, qtbot) -> None:
    app.set_language(Language.RU)
    board = BoardPage()
    qtbot.addWidget(board)
    for preset, named in ((Preset.CLASSIC, False), (Preset.DEATHNOTE, True)):
        game = Game(random_setup(random.Random(1), preset=preset))
        view = public_view(game)
        assert view["clock"]["phase"] == "day"
        board.show_view(view)
        board.retranslate_confirm()
        assert ("выдвинут" in board.confirm_text.text()) is named, board.confirm_text.text()


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_classic_saves_option_says_a_failed_kill_is_announced_anyway(app, qtbot,
                                                                         language) -> None:
    """Issue 33, item 7: with "Failed shots are announced" off the newspaper still said
    «Убийство мафии не удалось» — rightly (a failed kill is always announced, C6.6): the
    classic option only names the saved, and says so."""
    app.set_language(language)
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_preset(Preset.CLASSIC)
    title, hint = editor.option_texts()["announce_saves"]
    said = (title + " " + hint).lower()
    if language is Language.EN:
        assert "named" in title.lower() and "failed" not in title.lower()
        assert "announced either way" in said and "the mafia's kill failed." in said
    else:
        assert "называ" in title.lower() and "неудач" not in title.lower()
        assert "в любом случае" in said and "убийство мафии не удалось" in said
