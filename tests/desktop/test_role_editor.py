"""The role editor (desktop.rules.role_editor): a role composed by clicking its fields,
saved and loaded back unchanged; what is wrong shown beside its field in the host's
language; the rule editor's «Roles of this table»."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from desktop import i18n
from desktop.i18n import Language
from desktop.rules.editor import RulesEditor
from desktop.rules.role_editor import RoleEditor
from engine.commands import Action
from engine.role_files import load_file, load_text
from engine.role_spec import Team
from engine.role_writer import table_text

pytestmark = pytest.mark.timeout(60)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"

VIGILANTE = """word = "vigilante"
preset = "classic"
team = "town"

[name]
en = "Vigilante"
ru = "Линчеватель"

[card]
en = "Two shots a game."
ru = "Два выстрела за игру."

[[action]]
ability = "shoot"
uses = 2

[night]
step = "vigilante"
after = ["peacemaker"]
"""


@pytest.fixture
def english(qapp):
    i18n.install(qapp, Language.EN)
    yield
    i18n.install(qapp, Language.EN)


@pytest.fixture
def russian(qapp):
    assert i18n.install(qapp, Language.RU)
    yield
    i18n.install(qapp, Language.EN)


def editor_of(qtbot, preset: str = "classic") -> RoleEditor:
    editor = RoleEditor(preset)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def ok_button(editor: RoleEditor):
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok)


def type_into(qtbot, edit, text: str) -> None:
    """Type ``text`` into a line or text edit (QTest types Latin-1 keys only: other
    letters are inserted as an input method would)."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    elif hasattr(edit, "insertPlainText"):
        edit.insertPlainText(text)
    else:
        edit.insert(text)


def compose_vigilante(editor: RoleEditor, qtbot) -> None:
    qtbot.keyClicks(editor.word, "vigilante")
    qtbot.keyClicks(editor.name_en, "Vigilante")
    type_into(qtbot, editor.name_ru, "Линчеватель")
    qtbot.keyClicks(editor.card_en, "Two shots a game.")
    type_into(qtbot, editor.card_ru, "Два выстрела за игру.")
    editor.team.setCurrentIndex(editor.team.findData("town"))
    editor.reads.setCurrentIndex(editor.reads.findData("not_mafia"))
    qtbot.mouseClick(editor.add_action, Qt.MouseButton.LeftButton)
    row = editor.action_rows[0]
    row.ability.setCurrentIndex(row.ability.findData("shoot"))
    row.uses.setValue(2)
    qtbot.keyClicks(editor.step, "vigilante")
    qtbot.keyClicks(editor.after, "peacemaker")


def test_compose_a_vigilante_save_and_load_it_back(english, qtbot, tmp_path: Path,
                                                    monkeypatch) -> None:
    editor = editor_of(qtbot)
    assert not ok_button(editor).isEnabled()  # nothing typed: nothing to take
    compose_vigilante(editor, qtbot)
    assert ok_button(editor).isEnabled(), editor.general.text()
    saved = tmp_path / "vigilante.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    [spec] = load_file(saved)
    assert (spec.word, spec.team, spec.name.ru) == ("vigilante", Team.TOWN, "Линчеватель")
    [action] = spec.actions
    assert (action.ability, action.uses, action.targets) == (Action.SHOOT, 2, 1)
    assert spec.night is not None and spec.night.after == ("peacemaker",)

    again = editor_of(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    qtbot.mouseClick(again.load_button, Qt.MouseButton.LeftButton)
    assert again.word.text() == "vigilante" and again.action_rows[0].uses.value() == 2
    resaved = tmp_path / "again.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(resaved), ""))
    qtbot.mouseClick(again.save_button, Qt.MouseButton.LeftButton)
    assert resaved.read_text(encoding="utf-8") == saved.read_text(encoding="utf-8")
    qtbot.mouseClick(ok_button(again), Qt.MouseButton.LeftButton)
    assert again.spec() == dataclasses.replace(spec, source="again.toml")


def test_a_hand_written_file_loads_into_the_fields(english, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "vigilante.toml"
    path.write_text(VIGILANTE, encoding="utf-8")
    editor = editor_of(qtbot)
    assert editor.load_path(path)
    assert editor.name_en.text() == "Vigilante" and editor.step.text() == "vigilante"
    assert editor.validate() == load_file(path)[0]


def test_a_role_with_no_name_says_so_in_russian_beside_the_name(russian, qtbot) -> None:
    editor = editor_of(qtbot)
    qtbot.keyClicks(editor.word, "vigilante")
    error = editor.errors["name.en"]
    assert error.isVisible()
    assert "нет поля name" in error.text().lower(), error.text()
    assert not ok_button(editor).isEnabled()
    qtbot.keyClicks(editor.name_en, "Vigilante")
    type_into(qtbot, editor.name_ru, "Линчеватель")
    assert not error.isVisible()
    assert editor.errors["card.en"].isVisible()  # the next thing missing, by its field


def test_a_word_of_the_rules_own_roles_is_refused_beside_the_word(russian, qtbot) -> None:
    editor = editor_of(qtbot)
    compose_vigilante(editor, qtbot)
    editor.word.clear()
    qtbot.keyClicks(editor.word, "doctor")
    assert "занято встроенной ролью" in editor.errors["word"].text()
    assert not ok_button(editor).isEnabled()


def test_an_unknown_ability_in_a_hand_made_file_is_told_in_russian(russian, qtbot,
                                                                    tmp_path: Path) -> None:
    path = tmp_path / "wizard.toml"
    path.write_text(VIGILANTE.replace('"shoot"', '"fireball"'), encoding="utf-8")
    editor = editor_of(qtbot)
    assert not editor.load_path(path)
    assert editor.general.isVisible()
    text = editor.general.text()
    assert "неизвестное умение fireball" in text and "wizard.toml" in text, text
    assert "Traceback" not in text


def test_a_night_step_after_nobody_s_is_shown_beside_after(english, qtbot) -> None:
    editor = editor_of(qtbot)
    compose_vigilante(editor, qtbot)
    editor.after.clear()
    qtbot.keyClicks(editor.after, "dentist")
    assert "dentist" in editor.errors["night.after"].text()


def test_the_abilities_come_from_the_vocabulary(english, qtbot) -> None:
    from engine.role_spec import ABILITIES

    editor = editor_of(qtbot)
    row = editor.add_action_row()
    assert [row.ability.itemData(i) for i in range(row.ability.count())] == [
        a.value for a in ABILITIES]
    row.ability.setCurrentIndex(row.ability.findData("concede"))
    assert {row.phase.itemData(i) for i in range(row.phase.count())} == {
        p.value for p in ABILITIES[Action.CONCEDE]}


def test_the_rule_editor_lists_the_table_s_roles(english, qtbot, tmp_path: Path,
                                                  monkeypatch) -> None:
    rules = RulesEditor()
    qtbot.addWidget(rules)
    rules.set_preset("classic")
    rules.show()
    box = rules.table_roles
    path = tmp_path / "vigilante.toml"
    path.write_text(VIGILANTE, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(box.add_file, Qt.MouseButton.LeftButton)
    assert [s.word for s in rules.custom_roles()] == ["vigilante"]
    box.seat_spins[0].setValue(2)
    assert rules.role_counts() == {"vigilante": 2}
    # edit it: the editor opens filled; a new name replaces the role
    edit = box.findChild(type(box.add_file), "edit-vigilante")
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    editor = box.editor
    assert editor is not None and editor.seats.value() == 2
    editor.name_en.clear()
    qtbot.keyClicks(editor.name_en, "Avenger")
    qtbot.mouseClick(ok_button(editor), Qt.MouseButton.LeftButton)
    assert [s.name.en for s in rules.custom_roles()] == ["Avenger"]
    assert rules.role_counts() == {"vigilante": 2}
    # the same file again: its word is taken
    qtbot.mouseClick(box.add_file, Qt.MouseButton.LeftButton)
    assert "defined twice" in box.error.text(), box.error.text()
    # another preset: the role is not this table's
    rules.set_preset("deathnote")
    assert rules.custom_roles() == ()
    rules.set_preset("classic")
    remove = box.findChild(type(box.add_file), "remove-vigilante")
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert rules.custom_roles() == ()


def test_the_rules_of_the_table_tell_the_host_s_roles(english) -> None:
    from desktop.rules.summary import rules_html, rules_lines

    own = {"word": "godfather", "role": "godfather", "icon": "role-mafia", "team": "mafia",
           "family": 1, "order": 55, "name": {"en": "Godfather", "ru": "Крёстный отец"},
           "card": {"en": "Checks read you as town.", "ru": "Проверка видит в вас мирного."}}
    view = {"preset": "classic", "rules": {},
            "deal_counts": {"players": 6, "roles": {"mafia": 1, "godfather": 1,
                                                    "civilian": 4}},
            "glossary": [own]}
    page = rules_html(view)
    assert "Godfather" in page and "Checks read you as town." in page
    assert "The host&#x27;s own roles" in page
    # on the mafia's side, beside the plain mafioso
    assert any("Godfather" in line and line.startswith("The mafia (2)")
               for line in rules_lines(view)), rules_lines(view)


def test_a_role_added_to_a_hotseat_table_is_in_its_rules_and_dealt(
        qapp, qtbot, tmp_path: Path, monkeypatch) -> None:
    from desktop.app import DesktopApp
    from desktop.hotseat import window as hotseat
    from desktop.hotseat.window import HotSeatWindow
    from desktop.rules.summary import rules_html
    from desktop.settings import Settings

    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(hotseat, "PIN_ITERATIONS", 2000)
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 3
    window.show()
    page = window.setup_page
    page.preset_combo.setCurrentIndex(page.preset_combo.findData("classic"))
    for row in list(page.rows)[6:]:
        qtbot.mouseClick(row.remove, Qt.MouseButton.LeftButton)
    while len(page.rows) < 6:
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    for index, row in enumerate(page.rows):
        row.name.clear()
        qtbot.keyClicks(row.name, f"P{index}")
    path = tmp_path / "vigilante.toml"
    path.write_text(VIGILANTE, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(page.rules.table_roles.add_file, Qt.MouseButton.LeftButton)
    page.rules.table_roles.seat_spins[0].setValue(2)  # two vigilantes at this table
    assert page.start_button.isEnabled(), page.reason.text()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    game = window.session.game
    assert [str(p.role) for p in game.state.players.values()].count("vigilante") == 2
    page_html = rules_html(window.session.public_view())
    assert "Vigilante" in page_html and "Two shots a game." in page_html
    # the next game starts with the table's own roles again
    assert app.settings.hotseat["own_roles"]["counts"] == {"vigilante": 2}
    window.close()


def test_the_host_console_s_table_carries_its_own_roles(english, qtbot,
                                                         tmp_path: Path) -> None:
    from desktop.host.setup import HostSetupPage
    from netproto.session import TableConfig, TableSession

    page = HostSetupPage()
    qtbot.addWidget(page)
    page.preset_combo.setCurrentIndex(page.preset_combo.findData("classic"))
    path = tmp_path / "vigilante.toml"
    path.write_text(VIGILANTE, encoding="utf-8")
    assert page.rules.table_roles.add_path(path)
    config = page.config()
    assert [s.word for s in config.custom_roles] == ["vigilante"]
    assert config.role_counts == {"vigilante": 1} and page.problem() == ""
    # the settings keep them for the next table
    again = HostSetupPage()
    qtbot.addWidget(again)
    again.load_settings(page.settings())
    assert again.config().custom_roles == config.custom_roles
    # an open table is told of each edit: two vigilantes now
    session = TableSession(TableConfig(preset=config.preset, write_log=False))
    page.session = session
    page.rules.table_roles.seat_spins[0].setValue(2)
    assert session.config.role_counts == {"vigilante": 2}
    assert [s.word for s in session.config.custom_roles] == ["vigilante"]
    session.close()


def test_what_the_editor_has_no_field_for_is_kept_from_the_file(english, qtbot) -> None:
    from engine.role_files import builtin_roles

    don = next(s for s in builtin_roles("classic") if s.word == "don")
    editor = editor_of(qtbot)
    editor.others = []
    editor.set_role(don)
    # the Don is a built-in role: as a role of the host's own his word is taken ...
    assert "built-in" in editor.errors["word"].text()
    # ... but everything he says is in the table the editor makes of him
    assert load_text(table_text(editor.table()), "don.toml") == [don]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.toml")), ids=lambda p: p.stem)
def test_an_example_file_loads_and_comes_back_whole(english, qtbot, path: Path) -> None:
    """Loaded into the editor and taken with OK, an example role is the file's role: what the
    editor has no field for (a step's ``before``, a block's ``stops``, card lines) is kept."""
    editor = editor_of(qtbot)
    assert editor.load_path(path), editor.general.text()
    qtbot.mouseClick(ok_button(editor), Qt.MouseButton.LeftButton)
    assert editor.spec() == load_file(path)[0]
