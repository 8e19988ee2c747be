"""Texts that must be read whole on a 1366×768 laptop (the windows at the size the screen
leaves them, as the screenshots show them), in Russian and in English: the join page's
placeholders are not cut, and the replay's god view shows all its tabs without scroll
arrows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame, QToolButton

from desktop import i18n
from desktop.i18n import Language
from desktop.screen_fit import FRAME_ALLOWANCE

LAPTOP = (1366 - FRAME_ALLOWANCE[0], 768 - FRAME_ALLOWANCE[1])


@pytest.fixture(params=[Language.RU, Language.EN])
def language(request, qapp):
    assert i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, Language.EN)


def test_the_join_page_placeholders_are_whole(app, qtbot, language) -> None:
    from desktop.launcher.window import Launcher

    launcher = Launcher(app)
    qtbot.addWidget(launcher)
    launcher.resize(1280, LAPTOP[1])
    launcher.show()
    launcher.show_join()
    qtbot.waitExposed(launcher)
    for key, edit in launcher.join_page.profile_edits.items():
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents,
                                           option, edit).width() - 4  # Qt's 2 px a side
        text = edit.placeholderText()
        assert text and edit.fontMetrics().horizontalAdvance(text) <= room, (key, text, room)


def test_the_replay_god_view_tabs_fit(app, qtbot, language, tmp_path) -> None:
    from desktop.replay.viewer import GOD, ReplayViewer
    from engine.options import Preset
    from netproto.inprocess import LocalClient
    from netproto.session import TableConfig, TableSession

    session = TableSession(TableConfig(preset=Preset.DEATHNOTE, seed=5, log_dir=tmp_path))
    names = ("Анастасия", "Борис", "Клара", "Дмитрий", "Ева", "Феликс", "Грета", "Гоша",
             "Ирина")
    for name in names:
        LocalClient(session).hello(name)
    session.start()
    path = session.log.path
    session.close()
    viewer = ReplayViewer(app, path)
    qtbot.addWidget(viewer)
    viewer.resize(1280, LAPTOP[1])
    viewer.show()
    viewer.set_pov(GOD)
    viewer.go(len(viewer.visible) - 1)
    god = viewer.god_widget
    god.players.selectRow(0)  # the private tab names the player: its widest label
    qtbot.waitUntil(lambda: names[0] in god.tabs.tabText(2))
    bar = god.tabs.tabBar()
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    assert not arrows, [god.tabs.tabText(i) for i in range(god.tabs.count())]
    for index in range(god.tabs.count()):
        assert bar.tabRect(index).right() <= bar.width(), god.tabs.tabText(index)


def _text_room(combo) -> int:
    from PySide6.QtWidgets import QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField,
                                        combo).width()


def test_a_lawyer_strike_shows_both_choosers_whole(app, qtbot, language) -> None:
    """The Don's lawyer strike in the action column of a laptop-sized window (about
    400 px): «Выберите…» and the guessed role are read whole (side by side they had
    squeezed the target chooser to «Выберит»)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from desktop.seat.action_list import TargetAction

    class Panel:
        read_only = False

        def send(self, action, **fields):
            return None

    column = QWidget()
    qtbot.addWidget(column)
    layout = QVBoxLayout(column)
    row = TargetAction("strike", Panel(), parent=column)
    layout.addWidget(row)
    row.update_row({"action": "strike", "legal": True, "targets": ["Борис", "Клара"],
                    "roles": ["commissar", "doctor", "peacemaker"]})
    column.resize(400, 200)
    column.show()
    qtbot.waitExposed(column)
    for combo in (row.targets, row.roles):
        assert combo.isVisible()
        text = combo.currentText()
        assert combo.fontMetrics().horizontalAdvance(text) <= _text_room(combo), text
    assert row.roles.geometry().top() >= row.targets.geometry().bottom()


def test_the_host_set_up_placeholders_are_whole(app, qtbot, language) -> None:
    """The first host console at the size a 1366×768 screen leaves it: every empty field's
    hint is read whole (the Russian password hint was cut: «нет (войти может л…»)."""
    from PySide6.QtWidgets import QLineEdit

    from desktop.host.console import HostConsole

    console = HostConsole(app, web=False)
    qtbot.addWidget(console)
    console.resize(1280, LAPTOP[1])
    console.show()
    qtbot.waitExposed(console)
    edits = [e for e in console.findChildren(QLineEdit)
             if e.isVisible() and e.placeholderText()]
    assert console.password_edit in edits
    for edit in edits:
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents,
                                           option, edit).width() - 4  # Qt's 2 px a side
        text = edit.placeholderText()
        assert edit.fontMetrics().horizontalAdvance(text) <= room, (edit.objectName(), text,
                                                                     room)


def test_the_host_consoles_set_up_columns_are_not_cut(app, qtbot, language) -> None:
    """The set-up page's left column and the rules column scroll down on a laptop, never
    sideways (their horizontal bars are off): what they hold must be no wider than they
    are, or its right edge is cut (a long check box, the balance estimate's row)."""
    from desktop.host.console import HostConsole

    HostConsole.advertise = False
    console = HostConsole(app)
    qtbot.addWidget(console)
    console.resize(1280, LAPTOP[1])
    console.show()
    qtbot.waitExposed(console)
    page = console.setup_page
    rules_scroll = page.rules.parentWidget().parentWidget()
    for scroll in (page.left_scroll, rules_scroll):
        content = scroll.widget()
        assert content.minimumSizeHint().width() <= scroll.viewport().width(), content
