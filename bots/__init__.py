"""Bot players: a bot's mind (``bots.brain``: pure, from its own seat's view only) and a
bot seat at a table (``bots.seat``: a client like any other, in the Qt event loop).

Exports ``decide``, ``Intent``, ``Level``, ``BotMemory`` and, imported on first use (so the
mind works without Qt), ``BotSeat``, ``add_bot`` and ``return_bots``. Must not import the
engine's game or state, or any widget.
"""

from __future__ import annotations

from typing import Any

from bots.brain import BotMemory, Intent, Level, decide, still_legal

__all__ = ["BotMemory", "BotSeat", "Intent", "Level", "add_bot", "decide", "return_bots",
           "still_legal"]


def __getattr__(name: str) -> Any:
    if name in ("BotSeat", "add_bot", "return_bots"):
        from bots import seat

        return getattr(seat, name)
    raise AttributeError(f"module 'bots' has no attribute {name!r}")
