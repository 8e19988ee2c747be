"""The inactivity removal at a table (RULES.md §6, issue 33), clicked through offscreen:
the rule editor's two duties, the rules page's plain sentence, the player window's warning
during the vote (and its quiet "done" line, which moves nothing), and the host's
confirmation of a vote end that would remove players."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.host.console import HostConsole
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from engine.options import Preset
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage
from netproto.session import TableConfig, TableSession, TableState

pytestmark = pytest.mark.timeout(60)

LEFT = Qt.MouseButton.LeftButton
DEAL = {"Ann": "mafia", "Bob": "civilian", "Cid": "civilian", "Dan": "civilian",
        "Eve": "civilian", "Fay": "civilian", "Gus": "civilian"}


def answer_next_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` of the next modal message box (the host's question), keeping its
    text in ``seen``."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        box.button(button).click()
    QTimer.singleShot(0, click)


@pytest.fixture
def console(app, qtbot, monkeypatch):
    """A host console whose questions are real message boxes (not registered with qtbot,
    whose closing at teardown would ask "Close the console?")."""
    HostConsole.advertise = False
    window = HostConsole(app)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    window.show()
    yield window
    HostConsole.advertise = True
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: True)
    window.shutdown()
    window.close()


def test_the_rule_editor_has_two_duties_greyed_without_removal(console, qtbot) -> None:
    rules = console.rules
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    vote, chat = (rules.editors[n][0] for n in ("inactive_vote_duty", "inactive_chat_duty"))
    # the classic default: removal on, the vote duty on, the chat duty off
    assert vote.isChecked() and not chat.isChecked()
    assert vote.isEnabled() and chat.isEnabled()
    assert rules.titles["inactive_chat_duty"].text() == "Duty: write in the game chat every day"
    assert "talk aloud" in rules.hints["inactive_chat_duty"].text()
    qtbot.mouseClick(rules.editors["autokill_inactive"][0], LEFT)
    assert not vote.isEnabled() and not chat.isEnabled()  # no removal: no duty
    qtbot.mouseClick(rules.editors["autokill_inactive"][0], LEFT)
    qtbot.mouseClick(chat, LEFT)
    assert rules.overrides() == {"inactive_chat_duty": True}


def test_the_player_window_warns_during_the_vote_and_then_moves_nothing(app, qtbot,
                                                                         tmp_path) -> None:
    session = TableSession(TableConfig(name="Idle", preset=Preset.CLASSIC, deal=dict(DEAL),
                                       seed=5, log_dir=tmp_path))
    window = PlayerWindow(app, LocalTableClient(session, "Bob"))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    others = {}
    for name in DEAL:
        if name != "Bob":
            others[name] = LocalClient(session)
            others[name].hello(name)
    try:
        session.start()
        panel = window.panel
        qtbot.waitUntil(lambda: (panel.view or {}).get("kind") == "player")
        # the rules page says the rule plainly
        assert ("whoever has not voted by 21:00 is removed from the game; writing in the "
                "chat is not required") in panel.rules_text.toPlainText()
        assert not panel.duty_notice.isVisible()  # by day: nothing yet
        session.advance_phase()  # the vote opens
        qtbot.waitUntil(lambda: panel.duty_notice.isVisible())
        assert panel.duty_notice.text() == (
            "You have not voted today. Vote before 21:00, or you will be removed from the "
            "game for inactivity.")
        assert "Inactivity rule: you have not voted today" in panel.private_log.toPlainText()
        for name, client in others.items():  # each is told only of himself
            told = [m["text"] for m in client.view["messages"]]
            assert any("you have not voted today" in t for t in told), name
            assert not any("Bob" in t for t in told), name
        row = panel.action_rows["vote"]
        top = panel.actions_box.mapTo(window, panel.actions_box.rect().topLeft()).y()
        row.targets.setCurrentIndex(row.targets.findText("Gus"))
        qtbot.mouseClick(row.button, LEFT)
        qtbot.mouseClick(row.confirm_yes, LEFT)  # a classic vote cannot be changed
        qtbot.waitUntil(lambda: panel.duty_notice.text()
                        == "You will not be removed for inactivity today.")
        QApplication.processEvents()
        assert panel.actions_box.mapTo(window, panel.actions_box.rect().topLeft()).y() == top
        session.advance_phase()  # the night: Bob stays, the six who did not vote go
        qtbot.waitUntil(lambda: not panel.duty_notice.isVisible())
        assert session.game.state.players["Bob"].alive
    finally:
        window.close()
        session.close()


def join_all(session) -> dict[str, Any]:
    clients = {}
    for name in DEAL:
        clients[name] = LocalClient(session)
        clients[name].hello(name)
    return clients


def test_the_host_confirms_a_vote_end_that_removes_players(console, qtbot) -> None:
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    qtbot.mouseClick(console.approve_box, LEFT)  # no approval: straight in
    qtbot.mouseClick(console.open_button, LEFT)
    session = console.session
    # the console deals at random: with Fay and Gus both mafia the vote would end the game
    session.config.deal = dict(DEAL)
    clients = join_all(session)
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    assert session.state is TableState.RUNNING
    qtbot.mouseClick(console.next_button, LEFT)  # day → vote: nobody removed, no question
    assert session.game.state.phase.value == "vote"
    for name in ("Ann", "Bob", "Cid", "Dan", "Eve"):
        assert clients[name].request(ActMessage.of("vote", target="Fay")) is not None
    console.refresh()
    line = console.game_page.inactive_line
    assert line.isVisible()
    assert line.text() == ("Removed for inactivity if the vote closed now: Fay (no vote), "
                           "Gus (no vote)")
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    qtbot.mouseClick(console.next_button, LEFT)
    assert seen == ["2 players will be removed from the game for inactivity when the vote "
                    "closes: Fay (no vote), Gus (no vote).\n\nEnd the vote now?"]
    assert session.game.state.phase.value == "vote"  # "No": the vote goes on
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    qtbot.mouseClick(console.next_button, LEFT)
    assert len(seen) == 2
    players = session.game.state.players
    assert session.game.state.phase.value == "night"
    assert players["Fay"].death.cause.value == "executed"
    assert players["Gus"].death.cause.value == "inactive"
    qtbot.waitUntil(lambda: not line.isVisible())


def test_the_lobby_says_seats_and_the_players_needed_apart(console, qtbot) -> None:
    """"Seated: 0 of 8" beside "7 more players needed" read as a contradiction: the tab
    counts the seats, the reason says how many the game needs."""
    console.seats_spin.setValue(8)
    qtbot.mouseClick(console.open_button, LEFT)
    assert console.lobby_tabs.tabText(0) == "Seated: 0 (seats: 8)"
    assert console.start_reason.text() == ("7 more players needed to start: this game "
                                           "needs at least 7.")
