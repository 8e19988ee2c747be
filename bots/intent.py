"""A bot's decision: ``Intent``, one action to send in the wire vocabulary of an ``act``
message. Owns the value type only; imports only the standard library.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Intent(NamedTuple):
    """One action to send, in the wire vocabulary of an ``act`` message (moments as
    'dN HH:MM'). (An immutable named tuple rather than a frozen dataclass: a simulated
    game makes a few hundred and the simulator keys a cache by them; a frozen dataclass
    took 1.8 µs to make and as long again to hash, a tuple a fraction of that.)"""

    action: str
    target: str | None = None
    to: str | None = None
    until: str | None = None
    death_at: str | None = None
    text: str | None = None
    channel: str | None = None
    circumstances: str | None = None
    light_corpse: bool = False
    role: str | None = None  # the guessed role of a classic lawyer strike

    def fields(self) -> dict[str, Any]:
        """The act message's fields (everything but ``do``)."""
        out: dict[str, Any] = {}
        for key in ("target", "to", "until", "death_at", "text", "channel", "circumstances",
                    "role"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.light_corpse:
            out["light_corpse"] = True
        return out
