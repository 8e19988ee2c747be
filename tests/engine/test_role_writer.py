"""The role writer (engine.role_writer): every role it writes reads back equal."""

from __future__ import annotations

import dataclasses

import pytest

from engine.commands import Action
from engine.role_files import all_builtin_roles, load_text
from engine.role_spec import ActionSpec, DealWord, Harm, NightStep, RoleSpec, Team, Words
from engine.role_writer import role_text, roles_text


@pytest.mark.parametrize("spec", all_builtin_roles(), ids=lambda s: s.source)
def test_every_builtin_role_round_trips(spec: RoleSpec) -> None:
    assert load_text(role_text(spec), spec.source) == [spec]


def test_several_roles_in_one_file_round_trip() -> None:
    specs = list(all_builtin_roles())
    back = load_text(roles_text(specs), "all.toml")
    assert back == [dataclasses.replace(s, source="all.toml") for s in specs]


def test_texts_with_quotes_backslashes_and_new_lines_round_trip() -> None:
    spec = RoleSpec(
        word="vigilante", preset="classic", team=Team.TOWN,
        name=Words(en='The "Vigilante"', ru="Линчеватель \\ мститель"),
        card=Words(en="Two shots.\nUse them well.\ttab", ru="Два выстрела «в ночи»."),
        deal=(DealWord("vigilante", name=Words("V", "В"), order=5),),
        actions=(ActionSpec(Action.SHOOT, uses=2, self_allowed="doctor_self_save"),
                 ActionSpec(Action.SAVE, stops=frozenset({Harm.DON_STRIKE, Harm.SHOT}))),
        night=NightStep("vigilante", ("peacemaker", "thug")), order=135, source="v.toml")
    text = role_text(spec)
    assert load_text(text, "v.toml") == [spec]
    assert 'stops = ["don_strike", "shot"]' in text


def test_defaults_are_left_out() -> None:
    doctor = next(s for s in all_builtin_roles() if s.word == "doctor")
    text = role_text(doctor)
    assert "wins" not in text and "targets" not in text and "source" not in text
    assert text.index("[name]") < text.index("[[deal]]") < text.index("[[action]]")
