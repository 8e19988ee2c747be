"""The replay viewer: a real saved game stepped through from each player's point of view
shows, at every moment, exactly that player's view then (the same leak check as the live
views), lists only the moments he could notice, and never keeps a later moment's text
after stepping back; the god and public views; the timeline controls; damaged and
unreadable logs are announced."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableWidget, QTextEdit

from desktop.app import DesktopApp
from desktop.replay_viewer import GOD, PUBLIC, SEAT, ReplayViewer
from desktop.settings import Settings
from engine.commands import Act, Action
from netproto.storage import games_dir
from tests.desktop.test_saved_games import NAMES, play_game
from tests.engine.leakcheck import check_public, check_seat

pytestmark = pytest.mark.timeout(120)

HIDDEN = {Action.WRITE, Action.SHOOT, Action.CHECK, Action.SAVE, Action.SEARCH, Action.EYES,
          Action.SLEEP, Action.LEND, Action.GIVE_AWAY, Action.DESTROY}


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    return DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                      save_settings=False)


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    directory = tmp_path_factory.mktemp("replay")
    return play_game(directory, seed=7)


@pytest.fixture
def viewer(app, qtbot, saved):
    window = ReplayViewer(app, saved)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def shown_text(widget) -> str:
    """Every text a widget tree shows (labels, buttons, text views, table cells)."""
    parts = []
    for child in [widget, *widget.findChildren(object)]:
        if isinstance(child, QLabel | QAbstractButton):
            parts.append(child.text())
        elif isinstance(child, QTextEdit):
            parts.append(child.toPlainText())
        elif isinstance(child, QTableWidget):
            for row in range(child.rowCount()):
                for column in range(child.columnCount()):
                    item = child.item(row, column)
                    if item is not None:
                        parts.append(item.text())
    return "\n".join(parts)


@pytest.mark.parametrize("seat", NAMES)
def test_a_player_sees_only_what_he_knew_at_every_moment(viewer, seat):
    viewer.set_pov(SEAT, seat)
    total = len(viewer.moments)
    labels = viewer.moment_texts()
    assert len(labels) == len(viewer.visible) < total  # others' hidden moves are not listed
    known_texts: set[str] = set()
    for position in range(len(viewer.visible)):
        viewer.go(position)
        game = viewer.timeline.game_at(viewer.k)
        view = viewer.current_view()
        assert view["kind"] == "player" and view["me"]["name"] == seat
        check_seat(game, seat, view)
        moment = viewer.moments[viewer.visible[position]]
        # the label: his own move, or something his view shows, or the clock
        known_texts |= {e["text"] for e in view["events"]}
        known_texts |= {e["text"] for e in view["messages"]}
        known_texts |= {e["text"] for e in (view.get("mafia") or {}).get("channel", [])}
        command = moment.command
        label = labels[position]
        if isinstance(command, Act) and command.actor != seat:
            assert label != viewer._act_words(command), (seat, label)
        if isinstance(command, Act) and command.actor != seat and command.action in HIDDEN:
            assert label.split(" (+")[0] in known_texts, (seat, label)


def test_stepping_back_forgets_the_future(viewer, qtbot):
    viewer.set_pov(SEAT, "Fay")  # a civilian
    qtbot.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    end_text = shown_text(viewer.stage.currentWidget())
    assert "The game is over" in end_text
    qtbot.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.k == 0
    start_text = shown_text(viewer.stage.currentWidget())
    assert "The game is over" not in start_text
    assert "Day 1 begins" in start_text or "The game begins" in start_text
    # Kira's name never next to "Kira" for a civilian before the end
    assert "Ann — Kira" not in start_text


def test_god_and_public_views_and_the_controls(viewer, qtbot):
    assert viewer.pov == GOD and len(viewer.visible) == len(viewer.moments)
    qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 2 and viewer.k == 2
    god = viewer.current_view()
    assert god["kind"] == "god"
    text = shown_text(viewer.god_widget)
    assert "Kira" in text and "Ann" in text  # every role is there
    qtbot.mouseClick(viewer.next_phase_button, Qt.MouseButton.LeftButton)
    assert viewer.moments[viewer.visible[viewer.position]].phase != "day"
    qtbot.mouseClick(viewer.prev_phase_button, Qt.MouseButton.LeftButton)
    assert viewer.moments[viewer.visible[viewer.position]].phase == "day"
    # pick a moment in the list
    item = viewer.moment_list.topLevelItem(5)
    rect = viewer.moment_list.visualItemRect(item)
    qtbot.mouseClick(viewer.moment_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    assert viewer.position == 5 and viewer.slider.value() == 5
    # the public board: public facts only, at the same moment
    k = viewer.k
    index = viewer.pov_combo.findData(PUBLIC)
    viewer.pov_combo.setCurrentIndex(index)
    assert viewer.pov == PUBLIC and viewer.k <= k
    for position in range(0, len(viewer.visible), 7):
        viewer.go(position)
        check_public(viewer.timeline.game_at(viewer.k), viewer.current_view())
    viewer.slider.setValue(len(viewer.visible) - 1)
    assert viewer.current_view()["winner"] is not None
    # the seats are listed by name only: a role there would spoil the early moments
    labels = [viewer.pov_combo.itemText(i) for i in range(viewer.pov_combo.count())]
    assert labels[2:] == list(NAMES)


def test_play_runs_to_the_end(viewer, qtbot):
    viewer.set_pov(SEAT, "Ann")
    viewer.go(len(viewer.visible) - 3)
    viewer.player.setInterval(10)
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not viewer.play_button.isChecked(), timeout=5000)
    assert viewer.position == len(viewer.visible) - 1


def test_damaged_and_unreadable_logs(app, qtbot, saved, tmp_path):
    data = saved.read_bytes()
    cut = tmp_path / "cut.dnlog"
    cut.write_bytes(data[:-5])
    window = ReplayViewer(app, cut)
    qtbot.addWidget(window)
    assert window.error is None
    assert not window.damage.isHidden() and "cut short" in window.damage.text()
    assert len(window.moments) == len(window.loaded.commands) + 1
    junk = tmp_path / "junk.dnlog"
    junk.write_bytes(b"nothing\n")
    broken = ReplayViewer(app, junk)
    qtbot.addWidget(broken)
    assert broken.error is not None
    assert "cannot be replayed" in broken.error_label.text()
    assert games_dir().exists()
