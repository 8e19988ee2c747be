"""Every act has one place on a seat's screen, one rank and one finality, all in
``engine.act_places.SLOTS``; a seat's action rows carry them and come sorted by them."""

from __future__ import annotations

import random

import pytest

from engine.act_places import IRREVERSIBLE, SLOTS, Place, place_of, place_rows
from engine.commands import Action
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import god_view, view_for
from tests.engine.leakcheck import stamp_of


def test_every_action_has_a_slot() -> None:
    assert set(SLOTS) == set(Action)
    assert {slot.place for slot in SLOTS.values()} == set(Place)


def test_the_rows_of_one_place_come_together() -> None:
    places = [slot.place for slot in SLOTS.values()]
    seen: list[Place] = []
    for place in places:
        if not seen or seen[-1] is not place:
            assert place not in seen, f"{place} is split in SLOTS"
            seen.append(place)


def test_final_acts() -> None:
    assert {Action.CONCEDE, Action.STRIKE, Action.DON_STRIKE, Action.WRITE, Action.EYES,
            Action.LEND, Action.GIVE_AWAY, Action.DESTROY, Action.REVEAL} == IRREVERSIBLE
    # a vote is final only when it is the day's last change: the row says it, not the slot
    assert Action.VOTE not in IRREVERSIBLE and Action.ABSTAIN not in IRREVERSIBLE


def test_places_of_the_acts_the_clients_put_apart() -> None:
    assert place_of("say") is Place.CHAT
    assert place_of("concede") is Place.CONCESSION
    assert {a for a in Action if place_of(a.value) is Place.NOTEBOOK} == {
        Action.WRITE, Action.EYES, Action.LEND, Action.GIVE_AWAY, Action.DESTROY}
    assert {a for a in Action if place_of(a.value) is Place.VOTE} == {
        Action.VOTE, Action.ABSTAIN}
    assert {a for a in Action if place_of(a.value) is Place.NOMINATIONS} == {
        Action.NOMINATE, Action.WITHDRAW}


def test_place_rows_stamps_and_sorts() -> None:
    rows = place_rows([{"action": "say", "legal": True}, {"action": "concede", "legal": True},
                       {"action": "vote", "legal": False}, {"action": "write", "legal": True}])
    assert [r["action"] for r in rows] == ["vote", "concede", "write", "say"]
    assert [r["place"] for r in rows] == ["vote", "concession", "notebook", "chat"]
    assert [r["group"] for r in rows] == sorted(r["group"] for r in rows)


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_seat_rows_carry_their_slot_and_are_sorted(preset: Preset) -> None:
    """After every step of random games: each seat's rows carry their action's slot and
    come in SLOTS order."""
    seen: set[str] = set()

    def check(game: Game, _command: object, _applied: bool, _alive: bool) -> None:
        for name, seat in god_view(game)["seats"].items():
            rows = seat["actions"]
            assert rows == view_for(game, name)["actions"]
            groups = [row["group"] for row in rows]
            assert groups == sorted(groups)
            for row in rows:
                assert (row["place"], row["group"]) == stamp_of(row["action"])
                seen.add(row["place"])

    for seed in range(2):
        rng = random.Random(seed)
        play_random_game(random_setup(rng, random_options=True, preset=preset), rng,
                         observer=check, max_days=3)
    assert seen >= {"vote", "night", "chat"}
