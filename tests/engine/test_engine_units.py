"""Engine units: the clock, rule options (RULES.md §10), the scaled deals (§2), commands
and their plain form, replay, refusals, time, early-end readiness (§1), removal, and a
game that opens at night."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest

from engine.clock import format_time, parse_hhmm, parse_time
from engine.commands import (
    Act,
    Action,
    Advance,
    Channel,
    RemovePlayer,
    command_from_plain,
)
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.options import (
    OptionError,
    Options,
    Preset,
    RevealTiming,
    option_names,
    options_for,
    parse_option,
)
from engine.replay import replay, state_hash
from engine.roles import BOSS_WORD, deathnote_deal
from engine.state import DeathCause, Phase
from engine.views import public_view

KIRA, L, NEAR, BOSS, MAFIOSO, CIV_A, CIV_B = (
    "Light", "Ryuzaki", "Nate", "Rod", "Mello", "Misa", "Matsu")
PLAYERS = (KIRA, L, NEAR, BOSS, MAFIOSO, CIV_A, CIV_B)
DEAL = {KIRA: "kira", L: "l", NEAR: "near", BOSS: "mafia_boss", MAFIOSO: "mafia"}
FIFTEEN = tuple(f"P{i:02d}" for i in range(15))


def make_game(options: dict[str, Any] | None = None, seed: int = 11) -> Game:
    return Game(GameSetup(Preset.DEATHNOTE, PLAYERS, seed, options or {}, deal=dict(DEAL)))


def advance(game: Game, moment: str) -> None:
    game.apply(Advance(parse_time(moment)))


def act(game: Game, actor: str, action: Action, **fields: Any) -> None:
    game.apply(Act(actor, action, **fields))


def refused(game: Game, command: Any) -> Refusal:
    with pytest.raises(Refusal) as caught:
        game.apply(command)
    return caught.value


# --------------------------------------------------------------------- clock

@pytest.mark.parametrize("text, minutes", [
    ("d0 00:00", 0),
    ("d0 21:00", 21 * 60),
    ("d1 10:00", 1440 + 600),
    ("d3 17:00", 3 * 1440 + 17 * 60),
    ("d12 23:59", 12 * 1440 + 23 * 60 + 59),
])
def test_parse_and_format_time(text: str, minutes: int) -> None:
    assert parse_time(text) == minutes
    assert format_time(minutes) == text
    assert parse_time(format_time(minutes)) == minutes


def test_time_round_trip_over_several_days() -> None:
    for minutes in range(0, 5 * 1440, 7):
        assert parse_time(format_time(minutes)) == minutes


def test_parse_time_accepts_single_digit_hours() -> None:
    assert parse_time("d1 9:05") == 1440 + 9 * 60 + 5
    assert format_time(parse_time("d1 9:05")) == "d1 09:05"


@pytest.mark.parametrize("bad", ["d1 24:00", "1 10:00", "d1 9:5", "d1 10:60", "d1", "",
                                 "dx 10:00", "d1 10:00:00"])
def test_parse_time_refuses_bad_moments(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_time(bad)


def test_parse_hhmm() -> None:
    assert parse_hhmm("19:30") == 19 * 60 + 30
    assert parse_hhmm("0:00") == 0
    assert parse_hhmm("23:59") == 23 * 60 + 59
    for bad in ("24:00", "19:5", "d1 19:30", "19:60", "noon"):
        with pytest.raises(ValueError):
            parse_hhmm(bad)


# --------------------------------------------------------------------- options (RULES.md §10)

# (option, deathnote, classic) exactly as RULES.md §10 writes them; None where "—".
RULES_TABLE = [
    ("first_phase", "day", "day"),
    ("nominations", "true", "false"),
    ("day_open", "10:00", "10:00"),
    ("nominations_close", "19:30", "19:30"),
    ("vote_close", "21:00", "21:00"),
    ("closed_write_window", "21:00–21:30", None),
    ("day_ends_early", "false", "false"),
    ("abstain_allowed", "true", "false"),
    ("vote_changes", "1", "0"),
    ("skip_vote_counts_against_self", "true", "true"),
    ("tie_rule", "nobody", "nobody"),
    ("reveal_executed", "after vote", "after vote"),
    ("reveal_detail", "full", "full"),
    ("autokill_inactive", "false", "true"),
    ("inactive_chat_duty", "false", "false"),
    ("inactive_vote_duty", "true", "true"),
    ("autokill_reveal", "full", "full"),
    ("reserves_inherit_role", "true", "true"),
    ("daily_write_duty", "remind", None),
    ("lend_start_time", "true", None),
    ("destroy_cancels_pending", "false", None),
    ("possession_check_sees_closed_form", "false", None),
    ("near_sees_closed_form", "true", None),
    ("stall_days", "3", "3"),
    ("reveal_detective_victims", "true", None),
    ("announce_saves", "false", "false"),
    ("boss_death_no_shot", "true", None),
    ("mafia_before_l", "false", None),
    ("doctor_self_save", None, "true"),
    ("mafia_kill", None, "unanimous"),
    # the classic preset's options of docs/rules-classic.md C10 (RULES.md: "scenarios 1–6,
    # off, each with its parameters")
    ("mafia_count", None, "0"),
    ("reveal_killed", None, "full"),
    ("reveal_saved_role", None, "false"),
    ("reveal_doctor_self_save", None, "false"),
    ("executioner_shots", None, "1"),
    ("witness_sees", None, "names"),
    ("two_mafias", None, "false"),
    ("recruitment", None, "false"),
    ("recruit_loses_role", None, "false"),
    ("bulletproof_vests", None, "0"),
    ("lawyer_strike", None, "false"),
    ("lawyer_penalty", None, "none"),
    ("lawyer_strike_uses", None, "unlimited"),
    ("killer_choice", None, "lot"),
    ("killer_uses", None, "unlimited"),
    ("don_strike", None, "false"),
    ("don_choice", None, "host"),
    ("don_strike_uses", None, "unlimited"),
    ("don_miss_sanction", None, "name_then_death"),
    ("don_succession", None, "new"),
    ("don_decides_uses", None, "unlimited"),
]
# extra_roles is a list (no table cell): its default is checked on its own
RULES_TABLE_LISTS = [("extra_roles", [])]


def _as_plain(text: str) -> Any:
    """A RULES.md table cell → the value ``Options.to_plain`` renders."""
    if text in ("true", "false"):
        return text == "true"
    if text.isdigit():
        return int(text)
    return text.replace(" ", "_")


def test_rules_table_covers_every_option() -> None:
    names = [row[0] for row in RULES_TABLE] + [row[0] for row in RULES_TABLE_LISTS]
    assert sorted(names) == sorted(option_names())
    for name, default in RULES_TABLE_LISTS:
        assert options_for(Preset.CLASSIC).to_plain()[name] == default


@pytest.mark.parametrize("preset, column", [(Preset.DEATHNOTE, 1), (Preset.CLASSIC, 2)])
def test_preset_defaults_match_the_rules_table(preset: Preset, column: int) -> None:
    plain = options_for(preset).to_plain()
    checked = 0
    for row in RULES_TABLE:
        cell = row[column]
        if cell is None:
            continue
        assert plain[row[0]] == _as_plain(cell), f"{preset.value}.{row[0]}"
        checked += 1
    assert checked >= 17


def test_deathnote_defaults_typed() -> None:
    options = options_for(Preset.DEATHNOTE)
    assert options.day_open == 600
    assert options.nominations_close == 19 * 60 + 30
    assert options.vote_close == 21 * 60
    assert options.closed_write_window == (21 * 60, 21 * 60 + 30)
    assert options.vote_changes == 1
    assert options.reveal_executed is RevealTiming.AFTER_VOTE


@pytest.mark.parametrize("text, expected", [
    ("after vote", RevealTiming.AFTER_VOTE),
    ("after_vote", RevealTiming.AFTER_VOTE),
    ("after_night", RevealTiming.AFTER_NIGHT),
    ("after night", RevealTiming.AFTER_NIGHT),
    ("never", RevealTiming.NEVER),
])
def test_parse_reveal_timing(text: str, expected: RevealTiming) -> None:
    assert parse_option("reveal_executed", text) is expected
    assert options_for(Preset.DEATHNOTE, {"reveal_executed": text}).reveal_executed is expected


def test_vote_changes_unlimited_is_none() -> None:
    assert parse_option("vote_changes", "unlimited") is None
    options = options_for(Preset.DEATHNOTE, {"vote_changes": "unlimited"})
    assert options.vote_changes is None
    assert options.to_plain()["vote_changes"] == "unlimited"
    assert parse_option("vote_changes", 0) == 0


@pytest.mark.parametrize("text", ["21:00–21:30", "21:00-21:30", "21:00—21:30"])
def test_closed_write_window_parses_with_any_dash(text: str) -> None:
    assert parse_option("closed_write_window", text) == (21 * 60, 21 * 60 + 30)


def test_closed_write_window_custom() -> None:
    options = options_for(Preset.DEATHNOTE, {"closed_write_window": "22:00-22:45"})
    assert options.closed_write_window == (22 * 60, 22 * 60 + 45)
    assert options.to_plain()["closed_write_window"] == "22:00–22:45"


def test_unknown_option_raises() -> None:
    with pytest.raises(OptionError):
        parse_option("no_such_option", True)
    with pytest.raises(OptionError):
        options_for(Preset.DEATHNOTE, {"no_such_option": True})


@pytest.mark.parametrize("name, value", [
    ("tie_rule", "coin"),
    ("tie_rule", 1),
    ("reveal_executed", "sometimes"),
    ("nominations", "yes"),
    ("nominations", 1),
    ("vote_changes", 2),
    ("vote_changes", True),
    ("vote_changes", "many"),
    ("day_open", "25:00"),
    ("day_open", 600),
    ("closed_write_window", "21:00"),
    ("closed_write_window", "21:00–21:70"),
    ("closed_write_window", 21),
])
def test_bad_option_values_raise(name: str, value: Any) -> None:
    with pytest.raises(OptionError):
        parse_option(name, value)
    with pytest.raises(OptionError):
        options_for(Preset.DEATHNOTE, {name: value})


@pytest.mark.parametrize("overrides", [
    {"day_open": "20:00"},  # opens after nominations close
    {"nominations_close": "21:30"},  # after the vote closes
    {"closed_write_window": "21:30–21:00"},  # ends before it starts
    {"closed_write_window": "12:00–12:30"},  # in the day
])
def test_inconsistent_options_raise(overrides: dict[str, Any]) -> None:
    with pytest.raises(OptionError):
        options_for(Preset.DEATHNOTE, overrides)


def test_options_are_frozen() -> None:
    options = options_for(Preset.DEATHNOTE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.nominations = False  # type: ignore[misc]
    game = make_game()
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.state.options.vote_changes = None  # type: ignore[misc]
    assert game.options.vote_changes == 1
    assert isinstance(game.options, Options)


# --------------------------------------------------------------------- deals (RULES.md §2)

@pytest.mark.parametrize("count, mafia, civilians", [
    (7, 2, 2), (9, 2, 4), (11, 3, 5), (13, 3, 7), (15, 4, 8), (17, 4, 10), (18, 5, 10),
    (20, 5, 12),
])
def test_deathnote_deal_scales(count: int, mafia: int, civilians: int) -> None:
    deal = Counter(deathnote_deal(count))
    assert sum(deal.values()) == count
    assert deal["kira"] == 1
    assert deal["l"] == 1
    assert deal["near"] == 1
    assert deal[BOSS_WORD] == 1
    assert deal["mafia"] == mafia - 1  # the boss is one of the mafia
    assert deal["civilian"] == civilians


@pytest.mark.parametrize("count", [0, 2, 6])
def test_deathnote_deal_needs_seven(count: int) -> None:
    with pytest.raises(ValueError):
        deathnote_deal(count)


def _dealt(seed: int) -> dict[str, tuple[str, bool]]:
    game = Game(GameSetup(Preset.DEATHNOTE, FIFTEEN, seed))
    return {p.name: (p.role.value, game.state.boss == p.name)
            for p in game.state.players.values()}


def test_random_deal_is_reproducible_and_depends_on_the_seed() -> None:
    assert _dealt(5) == _dealt(5)
    deals = [_dealt(seed) for seed in range(1, 7)]
    assert len({json.dumps(d, sort_keys=True) for d in deals}) > 1
    # whatever the seed, it is the scaled deal for the table
    for deal in deals:
        roles = Counter(role for role, _ in deal.values())
        assert roles == Counter({"civilian": 8, "mafia": 4, "kira": 1, "l": 1, "near": 1})
        assert sum(1 for _, boss in deal.values() if boss) == 1


# --------------------------------------------------------------------- commands

def _sample_acts() -> list[Act]:
    acts = [Act("Ann", action) for action in Action]
    acts += [Act("Ann", action, target="Bob") for action in Action]
    acts += [
        Act("Ann", Action.SAY, text="hello, table"),
        Act("Ann", Action.SAY, text="shoot Bob", channel=Channel.MAFIA),
        Act("Ann", Action.WRITE, target="Bob", death_at=parse_time("d3 21:15"),
            circumstances="heart attack", light_corpse=True),
        Act("Ann", Action.WRITE, target="Bob", death_at=0),
        Act("Ann", Action.LEND, to="Bob", until=parse_time("d4 23:00")),
        Act("Ann", Action.LEND, to="Bob", start=parse_time("d4 17:00"),
            until=parse_time("d4 23:00")),
        Act("Ann", Action.STRIKE, target="Bob", role="doctor"),
    ]
    return acts


def test_every_action_round_trips_through_plain_form() -> None:
    acts = _sample_acts()
    assert {a.action for a in acts} == set(Action)
    for command in acts:
        plain = command.to_plain()
        assert plain["t"] == "act" and plain["by"] == "Ann"
        assert plain["do"] == command.action.value
        assert command_from_plain(plain) == command
        # and through the JSON of a log file
        assert command_from_plain(json.loads(json.dumps(plain))) == command


def test_plain_form_keeps_every_field() -> None:
    command = Act("Ann", Action.WRITE, target="Bob", death_at=parse_time("d3 21:15"),
                  circumstances="heart attack", light_corpse=True)
    assert command.to_plain() == {"t": "act", "by": "Ann", "do": "write", "target": "Bob",
                                  "death_at": parse_time("d3 21:15"),
                                  "circumstances": "heart attack", "light_corpse": True}
    mafia = Act("Ann", Action.SAY, text="x", channel=Channel.MAFIA).to_plain()
    assert mafia["channel"] == "mafia"


@pytest.mark.parametrize("command", [Advance(0), Advance(parse_time("d5 10:00")),
                                     RemovePlayer("Bob")])
def test_advance_and_remove_round_trip(command: Any) -> None:
    assert command_from_plain(command.to_plain()) == command
    assert command_from_plain(json.loads(json.dumps(command.to_plain()))) == command


@pytest.mark.parametrize("plain", [{"t": "teleport"}, {}, {"t": "act", "by": "Ann",
                                                            "do": "fly"}])
def test_malformed_command_records_raise(plain: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        command_from_plain(plain)


def _busy_game() -> Game:
    """Two days with chat, nominations, votes, a night, a loan and refused commands."""
    game = make_game()
    act(game, CIV_A, Action.SAY, text="good morning")
    act(game, BOSS, Action.SAY, text="who?", channel=Channel.MAFIA)
    act(game, MAFIOSO, Action.ELECT_BOSS, target=BOSS)
    act(game, L, Action.NOMINATE, target=CIV_B)
    act(game, NEAR, Action.NOMINATE, target=MAFIOSO)
    act(game, NEAR, Action.WITHDRAW)
    act(game, NEAR, Action.NOMINATE, target=CIV_A)
    act(game, CIV_A, Action.VOTE, target=CIV_B)
    for bad in (Act(CIV_A, Action.SLEEP), Act("Nobody", Action.SAY, text="x"),
                Act(KIRA, Action.WRITE, target=CIV_B)):
        with pytest.raises(Refusal):
            game.apply(bad)
    advance(game, "d1 19:30")
    act(game, L, Action.VOTE, target=CIV_B)
    act(game, NEAR, Action.ABSTAIN)
    act(game, KIRA, Action.VOTE, target=CIV_A)
    advance(game, "d1 21:05")
    act(game, KIRA, Action.WRITE, target=CIV_A, circumstances="heart attack")
    act(game, L, Action.CHECK, target=BOSS)
    act(game, NEAR, Action.SAVE, target=L)
    act(game, BOSS, Action.SHOOT, target=NEAR)
    advance(game, "d2 11:00")
    act(game, KIRA, Action.LEND, to=L, until=parse_time("d2 15:00"))
    act(game, L, Action.EYES)
    advance(game, "d2 16:00")
    return game


def test_replay_of_the_plain_log_gives_the_same_state() -> None:
    game = _busy_game()
    assert len(game.log) > 15
    plain_log = json.loads(json.dumps([c.to_plain() for c in game.log]))
    setup = GameSetup.from_plain(json.loads(json.dumps(game.setup.to_plain())))
    again = replay(setup, [command_from_plain(c) for c in plain_log])
    assert state_hash(again) == state_hash(game)
    assert public_view(again) == public_view(game)
    # and the hash does tell games apart
    assert state_hash(again) != state_hash(make_game())


# --------------------------------------------------------------------- refusals

def test_refusal_has_code_params_and_english_text() -> None:
    refusal = Refusal("target_dead", target="Bob")
    assert refusal.code == "target_dead"
    assert refusal.params == {"target": "Bob"}
    assert refusal.text == "Bob is not alive."
    assert refusal.to_plain() == {"code": "target_dead", "params": {"target": "Bob"},
                                  "message": "Bob is not alive."}


@pytest.mark.parametrize("command, code", [
    (Act(CIV_A, Action.SLEEP), "wrong_phase"),
    (Act("Nobody", Action.SAY, text="hi"), "unknown_player"),
    (Act(CIV_A, Action.NOMINATE, target=CIV_A), "self_target"),
    (Act(CIV_A, Action.SAY, text="psst", channel=Channel.MAFIA), "not_mafia"),
    (Act(KIRA, Action.WRITE, target=CIV_A), "closed_form_window"),
    (Act(CIV_A, Action.SHOOT, target=CIV_B), "no_such_action"),
    (RemovePlayer("Nobody"), "unknown_player"),
])
def test_refused_command_changes_nothing(command: Any, code: str) -> None:
    game = make_game()
    act(game, L, Action.NOMINATE, target=CIV_B)
    before, log = state_hash(game), list(game.log)
    refusal = refused(game, command)
    assert refusal.code == code
    assert isinstance(refusal.params, dict)
    assert refusal.text and refusal.text != code  # an English sentence, not the code
    assert game.log == log
    assert state_hash(game) == before


# --------------------------------------------------------------------- time

def test_advance_backwards_is_refused() -> None:
    game = make_game()
    advance(game, "d1 15:00")
    before, log = state_hash(game), list(game.log)
    refusal = refused(game, Advance(parse_time("d1 14:59")))
    assert refusal.code == "time_backwards"
    assert refusal.params == {"now": "d1 15:00"}
    assert game.log == log and state_hash(game) == before
    # standing still is not going back
    advance(game, "d1 15:00")
    assert game.state.now == parse_time("d1 15:00")


def _over_game() -> Game:
    game = make_game()
    for name in (BOSS, MAFIOSO, KIRA):
        game.apply(RemovePlayer(name))
    assert game.over
    return game


def _hash_ignoring_counter(game: Game) -> str:
    state = dataclasses.replace(game.state, commands_applied=0)
    return state_hash(SimpleNamespace(state=state))  # type: ignore[arg-type]


def test_after_game_over_act_is_refused() -> None:
    game = _over_game()
    before, log = state_hash(game), list(game.log)
    for command in (Act(L, Action.SAY, text="gg"), Act(CIV_A, Action.NOMINATE, target=L)):
        assert refused(game, command).code == "game_over"
    assert refused(game, RemovePlayer(L)).code == "game_over"
    assert game.log == log and state_hash(game) == before


def test_after_game_over_advance_is_logged_and_changes_nothing() -> None:
    game = _over_game()
    before = _hash_ignoring_counter(game)
    view = public_view(game)
    log = list(game.log)
    command = Advance(parse_time("d9 12:00"))
    events = game.apply(command)
    assert events == []
    assert game.log == log + [command]
    assert game.state.now == parse_time("d1 10:00")
    assert game.state.phase is Phase.OVER
    assert _hash_ignoring_counter(game) == before
    assert public_view(game) == view


# --------------------------------------------------------------------- everyone_submitted

def test_everyone_submitted_at_night() -> None:
    game = make_game()
    game.apply(RemovePlayer(CIV_B))  # the dead are not waited for
    advance(game, "d1 21:05")
    assert game.state.phase is Phase.NIGHT
    orders = [
        Act(L, Action.CHECK, target=BOSS),
        Act(NEAR, Action.SAVE, target=L),
        Act(BOSS, Action.SHOOT, target=NEAR),
        Act(MAFIOSO, Action.SLEEP),
        Act(CIV_A, Action.SLEEP),
        Act(KIRA, Action.SLEEP),
    ]
    for command in orders:
        assert game.everyone_submitted() is False
        game.apply(command)
    assert game.everyone_submitted() is True


def test_a_night_write_counts_as_a_submission() -> None:
    game = make_game()
    act(game, L, Action.NOMINATE, target=CIV_B)
    advance(game, "d1 19:30")
    for name in PLAYERS:
        act(game, name, Action.ABSTAIN)
    advance(game, "d1 21:05")
    for name in (L, NEAR, BOSS, MAFIOSO, CIV_A, CIV_B):
        act(game, name, Action.SLEEP)
    assert game.everyone_submitted() is False
    act(game, KIRA, Action.WRITE, target=CIV_B)
    assert game.everyone_submitted() is True


def test_everyone_submitted_in_the_vote_only_when_all_voted_or_abstained() -> None:
    game = make_game()
    act(game, L, Action.NOMINATE, target=CIV_B)
    act(game, NEAR, Action.NOMINATE, target=CIV_A)
    act(game, KIRA, Action.VOTE, target=CIV_B)  # an advance vote counts once published
    advance(game, "d1 19:30")
    assert game.state.phase is Phase.VOTE
    orders = [
        Act(L, Action.VOTE, target=CIV_B),
        Act(NEAR, Action.ABSTAIN),
        Act(BOSS, Action.VOTE, target=CIV_A),
        Act(MAFIOSO, Action.VOTE, target=CIV_A),
        Act(CIV_A, Action.ABSTAIN),
        Act(CIV_B, Action.VOTE, target=CIV_A),
    ]
    for command in orders:
        assert game.everyone_submitted() is False
        game.apply(command)
    assert game.everyone_submitted() is True


def test_everyone_submitted_is_false_by_day() -> None:
    game = make_game()
    assert game.everyone_submitted() is False
    act(game, L, Action.NOMINATE, target=CIV_B)
    for name in PLAYERS:
        act(game, name, Action.ABSTAIN)  # every advance abstention in
    assert game.state.phase is Phase.DAY
    assert game.everyone_submitted() is False


# --------------------------------------------------------------------- removal

def test_remove_player_kills_and_announces() -> None:
    game = make_game()
    events = game.apply(RemovePlayer(CIV_A))
    p = game.state.players[CIV_A]
    assert p.alive is False
    assert p.death is not None and p.death.cause is DeathCause.REMOVED
    public = [(e.code, e.params) for e in events if e.audience.value == "public"]
    assert ("removed", {"name": CIV_A}) in public
    assert not game.over
    assert refused(game, RemovePlayer(CIV_A)).code == "removed_already"
    assert refused(game, Act(CIV_A, Action.SAY, text="still here")).code == "dead_actor"


def test_remove_player_checks_victory_town() -> None:
    game = make_game()
    game.apply(RemovePlayer(BOSS))
    game.apply(RemovePlayer(MAFIOSO))
    assert not game.over and game.state.winner is None
    events = game.apply(RemovePlayer(KIRA))
    assert game.over
    assert game.state.winner == "town"
    assert ("game_over", {"winner": "town"}) in [(e.code, e.params) for e in events]


def test_remove_player_checks_victory_mafia() -> None:
    game = make_game()
    for name in (KIRA, NEAR, CIV_A):
        assert not game.over
        game.apply(RemovePlayer(name))
    # living: L, Matsu vs Rod, Mello — non-mafia ≤ mafia
    assert game.state.winner == "mafia"


# --------------------------------------------------------------------- first phase

def test_first_phase_night() -> None:
    game = make_game({"first_phase": "night"})
    s = game.state
    assert s.phase is Phase.NIGHT
    assert s.now == parse_time("d0 21:00")
    assert game.next_phase_boundary() == parse_time("d1 10:00")
    assert [e.code for e in game.opening_events if e.audience.value == "public"] == [
        "game_started", "night_falls"]
    act(game, CIV_A, Action.SLEEP)  # the night is playable
    advance(game, "d1 10:00")
    assert s.phase is Phase.DAY
    assert s.game_day == 1
    assert s.now == parse_time("d1 10:00")
    assert any(e.code == "day_begins" and e.params == {"day": 1} for e in s.public_log)


def test_first_phase_day_by_default() -> None:
    game = make_game()
    assert game.state.phase is Phase.DAY
    assert game.state.now == parse_time("d1 10:00")
    assert game.next_phase_boundary() == parse_time("d1 19:30")


# --------------------------------------------------------------------- command fields

class _Minute(int):
    """An int subclass (as a decoder may hand one over): a moment all the same."""


@pytest.mark.parametrize("fields, refused_field", [
    ({"actor": 7}, "by"),
    ({"action": "vote"}, "do"),
    ({"target": 3}, "target"),
    ({"text": b"hi"}, "text"),
    ({"role": ["l"]}, "role"),
    ({"death_at": "d1 12:00"}, "death_at"),
    ({"until": True}, "until"),  # a bool is not a moment
    ({"start": 1.5}, "start"),
    ({"light_corpse": 1}, "light_corpse"),
])
def test_a_field_of_the_wrong_type_is_refused_by_name(fields: dict[str, Any],
                                                      refused_field: str) -> None:
    game = make_game()
    command = dataclasses.replace(Act(CIV_A, Action.VOTE, target=CIV_B), **fields)
    before = state_hash(game)
    refusal = refused(game, command)
    assert (refusal.code, refusal.params.get("field")) == ("bad_field", refused_field)
    assert state_hash(game) == before


def test_well_typed_fields_pass_the_type_check() -> None:
    """The type check's fast path and its field-by-field path agree: exact types and
    an int subclass as a moment both pass it (the command is then judged by the rules)."""
    from engine.game import _check_field_types

    _check_field_types(Act(CIV_A, Action.WRITE, target=CIV_B, text=None, death_at=2000,
                           circumstances="heart attack", light_corpse=True))
    _check_field_types(Act(CIV_A, Action.WRITE, target=CIV_B, death_at=_Minute(2000)))
