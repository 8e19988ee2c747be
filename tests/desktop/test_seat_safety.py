"""A player's window does not move under his pointer and asks before what cannot be
undone (issues 28 and 33): the answer line keeps its room; taking the eyes names its
cost, writing a name names whom and when, lending says what the borrower learns, and the
circumstances field is empty after an entry; conceding, a strike and the Don's strike ask
first; "hide my role" covers the seat (a key and a button). Real widgets, an in-process
table (``desktop.link.LocalTableClient``)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from desktop.link import LocalTableClient
from netproto.session import TableConfig, TableSession
from tests.desktop.boxes import answer_next_box

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
DEAL = ["civilian", "l", "kira", "mafia_boss", "civilian", "mafia", "civilian"]


def spin(ms: int = 30) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


@pytest.fixture
def table(tmp_path):
    session = TableSession(TableConfig(seed=3, deal=dict(zip(NAMES, DEAL, strict=True)),
                                       log_dir=tmp_path))
    links = {name: LocalTableClient(session, name) for name in NAMES}
    spin()
    session.start()
    spin()
    yield session, links
    for link in links.values():
        link.close()
    session.close()


def _window(app, qtbot, link):
    from desktop.seat.window import PlayerWindow

    window = PlayerWindow(app, link)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.panel.view is not None and window.panel.view.get(
        "kind") == "player", timeout=5000)
    return window


def test_the_answer_line_moves_nothing_when_it_comes_and_goes(app, qtbot, table) -> None:
    session, links = table
    window = _window(app, qtbot, links["Ann"])
    panel = window.panel
    before = (panel.chat_input.mapTo(window, panel.chat_input.rect().topLeft()),
              panel.splitter.height())
    row = panel.action_rows["nominate"]
    row.targets.setCurrentIndex(row.targets.findData("Bob"))
    with qtbot.waitSignal(panel.answerShown, timeout=5000):
        qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
    spin(50)
    assert panel.feedback.text().startswith("Accepted")
    after = (panel.chat_input.mapTo(window, panel.chat_input.rect().topLeft()),
             panel.splitter.height())
    assert after == before
    panel.clear_feedback()
    spin(50)
    assert (panel.chat_input.mapTo(window, panel.chat_input.rect().topLeft()),
            panel.splitter.height()) == before
    # a long answer is cut on its one line (whole in its tooltip), the window stays
    width = window.width()
    long = "A refusal and its long reason, " * 20
    panel._show_feedback(False, long)
    spin(50)
    assert window.width() == width and panel.feedback.full_text() == long
    assert panel.feedback.text().endswith("…")
    assert (panel.chat_input.mapTo(window, panel.chat_input.rect().topLeft()),
            panel.splitter.height()) == before


def _open_notebook(window) -> Any:
    panel = window.panel
    bar = panel.tabs.tabBar()
    index = panel.tabs.indexOf(panel.notebook_tab)
    assert index >= 0
    QTest_click(bar, bar.tabRect(index).center())
    assert panel.tabs.currentWidget() is panel.notebook_tab
    return panel.notebook


def QTest_click(widget, pos) -> None:  # noqa: N802 - a click at a point of a widget
    from PySide6.QtTest import QTest

    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def test_taking_the_eyes_and_writing_say_what_they_cost(app, qtbot, table) -> None:
    """The eyes: the box names the cost (checks see him as Kira); a name: the box names
    whom and when; after the entry the circumstances field is empty for the next."""
    session, links = table
    window = _window(app, qtbot, links["Cid"])
    book = _open_notebook(window)
    box = answer_next_box(qtbot, QMessageBox.StandardButton.No)
    qtbot.mouseClick(book.eyes_button, Qt.MouseButton.LeftButton)
    assert "sees you as Kira" in box.text and "cannot be undone" in box.text
    assert "Cid" not in session.game.state.notebook.eyes  # refused: nothing sent
    box = answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(window.panel.answerShown, timeout=5000):
        qtbot.mouseClick(book.eyes_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: book.write_box.isVisible() and book.write_button.isEnabled(),
                    timeout=5000)
    book.write_target.setCurrentIndex(book.write_target.findData("Gus"))
    qtbot.keyClicks(book.circumstances, "a heart attack")
    box = answer_next_box(qtbot, QMessageBox.StandardButton.No)
    qtbot.mouseClick(book.write_button, Qt.MouseButton.LeftButton)
    assert "Gus" in box.text and "at once" in box.text
    assert not session.game.state.notebook.entries
    assert book.circumstances.text() == "a heart attack"  # a "no" keeps what he typed
    box = answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(window.panel.answerShown, timeout=5000) as shown:
        qtbot.mouseClick(book.write_button, Qt.MouseButton.LeftButton)
    assert shown.args[0], shown.args[1]
    assert [e.target for e in session.game.state.notebook.entries] == ["Gus"]
    assert book.circumstances.text() == ""
    assert book.write_target.currentData() is None


def test_a_loan_says_what_the_borrower_learns(app, qtbot, table) -> None:
    """RULES.md §3.3: the borrower learns neither by whom nor until when — the owner's
    box says so, and the borrower's notebook tab says he is not told the end."""
    session, links = table
    owner = _window(app, qtbot, links["Cid"])
    borrower = _window(app, qtbot, links["Ann"])
    book = _open_notebook(owner)
    book.lend_to.setCurrentIndex(book.lend_to.findData("Ann"))
    box = answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(owner.panel.answerShown, timeout=5000) as shown:
        qtbot.mouseClick(book.lend_button, Qt.MouseButton.LeftButton)
    assert shown.args[0], shown.args[1]
    assert "Ann" in box.text and "not by whom, nor until when" in box.text
    qtbot.waitUntil(lambda: borrower.panel.tabs.indexOf(borrower.panel.notebook_tab) >= 0,
                    timeout=5000)
    status = borrower.panel.notebook.status.text()
    assert "not told whose it is nor until when" in status


class Sender:
    read_only = False

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def send(self, action: str, **fields: Any) -> int:
        self.sent.append((action, fields))
        return len(self.sent)


def test_conceding_and_the_strikes_ask_first_naming_what_happens(app, qtbot) -> None:
    """Issue 28: the mafia's «Признать поражение» was one click away; a strike too. Each
    asks in its row, naming what happens; "Cancel" sends nothing, the yes sends it."""
    from desktop.seat.action_list import ActionList, TargetAction
    from engine.act_places import place_rows
    from engine.commands import Advance
    from engine.game import Game, GameSetup
    from engine.options import Preset
    from engine.state import Phase
    from engine.views import view_for

    game = Game(GameSetup(Preset.CLASSIC, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"),
                          2, {"lawyer_strike": True, "autokill_inactive": False}))
    while game.state.phase is not Phase.NIGHT:
        game.apply(Advance(game.next_phase_boundary()))
    mafioso = next(p.name for p in game.state.players.values() if p.family)
    sender = Sender()
    actions = ActionList(sender)
    qtbot.addWidget(actions)
    actions.resize(420, 600)
    actions.show()
    actions.show_view(view_for(game, mafioso))
    concede = actions.rows["concede"]
    qtbot.waitUntil(concede.button.isVisible)
    qtbot.mouseClick(concede.button, Qt.MouseButton.LeftButton)
    assert sender.sent == [] and concede.confirm.isVisible()
    assert "town wins" in concede.confirm.text()
    qtbot.mouseClick(concede.confirm_no, Qt.MouseButton.LeftButton)
    assert sender.sent == [] and not concede.confirm.isVisible()
    strike = actions.rows["strike"]
    target = strike.targets.itemData(1)
    strike.targets.setCurrentIndex(1)
    strike.roles.setCurrentIndex(strike.roles.findData("doctor"))
    qtbot.mouseClick(strike.button, Qt.MouseButton.LeftButton)
    assert sender.sent == [] and strike.confirm.isVisible()
    assert target in strike.confirm.text() and "Doctor" in strike.confirm.text()
    qtbot.mouseClick(strike.confirm_yes, Qt.MouseButton.LeftButton)
    assert sender.sent == [("strike", {"target": target, "role": "doctor"})]

    don = TargetAction("don_strike", sender)
    qtbot.addWidget(don)
    don.show()
    don.update_row(place_rows([{"action": "don_strike", "legal": True,
                                "targets": ["Bob", "Cid"], "irreversible": True}])[0])
    don.targets.setCurrentIndex(don.targets.findData("Cid"))
    qtbot.mouseClick(don.button, Qt.MouseButton.LeftButton)
    assert len(sender.sent) == 1 and "Cid" in don.confirm.text()
    assert "no doctor or vest stops it" in don.confirm.text()
    qtbot.mouseClick(don.confirm_yes, Qt.MouseButton.LeftButton)
    assert sender.sent[-1] == ("don_strike", {"target": "Cid"})


def test_hide_my_role_by_key_and_by_button(app, qtbot, table) -> None:
    """As on the phone: the seat is covered at once (its role, notebook, actions and tabs
    out of sight), by Ctrl+H or the status bar's button; the cover or the key shows it."""
    from PySide6.QtWidgets import QLabel

    session, links = table
    window = _window(app, qtbot, links["Cid"])
    panel = window.panel
    with qtbot.waitActive(window):
        window.activateWindow()
    assert panel.role_title.isVisible() and "Kira" in panel.role_title.text()
    qtbot.keyClick(panel.chat_input, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not panel.role_title.isVisible(), timeout=3000)
    shown = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    assert not any("Kira" in text for text in shown), shown
    assert not panel.notebook.isVisible() and not panel.actions_box.isVisible()
    assert window.hide_button.text() == "Show my role (Ctrl+H)"
    qtbot.mouseClick(panel.cover, Qt.MouseButton.LeftButton)
    assert panel.role_title.isVisible() and not panel.cover.isVisible()
    assert window.hide_button.text() == "Hide my role (Ctrl+H)"
    qtbot.mouseClick(window.hide_button, Qt.MouseButton.LeftButton)
    assert not panel.role_title.isVisible() and panel.cover.isVisible()
    qtbot.mouseClick(window.hide_button, Qt.MouseButton.LeftButton)
    assert panel.role_title.isVisible()


def test_the_phase_banner_leaves_the_tabs_row_free(app, qtbot, table) -> None:
    """The banner that flashes the winner (or a new phase) lies over the panel below the
    tabs' row: over it, it hid "The end" the moment the game ended."""
    from PySide6.QtCore import QPoint, QRect

    session, links = table
    window = _window(app, qtbot, links["Ann"])
    panel = window.panel
    panel.flash("The town wins — every mafioso and Kira are dead.", "over")
    bar = panel.tabs.tabBar()
    row = QRect(bar.mapTo(panel, QPoint(0, 0)), bar.size())
    assert panel.banner.isVisible()
    assert not panel.banner.geometry().intersects(row), (panel.banner.geometry(), row)
