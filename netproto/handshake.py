"""A connection's first steps and its upkeep: the hello (protocol version, the table
password), seat tokens, heartbeats and the per-seat rate limit.

Owns ``Connection`` (what the host knows of one transport connection), ``new_token``,
``hello_refusal`` (why a hello is turned away before any seat is looked at),
``act_refusal`` (why a connection may not act: a spectator, a reserve, no game),
``liveness`` (what a connection's silence calls for) and ``RateLimiter`` (a token bucket
per seat, else per connection). Decisions only: the table session sends and closes. Must
not import Qt, desktop or the table session.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from netproto.messages import PROTO, Hello, HostMessage
from netproto.protocol import ProtocolCore

if TYPE_CHECKING:
    from engine.game import Game

ConnId = int
# A transport's delivery callback: a message to send, or None to close the connection.
Deliver = Callable[[HostMessage | None], None]

TOKEN_BYTES = 24  # 192 random bits
HANDSHAKE_SECONDS = 10.0  # a connection must say hello within this


@dataclass
class Connection:
    id: ConnId
    deliver: Deliver
    core: ProtocolCore
    joined_at: float
    last_heard: float
    last_ping: float
    seat: str | None = None
    spectator: bool = False
    allowance: float = 0.0
    allowance_at: float = 0.0
    closed: bool = False
    version: int = 0  # of the last view sent to this connection
    last_view: dict[str, Any] | None = None  # its content, without the live pace fields
    patches: bool = False  # asked in hello for views as changes
    sent_view: dict[str, Any] | None = None  # the last view sent whole (patches' base)
    since: dict[str, int] | None = None  # the first view catches up from here (hello)
    coalesced: bool = False  # its transport takes one view per event-loop turn

    @property
    def greeted(self) -> bool:
        """The handshake is done: he sits (or waits) somewhere, or watches."""
        return self.seat is not None or self.spectator


def new_token() -> str:
    """A fresh seat token (a new seat, or a kicked player's voided one)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def hello_refusal(hello: Hello, password: str | None) -> tuple[str, str] | None:
    """Why this hello is turned away whoever he is — (code, English text) — or None."""
    if hello.proto != PROTO:
        return ("proto_mismatch", f"This table speaks protocol {PROTO}.")
    if password and not secrets.compare_digest((hello.password or "").encode(),
                                               password.encode()):
        return ("bad_password", "Wrong table password.")
    return None


def act_refusal(conn: Connection, game: Game | None,
                storage_error: str | None) -> tuple[str, str] | None:
    """Why this connection may not act now — (code, English text) — or None."""
    if storage_error:
        return ("storage_error", "The host cannot save the game; ask the host.")
    if conn.spectator or conn.seat is None:
        return ("spectator", "Spectators cannot act.")
    if game is None:
        return ("not_started", "The game has not started.")
    if conn.seat not in game.state.players:
        return ("reserve", "You are a reserve: you play once you take a removed player's "
                           "place.")
    return None


class Liveness(StrEnum):
    FINE = "fine"
    PING = "ping"  # time for a heartbeat
    NO_HELLO = "no_hello"  # never finished the handshake: close
    SILENT = "silent"  # no answer to heartbeats: close


def liveness(conn: Connection, now: float, *, heartbeat_seconds: float,
             drop_after_seconds: float) -> Liveness:
    if not conn.greeted and now - conn.joined_at > HANDSHAKE_SECONDS:
        return Liveness.NO_HELLO
    if now - conn.last_heard > drop_after_seconds:
        return Liveness.SILENT
    if now - conn.last_ping >= heartbeat_seconds:
        return Liveness.PING
    return Liveness.FINE


class Bucket(Protocol):
    allowance: float
    allowance_at: float


class RateSettings(Protocol):
    rate_per_second: float
    rate_burst: float


@dataclass
class RateLimiter:
    """A token bucket: ``rate_burst`` messages at once, refilled at ``rate_per_second``
    (read from the settings at each message: the host may change them). The bucket lives
    on its holder (a seat, so a reconnect does not refill it, else a connection)."""

    settings: RateSettings
    clock: Callable[[], float]

    def allow(self, holder: Bucket) -> bool:
        now, burst = self.clock(), self.settings.rate_burst
        if holder.allowance_at == 0.0:
            holder.allowance, holder.allowance_at = burst, now
        refill = (now - holder.allowance_at) * self.settings.rate_per_second
        holder.allowance = min(burst, holder.allowance + refill)
        holder.allowance_at = now
        if holder.allowance < 1.0:
            return False
        holder.allowance -= 1.0
        return True
