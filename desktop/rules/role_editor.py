"""The role editor: ``RoleEditor``, the dialog in which the host composes a role of his own
(docs/roles.md) — its word, name and card in Russian and English, team, win condition,
what checks read, icon, place in lists, how many seats get it, its actions and its night
step — or loads one from a role file and saves it to one.

Owns the dialog and how it turns its fields into a role file's table (``table``). What the
host typed is checked by the role file loader (``engine.role_files``), then as a table
checks a host's roles, with the table's others (``engine.rolebook.check_custom``): the
first thing wrong is shown in the host's language beside its field, and the role can be
taken only when nothing is. Saves with ``engine.role_writer``; the files live in the
user's data folder's ``roles`` folder by default. Must not import any window (the rule
editor opens it).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import setup_text
from desktop.rules.card_lines import CardLinesBox, preview_lines
from desktop.rules.role_editor_parts import ActionRow, FieldError, VocabularyCombo, icon_combo
from desktop.screen_fit import fit_to_screen
from desktop.texts import preset_name
from engine.options import SPECS, Options, Preset, options_for
from engine.role_files import (
    PRESETS,
    RoleFileError,
    builtin_roles,
    load_file,
    load_text,
    night_order,
)
from engine.role_spec import CheckReads, RoleSpec, Team, Wins
from engine.role_writer import role_table, role_text, table_text
from engine.rolebook import RoleBook, check_custom
from netproto.storage import data_dir

SIZE = (1180, 820)  # the dialog's size where the screen holds it
NEW_FILE = "role.toml"  # the file name errors name before the role has one
CARD_HEIGHT = 70


def roles_dir() -> Path:
    """Where the host's role files are kept by default: the data folder's ``roles``."""
    path = data_dir() / "roles"
    path.mkdir(parents=True, exist_ok=True)
    return path


def error_text(error: RoleFileError, beside: bool = False) -> str:
    """A role file's error in the host's language; ``beside`` a field of the editor, without
    the file's name (the role has none yet, or it is the one being edited)."""
    params = {**error.params, "file": ""} if beside else error.params
    text = setup_text(error.code, params) or str(error)
    if beside:  # «нет поля card.ru.», a sentence of its own beside the field
        text = text.removeprefix(": ")
        text = text[:1].upper() + text[1:]
    return text


class RoleEditor(QDialog):
    """Compose one role: every field of a role file the host needs, checked as he types.
    ``others``: the table's other roles of his own (a word may not be taken twice);
    ``rules``: the table's rules as they are set now (its preset and options, None while
    they are not valid), for the card's preview — without it, the preset's defaults."""

    checked = Signal()

    def __init__(self, preset: str, others: Iterable[RoleSpec] = (),
                 parent: QWidget | None = None,
                 rules: Callable[[], tuple[str, Options] | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("role-editor")
        self.others = list(others)
        self.rules = rules
        self.file_name = NEW_FILE
        self.base: RoleSpec | None = None  # the role it was filled from (what it keeps)
        self.result_spec: RoleSpec | None = None
        self.errors: dict[str, FieldError] = {}
        self.action_rows: list[ActionRow] = []
        self._quiet = False
        self._build(preset)
        self.retranslate()  # and checks the role
        fit_to_screen(self, *SIZE)

    # ------------------------------------------------------------------ building

    def _build(self, preset: str) -> None:
        self.word = QLineEdit(objectName="role-word")
        self.preset = QComboBox(objectName="role-preset")
        for word in PRESETS:
            self.preset.addItem(preset_name(word), word)
        self.preset.setCurrentIndex(max(self.preset.findData(preset), 0))
        self.name_en, self.name_ru = QLineEdit(), QLineEdit()
        self.card_en, self.card_ru = QPlainTextEdit(), QPlainTextEdit()
        for edit in (self.card_en, self.card_ru):
            edit.setMinimumHeight(CARD_HEIGHT)
            edit.setMaximumHeight(2 * CARD_HEIGHT)
        self.team = VocabularyCombo(list(Team))
        self.wins = VocabularyCombo(list(Wins))
        self.reads = VocabularyCombo(list(CheckReads), reads=True)
        self.reads.set_word(_default("check_reads").value)  # the format's own default
        self.icon = icon_combo()
        self.order = QSpinBox()
        self.order.setRange(0, 999)
        self.order.setValue(150)
        self.seats = QSpinBox(objectName="role-seats")
        self.seats.setRange(1, 10)
        self.step, self.after = QLineEdit(), QLineEdit()
        self.steps_hint = QLabel(wordWrap=True)
        self.steps_hint.setProperty("hint", True)
        self.general = FieldError()
        self.labels: dict[str, QLabel] = {}
        self.card_box = CardLinesBox(preset)
        self.card_box.set_roles(preset, self.others)
        columns = QHBoxLayout()
        columns.addWidget(self._identity_column(), 1)
        columns.addWidget(self._play_column(), 1)
        self._lay_out(columns)
        self._connect()

    def _field(self, form: QFormLayout, key: str, widget: QWidget) -> None:
        """A form row: its title, the field and the error shown under it."""
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(widget)
        self.errors[key] = FieldError()
        self.errors[key].setObjectName(f"error-{key}")
        box.addWidget(self.errors[key])
        self.labels[key] = QLabel()
        form.addRow(self.labels[key], holder)

    def _identity_column(self) -> QWidget:
        self.identity = QGroupBox()
        form = QFormLayout(self.identity)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # titles above
        for key, widget in (("word", self.word), ("preset", self.preset),
                            ("name.en", self.name_en), ("name.ru", self.name_ru),
                            ("card.en", self.card_en), ("card.ru", self.card_ru),
                            ("icon", self.icon)):
            self._field(form, key, widget)
        return self.identity

    def _play_column(self) -> QWidget:
        column = QWidget()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        self.play = QGroupBox()
        form = QFormLayout(self.play)
        for key, widget in (("team", self.team), ("wins", self.wins),
                            ("check_reads", self.reads), ("order", self.order),
                            ("deal", self.seats)):
            self._field(form, key, widget)
        layout.addWidget(self.play)
        self.actions_box = QGroupBox()
        self.actions_layout = QVBoxLayout(self.actions_box)
        self.add_action = QPushButton(objectName="add-action")
        self.actions_layout.addWidget(self.add_action, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.actions_box)
        self.night_box = QGroupBox()
        night = QFormLayout(self.night_box)
        self._field(night, "night.step", self.step)
        self._field(night, "night.after", self.after)
        night.addRow(self.steps_hint)
        layout.addWidget(self.night_box)
        layout.addStretch(1)
        return column

    def _lay_out(self, columns: QHBoxLayout) -> None:
        inner = QWidget()
        rows = QVBoxLayout(inner)
        rows.addLayout(columns)
        rows.addWidget(self.card_box)  # the card lines take the whole width
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.load_button = QPushButton(objectName="load-role")
        self.save_button = QPushButton(objectName="save-role")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        bottom = QHBoxLayout()
        bottom.addWidget(self.load_button)
        bottom.addWidget(self.save_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.general)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        for edit in (self.word, self.name_en, self.name_ru, self.step, self.after):
            edit.textChanged.connect(self.validate)
        for text in (self.card_en, self.card_ru):
            text.textChanged.connect(self.validate)
        for combo in (self.preset, self.team, self.wins, self.reads, self.icon):
            combo.currentIndexChanged.connect(self.validate)
        self.preset.currentIndexChanged.connect(
            lambda: self.card_box.set_roles(self.preset.currentData(), self.others))
        self.card_box.changed.connect(self.validate)
        for spin in (self.order, self.seats):
            spin.valueChanged.connect(self.validate)
        self.add_action.clicked.connect(lambda: self.add_action_row())
        self.load_button.clicked.connect(self._load_clicked)
        self.save_button.clicked.connect(self._save_clicked)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # ------------------------------------------------------------------ actions

    def add_action_row(self) -> ActionRow:
        row = ActionRow()
        row.setObjectName(f"action-{len(self.action_rows)}")
        row.changed.connect(self.validate)
        row.removed.connect(self._remove_row)
        self.action_rows.append(row)
        self.actions_layout.insertWidget(self.actions_layout.count() - 1, row)
        self.validate()
        return row

    def _remove_row(self, row: ActionRow) -> None:
        self.action_rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self.validate()

    # ------------------------------------------------------------------ the role

    def table(self) -> dict[str, Any]:
        """The fields as a role file's table; an empty field is left out (the loader then
        says it is missing)."""
        table: dict[str, Any] = {}
        if self.word.text().strip():
            table["word"] = self.word.text().strip()
        table.update(preset=self.preset.currentData(), team=self.team.word(),
                     wins=self.wins.word(), check_reads=self.reads.word(),
                     icon=self.icon.currentData(), order=self.order.value())
        for key, edits in (("name", (self.name_en, self.name_ru)),
                           ("card", (self.card_en, self.card_ru))):
            texts = {lang: _text(edit) for lang, edit in zip(("en", "ru"), edits, strict=True)}
            if any(texts.values()):
                table[key] = {lang: text for lang, text in texts.items() if text}
        if self.base is not None and self.base.title:
            table["title"] = self.base.title
        if self.base is not None and self.base.strike_guess:
            table["strike_guess"] = True
        if self.card_box.lines:
            table["card_line"] = self.card_box.rows()
        table["deal"] = self._deal_rows(table.get("word", ""))
        if self.action_rows:
            table["action"] = [row.table() for row in self.action_rows]
        if self.step.text().strip():
            after = [w.strip() for w in self.after.text().replace(";", ",").split(",")]
            table["night"] = {"step": self.step.text().strip(),
                              "after": [w for w in after if w]}
            if self.base is not None and self.base.night is not None and self.base.night.before:
                table["night"]["before"] = list(self.base.night.before)  # kept as loaded
        return table

    def _deal_rows(self, word: str) -> list[dict[str, Any]]:
        """The role's deal words: its own word first, on as many seats as the host says;
        what a loaded role's deal words say besides (a family, a second word) is kept."""
        rows = role_table(self.base).get("deal", []) if self.base is not None else []
        first = {**(rows[0] if rows else {}), "word": word}
        if self.seats.value() > 1:
            first["unique"] = False
        return [first, *rows[1:]]

    def check(self) -> RoleSpec:
        """The role as typed, checked by the loader, then as a table checks a host's roles
        (``engine.rolebook.check_custom``) with the table's others. Raises
        RoleFileError."""
        spec = load_text(table_text(self.table()), self.file_name,
                         option_names=SPECS.keys())[0]
        others = [o for o in self.others if o.preset == spec.preset]
        check_custom(spec.preset, [*others, spec])
        return spec

    def validate(self) -> RoleSpec | None:
        """Check the role; show the first thing wrong beside its field. The role, or
        None when it cannot be taken."""
        if self._quiet:
            return None
        for error in [*self.errors.values(), self.general, self.card_box.error,
                      *(row.error for row in self.action_rows)]:
            error.say("")
        try:
            spec = self.check()
        except RoleFileError as error:
            self._place_error(error)
            spec = None
        if spec is not None and self.card_box.problem():
            self.card_box.error.say(self.card_box.problem())
            spec = None
        self._show_card(spec)
        for button in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                       self.save_button):
            button.setEnabled(spec is not None)
        self._show_steps()
        self.checked.emit()
        return spec

    def _place_error(self, error: RoleFileError) -> None:
        field = str(error.params.get("field", ""))
        text = error_text(error, beside=bool(field))
        if field.startswith("card_line["):
            index = int(field[len("card_line["):field.index("]")])
            self.card_box.error.say(self.card_box.line_error(index, text))
            return
        if field.startswith("action["):
            index = int(field[len("action["):field.index("]")])
            if index < len(self.action_rows):
                self.action_rows[index].error.say(text)
                return
        aliases = {"name": "name.en", "card": "card.en", "night": "night.step"}
        key = aliases.get(field, field)
        if key not in self.errors:
            key = re.split(r"[.\[]", key)[0]
            key = aliases.get(key, key)
        self.errors.get(key, self.general).say(text)

    def _show_steps(self) -> None:
        preset = self.preset.currentData()
        try:
            steps = night_order([*builtin_roles(preset), *self.others])
        except RoleFileError:
            steps = night_order(builtin_roles(preset))
        self.steps_hint.setText(self.tr("The night's steps now: %1").replace(
            "%1", ", ".join(steps) or "—"))

    def _show_card(self, spec: RoleSpec | None) -> None:
        """The card's preview: the role's card lines as the table's rules make them."""
        preset = self.preset.currentData()
        table = self.rules() if self.rules is not None else None
        options = table[1] if table is not None and table[0] == preset \
            else options_for(Preset(preset))
        if spec is None:
            self.card_box.show_card(None, ())
            return
        others = tuple(o for o in self.others if o.preset == spec.preset)
        self.card_box.show_card(*preview_lines(RoleBook(spec.preset, (*others, spec)),
                                               options, spec))

    def spec(self) -> RoleSpec | None:
        return self.result_spec

    def accept(self) -> None:
        spec = self.validate()
        if spec is None:
            return
        self.result_spec = spec
        super().accept()

    # ------------------------------------------------------------------ filling

    def set_role(self, spec: RoleSpec, seats: int = 1) -> None:
        """Fill every field from a role (a file's, or one of the table's to edit)."""
        self._quiet = True
        try:
            self.base = spec
            self.file_name = Path(spec.source).name if spec.source else NEW_FILE
            self.word.setText(spec.word)
            self.preset.setCurrentIndex(max(self.preset.findData(spec.preset), 0))
            self.name_en.setText(spec.name.en)
            self.name_ru.setText(spec.name.ru)
            self.card_en.setPlainText(spec.card.en)
            self.card_ru.setPlainText(spec.card.ru)
            self.team.set_word(spec.team.value)
            self.wins.set_word(spec.wins.value)
            self.reads.set_word(spec.check_reads.value)
            self.icon.setCurrentIndex(max(self.icon.findData(spec.icon), 0))
            self.order.setValue(spec.order)
            self.seats.setValue(seats)
            for row in list(self.action_rows):
                self._remove_row(row)
            rows = role_table(spec).get("action", [])
            for action, plain in zip(spec.actions, rows, strict=True):
                self.add_action_row().set_action(action, plain)
            self.step.setText(spec.night.step if spec.night else "")
            self.after.setText(", ".join(spec.night.after) if spec.night else "")
            self.card_box.set_roles(spec.preset, self.others)
            self.card_box.set_lines(spec.card_lines)
        finally:
            self._quiet = False
        self.validate()

    def load_path(self, path: Path | str) -> bool:
        """Fill the editor from a role file (its first role); False, with the reason shown,
        when the file cannot be read as a role."""
        try:
            specs = load_file(path, option_names=SPECS.keys())
        except RoleFileError as error:
            self.general.say(error_text(error))
            return False
        self.set_role(specs[0])
        return True

    def save_path(self, path: Path | str) -> bool:
        spec = self.validate()
        if spec is None:
            return False
        Path(path).write_text(role_text(spec), encoding="utf-8")
        self.file_name = Path(path).name
        return True

    def _load_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load role file"),
                                              str(roles_dir()), self._filter())
        if path:
            self.load_path(path)

    def _save_clicked(self) -> None:
        word = self.word.text().strip() or "role"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save role file"),
                                              str(roles_dir() / f"{word}.toml"),
                                              self._filter())
        if path:
            self.save_path(path)

    def _filter(self) -> str:
        return self.tr("Role files (*.toml)")

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("A role of your own"))
        self.identity.setTitle(self.tr("The role"))
        self.play.setTitle(self.tr("How it plays"))
        self.actions_box.setTitle(self.tr("What it may do"))
        self.night_box.setTitle(self.tr("Its night step"))
        titles = {
            "word": self.tr("Word (small letters, no spaces)"), "preset": self.tr("Rules"),
            "name.en": self.tr("Name in English"), "name.ru": self.tr("Name in Russian"),
            "card.en": self.tr("Card in English"), "card.ru": self.tr("Card in Russian"),
            "icon": self.tr("Picture"), "team": self.tr("Plays for"),
            "wins": self.tr("How he wins"), "check_reads": self.tr("A check reads him as"),
            "order": self.tr("Place in lists"), "deal": self.tr("Seats that get it"),
            "night.step": self.tr("Step"), "night.after": self.tr("After the steps"),
        }
        for key, label in self.labels.items():
            label.setText(titles.get(key, key))
        self.after.setPlaceholderText(self.tr("e.g. doctor, commissar"))
        self.add_action.setText(self.tr("Add an action"))
        self.load_button.setText(self.tr("Load role file…"))
        self.save_button.setText(self.tr("Save role file…"))
        for combo in (self.team, self.wins, self.reads):
            combo.retranslate()
        for row in self.action_rows:
            row.retranslate()
        self.card_box.retranslate()
        self.validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _default(name: str) -> Any:
    """A role field's default value, as the format (``RoleSpec``) says it."""
    return next(f.default for f in dataclasses.fields(RoleSpec) if f.name == name)


def _text(edit: QLineEdit | QPlainTextEdit) -> str:
    text = edit.toPlainText() if isinstance(edit, QPlainTextEdit) else edit.text()
    return text.strip()
