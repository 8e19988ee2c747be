"""A female player's role in her gender everywhere a role of one named player is shown
(«Мирная», not «Мирный»): the projector's cards, the players list, the replay's and the
host's god views, a revealed role and a check's answer; and the end board shows no
"connected" dots (the game is over), while the board of a running game keeps them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from desktop import i18n, texts
from desktop.board.public_board import PublicBoard
from desktop.i18n import Language
from desktop.widgets.players import PlayerTable
from engine.game import Game
from engine.scenario import load_scenario, run_scenario
from engine.views import god_view, public_view

SCENARIO = (Path(__file__).resolve().parents[1] / "scenarios" / "classic"
            / "d_two_mafias_victory_family1.toml")


@pytest.fixture
def russian(qapp):
    assert i18n.install(qapp, Language.RU)
    yield
    i18n.install(qapp, Language.EN)


def _registered(view: dict, names: list[str]) -> dict:
    """``view`` with every player registered as a woman (Bob: a man), all connected."""
    gender = {name: "female" for name in names} | {"Bob": "male"}
    view["registrations"] = [{"name": n, "place": "seated", "connected": True,
                              "profile": {"gender": gender[n]}} for n in names]
    view["connected"] = {n: True for n in names}
    return view


def _finished() -> tuple[Game, dict]:
    outcome = run_scenario(load_scenario(str(SCENARIO)), io.StringIO())
    assert outcome.passed and outcome.game is not None, outcome.failure
    game = outcome.game
    return game, _registered(public_view(game), list(game.state.players))


def _civilians(game: Game) -> list[str]:
    return [p.name for p in game.state.players.values() if p.role.value == "civilian"]


def test_the_end_board_and_the_players_list_word_her_role_as_hers(qtbot, russian) -> None:
    game, view = _finished()
    women = [n for n in _civilians(game) if n != "Bob"]
    assert women
    board = PublicBoard()
    qtbot.addWidget(board)
    board.resize(1366, 768)
    board.show()
    board.show_view(view)
    for name in women:
        assert board.cards[name].role.text() == "Мирная", name
    if "Bob" in _civilians(game):
        assert board.cards["Bob"].role.text() == "Мирный"
    # the game is over: no dot says a player is still connected, in play
    assert not any(card.dot.isVisible() for card in board.cards.values())

    table = PlayerTable()
    qtbot.addWidget(table)
    table.set_view(view)
    roles = {table.item(r, 1).text(): table.item(r, 3).text()
             for r in range(table.rowCount())}
    for name in women:
        assert roles[name] == "Мирная", name


def test_a_running_board_keeps_the_connection_dots(qtbot) -> None:
    setup = load_scenario(str(SCENARIO)).setup
    game = Game(setup)
    board = PublicBoard()
    qtbot.addWidget(board)
    board.show()
    board.show_view(_registered(public_view(game), list(setup.players)))
    assert all(card.dot.isVisible() for card in board.cards.values())


def test_the_god_views_word_her_role_as_hers(qtbot, russian) -> None:
    from desktop.host.panels import GodView as HostGodView
    from desktop.replay.god_view import GodView as ReplayGodView

    game, _ = _finished()
    view = _registered(god_view(game), list(game.state.players))
    women = [n for n in _civilians(game) if n != "Bob"]
    replay = ReplayGodView()
    qtbot.addWidget(replay)
    replay.show_view(view)
    roles = {replay.players.item(r, 0).text(): replay.players.item(r, 1).text()
             for r in range(replay.players.rowCount())}
    host = HostGodView()
    qtbot.addWidget(host)
    host.show_view(view)
    host_roles = {host.roles.item(r, 0).text(): host.roles.item(r, 1).text()
                  for r in range(host.roles.rowCount())}
    for name in women:
        assert roles[name] == host_roles[name] == "Мирная", name
    assert host.mafia.genders[women[0]] == "female"  # the channel's lines: by gender too


def test_a_revealed_role_and_a_check_answer_in_her_gender(russian) -> None:
    she = {"Нина": "female"}
    revealed = {"code": "role_revealed", "params": {"name": "Нина", "role": "civilian"}}
    assert texts.event_text(revealed, she) == "Роль игрока Нина: Мирная."
    assert texts.event_text(revealed) == "Роль игрока Нина: Мирный."
    check = {"code": "check_result", "params": {"target": "Нина", "answer": "civilian"}}
    assert "Мирная" in texts.event_text(check, she)


def test_her_own_role_card_words_her_role_as_hers(qtbot, russian) -> None:
    from desktop.seat.role_card import RoleCard
    from engine.views import view_for

    game, _ = _finished()
    name = next(n for n in _civilians(game) if n != "Bob")
    view = _registered(view_for(game, name), list(game.state.players))
    card = RoleCard()
    qtbot.addWidget(card)
    card.show_view(view, view["me"], False)
    assert card.role_title.text() == "Мирная"
