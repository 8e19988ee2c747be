"""Playing a table's game to its end through its session (every command through the
session's pipeline and log, as the seats' acts would go): random legal acts of every
living seat, phase by phase (``engine.randomplay``'s driver)."""

from __future__ import annotations

import random
from typing import Any

from engine.commands import Command
from engine.game import Game
from engine.randomplay import RandomGameStats, play_phase
from netproto.session import TableSession


class _ThroughSession:
    """The session's game, whose commands go through the session."""

    def __init__(self, session: TableSession) -> None:
        self._session = session

    def __getattr__(self, name: str) -> Any:
        game: Game | None = self._session.game
        assert game is not None
        return getattr(game, name)

    def apply(self, command: Command) -> None:
        self._session._apply([command])


def play_to_end(session: TableSession, seed: int = 1, max_phases: int = 400) -> None:
    """Random acts until the game is over (every change sent to the connections)."""
    rng = random.Random(seed)
    game = _ThroughSession(session)
    stats = RandomGameStats()
    for _ in range(max_phases):
        if session.game is None or session.game.over:
            break
        play_phase(game, rng, stats)  # type: ignore[arg-type]
        session._changed()
        session._flush()
    assert session.game is not None and session.game.over, "the game did not end"
