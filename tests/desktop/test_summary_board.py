"""The group's summary on the desktop: after a game ends at a table that keeps the record,
the projector's side column takes turns between the story and the summary, whose rows are
the seated players' figures as ``record.stats`` computes them for that record; "play
again" takes the summary away; each player's end tab shows his own numbers; the Qt hook
records on its worker and hands the summary back on the GUI thread; the texts speak
Russian with a decimal comma."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from desktop.board.projector import ProjectorWindow
from desktop.board.public_board import STORY_SECONDS
from desktop.board.summary import percent, rating_text
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.record_hook import keep_record, record_path
from desktop.seat.end_tab import record_lines
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import games_dir
from record.keeper import RecordKeeper
from record.stats import figures
from record.store import FILE_NAME, Record, default_path
from tests.helpers.names import NAMES
from tests.helpers.play_out import play_to_end

pytestmark = pytest.mark.timeout(120)


def _table(folder: Path) -> tuple[TableSession, dict[str, LocalTableClient]]:
    session = TableSession(TableConfig(seed=11, log_dir=folder, reserved=tuple(NAMES)))
    session.recorder = RecordKeeper(folder / FILE_NAME)
    links = {name: LocalTableClient(session, name) for name in NAMES}
    assert session.state is TableState.RUNNING  # every reserved name sat: it started
    return session, links


def _projector(app, session: TableSession) -> ProjectorWindow:
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False, narrate=False)
    projector.resize(1920, 1080)
    return projector


def test_the_projector_shows_the_records_figures_between_games(app, qtbot, tmp_path) -> None:
    session, _links = _table(tmp_path)
    projector = _projector(app, session)
    board = projector.board
    play_to_end(session)
    qtbot.waitUntil(lambda: "summary" in (board.view or {}))
    assert board.side.currentWidget() is board.story_page  # the story first
    for _ in range(STORY_SECONDS):
        board.tick()
    assert board.side.currentWidget() is board.summary_page
    with Record(tmp_path / FILE_NAME) as record:
        figs = figures(record)
    rows = [[cell.text() for cell in row] for row in board.summary_page.cells]
    assert rows[0] == ["Player", "Games", "Wins", "Win rate", "Rating"]
    assert rows[1:] == [[p.name, str(p.games), str(p.wins), percent(p.win_rate.rate),
                         rating_text(p.rating.to_plain())] for p in figs.players]
    assert len(rows) == len(NAMES) + 1
    assert board.summary_page.title.text() == "After game 1: the group's record"
    sides = board.summary_page.sides.text()
    assert "Draws: " in sides and " of 1 · " in sides
    # the next game: no summary, the running board
    session.play_again()
    assert session.state is TableState.RUNNING
    qtbot.waitUntil(lambda: "summary" not in (board.view or {}))
    board.tick()
    assert board.side.currentWidget() is board.running_page
    projector.close()
    session.close()


def test_each_players_end_tab_shows_his_own_numbers(app, qtbot, tmp_path) -> None:
    from desktop.seat.window import PlayerWindow

    session, links = _table(tmp_path)
    play_to_end(session)
    with Record(tmp_path / FILE_NAME) as record:
        figs = figures(record)
        own = {name: figs.player(record.key_of(name)) for name in NAMES}
    for name in NAMES[:2]:
        window = PlayerWindow(app, links[name])
        label = window.panel.end_tab.record
        qtbot.waitUntil(lambda label=label: not label.isHidden())
        mine = own[name]
        assert f"Games: 1 · Wins: {mine.wins} ({percent(mine.win_rate.rate)})" in label.text()
        assert f"Rating: — → {rating_text(mine.rating.to_plain())}" in label.text()
        window.close()
    session.close()


def test_russian_numbers_have_a_decimal_comma(app, tmp_path) -> None:
    app.set_language(Language.RU)
    try:
        view = {"my_record": {"games": 3, "wins": 2,
                              "win_rate": {"hits": 2, "total": 3, "rate": 0.6667,
                                           "low": 0.2, "high": 0.94},
                              "rating_before": {"mu": 25.5, "sigma": 8.0, "ordinal": 1.5},
                              "rating_after": {"mu": 27.25, "sigma": 7.5, "ordinal": 4.75}}}
        lines = record_lines(view)
        assert lines[1] == "Игр: 3 · Побед: 2 (67%)"
        assert lines[2] == "Рейтинг: 25,5 ± 8,0 → 27,3 ± 7,5"  # 27.25 rounds to even
        assert record_lines({}) == []
    finally:
        app.set_language(Language.EN)


def test_the_qt_hook_records_on_its_worker_and_answers_on_the_gui_thread(qtbot,
                                                                          tmp_path) -> None:
    session = TableSession(TableConfig(seed=11, log_dir=tmp_path, reserved=tuple(NAMES)))
    _links = {name: LocalTableClient(session, name) for name in NAMES}
    parent = QObject()
    keeper = keep_record(session, parent)
    assert keeper.path == tmp_path / FILE_NAME  # a table with a log folder of its own
    play_to_end(session)
    qtbot.waitUntil(lambda: session.summary is not None, timeout=30_000)
    assert session.summary.public["games"] == 1
    assert set(session.summary.seats) == set(NAMES)
    keeper.close()
    session.close()


def test_a_table_saving_into_the_data_dir_keeps_the_data_dirs_record(app) -> None:
    session = TableSession(TableConfig(log_dir=games_dir(), write_log=False))
    assert record_path(session) == default_path()
    assert record_path(TableSession(TableConfig(write_log=False))) == default_path()
