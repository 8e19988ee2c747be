"""The typed view contract (engine/view_types.py) holds for every view the engine builds:
the public view and every seat's view at many moments of random games of both presets
match their TypedDicts key by key — no key missing, none unknown, each value of its
declared type — and docs/protocol.md names every key of the contract."""

from __future__ import annotations

import functools
import random
import re
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest

from engine import view_types
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import public_view, view_for
from tests import sweep

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


@functools.cache
def _hints(tp: Any) -> dict[str, Any]:
    return get_type_hints(tp)


def conforms(value: Any, tp: Any, where: str) -> None:
    """Raise AssertionError naming the path of the first value that breaks ``tp``."""
    if tp is Any:
        return
    if _is_typeddict(tp):
        assert isinstance(value, dict), f"{where}: {type(value).__name__}, not a mapping"
        hints = _hints(tp)
        missing = set(tp.__required_keys__) - set(value)
        assert not missing, f"{where}: missing {sorted(missing)}"
        unknown = set(value) - set(hints)
        assert not unknown, f"{where}: keys outside the contract {sorted(unknown)}"
        for key, item in value.items():
            conforms(item, hints[key], f"{where}.{key}")
        return
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        if value is None and type(None) in get_args(tp):  # an optional value left out
            return
        failures = []
        for option in get_args(tp):
            try:
                conforms(value, option, where)
                return
            except AssertionError as failure:
                failures.append(str(failure))
        raise AssertionError(f"{where}: {value!r} matches none of {tp} ({failures[0]})")
    if origin is Literal:
        assert value in get_args(tp), f"{where}: {value!r} not one of {get_args(tp)}"
        return
    if origin is list:
        assert isinstance(value, list), f"{where}: {type(value).__name__}, not a list"
        (item,) = get_args(tp)
        for i, element in enumerate(value):
            conforms(element, item, f"{where}[{i}]")
        return
    if origin is dict:
        assert isinstance(value, dict), f"{where}: {type(value).__name__}, not a dict"
        key_type, item = get_args(tp)
        for key, element in value.items():
            conforms(key, key_type, f"{where} key")
            conforms(element, item, f"{where}[{key!r}]")
        return
    if tp is type(None):
        assert value is None, f"{where}: {value!r} is not None"
        return
    if tp is int:
        assert isinstance(value, int) and not isinstance(value, bool), f"{where}: {value!r}"
        return
    assert isinstance(value, tp), f"{where}: {value!r} is not {tp.__name__}"


def _views(game, watch) -> None:
    public = public_view(game)
    conforms(public, view_types.PublicView, "public")
    for name in game.state.players:
        conforms(view_for(game, name, public), view_types.PlayerView, f"seat {name}")
    watch["checked"] += 1


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_every_view_of_random_games_keeps_the_contract(preset: Preset) -> None:
    watch = {"checked": 0, "seen": 0}

    def observer(game, command, accepted: bool, actor_alive: bool) -> None:
        watch["seen"] += 1
        if accepted and watch["seen"] % 15 == 0:
            _views(game, watch)

    for n in range(sweep.size(2, 30)):
        seed = sweep.seed(n)
        with sweep.named(seed):
            rng = random.Random(40_000 + seed)
            setup = random_setup(rng, random_options=True, preset=preset)
            game, _ = play_random_game(setup, rng, illegal_rate=0.2, observer=observer)
            _views(game, watch)  # and the end, with the story and the winners
    assert watch["checked"] > 20


def _keys(tp: Any, seen: set[type]) -> set[str]:
    if _is_typeddict(tp):
        if tp in seen:
            return set()
        seen.add(tp)
        hints = get_type_hints(tp)
        out = set(hints)
        for hint in hints.values():
            out |= _keys(hint, seen)
        return out
    out = set()
    for arg in typing.get_args(tp):
        out |= _keys(arg, seen)
    return out


def test_the_protocol_document_names_every_key_of_the_contract() -> None:
    text = DOC.read_text(encoding="utf-8")
    named = set(re.findall(r"[a-z_]+", text))
    keys = _keys(view_types.PlayerView, set())
    missing = sorted(k for k in keys if k not in named)
    assert not missing, f"docs/protocol.md does not name {missing}"


def test_the_checker_refuses_a_view_off_the_contract() -> None:
    from engine.game import Game, GameSetup

    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay",
                                             "Gus"), 1, {}))
    view = view_for(game, "Ann")
    conforms(view, view_types.PlayerView, "seat")
    for broken, words in (({**view, "secret": 1}, "outside the contract"),
                          ({k: v for k, v in view.items() if k != "clock"}, "missing"),
                          ({**view, "clock": {**view["clock"], "phase": "dusk"}}, "dusk"),
                          ({**view, "events_from": True}, "events_from")):
        with pytest.raises(AssertionError, match=words):
            conforms(broken, view_types.PlayerView, "seat")
