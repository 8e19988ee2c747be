"""A whole Death Note game run from the host console with three player windows over real
loopback sockets, the other seats scripted in-process: the console's and the windows' real
widgets are clicked (open the table, start, end each phase; nominations, votes, chat, the
notebook and the night), and every window shows only its seat's view."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTime
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from desktop.app import DesktopApp
from desktop.host.console import HostConsole
from desktop.i18n import Language
from desktop.seat.window import PlayerWindow
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage
from netproto.qt_client import QtTableClient
from tests.desktop.boxes import answer_next_box
from tests.helpers.names import NAMES

pytestmark = pytest.mark.timeout(120)

DEAL = {"Ann": "civilian", "Bob": "l", "Cid": "kira", "Dan": "mafia_boss", "Eve": "near",
        "Fay": "civilian", "Gus": "mafia"}
WINDOWS = ("Ann", "Bob", "Cid")


class Table:
    def __init__(self, qtbot, desktop: DesktopApp, tmp_path) -> None:
        self.qtbot = qtbot
        HostConsole.advertise = False
        self.console = HostConsole(desktop)
        qtbot.addWidget(self.console)
        self.console.show()
        self.console.seats_spin.setValue(7)
        qtbot.mouseClick(self.console.open_button, Qt.MouseButton.LeftButton)
        HostConsole.advertise = True
        assert self.console.hosted is not None, self.console.messages
        self.session = self.console.session
        self.session.config.seed, self.session.config.deal = 5, DEAL  # a known deal
        port = self.console.hosted.port
        self.windows: dict[str, PlayerWindow] = {}
        self.scripted: dict[str, LocalClient] = {}
        for name in NAMES:
            if name in WINDOWS:
                client = QtTableClient(name)
                client.connect_to("127.0.0.1", port)
                qtbot.waitUntil(lambda c=client: c.state.value == "connected", timeout=5000)
                window = PlayerWindow(desktop, client)
                qtbot.addWidget(window)
                window.show()
                self.windows[name] = window
            else:
                scripted = LocalClient(self.session)
                scripted.hello(name)
                self.scripted[name] = scripted

    def panel(self, name: str):
        return self.windows[name].panel

    def view(self, name: str) -> dict[str, Any]:
        return self.panel(name).view or {}

    def wait(self, condition, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(condition, timeout=timeout)

    def phase(self, name: str) -> str:
        return (self.view(name).get("clock") or {}).get("phase", "")

    def click_action(self, name: str, action: str, target: str | None = None) -> None:
        panel = self.panel(name)
        self.wait(lambda: action in panel.action_rows
                  and panel.action_rows[action].button.isVisible()
                  and (target is None or panel.action_rows[action].targets.findText(target) >= 0))
        row = panel.action_rows[action]
        if target is not None:
            row.targets.setCurrentText(target)
        with self.qtbot.waitSignal(panel.answerShown, timeout=5000) as answer:
            self.qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
        assert answer.args[0], answer.args[1]  # accepted by the table

    def start(self) -> None:
        self.wait(lambda: self.console.start_button.isEnabled())
        self.qtbot.mouseClick(self.console.start_button, Qt.MouseButton.LeftButton)
        self.wait(lambda: all(self.phase(n) == "day" for n in WINDOWS))

    def next_phase(self) -> None:
        before = self.session.game.state.phase
        self.qtbot.mouseClick(self.console.next_button, Qt.MouseButton.LeftButton)
        self.wait(lambda: all(self.phase(n) != before.value for n in WINDOWS))

    def close(self) -> None:
        for window in self.windows.values():
            window.close()
        self.console.shutdown()
        # let the sockets' deferred deletions run while their owners still exist
        self.qtbot.wait(100)


def test_three_windows_play_a_death_note_game_to_the_end(qtbot, desktop, tmp_path) -> None:
    table = Table(qtbot, desktop, tmp_path)
    try:
        table.wait(lambda: all(table.view(n).get("kind") == "lobby" for n in WINDOWS))
        table.start()
        # each window shows its own role card and nothing of the others'
        assert table.panel("Cid").role_title.text() == "Kira"
        assert table.panel("Bob").role_title.text() == "L"
        assert table.panel("Ann").role_title.text() == "Civilian"
        # the notebook has a tab of its own, for its holder only
        assert table.panel("Cid").tabs.indexOf(table.panel("Cid").notebook_tab) >= 0
        assert table.panel("Ann").tabs.indexOf(table.panel("Ann").notebook_tab) < 0
        roles_seen_by_ann = {table.panel("Ann").players.item(row, 1).text():
                             table.panel("Ann").players.item(row, 3).text() for row in range(7)}
        assert roles_seen_by_ann["Cid"] == "" and roles_seen_by_ann["Dan"] == ""
        # no notebook panel (its title) — the rules of the table name the preset, publicly
        ann_panel = table.panel("Ann")
        assert "Death Note" not in ann_panel.visible_text().replace(
            ann_panel.rules_text.toPlainText(), "")

        # day 1: chat, nominations and the vote by clicking
        ann = table.panel("Ann")
        qtbot.keyClicks(ann.chat_input, "Dan looks nervous")
        qtbot.mouseClick(ann.chat_send, Qt.MouseButton.LeftButton)
        table.wait(lambda: any("Dan looks nervous" in line
                               for line in table.panel("Bob").game_log.plain_lines()))
        table.click_action("Ann", "nominate", "Dan")
        # the answer says what happened, not the button's name
        table.wait(lambda: table.panel("Ann").feedback.text() == "Accepted — nomination: Dan.")
        table.click_action("Bob", "nominate", "Gus")
        table.wait(lambda: table.view("Cid").get("nominees") == ["Dan", "Gus"])
        table.next_phase()  # the vote
        for name in WINDOWS:
            table.click_action(name, "vote", "Dan")
        table.scripted["Fay"].request(ActMessage.of("vote", target="Dan"))
        table.wait(lambda: table.view("Ann")["tally"].get("Dan") == 4)
        assert "Your vote: Dan." in table.panel("Ann").my_status.text()
        table.next_phase()  # night: Dan executed; Kira's write window is open
        table.wait(lambda: not next(p for p in table.view("Ann")["players"]
                                    if p["name"] == "Dan")["alive"])
        assert "Your vote" not in table.panel("Ann").my_status.text()  # the day is over

        # night: Kira writes a frozen nominee through the notebook panel; the rest sleep
        cid = table.panel("Cid")
        table.wait(lambda: cid.notebook.write_button.isEnabled())
        cid.notebook.write_target.setCurrentText("Gus")
        qtbot.keyClicks(cid.notebook.circumstances, "heart attack")
        box = answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
        with qtbot.waitSignal(cid.answerShown, timeout=5000) as answer:
            qtbot.mouseClick(cid.notebook.write_button, Qt.MouseButton.LeftButton)
        assert "Gus" in box.text
        assert answer.args[0], answer.args[1]
        table.wait(lambda: cid.notebook.entries.rowCount() == 1)
        assert cid.notebook.entries.item(0, 0).text() == "Gus"
        assert "Gus" not in repr(table.view("Ann").get("notebook"))
        table.click_action("Ann", "sleep")
        table.click_action("Bob", "check", "Cid")
        table.next_phase()  # day 2: the newspaper
        table.wait(lambda: not next(p for p in table.view("Bob")["players"]
                                    if p["name"] == "Gus")["alive"])
        assert any("heart attack" in line for line in table.panel("Ann").game_log.plain_lines())
        assert table.view("Bob")["results"], (table.panel("Bob").feedback.text(),
                                              table.view("Bob")["messages"])
        assert table.panel("Bob").results_box.isVisible()  # L's check result
        # the Private tab turns red for it, and back once it is opened
        bob = table.panel("Bob")
        private = bob.tabs.indexOf(bob.private_tab)
        assert bob.tabs.tabBar().tabTextColor(private) == QColor(Qt.GlobalColor.red)
        qtbot.mouseClick(bob.tabs.tabBar(), Qt.MouseButton.LeftButton,
                         pos=bob.tabs.tabBar().tabRect(private).center())
        assert bob.tabs.currentWidget() is bob.private_tab
        assert bob.tabs.tabBar().tabTextColor(private) != QColor(Qt.GlobalColor.red)

        # day 2: the town finds Kira
        table.click_action("Ann", "nominate", "Cid")
        table.next_phase()
        for name in ("Ann", "Bob"):
            table.click_action(name, "vote", "Cid")
        for name in ("Eve", "Fay"):
            table.scripted[name].request(ActMessage.of("vote", target="Cid"))
        table.next_phase()
        table.wait(lambda: all(table.view(n).get("winner") == "town" for n in WINDOWS))
        assert "The town wins" in table.panel("Ann").my_status.text()
        # every window opens on the end: won or lost, everyone's role, the story
        for name, outcome in (("Ann", "You won!"), ("Bob", "You won!"), ("Cid", "You lost")):
            panel = table.panel(name)
            assert panel.tabs.currentWidget() is panel.end_tab
            assert panel.tabs.tabText(0) == "The end"
            assert panel.end_tab.headline.text() == outcome
            assert "The town wins" in panel.end_tab.detail.text()
            assert "Ann (Civilian)" in panel.end_tab.roles.text()
            assert "Cid" not in panel.end_tab.roles.text()  # Kira lost
        deaths = table.panel("Ann").end_tab.story.deaths_panel.lines
        assert any("Gus" in deaths.item(i).text() for i in range(deaths.count()))
        assert table.panel("Cid").action_rows == {} or not any(
            row.button.isVisible() for row in table.panel("Cid").action_rows.values())
        assert desktop.sounds.played  # cues were played (counted offscreen)
    finally:
        table.close()


def test_a_refused_action_says_why_and_changes_nothing(qtbot, desktop, tmp_path) -> None:
    table = Table(qtbot, desktop, tmp_path)
    try:
        table.start()
        ann = table.panel("Ann")
        ann.send("shoot", target="Bob")  # a civilian has no shot
        table.wait(lambda: ann.feedback.isVisible())
        assert "refused" in ann.feedback.text()
        assert all(p["alive"] for p in table.view("Ann")["players"])
        table.next_phase()  # the refusal belonged to the day: gone with it
        table.wait(lambda: table.view("Ann")["clock"]["phase"] == "vote")
        assert ann.feedback.isHidden() and not ann.feedback.text()
    finally:
        table.close()


def test_the_language_switch_retranslates_an_open_player_window(qtbot, desktop,
                                                                 tmp_path) -> None:
    table = Table(qtbot, desktop, tmp_path)
    try:
        table.start()
        panel = table.panel("Bob")
        assert panel.actions_box.title() == "What you can do now"
        desktop.set_language(Language.RU)
        qtbot.waitUntil(lambda: panel.actions_box.title() == "Что можно сделать сейчас"
                        or panel.actions_box.title() != "What you can do now", timeout=5000)
        assert panel.clock.phase.text().startswith("День")
        assert panel.tabs.tabText(0) != "Chat"
        desktop.set_language(Language.EN)
        qtbot.waitUntil(lambda: panel.actions_box.title() == "What you can do now", timeout=5000)
    finally:
        table.close()


def test_kira_lends_the_notebook_from_a_later_start_in_the_panel(qtbot, desktop,
                                                                 tmp_path) -> None:
    """RULES.md §3.3 (lend_start_time on by default): the notebook panel offers a later
    start; the owner keeps the notebook until it, the borrower holds it from then on."""
    table = Table(qtbot, desktop, tmp_path)
    try:
        table.start()
        book = table.panel("Cid").notebook
        table.panel("Cid").tabs.setCurrentWidget(table.panel("Cid").notebook_tab)
        table.wait(lambda: book.lend_button.isEnabled())
        assert book.lend_later.isVisible() and not book.lend_from_day.isEnabled()
        book.lend_to.setCurrentText("Ann")
        book.lend_later.setChecked(True)
        book.lend_from_day.setValue(1)
        book.lend_from_time.setTime(QTime(17, 0))
        book.lend_day.setValue(1)
        book.lend_time.setTime(QTime(19, 0))
        box = answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
        with qtbot.waitSignal(table.panel("Cid").answerShown, timeout=5000) as answer:
            qtbot.mouseClick(book.lend_button, Qt.MouseButton.LeftButton)
        assert "Ann" in box.text and "17:00" in box.text
        assert answer.args[0], answer.args[1]
        game = table.session.game
        assert game.state.notebook.holder == "Cid"
        loan = game.state.notebook.loan
        assert loan is not None and not loan.active and loan.borrower == "Ann"
        table.wait(lambda: "17:00" in book.status.text())
        assert table.view("Ann").get("notebook") is None  # told nothing before the start
    finally:
        table.close()


def test_the_notebook_tab_is_never_narrower_than_the_notebook(qtbot, desktop, tmp_path) -> None:
    """Kira's notebook tab in Russian on a laptop: the scroll area keeps no horizontal bar,
    so a column narrower than the notebook's least width cut its right edge (the status
    line's «1 из 1.» lost its end at 1366×768). The splitter gives way instead."""
    desktop.set_language(Language.RU)
    table = Table(qtbot, desktop, tmp_path)
    try:
        table.start()
        panel = table.panel("Cid")
        panel.window().resize(1200, 700)
        book = panel.notebook
        panel.tabs.setCurrentWidget(panel.notebook_tab)
        table.wait(lambda: book.lend_button.isEnabled())
        qtbot.waitUntil(lambda: panel.notebook_tab.viewport().width() > 0)
        assert panel.window().width() <= 1366
        assert panel.notebook_tab.viewport().width() >= book.minimumSizeHint().width()
    finally:
        table.close()
