"""The windows read views in one typed place (desktop/view_access.py): every key the
public board and the player's window read is declared in the engine's view contract, in
the table session's TypedDicts or among the rule options (``rules``); the accessors
return the parts of real views (a finished game of both presets, a seat's and the public
view, a lobby); and docs/protocol.md names every key of the session's part."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from desktop import view_access
from engine import view_types
from engine.options import Preset, option_names
from engine.randomplay import play_random_game, random_setup
from engine.views import public_view, view_for
from netproto import view_types as session_view_types

ROOT = Path(__file__).resolve().parents[2]
WINDOW_MODULES = sorted([
    *(ROOT / "desktop" / "board").glob("*.py"),
    *(ROOT / "desktop" / "seat").glob("*.py"),
])


def _typeddicts(module: Any) -> list[type]:
    return [value for value in vars(module).values()
            if isinstance(value, type) and issubclass(value, dict)
            and hasattr(value, "__required_keys__")]


def declared_keys() -> set[str]:
    """The keys of every view TypedDict, and the rule options (a view's ``rules``)."""
    keys: set[str] = set(option_names())
    for module in (view_types, session_view_types):
        for tp in _typeddicts(module):
            keys |= set(get_type_hints(tp))
    return keys


def read_keys(path: Path) -> set[tuple[str, int]]:
    """The string keys a module reads: ``x.get("key")`` and ``name["key"]`` (loads only;
    the keys of its own dicts, written or on attributes, are not views')."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get" and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            found.add((node.args[0].value, node.lineno))
        elif (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load)
              and isinstance(node.value, ast.Name)
              and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)):
            found.add((node.slice.value, node.lineno))
    return found


def test_every_key_the_windows_read_is_declared() -> None:
    declared = declared_keys()
    unknown = [f"{path.relative_to(ROOT)}:{line}: {key!r}"
               for path in WINDOW_MODULES for key, line in sorted(read_keys(path))
               if key not in declared]
    assert not unknown, "keys read but declared in no view TypedDict:\n" + "\n".join(unknown)


def test_the_key_check_sees_a_misspelt_key(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('def f(view, p):\n    return view.get("winers"), p["nmae"]\n')
    assert {key for key, _ in read_keys(module)} == {"winers", "nmae"}
    assert not {"winers", "nmae"} & declared_keys()


def test_the_protocol_document_names_every_key_of_the_session_part() -> None:
    text = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    named = set(re.findall(r"[a-z_]+", text))
    keys = set()
    for tp in _typeddicts(session_view_types):
        keys |= set(get_type_hints(tp))
    assert keys - named == set()


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_the_accessors_read_real_views(preset: Preset) -> None:
    rng = random.Random(7)
    game, _ = play_random_game(random_setup(rng, preset=preset), rng)
    public = public_view(game)
    assert view_access.is_public(public)
    assert view_access.clock_of(public) == public["clock"]
    assert view_access.phase_of(public) == "over"
    assert view_access.phase_key(public) == ("over", public["clock"]["game_day"],
                                             bool(public["clock"]["runoff"]))
    assert view_access.players_of(public) == public["players"]
    assert view_access.events_of(public) == public["events"]
    assert view_access.winners_of(public) == public["winners"]
    assert view_access.story_of(public) == public["story"]
    assert view_access.winner_of(public) == public["winner"]
    assert view_access.me_of(public) is None
    name = public["players"][0]["name"]
    seat = view_for(game, name)
    assert not view_access.is_public(seat)
    me = view_access.me_of(seat)
    assert me is not None and me["name"] == name
    assert view_access.actions_of(seat) == seat["actions"]
    assert view_access.results_of(seat) == seat["results"]
    assert view_access.notebook_of(seat) == (seat["notebook"] or None)
    assert view_access.mafia_of(seat) == seat.get("mafia")


def test_the_accessors_of_a_lobby_and_the_session_part() -> None:
    lobby = {"kind": "lobby", "me": None, "table": {"name": "T", "seats_total": 9},
             "seats": [{"name": "Ann", "connected": True, "profile": {}}],
             "reserves": [{"name": "Zed", "connected": False, "profile": {}}]}
    assert view_access.is_public(lobby) and view_access.is_lobby(lobby)
    assert view_access.phase_key(lobby) == ("lobby",)
    assert view_access.table_of(lobby)["name"] == "T"
    assert [s["name"] for s in view_access.lobby_seats_of(lobby)] == ["Ann"]
    assert [s["name"] for s in view_access.lobby_reserves_of(lobby)] == ["Zed"]
    assert not view_access.is_public(dict(lobby, me="Ann"))
    assert view_access.me_of(dict(lobby, me="Ann")) is None  # a lobby's "me" is a name
    game = {"kind": "public", "registrations": [
        {"name": "Ann", "place": "seated", "profile": {"profession": "baker"}},
        {"name": "Zed", "place": "reserve", "profile": {}}]}
    assert view_access.waiting_reserves(game) == ["Zed"]
    assert view_access.profiles_of(game)["Ann"] == {"profession": "baker"}
    assert view_access.pace_of(game) == {} and view_access.schedule_of(game) is None
    assert view_access.clock_of(None) == {} and view_access.phase_key(None) is None


def test_the_boss_of_the_night_is_called_so_on_his_card_and_in_his_row(qtbot) -> None:
    """His role card and his own row in the players list name the same role."""
    from desktop.seat.role_card import RoleCard
    from desktop.widgets.players import PlayerTable

    view: dict[str, Any] = {
        "kind": "player", "preset": "deathnote", "clock": {"phase": "night"},
        "me": {"name": "Dan", "role": "mafia", "team": "mafia", "alive": True},
        "mafia": {"members": ["Dan", "Eve"], "boss": "Dan"},
        "players": [{"name": "Dan", "alive": True}, {"name": "Eve", "alive": True}],
        "known_roles": {"Eve": "mafia"},
    }
    assert view_access.own_role(view) == "mafia_boss"
    card, table = RoleCard(changes_left_text=str), PlayerTable()
    qtbot.addWidget(card)
    qtbot.addWidget(table)
    card.show_view(view, view["me"], False)
    table.set_view(view)
    own_row = next(r for r in range(table.rowCount()) if table.item(r, 1).text() == "Dan")
    assert card.role_title.text() == table.item(own_row, 3).text() == "Mafia boss"
    view["mafia"]["boss"] = "Eve"  # another night, another boss: a mafioso again
    card.show_view(view, view["me"], False)
    table.set_view(view)
    assert card.role_title.text() == table.item(own_row, 3).text() == "Mafioso"
