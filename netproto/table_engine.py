"""The running game's driver: the commands the table applies, with what each one means
for the table around the engine.

Owns ``TableEngine``: a command goes through the ``netproto.pipeline`` (engine + journal);
a phase that changed re-anchors the timed pace (at the real moment its boundary was due,
for the clock's own advances); a reserve the engine seated moves to the seats; the game's
end is recorded once. Also the running clock's bursts: every due advance, then the early
ends when everybody has submitted — each burst one fsync. Sends nothing: the table
session tells everybody. Must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.commands import Act, Command
from engine.game import Game
from netproto.pace import TablePace
from netproto.pipeline import CommandPipeline
from netproto.table_lobby import TableLobby

MAX_ADVANCES_PER_TICK = 100  # a clock that jumped days ahead catches up over a few ticks


class TableEngine:
    def __init__(self, pipeline: CommandPipeline, pace: TablePace, table: TableLobby,
                 on_over: Callable[[], None] = lambda: None) -> None:
        self.pipeline = pipeline
        self.pace = pace
        self.table = table
        self.on_over = on_over  # told once, when the game ends
        self.ended = pipeline.game.over  # a resumed game may be over already

    @property
    def game(self) -> Game:
        return self.pipeline.game

    def apply(self, commands: list[Command], *, paced: bool = False,
              act_id: str | None = None) -> None:
        """Apply commands in order; each accepted one is durable before anything is sent
        (one fsync for the lot). A refusal is raised; the commands before it stay applied
        and logged. ``paced``: the advances come from the running clock, so a phase that
        ended on the way began at the real moment its boundary was due, not when a tick
        noticed it. ``act_id``: the client's id of the player's act among them (it goes
        into the journal with that act)."""
        game = self.game
        with self.pipeline.batch():
            for command in commands:
                phase_before = _phase_key(game)
                due_at = self.pace.due_at(command) if paced else None
                self.pipeline.apply(command, act_id if isinstance(command, Act) else None)
                if _phase_key(game) != phase_before:
                    self.pace.anchor(game, due_at)
            self.table.seat_reserves(game.state.players)
            if game.over and not self.ended:
                self.ended = True
                self.pipeline.record_end()
                self.on_over()

    def run_pace(self) -> bool:
        """Every boundary the running clock has passed, then the early ends; whether the
        game moved."""
        game = self.game
        if not self.pace.running(game):
            return False
        changed = False
        with self.pipeline.batch():  # a burst of advances: one fsync
            for _ in range(MAX_ADVANCES_PER_TICK):
                advance = self.pace.due_advance(game)
                if advance is None:
                    break
                self.apply([advance], paced=True)
                changed = True
            # a removal, or advance votes published when the vote opened, may have left
            # everybody done
            changed = self.early_end() or changed
        return changed

    def early_end(self) -> bool:
        """End a vote or a night early when everybody has submitted; a day ended so may
        end its vote too, when everybody's advance vote already stands."""
        ended = False
        for _ in range(2):
            advance = self.pace.early_end(self.game)
            if advance is None:
                break
            self.apply([advance])
            ended = True
        return ended


def _phase_key(game: Game) -> tuple[Any, ...]:
    s = game.state
    return (s.phase, s.game_day, s.runoff is not None)
