"""The rule editor reads each option's metadata (engine.option_spec): every option of the
preset appears in its section's group, the other preset's are hidden, and an option is
greyed out exactly while what it requires does not hold. The rules of the table (the
summary) tell a scenario's settings from the same metadata."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.rules.editor import OPTION_GROUPS, RulesEditor
from desktop.rules.summary import table_rules
from engine.option_spec import Section
from engine.options import PRESET_DEFAULTS, SPECS, Preset

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def editor(qtbot) -> RulesEditor:
    rules = RulesEditor()
    qtbot.addWidget(rules)
    rules.show()
    return rules


@pytest.mark.parametrize("preset", list(Preset))
def test_every_option_of_the_preset_is_shown_in_its_section(editor: RulesEditor,
                                                           preset: Preset) -> None:
    editor.set_preset(preset)
    for name, spec in SPECS.items():
        box = editor.group_boxes[spec.section.value]
        title = editor.titles[name]
        assert box.isAncestorOf(title), name
        assert title.isVisible() is (preset in spec.presets), name
        if preset in spec.presets:
            assert box.isVisible(), name
    assert [key for key, _ in OPTION_GROUPS] == list(editor.group_boxes)


def _greyed(editor: RulesEditor, name: str) -> bool:
    return not editor.titles[name].isEnabled() and not editor.editors[name][0].isEnabled()


@pytest.mark.parametrize("preset", list(Preset))
def test_an_option_is_greyed_while_what_it_requires_is_off(editor: RulesEditor,
                                                          preset: Preset) -> None:
    editor.set_preset(preset)
    for name, spec in SPECS.items():
        if not spec.requires or preset not in spec.presets:
            continue
        base: dict[str, Any] = PRESET_DEFAULTS[preset].to_plain()
        for need in spec.requires:  # all off: greyed
            base[need.option] = [] if isinstance(base[need.option], list) else (
                False if isinstance(base[need.option], bool) else
                "unanimous" if need.option == "mafia_kill" else base[need.option])
        editor.set_values(base)
        assert _greyed(editor, name), name
        for need in spec.requires:  # any one on: active
            value = need.value if need.value is not None else True
            if isinstance(base[need.option], list):
                value = [need.value]
            editor.set_values({**base, need.option: value})
            assert not _greyed(editor, name), (name, need)


def test_the_old_hand_kept_greying_still_holds(editor: RulesEditor) -> None:
    """Pinned from the editor's hand-kept table before issue 29."""
    editor.set_preset(Preset.CLASSIC)
    base = PRESET_DEFAULTS[Preset.CLASSIC].to_plain()
    editor.set_values(base)
    for name in ("recruit_loses_role", "lawyer_penalty", "killer_uses", "don_choice",
                 "don_decides_uses", "reveal_saved_role", "witness_sees"):
        assert _greyed(editor, name), name
    editor.set_values({**base, "mafia_kill": "don"})
    assert not _greyed(editor, "don_choice") and not _greyed(editor, "don_decides_uses")
    assert _greyed(editor, "don_strike_uses") and _greyed(editor, "killer_uses")
    editor.set_values({**base, "autokill_inactive": False})
    assert _greyed(editor, "inactive_chat_duty") and _greyed(editor, "autokill_reveal")


def test_the_table_rules_tell_each_scenario_from_the_metadata(qapp) -> None:
    rules = {**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), "two_mafias": True,
             "recruitment": True, "bulletproof_vests": 2, "lawyer_strike": True,
             "mafia_kill": "killer", "don_strike": True}
    summary = table_rules({"preset": "classic", "rules": rules})
    assert len(summary.scenarios) == 6
    settings = {title: extra for title, _hint, extra in summary.scenarios}
    assert [len(extra) for extra in settings.values()] == [0, 1, 1, 2, 2, 4]
    # the Don deciding without his strike: the Don scenario under its own title
    rules = {**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), "mafia_kill": "don"}
    (title, _hint, extra), = table_rules({"preset": "classic", "rules": rules}).scenarios
    assert title == "The Don decides the kill" and len(extra) == 3
    # no scenario option among the other options; no Death Note option in a classic game
    for preset in Preset:
        told = table_rules({"preset": preset.value,
                            "rules": PRESET_DEFAULTS[preset].to_plain()}).options
        assert len(told) == len([n for n, spec in SPECS.items() if preset in spec.presets
                                 and spec.section is not Section.DEAL
                                 and not spec.section.scenario])
