"""The host's one path to the engine: each command applied to the game and kept in the
journal (the game log), durable before anybody hears of it.

Owns ``replay_log`` (a saved game's commands replayed), ``act_from_message`` (a player's
act as the engine's command), ``plain_params`` (a refusal's parameters as the wire
carries them), ``Journal`` (what the pipeline needs of a
game log: ``netproto.storage.GameLog`` is one) and ``CommandPipeline`` (apply, the batch
that groups a burst's fsyncs into one, the host's notes and the game's end in the same
journal, and the storage failure that halts the table). Sans-I/O beyond the journal it
is given; must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from engine.clock import parse_time
from engine.commands import Act, Channel, Command
from engine.errors import Refusal
from engine.game import Game
from netproto.messages import ActMessage
from netproto.storage import LoadedLog, LogError


def act_from_message(actor: str, message: ActMessage) -> Act:
    """The engine's command for a player's act; raises ValueError for a bad field."""
    fields = message.fields

    def moment(key: str) -> int | None:
        if key not in fields:
            return None
        try:
            return parse_time(fields[key])
        except ValueError:
            raise ValueError(f"'{key}' is not a clock moment") from None

    return Act(
        actor=actor,
        action=message.do,
        target=fields.get("target"),
        text=fields.get("text"),
        channel=Channel(fields.get("channel", "game")),
        death_at=moment("death_at"),
        circumstances=fields.get("circumstances"),
        light_corpse=bool(fields.get("light_corpse", False)),
        to=fields.get("to"),
        until=moment("until"),
        start=moment("from"),
        role=fields.get("role"),
    )


def plain_params(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v if isinstance(v, str | int | float | bool) or v is None else str(v)
            for k, v in params.items()}


def replay_log(loaded: LoadedLog) -> Game:
    """The game a log's commands give; raises LogError if one does not replay on this
    version of the rules (the log is left as it is)."""
    game = Game(loaded.setup)
    for number, command in enumerate(loaded.commands, start=1):
        try:
            game.apply(command)
        except Refusal as refusal:
            line = loaded.command_lines[number - 1]
            raise LogError(f"{loaded.path.name}: line {line} (command {number}) does not "
                           f"replay on this version of the rules ({refusal.text}); the "
                           f"log was left as it is") from None
    return game


class Journal(Protocol):
    """Each record is written at once; its fsync waits while ``defer_sync(True)`` holds."""

    def append(self, command: Command, act_id: str | None = None) -> None: ...

    def record_note(self, record: dict[str, Any]) -> None: ...

    def record_end(self, winner: str, reason: str | None = None) -> None: ...

    def defer_sync(self, deferred: bool = True) -> None: ...

    def sync(self) -> None: ...


class CommandPipeline:
    """``apply`` runs a command on the game and writes it to the journal; inside
    ``batch()`` the fsync waits for the batch's end, so a burst of advances costs one.
    Whoever sends anything must do so after the outermost batch has ended. A journal that
    cannot be written halts the table: ``storage_error`` says why, ``on_halt`` is told,
    and the command is refused with ``storage_error`` (the game stays ahead of its log)."""

    def __init__(self, game: Game, journal: Journal | None,
                 on_halt: Callable[[], None] = lambda: None) -> None:
        self.game = game
        self.journal = journal
        self.on_halt = on_halt
        self.storage_error: str | None = None
        self._depth = 0  # batches open

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Everything applied inside is made durable once, when the outermost batch ends
        (also when it ends with a refusal: the commands before it stay applied)."""
        self._depth += 1
        if self._depth == 1 and self.journal is not None:
            self.journal.defer_sync(True)
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._sync()

    def apply(self, command: Command, act_id: str | None = None) -> None:
        """Raises Refusal (the engine's, or ``storage_error``). ``act_id``: the client's id
        of a player's act, kept with it in the journal (netproto.act_memory)."""
        self.game.apply(command)
        if self.journal is None:
            return
        try:
            self.journal.append(command, act_id)
        except OSError as exc:
            self._halt(exc)

    def record_end(self) -> None:
        """The game is over: its winner goes into the journal (with the batch's fsync)."""
        if self.journal is not None:
            state = self.game.state
            self.journal.record_end(state.winner or "nobody", state.end_reason)

    def note(self, record: dict[str, Any]) -> None:
        """Keep a question, an answer or the schedule note: the game is unaffected when
        that fails, the host is told through ``storage_error``."""
        if self.journal is None:
            return
        try:
            self.journal.record_note(record)
        except OSError as exc:
            self.storage_error = f"cannot write the game log: {exc}"

    def _sync(self) -> None:
        if self.journal is None:
            return
        self.journal.defer_sync(False)
        try:
            self.journal.sync()
        except OSError as exc:
            self._halt(exc)

    def _halt(self, exc: OSError) -> None:
        self.storage_error = f"cannot write the game log: {exc}"
        self.on_halt()
        raise Refusal("storage_error") from None
