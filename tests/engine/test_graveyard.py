"""The graveyard (engine.graveyard): the room of the dead and the spectators. The dead
write and read it, a player who dies later reads its whole history, the living neither
read nor write (refused with a reason), a spectator's line is a command of its own that
replays from the log, and the public view never carries it."""

from __future__ import annotations

import pytest

from engine.commands import (
    COMMAND_RECORDS,
    Act,
    Action,
    Advance,
    Channel,
    RemovePlayer,
    SpectatorSay,
    command_from_plain,
)
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.messages import REFUSALS
from engine.options import Preset
from engine.replay import replay, state_hash
from engine.views import god_view, public_view, view_for

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


def _game(preset: Preset = Preset.DEATHNOTE) -> Game:
    return Game(GameSetup(preset, NAMES, seed=11))


def _dead_say(name: str, text: str) -> Act:
    return Act(name, Action.SAY, text=text, channel=Channel.GRAVEYARD)


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
def test_the_dead_talk_and_the_living_never_see_it(preset: Preset) -> None:
    game = _game(preset)
    game.apply(RemovePlayer("Ann"))
    game.apply(_dead_say("Ann", "it was Bob"))
    game.apply(SpectatorSay("Grandma", "hello dear"))
    dead = view_for(game, "Ann")["graveyard"]
    assert [(e["code"], e["params"]["by"]) for e in dead["channel"]] == [
        ("graveyard_chat", "Ann"), ("graveyard_spectator", "Grandma")]
    assert dead["channel_from"] == 0
    for name in NAMES[1:]:
        view = view_for(game, name)
        assert "graveyard" not in view
        assert "it was Bob" not in repr(view) and "hello dear" not in repr(view)
    assert "graveyard" not in public_view(game)
    assert "it was Bob" not in repr(public_view(game))
    assert god_view(game)["graveyard"] == dead  # a moderating host reads it
    # the game chat's own records are untouched; Ann did not "chat" for the day's duty
    assert game.state.players["Ann"].chatted_on == -1


def test_a_player_who_dies_later_reads_the_whole_history() -> None:
    game = _game()
    game.apply(RemovePlayer("Ann"))
    game.apply(_dead_say("Ann", "first"))
    game.apply(_dead_say("Ann", "second"))
    assert "graveyard" not in view_for(game, "Bob")
    game.apply(RemovePlayer("Bob"))
    texts = [e["params"]["text"] for e in view_for(game, "Bob")["graveyard"]["channel"]]
    assert texts == ["first", "second"]


def test_the_living_cannot_write_and_the_dead_write_only_there() -> None:
    game = _game()
    with pytest.raises(Refusal) as living:
        game.apply(_dead_say("Bob", "let me in"))
    assert living.value.code == "graveyard_living" and "graveyard_living" in REFUSALS
    game.apply(RemovePlayer("Ann"))
    for channel in (Channel.GAME, Channel.MAFIA):
        with pytest.raises(Refusal) as dead:
            game.apply(Act("Ann", Action.SAY, text="boo", channel=channel))
        assert dead.value.code == "dead_actor"
    with pytest.raises(Refusal) as empty:
        game.apply(_dead_say("Ann", "   "))
    assert empty.value.code == "empty_text"
    assert game.state.graveyard_log == []


def test_a_spectator_never_signs_with_a_players_name() -> None:
    game = _game()
    for name in ("Bob", "Ann", " "):
        with pytest.raises(Refusal) as refused:
            game.apply(SpectatorSay(name, "it is me"))
        assert refused.value.code == "spectator_name"
    with pytest.raises(Refusal) as typed:
        game.apply(SpectatorSay("Grandma", 7))  # type: ignore[arg-type]
    assert typed.value.code == "bad_field"
    assert game.state.graveyard_log == []


def test_the_room_replays_from_the_command_log() -> None:
    game = _game()
    for command in (RemovePlayer("Ann"), _dead_say("Ann", "boo"),
                    SpectatorSay("Grandma", "hi all")):
        game.apply(command)
    plain = [c.to_plain() for c in game.log]
    again = replay(game.setup, [command_from_plain(p) for p in plain])
    assert state_hash(again) == state_hash(game)
    assert view_for(again, "Ann")["graveyard"] == view_for(game, "Ann")["graveyard"]


def test_every_command_record_is_known_to_the_log() -> None:
    """A game log tells commands from its other records by these kinds: a spectator's line
    among them (a log once lost it, and every line after it, as "damaged")."""
    commands = (Act("Ann", Action.SAY, text="hi"), Advance(5), RemovePlayer("Ann"),
                SpectatorSay("Grandma", "hi"))
    assert {c.to_plain()["t"] for c in commands} == COMMAND_RECORDS
