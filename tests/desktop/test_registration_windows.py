"""Registration and the rules of the table in the windows, offscreen: joining over TCP on
127.0.0.1 with a character (and as a reserve) from the launcher's join page; the player
window in the lobby (the rules of the table first, the characters in the players list,
"waiting for the host's approval", a refusal told in words and nothing else changed, a
reserve's card); the rules frozen when the game starts, and a reserve who takes a
removed player's place; the projector's lobby with the characters, the reserves and the
rules of the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.board.projector import ProjectorWindow
from desktop.launcher.window import Launcher
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from engine.options import Preset
from netproto.hosting import HostedTable
from netproto.messages import Profile
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(90)

NAMES = ("Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
RULES = {"mafia_count": 2, "extra_roles": ["doctor", "don"], "recruitment": True,
         "tie_rule": "random"}


APP_SETTINGS = {"player_name": "Ann"}  # the app fixture's (tests/desktop/conftest.py)


@pytest.fixture
def session(tmp_path):
    made = TableSession(TableConfig(name="Classic night", preset=Preset.CLASSIC,
                                    options=dict(RULES), approve=True, max_seats=8, seed=4,
                                    log_dir=tmp_path))
    yield made
    made.close()


@pytest.fixture
def opened(session):
    """The windows a test opens: closed (their links say goodbye) before the table."""
    windows: list[Any] = []
    yield windows
    for window in windows:
        window.close()


def window_for(app, qtbot, opened, session: TableSession, name: str,
               **kwargs: Any) -> PlayerWindow:
    link = LocalTableClient(session, name, **kwargs)
    window = PlayerWindow(app, link)
    qtbot.addWidget(window)
    opened.append(window)
    window.show()
    qtbot.waitUntil(lambda: window.panel.view is not None)
    return window


def cells(table, column: int) -> dict[str, str]:
    return {table.item(r, 1).text(): table.item(r, column).text()
            for r in range(table.rowCount())}


def test_the_lobby_in_the_player_window(app, qtbot, session, opened) -> None:
    ann = window_for(app, qtbot, opened, session, "Ann", profile=Profile("baker", "red scarf"))
    panel = ann.panel
    # before the start the rules of the table come first
    assert panel.tabs.currentWidget() is panel.rules_tab
    rules = panel.rules_text.toPlainText()
    assert "Classic mafia" in rules
    assert "The roles in play (8 players)" in rules  # a full table while few sit
    assert "Don, Mafioso" in rules and "Doctor, Civilian ×5" in rules
    assert "Recruitment" in rules and "The lawyer strike" not in rules
    assert "A random one of them" in rules
    assert "who holds which role is not" in rules
    # he waits for the host
    assert panel.role_title.text() == "Waiting for the host's approval"
    session.approve("Ann")
    qtbot.waitUntil(lambda: panel.role_title.text() == "Not dealt yet")
    for name in NAMES:
        LocalTableClient(session, name)
        session.approve(name)
    zed = window_for(app, qtbot, opened, session, "Zed", reserve=True, profile=Profile("cook"))
    session.approve("Zed")
    qtbot.waitUntil(lambda: zed.panel.role_title.text() == "You are a reserve")
    # the players list: the characters (in the lobby in the role's column), the reserves
    table = panel.players
    qtbot.waitUntil(lambda: table.rowCount() == 9)
    assert table.horizontalHeaderItem(3).text() == "Character"
    assert cells(table, 3)["Ann"] == "baker · red scarf"
    assert cells(table, 0)["Zed"] == "R1" and cells(table, 2)["Zed"] == "reserve"
    assert "Profession: cook" in table.item(8, 1).toolTip()
    assert "Roles are dealt" in panel.role_rules.text()
    # the rules follow the table until the start (now for the 8 seated)
    session.set_options(Preset.CLASSIC, {**RULES, "lawyer_strike": True})
    qtbot.waitUntil(lambda: "The lawyer strike" in panel.rules_text.toPlainText())
    session.start()
    qtbot.waitUntil(lambda: (panel.view or {}).get("kind") == "player")
    frozen = panel.rules_text.toPlainText()
    assert "The roles in play (8 players)" in frozen and "The lawyer strike" in frozen
    assert table.horizontalHeaderItem(3).text() == "Role"
    assert "Profession: baker" in table.item(0, 1).toolTip()
    # the reserve watches, then takes a removed player's place and gets his role
    assert zed.panel.role_title.text() == "You are a reserve"
    assert zed.panel.view["kind"] == "public"
    gone = next(n for n in NAMES if session.game.state.players[n].role.value == "civilian")
    session.kick(gone)
    qtbot.waitUntil(lambda: (zed.panel.view or {}).get("kind") == "player")
    assert zed.panel.role_title.text() == "Civilian"
    assert "Find the mafia" in zed.panel.role_rules.text()


def test_a_refused_registration_is_told_and_changes_nothing(app, qtbot, session,
                                                          opened) -> None:
    bob = window_for(app, qtbot, opened, session, "Bob")
    session.approve("Bob")
    qtbot.waitUntil(lambda: bob.panel.role_title.text() == "Not dealt yet")
    views = []
    bob.link.viewChanged.connect(views.append)
    ivy = window_for(app, qtbot, opened, session, "Ivy")
    assert ivy.panel.role_title.text() == "Waiting for the host's approval"
    session.refuse("Ivy")
    qtbot.waitUntil(ivy.panel.banner.isVisible)
    assert ivy.panel.banner.text() == ("The host did not accept your registration at this "
                                       "table.")
    assert "The host did not accept" in ivy.connection.text()
    assert [s.name for s in session.lobby.everyone()] == ["Bob"]
    assert views == []  # Bob's window heard of nothing


def test_a_window_whose_seat_is_taken_over_keeps_saying_so(app, qtbot, session,
                                                           opened) -> None:
    """Every error after which the link gives up stays on the window, not only in the
    status bar for a while: here another window took the seat with its token."""
    bob = window_for(app, qtbot, opened, session, "Bob")
    session.approve("Bob")
    again = window_for(app, qtbot, opened, session, "Bob", token=bob.link.token)
    assert again.panel.view["registration"]["place"] == "seated"
    qtbot.waitUntil(bob.panel.banner.isVisible)
    assert bob.panel.banner.text() == "Your seat was taken over by a new connection."
    qtbot.wait(50)
    assert bob.panel.banner.isVisible()


def test_the_projector_lobby_shows_characters_reserves_and_rules(app, qtbot,
                                                                 session) -> None:
    for name in ("Ann", "Bob"):
        LocalTableClient(session, name, profile=Profile("smith" if name == "Ann" else ""))
        session.approve(name)
    LocalTableClient(session, "Zed", reserve=True)
    session.approve("Zed")
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False)
    qtbot.addWidget(projector)
    projector.show()
    board = projector.board
    qtbot.waitUntil(lambda: set(board.cards) == {"Ann", "Bob"})
    assert board.cards["Ann"].info.text() == "smith" and board.cards["Ann"].info.isVisibleTo(
        board)
    assert not board.cards["Bob"].info.isVisibleTo(board)
    assert board.reserves_panel.isVisibleTo(board) and board.reserves.text() == "Zed"
    lines = board.rules.text()
    assert board.rules_title.text() == "Rules of the table"
    assert lines.startswith("Classic mafia") and "The mafia (2): Don, Mafioso" in lines
    assert "Scenario: Recruitment" in lines and "On a tie: A random one of them" in lines
    # in the game the characters stay on the cards; the rules panel goes
    for name in ("Cid", "Dan", "Eve"):
        LocalTableClient(session, name)
        session.approve(name)
    session.start()
    qtbot.waitUntil(lambda: (board.view or {}).get("kind") == "public")
    assert board.cards["Ann"].info2.text() == "smith"
    assert not board.rules_panel.isVisibleTo(board)
    assert board.reserves.text() == "Zed"  # still waiting outside
    projector.close()


def test_joining_with_a_character_as_a_reserve_from_the_launcher(app, qtbot) -> None:
    table = HostedTable.create(TableConfig(name="Full table", preset=Preset.CLASSIC,
                                           max_seats=4, write_log=False),
                               ["127.0.0.1"], advertise=False)
    try:
        for name in ("Bob", "Cid", "Dan", "Eve"):
            LocalTableClient(table.session, name)
        launcher = Launcher(app)
        qtbot.addWidget(launcher)
        launcher.show()
        page = launcher.join_page
        qtbot.keyClicks(page.profile_edits["profession"], "  night  watchman ")
        qtbot.keyClicks(page.profile_edits["character"], "grumpy")
        qtbot.keyClicks(page.address, f"127.0.0.1:{table.port}")
        # a full table refuses a player: said in words, nothing changes
        qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "full" in page.status.text(), timeout=10_000)
        assert len(table.session.lobby.everyone()) == 4
        qtbot.mouseClick(page.reserve_box, Qt.MouseButton.LeftButton, pos=page.reserve_box
                         .rect().topLeft() + page.reserve_box.rect().center() / 4)
        assert page.reserve_box.isChecked()
        qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: [s.name for s in table.session.reserves] == ["Ann"],
                        timeout=10_000)
        seat = table.session.reserves[0]
        assert seat.profile == Profile("night watchman", "", "grumpy")
        assert app.settings.profile["profession"] == "night watchman"
        qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
        window = page.windows[-1]
        qtbot.waitUntil(lambda: window.panel.role_title.text() == "You are a reserve",
                        timeout=10_000)
        for other in page.windows:
            other.close()
        launcher.close()
    finally:
        table.close()
