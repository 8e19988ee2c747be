"""The group's record and the host's own roles (issues 30, 31): bot games dealt with the
example role files are read in whole — their roles kept once per set, named by their own
names —, imported twice give the same figures, and are predicted by the simulator with
the same roles and seats (a jester's own wins beside the sides'); a hand deal stays
unpredictable; a record of the schema before the role sets opens and is upgraded (its
games with the host's roles read again from their logs); ``dnmafia stats --json`` has
the roles' figures."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop.cli import main as dnmafia
from engine.game import GameSetup
from engine.options import Preset
from engine.rolebook import load_custom_roles
from record import stats, store
from record.facts import RoleSet, read_game
from record.predict import Deal
from record.sample import play, write_bot_games, write_game
from record.store import Outcome, Record

pytestmark = pytest.mark.timeout(300)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
GAMES = 6
PREDICT = 30  # bot games per deal: enough for a jester to be executed in some


def _roles(*words: str):
    return sum((load_custom_roles(EXAMPLES / f"{w}.toml", "classic") for w in words), ())


JESTER_SET = _roles("jester", "bodyguard")


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("custom")
    write_bot_games(folder, ["classic"], GAMES, seats=9, seed=7, custom_roles=JESTER_SET,
                    role_counts={"jester": 1})
    # one more game of the same roles, dealt by the host's hand
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
    setup = GameSetup(Preset.CLASSIC, names, 77, {}, custom_roles=JESTER_SET,
                      deal={"Ann": "jester", "Bob": "bodyguard", "Cid": "mafia",
                            "Dan": "mafia"})
    write_game(play(setup), folder, "hand", {n: f"pid-{n.lower()}" for n in names})
    return folder


def _figures(record: Record, predict: int = 0) -> dict:
    return stats.figures(record, predict).to_plain()


def _custom_deals(data: dict) -> list[dict]:
    return [d for d in data["deals"] if d["roles"]]


def test_the_games_roles_are_kept_once_and_named_by_their_own_names(logs, tmp_path) -> None:
    record = Record(tmp_path / "record.sqlite3")
    assert record.import_dir(logs).count(Outcome.ADDED) == GAMES + 1
    before = _figures(record)
    assert record.import_dir(logs).count(Outcome.KNOWN) == GAMES + 1
    assert _figures(record) == before
    role_set = RoleSet.of(JESTER_SET)
    assert record.role_sets() == {role_set.digest: role_set}  # one set for seven games
    assert {g.role_set for g in record.games()} == {role_set.digest}
    assert [g.hand_deal for g in record.games()].count(True) == 1
    roles = {r["role"]: r for r in before["roles"]}
    assert roles["jester"]["name"] == {"en": "Jester", "ru": "Шут"} and roles["jester"]["custom"]
    assert roles["bodyguard"]["name"] == {"en": "Bodyguard", "ru": "Телохранитель"}
    assert roles["civilian"]["custom"] is False and roles["civilian"]["name"]["en"]
    assert roles["jester"]["wins"]["total"] == GAMES + 1  # one jester a game
    # the record's own words say the same as the logs' roles
    seats = [s for path in sorted(logs.glob("*.dnlog")) for s in read_game(path).seats]
    assert sum(s.role == "jester" and s.won for s in seats) == roles["jester"]["wins"]["hits"]
    assert stats.figures(record).custom_name("jester").ru == "Шут"
    assert stats.figures(record).custom_name("civilian") is None
    record.close()


def test_a_deal_with_the_hosts_roles_is_predicted_with_them(logs, tmp_path, monkeypatch
                                                            ) -> None:
    record = Record(tmp_path / "record.sqlite3")
    record.import_dir(logs)
    asked: list[Deal] = []
    data = stats.figures(record, PREDICT, on_predict=asked.append).to_plain()
    assert len(asked) == 1 and asked[0].role_set == RoleSet.of(JESTER_SET).digest
    random_deal, hand = sorted(_custom_deals(data), key=lambda d: d["games"], reverse=True)
    assert (random_deal["games"], hand["games"]) == (GAMES, 1)
    assert {r["role"]: r["seats"] for r in random_deal["roles"]} == {"jester": 1,
                                                                     "bodyguard": 1}
    for side in random_deal["sides"]:
        assert side["predicted"]["total"] == PREDICT
    jester, = random_deal["own_wins"]
    assert jester["role"] == "jester" and jester["name"]["ru"] == "Шут"
    assert jester["wins"]["total"] == GAMES
    # the simulator dealt the jester: the town executed him in some of its games
    assert 0 < jester["predicted"]["hits"] < PREDICT
    assert all(side["predicted"] is None for side in hand["sides"])  # the host's hand
    assert hand["own_wins"][0]["predicted"] is None

    # cached by the role set too: not simulated again; another set is another deal
    def no_simulator(*_args, **_kwargs):
        raise AssertionError("simulated again")

    monkeypatch.setattr("bots.simulate.simulate", no_simulator)
    assert _figures(record, PREDICT) == data
    other = Deal.of(record.games()[0])
    assert other.cache_key(PREDICT) != Deal(other.preset, other.seats, other.options,
                                            role_set="", role_counts="{}").cache_key(PREDICT)
    record.close()


def _as_schema_1(new: Path, old: Path) -> None:
    """The record ``new`` as the code before schema 2 kept it: the v1 tables, and a game
    with the host's roles marked a hand deal (its roles not kept)."""
    db = sqlite3.connect(old)
    db.executescript(store._MIGRATIONS[0])
    db.execute("PRAGMA user_version = 1")
    db.execute("ATTACH DATABASE ? AS new", (str(new),))
    db.execute("INSERT INTO games SELECT id, digest, table_id, file, created, preset, options,"
               " hand_deal OR role_set IS NOT NULL, rules, seat_count, winner, end_reason,"
               " days FROM new.games")
    db.execute("INSERT INTO seats SELECT * FROM new.seats")
    db.execute("INSERT INTO files SELECT * FROM new.files")
    db.commit()
    db.execute("DETACH DATABASE new")
    db.close()


def test_a_record_of_the_schema_before_opens_and_reads_the_roles_again(logs, tmp_path
                                                                       ) -> None:
    moved = tmp_path / "logs"
    shutil.copytree(logs, moved)
    new = Record(tmp_path / "new.sqlite3")
    new.import_dir(moved)
    expected = _figures(new)
    new.close()
    old = tmp_path / "old.sqlite3"
    _as_schema_1(tmp_path / "new.sqlite3", old)
    keep, damaged = tmp_path / "kept.sqlite3", tmp_path / "damaged.sqlite3"
    shutil.copy(old, keep)
    shutil.copy(old, damaged)
    with Record(old) as record:  # upgraded: the logs are where the old record read them
        assert record.db.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION
        assert _figures(record) == expected
        assert [g.hand_deal for g in record.games()].count(True) == 1
        assert len(record.role_sets()) == 1
    # a log damaged since: its game stays as it was kept, the others are read again
    first = sorted(moved.glob("*.dnlog"))[0]
    first.write_bytes(b"not a log any more")
    with Record(damaged) as record:
        assert [g.role_set is None for g in record.games()].count(True) == 1
    # the logs gone, the old games stay as they were kept: hand deals, roles by word
    shutil.rmtree(moved)
    with Record(keep) as record:
        assert all(g.hand_deal and g.role_set is None for g in record.games())
        assert not any(Deal.of(g).predictable for g in record.games())
        data = _figures(record)
        assert data["games"] == GAMES + 1 and data["players"] == expected["players"]
        jester = next(r for r in data["roles"] if r["role"] == "jester")
        assert jester["custom"] is False and jester["name"] is None


def test_a_role_dealt_to_no_seat_is_not_in_the_deal(tmp_path) -> None:
    logs = tmp_path / "logs"
    write_bot_games(logs, ["classic"], 2, seats=9, seed=9, custom_roles=JESTER_SET,
                    role_counts={"jester": 0})
    with Record(tmp_path / "record.sqlite3") as record:
        record.import_dir(logs)
        deal, = _figures(record)["deals"]
    assert [r["role"] for r in deal["roles"]] == ["bodyguard"] and deal["own_wins"] == []


def test_stats_json_has_the_custom_roles_figures(logs, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    db = str(tmp_path / "record.sqlite3")
    assert dnmafia(["stats", "--db", db, "--import", str(logs), "--json",
                    "--predict", "0"]) == 0
    data = json.loads(capsys.readouterr().out)
    jester = next(r for r in data["roles"] if r["role"] == "jester")
    assert jester["preset"] == "classic" and jester["custom"] is True
    assert jester["name"] == {"en": "Jester", "ru": "Шут"}
    assert set(jester["wins"]) == {"hits", "total", "rate", "low", "high"}
    deal = max(_custom_deals(data), key=lambda d: d["games"])
    assert [r["role"] for r in deal["roles"]] == ["jester", "bodyguard"]
    assert deal["own_wins"][0]["predicted"] is None  # --predict 0
    assert dnmafia(["stats", "--db", db, "--predict", "0"]) == 0
    text = capsys.readouterr().out
    assert "Jester×1, Bodyguard×1" in text and "Jester won alone:" in text
    assert dnmafia(["stats", "--db", db, "--player", "Ann", "--predict", "0"]) == 0
    by_role = next(line for line in capsys.readouterr().out.splitlines()
                   if line.startswith("  by role: "))
    assert re.search(r"Jester \d+/\d+", by_role) and "jester" not in by_role
