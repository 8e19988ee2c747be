"""Network latency: how long from a player's action to the new view on all 20 connections
of a full table, against a raw loopback TCP msgpack echo.

A ``QtTableHost`` on 127.0.0.1 seats 15 ``QtTableClient`` players on a reserved table
(manual pace) and 5 spectators, all in this one process and thread (so a figure covers the
host's work, the loopback and every client decoding its view). Then, N times, one player
(in turn) says something in the game chat; the time runs from just before the act is
written until all 20 connections have received the new view version. The echo is the same
4-byte-length msgpack framing bounced off a tiny ``QTcpServer`` in the same event loop, and
off a plain blocking socket server in a thread.

The rate limit is raised for the run (it would refuse a burst of chat: not what is
measured). Headless (``QCoreApplication``, ``QT_QPA_PLATFORM=offscreen`` if unset); the
event loop runs in ``QEventLoop.exec`` driven by signals and timers. Prints the figures
and, as its last line, ``views_20_median_ms: X``.
"""

from __future__ import annotations

import argparse
import math
import os
import socket
import statistics
import struct
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import msgpack  # noqa: E402
import PySide6  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtNetwork import (  # noqa: E402
    QAbstractSocket,
    QHostAddress,
    QTcpServer,
    QTcpSocket,
)

from netproto.frames import FrameDecoder, encode_frame  # noqa: E402
from netproto.messages import ActMessage  # noqa: E402
from netproto.qt_client import QtTableClient  # noqa: E402
from netproto.qt_host import QtTableHost  # noqa: E402
from netproto.session import TableConfig, TableSession, TableState  # noqa: E402

LOCALHOST = "127.0.0.1"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal",
         "Ivy", "Jon", "Kim", "Lea", "Max", "Ned", "Oli")
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss",
        "Eve": "mafia", "Fay": "mafia", "Gus": "mafia"}
SPECTATORS = 5
_LENGTH = struct.Struct(">I")


# --------------------------------------------------------------------- event loop

def run_until(done: Callable[[], bool], timeout_s: float, what: str,
              signals: tuple[Any, ...] = (), poll_ms: int = 20) -> None:
    """Run the event loop until ``done()``: checked on each of ``signals`` and on a timer."""
    if done():
        return
    loop = QEventLoop()
    timed_out = False

    def check(*_args: Any) -> None:
        if done():
            loop.quit()

    def expire() -> None:
        nonlocal timed_out
        timed_out = True
        loop.quit()

    poll = QTimer()
    poll.setInterval(poll_ms)
    poll.timeout.connect(check)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(expire)
    for signal in signals:
        signal.connect(check)
    poll.start()
    deadline.start(int(timeout_s * 1000))
    loop.exec()
    poll.stop()
    deadline.stop()
    for signal in signals:
        signal.disconnect(check)
    if not done():
        raise SystemExit(f"net_bench: timed out waiting for {what}"
                         + (" (deadline)" if timed_out else ""))


def pause(ms: int) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(ms)
    loop.exec()


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


# --------------------------------------------------------------------- the table

class ViewTimer(QObject):
    """Times one action until every connection holds a view showing it (versions are per
    connection, so the view's content is what tells)."""

    def __init__(self, clients: list[QtTableClient]) -> None:
        super().__init__()
        self.clients = clients
        self.target = ""
        self.seen: set[int] = set()
        self.done_at = 0.0
        self.loop: QEventLoop | None = None
        self.refusals: list[tuple[Any, ...]] = []
        for index, client in enumerate(clients):
            client.viewChanged.connect(lambda _view, i=index: self._view(i))
            client.refused.connect(lambda *args: self._refused(args))

    def _view(self, index: int) -> None:
        view = self.clients[index].view or {}
        if index in self.seen or not any(e["params"].get("text") == self.target
                                         for e in view.get("events", ())[-3:]):
            return
        self.seen.add(index)
        if len(self.seen) == len(self.clients):
            self.done_at = time.perf_counter()
            if self.loop is not None:
                self.loop.quit()

    def _refused(self, args: tuple[Any, ...]) -> None:
        self.refusals.append(args)
        if self.loop is not None:
            self.loop.quit()

    def measure(self, sender: QtTableClient, text: str) -> float:
        self.target, self.seen, self.done_at = text, set(), 0.0
        loop = QEventLoop()
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.timeout.connect(loop.quit)
        deadline.start(10_000)
        self.loop = loop
        start = time.perf_counter()
        sender.request(ActMessage.of("say", text=text))
        loop.exec()
        self.loop = None
        deadline.stop()
        if self.refusals:
            raise SystemExit(f"net_bench: an action was refused: {self.refusals[0]}")
        if not self.done_at:
            raise SystemExit(f"net_bench: only {len(self.seen)} of {len(self.clients)} "
                             f"connections saw {text!r} within 10 s")
        return self.done_at - start


def bench_views(rounds: int, warmup: int) -> dict[str, Any]:
    log_dir = Path(tempfile.mkdtemp(prefix="dnmafia-net-bench-"))
    config = TableConfig(name="net bench", reserved=NAMES, seed=1, deal=dict(DEAL),
                         log_dir=log_dir, rate_per_second=10_000.0, rate_burst=10_000.0)
    session = TableSession(config)
    host = QtTableHost(session)
    if not host.listen(LOCALHOST, 0):
        raise SystemExit(f"net_bench: cannot listen: {host.error_text()}")
    setup_start = time.perf_counter()
    players = [QtTableClient(name) for name in NAMES]
    spectators = [QtTableClient(f"Watcher{i}", spectator=True) for i in range(SPECTATORS)]
    everyone = players + spectators
    for client in everyone:
        client.connect_to(LOCALHOST, host.port)

    def seated() -> bool:
        return (session.state is TableState.RUNNING
                and all(c.view is not None and c.view.get("kind") == "player" for c in players)
                and all(c.view is not None and c.view.get("kind") == "public"
                        for c in spectators))

    run_until(seated, 20.0, "20 connections seated",
              signals=tuple(c.viewChanged for c in everyone))
    setup_ms = (time.perf_counter() - setup_start) * 1000
    for client, name in zip(players, NAMES, strict=True):
        assert client.view["me"]["name"] == name

    timer = ViewTimer(everyone)
    samples: list[float] = []
    words = ("ping", "pong")
    for i in range(warmup + rounds):
        sender = players[i % len(players)]
        elapsed = timer.measure(sender, f"{words[i % 2]} {i}")
        if i >= warmup:
            samples.append(elapsed * 1000)
    view_bytes = len(encode_frame({"t": "view", "version": 0,
                                   "view": session.view_for_connection(
                                       next(iter(session.conns.values())))}))
    chat = sum(1 for e in players[0].view["events"] if e["code"] == "chat")

    for client in everyone:
        client.close()
    pause(50)
    host.close()
    pause(20)
    half = len(samples) // 2
    return {
        "setup_ms": setup_ms,
        "samples": samples,
        "first_half_median": statistics.median(samples[:half]) if half else float("nan"),
        "second_half_median": statistics.median(samples[half:]),
        "view_bytes": view_bytes,
        "chat": chat,
    }


# --------------------------------------------------------------------- echo: Qt

class QtEcho(QObject):
    """A QTcpServer that bounces every byte back, and a QTcpSocket client timing frames."""

    def __init__(self) -> None:
        super().__init__()
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        if not self.server.listen(QHostAddress(LOCALHOST), 0):
            raise SystemExit(f"net_bench: echo server: {self.server.errorString()}")
        self.peers: list[QTcpSocket] = []
        self.client = QTcpSocket(self)
        self.client.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.client.readyRead.connect(self._client_read)
        self.decoder = FrameDecoder()
        self.loop: QEventLoop | None = None
        self.expect = -1
        self.got_at = 0.0

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            peer = self.server.nextPendingConnection()
            peer.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            peer.readyRead.connect(lambda p=peer: p.write(p.readAll()))
            self.peers.append(peer)

    def _client_read(self) -> None:
        for message in self.decoder.feed(bytes(self.client.readAll().data())):
            if message.get("n") == self.expect:
                self.got_at = time.perf_counter()
                if self.loop is not None:
                    self.loop.quit()

    def connect(self) -> None:
        self.client.connectToHost(LOCALHOST, self.server.serverPort())
        run_until(lambda: bool(self.peers)
                  and self.client.state() == QAbstractSocket.SocketState.ConnectedState,
                  5.0, "the Qt echo connection", signals=(self.client.connected,))

    def round_trip(self, n: int) -> float:
        frame = encode_frame({"t": "echo", "n": n, "text": "hello, table"})
        self.expect, self.got_at = n, 0.0
        loop = QEventLoop()
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.timeout.connect(loop.quit)
        deadline.start(5000)
        self.loop = loop
        start = time.perf_counter()
        self.client.write(frame)
        loop.exec()
        self.loop = None
        deadline.stop()
        if not self.got_at:
            raise SystemExit("net_bench: the Qt echo did not come back within 5 s")
        return self.got_at - start

    def close(self) -> None:
        self.client.abort()
        for peer in self.peers:
            peer.abort()
        self.server.close()


def bench_qt_echo(rounds: int, warmup: int) -> list[float]:
    echo = QtEcho()
    echo.connect()
    samples = []
    for i in range(warmup + rounds):
        elapsed = echo.round_trip(i)
        if i >= warmup:
            samples.append(elapsed * 1e6)
    echo.close()
    pause(10)
    return samples


# --------------------------------------------------------------------- echo: plain socket

def _echo_server(listener: socket.socket) -> None:
    conn, _ = listener.accept()
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    with conn:
        while True:
            data = conn.recv(65536)
            if not data:
                return
            conn.sendall(data)


def _recv_exact(sock: socket.socket, count: int) -> bytes:
    out = bytearray()
    while len(out) < count:
        chunk = sock.recv(count - len(out))
        if not chunk:
            raise SystemExit("net_bench: the socket echo closed early")
        out += chunk
    return bytes(out)


def bench_socket_echo(rounds: int, warmup: int) -> list[float]:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind((LOCALHOST, 0))
    listener.listen(1)
    thread = threading.Thread(target=_echo_server, args=(listener,), daemon=True)
    thread.start()
    samples = []
    with socket.create_connection(listener.getsockname(), timeout=5) as sock:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for i in range(warmup + rounds):
            frame = encode_frame({"t": "echo", "n": i, "text": "hello, table"})
            start = time.perf_counter()
            sock.sendall(frame)
            (length,) = _LENGTH.unpack(_recv_exact(sock, _LENGTH.size))
            message = msgpack.unpackb(_recv_exact(sock, length), raw=False)
            elapsed = time.perf_counter() - start
            if message.get("n") != i:
                raise SystemExit("net_bench: the socket echo returned the wrong frame")
            if i >= warmup:
                samples.append(elapsed * 1e6)
    thread.join(timeout=5)
    listener.close()
    return samples


# --------------------------------------------------------------------- main

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--rounds", type=int, default=200,
                        help="timed actions (default 200)")
    parser.add_argument("--echo-rounds", type=int, default=2000,
                        help="timed echo round trips (default 2000)")
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--load", type=float, default=0.0, metavar="SECONDS",
                        help="the load mode instead (bench/net_load.py): 20 connections x "
                             "9 acts/s for SECONDS, with patches and with full views")
    args = parser.parse_args()
    if args.load > 0:
        from bench.net_load import report, run_load
        for patches in (True, False):
            print(report(run_load(args.load, patches), args.load), flush=True)
        print(f"load_seconds: {args.load:g}")
        return
    if args.rounds < 1 or args.echo_rounds < 1:
        parser.error("rounds must be positive")

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    started = time.perf_counter()
    print(f"net bench: {len(NAMES)} players + {SPECTATORS} spectators on {LOCALHOST}, "
          f"one process (PySide6 {PySide6.__version__}, "
          f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs)")

    qt_echo = bench_qt_echo(args.echo_rounds, args.warmup * 10)
    sock_echo = bench_socket_echo(args.echo_rounds, args.warmup * 10)
    views = bench_views(args.rounds, args.warmup)
    samples = views["samples"]

    views_median = statistics.median(samples)
    qt_median = statistics.median(qt_echo)
    sock_median = statistics.median(sock_echo)
    print(f"setup: 20 connections joined and seated in {views['setup_ms']:.0f} ms")
    print(f"action -> all 20 views, n={len(samples)}: median {views_median:.2f} ms, "
          f"p99 {percentile(samples, 99):.2f} ms, min {min(samples):.2f} ms, "
          f"max {max(samples):.2f} ms")
    print(f"  first half median {views['first_half_median']:.2f} ms, second half median "
          f"{views['second_half_median']:.2f} ms (views grow with the chat: "
          f"{views['chat']} chat lines, last view frame {views['view_bytes'] / 1024:.1f} KiB)")
    print(f"qt echo round trip (QTcpServer, same event loop), n={len(qt_echo)}: "
          f"median {qt_median:.1f} us, p99 {percentile(qt_echo, 99):.1f} us")
    print(f"socket echo round trip (blocking socket, echo thread), n={len(sock_echo)}: "
          f"median {sock_median:.1f} us, p99 {percentile(sock_echo, 99):.1f} us")
    print(f"ratio views_20 median / qt echo median: {views_median * 1000 / qt_median:.1f}")
    print(f"ratio views_20 median / socket echo median: "
          f"{views_median * 1000 / sock_median:.1f}")
    print(f"total run: {time.perf_counter() - started:.1f} s")
    print(f"views_20_median_ms: {views_median:.2f}")
    del app


if __name__ == "__main__":
    main()
