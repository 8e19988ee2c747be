"""No act applied twice: the ids of the acts the table has applied, per seat, for the game.

A client gives each act its own id (``act.id``, docs/protocol.md "Acts sent again") and
sends it again, under the same id, when the link dropped before the answer came or when
it was made offline. The table answers an id it has applied with ``ack`` and does not
apply it again. The ids go into the game log with the act (``GameLog.append``), so that a
table resumed after a crash still knows them (``ActMemory.restore``).

Owns ``ActMemory``. Only applied acts are remembered: a refused act changed nothing, and
the same act sent again is judged again. Sans-I/O; must not import Qt, desktop or the
table session.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

# A seat's ids kept for the game; beyond this the oldest are forgotten (a client resends
# only its last few acts, so this only bounds the memory a misbehaving client can take).
MAX_IDS_PER_SEAT = 10_000


class ActMemory:
    def __init__(self, limit: int = MAX_IDS_PER_SEAT) -> None:
        self.limit = limit
        self._seats: dict[str, OrderedDict[str, None]] = {}

    def applied(self, seat: str, act_id: str) -> bool:
        """Whether this seat's act with this id has been applied."""
        ids = self._seats.get(seat)
        return ids is not None and act_id in ids

    def remember(self, seat: str, act_id: str) -> None:
        ids = self._seats.setdefault(seat, OrderedDict())
        ids[act_id] = None
        while len(ids) > self.limit:
            ids.popitem(last=False)

    def restore(self, applied: Iterable[tuple[str, str]]) -> None:
        """The ids of a resumed game's log, in the order they were applied."""
        for seat, act_id in applied:
            self.remember(seat, act_id)
