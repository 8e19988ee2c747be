"""The role editor's "Card lines" (docs/roles.md, ``[[card_line]]``): ``CardLinesBox``, the
sentences of a role's card with their conditions, and the card as the table's rules make
it (engine.role_cards.card_lines).

The host sees the lines in a list (add, remove, move up and down); the chosen one is edited
beside it: its sentence in English and Russian, the rule options and the values it needs
(``ConditionRow``), the roles of which one must be in play and those none of which may be
(``WordList``), and its rarer parts in one compact row — the number option "%1" says
(``count``), its part and the parts it gives way to (``unless``). Another role's sentences
spliced in (``lines_of`` and ``parts``) are a line too: that role and its parts, chosen from
lists. Owns the lines being edited (``lines``, ``CardLine`` values) and their rows for the
role file (``rows``); the role editor checks them with the loader and shows the preview
(``show_card``). Must not import any window.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import current_language
from desktop.rules.card_line_parts import (
    NUMBER_KINDS,
    ConditionRow,
    WordList,
    line_summary,
    offered_options,
    option_title,
)
from desktop.rules.role_editor_parts import FieldError
from engine.errors import SetupError
from engine.options import Options
from engine.presets import preset_rules
from engine.role_cards import card_lines
from engine.role_plain import card_line_plain
from engine.role_spec import CardLine, RoleSpec, Words
from engine.rolebook import RoleBook, rolebook

LIST_HEIGHT = 220
MIN_LETTERS = 12  # a list box's least width, in letters (a long title must not widen it)


def preview_in_play(book: RoleBook, options: Options, spec: RoleSpec) -> set[str]:
    """The deal words the preview counts as in play: what a deal of these rules gives the
    largest table (every optional role the host switched on), the host's roles, the role
    itself."""
    words = {d.word for s in book.custom for d in s.deal} | {d.word for d in spec.deal}
    rules = preset_rules(book.preset)
    with contextlib.suppress(SetupError):  # a deal these rules refuse: the roles alone
        words |= set(rules.deal_counts(options, rules.max_players))
    return words


def preview_lines(book: RoleBook, options: Options, spec: RoleSpec) -> tuple[
        list[dict[str, str]], list[Words]]:
    """The card of ``spec`` at a table of ``options`` (``book`` holds it), and the names
    of the roles in play it was made for, in the book's order."""
    in_play = preview_in_play(book, options, spec)
    names = [e.deal.name or e.spec.name for e in book.entries if e.deal.word in in_play]
    return card_lines(book, spec.deal[0].word, options, in_play), names


def _narrow(combo: QComboBox) -> None:
    """A list box a long title does not widen (its list still shows it whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(MIN_LETTERS)


class CardLinesBox(QGroupBox):
    """A role's card lines, the one chosen edited beside the list, and the card as the
    table's rules make it; ``changed`` on any edit."""

    changed = Signal()

    def __init__(self, preset: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-lines")
        self.preset = preset
        self.lines: list[CardLine] = []
        self.names: dict[str, Words] = {}  # the table's deal words' names
        self.parts_of: dict[str, list[str]] = {}  # a role's parts, for a splice
        self.conditions: list[ConditionRow] = []
        self._quiet = False
        self.hint = QLabel(wordWrap=True)
        self.hint.setProperty("hint", True)
        self.list = QListWidget(objectName="card-line-list")
        self.list.setWordWrap(True)
        self.list.setMinimumHeight(LIST_HEIGHT)
        self.error = FieldError()
        self.error.setObjectName("error-card-lines")
        self.buttons = {key: QPushButton(objectName=f"card-line-{key}")
                        for key in ("add", "splice", "up", "down", "remove")}
        self._build_line_panel()
        self._build_splice_panel()
        self._build_preview()
        self._lay_out()
        self._connect()
        self.set_roles(preset, ())
        self.retranslate()

    # ------------------------------------------------------------------ building

    def _build_line_panel(self) -> None:
        self.line_panel = QWidget()
        self.text_en = QLineEdit(objectName="card-line-en")
        self.text_ru = QLineEdit(objectName="card-line-ru")
        self.conditions_layout = QVBoxLayout()
        self.conditions_layout.setContentsMargins(0, 0, 0, 0)
        self.add_condition = QPushButton(objectName="card-line-add-condition")
        self.conditions_layout.addWidget(self.add_condition, 0, Qt.AlignmentFlag.AlignLeft)
        self.in_play, self.not_in_play = WordList(), WordList()
        self.in_play.setObjectName("card-line-in-play")
        self.not_in_play.setObjectName("card-line-not-in-play")
        self.count = QComboBox(objectName="card-line-count")
        _narrow(self.count)
        self.part, self.unless = QLineEdit(objectName="card-line-part"), QLineEdit(
            objectName="card-line-unless")
        # the form's titles above their fields in one line, the grids' wrapped in columns
        self.panel_labels = {key: QLabel(wordWrap=key not in ("en", "ru", "when"))
                             for key in ("en", "ru", "when", "in_play", "not_in_play",
                                         "count", "part", "unless")}
        form = QFormLayout(self.line_panel)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.panel_labels["en"], self.text_en)
        form.addRow(self.panel_labels["ru"], self.text_ru)
        form.addRow(self.panel_labels["when"], self.conditions_layout)
        roles = QGridLayout()
        roles.setContentsMargins(0, 0, 0, 0)
        for column, key in enumerate(("in_play", "not_in_play")):
            roles.addWidget(self.panel_labels[key], 0, column)
            roles.addWidget(getattr(self, key), 1, column)
        form.addRow(roles)
        rare = QGridLayout()
        rare.setContentsMargins(0, 0, 0, 0)
        for column, key in enumerate(("count", "part", "unless")):
            rare.addWidget(self.panel_labels[key], 0, column)
            rare.addWidget(getattr(self, key), 1, column)
        form.addRow(rare)

    def _build_splice_panel(self) -> None:
        self.splice_panel = QWidget()
        self.splice_role = QComboBox(objectName="card-line-lines-of")
        _narrow(self.splice_role)
        self.splice_parts = WordList()
        self.splice_parts.setObjectName("card-line-parts")
        self.splice_labels = [QLabel(wordWrap=True) for _ in range(3)]
        self.splice_labels[2].setProperty("hint", True)
        form = QFormLayout(self.splice_panel)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.splice_labels[2])
        form.addRow(self.splice_labels[0], self.splice_role)
        form.addRow(self.splice_labels[1], self.splice_parts)

    def _build_preview(self) -> None:
        self.preview_box = QGroupBox(objectName="card-preview-box")
        self.preview = QLabel(wordWrap=True, objectName="card-preview")
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview_hint = QLabel(wordWrap=True)
        self.preview_hint.setProperty("hint", True)
        layout = QVBoxLayout(self.preview_box)
        layout.addWidget(self.preview)
        layout.addWidget(self.preview_hint)

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        for keys in (("add", "splice"), ("up", "down", "remove")):  # two rows: the list
            row = QHBoxLayout()                                   # stays narrow enough
            for key in keys:
                row.addWidget(self.buttons[key])
            row.addStretch(1)
            left.addLayout(row)
        right = QVBoxLayout()
        right.addWidget(self.line_panel)
        right.addWidget(self.splice_panel)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addWidget(self.preview_box)

    def _connect(self) -> None:
        self.list.currentRowChanged.connect(self._chosen)
        self.buttons["add"].clicked.connect(lambda: self.add_line())
        self.buttons["splice"].clicked.connect(lambda: self.add_splice())
        self.buttons["up"].clicked.connect(lambda: self.move(-1))
        self.buttons["down"].clicked.connect(lambda: self.move(1))
        self.buttons["remove"].clicked.connect(lambda: self.remove(self.list.currentRow()))
        self.add_condition.clicked.connect(lambda: self.add_condition_row())
        for edit in (self.text_en, self.text_ru, self.part, self.unless):
            edit.textChanged.connect(self._edited)
        for words in (self.in_play, self.not_in_play, self.splice_parts):
            words.changed.connect(self._edited)
        self.count.currentIndexChanged.connect(self._edited)
        self.splice_role.currentIndexChanged.connect(self._splice_role_changed)

    # ------------------------------------------------------------------ the table's roles

    def set_roles(self, preset: str, others: Iterable[RoleSpec]) -> None:
        """The rules and the host's other roles: the words a condition or a splice may
        name, and the options a condition may."""
        self.preset = preset
        book = rolebook(preset, tuple(s for s in others if s.preset == preset))
        self.names = {e.deal.word: e.deal.name or e.spec.name for e in book.entries}
        self.parts_of = {}
        for spec in book.specs:
            parts = [line.part for line in spec.card_lines
                     if line.part and line.lines_of is None]
            if parts:
                self.parts_of[spec.word] = list(dict.fromkeys(parts))
        self._fill_choices()
        self._refresh_list(self.list.currentRow())  # the chosen line with these choices

    def _fill_choices(self) -> None:
        language = current_language().value
        quiet, self._quiet = self._quiet, True
        for words in (self.in_play, self.not_in_play):
            words.set_words(self.names.items(), language)
        chosen = self.count.currentData()
        self.count.clear()
        self.count.addItem(self.tr("none"), None)
        for name in offered_options(self.preset, NUMBER_KINDS):
            self.count.addItem(option_title(self.preset, name), name)
        self.count.setCurrentIndex(max(self.count.findData(chosen), 0))
        chosen = self.splice_role.currentData()
        self.splice_role.clear()
        for word in self.parts_of:
            self.splice_role.addItem(self._name(word), word)
        self.splice_role.setCurrentIndex(max(self.splice_role.findData(chosen), 0))
        self._quiet = quiet

    def _name(self, word: str) -> str:
        name = self.names.get(word)
        return name.get(current_language().value) if name is not None else word

    # ------------------------------------------------------------------ the lines

    def set_lines(self, lines: Iterable[CardLine]) -> None:
        self.lines = list(lines)
        self._refresh_list(0 if self.lines else -1)

    def rows(self) -> list[dict[str, Any]]:
        """The lines as the role file's ``[[card_line]]`` tables."""
        return [card_line_plain(line) for line in self.lines]

    def problem(self) -> str:
        """The first line the loader would take but a card cannot show (a sentence with
        no text in a language, a splice of no part), in the host's language; "" when
        there is none."""
        for index, line in enumerate(self.lines):
            if line.text is not None and not (line.text.en.strip() and line.text.ru.strip()):
                return self.line_error(index, self.tr("its sentence needs both languages."))
            if line.lines_of is not None and not line.parts:
                return self.line_error(index, self.tr("choose at least one of the role's "
                                                      "parts."))
        return ""

    def line_error(self, index: int, text: str) -> str:
        return self.tr("Sentence %1: %2").replace("%1", str(index + 1)).replace("%2", text)

    def add_line(self) -> int:
        return self._insert(CardLine(Words("", "")))

    def add_splice(self) -> int:
        word = next(iter(self.parts_of), "")
        parts = tuple(self.parts_of.get(word, [])[:1])
        return self._insert(CardLine(lines_of=word, parts=parts))

    def _insert(self, line: CardLine) -> int:
        index = self.list.currentRow() + 1 if self.list.currentRow() >= 0 else len(self.lines)
        self.lines.insert(index, line)
        self._refresh_list(index)
        self.changed.emit()
        return index

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.lines):
            del self.lines[index]
            self._refresh_list(min(index, len(self.lines) - 1))
            self.changed.emit()

    def move(self, step: int) -> None:
        index = self.list.currentRow()
        other = index + step
        if 0 <= index < len(self.lines) and 0 <= other < len(self.lines):
            self.lines[index], self.lines[other] = self.lines[other], self.lines[index]
            self._refresh_list(other)
            self.changed.emit()

    def _refresh_list(self, current: int) -> None:
        quiet, self._quiet = self._quiet, True
        self.list.clear()
        for line in self.lines:
            self.list.addItem(self._summary(line))
        self.list.blockSignals(True)
        self.list.setCurrentRow(current)
        self.list.blockSignals(False)
        self._quiet = quiet
        self._chosen(current)

    def _summary(self, line: CardLine) -> str:
        return line_summary(line, self.preset, self.names, current_language().value)

    # ------------------------------------------------------------------ the chosen line

    def _chosen(self, index: int) -> None:
        """Show the line chosen in the list in the panel its kind takes."""
        if self._quiet:
            return
        line = self.lines[index] if 0 <= index < len(self.lines) else None
        splice = line is not None and line.lines_of is not None
        self.line_panel.setVisible(line is not None and not splice)
        self.splice_panel.setVisible(splice)
        for key in ("up", "down", "remove"):
            self.buttons[key].setEnabled(line is not None)
        if line is None:
            return
        self._quiet = True
        try:
            self._fill_splice(line) if splice else self._fill_line(line)
        finally:
            self._quiet = False

    def _fill_line(self, line: CardLine) -> None:
        text = line.text or Words("", "")
        self.text_en.setText(text.en)
        self.text_ru.setText(text.ru)
        for row in list(self.conditions):
            self._drop_condition(row)
        for name, value in line.when:
            self.add_condition_row().set_condition(name, value)
        self.in_play.set_checked(line.in_play)
        self.not_in_play.set_checked(line.not_in_play)
        if line.count is not None and self.count.findData(line.count) < 0:
            self.count.addItem(line.count, line.count)  # an option not offered: kept
        self.count.setCurrentIndex(max(self.count.findData(line.count), 0))
        self.part.setText(line.part)
        self.unless.setText(", ".join(line.unless))

    def _fill_splice(self, line: CardLine) -> None:
        word = line.lines_of or ""
        if self.splice_role.findData(word) < 0:
            self.splice_role.addItem(self._name(word), word)  # a role without parts: kept
        self.splice_role.setCurrentIndex(self.splice_role.findData(word))
        self._splice_parts(word, line.parts)

    def _splice_parts(self, word: str, checked: Iterable[str]) -> None:
        parts = self.parts_of.get(word, [])
        self.splice_parts.set_words(((p, Words(p, p)) for p in parts), "en")
        self.splice_parts.set_checked(checked)

    def _splice_role_changed(self, *_: Any) -> None:
        if self._quiet:
            return
        word = str(self.splice_role.currentData())
        self._quiet = True
        self._splice_parts(word, self.parts_of.get(word, [])[:1])
        self._quiet = False
        self._edited()

    def add_condition_row(self) -> ConditionRow:
        row = ConditionRow(self.preset)
        row.changed.connect(self._edited)
        row.removed.connect(self._condition_removed)
        self.conditions.append(row)
        self.conditions_layout.insertWidget(self.conditions_layout.count() - 1, row)
        self._edited()
        return row

    def _condition_removed(self, row: ConditionRow) -> None:
        self._drop_condition(row)
        self._edited()

    def _drop_condition(self, row: ConditionRow) -> None:
        self.conditions.remove(row)
        row.setParent(None)
        row.deleteLater()

    def _edited(self, *_: Any) -> None:
        """The panel edited: the chosen line becomes what it shows."""
        index = self.list.currentRow()
        if self._quiet or not 0 <= index < len(self.lines):
            return
        old = self.lines[index]
        if old.lines_of is not None:
            line = dataclasses.replace(old, lines_of=str(self.splice_role.currentData()),
                                       parts=self.splice_parts.checked())
        else:
            line = dataclasses.replace(
                old, text=Words(self.text_en.text(), self.text_ru.text()),
                when=tuple(row.condition() for row in self.conditions),
                in_play=self.in_play.checked(), not_in_play=self.not_in_play.checked(),
                count=self.count.currentData(), part=self.part.text().strip(),
                unless=tuple(w.strip() for w in self.unless.text().split(",") if w.strip()))
        self.lines[index] = line
        self.list.item(index).setText(self._summary(line))
        self.changed.emit()

    # ------------------------------------------------------------------ the preview

    def show_card(self, lines: list[dict[str, str]] | None, in_play: Iterable[Words]) -> None:
        """The card as the table's rules make it (None: the role cannot be taken yet) and
        the names of the roles in play it was made for."""
        language = current_language().value
        if lines is None:
            self.preview.setText(self.tr("The card is shown here once the role can be "
                                         "taken."))
        elif not lines:
            self.preview.setText(self.tr("No sentence of the card holds at this table: "
                                         "players see the card text above."))
        else:
            self.preview.setText("\n".join(f"• {line[language]}" for line in lines))
        names = list(dict.fromkeys(name.get(language) for name in in_play))
        self.preview_hint.setText(self.tr("Made with this table's rules as they are set "
                                          "now, with these roles in play: %1").replace(
            "%1", ", ".join(names) or "—"))

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.setTitle(self.tr("Card lines"))
        self.hint.setText(self.tr(
            "The card a player sees at the table: each sentence is shown only where its "
            "conditions hold, in this order. With no sentences, the card text above is "
            "shown."))
        texts = {"add": self.tr("Add a sentence"),
                 "splice": self.tr("Add another role's sentences"),
                 "up": self.tr("Up"), "down": self.tr("Down"), "remove": self.tr("Remove")}
        for key, button in self.buttons.items():
            button.setText(texts[key])
        labels = {
            "en": self.tr("Sentence in English (%1: the number below)"),
            "ru": self.tr("Sentence in Russian"),
            "when": self.tr("Only when these rules of the table are set so"),
            "in_play": self.tr("Only when one of these is in play"),
            "not_in_play": self.tr("Only when none of these is in play"),
            "count": self.tr("Number for %1 (shown when above 0)"),
            "part": self.tr("Part (for other roles)"),
            "unless": self.tr("Left out after the parts"),
        }
        for key, label in self.panel_labels.items():
            label.setText(labels[key])
        self.unless.setPlaceholderText(self.tr("e.g. killer, kill"))
        self.add_condition.setText(self.tr("Add a rule condition"))
        self.splice_labels[0].setText(self.tr("The role"))
        self.splice_labels[1].setText(self.tr("Its parts"))
        self.splice_labels[2].setText(self.tr(
            "Here the card takes the sentences of another role's parts, each with its "
            "own conditions."))
        self.preview_box.setTitle(self.tr("The card at this table"))
        for row in self.conditions:
            row.retranslate()
        self._fill_choices()
        self._refresh_list(self.list.currentRow())
