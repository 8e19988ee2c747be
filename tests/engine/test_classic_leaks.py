"""Leak test for the classic preset: in random classic games with random roles and
scenarios, at every phase change and a sample of other commands, the public view and every
seat's view (dead mafiosi who may still recruit included) hold nothing their receiver may
not know: no living player's role, no other family's members, no vests, blocks, saves or
strikes of others, nothing of the night but one's own reports."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.commands import Action
from engine.game import Game
from engine.messages import MAFIA_CHANNEL
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.replay import state_hash
from engine.views import god_view, public_view, view_for
from tests import sweep
from tests.engine.leakcheck import (
    FORBIDDEN_KEYS,
    check_graveyard,
    check_public,
    forbidden_path,
    stamp_of,
)

GAMES = sweep.size(16, 200)  # tests/sweep.py
# private codes allowed to name another player (what each names is his own knowledge)
NAMING_CODES = {"check_result", "witness_report", "witness_nobody", "witness_mafia",
                "witness_mafia_and", "recruit_offer",
                "family_card", "don_now", "killer_now", "joined_family", "reserve_seated",
                "you_were_replaced", "family_reserve", "advance_vote", "prevote_dropped",
                "night_act_lost",  # the target he chose himself
                # the field abilities' reports: of his own target (his visitors, whom he
                # went to), of the visitors a veteran shot
                "visitors_report", "visitors_nobody", "visitors_mafia", "visitors_mafia_and",
                "track_report", "track_nobody", "alert_report"}
FAMILY_CODES = {"family_card", "don_now", "killer_now", "family_reserve"}
CLASSIC_FORBIDDEN = FORBIDDEN_KEYS | {"orders", "vests", "families", "mafia2_channel",
                                      "composition_of"}


def check_classic_seat(game: Game, name: str, view: dict[str, Any]) -> None:
    s = game.state
    me = s.players[name]
    check_public(game, {k: v for k, v in view.items()
                        if k not in {"me", "messages", "results", "notebook", "known_roles",
                                     "mafia", "actions", "classic"}}, walk=False)
    hit = forbidden_path({k: v for k, v in view.items() if k not in ("story", "graveyard")},
                         CLASSIC_FORBIDDEN)
    assert hit is None, f"{name}'s view has {hit}"
    check_graveyard(game, name, view)
    assert view["me"]["name"] == name and view["me"]["family"] == me.family
    # roles known: his own family's members only
    for other in view["known_roles"]:
        assert me.family and s.players[other].family == me.family, (
            f"{name} (family {me.family}) knows {other}'s role")
    seat = view["classic"]
    assert seat["vest"] == me.vest
    if "family" in seat:
        assert me.family and me.replaced_by is None  # a replaced player reads no more
        members = set(seat["family"]["members"])
        assert all(s.players[m].family == me.family for m in members), members
        for event in seat["family"]["channel"]:
            assert event["code"] in MAFIA_CHANNEL
        assert view["mafia"] is seat["family"]
    else:
        assert (not me.family or me.replaced_by) and "mafia" not in view
    offer = seat["offer_from"]
    if offer is not None:
        assert any(f.offer == (name, offer) for f in s.classic.families.values())
    if view["results"]:  # a checker's (the commissar's, a host's role's)
        assert Action.CHECK in game.roles.own_actions(me.role)
    names = set(s.players) - {name}
    for message in view["messages"]:
        if message["code"] in NAMING_CODES:
            continue
        values = {v for v in message["params"].values() if isinstance(v, str)}
        values |= {n for v in message["params"].values() if isinstance(v, list) for n in v
                   if isinstance(n, str)}
        assert not values & names, f"{name} was told {message}"
    for row in view["actions"]:
        assert set(row) <= {"action", "legal", "reason", "targets", "roles", "irreversible",
                            "place", "group"}
        assert (row["place"], row["group"]) == stamp_of(row["action"])
        if row["action"] in ("accept", "decline"):
            assert offer is not None
        if row["action"] == "don_strike":
            assert s.classic.families[me.family].don == name
    if not me.alive:
        assert all(row["action"] == "recruit" for row in view["actions"])


class ClassicViewWatcher:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.checked = 0

    def __call__(self, game: Game, command, accepted: bool, actor_alive: bool) -> None:
        if not accepted or (type(command).__name__ != "Advance" and self.rng.random() > 0.08):
            return
        hashed = self.rng.random() < 0.25
        before = state_hash(game) if hashed else None
        public = public_view(game)
        check_public(game, public)
        hit = forbidden_path(public, CLASSIC_FORBIDDEN)
        assert hit is None, f"public view has {hit}"
        for name in game.state.players:
            view = view_for(game, name)
            json.dumps(view)  # plain data only
            check_classic_seat(game, name, view)
            self.checked += 1
        if hashed:
            assert state_hash(game) == before, "building views changed the game"


@pytest.mark.parametrize("batch", range(4))
def test_classic_views_never_leak(batch: int) -> None:
    checked = said = 0
    for n in range(batch * GAMES // 4, (batch + 1) * GAMES // 4):
        seed = sweep.seed(n)
        with sweep.named(seed):
            rng = random.Random(80_000 + seed)
            setup = random_setup(rng, random_options=True, preset=Preset.CLASSIC)
            watcher = ClassicViewWatcher(random.Random(seed))
            game, _ = play_random_game(setup, rng, illegal_rate=0.2, observer=watcher,
                                       graveyard_rate=0.3)
            god = god_view(game)
            assert "seed" not in json.dumps(god)
            said += len(game.state.graveyard_log)
        checked += watcher.checked
    assert checked > 30 * (GAMES // 4)
    assert said > GAMES // 4  # the dead and a spectator talked in the graveyard
