"""A wiretap for tests: a TCP relay on 127.0.0.1 that keeps every byte it passes.

A client connects to the tap's port instead of the host's; the tap opens its own link to
the host and copies bytes both ways in a thread of its own (so a Qt test's event loop is
free), recording them per connection and direction. What a passive listener on the LAN
would capture is exactly ``Tap.captured()``. Imports only the standard library.
"""

from __future__ import annotations

import contextlib
import selectors
import socket
import threading
from dataclasses import dataclass, field
from enum import Enum


class Direction(Enum):
    TO_HOST = "to_host"
    TO_CLIENT = "to_client"


@dataclass
class TappedLink:
    """One client connection through the tap and what crossed it."""

    to_host: bytearray = field(default_factory=bytearray)
    to_client: bytearray = field(default_factory=bytearray)


class Tap:
    """Relay ``127.0.0.1:port`` → ``host:target_port``, recording both directions."""

    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self.target = (target_host, target_port)
        self.links: list[TappedLink] = []
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.setblocking(False)
        self.port: int = self._listener.getsockname()[1]
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ, None)
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="tap", daemon=True)
        self._thread.start()

    def captured(self) -> bytes:
        """Every byte that crossed the tap, both ways, all connections."""
        with self._lock:
            return b"".join(bytes(link.to_host) + bytes(link.to_client) for link in self.links)

    def close(self) -> None:
        self._stopping = True
        self._thread.join(timeout=5)
        for key in list(self._selector.get_map().values()):
            key.fileobj.close()
        self._selector.close()

    def __enter__(self) -> Tap:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _run(self) -> None:
        while not self._stopping:
            for key, _ in self._selector.select(timeout=0.05):
                if key.data is None:
                    self._accept()
                else:
                    self._pass(key.fileobj, *key.data)

    def _accept(self) -> None:
        try:
            client, _ = self._listener.accept()
        except BlockingIOError:
            return
        try:
            upstream = socket.create_connection(self.target, timeout=5)
        except OSError:
            client.close()
            return
        link = TappedLink()
        with self._lock:
            self.links.append(link)
        for sock in (client, upstream):
            sock.setblocking(False)
        self._selector.register(client, selectors.EVENT_READ, (upstream, link, Direction.TO_HOST))
        self._selector.register(upstream, selectors.EVENT_READ,
                                (client, link, Direction.TO_CLIENT))

    def _pass(self, source: socket.socket, sink: socket.socket, link: TappedLink,
              direction: Direction) -> None:
        try:
            data = source.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self._drop(source, sink)
            return
        with self._lock:
            (link.to_host if direction is Direction.TO_HOST else link.to_client).extend(data)
        try:
            sink.setblocking(True)
            sink.sendall(data)
            sink.setblocking(False)
        except OSError:
            self._drop(source, sink)

    def _drop(self, *socks: socket.socket) -> None:
        for sock in socks:
            with contextlib.suppress(KeyError, ValueError):
                self._selector.unregister(sock)
            sock.close()
