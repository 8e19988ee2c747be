"""The field-standard abilities a role file composes (docs/roles.md): the example role
files load and round-trip through the log's plain form, the format's new words (a watch's
``sees``, a step's ``before``, an untargeted ``alert`` / ``reveal``, a block that protects
nobody) are read and checked, and the abilities' rules that the scenario files
(tests/scenarios/classic/r_*.toml) do not pin: a guard takes one harm only, a dead guard
none, the mayor's double vote, the survivor's win in a draw, the legal rows of the
untargeted actions.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.abilities.protect import NightState, Shield, attempt
from engine.commands import Act, Action, Advance
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.legality import legal_actions
from engine.night_history import KillFailure
from engine.options import Preset
from engine.role_files import RoleFileError, load_file, load_text, night_order
from engine.role_plain import spec_to_plain, specs_from_plain
from engine.role_spec import PROTECTS, Harm, Sight
from engine.rolebook import rolebook
from engine.state import DeathCause

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
FILES = sorted(EXAMPLES.glob("*.toml"))
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
FIELD_ROLES = {"bodyguard", "roleblocker", "tracker", "watcher", "vigilante", "godfather",
               "framer", "jester", "mayor", "survivor", "veteran",
               # written by a newcomer from docs/roles.md alone (tests/scenarios/custom/)
               "nurse", "consort", "lookout", "serial_killer", "miller", "mafia_doctor"}


def _specs(*words: str):
    return tuple(s for f in FILES for s in load_file(f) if s.word in words)


def _game(deal: dict[str, str], *words: str, **options: object) -> Game:
    return Game(GameSetup(Preset.CLASSIC, NAMES, 1,
                          {"stall_days": 0, "autokill_inactive": False, **options}, deal,
                          custom_roles=_specs(*words)))


def test_every_field_standard_character_has_an_example_file() -> None:
    words = {s.word for f in FILES for s in load_file(f)}
    assert words == FIELD_ROLES


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_example_round_trips_through_the_log(path: Path) -> None:
    """The log's setup record carries the whole definition: read back, the same role."""
    specs = tuple(load_file(path))
    assert specs_from_plain([spec_to_plain(s) for s in specs]) == specs


def test_the_examples_fit_the_classic_night() -> None:
    """All of them at one table: no cycle, and the declared steps where the files say."""
    book = rolebook("classic", _specs(*FIELD_ROLES))
    order = book.night_order
    assert order.index("bodyguard") < order.index("doctor")
    assert order.index("framer") < order.index("commissar")
    assert order.index("roleblocker") < order.index("veteran") < order.index("executioner")
    assert order.index("doctor") < order.index("vigilante") < order.index("maniac")
    assert order.index("peacemaker") < order.index("consort") < order.index("executioner")
    assert order.index("doctor") < order.index("nurse") < order.index("maniac")
    assert order.index("doctor") < order.index("mafia_doctor") < order.index("maniac")
    assert order.index("doctor") < order.index("serial_killer") < order.index("mafia")
    assert order.index("maniac") < order.index("lookout")


def test_the_new_words_of_the_format() -> None:
    (watcher,) = _specs("watcher")
    assert watcher.actions[0].sees is Sight.VISITORS
    (blocker,) = _specs("roleblocker")
    assert blocker.actions[0].protects_from == frozenset()  # a block that protects nobody
    (veteran,) = _specs("veteran")
    assert veteran.actions[0].targets == 0 and veteran.actions[0].uses == 2
    assert veteran.actions[0].protects_from == PROTECTS[Action.ALERT]


@pytest.mark.parametrize("action, bad", [
    ('ability = "save"\nsees = "visitors"', "action[0].sees"),  # only a watch sees
    ('ability = "watch"\nsees = "everything"', "action[0].sees"),
    ('ability = "alert"\ntargets = 1', "action[0].targets"),  # an alert names nobody
])
def test_the_new_words_are_checked(action: str, bad: str) -> None:
    text = ('word = "x"\npreset = "classic"\nteam = "town"\nname = {en = "X", ru = "X"}\n'
            f'card = {{en = "X", ru = "X"}}\n[[action]]\n{action}\n')
    with pytest.raises(RoleFileError) as caught:
        load_text(text)
    assert caught.value.params["field"] == bad


def test_a_step_before_another_comes_before_it() -> None:
    rows = [('a', ''), ('b', 'after = ["a"]'), ('c', 'after = ["a"]\nbefore = ["b"]')]
    text = "".join(
        f'[[role]]\nword = "{w}"\npreset = "classic"\nteam = "town"\norder = {i}\n'
        f'name = {{en = "X", ru = "X"}}\ncard = {{en = "X", ru = "X"}}\n'
        f'action = [{{ability = "check"}}]\nnight = {{step = "{w}"{", " if extra else ""}'
        f'{extra.replace(chr(10), ", ")}}}\n' for i, (w, extra) in enumerate(rows))
    assert night_order(load_text(text)) == ["a", "c", "b"]
    with pytest.raises(RoleFileError):  # before a step nobody declares
        night_order(load_text(text.replace('before = ["b"]', 'before = ["z"]')))


def _night(game: Game) -> None:
    game.apply(Advance(game.next_phase_boundary()))


def test_a_guard_takes_one_harm_and_a_dead_guard_none() -> None:
    game = _game({"Ann": "mafia", "Bob": "bodyguard"}, "bodyguard")
    night = NightState()
    night.shields.append(Shield(Action.GUARD, "Bob", "Dan", PROTECTS[Action.GUARD]))
    assert attempt(game, night, "Dan", Harm.SHOT) is KillFailure.PROTECTED
    assert night.stand_ins == [("Bob", DeathCause.SHOT)]
    assert attempt(game, night, "Dan", Harm.FAMILY_KILL) is None  # his shield is spent
    night = NightState()
    night.shields.append(Shield(Action.GUARD, "Bob", "Dan", PROTECTS[Action.GUARD]))
    game.state.players["Bob"].alive = False
    assert attempt(game, night, "Dan", Harm.FAMILY_KILL) is None


def test_the_mayor_reveals_once_by_day_and_his_vote_counts_twice() -> None:
    game = _game({"Ann": "mafia", "Bob": "mayor"}, "mayor",
                 skip_vote_counts_against_self=False, tie_rule="nobody")
    rows = {r["action"]: r for r in legal_actions(game, "Bob")}
    assert rows["reveal"]["legal"] and "targets" not in rows["reveal"]
    assert "reveal" not in {r["action"] for r in legal_actions(game, "Cid")}
    game.apply(Act("Bob", Action.REVEAL))
    with pytest.raises(Refusal) as caught:
        game.apply(Act("Bob", Action.REVEAL))
    assert caught.value.code == "already_revealed"
    _night(game)  # the vote opens
    game.apply(Act("Bob", Action.VOTE, target="Cid"))
    game.apply(Act("Dan", Action.VOTE, target="Eve"))
    _night(game)  # the vote closes
    assert not game.state.players["Cid"].alive and game.state.players["Eve"].alive
    record = game.state.vote_records[-1]
    assert record.counts["Cid"] == 2 and record.counts["Eve"] == 1


def test_the_veteran_alerts_without_a_target_and_runs_out_of_alerts() -> None:
    game = _game({"Ann": "mafia", "Bob": "veteran"}, "veteran", first_phase="night")
    for night in range(3):
        rows = {r["action"]: r for r in legal_actions(game, "Bob")}
        if night < 2:
            assert rows["alert"]["legal"] and "targets" not in rows["alert"]
            game.apply(Act("Bob", Action.ALERT))
        else:
            assert rows["alert"]["reason"]["code"] == "no_alerts_left"
        _night(game)  # the morning
        _night(game)  # the vote
        _night(game)  # nightfall
        if game.over:
            break


def test_a_survivor_alive_wins_even_a_draw_and_a_jester_killed_at_night_does_not() -> None:
    game = _game({"Ann": "mafia", "Bob": "survivor", "Cid": "jester"}, "survivor", "jester",
                 stall_days=1, first_phase="night")
    game.state.players["Cid"].alive = False  # not executed: no win
    _night(game)  # a quiet night: the stalemate
    assert game.state.winner == "nobody"
    assert game.winners() == ["Bob"]
    assert any(e.code == "own_wins" and e.params["names"] == ["Bob"]
               for e in game.state.public_log)


def test_views_of_random_games_with_the_example_roles_never_leak() -> None:
    """Random (partly illegal) play with a mix of the example roles: every seat's view
    tells it only what it may know (tests/engine/leakcheck.py), every log replays."""
    import json
    import random
    from dataclasses import replace

    from engine.errors import SetupError
    from engine.randomplay import play_random_game, random_setup
    from engine.replay import replay, state_hash
    from engine.views import god_view
    from tests.engine.test_classic_leaks import ClassicViewWatcher

    every = sorted(FIELD_ROLES)
    checked = 0
    for seed in range(6):
        rng = random.Random(91_000 + seed)
        setup = random_setup(rng, players=12, random_options=True, preset=Preset.CLASSIC)
        for size in (4, 3, 2, 1):
            custom = _specs(*rng.sample(every, size))
            try:
                Game(replace(setup, custom_roles=custom))
            except SetupError:  # no seat to spare for that many: fewer
                continue
            setup = replace(setup, custom_roles=custom)
            break
        watcher = ClassicViewWatcher(random.Random(seed))
        game, _ = play_random_game(setup, rng, illegal_rate=0.2, observer=watcher)
        assert "seed" not in json.dumps(god_view(game))
        assert state_hash(replay(setup, list(game.log))) == state_hash(game)
        checked += watcher.checked
    assert checked > 30
