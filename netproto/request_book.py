"""A client link's requests not answered yet — one path for every request type
(``netproto.messages.Request``: an act, a question): numbered, refused ``offline`` when they
cannot go, kept while pending, sent again when the link is back, answered once
(docs/protocol.md, "Acts sent again").

Owns ``RequestBook``, ``Pending``, ``Opened``, ``Link`` and ``view_phase``. A request is
numbered with the link's next ``seq``. On a link that can come back (``resends``: the LAN client) a
request that ``waits_for_link`` gets its own id and the phase it was made in, waits while
the link is down and goes again, under the same id and seq, when it is back; the host
applies an id once and refuses ``phase_ended`` an act whose phase has ended. Any other
request is refused ``offline`` while the link is down, and refused ``connection_lost`` when
the link drops before its answer. After the link has closed for good every request is
refused with the reason it closed (or ``offline``). The browser seat's
``netproto/web/js/outbox.js`` does the same. Sans-I/O: the link sends and tells the
answers; must not import Qt or desktop.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from netproto.messages import Refused, Request, phase_stamp

OFFLINE = "offline"
CONNECTION_LOST = "connection_lost"
CLOSED_TEXT = "Not connected to the table."
OFFLINE_TEXT = "Not connected to the table; try again when it is back."
LOST_TEXT = ("The connection dropped before the table answered; the table's view shows "
             "whether it was taken.")


class Link(Enum):
    """The link as a request sees it."""

    UP = "up"  # welcomed: a request goes now
    DOWN = "down"  # connecting or reconnecting: it may come back
    CLOSED = "closed"  # it will not come back


def view_phase(view: dict[str, Any] | None) -> str | None:
    """The phase stamp of the phase a view shows (None in the lobby)."""
    clock = (view or {}).get("clock")
    if not isinstance(clock, dict) or not clock.get("phase"):
        return None
    return phase_stamp(str(clock["phase"]), int(clock.get("game_day") or 0),
                       clock.get("runoff") is not None)


@dataclass
class Pending:
    """A request not answered yet, as it goes on the wire (numbered)."""

    message: Request
    sending: bool = False  # sent on the current link and not answered yet

    @property
    def seq(self) -> int:
        return self.message.seq


@dataclass(frozen=True)
class Opened:
    """What became of a new request: ``send`` it now, or it waits (neither), or it is
    ``refused`` at once (nothing was sent; the link tells it after the caller has its seq)."""

    seq: int
    send: Request | None = None
    refused: Refused | None = None


class RequestBook:
    def __init__(self, *, resends: bool) -> None:
        self.resends = resends  # the link comes back: requests that may wait for it do
        self.entries: list[Pending] = []
        self.seq = 0  # the last seq given (one counter for every request type)

    def open(self, message: Request, link: Link, *, phase: str | None = None,
             closed_reason: str | None = None) -> Opened:
        """A new request, numbered; ``phase``: the phase stamp of the view now."""
        self.seq += 1
        waits = self.resends and message.waits_for_link
        numbered = message.numbered(self.seq)
        if waits:
            numbered = numbered.stamped(phase)
        if link is Link.CLOSED or (link is Link.DOWN and not waits):
            code, text = ((closed_reason or OFFLINE, CLOSED_TEXT) if link is Link.CLOSED
                          else (OFFLINE, OFFLINE_TEXT))
            return Opened(self.seq, refused=Refused(self.seq, code, text))
        entry = Pending(numbered, sending=link is Link.UP)
        self.entries.append(entry)
        return Opened(self.seq, send=numbered if entry.sending else None)

    def answer(self, seq: int) -> Pending | None:
        """The host answered this seq: its request leaves the book (None: not one of ours,
        or answered already)."""
        for index, entry in enumerate(self.entries):
            if entry.seq == seq:
                return self.entries.pop(index)
        return None

    def link_back(self) -> list[Request]:
        """What goes when the link is back, in the order it was made (marked sending)."""
        out = [entry for entry in self.entries if not entry.sending]
        for entry in out:
            entry.sending = True
        return [entry.message for entry in out]

    def link_lost(self) -> tuple[bool, list[Refused]]:
        """The link dropped: what waits for the link waits again (whether any did); every
        other request in flight is answered ``connection_lost`` (returned)."""
        changed = any(entry.sending for entry in self.waiting())
        lost = [entry for entry in self.entries if not self._waits(entry)]
        self.entries = [entry for entry in self.entries if self._waits(entry)]
        for entry in self.entries:
            entry.sending = False
        return changed, [Refused(entry.seq, CONNECTION_LOST, LOST_TEXT) for entry in lost]

    def close(self, reason: str | None = None) -> list[Refused]:
        """The link will not come back: every request still in the book, answered."""
        out, self.entries = self.entries, []
        return [Refused(entry.seq, reason or OFFLINE, CLOSED_TEXT) for entry in out]

    def waiting(self) -> list[Pending]:
        """The requests that wait for the link (the outbox a window shows), in order."""
        return [entry for entry in self.entries if self._waits(entry)]

    def _waits(self, entry: Pending) -> bool:
        return self.resends and entry.message.waits_for_link
