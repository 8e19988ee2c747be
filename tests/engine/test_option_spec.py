"""The option metadata (engine.option_spec) and every table derived from it: each field of
Options carries its spec, the derived tables equal the hand-kept lists they replaced
(pinned here once from the code before issue 29), what an option requires names a real
option, and each random draw gives a value the option accepts."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from engine import options as o
from engine.option_spec import ALL_PRESETS, Kind, OptionSpec, Section
from engine.options import Options, Preset, options_for, parse_option
from engine.presets import PRESETS

# The hand-kept tables of engine/options.py, engine/presets/* and the rule editor before
# they were derived from the metadata.
OLD_PRESET_CLASSIC = {"nominations": False, "abstain_allowed": False, "vote_changes": 0,
                      "autokill_inactive": True, "daily_write_duty": "off"}
OLD_DEATHNOTE_ONLY = {
    "closed_write_window", "daily_write_duty", "lend_start_time", "destroy_cancels_pending",
    "possession_check_sees_closed_form", "near_sees_closed_form", "reveal_detective_victims",
    "boss_death_no_shot", "mafia_before_l"}
OLD_CLASSIC_ONLY = {
    "doctor_self_save", "mafia_kill", "mafia_count", "extra_roles", "reveal_killed",
    "reveal_saved_role", "reveal_doctor_self_save", "executioner_shots", "witness_sees",
    "two_mafias", "recruitment", "recruit_loses_role", "bulletproof_vests", "lawyer_strike",
    "lawyer_penalty", "lawyer_strike_uses", "killer_choice", "killer_uses", "don_strike",
    "don_choice", "don_strike_uses", "don_miss_sanction", "don_succession",
    "don_decides_uses"}
OLD_ENUMS = {"first_phase", "tie_rule", "reveal_executed", "reveal_detail", "autokill_reveal",
             "daily_write_duty", "mafia_kill", "reveal_killed", "witness_sees",
             "lawyer_penalty", "killer_choice", "don_choice", "don_miss_sanction",
             "don_succession"}
OLD_COUNTS = {"mafia_count", "bulletproof_vests", "stall_days"}
OLD_USES = {"executioner_shots", "lawyer_strike_uses", "killer_uses", "don_strike_uses",
            "don_decides_uses"}
OLD_HHMM = {"day_open", "nominations_close", "vote_close"}
OLD_LEGACY = {1: {"lend_start_time": False, "near_sees_closed_form": False, "stall_days": 0},
              2: {"inactive_chat_duty": True}}
OLD_KEY_OPTIONS = {
    Preset.DEATHNOTE: {"first_phase", "tie_rule", "vote_changes", "abstain_allowed",
                       "reveal_detective_victims", "announce_saves", "daily_write_duty"},
    Preset.CLASSIC: {"mafia_count", "extra_roles", "first_phase", "tie_rule",
                     "autokill_inactive", "reveal_killed"}}
OLD_GROUPS = [
    ("deal", ["mafia_count", "extra_roles"]),
    ("day", ["first_phase", "day_open", "nominations", "nominations_close", "vote_close",
             "day_ends_early"]),
    ("vote", ["abstain_allowed", "vote_changes", "skip_vote_counts_against_self",
              "tie_rule"]),
    ("reveal", ["reveal_executed", "reveal_detail", "reveal_killed",
                "reveal_detective_victims", "announce_saves", "reveal_saved_role",
                "reveal_doctor_self_save"]),
    ("roles", ["doctor_self_save", "executioner_shots", "witness_sees"]),
    ("notebook", ["closed_write_window", "daily_write_duty", "lend_start_time",
                  "destroy_cancels_pending", "possession_check_sees_closed_form",
                  "near_sees_closed_form"]),
    ("night", ["boss_death_no_shot", "mafia_before_l"]),
    ("inactive", ["autokill_inactive", "inactive_vote_duty", "inactive_chat_duty",
                  "autokill_reveal", "reserves_inherit_role"]),
    ("ending", ["stall_days"]),
    ("two_mafias", ["two_mafias"]),
    ("recruitment", ["recruitment", "recruit_loses_role"]),
    ("vests", ["bulletproof_vests"]),
    ("lawyer", ["lawyer_strike", "lawyer_penalty", "lawyer_strike_uses"]),
    ("killer", ["mafia_kill", "killer_choice", "killer_uses"]),
    ("don", ["don_strike", "don_choice", "don_strike_uses", "don_miss_sanction",
             "don_succession", "don_decides_uses"]),
]
OLD_RANDOM = {
    Preset.DEATHNOTE: {"tie_rule", "vote_changes", "abstain_allowed", "autokill_inactive",
                       "daily_write_duty", "lend_start_time", "destroy_cancels_pending",
                       "possession_check_sees_closed_form", "near_sees_closed_form",
                       "stall_days", "reveal_detective_victims", "announce_saves",
                       "boss_death_no_shot", "mafia_before_l", "reveal_executed",
                       "reveal_detail", "first_phase"},
    # besides the deal (mafia_count, extra_roles, two_mafias), drawn together
    Preset.CLASSIC: OLD_CLASSIC_ONLY - {"mafia_count", "extra_roles", "two_mafias"} | {
        "tie_rule", "stall_days", "skip_vote_counts_against_self", "autokill_inactive",
        "autokill_reveal", "reserves_inherit_role", "reveal_executed", "reveal_detail",
        "announce_saves", "first_phase"},
}


def test_every_field_has_its_metadata() -> None:
    for field in dataclasses.fields(Options):
        spec = field.metadata.get("spec")
        assert isinstance(spec, OptionSpec), field.name
        assert spec.presets and spec.presets <= ALL_PRESETS, field.name
        assert set(spec.defaults) <= ALL_PRESETS and set(spec.random) <= spec.presets
        assert spec.key_in <= spec.presets, field.name
        assert (spec.enum is not None) == (spec.kind is Kind.ENUM), field.name


def test_the_derived_tables_equal_the_old_hand_lists() -> None:
    assert o.PRESET_DEFAULTS[Preset.DEATHNOTE] == Options()
    classic = o.PRESET_DEFAULTS[Preset.CLASSIC].to_plain()
    dn = Options().to_plain()
    assert {k: v for k, v in classic.items() if dn[k] != v} == OLD_PRESET_CLASSIC
    assert o.DEATHNOTE_ONLY == OLD_DEATHNOTE_ONLY
    assert o.CLASSIC_ONLY == OLD_CLASSIC_ONLY
    assert set(o._ENUMS) == OLD_ENUMS
    assert o._COUNT_FIELDS == OLD_COUNTS
    assert o._USES_FIELDS == OLD_USES
    assert o._HHMM_FIELDS == OLD_HHMM
    assert o.LEGACY_DEFAULTS == OLD_LEGACY
    for preset, rules in PRESETS.items():
        assert set(rules.key_options) == OLD_KEY_OPTIONS[preset]
        assert rules.own_options == o.only_in(preset)
        drawn = o.random_options(preset, random.Random(3))
        assert set(drawn) == OLD_RANDOM[preset]


def test_sections_in_field_order_are_the_old_editor_groups() -> None:
    groups: dict[str, list[str]] = {}
    for name, spec in o.SPECS.items():
        groups.setdefault(spec.section.value, []).append(name)
    assert list(groups.items()) == OLD_GROUPS
    assert [s.value for s in Section if s.scenario] == [
        "two_mafias", "recruitment", "vests", "lawyer", "killer", "don"]


def test_requires_name_real_options_of_the_same_presets() -> None:
    for name, spec in o.SPECS.items():
        for need in spec.requires:
            assert need.option in o.SPECS and need.option != name, name
            assert spec.presets <= o.SPECS[need.option].presets, name
            if need.value is not None and o.SPECS[need.option].kind is Kind.ENUM:
                enum = o.SPECS[need.option].enum
                assert enum is not None and need.value in [e.value for e in enum], name
            if o.SPECS[need.option].kind is Kind.ROLES:
                assert need.value in o.CLASSIC_EXTRA_ROLES, name


def test_requires_holds_on_plain_values() -> None:
    spec = o.SPECS["don_choice"]
    base = o.PRESET_DEFAULTS[Preset.CLASSIC].to_plain()
    assert not spec.applies(base)
    assert spec.applies({**base, "don_strike": True})
    assert spec.applies({**base, "mafia_kill": "don"})
    assert not spec.applies({**base, "mafia_kill": "killer"})
    assert o.SPECS["witness_sees"].applies({**base, "extra_roles": ["doctor", "witness"]})
    assert not o.SPECS["witness_sees"].applies({**base, "extra_roles": ["doctor"]})
    assert o.SPECS["tie_rule"].applies(base)  # nothing required


@pytest.mark.parametrize("preset", list(Preset))
def test_random_draws_give_valid_values(preset: Preset) -> None:
    rng = random.Random(7)
    seen: dict[str, set[Any]] = {}
    for _ in range(200):
        drawn = o.random_options(preset, rng)
        for name, value in drawn.items():
            parse_option(name, value)  # raises on a value the option does not take
            seen.setdefault(name, set()).add(repr(value))
        if preset is Preset.DEATHNOTE:
            options_for(preset, drawn)
    assert all(len(values) > 1 for values in seen.values()), seen


def test_plain_rendering_and_parsing_round_trip_by_kind() -> None:
    rules = options_for(Preset.CLASSIC, {"extra_roles": ["witness", "doctor"],
                                         "killer_uses": "unlimited", "executioner_shots": 2,
                                         "day_open": "09:15", "stall_days": 0})
    plain = rules.to_plain()
    assert plain["extra_roles"] == ["doctor", "witness"]
    assert plain["killer_uses"] == "unlimited" and plain["day_open"] == "09:15"
    assert plain["closed_write_window"] == "21:00–21:30"
    assert options_for(Preset.CLASSIC, plain) == rules


def test_each_option_has_one_key_in_views_and_logs() -> None:
    keys = [spec.wire or name for name, spec in o.SPECS.items()]
    assert len(set(keys)) == len(keys)
    assert list(Options().to_plain()) == keys
    assert all(options_for(Preset.CLASSIC, {key: value}) for key, value
               in o.PRESET_DEFAULTS[Preset.CLASSIC].to_plain().items())
