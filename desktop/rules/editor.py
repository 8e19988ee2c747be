"""The rule editor: ``RulesEditor`` (every rule option of the preset with its editor, title
and one-line explanation, the preset's default in the tooltip; the options of the other
preset hidden) and the option groups it shows them in: for the classic preset the deal,
the day and the vote, reveals, the roles, inactive players and reserves, and the six
scenarios (docs/rules-classic.md C10); and, under the deal, the host's own roles at the
table (``desktop.rules.role_editor_table``).

Everything about an option but its words comes from its metadata (``engine.option_spec``
via ``engine.options.SPECS``): its group (section), its editor (kind), the presets that
show it, its defaults, and what it requires (greyed out when that does not hold). Never
computes a rule. The words live in ``desktop.rules.option_texts``. Must not
import any window (the host console and the hot-seat set-up import it, never the other
way round).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTime, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from bots.simulate_roles import RoleMix
from desktop.rules import option_texts
from desktop.rules.balance import BalancePanel
from desktop.rules.inputs import NumberInput, NumberKind, RolesPicker
from desktop.rules.role_editor_table import TableRoles
from desktop.texts import role_name, setup_error_text
from engine.errors import SetupError
from engine.option_spec import Kind, Section
from engine.options import PRESET_DEFAULTS, SPECS, OptionError, Options, Preset, options_for
from engine.role_spec import RoleSpec
from engine.rolebook import check_custom

# The rule options in the groups the editor shows them in: each option's section, in the
# order of the sections and of the fields (engine.option_spec).
OPTION_GROUPS: list[tuple[str, list[str]]] = [
    (section.value, [name for name, spec in SPECS.items() if spec.section is section])
    for section in Section if any(spec.section is section for spec in SPECS.values())]


@functools.cache
def foreign_options(preset: Preset) -> frozenset[str]:
    """The options that mean nothing in this preset (hidden in it): the other presets'
    own options."""
    return frozenset(name for name, spec in SPECS.items() if Preset(preset) not in spec.presets)


# a list whose longest choice is wider than this (pixels) takes the whole row under its
# title too: beside it, squeezed to the column, it read «Right after the vot»
COMBO_ROOM = 195
WIDGET_SIZE_MAX = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX: no maximum


def _wide_choices(name: str, metrics: QFontMetrics) -> bool:
    """True when a choice of ``name`` (in the current language) is too wide beside its
    title."""
    choices = option_texts.option_choices(name) or []
    return any(metrics.horizontalAdvance(option_texts.value_text(name, value)) + 60
               > COMBO_ROOM for value in choices)


def _qtime(text: str) -> QTime:
    hours, _, minutes = str(text).partition(":")
    return QTime(int(hours) % 24, int(minutes or 0))


def _hhmm(editor: QTimeEdit) -> str:
    return editor.time().toString("HH:mm")


class RulesEditor(QWidget):
    """Every rule option of the preset: an editor, its title and a one-line explanation,
    the preset's default in the tooltip; the options of the other preset are hidden.

    ``mafia_kill`` is edited by two switches: "the killer strike" (scenario 5) and "the
    Don decides the kill" (scenario 6) — neither on is the unanimous kill."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = Preset.DEATHNOTE
        self.editors: dict[str, list[QWidget]] = {}
        self.titles: dict[str, QLabel] = {}
        self.hints: dict[str, QLabel] = {}
        self.rows: dict[str, list[QWidget]] = {}  # every widget of an option's row
        self.group_boxes: dict[str, QGroupBox] = {}
        self.group_members: dict[str, list[str]] = {}
        self.only: set[str] | None = None  # show only these options (None: all)
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # «Roles of this table»: the host's own roles and their seats
        self.table_roles = TableRoles(self)
        self.table_roles.set_preset(self.preset.value)
        self.table_roles.changed.connect(self.changed)
        self.table_roles.rules = self._table_rules
        for key, members in OPTION_GROUPS:
            box = QGroupBox(self)  # in its parent first (a moved subtree is restyled)
            box.setObjectName(f"group-{key}")
            grid = QGridLayout(box)
            grid.setColumnStretch(0, 1)
            grid.setVerticalSpacing(2)
            row = 0
            for name in members:
                row = self._add_row(grid, row, name)
                if name == "don_succession":  # the Don-decides switch before its nights
                    row = self._add_row(grid, row, "don_decides")
            self.group_boxes[key] = box
            self.group_members[key] = members
            layout.addWidget(box)
            if key == Section.DEAL.value:  # the host's own roles beside the deal
                layout.addWidget(self.table_roles)
        # «Estimate balance»: bot games of the rules as they stand (desktop.rules.balance)
        self.balance = BalancePanel(self.rules_now, self, roles=self.roles_now)
        layout.addWidget(self.balance)
        layout.addStretch(1)
        self.set_values(PRESET_DEFAULTS[self.preset].to_plain())

    def _add_row(self, grid: QGridLayout, row: int, name: str) -> int:
        title = QLabel()
        title.setWordWrap(True)
        hint = QLabel()
        hint.setWordWrap(True)
        hint.setProperty("hint", True)
        editor = self._editor(name)
        editor.ensurePolished()  # its font as the app's style sheet sets it
        # a list of roles takes the whole row, under its title
        wide = name in SPECS and SPECS[name].kind is Kind.ROLES
        if isinstance(editor, QComboBox) and _wide_choices(name, editor.fontMetrics()):
            wide = True
            editor.setMaximumWidth(WIDGET_SIZE_MAX)
        if wide:
            grid.addWidget(title, row, 0, 1, 2)
            grid.addWidget(editor, row + 1, 0, 1, 2)
            row += 1
        else:
            grid.addWidget(title, row, 0)
            grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(hint, row + 1, 0, 1, 2)
        spacer = QWidget()
        spacer.setFixedHeight(6)
        grid.addWidget(spacer, row + 2, 0)
        self.titles[name], self.hints[name] = title, hint
        self.rows[name] = [title, editor, hint, spacer]
        return row + 3

    def _editor(self, name: str) -> QWidget:
        if name == "don_decides":  # the second switch of mafia_kill
            box = QCheckBox()
            box.setObjectName("option-don_decides")
            box.toggled.connect(lambda on: self._kill_switched(box, on))
            self.editors["mafia_kill"].append(box)
            return box
        if name == "mafia_kill":
            box = QCheckBox()
            box.setObjectName("option-mafia_kill")
            box.toggled.connect(lambda on: self._kill_switched(box, on))
            self.editors[name] = [box]
            return box
        widget = self._plain_editor(name)
        widget.setObjectName(f"option-{name}")
        return widget

    def _plain_editor(self, name: str) -> QWidget:
        kind = SPECS[name].kind
        choices = option_texts.option_choices(name)
        if choices is not None:
            combo = QComboBox()
            for value in choices:
                combo.addItem(str(value), value)
            # a long choice must not widen the column: the box shrinks, its list does not
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            combo.setMaximumWidth(260)
            combo.currentIndexChanged.connect(self._edited)
            self.editors[name] = [combo]
            return combo
        if kind in (Kind.HHMM, Kind.WINDOW):
            count = 2 if kind is Kind.WINDOW else 1
            holder = QWidget()
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            edits = []
            for index in range(count):
                edit = QTimeEdit()
                edit.setDisplayFormat("HH:mm")
                edit.timeChanged.connect(self._edited)
                if index:
                    row.addWidget(QLabel("–"))
                row.addWidget(edit)
                edits.append(edit)
            self.editors[name] = edits
            return holder
        if kind in (Kind.COUNT, Kind.USES):
            spin = NumberInput(NumberKind.COUNT if kind is Kind.COUNT else NumberKind.USES)
            spin.valueChanged.connect(self._edited)
            self.editors[name] = [spin]
            return spin
        if kind is Kind.ROLES:
            picker = RolesPicker()
            picker.changed.connect(self._edited)
            self.editors[name] = [picker]
            return picker
        box = QCheckBox()  # Kind.BOOL
        box.toggled.connect(self._edited)
        self.editors[name] = [box]
        return box

    def _kill_switched(self, box: QCheckBox, on: bool) -> None:
        """The killer strike and the Don deciding exclude each other."""
        if on:
            for other in self.editors["mafia_kill"]:
                if other is not box and other.isChecked():
                    other.blockSignals(True)
                    other.setChecked(False)
                    other.blockSignals(False)
        self._edited()

    # -- values

    def values(self) -> dict[str, Any]:
        """Every option's plain value as the editors show it."""
        out: dict[str, Any] = {}
        for name, editors in self.editors.items():
            first = editors[0]
            if name == "mafia_kill":
                killer, don = editors
                out[name] = ("killer" if killer.isChecked() else
                             "don" if don.isChecked() else "unanimous")
            elif isinstance(first, QComboBox):
                out[name] = first.currentData()
            elif isinstance(first, QTimeEdit):
                times = [_hhmm(e) for e in editors]
                out[name] = "–".join(times) if name == "closed_write_window" else times[0]
            elif isinstance(first, NumberInput | RolesPicker):
                out[name] = first.plain()
            elif isinstance(first, QCheckBox):
                out[name] = first.isChecked()
        return out

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the preset's defaults (what the table is told)."""
        defaults = PRESET_DEFAULTS[self.preset].to_plain()
        return {name: value for name, value in self.values().items()
                if value != defaults.get(name)}

    def set_values(self, plain: dict[str, Any]) -> None:
        self._quiet = True
        try:
            for name, value in plain.items():
                editors = self.editors.get(name)
                if not editors:
                    continue
                first = editors[0]
                if name == "mafia_kill":
                    editors[0].setChecked(value == "killer")
                    editors[1].setChecked(value == "don")
                elif isinstance(first, QComboBox):
                    index = first.findData(value)
                    if index >= 0:
                        first.setCurrentIndex(index)
                elif isinstance(first, QTimeEdit):
                    parts = (str(value).replace("—", "–").replace("-", "–").split("–")
                             if name == "closed_write_window" else [str(value)])
                    for edit, part in zip(editors, parts, strict=False):
                        edit.setTime(_qtime(part.strip()))
                elif isinstance(first, NumberInput | RolesPicker):
                    first.set_plain(value)
                elif isinstance(first, QCheckBox):
                    first.setChecked(bool(value))
        finally:
            self._quiet = False
        self._mark()

    def set_preset(self, preset: Preset) -> None:
        """Another preset: its defaults, and its own options shown."""
        self.preset = Preset(preset)
        self.table_roles.set_preset(self.preset.value)
        self.set_values(PRESET_DEFAULTS[self.preset].to_plain())
        self.retranslate()
        self.changed.emit()

    def reset(self) -> None:
        self.set_values(PRESET_DEFAULTS[self.preset].to_plain())
        self.changed.emit()

    def error(self) -> str | None:
        """Why the options as shown are not a valid rule set (engine text), or None."""
        try:
            options_for(self.preset, self.overrides())
        except OptionError as exc:
            return str(exc)
        return None

    def rules_now(self) -> tuple[Preset, dict[str, Any]]:
        """The preset and the overrides as shown; ``OptionError`` when they are not a
        valid rule set."""
        overrides = self.overrides()
        options_for(self.preset, overrides)
        return self.preset, overrides

    def _table_rules(self) -> tuple[str, Options] | None:
        """The preset and its options as shown (None while they are not valid)."""
        try:
            return self.preset.value, options_for(self.preset, self.overrides())
        except OptionError:
            return None

    def roles_now(self) -> RoleMix:
        """The table's own roles and their seats as shown (the balance estimate's)."""
        return RoleMix.of(self.custom_roles(), self.role_counts())

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        self.table_roles.set_editable(editable)
        self._mark()

    def custom_roles(self) -> tuple[RoleSpec, ...]:
        """The host's own roles this table plays (its rules'), and ``role_counts``: how
        many seats get each."""
        return self.table_roles.table_roles()

    def roles_error(self) -> str:
        """Why the table cannot play its own roles with the rules as shown (the host's
        language), or ""."""
        try:
            check_custom(self.preset.value, self.custom_roles(),
                         options_for(self.preset, self.overrides()))
        except OptionError:
            return ""  # the options' own error is told first
        except SetupError as exc:
            return setup_error_text(exc)
        return ""

    def role_counts(self) -> dict[str, int]:
        words = {spec.deal[0].word for spec in self.custom_roles()}
        return {word: n for word, n in self.table_roles.counts().items() if word in words}

    def show_only(self, names: Iterable[str] | None) -> None:
        """Show only these options (a short set-up); None: every option of the preset."""
        self.only = set(names) if names is not None else None
        self._mark()

    def applies(self, name: str) -> bool:
        """Whether the option means something in the current preset (else it is hidden)."""
        if name == "don_decides":
            name = "mafia_kill"
        return name not in foreign_options(self.preset)

    def _active(self, name: str, values: dict[str, Any]) -> bool:
        """Whether what the option requires (its scenario, its role) holds: else greyed
        out. The Don-decides switch is one of ``mafia_kill``'s, always active."""
        spec = SPECS.get(name)
        return spec is None or spec.applies(values)

    def _edited(self, *_: Any) -> None:
        if self._quiet:
            return
        picker = self.editors["extra_roles"][0]
        if isinstance(picker, RolesPicker) and not self.values().get("two_mafias"):
            don2 = picker.boxes.get("don2")
            if don2 is not None and don2.isChecked():  # the second Don needs two mafias
                don2.blockSignals(True)
                don2.setChecked(False)
                don2.blockSignals(False)
        self._mark()
        self.changed.emit()

    def _mark(self) -> None:
        """Changed options in bold; the other preset's options hidden; an option whose
        switch is off greyed out."""
        defaults = PRESET_DEFAULTS[self.preset].to_plain()
        values = self.values()
        editable = getattr(self, "_editable", True)
        for name, widgets in self.rows.items():
            option = "mafia_kill" if name == "don_decides" else name
            shown = self.applies(name) and (self.only is None or option in self.only)
            for widget in widgets:
                widget.setVisible(shown)
            title = self.titles[name]
            font = title.font()
            font.setBold(name != "don_decides" and values.get(option) != defaults.get(option))
            title.setFont(font)
            active = self._active(name, values)
            title.setEnabled(active)
            self.hints[name].setEnabled(active)
        for name, editors in self.editors.items():
            for editor in editors:
                editor.setEnabled(editable and self._active(name, values))
        picker = self.editors["extra_roles"][0]
        if isinstance(picker, RolesPicker):
            picker.boxes["don2"].setEnabled(editable and bool(values.get("two_mafias")))
        for key, box in self.group_boxes.items():
            members = self.group_members[key]
            box.setVisible(any(self.applies(n) and (self.only is None or n in self.only)
                               for n in members))

    # -- texts

    def retranslate(self) -> None:
        for key, box in self.group_boxes.items():
            box.setTitle(option_texts.group_title(key))
        texts = self.option_texts()
        texts["don_decides"] = option_texts.don_decides_texts()
        defaults = PRESET_DEFAULTS[self.preset].to_plain()
        for name, title in self.titles.items():
            label, hint = texts.get(name, (name, ""))
            title.setText(label)
            self.hints[name].setText(hint)
            option = "mafia_kill" if name == "don_decides" else name
            default = self.value_text(option, defaults.get(option))
            tip = self.tr("Default: %1").replace("%1", default)
            for widget in self.rows[name]:
                widget.setToolTip(tip)
        for name, editors in self.editors.items():
            first = editors[0]
            if isinstance(first, QComboBox):
                for index in range(first.count()):
                    first.setItemText(index, self.value_text(name, first.itemData(index)))
                first.view().setMinimumWidth(first.view().sizeHintForColumn(0) + 24)
            elif isinstance(first, NumberInput):
                zero = 0 if SPECS[name].kind is Kind.COUNT else None
                first.set_zero_text(self.value_text(name, zero))
            elif isinstance(first, RolesPicker):
                for word, box in first.boxes.items():
                    box.setText(role_name(word))
                # short in the grid (the column is narrow); the whole name in the tooltip
                first.boxes["don2"].setText(self.tr("Don (2nd family)"))
                first.boxes["don2"].setToolTip(role_name("don2") + " — "
                                               + self.tr("Only with two mafias"))
        self.balance.retranslate()
        self._mark()

    def value_text(self, name: str, value: Any) -> str:
        return option_texts.value_text(name, value)

    def option_texts(self) -> dict[str, tuple[str, str]]:
        """Each option's title and one-line explanation (RULES.md §10, rules-classic C10)."""
        return option_texts.option_texts(Preset(self.preset).value)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
