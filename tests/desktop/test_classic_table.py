"""Issue 6's "done when" end to end in one process: a host sets up a classic table in the
host console with every optional role and every scenario on (two mafias, recruitment,
vests, lawyer strikes, the killer, the Don strike), opens it and plays at it too; a second
player finds it from his launcher (zeroconf on 127.0.0.1) with a character, the host
approves him by clicking in the lobby; bots fill the other seats and the game is played to
its end, the host ending each phase with the console's button. No bot action is refused,
and both human windows show the winner."""

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
from engine.options import PRESET_DEFAULTS, Preset
from tests.desktop.table_play import play_a_little

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(300), pytest.mark.xdist_group("lan")]
LOOPBACK = ["127.0.0.1"]
LEFT = Qt.MouseButton.LeftButton
EVERYTHING = {
    "extra_roles": ["doctor", "commissar", "peacemaker", "executioner", "witness", "maniac",
                    "thug", "don", "don2"],
    "mafia_count": 5, "two_mafias": True, "recruitment": True, "bulletproof_vests": 2,
    "lawyer_strike": True, "lawyer_penalty": "second_miss", "mafia_kill": "killer",
    "don_strike": True, "don_miss_sanction": "name_then_death", "autokill_inactive": False,
}


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(bots, "add_bot", functools.partial(bot_seat.add_bot, delay=(0.0, 0.0),
                                                           seed=11))
    return DesktopApp(qapp, Settings(language="en"), interfaces=LOOPBACK, save_settings=False)


def test_a_classic_table_with_every_role_and_scenario_plays_to_the_end(qtbot, app) -> None:
    table_name = f"Classic {uuid.uuid4().hex[:6]}"
    console = HostConsole(app)
    qtbot.addWidget(console)
    console.show()
    console.name_edit.setText(table_name)
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    console.seats_spin.setValue(16)
    console.rules.set_values({**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), **EVERYTHING})
    console.rules.changed.emit()
    assert console.rules.error() is None
    assert console.approve_box.isChecked()
    qtbot.mouseClick(console.open_button, LEFT)
    assert console.hosted is not None, console.messages
    session = console.session
    session.config.seed = 16
    assert session.config.options == {
        k: v for k, v in EVERYTHING.items()
        if v != PRESET_DEFAULTS[Preset.CLASSIC].to_plain()[k]}
    qtbot.keyClicks(console.play_edit, "Hostess")
    qtbot.mouseClick(console.play_button, LEFT)
    qtbot.waitUntil(lambda: console.own_window is not None, timeout=5000)
    # a player joins from his launcher with a character and waits for approval
    launcher = Launcher(app)
    qtbot.addWidget(launcher)
    launcher.show()
    launcher.name.setText("Ann")
    page = launcher.join_page
    qtbot.keyClicks(page.profile_edits["profession"], "baker")
    qtbot.waitUntil(lambda: any(i.name == table_name for i in page.table_infos()),
                    timeout=20_000)
    info = next(i for i in page.table_infos() if i.name == table_name)
    rect = page.tables.visualItemRect(page.item_for(info.instance))
    qtbot.mouseClick(page.tables.viewport(), LEFT, pos=rect.center())
    qtbot.mouseClick(page.join_button, LEFT)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    ann = page.windows[0]
    panel = console.lobby_panel
    qtbot.waitUntil(lambda: "Ann" in [s.name for s in session.pending], timeout=5000)
    # the lobby list is redrawn on the console's next refresh (a timer): wait for her row
    qtbot.waitUntil(lambda: any(panel.table.item(r, panel.NAME_COLUMN).text() == "Ann"
                                for r in range(panel.table.rowCount())), timeout=5000)
    panel.table.selectRow(panel.row_of("Ann"))
    qtbot.mouseClick(panel.approve_button, LEFT)
    assert "Ann" in [s.name for s in session.seats]
    assert next(s for s in session.seats if s.name == "Ann").profile.profession == "baker"
    windows = {"Hostess": console.own_window, "Ann": ann}
    while len(session.seats) < 16:
        before = len(session.seats)
        qtbot.mouseClick(console.bot_button, LEFT)
        qtbot.waitUntil(lambda b=before: len(session.seats) > b, timeout=5000)
    qtbot.waitUntil(console.start_button.isEnabled, timeout=5000)
    qtbot.mouseClick(console.start_button, LEFT)
    qtbot.waitUntil(lambda: all((w.panel.view or {}).get("kind") == "player"
                                for w in windows.values()), timeout=5000)
    game = session.game
    assert game.state.classic is not None and len(game.state.classic.families) == 2
    assert not console.god_view_allowed()
    rng = random.Random(6)
    for _ in range(150):
        if game.over:
            break
        for window in windows.values():
            play_a_little(window.panel, rng, skip=("say", "concede", "recruit", "accept"))
        qtbot.wait(30)
        qtbot.waitUntil(lambda: not any(getattr(b, "busy", False) for b in console.bots),
                        timeout=5000)
        qtbot.mouseClick(console.next_button, LEFT)
        qtbot.wait(10)
    assert game.over, "the game did not end"
    dead = [p for p in game.state.players.values() if p.death is not None]
    assert any(p.death.at_night for p in dead) and any(not p.death.at_night for p in dead)
    winner = game.state.winner
    # a ceiling, not a timing: the last views cross real sockets on a loaded machine
    qtbot.waitUntil(lambda: all((w.panel.view or {}).get("winner") == winner
                                for w in windows.values()), timeout=20000)
    assert all(not bot.refusals for bot in console.bots), [
        b.refusals for b in console.bots if b.refusals]
    ann.close()
    launcher.close()
    console.shutdown()
    qtbot.wait(100)
