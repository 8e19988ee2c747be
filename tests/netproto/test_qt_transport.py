"""The QtNetwork transport over real loopback sockets: QtTableHost + QtTableClient (and raw
QTcpSocket probes speaking the wire protocol of PROTOCOL.md by hand).

Only 127.0.0.1. The event loop is driven by pytest-qt (waitUntil / waitSignal / wait).
View versions are per connection: a client is compared with the host's end of its own
connection (``host_conn``), found by the socket's port.
"""

from __future__ import annotations

import random
import struct
import time
from typing import Any

import msgpack
import pytest
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from engine.replay import state_hash
from netproto.frames import MAX_FRAME, FrameDecoder, encode_frame
from netproto.messages import ActMessage, AskMessage
from netproto.qt_client import QtTableClient
from netproto.qt_host import QtTableHost
from netproto.session import Connection, TableConfig, TableSession, TableState
from tests.helpers import wire
from tests.helpers.names import SIX as NAMES

pytestmark = pytest.mark.timeout(60)

LOCALHOST = "127.0.0.1"
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss"}  # Eve, Fay: civilians
WAIT_MS = 10_000
Connected = QAbstractSocket.SocketState.ConnectedState
Unconnected = QAbstractSocket.SocketState.UnconnectedState


# --------------------------------------------------------------------- probes

class Tracked:
    """A QtTableClient with everything its signals said, in order."""

    def __init__(self, client: QtTableClient) -> None:
        self.client = client
        self.views: list[dict[str, Any]] = []
        self.acked: list[int] = []
        self.refused: list[tuple[int, str, str, Any]] = []
        self.errors: list[tuple[str, str]] = []
        self.states: list[str] = []
        self.welcomes: list[dict[str, Any]] = []
        self.versions: list[int] = []  # of each view taken, as it was taken
        client.viewChanged.connect(self._viewed)
        client.acked.connect(self.acked.append)
        client.refused.connect(lambda *args: self.refused.append(args))
        client.errorReceived.connect(lambda *args: self.errors.append(args))
        client.stateChanged.connect(self.states.append)
        client.welcomed.connect(self.welcomes.append)

    def _viewed(self, view: dict[str, Any]) -> None:
        self.views.append(view)
        self.versions.append(self.client.version)

    @property
    def state(self) -> str:
        return self.client.state.value

    @property
    def view(self) -> dict[str, Any] | None:
        return self.client.view

    @property
    def version(self) -> int:
        return self.client.version

    def answered(self, seq: int) -> bool:
        return seq in self.acked or any(r[0] == seq for r in self.refused)


class RawPeer:
    """A bare QTcpSocket: writes whatever bytes it is given, decodes what comes back."""

    def __init__(self, port: int) -> None:
        self.socket = QTcpSocket()
        self.decoder = FrameDecoder()
        self.frames: list[dict[str, Any]] = []
        self.closed = False
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._disconnected)
        self.socket.connectToHost(LOCALHOST, port)

    def _read(self) -> None:
        if not self.socket.isOpen():
            return
        data = bytes(self.socket.readAll().data())
        if data:
            self.frames += self.decoder.feed(data)

    def _disconnected(self) -> None:
        self._read()
        self.closed = True

    def send(self, data: bytes) -> None:
        self.socket.write(data)
        self.socket.flush()

    def send_map(self, data: dict[str, Any]) -> None:
        self.send(encode_frame(data))

    def hello(self, name: str, *, spectator: bool = False, token: str | None = None) -> None:
        self.send_map(wire.hello(name, spectator=spectator, token=token, app="raw-probe"))

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f.get("t") == kind]

    def close(self) -> None:
        self.socket.abort()


class Net:
    """Hosts, clients and raw peers made by a test; all closed at teardown."""

    def __init__(self, qtbot: Any, tmp_path: Any) -> None:
        self.qtbot = qtbot
        self.tmp_path = tmp_path
        self.hosts: list[QtTableHost] = []
        self.clients: list[Tracked] = []
        self.raws: list[RawPeer] = []

    def host(self, **overrides: Any) -> QtTableHost:
        config = TableConfig(log_dir=self.tmp_path, reserved=NAMES, seed=8, deal=dict(DEAL),
                             **overrides)
        host = QtTableHost(TableSession(config))
        assert host.listen(LOCALHOST, 0), host.error_text()
        self.hosts.append(host)
        return host

    def client(self, host: QtTableHost, name: str, *, spectator: bool = False,
               token: str | None = None, connect: bool = True) -> Tracked:
        tracked = Tracked(QtTableClient(name, spectator=spectator, token=token))
        self.clients.append(tracked)
        if connect:
            tracked.client.connect_to(LOCALHOST, host.port)
        return tracked

    def raw(self, host: QtTableHost) -> RawPeer:
        peer = RawPeer(host.port)
        self.raws.append(peer)
        self.qtbot.waitUntil(lambda: peer.socket.state() == Connected, timeout=WAIT_MS)
        return peer

    def seat_all(self, host: QtTableHost, names: tuple[str, ...] = NAMES) -> dict[str, Tracked]:
        """Seat the players one after the other, in table order."""
        players = {}
        for name in names:
            players[name] = player = self.client(host, name)
            self.qtbot.waitUntil(lambda p=player: bool(p.welcomes), timeout=WAIT_MS)
        self.wait_players(players)
        assert host.session.state is TableState.RUNNING
        return players

    def wait_players(self, players: dict[str, Tracked]) -> None:
        self.qtbot.waitUntil(
            lambda: all(p.state == "connected" and p.view is not None
                        and p.view.get("kind") == "player" for p in players.values()),
            timeout=WAIT_MS)

    def act(self, player: Tracked, do: str, **fields: Any) -> int:
        seq = player.client.request(ActMessage.of(do, **fields))
        self.qtbot.waitUntil(lambda: player.answered(seq), timeout=WAIT_MS)
        return seq

    def teardown(self) -> None:
        for tracked in self.clients:
            tracked.client.close()
        for peer in self.raws:
            peer.close()
        for host in self.hosts:
            host.close()
        self.qtbot.wait(20)  # let deleteLater and the last socket events run


@pytest.fixture
def net(qtbot: Any, tmp_path: Any):
    net = Net(qtbot, tmp_path)
    yield net
    net.teardown()


def host_conn(host: QtTableHost, tracked: Tracked) -> Connection | None:
    """The host's end of this client's current connection: the live session connection
    whose socket's peer port is the client's local port (None while there is none)."""
    port = tracked.client._socket.localPort()
    found = None
    for conn_id, socket in list(host.sockets.items()):
        conn = host.session.conns.get(conn_id)
        try:
            if conn is None or conn.closed or socket.peerPort() != port:
                continue
        except RuntimeError:  # the socket object is gone
            continue
        if found is None or conn.id > found.id:
            found = conn
    return found


def holds_last_view(host: QtTableHost, tracked: Tracked) -> bool:
    """The client's version is that of the last view the host sent to its connection."""
    conn = host_conn(host, tracked)
    return conn is not None and conn.version > 0 and tracked.version == conn.version


def views_settle(net: Net, host: QtTableHost, clients: list[Tracked]) -> None:
    net.qtbot.waitUntil(lambda: all(holds_last_view(host, c) for c in clients),
                        timeout=WAIT_MS)


def new_views_reach(net: Net, host: QtTableHost, clients: list[Tracked],
                    before: list[int]) -> None:
    """Each client got a newer view than its version ``before`` and holds the last one
    the host sent to its connection."""
    net.qtbot.waitUntil(
        lambda: all(c.version > v and holds_last_view(host, c)
                    for c, v in zip(clients, before, strict=True)), timeout=WAIT_MS)


# --------------------------------------------------------------------- joining, acting

def test_players_join_start_and_each_sees_his_own_seat(net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    session = host.session
    assert [s.name for s in session.seats] == list(NAMES)
    tokens = set()
    for index, name in enumerate(NAMES):
        player = players[name]
        assert player.client.seat == index
        assert player.welcomes and player.welcomes[0]["name"] == session.config.name
        assert player.view["kind"] == "player"
        assert player.view["me"]["name"] == name
        assert player.view["me"]["seat"] == index
        assert player.view["connected"] == {n: True for n in NAMES}
        tokens.add(player.client.token)
    assert len(tokens) == len(NAMES) and all(len(t) >= 22 for t in tokens)  # >= 128 bits
    # the dealt roles reach only their own seats
    assert players["Ann"].view["me"]["role"] == "kira"
    assert players["Eve"].view["me"]["role"] == "civilian"
    # versions only grow on a connection; each client holds the last view its connection
    # was sent
    views_settle(net, host, list(players.values()))
    for player in players.values():
        assert player.versions == sorted(set(player.versions))
        assert player.versions[-1] == player.version == host_conn(host, player).version


def test_act_is_acked_and_every_connection_gets_the_new_view(net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    everyone = list(players.values())
    views_settle(net, host, everyone)
    before = [p.version for p in everyone]
    eve = players["Eve"]
    seq = net.act(eve, "nominate", target="Fay")
    assert eve.acked == [seq] and eve.refused == []
    new_views_reach(net, host, everyone, before)  # a public change reaches everyone
    for player in everyone:
        assert "Fay" in player.view["nominees"]
    assert eve.view["me"]["nomination"] == "Fay"


def test_refused_act_emits_refused_with_code_message_params_and_changes_nothing(
        net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    everyone = list(players.values())
    eve = players["Eve"]
    views_settle(net, host, everyone)
    before = state_hash(host.session.game)
    version = host.session.version
    sent = [host_conn(host, p).version for p in everyone]
    seen = [len(p.views) for p in everyone]
    seq = net.act(eve, "vote", target="Zed")  # nobody at the table is called Zed
    assert eve.acked == []
    assert len(eve.refused) == 1
    got_seq, code, message, params = eve.refused[0]
    assert (got_seq, code, params) == (seq, "unknown_player", {"name": "Zed"})
    assert isinstance(message, str) and message
    seq2 = net.act(eve, "nominate", target="Eve")
    assert eve.refused[1][:2] == (seq2, "self_target")
    assert seq2 == seq + 1
    net.qtbot.wait(100)
    assert state_hash(host.session.game) == before
    assert host.session.version == version  # no change on the host
    # and no view to anybody: the host sent none, the clients got none
    assert [host_conn(host, p).version for p in everyone] == sent
    assert [p.version for p in everyone] == sent
    assert [len(p.views) for p in everyone] == seen


# --------------------------------------------------------------------- garbage

def _utf8_broken() -> bytes:
    body = b"\x81\xa1t\xa2\xff\xfe"  # {"t": <2 bytes that are not UTF-8>}
    return struct.pack(">I", len(body)) + body


def _not_a_map() -> bytes:
    body = msgpack.packb([1, 2, 3])
    return struct.pack(">I", len(body)) + body


def _random_junk() -> bytes:
    junk = random.Random(1).randbytes(512)
    assert struct.unpack(">I", junk[:4])[0] > MAX_FRAME  # the seed gives a huge "length"
    return junk


def _random_body() -> bytes:
    return struct.pack(">I", 64) + random.Random(2).randbytes(64)


GARBAGE = {
    "random_bytes": (_random_junk, "frame_too_large"),
    "random_body": (_random_body, "malformed"),
    "2MiB_length": (lambda: struct.pack(">I", 2 * 1024 * 1024) + b"\0" * 64,
                    "frame_too_large"),
    "unknown_type": (lambda: encode_frame({"t": "launch_missiles", "seq": 1}), "malformed"),
    "not_a_map": (_not_a_map, "malformed"),
    "bad_utf8": (_utf8_broken, "malformed"),
    "act_before_hello": (lambda: encode_frame({"t": "act", "seq": 1, "do": "say",
                                               "text": "hi"}), "malformed"),
    "unknown_act_field": (lambda: encode_frame({"t": "act", "seq": 1, "do": "say",
                                                "text": "hi", "sudo": True}), "malformed"),
}


@pytest.mark.parametrize("after_hello", [False, True], ids=["before_hello", "as_spectator"])
@pytest.mark.parametrize("kind", list(GARBAGE))
def test_garbage_gets_an_error_frame_and_is_closed_table_unaffected(
        net: Net, kind: str, after_hello: bool) -> None:
    make, code = GARBAGE[kind]
    host = net.host()
    players = net.seat_all(host)
    everyone = list(players.values())
    session = host.session
    before = state_hash(session.game)
    conns_before = len(session.conns)

    peer = net.raw(host)
    if after_hello:
        peer.hello("Mallory", spectator=True)
        net.qtbot.waitUntil(lambda: bool(peer.of_type("view")), timeout=WAIT_MS)
        assert peer.of_type("welcome")[0]["seat"] is None
        if kind == "act_before_hello":
            code = None  # after the hello it is a valid act: refused, not an error
    peer.send(make())
    if code is None:
        net.qtbot.waitUntil(lambda: bool(peer.of_type("refused")), timeout=WAIT_MS)
        assert peer.of_type("refused")[0]["code"] == "spectator"
        assert not peer.closed
        peer.close()
    else:
        net.qtbot.waitUntil(lambda: peer.closed, timeout=WAIT_MS)
        errors = peer.of_type("error")
        assert len(errors) == 1, peer.frames
        assert errors[0]["code"] == code
        assert isinstance(errors[0]["message"], str)
        assert peer.frames[-1]["t"] == "error"  # nothing after the error
    net.qtbot.waitUntil(lambda: len(session.conns) == conns_before
                        and len(host.sockets) == conns_before, timeout=WAIT_MS)
    assert state_hash(session.game) == before

    # the others keep playing
    views_settle(net, host, everyone)
    versions = [p.version for p in everyone]
    seq = net.act(players["Eve"], "nominate", target="Fay")
    assert players["Eve"].acked == [seq]
    new_views_reach(net, host, everyone, versions)
    assert all("Fay" in p.view["nominees"] for p in everyone)
    assert all(p.state == "connected" and p.errors == [] for p in everyone)
    assert state_hash(session.game) != before


def test_garbage_interleaved_with_play(net: Net) -> None:
    """Several bad peers at once, while a player acts in the same event-loop turn."""
    host = net.host()
    players = net.seat_all(host)
    session = host.session
    peers = [net.raw(host) for _ in GARBAGE]
    before = state_hash(session.game)
    for peer, (make, _code) in zip(peers, GARBAGE.values(), strict=True):
        peer.send(make())
    seq = players["Fay"].client.request(ActMessage.of("say", text="still here"))
    net.qtbot.waitUntil(lambda: all(p.closed for p in peers), timeout=WAIT_MS)
    net.qtbot.waitUntil(lambda: players["Fay"].answered(seq), timeout=WAIT_MS)
    assert players["Fay"].acked == [seq]
    for peer, (_make, code) in zip(peers, GARBAGE.values(), strict=True):
        assert [f["code"] for f in peer.of_type("error")] == [code]
    net.qtbot.waitUntil(lambda: len(session.conns) == len(NAMES), timeout=WAIT_MS)
    assert state_hash(session.game) != before
    views_settle(net, host, list(players.values()))
    for player in players.values():
        chat = [e["params"] for e in player.view["events"] if e["code"] == "chat"]
        assert chat == [{"by": "Fay", "text": "still here"}]
    assert all(p.state == "connected" for p in players.values())


# --------------------------------------------------------------------- reconnect

def test_drop_reconnects_with_token_to_same_seat_and_gets_current_view(net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    session = host.session
    eve = players["Eve"]
    token, version = eve.client.token, eve.version
    eve.client.drop()
    net.qtbot.waitUntil(lambda: eve.state == "reconnecting", timeout=WAIT_MS)
    # the others see Eve gone, then back
    net.qtbot.waitUntil(lambda: players["Ann"].view["connected"]["Eve"] is False,
                        timeout=WAIT_MS)
    net.qtbot.waitUntil(lambda: eve.state == "connected" and session.connected("Eve"),
                        timeout=WAIT_MS)
    views_settle(net, host, [eve])
    assert eve.states[-2:] == ["reconnecting", "connected"]
    assert eve.client.token != token  # rotated at the welcome, kept by the client
    assert eve.client.token == session.registration("Eve").token
    assert eve.client.seat == NAMES.index("Eve")
    assert eve.view["me"]["name"] == "Eve"
    assert eve.version > version  # a new connection, and still a newer version
    assert len(eve.welcomes) == 2
    net.qtbot.waitUntil(lambda: all(p.view["connected"]["Eve"] for p in players.values()),
                        timeout=WAIT_MS)
    seq = net.act(eve, "nominate", target="Fay")
    assert eve.acked == [seq]
    assert eve.errors == []


def test_wrong_token_is_refused_and_the_client_gives_up(net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    impostor = net.client(host, "Eve", token="not-the-token-" + "x" * 30)
    net.qtbot.waitUntil(lambda: impostor.state == "closed", timeout=WAIT_MS)
    assert [e[0] for e in impostor.errors] == ["bad_token"]
    assert impostor.view is None and impostor.welcomes == []
    # it does not retry: a closed client schedules no reconnect (the host's side of the
    # refused connection is gone once the host has seen it close)
    net.qtbot.waitUntil(lambda: len(host.session.conns) == len(NAMES), timeout=WAIT_MS)
    assert not impostor.client._retry.isActive()
    assert impostor.state == "closed"
    assert players["Eve"].state == "connected"
    assert host.session.connected("Eve")
    assert len(host.session.conns) == len(NAMES)


def test_two_clients_racing_with_one_token_leave_one_in_the_seat(net: Net) -> None:
    host = net.host()
    players = net.seat_all(host)
    session = host.session
    index = NAMES.index("Eve")
    token = players["Eve"].client.token
    players["Eve"].client.close()
    net.qtbot.waitUntil(lambda: not session.connected("Eve"), timeout=WAIT_MS)

    racers = [net.client(host, "Eve", token=token, connect=False) for _ in range(2)]
    for racer in racers:  # both dial in the same event-loop turn
        racer.client.connect_to(LOCALHOST, host.port)
    net.qtbot.waitUntil(
        lambda: sorted(r.state for r in racers) == ["closed", "connected"], timeout=WAIT_MS)
    # the loser must not come back: no reconnect is scheduled, and the host keeps one
    # live connection for the seat
    net.qtbot.waitUntil(lambda: sum(1 for c in session.conns.values()
                                    if c.seat == "Eve" and not c.closed) == 1,
                        timeout=WAIT_MS)
    assert not any(r.client._retry.isActive() for r in racers)
    assert sorted(r.state for r in racers) == ["closed", "connected"]
    winner = next(r for r in racers if r.state == "connected")
    loser = next(r for r in racers if r.state == "closed")
    assert [e[0] for e in loser.errors] == ["replaced"]
    assert winner.errors == []
    assert winner.view["me"]["name"] == "Eve" and winner.client.seat == index

    seat = session.seats[index]
    live = [c for c in session.conns.values() if c.seat == "Eve" and not c.closed]
    assert len(live) == 1 and seat.conn == live[0].id
    assert host.sockets[seat.conn].state() == Connected
    assert host.sockets[seat.conn].peerPort() == winner.client._socket.localPort()
    seq = net.act(winner, "nominate", target="Fay")
    assert winner.acked == [seq]


# --------------------------------------------------------------------- silent peer

def test_silent_peer_is_dropped_and_can_come_back_with_its_token(net: Net) -> None:
    host = net.host(heartbeat_seconds=0.2, drop_after_seconds=1.0)
    session = host.session
    players = {name: net.client(host, name) for name in NAMES if name != "Fay"}
    net.qtbot.waitUntil(lambda: len(session.seats) == len(NAMES) - 1, timeout=WAIT_MS)
    silent = net.raw(host)
    silent.hello("Fay")  # the last seat: the game starts
    net.qtbot.waitUntil(lambda: bool(silent.of_type("welcome")), timeout=WAIT_MS)
    token = silent.of_type("welcome")[0]["token"]
    assert silent.of_type("welcome")[0]["seat"] == NAMES.index("Fay")
    net.wait_players(players)
    assert session.state is TableState.RUNNING
    others = list(players.values())
    assert all(p.view["connected"]["Fay"] for p in others)

    seated_at = time.monotonic()
    net.qtbot.waitUntil(lambda: silent.closed, timeout=WAIT_MS)
    silent_for = time.monotonic() - seated_at
    assert silent.of_type("ping"), "the host sent heartbeats"
    assert [e["code"] for e in silent.of_type("error")] == ["timeout"]
    assert silent_for < 5.0
    net.qtbot.waitUntil(lambda: all(p.view["connected"]["Fay"] is False for p in others),
                        timeout=WAIT_MS)
    assert not session.connected("Fay")
    # the players that answer pings were kept all along
    assert all(p.states == ["connecting", "connected"] for p in others)

    back = net.client(host, "Fay", token=token)
    net.qtbot.waitUntil(lambda: back.state == "connected" and back.view is not None
                        and back.view.get("kind") == "player", timeout=WAIT_MS)
    assert back.client.seat == NAMES.index("Fay")
    assert back.view["me"]["name"] == "Fay"
    net.qtbot.waitUntil(lambda: all(p.view["connected"]["Fay"] for p in others),
                        timeout=WAIT_MS)
    # the live client answers the pings: the host still hears from him after a whole
    # drop_after span since he came back
    conn = host_conn(host, back)
    assert conn is not None
    net.qtbot.waitUntil(lambda: conn.last_heard - conn.joined_at
                        > session.config.drop_after_seconds, timeout=WAIT_MS)
    assert back.state == "connected" and session.connected("Fay")
    seq = net.act(back, "nominate", target="Eve")
    assert back.acked == [seq]


def test_peer_that_never_says_hello_is_dropped(net: Net) -> None:
    host = net.host(heartbeat_seconds=0.2, drop_after_seconds=1.0)
    players = net.seat_all(host)
    mute = net.raw(host)
    mute.send(struct.pack(">I", 100) + b"\x81")  # a frame that never completes
    net.qtbot.waitUntil(lambda: mute.closed, timeout=WAIT_MS)
    assert [e["code"] for e in mute.of_type("error")] == ["timeout"]
    assert len(host.session.conns) == len(NAMES)
    assert all(p.state == "connected" for p in players.values())


# --------------------------------------------------------------------- spectators

def test_spectator_gets_public_views_and_cannot_act(net: Net) -> None:
    host = net.host()
    early = net.client(host, "Early", spectator=True)
    net.qtbot.waitUntil(lambda: early.view is not None, timeout=WAIT_MS)
    assert early.view["kind"] == "lobby" and early.client.seat is None
    players = net.seat_all(host)
    net.qtbot.waitUntil(lambda: early.view["kind"] == "public", timeout=WAIT_MS)
    late = net.client(host, "Late", spectator=True)
    net.qtbot.waitUntil(lambda: late.view is not None, timeout=WAIT_MS)
    assert late.client.seat is None and not late.client.token
    for spectator in (early, late):
        assert spectator.view["kind"] == "public"
        assert "me" not in spectator.view and "notebook" not in spectator.view
        assert all("role" not in row for row in spectator.view["players"])
    seq = net.act(late, "say", text="hello from the stands")
    assert late.acked == []
    assert late.refused[0][:2] == (seq, "spectator")
    assert late.state == "connected"  # refused, not thrown out

    views_settle(net, host, [early, late])
    versions = [early.version, late.version]
    net.act(players["Eve"], "nominate", target="Fay")
    new_views_reach(net, host, [early, late], versions)
    assert all(s.view["kind"] == "public" and "Fay" in s.view["nominees"]
               for s in (early, late))
    # a spectator does not count as a seat
    assert players["Ann"].view["connected"] == {n: True for n in NAMES}


# --------------------------------------------------------------------- host close

def _close_table(net: Net) -> tuple[QtTableHost, dict[str, Tracked], RawPeer]:
    host = net.host()
    players = net.seat_all(host)
    watcher = net.raw(host)
    watcher.hello("Watcher", spectator=True)
    net.qtbot.waitUntil(lambda: bool(watcher.of_type("view")), timeout=WAIT_MS)
    host.close()
    net.qtbot.waitUntil(lambda: all(p.state != "connected" for p in players.values())
                        and watcher.closed, timeout=WAIT_MS)
    return host, players, watcher


def test_host_close_disconnects_everyone(net: Net) -> None:
    host, players, watcher = _close_table(net)
    assert not host.server.isListening()
    assert host.session.conns == {} and host.sockets == {}
    assert watcher.of_type("error") == []
    # the host closed the table: each client is told why and stops trying (issue 33)
    assert all(p.state == "closed" for p in players.values())
    assert all(p.errors == [("table_closed", "The host closed the table.")]
               for p in players.values())
    net.qtbot.wait(1000)
    assert all(p.state == "closed" for p in players.values())


def test_host_close_sends_bye_with_its_reason(net: Net) -> None:
    _host, _players, watcher = _close_table(net)
    assert watcher.frames[-1] == {"t": "bye", "reason": "table_closed"}


def test_welcome_seat_is_the_game_seat_when_the_lobby_fills_out_of_order(net: Net) -> None:
    host = net.host()
    players = {}
    for name in reversed(NAMES):
        players[name] = player = net.client(host, name)
        net.qtbot.waitUntil(lambda p=player: bool(p.welcomes), timeout=WAIT_MS)
    net.wait_players(players)
    assert {n: p.client.seat for n, p in players.items()} == {
        n: p.view["me"]["seat"] for n, p in players.items()}


def test_one_request_path_over_a_lost_link(net: Net) -> None:
    """A question in flight when the link drops is answered connection_lost, one asked
    while it is down offline; an act made meanwhile waits and is applied once when the
    link is back (netproto.request_book)."""
    host = net.host()
    players = net.seat_all(host)
    eve = players["Eve"]
    in_flight = eve.client.request(AskMessage.of("Is it still day?"))
    eve.client.drop()
    net.qtbot.waitUntil(lambda: eve.answered(in_flight), timeout=WAIT_MS)
    assert [r[:2] for r in eve.refused] == [(in_flight, "connection_lost")]
    net.qtbot.waitUntil(lambda: eve.state == "reconnecting", timeout=WAIT_MS)
    offline = eve.client.request(AskMessage.of("Anyone?"))
    waiting = eve.client.request(ActMessage.of("say", text="back soon"))
    assert [p.sending for p in eve.client.pending_acts()] == [False]
    net.qtbot.waitUntil(lambda: eve.answered(offline) and eve.answered(waiting),
                        timeout=WAIT_MS)
    assert (offline, "offline") in [r[:2] for r in eve.refused]
    assert eve.acked == [waiting] and eve.client.pending_acts() == []
    assert eve.client.book.entries == []
