"""A browser seat's wire for the tests: the ``Wire`` client of ``wire_client`` over a
WebSocket (``wsproto``'s client side, not the project's code), one msgpack map per binary
message, sealed as a page opened from the QR code seals it (``netproto.seal.PageSealer``,
with the host's key from the config dir, or ``key=None``: a page opened without it), plus
a raw HTTP request helper. Shared by the web seat tests.
"""

from __future__ import annotations

import socket
from typing import Any

import msgpack
from wsproto import ConnectionType, WSConnection
from wsproto.events import (
    AcceptConnection,
    BytesMessage,
    CloseConnection,
    Ping,
    RejectConnection,
    RejectData,
    Request,
    TextMessage,
)

from netproto.seal import PageSealer
from netproto.seal_key import host_seal_key
from tests.netproto.wire_client import WAIT, Closed, Wire

HOST_KEY = object()  # the default ``key``: the host's, as kept in the config dir


class Refused(Exception):
    """The WebSocket handshake was refused with this HTTP status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class WebWire(Wire):
    """``Wire`` over ``ws://127.0.0.1:PORT/ws``; ``origin`` as a browser would send it."""

    def __init__(self, port: int, label: str = "", origin: str | None = "self",
                 key: object = HOST_KEY) -> None:
        super().__init__(port, label)
        if key is HOST_KEY:
            key = host_seal_key().public
        assert key is None or isinstance(key, bytes)
        self.sealer = PageSealer(key) if key is not None else None
        self.ws = WSConnection(ConnectionType.CLIENT)
        self.messages: list[dict[str, Any]] = []  # decoded, waiting to be taken
        self.partial = bytearray()  # a message still coming in fragments
        self.wire_bytes: list[bytes] = []  # every message as it came (sealed or not)
        host = f"127.0.0.1:{port}"
        headers = [] if origin is None else [
            (b"origin", (f"http://{host}" if origin == "self" else origin).encode())]
        self.sock.sendall(self.ws.send(Request(host=host, target="/ws",
                                               extra_headers=headers)))
        while True:
            event = self._next_event()
            if isinstance(event, AcceptConnection):
                if self.sealer is not None:
                    self._agree()
                return
            if isinstance(event, RejectConnection):
                raise Refused(event.status_code)

    def _next_event(self) -> Any:
        while True:
            for event in self.ws.events():
                return event
            if not self._fill(WAIT):
                raise TimeoutError(f"{self.label}: no handshake answer")
            data, self.buf = bytes(self.buf), bytearray()
            self.ws.receive_data(data)

    def _agree(self) -> None:
        """The seal handshake: a plain ``seal``, the host's plain ``sealed`` (anything else
        — a refusal — is kept for the test to read)."""
        assert self.sealer is not None
        self.sock.sendall(self.ws.send(BytesMessage(data=self.sealer.hello())))
        while self.sealer.channel is None:
            body = self._next_body()
            if body is None:
                return
            if not self.sealer.agree(body):
                self._take(body)
                return

    def _next_body(self) -> bytes | None:
        """The next whole binary message as it came (None: the link closed)."""
        while True:
            for event in self.ws.events():
                if isinstance(event, BytesMessage):
                    self.partial += event.data
                    if event.message_finished:
                        body, self.partial = bytes(self.partial), bytearray()
                        return body
                elif isinstance(event, CloseConnection):
                    self.eof = True
                    return None
            if not self._fill(WAIT):
                raise TimeoutError(f"{self.label}: no seal answer")
            data, self.buf = bytes(self.buf), bytearray()
            self.ws.receive_data(data)

    def send(self, message: dict[str, Any]) -> None:
        self.send_message(msgpack.packb(message, use_bin_type=True))

    def send_message(self, body: bytes) -> None:
        """One message of the table's protocol (sealed on a sealed link)."""
        channel = self.sealer.channel if self.sealer is not None else None
        self.send_plain(channel.seal(body) if channel is not None else body)

    def send_plain(self, body: bytes) -> None:
        """One binary WebSocket message exactly as given (never sealed)."""
        self.sock.sendall(self.ws.send(BytesMessage(data=body)))

    def send_text(self, text: str) -> None:
        self.sock.sendall(self.ws.send(TextMessage(data=text)))

    def _frame_from_buffer(self) -> dict[str, Any] | None:
        if self.buf:
            data, self.buf = bytes(self.buf), bytearray()
            self.ws.receive_data(data)
        for event in self.ws.events():
            if isinstance(event, BytesMessage):
                self.partial += event.data
                if event.message_finished:
                    body, self.partial = bytes(self.partial), bytearray()
                    self._take(body)
            elif isinstance(event, TextMessage):
                raise AssertionError(f"{self.label}: the host sent a text message")
            elif isinstance(event, Ping):
                self.sock.sendall(self.ws.send(event.response()))
            elif isinstance(event, CloseConnection):
                self.eof = True
            elif isinstance(event, RejectData):  # pragma: no cover - after a refusal
                pass
        if self.messages:
            message = self.messages.pop(0)
            self._note(message)
            return message
        if self.eof:
            raise Closed(self.label)
        return None


    def _take(self, body: bytes) -> None:
        self.wire_bytes.append(body)
        channel = self.sealer.channel if self.sealer is not None else None
        if channel is not None:
            body = channel.open(body)  # SealError: the test fails
        message = msgpack.unpackb(body, raw=False, strict_map_key=True)
        assert isinstance(message, dict), message
        self.raw.append(body)
        self.frames.append(message)
        self.messages.append(message)


def http(port: int, request: bytes, timeout: float = WAIT) -> bytes:
    """One raw request; everything the server answers until it closes or goes quiet."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(request)
        answer = bytearray()
        try:
            while chunk := sock.recv(65536):
                answer += chunk
                if b"\r\n\r\n" in answer and _complete(bytes(answer)):
                    break
        except TimeoutError:
            pass
        return bytes(answer)


def _complete(answer: bytes) -> bool:
    head, _, body = answer.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value)
    return True


def get(port: int, path: str, *headers: str, method: str = "GET") -> tuple[int, bytes, bytes]:
    """(status, head, body) of one request to the web seat server."""
    extra = "".join(f"{h}\r\n" for h in headers)
    answer = http(port, f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}"
                        f"Connection: close\r\n\r\n".encode())
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0
    return status, head, body
