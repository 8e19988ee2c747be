"""The issue's "done when", end to end in one process: a host opens a table in the host
console and plays at it too; two more players start their launchers, find the table in
the LAN list (zeroconf on 127.0.0.1) and join it by clicking; the host fills the rest of
the seats with bots and starts; the three humans and the bots play a Death Note game to
its end, the host ending each phase with the console's button. Every human window shows
the winner at the end."""

from __future__ import annotations

import functools
import random
import uuid

import pytest
from PySide6.QtCore import Qt

import bots
from bots import seat as bot_seat
from desktop.app import DesktopApp
from desktop.host.console import HostConsole
from desktop.launcher.window import Launcher
from desktop.settings import Settings
from tests.desktop.table_play import play_a_little

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(240), pytest.mark.xdist_group("lan")]
DEATHNOTE_MOVES = ("nominate", "vote", "abstain", "sleep", "check", "save", "shoot", "search")
LOOPBACK = ["127.0.0.1"]


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    # bots that answer at once (their human-like delay would only slow the test down)
    monkeypatch.setattr(bots, "add_bot", functools.partial(bot_seat.add_bot, delay=(0.0, 0.0),
                                                           seed=3))
    return DesktopApp(qapp, Settings(language="en"), interfaces=LOOPBACK, save_settings=False)


def _join_from_launcher(qtbot, app, name: str, table_name: str):
    launcher = Launcher(app)
    qtbot.addWidget(launcher)
    launcher.show()
    launcher.name.setText(name)
    page = launcher.join_page
    qtbot.waitUntil(lambda: any(i.name == table_name for i in page.table_infos()),
                    timeout=20_000)
    info = next(i for i in page.table_infos() if i.name == table_name)
    item = page.item_for(info.instance)
    rect = page.tables.visualItemRect(item)
    qtbot.mouseClick(page.tables.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    return launcher, page.windows[0]


def test_three_people_and_bots_play_a_lan_game_to_the_end(qtbot, app) -> None:
    table_name = f"Friday {uuid.uuid4().hex[:6]}"
    console = HostConsole(app)
    qtbot.addWidget(console)
    console.show()
    console.name_edit.setText(table_name)
    console.seats_spin.setValue(7)
    qtbot.mouseClick(console.open_button, Qt.MouseButton.LeftButton)
    assert console.hosted is not None, console.messages
    session = console.session
    session.config.seed = 21
    # the host plays too
    qtbot.keyClicks(console.play_edit, "Hostess")
    qtbot.mouseClick(console.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: console.own_window is not None, timeout=5000)
    windows = {"Hostess": console.own_window}
    launchers = []
    for name in ("Ann", "Bob"):
        launcher, window = _join_from_launcher(qtbot, app, name, table_name)
        launchers.append(launcher)
        windows[name] = window
    for _ in range(4):
        qtbot.mouseClick(console.bot_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.seats) == 7, timeout=5000)
    qtbot.waitUntil(lambda: console.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(console.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all((w.panel.view or {}).get("kind") == "player"
                                for w in windows.values()), timeout=5000)
    assert not console.god_view_allowed()  # the host plays: no god view for him
    rng = random.Random(5)
    for _ in range(120):
        if session.game.over:
            break
        for window in windows.values():
            play_a_little(window.panel, rng, only=DEATHNOTE_MOVES)
        qtbot.wait(30)
        qtbot.waitUntil(lambda: not any(getattr(b, "busy", False) for b in console.bots),
                        timeout=5000)
        qtbot.mouseClick(console.next_button, Qt.MouseButton.LeftButton)
        qtbot.wait(10)
    assert session.game.over, "the game did not end"
    winner = session.game.state.winner
    qtbot.waitUntil(lambda: all((w.panel.view or {}).get("winner") == winner
                                for w in windows.values()), timeout=5000)
    assert all(not bot.refusals for bot in console.bots)
    for launcher in launchers:
        for window in launcher.join_page.windows:
            window.close()
        launcher.close()
    console.shutdown()
    qtbot.wait(100)
