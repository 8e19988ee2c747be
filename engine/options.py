"""Rule options (RULES.md §10): typed, validated, with each preset's defaults.

Owns the ``Options`` frozen dataclass — frozen so the rule set cannot change once a game
starts — its parsing from plain values (scenario files, the host console) and its plain
rendering for views and logs. Imports only the clock helpers.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from engine.clock import format_hhmm, parse_hhmm


class Preset(StrEnum):
    DEATHNOTE = "deathnote"
    CLASSIC = "classic"


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


# The classic preset's optional roles (docs/rules-classic.md C1.2), in deal-word form.
CLASSIC_EXTRA_ROLES = ("doctor", "commissar", "peacemaker", "executioner", "witness",
                       "maniac", "thug", "don", "don2")


class OptionError(ValueError):
    """A rule option with an unknown name or a value it cannot take."""


# A runoff vote (tie_rule = runoff) lasts this many game minutes after the vote closes.
RUNOFF_MINUTES = 30


@dataclass(frozen=True)
class Options:
    first_phase: FirstPhase = FirstPhase.DAY
    nominations: bool = True
    day_open: int = 10 * 60
    nominations_close: int = 19 * 60 + 30
    vote_close: int = 21 * 60
    closed_write_window: tuple[int, int] = (21 * 60, 21 * 60 + 30)
    day_ends_early: bool = False
    abstain_allowed: bool = True
    vote_changes: int | None = 1  # None = unlimited
    skip_vote_counts_against_self: bool = True
    tie_rule: TieRule = TieRule.NOBODY
    reveal_executed: RevealTiming = RevealTiming.AFTER_VOTE
    reveal_detail: RevealDetail = RevealDetail.FULL
    autokill_inactive: bool = False
    # what the inactivity removal holds each living player to every game day (RULES.md §6;
    # two duties since rules version 3): a line in the game chat, a vote (an abstention
    # where abstaining is allowed); a table that talks aloud needs no chat line
    inactive_chat_duty: bool = False
    inactive_vote_duty: bool = True
    autokill_reveal: AutokillReveal = AutokillReveal.FULL
    reserves_inherit_role: bool = True
    daily_write_duty: WriteDuty = WriteDuty.REMIND
    lend_start_time: bool = True
    destroy_cancels_pending: bool = False
    possession_check_sees_closed_form: bool = False
    near_sees_closed_form: bool = True
    stall_days: int = 3  # a draw after this many quiet game days in a row; 0 = off (§8)
    reveal_detective_victims: bool = True
    announce_saves: bool = False
    boss_death_no_shot: bool = True
    mafia_before_l: bool = False
    doctor_self_save: bool = True
    mafia_kill: MafiaKill = MafiaKill.UNANIMOUS
    # classic: the deal (docs/rules-classic.md C1) — used when roles are dealt at random
    mafia_count: int = 0  # 0 = about a quarter of the table (C1.1)
    extra_roles: tuple[str, ...] = ()  # optional roles in play (C1.2)
    # classic: reveals and roles (C4, C7)
    reveal_killed: RevealKilled = RevealKilled.FULL
    reveal_saved_role: bool = False
    reveal_doctor_self_save: bool = False
    executioner_shots: int | None = 1  # None = unlimited
    witness_sees: WitnessSees = WitnessSees.NAMES
    # classic: the six scenarios (C8)
    two_mafias: bool = False
    recruitment: bool = False
    recruit_loses_role: bool = False
    bulletproof_vests: int = 0
    lawyer_strike: bool = False
    lawyer_penalty: LawyerPenalty = LawyerPenalty.NONE
    lawyer_strike_uses: int | None = None
    killer_choice: KillerChoice = KillerChoice.LOT
    killer_uses: int | None = None
    don_strike: bool = False
    don_choice: DonChoice = DonChoice.HOST
    don_strike_uses: int | None = None
    don_miss_sanction: DonMissSanction = DonMissSanction.NAME_THEN_DEATH
    don_succession: DonSuccession = DonSuccession.NEW
    don_decides_uses: int | None = None

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
    out: dict[str, Any] = {}
    for field in dataclasses.fields(options):
        out[field.name] = _render(field.name, getattr(options, field.name))
    return out


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
LEGACY_DEFAULTS: dict[int, dict[str, Any]] = {
    1: {"lend_start_time": False, "near_sees_closed_form": False, "stall_days": 0},
    2: {"inactive_chat_duty": True},
}


def legacy_defaults(rules: int) -> dict[str, Any]:
    """The defaults a game set up under rules version ``rules`` had, where they differ
    from today's (every later version's changes too)."""
    out: dict[str, Any] = {}
    for version, defaults in sorted(LEGACY_DEFAULTS.items()):
        if rules <= version:
            out.update(defaults)
    return out


PRESET_DEFAULTS: dict[Preset, Options] = {
    Preset.DEATHNOTE: Options(),
    Preset.CLASSIC: Options(
        nominations=False,
        abstain_allowed=False,
        vote_changes=0,
        autokill_inactive=True,
        daily_write_duty=WriteDuty.OFF,
    ),
}

# Options that mean something in each preset (the others are accepted and ignored).
DEATHNOTE_ONLY = {
    "closed_write_window", "daily_write_duty", "lend_start_time", "destroy_cancels_pending",
    "possession_check_sees_closed_form", "near_sees_closed_form", "reveal_detective_victims",
    "boss_death_no_shot", "mafia_before_l",
}
CLASSIC_ONLY = {
    "doctor_self_save", "mafia_kill", "mafia_count", "extra_roles", "reveal_killed",
    "reveal_saved_role", "reveal_doctor_self_save", "executioner_shots", "witness_sees",
    "two_mafias", "recruitment", "recruit_loses_role", "bulletproof_vests", "lawyer_strike",
    "lawyer_penalty", "lawyer_strike_uses", "killer_choice", "killer_uses", "don_strike",
    "don_choice", "don_strike_uses", "don_miss_sanction", "don_succession",
    "don_decides_uses",
}

_ENUMS: dict[str, type[Enum]] = {
    "first_phase": FirstPhase,
    "tie_rule": TieRule,
    "reveal_executed": RevealTiming,
    "reveal_detail": RevealDetail,
    "autokill_reveal": AutokillReveal,
    "daily_write_duty": WriteDuty,
    "mafia_kill": MafiaKill,
    "reveal_killed": RevealKilled,
    "witness_sees": WitnessSees,
    "lawyer_penalty": LawyerPenalty,
    "killer_choice": KillerChoice,
    "don_choice": DonChoice,
    "don_miss_sanction": DonMissSanction,
    "don_succession": DonSuccession,
}
# counts: a non-negative integer
_COUNT_FIELDS = {"mafia_count", "bulletproof_vests", "stall_days"}
# uses: a positive integer or "unlimited" (None)
_USES_FIELDS = {"executioner_shots", "lawyer_strike_uses", "killer_uses", "don_strike_uses",
                "don_decides_uses"}
_HHMM_FIELDS = {"day_open", "nominations_close", "vote_close"}
_OPTION_NAMES = {f.name for f in dataclasses.fields(Options)}


def option_names() -> list[str]:
    return [f.name for f in dataclasses.fields(Options)]


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
    """One option's plain value → its typed value. Raises OptionError."""
    if name not in _OPTION_NAMES:
        raise OptionError(f"unknown rule option {name!r}")
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
    if name == "closed_write_window":
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
    if name == "extra_roles":
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
    if name == "vote_changes":
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
    typed = {name: parse_option(name, value) for name, value in (overrides or {}).items()}
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
    if isinstance(value, Enum):
        return value.value
    if name in _HHMM_FIELDS:
        return format_hhmm(value)
    if name == "closed_write_window":
        return f"{format_hhmm(value[0])}–{format_hhmm(value[1])}"
    if (name == "vote_changes" or name in _USES_FIELDS) and value is None:
        return "unlimited"
    if name == "extra_roles":
        return list(value)
    return value
