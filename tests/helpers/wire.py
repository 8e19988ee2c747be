"""The wire as a raw peer writes it: a ``hello`` map (docs/protocol.md, "Client
messages"), and the TLS link such a peer opens (``tls_connect``: the standard library's
``ssl``, not checking the host's self-signed certificate; ``TlsStep`` for a non-blocking
socket), for the tests that talk to the
host over a socket without the project's clients."""

from __future__ import annotations

import socket
import ssl
from typing import Any


def tls_connect(port: int, host: str = "127.0.0.1", timeout: float | None = 10.0
                ) -> ssl.SSLSocket:
    """A TLS link to the table's port, as a raw peer opens it (no certificate check: these
    tests are not the pin's)."""
    raw = socket.create_connection((host, port), timeout=timeout)
    return client_context().wrap_socket(raw, server_hostname=host)


def hello(name: str, *, spectator: bool = False, token: str | None = None,
          app: str = "test", **extra: Any) -> dict[str, Any]:
    """A first message as a raw peer sends it; ``extra``: more fields (``password``,
    ``since``...)."""
    message: dict[str, Any] = {"t": "hello", "proto": 1, "app": app, "name": name,
                               "as": "spectator" if spectator else "player"}
    if token is not None:
        message["token"] = token
    return message | extra


def client_context() -> ssl.SSLContext:
    """A raw peer's TLS: any certificate (these tests are not the pin's)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class TlsStep:
    """A non-blocking socket's TLS, for tests whose host runs in their own thread's event
    loop (a blocking handshake would wait for itself): ``ready()`` advances the handshake
    as it is polled and says when it is done; ``sock`` is then the TLS socket."""

    def __init__(self, sock: socket.socket) -> None:
        self.raw = sock
        self.sock: ssl.SSLSocket | None = None
        self.done = False

    def ready(self) -> bool:
        if self.done:
            return True
        if self.sock is None:
            try:
                self.raw.getpeername()  # connected yet?
            except OSError:
                return False
            self.sock = client_context().wrap_socket(
                self.raw, server_hostname="127.0.0.1", do_handshake_on_connect=False)
        try:
            self.sock.do_handshake()
        except (ssl.SSLWantReadError, ssl.SSLWantWriteError):
            return False
        self.done = True
        return True
