"""A seat's role memory (engine/memory.py): typed, read and written by name in the code,
never by an attribute named in a string; the rules that read it (no same save, block or
knock-out two nights running, the executioner's shots, the lawyer's misses) see it; a
seated reserve takes a copy; and replaying a game's log (a saved game) rebuilds it."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from engine.commands import Act, Action, Advance, RemovePlayer
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.memory import LastTarget, OwnLoan, RoleMemory
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.replay import replay

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# generic walks over plain records, none of them a player's: the package's names loaded
# on first use, a command's, the options' and a role definition's plain forms, the state
# hash
ATTRIBUTE_WALKS = {"__init__.py", "commands.py", "options.py", "replay.py", "role_plain.py"}
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")


def test_no_rule_names_an_attribute_in_a_string() -> None:
    """getattr/setattr/delattr/hasattr appear nowhere in the rules: what a seat remembers
    is a typed field of its memory (the old code copied and read the seat's
    "last_save"/"last_block" by name)."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.relative_to(ENGINE).as_posix() in ATTRIBUTE_WALKS:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "setattr", "delattr", "hasattr")):
                found.append(f"{path.relative_to(ENGINE)}:{node.lineno} {node.func.id}")
    assert not found, found


def test_the_memory_keeps_the_last_target_of_each_action_by_night() -> None:
    m = RoleMemory()
    m.remember(Action.SAVE, 3, "Ann")
    m.remember(Action.BLOCK, 2, "Bob")
    assert m.last_target(Action.SAVE, 3) == "Ann"
    assert m.last_target(Action.SAVE, 2) is None  # another night
    assert m.last_target(Action.BLOCK, 2) == "Bob"
    assert m.last_target(Action.KNOCK_OUT, 2) is None
    assert m.last == {Action.SAVE: LastTarget(3, "Ann"), Action.BLOCK: LastTarget(2, "Bob")}


def test_the_memory_counts_uses_and_misses_by_action() -> None:
    m = RoleMemory()
    m.spend(Action.SHOOT)
    m.spend(Action.SHOOT)
    assert (m.uses(Action.SHOOT), m.uses(Action.STRIKE)) == (2, 0)
    assert m.miss(Action.STRIKE) == 1
    assert m.miss(Action.STRIKE) == 2
    assert m.misses(Action.STRIKE) == 2 and m.misses(Action.SHOOT) == 0


def test_a_copy_is_its_own() -> None:
    m = RoleMemory(boss_vote="Ann", lent_out=OwnLoan("Bob", 10, 20))
    m.remember(Action.SAVE, 1, "Cid")
    m.spend(Action.SHOOT)
    c = m.copy()
    assert c == m
    c.remember(Action.SAVE, 2, "Dan")
    c.spend(Action.SHOOT)
    c.miss(Action.STRIKE)
    assert m.last_target(Action.SAVE, 1) == "Cid" and m.uses(Action.SHOOT) == 1
    assert m.misses(Action.STRIKE) == 0


def _classic_night_game() -> Game:
    return Game(GameSetup(Preset.CLASSIC, NAMES, 1,
                          {"first_phase": "night", "stall_days": 0,
                           "autokill_inactive": False},
                          {"Ann": "mafia", "Bob": "doctor", "Cid": "peacemaker"}))


def _to_next_night(game: Game) -> None:
    for _ in range(3):  # the night ends, the day, the vote
        game.apply(Advance(game.next_phase_boundary()))


def _refusal(game: Game, act: Act) -> str | None:
    try:
        game.apply(act)
    except Refusal as refusal:
        return refusal.code
    return None


def test_doctor_and_peacemaker_remember_their_last_night() -> None:
    game = _classic_night_game()
    game.apply(Act("Bob", Action.SAVE, target="Dan"))
    game.apply(Act("Cid", Action.BLOCK, target="Eve"))
    _to_next_night(game)
    players = game.state.players
    assert players["Bob"].memory.last_target(Action.SAVE, 0) == "Dan"
    assert players["Cid"].memory.last_target(Action.BLOCK, 0) == "Eve"
    assert _refusal(game, Act("Bob", Action.SAVE, target="Dan")) == "same_save_twice"
    assert _refusal(game, Act("Cid", Action.BLOCK, target="Eve")) == "same_block_twice"
    assert _refusal(game, Act("Bob", Action.SAVE, target="Eve")) is None
    assert _refusal(game, Act("Cid", Action.BLOCK, target="Dan")) is None
    _to_next_night(game)  # two nights later the first targets are free again
    assert _refusal(game, Act("Bob", Action.SAVE, target="Dan")) is None


def test_a_seated_reserve_takes_a_copy_of_the_memory() -> None:
    """C3.3: the reserve takes the seat with its counters — the doctor's last save too —
    and the memory is his own from then on."""
    game = Game(GameSetup(Preset.CLASSIC, NAMES, 1,
                          {"first_phase": "night", "stall_days": 0,
                           "autokill_inactive": False, "reserves_inherit_role": True},
                          {"Ann": "mafia", "Bob": "doctor"}, reserves=("Wes",)))
    game.apply(Act("Bob", Action.SAVE, target="Dan"))
    _to_next_night(game)
    game.apply(RemovePlayer("Bob"))
    bob, wes = game.state.players["Bob"], game.state.players["Wes"]
    assert wes.memory == bob.memory and wes.memory is not bob.memory
    assert _refusal(game, Act("Wes", Action.SAVE, target="Dan")) == "same_save_twice"
    assert _refusal(game, Act("Wes", Action.SAVE, target="Eve")) is None
    _to_next_night(game)
    assert wes.memory.last_target(Action.SAVE, 1) == "Eve"
    assert bob.memory.last_target(Action.SAVE, 1) is None


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_replaying_the_log_rebuilds_every_memory(preset: Preset) -> None:
    """A saved game is its setup and its command log: loading it replays the log, and
    every seat remembers what it remembered (reserves seated, loans, shots and all)."""
    remembered = 0
    for seed in range(40):
        rng = random.Random(seed)
        setup = random_setup(rng, random_options=True, preset=preset)
        game, _ = play_random_game(setup, rng, illegal_rate=0.2)
        again = replay(GameSetup.from_plain(setup.to_plain()), game.log)
        assert {n: p.memory for n, p in again.state.players.items()} == \
            {n: p.memory for n, p in game.state.players.items()}, f"seed {seed}"
        remembered += sum(p.memory != RoleMemory() for p in game.state.players.values())
    assert remembered > 40  # the games did fill memories
