"""Invariants every Death Note game state must satisfy, checked from the god's side."""

from __future__ import annotations

import weakref
from collections import Counter
from dataclasses import dataclass, field

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


# --------------------------------------------------------------------- both presets
# The amended readings of RULES.md (2026-12-01), checked from the record, not from the
# engine's own counters.

def newspapers_in_seat_order(game: Game) -> None:
    """§8: every morning newspaper lists the night's dead in seat order."""
    seats = {p.name: p.seat for p in game.state.players.values()}
    for e in game.state.public_log:
        if e.code == "newspaper":
            dead = [n for n in e.params.get("dead") or []]
            assert dead == sorted(dead, key=seats.__getitem__), f"newspaper order {dead}"


@dataclass
class _LogRead:
    """What the stalemate check has read of one game's public log (it is append-only, and
    the check runs after every command of many random games: each event is read once)."""

    log: list = field(default_factory=list)
    read: int = 0
    closed: list[int] = field(default_factory=list)  # the game days a newspaper closed
    stalled: bool = False  # a stalemate was announced


_READ: weakref.WeakKeyDictionary[Game, _LogRead] = weakref.WeakKeyDictionary()


def _log_read(game: Game) -> _LogRead:
    log = game.state.public_log
    done = _READ.get(game)
    if done is None or done.log is not log or done.read > len(log):
        done = _READ[game] = _LogRead(log)
    for e in log[done.read:]:
        if e.code == "newspaper":
            done.closed.append(int(e.params["day"]) - 1)
        elif e.code.startswith("stalemate"):
            done.stalled = True
    done.read = len(log)
    return done


def quiet_runs(game: Game) -> list[int]:
    """The lengths of the runs of quiet game days (no death, no name written: §8), over
    the game days whose night was resolved (a newspaper came out after them)."""
    s = game.state
    closed = sorted(_log_read(game).closed)
    entries = s.notebook.entries if s.notebook is not None else []  # classic: no notebook
    busy = {game.game_day_of(e.written_at) for e in entries}
    for p in s.players.values():
        if p.death is None or p.replaced_by is not None:
            continue  # a reserve taking the seat is no death (classic C3.3)
        day = game.game_day_of(p.death.at)
        busy.add(day - 1 if p.death.at_night else day)
    runs, run = [], 0
    for day in closed:
        run = 0 if day in busy else run + 1
        runs.append(run)
    return runs


def stalemate_holds(game: Game) -> None:
    """§8 stall_days = N: never N + 1 quiet game days in a row; a game that ended in a
    stalemate ended right at the N-th."""
    limit = game.options.stall_days
    runs = quiet_runs(game)
    if limit:
        assert max(runs, default=0) <= limit, f"{max(runs)} quiet days, stall_days={limit}"
    stalled = _log_read(game).stalled
    if stalled:
        assert limit and runs and runs[-1] == limit and game.state.winner == "nobody"
    elif game.state.phase is Phase.OVER and limit and runs:
        assert runs[-1] < limit or game.state.winner != "nobody" or not game.state.living()


def recruits_within_deaths(game: Game) -> None:
    """C8.2.1 (RULES.md §9): a family's accepted offers never outnumber the deaths of its
    members that granted them (one offer for each death)."""
    s = game.state
    if s.classic is None:
        return
    for number in s.classic.families:
        accepted = sum(1 for e in s.family_log(number) if e.code == "offer_accepted")
        deaths = sum(1 for p in s.players.values()
                     if p.family == number and not p.alive and p.replaced_by is None)
        assert accepted <= deaths, f"family {number}: {accepted} recruits, {deaths} deaths"


def check_amended(game: Game) -> None:
    newspapers_in_seat_order(game)
    stalemate_holds(game)
    recruits_within_deaths(game)
