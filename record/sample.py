"""Bot-only games written as real game logs, for the record's tests and its bench.

Owns ``write_bot_games``: the bots play on the engine (each seat its own view, as in
``bots.simulate``) and each finished game is written through ``netproto.storage.GameLog``
exactly as a host writes it — header, one record per accepted command, the end. Must not
import Qt or desktop.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bots.brain import BotMemory, Level, decide
from bots.memory import SharedReading
from bots.simulate import NAMES, game_seed
from engine.commands import Action, Advance
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.role_spec import RoleSpec
from engine.views import view_for
from netproto.messages import ActMessage, parse_client_message
from netproto.pipeline import act_from_message
from netproto.storage import GameLog

MAX_DAYS = 30
PASSES = 4


def play(setup: GameSetup, level: Level = Level.NORMAL) -> Game:
    """One bot-only game to its end (or to day ``MAX_DAYS``)."""
    game = Game(setup)
    rng = random.Random(setup.seed)
    shared = SharedReading()
    memories = {n: BotMemory(language="en", shared=shared) for n in setup.players}
    rngs = {n: random.Random(rng.randrange(2**31)) for n in setup.players}
    while not game.over and game.state.game_day <= MAX_DAYS:
        for _ in range(PASSES):
            sent = False
            order = game.state.living_names()
            rng.shuffle(order)
            for name in order:
                if game.over or not game.state.players[name].alive:
                    continue
                for intent in decide(view_for(game, name), memories[name], rngs[name], level):
                    if game.over:
                        break
                    sent = True
                    message = ActMessage(1, Action(intent.action), intent.fields())
                    with contextlib.suppress(Refusal, ValueError):
                        game.apply(act_from_message(
                            name, parse_client_message(message.to_wire())))
            if not sent or game.over:
                break
        if not game.over:
            game.apply(Advance(game.next_phase_boundary()))
    return game


def write_game(game: Game, directory: Path, table_id: str,
               player_ids: dict[str, str] | None = None, bots: Sequence[str] = ()) -> Path:
    """The game's log as a host writes it (``player_ids``: name → the client's id;
    ``bots``: the seats the log marks as the app's bots — the others look human)."""
    seats = [(n, f"token-{table_id}-{i}") for i, n in enumerate(game.setup.players)]
    log = GameLog.create(table_id, {"name": f"bots {table_id}"}, game.setup, seats,
                         directory, player_ids=player_ids,
                         bots={n: {"level": "normal", "language": "en"} for n in bots})
    log.defer_sync()
    try:
        for command in game.log:
            log.append(command)
        if game.over:
            log.record_end(game.state.winner or "nobody", game.state.end_reason)
        log.sync()
    finally:
        log.close()
    return log.path


def write_bot_games(directory: Path, presets: Sequence[str], games: int, seats: int = 9,
                    seed: int = 1, ids: bool = True,
                    options: dict[str, Any] | None = None,
                    names: Sequence[str] | None = None,
                    bots: Sequence[str] = (), custom_roles: tuple[RoleSpec, ...] = (),
                    role_counts: dict[str, int] | None = None) -> list[Path]:
    """``games`` bot games of each preset at ``seats`` seats, logged into ``directory``;
    ``ids``: every seat has a stable player id (its name's), else the logs carry none;
    ``names``: the players' names (default: the simulator's first ``seats``); ``bots``:
    the seats marked as the app's bots; ``custom_roles`` / ``role_counts``: the host's
    own roles dealt beside the preset's, and their seats (a random deal)."""
    paths = []
    names = tuple(names or NAMES[:seats])
    for preset in presets:
        for index in range(games):
            setup = GameSetup(Preset(preset), names, game_seed(seed, len(names), index),
                              dict(options or {}), custom_roles=custom_roles,
                              role_counts=dict(role_counts or {}))
            game = play(setup)
            player_ids = ({n: f"pid-{n.lower()}" for n in names if n not in bots}
                          if ids else None)
            paths.append(write_game(game, directory, f"{preset[:2]}{seed}x{index:05d}",
                                    player_ids, bots))
    return paths
