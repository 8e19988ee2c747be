"""The host console, clicked through offscreen: the set-up (options, timed pace), opening
the table on 127.0.0.1, the lobby (seat order, kick, the host's own seat), starting, the
phase controls, questions answered privately and publicly, the god view only for a host
who does not play, the end of the game with its story and export, closing and resuming,
and the language switch."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from desktop.host.console import HOST_SEAT_KEY, HostConsole
from desktop.i18n import Language
from desktop.sounds import Cue
from engine.options import option_names
from netproto.inprocess import LocalClient
from netproto.messages import AskMessage
from netproto.pace import PaceMode
from netproto.session import TableState
from tests.helpers.names import NAMES

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(60), pytest.mark.xdist_group("lan")]

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def asked(monkeypatch) -> list[str]:
    """Confirmations are answered yes (and recorded) instead of blocking in a dialog."""
    titles: list[str] = []

    def ask(self: HostConsole, title: str, text: str) -> bool:
        titles.append(title)
        return True

    monkeypatch.setattr(HostConsole, "_ask", ask)
    return titles


@pytest.fixture
def make_console(app, qtbot, asked):
    made: list[HostConsole] = []

    def make(advertise: bool = False, **kwargs: Any) -> HostConsole:
        HostConsole.advertise = advertise  # zeroconf (on 127.0.0.1) only where it is tested
        console = HostConsole(app, **kwargs)
        console.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # tests read it after
        made.append(console)
        qtbot.addWidget(console)
        console.show()
        return console

    yield make
    HostConsole.advertise = True
    for console in made:
        console.shutdown()


@pytest.fixture
def fake_projector(monkeypatch):
    """The projector window (another helper's) when it is not there yet: a stand-in."""
    try:
        import desktop.board.projector  # noqa: F401
    except ImportError:
        module = types.ModuleType("desktop.board.projector")

        class ProjectorWindow(QMainWindow):
            def __init__(self, app: Any, link: Any) -> None:
                super().__init__()
                self.link = link

        module.ProjectorWindow = ProjectorWindow
        monkeypatch.setitem(sys.modules, "desktop.board.projector", module)


def open_table(console: HostConsole, qtbot) -> Any:
    qtbot.mouseClick(console.open_button, LEFT)
    assert console.session is not None, [m.text() for m in console.messages]
    return console.session


def seat(session, names=NAMES, password: str | None = None) -> dict[str, LocalClient]:
    clients = {}
    for name in names:
        client = LocalClient(session)
        client.hello(name, password=password)
        assert client.error is None, client.error
        clients[name] = client
    return clients


def shown_roles(console: HostConsole) -> dict[str, str]:
    """The game page's players list: name → the role shown."""
    table = console.game_page.players
    return {table.item(r, 1).text(): table.item(r, 3).text() for r in range(table.rowCount())}


def seat_row(console: HostConsole, name: str) -> int:
    table = console.seats_table
    return next(r for r in range(table.rowCount()) if table.item(r, 1).text() == name)


def texts_of(widget) -> str:
    """Every text the widget tree shows (labels, buttons, tables, text views, tabs)."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QLabel,
        QListWidget,
        QTableWidget,
        QTabWidget,
        QTextBrowser,
    )

    out = []
    for child in [widget, *widget.findChildren(object)]:
        if isinstance(child, QLabel | QAbstractButton):
            out.append(child.text())
        elif isinstance(child, QTextBrowser):
            out.append(child.toPlainText())
        elif isinstance(child, QTableWidget):
            out += [child.item(r, c).text() for r in range(child.rowCount())
                    for c in range(child.columnCount()) if child.item(r, c)]
        elif isinstance(child, QListWidget):
            out += [child.item(r).text() for r in range(child.count())]
        elif isinstance(child, QTabWidget):
            out += [child.tabText(i) for i in range(child.count())]
    return "\n".join(out)


# --------------------------------------------------------------------------- set-up


def test_every_rule_option_has_an_editor_a_title_and_an_explanation(make_console,
                                                                      qtbot) -> None:
    console = make_console()
    rules = console.rules
    assert set(rules.editors) == set(option_names())
    texts = rules.option_texts()
    for name in option_names():
        title, hint = texts[name]
        assert title and hint and name not in title
        assert rules.titles[name].text() == title and rules.hints[name].text() == hint
        assert "Default:" in rules.titles[name].toolTip()
    assert rules.overrides() == {}
    # the Death Note set-up: the classic options are not there at all
    combo = console.preset_combo
    assert combo.itemText(1) == "Classic" and combo.model().item(1).isEnabled()
    assert not rules.titles["mafia_kill"].isVisibleTo(console)
    assert not rules.group_boxes["deal"].isVisibleTo(console)
    assert rules.editors["daily_write_duty"][0].isVisibleTo(console)
    assert not console.approve_box.isChecked()
    # inconsistent times are refused before the table can open
    rules.editors["nominations_close"][0].setTime(rules.editors["day_open"][0].time())
    qtbot.waitUntil(lambda: not console.open_button.isEnabled())
    assert "nominations_close" in console.rules_reason.text()
    qtbot.mouseClick(console.reset_button, LEFT)
    assert rules.overrides() == {}
    qtbot.waitUntil(console.open_button.isEnabled)
    assert console.rules_reason.text() == ""


def test_the_amended_options_are_edited_in_both_presets(make_console, qtbot) -> None:
    """RULES.md §10 (amended 2026-12-01): the stalemate's quiet days in both presets (0 is
    "off"), Near's closed-form check with the notebook's options, loans with a later start
    on by default."""
    console = make_console()
    rules = console.rules
    stall = rules.editors["stall_days"][0]
    assert stall.value() == 3 and stall.isVisibleTo(console)
    assert rules.editors["near_sees_closed_form"][0].isChecked()
    assert rules.editors["lend_start_time"][0].isChecked()
    assert rules.group_boxes["ending"].isVisibleTo(console)
    stall.setValue(0)
    assert stall.text() == "off"
    rules.editors["near_sees_closed_form"][0].setChecked(False)
    assert rules.overrides() == {"stall_days": 0, "near_sees_closed_form": False}
    assert rules.error() is None
    console.preset_combo.setCurrentIndex(1)  # classic: the draw stays, Near goes
    qtbot.waitUntil(lambda: not rules.titles["near_sees_closed_form"].isVisibleTo(console))
    assert rules.editors["stall_days"][0].isVisibleTo(console)


def test_a_word_options_list_is_the_engines_each_value_worded(make_console) -> None:
    """A list editor offers exactly the values the engine parses (its enum, in order), and
    each is shown in words, never as the raw value."""
    from enum import Enum

    from PySide6.QtWidgets import QComboBox

    from engine.options import PRESET_DEFAULTS, Preset, options_for

    rules = make_console().rules
    lists = {name: editors[0] for name, editors in rules.editors.items()
             if isinstance(editors[0], QComboBox)}
    enums = {name for name in option_names() if name != "mafia_kill"
             and isinstance(getattr(PRESET_DEFAULTS[Preset.DEATHNOTE], name), Enum)}
    assert set(lists) == enums | {"vote_changes"}
    for name, combo in lists.items():
        values = [combo.itemData(i) for i in range(combo.count())]
        default = getattr(PRESET_DEFAULTS[Preset.DEATHNOTE], name)
        if name != "vote_changes":
            assert values == [member.value for member in type(default)], name
        for index, value in enumerate(values):
            options_for(Preset.CLASSIC, {name: value})  # the engine takes it
            assert combo.itemText(index) not in ("", str(value)), (name, value)


def test_set_up_lobby_start_and_phase_controls(make_console, qtbot, app) -> None:
    console = make_console(advertise=True)
    console.name_edit.clear()
    qtbot.keyClicks(console.name_edit, "Friday table")
    qtbot.mouseClick(console.rules.editors["announce_saves"][0], LEFT)
    tie = console.rules.editors["tie_rule"][0]
    tie.setCurrentIndex(tie.findData("runoff"))
    qtbot.mouseClick(console.timed_radio, LEFT)
    assert console.minute_spins["day"].isEnabled()
    console.minute_spins["day"].setValue(2)
    console.second_spins["day"].setValue(30)
    console.minute_spins["night"].setValue(1)
    console.second_spins["night"].setValue(0)
    assert "2 min 30 s" in console.schedule_label.text()
    qtbot.keyClicks(console.note_edit, "Tonight 20:00-23:00")
    assert console.address_status.text() == "The table is not open yet."

    session = open_table(console, qtbot)
    config = session.config
    assert config.name == "Friday table" and config.pace is PaceMode.TIMED
    assert config.phase_seconds["day"] == 150.0 and config.phase_seconds["night"] == 60.0
    assert config.options == {"announce_saves": True, "tie_rule": "runoff"}
    assert config.schedule_note == "Tonight 20:00-23:00"
    address = f"127.0.0.1:{console.hosted.port}"
    assert console.address_label.text() == address
    assert address in console.address_status.text()
    assert not console.open_button.isVisible() and console.start_button.isVisible()
    assert app.settings.table_name == "Friday table"
    assert console.hosted.advertiser is not None
    assert console.lan_status.text() == "Announced on the LAN"

    # the set-up still changes the open table, and the lobby hears of it
    clients = seat(session)
    qtbot.mouseClick(console.rules.editors["abstain_allowed"][0], LEFT)
    assert session.config.options["abstain_allowed"] is False
    assert clients["Ann"].view["rules"]["abstain_allowed"] is False
    console.password_edit.setText("sesame")
    console.password_edit.editingFinished.emit()
    assert session.config.password == "sesame" and clients["Bob"].view["table"]["password"]
    console.note_edit.setPlainText("From 20:00")
    qtbot.mouseClick(console.publish_button, LEFT)
    assert clients["Cid"].view["schedule"]["note"] == "From 20:00"
    console.seats_spin.setValue(7)
    assert session.config.max_seats == 7
    # renamed while open: the window's title follows
    console.name_edit.clear()
    qtbot.keyClicks(console.name_edit, "Saturday table")
    console.name_edit.editingFinished.emit()
    assert session.config.name == "Saturday table"
    qtbot.waitUntil(lambda: "Saturday table" in console.windowTitle())

    # seat order and kick
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 7)
    assert "7 connected" in console.connections_status.text()
    console.seats_table.selectRow(seat_row(console, "Gus"))
    qtbot.mouseClick(console.up_button, LEFT)
    assert [s.name for s in session.seats][-2:] == ["Gus", "Fay"]
    assert [s["name"] for s in clients["Ann"].view["seats"]][-2:] == ["Gus", "Fay"]
    console.seats_table.selectRow(seat_row(console, "Fay"))
    qtbot.mouseClick(console.kick_button, LEFT)
    assert clients["Fay"].closed and clients["Fay"].error.code == "kicked"
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 6)
    assert not console.start_button.isEnabled()
    assert console.start_reason.text().startswith("1 more player")  # (s) until the .ts
    seat(session, ("Fay",), password="sesame")
    qtbot.waitUntil(lambda: console.start_button.isEnabled())

    qtbot.mouseClick(console.start_button, LEFT)
    assert session.state is TableState.RUNNING
    assert console.stack.currentWidget() is console.game_page
    assert console.god is not None  # the host does not play: he sees everything
    tabs = [console.tabs.tabText(i) for i in range(console.tabs.count())]
    assert "God view" in tabs
    console.tabs.setCurrentWidget(console.god)
    roles = {console.god.roles.item(r, 0).text(): console.god.roles.item(r, 1).text()
             for r in range(console.god.roles.rowCount())}
    assert set(roles) == set(NAMES) and "Kira" in roles.values()
    assert "The notebook" in console.god.notebook.toPlainText()
    assert console.pause_button.isEnabled()

    qtbot.mouseClick(console.next_button, LEFT)
    assert session.game.state.phase.value == "vote"
    assert Cue.PHASE in app.sounds.played
    qtbot.mouseClick(console.pause_button, LEFT)
    assert session.paused and console.pause_button.text() == "Resume the clock"
    assert "paused" in console.control_reason.text()
    console.pause_action.trigger()
    assert not session.paused
    assert console.next_action.shortcut().toString() == "Ctrl+N"
    assert console.pause_action.shortcut().toString() == "Ctrl+P"
    assert console.projector_action.shortcut().toString() == "F5"
    console.next_action.trigger()
    assert session.game.state.phase.value == "night"
    assert console.clock.phase_key() == "night"


def test_questions_answered_privately_and_publicly(make_console, qtbot) -> None:
    console = make_console()
    session = open_table(console, qtbot)
    clients = seat(session)
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    clients["Ann"].request(AskMessage.of("May I lend the notebook at night?"))
    qtbot.waitUntil(lambda: console.questions.list.count() == 1)
    assert "Questions (1)" in [console.tabs.tabText(i) for i in range(console.tabs.count())]
    panel = console.questions
    panel.list.setCurrentRow(0)
    assert not panel.private_button.isEnabled()
    qtbot.keyClicks(panel.answer_edit, "No, not during the night.")
    qtbot.mouseClick(panel.private_button, LEFT)
    mine = clients["Ann"].view["questions"]
    assert mine[0]["answer"] == "No, not during the night." and mine[0]["public"] is False
    for name in NAMES[1:]:
        assert clients[name].view["announcements"] == []
        assert "not during the night" not in json.dumps(clients[name].view)

    clients["Bob"].request(AskMessage.of("When does the vote end?"))
    qtbot.waitUntil(lambda: console.questions.list.count() == 2)
    panel.list.setCurrentRow(1)
    qtbot.keyClicks(panel.answer_edit, "At 21:00 on the game clock.")
    qtbot.mouseClick(panel.public_button, LEFT)
    for name in NAMES:
        notes = clients[name].view["announcements"]
        assert [(n["question"], n["answer"]) for n in notes] == [
            ("When does the vote end?", "At 21:00 on the game clock.")]
        assert "Bob" not in json.dumps(notes)
    assert clients["Bob"].view["questions"][0]["public"] is True
    assert "published" in panel.list.item(1).text()

    qtbot.keyClicks(panel.announce_edit, "Five minutes' break")
    qtbot.mouseClick(panel.announce_button, LEFT)
    assert clients["Gus"].view["announcements"][-1]["answer"] == "Five minutes' break"


def test_the_god_view_words_each_player_by_her_stated_gender(make_console, qtbot) -> None:
    """The god view gets the characters' genders (the engine's god view has none): her
    role, her notes and the mafia channel's lines about her are worded as hers."""
    from netproto.messages import Gender, Profile

    console = make_console()
    session = open_table(console, qtbot)
    for name in NAMES:
        client = LocalClient(session)
        client.hello(name, profile=Profile(gender=Gender.FEMALE))
        assert client.error is None, client.error
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    console.tabs.setCurrentWidget(console.god)
    assert console.god.mafia.genders == {name: "female" for name in NAMES}
    app_language = console.app.language
    console.app.set_language(Language.RU)
    try:
        qtbot.waitUntil(lambda: any(
            console.god.roles.item(r, 1).text() == "Мирная"
            for r in range(console.god.roles.rowCount())))
        notes = [console.god.roles.item(r, 3).text()
                 for r in range(console.god.roles.rowCount())]
        assert any("владелица Тетради" in note for note in notes), notes
    finally:
        console.app.set_language(app_language)


def test_host_who_plays_never_sees_the_god_view(make_console, qtbot, app,
                                                fake_projector) -> None:
    from desktop.seat.window import PlayerWindow

    console = make_console()
    session = open_table(console, qtbot)
    console.play_edit.clear()
    qtbot.keyClicks(console.play_edit, "Hana")
    qtbot.mouseClick(console.play_button, LEFT)
    assert console.host_seat == "Hana" and not console.god_view_allowed()
    assert isinstance(console.own_window, PlayerWindow) and console.own_window.isVisible()
    assert app.token_store.get(HOST_SEAT_KEY + session.table_id)[0] == "Hana"
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 1)
    assert console.seats_table.item(0, 2).text() == "you"
    seat(session, NAMES[:6])
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    assert session.state is TableState.RUNNING
    assert console.god is None
    tabs = [console.tabs.tabText(i) for i in range(console.tabs.count())]
    assert "God view" not in tabs
    qtbot.mouseClick(console.next_button, LEFT)
    console.tabs.setCurrentIndex(console.tabs.count() - 1)
    console.refresh()
    assert console.god is None
    shown = texts_of(console)
    assert "mafia boss" not in shown and "owns the notebook" not in shown
    assert console.own_button.isVisible()
    assert not any(shown_roles(console).values())  # a host who plays sees no role

    qtbot.keyClick(console, Qt.Key.Key_F5)
    if console.projector is None:  # no active window offscreen: the action does the same
        console.projector_action.trigger()
    assert console.projector is not None and console.projector.link.spectator
    assert console.projector.link.name == "projector"

    # closed and resumed: the host takes his seat again, still without a god view
    path = session.log.path
    console.close()
    assert console.hosted.closed
    again = make_console(resume=path)
    assert again.session.state is TableState.RUNNING
    assert again.host_seat == "Hana" and again.god is None
    assert isinstance(again.own_window, PlayerWindow)
    assert again.session.connected("Hana")


def test_closing_a_running_game_asks_and_the_game_resumes(make_console, qtbot, monkeypatch,
                                                          asked) -> None:
    console = make_console()
    session = open_table(console, qtbot)
    seat(session)
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    roles = shown_roles(console)  # a moderator: every role in the players list
    assert set(roles) == set(NAMES) and all(roles.values()) and "Kira" in roles.values()
    qtbot.mouseClick(console.next_button, LEFT)
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: False)
    console.close()
    assert console.isVisible() and not console.hosted.closed
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: True)
    console.close()
    assert console.hosted.closed
    again = make_console(resume=session.log.path)
    assert again.stack.currentWidget() is again.game_page
    assert again.session.game.state.phase.value == "vote"
    assert again.god is not None  # a moderator's table: the god view is back
    assert again.hosted.port > 0


def test_game_over_shows_the_story_and_exports_it(make_console, qtbot, monkeypatch,
                                                  tmp_path, asked) -> None:
    console = make_console()
    session = open_table(console, qtbot)
    seat(session)
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    console.players.selectRow(0)
    qtbot.mouseClick(console.remove_button, LEFT)
    assert asked == ["Remove a player"]
    assert not session.game.state.players[NAMES[0]].alive
    for name in NAMES[1:]:
        if session.game.over:
            break
        session.kick(name)
    qtbot.waitUntil(lambda: console.export_box.isVisible())
    assert console.banner.text().endswith("wins") or "Nobody" in console.banner.text()
    assert console.tabs.currentWidget() is console.story
    story = console.story.toPlainText()
    assert all(name in story for name in NAMES) and "Roles" in story
    assert not console.next_button.isEnabled()

    target = tmp_path / "story.md"
    suggested: list[str] = []
    monkeypatch.setattr("desktop.host.console.QFileDialog.getSaveFileName",
                        lambda *args, **kwargs: (suggested.append(args[2]), (str(target), ""))[1])
    console.format_combo.setCurrentIndex(console.format_combo.findData("markdown"))
    console.language_combo.setCurrentIndex(console.language_combo.findData("en"))
    qtbot.mouseClick(console.export_button, LEFT)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("#") and "DN Mafia" in text and NAMES[3] in text
    # the suggested file: the table's name and the date, not "dnmafia-<table id>"
    from datetime import date

    assert Path(suggested[0]).name == f"{session.config.name}-{date.today().isoformat()}.md"


def test_the_language_switch_retranslates(make_console, qtbot, app) -> None:
    console = make_console()
    calls: list[str] = []
    original = console.retranslate

    def spy() -> None:
        calls.append(app.language.value)
        original()

    console.retranslate = spy
    app.set_language(Language.RU)
    qtbot.waitUntil(lambda: "ru" in calls)
    app.set_language(Language.EN)
    qtbot.waitUntil(lambda: calls[-1] == "en")
    assert console.open_button.text() == "Open the table"


def test_bot_button_only_with_a_bots_package(make_console, monkeypatch, qtbot) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "bots" else real(name, *a))
    console = make_console()
    assert console.bots_available is False and console.bot_button.isHidden()

    added: list[Any] = []
    module = types.ModuleType("bots")

    def add_bot(session, name=None, level="normal", language="ru"):
        client = LocalClient(session)
        client.hello(name or f"Bot{len(added) + 1}")
        added.append((client, level, language))
        return client

    module.add_bot = add_bot
    monkeypatch.setitem(sys.modules, "bots", module)
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: object() if name == "bots" else real(name, *a))
    with_bots = make_console()
    assert not with_bots.bot_button.isHidden()
    session = open_table(with_bots, qtbot)
    qtbot.mouseClick(with_bots.bot_button, LEFT)
    assert [s.name for s in session.seats] == ["Bot1"]
    assert added[0][1:] == ("normal", "en")


def test_resume_of_a_missing_file_is_a_clear_error(app) -> None:
    from netproto.hosting import HostingError

    with pytest.raises(HostingError, match="cannot read"):
        HostConsole(app, resume=Path("/nonexistent/x.dnlog"))


def test_add_bot_with_the_real_bots_package(make_console, qtbot) -> None:
    pytest.importorskip("bots")
    console = make_console()
    assert console.bots_available and not console.bot_button.isHidden()
    session = open_table(console, qtbot)
    qtbot.mouseClick(console.bot_button, LEFT)
    qtbot.mouseClick(console.bot_button, LEFT)
    assert len(session.seats) == 2 and all(s.conn is not None for s in session.seats)
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 2)
    assert not console.messages


def test_a_table_hosted_elsewhere_shows_its_set_up(make_console, qtbot, app) -> None:
    from netproto.hosting import HostedTable
    from netproto.session import TableConfig

    hosted = HostedTable.create(
        TableConfig(name="Handed over", password="pw", max_seats=9, pace=PaceMode.TIMED,
                    phase_seconds={"day": 95.0, "vote": 30.0, "night": 40.0},
                    options={"tie_rule": "random"}, write_log=False),
        app.interfaces, advertise=False)
    console = make_console(hosted=hosted)
    assert console.name_edit.text() == "Handed over" and console.password_edit.text() == "pw"
    assert console.seats_spin.value() == 9 and console.timed_radio.isChecked()
    assert (console.minute_spins["day"].value(), console.second_spins["day"].value()) == (1, 35)
    assert console.rules.overrides() == {"tie_rule": "random"}
    assert hosted.session.config.options == {"tie_rule": "random"}  # nothing was overwritten
    assert console.stack.currentWidget() is console.setup_page
    assert console.address_label.text() == f"127.0.0.1:{hosted.port}"


def test_a_resumed_table_seats_its_bots_again(make_console, qtbot, monkeypatch) -> None:
    """The host adds bots in the lobby, the game runs, the console is closed; resumed, the
    bots are back in their own seats (connected, as they played), with nothing to do."""
    console = make_console()
    session = open_table(console, qtbot)
    for _ in range(3):
        qtbot.mouseClick(console.bot_button, LEFT)
    bots = [b.name for b in console.bots]
    assert len(bots) == 3 and all(session.lobby.find(n).bot is not None for n in bots)
    console.refresh()
    assert console.seats_table.item(seat_row(console, bots[0]), 2).text() == "bot"
    humans = seat(session, NAMES[:4])
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    assert session.state is TableState.RUNNING
    for client in humans.values():
        client.bye()
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: True)
    console.close()
    assert console.hosted.closed

    again = make_console(resume=session.log.path)
    assert sorted(b.name for b in again.bots) == sorted(bots)
    assert all(again.session.connected(n) for n in bots)
    assert not any(again.session.connected(n) for n in NAMES[:4])
    assert again.messages == []  # nothing went wrong, nothing to read


def test_the_hosts_own_bot_seat_and_projector_need_no_password(make_console, qtbot,
                                                                fake_projector) -> None:
    """Issue 33: at a table with a password, "Add a bot" said "Wrong table password.":
    the host's own clients (his bots, his seat, his projector) come in with the password
    he set himself; a stranger still needs it."""
    console = make_console()
    qtbot.keyClicks(console.password_edit, "sesame")
    session = open_table(console, qtbot)
    assert session.config.password == "sesame"
    qtbot.mouseClick(console.bot_button, LEFT)
    qtbot.mouseClick(console.bot_button, LEFT)
    assert not console.messages, [m.text() for m in console.messages]
    assert len(session.seats) == 2 and all(not b.error for b in console.bots)
    qtbot.keyClicks(console.own_seat.edit, "Hosty")
    qtbot.mouseClick(console.own_seat.take_button, LEFT)
    assert not console.messages, [m.text() for m in console.messages]
    assert "Hosty" in [s.name for s in session.seats]
    qtbot.mouseClick(console.projector_button, LEFT)
    assert console.projector_link is not None and console.projector_link._client.error is None
    stranger = LocalClient(session)
    stranger.hello("Stranger")
    assert stranger.error is not None and stranger.error.code == "bad_password"
