"""The role editor's card lines (desktop.rules.card_lines): a role's ``[[card_line]]``
sentences survive load → save → load untouched; the host adds a sentence, gives it a rule
condition and a role that must be in play by clicking lists, sees the card's preview
change with the table's rules, moves and removes lines, splices another role's sentences;
what is wrong is said in his language."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from desktop.rules.card_lines import CardLinesBox
from desktop.rules.editor import RulesEditor
from desktop.rules.role_editor import RoleEditor
from engine.options import PRESET_DEFAULTS, Preset, options_for
from engine.role_files import builtin_roles, load_file
from tests.desktop.test_role_editor import (  # noqa: F401 - the language fixtures
    compose_vigilante,
    english,
    russian,
    type_into,
)

pytestmark = pytest.mark.timeout(60)

BARD = """word = "bard"
preset = "classic"
team = "town"

[name]
en = "Bard"
ru = "Бард"

[card]
en = "Sing."
ru = "Пойте."

[[card_line]]
en = "Sing each night."
ru = "Пойте каждую ночь."
part = "song"

[[card_line]]
when = { lawyer_strike = true, mafia_kill = "killer" }
in_play = ["maniac", "doctor"]
not_in_play = "commissar"
en = "Sing louder."
ru = "Пойте громче."
unless = ["song"]

[[card_line]]
count = "executioner_shots"
en = "Songs: %1."
ru = "Песен: %1."

[[card_line]]
lines_of = "civilian"
parts = ["win"]
"""


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def editor_of(qtbot, rules=None) -> RoleEditor:
    editor = RoleEditor("classic", rules=rules)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def ok_button(editor: RoleEditor):
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok)


def preview(editor: RoleEditor) -> str:
    return editor.card_box.preview.text()


def save_as(editor: RoleEditor, qtbot, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    click(qtbot, editor.save_button)
    assert path.exists(), editor.card_box.error.text() or editor.general.text()


def load_from(editor: RoleEditor, qtbot, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    click(qtbot, editor.load_button)


@pytest.mark.usefixtures("english")
def test_card_lines_survive_load_save_load(qtbot, tmp_path: Path,
                                           monkeypatch) -> None:
    written = tmp_path / "bard.toml"
    written.write_text(BARD, encoding="utf-8")
    editor = editor_of(qtbot)
    load_from(editor, qtbot, written, monkeypatch)
    assert editor.card_box.list.count() == 4
    saved = tmp_path / "saved.toml"
    save_as(editor, qtbot, saved, monkeypatch)
    [original], [again] = load_file(written), load_file(saved)
    assert again.card_lines == original.card_lines
    assert dataclasses.replace(again, source="") == dataclasses.replace(original, source="")
    # the chosen line's fields show its conditions, the splice its role and parts
    box = editor.card_box
    box.list.setCurrentRow(1)
    assert [row.condition() for row in box.conditions] == [
        ("lawyer_strike", True), ("mafia_kill", "killer")]
    assert set(box.in_play.checked()) == {"maniac", "doctor"}
    assert box.not_in_play.checked() == ("commissar",)
    assert box.unless.text() == "song"
    box.list.setCurrentRow(3)
    assert box.splice_panel.isVisible() and not box.line_panel.isVisible()
    assert box.splice_role.currentData() == "civilian"
    assert box.splice_parts.checked() == ("win",)


@pytest.mark.usefixtures("english")
def test_add_a_sentence_with_a_condition_and_see_the_card(qtbot, tmp_path: Path,
                                                          monkeypatch) -> None:
    rules = {"options": options_for(Preset.CLASSIC)}
    editor = editor_of(qtbot, lambda: ("classic", rules["options"]))
    compose_vigilante(editor, qtbot)
    box = editor.card_box
    assert "once the role can be taken" not in preview(editor)
    click(qtbot, box.buttons["add"])
    assert not ok_button(editor).isEnabled()  # a sentence with no text
    assert "Sentence 1" in box.error.text() and box.error.isVisible()
    qtbot.keyClicks(box.text_en, "You shoot alone.")
    type_into(qtbot, box.text_ru, "Вы стреляете один.")
    assert ok_button(editor).isEnabled(), box.error.text()
    assert "You shoot alone." in preview(editor)
    click(qtbot, box.add_condition)
    condition = box.conditions[0]
    condition.option.setCurrentIndex(condition.option.findData("lawyer_strike"))
    condition.choice.setCurrentIndex(condition.choice.findData(True))
    assert "You shoot alone." not in preview(editor)  # the table plays without it
    rules["options"] = options_for(Preset.CLASSIC, {"lawyer_strike": True})
    box.list.item(0).setSelected(True)
    editor.validate()
    assert "You shoot alone." in preview(editor)
    # only when the maniac is dealt: he is not, at this table
    maniac = next(i for i in range(box.in_play.count())
                  if box.in_play.item(i).data(Qt.ItemDataRole.UserRole) == "maniac")
    box.in_play.item(maniac).setCheckState(Qt.CheckState.Checked)
    assert "You shoot alone." not in preview(editor)
    rules["options"] = options_for(Preset.CLASSIC, {"lawyer_strike": True,
                                                    "extra_roles": ["maniac"]})
    editor.validate()
    assert "You shoot alone." in preview(editor) and "Maniac" in box.preview_hint.text()

    saved = tmp_path / "vigilante.toml"
    save_as(editor, qtbot, saved, monkeypatch)
    [spec] = load_file(saved)
    [line] = spec.card_lines
    assert (line.text.en, line.text.ru) == ("You shoot alone.", "Вы стреляете один.")
    assert (line.when, line.in_play) == ((("lawyer_strike", True),), ("maniac",))
    again = editor_of(qtbot)
    load_from(again, qtbot, saved, monkeypatch)
    assert again.validate() == spec


@pytest.mark.usefixtures("english")
def test_lines_move_up_and_down_and_are_removed(qtbot, tmp_path: Path,
                                                 monkeypatch) -> None:
    written = tmp_path / "bard.toml"
    written.write_text(BARD, encoding="utf-8")
    editor = editor_of(qtbot)
    load_from(editor, qtbot, written, monkeypatch)
    box = editor.card_box
    first = [line.text.en for line in box.lines if line.text is not None]
    box.list.setCurrentRow(0)
    click(qtbot, box.buttons["down"])
    assert box.list.currentRow() == 1
    assert editor.validate().card_lines[1].text.en == first[0]
    click(qtbot, box.buttons["up"])
    assert editor.validate().card_lines[0].text.en == first[0]
    click(qtbot, box.buttons["remove"])
    assert [line.text.en for line in editor.validate().card_lines
            if line.text is not None] == first[1:]


@pytest.mark.usefixtures("english")
def test_splice_another_roles_sentences(qtbot) -> None:
    editor = editor_of(qtbot)
    compose_vigilante(editor, qtbot)
    box = editor.card_box
    click(qtbot, box.buttons["splice"])
    box.splice_role.setCurrentIndex(box.splice_role.findData("civilian"))
    assert box.splice_parts.checked() == ("win",)
    assert "You win with the town" in preview(editor)
    assert "Civilian" in box.list.item(0).text()
    box.splice_parts.item(0).setCheckState(Qt.CheckState.Unchecked)  # no part: refused
    assert "Sentence 1" in box.error.text() and not ok_button(editor).isEnabled()


@pytest.mark.usefixtures("russian")
def test_an_empty_sentence_is_refused_in_russian(qtbot) -> None:
    editor = editor_of(qtbot)
    compose_vigilante(editor, qtbot)
    click(qtbot, editor.card_box.buttons["add"])
    error = editor.card_box.error
    assert error.isVisible() and "Предложение 1" in error.text(), error.text()
    assert not ok_button(editor).isEnabled()


@pytest.mark.usefixtures("english")
def test_the_rule_editors_options_reach_the_preview(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "bard.toml"
    path.write_text(BARD, encoding="utf-8")
    rules = RulesEditor()
    qtbot.addWidget(rules)
    rules.set_preset(Preset.CLASSIC)
    assert rules.table_roles.add_path(path)
    rules.set_values({**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), "executioner_shots": 3})
    editor = rules.table_roles.open_editor(rules.table_roles.specs[0])
    qtbot.addWidget(editor)
    assert "Songs: 3." in preview(editor)
    rules.set_values({**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), "executioner_shots": 0})
    editor.validate()
    assert "Songs:" not in preview(editor)


@pytest.mark.parametrize("language", ["english", "russian"])
def test_every_built_in_line_passes_through_the_panel_unchanged(language, request,
                                                                qtbot) -> None:
    """Each line of the shipped roles, chosen and «edited» without a change, is the line it
    was: the panel shows every condition they use (a number option's "unlimited", a
    choice's word, a splice's parts)."""
    request.getfixturevalue(language)
    for spec in builtin_roles("classic"):
        box = CardLinesBox(spec.preset)
        qtbot.addWidget(box)
        box.set_roles(spec.preset, ())
        box.set_lines(spec.card_lines)
        for index in range(len(spec.card_lines)):
            box.list.setCurrentRow(index)
            box._edited()  # what the panel shows, written back
        assert tuple(box.lines) == spec.card_lines, spec.word
