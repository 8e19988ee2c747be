"""Where the app keeps its files, and the game log on disk.

Owns the data directory (platformdirs' user data dir, or ``DNMAFIA_DATA_DIR``), the app
version string, atomic writes for every other file, and the game log: one file per game —
a header record (format and app version, the table's settings, the game's setup, the
seats and the reserves with their tokens, the characters' profiles) then one record per
accepted command, each flushed and fsynced before the host acknowledges it (a burst of
commands may share one fsync: ``defer_sync()``, the appends, then ``sync()``). Each line
carries a CRC-32, so that a torn or damaged tail is found and reported, never half-loaded.
A log has one writer: ``GameLog`` holds the OS's lock on it (``netproto.log_lock``) while
it is open, and a second writer — in this process or another — gets ``LogInUse``.
Must not import Qt or desktop.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import tempfile
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from netproto.log_lock import Holder, holder, lock, unlock

if TYPE_CHECKING:  # loaded by load_log: writing a file (the settings) needs no engine
    from engine.commands import Command
    from engine.game import GameSetup

# 2: questions to the host and the schedule note are kept too; 3: a spectator's line in
# the graveyard (the command "spectator_say"), which an older version could not replay
LOG_FORMAT = 3
_CRC = re.compile(r"^[0-9a-f]{8}$")
LOG_SUFFIX = ".dnlog"


@functools.cache
def app_version() -> str:
    """The installed package's version (read once: the metadata scan is slow)."""
    from importlib import metadata  # lazily: a slow import

    try:
        return metadata.version("dnmafia")
    except metadata.PackageNotFoundError:
        return "0.1.0"


def data_dir() -> Path:
    configured = os.environ.get("DNMAFIA_DATA_DIR")
    path = Path(configured) if configured else Path(platformdirs.user_data_dir("dnmafia"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_atomically(path: Path, data: bytes) -> None:
    """Write a whole file so that a crash leaves either the old or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _line(record: dict[str, Any]) -> str:
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    return f"{text}\t{zlib.crc32(text.encode()):08x}\n"


class LogError(Exception):
    """A log that cannot be loaded at all (no readable header, a newer format)."""


class LogInUse(LogError):
    """A log that another table is writing now (``holder``: in this app, or in another
    process): a second writer would mix its records with the first one's and damage both."""

    def __init__(self, path: Path, holder: Holder) -> None:
        self.path = Path(path)
        self.holder = holder
        where = ("a table of this app" if holder is Holder.THIS_PROCESS
                 else "another program on this computer (another DN Mafia)")
        super().__init__(f"{self.path.name}: this game is being played now by {where}; "
                         f"a second host would damage its log — go on in that window")


class GameLog:
    """Append-only: every accepted command is on disk before anyone hears of it."""

    def __init__(self, path: Path, mode: str) -> None:
        """``mode``: "x" a new file, "a" an existing one (raises LogInUse if another
        writer holds it)."""
        self.path = path
        self.port_recorded: int | None = None
        self.web_port_recorded: int | None = None
        self._unsynced = False  # lines written since the last fsync
        self.sync_deferred = False
        # the log holds seat tokens and the table password: only its owner reads it
        flags = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if mode == "x" else os.O_APPEND)
        fd = os.open(path, flags, 0o600)
        held_by = lock(fd, path)
        if held_by is not Holder.NOBODY:
            os.close(fd)
            raise LogInUse(path, held_by)
        self._file = os.fdopen(fd, "a", encoding="utf-8")

    @classmethod
    def create(cls, table_id: str, table: dict[str, Any], setup: GameSetup,
               seats: list[tuple[str, str]], directory: Path | None = None, *,
               reserves: list[tuple[str, str]] | None = None,
               profiles: dict[str, dict[str, Any]] | None = None,
               bots: dict[str, dict[str, str]] | None = None,
               player_ids: dict[str, str] | None = None) -> GameLog:
        """A new log. ``seats``/``reserves``: (name, token) of each player and reserve;
        ``profiles``: name → the character's profile (the players who gave one);
        ``bots``: name → how the bot in that seat plays (a resumed table seats it again);
        ``player_ids``: name → the stable id his client keeps (the group's record knows
        him by it across games and names)."""
        directory = directory or games_dir()
        directory.mkdir(parents=True, exist_ok=True)
        now = datetime.now(UTC)
        game = int(table.get("game", 1))  # the table's next games: files of their own
        stem = f"{now.strftime('%Y%m%d-%H%M%S')}-{table_id}" + (f"-{game}" if game > 1 else "")
        log = cls(directory / f"{stem}{LOG_SUFFIX}", "x")
        profiles, bots, player_ids = profiles or {}, bots or {}, player_ids or {}

        def entry(name: str, token: str) -> dict[str, Any]:
            out: dict[str, Any] = {"name": name, "token": token}
            if profiles.get(name):
                out["profile"] = dict(profiles[name])
            if name in bots:
                out["bot"] = dict(bots[name])
            if player_ids.get(name):
                out["player_id"] = player_ids[name]
            return out

        header: dict[str, Any] = {
            "t": "header", "format": LOG_FORMAT, "app": app_version(), "table_id": table_id,
            "created": now.isoformat(timespec="seconds"), "table": table,
            "setup": setup.to_plain(),
            "seats": [entry(name, token) for name, token in seats],
        }
        if reserves:
            header["reserves"] = [entry(name, token) for name, token in reserves]
        log._write(header)
        log.port_recorded = table.get("port")
        log.web_port_recorded = table.get("web_port")
        return log

    @classmethod
    def reopen(cls, loaded: LoadedLog) -> GameLog:
        """Continue a loaded log; a damaged tail is moved aside to ``*.damaged`` first.
        Raises LogInUse while another table writes it, LogError if it changed since it
        was loaded (its writer stopped in between: load it again)."""
        log = cls(loaded.path, "a")  # the lock first: nothing is cut under a writer
        try:
            fd = log._file.fileno()
            size = os.fstat(fd).st_size
            if size != loaded.size:
                raise LogError(f"{loaded.path.name}: the log changed while it was being "
                               f"opened (another table wrote to it); open it again")
            if loaded.good_bytes < size:
                tail = loaded.path.read_bytes()[loaded.good_bytes:]
                write_atomically(loaded.path.with_suffix(loaded.path.suffix + ".damaged"),
                                 tail)
                os.ftruncate(fd, loaded.good_bytes)
                os.fsync(fd)
        except BaseException:
            log.close()
            raise
        log.port_recorded = loaded.header.get("table", {}).get("port")
        log.web_port_recorded = loaded.header.get("table", {}).get("web_port")
        return log

    def _write(self, record: dict[str, Any]) -> None:
        """The line reaches the OS at once (a write error shows here) and is fsynced,
        unless ``defer_sync`` holds the fsync for a later ``sync()``."""
        self._file.write(_line(record))
        self._file.flush()
        self._unsynced = True
        if not self.sync_deferred:
            self.sync()

    def defer_sync(self, deferred: bool = True) -> None:
        """Hold the fsyncs (a burst of commands shares one ``sync()``), or stop holding."""
        self.sync_deferred = deferred

    def sync(self) -> None:
        """Make everything written so far durable (nothing to do if it already is)."""
        if self._unsynced:
            os.fsync(self._file.fileno())
            self._unsynced = False

    def append(self, command: Command, act_id: str | None = None) -> None:
        """A command; a player's act with the client's id of it (``act.id``) keeps the id
        in its record (``"id"``: an older version reading the log ignores it)."""
        record = command.to_plain()
        if act_id is not None:
            record["id"] = act_id
        self._write(record)

    def record_token(self, name: str, token: str) -> None:
        """A seat's token changed (the host kicked him): the old one must stay void."""
        self._write({"t": "token", "name": name, "token": token})

    def record_port(self, port: int, web_port: int | None = None) -> None:
        """A resumed table listens on another port (``web_port``: serves the phones'
        page on another one; None: not served this time, the old one stays): resume it
        there next time."""
        web_changed = web_port is not None and web_port != self.web_port_recorded
        if port != self.port_recorded or web_changed:
            record: dict[str, Any] = {"t": "port", "port": port}
            if web_port is not None:
                record["web_port"] = web_port
                self.web_port_recorded = web_port
            self._write(record)
            self.port_recorded = port

    def record_note(self, record: dict[str, Any]) -> None:
        """The host's words that are not game commands: a question, its answer, an
        announcement, the schedule note — so that a resumed table still has them."""
        self._write({"t": "note", **record})

    def record_end(self, winner: str, reason: str | None = None) -> None:
        """The game's end: who won, and why when the rules say more (a stalemate)."""
        record: dict[str, Any] = {"t": "end", "winner": winner}
        if reason:
            record["reason"] = reason
        self._write(record)

    def __del__(self) -> None:  # a log dropped unclosed lets go of its lock too
        with contextlib.suppress(Exception):
            self.close()

    def close(self) -> None:
        if not self._file.closed:
            with contextlib.suppress(OSError):  # what reached the OS stays; the host knows
                self.sync()
            unlock(self._file.fileno(), self.path)
            self._file.close()


@dataclass
class LoadedLog:
    path: Path
    header: dict[str, Any]
    setup: GameSetup
    commands: list[Command] = field(default_factory=list)
    command_lines: list[int] = field(default_factory=list)  # the file line of each command
    tokens: dict[str, str] = field(default_factory=dict)  # players' and reserves'
    profiles: dict[str, dict[str, Any]] = field(default_factory=dict)  # name → profile
    bots: dict[str, dict[str, Any]] = field(default_factory=dict)  # a bot's seat → its play
    player_ids: dict[str, str] = field(default_factory=dict)  # name → his client's stable id
    winner: str | None = None
    end_reason: str | None = None
    notes: list[dict[str, Any]] = field(default_factory=list)  # questions, answers, note
    act_ids: list[tuple[str, str]] = field(default_factory=list)  # (seat, id) of acts, in order
    good_bytes: int = 0
    size: int = 0  # the file's size when it was read
    dropped: str | None = None  # what was dropped, in words; None: the log was whole

    @property
    def table_id(self) -> str:
        return str(self.header["table_id"])


def _parse_line(raw: bytes) -> dict[str, Any]:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("not UTF-8") from None
    body, sep, crc = text.rpartition("\t")
    if not sep or not _CRC.match(crc):
        raise ValueError("no checksum")
    if int(crc, 16) != zlib.crc32(body.encode()):
        raise ValueError("checksum mismatch")
    record = json.loads(body)
    if not isinstance(record, dict):
        raise ValueError("not a record")
    return record


def load_log(path: Path) -> LoadedLog:
    """Read a log, recovering everything up to its last complete, intact record."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise LogError(f"{path.name}: cannot read: {exc.strerror}") from None
    lines = data.split(b"\n")
    try:
        header = _parse_line(lines[0]) if len(lines) > 1 else None
    except (ValueError, json.JSONDecodeError):
        header = None
    if header is None or header.get("t") != "header":
        raise LogError(f"{path.name}: the header is damaged; nothing can be recovered")
    if not isinstance(header.get("format"), int) or header["format"] > LOG_FORMAT:
        raise LogError(f"{path.name}: made by a newer version of DN Mafia "
                       f"(log format {header.get('format')}); update the app to open it")
    try:
        from engine.commands import COMMAND_RECORDS, command_from_plain
        from engine.game import GameSetup

        setup = GameSetup.from_plain(header["setup"])
        registered = [*header.get("seats", []), *header.get("reserves", [])]
        tokens = {s["name"]: s["token"] for s in registered}
        profiles = {s["name"]: s["profile"] for s in registered
                    if isinstance(s.get("profile"), dict)}
        bots = {s["name"]: s["bot"] for s in registered if isinstance(s.get("bot"), dict)}
        player_ids = {s["name"]: s["player_id"] for s in registered
                      if isinstance(s.get("player_id"), str)}
    except (KeyError, TypeError, ValueError) as exc:
        raise LogError(f"{path.name}: the header is damaged: {exc}") from None
    loaded = LoadedLog(path, header, setup, tokens=tokens, profiles=profiles, bots=bots,
                       player_ids=player_ids,
                       good_bytes=len(lines[0]) + 1, size=len(data))
    complete = lines[1:-1]  # the last piece has no newline: empty, or a torn record
    for number, raw in enumerate(complete, start=2):
        try:
            record = _parse_line(raw)
            kind = record.get("t")
            if kind in COMMAND_RECORDS:
                loaded.commands.append(command_from_plain(record))
                loaded.command_lines.append(number)
                if kind == "act" and isinstance(record.get("id"), str):
                    loaded.act_ids.append((str(record["by"]), record["id"]))
            elif kind == "token":
                loaded.tokens[str(record["name"])] = str(record["token"])
            elif kind == "end":
                loaded.winner = str(record["winner"])
                loaded.end_reason = str(record["reason"]) if record.get("reason") else None
            elif kind == "note":
                loaded.notes.append({k: v for k, v in record.items() if k != "t"})
            elif kind == "port":
                table = loaded.header.setdefault("table", {})
                table["port"] = int(record["port"])
                if "web_port" in record:
                    table["web_port"] = int(record["web_port"])
            else:
                raise ValueError(f"unknown record {kind!r}")
        except (ValueError, KeyError, TypeError, json.JSONDecodeError) as exc:
            rest = len(complete) - (number - 2)
            loaded.dropped = (f"line {number} is damaged ({exc}): it and the {rest - 1} "
                              f"line(s) after it were dropped; the game resumes after "
                              f"command {len(loaded.commands)}")
            return loaded
        loaded.good_bytes += len(raw) + 1
    if lines[-1]:
        loaded.dropped = (f"the last record was cut short ({len(lines[-1])} bytes) and was "
                          f"dropped; the game resumes after command {len(loaded.commands)}")
    return loaded


@dataclass(frozen=True)
class SavedGame:
    path: Path
    table_id: str
    table_name: str
    created: str
    players: tuple[str, ...]
    finished: bool
    winner: str | None
    commands: int
    damaged: bool
    end_reason: str | None = None
    running: Holder = Holder.NOBODY  # who writes it now (a finished game: nobody asked)


def list_games(directory: Path | None = None) -> list[SavedGame]:
    """Saved games, newest first; unreadable files are left out (``load_log`` says why)."""
    directory = directory or games_dir()
    out = []
    for path in sorted(directory.glob(f"*{LOG_SUFFIX}"), key=lambda p: p.stat().st_mtime,
                       reverse=True):
        try:
            loaded = load_log(path)
        except LogError:
            continue
        out.append(SavedGame(path, loaded.table_id, str(loaded.header["table"].get("name", "")),
                             str(loaded.header.get("created", "")), loaded.setup.players,
                             loaded.winner is not None, loaded.winner, len(loaded.commands),
                             loaded.dropped is not None, loaded.end_reason,
                             Holder.NOBODY if loaded.winner is not None else holder(path)))
    return out


def find_game(which: str, directory: Path | None = None) -> SavedGame:
    """``latest`` (the newest unfinished game) or a table id / file name."""
    games = list_games(directory)
    if which == "latest":
        for game in games:
            if not game.finished:
                return game
        raise LogError("there is no unfinished game to resume")
    for game in games:
        if which in (game.table_id, game.path.name, game.path.stem):
            return game
    for path in (directory or games_dir()).glob(f"*{LOG_SUFFIX}"):
        if which in (path.name, path.stem) or path.stem.endswith(f"-{which}"):
            load_log(path)  # says why it could not be listed (damaged, newer format)
    raise LogError(f"no saved game {which!r}")
