"""The classic deal (docs/rules-classic.md C1, C8.1.1, C8.3.1, C10): the setups the engine
refuses, and the random deal — things a scenario file cannot express (a scenario file
always deals by hand and a refused setup never runs). Companion of the scenario files
under tests/scenarios/classic/ (C11: a_deal_default_ratio, a_deal_refused_setups,
d_two_mafias_refused_under_15, d_vest_random_deal)."""

from __future__ import annotations

import pytest

from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError, Preset
from engine.roles import Team

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon",
         "Kim", "Lea", "Max", "Ned", "Oli", "Pam", "Quin", "Rex", "Sue", "Tom",
         "Uma", "Vic", "Wes", "Xan", "Yul", "Zoe", "Abe", "Bea", "Cal", "Dee", "Eli")

REFUSED = (SetupError, OptionError)  # a refused option value is a refused setup too


def setup(n: int, options: dict | None = None, deal: dict | None = None, seed: int = 1,
          **kw) -> GameSetup:
    return GameSetup(Preset.CLASSIC, NAMES[:n], seed, dict(options or {}), deal, **kw)


def mafiosi(game: Game) -> list[str]:
    return [n for n, p in game.state.players.items() if p.team is Team.MAFIA]


def with_role(game: Game, role: str) -> list[str]:
    return [n for n, p in game.state.players.items() if p.role == role]


# ------------------------------------------------------------------ refused setups
# C11 a_deal_refused_setups: "two of a role, mafia2 without two_mafias, mafia majority:
# refused (C1.2, C10)".

@pytest.mark.parametrize("role", ["doctor", "commissar", "peacemaker", "executioner",
                                  "witness", "maniac", "thug", "don"])
def test_a_role_dealt_twice_is_refused(role):
    """C1.2 — optional roles "each at most once per family/table"."""
    with pytest.raises(SetupError):
        Game(setup(12, deal={"Ann": role, "Bob": role, "Cid": "mafia"}))


def test_a_role_dealt_twice_in_the_second_family_is_refused():
    """C1.2 — don2 at most once in the second family."""
    with pytest.raises(SetupError):
        Game(setup(15, {"two_mafias": True},
                   {"Ann": "mafia", "Kim": "don2", "Lea": "don2"}))


def test_several_plain_mafiosi_are_accepted():
    """C1.2 limits the optional roles; plain mafiosi are the mafia count."""
    game = Game(setup(12, deal={"Ann": "mafia", "Bob": "mafia", "Cid": "mafia"}))
    assert sorted(mafiosi(game)) == ["Ann", "Bob", "Cid"]


@pytest.mark.parametrize("word", ["mafia2", "don2"])
def test_second_family_without_two_mafias_is_refused(word):
    """C10 — "don2/mafia2 without two_mafias" is refused."""
    with pytest.raises(SetupError):
        Game(setup(15, deal={"Ann": "mafia", "Kim": word}))


@pytest.mark.parametrize("n,count", [(6, 3), (8, 4), (4, 2)])
def test_mafia_majority_is_refused(n, count):
    """C1.1, C10 — "a mafia count with no town majority at the start" (mafia < N - mafia)."""
    deal = {name: "mafia" for name in NAMES[:count]}
    with pytest.raises(SetupError):
        Game(setup(n, deal=deal))


def test_mafia_majority_counts_thug_and_don():
    """C1.2 — thug and don take mafia seats: 3 of 6 is no minority."""
    with pytest.raises(SetupError):
        Game(setup(6, deal={"Ann": "mafia", "Bob": "thug", "Cid": "don"}))


def test_largest_mafia_minority_is_accepted():
    """C1.1 — "any count from 1 up to the largest that leaves the mafia a minority"."""
    game = Game(setup(7, deal={"Ann": "mafia", "Bob": "mafia", "Cid": "mafia"}))
    assert len(mafiosi(game)) == 3


def test_mafia_count_option_majority_is_refused():
    """C1.1 — the host's mafia count must leave the mafia a minority."""
    with pytest.raises(REFUSED):
        Game(setup(6, {"mafia_count": 3}))


@pytest.mark.parametrize("n", [3, 31])
def test_table_size_outside_4_to_30_is_refused(n):
    """C1.1 — "A classic table seats 4–30 players"."""
    with pytest.raises(SetupError):
        Game(setup(n, deal={"Ann": "mafia"}))


# C11 d_two_mafias_refused_under_15 (C8.1.1)

@pytest.mark.parametrize("n", [8, 14])
def test_two_mafias_under_15_players_is_refused(n):
    with pytest.raises(SetupError):
        Game(setup(n, {"two_mafias": True}, {"Ann": "mafia", "Kim": "mafia2"}))


def test_two_mafias_refused_under_15_with_a_random_deal():
    with pytest.raises(SetupError):
        Game(setup(14, {"two_mafias": True}))


def test_two_mafias_at_15_players_is_accepted():
    game = Game(setup(15, {"two_mafias": True}, {"Ann": "mafia", "Kim": "mafia2"}))
    assert game.state.players["Ann"].family == 1
    assert game.state.players["Kim"].family == 2
    assert game.state.players["Kim"].team is Team.MAFIA


# ------------------------------------------------------------------ the random deal
# C11 a_deal_default_ratio: "12 players, default deal: 3 mafia" (C1.1).

@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_default_deal_12_players_has_3_mafia(seed):
    game = Game(setup(12, seed=seed))
    assert len(mafiosi(game)) == 3
    others = [p for p in game.state.players.values() if p.team is not Team.MAFIA]
    assert len(others) == 9
    assert all(p.team is Team.TOWN for p in others)


@pytest.mark.parametrize("n", range(4, 31))
def test_default_mafia_count_is_a_quarter(n):
    """C1.1 — a quarter of the table rounded to the nearest, halves up, at least one
    (issue 33: 7 players got one mafioso, 1 : 6 for the rules' 1 : 3)."""
    assert len(mafiosi(Game(setup(n, seed=n)))) == max(1, (n + 2) // 4)


def test_the_default_mafia_count_at_small_tables() -> None:
    counts = {n: len(mafiosi(Game(setup(n, seed=n)))) for n in range(4, 14)}
    assert counts == {4: 1, 5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 3, 11: 3, 12: 3, 13: 3}


def test_a_version_2_game_keeps_its_quarter_rounded_down() -> None:
    """A game set up under rules version 2 was dealt floor(N / 4): it replays so."""
    old = setup(7, seed=7)
    old = GameSetup(old.preset, old.players, old.seed, old.options, rules=2)
    assert len(mafiosi(Game(old))) == 1


def test_mafia_count_option_sets_the_count():
    game = Game(setup(12, {"mafia_count": 2}))
    assert len(mafiosi(game)) == 2


def test_mafia_count_largest_minority():
    game = Game(setup(12, {"mafia_count": 5}))
    assert len(mafiosi(game)) == 5


def test_extra_roles_are_dealt_once_each():
    """C1.2 — town roles and the maniac take civilian seats; thug and don take mafia
    seats (they count in the mafia count)."""
    roles = ["doctor", "commissar", "peacemaker", "executioner", "witness", "maniac",
             "thug", "don"]
    for seed in (1, 2, 3):
        game = Game(setup(12, {"extra_roles": roles}, seed=seed))
        for role in roles:
            assert len(with_role(game, role)) == 1, role
        assert len(mafiosi(game)) == 3
        thug, = with_role(game, "thug")
        don, = with_role(game, "don")
        maniac, = with_role(game, "maniac")
        assert game.state.players[thug].team is Team.MAFIA
        assert game.state.players[don].team is Team.MAFIA
        assert game.state.players[maniac].team is Team.MANIAC
        for role in ("doctor", "commissar", "peacemaker", "executioner", "witness"):
            holder, = with_role(game, role)
            assert game.state.players[holder].team is Team.TOWN


def test_extra_roles_with_mafia_count():
    game = Game(setup(10, {"extra_roles": ["doctor", "thug"], "mafia_count": 2}))
    assert len(mafiosi(game)) == 2
    assert len(with_role(game, "doctor")) == 1
    thug, = with_role(game, "thug")
    assert game.state.players[thug].team is Team.MAFIA


def test_two_mafias_default_deal_splits_the_count():
    """C8.1.1 — "the default deal splits the mafia count in two (the first family gets
    the odd one)": 21 players, 5 mafia -> 3 + 2."""
    for seed in (1, 2, 3):
        game = Game(setup(21, {"two_mafias": True}, seed=seed))
        fam1 = [n for n in mafiosi(game) if game.state.players[n].family == 1]
        fam2 = [n for n in mafiosi(game) if game.state.players[n].family == 2]
        assert (len(fam1), len(fam2)) == (3, 2)


# C11 d_vest_random_deal (C8.3.1)

@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_bulletproof_vests_go_to_two_town_players(seed):
    game = Game(setup(12, {"bulletproof_vests": 2}, seed=seed))
    wearers = [p for p in game.state.players.values() if p.vest]
    assert len(wearers) == 2
    assert all(p.team is Team.TOWN for p in wearers)


def test_no_vests_by_default():
    game = Game(setup(12))
    assert not any(p.vest for p in game.state.players.values())


def test_hand_dealt_vest_replaces_the_random_deal():
    """C8.3.1 — "In scenario files [items] X = "vest" replaces the random deal"."""
    game = Game(setup(12, {"bulletproof_vests": 2}, {"Ann": "mafia", "Bob": "mafia"},
                      items={"Hal": "vest"}))
    assert [n for n, p in game.state.players.items() if p.vest] == ["Hal"]


def test_a_classic_game_has_no_notebook() -> None:
    """The notebook is the Death Note's (its preset makes it): a classic state has none,
    while the views keep their notebook parts, empty (the view contract, the desktop)."""
    from engine.commands import Advance
    from engine.views import god_view, view_for

    game = Game(setup(8, {"stall_days": 1}))
    assert game.state.notebook is None and game.state.boss is None
    while not game.over:
        game.apply(Advance(game.next_phase_boundary()))
    assert game.state.notebook is None
    god = god_view(game)
    assert god["notebook"] == {"owner": None, "holder": None, "loan": None, "eyes": [],
                               "destroyed": True, "awaiting_heir": False, "entries": []}
    assert god["boss"] is None and god["write_duty_due"] is None
    assert god["story"]["notebook"] == {"owners": [], "eyes": [], "writers": [],
                                        "destroyed": True, "entries": [], "path": []}
    assert all(view_for(game, n)["notebook"] is None for n in game.state.players)
