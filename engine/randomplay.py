"""Random full games for tests and benchmarks: every living seat tries random actions of
its role each phase, legal and (optionally) illegal, while the clock moves phase by phase.

Owns the random driver only; it decides nothing about the rules — it proposes commands and
the engine accepts or refuses them. Imports engine modules and the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.clock import format_time
from engine.commands import Act, Action, Advance, Channel, Command, SpectatorSay
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.options import Preset, random_options
from engine.roles import (
    CLASSIC_DEAL_WORDS,
    CLASSIC_EXTRA_ROLES,
    Role,
    classic_deal,
)
from engine.state import Phase, Player

PLAYER_NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim",
                "Lea", "Max", "Ned", "Oli", "Pam", "Quin", "Rex", "Sue", "Tom", "Uma", "Vic"]
RESERVE_NAMES = ["Wes", "Xan", "Yul", "Zed"]


@dataclass
class RandomGameStats:
    accepted: int = 0
    refused: int = 0
    days: int = 0


# Called after every command: (game, command, accepted, actor alive before).
Observer = Callable[[Game, Command, bool, bool], None]


def random_rule_options(rng: random.Random) -> dict[str, Any]:
    """Rule options drawn at random (RULES.md §10), for random games and bot games: each
    option's own draw (its metadata, engine.option_spec)."""
    return random_options(Preset.DEATHNOTE, rng)


def random_classic_options(rng: random.Random, players: int) -> dict[str, Any]:
    """Classic options drawn at random (docs/rules-classic.md C10): the day's rules and
    every scenario with its parameters (each option's own draw), and a deal that fits the
    table: the optional roles, the mafia's size and whether there are two families."""
    two = players >= 15 and rng.random() < 0.3
    roles = [r for r in CLASSIC_EXTRA_ROLES if CLASSIC_DEAL_WORDS[r][1] != 2
             and rng.random() < 0.5]
    if two and rng.random() < 0.5:
        roles.append("don2")
    mafia = rng.randint(1, max(1, players // 3))
    while True:  # drop roles until the deal fits the table
        try:
            classic_deal(players, mafia, tuple(roles), two)
            break
        except ValueError:
            if roles:
                roles.pop(rng.randrange(len(roles)))
            else:
                mafia = max(1, mafia - 1)
    return {**random_options(Preset.CLASSIC, rng), "mafia_count": mafia, "extra_roles": roles,
            "two_mafias": two}


def random_setup(rng: random.Random, players: int | None = None,
                 random_options: bool = False, preset: Preset = Preset.DEATHNOTE
                 ) -> GameSetup:
    if preset is Preset.CLASSIC:
        count = players if players is not None else rng.randint(6, 20)
        options = random_classic_options(rng, count) if random_options else {}
        reserves = tuple(RESERVE_NAMES[:rng.randint(0, 2)]) if random_options else ()
        return GameSetup(Preset.CLASSIC, tuple(PLAYER_NAMES[:count]), rng.randrange(2**31),
                         options, reserves=reserves)
    count = players if players is not None else rng.randint(7, 20)
    options = random_rule_options(rng) if random_options else {}
    return GameSetup(Preset.DEATHNOTE, tuple(PLAYER_NAMES[:count]), rng.randrange(2**31),
                     options)


def _classic_actions(game: Game, me: Player, phase: Phase) -> list[Action]:
    family = [Action.RECRUIT, Action.ACCEPT, Action.DECLINE, Action.ELECT_BOSS]
    if me.family and game.state.game_day >= 4:  # late: concessions end games early
        family.append(Action.CONCEDE)
    if phase is Phase.DAY:
        acts = [Action.SAY, Action.SAY, Action.VOTE] + (family if me.family else
                                                        [Action.ACCEPT, Action.DECLINE])
        return acts
    if phase is Phase.VOTE:
        return [Action.VOTE, Action.VOTE, Action.SAY]
    acts = [Action.SLEEP, *game.roles.role_actions().get(me.role, ())]
    if me.family:
        acts += [Action.SHOOT, Action.SHOOT, Action.SHOOT, Action.STRIKE, Action.DON_STRIKE,
                 Action.RECRUIT]
    return acts


def _role_actions(game: Game, me: Player, phase: Phase) -> list[Action]:
    s = game.state
    if _classic(game):
        return _classic_actions(game, me, phase)
    book = s.notebook  # a Death Note game's (a classic one has none)
    holder, owner = book.holder == me.name, book.owner == me.name and not book.destroyed
    if phase is Phase.DAY:
        acts = [Action.SAY, Action.NOMINATE, Action.NOMINATE, Action.VOTE, Action.WITHDRAW]
        if holder:
            acts += [Action.WRITE, Action.EYES, Action.DESTROY]
        if owner:
            acts += [Action.LEND, Action.GIVE_AWAY]
        if me.role is Role.MAFIA:
            acts.append(Action.ELECT_BOSS)
        return acts
    if phase is Phase.VOTE:
        acts = [Action.VOTE, Action.VOTE, Action.ABSTAIN, Action.SAY]
        if holder:
            acts += [Action.WRITE, Action.EYES]
        return acts
    acts = [Action.SLEEP]
    if me.role is Role.L:
        acts += [Action.CHECK, Action.SHOOT, Action.SHOOT]
    if me.role is Role.NEAR:
        acts += [Action.SAVE, Action.CHECK]
    if me.role is Role.MAFIA:
        acts += [Action.SHOOT, Action.SHOOT, Action.SEARCH]
    if holder:
        acts += [Action.WRITE, Action.WRITE]
    return acts


def _random_act(game: Game, rng: random.Random, me: Player, action: Action) -> Act:
    s = game.state
    names = list(s.players)
    living = s.living_names()
    target = rng.choice(living if rng.random() < 0.95 else names)
    if action is Action.VOTE and s.candidates and rng.random() < 0.8:
        target = rng.choice(s.candidates)
    if action is Action.SAY:
        mafioso = me.family if _classic(game) else me.role is Role.MAFIA
        return Act(me.name, action, text=rng.choice(["hi", "I am town", "vote Ann", "hm"]),
                   channel=Channel.MAFIA if mafioso and rng.random() < 0.3
                   else Channel.GAME)
    if action is Action.WRITE:
        death_at = None
        if rng.random() < 0.3:
            death_at = s.now + rng.randint(-30, 2000)
        if s.candidates and rng.random() < 0.7:
            target = rng.choice(s.candidates)
        return Act(me.name, action, target=target, death_at=death_at,
                   circumstances=rng.choice([None, "heart attack"]),
                   light_corpse=rng.random() < 0.2)
    if action is Action.STRIKE:
        return Act(me.name, action, target=target,
                   role=rng.choice([*game.roles.strike_words, "civilian"]))
    if action is Action.SHOOT and _classic(game) and me.family and rng.random() < 0.7:
        # a family mostly agrees: the first living outsider in a shared order
        outsiders = [n for n in living if s.players[n].family != me.family]
        if outsiders:
            target = outsiders[(s.game_day * 7) % len(outsiders)]
    if action is Action.LEND:
        start = None
        if game.options.lend_start_time and rng.random() < 0.5:
            start = s.now + rng.randint(0, 120)
        return Act(me.name, action, to=target, until=s.now + rng.randint(-10, 1500),
                   start=start)
    return Act(me.name, action, target=target)


def _illegal_act(game: Game, rng: random.Random) -> Act:
    """Something that is usually refused: a dead actor, a stranger, a wrong phase…"""
    s = game.state
    names = list(s.players)
    dead = [n for n in names if not s.players[n].alive]
    actor = rng.choice(dead) if dead and rng.random() < 0.4 else rng.choice(names)
    action = rng.choice(list(Action))
    target = rng.choice(names + ["Nobody", None])
    return Act(actor, action, target=target, to=target, until=s.now - 5,
               death_at=s.now - rng.randint(1, 100))


def _try(game: Game, command: Command, stats: RandomGameStats,
         observer: Observer | None) -> bool:
    actor_alive = True
    if isinstance(command, Act):
        actor = game.state.players.get(command.actor)
        actor_alive = actor is not None and actor.alive
    try:
        game.apply(command)
    except Refusal:
        stats.refused += 1
        if observer:
            observer(game, command, False, actor_alive)
        return False
    stats.accepted += 1
    if observer:
        observer(game, command, True, actor_alive)
    return True


GRAVEYARD_LINES = ["RIP me", "it was Bob all along", "the notebook is with Cid", "gg"]
SPECTATOR = "Watcher"  # the random games' spectator (no player bears the name)


def graveyard_talk(game: Game, rng: random.Random, stats: RandomGameStats, rate: float,
                   observer: Observer | None) -> None:
    """Talk in the graveyard: each dead seat at ``rate``, a spectator, and the lines that
    must be refused — a living player's, and a spectator's under a player's name."""
    s = game.state
    for name, p in s.players.items():
        if not p.alive and rng.random() < rate:
            _try(game, Act(name, Action.SAY, text=rng.choice(GRAVEYARD_LINES),
                           channel=Channel.GRAVEYARD), stats, observer)
    if rng.random() < rate:
        _try(game, SpectatorSay(SPECTATOR, rng.choice(GRAVEYARD_LINES)), stats, observer)
    if rng.random() < rate:
        living = s.living_names()
        if living:
            _try(game, Act(rng.choice(living), Action.SAY, text="let me in",
                           channel=Channel.GRAVEYARD), stats, observer)
        _try(game, SpectatorSay(rng.choice(list(s.players)), "it is me"), stats, observer)


def play_phase(game: Game, rng: random.Random, stats: RandomGameStats, *,
               illegal_rate: float = 0.0, tries: int = 4,
               observer: Observer | None = None, graveyard_rate: float = 0.0) -> None:
    """Each living seat takes one random legal action (rejection sampling), then the clock
    moves to a random moment inside the phase or to its end. ``graveyard_rate``: how
    often the dead and a spectator talk in the graveyard (0: never, and the game is the
    one it always was for its seed)."""
    s = game.state
    phase = s.phase
    order = s.living_names()
    if _classic(game):  # a dead mafioso may recruit (C8.2.2)
        order += [n for n, p in s.players.items() if not p.alive and p.family
                  and rng.random() < 0.1]
    rng.shuffle(order)
    for name in order:
        if game.over:
            return
        me = s.players[name]
        if not me.alive and not (_classic(game) and me.family):
            continue
        choices = _role_actions(game, me, phase) if me.alive else [Action.RECRUIT]
        for _ in range(tries):
            if _try(game, _random_act(game, rng, me, rng.choice(choices)), stats, observer):
                break
        if illegal_rate and rng.random() < illegal_rate:
            _try(game, _illegal_act(game, rng), stats, observer)
    if graveyard_rate and not game.over:
        graveyard_talk(game, rng, stats, graveyard_rate, observer)
    if game.over:
        return
    end = game.next_phase_boundary()
    if rng.random() < 0.3 and end - s.now > 2:
        moment = rng.randint(s.now + 1, end - 1)
    else:
        moment = end
    if illegal_rate and rng.random() < illegal_rate:
        _try(game, Advance(s.now - rng.randint(1, 50)), stats, observer)
    _try(game, Advance(moment), stats, observer)


def play_random_game(setup: GameSetup, rng: random.Random, *, illegal_rate: float = 0.0,
                     max_days: int = 40, observer: Observer | None = None,
                     graveyard_rate: float = 0.0) -> tuple[Game, RandomGameStats]:
    game = Game(setup)
    stats = RandomGameStats()
    while not game.over and game.state.game_day <= max_days:
        play_phase(game, rng, stats, illegal_rate=illegal_rate, observer=observer,
                   graveyard_rate=graveyard_rate)
    stats.days = game.state.game_day
    return game, stats


def describe(game: Game) -> str:
    s = game.state
    return f"{format_time(s.now)} {s.phase.value} winner={s.winner}"


def _classic(game: Game) -> bool:
    """The random player knows the classic actions by their own table."""
    return game.preset.preset is Preset.CLASSIC
