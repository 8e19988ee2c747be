"""Web seats under load: from a player's action to the new view on all 20 connections of a
table where 10 seats are browsers (WebSocket) and 10 are TCP clients; and what a phone
loads before it sees its first view.

The host is the real headless host (``dnmafia host --headless``, a subprocess on
127.0.0.1, web seats on a free port); the 20 clients live in this process, one thread, a
``selectors`` loop: the WebSocket ones speak through ``wsproto`` (as a browser would, with
views as patches, sealed with the key of the host's address as a page from the QR code
seals them: ``netproto.seal``), the TCP ones the 4-byte framing. N times a player (in
turn, browser and TCP) says something in the game chat; the time runs from the write of
the act until every connection holds the new view version (a full view or a patch).

The page load fetches ``/`` and every file it names (``src=``/``href=`` and the modules'
``import … from "…"``), then opens the socket, agrees the seal and says hello; it reports
the bytes and the time to the first view. Prints the figures and, as its last line,
``web_views_20_p50_ms: X``.
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import selectors
import socket
import ssl
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import msgpack
from wsproto import ConnectionType, WSConnection
from wsproto.events import AcceptConnection, BytesMessage, Ping, Request

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from netproto.seal import PageSealer  # noqa: E402
from netproto.seal_key import from_b64url  # noqa: E402

NAMES = [f"P{i:02d}" for i in range(20)]
WEB = set(NAMES[::2])  # every other seat is a browser


class Client:
    def __init__(self, name: str, port: int, web: bool, key: bytes | None = None) -> None:
        self.name, self.web = name, web
        self.sealer = PageSealer(key) if web and key else None
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if not web:  # the table's port is TLS (docs/security.md); no pin check here
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
            self.sock = context.wrap_socket(self.sock, server_hostname="127.0.0.1")
        self.buf = bytearray()
        self.version = -1
        self.seq = 0
        self.inbox: list[dict[str, Any]] = []
        self.bytes_in = 0
        if web:
            self.ws = WSConnection(ConnectionType.CLIENT)
            self.sock.sendall(self.ws.send(Request(
                host=f"127.0.0.1:{port}", target="/ws",
                extra_headers=[(b"origin", f"http://127.0.0.1:{port}".encode())])))
            self.partial = bytearray()
            self.open = False

    def send(self, message: dict[str, Any]) -> None:
        body = msgpack.packb(message, use_bin_type=True)
        if self.sealer is not None and self.sealer.channel is not None:
            body = self.sealer.channel.seal(body)
        if self.web:
            self.sock.sendall(self.ws.send(BytesMessage(data=body)))
        else:
            self.sock.sendall(struct.pack(">I", len(body)) + body)

    def act(self, do: str, **fields: Any) -> None:
        self.seq += 1
        self.send({"t": "act", "seq": self.seq, "do": do, **fields})

    def on_readable(self) -> None:
        if self.web:
            data = self.sock.recv(1 << 20)
        else:  # TLS: the readable socket may hold only a record of its own (a session
            # ticket), where a blocking recv would wait for the host's next message
            self.sock.setblocking(False)
            try:
                data = self.sock.recv(1 << 20)
                while data and self.sock.pending():  # TLS holds a record back
                    data += self.sock.recv(self.sock.pending())
            except ssl.SSLWantReadError:
                return
            finally:
                self.sock.setblocking(True)
        if not data:
            raise SystemExit(f"{self.name}: the host closed the link")
        self.bytes_in += len(data)
        if self.web:
            self.ws.receive_data(data)
            for event in self.ws.events():
                if isinstance(event, AcceptConnection):
                    if self.sealer is None:
                        self.open = True
                    else:  # the seal first: open once the host answers it
                        self.sock.sendall(self.ws.send(BytesMessage(data=self.sealer.hello())))
                elif isinstance(event, BytesMessage):
                    self.partial += event.data
                    if event.message_finished:
                        body, self.partial = bytes(self.partial), bytearray()
                        if self.sealer is not None and self.sealer.channel is None:
                            self.open = self.sealer.agree(body)
                            if not self.open:
                                raise SystemExit(f"{self.name}: {msgpack.unpackb(body)}")
                            continue
                        if self.sealer is not None:
                            body = self.sealer.channel.open(body)
                        self._take(msgpack.unpackb(body, raw=False))
                elif isinstance(event, Ping):
                    self.sock.sendall(self.ws.send(event.response()))
            return
        self.buf += data
        while len(self.buf) >= 4:
            (length,) = struct.unpack_from(">I", self.buf)
            if len(self.buf) < 4 + length:
                break
            self._take(msgpack.unpackb(bytes(self.buf[4:4 + length]), raw=False))
            del self.buf[:4 + length]

    def _take(self, message: dict[str, Any]) -> None:
        if message["t"] in ("view", "patch"):
            self.version = message["version"]
        elif message["t"] == "ping":
            self.send({"t": "pong"})
        elif message["t"] == "error":
            raise SystemExit(f"{self.name}: {message}")
        self.inbox.append(message)


def pump(selector: selectors.BaseSelector, until, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not until():
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit(f"timed out: {what}")
        for key, _mask in selector.select(min(left, 0.5)):
            key.data.on_readable()


def start_host(data_dir: Path, *extra: str) -> tuple[subprocess.Popen, int, int, bytes | None]:
    scenario = data_dir / "twenty.toml"
    players = ", ".join(f'"{n}"' for n in NAMES)
    scenario.write_text(f'preset = "deathnote"\nseed = 3\nplayers = [{players}]\n',
                        encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DNMAFIA_DATA_DIR=str(data_dir),
               PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop.cli", "host", "--headless", "--interface", "127.0.0.1",
         "--no-advertise", "--port", "0", "--web-port", "0", "--scenario", str(scenario),
         "--table", f"bench {secrets.token_hex(3)}", *extra],
        cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    tcp = web = 0
    key = None  # the host's sealing key, from its address's fragment (#k=…)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("listening on "):
            tcp = int(line.rsplit(":", 1)[1])
        elif line.startswith("web: http://"):
            address, _, fragment = line.strip().partition("#")
            web = int(address.removeprefix("web: ").rstrip("/").rsplit(":", 1)[1])
            if fragment.startswith("k="):
                key = from_b64url(fragment.removeprefix("k="))
            break
        elif line.startswith("web: not served"):
            raise SystemExit(line)
    if not web:
        raise SystemExit(f"the host did not serve web seats (exit {proc.wait()})")
    return proc, tcp, web, key


def page_load(port: int, key: bytes | None) -> tuple[int, int, float]:
    """(files, bytes, ms to the first view) of a phone opening the page."""
    base = f"http://127.0.0.1:{port}/"
    start = time.perf_counter()
    seen: dict[str, int] = {}
    queue = ["/"]
    with socket.create_connection(("127.0.0.1", port)) as sock:
        while queue:
            path = queue.pop(0)
            if path in seen:
                continue
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            head, body = _response(sock)
            seen[path] = len(body)
            if not head.startswith(b"HTTP/1.1 200"):
                continue
            text = body.decode("utf-8", "replace")
            for ref in re.findall(r'(?:src|href)="([^"#?]+)"', text) + \
                    re.findall(r'(?:from|import)\s*\(?\s*["\']([^"\']+\.m?js)["\']', text):
                if not ref.startswith(("http:", "https:", "data:", "//")):
                    queue.append(urljoin(base + path.lstrip("/"), ref).removeprefix(base[:-1]))
    client = Client("phone", port, web=True, key=key)
    selector = selectors.DefaultSelector()
    selector.register(client.sock, selectors.EVENT_READ, client)
    pump(selector, lambda: client.open, 10, "the phone's handshake")
    client.send({"t": "hello", "proto": 1, "app": "bench", "name": "Watcher",
                 "as": "spectator", "patch": "rfc6902"})
    pump(selector, lambda: client.version >= 0, 10, "the phone's first view")
    took = (time.perf_counter() - start) * 1000
    client.sock.close()
    return len(seen), sum(seen.values()), took


def _response(sock: socket.socket) -> tuple[bytes, bytes]:
    data = bytearray()
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, rest = bytes(data).partition(b"\r\n\r\n")
    length = int(re.search(rb"content-length: (\d+)", head, re.I).group(1))
    body = bytearray(rest)
    while len(body) < length:
        body += sock.recv(65536)
    return head, bytes(body)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        proc, tcp, web, key = start_host(Path(tmp))
        try:
            files, size, first_view_ms = page_load(web, key)
            selector = selectors.DefaultSelector()
            clients = [Client(n, web if n in WEB else tcp, n in WEB, key) for n in NAMES]
            for c in clients:
                selector.register(c.sock, selectors.EVENT_READ, c)
            pump(selector, lambda: all(c.open for c in clients if c.web), 20, "handshakes")
            for c in clients:
                c.send({"t": "hello", "proto": 1, "app": "bench", "name": c.name,
                        "as": "player", "patch": "rfc6902"})
            pump(selector, lambda: all(c.version >= 0 for c in clients), 30, "welcomes")
            pump(selector, lambda: all(any(m["t"] == "view" and m["view"].get("kind")
                                           == "player" for m in c.inbox)
                                       or c.version > 1 for c in clients), 30, "the start")
            times: dict[bool, list[float]] = {True: [], False: []}
            for i in range(args.rounds):
                actor = clients[i % len(clients)]
                target = max(c.version for c in clients)
                start = time.perf_counter()
                actor.act("say", text=f"round {i}")
                pump(selector, lambda t=target: all(c.version > t for c in clients), 10,
                     f"round {i}")
                times[actor.web].append((time.perf_counter() - start) * 1000)
            every = sorted(times[True] + times[False])
            received = sum(c.bytes_in for c in clients)
        finally:
            proc.terminate()
            proc.wait(10)
    q = statistics.quantiles(every, n=100)
    print(f"page: {files} files, {size / 1024:.1f} KiB; socket + hello → first view: "
          f"{first_view_ms:.1f} ms from the first request")
    print(f"act → all 20 views ({len(WEB)} WebSocket + {20 - len(WEB)} TCP, patches), "
          f"{len(every)} rounds: p50 {q[49]:.1f} ms, p90 {q[89]:.1f} ms, p99 {q[98]:.1f} ms, "
          f"max {every[-1]:.1f} ms")
    print(f"  by the acting seat: browser p50 {statistics.median(times[True]):.1f} ms, "
          f"TCP p50 {statistics.median(times[False]):.1f} ms; "
          f"{received / len(every) / 20:.0f} B per act per connection")
    print(f"web_views_20_p50_ms: {q[49]:.2f}")


if __name__ == "__main__":
    main()
