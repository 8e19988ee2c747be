"""Games set up before the amended rules (RULES.md, "Amended 2026-12-01") replay as they
were played: a setup without a rules version is version 1 and keeps that reading (the
option defaults of then, the daily duty, the heir, the newspaper's order, recruitment).

The fixture ``data/legacy_games.json`` holds 24 random games (Death Note and classic,
random options, some with the daily duty's autokill or recruitment) written by the code
of before the amendments: each setup as it was stored, its command log, its winner and its
public record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.commands import command_from_plain
from engine.game import Game, GameSetup
from engine.messages import joined
from engine.options import RULES_VERSION
from engine.replay import replay

GAMES = json.loads((Path(__file__).parent / "data" / "legacy_games.json").read_text())
# events the amendments added to every game's record (the vote as counted)
NEW_EVENTS = {"vote_counted"}


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_an_old_game_replays_as_it_was_played(index: int) -> None:
    saved = GAMES[index]
    assert "rules" not in saved["setup"]
    setup = GameSetup.from_plain(saved["setup"])
    assert setup.rules == 1
    game = replay(setup, [command_from_plain(c) for c in saved["log"]])
    assert game.state.winner == saved["winner"]
    # events carry lists of names now where they carried "Ann, Bob": the same words
    public = [[e.code, {k: joined(v) if k == "names" else v for k, v in e.params.items()},
               e.at]
              for e in game.state.public_log if e.code not in NEW_EVENTS]
    assert json.loads(json.dumps(public)) == saved["public"]


def test_a_new_setup_records_its_rules_version() -> None:
    setup = GameSetup.from_plain(json.loads(json.dumps(
        GameSetup.from_plain({**GAMES[0]["setup"], "rules": RULES_VERSION}).to_plain())))
    assert setup.rules == RULES_VERSION
    assert Game(setup).legacy is False
    assert Game(GameSetup.from_plain(GAMES[0]["setup"])).legacy is True


# Games written under rules version 2 (before the inactivity duties were split, issue 33):
# the data file holds 20 random games (16 classic, 4 Death Note) with the inactivity
# removal on, each with at least one player removed for inactivity, written by the code of
# then: each setup, command log, winner, public record and every player's private messages.
GAMES_V2 = json.loads((Path(__file__).parent / "data" / "rules_v2_games.json").read_text())
# private notices a later app sends that these games' app did not, and that change nothing
# in the game: a player whose night act could not resolve is told so (issue 33)
NOTICES_ADDED_SINCE_V2 = {"night_act_lost"}


@pytest.mark.parametrize("index", range(len(GAMES_V2)))
def test_a_version_2_game_replays_as_it_was_played(index: int) -> None:
    saved = GAMES_V2[index]
    setup = GameSetup.from_plain(saved["setup"])
    assert setup.rules == 2
    game = replay(setup, [command_from_plain(c) for c in saved["log"]])
    assert game.state.winner == saved["winner"]
    public = [[e.code, e.params, e.at] for e in game.state.public_log]
    assert json.loads(json.dumps(public)) == saved["public"]
    private = {p.name: [[m.code, m.params, m.at] for m in p.messages
                        if m.code not in NOTICES_ADDED_SINCE_V2]
               for p in game.state.players.values()}
    assert json.loads(json.dumps(private)) == saved["private"]
