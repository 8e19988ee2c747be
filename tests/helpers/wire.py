"""The wire as a raw peer writes it: a ``hello`` map (docs/protocol.md, "Client
messages"), for the tests that talk to the host over a socket without the project's
clients."""

from __future__ import annotations

from typing import Any


def hello(name: str, *, spectator: bool = False, token: str | None = None,
          app: str = "test", **extra: Any) -> dict[str, Any]:
    """A first message as a raw peer sends it; ``extra``: more fields (``password``,
    ``since``...)."""
    message: dict[str, Any] = {"t": "hello", "proto": 1, "app": app, "name": name,
                               "as": "spectator" if spectator else "player"}
    if token is not None:
        message["token"] = token
    return message | extra
