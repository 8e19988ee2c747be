"""The replay timeline: after k commands a seat sees exactly what it saw live at that
moment, never a secret it did not know then."""

from __future__ import annotations

import random

from engine.randomplay import play_random_game, random_setup
from engine.replay import Timeline, state_hash
from engine.views import view_for
from tests.engine.leakcheck import check_seat


def test_a_seat_sees_in_the_replay_what_it_saw_live() -> None:
    rng = random.Random(77)
    setup = random_setup(rng, players=9)
    live: dict[int, tuple[str, dict]] = {}
    sampler = random.Random(5)
    seats = list(setup.players)

    def record(game, command, accepted, actor_alive) -> None:
        if accepted and sampler.random() < 0.2:
            seat = sampler.choice(seats)
            live[len(game.log)] = (seat, view_for(game, seat))

    game, _ = play_random_game(setup, rng, observer=record)
    timeline = Timeline(setup, game.log)
    assert live
    for k in sorted(live):  # forward, as a viewer steps
        seat, seen = live[k]
        replayed = timeline.view_at(k, seat)
        assert replayed == seen, k
        check_seat(timeline.game_at(k), seat, replayed)
    assert state_hash(timeline.game_at(len(timeline))) == state_hash(game)
    # stepping back rebuilds; the god view exists at every moment
    first = min(live)
    assert timeline.view_at(first, live[first][0]) == live[first][1]
    assert timeline.view_at(0)["kind"] == "god"
