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
from desktop.replay.viewer import GOD, PUBLIC, SEAT, ReplayViewer
from desktop.settings import Settings
from desktop.texts import event_text
from engine.commands import Act, Action
from netproto.messages import ActMessage
from netproto.storage import games_dir
from tests.desktop.test_saved_games import NAMES, play_game
from tests.engine.leakcheck import check_public, check_seat

# one worker plays the saved game (module-scoped) for all of them
pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("replay")]

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
        channel = (view.get("mafia") or {}).get("channel", [])
        known_texts |= {e["text"] for e in channel}
        known_texts |= {event_text(e) for e in channel}  # as the window words it
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


# --------------------------------------------------------------------- a classic game

CLASSIC_NAMES = [f"P{i:02d}" for i in range(15)]
CLASSIC_DEAL = {"P00": "mafia", "P01": "mafia", "P02": "mafia2", "P03": "mafia2",
                "P04": "doctor", "P05": "commissar"}


def play_classic_game(directory) -> tuple[object, list[str]]:
    """A classic table with two families and a reserve, played by random legal acts from
    each seat's own view (family chats included); the host removes a player on day 2, so
    the reserve is seated mid-game."""
    import random

    from engine.options import Preset
    from netproto.inprocess import LocalClient
    from netproto.messages import Ack
    from netproto.session import TableConfig, TableSession

    config = TableConfig(name="Classic replay", seed=4, preset=Preset.CLASSIC,
                         deal=dict(CLASSIC_DEAL), log_dir=directory, approve=False,
                         options={"two_mafias": True, "autokill_inactive": False},
                         rate_per_second=1e6, rate_burst=1e6, drop_after_seconds=1e9)
    session = TableSession(config)
    clients = {}
    for name in CLASSIC_NAMES:
        clients[name] = LocalClient(session)
        clients[name].hello(name)
    clients["Zed"] = LocalClient(session)
    clients["Zed"].hello("Zed", reserve=True)
    session.start()
    rng = random.Random(4)
    try:
        while not session.game.over and session.game.state.game_day <= 12:
            for name in sorted(clients):
                if clients[name].closed:  # the kicked one
                    continue
                view = clients[name].view
                rows = [r for r in view.get("actions", []) if r["legal"]
                        and r["action"] not in ("concede",)]
                if not rows:
                    continue
                row = rng.choice(rows)
                fields: dict[str, object] = {}
                if "targets" in row:
                    fields["target"] = rng.choice(row["targets"])
                if row["action"] == "say":
                    fields["text"] = f"{name} says {rng.randrange(99)}"
                    if view.get("mafia") and rng.random() < 0.5:
                        fields["channel"] = "mafia"
                assert isinstance(clients[name].request(ActMessage.of(
                    row["action"], **fields)), Ack)
            if session.game.state.game_day == 2 and "Zed" not in session.game.state.players:
                living = [n for n in CLASSIC_NAMES if session.game.state.players[n].alive]
                session.kick(living[-1])
            if not session.game.over:
                session.advance_phase()
        return session.log.path, [*CLASSIC_NAMES, "Zed"]
    finally:
        session.close()


def test_a_classic_replay_shows_each_seat_only_its_own_family(app, qtbot, tmp_path):
    """Two families and a seated reserve: a family's channel moments are listed only for
    its members, every seat's view passes the classic leak check at every moment, and the
    reserve follows the public board until he is seated."""
    from tests.engine.test_classic_leaks import check_classic_seat

    path, seats = play_classic_game(tmp_path)
    window = ReplayViewer(app, path)
    qtbot.addWidget(window)
    window.show()
    assert window.error is None and window.broken is None
    assert "Zed" in window.seat_names()
    # both families talked: channel moments with each family's members as readers
    final = window.timeline.game_at(len(window.timeline))
    families = {final.state.players[next(iter(m.readers))].family
                for m in window.moments if m.mafia and m.readers}
    assert families == {1, 2}
    for seat in ("P00", "P02", "P04", "Zed"):
        window.set_pov(SEAT, seat)
        for position in range(len(window.visible)):
            window.go(position)
            game = window.timeline.game_at(window.k)
            view = window.current_view()
            moment = window.moments[window.visible[position]]
            if seat in game.state.players:
                assert view["kind"] == "player"
                check_classic_seat(game, seat, view)
            else:
                assert view["kind"] == "public" and seat == "Zed"
                check_public(game, view)
            family = game.state.players[seat].family if seat in game.state.players else 0
            for record in window._visible_events(moment):
                if record["code"] in ("mafia_chat", "mafia_action"):
                    by = record["params"].get("by")
                    assert game.state.players[by].family == family, (seat, record)
    assert "Zed" in window.timeline.game_at(len(window.timeline)).state.players


def test_every_moment_is_shown_whole_on_its_lines(viewer, qtbot):
    """A moment longer than its column wraps onto more lines; none is elided with "…"."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    tree = viewer.moment_list
    viewer.resize(1366 - 16, 768 - 40)
    qtbot.wait(50)
    width = tree.header().sectionSize(1)
    wrapped = 0
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        text = item.text(1)
        rect = tree.visualRect(tree.indexFromItem(item, 1))
        if rect.isEmpty():
            continue  # scrolled out of sight
        metrics = QFontMetrics(item.font(1))
        needed = metrics.boundingRect(QRect(0, 0, width - 6, 1 << 20),
                                      int(Qt.TextFlag.TextWordWrap), text).height()
        assert rect.height() >= needed, (text, rect.height(), needed)
        wrapped += needed > metrics.height()
    assert wrapped  # the long ones (the vote's count, the newspaper) took several lines
