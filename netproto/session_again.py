"""Play again: the next game at the same table, as a ``TableSession`` method — the same
seats, tokens, connections and rules, a new deal; the finished game's log stays closed as
it ended and the new game writes its own.

Owns ``PlayAgain`` (a mixin of ``netproto.session.TableSession``: it uses the session's
``config``, ``table``, ``state``, ``engine``, ``log``, ``notes``, ``acts``, ``game_number``,
``next_deal``, ``start``, ``_changed``, ``_flush`` and ``_require_game``) and
``again_seed``. The deal itself is ``engine.next_deal``'s. Every connection stays open:
its next view is the new game's, with the table's ``game`` number one higher (the
clients reset what they kept of the old game on that). Must not import Qt or desktop.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable
from typing import Any

from engine.game import Game, GameSetup, SetupError
from engine.next_deal import next_setup, roles_played
from engine.state import DeathCause
from netproto.act_memory import ActMemory
from netproto.table_config import TableState


def again_seed(seed: int | None, game_number: int) -> int:
    """The seed of a table's game ``game_number``: random, or — a table with a fixed
    seed (tests, a scenario) — derived from it, the same every time."""
    if seed is None:
        return secrets.randbits(31)
    return random.Random(f"{seed}/{game_number}").getrandbits(31)


class PlayAgain:
    """The host opens the next game when one is over."""

    config: Any
    table: Any
    state: TableState
    engine: Any
    log: Any
    notes: Any
    acts: ActMemory
    game_number: int
    summary: Any
    next_deal: Callable[[tuple[str, ...], tuple[str, ...]], GameSetup] | None
    start: Callable[[], None]
    _changed: Callable[[], None]
    _flush: Callable[[], None]
    _require_game: Callable[[], Game]

    def play_again(self, *, no_repeat: bool = False) -> None:
        """Deal the next game to the same seats and start it (raises SetupError while the
        game is not over, or if the new deal cannot start: the table then waits in its
        lobby for the host's start). A player the host removed from the game (gone, his
        token void) leaves the table. ``no_repeat``: nobody gets the role he was dealt in
        the game that ended, where the counts allow it."""
        if self.state is not TableState.OVER:
            raise SetupError("the game is not over")
        finished = self._require_game()
        last = roles_played(finished) if no_repeat else None
        if self.log is not None:  # its end is written: the saved games list it as finished
            self.log.close()
            self.log = None
        for seat in list(self.table.seats):  # removed by the host: his token is void
            player = finished.state.players.get(seat.name)
            if (seat.conn is None and player is not None and player.death is not None
                    and player.death.cause is DeathCause.REMOVED):
                self.table.lobby.remove(seat)
        self.engine = None
        self.summary = None  # the summary board was about the game that ended
        self.notes.questions.clear()  # the questions were about the game that ended
        self.acts = ActMemory()
        self.game_number += 1
        self.state = TableState.LOBBY
        seed = again_seed(self.config.seed, self.game_number)
        self.next_deal = lambda names, reserves: next_setup(
            finished.setup, seed, players=names, reserves=reserves, last=last)
        try:
            self.start()
        except SetupError:
            self._changed()  # the seats see the lobby the table waits in
            self._flush()
            raise
        finally:
            self.next_deal = None
