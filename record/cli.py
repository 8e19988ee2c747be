"""``dnmafia stats``: the group's record on the command line — import a folder of logs,
merge two names of one person, print the figures (text or JSON), export them as CSV.

Owns the subcommand's arguments and its output; the work is ``record.store`` and
``record.stats``. Every run first reads the saved games it has not seen (the record fills
as games end without the host's game doing anything). Must not import Qt or desktop.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from pathlib import Path
from typing import TextIO

from record.facts import Fate
from record.predict import DEFAULT_GAMES, Deal
from record.stats import DealFigures, Figures, PlayerFigures, RoleFigures, figures
from record.store import ImportNote, Outcome, Record, RecordError

CSV_COLUMNS = ("name", "key", "games", "wins", "win_rate", *(f.value for f in Fate),
               "votes_cast", "votes_on_mafia", "mu", "sigma", "ordinal")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--player", metavar="NAME", help="only this player's figures")
    parser.add_argument("--import", dest="import_dir", metavar="DIR",
                        help="read every game log in this folder into the record first")
    parser.add_argument("--merge", nargs=2, metavar=("A", "B"),
                        help="B is the same person as A: count B's games as A's")
    parser.add_argument("--csv", metavar="FILE", help="also write the players' table as CSV")
    parser.add_argument("--predict", type=int, default=DEFAULT_GAMES, metavar="GAMES",
                        help="bot games per deal for the simulator's prediction "
                             f"(cached; 0: none; default {DEFAULT_GAMES})")
    parser.add_argument("--jobs", type=int, default=1, help="the simulator's processes")
    parser.add_argument("--db", type=Path, help=argparse.SUPPRESS)  # tests, benches


def _progress(err: TextIO):
    def show(done: int, total: int, note: ImportNote) -> None:
        if note.outcome is Outcome.DAMAGED:
            print(f"skipped: {note.message}", file=err)
        if done == total or done % 100 == 0:
            print(f"read {done}/{total} logs", file=err)
    return show


def main(args: argparse.Namespace, out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    try:
        with Record(args.db) as record:
            record.sync()
            if args.import_dir:
                report = record.import_dir(Path(args.import_dir), _progress(err))
                print(f"imported: {report.count(Outcome.ADDED)} new, "
                      f"{report.count(Outcome.KNOWN)} already in the record, "
                      f"{report.count(Outcome.UNFINISHED)} unfinished, "
                      f"{report.count(Outcome.DAMAGED)} damaged (skipped)", file=err)
            if args.merge:
                kept, merged = record.merge(*args.merge)
                print(f"merged {merged} into {kept}", file=err)
            chosen = record.find_player(args.player) if args.player else None

            def predicting(deal: Deal) -> None:
                print(f"simulating {args.predict} games: {deal.preset}, {deal.seats} "
                      f"seats…", file=err)

            result = figures(record, args.predict, args.jobs, predicting)
    except RecordError as exc:
        print(f"dnmafia stats: {exc}", file=err)
        return 2
    if args.csv:
        Path(args.csv).write_text(csv_text(result.players), encoding="utf-8")
    if chosen is not None:
        player = result.player(chosen)
        if args.json:
            json.dump(player.to_plain() if player else None, out, ensure_ascii=False,
                      indent=1)
            out.write("\n")
        else:
            out.write("\n".join(player_lines(player, result)) + "\n" if player else "")
        return 0
    if args.json:
        json.dump(result.to_plain(), out, ensure_ascii=False, indent=1)
        out.write("\n")
    else:
        out.write("\n".join(text_lines(result)) + "\n")
    return 0


def csv_text(players: list[PlayerFigures]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(CSV_COLUMNS)
    for p in players:
        rating = p.rating
        writer.writerow([
            p.name, p.key, p.games, p.wins, round(p.win_rate.rate, 4),
            *(p.fates.get(f.value, 0) for f in Fate),
            p.votes_cast, p.votes_on_mafia,
            *((round(rating.mu, 3), round(rating.sigma, 3), round(rating.ordinal, 3))
              if rating else ("", "", ""))])
    return buffer.getvalue()


def role_label(role: str, figs: Figures | None) -> str:
    """A role as the text names it: the host's own role by its (English) name, a
    built-in one by its word."""
    own = figs.custom_name(role) if figs is not None else None
    return own.en if own is not None else role


def _role_text(r: RoleFigures) -> str:
    return f"{r.name.en if r.custom and r.name else r.role} {r.wins.text()}"


def _deal_lines(deal: DealFigures) -> list[str]:
    rules = ", ".join(f"{k}={v}" for k, v in sorted(deal.options.items())) or "defaults"
    roles = "".join(f", {r.name.en}×{r.seats}" for r in deal.roles)
    out = [f"{deal.preset}, {deal.seats} seats{roles}, {rules}: {deal.games} games"]
    for s in deal.sides:
        guess = f"   simulator {s.predicted.text()}" if s.predicted else ""
        out.append(f"  {s.side:<8} {s.wins.text()}{guess}")
    for own in deal.own_wins:  # beside the side that won the game
        guess = f"   simulator {own.predicted.text()}" if own.predicted else ""
        out.append(f"  {own.name.en} won alone: {own.wins.text()}{guess}")
    return out


def player_lines(p: PlayerFigures, figs: Figures | None = None) -> list[str]:
    out = [f"{p.name}: {p.games} games, won {p.win_rate.text()}"]
    if len(p.names) > 1:
        out.append(f"  also played as: {', '.join(n for n in p.names if n != p.name)}")
    if p.rating:
        out.append(f"  rating: {p.rating.ordinal:.1f} (mu {p.rating.mu:.1f}, "
                   f"sigma {p.rating.sigma:.1f})")
    out.append("  by side: " + ", ".join(f"{k} {v.text()}" for k, v in sorted(p.by_side.items())))
    out.append("  by role: " + ", ".join(f"{role_label(k, figs)} {v.text()}"
                                         for k, v in sorted(p.by_role.items())))
    fates = ", ".join(f"{f.value} {p.fates[f.value]}" for f in Fate if p.fates.get(f.value))
    out.append(f"  survived {p.survival.text()}; ended: {fates}")
    out.append(f"  votes: {p.votes_cast} cast, {p.votes_on_mafia} on the mafia")
    return out


def text_lines(figs: Figures) -> list[str]:
    out = [f"{figs.games} games in the record"]
    if not figs.games:
        return out
    out.append("")
    out.append(f"{'player':<20}{'games':>6}{'wins':>6}{'rate':>7}{'survived':>10}"
               f"{'rating':>9}{'±':>6}")
    for p in figs.players:
        r = p.rating
        out.append(f"{p.name[:19]:<20}{p.games:>6}{p.wins:>6}{p.win_rate.rate:>7.0%}"
                   f"{p.survival.rate:>10.0%}"
                   + (f"{r.ordinal:>9.1f}{r.sigma:>6.1f}" if r else ""))
    for preset in figs.presets:
        out += ["", f"{preset.preset}: {preset.games} games, "
                    f"{preset.average_days:.1f} days on average"]
        out += [f"  {s.side:<8} {s.wins.text()}" for s in preset.sides]
        out.append("  roles: " + ", ".join(_role_text(r) for r in figs.roles
                                           if r.preset == preset.preset))
    for deal in figs.deals:
        out += ["", *_deal_lines(deal)]
    return out
