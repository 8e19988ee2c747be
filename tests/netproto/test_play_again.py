"""Play again: the host opens the next game at the same table when one is over — the same
seats, tokens and connections, a new deal (optionally nobody repeating his role), the old
game's log closed as finished and a new log of its own (issue 31)."""

from __future__ import annotations

import pytest

from engine.game import Game, SetupError
from engine.next_deal import roles_played
from engine.views import dealt_roles
from netproto.inprocess import LocalClient
from netproto.session import TableSession, TableState
from netproto.storage import list_games, load_log
from tests.helpers.names import NAMES
from tests.helpers.play_out import play_to_end
from tests.helpers.seating import seat_all

pytestmark = pytest.mark.timeout(60)


def _over(make, **config) -> tuple[TableSession, dict[str, LocalClient], LocalClient]:
    session = make(**config)
    clients = seat_all(session)
    watcher = LocalClient(session)
    watcher.hello("Watcher", spectator=True)
    session.start()
    play_to_end(session)
    assert session.state is TableState.OVER
    return session, clients, watcher


def test_play_again_keeps_every_seat_and_connection(make) -> None:
    session, clients, watcher = _over(make)
    first = session.game
    tokens = {name: c.token for name, c in clients.items()}
    assert watcher.view["table"]["game"] == 1
    session.play_again()
    assert session.state is TableState.RUNNING and session.game is not first
    assert session.game.setup.players == first.setup.players
    assert session.game.setup.seed != first.setup.seed
    assert session.game.state.now < first.state.now or not session.game.state.public_log
    for name, client in clients.items():
        view = client.view
        assert not client.closed and client.error is None, name
        assert view["table"]["game"] == 2 and view["kind"] == "player", name
        assert view["me"]["name"] == name and client.token == tokens[name]
        assert view["me"]["alive"] and view["clock"]["phase"] != "over"
        # a fresh game: the logs start anew, nothing of the old game's story
        assert view.get("events_from", 0) == 0 and "story" not in view, name
    assert watcher.view["table"]["game"] == 2 and not watcher.closed
    # a seat's act goes into the new game
    assert session.connected("Ann")


def test_the_old_log_is_finished_and_the_new_one_resumes(make, tmp_path) -> None:
    session, _clients, _watcher = _over(make)
    first_path = session.log.path
    session.play_again()
    second = session.log
    assert second.path != first_path
    games = {g.path: g for g in list_games(tmp_path)}
    assert games[first_path].finished and not games[second.path].finished
    loaded = load_log(second.path)
    assert loaded.header["table"]["game"] == 2
    assert loaded.table_id == session.table_id
    assert loaded.tokens == load_log(first_path).tokens
    session.close()
    resumed = TableSession.resume(load_log(second.path), log_dir=tmp_path)
    try:
        assert resumed.table_info()["game"] == 2 and resumed.state is TableState.RUNNING
        assert dealt_roles(resumed.game) == dealt_roles(Game(loaded.setup))
    finally:
        resumed.close()


def test_play_again_only_when_the_game_is_over(make) -> None:
    session = make()
    seat_all(session)
    with pytest.raises(SetupError):
        session.play_again()  # the lobby
    session.start()
    with pytest.raises(SetupError):
        session.play_again()  # running


def test_no_repeat_deal_gives_everyone_a_new_role_where_possible(make) -> None:
    session, _clients, _watcher = _over(make)
    last = roles_played(session.game)
    session.play_again(no_repeat=True)
    now = dealt_roles(session.game)
    assert set(now) == set(NAMES)
    # seven seats, two civilians: only the special roles can all move (and they do)
    assert all(now[n] != role for n, role in last.items() if role != "civilian"), (last, now)


def test_a_fixed_seed_table_plays_the_same_second_game(make) -> None:
    deals = []
    for _ in range(2):
        session, _c, _w = _over(make)
        session.play_again(no_repeat=True)
        deals.append((session.game.setup.seed, dealt_roles(session.game)))
        session.close()
    assert deals[0] == deals[1]


def test_a_player_the_host_removed_leaves_the_table(make) -> None:
    from tests.helpers.names import EIGHT

    session = make()
    clients = seat_all(session, EIGHT)
    session.start()
    session.kick("Hal")
    assert clients["Hal"].closed
    play_to_end(session)
    session.play_again()
    assert session.state is TableState.RUNNING
    assert set(session.game.state.players) == set(NAMES)
    assert "Hal" not in {s.name for s in session.seats}
    assert all(clients[n].view["table"]["game"] == 2 for n in NAMES)


def test_a_table_too_small_for_a_new_deal_waits_in_its_lobby(make) -> None:
    session = make()
    clients = seat_all(session)
    session.start()
    session.kick("Gus")  # six left: a Death Note table seats seven or more
    play_to_end(session)
    with pytest.raises(SetupError):
        session.play_again()
    assert session.state is TableState.LOBBY and session.game is None
    for name in NAMES[:6]:
        view = clients[name].view
        assert view["kind"] == "lobby" and view["table"]["game"] == 2, name
        assert not clients[name].closed
    newcomer = LocalClient(session)
    newcomer.hello("Ivy")
    session.start()  # the host starts the second game when the table is full again
    assert session.state is TableState.RUNNING and "Ivy" in session.game.state.players
    assert clients["Ann"].view["table"]["game"] == 2 and clients["Ann"].view["me"]["alive"]
