"""The simulator's bot view (``engine.views``, ``bot=True``) is exactly a seat's full view
restricted to what the bots read: at every view the simulator builds over many seeded
games of both presets (several seat counts, extra roles), the full view is built beside
it and cut down by the ``BOT_*`` key lists; the two must be equal, key order included.
A bot that reads a key the bot view leaves out plays differently, which the pinned games
(tests/bots/test_simulate_same_games.py) catch.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import bots.simulate as simulate
from bots.simulate import play_game, tasks_for
from bots.simulate_roles import NO_ROLES, read_mix
from engine.views import (
    BOT_PLAYER_KEYS,
    BOT_SKIPS_CLOCK,
    BOT_SKIPS_EVENT,
    BOT_SKIPS_ME,
    BOT_SKIPS_PUBLIC,
    BOT_SKIPS_SEAT,
    public_view,
    view_for,
)

pytestmark = pytest.mark.timeout(300)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"


def restricted(full: dict[str, Any]) -> dict[str, Any]:
    """A full view cut down to what the bots read."""
    out = {k: v for k, v in full.items() if k not in BOT_SKIPS_PUBLIC | BOT_SKIPS_SEAT}
    out["players"] = [{k: row[k] for k in BOT_PLAYER_KEYS} for row in full["players"]]
    out["clock"] = {k: v for k, v in full["clock"].items() if k not in BOT_SKIPS_CLOCK}
    out["events"] = [{k: v for k, v in event.items() if k not in BOT_SKIPS_EVENT}
                     for event in full["events"]]
    if "me" in full:
        out["me"] = {k: v for k, v in full["me"].items() if k not in BOT_SKIPS_ME}
    return out


def _same(bot: dict[str, Any], full: dict[str, Any]) -> None:
    want = restricted(full)
    assert list(bot) == list(want)
    assert list(bot.get("me", {})) == list(want.get("me", {}))
    if "actions" in bot:  # a mapping word → row, made when read: every row read here
        rows = bot["actions"]
        assert isinstance(rows, Mapping) or rows == []
        assert {word: rows[word] for word in rows} == {row["action"]: row
                                                       for row in want["actions"]}
        assert len(rows) == len(want["actions"])
        bot = {**bot, "actions": want["actions"]}
    assert bot == want


@pytest.mark.parametrize(("preset", "players", "options"), [
    ("deathnote", 15, {}), ("deathnote", 8, {}), ("deathnote", 22, {}),
    ("classic", 15, {}), ("classic", 10, {}),
    ("classic", 15, {"extra_roles": "doctor,commissar,maniac"}),
    ("classic", 12, "the host's roles"),
])
def test_bot_view_is_the_full_view_restricted(monkeypatch: pytest.MonkeyPatch, preset: str,
                                              players: int, options: Any) -> None:
    roles = NO_ROLES
    if options == "the host's roles":  # a bodyguard and a veteran dealt (issue 30)
        roles = read_mix([str(EXAMPLES / "bodyguard.toml"), str(EXAMPLES / "veteran.toml")],
                         ["veteran=1"], None)[1]
        options = {}
    checked = {"public": 0, "seat": 0}

    def checked_public(game: Any, bot: bool = False) -> dict[str, Any]:
        view = public_view(game, bot)
        if bot:
            _same(view, public_view(game))
            checked["public"] += 1
        return view

    def checked_seat(game: Any, name: str, public: Any = None,
                     bot: bool = False) -> dict[str, Any]:
        view = view_for(game, name, public, bot)
        if bot:
            _same(view, view_for(game, name))
            checked["seat"] += 1
        return view

    monkeypatch.setattr(simulate, "public_view", checked_public)
    monkeypatch.setattr(simulate, "view_for", checked_seat)
    for task in tasks_for(preset, players, 8, 7, "normal", options, roles):
        play_game(task)
    assert checked["public"] > 100 and checked["seat"] > 500


def test_views_for_clients_keep_every_key() -> None:
    """The full view (what clients get) still carries what the bot view leaves out: each
    key some preset's full view carries (the game is over: the story and winners too; a
    classic mafioso's seat: his family, card and classic block)."""
    public: set[str] = set()
    me: set[str] = set()
    seat_keys: set[str] = set()
    for preset in ("deathnote", "classic"):
        task = tasks_for(preset, 15, 1, 3, "normal", {})[0]
        game, _ = simulate.play_table(task)
        full = public_view(game)
        public |= set(full)
        assert set(full["players"][0]) > set(BOT_PLAYER_KEYS)
        assert set(full["clock"]) >= BOT_SKIPS_CLOCK
        assert all(set(event) >= BOT_SKIPS_EVENT for event in full["events"])
        for name in game.state.players:
            seat = view_for(game, name)
            me |= set(seat["me"])
            seat_keys |= set(seat)
    assert public >= BOT_SKIPS_PUBLIC
    assert me >= BOT_SKIPS_ME
    assert seat_keys >= BOT_SKIPS_SEAT
