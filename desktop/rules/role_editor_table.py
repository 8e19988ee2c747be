"""The rule editor's "Roles of this table": ``TableRoles``, the host's own roles at this
table (docs/roles.md) with how many seats get each — add one from a role file, compose a
new one or edit one in the role editor (desktop.rules.role_editor), remove one.

Owns the list and its plain form (``roles``, ``counts``, ``plain``/``set_plain`` for the
set-up pages' remembered settings). A role file that cannot be taken is refused with its
reason in the host's language. Must not import any window (the rule editor holds it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.i18n import current_language
from desktop.rules.role_editor import RoleEditor, error_text, roles_dir
from desktop.rules.role_editor_parts import FieldError, vocabulary_text
from engine.options import SPECS, Options
from engine.role_files import RoleFileError, load_file, load_text
from engine.role_spec import RoleSpec
from engine.role_writer import role_table, table_text
from engine.rolebook import check_custom, dealt_to

ICON_SIZE = 20


class TableRoles(QGroupBox):
    """The host's own roles at this table, each with its seats; ``changed`` on any edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-roles")
        self.preset = "classic"
        self.specs: list[RoleSpec] = []
        self.seat_spins: list[QSpinBox] = []
        self.editor: RoleEditor | None = None  # the role editor while it is open
        # the table's rules as set now, for the role editor's card preview (its owner's)
        self.rules: Callable[[], tuple[str, Options] | None] | None = None
        self._editable = True
        self.rows = QGridLayout()
        self.rows.setColumnStretch(1, 1)
        self.empty = QLabel(wordWrap=True)
        self.empty.setProperty("hint", True)
        self.error = FieldError()
        self.add_file = QPushButton(objectName="add-role-file")
        self.new_role = QPushButton(objectName="new-role")
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_role)
        buttons.addWidget(self.add_file)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addLayout(self.rows)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.add_file.clicked.connect(self._add_file_clicked)
        self.new_role.clicked.connect(lambda: self.open_editor())
        self.retranslate()

    # ------------------------------------------------------------------ the roles

    def roles(self) -> tuple[RoleSpec, ...]:
        return tuple(self.specs)

    def counts(self) -> dict[str, int]:
        """How many seats get each role (by its first deal word)."""
        return {spec.deal[0].word: spin.value()
                for spec, spin in zip(self.specs, self.seat_spins, strict=True)}

    def set_roles(self, specs: Iterable[RoleSpec], counts: dict[str, int] | None = None
                  ) -> None:
        counts = counts or {}
        self.specs = list(specs)
        self._rebuild({spec.deal[0].word: counts.get(spec.deal[0].word, 1)
                       for spec in self.specs})

    def plain(self) -> dict[str, Any]:
        """The roles and their seats as plain data (the set-up's remembered settings)."""
        return {"roles": [role_table(spec) for spec in self.specs], "counts": self.counts()}

    def set_plain(self, plain: Any) -> None:
        """The roles remembered (``plain``); what can no longer be read is left out."""
        plain = plain if isinstance(plain, dict) else {}
        specs = []
        for table in plain.get("roles") or []:
            try:
                specs += load_text(table_text(table), "settings", option_names=SPECS.keys())
            except (RoleFileError, TypeError):
                continue
        counts = plain.get("counts") if isinstance(plain.get("counts"), dict) else {}
        self.set_roles(specs, {str(k): int(v) for k, v in counts.items()
                               if isinstance(v, int)})

    def set_preset(self, preset: str) -> None:
        """The table's rules: a role of the other rules is not offered to it."""
        self.preset = str(preset)
        self._rebuild(self.counts())

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        for button in (self.add_file, self.new_role):
            button.setEnabled(editable)
        self._rebuild(self.counts())

    def table_roles(self) -> tuple[RoleSpec, ...]:
        """The roles this table plays: the ones of its rules."""
        return tuple(spec for spec in self.specs if spec.preset == self.preset)

    # ------------------------------------------------------------------ adding

    def add(self, spec: RoleSpec, seats: int = 1, replace: RoleSpec | None = None) -> bool:
        """Add a role (or put it in the place of ``replace``); False, with the reason
        shown, when it clashes with the rules' roles or the table's others."""
        others = [s for s in self.specs if s is not replace and s.preset == spec.preset]
        try:
            check_custom(spec.preset, [*others, spec])
        except RoleFileError as error:
            self.error.say(error_text(error))
            return False
        counts = self.counts()
        if replace is not None and replace in self.specs:
            counts.pop(replace.deal[0].word, None)
            self.specs[self.specs.index(replace)] = spec
        else:
            self.specs.append(spec)
        counts[spec.deal[0].word] = seats
        self.error.say("")
        self._rebuild(counts)
        self.changed.emit()
        return True

    def add_path(self, path: Path | str) -> bool:
        """Add every role of a role file; False, with the reason shown, if it cannot be
        taken (nothing of it is added then)."""
        try:
            specs = load_file(path, option_names=SPECS.keys())
            for preset in {spec.preset for spec in specs}:
                check_custom(preset, [*(s for s in self.specs if s.preset == preset),
                                      *(s for s in specs if s.preset == preset)])
        except RoleFileError as error:
            self.error.say(error_text(error))
            return False
        for spec in specs:
            self.add(spec)
        return True

    def _spec(self, word: str) -> RoleSpec | None:
        return next((spec for spec in self.specs if spec.word == word), None)

    def _seats_changed(self, word: str, seats: int) -> None:
        """More than one seat: the role's deal word is no longer one seat's only."""
        spec = self._spec(word)
        if spec is not None:
            self.specs[self.specs.index(spec)] = dealt_to(spec, seats)
        self.changed.emit()

    def remove(self, spec: RoleSpec | None) -> None:
        if spec is None or spec not in self.specs:
            return
        counts = self.counts()
        self.specs.remove(spec)
        self._rebuild(counts)
        self.changed.emit()

    def open_editor(self, spec: RoleSpec | None = None) -> RoleEditor:  # None: a new one
        """The role editor, for a new role or for ``spec``; what it returns on OK
        replaces ``spec`` or is added."""
        others = [s for s in self.specs if s is not spec]
        editor = RoleEditor(spec.preset if spec else self.preset, others, self, self.rules)
        if spec is not None:
            editor.set_role(spec, self.counts().get(spec.deal[0].word, 1))
        editor.accepted.connect(lambda: self._edited(editor, spec))
        editor.finished.connect(lambda _code: setattr(self, "editor", None))
        self.editor = editor
        editor.open()
        return editor

    def _edited(self, editor: RoleEditor, old: RoleSpec | None) -> None:
        spec = editor.spec()
        if spec is not None:
            self.add(spec, editor.seats.value(), replace=old)

    def _add_file_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add a role file"),
                                              str(roles_dir()),
                                              self.tr("Role files (*.toml)"))
        if path:
            self.add_path(path)

    # ------------------------------------------------------------------ the rows

    def _rebuild(self, counts: dict[str, int]) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.setParent(None)  # gone now, not at the next event loop
                widget.deleteLater()
        self.seat_spins = []
        language = current_language().value
        for index, spec in enumerate(self.specs):
            self.seat_spins.append(self._row(index, spec, counts.get(spec.deal[0].word, 1),
                                             language))
        self.empty.setVisible(not self.specs)

    def _row(self, index: int, spec: RoleSpec, seats: int, language: str) -> QSpinBox:
        icon = QLabel()
        icon.setPixmap(theme.icon(spec.icon).pixmap(ICON_SIZE, ICON_SIZE))
        name = QLabel(f"{spec.name.get(language)} · {vocabulary_text(spec.team)}",
                      wordWrap=True)
        name.setToolTip(spec.card.get(language))
        playable = spec.preset == self.preset
        name.setEnabled(playable)
        if not playable:
            name.setToolTip(self.tr("A role of the other rules: not played at this table"))
        spin = QSpinBox(objectName=f"seats-{spec.word}")
        spin.setRange(0 if not playable else 1, 10)
        spin.setValue(seats)
        spin.setEnabled(self._editable and playable)
        spin.valueChanged.connect(lambda seats: self._seats_changed(spec.word, seats))
        edit = QPushButton(self.tr("Edit…"), objectName=f"edit-{spec.word}")
        edit.clicked.connect(lambda: self.open_editor(self._spec(spec.word)))
        remove = QPushButton(self.tr("Remove"), objectName=f"remove-{spec.word}")
        remove.clicked.connect(lambda: self.remove(self._spec(spec.word)))
        for button in (edit, remove):
            button.setEnabled(self._editable)
        seats_label = QLabel(self.tr("seats:"))
        self.rows.addWidget(icon, index, 0, Qt.AlignmentFlag.AlignLeft)
        self.rows.addWidget(name, index, 1)  # the name takes the room left
        for column, widget in enumerate((seats_label, spin, edit, remove), start=2):
            self.rows.addWidget(widget, index, column, Qt.AlignmentFlag.AlignRight)
        return spin

    def retranslate(self) -> None:
        self.setTitle(self.tr("Roles of this table"))
        self.empty.setText(self.tr("Only the rules' own roles. Add a role of your own from "
                                   "a role file, or compose a new one."))
        self.add_file.setText(self.tr("Add from file…"))
        self.new_role.setText(self.tr("New role…"))
        self._rebuild(self.counts())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
