"""Parts of the role editor's card lines (desktop.rules.card_lines): one condition on a
rule option (``ConditionRow``: the option by its title, as the rule editor names it, and
the value it must have), a checkable list of the table's role words by their names
(``WordList``), and what a card line says in a list's row (``line_summary``).

The options offered, their titles and their values are derived from ``engine.options``'
definitions and ``desktop.rules.option_texts``' words: an option the engine gains appears
by itself. Must not import any window.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from desktop.rules import option_texts
from desktop.rules.inputs import NumberInput, NumberKind
from engine.option_spec import Kind
from engine.options import SPECS, Preset, options_of
from engine.role_spec import CardLine, CardValue, Words

# the options a condition may name: the ones whose value is a switch, a word or a number
CONDITION_KINDS = frozenset({Kind.BOOL, Kind.ENUM, Kind.CHANGES, Kind.COUNT, Kind.USES})
NUMBER_KINDS = frozenset({Kind.COUNT, Kind.USES})  # the options a "%1" may say
UNLIMITED = "unlimited"  # engine.role_cards' word for an option with no limit
LIST_HEIGHT = 110


def offered_options(preset: str, kinds: frozenset[Kind] = CONDITION_KINDS) -> list[str]:
    """The options of ``preset`` a card line's condition (or its number) may name."""
    return [name for name in options_of(Preset(preset)) if SPECS[name].kind in kinds]


def option_title(preset: str, name: str) -> str:
    """An option's title as the rule editor shows it (its word if it has none)."""
    return option_texts.option_texts(preset).get(name, (name, ""))[0]


def condition_text(preset: str, name: str, value: CardValue) -> str:
    """«The doctor may save himself: on»."""
    shown = option_texts.unlimited_text() if value == UNLIMITED \
        else option_texts.value_text(name, value)
    return f"{option_title(preset, name)}: {shown}"


class ConditionRow(QWidget):
    """One ``when`` condition: a rule option (by its title) and the value it must have —
    a list of its values for a switch or a choice, a number box for a number. An option
    not offered (another kind, a word no option has) is kept as loaded, its value as
    typed."""

    changed = Signal()
    removed = Signal(object)

    def __init__(self, preset: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = preset
        self.option = QComboBox(objectName="condition-option")
        self.option.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.option.setMinimumContentsLength(18)
        self.choice = QComboBox(objectName="condition-choice")
        self.number = NumberInput(NumberKind.COUNT)
        self.number.setObjectName("condition-number")
        self.raw = QLineEdit(objectName="condition-raw")
        self.remove = QPushButton(objectName="condition-remove")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget, stretch in ((self.option, 3), (self.choice, 2), (self.number, 2),
                                (self.raw, 2), (self.remove, 0)):
            layout.addWidget(widget, stretch)
        for name in offered_options(preset):
            self.option.addItem(option_title(preset, name), name)
        self.option.currentIndexChanged.connect(self._option_changed)
        self.choice.currentIndexChanged.connect(self.changed)
        self.number.valueChanged.connect(self.changed)
        self.raw.textChanged.connect(self.changed)
        self.remove.clicked.connect(lambda: self.removed.emit(self))
        self._option_changed()
        self.retranslate()

    def name(self) -> str:
        return str(self.option.currentData())

    def _kind(self) -> Kind | None:
        spec = SPECS.get(self.name())
        return spec.kind if spec is not None and spec.kind in CONDITION_KINDS else None

    def _option_changed(self, *_: Any) -> None:
        """Another option: the values it may have, in the widget its kind takes."""
        kind, name = self._kind(), self.name()
        self.choice.blockSignals(True)
        self.choice.clear()
        choices: list[Any] = [True, False] if kind is Kind.BOOL \
            else option_texts.option_choices(name) or [] if kind is not None else []
        for value in choices:
            self.choice.addItem(option_texts.value_text(name, value), value)
        self.choice.blockSignals(False)
        self.choice.setVisible(bool(choices))
        numbers = kind in NUMBER_KINDS
        self.number.setVisible(numbers)
        if numbers:
            self.number.kind = NumberKind.USES if kind is Kind.USES else NumberKind.COUNT
            self.number.setRange(0, 99)
            zero = option_texts.unlimited_text() if kind is Kind.USES \
                else option_texts.value_text(name, 0)
            self.number.set_zero_text("" if zero == "0" else zero)
        self.raw.setVisible(kind is None)
        self.changed.emit()

    def set_condition(self, name: str, value: CardValue) -> None:
        """Show a loaded condition (an option not offered is added under its word)."""
        if self.option.findData(name) < 0:
            self.option.addItem(name, name)
        self.option.setCurrentIndex(self.option.findData(name))
        self._option_changed()
        if self._kind() in (Kind.BOOL, Kind.ENUM, Kind.CHANGES):
            index = self.choice.findData(value)
            if index < 0:  # a value the option's list lacks: kept as it is
                self.choice.addItem(str(value), value)
                index = self.choice.count() - 1
            self.choice.setCurrentIndex(index)
        elif self._kind() in NUMBER_KINDS:
            self.number.set_plain(value)
        else:
            self.raw.setText(str(value).lower() if isinstance(value, bool) else str(value))

    def condition(self) -> tuple[str, CardValue]:
        kind = self._kind()
        if kind in NUMBER_KINDS:
            return self.name(), self.number.plain()
        if kind is not None:
            return self.name(), self.choice.currentData()
        return self.name(), _typed(self.raw.text().strip())

    def retranslate(self) -> None:
        for index in range(self.option.count()):
            name = str(self.option.itemData(index))
            if name in SPECS:
                self.option.setItemText(index, option_title(self.preset, name))
        for index in range(self.choice.count()):
            self.choice.setItemText(index, option_texts.value_text(
                self.name(), self.choice.itemData(index)))
        self.remove.setText(self.tr("Remove"))
        self.option.setToolTip(self.tr("A rule of the table"))
        self.choice.setToolTip(self.tr("The value it must have"))


def _typed(text: str) -> CardValue:
    """A value typed for an option not offered: on/off, a number or a word."""
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.isdigit() else text


class WordList(QListWidget):
    """The table's role words by their names, each with a check box."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumHeight(LIST_HEIGHT)
        self.itemChanged.connect(lambda _item: self.changed.emit())

    def set_words(self, words: Iterable[tuple[str, Words]], language: str) -> None:
        """The words offered (each with its name), keeping those checked."""
        checked = self.checked()
        self.blockSignals(True)
        self.clear()
        for word, name in words:
            self._add(word, name.get(language), word in checked)
        self.blockSignals(False)

    def _add(self, word: str, name: str, checked: bool) -> None:
        item = QListWidgetItem(name)
        item.setData(Qt.ItemDataRole.UserRole, word)
        item.setToolTip(word)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.addItem(item)

    def words(self) -> list[str]:
        return [str(self.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.count())]

    def checked(self) -> tuple[str, ...]:
        return tuple(str(self.item(i).data(Qt.ItemDataRole.UserRole))
                     for i in range(self.count())
                     if self.item(i).checkState() is Qt.CheckState.Checked)

    def set_checked(self, words: Iterable[str]) -> None:
        """Check these words (one the list lacks is added under its word: kept)."""
        words = tuple(words)
        self.blockSignals(True)
        for word in words:
            if word not in self.words():
                self._add(word, word, True)
        for i in range(self.count()):
            word = str(self.item(i).data(Qt.ItemDataRole.UserRole))
            self.item(i).setCheckState(Qt.CheckState.Checked if word in words
                                       else Qt.CheckState.Unchecked)
        self.blockSignals(False)


def line_summary(line: CardLine, preset: str, names: dict[str, Words],
                 language: str) -> str:
    """A card line as a list's row shows it: its sentence, then its conditions."""
    def name(word: str) -> str:
        return names[word].get(language) if word in names else word

    translate = QCoreApplication.translate
    if line.lines_of is not None:
        return translate("CardLines", "The sentences of %1: %2").replace(
            "%1", name(line.lines_of)).replace("%2", ", ".join(line.parts) or "—")
    texts = line.text or Words("", "")
    text = (texts.get(language) or texts.get("en" if language == "ru" else "ru")
            or translate("CardLines", "(no text yet)"))
    conditions = [condition_text(preset, n, v) for n, v in line.when]
    if line.in_play:
        conditions.append(translate("CardLines", "in play: %1").replace(
            "%1", ", ".join(name(w) for w in line.in_play)))
    if line.not_in_play:
        conditions.append(translate("CardLines", "not in play: %1").replace(
            "%1", ", ".join(name(w) for w in line.not_in_play)))
    if line.count:
        conditions.append(f"%1 = {option_title(preset, line.count)}")
    return f"{text}\n    ({'; '.join(conditions)})" if conditions else text
