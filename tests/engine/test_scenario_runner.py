"""The scenario runner (SCENARIOS.md): exit statuses, what it reports for malformed files,
failed expectations and refused actions, every expectation key both ways, the printed
events, and its two entry points (``python -S -m engine.scenario`` and ``dnmafia``).

Scenario files are written into pytest's tmp_path from small Python descriptions.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from desktop import cli
from engine import scenario
from engine.messages import PRIVATE, PUBLIC, REFUSALS

ROOT = Path(__file__).resolve().parents[2]

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Hal", "Ivy"]
ROLES = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss", "Eve": "mafia"}

# A three-seat table the town wins on day 1: the boss is nominated and, not voting,
# counts against himself at 21:00.
TOWN_WINS_SETUP = {"players": ["Ann", "Bob", "Hal"], "roles": {"Ann": "mafia_boss"}}
TOWN_WINS = [{"at": "d1 12:00", "by": "Hal", "do": "nominate", "target": "Ann"},
             {"at": "d1 21:00"}]


# --------------------------------------------------------------------- helpers

def toml_value(value: Any) -> str:
    """A Python value as a TOML value (inline tables for dicts)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a valid TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def scenario_text(steps: Sequence[dict[str, Any]] = (), *, players: list[str] = PLAYERS,
                  roles: dict[str, str] = ROLES, options: dict[str, Any] | None = None,
                  seed: int = 7, **top: Any) -> str:
    """A scenario file: top-level keys, [roles], [options], then one [[step]] per dict."""
    lines = [f"seed = {seed}", f"players = {toml_value(players)}"]
    lines += [f"{key} = {toml_value(value)}" for key, value in top.items()]
    lines += ["", "[roles]"] + [f"{name} = {toml_value(word)}" for name, word in roles.items()]
    if options:
        lines += ["", "[options]"]
        lines += [f"{name} = {toml_value(value)}" for name, value in options.items()]
    for step in steps:
        lines += ["", "[[step]]"] + [f"{key} = {toml_value(value)}" for key, value in step.items()]
    return "\n".join(lines) + "\n"


def write(tmp_path: Path, text: str, name: str = "scenario.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run(*paths: Path) -> tuple[int, str]:
    """Run the runner's main on the files; its exit status and everything it printed."""
    out = io.StringIO()
    code = scenario.main([str(p) for p in paths], out=out)
    return code, out.getvalue()


def report(output: str, verdict: str, path: Path) -> str:
    """What the runner said after ``VERDICT path:`` (MALFORMED or FAIL) for this file."""
    prefix = f"{verdict} {path}: "
    lines = [line for line in output.splitlines() if line.startswith(prefix)]
    assert len(lines) == 1, f"no single {verdict!r} line for {path} in:\n{output}"
    return lines[0][len(prefix):]


PASSING = scenario_text([{"at": "d1 12:00", "by": "Hal", "do": "nominate", "target": "Ivy",
                          "expect_phase": "day"}])
FAILING = scenario_text([{"at": "d1 12:00", "expect_phase": "night"}])
MALFORMED = scenario_text([{"at": "d1 12:00", "by": "Hal", "do": "fly"}])


# --------------------------------------------------------------------- exit statuses

def test_a_passing_file_exits_0(tmp_path: Path) -> None:
    path = write(tmp_path, PASSING)
    code, output = run(path)
    assert code == scenario.EXIT_OK == 0
    assert f"PASS {path}" in output


def test_a_failed_expectation_exits_1_naming_the_step_and_what_was_seen(
        tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([
        {"at": "d1 12:00", "expect_phase": "day"},
        {"at": "d1 19:30", "expect_phase": "night"},
        {"at": "d1 21:00", "expect_phase": "night"},
    ]))
    code, output = run(path)
    assert code == scenario.EXIT_FAILED == 1
    failure = report(output, "FAIL", path)
    assert failure.startswith("step 2: ")
    assert "expect_phase" in failure and "vote" in failure  # what it saw instead
    assert "PASS" not in output


def test_a_step_may_carry_several_expectations_and_each_is_checked(tmp_path: Path) -> None:
    step = {"at": "d1 12:00", "expect_phase": "day", "expect_owner": "Ann",
            "expect_alive": ["Ann", "Bob"], "expect_eyes": ["Ann"]}
    path = write(tmp_path, scenario_text([step]))
    code, output = run(path)
    assert code == 1
    failure = report(output, "FAIL", path)
    assert failure.startswith("step 1: expect_eyes")
    assert "expect_phase" not in failure and "expect_owner" not in failure


# --------------------------------------------------------------------- malformed files

def _unknown_name_in(key: str, value: Any) -> dict[str, Any]:
    return {"at": "d1 12:00", key: value}


MALFORMED_CASES = [
    pytest.param(scenario_text() + "\n[[step]]\nat = d1 12:00\n", None, ["TOML"],
                 id="invalid-toml"),
    pytest.param(scenario_text(colour="blue"), None, ["top-level", "'colour'"],
                 id="unknown-top-level-key"),
    pytest.param(scenario_text([{"at": "d1 12:00"},
                                {"by": "Hal", "do": "nominate", "target": "Ivy",
                                 "frobnicate": 1}]),
                 2, ["unknown key", "'frobnicate'"], id="unknown-step-key"),
    pytest.param(MALFORMED, 1, ["unknown action", "'fly'"], id="unknown-action"),
    pytest.param(scenario_text([{"do": "nominate", "target": "Ivy"}]), 1, ["'by'"],
                 id="do-without-by"),
    pytest.param(scenario_text([{"by": "Zed", "do": "abstain"}]), 1, ["by", "'Zed'"],
                 id="unknown-by"),
    pytest.param(scenario_text([{"by": "Hal", "do": "nominate", "target": "Zed"}]), 1,
                 ["target", "'Zed'"], id="unknown-target"),
    pytest.param(scenario_text([{"by": "Ann", "do": "lend", "to": "Zed",
                                 "until": "d1 18:00"}]), 1, ["to", "'Zed'"],
                 id="unknown-lend-to"),
    *(pytest.param(scenario_text([{"at": "d1 12:00"}, _unknown_name_in(key, value)]), 2,
                   [key, "'Zed'"], id=f"unknown-player-in-{key}")
      for key, value in [
          ("expect_alive", ["Ann", "Zed"]),
          ("expect_dead", ["Zed"]),
          ("expect_owner", "Zed"),
          ("expect_holder", "Zed"),
          ("expect_owner_in", ["Bob", "Zed"]),
          ("expect_eyes", ["Zed"]),
          ("expect_team", {"Zed": "town"}),
          ("expect_public_role", {"Zed": "civilian"}),
          ("expect_result", {"by": "Zed", "target": "Dan", "answer": "mafia"}),
          ("expect_result", {"by": "Bob", "target": "Zed", "answer": "mafia"}),
          ("expect_told", {"Zed": "Check"}),
          ("expect_not_told", {"Zed": "Check"}),
      ]),
    *(pytest.param(scenario_text([{"by": by, "do": do}]), 1, [f"'{do}'", "target"],
                   id=f"{do}-without-target")
      for by, do in [("Hal", "nominate"), ("Hal", "vote"), ("Ann", "write"),
                     ("Bob", "shoot"), ("Bob", "check"), ("Dan", "search"),
                     ("Cid", "save"), ("Eve", "elect_boss")]),
    pytest.param(scenario_text([{"by": "Ann", "do": "lend", "to": "Hal"}]), 1,
                 ["lend", "until"], id="lend-without-until"),
    *(pytest.param(scenario_text([{"at": "d1 12:00"}, {"at": moment}]), 2,
                   ["at", repr(moment)], id=f"bad-at-{moment}")
      for moment in ["d1 25:00", "12:00", "d1 12:60", "day 1 12:00"]),
    pytest.param(scenario_text([{"by": "Ann", "do": "lend", "to": "Hal", "until": "18:00"}]),
                 1, ["until", "'18:00'"], id="bad-until"),
    pytest.param(scenario_text([{"at": "d1 21:10", "by": "Ann", "do": "write",
                                 "target": "Ivy", "death_at": "d2 24:00"}]),
                 1, ["death_at", "'d2 24:00'"], id="bad-death_at"),
    pytest.param(scenario_text([{"at": "d1 12:00"}, {"at": "d1 13:00"}, {"at": "d1 11:59"}]),
                 3, ["d1 11:59", "back"], id="at-moves-the-clock-back"),
    pytest.param(scenario_text(options={"coin_flip": True}), None, ["'coin_flip'"],
                 id="unknown-option"),
    *(pytest.param(scenario_text(options={name: value}), None, [name, "[options]"],
                   id=f"bad-option-{name}")
      for name, value in [("tie_rule", "coin"), ("vote_changes", 5), ("day_open", "25:00"),
                          ("nominations", "yes")]),
    pytest.param(scenario_text(roles={**ROLES, "Hal": "wizard"}), None, ["Hal", "'wizard'"],
                 id="unknown-role"),
    pytest.param(scenario_text([{"at": "d1 12:00", "expect_rejected": True}]), 1,
                 ["expect_rejected"], id="expect_rejected-without-action"),
    pytest.param(scenario_text([{"at": "d1 12:00", "expect_winner": "aliens"}]), 1,
                 ["expect_winner"], id="bad-expect_winner"),
    pytest.param(scenario_text([{"at": "d1 12:00", "expect_phase": "dusk"}]), 1,
                 ["expect_phase"], id="bad-expect_phase"),
    pytest.param(scenario_text([{"at": "d1 12:00", "expect_team": {"Ann": "pirates"}}]), 1,
                 ["expect_team", "'pirates'"], id="bad-expect_team"),
]


@pytest.mark.parametrize(("text", "step", "fragments"), MALFORMED_CASES)
def test_a_malformed_file_exits_2_naming_the_file_the_step_and_the_problem(
        tmp_path: Path, text: str, step: int | None, fragments: list[str]) -> None:
    path = write(tmp_path, text)
    code, output = run(path)
    assert code == scenario.EXIT_MALFORMED == 2
    problem = report(output, "MALFORMED", path)  # names the file
    if step is not None:
        assert problem.startswith(f"step {step}: "), problem
    for fragment in fragments:
        assert fragment in problem, f"{fragment!r} not in {problem!r}"
    assert f"PASS {path}" not in output and f"FAIL {path}" not in output


def test_a_missing_file_is_malformed(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    code, output = run(path)
    assert code == 2
    assert "cannot read" in report(output, "MALFORMED", path)


def test_an_at_before_the_opening_moment_is_malformed(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([{"at": "d1 09:00", "expect_phase": "day"}]))
    code, output = run(path)
    assert code == 2
    assert "d1 09:00" in report(output, "MALFORMED", path)


@pytest.mark.parametrize("expectation", [
    {"expect_team": {"Ann": ["kira"]}},
    {"expect_public_role": {"Ann": ["kira"]}},
    {"expect_winner": ["town"]},
    {"expect_phase": ["day"]},
], ids=lambda e: next(iter(e)))
def test_a_list_for_a_single_word_expectation_is_malformed(
        tmp_path: Path, expectation: dict[str, Any]) -> None:
    path = write(tmp_path, scenario_text([{"at": "d1 12:00", **expectation}]))
    code, output = run(path)
    assert code == 2
    assert "step 1" in report(output, "MALFORMED", path)


# --------------------------------------------------------------------- several files

@pytest.mark.parametrize(("kinds", "expected"), [
    (["passing", "passing"], 0),
    (["passing", "failing"], 1),
    (["failing", "passing"], 1),
    (["passing", "malformed"], 2),
    (["malformed", "passing"], 2),
    (["failing", "malformed"], 2),
    (["malformed", "failing"], 2),
    (["passing", "failing", "malformed"], 2),
], ids=lambda v: "+".join(v) if isinstance(v, list) else f"exit{v}")
def test_several_files_any_malformed_gives_2_else_any_failure_gives_1(
        tmp_path: Path, kinds: list[str], expected: int) -> None:
    texts = {"passing": PASSING, "failing": FAILING, "malformed": MALFORMED}
    paths = [write(tmp_path, texts[kind], f"{i}_{kind}.toml") for i, kind in enumerate(kinds)]
    code, output = run(*paths)
    assert code == expected
    verdicts = {"passing": "PASS", "failing": "FAIL", "malformed": "MALFORMED"}
    for path, kind in zip(paths, kinds, strict=True):  # every file is played and reported
        assert f"== {path}" in output
        assert f"{verdicts[kind]} {path}" in output
    counts = [kinds.count(k) for k in ("passing", "failing", "malformed")]
    assert "{} passed, {} failed, {} malformed".format(*counts) in output


# --------------------------------------------------------------------- refused actions

SELF_NOMINATION = {"at": "d1 12:00", "by": "Hal", "do": "nominate", "target": "Hal"}


def test_a_refused_action_fails_the_scenario(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([SELF_NOMINATION]))
    code, output = run(path)
    assert code == 1
    failure = report(output, "FAIL", path)
    assert failure.startswith("step 1: ")
    assert "refused" in failure and REFUSALS["self_target"] in failure


def test_a_refusal_expected_with_expect_rejected_passes(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([
        {**SELF_NOMINATION, "expect_rejected": True},
        {"by": "Hal", "do": "write", "target": "Ivy", "expect_rejected": True},
        {"expect_owner": "Ann", "expect_holder": "Ann"},  # the refusals changed nothing
    ]))
    code, output = run(path)
    assert code == 0, output
    assert REFUSALS["self_target"] in output  # the refusal is printed
    assert REFUSALS["not_holder"] in output


def test_an_accepted_action_marked_expect_rejected_fails(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([
        {"at": "d1 12:00", "by": "Hal", "do": "nominate", "target": "Ivy",
         "expect_rejected": True},
    ]))
    code, output = run(path)
    assert code == 1
    failure = report(output, "FAIL", path)
    assert failure.startswith("step 1: ") and "accepted" in failure


# --------------------------------------------------------------------- expectations

EXECUTION = [{"at": "d1 12:00", "by": "Hal", "do": "nominate", "target": "Ivy"},
             {"at": "d1 21:00"}]  # Ivy, not voting, counts against herself: executed
LOAN = [{"at": "d1 12:00", "by": "Ann", "do": "lend", "to": "Hal", "until": "d1 18:00"}]
LOAN_OVER = [*LOAN, {"at": "d1 18:00"}]
DESTROYED = [*LOAN, {"at": "d1 13:00", "by": "Hal", "do": "destroy"}]
GIVEN_AWAY = [{"at": "d1 12:00", "by": "Ann", "do": "give_away"}]
EYES = [{"at": "d1 12:00", "by": "Ann", "do": "eyes"}]
CHECKED = [{"at": "d1 21:10", "by": "Bob", "do": "check", "target": "Dan"},
           {"by": "Dan", "do": "search", "target": "Ann"},
           {"at": "d2 10:00"}]

LENT = PRIVATE["notebook_lent"]
KIRA_CARD = PRIVATE["role_card"].format(role="Kira")
LENT_OUT = PRIVATE["lent_out"].format(to="Hal", until="d1 18:00")
L_CHECK_DAN = PRIVATE["check_result"].format(target="Dan", answer="mafia")


PREFIXES = {"start": [], "execution": EXECUTION, "loan": LOAN, "loan-over": LOAN_OVER,
            "destroy": DESTROYED, "give-away": GIVEN_AWAY, "eyes": EYES, "checks": CHECKED,
            "vote-opens": [{"at": "d1 19:30"}], "town-wins": TOWN_WINS}


def case(after: str, expectation: dict[str, Any], seen: str | None = None) -> Any:
    """One expectation after the steps PREFIXES[after]: ``seen`` None means it holds, else
    it fails and the failure report shows ``seen``."""
    key = next(iter(expectation))
    verdict = "holds" if seen is None else "fails"
    setup = TOWN_WINS_SETUP if after == "town-wins" else {}
    return pytest.param(PREFIXES[after], expectation, seen, setup,
                        id=f"{key}-{verdict}-after-{after}")


EXPECTATION_CASES = [
    case("start", {"expect_alive": ["Ann", "Hal", "Ivy"]}),
    case("execution", {"expect_alive": ["Hal", "Ivy"]}, "Ivy dead"),
    case("execution", {"expect_dead": ["Ivy"]}),
    case("start", {"expect_dead": ["Ivy"]}, "Ivy alive"),
    case("execution", {"expect_dead": ["Ivy", "Hal"]}, "Hal alive"),
    case("start", {"expect_owner": "Ann"}),
    case("loan", {"expect_owner": "Ann"}),
    case("start", {"expect_owner": "Bob"}, "Ann"),
    case("destroy", {"expect_owner": "none"}),
    case("destroy", {"expect_owner": "Ann"}, "none"),
    case("start", {"expect_holder": "Ann"}),
    case("loan", {"expect_holder": "Hal"}),
    case("loan", {"expect_holder": "Ann"}, "Hal"),
    case("loan-over", {"expect_holder": "Ann"}),
    case("destroy", {"expect_holder": "none"}),
    case("destroy", {"expect_holder": "Hal"}, "none"),
    case("give-away", {"expect_owner_in": ["Bob", "Cid", "Dan", "Eve", "Hal", "Ivy"]}),
    case("give-away", {"expect_owner_in": ["Ann"]}, "not one of"),
    case("start", {"expect_owner_in": ["Bob", "Cid"]}, "Ann"),
    case("start", {"expect_eyes": []}),
    case("start", {"expect_eyes": ["Ann"]}, "[]"),
    case("eyes", {"expect_eyes": ["Ann"]}),
    case("eyes", {"expect_eyes": []}, "['Ann']"),
    case("start", {"expect_team": {"Ann": "kira", "Bob": "town", "Dan": "mafia"}}),
    case("start", {"expect_team": {"Ann": "town"}}, "Ann is kira"),
    case("execution", {"expect_public_role": {"Ivy": "civilian"}}),
    case("execution", {"expect_public_role": {"Ivy": "CIVILIAN"}}),
    case("execution", {"expect_public_role": {"Ivy": "kira"}}, "'civilian'"),
    case("execution", {"expect_public_role": {"Hal": ""}}),
    case("execution", {"expect_public_role": {"Hal": "civilian"}}, "Hal shows ''"),
    case("town-wins", {"expect_public_role": {"Ann": "Mafia"}}),
    case("town-wins", {"expect_public_role": {"Ann": "mafia_boss"}}, "'mafia'"),
    case("checks", {"expect_result": {"by": "Bob", "target": "Dan", "answer": "mafia"}}),
    case("checks", {"expect_result": {"by": "Bob", "target": "Dan", "answer": "civilian"}},
         "'mafia'"),
    case("checks", {"expect_result": {"by": "Bob", "target": "Eve", "answer": "mafia"}},
         "no result"),
    case("checks", {"expect_result": {"by": "Dan", "target": "Ann", "answer": "no"}}),
    case("checks", {"expect_result": {"by": "Dan", "target": "Ann", "answer": "yes"}}, "'no'"),
    case("start", {"expect_winner": "none"}),
    case("start", {"expect_winner": "town"}, "none"),
    case("town-wins", {"expect_winner": "town"}),
    case("town-wins", {"expect_winner": "mafia"}, "town"),
    case("town-wins", {"expect_winner": "none"}, "town"),
    case("start", {"expect_phase": "day"}),
    case("vote-opens", {"expect_phase": "vote"}),
    case("execution", {"expect_phase": "night"}),
    case("town-wins", {"expect_phase": "over"}),
    case("start", {"expect_phase": "night"}, "day"),
    case("execution", {"expect_phase": "day"}, "night"),
    case("start", {"expect_told": {"Ann": KIRA_CARD}}),
    case("loan", {"expect_told": {"Hal": LENT}}),
    case("loan", {"expect_told": {"Hal": [LENT, LENT[:10]], "Ann": LENT_OUT}}),
    case("checks", {"expect_told": {"Bob": L_CHECK_DAN}}),
    case("loan", {"expect_told": {"Ivy": LENT}}, "Ivy was never told"),
    case("loan", {"expect_told": {"Hal": LENT.upper()}}, "Hal was never told"),
    case("loan", {"expect_not_told": {"Ivy": LENT}}),
    case("start", {"expect_not_told": {"Hal": KIRA_CARD}}),
    case("loan", {"expect_not_told": {"Hal": LENT}}, "Hal was told"),
    case("loan-over", {"expect_not_told": {"Hal": LENT}}, "Hal was told"),
]


@pytest.mark.parametrize(("prefix", "expectation", "seen", "setup"), EXPECTATION_CASES)
def test_every_expectation_key_works_both_ways(
        tmp_path: Path, prefix: list[dict[str, Any]], expectation: dict[str, Any],
        seen: str | None, setup: dict[str, Any]) -> None:
    path = write(tmp_path, scenario_text([*prefix, expectation], **setup))
    code, output = run(path)
    if seen is None:
        assert code == 0, output
        assert f"PASS {path}" in output
    else:
        assert code == 1, output
        failure = report(output, "FAIL", path)
        key = next(iter(expectation))
        assert failure.startswith(f"step {len(prefix) + 1}: {key}"), failure
        assert seen in failure, f"{seen!r} not in {failure!r}"


def test_the_cases_cover_every_expectation_key_of_the_spec_both_ways() -> None:
    spec_keys = {"expect_alive", "expect_dead", "expect_owner", "expect_holder",
                 "expect_owner_in", "expect_eyes", "expect_team", "expect_public_role",
                 "expect_result", "expect_winner", "expect_phase", "expect_told",
                 "expect_not_told"}
    for holds in (True, False):
        keys = {next(iter(c.values[1])) for c in EXPECTATION_CASES
                if (c.values[2] is None) == holds}
        assert keys == spec_keys


def test_the_clock_may_move_after_the_game_is_over(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(
        [*TOWN_WINS, {"at": "d9 12:00", "expect_phase": "over", "expect_winner": "town",
                      "expect_alive": ["Bob", "Hal"]}], **TOWN_WINS_SETUP))
    code, output = run(path)
    assert code == 0, output


# --------------------------------------------------------------------- printed events

def test_the_runner_prints_public_and_private_events(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([*LOAN, *EXECUTION]))
    code, output = run(path)
    assert code == 0, output
    lines = output.splitlines()

    def line_with(text: str) -> int:
        found = [i for i, line in enumerate(lines) if text in line]
        assert found, f"{text!r} not printed:\n{output}"
        return found[0]

    nominated = line_with(PUBLIC["nominated"].format(by="Hal", target="Ivy"))
    assert "d1 12:00" in lines[nominated]
    assert "→" not in lines[nominated]
    line_with(f"→ Hal: {LENT}")
    line_with(f"→ Ann: {LENT_OUT}")
    returned = line_with("→ Ann: " + PRIVATE["notebook_returned"])
    assert "d1 18:00" in lines[returned]
    # events the clock fires, printed in game-clock order
    opens = line_with(PUBLIC["voting_opens"].format(names="Ivy"))
    executed = line_with(PUBLIC["executed"].format(name="Ivy"))
    dead = line_with("→ Ivy: " + PRIVATE["you_died"])
    night = line_with(PUBLIC["night_falls"])
    assert nominated < returned < opens < executed < night and dead < night


def test_the_runner_prints_the_events_of_the_start(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text([{"at": "d1 12:00"}]))
    code, output = run(path)
    assert code == 0
    assert PUBLIC["game_started"].format(count=len(PLAYERS)) in output
    assert f"→ Ann: {KIRA_CARD}" in output


# --------------------------------------------------------------------- entry points

SAMPLES = [pytest.param(PASSING, 0, "PASS", id="passing"),
           pytest.param(FAILING, 1, "FAIL", id="failing"),
           pytest.param(MALFORMED, 2, "MALFORMED", id="malformed")]


@pytest.mark.parametrize(("text", "expected", "verdict"), SAMPLES)
def test_python_S_m_engine_scenario_runs_on_the_standard_library_only(
        tmp_path: Path, text: str, expected: int, verdict: str) -> None:
    path = write(tmp_path, text)
    env = {"PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8",
           "PATH": os.environ.get("PATH", "")}
    done = subprocess.run([sys.executable, "-S", "-m", "engine.scenario", str(path)],
                          cwd=ROOT, env=env, capture_output=True, text=True,
                          encoding="utf-8", timeout=60)
    assert done.returncode == expected, done.stdout + done.stderr
    assert f"{verdict} {path}" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("text", "expected", "verdict"), SAMPLES)
def test_dnmafia_scenario_returns_the_same_exit_status(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, expected: int,
        verdict: str) -> None:
    path = write(tmp_path, text)
    assert cli.main(["scenario", str(path)]) == expected
    assert f"{verdict} {path}" in capsys.readouterr().out


def test_dnmafia_scenario_takes_several_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path, PASSING, "good.toml")
    bad = write(tmp_path, FAILING, "bad.toml")
    assert cli.main(["scenario", str(good), str(bad)]) == 1
    assert "1 passed, 1 failed, 0 malformed" in capsys.readouterr().out
