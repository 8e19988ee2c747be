"""An act's way in, before the engine: what a table answers without asking the engine.

Owns ``screen_act`` (the act's seq, an id already applied, the rate, who may act, a
spectator's graveyard line, the act's fields as the engine's command — or the answer
that ends it there) and ``phase_ended`` (an act made in a phase that has ended is not
applied in the next one). The table session calls both and then runs the command through
its pipeline. Sans-I/O; must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.commands import Command
from engine.game import Game
from netproto.act_memory import ActMemory
from netproto.graveyard_room import spectator_say
from netproto.handshake import Connection, act_refusal, seq_refusal
from netproto.lobby import Lobby
from netproto.messages import Ack, ActMessage, Refused, phase_stamp
from netproto.pipeline import act_from_message


def screen_act(conn: Connection, message: ActMessage, *, game: Game | None, lobby: Lobby,
               acts: ActMemory, within_rate: Callable[[], bool], storage_error: str | None
               ) -> Command | Ack | Refused:
    """The command to apply, or the answer that settles the act without the engine
    (``within_rate`` takes a token from the rate limit: asked only for an act that may
    be applied)."""
    if (out_of_order := seq_refusal(conn, message.seq)) is not None:
        return out_of_order
    if message.act_id is not None and conn.seat is not None \
            and acts.applied(conn.seat, message.act_id):
        return Ack(message.seq)  # sent again after a lost link: taken once
    refusal = (("rate_limited", "Too many messages; slow down.") if not within_rate()
               else act_refusal(conn, game, storage_error))
    if refusal is not None and refusal[0] == "spectator":  # the graveyard's, maybe
        said = spectator_say(conn, message, lobby, game)
        if isinstance(said, tuple):
            return Refused(message.seq, *said)
        return said
    if refusal is not None:
        return Refused(message.seq, *refusal)
    assert conn.seat is not None  # act_refusal lets only a seated player through
    try:
        return act_from_message(conn.seat, message)
    except ValueError as exc:
        return Refused(message.seq, "bad_field", str(exc))


def phase_ended(game: Game, message: ActMessage) -> Refused | None:
    """An act made in a phase that has ended (sent late, after a lost link) is not
    applied in the next one."""
    state = game.state
    now = phase_stamp(state.phase.value, state.game_day, state.runoff is not None)
    if message.phase is None or message.phase == now:
        return None
    return Refused(message.seq, "phase_ended", "The phase this act was made in has "
                   "ended; it was not applied.", {"phase": message.phase, "now": now})
