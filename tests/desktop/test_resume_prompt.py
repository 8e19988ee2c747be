"""After a crash, the app's start asks "You have an unfinished game — resume it?": only
about games hosted on this computer that are neither finished nor running now; Resume
opens the game, "Saved games…" shows it in the list, "Not now" asks again at the next
start, "Don't ask about this game" never again. In English and in Russian.

Real windows (the launcher, the question, the host console) clicked with pytest-qt; the
app's own start in a subprocess. Data and config dirs are temporary; network: 127.0.0.1
only, no LAN advertising, the web page on ephemeral ports.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.host.console import HostConsole
from desktop.i18n import Language
from desktop.launcher.resume_prompt import ResumePrompt
from netproto.session import TableSession
from netproto.storage import games_dir, load_log
from tests.desktop.test_saved_games import hotseat_log, play_game

pytestmark = pytest.mark.timeout(90)
LEFT = Qt.MouseButton.LeftButton
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def start(app, qtbot):
    """The app's start: the launcher as ``dnmafia`` opens it, once on screen."""
    made = []

    def launch():
        from desktop.launcher.window import Launcher

        window = Launcher(app, offer_resume=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        made.append(window)
        qtbot.waitUntil(lambda: window.unfinished_checked)  # it has looked at the games
        return window

    yield launch
    for window in made:
        window.join_page.stop_browsing()


def asked(launcher) -> ResumePrompt | None:
    prompt = launcher.resume_prompt
    return prompt if prompt is not None and prompt.isVisible() else None


def test_the_start_offers_the_unfinished_game_and_resumes_it(start, qtbot,
                                                             quiet_hosting) -> None:
    path = play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)
    launcher = start()
    prompt = asked(launcher)
    assert prompt is not None
    assert prompt.heading.text() == "You have an unfinished game — resume it?"
    assert "Saturday table" in prompt.details.text() and "LAN table" in prompt.details.text()
    assert "Ann, Bob" in prompt.details.text() and "Interrupted after" in prompt.details.text()
    assert not prompt.more.isVisible()
    qtbot.mouseClick(prompt.resume_button, LEFT)
    consoles = [w for w in QApplication.topLevelWidgets()
                if isinstance(w, HostConsole) and w.isVisible()]
    assert len(consoles) == 1 and consoles[0].log_path == path
    assert consoles[0].session.game is not None
    assert launcher.pages.currentWidget() is launcher.saved_page
    assert not prompt.isVisible()


def test_not_now_asks_again_and_dont_ask_never_does(start, qtbot, app) -> None:
    older = play_game(games_dir(), name="Friday table", finish=False, phases=1, seed=7)
    newer = hotseat_log(games_dir(), commands=1)
    os.utime(older, (1_000_000, 1_000_000))  # the list is newest first
    first = start()
    prompt = asked(first)
    assert prompt is not None and prompt.row.path == newer
    assert "Kitchen table" in prompt.details.text() and "Hot-seat" in prompt.details.text()
    assert prompt.more.isVisible() and prompt.more.text() == (
        "1 more unfinished game in Saved games.")
    qtbot.mouseClick(prompt.not_now_button, LEFT)
    assert asked(first) is None and app.settings.resume_dismissed == []
    assert first.pages.currentWidget() is first.join_page

    second = start()  # "Not now": the next start asks again
    prompt = asked(second)
    assert prompt is not None and prompt.row.path == newer
    qtbot.mouseClick(prompt.forget_button, LEFT)
    assert app.settings.resume_dismissed == [newer.name]

    third = start()  # never again about that one; the other one is still asked about
    prompt = asked(third)
    assert prompt is not None and prompt.row.path == older and not prompt.more.isVisible()
    qtbot.mouseClick(prompt.saved_button, LEFT)  # the list: the game is shown, not resumed
    page = third.saved_page
    assert third.pages.currentWidget() is page
    assert page.current() is not None and page.current().path == older
    assert sorted(app.settings.resume_dismissed) == sorted([newer.name, older.name])
    assert [w for w in QApplication.topLevelWidgets()
            if isinstance(w, HostConsole) and w.isVisible()] == []

    fourth = start()
    assert asked(fourth) is None  # both left alone: they stay in Saved games
    older.unlink()  # a log gone: forgotten from the settings at the next dismissal
    assert len(page.rows) >= 1


def test_closing_the_question_is_not_now(start, qtbot, app) -> None:
    play_game(games_dir(), name="Friday table", finish=False, phases=1, seed=7)
    launcher = start()
    prompt = asked(launcher)
    assert prompt is not None
    qtbot.keyClick(prompt, Qt.Key.Key_Escape)
    assert asked(launcher) is None and app.settings.resume_dismissed == []
    assert asked(start()) is not None


def test_finished_games_and_games_running_now_are_not_offered(start, qtbot) -> None:
    play_game(games_dir(), name="Friday table", finish=True)
    assert asked(start()) is None
    running = TableSession.resume(load_log(  # a table of this app plays it now
        play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)))
    try:
        assert asked(start()) is None
    finally:
        running.close()
    assert asked(start()) is not None


def test_the_question_speaks_russian(start, qtbot, app) -> None:
    play_game(games_dir(), name="Пятничный стол", finish=False, phases=1, seed=7)
    app.set_language(Language.RU)
    prompt = asked(start())
    assert prompt is not None
    assert prompt.heading.text() == "У вас есть незаконченная игра — продолжить её?"
    assert "Стол в сети" in prompt.details.text() and "Прервана после" in prompt.details.text()
    assert prompt.resume_button.text() == "Продолжить"
    assert prompt.not_now_button.text() == "Не сейчас"
    assert prompt.forget_button.text() == "Больше не спрашивать об этой игре"
    app.set_language(Language.EN)
    qtbot.waitUntil(lambda: prompt.resume_button.text() == "Resume")
    assert prompt.heading.text() == "You have an unfinished game — resume it?"


def test_the_app_asks_when_it_starts(tmp_path: Path) -> None:
    """``dnmafia`` itself: its launcher asks once it is on screen (and only then loads
    the saved games)."""
    data = tmp_path / "data"
    play_game(data / "games", name="Saturday table", finish=False, phases=1, seed=9)
    code = ("import sys\n"
            f"sys.path.insert(0, {str(ROOT)!r})\n"
            "from PySide6.QtCore import QTimer\n"
            "from PySide6.QtWidgets import QApplication\n"
            "qapp = QApplication(['dnmafia'])\n"
            "def report():\n"
            "    print(sorted(type(w).__name__ for w in QApplication.topLevelWidgets()\n"
            "                 if w.isVisible()), flush=True)\n"
            "    qapp.quit()\n"
            "QTimer.singleShot(3000, report)\n"
            "from desktop.main import main\n"
            "main(['dnmafia'])\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               DNMAFIA_CONFIG_DIR=str(tmp_path / "config"), DNMAFIA_DATA_DIR=str(data),
               DNMAFIA_INTERFACES="127.0.0.1")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    assert "'ResumePrompt'" in done.stdout and "'Launcher'" in done.stdout, done.stdout
