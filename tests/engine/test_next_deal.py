"""The next game's deal at the same table (``engine.next_deal``): a new seed, the same
players and rules, and — asked for — nobody repeating his last role where possible."""

from __future__ import annotations

import pytest

from engine.game import Game, GameSetup
from engine.next_deal import next_setup, repeats, roles_played
from engine.options import Preset
from engine.views import dealt_roles

NAMES = tuple(f"P{i}" for i in range(10))


@pytest.mark.parametrize("preset", list(Preset))
@pytest.mark.parametrize("count", [7, 10, 15])
def test_no_repeat_moves_every_special_role(preset: Preset, count: int) -> None:
    previous = GameSetup(preset, tuple(f"P{i}" for i in range(count)), 5)
    last = roles_played(Game(previous))
    single = {r for r in last.values() if list(last.values()).count(r) == 1}
    for seed in range(5):
        setup = next_setup(previous, seed, last=last)
        now = dealt_roles(Game(setup))
        # a role one player held moves on; the civilians and mafiosi outnumber the rest,
        # so some of them keep theirs — never more than in any of twenty plain deals
        assert all(now[n] != role for n, role in last.items() if role in single), seed
        plain = [repeats(last, dealt_roles(Game(next_setup(previous, s)))) for s in range(20)]
        assert repeats(last, now) <= min(plain), seed


def test_without_no_repeat_roles_repeat_as_chance_has_it() -> None:
    previous = GameSetup(Preset.DEATHNOTE, NAMES, 5)
    last = roles_played(Game(previous))
    counts = [repeats(last, dealt_roles(Game(next_setup(previous, seed)))) for seed in range(20)]
    assert max(counts) > 4  # the no-repeat deal's bound for ten seats (7 civilians): 4


def test_deterministic_by_seed_and_keeps_the_rules() -> None:
    previous = GameSetup(Preset.DEATHNOTE, NAMES, 3, {"mafia_kill": "don"},
                         deal={"P0": "kira"})
    last = roles_played(Game(previous))
    one, two = next_setup(previous, 9, last=last), next_setup(previous, 9, last=last)
    assert one == two
    assert one.options == previous.options and one.players == NAMES
    assert one.seed != previous.seed
    assert sorted(one.deal.values()) == ["kira"] and one.deal != previous.deal


def test_without_last_roles_the_seed_alone_deals() -> None:
    previous = GameSetup(Preset.CLASSIC, NAMES, 3)
    assert next_setup(previous, 42) == GameSetup(Preset.CLASSIC, NAMES, 42)


def test_the_players_may_change() -> None:
    previous = GameSetup(Preset.DEATHNOTE, NAMES, 3)
    players = (*NAMES[1:], "New")
    setup = next_setup(previous, 4, players=players, last=roles_played(Game(previous)))
    assert setup.players == players and set(dealt_roles(Game(setup))) == set(players)
