"""A game dealt with the host's own roles has no simulator prediction in the group's
record (issue 30): the record keeps the rules' options, not the role files, so the
plain preset's bot games would predict another deal."""

from __future__ import annotations

import random
from pathlib import Path

from engine.game import GameSetup
from engine.options import Preset
from engine.randomplay import play_random_game
from engine.rolebook import load_custom_roles
from netproto.storage import GameLog
from netproto.table_config import TableConfig, table_record
from record.facts import read_game
from record.predict import Deal

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


def _finished_log(tmp_path: Path, setup: GameSetup) -> Path:
    game, _ = play_random_game(setup, random.Random(4))
    assert game.over
    log = GameLog.create("t1", table_record(TableConfig(preset=Preset.CLASSIC), None), setup,
                         [(n, f"tok-{n}") for n in NAMES], tmp_path)
    for command in game.log:
        log.append(command)
    log.record_end(game.state.winner or "nobody", game.state.end_reason)
    log.close()
    return log.path


def test_a_deal_with_the_hosts_roles_is_not_predicted(tmp_path: Path) -> None:
    roles = load_custom_roles(EXAMPLES / "bodyguard.toml", "classic")
    custom = GameSetup(Preset.CLASSIC, NAMES, 4, {}, custom_roles=roles,
                       role_counts={"bodyguard": 1})
    facts = read_game(_finished_log(tmp_path / "custom", custom))
    assert "bodyguard" in {seat.role for seat in facts.seats}
    deal = Deal(facts.preset, facts.seat_count, facts.options, facts.hand_deal, facts.rules)
    assert not deal.predictable
    plain = read_game(_finished_log(tmp_path / "plain", GameSetup(Preset.CLASSIC, NAMES, 4, {})))
    assert Deal(plain.preset, plain.seat_count, plain.options, plain.hand_deal,
                plain.rules).predictable
