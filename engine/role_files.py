"""Reading role files (docs/roles.md): TOML text → checked ``RoleSpec``s, or a
``RoleFileError`` naming the file and the field.

Owns the loader (``load_text``, ``load_file``, ``load_tables``), the checks of one role (its
fields, abilities, phases, uses) and of a set of roles (duplicate words, the night order
and its cycles: ``night_order``), and the built-in roles shipped as package data under
``engine/role_data/<preset>/`` (``builtin_roles``). The errors are ``engine.messages.SETUP``
codes, so the windows say them in the host's language. Imports the role vocabulary, the
setup error and the stdlib only: not the options (an option's word is checked against the
names the caller gives, ``option_names``) and nothing outside the engine.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Collection, Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from engine.commands import Action
from engine.errors import SetupError
from engine.role_spec import (
    ABILITIES,
    LANGUAGES,
    PROTECTS,
    UNTARGETED,
    ActionSpec,
    ActPhase,
    By,
    CardLine,
    CheckReads,
    DealWord,
    Frequency,
    Harm,
    NightStep,
    RoleSpec,
    Sight,
    Team,
    Wins,
    Words,
)

PRESETS = ("classic", "deathnote")

_ROLE_FIELDS = {"word", "preset", "team", "wins", "name", "card", "deal", "action", "night",
                "check_reads", "icon", "strike_guess", "order", "title", "card_line"}
_ACTION_FIELDS = {"ability", "phase", "targets", "uses", "frequency", "not_same_twice",
                  "self", "by", "requires", "stops", "sees"}
_DEAL_FIELDS = {"word", "family", "reveals", "name", "order", "unique", "optional"}
_NIGHT_FIELDS = {"step", "after", "before"}
_CARD_LINE_FIELDS = {"en", "ru", "when", "in_play", "not_in_play", "count", "part", "unless",
                     "lines_of", "parts"}


class RoleFileError(SetupError):
    """A role file the rules cannot take: a ``SETUP`` code with the file and field."""


class _Reader:
    """Reads one role's table, naming ``file`` and the field path in every error."""

    def __init__(self, file: str, options: Collection[str] | None) -> None:
        self.file = file
        self.options = options

    def fail(self, code: str, field: str, **params: Any) -> RoleFileError:
        return RoleFileError(code, file=self.file, field=field, **params)

    def check_fields(self, table: Mapping[str, Any], allowed: set[str], where: str) -> None:
        for key in table:
            if key not in allowed:
                raise self.fail("role_unknown_field", where + key)

    def need(self, table: Mapping[str, Any], key: str, where: str, kind: type) -> Any:
        if key not in table:
            raise self.fail("role_missing_field", where + key)
        return self.typed(table[key], kind, where + key)

    def typed(self, value: Any, kind: type | tuple[type, ...], field: str) -> Any:
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            raise self.fail("role_bad_value", field, value=repr(value))
        return value

    def enum(self, table: Mapping[str, Any], key: str, where: str, kind: Any,
             default: Any) -> Any:
        if key not in table:
            return default
        try:
            return kind(table[key])
        except ValueError:
            raise self.fail("role_bad_value", where + key, value=repr(table[key])) from None

    def option(self, word: str, field: str) -> str:
        if self.options is not None and word not in self.options:
            raise self.fail("role_unknown_option", field, option=word)
        return word

    def words(self, table: Mapping[str, Any], key: str, where: str,
              required: bool = True) -> Words | None:
        if key not in table:
            if required:
                raise self.fail("role_missing_field", where + key)
            return None
        texts = self.typed(table[key], dict, where + key)
        self.check_fields(texts, set(LANGUAGES), f"{where}{key}.")
        found = {lang: self.need(texts, lang, f"{where}{key}.", str) for lang in LANGUAGES}
        return Words(**found)

    def role(self, table: Mapping[str, Any], where: str = "") -> RoleSpec:
        self.check_fields(table, _ROLE_FIELDS, where)
        word = self.need(table, "word", where, str)
        preset = self.need(table, "preset", where, str)
        if preset not in PRESETS:
            raise self.fail("role_bad_value", where + "preset", value=repr(preset))
        deal_rows = self.typed(table.get("deal", [{"word": word}]), list, where + "deal")
        deal = tuple(self.deal_word(row, f"{where}deal[{i}].")
                     for i, row in enumerate(deal_rows))
        if not deal:
            raise self.fail("role_missing_field", where + "deal")
        action_rows = self.typed(table.get("action", []), list, where + "action")
        actions = tuple(self.action(row, f"{where}action[{i}].")
                        for i, row in enumerate(action_rows))
        night = None
        if "night" in table:
            night = self.night(self.typed(table["night"], dict, where + "night"),
                               where + "night.")
        if night is not None and not any(a.phase is ActPhase.NIGHT for a in actions):
            raise self.fail("role_step_without_action", where + "night.step")
        return RoleSpec(
            word=word, preset=preset,
            team=self.enum(table, "team", where, Team, None) or self._missing(where, "team"),
            name=self.words(table, "name", where), card=self.words(table, "card", where),
            deal=deal, wins=self.enum(table, "wins", where, Wins, Wins.TEAM),
            actions=actions, night=night,
            check_reads=self.enum(table, "check_reads", where, CheckReads, CheckReads.CIVILIAN),
            icon=self.typed(table.get("icon", "role-unknown"), str, where + "icon"),
            strike_guess=self.typed(table.get("strike_guess", False), bool,
                                    where + "strike_guess"),
            order=self.typed(table.get("order", 0), int, where + "order"),
            title=self.typed(table.get("title", ""), str, where + "title"),
            card_lines=tuple(self.card_line(row, f"{where}card_line[{i}].") for i, row
                             in enumerate(self.typed(table.get("card_line", []), list,
                                                     where + "card_line"))),
            source=self.file)

    def _missing(self, where: str, key: str) -> Any:
        raise self.fail("role_missing_field", where + key)

    def deal_word(self, row: Any, where: str) -> DealWord:
        row = self.typed(row, dict, where.rstrip("."))
        self.check_fields(row, _DEAL_FIELDS, where)
        family = self.typed(row.get("family", 0), int, where + "family")
        if family not in (0, 1, 2):
            raise self.fail("role_bad_value", where + "family", value=repr(family))
        order = row.get("order")
        optional = self.typed(row.get("optional", 0), int, where + "optional")
        if optional < 0:
            raise self.fail("role_bad_value", where + "optional", value=repr(optional))
        return DealWord(self.need(row, "word", where, str), family,
                        self.typed(row.get("reveals", ""), str, where + "reveals"),
                        self.words(row, "name", where, required=False),
                        None if order is None else self.typed(order, int, where + "order"),
                        self.typed(row.get("unique", True), bool, where + "unique"), optional)

    def action(self, row: Any, where: str) -> ActionSpec:
        row = self.typed(row, dict, where.rstrip("."))
        self.check_fields(row, _ACTION_FIELDS, where)
        word = self.need(row, "ability", where, str)
        try:
            ability = Action(word)
        except ValueError:
            ability = None
        if ability is None or ability not in ABILITIES:
            raise self.fail("role_unknown_ability", where + "ability", ability=word)
        phase = self.enum(row, "phase", where, ActPhase, ActPhase.NIGHT)
        if phase not in ABILITIES[ability]:
            raise self.fail("role_never_acts", where + "phase", ability=word,
                            phase=phase.value)
        uses = row.get("uses")
        if isinstance(uses, str):
            uses = self.option(uses, where + "uses")
        elif uses is not None:
            uses = self.typed(uses, int, where + "uses")
            if uses < 1:
                raise self.fail("role_never_acts", where + "uses", ability=word,
                                phase=phase.value)
        allowed = self.typed(row.get("self", False), (bool, str), where + "self")
        if isinstance(allowed, str):
            allowed = self.option(allowed, where + "self")
        targets = self.typed(row.get("targets", 0 if ability in UNTARGETED else 1), int,
                             where + "targets")
        if targets not in (0, 1) or ability in UNTARGETED and targets:
            raise self.fail("role_bad_value", where + "targets", value=repr(targets))
        requires = row.get("requires")
        if requires is not None:
            requires = self.option(self.typed(requires, str, where + "requires"),
                                   where + "requires")
        stops = None
        if "stops" in row:
            stops = self.stops(ability, row["stops"], where + "stops")
        return ActionSpec(
            ability, phase, targets, uses,
            self.enum(row, "frequency", where, Frequency, Frequency.EACH_NIGHT),
            self.typed(row.get("not_same_twice", False), bool, where + "not_same_twice"),
            allowed, self.enum(row, "by", where, By, By.ROLE), requires, stops,
            self.sight(ability, row, where))

    def sight(self, ability: Action, row: Mapping[str, Any], where: str) -> Sight:
        """A watch's ``sees`` (attackers or visitors); no other ability takes it."""
        if "sees" in row and ability is not Action.WATCH:
            raise self.fail("role_bad_value", where + "sees", value=repr(row["sees"]))
        return self.enum(row, "sees", where, Sight, Sight.ATTACKERS)

    def stops(self, ability: Action, value: Any, field: str) -> frozenset[Harm]:
        """A protecting ability's harms (``stops = ["shot", "family_kill"]``)."""
        if ability not in PROTECTS:
            raise self.fail("role_bad_value", field, value=repr(value))
        harms = set()
        for word in self.typed(value, list, field):
            try:
                harms.add(Harm(word))
            except ValueError:
                raise self.fail("role_bad_value", field, value=repr(word)) from None
        return frozenset(harms)

    def card_line(self, row: Any, where: str) -> CardLine:
        """A ``[[card_line]]``: its text and conditions, or a ``lines_of`` splice."""
        row = self.typed(row, dict, where.rstrip("."))
        self.check_fields(row, _CARD_LINE_FIELDS, where)
        when = self.typed(row.get("when", {}), dict, where + "when")
        for option, value in when.items():
            self.option(option, f"{where}when.{option}")
            self.typed(value, (bool, int, str), f"{where}when.{option}")
        count = row.get("count")
        if count is not None:
            count = self.option(self.typed(count, str, where + "count"), where + "count")
        lines_of = row.get("lines_of")
        text = None
        if lines_of is None:
            text = Words(**{lang: self.need(row, lang, where, str) for lang in LANGUAGES})
        else:
            lines_of = self.typed(lines_of, str, where + "lines_of")
            for key in (*LANGUAGES, "when", "in_play", "not_in_play", "count", "unless"):
                if key in row:  # a splice is shown as the spliced lines say
                    raise self.fail("role_unknown_field", where + key)
        return CardLine(text, tuple(when.items()), self.word_list(row, "in_play", where),
                        self.word_list(row, "not_in_play", where), count,
                        self.typed(row.get("part", ""), str, where + "part"),
                        self.word_list(row, "unless", where), lines_of,
                        self.word_list(row, "parts", where))

    def word_list(self, row: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
        """A word or a list of words (``in_play = "maniac"``, ``["don", "don2"]``)."""
        value = row.get(key, [])
        words = [value] if isinstance(value, str) else self.typed(value, list, where + key)
        return tuple(self.typed(word, str, where + key) for word in words)

    def night(self, table: Mapping[str, Any], where: str) -> NightStep:
        self.check_fields(table, _NIGHT_FIELDS, where)
        after = self.typed(table.get("after", []), list, where + "after")
        before = self.typed(table.get("before", []), list, where + "before")
        return NightStep(self.need(table, "step", where, str),
                         tuple(self.typed(a, str, f"{where}after") for a in after),
                         tuple(self.typed(b, str, f"{where}before") for b in before))


def load_text(text: str, file: str = "<text>",
              option_names: Collection[str] | None = None) -> list[RoleSpec]:
    """The roles of one role file's text: a single role (its fields at the top) or several
    (``[[role]]`` tables). ``option_names``: the rule options a role may name (None: not
    checked). Raises RoleFileError."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RoleFileError("role_file_syntax", file=file, field="", error=str(error)) from None
    if "role" in data:
        _Reader(file, option_names).check_fields(data, {"role"}, "")
        return load_tables(data["role"], file, option_names)
    return [_Reader(file, option_names).role(data)]


def load_tables(rows: Any, file: str = "<text>",
                option_names: Collection[str] | None = None) -> list[RoleSpec]:
    """The roles of a list of role tables, as a file's ``[[role]]`` tables (a scenario's
    inline roles, a setup record's ``custom_roles``) are read. Raises RoleFileError."""
    reader = _Reader(file, option_names)
    rows = reader.typed(rows, list, "role")
    return [reader.role(reader.typed(row, dict, f"role[{i}]"), f"role[{i}].")
            for i, row in enumerate(rows)]


def load_file(path: Path | str, option_names: Collection[str] | None = None
              ) -> list[RoleSpec]:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RoleFileError("role_file_syntax", file=path.name, field="",
                            error=str(error)) from None
    return load_text(text, path.name, option_names)


def check_set(roles: Iterable[RoleSpec]) -> list[RoleSpec]:
    """A preset's roles checked together: no word (role or deal word) twice, every night
    step's ``after`` a step some role declares, no cycle in the night order. Returns them
    in display order. Raises RoleFileError."""
    roles = list(roles)
    seen: dict[tuple[str, str], RoleSpec] = {}
    for spec in roles:
        words = {spec.word} | {d.word for d in spec.deal}
        for word in sorted(words):
            other = seen.get((spec.preset, word))
            if other is not None:
                raise RoleFileError("role_duplicate_word", file=spec.source, field="word",
                                    word=word, other=other.source)
            seen[(spec.preset, word)] = spec
    for preset in {spec.preset for spec in roles}:
        night_order([spec for spec in roles if spec.preset == preset])
    _check_card_words(roles, seen)
    return sorted(roles, key=lambda spec: spec.order)


def _check_card_words(roles: list[RoleSpec], words: Mapping[tuple[str, str], RoleSpec]) -> None:
    """Every word a card line names is a word of its preset's roles; a ``lines_of`` names
    a role and parts it has (``words``: (preset, word) → its role)."""
    for spec in roles:
        for i, line in enumerate(spec.card_lines):
            where = f"card_line[{i}]."
            named = (("in_play", line.in_play), ("not_in_play", line.not_in_play),
                     ("lines_of", () if line.lines_of is None else (line.lines_of,)))
            for key, value in named:
                for word in value:
                    if (spec.preset, word) not in words:
                        raise RoleFileError("role_bad_value", file=spec.source,
                                            field=where + key, value=repr(word))
            if line.lines_of is None:
                continue
            other = words[(spec.preset, line.lines_of)]
            for part in line.parts:
                if not any(o.part == part for o in other.card_lines if o.lines_of is None):
                    raise RoleFileError("role_bad_value", file=spec.source,
                                        field=where + "parts", value=repr(part))


def night_order(roles: Iterable[RoleSpec]) -> list[str]:
    """The night's steps in the order they are resolved: each after the steps it names,
    otherwise in the order they are first declared (by display order). Raises
    RoleFileError for a step after one nobody declares, or for a cycle."""
    roles = list(roles)
    after: dict[str, set[str]] = {}
    source: dict[str, str] = {}
    for spec in sorted(roles, key=lambda spec: spec.order):
        if spec.night is None:
            continue
        after.setdefault(spec.night.step, set()).update(spec.night.after)
        source.setdefault(spec.night.step, spec.source)
    for spec in roles:  # "before": the named steps come after this one
        for later in spec.night.before if spec.night is not None else ():
            if later not in after:
                raise RoleFileError("role_unknown_step", file=spec.source,
                                    field="night.before", step=later)
            after[later].add(spec.night.step)
    for step, before in after.items():
        for name in sorted(before - after.keys()):
            raise RoleFileError("role_unknown_step", file=source[step], field="night.after",
                                step=name)
    order: list[str] = []
    left = dict(after)
    while left:
        ready = [step for step, before in left.items() if before <= set(order)]
        if not ready:
            raise _cycle_error(roles, left)
        order.append(ready[0])
        del left[ready[0]]
    return order


def _cycle_error(roles: list[RoleSpec], left: Mapping[str, set[str]]) -> RoleFileError:
    """The night order's circle: only the steps on it (not the ones merely after it), each
    after the one before it, blamed on the last-given role that declares one of them (a
    host's own role comes after the built-in ones), at the field that puts it there."""
    seen: list[str] = []
    step = min(left)
    while step not in seen:  # each step left waits for another step left: walk back
        seen.append(step)
        step = min(left[step] & left.keys())
    cycle = seen[seen.index(step):][::-1]  # in the night's order: each after the one before
    start = cycle.index(min(cycle))
    cycle = cycle[start:] + cycle[:start]
    spec = [s for s in roles if s.night is not None and s.night.step in cycle][-1]
    assert spec.night is not None
    field = "night.after" if set(spec.night.after) & set(cycle) else "night.before"
    return RoleFileError("role_night_cycle", file=spec.source, field=field,
                         steps=", ".join(cycle))


@functools.cache
def builtin_roles(preset: str) -> tuple[RoleSpec, ...]:
    """The roles shipped with the app for ``preset``, in display order."""
    folder = resources.files("engine") / "role_data" / preset
    roles: list[RoleSpec] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            roles += load_text(entry.read_text(encoding="utf-8"), f"{preset}/{entry.name}")
    return tuple(check_set(roles))


def all_builtin_roles() -> tuple[RoleSpec, ...]:
    return tuple(spec for preset in PRESETS for spec in builtin_roles(preset))
