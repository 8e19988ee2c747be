"""The group's record as the table shows it: a finished game goes into the record (on the
recorder's worker, the answer posted back to the host's loop), the projector's summary
carries the seated players' figures as ``record.stats.figures`` computes them, each seat's
view carries his own numbers and nobody else's, and "play again" clears the summary."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import get_type_hints

import pytest

from netproto.inprocess import LocalClient
from netproto.session import TableSession, TableState
from netproto.view_types import SeatRecord, StandingRow, TableSummary
from record.keeper import RecordKeeper
from record.ratings import ratings
from record.stats import figures
from record.store import Record
from tests.helpers.clock import FakeClock
from tests.helpers.names import NAMES
from tests.helpers.play_out import play_to_end
from tests.helpers.tables import tables

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def make(tmp_path):
    with tables(tmp_path / "games", FakeClock(), seed=11) as make:
        yield make


def _ids(name: str) -> str:
    return f"id-{name.lower()}"


def _table(make, db: Path, post=None) -> tuple[TableSession, dict[str, LocalClient],
                                               LocalClient]:
    session = make()
    session.recorder = RecordKeeper(db, post)
    clients = {}
    for name in NAMES:
        client = LocalClient(session)
        client.hello(name, player_id=_ids(name))
        clients[name] = client
    watcher = LocalClient(session)
    watcher.hello("Watcher", spectator=True)
    return session, clients, watcher


def _standings(db: Path, names: list[str]) -> list[dict]:
    with Record(db) as record:
        figs = figures(record)
        keys = {record.key_of(n, _ids(n)) for n in names}
    return [p.to_plain() for p in figs.players if p.key in keys]


def test_the_summary_shows_the_records_figures_and_each_seat_his_own(make, tmp_path) -> None:
    db = tmp_path / "record.sqlite3"
    session, clients, watcher = _table(make, db)
    session.start()
    assert "summary" not in watcher.view  # nothing while the game runs
    play_to_end(session)
    assert session.state is TableState.OVER
    summary = watcher.view["summary"]
    assert summary["game"] == 1 and summary["games"] == 1
    assert summary["winner"] == session.game.state.winner
    expected = _standings(db, list(NAMES))
    assert len(expected) == len(NAMES)
    assert [p["name"] for p in summary["players"]] == [p["name"] for p in expected]
    for shown, figs in zip(summary["players"], expected, strict=True):
        for key in ("games", "wins", "win_rate", "rating"):
            assert shown[key] == figs[key], key
    assert "id-" not in repr(summary)  # no player's client id in the public view
    # public figures only: the contract's fields, nothing else (no key, no role)
    assert set(summary) == set(get_type_hints(TableSummary))
    assert all(set(p) == set(get_type_hints(StandingRow)) for p in summary["players"])
    wins = {s["side"]: s["wins"]["hits"] for s in summary["sides"]}
    assert wins[summary["winner"]] == 1
    assert "my_record" not in watcher.view
    by_name = {p["name"]: p for p in expected}
    for name, client in clients.items():
        mine = client.view["my_record"]
        assert set(mine) == set(get_type_hints(SeatRecord)) and "id-" not in repr(mine)
        assert client.view["summary"] == summary
        assert mine["games"] == 1 and mine["wins"] == by_name[name]["wins"]
        assert mine["win_rate"] == by_name[name]["win_rate"]
        assert mine["rating_before"] is None  # his first recorded game
        assert mine["rating_after"] == by_name[name]["rating"]


def test_a_second_game_rates_from_where_the_first_left(make, tmp_path) -> None:
    db = tmp_path / "record.sqlite3"
    session, clients, watcher = _table(make, db)
    session.start()
    play_to_end(session)
    first = {name: c.view["my_record"] for name, c in clients.items()}
    session.play_again()
    # the next game runs: the summary board and the seats' numbers are gone
    assert session.state is TableState.RUNNING
    assert "summary" not in watcher.view
    assert all("my_record" not in c.view for c in clients.values())
    play_to_end(session, seed=2)
    summary = watcher.view["summary"]
    assert summary["game"] == 2 and summary["games"] == 2
    for name, client in clients.items():
        mine = client.view["my_record"]
        assert mine["games"] == 2
        assert mine["rating_before"] == first[name]["rating_after"]
    with Record(db) as record:
        rated = ratings(record.games(), record.seats())
        ann = record.key_of("Ann", _ids("Ann"))
    assert clients["Ann"].view["my_record"]["rating_after"] == rated[ann].to_plain()


def test_the_worker_posts_its_answer_to_the_hosts_loop(make, tmp_path) -> None:
    posted: list[Callable[[], None]] = []
    db = tmp_path / "record.sqlite3"
    session, _clients, watcher = _table(make, db, posted.append)
    session.start()
    play_to_end(session)
    assert session.recorder.last is not None
    session.recorder.last.result(timeout=30)
    assert "summary" not in watcher.view  # not before the loop runs the answer
    assert len(posted) == 1
    posted.pop()()
    assert watcher.view["summary"]["games"] == 1
    session.recorder.close()


def test_a_stale_answer_is_dropped_after_play_again(make, tmp_path) -> None:
    posted: list[Callable[[], None]] = []
    session, _clients, watcher = _table(make, tmp_path / "record.sqlite3", posted.append)
    session.start()
    play_to_end(session)
    session.recorder.last.result(timeout=30)
    session.play_again()
    posted.pop()()  # the first game's summary arrives after the second game started
    assert session.summary is None and "summary" not in watcher.view
    session.recorder.close()


def test_a_record_that_cannot_be_read_leaves_the_table_without_a_summary(make,
                                                                       tmp_path) -> None:
    bad = tmp_path / "record.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    session, _clients, watcher = _table(make, bad)
    session.start()
    play_to_end(session)
    assert session.state is TableState.OVER and "summary" not in watcher.view
    assert session.recorder.problem
