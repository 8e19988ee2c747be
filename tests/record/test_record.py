"""The group's record (record/): bot games of both presets written as real logs, imported
twice, give the same figures, equal to what replaying the logs says; a damaged log is
reported and skipped; an unfinished one is not counted; merged names add up; the JSON
form of ``dnmafia stats``; the simulator's prediction is cached; the saved games are read
once; the hello's player id reaches the log's seat record."""

from __future__ import annotations

import io
import json
import shutil
import sqlite3
from collections import Counter
from pathlib import Path

import pytest

from desktop.cli import main as dnmafia
from engine.replay import replay
from engine.roles import Team
from engine.state import VoteHow
from netproto.inprocess import LocalClient
from netproto.messages import Hello, ProtocolError, parse_client_message
from netproto.session import TableConfig, TableSession
from netproto.storage import load_log
from record import predict, stats
from record.facts import Fate
from record.sample import write_bot_games
from record.store import SCHEMA_VERSION, Outcome, Record, RecordError

pytestmark = pytest.mark.timeout(300)

GAMES = 5  # per preset


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("logs")
    write_bot_games(folder, ["deathnote", "classic"], GAMES, seats=9, seed=3)
    return folder


def _figures(record: Record) -> dict:
    return stats.figures(record).to_plain()


def test_imported_twice_the_same_figures_as_replaying_the_logs(logs, tmp_path) -> None:
    record = Record(tmp_path / "record.sqlite3")
    seen: list[tuple[int, int]] = []
    first = record.import_dir(logs, lambda done, total, _note: seen.append((done, total)))
    assert first.count(Outcome.ADDED) == 2 * GAMES and not first.damaged()
    assert seen == [(i, 2 * GAMES) for i in range(1, 2 * GAMES + 1)]
    before = _figures(record)
    again = record.import_dir(logs)
    assert again.count(Outcome.KNOWN) == 2 * GAMES and again.count(Outcome.ADDED) == 0
    assert _figures(record) == before
    # a copy of a log (another folder, another name) is the same game
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy(next(logs.glob("*.dnlog")), copy / "renamed.dnlog")
    assert record.import_dir(copy).count(Outcome.KNOWN) == 1
    assert _figures(record) == before

    # what replaying each log says, counted independently of the record's code
    winners: Counter = Counter()
    rows = {}
    wins: Counter = Counter()
    on_mafia: Counter = Counter()
    for path in sorted(logs.glob("*.dnlog")):
        loaded = load_log(path)
        game = replay(loaded.setup, loaded.commands)
        assert game.over and game.state.winner == loaded.winner
        winners[(loaded.setup.preset.value, loaded.winner)] += 1
        won = set(game.winners())
        for p in game.state.players.values():
            rows[(path.name, p.name)] = (p.role.value,
                                         p.death.cause.value if p.death else None)
            wins[p.name] += p.name in won
        for vote_record in game.state.vote_records:
            for vote in vote_record.votes:
                if (vote.how is not VoteHow.MISSED
                        and game.state.players[vote.target].team is Team.MAFIA):
                    on_mafia[vote.by] += 1
    games = record.games()
    assert len(games) == 2 * GAMES == before["games"]
    assert Counter((g.preset, g.winner) for g in games) == winners
    files = {g.id: g.file for g in games}
    assert {(files[s.game], s.name): (s.role, s.cause) for s in record.seats()} == rows
    for s in record.seats():
        assert (s.fate is Fate.SURVIVED) == (s.cause is None)
        assert (s.death_day is None) == (s.cause is None)
    players = {p["name"]: p for p in before["players"]}
    assert {name: p["wins"] for name, p in players.items()} == {n: wins[n] for n in players}
    assert {n: p["votes_on_mafia"] for n, p in players.items()} == \
        {n: on_mafia[n] for n in players}
    for p in players.values():
        assert p["games"] == 2 * GAMES and sum(p["fates"].values()) == p["games"]
        assert p["key"] == f"id:pid-{p['name'].lower()}"
        assert p["rating"]["sigma"] < 25 / 3  # it learnt from the games
    for preset in before["presets"]:
        assert sum(s["wins"]["hits"] for s in preset["sides"]) == preset["games"] == GAMES
    record.close()

    # another database importing the logs in another order: the same figures
    other = Record(tmp_path / "other.sqlite3")
    other.import_paths(sorted(logs.glob("*.dnlog"), reverse=True))
    assert _figures(other) == before
    other.close()


def test_a_damaged_log_is_reported_and_skipped_an_unfinished_one_not_counted(
        logs, tmp_path) -> None:
    folder = tmp_path / "mixed"
    shutil.copytree(logs, folder)
    paths = sorted(folder.glob("*.dnlog"))
    lines = paths[0].read_bytes().split(b"\n")
    lines[3] = lines[3].replace(b'"', b"'", 1)  # a record's checksum no longer holds
    paths[0].write_bytes(b"\n".join(lines))
    paths[1].write_bytes(b"not a log at all\n")
    whole = paths[2].read_bytes().split(b"\n")
    assert whole[-2].startswith(b'{"t":"end"')
    paths[2].write_bytes(b"\n".join(whole[:-2]) + b"\n")  # the game has not ended
    record = Record(tmp_path / "record.sqlite3")
    problems = []
    report = record.import_dir(folder, lambda _d, _t, note: problems.append(note)
                               if note.outcome is Outcome.DAMAGED else None)
    assert [n.path.name for n in report.damaged()] == [paths[0].name, paths[1].name]
    assert problems == report.damaged()
    assert "line 4 is damaged" in problems[0].message
    assert report.count(Outcome.UNFINISHED) == 1
    assert report.count(Outcome.ADDED) == 2 * GAMES - 3 == len(record.games())
    # again: the same files are remembered, and said of the same way (the games: known)
    again = record.import_dir(folder)
    assert [(n.path, n.message) for n in again.damaged()] == [
        (n.path, n.message) for n in report.damaged()]
    assert again.count(Outcome.UNFINISHED) == 1
    assert again.count(Outcome.KNOWN) == 2 * GAMES - 3
    # a damaged log mended (here: put back whole) is read again, and counts
    shutil.copy(sorted(logs.glob("*.dnlog"))[0], paths[0])
    assert record.import_dir(folder).count(Outcome.ADDED) == 1
    record.close()


def test_merged_names_add_up(tmp_path) -> None:
    folder = tmp_path / "logs"
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    write_bot_games(folder, ["deathnote"], 3, names=names, ids=False, seed=5)
    write_bot_games(folder, ["deathnote"], 3, names=["Anya", *names[1:]], ids=False,
                    seed=6)
    record = Record(tmp_path / "record.sqlite3")
    record.import_dir(folder)
    before = {p["name"]: p for p in _figures(record)["players"]}
    assert before["Ann"]["key"] == "name:ann" and before["Ann"]["games"] == 3
    with pytest.raises(RecordError, match="same game"):
        record.merge("Ann", "Bob")
    assert record.merge("ANN", "Anya") == ("name:ann", "name:anya")
    after = {p["name"]: p for p in _figures(record)["players"]}
    assert "Ann" not in after  # he played as Anya last
    merged = after["Anya"]
    assert merged["names"] == ["Ann", "Anya"] and merged["key"] == "name:ann"
    ann, anya = before["Ann"], before["Anya"]
    for figure in ("games", "wins", "votes_cast", "votes_on_mafia"):
        assert merged[figure] == ann[figure] + anya[figure]
    for fate in Fate:
        assert merged["fates"][fate.value] == ann["fates"][fate] + anya["fates"][fate]
    roles = Counter({r: v["total"] for r, v in ann["by_role"].items()})
    roles.update({r: v["total"] for r, v in anya["by_role"].items()})
    assert {r: v["total"] for r, v in merged["by_role"].items()} == dict(roles)
    with pytest.raises(RecordError, match="already one player"):
        record.merge("Ann", "Anya")
    with pytest.raises(RecordError, match="nobody called"):
        record.merge("Ann", "Zed")
    record.close()


def test_stats_json_schema_csv_and_the_cached_prediction(logs, tmp_path, monkeypatch,
                                                          capsys) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    db = str(tmp_path / "record.sqlite3")
    assert dnmafia(["stats", "--db", db, "--import", str(logs), "--json", "--predict", "6",
                    "--csv", str(tmp_path / "players.csv")]) == 0
    captured = capsys.readouterr()
    assert "imported: 10 new" in captured.err and "simulating 6 games" in captured.err
    data = json.loads(captured.out)
    assert data["schema"] == stats.SCHEMA and data["games"] == 2 * GAMES
    assert set(data) == {"schema", "games", "players", "roles", "presets", "deals"}
    rate_keys = {"hits", "total", "rate", "low", "high"}
    player = data["players"][0]
    assert set(player) == {"key", "name", "names", "games", "wins", "win_rate", "by_side",
                           "by_role", "survival", "fates", "average_death_day",
                           "votes_cast", "votes_on_mafia", "rating"}
    assert set(player["win_rate"]) == rate_keys and set(player["rating"]) == {
        "mu", "sigma", "ordinal"}
    ordinals = [p["rating"]["ordinal"] for p in data["players"]]
    assert ordinals == sorted(ordinals, reverse=True)
    assert {r["preset"] for r in data["roles"]} == {"deathnote", "classic"}
    assert {d["preset"] for d in data["deals"]} == {"deathnote", "classic"}
    for deal in data["deals"]:
        assert deal["seats"] == 9 and deal["games"] == GAMES
        for side in deal["sides"]:
            assert set(side["wins"]) == rate_keys and side["predicted"]["total"] == 6
            low, high = side["wins"]["low"], side["wins"]["high"]
            assert 0 <= low <= side["wins"]["rate"] <= high <= 1
    csv_lines = (tmp_path / "players.csv").read_text().splitlines()
    assert csv_lines[0].startswith("name,key,games,wins") and len(csv_lines) == 10

    # the prediction is cached: the simulator is not asked again
    def no_simulator(*_args, **_kwargs):
        raise AssertionError("simulated again")

    monkeypatch.setattr("bots.simulate.simulate", no_simulator)
    assert dnmafia(["stats", "--db", db, "--json", "--predict", "6"]) == 0
    assert json.loads(capsys.readouterr().out) == data
    assert dnmafia(["stats", "--db", db, "--player", "eve", "--json", "--predict", "0"]) == 0
    eve = json.loads(capsys.readouterr().out)
    assert eve == next(p for p in data["players"] if p["name"] == "Eve")
    assert dnmafia(["stats", "--db", db, "--player", "Eve", "--predict", "0"]) == 0
    assert capsys.readouterr().out.startswith(f"Eve: {GAMES * 2} games")
    assert dnmafia(["stats", "--db", db, "--player", "Nobody", "--predict", "0"]) == 2
    assert predict.Deal("deathnote", 9, "{}", hand_deal=True).predictable is False


def test_the_saved_games_are_read_as_they_end_and_once(logs, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    games = tmp_path / "games"
    games.mkdir()
    for path in sorted(logs.glob("*.dnlog"))[:3]:
        shutil.copy(path, games / path.name)
    record = Record()
    assert record.path == tmp_path / "record.sqlite3"
    assert record.sync().count(Outcome.ADDED) == 3
    assert record.sync().notes == []  # nothing new: no file is read again
    shutil.copy(sorted(logs.glob("*.dnlog"))[3], games)
    assert [n.outcome for n in record.sync().notes] == [Outcome.ADDED]
    assert len(record.games()) == 4
    out = io.StringIO()
    from record.cli import text_lines
    out.write("\n".join(text_lines(stats.figures(record))))
    assert out.getvalue().startswith("4 games in the record")
    record.close()


def test_a_newer_record_is_refused(tmp_path) -> None:
    path = tmp_path / "record.sqlite3"
    Record(path).close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.execute("PRAGMA user_version = 99")
    db.close()
    with pytest.raises(RecordError, match="newer version"):
        Record(path)
    path.write_bytes(b"this is no database, just text " * 200)
    with pytest.raises(RecordError, match="not a readable record"):
        Record(path)


def test_the_hello_player_id_reaches_the_log_and_a_resumed_table(tmp_path) -> None:
    hello = Hello(1, "x", "Ann", player_id="a1b2-c3_d4")
    assert parse_client_message(hello.to_wire()) == hello
    with pytest.raises(ProtocolError, match="player_id"):
        parse_client_message({**hello.to_wire(), "player_id": "no spaces"})
    assert "player_id" not in Hello(1, "x", "Ann").to_wire()
    session = TableSession(TableConfig(seed=4, log_dir=tmp_path), clock=lambda: 0.0)
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    for name in names:
        LocalClient(session).hello(name, player_id=None if name == "Gus" else f"id-{name}")
    session.start()
    path = session.log.path
    session.close()
    loaded = load_log(path)
    assert loaded.player_ids == {n: f"id-{n}" for n in names if n != "Gus"}
    resumed = TableSession.resume(loaded, log_dir=tmp_path)
    assert {s.name: s.player_id for s in resumed.seats} == {
        n: None if n == "Gus" else f"id-{n}" for n in names}
    resumed.close()


def test_the_apps_bots_play_in_the_games_not_in_the_groups_table(tmp_path) -> None:
    write_bot_games(tmp_path / "logs", ["deathnote"], 2, seats=9, seed=7, bots=["Hal", "Ivy"])
    record = Record(tmp_path / "record.sqlite3")
    record.import_dir(tmp_path / "logs")
    figures = _figures(record)
    names = {p["name"] for p in figures["players"]}
    assert names == {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"}
    assert sum(r["wins"]["total"] for r in figures["roles"]) == 2 * 9  # every seat dealt
    with pytest.raises(RecordError, match="nobody called"):
        record.find_player("Hal")
    record.close()


def test_a_seat_finds_its_own_figures(logs, tmp_path) -> None:
    record = Record(tmp_path / "record.sqlite3")
    record.import_dir(logs)
    figures = stats.figures(record)
    eve = figures.player(record.key_of("Eve", "pid-eve"))
    assert eve is not None and eve.games == 2 * GAMES
    assert figures.player(record.key_of("Eve")) is None  # his games were under his id
    record.close()


def test_every_death_cause_has_its_fate() -> None:
    """A new cause of death in the engine needs its word in the record (a KeyError on
    import otherwise)."""
    from engine.state import DeathCause
    from record.facts import FATE_OF_CAUSE

    assert set(FATE_OF_CAUSE) == set(DeathCause)
    assert Fate.SURVIVED not in FATE_OF_CAUSE.values()


def _table_game(log_dir: Path, preset: str, players: int, seed: int) -> Path:
    """A bot game at a real table: each seat a LocalClient whose hello sends its player
    id, the bots deciding from the views the table sends, the table's own log."""
    session, clients = _table(log_dir, preset, players, seed)
    path = _play_to_the_end(session, clients, seed)
    session.close()
    return path


def _table(log_dir: Path, preset: str, players: int, seed: int):
    from engine.options import Preset
    from record.sample import NAMES

    names = NAMES[:players]
    session = TableSession(TableConfig(max_seats=players, seed=seed, log_dir=log_dir,
                                       preset=Preset(preset)), clock=lambda: 0.0)
    clients = {}
    for name in names:
        clients[name] = LocalClient(session)
        clients[name].hello(name, player_id=f"phone-{name.lower()}")
    session.start()
    return session, clients


def _play_to_the_end(session: TableSession, clients: dict, seed: int) -> Path:
    import random

    from bots.brain import BotMemory, Level, decide
    from netproto.messages import ActMessage

    names = list(clients)
    rng = random.Random(seed)
    memories = {n: BotMemory(language="en") for n in names}
    game = session.game
    while not game.over and game.state.game_day <= 30:
        for _ in range(4):
            sent = False
            for name in names:
                for intent in decide(clients[name].view, memories[name], rng, Level.NORMAL):
                    if game.over:
                        break
                    sent = True
                    clients[name].request(ActMessage.of(intent.action, **intent.fields()))
            if not sent or game.over:
                break
        if not game.over:
            session.advance_phase()
    assert game.over
    return session.log.path


def test_games_at_a_real_table_reach_the_record_with_their_players_ids(tmp_path) -> None:
    paths = [_table_game(tmp_path / "games", "deathnote", 7, 21),
             _table_game(tmp_path / "games", "classic", 9, 22)]
    record = Record(tmp_path / "record.sqlite3")
    assert record.sync(tmp_path / "games").count(Outcome.ADDED) == 2
    by_file = {g.file: g for g in record.games()}
    seats = record.seats()
    for path in paths:
        loaded = load_log(path)
        game = replay(loaded.setup, loaded.commands)
        row = by_file[path.name]
        assert row.winner == game.state.winner == loaded.winner
        mine = {s.name: s for s in seats if s.game == row.id}
        won = set(game.winners())
        for p in game.state.players.values():
            seat = mine[p.name]
            assert seat.player == f"id:phone-{p.name.lower()}"
            assert (seat.role, seat.won) == (p.role.value, p.name in won)
            assert seat.cause == (p.death.cause.value if p.death else None)
    figures = stats.figures(record)
    assert figures.player("id:phone-ann").games == 2
    record.close()


def test_play_again_keeps_the_seats_player_ids_in_the_next_games_log(tmp_path) -> None:
    session, clients = _table(tmp_path / "games", "deathnote", 7, 31)
    first = _play_to_the_end(session, clients, 31)
    session.play_again()
    second = _play_to_the_end(session, clients, 32)
    session.close()
    assert first != second
    assert load_log(second).player_ids == {n: f"phone-{n.lower()}" for n in clients}
    record = Record(tmp_path / "record.sqlite3")
    assert record.sync(tmp_path / "games").count(Outcome.ADDED) == 2
    assert stats.figures(record).player("id:phone-ann").games == 2
    record.close()
