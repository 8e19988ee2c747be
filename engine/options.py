"""Rule options (RULES.md §10): typed, validated, with each preset's defaults.

Owns the ``Options`` frozen dataclass — frozen so the rule set cannot change once a game
starts — with each option's metadata on its field (``engine.option_spec``: its kind, its
section, its presets and their defaults, what it requires, its random draw, its old
default), every table derived from that metadata, its parsing from plain values (scenario
files, the host console) and its plain rendering for views and logs. Imports only the
clock helpers and the option metadata.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from engine.clock import format_hhmm, parse_hhmm
from engine.option_spec import (
    ALL_PRESETS,
    Draw,
    Kind,
    OptionSpec,
    Preset,
    Requires,
    Section,
    chance,
    option,
    pick,
    specs_of,
)
from engine.role_files import builtin_roles
from engine.roles import CLASSIC_EXTRA_ROLES as _EXTRA_ROLES


class FirstPhase(StrEnum):
    DAY = "day"
    NIGHT = "night"


class TieRule(StrEnum):
    NOBODY = "nobody"
    RANDOM = "random"
    RUNOFF = "runoff"


class RevealTiming(StrEnum):
    AFTER_VOTE = "after_vote"
    AFTER_NIGHT = "after_night"
    NEVER = "never"


class RevealDetail(StrEnum):
    FULL = "full"
    TEAM = "team"


class AutokillReveal(StrEnum):
    FULL = "full"
    TEAM = "team"
    NONE = "none"


class WriteDuty(StrEnum):
    OFF = "off"
    REMIND = "remind"
    AUTOKILL = "autokill"


class MafiaKill(StrEnum):
    UNANIMOUS = "unanimous"
    KILLER = "killer"
    DON = "don"


class RevealKilled(StrEnum):
    FULL = "full"
    TEAM = "team"
    NONE = "none"


class WitnessSees(StrEnum):
    NAMES = "names"
    TEAM = "team"


class LawyerPenalty(StrEnum):
    NONE = "none"
    INSTANT = "instant"
    SECOND_MISS = "second_miss"


class KillerChoice(StrEnum):
    LOT = "lot"
    FIRST_SHOT = "first_shot"


class DonChoice(StrEnum):
    HOST = "host"
    MAFIA = "mafia"


class DonMissSanction(StrEnum):
    NONE = "none"
    NAME = "name"
    NAME_THEN_DEATH = "name_then_death"


class DonSuccession(StrEnum):
    NEW = "new"
    NONE = "none"


# The classic preset's optional roles (docs/rules-classic.md C1.2), in deal-word form: the
# role files' (engine.roles)
CLASSIC_EXTRA_ROLES = _EXTRA_ROLES


class OptionError(ValueError):
    """A rule option with an unknown name or a value it cannot take."""


# A runoff vote (tie_rule = runoff) lasts this many game minutes after the vote closes.
RUNOFF_MINUTES = 30


# Where an option means something (RULES.md §10 for both presets' common options; the
# notebook's are the Death Note's, docs/rules-classic.md C10 the classic preset's).
_DN = frozenset({Preset.DEATHNOTE})
_CLASSIC = frozenset({Preset.CLASSIC})
_BOTH = ALL_PRESETS
_USES = pick(1, 2, "unlimited")


def _dn(draw: Draw) -> dict[Preset, Draw]:
    return {Preset.DEATHNOTE: draw}


def _cl(draw: Draw) -> dict[Preset, Draw]:
    return {Preset.CLASSIC: draw}


def _both(draw: Draw) -> dict[Preset, Draw]:
    return {Preset.DEATHNOTE: draw, Preset.CLASSIC: draw}


def _classic(value: Any) -> dict[Preset, Any]:
    return {Preset.CLASSIC: value}


def _dealing_the_role_that_names(option: str) -> Requires:
    """The option applies only when the role whose file names it (its action's ``self`` or
    ``uses``: engine/role_data/) is dealt."""
    for spec in builtin_roles("classic"):
        if any(option in (a.self_allowed, a.uses) for a in spec.actions):
            return Requires("extra_roles", spec.deal[0].word)
    raise LookupError(option)


_S = Section
# the Don's settings: with his strike (scenario 6) or when he decides the mafia's kill
_DON_EITHER = (Requires("don_strike"), Requires("mafia_kill", "don"))


@dataclass(frozen=True)
class Options:
    """Every rule option, in the order the rule editor shows them. Each field's metadata
    (``engine.option_spec.option``) says what it is; the module's tables derive from it."""

    # classic: the deal (docs/rules-classic.md C1) — used when roles are dealt at random;
    # random play draws these three together, so that the deal fits the table
    mafia_count: int = option(0, Kind.COUNT, _S.DEAL, presets=_CLASSIC,  # 0: about a quarter
                              key_in=_CLASSIC)
    extra_roles: tuple[str, ...] = option((), Kind.ROLES, _S.DEAL, presets=_CLASSIC,
                                          key_in=_CLASSIC)  # optional roles in play (C1.2)
    first_phase: FirstPhase = option(FirstPhase.DAY, Kind.ENUM, _S.DAY, key_in=_BOTH,
                                     random=_both(pick("day", "day", "night")))
    day_open: int = option(10 * 60, Kind.HHMM, _S.DAY)
    nominations: bool = option(True, Kind.BOOL, _S.DAY, defaults=_classic(False))
    nominations_close: int = option(19 * 60 + 30, Kind.HHMM, _S.DAY)
    vote_close: int = option(21 * 60, Kind.HHMM, _S.DAY)
    day_ends_early: bool = option(False, Kind.BOOL, _S.DAY)
    abstain_allowed: bool = option(True, Kind.BOOL, _S.VOTE, defaults=_classic(False),
                                   key_in=_DN, random=_dn(chance(0.8)))
    vote_changes: int | None = option(1, Kind.CHANGES, _S.VOTE,  # None = unlimited
                                      defaults=_classic(0), key_in=_DN,
                                      random=_dn(pick(0, 1, "unlimited")))
    skip_vote_counts_against_self: bool = option(True, Kind.BOOL, _S.VOTE,
                                                 random=_cl(chance(0.8)))
    tie_rule: TieRule = option(TieRule.NOBODY, Kind.ENUM, _S.VOTE, key_in=_BOTH,
                               random=_both(pick("nobody", "random", "runoff")))
    reveal_executed: RevealTiming = option(
        RevealTiming.AFTER_VOTE, Kind.ENUM, _S.REVEAL,
        random=_both(pick("after_vote", "after_night", "never")))
    reveal_detail: RevealDetail = option(RevealDetail.FULL, Kind.ENUM, _S.REVEAL,
                                         random=_both(pick("full", "team")))
    reveal_killed: RevealKilled = option(RevealKilled.FULL, Kind.ENUM, _S.REVEAL,
                                         presets=_CLASSIC, key_in=_CLASSIC,
                                         random=_cl(pick("full", "team", "none")))
    reveal_detective_victims: bool = option(True, Kind.BOOL, _S.REVEAL, presets=_DN,
                                            key_in=_DN, random=_dn(chance(0.7)))
    announce_saves: bool = option(False, Kind.BOOL, _S.REVEAL, key_in=_DN,
                                  random=_both(chance(0.5)))
    reveal_saved_role: bool = option(False, Kind.BOOL, _S.REVEAL, presets=_CLASSIC,
                                     requires=Requires("announce_saves"),
                                     random=_cl(chance(0.5)))
    reveal_doctor_self_save: bool = option(False, Kind.BOOL, _S.REVEAL, presets=_CLASSIC,
                                           requires=Requires("announce_saves"),
                                           random=_cl(chance(0.5)))
    # classic: the optional roles (C7)
    doctor_self_save: bool = option(True, Kind.BOOL, _S.ROLES, presets=_CLASSIC,
                                    requires=_dealing_the_role_that_names("doctor_self_save"),
                                    random=_cl(chance(0.7)))
    executioner_shots: int | None = option(1, Kind.USES, _S.ROLES, presets=_CLASSIC,
                                           requires=_dealing_the_role_that_names(
                                               "executioner_shots"),
                                           random=_cl(_USES))  # None = unlimited
    witness_sees: WitnessSees = option(WitnessSees.NAMES, Kind.ENUM, _S.ROLES,
                                       presets=_CLASSIC,
                                       requires=Requires("extra_roles", "witness"),
                                       random=_cl(pick("names", "team")))
    # the Death Note's notebook
    closed_write_window: tuple[int, int] = option((21 * 60, 21 * 60 + 30), Kind.WINDOW,
                                                  _S.NOTEBOOK, presets=_DN)
    daily_write_duty: WriteDuty = option(WriteDuty.REMIND, Kind.ENUM, _S.NOTEBOOK,
                                         presets=_DN, defaults=_classic(WriteDuty.OFF),
                                         key_in=_DN,
                                         random=_dn(pick("off", "remind", "autokill")))
    lend_start_time: bool = option(True, Kind.BOOL, _S.NOTEBOOK, presets=_DN,
                                   legacy={1: False}, random=_dn(chance(0.5)))
    destroy_cancels_pending: bool = option(False, Kind.BOOL, _S.NOTEBOOK, presets=_DN,
                                           random=_dn(chance(0.3)))
    possession_check_sees_closed_form: bool = option(False, Kind.BOOL, _S.NOTEBOOK,
                                                     presets=_DN, random=_dn(chance(0.3)))
    near_sees_closed_form: bool = option(True, Kind.BOOL, _S.NOTEBOOK, presets=_DN,
                                         legacy={1: False}, random=_dn(chance(0.7)))
    boss_death_no_shot: bool = option(True, Kind.BOOL, _S.NIGHT, presets=_DN,
                                      random=_dn(chance(0.7)))
    mafia_before_l: bool = option(False, Kind.BOOL, _S.NIGHT, presets=_DN,
                                  random=_dn(chance(0.3)))
    autokill_inactive: bool = option(False, Kind.BOOL, _S.INACTIVE, defaults=_classic(True),
                                     key_in=_CLASSIC,
                                     random={Preset.DEATHNOTE: chance(0.2),
                                             Preset.CLASSIC: chance(0.3)})
    # what the inactivity removal holds each living player to every game day (RULES.md §6;
    # two duties since rules version 3): a vote (an abstention where abstaining is
    # allowed), a line in the game chat; a table that talks aloud needs no chat line
    inactive_vote_duty: bool = option(True, Kind.BOOL, _S.INACTIVE,
                                      requires=Requires("autokill_inactive"))
    inactive_chat_duty: bool = option(False, Kind.BOOL, _S.INACTIVE,
                                      requires=Requires("autokill_inactive"),
                                      legacy={2: True})
    autokill_reveal: AutokillReveal = option(AutokillReveal.FULL, Kind.ENUM, _S.INACTIVE,
                                             requires=Requires("autokill_inactive"),
                                             random=_cl(pick("full", "team", "none")))
    reserves_inherit_role: bool = option(True, Kind.BOOL, _S.INACTIVE,
                                         random=_cl(chance(0.7)))
    # a draw after this many quiet game days in a row; 0 = off (§8)
    stall_days: int = option(3, Kind.COUNT, _S.ENDING, legacy={1: 0},
                             random={Preset.DEATHNOTE: pick(0, 1, 2, 3, 3, 5),
                                     Preset.CLASSIC: pick(0, 1, 2, 3, 3)})
    # classic: the six scenarios (C8); what a scenario's settings require switches it on
    two_mafias: bool = option(False, Kind.BOOL, _S.TWO_MAFIAS, presets=_CLASSIC)
    recruitment: bool = option(False, Kind.BOOL, _S.RECRUITMENT, presets=_CLASSIC,
                               random=_cl(chance(0.4)))
    recruit_loses_role: bool = option(False, Kind.BOOL, _S.RECRUITMENT, presets=_CLASSIC,
                                      requires=Requires("recruitment"),
                                      random=_cl(chance(0.5)))
    bulletproof_vests: int = option(0, Kind.COUNT, _S.VESTS, presets=_CLASSIC,
                                    random=_cl(pick(0, 0, 1, 2)))
    lawyer_strike: bool = option(False, Kind.BOOL, _S.LAWYER, presets=_CLASSIC,
                                 random=_cl(chance(0.4)))
    lawyer_penalty: LawyerPenalty = option(LawyerPenalty.NONE, Kind.ENUM, _S.LAWYER,
                                           presets=_CLASSIC,
                                           requires=Requires("lawyer_strike"),
                                           random=_cl(pick("none", "instant", "second_miss")))
    lawyer_strike_uses: int | None = option(None, Kind.USES, _S.LAWYER, presets=_CLASSIC,
                                            requires=Requires("lawyer_strike"),
                                            random=_cl(_USES))
    # the killer strike (scenario 5) and the Don deciding (scenario 6) are two of its words
    mafia_kill: MafiaKill = option(MafiaKill.UNANIMOUS, Kind.ENUM, _S.KILLER,
                                   presets=_CLASSIC,
                                   random=_cl(pick("unanimous", "unanimous", "killer", "don")))
    killer_choice: KillerChoice = option(KillerChoice.LOT, Kind.ENUM, _S.KILLER,
                                         presets=_CLASSIC,
                                         requires=Requires("mafia_kill", "killer"),
                                         random=_cl(pick("lot", "first_shot")))
    killer_uses: int | None = option(None, Kind.USES, _S.KILLER, presets=_CLASSIC,
                                     requires=Requires("mafia_kill", "killer"),
                                     random=_cl(_USES))
    don_strike: bool = option(False, Kind.BOOL, _S.DON, presets=_CLASSIC,
                              random=_cl(chance(0.4)))
    don_choice: DonChoice = option(DonChoice.HOST, Kind.ENUM, _S.DON, presets=_CLASSIC,
                                   requires=_DON_EITHER, random=_cl(pick("host", "mafia")))
    don_strike_uses: int | None = option(None, Kind.USES, _S.DON, presets=_CLASSIC,
                                         requires=Requires("don_strike"), random=_cl(_USES))
    don_miss_sanction: DonMissSanction = option(
        DonMissSanction.NAME_THEN_DEATH, Kind.ENUM, _S.DON, presets=_CLASSIC,
        requires=Requires("don_strike"),
        random=_cl(pick("none", "name", "name_then_death")))
    don_succession: DonSuccession = option(DonSuccession.NEW, Kind.ENUM, _S.DON,
                                           presets=_CLASSIC, requires=_DON_EITHER,
                                           random=_cl(pick("new", "none")))
    don_decides_uses: int | None = option(None, Kind.USES, _S.DON, presets=_CLASSIC,
                                          requires=Requires("mafia_kill", "don"),
                                          random=_cl(_USES))

    def phase_spans(self) -> list[tuple[str, int, int]]:
        """A game day's phases on the clock: (phase, from, to) in minutes of the day; the
        night runs past midnight to the next day's opening (RULES.md §1)."""
        return [("day", self.day_open, self.nominations_close),
                ("vote", self.nominations_close, self.vote_close),
                ("night", self.vote_close, self.day_open)]

    def to_plain(self) -> dict[str, Any]:
        """Plain values (as a scenario file would write them), for views, logs and hashes.
        A fresh dict each time (rendered once per rule set: every view carries it)."""
        plain = self.__dict__.get("_plain_cache")
        if plain is None:  # kept on the instance: hashing the whole rule set costs more
            plain = _plain(self)
            object.__setattr__(self, "_plain_cache", plain)
        return dict(plain)


def _plain(options: Options) -> dict[str, Any]:
    return {_KEYS[name]: _render(name, getattr(options, name)) for name in SPECS}


# What each option is (its field's metadata), in field order; every table below derives
# from it.
SPECS: dict[str, OptionSpec] = specs_of(Options)
# an option's key in views, logs and scenario files, and back
_KEYS = {name: spec.wire or name for name, spec in SPECS.items()}
_NAMES = {key: name for name, key in _KEYS.items()}


# The rules' reading a game was set up under (GameSetup.rules); a game keeps the reading it
# started with, so a log written then replays as it was played. Version 1: before the
# amendments of 2026-12-01 (RULES.md, top); version 2: before the inactivity removal's two
# duties were split (issue 33: the chat duty was always on) and before the automatic
# classic mafia count rounded to the nearest; version 3: now.
RULES_VERSION = 3
AMENDED_RULES = 2  # the first version with the amendments of 2026-12-01
# the first version whose automatic classic mafia count rounds a quarter of the table to
# the nearest (engine.roles.auto_mafia_count), not down
NEAREST_QUARTER_RULES = 3
# Each old version's defaults of the options a later version added or changed.
LEGACY_DEFAULTS: dict[int, dict[str, Any]] = {}
for _name, _spec in SPECS.items():
    for _version, _value in _spec.legacy.items():
        LEGACY_DEFAULTS.setdefault(_version, {})[_name] = _value


def legacy_defaults(rules: int) -> dict[str, Any]:
    """The defaults a game set up under rules version ``rules`` had, where they differ
    from today's (every later version's changes too)."""
    out: dict[str, Any] = {}
    for version, defaults in sorted(LEGACY_DEFAULTS.items()):
        if rules <= version:
            out.update(defaults)
    return out


PRESET_DEFAULTS: dict[Preset, Options] = {
    preset: Options(**{name: spec.defaults[preset] for name, spec in SPECS.items()
                       if preset in spec.defaults})
    for preset in Preset}


def only_in(preset: Preset) -> frozenset[str]:
    """The options that mean something in this preset alone (the others accept and
    ignore them)."""
    return frozenset(name for name, spec in SPECS.items() if spec.presets == {preset})


def options_of(preset: Preset) -> list[str]:
    """The options that mean something in this preset, in field order."""
    return [name for name, spec in SPECS.items() if preset in spec.presets]


def key_options(preset: Preset) -> tuple[str, ...]:
    """The options a preset's short set-up page shows before "All rule options…"."""
    return tuple(name for name, spec in SPECS.items() if preset in spec.key_in)


def of_kind(kind: Kind) -> frozenset[str]:
    return frozenset(name for name, spec in SPECS.items() if spec.kind is kind)


DEATHNOTE_ONLY = only_in(Preset.DEATHNOTE)
CLASSIC_ONLY = only_in(Preset.CLASSIC)
_ENUMS: dict[str, type[Enum]] = {name: spec.enum for name, spec in SPECS.items()
                                 if spec.enum is not None}
# counts: a non-negative integer
_COUNT_FIELDS = of_kind(Kind.COUNT)
# uses: a positive integer or "unlimited" (None)
_USES_FIELDS = of_kind(Kind.USES)
_HHMM_FIELDS = of_kind(Kind.HHMM)


def random_options(preset: Preset, rng: random.Random) -> dict[str, Any]:
    """Every option of the preset that random play draws, drawn (plain values, in field
    order); the classic deal's three are drawn together by engine.randomplay."""
    return {_KEYS[name]: spec.random[preset](rng) for name, spec in SPECS.items()
            if preset in spec.random}


def option_names() -> list[str]:
    return list(SPECS)


def option_value(options: Options, name: str) -> Any:
    """The value of the option called ``name`` (a role file names its ``uses``, ``self``
    and ``requires`` options by their word: engine/abilities/declared.py)."""
    if name not in SPECS:
        raise KeyError(name)
    return getattr(options, name)


def _normalise_word(value: str) -> str:
    return value.strip().lower().replace(" ", "_").replace("-", "_")


def _parse_window(value: Any) -> tuple[int, int]:
    if isinstance(value, list | tuple) and len(value) == 2:
        start, end = value
    elif isinstance(value, str):
        for dash in ("–", "—", "-"):
            if dash in value:
                start, end = value.split(dash, 1)
                break
        else:
            raise OptionError(f"closed_write_window: expected 'HH:MM–HH:MM', got {value!r}")
    else:
        raise OptionError(f"closed_write_window: expected 'HH:MM–HH:MM', got {value!r}")
    try:
        window = (parse_hhmm(str(start)), parse_hhmm(str(end)))
    except ValueError as exc:
        raise OptionError(f"closed_write_window: {exc}") from None
    return window


def parse_option(name: str, value: Any) -> Any:
    """One option's plain value (by its name or its key) → its typed value. Raises
    OptionError."""
    name = _NAMES.get(name, name)
    if name not in SPECS:
        raise OptionError(f"unknown rule option {name!r}")
    kind = SPECS[name].kind
    if name in _ENUMS:
        enum = _ENUMS[name]
        if not isinstance(value, str):
            raise OptionError(f"{name}: expected one of {[e.value for e in enum]}, got {value!r}")
        try:
            return enum(_normalise_word(value))
        except ValueError:
            allowed = ", ".join(e.value for e in enum)
            raise OptionError(f"{name}: {value!r} is not one of {allowed}") from None
    if name in _HHMM_FIELDS:
        try:
            return parse_hhmm(value)
        except ValueError as exc:
            raise OptionError(f"{name}: {exc}") from None
    if kind is Kind.WINDOW:
        return _parse_window(value)
    if name in _COUNT_FIELDS:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 30:
            return value
        raise OptionError(f"{name}: expected a whole number from 0 to 30, got {value!r}")
    if name in _USES_FIELDS:
        if isinstance(value, str) and _normalise_word(value) == "unlimited":
            return None
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 99:
            return value
        raise OptionError(f"{name}: expected a number from 1 or 'unlimited', got {value!r}")
    if kind is Kind.ROLES:
        if isinstance(value, str):
            value = [w for w in value.replace(",", " ").split() if w]
        if not isinstance(value, list | tuple) or not all(isinstance(w, str) for w in value):
            raise OptionError(f"extra_roles: expected a list of role names, got {value!r}")
        words = [_normalise_word(w) for w in value]
        for word in words:
            if word not in CLASSIC_EXTRA_ROLES:
                raise OptionError(f"extra_roles: {word!r} is not one of "
                                  f"{', '.join(CLASSIC_EXTRA_ROLES)}")
        if len(set(words)) != len(words):
            raise OptionError("extra_roles: each role at most once")
        # canonical order, so equal rule sets compare and hash equal
        return tuple(w for w in CLASSIC_EXTRA_ROLES if w in words)
    if kind is Kind.CHANGES:
        if isinstance(value, str) and _normalise_word(value) == "unlimited":
            return None
        if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
            return value
        raise OptionError(f"vote_changes: expected 0, 1 or 'unlimited', got {value!r}")
    # everything else is a bool
    if not isinstance(value, bool):
        raise OptionError(f"{name}: expected true or false, got {value!r}")
    return value


def options_for(preset: Preset, overrides: dict[str, Any] | None = None) -> Options:
    """The preset's defaults with the given plain overrides applied and validated."""
    base = PRESET_DEFAULTS[preset]
    typed = {_NAMES.get(key, key): parse_option(key, value)
             for key, value in (overrides or {}).items()}
    options = dataclasses.replace(base, **typed)
    _check_consistent(options)
    return options


def _check_consistent(options: Options) -> None:
    if not options.day_open < options.nominations_close <= options.vote_close:
        raise OptionError("day_open < nominations_close <= vote_close must hold")
    start, end = options.closed_write_window
    if not options.vote_close <= start < end:
        raise OptionError("closed_write_window must start at or after vote_close and end "
                          "after it starts, before midnight")


def _render(name: str, value: Any) -> Any:
    kind = SPECS[name].kind
    if isinstance(value, Enum):
        return value.value
    if kind is Kind.HHMM:
        return format_hhmm(value)
    if kind is Kind.WINDOW:
        return f"{format_hhmm(value[0])}–{format_hhmm(value[1])}"
    if kind in (Kind.CHANGES, Kind.USES) and value is None:
        return "unlimited"
    if kind is Kind.ROLES:
        return list(value)
    return value
