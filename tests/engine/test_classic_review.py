"""Classic details a scenario file cannot express (the runner never ends a phase early):
found in a review of the classic engine against docs/rules-classic.md."""

from __future__ import annotations

import pytest

from engine.clock import parse_time
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup, SetupError
from engine.options import Preset
from engine.state import Phase
from tests.helpers.names import EIGHT as NAMES


def test_a_knocked_out_player_is_not_waited_for_in_the_vote() -> None:
    """C2.5, C7.8.2: a knocked-out player cannot vote and casts nothing, so the table may
    end the vote early (RULES.md §1) once every other living player has voted."""
    game = Game(GameSetup(Preset.CLASSIC, NAMES, 7, {"autokill_inactive": False},
                          {"Ann": "thug", "Bob": "mafia"}))
    game.apply(Advance(parse_time("d1 21:30")))
    game.apply(Act("Ann", Action.KNOCK_OUT, target="Cid"))
    game.apply(Advance(parse_time("d2 19:30")))
    assert game.state.phase is Phase.VOTE
    for name in NAMES:
        if name != "Cid":
            assert game.everyone_submitted() is False
            game.apply(Act(name, Action.VOTE, target="Dan"))
    assert game.everyone_submitted() is True


def test_a_second_don_without_two_mafias_is_refused_in_a_random_deal() -> None:
    """C10: "Setups the engine refuses: ... don2/mafia2 without two_mafias" — also when the
    role comes from the rules (extra_roles) rather than a hand deal: the public rules would
    list a second Don that is never dealt."""
    names = NAMES + ("Ivy", "Jon")
    with pytest.raises(SetupError):
        Game(GameSetup(Preset.CLASSIC, names, 1, {"extra_roles": ["don2"]}))
    game = Game(GameSetup(Preset.CLASSIC, names + ("Kim", "Lea", "Max", "Ned", "Oli"), 1,
                          {"extra_roles": ["don2"], "two_mafias": True}))
    assert game.state.classic.composition.get("don2") == 1


def test_a_replaced_mafioso_no_longer_reads_his_familys_channel() -> None:
    """C3.3: the reserve takes the seat, channel included (from then on); the removed
    player's view shows the channel no more."""
    from engine.commands import Act, Action, Channel, RemovePlayer
    from engine.views import view_for

    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
    game = Game(GameSetup(Preset.CLASSIC, names, 1, {"autokill_inactive": False},
                          {"Ann": "mafia", "Bob": "mafia"}, reserves=("Zed",)))
    game.apply(Act("Bob", Action.SAY, text="before", channel=Channel.MAFIA))
    game.apply(RemovePlayer("Ann"))
    game.apply(Act("Bob", Action.SAY, text="after", channel=Channel.MAFIA))
    assert "mafia" not in view_for(game, "Ann")
    zed = view_for(game, "Zed")["mafia"]
    assert [e["params"]["text"] for e in zed["channel"]] == ["after"]
