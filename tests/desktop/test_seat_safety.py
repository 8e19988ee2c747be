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
    from desktop.player_window import PlayerWindow

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
