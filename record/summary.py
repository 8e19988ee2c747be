"""A finished game's summary from the group's record: what the projector shows between
games and what each seat's end screen says of its player.

Owns ``game_summary`` (a game's log, read into the record if it is not there yet → a
``netproto.table_record.GameSummary``: the public ``summary`` — this game's result, the
seated players' standings as ``record.stats.figures`` gives them, the sides' wins in the
group's games of this preset — and each seat's ``my_record`` — his games, wins, win rate
and rating before → after this game). Public figures only: names, never a player's key
(his client's id). Must not import Qt or desktop.
"""

from __future__ import annotations

from pathlib import Path

from netproto.table_record import GameSummary
from netproto.view_types import SeatRecord, SideRow, StandingRow, TableSummary
from record.facts import DamagedLog, Unfinished, game_digest, load_finished
from record.ratings import Rating, ratings
from record.stats import PlayerFigures, figures
from record.store import Record, RecordError


def _rating(rating: Rating | None) -> dict | None:
    return rating.to_plain() if rating is not None else None


def _standing(p: PlayerFigures) -> StandingRow:
    return StandingRow(name=p.name, games=p.games, wins=p.wins,
                       win_rate=p.win_rate.to_plain(),  # type: ignore[typeddict-item]
                       rating=_rating(p.rating))  # type: ignore[typeddict-item]


def game_summary(record: Record, log_path: Path, game: int) -> GameSummary:
    """The summary of the finished game in ``log_path`` (the table's game ``game``),
    reading it into the record first when it is not there (raises RecordError when the
    log is not a finished, readable game)."""
    path = Path(log_path)
    try:
        digest = game_digest(load_finished(path))
    except (DamagedLog, Unfinished) as exc:
        raise RecordError(str(exc)) from None
    if not record.knows(digest):
        note = record.import_paths([path]).notes[0]
        if not record.knows(digest):
            raise RecordError(f"{path.name}: not recorded ({note.message or note.outcome})")
    games = record.games()
    seats = record.seats()
    at = next(i for i, g in enumerate(games) if g.digest == digest)
    row = games[at]
    before = ratings(games[:at], seats)
    after = ratings(games[:at + 1], seats)
    figs = figures(record)
    mine = [s for s in seats if s.game == row.id and not s.bot]
    keys = {s.player for s in mine}
    players = [_standing(p) for p in figs.players if p.key in keys]
    preset = next((p for p in figs.presets if p.preset == row.preset), None)
    sides = [SideRow(side=s.side, wins=s.wins.to_plain())  # type: ignore[typeddict-item]
             for s in (preset.sides if preset is not None else ())]
    own: dict[str, SeatRecord] = {}
    for seat in mine:
        p = figs.player(seat.player)
        if p is None:
            continue
        own[seat.name] = SeatRecord(
            games=p.games, wins=p.wins,
            win_rate=p.win_rate.to_plain(),  # type: ignore[typeddict-item]
            rating_before=_rating(before.get(seat.player)),  # type: ignore[typeddict-item]
            rating_after=_rating(after.get(seat.player)))  # type: ignore[typeddict-item]
    public = TableSummary(game=game, preset=row.preset, winner=row.winner,
                          games=preset.games if preset is not None else 1,
                          players=players, sides=sides)
    return GameSummary(game, public, own)
