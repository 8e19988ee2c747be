"""The moderator's history of past nights (issue 33, engine.night_history): a classic
table's failed kill says why in the god view only (the newspaper never does), an act that
could not resolve is recorded, and a dead actor is told privately."""

from __future__ import annotations

from engine.clock import parse_time
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.views import god_view, public_view, view_for

PLAYERS = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")


def classic_game(**options) -> Game:
    return Game(GameSetup(Preset.CLASSIC, PLAYERS, 33,
                          {"autokill_inactive": False, "extra_roles": ["don", "doctor",
                                                                       "executioner"],
                           **options},
                          deal={"Ann": "don", "Bob": "mafia", "Cid": "doctor",
                                "Dan": "executioner"}))


def outcome(game: Game, night: int) -> list[tuple[str, dict]]:
    return [(n["code"], n["params"]) for n in god_view(game)["night_history"][night]["outcome"]]


def test_a_failed_kill_says_why_to_the_host_and_to_nobody_else() -> None:
    game = classic_game()
    game.apply(Advance(parse_time("d1 21:30")))
    game.apply(Act("Bob", Action.SHOOT, target="Fay"))
    game.apply(Act("Ann", Action.SHOOT, target="Eve"))
    game.apply(Advance(parse_time("d2 10:00")))
    assert ("kill_failed", {"family": 1, "target": None, "why": "disagreement"}) in outcome(
        game, 0)
    game.apply(Advance(parse_time("d2 21:30")))
    for mafioso in ("Ann", "Bob"):
        game.apply(Act(mafioso, Action.SHOOT, target="Eve"))
    game.apply(Act("Cid", Action.SAVE, target="Eve"))
    game.apply(Advance(parse_time("d3 10:00")))
    lines = outcome(game, 1)
    assert ("saved", {"by": "Cid", "target": "Eve"}) in lines
    assert ("kill_failed", {"family": 1, "target": "Eve", "why": "saved"}) in lines
    for view in [public_view(game), *(view_for(game, n) for n in PLAYERS)]:
        assert "disagreement" not in str(view) and "night_history" not in view


def test_an_actor_killed_before_his_act_is_told_and_the_host_sees_it_lost() -> None:
    """The executioner (step 2) shoots the doctor, whose save (step 3) is lost."""
    game = classic_game()
    game.apply(Advance(parse_time("d1 21:30")))
    game.apply(Act("Dan", Action.SHOOT, target="Cid"))
    game.apply(Act("Cid", Action.SAVE, target="Eve"))
    game.apply(Advance(parse_time("d2 10:00")))
    lines = outcome(game, 0)
    assert ("lost", {"by": "Cid", "do": "save", "target": "Eve", "why": "dead"}) in lines
    assert ("died", {"name": "Cid", "cause": "executioner"}) in lines
    told = [m["code"] for m in view_for(game, "Cid")["messages"]]
    assert "night_act_lost" in told
    assert all("night_act_lost" not in str(view_for(game, n)["messages"])
               for n in PLAYERS if n != "Cid")


def test_a_night_does_not_end_early_while_the_family_disagrees() -> None:
    """Issue 33: the bot had shot, the others slept, the human Don named another player
    last — the night ended at once and the kill failed before the bot could follow. Now
    "everybody has submitted" waits for the family to agree (or for nobody in it to shoot);
    a decider (killer, Don) settles it alone."""
    game = classic_game()
    game.apply(Advance(parse_time("d1 21:30")))
    game.apply(Act("Bob", Action.SHOOT, target="Fay"))
    for name in PLAYERS[2:]:
        game.apply(Act(name, Action.SLEEP))
    game.apply(Act("Ann", Action.SHOOT, target="Eve"))
    assert not game.everyone_submitted()  # all in, but the family disagrees
    game.apply(Act("Bob", Action.SHOOT, target="Eve"))
    assert game.everyone_submitted()
    quiet = classic_game()
    quiet.apply(Advance(parse_time("d1 21:30")))
    for name in PLAYERS:
        quiet.apply(Act(name, Action.SLEEP))
    assert quiet.everyone_submitted()  # nobody in the family shot: nothing to wait for
    decides = classic_game(mafia_kill="don")
    decides.apply(Advance(parse_time("d1 21:30")))
    decides.apply(Act("Bob", Action.SHOOT, target="Fay"))
    for name in PLAYERS[2:]:
        decides.apply(Act(name, Action.SLEEP))
    decides.apply(Act("Ann", Action.SHOOT, target="Eve"))
    assert decides.everyone_submitted()  # the Don's shot alone is the kill
