"""Digests of a fixed list of seeded random games (both presets): what every command
answered (its events, or its refusal), who won and how everyone died. A refactoring of the
engine that keeps the rules must keep every digest (tests/engine/test_same_games.py). The
setups are drawn by a frozen copy of the random driver's option draws, the play by
``engine.randomplay``'s random player (a change to it is a reason to record anew);
``python -m tests.engine.game_digests --write`` records them anew after a deliberate rule
change. Imports engine modules only.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from engine.commands import Command
from engine.game import Game
from engine.game_setup import GameSetup
from engine.options import Preset
from engine.randomplay import PLAYER_NAMES, RESERVE_NAMES, play_random_game
from engine.roles import classic_deal

GAMES_PER_PRESET = 250
DIGESTS = Path(__file__).with_name("data") / "game_digests.json"


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "value"):
        return value.value
    return value


# The setups are drawn here as engine.randomplay drew them when the digests were
# recorded (a frozen copy: the driver's own draws may change with the options; these
# games must not).

def _deathnote_options(rng: random.Random) -> dict[str, Any]:
    return {
        "tie_rule": rng.choice(["nobody", "random", "runoff"]),
        "vote_changes": rng.choice([0, 1, "unlimited"]),
        "abstain_allowed": rng.random() < 0.8,
        "autokill_inactive": rng.random() < 0.2,
        "daily_write_duty": rng.choice(["off", "remind", "autokill"]),
        "lend_start_time": rng.random() < 0.5,
        "destroy_cancels_pending": rng.random() < 0.3,
        "possession_check_sees_closed_form": rng.random() < 0.3,
        "near_sees_closed_form": rng.random() < 0.7,
        "stall_days": rng.choice([0, 1, 2, 3, 3, 5]),
        "reveal_detective_victims": rng.random() < 0.7,
        "announce_saves": rng.random() < 0.5,
        "boss_death_no_shot": rng.random() < 0.7,
        "mafia_before_l": rng.random() < 0.3,
        "reveal_executed": rng.choice(["after_vote", "after_night", "never"]),
        "reveal_detail": rng.choice(["full", "team"]),
        "first_phase": rng.choice(["day", "day", "night"]),
    }


def _classic_options(rng: random.Random, players: int) -> dict[str, Any]:
    def uses() -> int | str:
        return rng.choice([1, 2, "unlimited"])

    two = players >= 15 and rng.random() < 0.3
    roles = [r for r in ("doctor", "commissar", "peacemaker", "executioner", "witness",
                         "maniac", "thug", "don") if rng.random() < 0.5]
    if two and rng.random() < 0.5:
        roles.append("don2")
    mafia = rng.randint(1, max(1, players // 3))
    while True:
        try:
            classic_deal(players, mafia, tuple(roles), two)
            break
        except ValueError:
            if roles:
                roles.pop(rng.randrange(len(roles)))
            else:
                mafia = max(1, mafia - 1)
    return {
        "tie_rule": rng.choice(["nobody", "random", "runoff"]),
        "stall_days": rng.choice([0, 1, 2, 3, 3]),
        "skip_vote_counts_against_self": rng.random() < 0.8,
        "autokill_inactive": rng.random() < 0.3,
        "autokill_reveal": rng.choice(["full", "team", "none"]),
        "reserves_inherit_role": rng.random() < 0.7,
        "reveal_executed": rng.choice(["after_vote", "after_night", "never"]),
        "reveal_detail": rng.choice(["full", "team"]),
        "reveal_killed": rng.choice(["full", "team", "none"]),
        "announce_saves": rng.random() < 0.5,
        "reveal_saved_role": rng.random() < 0.5,
        "reveal_doctor_self_save": rng.random() < 0.5,
        "doctor_self_save": rng.random() < 0.7,
        "executioner_shots": uses(),
        "witness_sees": rng.choice(["names", "team"]),
        "first_phase": rng.choice(["day", "day", "night"]),
        "mafia_count": mafia,
        "extra_roles": roles,
        "mafia_kill": rng.choice(["unanimous", "unanimous", "killer", "don"]),
        "two_mafias": two,
        "recruitment": rng.random() < 0.4,
        "recruit_loses_role": rng.random() < 0.5,
        "bulletproof_vests": rng.choice([0, 0, 1, 2]),
        "lawyer_strike": rng.random() < 0.4,
        "lawyer_penalty": rng.choice(["none", "instant", "second_miss"]),
        "lawyer_strike_uses": uses(),
        "killer_choice": rng.choice(["lot", "first_shot"]),
        "killer_uses": uses(),
        "don_strike": rng.random() < 0.4,
        "don_choice": rng.choice(["host", "mafia"]),
        "don_strike_uses": uses(),
        "don_miss_sanction": rng.choice(["none", "name", "name_then_death"]),
        "don_succession": rng.choice(["new", "none"]),
        "don_decides_uses": uses(),
    }


def _setup(rng: random.Random, preset: Preset) -> GameSetup:
    drawn = rng.random() < 0.8  # random options, or the preset's defaults
    if preset is Preset.CLASSIC:
        count = rng.randint(6, 20)
        options = _classic_options(rng, count) if drawn else {}
        reserves = tuple(RESERVE_NAMES[:rng.randint(0, 2)]) if drawn else ()
        return GameSetup(Preset.CLASSIC, tuple(PLAYER_NAMES[:count]), rng.randrange(2**31),
                         options, reserves=reserves)
    count = rng.randint(7, 20)
    options = _deathnote_options(rng) if drawn else {}
    return GameSetup(Preset.DEATHNOTE, tuple(PLAYER_NAMES[:count]), rng.randrange(2**31),
                     options)


def _events(events: list) -> list[Any]:
    return [[e.audience.value, e.code, _plain(e.params), e.at, e.to] for e in events]


def game_digest(preset: Preset, n: int) -> str:
    """The digest of game ``n`` of ``preset``: the game is played (refused commands
    noted as they come), then its log replayed on a fresh game, every command's events
    recorded."""
    rng = random.Random(1_000_003 * n + (7 if preset is Preset.CLASSIC else 0))
    setup = _setup(rng, preset)
    refused: list[str] = []

    def watch(game: Game, command: Command, accepted: bool, alive: bool) -> None:
        if not accepted:
            refused.append(f"{game.state.commands_applied}:{command!r}")
    game, stats = play_random_game(setup, rng, illegal_rate=0.3, graveyard_rate=0.1,
                                   observer=watch)
    again = Game(setup)
    lines = [_events(again.opening_events)]
    lines += [_events(again.apply(command)) for command in game.log]
    deaths = {p.name: [p.alive, p.public_role, p.role_at_death,
                       _plain([p.death.cause, p.death.at, p.death.circumstances,
                               p.death.at_night]) if p.death else None]
              for p in game.state.players.values()}
    record = [lines, refused, game.state.winner, game.winners(), deaths,
              stats.accepted, stats.days]
    text = json.dumps(record, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def all_digests() -> dict[str, list[str]]:
    return {preset.value: [game_digest(preset, n) for n in range(GAMES_PER_PRESET)]
            for preset in (Preset.DEATHNOTE, Preset.CLASSIC)}


if __name__ == "__main__":
    digests = all_digests()
    if "--write" in sys.argv:
        DIGESTS.write_text(json.dumps(digests, indent=1) + "\n")
    else:
        print(json.dumps(digests)[:200])
