"""Role files (docs/roles.md, engine.role_files): every built-in role loads, a bad file is
refused with an error naming the file and the field (one test per error), and the lists the
program derives from the definitions are the hand-kept lists they replaced (pinned here once
from the code before issue 30)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine import roles
from engine.commands import Action
from engine.errors import SetupError
from engine.messages import SETUP
from engine.options import Options
from engine.role_files import (
    PRESETS,
    RoleFileError,
    all_builtin_roles,
    builtin_roles,
    check_set,
    load_file,
    load_text,
    night_order,
)
from engine.role_spec import ActPhase, By, CheckReads, Team, Wins
from engine.rolebook import rolebook
from engine.roles import Role

OPTION_NAMES = {f.name for f in dataclasses.fields(Options)}

DOCTOR = """
word = "medic"
preset = "classic"
team = "town"
order = 100

[name]
en = "Medic"
ru = "Медик"

[card]
en = "Each night save one player."
ru = "Каждую ночь спасайте одного игрока."

[[action]]
ability = "save"
not_same_twice = true
self = "doctor_self_save"

[night]
step = "medic"
"""


def _error(text: str, options: set[str] | None = None) -> RoleFileError:
    with pytest.raises(RoleFileError) as caught:
        check_set(load_text(text, "mine.toml", options))
    error = caught.value
    assert error.code in SETUP
    assert "mine.toml" in error.text
    assert isinstance(error, SetupError)
    return error


# ------------------------------------------------------------------ the built-ins


def test_every_builtin_role_loads_with_both_languages() -> None:
    for preset in PRESETS:
        specs = builtin_roles(preset)
        assert specs
        for spec in specs:
            assert spec.preset == preset
            for words in (spec.name, spec.card):
                assert words.en.strip() and words.ru.strip(), spec.word
            assert (Path(__file__).parents[2] / "assets" / "icons"
                    / f"{spec.icon}.svg").exists(), spec.icon


def test_every_definition_has_its_enum_member_and_every_member_a_definition() -> None:
    assert {spec.word for spec in all_builtin_roles()} == {role.value for role in Role}


def test_the_builtin_files_name_only_real_rule_options() -> None:
    for preset in PRESETS:
        files = sorted(Path("engine/role_data", preset).glob("*.toml"))
        assert len(files) == len(builtin_roles(preset))
        check_set([spec for path in files for spec in load_file(path, OPTION_NAMES)])


def test_the_night_order_is_the_seeds() -> None:
    assert night_order(builtin_roles("classic")) == [
        "peacemaker", "executioner", "thug", "doctor", "commissar", "witness", "maniac",
        "mafia"]


def test_the_doctor_and_the_don_read_as_the_docs_say() -> None:
    doctor = next(s for s in builtin_roles("classic") if s.word == "doctor")
    save = doctor.actions[0]
    assert (save.ability, save.phase, save.not_same_twice, save.self_allowed) == (
        Action.SAVE, ActPhase.NIGHT, True, "doctor_self_save")
    assert doctor.team is Team.TOWN and doctor.wins is Wins.TEAM and doctor.strike_guess
    assert doctor.check_reads is CheckReads.NOT_MAFIA
    don = next(s for s in builtin_roles("classic") if s.word == "don")
    assert [d.word for d in don.deal] == ["don", "don2"]
    assert [(a.ability, a.by, a.requires) for a in don.actions] == [
        (Action.SHOOT, By.FAMILY, None), (Action.DON_STRIKE, By.ROLE, "don_strike")]


# ------------------------------------------------------------------ derived = the old lists


def test_derived_lists_equal_the_old_hand_lists() -> None:
    assert roles.CLASSIC_DEAL_WORDS == {
        "civilian": (Role.CIVILIAN, 0), "mafia": (Role.MAFIA, 1), "mafia2": (Role.MAFIA, 2),
        "don": (Role.DON, 1), "don2": (Role.DON, 2), "thug": (Role.THUG, 1),
        "doctor": (Role.DOCTOR, 0), "commissar": (Role.COMMISSAR, 0),
        "peacemaker": (Role.PEACEMAKER, 0), "executioner": (Role.EXECUTIONER, 0),
        "witness": (Role.WITNESS, 0), "maniac": (Role.MANIAC, 0)}
    assert roles.DEAL_WORDS == {"kira": Role.KIRA, "l": Role.L, "near": Role.NEAR,
                                "mafia_boss": Role.MAFIA, "mafia": Role.MAFIA,
                                "civilian": Role.CIVILIAN}
    assert list(roles.DEAL_WORDS) == ["kira", "l", "near", "mafia_boss", "mafia", "civilian"]
    assert roles.BOSS_WORD == "mafia_boss"
    assert roles.DEATHNOTE_UNIQUE == ("kira", "l", "near", "mafia_boss")
    assert set(roles.CLASSIC_UNIQUE) == set(roles.CLASSIC_DEAL_WORDS) - {
        "civilian", "mafia", "mafia2"}
    assert roles.TOWN_ROLES == (Role.DOCTOR, Role.COMMISSAR, Role.PEACEMAKER,
                                Role.EXECUTIONER, Role.WITNESS)
    assert sorted(roles.STRIKE_ROLES) == ["commissar", "doctor", "executioner", "peacemaker",
                                          "witness"]
    assert roles.CLASSIC_EXTRA_ROLES == ("doctor", "commissar", "peacemaker", "executioner",
                                         "witness", "maniac", "thug", "don", "don2")
    assert roles.ROLE_ORDER == (
        "kira", "l", "near", "mafia_boss", "don", "thug", "mafia", "don2", "mafia2",
        "doctor", "commissar", "peacemaker", "executioner", "witness", "maniac", "civilian")
    assert {r: (d.team.value, d.public_word, d.title) for r, d in roles.ROLE_TABLE.items()} == {
        Role.KIRA: ("kira", "kira", "Kira"), Role.L: ("town", "l", "L"),
        Role.NEAR: ("town", "near", "Near"), Role.MAFIA: ("mafia", "mafia", "mafia"),
        Role.CIVILIAN: ("town", "civilian", "civilian"),
        Role.DOCTOR: ("town", "doctor", "doctor"),
        Role.COMMISSAR: ("town", "commissar", "commissar"),
        Role.PEACEMAKER: ("town", "peacemaker", "peacemaker"),
        Role.EXECUTIONER: ("town", "executioner", "executioner"),
        Role.WITNESS: ("town", "witness", "witness"),
        Role.MANIAC: ("maniac", "maniac", "maniac"), Role.THUG: ("mafia", "thug", "thug"),
        Role.DON: ("mafia", "don", "Don")}
    assert list(roles.ROLE_TABLE) == list(Role)


def test_the_role_action_maps_equal_the_three_old_copies() -> None:
    assert roles.role_actions("classic") == {
        Role.DOCTOR: (Action.SAVE,), Role.COMMISSAR: (Action.CHECK,),
        Role.PEACEMAKER: (Action.BLOCK,), Role.EXECUTIONER: (Action.SHOOT,),
        Role.WITNESS: (Action.WATCH,), Role.MANIAC: (Action.SHOOT,),
        Role.THUG: (Action.KNOCK_OUT,)}
    assert roles.role_actions("deathnote") == {
        Role.L: (Action.CHECK, Action.SHOOT), Role.NEAR: (Action.SAVE, Action.CHECK),
        Role.MAFIA: (Action.SHOOT, Action.SEARCH, Action.ELECT_BOSS)}


def test_icons_equal_the_old_theme_table() -> None:
    old = {"kira": "role-kira", "l": "role-l", "near": "role-near", "mafia": "role-mafia",
           "civilian": "role-civilian", "mafia2": "role-mafia", "don": "role-mafia",
           "don2": "role-mafia", "thug": "role-mafia", "doctor": "role-doctor",
           "commissar": "role-commissar", "maniac": "role-maniac",
           "peacemaker": "role-civilian", "executioner": "role-civilian",
           "witness": "role-civilian"}
    assert {w: roles.ROLE_ICONS[w] for w in old} == old


def test_classic_words_and_deals_are_unchanged() -> None:
    assert roles.classic_word(Role.MAFIA, 2) == "mafia2"
    assert roles.classic_word(Role.DON, 2) == "don2"
    assert roles.classic_word(Role.DOCTOR, 2) == "doctor"  # a recruit keeps his word
    assert roles.classic_word(Role.DON, 1) == "don"
    assert roles.classic_deal(16, 4, ("doctor", "thug", "don", "don2", "maniac"), True) == [
        "don", "thug", "don2", "mafia2", "doctor", "maniac"] + ["civilian"] * 10


def test_the_glossary_lists_only_the_words_asked_in_display_order() -> None:
    rows = rolebook("classic").glossary({"civilian", "doctor", "mafia", "don"})
    assert [r["word"] for r in rows] == ["don", "mafia", "doctor", "civilian"]
    doctor = rows[2]
    assert doctor["name"] == {"en": "Doctor", "ru": "Доктор"}
    assert doctor["icon"] == "role-doctor" and doctor["team"] == "town"
    assert {r["word"] for r in rolebook("deathnote").glossary()} == set(roles.DEAL_WORDS)
    second = rolebook("classic").glossary({"mafia2"})[0]
    assert second["name"]["en"] == "Mafioso of the second family" and second["family"] == 2


def test_a_host_file_of_one_role_loads() -> None:
    (spec,) = check_set(load_text(DOCTOR, "mine.toml", OPTION_NAMES))
    assert spec.word == "medic" and spec.deal[0].word == "medic"
    assert spec.actions[0].self_allowed == "doctor_self_save"
    assert night_order([spec]) == ["medic"]


def test_a_file_of_several_roles_loads() -> None:
    text = "\n".join([
        "[[role]]", 'word = "a"', 'preset = "classic"', 'team = "town"',
        'name = { en = "A", ru = "А" }', 'card = { en = "a", ru = "а" }',
        "[[role]]", 'word = "b"', 'preset = "classic"', 'team = "maniac"', 'wins = "last_alive"',
        'name = { en = "B", ru = "Б" }', 'card = { en = "b", ru = "б" }'])
    specs = check_set(load_text(text, "two.toml"))
    assert [s.word for s in specs] == ["a", "b"]
    assert specs[1].wins is Wins.LAST_ALIVE


# ------------------------------------------------------------------ one test per error


def test_not_toml_is_refused() -> None:
    assert _error("word = ").code == "role_file_syntax"


def test_an_unknown_field_is_named() -> None:
    error = _error(DOCTOR + 'colour = "red"\n')
    assert error.code == "role_unknown_field" and error.params["field"] == "night.colour"
    error = _error(DOCTOR.replace("not_same_twice", "not_twice"))
    assert error.params["field"] == "action[0].not_twice"


def test_a_missing_field_is_named() -> None:
    error = _error(DOCTOR.replace('team = "town"\n', ""))
    assert error.code == "role_missing_field" and error.params["field"] == "team"
    assert _error(DOCTOR.replace('ru = "Медик"\n', "")).params["field"] == "name.ru"


def test_a_bad_value_is_named() -> None:
    error = _error(DOCTOR.replace('team = "town"', 'team = "aliens"'))
    assert error.code == "role_bad_value" and error.params["field"] == "team"
    assert _error(DOCTOR.replace("order = 100", 'order = "first"')).params["field"] == "order"


def test_an_unknown_ability_is_refused() -> None:
    error = _error(DOCTOR.replace('ability = "save"', 'ability = "hug"'))
    assert error.code == "role_unknown_ability" and error.params["ability"] == "hug"
    # the notebook's actions are the notebook's, not a role's
    assert _error(DOCTOR.replace('ability = "save"', 'ability = "write"')).code == (
        "role_unknown_ability")


def test_an_action_the_role_could_never_take_is_refused() -> None:
    error = _error(DOCTOR.replace('ability = "save"', 'ability = "save"\nphase = "day"'))
    assert error.code == "role_never_acts" and error.params["field"] == "action[0].phase"
    error = _error(DOCTOR.replace('ability = "save"', 'ability = "save"\nuses = 0'))
    assert error.code == "role_never_acts" and error.params["field"] == "action[0].uses"


def test_a_night_step_without_a_night_action_is_refused() -> None:
    text = DOCTOR.replace('[[action]]\nability = "save"\nnot_same_twice = true\n'
                          'self = "doctor_self_save"\n', "")
    assert _error(text).code == "role_step_without_action"


def test_an_unknown_option_is_refused() -> None:
    error = _error(DOCTOR.replace('"doctor_self_save"', '"medic_self_save"'), OPTION_NAMES)
    assert error.code == "role_unknown_option" and error.params["option"] == "medic_self_save"


def test_a_step_after_an_undeclared_step_is_refused() -> None:
    error = _error(DOCTOR + 'after = ["bodyguard"]\n')
    assert error.code == "role_unknown_step" and error.params["step"] == "bodyguard"


def test_a_cycle_in_the_night_order_is_refused() -> None:
    a = load_text(DOCTOR + 'after = ["late"]\n', "mine.toml")
    b = load_text(DOCTOR.replace('"medic"', '"late"').replace("Medic", "Late")
                  + 'after = ["medic"]\n', "late.toml")
    with pytest.raises(RoleFileError) as caught:
        check_set(a + b)
    assert caught.value.code == "role_night_cycle"
    assert caught.value.params["steps"] == "late, medic"


def test_a_circle_through_built_in_steps_names_its_steps_and_the_host_s_file() -> None:
    """A nurse after the witness and before the doctor: the circle is doctor, commissar,
    witness, nurse (not the steps merely after it), and the fault is the nurse's file."""
    nurse = load_text(DOCTOR.replace('"medic"', '"nurse"').replace("Medic", "Nurse")
                      + 'after = ["witness"]\nbefore = ["doctor"]\n', "nurse.toml")
    with pytest.raises(RoleFileError) as caught:
        check_set([*builtin_roles("classic"), *nurse])
    assert caught.value.code == "role_night_cycle"
    assert caught.value.params["file"] == "nurse.toml"
    assert caught.value.params["steps"] == "commissar, witness, nurse, doctor"


def test_a_word_defined_twice_is_refused() -> None:
    with pytest.raises(RoleFileError) as caught:
        check_set(load_text(DOCTOR, "mine.toml") + load_text(DOCTOR, "again.toml"))
    assert caught.value.code == "role_duplicate_word"
    assert caught.value.params == {"file": "again.toml", "field": "word", "word": "medic",
                                   "other": "mine.toml"}
    # a deal word that is another role's word is a duplicate too
    clash = DOCTOR + '\n[[deal]]\nword = "doctor"\n'
    with pytest.raises(RoleFileError):
        check_set([*builtin_roles("classic"), *load_text(clash, "mine.toml")])


def test_every_error_code_has_a_russian_text() -> None:
    import json

    catalogue = json.loads(Path("assets/i18n/ru_engine.json").read_text(encoding="utf-8"))
    for code in SETUP:
        if code.startswith("role_"):
            assert catalogue["engine.setup"][code][0] == SETUP[code]


def test_what_checks_read_agrees_with_the_engines_answers() -> None:
    """``check_reads`` says what the night's code answers today (step 2 makes the code
    read it): the commissar's "mafia" for a family's member, else "not mafia"; L's "Near"
    for Near, "mafia" for team mafia, else "civilian" (Kira with the eyes: the notebook's)."""
    for spec in builtin_roles("classic"):
        family = any(d.family for d in spec.deal)
        assert spec.check_reads is (CheckReads.MAFIA if family else CheckReads.NOT_MAFIA)
    for spec in builtin_roles("deathnote"):
        expected = (CheckReads.NEAR if spec.word == "near" else CheckReads.MAFIA
                    if spec.team is Team.MAFIA else CheckReads.CIVILIAN)
        assert spec.check_reads is expected, spec.word
