"""The replay's moments, read from the god view after every command: together they hold
every public event, every seat's private messages and every mafia-channel record exactly
once, in order (a long game's views carry only the latest records); the start lists the
channel's readers; a command the rules refuse stops the replay there."""

from __future__ import annotations

import random

import pytest

from desktop.replay.moments import replay_moments
from engine.commands import Act, Action
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import channel_of, event_record


@pytest.mark.parametrize(("seed", "preset"), [(3, Preset.DEATHNOTE), (4, Preset.CLASSIC),
                                              (5, Preset.CLASSIC)])
def test_the_moments_hold_every_record_once(seed, preset):
    rng = random.Random(seed)
    setup = random_setup(rng, random_options=True, preset=preset)
    game, _ = play_random_game(setup, rng)
    replayed = replay_moments(setup, list(game.log))
    assert replayed.refusal is None and replayed.commands == game.log
    moments = replayed.moments
    assert [m.k for m in moments] == list(range(len(game.log) + 1))
    assert moments[-1].phase == "over" and moments[-1].now == game.state.now
    s = game.state
    assert [e for m in moments for e in m.public] == [event_record(e) for e in s.public_log]
    for name, p in s.players.items():
        assert [e for m in moments for e in m.private.get(name, [])] == [
            event_record(e) for e in p.messages]
    if seed in (3, 5):
        assert len(s.public_log) > 100  # longer than the window a view carries
    channels = [repr(e) for m in moments for e in m.mafia]
    assert sorted(channels) == sorted(repr(event_record(e))
                                      for e in s.mafia_log + s.mafia2_log)
    fresh = Game(setup)
    assert moments[0].readers == {p.name for p in fresh.state.players.values()
                                  if channel_of(fresh, p) is not None}
    for m in moments[1:]:
        if m.mafia:
            assert m.readers  # somebody reads the channel that grew
        else:
            assert not m.readers


def test_a_refused_command_stops_the_replay():
    rng = random.Random(5)
    setup = random_setup(rng, preset=Preset.DEATHNOTE)
    game, _ = play_random_game(setup, rng)
    log = list(game.log)
    bad = Act(setup.players[0], Action.NOMINATE, target="Nobody-at-this-table")
    replayed = replay_moments(setup, [*log[:3], bad, *log[3:]])
    assert replayed.commands == log[:3] and replayed.total == len(log) + 1
    assert replayed.refusal is not None and len(replayed.moments) == 4
