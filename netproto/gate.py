"""The door of a table: which new transport links are let in, which idle ones make room,
and how fast one remote address may guess passwords and seat tokens.

Owns ``GateConfig`` (every limit, as fields), ``Gate`` (the pre-hello links by remote
address: a per-address pending cap, a per-address connection-rate token bucket, a global
pending cap; when a cap is reached the OLDEST idle pre-hello link is closed, never the new
one, so a client that says hello at once always gets in while an address floods) and
``GuessThrottle`` (per-address back-off on wrong passwords and bad seat tokens, with the
seconds to wait). Decisions only, pure Python with a caller's clock: the transport
closes sockets, the session sends refusals. Must not import Qt, desktop, the engine or
the table session.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

LinkId = Hashable


@dataclass(frozen=True)
class GateConfig:
    # pre-hello links one address may hold: a whole burst (below) fits, since over TLS a
    # link reaches the door only once its handshake is done, its hello a moment behind
    pending_per_address: int = 48
    pending_total: int = 64  # pre-hello links all addresses together may hold
    connect_burst: float = 40.0  # new links at once from one address (20 seats + watchers)
    connect_per_second: float = 20.0  # the refill of that bucket
    guesses_free: int = 10  # wrong passwords / bad tokens before the back-off starts
    guess_delay_first: float = 1.0  # seconds: the first back-off, doubled at each guess
    guess_delay_max: float = 60.0
    guess_forgive_seconds: float = 10.0  # one counted guess forgotten per this many seconds
    max_addresses: int = 4096  # addresses remembered (the least recently seen forgotten)


@dataclass
class _Link:
    address: str
    opened_at: float


@dataclass
class _Bucket:
    tokens: float
    at: float


@dataclass(frozen=True)
class Admission:
    """A new link: whether it is let in, and the pre-hello links to close to make room."""

    admit: bool
    evict: tuple[LinkId, ...] = ()


@dataclass
class Gate:
    """Pre-hello links by address. A new link from an address within its rate may push out
    the globally oldest pre-hello link; an address over its rate may only push out its own
    (so a flooding address churns its own slots, never other addresses' links)."""

    config: GateConfig = field(default_factory=GateConfig)
    _pending: OrderedDict[LinkId, _Link] = field(default_factory=OrderedDict)  # oldest first
    _buckets: OrderedDict[str, _Bucket] = field(default_factory=OrderedDict)

    def admit(self, link: LinkId, address: str, now: float,
              has_spoken: Callable[[LinkId], bool] | None = None) -> Admission:
        """``has_spoken``: asked of a link about to be pushed out — the transport reads
        what that link has sent; True if it has said hello (or gone) meanwhile, so it no
        longer waits: a client whose hello is on its way is not cut off by a burst."""
        within_rate = self._take(address, now)
        if has_spoken is not None and self._full(address):
            for key in list(self._pending):  # has_spoken may call greeted() itself
                if has_spoken(key):
                    self._pending.pop(key, None)
        evict: list[LinkId] = []
        own = [k for k, v in self._pending.items() if v.address == address]
        if len(own) >= self.config.pending_per_address:
            evict.append(own[0])
        if len(self._pending) - len(evict) >= self.config.pending_total:
            victim = (next((k for k in self._pending if k not in evict), None) if within_rate
                      else next((k for k in own if k not in evict), None))
            if victim is None:
                return Admission(False)  # over its rate, full, nothing of its own to drop
            evict.append(victim)
        for key in evict:
            self._pending.pop(key, None)
        self._pending[link] = _Link(address, now)
        return Admission(True, tuple(evict))

    def _full(self, address: str) -> bool:
        c = self.config
        return (len(self._pending) >= c.pending_total
                or self.pending(address) >= c.pending_per_address)

    def greeted(self, link: LinkId) -> None:
        """The link said hello: it no longer counts as pending (nor can it be pushed out)."""
        self._pending.pop(link, None)

    closed = greeted  # a closed link frees its slot the same way

    def pending(self, address: str | None = None) -> int:
        if address is None:
            return len(self._pending)
        return sum(1 for v in self._pending.values() if v.address == address)

    def _take(self, address: str, now: float) -> bool:
        c = self.config
        bucket = self._buckets.pop(address, None) or _Bucket(c.connect_burst, now)
        bucket.tokens = min(c.connect_burst,
                            bucket.tokens + (now - bucket.at) * c.connect_per_second)
        bucket.at = now
        ok = bucket.tokens >= 1.0
        if ok:
            bucket.tokens -= 1.0
        self._buckets[address] = bucket  # most recently seen last
        while len(self._buckets) > c.max_addresses:
            self._buckets.popitem(last=False)
        return ok


@dataclass
class _Guesses:
    strikes: float
    at: float
    blocked_until: float = 0.0


@dataclass
class GuessThrottle:
    """Wrong passwords and bad tokens by address: ``guesses_free`` are free, then each one
    blocks the address for a delay that doubles (``guess_delay_first`` … ``_max``); counted
    guesses are forgiven one per ``guess_forgive_seconds``. While blocked, a hello that
    would test a secret is refused unread with the seconds left."""

    config: GateConfig = field(default_factory=GateConfig)
    _by_address: OrderedDict[str, _Guesses] = field(default_factory=OrderedDict)

    def retry_after(self, address: str, now: float) -> float | None:
        """Seconds this address must still wait before a secret is tested, or None."""
        entry = self._by_address.get(address)
        if entry is None or entry.blocked_until <= now:
            return None
        return entry.blocked_until - now

    def failed(self, address: str, now: float) -> float:
        """A wrong guess from this address; returns the back-off it starts (0: none yet)."""
        c = self.config
        entry = self._by_address.pop(address, None) or _Guesses(0.0, now)
        entry.strikes = max(0.0, entry.strikes - (now - entry.at) / c.guess_forgive_seconds)
        entry.at = now
        entry.strikes += 1.0
        over = entry.strikes - c.guesses_free
        delay = 0.0
        if over > 0:
            delay = min(c.guess_delay_max, c.guess_delay_first * 2 ** (math.ceil(over) - 1))
            entry.blocked_until = now + delay
        self._by_address[address] = entry
        while len(self._by_address) > c.max_addresses:
            self._by_address.popitem(last=False)
        return delay

    def addresses(self) -> int:
        return len(self._by_address)
