"""The launcher's saved games: real logs (a short game played through a ``TableSession``,
a hot-seat log), listed with date, table, players, state and kind; delete (log and
sidecars, after a confirmation); a damaged log and an unreadable one reported clearly; the
story exported; resume and replay open their windows.

Data and config dirs are temporary (DNMAFIA_DATA_DIR / DNMAFIA_CONFIG_DIR)."""

from __future__ import annotations

import json
import random
import re
import zlib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.settings import Settings
from engine.game import Game, GameSetup
from engine.options import Preset
from netproto.inprocess import LocalClient
from netproto.messages import Ack, ActMessage
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import GameLog, games_dir, list_games
from tests.helpers.names import DEAL, NAMES

pytestmark = pytest.mark.timeout(60)

SKIP = {"lend", "give_away", "destroy"}


def play_game(directory: Path, *, name: str = "Friday table", finish: bool = True,
              seed: int = 7, phases: int | None = None) -> Path:
    """A game played through a real table session (in-process clients, random legal acts
    from each seat's own view); returns its log. ``finish``: to the end, else ``phases``."""
    config = TableConfig(name=name, seed=seed, deal=DEAL, reserved=NAMES, log_dir=directory,
                         rate_per_second=1e6, rate_burst=1e6, drop_after_seconds=1e9)
    session = TableSession(config)
    clients = {}
    for player in NAMES:
        client = LocalClient(session)
        client.hello(player)
        clients[player] = client
    assert session.state is TableState.RUNNING
    rng = random.Random(seed)
    played = 0
    try:
        while not session.game.over and (finish or played < (phases or 2)):
            assert session.game.state.game_day <= 15, "the scripted game does not end"
            for _ in range(4):
                for player in sorted(clients):
                    if session.game.over:
                        break
                    view = clients[player].view
                    rows = [r for r in view.get("actions", [])
                            if r["legal"] and r["action"] not in SKIP]
                    if not rows:
                        continue
                    row = rng.choice(rows)
                    fields: dict[str, Any] = {}
                    if "targets" in row:
                        fields["target"] = rng.choice(row["targets"])
                    if row["action"] == "say":
                        fields["text"] = f"{player} says {rng.randrange(99)}"
                    assert isinstance(clients[player].request(ActMessage.of(
                        row["action"], **fields)), Ack)
            if not session.game.over:
                session.advance_phase()
            played += 1
        path = session.log.path
    finally:
        session.close()
    return path


def hotseat_log(directory: Path, *, commands: int = 0) -> Path:
    """A hot-seat game's log (its table record says so), unfinished."""
    setup = GameSetup(Preset.DEATHNOTE, NAMES, 3, {}, DEAL)
    log = GameLog.create("hotseat01", {"name": "Kitchen table", "hotseat": True}, setup,
                         [(n, f"t-{n}") for n in NAMES], directory)
    game = Game(setup)
    for _ in range(commands):
        from engine.commands import Advance

        command = Advance(game.next_phase_boundary())
        game.apply(command)
        log.append(command)
    log.close()
    return log.path


def newer_format(data: bytes) -> bytes:
    """The same log, its header claiming a format this app does not know (CRC intact)."""
    first, rest = data.split(b"\n", 1)
    header = json.loads(first.decode().rpartition("\t")[0])
    header["format"] = 99
    text = json.dumps(header, ensure_ascii=False, separators=(",", ":"))
    return f"{text}\t{zlib.crc32(text.encode()):08x}\n".encode() + rest


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    data, config = tmp_path / "data", tmp_path / "config"
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(data))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(config))
    return data, config


@pytest.fixture
def app(qapp, dirs):
    return DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                      save_settings=False)


def open_saved(launcher, qtbot):
    qtbot.mouseClick(launcher.tiles["resume"], Qt.MouseButton.LeftButton)
    assert launcher.pages.currentWidget() is launcher.saved_page
    return launcher.saved_page


def row_of(page, path: Path) -> int:
    return next(i for i, row in enumerate(page.rows) if row.path == path)


def cell(page, row: int, column: int) -> str:
    return page.table.item(row, column).text()


def select(page, qtbot, path: Path) -> None:
    row = row_of(page, path)
    rect = page.table.visualItemRect(page.table.item(row, 1))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.current() is not None and page.current().path == path


def test_lists_real_games_with_their_state_and_kind(launcher, qtbot):
    finished = play_game(games_dir(), name="Friday table")
    running = play_game(games_dir(), name="Saturday table", finish=False, phases=2, seed=9)
    kitchen = hotseat_log(games_dir(), commands=2)
    page = open_saved(launcher, qtbot)
    assert {row.path for row in page.rows} == {finished, running, kitchen}
    done = row_of(page, finished)
    assert cell(page, done, 1) == "Friday table"
    assert cell(page, done, 2) == "Ann, Bob, Cid, Dan, Eve, Fay, Gus"
    winner = next(g for g in list_games() if g.path == finished).winner
    assert cell(page, done, 3).startswith("Finished")
    assert {"town": "town", "kira": "Kira", "mafia": "mafia"}.get(winner, "") in cell(
        page, done, 3) or winner == "nobody"
    assert cell(page, done, 4) == "LAN table"
    assert cell(page, row_of(page, running), 3).startswith("Unfinished")
    assert cell(page, row_of(page, kitchen), 4) == "Hot-seat"
    assert cell(page, done, 0)  # a date

    # a finished game: replay and export, not resume (with the reason shown)
    select(page, qtbot, finished)
    assert not page.resume_button.isEnabled()
    assert page.replay_button.isEnabled() and page.export_button.isEnabled()
    assert "over" in page.reason.text()
    # an unfinished one: resume; replay waits for the end (it shows every secret)
    select(page, qtbot, running)
    assert page.resume_button.isEnabled()
    assert not page.replay_button.isEnabled() and not page.export_button.isEnabled()


def test_delete_asks_and_removes_the_log_and_its_sidecars(launcher, qtbot, monkeypatch):
    path = play_game(games_dir(), finish=False, phases=1)
    sidecar = path.with_name(path.name + ".damaged")
    sidecar.write_bytes(b"torn tail")
    other = hotseat_log(games_dir())
    page = open_saved(launcher, qtbot)
    select(page, qtbot, path)
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    asked = []

    def question(*args, **kwargs):
        asked.append(args[2])
        return next(answers)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert path.exists() and "Friday table" in asked[0]  # "No": nothing deleted
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and not sidecar.exists()
    assert other.exists()
    assert [row.path for row in page.rows] == [other]


def test_damaged_and_unreadable_logs_are_reported(launcher, qtbot, monkeypatch):
    path = play_game(games_dir(), finish=False, phases=2)
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # the last record cut short, as a crash leaves it
    junk = games_dir() / "20240101-120000-deadbeef.dnlog"
    junk.write_bytes(b"this is not a log\n")
    newer = games_dir() / "20240101-130000-cafecafe.dnlog"
    newer.write_bytes(newer_format(data))
    page = open_saved(launcher, qtbot)
    damaged = row_of(page, path)
    assert "damaged" in cell(page, damaged, 3)
    select(page, qtbot, path)
    assert not page.damage.isHidden()
    assert "cut short" in page.damage.text()  # exactly what was dropped
    # resuming asks first, naming what was lost; "No" opens nothing
    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No))
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    assert asked and "cut short" in asked[0] and not page.windows

    for broken, words in ((junk, "header is damaged"), (newer, "newer version")):
        index = row_of(page, broken)
        assert cell(page, index, 3) == "Cannot be opened"
        select(page, qtbot, broken)
        assert words in page.damage.text()
        assert not page.resume_button.isEnabled() and not page.replay_button.isEnabled()
        assert page.delete_button.isEnabled()


def test_export_story_to_a_file_and_the_clipboard(launcher, qtbot, monkeypatch, tmp_path):
    from PySide6.QtGui import QGuiApplication

    path = play_game(games_dir())
    page = open_saved(launcher, qtbot)
    select(page, qtbot, path)
    target = tmp_path / "story.bbcode"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    page.export_format.setCurrentIndex(0)  # BBCode
    page.export_language.setCurrentIndex(1)  # English
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    text = target.read_text(encoding="utf-8")
    assert "[b]" in text or "[table]" in text
    assert "Ann" in text and str(target) in page.status.text()
    page.export_format.setCurrentIndex(1)  # Markdown, Russian
    page.export_language.setCurrentIndex(0)
    qtbot.mouseClick(page.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert "Ann" in copied and "[b]" not in copied


def test_replay_opens_and_resume_opens_the_right_window(launcher, qtbot, monkeypatch):
    import desktop.launcher.saved_games as saved_games_module

    finished = play_game(games_dir())
    lan = play_game(games_dir(), name="Saturday table", finish=False, phases=1, seed=9)
    kitchen = hotseat_log(games_dir(), commands=1)
    page = open_saved(launcher, qtbot)
    select(page, qtbot, finished)
    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    from desktop.replay.viewer import ReplayViewer

    viewer = page.windows[-1]
    assert isinstance(viewer, ReplayViewer) and viewer.isVisible()
    assert viewer.path == finished and viewer.error is None

    opened: list[tuple[str, Any]] = []

    class FakeConsole:
        def __init__(self, app, resume=None):
            opened.append(("host", resume))

    class FakeHotSeat:
        @classmethod
        def resume(cls, app, path):
            opened.append(("hotseat", path))

    real_lazy = saved_games_module.lazy_class

    def lazy(module, name):
        return {"HostConsole": FakeConsole, "HotSeatWindow": FakeHotSeat}.get(
            name) or real_lazy(module, name)

    monkeypatch.setattr(saved_games_module, "lazy_class", lazy)
    monkeypatch.setattr(page, "_open", lambda window: None)
    select(page, qtbot, lan)
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    select(page, qtbot, kitchen)
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    assert opened == [("host", lan), ("hotseat", kitchen)]


def test_empty_list_and_language_switch(launcher, qtbot, app, monkeypatch):
    from desktop.i18n import Language

    page = open_saved(launcher, qtbot)
    assert page.rows == [] and not page.empty_hint.isHidden()
    calls = []
    for widget in (launcher, launcher.join_page, page):
        real = widget.retranslate
        monkeypatch.setattr(widget, "retranslate",
                            lambda real=real, w=widget: (calls.append(w), real())[1])
    launcher.language.setCurrentIndex(0)  # Русский
    try:
        assert app.language is Language.RU and app.settings.language == "ru"
        qtbot.waitUntil(lambda: {launcher, launcher.join_page, page} <= set(calls),
                        timeout=5000)
    finally:
        launcher.language.setCurrentIndex(1)
    assert app.language is Language.EN
    qtbot.waitUntil(lambda: page.heading.text() == "Saved games", timeout=5000)


def test_the_list_follows_the_games_folder_and_dates_read_in_the_language(launcher, qtbot,
                                                                          app):
    """A game saved while the page is open appears without «Refresh», and its date is
    written the way the app's language writes dates (not Qt's "C" locale: "2 12 2026")."""
    launcher.show()
    page = open_saved(launcher, qtbot)
    assert page.rows == []
    saved = play_game(games_dir(), name="Sunday table")
    qtbot.waitUntil(lambda: [row.path for row in page.rows] == [saved], timeout=10_000)
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d", cell(page, 0, 0)), \
        cell(page, 0, 0)
    app.set_language(Language.RU)
    try:
        page.refresh()
        assert re.fullmatch(r"\d{1,2} [а-я]{3,4}\.? \d{4}, \d\d:\d\d", cell(page, 0, 0)), \
            cell(page, 0, 0)
    finally:
        app.set_language(Language.EN)  # the translator is the process's: the next tests
    saved.unlink()
    qtbot.waitUntil(lambda: page.rows == [], timeout=10_000)


def test_the_players_column_keeps_its_header_beside_long_names(launcher, qtbot):
    """A long table name and a long state are capped (elided, whole in the tooltip): the
    players' column keeps room for its header at 1366×768 («Players», not «laye»)."""
    from PySide6.QtGui import QFontMetrics

    name = "The very long Friday evening table of the forum's winter championship, round 3"
    play_game(games_dir(), name=name)
    launcher.resize(1280 - 16, 728)
    page = open_saved(launcher, qtbot)
    launcher.show()
    qtbot.waitExposed(launcher)
    header = page.table.horizontalHeader()
    title = page.table.horizontalHeaderItem(2).text()
    need = QFontMetrics(header.font()).horizontalAdvance(title)
    assert header.sectionSize(2) >= need + 8
    assert page.table.item(0, 1).toolTip() == name
    total = sum(header.sectionSize(c) for c in range(page.table.columnCount()))
    assert total <= page.table.viewport().width() + 1
