"""Play again at a hot-seat table (issue 31): three people and four bots play a game to
its end; the board's "Play again" deals the next game to the same players (the bots
forget the old game) with a log and a turn state of its own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from desktop.hotseat.window import HotSeatWindow, sidecar_path
from engine.next_deal import roles_played
from engine.views import dealt_roles
from netproto.messages import ActMessage
from netproto.storage import load_log
from tests.desktop.test_hotseat import (  # noqa: F401 - the fixture
    PEOPLE,
    app,
    bots_quiet,
    click,
    finish_screen,
    next_phase,
    setup_with_bots,
)

pytestmark = pytest.mark.timeout(240)


def _play_to_end(window: HotSeatWindow, qtbot) -> None:
    page = window.board_page
    for _ in range(200):
        if window.stage == "board" and window._over():
            return
        game = window.session.game
        if window.stage == "curtain":
            click(qtbot, window.curtain_page.show_button)
        elif window.stage == "private":
            name = window.private_page.player
            if game.state.phase.value == "night":
                window.links[name].request(ActMessage.of("sleep"))
            finish_screen(window, qtbot)
        else:
            bots_quiet(window, qtbot)
            # a bot's last act may still be reaching the board (the day's turns now due,
            # or the game over): act on what the board shows once it has settled
            qtbot.waitUntil(lambda: window._over() or page.round_due
                            or page.next_button.isEnabled())
            if window._over():
                continue
            if page.round_due:
                click(qtbot, page.round_button)
            else:
                next_phase(window, qtbot)
            qtbot.waitUntil(lambda: window.stage in ("curtain", "board"))
    raise AssertionError("the game did not end")


def test_a_hotseat_table_plays_again(app, qtbot, monkeypatch) -> None:  # noqa: F811
    monkeypatch.setattr(HotSeatWindow, "bot_delay", (0.0, 0.0))
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 11
    window.show()
    bot_names = setup_with_bots(window, qtbot)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    window.panel_factory = lambda _app, link, parent: QLabel(f"{link.name}'s screen", parent)
    page = window.board_page
    assert not page.again_button.isVisible()
    _play_to_end(window, qtbot)
    first, first_log = window.session.game, window.session.log.path
    last = roles_played(first)
    qtbot.waitUntil(page.again_button.isVisible)  # the board's view of the end
    assert page.no_repeat_box.isVisible()

    page.no_repeat_box.setChecked(True)
    click(qtbot, page.again_button)
    session = window.session
    assert session.game is not first and not window._over()
    assert session.table_info()["game"] == 2 and session.log.path != first_log
    assert load_log(first_log).winner is not None  # the old game stays finished
    assert window.sidecar == sidecar_path(session.log.path)
    assert sorted(session.game.state.players) == sorted(PEOPLE + bot_names)
    now = dealt_roles(session.game)
    assert all(now[n] != role for n, role in last.items() if role != "civilian")
    qtbot.waitUntil(lambda: not page.again_button.isVisible())
    assert sorted(window.bots) == sorted(bot_names)
    # the second game is played to its end too: the bots play it, none refused
    _play_to_end(window, qtbot)
    assert session.game.state.winner
    assert all(bot.error is None and not bot.refusals for bot in window.bots.values())
    window.close()
