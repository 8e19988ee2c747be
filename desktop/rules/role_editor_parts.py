"""Parts of the role editor (desktop.rules.role_editor): the words of the role format's
vocabulary in the current language (``vocabulary_text``), a list box filled from a
vocabulary enum (``VocabularyCombo``), the role icons (``role_icons``), an error line
shown beside a field (``FieldError``) and one action's row (``ActionRow``: ability,
phase, targets, uses, frequency, not the same target twice, self allowed).

Every list here is built from ``engine.role_spec``'s vocabulary (``ABILITIES``, ``Team``,
``Wins``, ``CheckReads``, ``ActPhase``, ``Frequency``), never a copy of it: a member the
vocabulary gains appears by itself, under its own word until it has a translation. Must
not import any window.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from enum import Enum
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop import theme
from desktop.resources import icon_dir
from desktop.texts import action_label
from engine.commands import Action
from engine.role_files import RoleFileError, load_text
from engine.role_spec import ABILITIES, ActionSpec, ActPhase, Frequency, Team
from engine.role_writer import table_text

CONTEXT = "RoleEditor"
MIN_LETTERS = 8  # a list box's least width, in letters

# the format's words as the editor shows them (a word missing here is shown as it is)
_WORDS: dict[str, str] = {
    "town": QT_TRANSLATE_NOOP("RoleEditor", "The town"),
    "mafia": QT_TRANSLATE_NOOP("RoleEditor", "The mafia"),
    "kira": QT_TRANSLATE_NOOP("RoleEditor", "Kira"),
    "maniac": QT_TRANSLATE_NOOP("RoleEditor", "Alone (like the maniac)"),
    "team": QT_TRANSLATE_NOOP("RoleEditor", "With its team"),
    "last_alive": QT_TRANSLATE_NOOP("RoleEditor", "Alone, as the last one alive"),
    "not_mafia": QT_TRANSLATE_NOOP("RoleEditor", "Not a mafioso"),
    "civilian": QT_TRANSLATE_NOOP("RoleEditor", "A civilian"),
    "near": QT_TRANSLATE_NOOP("RoleEditor", "Near"),
    "night": QT_TRANSLATE_NOOP("RoleEditor", "At night"),
    "day": QT_TRANSLATE_NOOP("RoleEditor", "By day"),
    "any": QT_TRANSLATE_NOOP("RoleEditor", "At any time"),
    "each_night": QT_TRANSLATE_NOOP("RoleEditor", "Once a night"),
    "each_day": QT_TRANSLATE_NOOP("RoleEditor", "Once a day"),
    "any_time": QT_TRANSLATE_NOOP("RoleEditor", "As often as the rules let"),
    "neutral": QT_TRANSLATE_NOOP("RoleEditor", "Nobody's side"),
    "executed": QT_TRANSLATE_NOOP("RoleEditor", "If the town's vote executes him"),
    "survives": QT_TRANSLATE_NOOP("RoleEditor", "If alive at the end, whoever wins"),
}
# the lines of an [[action]] a row shows (the others are kept as they were)
_SHOWN = frozenset({"ability", "phase", "targets", "uses", "frequency", "not_same_twice",
                    "self"})
# a check's answer "mafia" reads differently from the team "mafia"
_READS_MAFIA = QT_TRANSLATE_NOOP("RoleEditor", "A mafioso")


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def vocabulary_text(value: Enum | str, reads: bool = False) -> str:
    """A word of the role format in the current language (``reads``: a check's answer);
    an ability by its action's name; a word with no translation as it is."""
    word = value.value if isinstance(value, Enum) else value
    if isinstance(value, Action):
        return action_label(word)
    if reads and word == "mafia":
        return _translate(_READS_MAFIA)
    text = _WORDS.get(word)
    return _translate(text) if text else word


class VocabularyCombo(QComboBox):
    """A list box of a vocabulary's members (their plain words as the items' data)."""

    def __init__(self, members: Iterable[Enum], reads: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reads = reads
        # a long word must not widen the dialog: the box shrinks, its list does not
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(MIN_LETTERS)
        self.set_members(members)

    def set_members(self, members: Iterable[Enum]) -> None:
        current = self.currentData()
        self.members = list(members)
        self.blockSignals(True)
        self.clear()
        for member in self.members:
            self.addItem(vocabulary_text(member, self.reads), member.value)
        self.view().setMinimumWidth(self.view().sizeHintForColumn(0) + 24)
        index = self.findData(current)
        self.setCurrentIndex(max(index, 0))
        self.blockSignals(False)

    def word(self) -> str:
        return str(self.currentData())

    def set_word(self, word: str) -> None:
        index = self.findData(word)
        if index >= 0:
            self.setCurrentIndex(index)

    def retranslate(self) -> None:
        for index, member in enumerate(self.members):
            self.setItemText(index, vocabulary_text(member, self.reads))


@functools.cache
def default_targets(ability: Action, phase: ActPhase) -> int:
    """How many players ``ability`` names when its ``[[action]]`` does not say: what the
    role file loader reads for it (0 for an alert, 1 for a shot)."""
    table = {"word": "probe", "preset": "classic", "team": Team.TOWN.value,
             "name": {"en": "probe", "ru": "probe"}, "card": {"en": "-", "ru": "-"},
             "action": [{"ability": ability.value, "phase": phase.value}]}
    try:
        return load_text(table_text(table))[0].actions[0].targets
    except RoleFileError:
        return ActionSpec(ability).targets


def role_icons() -> list[str]:
    """The role pictures a role may take: ``assets/icons/role-*.svg``, by name."""
    return sorted(path.stem for path in icon_dir().glob("role-*.svg"))


def icon_combo(parent: QWidget | None = None) -> QComboBox:
    combo = QComboBox(parent)
    for name in role_icons():
        combo.addItem(theme.icon(name), name.removeprefix("role-"), name)
    return combo


class FieldError(QLabel):
    """Why a field cannot be taken, in the host's language, shown beside it (hidden while
    the field is fine)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setProperty("reason", True)
        self.setStyleSheet("color: #c0392b;")
        self.hide()

    def say(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


class ActionRow(QWidget):
    """One ``[[action]]``: its ability (from ``ABILITIES``), the phases it can be taken in,
    how many players it names, its uses (0: no limit), how often, not the same target
    twice, and whether its holder may name himself. What the row does not edit (``by``,
    ``requires``, ``stops``, a use count an option sets) is kept from the action it was
    filled from."""

    changed = Signal()
    removed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.base = ActionSpec(next(iter(ABILITIES)))
        self.kept: dict[str, Any] = {}  # the lines of its [[action]] the row does not show
        self.ability = VocabularyCombo([Action(a) for a in ABILITIES])
        self.phase = VocabularyCombo([])
        self.targets = QSpinBox()
        self.targets.setRange(0, 1)
        self.uses = QSpinBox()
        self.uses.setRange(0, 99)
        self.frequency = VocabularyCombo(list(Frequency))
        self.not_twice, self.self_ok = QCheckBox(), QCheckBox()
        self.remove = QPushButton()
        self.error = FieldError()
        self._labels = [QLabel(), QLabel()]
        self._lay_out()
        self.ability.currentIndexChanged.connect(self._ability_changed)
        for combo in (self.phase, self.frequency):
            combo.currentIndexChanged.connect(self.changed)
        for spin in (self.targets, self.uses):
            spin.valueChanged.connect(self.changed)
        for box in (self.not_twice, self.self_ok):
            box.toggled.connect(self.changed)
        self.remove.clicked.connect(lambda: self.removed.emit(self))
        self.set_action(self.base)
        self.retranslate()

    def _lay_out(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 4)
        widgets = [self.ability, self.phase, self.frequency, self.remove]
        for column, widget in enumerate(widgets):
            grid.addWidget(widget, 0, column)
        numbers = QHBoxLayout()
        for widget in (self._labels[0], self.targets, self._labels[1], self.uses):
            numbers.addWidget(widget)
        numbers.addStretch(1)
        grid.addLayout(numbers, 1, 0, 1, 4)
        grid.addWidget(self.not_twice, 2, 0, 1, 2)
        grid.addWidget(self.self_ok, 2, 2, 1, 2)
        grid.addWidget(self.error, 3, 0, 1, 4)
        grid.setColumnStretch(0, 1)

    def _ability_changed(self, *chosen: Any) -> None:
        """Another ability: the phases it can be taken in, and (chosen by the host) the
        number of players it names by default."""
        ability = Action(self.ability.word())
        phases = [p for p in ActPhase if p in ABILITIES.get(ability, ())]
        self.phase.set_members(phases)
        if chosen and phases:  # the host chose it (the list's signal), not a role's filling
            self.targets.setValue(default_targets(ability, phases[0]))
        self.changed.emit()

    def set_action(self, action: ActionSpec, plain: dict[str, Any] | None = None) -> None:
        """Fill the row from an action of a role (a file, or the role being edited);
        ``plain``: its ``[[action]]`` table, whose lines the row has no field for are
        kept (``by``, ``requires``, ``stops``, a field the format gains)."""
        self.base, self.kept = action, dict(plain or {})
        self.ability.set_word(action.ability.value)
        self._ability_changed()
        self.phase.set_word(action.phase.value)
        self.targets.setValue(action.targets)
        self.uses.setValue(action.uses if isinstance(action.uses, int) else 0)
        self.frequency.set_word(action.frequency.value)
        self.not_twice.setChecked(action.not_same_twice)
        self.self_ok.setChecked(action.self_allowed is True)

    def table(self) -> dict[str, Any]:
        """The action as its ``[[action]]`` table (what the loader checks): the fields as
        shown over the lines kept from the action it was filled from (an option's word
        for its uses or its self, kept while the field shows nothing else)."""
        row = {key: value for key, value in self.kept.items() if key not in _SHOWN}
        row.update(ability=self.ability.word(), phase=self.phase.word(),
                   targets=self.targets.value(), frequency=self.frequency.word())
        if row["ability"] != self.base.ability.value:
            row.pop("stops", None)  # the harms another ability stopped
        kept_uses, kept_self = self.kept.get("uses"), self.kept.get("self")
        if self.uses.value() or isinstance(kept_uses, str):
            row["uses"] = self.uses.value() or kept_uses
        if self.not_twice.isChecked():
            row["not_same_twice"] = True
        if self.self_ok.isChecked() or isinstance(kept_self, str):
            row["self"] = True if self.self_ok.isChecked() else kept_self
        return row

    def retranslate(self) -> None:
        self.ability.retranslate()
        self.phase.retranslate()
        self.frequency.retranslate()
        self._labels[0].setText(self.tr("Players it names:"))
        self._labels[1].setText(self.tr("Uses (0: no limit):"))
        self.not_twice.setText(self.tr("Not the same player twice running"))
        self.self_ok.setText(self.tr("May name himself"))
        self.remove.setText(self.tr("Remove"))
        self.ability.setToolTip(self.tr("What the role does"))
        self.phase.setToolTip(self.tr("When"))
        self.frequency.setToolTip(self.tr("How often"))
