"""Invariants every Death Note game state must satisfy, checked from the god's side."""

from __future__ import annotations

from collections import Counter

from engine.game import Game
from engine.roles import Role, Team
from engine.state import Phase


def victory_holds(game: Game) -> str | None:
    """Which §8 condition holds now (None: the game must go on)."""
    living = game.state.living()
    kira = [p for p in living if p.team is Team.KIRA]
    mafia = [p for p in living if p.team is Team.MAFIA]
    if not living:
        return "nobody"
    if len(living) == 1 and kira:
        return "kira"
    if not kira and not mafia:
        return "town"
    if not kira and len(living) - len(mafia) <= len(mafia):
        return "mafia"
    return None


def check_state(game: Game) -> None:
    s = game.state
    book = s.notebook
    # at most one notebook, held by the living
    if not book.destroyed:
        if book.owner is not None:
            assert s.players[book.owner].alive, "a dead owner"
        holder = book.holder
        if holder is not None:
            assert s.players[holder].alive, "a dead holder"
        if book.loan is not None and book.loan.active:
            assert book.owner is not None and book.loan.borrower != book.owner
    else:
        assert book.holder is None
    # at most one name per game day per notebook
    per_day = Counter(game.game_day_of(e.written_at) for e in book.entries)
    assert all(n <= 1 for n in per_day.values()), f"two names in one game day: {per_day}"
    assert all(per_day[d] == n for d, n in book.names_per_day.items() if n)
    # the team kira holds only players who took the eyes (or the original Kira)
    for p in s.players.values():
        if p.team is Team.KIRA:
            assert p.name == book.original_owner or p.name in book.eyes
    # at most one boss, a living mafioso
    if s.boss is not None:
        assert s.players[s.boss].alive and s.players[s.boss].role is Role.MAFIA
    # the game ends exactly when a victory condition holds
    holds = victory_holds(game)
    if s.phase is Phase.OVER:
        assert s.winner is not None
    else:
        assert s.winner is None
        if not game.in_night_resolution:
            assert holds is None, f"{holds} should have won at {s.now}"
