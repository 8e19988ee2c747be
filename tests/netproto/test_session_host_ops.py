"""The host operator's set-up of a table in the lobby: seat order, name, password, seats,
rules and pace. Each change reaches the seated players' lobby views at once; each is
refused once the game has started (the rules are frozen then)."""

from __future__ import annotations

import pytest

from engine.game import SetupError
from engine.options import OptionError, Preset
from netproto.inprocess import LocalClient
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode
from netproto.session import MAX_TABLE_NAME, TableSession, TableState
from tests.helpers.names import NAMES
from tests.helpers.tables import tables

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def make(tmp_path):
    with tables(tmp_path, seed=5) as make:
        yield make


def seat(session: TableSession, names: tuple[str, ...] = NAMES) -> dict[str, LocalClient]:
    clients = {}
    for name in names:
        client = LocalClient(session)
        client.hello(name)
        assert client.error is None
        clients[name] = client
    return clients


def order(client: LocalClient) -> list[str]:
    return [s["name"] for s in client.view["seats"]]


def test_move_seat_reorders_the_lobby_and_the_deal(make) -> None:
    session = make()
    clients = seat(session)
    session.move_seat("Gus", -6)
    assert [s.name for s in session.seats] == ["Gus", *NAMES[:6]]
    assert order(clients["Ann"]) == ["Gus", *NAMES[:6]]
    session.move_seat("Gus", 1)
    assert order(clients["Bob"])[:2] == ["Ann", "Gus"]
    version = session.version
    session.move_seat("Fay", 5)  # already last: nothing changes, nobody is told
    session.move_seat("Ann", -1)
    assert session.version == version
    session.start()
    assert [p.name for p in session.game.state.players.values()][:2] == ["Ann", "Gus"]
    assert [p.seat for p in session.game.state.players.values()] == list(range(7))


def test_move_seat_refusals(make) -> None:
    session = make()
    seat(session)
    with pytest.raises(KeyError):
        session.move_seat("Zed", 1)
    reserved = make(reserved=NAMES, max_seats=7)
    seat(reserved, ("Ann", "Bob"))
    with pytest.raises(SetupError, match="scenario"):
        reserved.move_seat("Bob", -1)
    session.start()
    with pytest.raises(SetupError, match="lobby"):
        session.move_seat("Ann", 1)


def test_name_and_password(make) -> None:
    session = make()
    ann = seat(session, ("Ann",))["Ann"]
    session.set_name("  Friday   night ")
    assert session.config.name == "Friday night"
    assert ann.view["table"]["name"] == "Friday night"
    with pytest.raises(ValueError, match="name"):
        session.set_name("   ")
    with pytest.raises(ValueError, match=str(MAX_TABLE_NAME)):
        session.set_name("x" * (MAX_TABLE_NAME + 1))
    session.set_password("sesame")
    assert ann.view["table"]["password"] is True
    assert "sesame" not in repr(ann.view)
    late = LocalClient(session)
    late.hello("Bob")
    assert late.error is not None and late.error.code == "bad_password"
    welcome = LocalClient(session)
    welcome.hello("Bob", password="sesame")
    assert welcome.error is None
    session.set_password("")
    assert session.config.password is None and ann.view["table"]["password"] is False


def test_max_seats(make) -> None:
    session = make(max_seats=20)
    clients = seat(session)
    session.set_max_seats(8)
    assert clients["Ann"].view["table"]["seats_total"] == 8
    assert session.table_info()["seats_total"] == 8
    with pytest.raises(ValueError, match="7–30"):
        session.set_max_seats(31)
    seat(session, ("Hal",))
    full = LocalClient(session)
    full.hello("Ivy")
    assert full.error.code == "table_full"
    with pytest.raises(SetupError, match="8 players already sit"):
        session.set_max_seats(7)
    reserved = make(reserved=NAMES, max_seats=7)
    with pytest.raises(SetupError, match="scenario"):
        reserved.set_max_seats(9)


def test_options_reach_the_lobby_and_the_game(make) -> None:
    session = make()
    clients = seat(session)
    session.set_options(Preset.DEATHNOTE, {"tie_rule": "runoff", "vote_changes": "unlimited",
                                           "day_open": "09:00"})
    rules = clients["Cid"].view["rules"]
    assert rules["tie_rule"] == "runoff" and rules["vote_changes"] == "unlimited"
    assert clients["Cid"].view["schedule"]["phases"][0]["from"] == "09:00"
    with pytest.raises(OptionError, match="nope"):
        session.set_options("deathnote", {"nope": True})
    with pytest.raises(OptionError):
        session.set_options("deathnote", {"nominations_close": "08:00"})
    with pytest.raises(OptionError, match="preset"):
        session.set_options("bridge", {})
    assert session.config.options["tie_rule"] == "runoff"  # a refused change changes nothing
    session.set_options("classic", {"mafia_count": 4})  # 4 of 7: no town majority
    assert session.config.preset is Preset.CLASSIC
    with pytest.raises(SetupError, match="minority"):
        session.start()
    assert session.state is TableState.LOBBY
    session.set_options("deathnote", {"tie_rule": "random"})
    session.start()
    assert session.game.options.tie_rule.value == "random"
    with pytest.raises(SetupError, match="lobby"):
        session.set_options("deathnote", {})
    with pytest.raises(SetupError, match="lobby"):
        session.set_name("Later")
    with pytest.raises(SetupError, match="lobby"):
        session.set_password("x")
    with pytest.raises(SetupError, match="lobby"):
        session.set_max_seats(9)


def test_pace(make) -> None:
    session = make()
    ann = seat(session, ("Ann",))["Ann"]
    session.set_pace("timed", {"day": 90, "vote": 30.5})
    assert session.config.pace is PaceMode.TIMED
    assert session.config.phase_seconds == {**DEFAULT_PHASE_SECONDS, "day": 90.0,
                                            "vote": 30.5}
    assert session.pacer.seconds["day"] == 90.0
    schedule = ann.view["schedule"]
    assert schedule["pace"] == "timed"
    assert [p["seconds"] for p in schedule["phases"]] == [90.0, 30.5,
                                                          DEFAULT_PHASE_SECONDS["night"]]
    assert ann.view["table"]["pace"] == "timed"
    for bad in ({"dusk": 10}, {"day": 0}, {"day": -5}, {"night": 24 * 3600 + 1},
                {"day": "ten"}, {"day": True}):
        with pytest.raises(ValueError):
            session.set_pace("timed", bad)
    with pytest.raises(ValueError, match="pace"):
        session.set_pace("fast")
    session.set_pace(PaceMode.MANUAL)
    assert ann.view["schedule"]["phases"][0]["seconds"] is None
    assert session.config.phase_seconds["day"] == 90.0  # kept for a later timed game
    session.set_pace("timed")
    seat(session, NAMES[1:])
    session.start()
    assert session._pace_info()["phase_seconds"]["day"] == 90.0
    with pytest.raises(SetupError, match="lobby"):
        session.set_pace("manual")


def test_settings_are_in_the_log_for_resuming(make) -> None:
    from netproto.storage import load_log

    session = make()
    seat(session)
    session.set_name("Resumable")
    session.set_password("pw")
    session.set_pace("timed", {"night": 45})
    session.set_options("deathnote", {"announce_saves": True})
    session.start()
    loaded = load_log(session.log.path)
    session.close()
    again = TableSession.resume(loaded)
    try:
        assert again.config.name == "Resumable" and again.config.password == "pw"
        assert again.config.pace is PaceMode.TIMED
        assert again.config.phase_seconds["night"] == 45.0
        assert again.game.options.announce_saves is True
    finally:
        again.close()
