"""Reconnect catch-up: the first view after a hello that says what the client holds
(``since``) carries every record of the public events and of the seat's own messages it
missed while away, as far back as ``CATCH_UP_RECORDS`` — and says where its history
starts when the host cannot reach that far.

Owns ``CATCH_UP_RECORDS``, ``CATCH_UP_LOGS`` and ``widen`` (a connection's view with its
logs widened back to ``since``, and its ``catch_up`` marker). The mafia channel is not
caught up (its view's ``channel_from`` says where it starts). Reads the engine's rendered
records; must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.view_records import rendered

CATCH_UP_RECORDS = 500  # the furthest back a first view reaches, per log (frames < 1 MiB)
CATCH_UP_LOGS = ("events", "messages")


def widen(view: dict[str, Any], game: Game | None, seat: str | None,
          since: dict[str, int]) -> None:
    """Widen ``view`` (this connection's own, top level only changed) back to ``since``:
    ``view["catch_up"][log] = {since, from, complete}`` — ``complete`` false means the
    records between ``since`` and ``from`` are no longer sent: history starts at
    ``from``."""
    if game is None:
        return
    marker: dict[str, Any] = {}
    for log in CATCH_UP_LOGS:
        if log not in since or log not in view:
            continue
        if log == "events":
            records = game.state.public_log
        else:
            player = game.state.players.get(seat) if seat else None
            if player is None or view.get("kind") != "player":
                continue
            records = player.messages
        done = rendered(game, records)
        held = since[log]
        start = max(0, min(held, len(done)), len(done) - CATCH_UP_RECORDS)
        if start < view[f"{log}_from"]:
            view[log] = list(done[start:])
            view[f"{log}_from"] = start
        marker[log] = {"since": held, "from": view[f"{log}_from"],
                       "complete": view[f"{log}_from"] <= held}
    if marker:
        view["catch_up"] = marker
