"""The count of players a phase still waits for (the views' ``waiting``) and the
irreversible acts (an action row's ``irreversible``): issue 28's "whose turn it is" and
"irreversible acts ask first".

The count is public, so it must tell nothing but itself: at night a civilian's sleep and a
role's act lower it alike, and every other seat's view after one is the same as after the
other — nobody learns who holds a night role from it."""

from __future__ import annotations

from typing import Any

from engine.act_places import IRREVERSIBLE
from engine.commands import Action
from engine.state import Phase
from engine.views import public_view, view_for
from tests.engine.test_views import (
    BOSS,
    CIV_A,
    CIV_B,
    KIRA,
    MAFIOSO,
    NEAR,
    PLAYERS,
    L,
    act,
    action_row,
    advance,
    make_game,
    to_closed_window,
)


def night_game():
    game = to_closed_window(make_game())
    assert game.state.phase is Phase.NIGHT
    return game


def test_the_night_counts_every_living_player_civilians_too() -> None:
    game = night_game()
    living = len(game.state.living_names())
    assert public_view(game)["waiting"] == living
    act(game, CIV_A, Action.SLEEP)
    assert public_view(game)["waiting"] == living - 1
    act(game, L, Action.CHECK, target=CIV_B)
    assert public_view(game)["waiting"] == living - 2
    act(game, L, Action.CHECK, target=KIRA)  # a second order of the same seat: still one
    assert public_view(game)["waiting"] == living - 2
    for name in game.state.living_names():
        if name not in (CIV_A, L):
            act(game, name, Action.SLEEP)
    assert public_view(game)["waiting"] == 0
    assert game.everyone_submitted()


def _without(view: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in keys}


def test_a_night_act_and_a_civilians_sleep_look_the_same_to_everyone_else() -> None:
    """After L's check or the boss's order, the public view and a third seat's view are
    exactly those after a civilian's sleep: the count moves, nothing else says who."""
    def after(actor: str, action: Action, **fields: Any) -> tuple[dict, dict, dict]:
        game = night_game()
        before = public_view(game)
        act(game, actor, action, **fields)
        return before, public_view(game), view_for(game, NEAR)

    before, slept, near_slept = after(CIV_A, Action.SLEEP)
    assert _without(slept, "waiting") == _without(before, "waiting")
    assert slept["waiting"] == before["waiting"] - 1
    for actor, action, target in ((L, Action.CHECK, CIV_B), (BOSS, Action.SHOOT, CIV_B),
                                  (BOSS, Action.SEARCH, MAFIOSO), (KIRA, Action.SLEEP, None)):
        _, public, near = after(actor, action, **({"target": target} if target else {}))
        assert public == slept, actor
        assert near == near_slept, actor


def test_the_vote_counts_those_without_a_vote_and_the_day_counts_nobody() -> None:
    game = make_game()
    assert public_view(game)["waiting"] is None  # by day an advance vote is private
    act(game, L, Action.NOMINATE, target=CIV_A)
    act(game, KIRA, Action.VOTE, target=CIV_A)  # in advance: not counted by day either
    assert public_view(game)["waiting"] is None
    advance(game, "d1 19:30")
    assert public_view(game)["waiting"] == len(PLAYERS) - 1  # the advance vote stands
    act(game, CIV_B, Action.ABSTAIN)
    view = public_view(game)
    assert view["waiting"] == len(PLAYERS) - 2
    # the same count anybody can read off the public rows
    assert view["waiting"] == sum(1 for p in view["players"]
                                  if p["alive"] and p["vote"] is None and not p["abstained"])
    assert view_for(game, CIV_A)["waiting"] == view["waiting"]


def test_irreversible_acts_are_flagged_in_the_rows() -> None:
    game = make_game()
    rows = {r["action"]: r for r in view_for(game, KIRA)["actions"]}
    # a name written in the notebook cannot be crossed out: final too
    for word in ("destroy", "eyes", "lend", "give_away", "write"):
        assert rows[word].get("irreversible") is True, word
    for word in ("nominate", "say", "sleep", "withdraw"):
        assert "irreversible" not in rows[word], word
    assert {a.value for a in IRREVERSIBLE} >= {"concede", "strike", "don_strike"}


def test_a_vote_is_irreversible_when_it_uses_up_the_days_changes() -> None:
    game = make_game({"vote_changes": 1})
    act(game, L, Action.NOMINATE, target=CIV_A)
    act(game, NEAR, Action.NOMINATE, target=CIV_B)
    advance(game, "d1 19:30")
    assert "irreversible" not in action_row(game, KIRA, Action.VOTE)  # a change stays
    act(game, KIRA, Action.VOTE, target=CIV_A)
    assert action_row(game, KIRA, Action.VOTE)["irreversible"] is True  # the last change
    assert action_row(game, KIRA, Action.ABSTAIN)["irreversible"] is True
    none = make_game({"vote_changes": 0})
    act(none, L, Action.NOMINATE, target=CIV_A)
    advance(none, "d1 19:30")
    assert action_row(none, KIRA, Action.VOTE)["irreversible"] is True  # no editing
    unlimited = make_game({"vote_changes": "unlimited"})
    act(unlimited, L, Action.NOMINATE, target=CIV_A)
    advance(unlimited, "d1 19:30")
    act(unlimited, KIRA, Action.VOTE, target=CIV_A)
    assert "irreversible" not in action_row(unlimited, KIRA, Action.VOTE)
