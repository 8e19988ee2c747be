"""A connection's first steps and its upkeep: the hello (protocol version, the table
password), seat tokens, heartbeats and the per-seat rate limit.

Owns ``Connection`` (what the host knows of one transport connection), ``new_token``,
``hello_refusal`` (why a hello is turned away before any seat is looked at),
``throttled`` and ``wrong_guess`` (the guessing back-off's refusals, with
``retry_after``), ``rotate_token`` (a new seat token at every welcome), ``seq_refusal``
(a seq must increase),
``act_refusal`` (why a connection may not act: a spectator, a reserve, no game),
``liveness`` (what a connection's silence calls for) and ``RateLimiter`` (a token bucket
per seat, else per connection). Decisions only: the table session sends and closes. Must
not import Qt, desktop or the table session.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from netproto.messages import PROTO, Hello, HostMessage, JoinAs, Refused
from netproto.protocol import ProtocolCore

if TYPE_CHECKING:
    from engine.game import Game
    from netproto.gate import GuessThrottle
    from netproto.lobby import Seat

ConnId = int
# A transport's delivery callback: a message to send, or None to close the connection.
Deliver = Callable[[HostMessage | None], None]

TOKEN_BYTES = 24  # 192 random bits
HANDSHAKE_SECONDS = 10.0  # a connection must say hello within this (docs/protocol.md)


@dataclass
class Connection:
    id: ConnId
    deliver: Deliver
    core: ProtocolCore
    joined_at: float
    last_heard: float
    last_ping: float
    address: str = "local"  # the remote address (the door's limits count by it)
    seat: str | None = None
    last_seq: int = -1  # of the last act or ask: each must be greater
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
    # a spectator who asked for the graveyard: his hello name, which signs his lines there
    graveyard_name: str | None = None

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
    reclaims = bool(hello.token) and hello.join_as is JoinAs.PLAYER
    if password and not reclaims and not secrets.compare_digest(
            (hello.password or "").encode(), password.encode()):
        # a seat's token is its proof (PROTOCOL.md); a bad one is refused as bad_token
        # and counted as a guess the same way, so a phone keeps no table password
        return ("bad_password", "Wrong table password.")
    return None


# why a connection is closed: (code, English text, retry_after seconds or None)
Closing = tuple[str, str, int | None]


def throttled(guesses: GuessThrottle, conn: Connection, hello: Hello, password: str | None,
              now: float) -> Closing | None:
    """While its address is blocked (``netproto.gate.GuessThrottle``), a hello that would
    test a secret (a table password, a player's seat token) is refused unread."""
    if not (password or (hello.token and hello.join_as is JoinAs.PLAYER)):
        return None
    wait = guesses.retry_after(conn.address, now)
    if wait is None:
        return None
    seconds = max(1, math.ceil(wait))
    return ("throttled", f"Too many wrong passwords or seat tokens from your address; "
                         f"try again in {seconds} s.", seconds)


def wrong_guess(guesses: GuessThrottle, conn: Connection, code: str, text: str,
                now: float) -> Closing:
    """A wrong password or a bad token, counted against the address; once the back-off
    has begun the refusal says how long to wait."""
    delay = guesses.failed(conn.address, now)
    if delay <= 0:
        return (code, text, None)
    seconds = max(1, math.ceil(delay))
    return (code, f"{text} Try again in {seconds} s.", seconds)


def rotate_token(seat: Seat, presented: str | None) -> None:
    """Every welcome carries a new token and the old one stops working (a token read off
    the network once is no key for life); the one the hello showed — its client surely
    has it — stays valid until the connection speaks after the welcome."""
    seat.unconfirmed = presented
    seat.token = new_token()


def seq_refusal(conn: Connection, seq: int) -> Refused | None:
    """An act or a question whose seq does not increase is refused (and changes nothing)."""
    if seq <= conn.last_seq:
        return Refused(seq, "seq_not_increasing", f"seq must be greater than {conn.last_seq}.",
                       {"last": conn.last_seq})
    conn.last_seq = seq
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
    if not conn.greeted:
        return Liveness.FINE  # no heartbeats before the hello: it is owed, not a pong
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
