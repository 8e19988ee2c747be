"""The door under a flood: how long a seat's reconnect with its token waits for its
welcome while one address holds idle links that never say hello.

A ``QtTableHost`` on 127.0.0.1 runs in the main thread's event loop. A worker thread
holds ``--idle`` (70) links from the same address that never say hello and reopens each
one the host closes, at once; meanwhile a seated player reconnects ``--reconnects`` (60)
times with his (rotating) token, each time timing from the connect to the ``welcome``.
Everything is on 127.0.0.1 (the flooder and the seat share the address: the hard case).
Every link is TLS (the table's link is): the flood's links finish their handshake, so
they reach the door, and then say nothing.
Prints the figures and, as its last line, ``welcome_max_ms: X p99_ms: Y``.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import selectors
import socket
import ssl
import statistics
import struct
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import msgpack  # noqa: E402
from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from netproto.qt_host import QtTableHost  # noqa: E402
from netproto.session import TableConfig, TableSession  # noqa: E402

LOCALHOST = "127.0.0.1"


def frame(message: dict[str, Any]) -> bytes:
    body = msgpack.packb(message, use_bin_type=True)
    return struct.pack(">I", len(body)) + body


def hello(name: str, token: str | None = None) -> bytes:
    message: dict[str, Any] = {"t": "hello", "proto": 1, "app": "bench", "name": name,
                               "as": "player"}
    if token:
        message["token"] = token
    return frame(message)


def _context() -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False  # no certificate check: this bench is not the pin's
    context.verify_mode = ssl.CERT_NONE
    return context


def dial(port: int) -> socket.socket:
    """The seat's TLS link, its handshake done here (the host runs in the main thread and
    the handshake is part of the time to the welcome), then non-blocking."""
    # a generous timeout: on a loaded machine the host may take seconds to shake 70 hands;
    # the bench measures that time, it must not fail on it
    sock = _context().wrap_socket(socket.create_connection((LOCALHOST, port), timeout=60),
                                  server_hostname=LOCALHOST)
    sock.setblocking(False)
    return sock


def dial_idle(port: int) -> ssl.SSLSocket:
    """A flood link: its handshake goes on as the flooder polls it (``shake``), so the
    flooder never waits for it."""
    raw = socket.create_connection((LOCALHOST, port), timeout=5)
    raw.setblocking(False)
    sock = _context().wrap_socket(raw, server_hostname=LOCALHOST,
                                  do_handshake_on_connect=False)
    shake(sock)
    return sock


def shake(sock: ssl.SSLSocket) -> bool:
    """One step of a non-blocking handshake; True once it is done."""
    try:
        sock.do_handshake()
    except (ssl.SSLWantReadError, ssl.SSLWantWriteError):
        return False
    return True


def read_frames(sock: socket.socket, buffer: bytearray) -> tuple[list[dict[str, Any]], bool]:
    """What arrived (frames) and whether the host closed the link."""
    closed = False
    while True:
        try:
            data = sock.recv(65536)
        except (BlockingIOError, ssl.SSLWantReadError, ssl.SSLWantWriteError):
            break
        except OSError as exc:
            closed = exc.errno != errno.ENOTCONN
            break
        if not data:
            closed = True
            break
        buffer += data
    frames = []
    while len(buffer) >= 4:
        size = struct.unpack(">I", buffer[:4])[0]
        if len(buffer) < 4 + size:
            break
        frames.append(msgpack.unpackb(bytes(buffer[4:4 + size]), raw=False))
        del buffer[:4 + size]
    return frames, closed


class Flood(threading.Thread):
    def __init__(self, port: int, idle: int, reconnects: int) -> None:
        super().__init__(daemon=True)
        self.port, self.idle, self.reconnects = port, idle, reconnects
        self.latencies: list[float] = []
        self.seat_refusals: list[str] = []
        self.reopened = 0
        self.dials = 0  # the seat's connects (more than one per welcome: it was cut off)
        self.error: str | None = None

    def _welcome(self, token: str | None, deadline: float = 5.0) -> tuple[socket.socket, str]:
        """Dial, say hello, wait for the welcome, keeping the flood's links full."""
        started = time.perf_counter()  # from the first connect: retries count in
        while True:
            sock, buffer = dial(self.port), bytearray()
            self.dials += 1
            pending = hello("Ann", token)
            while time.perf_counter() - started < deadline:
                if pending:
                    with contextlib.suppress(OSError):  # not connected yet
                        pending = pending[sock.send(pending):]
                self._keep_flooding(0.0005)
                frames, closed = read_frames(sock, buffer)
                for message in frames:
                    if message["t"] == "welcome":
                        self.latencies.append(time.perf_counter() - started)
                        return sock, message["token"]
                    if message["t"] == "error":
                        self.seat_refusals.append(message["code"])
                if closed:
                    break
            sock.close()
            if time.perf_counter() - started >= deadline:
                raise RuntimeError("no welcome within the deadline")

    def _keep_flooding(self, timeout: float) -> None:
        for key, _ in self.selector.select(timeout):
            sock = key.fileobj
            buffer, shaken = key.data
            if not shaken:
                try:
                    if shake(sock):
                        self.selector.modify(sock, selectors.EVENT_READ, (buffer, True))
                    continue
                except OSError:  # closed during the handshake: reopened below
                    closed = True
            else:
                _, closed = read_frames(sock, buffer)
            if closed:  # the host closed an idle link: reopen it at once
                self.selector.unregister(sock)
                sock.close()
                fresh = dial_idle(self.port)
                self.selector.register(fresh, selectors.EVENT_READ, (bytearray(), False))
                self.reopened += 1

    def run(self) -> None:
        try:
            self.selector = selectors.DefaultSelector()
            for _ in range(self.idle):
                self.selector.register(dial_idle(self.port), selectors.EVENT_READ,
                                       (bytearray(), False))
            end = time.perf_counter() + 0.5
            while time.perf_counter() < end:
                self._keep_flooding(0.01)
            sock, token = self._welcome(None)
            self.latencies.clear()  # the registration is not a reconnect
            self.dials = 0
            for _ in range(self.reconnects):
                sock.send(frame({"t": "ping"}))  # he speaks: the new token is his
                end = time.perf_counter() + 0.05
                while time.perf_counter() < end:
                    self._keep_flooding(0.005)
                sock.close()
                sock, token = self._welcome(token)
            sock.close()
        except Exception as exc:  # noqa: BLE001 - reported by the main thread
            self.error = repr(exc)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle", type=int, default=70)
    parser.add_argument("--reconnects", type=int, default=60)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    host = QtTableHost(TableSession(TableConfig(write_log=False)))
    if not host.listen(LOCALHOST, 0):
        print(host.error_text(), file=sys.stderr)
        return 1
    flood = Flood(host.port, args.idle, args.reconnects)
    flood.start()
    timer = QTimer()
    timer.timeout.connect(lambda: None if flood.is_alive() else app.quit())
    timer.start(20)
    app.exec()
    flood.join()
    host.close()
    if flood.error:
        print(f"failed: {flood.error}", file=sys.stderr)
        return 1
    ms = sorted(x * 1000 for x in flood.latencies)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    print(f"idle links from 127.0.0.1: {args.idle}; reconnects: {len(ms)}; "
          f"idle links the host closed (and the flooder reopened): {flood.reopened}")
    print(f"seat connects: {flood.dials} for {len(ms)} welcomes; error frames on the way: "
          f"{len(flood.seat_refusals)} {sorted(set(flood.seat_refusals))}")
    # a welcome's time runs from the first connect (a cut-off one is dialled again at once)
    print(f"welcome ms: median {statistics.median(ms):.2f}, over 1 s: "
          f"{sum(1 for x in ms if x > 1000)}")
    print(f"welcome_max_ms: {ms[-1]:.2f} p99_ms: {p99:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
