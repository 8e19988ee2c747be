"""A game being played now is not resumed a second time: Saved games says "Running now",
brings this app's window of that game forward instead of opening a second console, and
resumes nothing that another process plays; a resumed console keeps its phones' port or
says loudly that it could not.

Real windows (the launcher, the host console) clicked with pytest-qt; the other process
is a real one holding the log's lock. Data and config dirs are temporary; network:
127.0.0.1 only, no LAN advertising, the web page on ephemeral ports.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.host.console import HostConsole
from netproto.log_lock import Holder, holder
from netproto.storage import LogInUse, games_dir, load_log
from tests.desktop.test_saved_games import (
    cell,
    hotseat_log,
    open_saved,
    play_game,
    row_of,
    select,
)
from tests.netproto.wire_client import ROOT

pytestmark = pytest.mark.timeout(90)
LEFT = Qt.MouseButton.LeftButton


def consoles() -> list[HostConsole]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, HostConsole) and w.isVisible()]


def state_of(page, path: Path) -> str:
    return cell(page, row_of(page, path), 3)


def test_a_game_running_in_this_app_is_brought_forward_not_resumed_twice(
        launcher, qtbot, quiet_hosting) -> None:
    path = play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)
    launcher.show()
    page = open_saved(launcher, qtbot)
    assert state_of(page, path).startswith("Unfinished")
    select(page, qtbot, path)
    assert page.resume_button.text() == "Resume"
    qtbot.mouseClick(page.resume_button, LEFT)
    [console] = consoles()
    assert console.log_path == path and holder(path) is Holder.THIS_PROCESS

    # the list follows by itself: the game is running now, in this app
    qtbot.waitUntil(lambda: state_of(page, path).startswith("Running now"))
    select(page, qtbot, path)
    assert page.resume_button.text() == "Bring its window forward"
    assert page.resume_button.isEnabled() and not page.delete_button.isEnabled()
    assert "running now in a window of this app" in page.reason.text()

    # the console was put away; the button brings it back instead of a second console
    console.showMinimized()
    qtbot.waitUntil(console.isMinimized)
    before = path.read_bytes()
    qtbot.mouseClick(page.resume_button, LEFT)
    assert consoles() == [console] and not console.isMinimized()
    qtbot.mouseDClick(page.table.viewport(), LEFT,  # the row's default action: the same
                      pos=page.table.visualItemRect(page.table.item(row_of(page, path),
                                                                    1)).center())
    assert consoles() == [console]
    assert path.read_bytes() == before

    # any other way in is refused before a byte is written
    with pytest.raises(LogInUse) as refused:
        HostConsole(launcher.app, resume=path)
    assert refused.value.holder is Holder.THIS_PROCESS
    assert path.read_bytes() == before

    # the console closed: the game is an unfinished one again, to be resumed
    console.close()
    qtbot.waitUntil(lambda: state_of(page, path).startswith("Unfinished"))
    assert holder(path) is Holder.NOBODY
    select(page, qtbot, path)
    assert page.resume_button.text() == "Resume" and page.delete_button.isEnabled()


def test_a_game_another_process_plays_is_not_resumed_nor_deleted(launcher, qtbot,
                                                                 quiet_hosting) -> None:
    path = play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)
    script = textwrap.dedent(f"""
        import time
        from pathlib import Path
        from netproto.storage import GameLog
        log = GameLog(Path({str(path)!r}), "a")
        print("held", flush=True)
        time.sleep(60)
    """)
    other = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, text=True,
                             stdout=subprocess.PIPE)
    try:
        assert other.stdout.readline().strip() == "held"
        page = open_saved(launcher, qtbot)
        assert state_of(page, path).startswith("Running now")
        select(page, qtbot, path)
        assert not page.resume_button.isEnabled() and not page.delete_button.isEnabled()
        assert "another DN Mafia on this computer" in page.reason.text()
        page.resume_selected()  # even if asked (a double click): nothing opens
        assert consoles() == []
        assert "another DN Mafia" in page.status.text()
        other.kill()
        other.wait(10)
        qtbot.mouseClick(page.refresh_button, LEFT)
        assert state_of(page, path).startswith("Unfinished")
        select(page, qtbot, path)
        assert page.resume_button.isEnabled()
    finally:
        if other.poll() is None:
            other.kill()
            other.wait(10)
        other.stdout.close()


def test_a_resumed_console_keeps_its_phones_port_or_says_why_not(app, qtbot,
                                                                 quiet_hosting) -> None:
    app.settings.web_seats = True
    path = play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)
    first = HostConsole(app, resume=path)
    web = first.session.web_port
    url = first.session.table.web_url  # the phones' address and the host's key (#k=…)
    assert url.startswith(f"http://127.0.0.1:{web}/#k=")
    assert load_log(path).header["table"]["web_port"] == web
    first.shutdown()

    again = HostConsole(app, resume=path)  # the setting says "any port": the log wins
    assert again.session.table.web_url == url  # the same port, the same key
    assert not again.messages and not again.hosted.moved
    again.shutdown()

    with socket.socket() as blocker:  # another program holds the port meanwhile
        blocker.bind(("127.0.0.1", web))
        blocker.listen()
        moved = HostConsole(app, resume=path)
        qtbot.addWidget(moved)
        moved.show()
        new = moved.session.web_port
        assert new != web
        [box] = moved.messages
        assert box.isVisible() and box.windowTitle() == "The table's address changed"
        assert f"old port {web}" in box.text() and f"127.0.0.1:{new}" in box.text()
        assert "QR codes" in box.text()
        moved.shutdown()


def test_a_hot_seat_game_running_here_is_brought_forward_too(launcher, qtbot,
                                                             quiet_hosting) -> None:
    from desktop.hotseat.window import HotSeatWindow

    path = hotseat_log(games_dir(), commands=1)
    launcher.show()
    page = open_saved(launcher, qtbot)
    select(page, qtbot, path)
    qtbot.mouseClick(page.resume_button, LEFT)
    [window] = [w for w in QApplication.topLevelWidgets()
                if isinstance(w, HotSeatWindow) and w.isVisible()]
    assert window.log_path == path
    qtbot.waitUntil(lambda: state_of(page, path).startswith("Running now"))
    select(page, qtbot, path)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    qtbot.mouseClick(page.resume_button, LEFT)
    assert not window.isMinimized()
    assert [w for w in QApplication.topLevelWidgets()
            if isinstance(w, HotSeatWindow) and w.isVisible()] == [window]
