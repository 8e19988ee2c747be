"""The graveyard: a room of its own for the players out of the game and the spectators —
a chat no living player ever reads or writes in.

Owns who reads it (``reads``: a seat that is out of the game; a spectator and a
moderating host are given ``graveyard_block`` by whoever serves them), a dead player's
line (``dead_line``: refused to a living player), a spectator's line (``spectator_line``:
a spectator is no player and never takes a player's name), the block a view carries
(``graveyard_block``) and the text check every chat line passes (``said_text``: the game
chat's and the mafia channels' too). A player who dies reads the room's whole history:
what was said there before can no longer reach the game through him (docs/protocol.md,
"The graveyard"). Imports engine modules only (never ``engine.game``: the game comes in
as a ``Context``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.commands import Plan, SpectatorSay
from engine.errors import Refusal
from engine.messages import TEXT_LIMIT
from engine.state import Player
from engine.view_records import channel_block

if TYPE_CHECKING:
    from engine.context import Context


def said_text(text: str | None) -> str:
    """A chat line's text, stripped; refused when empty or longer than ``TEXT_LIMIT``
    bytes (bytes: keeps every view frame small)."""
    text = (text or "").strip()
    if not text:
        raise Refusal("empty_text")
    if len(text.encode("utf-8")) > TEXT_LIMIT:
        raise Refusal("text_too_long", limit=TEXT_LIMIT)
    return text


def reads(p: Player) -> bool:
    """Whether this seat reads (and writes in) the graveyard: once he is out of the game,
    whatever took him out (a death, an execution, a removal)."""
    return not p.alive


def dead_line(ctx: Context, actor: Player, text: str) -> Plan:
    """The plan of a line said in the graveyard by a seat; refused to a living one."""
    if not reads(actor):
        raise Refusal("graveyard_living")
    return lambda: ctx.to_graveyard("graveyard_chat", by=actor.name, text=text)


def spectator_line(ctx: Context, command: SpectatorSay) -> None:
    """A spectator's line in the graveyard, or a refusal that changed nothing. His name
    must not be a player's or a waiting reserve's: a line signed with it would pass for
    that player's (a host also refuses look-alike names before this)."""
    if ctx.over:
        raise Refusal("game_over")
    if not isinstance(command.name, str) or not isinstance(command.text, str):
        raise Refusal("bad_field", field="text")
    text = said_text(command.text)
    name = command.name.strip()
    if not name or name in ctx.state.players or name in ctx.waiting_reserves():
        raise Refusal("spectator_name", name=name)
    ctx.to_graveyard("graveyard_spectator", by=name, text=text)


def graveyard_block(ctx: Context) -> dict[str, Any]:
    """The graveyard as a view carries it: its latest records and where they start."""
    return channel_block(ctx, ctx.state.graveyard_log)
