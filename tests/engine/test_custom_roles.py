"""A host's own roles (issue 30, step 3; engine.rolebook): dealt, played and checked.

The scenario files under tests/scenarios/custom/ play them (a role file loaded with
``roles_file``, a role written inline); here: the setup record's round trip, the random
deal's counts and the checks with their SETUP codes."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from engine.errors import SetupError
from engine.game import Game, GameSetup
from engine.options import Preset, options_for
from engine.randomplay import play_random_game
from engine.replay import replay, state_hash
from engine.role_files import load_file, load_text
from engine.rolebook import check_custom, load_custom_roles, rolebook
from engine.scenario import Malformed, load_scenario, parse_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[1] / "scenarios" / "custom"
SCENARIOS = sorted(ROOT.glob("*.toml"))
VIGILANTE = ROOT / "roles" / "vigilante.toml"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")

GODFATHER = """
word = "godfather"
preset = "classic"
team = "mafia"
check_reads = "not_mafia"
name = { en = "Godfather", ru = "Крёстный отец" }
card = { en = "Checks read you as town.", ru = "Проверки видят вас мирным." }
[[deal]]
word = "godfather"
family = 1
[[action]]
ability = "shoot"
by = "family"
"""


def _role(text: str) -> str:
    return ("preset = \"classic\"\nteam = \"town\"\n"
            "name = { en = \"X\", ru = \"Х\" }\ncard = { en = \"X\", ru = \"Х\" }\n" + text)


def _custom() -> tuple:
    return (*load_file(VIGILANTE), *load_text(GODFATHER, "godfather.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_the_custom_role_scenarios_pass(path: Path) -> None:
    outcome = run_scenario(load_scenario(str(path)), io.StringIO())
    assert outcome.passed, outcome


def test_a_random_deal_deals_the_hosts_roles_as_counted() -> None:
    for seed in range(20):
        setup = GameSetup(Preset.CLASSIC, NAMES, seed, {"mafia_count": 3},
                          custom_roles=_custom(), role_counts={"vigilante": 1})
        game = Game(setup)
        roles = [str(p.role) for p in game.state.players.values()]
        assert roles.count("vigilante") == 1 and roles.count("godfather") == 1
        assert sum(1 for p in game.state.players.values() if p.family) == 3
        godfather = next(p for p in game.state.players.values() if p.role == "godfather")
        assert godfather.family == 1 and godfather.team.value == "mafia"
    zero = GameSetup(Preset.CLASSIC, NAMES, 1, {}, custom_roles=_custom(),
                     role_counts={"vigilante": 0})
    assert "vigilante" not in [str(p.role) for p in Game(zero).state.players.values()]


def test_more_seats_than_players_is_refused() -> None:
    many = load_text(_role('word = "helper"\n[[deal]]\nword = "helper"\nunique = false\n'))
    setup = GameSetup(Preset.CLASSIC, NAMES, 1, {}, custom_roles=tuple(many),
                      role_counts={"helper": 11})
    with pytest.raises(SetupError) as error:
        Game(setup)
    assert error.value.code == "too_many_seats"


def test_the_setup_record_carries_the_whole_roles_and_replays_without_the_file(
        tmp_path: Path) -> None:
    file = tmp_path / "vigilante.toml"
    file.write_text(VIGILANTE.read_text(encoding="utf-8"), encoding="utf-8")
    custom = (*load_custom_roles(file, "classic"), *load_text(GODFATHER, "g.toml"))
    setup = GameSetup(Preset.CLASSIC, NAMES, 5, {"extra_roles": ["doctor", "commissar"]},
                      custom_roles=custom, role_counts={"vigilante": 1})
    game, _ = play_random_game(setup, random.Random(5))
    text = json.dumps(setup.to_plain())
    file.unlink()
    again = GameSetup.from_plain(json.loads(text))
    assert again == setup and again.custom_roles == custom
    assert state_hash(replay(again, list(game.log))) == state_hash(game)


def test_the_glossary_shows_the_hosts_roles() -> None:
    setup = GameSetup(Preset.CLASSIC, NAMES, 1, {}, custom_roles=_custom())
    rows = {row["word"]: row for row in Game(setup).preset.glossary(Game(setup))}
    assert rows["vigilante"]["custom"] is True
    assert rows["vigilante"]["name"] == {"en": "Vigilante", "ru": "Линчеватель"}
    assert rows["godfather"]["team"] == "mafia" and rows["godfather"]["family"] == 1
    assert "custom" not in rows["civilian"]


def test_bots_finish_games_with_the_hosts_roles() -> None:
    for seed in range(8):
        setup = GameSetup(Preset.CLASSIC, NAMES, seed, {"extra_roles": ["doctor"]},
                          custom_roles=_custom())
        game, _ = play_random_game(setup, random.Random(seed))
        assert game.over


@pytest.mark.parametrize(("text", "code"), [
    (_role('word = "x1"\n[[action]]\nability = "fly"\n'), "role_unknown_ability"),
    (_role('word = "doctor"\n'), "role_builtin_word"),
    (_role('word = "x2"\n[[deal]]\nword = "don"\n'), "role_builtin_word"),
    (_role('word = "x3"\n[[action]]\nability = "save"\n[night]\nstep = "a"\n'
           'after = ["b"]\n'), "role_unknown_step"),
])
def test_a_bad_role_is_refused_with_its_code(text: str, code: str) -> None:
    with pytest.raises(SetupError) as error:
        check_custom("classic", load_text(text, "bad.toml"))
    assert error.value.code == code
    assert "bad.toml" in str(error.value)


def test_a_cycle_in_the_night_order_is_refused() -> None:
    a = load_text(_role('word = "a"\n[[action]]\nability = "save"\n[night]\nstep = "a"\n'
                        'after = ["b"]\n'), "a.toml")
    b = load_text(_role('word = "b"\n[[action]]\nability = "check"\n[night]\nstep = "b"\n'
                        'after = ["a"]\n'), "b.toml")
    with pytest.raises(SetupError) as error:
        check_custom("classic", (*a, *b))
    assert error.value.code == "role_night_cycle"


def test_a_role_that_can_never_act_at_the_table_is_refused() -> None:
    spec = load_text(_role('word = "striker"\n[[action]]\nability = "don_strike"\n'
                           'requires = "don_strike"\n'), "striker.toml", None)
    check_custom("classic", spec)  # the file is fine
    with pytest.raises(SetupError) as error:
        check_custom("classic", spec, options_for(Preset.CLASSIC, {"don_strike": False}))
    assert error.value.code == "role_never_acts_here"
    check_custom("classic", spec, options_for(Preset.CLASSIC, {"don_strike": True}))


def test_a_role_of_the_other_rules_is_refused() -> None:
    with pytest.raises(SetupError) as error:
        check_custom("deathnote", load_file(VIGILANTE))
    assert error.value.code == "role_other_preset"


def test_a_scenario_names_a_missing_role_file() -> None:
    data = {"preset": "classic", "players": list(NAMES), "roles_file": "nope.toml"}
    with pytest.raises(Malformed, match="nope.toml"):
        parse_scenario(str(ROOT / "x.toml"), data)


def test_the_book_of_a_preset_alone_is_its_built_in_roles() -> None:
    book = rolebook("classic")
    assert book.custom == () and book.custom_words == ()
    assert set(rolebook("classic", _custom()).custom_words) == {"godfather", "vigilante"}
    assert rolebook("classic", _custom()) is rolebook("classic", _custom())


def test_a_death_note_role_of_the_hosts_may_not_act() -> None:
    text = VIGILANTE.read_text(encoding="utf-8").replace('preset = "classic"',
                                                          'preset = "deathnote"')
    spec = tuple(load_text(text, "dn.toml"))
    with pytest.raises(SetupError) as error:
        Game(GameSetup(Preset.DEATHNOTE, NAMES, 1, {}, custom_roles=spec))
    assert error.value.code == "role_night_is_code"
    quiet = tuple(load_text(text.split("[[action]]")[0], "dn.toml"))  # no actions: dealt
    game = Game(GameSetup(Preset.DEATHNOTE, NAMES, 1, {}, custom_roles=quiet))
    assert [str(p.role) for p in game.state.players.values()].count("vigilante") == 1


def test_views_of_games_with_the_hosts_roles_never_leak() -> None:
    from dataclasses import replace

    from engine.randomplay import random_setup
    from engine.views import god_view
    from tests.engine.test_classic_leaks import ClassicViewWatcher

    checked = 0
    for seed in range(4):
        rng = random.Random(90_000 + seed)
        setup = replace(random_setup(rng, players=12, random_options=True,
                                     preset=Preset.CLASSIC), custom_roles=_custom())
        try:
            Game(setup)
        except SetupError:  # the drawn deal has no seat to spare: deal the rules' own
            setup = replace(setup, role_counts={"vigilante": 0, "godfather": 0})
        watcher = ClassicViewWatcher(random.Random(seed))
        game, _ = play_random_game(setup, rng, illegal_rate=0.2, observer=watcher)
        assert "seed" not in json.dumps(god_view(game))
        checked += watcher.checked
    assert checked > 30


def test_a_hosts_shooter_kills_with_a_shot_whatever_his_word() -> None:
    from engine.abilities.resolve import shot_cause
    from engine.roles import Role
    from engine.state import DeathCause

    assert shot_cause(Role("executioner")) is DeathCause.EXECUTIONER
    assert shot_cause(Role("maniac")) is DeathCause.MANIAC
    assert shot_cause("vigilante") is DeathCause.SHOT
    assert shot_cause("removed") is DeathCause.SHOT  # a word that is also a cause's


def test_the_next_deal_keeps_the_hosts_roles_and_a_strike_may_guess_them() -> None:
    from engine.legality import legal_actions
    from engine.next_deal import next_setup

    setup = GameSetup(Preset.CLASSIC, NAMES, 3, {"lawyer_strike": True,
                                                 "first_phase": "night"},
                      custom_roles=_custom(), role_counts={"vigilante": 1})
    game = Game(setup)
    again = next_setup(setup, 4, last={p.name: str(p.role)
                                       for p in game.state.players.values()})
    assert again.custom_roles == setup.custom_roles and again.role_counts == setup.role_counts
    assert "vigilante" in [str(p.role) for p in Game(again).state.players.values()]
    assert "vigilante" in game.roles.strike_words  # its file: strike_guess = true
    assert game.state.phase.value == "night"
    mafioso = next(p.name for p in game.state.players.values() if p.family)
    rows = {r["action"]: r for r in legal_actions(game, mafioso)}
    assert "vigilante" in rows["strike"]["roles"]


def test_a_role_edited_between_two_games_is_shown_as_edited() -> None:
    from engine.views import public_view

    first = tuple(load_file(VIGILANTE))
    edited = tuple(load_text(VIGILANTE.read_text(encoding="utf-8").replace(
        'en = "Vigilante"', 'en = "Avenger"'), "vigilante.toml"))
    rows = []
    for custom in (first, edited):
        game = Game(GameSetup(Preset.CLASSIC, NAMES, 1, {}, custom_roles=custom))
        rows.append(next(r for r in public_view(game)["glossary"] if r["word"] == "vigilante"))
    assert [r["name"]["en"] for r in rows] == ["Vigilante", "Avenger"]
