"""The group's record on disk: one sqlite3 file in the data dir with its finished games.

Owns the schema (versioned by ``PRAGMA user_version``; an older file is migrated, a newer
one refused), adding a game's facts once (a game is keyed by its digest: a log imported
twice, or a copy of it, counts once), the import of a folder of logs with progress and a
report (a damaged log is reported and skipped), the scan of the saved games (``sync``:
files already seen, same size and time, are not read again), the host's own role sets
(each distinct set once, by its digest; a game names its set), the alias table (two names
of one person) and the simulator predictions' cache. Must not import Qt or desktop.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from netproto.names import name_key
from netproto.storage import LOG_SUFFIX, data_dir, games_dir
from record.facts import (
    DamagedLog,
    Fate,
    GameFacts,
    RoleSet,
    Unfinished,
    facts_of,
    game_digest,
    load_finished,
    player_key,
)

SCHEMA_VERSION = 2
FILE_NAME = "record.sqlite3"
_ALIAS_DEPTH = 64  # an alias chain longer than this is a loop (never made by ``merge``)

_SCHEMA = """
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    digest TEXT NOT NULL UNIQUE,
    table_id TEXT NOT NULL,
    file TEXT NOT NULL,
    created TEXT NOT NULL,
    preset TEXT NOT NULL,
    options TEXT NOT NULL,
    hand_deal INTEGER NOT NULL,
    rules INTEGER NOT NULL,
    seat_count INTEGER NOT NULL,
    winner TEXT NOT NULL,
    end_reason TEXT,
    days INTEGER NOT NULL
);
CREATE TABLE seats(
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    player TEXT NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    side TEXT NOT NULL,
    won INTEGER NOT NULL,
    fate TEXT NOT NULL,
    cause TEXT,
    death_day INTEGER,
    votes_cast INTEGER NOT NULL,
    votes_on_mafia INTEGER NOT NULL,
    bot INTEGER NOT NULL,
    PRIMARY KEY (game, position)
);
CREATE INDEX seats_player ON seats(player);
CREATE TABLE aliases(player TEXT PRIMARY KEY, same_as TEXT NOT NULL);
CREATE TABLE files(path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
                   outcome TEXT NOT NULL, message TEXT NOT NULL);
CREATE TABLE predictions(deal TEXT PRIMARY KEY, games INTEGER NOT NULL, wins TEXT NOT NULL);
"""

# 2: the host's own roles a game dealt (before, such a game was kept as a hand deal, its
# roles by their words only) and the simulator's count of the roles' own wins
_SCHEMA_2 = """
CREATE TABLE role_sets(digest TEXT PRIMARY KEY, roles TEXT NOT NULL);
ALTER TABLE games ADD COLUMN role_set TEXT REFERENCES role_sets(digest);
ALTER TABLE games ADD COLUMN role_counts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE predictions ADD COLUMN own_wins TEXT NOT NULL DEFAULT '{}';
"""

# each schema version's step from the one before (index 0: none → 1); a step is never
# changed once released: an old file goes through every step after its version
_MIGRATIONS: tuple[str, ...] = (_SCHEMA, _SCHEMA_2)


class RecordError(Exception):
    """The record cannot do what was asked (a newer file, an unknown or ambiguous name)."""


class Outcome(StrEnum):
    ADDED = "added"
    KNOWN = "known"  # already in the record
    UNFINISHED = "unfinished"
    DAMAGED = "damaged"


@dataclass(frozen=True)
class ImportNote:
    path: Path
    outcome: Outcome
    message: str = ""


@dataclass
class ImportReport:
    notes: list[ImportNote] = field(default_factory=list)

    def count(self, outcome: Outcome) -> int:
        return sum(1 for n in self.notes if n.outcome is outcome)

    def damaged(self) -> list[ImportNote]:
        return [n for n in self.notes if n.outcome is Outcome.DAMAGED]

    def to_plain(self) -> dict[str, Any]:
        return {**{o.value: self.count(o) for o in Outcome},
                "problems": [{"file": n.path.name, "why": n.message}
                             for n in self.damaged()]}


# done, total, the file just read
Progress = Callable[[int, int, ImportNote], None]


@dataclass(frozen=True)
class GameRow:
    id: int
    digest: str
    table_id: str
    file: str
    created: str
    preset: str
    options: str
    hand_deal: bool
    rules: int
    seat_count: int
    winner: str
    end_reason: str | None
    days: int
    role_set: str | None = None  # the digest of the host's own roles dealt (``role_set``)
    role_counts: str = "{}"  # their seats in the deal, canonical JSON


@dataclass(frozen=True)
class Prediction:
    """The simulator's bot games of a deal: how many, each side's wins ("nobody": draws)
    and, for each role that wins by its own condition, the games a seat of it won."""

    games: int
    wins: dict[str, int]
    own_wins: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class SeatRow:
    game: int
    position: int
    player: str  # the player's key after aliases (``Record.canonical``)
    name: str
    role: str
    side: str
    won: bool
    fate: Fate
    cause: str | None
    death_day: int | None
    votes_cast: int
    votes_on_mafia: int
    bot: bool


def _stamp(path: Path) -> tuple[int, int] | None:
    """A file's size and modification time: unchanged, it need not be read again."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_size, stat.st_mtime_ns


def default_path() -> Path:
    return data_dir() / FILE_NAME


class Record:
    """The open database. Use as a context manager, or ``close()``."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path)
        try:
            self.db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise RecordError(f"{self.path}: not a readable record ({exc}); move it "
                              f"aside and the games are read in again") from None

    def __enter__(self) -> Record:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            self.db.close()
            raise RecordError(f"{self.path}: made by a newer version of DN Mafia (record "
                              f"schema {version}); update the app to read it")
        with self.db:
            for step in range(version, SCHEMA_VERSION):
                self.db.executescript(_MIGRATIONS[step])
            self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        if 0 < version < 2:
            self._read_custom_roles_again()

    def _read_custom_roles_again(self) -> None:
        """A game recorded before schema 2 with the host's own roles was kept as a hand
        deal without its roles: read its log again (where it still is) for them. A game
        whose log is gone stays as it was (no prediction; its roles named by word)."""
        added: dict[str, list[Path]] = {}  # a file's name → the files read in so named
        for path, (_, outcome, _) in self._files().items():
            if outcome is Outcome.ADDED:
                added.setdefault(Path(path).name, []).append(Path(path))
        rows = self.db.execute("SELECT id, digest, file FROM games WHERE hand_deal")
        with self.db:
            for game, digest, path in ((g, d, p) for g, d, name in rows.fetchall()
                                       for p in added.get(name, ())):
                try:
                    loaded = load_finished(path)
                    if game_digest(loaded) != digest or not loaded.setup.custom_roles:
                        continue
                    facts = facts_of(loaded, digest)
                except (OSError, DamagedLog, Unfinished):
                    continue  # changed or damaged since: the game stays as it was kept
                self._keep_role_set(facts.role_set)
                self.db.execute(
                    "UPDATE games SET hand_deal = ?, role_set = ?, role_counts = ?"
                    " WHERE id = ?", (int(facts.hand_deal), _digest_of(facts.role_set),
                                      facts.role_counts, game))

    def _keep_role_set(self, role_set: RoleSet | None) -> None:
        if role_set is not None:
            self.db.execute("INSERT OR IGNORE INTO role_sets VALUES (?, ?)",
                            (role_set.digest, role_set.plain))

    # ------------------------------------------------------------------ filling

    def add(self, facts: GameFacts) -> bool:
        """Record a game; False if it is already in the record (nothing changes)."""
        if self.knows(facts.digest):
            return False
        self._keep_role_set(facts.role_set)
        cursor = self.db.execute(
            "INSERT INTO games(digest, table_id, file, created, preset, options, hand_deal,"
            " rules, seat_count, winner, end_reason, days, role_set, role_counts)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (facts.digest, facts.table_id, facts.file, facts.created, facts.preset,
             facts.options, int(facts.hand_deal), facts.rules, facts.seat_count,
             facts.winner, facts.end_reason, facts.days, _digest_of(facts.role_set),
             facts.role_counts))
        self.db.executemany(
            "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(cursor.lastrowid, s.position, s.player, s.name, s.role, s.side, int(s.won),
              s.fate.value, s.cause, s.death_day, s.votes_cast, s.votes_on_mafia, int(s.bot))
             for s in facts.seats])
        return True

    def knows(self, digest: str) -> bool:
        return self.db.execute("SELECT 1 FROM games WHERE digest = ?",
                               (digest,)).fetchone() is not None

    def import_file(self, path: Path) -> ImportNote:
        """One log: a known game is recognised by its digest before any replay."""
        try:
            loaded = load_finished(path)
            digest = game_digest(loaded)
            if self.knows(digest):
                return ImportNote(path, Outcome.KNOWN)
            facts = facts_of(loaded, digest)
        except Unfinished as exc:
            return ImportNote(path, Outcome.UNFINISHED, str(exc))
        except DamagedLog as exc:
            return ImportNote(path, Outcome.DAMAGED, str(exc))
        added = self.add(facts)
        return ImportNote(path, Outcome.ADDED if added else Outcome.KNOWN)

    def import_paths(self, paths: Iterable[Path],
                     progress: Progress | None = None) -> ImportReport:
        """Read each log into the record (one transaction: all or, on a crash, none). A
        file read before, unchanged since (its size and time), is not read again: its
        note is the one it had (a game added then is known now)."""
        paths = list(paths)
        report = ImportReport()
        seen = self._files()
        with self.db:
            for done, path in enumerate(paths, start=1):
                stamp = _stamp(path)
                known = seen.get(str(path.resolve()))
                if stamp is not None and known is not None and known[0] == stamp:
                    outcome = Outcome.KNOWN if known[1] is Outcome.ADDED else known[1]
                    note = ImportNote(path, outcome, known[2])
                else:
                    note = self.import_file(path)
                    if stamp is not None:
                        self.db.execute(
                            "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?)",
                            (str(path.resolve()), *stamp, note.outcome.value, note.message))
                report.notes.append(note)
                if progress is not None:
                    progress(done, len(paths), note)
        return report

    def _files(self) -> dict[str, tuple[tuple[int, int], Outcome, str]]:
        """Every file read before: (size, time), what it was, what was said of it."""
        return {row[0]: ((row[1], row[2]), Outcome(row[3]), row[4]) for row in self.db.execute(
            "SELECT path, size, mtime_ns, outcome, message FROM files")}

    def import_dir(self, directory: Path, progress: Progress | None = None) -> ImportReport:
        """Every game log in ``directory`` and its subfolders, in name (= start) order."""
        directory = Path(directory)
        if not directory.is_dir():
            raise RecordError(f"{directory}: no such folder")
        return self.import_paths(sorted(directory.rglob(f"*{LOG_SUFFIX}")), progress)

    def sync(self, directory: Path | None = None,
             progress: Progress | None = None) -> ImportReport:
        """The saved games not read yet (or changed since: a game that went on), read in:
        how the record fills as games end, at no cost for the files it has seen."""
        directory = directory or games_dir()
        seen = self._files()
        fresh = []
        for path in sorted(directory.glob(f"*{LOG_SUFFIX}")):
            known = seen.get(str(path.resolve()))
            if known is None or known[0] != _stamp(path):
                fresh.append(path)
        return self.import_paths(fresh, progress)

    # ------------------------------------------------------------------ players

    def aliases(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT player, same_as FROM aliases"))

    def canonical(self, key: str, aliases: dict[str, str] | None = None) -> str:
        aliases = self.aliases() if aliases is None else aliases
        for _ in range(_ALIAS_DEPTH):
            if key not in aliases:
                return key
            key = aliases[key]
        raise RecordError(f"the alias of {key!r} loops")

    def key_of(self, name: str, player_id: str | None = None) -> str:
        """The canonical key of a seat's player (his name and the id his hello sent): what
        ``Figures.player`` takes, for his own numbers (the phone's end screen)."""
        return self.canonical(player_key(name, player_id))

    def find_player(self, text: str) -> str:
        """The canonical key of the player called ``text`` (a name he played under, or his
        key). Raises RecordError for nobody, or two different players of that name."""
        aliases = self.aliases()
        rows = self.db.execute("SELECT DISTINCT player, name FROM seats WHERE NOT bot"
                               ).fetchall()
        wanted = name_key(text)
        found = {self.canonical(key, aliases) for key, name in rows
                 if key == text or name_key(name) == wanted}
        if not found:
            raise RecordError(f"nobody called {text!r} is in the record")
        if len(found) > 1:
            raise RecordError(f"{len(found)} different players were called {text!r} "
                              f"(their keys: {', '.join(sorted(found))}); name one by key")
        return found.pop()

    def merge(self, keep: str, other: str) -> tuple[str, str]:
        """``other`` is the same person as ``keep``: his games count as ``keep``'s from now
        on (the aliases table; nothing else changes). Returns the two keys."""
        a, b = self.find_player(keep), self.find_player(other)
        if a == b:
            raise RecordError(f"{keep!r} and {other!r} are already one player")
        aliases = self.aliases()
        games = {}
        for game, key in self.db.execute("SELECT game, player FROM seats"):
            games.setdefault(self.canonical(key, aliases), set()).add(game)
        if games.get(a, set()) & games.get(b, set()):
            raise RecordError(f"{keep!r} and {other!r} sat at the same game: two people")
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO aliases VALUES (?, ?)", (b, a))
        return a, b

    # ------------------------------------------------------------------ reading

    def games(self) -> list[GameRow]:
        """Every recorded game in the order they were played: by start (to the second),
        then by file name without its suffix (a table's "X-2" game after its "X": with
        the suffix, "-" sorts before "."), in any order they were imported."""
        rows = self.db.execute(
            "SELECT id, digest, table_id, file, created, preset, options, hand_deal, rules,"
            " seat_count, winner, end_reason, days, role_set, role_counts FROM games"
            " ORDER BY created, replace(file, ?, ''), digest", (LOG_SUFFIX,))
        return [GameRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), *r[8:])
                for r in rows]

    def seats(self) -> list[SeatRow]:
        """Every seat of every game, its player key after the aliases."""
        aliases = self.aliases()
        rows = self.db.execute(
            "SELECT game, position, player, name, role, side, won, fate, cause, death_day,"
            " votes_cast, votes_on_mafia, bot FROM seats ORDER BY game, position")
        return [SeatRow(r[0], r[1], self.canonical(r[2], aliases), r[3], r[4], r[5],
                        bool(r[6]), Fate(r[7]), r[8], r[9], r[10], r[11], bool(r[12]))
                for r in rows]

    def role_sets(self) -> dict[str, RoleSet]:
        """Every role set the record's games dealt, by digest."""
        return {digest: RoleSet(plain) for digest, plain in self.db.execute(
            "SELECT digest, roles FROM role_sets")}

    def role_set(self, digest: str) -> RoleSet | None:
        row = self.db.execute("SELECT roles FROM role_sets WHERE digest = ?",
                              (digest,)).fetchone()
        return None if row is None else RoleSet(row[0])

    # ------------------------------------------------------------------ predictions

    def prediction(self, deal: str) -> Prediction | None:
        row = self.db.execute("SELECT games, wins, own_wins FROM predictions WHERE deal = ?",
                              (deal,)).fetchone()
        return None if row is None else Prediction(row[0], json.loads(row[1]),
                                                   json.loads(row[2]))

    def keep_prediction(self, deal: str, prediction: Prediction) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO predictions VALUES (?, ?, ?, ?)",
                            (deal, prediction.games, json.dumps(prediction.wins, sort_keys=True),
                             json.dumps(prediction.own_wins, sort_keys=True)))


def _digest_of(role_set: RoleSet | None) -> str | None:
    return role_set.digest if role_set is not None else None
