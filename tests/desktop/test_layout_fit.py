"""Texts read whole in a 1366×768 window (issue 33), in Russian and English: a number
box's word for zero («авто: каждый четвёртый», not «четвёртый»), the player table's cells,
the ask field's placeholder."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QWidget

from desktop import i18n
from desktop.i18n import Language


@pytest.fixture(params=[Language.RU, Language.EN])
def language(request, qapp):
    assert i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, Language.EN)


def test_a_number_box_shows_its_zero_word_whole(app, qtbot, language) -> None:
    from desktop.rules.inputs import NumberInput, NumberKind

    form_host = QWidget()
    qtbot.addWidget(form_host)
    form = QFormLayout(form_host)
    box = NumberInput(NumberKind.COUNT)
    text = ("авто: каждый четвёртый" if language is Language.RU else "auto: one in four")
    box.set_zero_text(text)
    box.setValue(0)
    form.addRow("A rather long option label of the form", box)
    form_host.resize(300, 60)
    form_host.show()
    qtbot.waitExposed(form_host)
    edit = box.lineEdit()
    assert edit.fontMetrics().horizontalAdvance(text) <= edit.width() - 4, (edit.width(), text)


def _fits_wrapped(table, item) -> bool:
    """The cell's text is read whole: on one line as the delegate draws it, or on the
    lines the row is tall enough for, no word wider than the column."""
    index = table.indexFromItem(item)
    hint = table.sizeHintForIndex(index).width()
    width = table.columnWidth(item.column())
    if hint <= width:
        return True
    metrics = table.fontMetrics()
    padding = hint - metrics.horizontalAdvance(item.text())  # margins (and an icon)
    widest_word = max(metrics.horizontalAdvance(w) for w in item.text().split())
    lines = -(-metrics.horizontalAdvance(item.text()) // max(1, width - padding))
    return (widest_word + padding <= width
            and table.rowHeight(item.row()) >= min(lines, 2) * metrics.lineSpacing())


def test_a_laptop_player_window_shows_its_cells_and_ask_field_whole(app, qtbot,
                                                                   language) -> None:
    """A mafioso's window at 1366×768 on day 2: the table's cells («смерть ночью»,
    «Мафиози (вы знаете)»…) are read whole, on two lines where need be; the ask field's
    placeholder is whole (who sees the question is said over it)."""
    from desktop.screen_fit import FRAME_ALLOWANCE
    from desktop.screenshots.shots import DemoTable, spin
    from desktop.seat.window import PlayerWindow

    table = DemoTable(language)
    try:
        table.day_one()
        table.vote_one()
        table.night_one()
        table.day_two()
        window = PlayerWindow(app, table.links[table.by_role("mafia")])
        qtbot.addWidget(window)
        window.resize(min(1280, 1366 - FRAME_ALLOWANCE[0]), 768 - FRAME_ALLOWANCE[1])
        window.show()
        qtbot.waitExposed(window)
        spin(100)
        players = window.panel.players
        cut = [players.item(r, c).text() for r in range(players.rowCount())
               for c in range(players.columnCount())
               if players.item(r, c) is not None and players.item(r, c).text()
               and not _fits_wrapped(players, players.item(r, c))]
        assert cut == []
        panel = window.panel
        panel.tabs.setCurrentWidget(panel.host_tab)
        spin(50)
        edit = panel.ask_input
        text = edit.placeholderText()
        assert edit.fontMetrics().horizontalAdvance(text) <= edit.width() - 12, text
        window.close()
    finally:
        table.close()


def test_the_projectors_key_hint_leaves_the_qr_code_free(app, qtbot, language) -> None:
    """The lobby on a 1366×768 projector: the phones' QR code is in the bottom left; the
    "F11" hint, shown when the screen mode changes, covers no part of it."""
    from PySide6.QtCore import QPoint, QRect

    from desktop.board.projector import ProjectorWindow
    from desktop.link import LocalTableClient
    from desktop.widgets.qr_code import WebSeatsBox
    from netproto.session import TableConfig, TableSession

    session = TableSession(TableConfig(name="Friday", seed=3, write_log=False))
    session.table.web_url = "http://192.168.1.20:8765/"
    link = LocalTableClient(session, "projector", spectator=True)
    window = ProjectorWindow(app, link, full_screen=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitUntil(lambda: window.board.view is not None)
    qtbot.waitUntil(lambda: any(box.isVisible() for box in window.board.findChildren(
        WebSeatsBox)), timeout=3000)
    codes = [QRect(box.mapTo(window, QPoint(0, 0)), box.size())
             for box in window.board.findChildren(WebSeatsBox) if box.isVisible()]
    window.show_hint()
    assert window.hint.isVisible()
    assert not any(window.hint.geometry().intersects(code) for code in codes), (
        window.hint.geometry(), codes)
    window.close()
    session.close()


def test_the_hot_seat_boards_text_is_never_tiny(app, qtbot) -> None:
    """A public board in a laptop's hot-seat window (a third of the projector's size): no
    caption, hint or line drawn below the board's least text size."""
    from PySide6.QtWidgets import QLabel

    from desktop.board.public_board import PublicBoard
    from desktop.board.style import MIN_TEXT_PX
    from desktop.screenshots.shots import DemoTable, spin
    from engine.views import public_view

    table = DemoTable(Language.RU)
    try:
        table.day_one()
        board = PublicBoard()
        qtbot.addWidget(board)
        board.resize(1260, 400)
        board.show()
        board.show_view(public_view(table.session.game))
        spin(50)
        assert board.scale < 0.5
        small = [(label.text(), label.font().pixelSize()) for label in
                 board.findChildren(QLabel) if label.isVisible() and label.text()
                 and 0 < label.font().pixelSize() < MIN_TEXT_PX]
        assert small == []
        _big, tally_small = board.tally_panel.chart._fonts()
        assert tally_small.pixelSize() >= MIN_TEXT_PX
    finally:
        table.close()


@pytest.mark.parametrize("preset", ["classic", "deathnote"])
def test_the_rules_editors_lists_show_their_choice_whole(app, qtbot, language,
                                                        preset) -> None:
    """The host's rules in a 1366-pixel console's column (430 px): every list shows its
    choice whole («Right after the vot», «Nobody is executec», «Named, then the D» were
    cut) — a list with a long choice takes the row under its title."""
    from PySide6.QtWidgets import QComboBox, QScrollArea

    from desktop.rules.editor import RulesEditor
    from engine.options import Preset

    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    editor = RulesEditor()
    editor.set_preset(Preset(preset))
    scroll.setWidget(editor)
    scroll.setWidgetResizable(True)
    scroll.resize(430, 700)
    scroll.show()
    qtbot.waitExposed(scroll)
    for combo in editor.findChildren(QComboBox):
        if not combo.isVisibleTo(editor):
            continue
        longest = max((combo.itemText(i) for i in range(combo.count())),
                      key=combo.fontMetrics().horizontalAdvance)
        assert _text_room(combo) >= combo.fontMetrics().horizontalAdvance(longest), (
            combo.objectName(), longest, combo.width())


def _text_room(combo) -> int:
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField,
                                        combo).width()
