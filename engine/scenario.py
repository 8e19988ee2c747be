"""The scenario runner (SCENARIOS.md): plays TOML scenario files on the real engine,
prints the events, checks the expectations.

Owns parsing and validating scenario files (a malformed file is reported with the file,
the step and what is wrong — exit 2), running them, and the expectation checks (a failed
one — exit 1). ``python -m engine.scenario FILE...`` runs it with the bare interpreter.
Imports engine modules and the standard library only.
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from engine.clock import format_time, parse_time
from engine.commands import TARGETED, Act, Action, Advance, Channel
from engine.errors import Refusal
from engine.game import Audience, Event, Game, GameSetup, SetupError
from engine.messages import render
from engine.options import (
    OptionError,
    Preset,
    option_names,
    parse_option,
)
from engine.presets import PRESETS, preset_rules
from engine.replay import state_hash
from engine.role_files import load_file, load_tables
from engine.role_spec import RoleSpec
from engine.rolebook import check_custom, rolebook
from engine.roles import Team

EXIT_OK, EXIT_FAILED, EXIT_MALFORMED = 0, 1, 2

# "reserves" is an extension to SCENARIOS.md: the classic preset's reserve players
# "roles_file", "role" and "role_counts": a host's own roles (docs/roles.md)
_TOP_KEYS = {"preset", "seed", "players", "roles", "options", "items", "step", "lang",
             "reserves", "roles_file", "role", "role_counts"}
_INFO_KEYS = {"title", "description", "name", "notes", "comment"}
_ACTION_FIELDS = {"target", "text", "channel", "death_at", "circumstances", "light_corpse",
                  "to", "until", "from", "role"}
_EXPECT_KEYS = {
    "expect_alive", "expect_dead", "expect_owner", "expect_holder", "expect_owner_in",
    "expect_eyes", "expect_team", "expect_public_role", "expect_result", "expect_winner",
    "expect_phase", "expect_told", "expect_not_told",
    # extensions to SCENARIOS.md: fragments of the public record (newspaper, announcements)
    "expect_public", "expect_not_public",
}
_STEP_KEYS = {"at", "by", "do", "expect_rejected"} | _ACTION_FIELDS | _EXPECT_KEYS | _INFO_KEYS
_NEEDS_TARGET = TARGETED - {Action.LEND}  # a lend names its borrower ``to``
_TEAMS = {t.value for t in Team}
_PHASES = {"day", "vote", "night", "over"}
_WINNERS = _TEAMS | {"nobody", "none", "draw", "mafia2"}

class Malformed(Exception):
    """The file cannot be run: says where and what."""


@dataclass
class Step:
    index: int
    at: int | None
    act: Act | None
    expect_rejected: bool
    expectations: dict[str, Any]


@dataclass
class Scenario:
    path: str
    setup: GameSetup
    steps: list[Step] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


# --------------------------------------------------------------------- parsing

def _where(index: int | None) -> str:
    return "" if index is None else f"step {index}: "


def _require_str(value: Any, what: str, index: int | None) -> str:
    if not isinstance(value, str):
        raise Malformed(f"{_where(index)}{what} must be a string, got {value!r}")
    return value


def _moment(value: Any, what: str, index: int | None) -> int:
    text = _require_str(value, what, index)
    try:
        return parse_time(text)
    except ValueError as exc:
        raise Malformed(f"{_where(index)}{what}: {exc}") from None


def _name(value: Any, what: str, index: int | None, players: Sequence[str]) -> str:
    text = _require_str(value, what, index)
    if text not in players:
        raise Malformed(f"{_where(index)}{what}: {text!r} is not one of the players")
    return text


def _names(value: Any, what: str, index: int | None, players: Sequence[str]) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise Malformed(f"{_where(index)}{what} must be a list of player names")
    return [_name(v, what, index, players) for v in value]


def parse_scenario(path: str, data: dict[str, Any]) -> Scenario:
    warnings = []
    for key in data:
        if key not in _TOP_KEYS | _INFO_KEYS:
            raise Malformed(f"unknown top-level key {key!r}")
    preset_word = data.get("preset", "deathnote")
    try:
        preset = Preset(preset_word)
    except ValueError:
        raise Malformed(f"preset must be 'deathnote' or 'classic', got {preset_word!r}") from None
    lang = data.get("lang", "en")
    if lang != "en":
        raise Malformed(f"lang {lang!r}: the runner matches messages in English ('en') only")
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise Malformed(f"seed must be an integer, got {seed!r}")
    players = data.get("players")
    if (not isinstance(players, list) or len(players) < 2
            or not all(isinstance(p, str) and p.strip() for p in players)):
        raise Malformed("players must be a list of at least two names")
    if len(set(players)) != len(players):
        raise Malformed("players: a name appears twice")
    rules = preset_rules(preset)
    others = [other for other in PRESETS.values() if other is not rules]
    reserves = data.get("reserves", [])
    if (not isinstance(reserves, list) or not all(isinstance(r, str) and r.strip()
                                                  for r in reserves)):
        raise Malformed("reserves must be a list of names")
    if reserves and not rules.takes_reserves:
        raise Malformed(f"reserves: the {preset.value} preset takes no reserve players")
    if set(reserves) & set(players) or len(set(reserves)) != len(reserves):
        raise Malformed("reserves must be distinct names, none of them a player")
    known = list(players) + list(reserves)  # a seated reserve acts and is named like a player
    custom = _custom_roles(path, data, preset.value)
    book = rolebook(preset.value, custom)
    roles = data.get("roles", {})
    if not isinstance(roles, dict):
        raise Malformed("[roles] must be a table of name = role")
    deal = {}
    for name, word in roles.items():
        _name(name, "[roles]", None, players)
        word = _require_str(word, f"[roles] {name}", None).strip().lower()
        owner = next((o for o in others if word in o.deal_words), None)
        if word not in book.deal_words and owner is not None:
            raise Malformed(f"[roles] {name} = {word!r}: a {owner.preset.value} role, not in "
                            f"the {preset.value} preset")
        if word not in book.deal_words:
            raise Malformed(f"[roles] {name}: unknown role {word!r}")
        deal[name] = word
    counts = data.get("role_counts", {})
    if not isinstance(counts, dict) or not all(
            isinstance(n, int) and not isinstance(n, bool) for n in counts.values()):
        raise Malformed("[role_counts] must be a table of role = number of seats")
    for word in book.unique_words:
        if sum(1 for w in deal.values() if w == word) > 1:
            raise Malformed(f"[roles]: at most one {word}")
    items = data.get("items") or {}
    if items and not rules.takes_items:
        raise Malformed(f"[items] (vests): the {preset.value} preset deals no items")
    if not isinstance(items, dict):
        raise Malformed("[items] must be a table of name = item")
    for name, item in items.items():
        _name(name, "[items]", None, players)
        if item != "vest":
            raise Malformed(f"[items] {name}: unknown item {item!r} (only 'vest')")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise Malformed("[options] must be a table")
    for name, value in options.items():
        try:
            parse_option(name, value)
        except OptionError as exc:
            raise Malformed(f"[options] {exc} (known: {', '.join(option_names())})") from None
        if name not in rules.own_options and any(name in o.own_options for o in others):
            warnings.append(f"option {name} has no effect in the {preset.value} preset")
    setup = GameSetup(preset, tuple(players), seed, dict(options), deal,
                      reserves=tuple(reserves), items=dict(items) or None,
                      custom_roles=custom, role_counts=dict(counts))
    try:
        opening = Game(setup).state.now
    except (SetupError, OptionError, ValueError) as exc:
        raise Malformed(f"cannot set up the game: {exc}") from None
    scenario = Scenario(path, setup, warnings=warnings)
    steps = data.get("step", [])
    if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
        raise Malformed("steps must be written as [[step]] tables")
    last_at = opening
    for index, raw in enumerate(steps, start=1):
        step = _parse_step(index, raw, known)
        if step.at is not None:
            if step.at < last_at:
                raise Malformed(f"step {index}: 'at' {format_time(step.at)} moves the clock "
                                f"back (the clock is already at {format_time(last_at)})")
            last_at = step.at
        scenario.steps.append(step)
    return scenario


def _parse_step(index: int, raw: dict[str, Any], players: list[str]) -> Step:
    for key in raw:
        if key not in _STEP_KEYS:
            raise Malformed(f"step {index}: unknown key {key!r}")
    at = _moment(raw["at"], "at", index) if "at" in raw else None
    act = None
    if "do" in raw:
        act = _parse_act(index, raw, players)
    elif "by" in raw or any(k in raw for k in _ACTION_FIELDS):
        raise Malformed(f"step {index}: action fields without 'do'")
    rejected = raw.get("expect_rejected", False)
    if not isinstance(rejected, bool):
        raise Malformed(f"step {index}: expect_rejected must be true or false")
    if rejected and act is None:
        raise Malformed(f"step {index}: expect_rejected needs an action ('do')")
    expectations = {k: _check_expectation(index, k, raw[k], players)
                    for k in raw if k in _EXPECT_KEYS}
    return Step(index, at, act, rejected, expectations)


def _parse_act(index: int, raw: dict[str, Any], players: list[str]) -> Act:
    word = _require_str(raw["do"], "do", index)
    try:
        action = Action(word)
    except ValueError:
        known = ", ".join(a.value for a in Action)
        raise Malformed(f"step {index}: unknown action {word!r} (known: {known})") from None
    if "by" not in raw:
        raise Malformed(f"step {index}: '{word}' needs 'by' (the acting player)")
    by = _name(raw["by"], "by", index, players)
    target = raw.get("target")
    if target is not None:
        target = _name(target, "target", index, players)
    elif action in _NEEDS_TARGET:
        raise Malformed(f"step {index}: '{word}' needs a target")
    fields: dict[str, Any] = {"target": target}
    if action is Action.SAY:
        fields["text"] = _require_str(raw.get("text"), "text", index)
        channel = _require_str(raw.get("channel", "game"), "channel", index)
        try:
            fields["channel"] = Channel(channel)
        except ValueError:
            raise Malformed(f"step {index}: channel must be 'game' or 'mafia'") from None
    if "death_at" in raw:
        fields["death_at"] = _moment(raw["death_at"], "death_at", index)
    if "circumstances" in raw:
        fields["circumstances"] = _require_str(raw["circumstances"], "circumstances", index)
    if "light_corpse" in raw:
        if not isinstance(raw["light_corpse"], bool):
            raise Malformed(f"step {index}: light_corpse must be true or false")
        fields["light_corpse"] = raw["light_corpse"]
    if action is Action.LEND:
        if "to" not in raw or "until" not in raw:
            raise Malformed(f"step {index}: 'lend' needs 'to' and 'until'")
        fields["to"] = _name(raw["to"], "to", index, players)
        fields["until"] = _moment(raw["until"], "until", index)
        if "from" in raw:
            fields["start"] = _moment(raw["from"], "from", index)
    if "role" in raw:
        fields["role"] = _require_str(raw["role"], "role", index)
    return Act(by, action, **fields)


def _check_expectation(index: int, key: str, value: Any, players: list[str]) -> Any:
    def fail(what: str) -> Malformed:
        return Malformed(f"step {index}: {key} {what}")

    if key in ("expect_alive", "expect_dead", "expect_owner_in", "expect_eyes"):
        return _names(value, key, index, players)
    if key in ("expect_owner", "expect_holder"):
        if value == "none":
            return value
        return _name(value, key, index, players)
    if key in ("expect_team", "expect_public_role", "expect_told", "expect_not_told"):
        if not isinstance(value, dict):
            raise fail("must be a table like { Name = \"...\" }")
        for name, item in value.items():
            _name(name, key, index, players)
            many = key in ("expect_told", "expect_not_told")
            items = item if isinstance(item, list) and many else [item]
            if not all(isinstance(i, str) for i in items):
                raise fail(f"for {name} must be a string" + (" or a list of them" if many
                                                               else ""))
            if key == "expect_team" and item not in _TEAMS:
                raise fail(f"for {name}: unknown team {item!r} ({', '.join(sorted(_TEAMS))})")
        return value
    if key in ("expect_public", "expect_not_public"):
        items = value if isinstance(value, list) else [value]
        if not all(isinstance(i, str) for i in items):
            raise fail("must be a text fragment or a list of them")
        return items
    if key == "expect_result":
        if not isinstance(value, dict) or set(value) != {"by", "target", "answer"}:
            raise fail("must be { by = ..., target = ..., answer = ... }")
        _name(value["by"], key, index, players)
        _name(value["target"], key, index, players)
        _require_str(value["answer"], key, index)
        return value
    if key == "expect_winner":
        if not isinstance(value, str) or value not in _WINNERS:
            raise fail(f"must be one of {', '.join(sorted(_WINNERS))}")
        return value
    if key == "expect_phase":
        if not isinstance(value, str) or value not in _PHASES:
            raise fail(f"must be one of {', '.join(sorted(_PHASES))}")
        return value
    raise fail("is not an expectation")  # pragma: no cover


def _custom_roles(path: str, data: dict[str, Any], preset: str) -> tuple[RoleSpec, ...]:
    """The scenario's own roles: its ``roles_file`` (a path relative to the scenario
    file) and its inline ``[[role]]`` tables, checked for ``preset``."""
    specs: list[RoleSpec] = []
    try:
        file = data.get("roles_file")
        if file is not None:
            if not isinstance(file, str) or not file.strip():
                raise Malformed("roles_file must be the path of a role file")
            specs += load_file(Path(path).parent / file, option_names())
        inline = data.get("role")
        if inline is not None:
            specs += load_tables(inline, f"{Path(path).name} [[role]]", option_names())
        return check_custom(preset, specs,
                            declared_night=preset_rules(preset).declared_night)
    except SetupError as exc:
        raise Malformed(f"role: {exc}") from None


def load_scenario(path: str) -> Scenario:
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except OSError as exc:
        raise Malformed(f"cannot read the file: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise Malformed(f"not valid TOML: {exc}") from None
    return parse_scenario(path, data)


# --------------------------------------------------------------------- checking

def _messages_text(game: Game, name: str) -> list[str]:
    """A player's private messages, and for a classic mafioso his family's channel."""
    s = game.state
    p = s.players.get(name)
    if p is None:  # a reserve not seated yet
        return []
    texts = [render(m.code, m.params) for m in p.messages]
    if p.family:
        texts += [render(e.code, e.params) for e in s.family_log(p.family)[p.channel_from:]]
    return texts


def _first_letter_swapped(fragment: str) -> str:
    return fragment[:1].swapcase() + fragment[1:]


def check_expectations(game: Game, expectations: dict[str, Any]) -> list[str]:
    """Every failed expectation, as 'what was expected — what was seen'."""
    s = game.state
    book = s.notebook  # None at a table without one: no owner, no holder, no eyes
    problems = []

    def owner() -> str:
        if (book is None or book.destroyed or book.owner is None
                or not s.players[book.owner].alive):
            return "none"
        return book.owner

    def holder() -> str:
        h = book.holder if book is not None else None
        return "none" if h is None or not s.players[h].alive else h

    def eyes() -> list[str]:
        return sorted(book.eyes) if book is not None else []

    for key, want in expectations.items():
        if key == "expect_alive":
            dead = [n for n in want if n not in s.players or not s.players[n].alive]
            if dead:
                problems.append(f"expect_alive: {', '.join(dead)} dead")
        elif key == "expect_dead":
            alive = [n for n in want if n in s.players and s.players[n].alive]
            if alive:
                problems.append(f"expect_dead: {', '.join(alive)} alive")
        elif key == "expect_owner" and owner() != want:
            problems.append(f"expect_owner: wanted {want}, the owner is {owner()}")
        elif key == "expect_holder" and holder() != want:
            problems.append(f"expect_holder: wanted {want}, the holder is {holder()}")
        elif key == "expect_owner_in" and owner() not in want:
            problems.append(f"expect_owner_in: the owner is {owner()}, not one of {want}")
        elif key == "expect_eyes" and eyes() != sorted(want):
            problems.append(f"expect_eyes: wanted {sorted(want)}, eyes: {eyes()}")
        elif key == "expect_team":
            for name, team in want.items():
                if s.players[name].team.value != team:
                    problems.append(f"expect_team: {name} is {s.players[name].team.value}, "
                                    f"not {team}")
        elif key == "expect_public_role":
            for name, role in want.items():
                shown = s.players[name].public_role
                if shown.lower() != role.lower():
                    problems.append(f"expect_public_role: {name} shows {shown!r}, not {role!r}")
        elif key == "expect_result":
            results = [r for r in s.players[want["by"]].results if r.target == want["target"]]
            if not results:
                problems.append(f"expect_result: {want['by']} has no result for "
                                f"{want['target']}")
            elif results[-1].answer.lower() != want["answer"].lower():
                problems.append(f"expect_result: {want['by']} got {results[-1].answer!r} for "
                                f"{want['target']}, not {want['answer']!r}")
        elif key == "expect_winner":
            got = s.winner or "none"
            if got != want and not (want == "draw" and got == "nobody"):
                problems.append(f"expect_winner: wanted {want}, got {got}")
        elif key == "expect_phase" and s.phase.value != want:
            problems.append(f"expect_phase: wanted {want}, the phase is {s.phase.value}")
        elif key in ("expect_public", "expect_not_public"):
            texts = [render(e.code, e.params) for e in s.public_log]
            for fragment in want:
                found = any(fragment in t for t in texts)
                if key == "expect_public" and not found:
                    problems.append(f"expect_public: nothing public says {fragment!r}")
                elif key == "expect_not_public" and found:
                    problems.append(f"expect_not_public: something public says {fragment!r}")
        elif key in ("expect_told", "expect_not_told"):
            for name, fragments in want.items():
                texts = _messages_text(game, name)
                for fragment in fragments if isinstance(fragments, list) else [fragments]:
                    found = any(fragment in t for t in texts)
                    if not found and key == "expect_told":
                        # a phrase quoted mid-sentence in RULES.md ("a notebook has been
                        # handed to you…") also matches the message that opens with it
                        found = any(_first_letter_swapped(fragment) in t for t in texts)
                    if key == "expect_told" and not found:
                        problems.append(f"expect_told: {name} was never told {fragment!r}; "
                                        f"told: {texts}")
                    elif key == "expect_not_told" and found:
                        problems.append(f"expect_not_told: {name} was told {fragment!r}")
    return problems


# --------------------------------------------------------------------- running

def _print_events(events: list[Event], out: TextIO) -> None:
    for e in events:
        text = render(e.code, e.params)
        if e.audience is Audience.PUBLIC or e.audience is Audience.MAFIA:
            out.write(f"  {format_time(e.at)}  {text}\n")
        else:
            out.write(f"  {format_time(e.at)}  → {e.to}: {text}\n")


@dataclass
class Outcome:
    passed: bool
    failure: str | None = None
    game: Game | None = None


def run_scenario(scenario: Scenario, out: TextIO) -> Outcome:
    game = Game(scenario.setup)
    for warning in scenario.warnings:
        out.write(f"  warning: {warning}\n")
    _print_events(game.opening_events, out)
    for step in scenario.steps:
        if step.at is not None:
            if step.at < game.state.now:
                return Outcome(False, f"step {step.index}: 'at' {format_time(step.at)} is "
                                      f"before the clock ({format_time(game.state.now)})", game)
            _print_events(game.apply(Advance(step.at)), out)
        if step.act is not None:
            failure = _run_act(game, step, out)
            if failure:
                return Outcome(False, failure, game)
        problems = check_expectations(game, step.expectations)
        if problems:
            return Outcome(False, f"step {step.index}: " + "; ".join(problems), game)
    return Outcome(True, None, game)


def _run_act(game: Game, step: Step, out: TextIO) -> str | None:
    act = step.act
    before = state_hash(game)
    try:
        events = game.apply(act)
    except Refusal as refusal:
        if state_hash(game) != before:  # pragma: no cover - an engine defect
            return f"step {step.index}: a refused action changed the game"
        out.write(f"  {format_time(game.state.now)}  {act.actor} {act.action.value}: "
                  f"refused — {refusal.text}\n")
        if step.expect_rejected:
            return None
        return (f"step {step.index}: {act.actor} {act.action.value} was refused: "
                f"{refusal.text} ({refusal.code})")
    _print_events(events, out)
    if step.expect_rejected:
        return f"step {step.index}: {act.actor} {act.action.value} was accepted, expected refusal"
    return None


def main(argv: Sequence[str] | None = None, out: TextIO | None = None,
         loader: Callable[[str], Scenario] = load_scenario) -> int:
    out = out or sys.stdout
    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        out.write("usage: dnmafia scenario FILE.toml [FILE.toml ...]\n")
        return EXIT_MALFORMED
    malformed = failed = passed = 0
    for path in paths:
        out.write(f"== {path}\n")
        try:
            scenario = loader(path)
        except Malformed as exc:
            out.write(f"MALFORMED {path}: {exc}\n")
            malformed += 1
            continue
        outcome = run_scenario(scenario, out)
        if outcome.passed:
            out.write(f"PASS {path}\n")
            passed += 1
        else:
            out.write(f"FAIL {path}: {outcome.failure}\n")
            failed += 1
    out.write(f"{passed} passed, {failed} failed, {malformed} malformed\n")
    if malformed:
        return EXIT_MALFORMED
    return EXIT_FAILED if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
