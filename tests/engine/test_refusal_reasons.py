"""A refusal names its real reason (issue 16, item 3): in random games of both presets,
every vote of every living seat at every living target is checked (the plan is never
committed) and its refusal must be the one the state calls for — "nobody is up for the
vote" with an empty list, "no more changes" once the day's changes are used, "already
voted" for the same name again — never "X is not a candidate" when X is not the reason."""

from __future__ import annotations

import random

from engine.commands import Act, Action
from engine.errors import Refusal
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.state import Phase
from engine.voting import _vote_pool
from tests import sweep

GAMES = sweep.size(30, 200)
VOTING = (Phase.DAY, Phase.VOTE)


def _expected(game: Game, voter: str, target: str) -> str | None:
    """The reason a vote must be refused for, past the phase and knock-out gates."""
    me = game.state.players[voter]
    pool = _vote_pool(game)
    if not pool:
        return "no_candidates"
    if me.vote == target:
        return "already_voted"
    allowed = game.options.vote_changes
    voted = me.vote is not None or me.abstained
    if voted and allowed is not None and me.vote_changes >= allowed:
        return "no_more_changes"
    if target not in pool:
        return "not_candidate"
    return None


def _check_votes(game: Game, counts: dict[str, int]) -> None:
    if game.over or game.state.phase not in VOTING:
        return
    check = game.actions[Action.VOTE]
    living = game.state.living_names()
    for voter in living:
        if game.preset.knocked_out(game, game.state.players[voter]):
            continue
        for target in living:
            want = _expected(game, voter, target)
            try:
                check(game, game.state.players[voter], Act(voter, Action.VOTE, target=target))
            except Refusal as refusal:
                got = refusal.code
            else:
                got = None
            assert got == want, (f"{voter} → {target} ({game.state.phase.value}): refused "
                                 f"as {got}, the reason is {want}")
            counts[str(got)] = counts.get(str(got), 0) + 1


def test_every_vote_refusal_names_its_real_reason() -> None:
    counts: dict[str, int] = {}
    presets: set[Preset] = set()
    for n in range(GAMES):
        rng = random.Random(77_000 + sweep.seed(n))
        preset = Preset.CLASSIC if n % 2 else Preset.DEATHNOTE
        setup = random_setup(rng, random_options=rng.random() < 0.7, preset=preset)
        presets.add(preset)

        def watch(game, command, accepted, alive) -> None:
            if accepted:
                _check_votes(game, counts)

        play_random_game(setup, rng, illegal_rate=0.2, observer=watch)
    # every reason was met, in both presets
    assert {"no_candidates", "already_voted", "no_more_changes", "not_candidate",
            "None"} <= set(counts), counts
    assert presets == {Preset.DEATHNOTE, Preset.CLASSIC}
