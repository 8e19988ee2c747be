"""Layouts that must not cut their text: the board's lists show whole rows only (measured as
drawn, wrapped rows too, the first one included); the projector's «From the host» box shows
a long answer whole at 1366×768; a card's long role is drawn smaller before it is elided;
a fitted table's stretching column keeps its header."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from desktop.board.blocks import ListPanel, fill_list
from desktop.board.projector import ProjectorWindow
from desktop.link import LocalTableClient
from netproto.inprocess import LocalClient
from netproto.messages import AskMessage
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(60)

LONG = ("A long line of the board that wraps over several rows when the panel is narrow, "
        "as a vote's line with many candidates does")


def shown_rows_fit(lines) -> bool:
    height = lines.viewport().height()
    for index in range(lines.count()):
        item = lines.item(index)
        if not item.isHidden():
            rect = lines.visualItemRect(item)
            if rect.y() + rect.height() > height:
                return False
    return True


def test_a_list_shows_whole_rows_only_wrapped_ones_too(qtbot) -> None:
    panel = ListPanel(stretch=1)
    # as the board's event list: it takes the room it is given, whatever its lines
    panel.lines.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    qtbot.addWidget(panel)
    panel.resize(260, 300)
    panel.show()
    fill_list(panel.lines, [f"{n}. {LONG}" for n in range(8)])
    qtbot.wait(20)
    lines = panel.lines
    shown = [i for i in range(lines.count()) if not lines.item(i).isHidden()]
    assert shown and shown == list(range(len(shown)))  # the newest first, no gaps
    assert len(shown) < lines.count()
    assert shown_rows_fit(lines)
    panel.resize(260, 40)  # not even the first row fits: none is shown in half
    qtbot.wait(20)
    assert shown_rows_fit(lines)
    assert lines.item(0).isHidden()


def test_the_hosts_long_answer_is_shown_whole_at_1366x768(app, qtbot) -> None:
    session = TableSession(TableConfig(name="Notes", write_log=False))
    clients = [LocalClient(session) for _ in range(9)]
    for index, client in enumerate(clients):
        client.hello(f"P{index}")
    session.start()
    clients[0].request(AskMessage.of(
        "Can a borrowed notebook be lent on to a third player after the night?"))
    answer = ("No: a borrower can only write in it or destroy it; lending it on is the "
              "owner's right alone, and only by day.")
    session.answer(session.questions[-1].id, answer, public=True)
    window = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                             full_screen=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    board = window.board
    qtbot.waitUntil(lambda: board.host_panel.isVisible() and bool(board.host_panel.labels)
                    and board.host_panel.labels[0].width() > 300)
    qtbot.wait(50)
    labels = board.host_panel.labels
    assert len(labels) == 1 and answer in labels[0].text()
    label: QLabel = labels[0]
    assert label.height() >= label.heightForWidth(label.width())  # no line cut off
    panel = board.host_panel
    assert label.geometry().bottom() <= panel.contentsRect().bottom()
    session.close()


def test_a_cards_role_is_drawn_smaller_before_it_is_cut(qtbot) -> None:
    """«Мирный» on a narrow card (the classic end board at 1366×768) is shown whole, in a
    smaller font, not as «Мирн…»; a text far too long is still elided."""
    from PySide6.QtGui import QFontMetrics

    from desktop.board.player_grid import PlayerCard
    from desktop.board.style import board_css

    card = PlayerCard()
    qtbot.addWidget(card)
    card.setObjectName("board")  # the board's style sheet selects on it
    card.setStyleSheet(board_css(0.63))
    card.role.setText("Мирный")
    card.show()
    qtbot.wait(10)
    full = QFontMetrics(card.role.font()).horizontalAdvance("Мирный")
    card.role.setFixedWidth(round(full * 0.8))
    qtbot.wait(10)
    font = card.role.fitted_font()
    metrics = QFontMetrics(font)
    assert font.pixelSize() < card.role.font().pixelSize() or full <= card.role.width()
    assert metrics.horizontalAdvance("Мирный") <= card.role.contentsRect().width()
    assert metrics.elidedText("Мирный", Qt.TextElideMode.ElideRight,
                              card.role.contentsRect().width()) == "Мирный"
    card.role.setFixedWidth(round(full * 0.3))
    qtbot.wait(10)
    font = card.role.fitted_font()
    assert QFontMetrics(font).horizontalAdvance("Мирный") > card.role.contentsRect().width()


def fitted_table(qtbot, headers: list[str], rows: list[tuple[str, ...]], stretch: int,
                 width: int):
    """A shown table of ``rows`` under a ColumnFitter, ``width`` pixels wide, fitted."""
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    from desktop.widgets.table_fit import ColumnFitter

    table = QTableWidget(len(rows), len(headers))
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(headers)
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            table.setItem(row, column, QTableWidgetItem(text))
    table.fitter = ColumnFitter(table, stretch)
    table.resize(width, 200)
    table.show()
    qtbot.waitExposed(table)
    table.fitter.fit()
    return table


def test_a_fitted_tables_stretching_column_keeps_its_header(qtbot) -> None:
    """Columns at their contents while they fit; when not, the widest give way (elided,
    the whole text in the tooltip) and the stretching column keeps its header whole."""
    from PySide6.QtGui import QFontMetrics

    long = "A table with a very long name indeed, for the forum's winter championship"
    table = fitted_table(qtbot, ["Date", "Table", "Players", "State"],
                         [("2 Dec 2026, 18:34", long, "Ann, Bob", long)] * 2, 2, 520)
    header = table.horizontalHeader()
    title = QFontMetrics(header.font()).horizontalAdvance("Players")
    assert header.sectionSize(2) >= title
    assert sum(header.sectionSize(c) for c in range(4)) <= table.viewport().width() + 1
    assert table.item(0, 1).toolTip() == long and table.item(0, 3).toolTip() == long
    assert table.item(0, 0).toolTip() == ""  # the date fits: no tooltip needed
    table.resize(1900, 200)  # room for all: every column at its contents
    qtbot.wait(20)
    assert header.sectionSize(1) >= table.sizeHintForColumn(1)


def test_the_stretching_column_keeps_a_role_whole_beside_a_long_column(qtbot) -> None:
    """The host's players list: «Мафиози» in the stretching Role column stays whole while
    the long «Сегодня» column gives way (it was cut to «Маф…»)."""
    table = fitted_table(qtbot, ["#", "Игрок", "Статус", "Роль", "Сегодня"],
                         [(str(row + 1), "Дмитрий", "в игре", role,
                           "выдвигает: Дмитрия Сергеевича Иванова")
                          for row, role in enumerate(("Мафиози", "Комиссар"))], 3, 420)
    for row in range(2):
        assert table.item(row, 3).toolTip() == ""  # whole: no tooltip needed
        hint = table.sizeHintForIndex(table.indexFromItem(table.item(row, 3))).width()
        assert table.columnWidth(3) >= hint
    assert table.item(0, 4).toolTip()  # the long one gave way
