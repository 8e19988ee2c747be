"""The graveyard on the table's side: which spectators read the room of the dead, and a
spectator's line in it as the engine's command.

Owns ``reads_graveyard`` (a spectator who asked for the room in his hello; the projector,
the boards and any other spectator never get it), ``add_graveyard`` (the room added to
such a spectator's public view) and ``spectator_say`` (his act, checked: the graveyard
channel only, and a signature that is not, and does not look like, a registered
player's name). The engine owns the room itself (``engine.graveyard``): who of the seats
reads it and what is said in it. Must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from typing import Any

from engine.commands import Action, Channel, SpectatorSay
from engine.game import Game
from engine.graveyard import graveyard_block
from netproto.handshake import Connection
from netproto.lobby import Lobby
from netproto.messages import ActMessage


def reads_graveyard(conn: Connection) -> bool:
    """A spectator who asked for the room (his hello's ``graveyard``)."""
    return conn.spectator and conn.graveyard_name is not None


def add_graveyard(view: dict[str, Any], game: Game) -> None:
    """The room, added to a spectator's own copy of the public view."""
    view["graveyard"] = graveyard_block(game)


def spectator_say(conn: Connection, message: ActMessage, lobby: Lobby, game: Game | None
                  ) -> SpectatorSay | tuple[str, str, dict[str, Any]]:
    """The engine's command for a spectator's line in the graveyard, or why not —
    (code, English text, params)."""
    name = conn.graveyard_name
    if (name is None or game is None or message.do is not Action.SAY
            or message.fields.get("channel") != Channel.GRAVEYARD.value
            or set(message.fields) - {"text", "channel"}):
        return ("spectator", "Spectators cannot act.", {})
    if lobby.name_taken(name) or lobby.lookalike(name) is not None:
        return ("spectator_name", f"{name} is a player's name: choose another name to "
                                  "write in the graveyard.", {"name": name})
    return SpectatorSay(name, message.fields.get("text", ""))
