"""Flow control on the QtNetwork host over real loopback sockets (only 127.0.0.1): input
handled in bounded slices, one view per connection per turn of the event loop, a peer
that stops reading held back and then closed with ``error not_reading``, and a peer that
reads slowly never closed and left holding the latest view.

The limits are small (``FlowLimits``) so that a backlog builds in a second; no timing is
asserted beyond "closed within the stall time and its grace, with a wide margin".
"""

from __future__ import annotations

import socket
import ssl
from typing import Any

import msgpack
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket

from netproto.flow import NOT_READING, BacklogWatch, FlowLimits, Verdict
from netproto.frames import FrameDecoder, encode_frame
from netproto.messages import ActMessage
from netproto.qt_client import QtTableClient
from netproto.qt_host import QtTableHost
from netproto.session import TableConfig, TableSession
from tests.helpers import wire

pytestmark = pytest.mark.timeout(90)

LOCALHOST = "127.0.0.1"
LIMITS = FlowLimits(read_slice_bytes=4096, read_buffer_bytes=16 * 1024,
                    high_bytes=256 * 1024, low_bytes=64 * 1024, stall_seconds=1.0,
                    close_grace_seconds=3.0)


def hello(name: str, **extra: Any) -> bytes:
    return encode_frame(wire.hello(name, spectator=True, app="flow-probe", **extra))


class Peer:
    """A TLS socket; ``small``: with a small receive buffer (the host's side backs up
    at once when it stops reading). Its handshake advances on a timer while the test
    waits (the host runs in this thread), then it says hello."""

    def __init__(self, port: int, name: str, *, small: bool = True) -> None:
        raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if small:
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        raw.connect((LOCALHOST, port))
        raw.setblocking(False)
        self.tls = wire.TlsStep(raw)
        self.sock: Any = raw
        self.name = name
        self.decoder = FrameDecoder(max_frame=2**30)
        self.frames: list[dict[str, Any]] = []
        self.closed = False
        self.handshake = QTimer()
        self.handshake.timeout.connect(self._advance)
        self.handshake.start(1)

    def _advance(self) -> None:
        if self.tls.ready():
            self.handshake.stop()
            self.sock = self.tls.sock
            self.sock.setblocking(True)
            self.sock.sendall(hello(self.name))
            self.sock.setblocking(False)

    def read(self, limit: int) -> None:
        """Up to ``limit`` bytes of what has come (a slow reader reads a little often)."""
        if self.closed or not self.tls.done:
            return
        try:
            data = self.sock.recv(limit)
        except (BlockingIOError, ssl.SSLWantReadError, ssl.SSLWantWriteError):
            return
        except ConnectionError:
            self.closed = True
            return
        if not data:
            self.closed = True
            return
        self.frames += self.decoder.feed(data)

    def read_up_to(self, total: int) -> None:
        while total > 0 and not self.closed:
            before = len(self.decoder._buffer), len(self.frames)
            self.read(min(total, 65536))
            if (len(self.decoder._buffer), len(self.frames)) == before:
                return
            total -= 65536

    def drain(self) -> bool:
        """Everything that has come, now; True once the host has closed the stream."""
        while not self.closed:
            before = len(self.decoder._buffer), len(self.frames)
            self.read(1 << 20)
            if (len(self.decoder._buffer), len(self.frames)) == before:
                break
        return self.closed

    def views(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["t"] == "view"]


def conn_of(host: QtTableHost, peer: Peer) -> int:
    """The host's connection of this peer (by the peer's own port)."""
    port = peer.sock.getsockname()[1]
    return next(c for c, s in host.sockets.items() if s.peerPort() == port)


@pytest.fixture
def table(qtbot):
    session = TableSession(TableConfig(name="flow", write_log=False))
    host = QtTableHost(session, limits=LIMITS)
    assert host.listen(LOCALHOST, 0)
    yield session, host
    host.close()


def test_a_peer_that_stops_reading_is_held_then_closed_a_slow_reader_never(table,
                                                                           qtbot) -> None:
    session, host = table
    stuck = Peer(host.port, "stuck")
    slow = Peer(host.port, "slow", small=False)
    reader = QTimer()
    reader.timeout.connect(lambda: slow.read_up_to(256 * 1024))  # ≤ 25 MB/s, a LAN's pace
    reader.start(10)
    qtbot.waitUntil(lambda: len(session.conns) == 2 and all(
        c.greeted for c in session.conns.values()), timeout=5000)
    stuck.read(65536)  # its welcome and first view, then it reads no more
    stuck_conn, slow_conn = (conn_of(host, peer) for peer in (stuck, slow))
    text = "x" * 300
    announced = 0
    while stuck_conn in session.conns and announced < 3000:
        session.announce(f"{announced} {text}")  # every view grows: a backlog builds
        announced += 1
        qtbot.wait(5)
    assert stuck_conn not in session.conns, "the peer that does not read was never closed"
    # were it to read now, within the grace, its stream would end with the error, closed
    qtbot.waitUntil(stuck.drain, timeout=10_000)
    errors = [f for f in stuck.frames if f["t"] == "error"]
    assert errors and errors[-1]["code"] == NOT_READING
    # the slow reader is still there, and ends with the latest view once it has read all
    qtbot.waitUntil(lambda: bool(slow.views()) and len(
        slow.views()[-1]["view"]["announcements"]) == announced, timeout=60_000)
    assert slow_conn in session.conns and not slow.closed
    reader.stop()


def test_input_is_handled_in_slices_and_all_of_it_is_answered(table, qtbot,
                                                              monkeypatch) -> None:
    session, host = table
    sizes: list[int] = []
    receive = session.receive_bytes

    def recording(conn: int, data: bytes) -> None:
        sizes.append(len(data))
        receive(conn, data)

    monkeypatch.setattr(session, "receive_bytes", recording)
    peer = Peer(host.port, "flooder")
    qtbot.waitUntil(lambda: any(c.greeted for c in session.conns.values()), timeout=5000)
    pings = encode_frame({"t": "ping"}) * 20_000  # ~140 KB in one write
    peer.sock.setblocking(True)
    peer.sock.sendall(pings)
    peer.sock.setblocking(False)
    qtbot.waitUntil(lambda: (peer.read(1 << 20), sum(
        f["t"] == "pong" for f in peer.frames) == 20_000)[1], timeout=30_000)
    assert max(sizes) <= LIMITS.read_slice_bytes
    assert len(sizes) > 20


def test_a_burst_of_changes_is_one_view_per_connection(table, qtbot) -> None:
    session, host = table
    client = QtTableClient("Watcher", spectator=True)
    views: list[dict[str, Any]] = []
    client.viewChanged.connect(views.append)
    client.connect_to(LOCALHOST, host.port)
    qtbot.waitUntil(lambda: bool(views), timeout=5000)
    before = len(views)
    for i in range(50):  # fifty changes within one turn of the event loop
        session.announce(f"burst {i}")
    qtbot.waitUntil(lambda: len(views) > before and len(
        views[-1]["announcements"]) == 50, timeout=5000)
    qtbot.wait(200)
    assert len(views) == before + 1
    client.close()


def test_the_backlog_watch_decides() -> None:
    watch = BacklogWatch(LIMITS)
    assert watch.admit_view(LIMITS.high_bytes)
    assert not watch.admit_view(LIMITS.high_bytes + 1)
    assert not watch.admit_view(0)  # held until it drains
    assert not watch.drained(LIMITS.low_bytes + 1)
    assert watch.drained(LIMITS.low_bytes) and watch.admit_view(0)
    assert watch.check(LIMITS.high_bytes + 1, 100.0) is Verdict.FINE
    assert watch.check(LIMITS.high_bytes + 1, 100.9) is Verdict.FINE
    assert watch.check(LIMITS.high_bytes + 1, 101.0) is Verdict.STALLED
    assert watch.check(10, 101.5) is Verdict.FINE and watch.high_since is None
    watch.holding = True  # held back, between low and high: still behind
    assert watch.check(LIMITS.low_bytes + 1, 200.0) is Verdict.FINE
    assert watch.check(LIMITS.low_bytes + 1, 201.0) is Verdict.STALLED
    with pytest.raises(ValueError):
        FlowLimits(high_bytes=10, low_bytes=10)


def test_qt_clients_on_patches_hold_the_host_views_and_catch_up_after_a_drop(qtbot) -> None:
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")
    deal = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss"}
    session = TableSession(TableConfig(name="flow", write_log=False, reserved=names,
                                       deal=deal, seed=1, rate_burst=1e6))
    host = QtTableHost(session, limits=LIMITS)
    assert host.listen(LOCALHOST, 0)
    clients = [QtTableClient(name) for name in names]
    seen: list[list[dict[str, Any]]] = [[] for _ in clients]
    for client, views in zip(clients, seen, strict=True):
        client.viewChanged.connect(views.append)
        client.connect_to(LOCALHOST, host.port)
    qtbot.waitUntil(lambda: all(c.view is not None and c.view.get("kind") == "player"
                                for c in clients), timeout=10_000)

    def in_step() -> bool:
        by_port = {s.peerPort(): session.conns.get(c) for c, s in list(host.sockets.items())
                   if s.state() == QAbstractSocket.SocketState.ConnectedState}
        for client in clients:
            conn = by_port.get(client._socket.localPort())
            if conn is None or client.version != conn.version or msgpack.packb(
                    client.view) != msgpack.packb(conn.sent_view):
                return False
        return True

    for i in range(30):
        clients[i % 6].request(ActMessage.of("say", text=f"round {i}"))
        qtbot.wait(2)
    qtbot.waitUntil(in_step, timeout=10_000)
    assert sum(c.replica.patches for c in clients) > 30
    away = clients[0]
    away.drop()  # the link fails; the client comes back by itself with its token
    for i in range(150):
        clients[1 + i % 5].request(ActMessage.of("say", text=f"while away {i}"))
    qtbot.waitUntil(lambda: any("catch_up" in v for v in seen[0]), timeout=15_000)
    first_back = next(v for v in seen[0] if "catch_up" in v)
    assert first_back["catch_up"]["events"]["complete"]
    qtbot.waitUntil(in_step, timeout=10_000)
    for client in clients:
        client.close()
    host.close()
    qtbot.wait(50)  # let the last socket events and deleteLater run
