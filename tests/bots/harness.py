"""Bot-only games for the bot tests: every living bot gets its turns synchronously phase by
phase (its own view, ``bots.brain.decide``), then the test moves the clock to the next
phase, as a host in manual pace would.

Two drivers: ``play_engine_game`` builds each seat's view with ``engine.views.view_for``
and applies the bots' actions to the engine directly, after the wire's own validation and
conversion (fast: hundreds of games); ``play_table_game`` seats ``LocalClient`` s at a real
``TableSession`` and sends real protocol bytes (slower: a few games). A refused action is
a defect and is recorded. Test code: it may look at the game; the bots never do.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bots.brain import BotMemory, Intent, Level, decide
from engine.commands import Action, Advance
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.randomplay import random_rule_options
from engine.views import public_view, view_for
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage, Refused, parse_client_message
from netproto.pipeline import act_from_message
from netproto.session import TableConfig, TableSession

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim",
         "Lea", "Max", "Ned", "Oli", "Pam", "Quin", "Rex", "Sue", "Tom"]
MAX_PASSES = 4  # turns per bot and phase (a bot reacts to what the others did)


@dataclass
class GameResult:
    players: int
    seed: int
    winner: str | None
    days: int
    refusals: list[tuple[str, Intent, str]] = field(default_factory=list)
    actions: Counter = field(default_factory=Counter)
    causes: Counter = field(default_factory=Counter)


def _wire_act(name: str, intent: Intent):
    """The intent as the host receives it: validated as a wire message, then converted."""
    message = ActMessage(1, Action(intent.action), intent.fields())
    parsed = parse_client_message(message.to_wire())
    return act_from_message(name, parsed)


def play_engine_game(players: int, seed: int, level: Level | str = Level.NORMAL,
                     language: str = "en", options: dict[str, Any] | None = None,
                     max_days: int = 30, preset: Preset = Preset.DEATHNOTE,
                     custom_roles: tuple = ()) -> GameResult:
    rng = random.Random(seed)
    names = NAMES[:players]
    game = Game(GameSetup(preset, tuple(names), seed, dict(options or {}),
                          custom_roles=custom_roles))
    memories = {n: BotMemory(language=language) for n in names}
    rngs = {n: random.Random(rng.randrange(2**31)) for n in names}
    result = GameResult(players, seed, None, 0)
    while not game.over and game.state.game_day <= max_days:
        for _ in range(MAX_PASSES):
            order = game.state.living_names()
            rng.shuffle(order)
            sent = False
            for name in order:
                if game.over:
                    break
                if not game.state.players[name].alive:
                    continue
                view = view_for(game, name, public_view(game))
                for intent in decide(view, memories[name], rngs[name], level):
                    if game.over:  # a seat checks its newest view first: no actions left
                        break
                    sent = True
                    result.actions[intent.action] += 1
                    try:
                        game.apply(_wire_act(name, intent))
                    except Refusal as refusal:
                        result.refusals.append((name, intent, refusal.code))
            if not sent or game.over:
                break
        if not game.over:
            game.apply(Advance(game.next_phase_boundary()))
    result.winner = game.state.winner
    result.days = game.state.game_day
    for p in game.state.players.values():
        if p.death is not None:
            result.causes[p.death.cause.value] += 1
    return result


def play_table_game(players: int, seed: int, level: Level | str = Level.NORMAL,
                    language: str = "ru", max_days: int = 30) -> GameResult:
    rng = random.Random(seed)
    names = NAMES[:players]
    session = TableSession(TableConfig(max_seats=players, seed=seed, write_log=False))
    clients = {}
    for name in names:
        client = LocalClient(session)
        client.hello(name)
        clients[name] = client
    session.start()
    memories = {n: BotMemory(language=language) for n in names}
    rngs = {n: random.Random(rng.randrange(2**31)) for n in names}
    result = GameResult(players, seed, None, 0)
    game = session.game
    while not game.over and game.state.game_day <= max_days:
        for _ in range(MAX_PASSES):
            order = list(names)
            rng.shuffle(order)
            sent = False
            for name in order:
                client = clients[name]
                for intent in decide(client.view, memories[name], rngs[name], level):
                    if game.over:
                        break
                    sent = True
                    result.actions[intent.action] += 1
                    answer = client.request(ActMessage.of(intent.action, **intent.fields()))
                    if isinstance(answer, Refused):
                        result.refusals.append((name, intent, answer.code))
            if not sent or game.over:
                break
        if not game.over:
            session.advance_phase()
    result.winner = game.state.winner
    result.days = game.state.game_day
    session.close()
    return result


def random_options(rng: random.Random) -> dict[str, Any]:
    """A table's rule options: half the time the defaults, else drawn at random."""
    return {} if rng.random() < 0.5 else random_rule_options(rng)
