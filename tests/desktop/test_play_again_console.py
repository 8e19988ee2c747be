"""The host console's "Play again" (issue 31): at the end of a game the host deals the next
one to the same seats; his own player window, the seats' clients and the projector follow
into it with nothing of the old game (its story, its end tab, its events)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.next_deal import roles_played
from engine.views import dealt_roles
from netproto.session import TableState
from tests.desktop.test_host_console import asked, make_console, open_table, seat  # noqa: F401
from tests.helpers.names import NAMES
from tests.helpers.play_out import play_to_end

pytestmark = [pytest.mark.timeout(60), pytest.mark.xdist_group("lan")]

LEFT = Qt.MouseButton.LeftButton


def test_play_again_from_the_console(make_console, qtbot) -> None:  # noqa: F811
    from desktop.seat.window import PlayerWindow

    console = make_console()
    session = open_table(console, qtbot)
    console.play_edit.clear()
    qtbot.keyClicks(console.play_edit, "Hana")
    qtbot.mouseClick(console.play_button, LEFT)
    clients = seat(session, NAMES[:6])
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    own = console.own_window
    assert isinstance(own, PlayerWindow)
    console.projector_action.trigger()
    assert not console.again_button.isVisible()  # only once the game is over
    play_to_end(session, seed=3)
    qtbot.waitUntil(lambda: console.export_box.isVisible())
    qtbot.waitUntil(lambda: own.panel.tabs.indexOf(own.panel.end_tab) >= 0)
    assert console.again_button.isVisible() and console.again_button.isEnabled()
    assert console.tabs.indexOf(console.story) >= 0
    first = session.game
    last = roles_played(first)
    old_events = len(own.panel.game_log.records)
    assert old_events > 0

    console.no_repeat_box.setChecked(True)
    qtbot.mouseClick(console.again_button, LEFT)
    assert session.state is TableState.RUNNING and session.game is not first
    assert session.table_info()["game"] == 2
    now = dealt_roles(session.game)
    assert all(now[n] != role for n, role in last.items() if role != "civilian")
    # the console: the running game's page, no story, the end's controls gone
    assert console.stack.currentWidget() is console.game_page
    assert not console.export_box.isVisible() and not console.banner.isVisible()
    assert console.tabs.indexOf(console.story) < 0 and console.next_button.isEnabled()
    # the host's own window: the same seat, no end tab, the new game's events only
    qtbot.waitUntil(lambda: (own.panel.view or {}).get("table", {}).get("game") == 2)
    panel = own.panel
    assert panel.tabs.indexOf(panel.end_tab) < 0
    assert panel.view["me"]["name"] == "Hana" and panel.view["me"]["alive"]
    assert max(panel.game_log.records, default=-1) < len(session.game.state.public_log)
    assert len(panel.game_log.records) <= len(session.game.state.public_log) < old_events
    # every seat's client and the projector follow, with no re-join
    for name, client in clients.items():
        assert not client.closed and client.view["table"]["game"] == 2, name
        assert client.view["me"]["name"] == name
    qtbot.waitUntil(lambda: console.projector.link.view["table"]["game"] == 2)


def test_tcp_seats_follow_into_the_next_game(app, qtbot, tmp_path) -> None:
    """Six QtTableClients over real loopback sockets play a game to its end; after "play
    again" each is in its seat of the new game on the same connection, and a seat's
    window shows nothing of the old game."""
    from desktop.seat.window import PlayerWindow
    from tests.netproto.test_qt_transport import Net

    net = Net(qtbot, tmp_path)
    try:
        host = net.host()
        players = net.seat_all(host)
        session = host.session
        window = PlayerWindow(app, players["Ann"].client)
        qtbot.addWidget(window)
        sockets = {name: p.client._socket for name, p in players.items()}
        welcomes = {name: len(p.welcomes) for name, p in players.items()}
        play_to_end(session, seed=5)
        qtbot.waitUntil(lambda: all(p.view["clock"]["phase"] == "over"
                                    for p in players.values()), timeout=10_000)
        panel = window.panel
        qtbot.waitUntil(lambda: panel.tabs.indexOf(panel.end_tab) >= 0)
        old = {name: p.view["me"]["role"] for name, p in players.items()}
        old_records = len(panel.game_log.records)

        session.play_again(no_repeat=True)
        qtbot.waitUntil(lambda: all(p.view["table"]["game"] == 2 for p in players.values()),
                        timeout=10_000)
        new_log = len(session.game.state.public_log)
        for name, player in players.items():
            view = player.view
            assert view["kind"] == "player" and view["me"]["name"] == name, name
            assert view["me"]["alive"] and view["clock"]["phase"] != "over", name
            assert view.get("events_from", 0) == 0 and "story" not in view, name
            assert player.client._socket is sockets[name] and len(player.welcomes) == welcomes[name]
            assert player.state == "connected", name
        moved = [n for n, role in old.items() if role not in ("civilian",)]
        assert all(players[n].view["me"]["role"] != old[n] for n in moved), old
        assert panel.tabs.indexOf(panel.end_tab) < 0
        assert len(panel.game_log.records) <= new_log < old_records
        assert max(panel.game_log.records, default=-1) < new_log
    finally:
        net.teardown()
