"""The host console's rule editor: ``RulesEditor`` (every rule option of the preset with
its editor, title and one-line explanation, the preset's default in the tooltip) and the
option groups and choices it shows.

Reads the engine's option tables for display only; never computes a rule. Must not import
any window (the host console imports it, never the other way round).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.texts import phase_name
from engine.options import (
    CLASSIC_ONLY,
    DEATHNOTE_ONLY,
    PRESET_DEFAULTS,
    OptionError,
    Preset,
    option_names,
    options_for,
)

# The rule options in the order and groups the console shows them; an option the engine
# gains later still appears (under "Other").
OPTION_GROUPS: list[tuple[str, list[str]]] = [
    ("day", ["first_phase", "day_open", "nominations", "nominations_close", "vote_close",
             "day_ends_early"]),
    ("vote", ["abstain_allowed", "vote_changes", "skip_vote_counts_against_self",
              "tie_rule"]),
    ("reveal", ["reveal_executed", "reveal_detail", "reveal_detective_victims",
                "announce_saves"]),
    ("notebook", ["closed_write_window", "daily_write_duty", "lend_start_time",
                  "destroy_cancels_pending", "possession_check_sees_closed_form"]),
    ("night", ["boss_death_no_shot", "mafia_before_l"]),
    ("inactive", ["autokill_inactive", "autokill_reveal", "reserves_inherit_role"]),
    ("classic", ["doctor_self_save", "mafia_kill"]),
]
_TIME_OPTIONS = {"day_open", "nominations_close", "vote_close"}
_CHOICES: dict[str, list[Any]] = {
    "first_phase": ["day", "night"],
    "vote_changes": [0, 1, "unlimited"],
    "tie_rule": ["nobody", "random", "runoff"],
    "reveal_executed": ["after_vote", "after_night", "never"],
    "reveal_detail": ["full", "team"],
    "autokill_reveal": ["full", "team", "none"],
    "daily_write_duty": ["off", "remind", "autokill"],
    "mafia_kill": ["unanimous", "killer", "don"],
}


def _qtime(text: str) -> QTime:
    hours, _, minutes = str(text).partition(":")
    return QTime(int(hours) % 24, int(minutes or 0))


def _hhmm(editor: QTimeEdit) -> str:
    return editor.time().toString("HH:mm")


# ---------------------------------------------------------------------------- rules


class RulesEditor(QWidget):
    """Every rule option of the preset: an editor, its title and a one-line explanation,
    the preset's default in the tooltip; options of another preset are shown disabled."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = Preset.DEATHNOTE
        self.editors: dict[str, list[QWidget]] = {}
        self.titles: dict[str, QLabel] = {}
        self.hints: dict[str, QLabel] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        names = option_names()
        grouped = [name for _, members in OPTION_GROUPS for name in members]
        groups = [(key, [n for n in members if n in names]) for key, members in OPTION_GROUPS]
        others = [n for n in names if n not in grouped]
        if others:
            groups.append(("other", others))
        for key, members in groups:
            box = QGroupBox()
            grid = QGridLayout(box)
            grid.setColumnStretch(0, 1)
            grid.setVerticalSpacing(2)
            row = 0
            for name in members:
                title = QLabel()
                title.setWordWrap(True)
                hint = QLabel()
                hint.setWordWrap(True)
                hint.setProperty("hint", True)
                editor = self._editor(name)
                grid.addWidget(title, row, 0)
                grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(hint, row + 1, 0, 1, 2)
                spacer = QWidget()
                spacer.setFixedHeight(6)
                grid.addWidget(spacer, row + 2, 0)
                row += 3
                self.titles[name], self.hints[name] = title, hint
            self.group_boxes[key] = box
            layout.addWidget(box)
        layout.addStretch(1)
        self.set_values(PRESET_DEFAULTS[self.preset].to_plain())

    def _editor(self, name: str) -> QWidget:
        default = PRESET_DEFAULTS[Preset.DEATHNOTE].to_plain()[name]
        if name in _CHOICES:
            combo = QComboBox()
            for value in _CHOICES[name]:
                combo.addItem(str(value), value)
            combo.currentIndexChanged.connect(self._edited)
            self.editors[name] = [combo]
            return combo
        if name in _TIME_OPTIONS or name == "closed_write_window":
            count = 2 if name == "closed_write_window" else 1
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
        if isinstance(default, bool):
            box = QCheckBox()
            box.toggled.connect(self._edited)
            self.editors[name] = [box]
            return box
        line = QLineEdit()  # an option of a kind this console does not know yet
        line.editingFinished.connect(self._edited)
        self.editors[name] = [line]
        return line

    # -- values

    def values(self) -> dict[str, Any]:
        """Every option's plain value as the editors show it."""
        out: dict[str, Any] = {}
        for name, editors in self.editors.items():
            first = editors[0]
            if isinstance(first, QComboBox):
                out[name] = first.currentData()
            elif isinstance(first, QTimeEdit):
                times = [_hhmm(e) for e in editors]
                out[name] = "–".join(times) if name == "closed_write_window" else times[0]
            elif isinstance(first, QCheckBox):
                out[name] = first.isChecked()
            elif isinstance(first, QLineEdit):
                out[name] = first.text()
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
                if isinstance(first, QComboBox):
                    index = first.findData(value)
                    if index >= 0:
                        first.setCurrentIndex(index)
                elif isinstance(first, QTimeEdit):
                    parts = (str(value).replace("—", "–").replace("-", "–").split("–")
                             if name == "closed_write_window" else [str(value)])
                    for edit, part in zip(editors, parts, strict=False):
                        edit.setTime(_qtime(part.strip()))
                elif isinstance(first, QCheckBox):
                    first.setChecked(bool(value))
                elif isinstance(first, QLineEdit):
                    first.setText(str(value))
        finally:
            self._quiet = False
        self._mark()

    def set_preset(self, preset: Preset) -> None:
        """Another preset: its defaults, and its own options enabled."""
        self.preset = Preset(preset)
        self.set_values(PRESET_DEFAULTS[self.preset].to_plain())
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

    def set_editable(self, editable: bool) -> None:
        for name, editors in self.editors.items():
            for editor in editors:
                editor.setEnabled(editable and self._applies(name))

    def _applies(self, name: str) -> bool:
        if self.preset is Preset.DEATHNOTE:
            return name not in CLASSIC_ONLY
        return name not in DEATHNOTE_ONLY

    def _edited(self, *_: Any) -> None:
        if self._quiet:
            return
        self._mark()
        self.changed.emit()

    def _mark(self) -> None:
        """Changed options in bold; options of the other preset greyed out."""
        defaults = PRESET_DEFAULTS[self.preset].to_plain()
        values = self.values()
        for name, title in self.titles.items():
            font = title.font()
            font.setBold(values.get(name) != defaults.get(name))
            title.setFont(font)
            applies = self._applies(name)
            title.setEnabled(applies)
            self.hints[name].setEnabled(applies)
            for editor in self.editors[name]:
                editor.setEnabled(applies)

    # -- texts

    def retranslate(self) -> None:
        titles = {
            "day": self.tr("Day and nominations"),
            "vote": self.tr("The execution vote"),
            "reveal": self.tr("Reveals and the newspaper"),
            "notebook": self.tr("The notebook"),
            "night": self.tr("The night"),
            "inactive": self.tr("Inactive players"),
            "classic": self.tr("Classic preset only"),
            "other": self.tr("Other options"),
        }
        for key, box in self.group_boxes.items():
            box.setTitle(titles.get(key, key))
        texts = self.option_texts()
        defaults = PRESET_DEFAULTS[self.preset].to_plain()
        for name, title in self.titles.items():
            label, hint = texts.get(name, (name, ""))
            title.setText(label)
            self.hints[name].setText(hint)
            default = self.value_text(name, defaults.get(name))
            tip = self.tr("Default: %1").replace("%1", default)
            if not self._applies(name):
                tip += "\n" + (self.tr("Only in the Classic preset (a later version).")
                               if name in CLASSIC_ONLY
                               else self.tr("Only in the Death Note preset."))
            for widget in (title, self.hints[name], *self.editors[name]):
                widget.setToolTip(tip)
        for name, editors in self.editors.items():
            first = editors[0]
            if isinstance(first, QComboBox):
                for index in range(first.count()):
                    first.setItemText(index, self.value_text(name, first.itemData(index)))
        self._mark()

    def value_text(self, name: str, value: Any) -> str:
        words = {
            "first_phase": {"day": phase_name("day"), "night": phase_name("night")},
            "vote_changes": {0: self.tr("No changes"), 1: self.tr("Once"),
                             "unlimited": self.tr("Any number of times")},
            "tie_rule": {"nobody": self.tr("Nobody is executed"),
                         "random": self.tr("A random one of them"),
                         "runoff": self.tr("A runoff vote")},
            "reveal_executed": {"after_vote": self.tr("Right after the vote"),
                                "after_night": self.tr("After the night"),
                                "never": self.tr("Never")},
            "reveal_detail": {"full": self.tr("The role"), "team": self.tr("The team only")},
            "autokill_reveal": {"full": self.tr("The role"), "team": self.tr("The team only"),
                                "none": self.tr("Nothing")},
            "daily_write_duty": {"off": self.tr("No duty"),
                                 "remind": self.tr("Remind the holder"),
                                 "autokill": self.tr("Remove a holder who skips")},
            "mafia_kill": {"unanimous": self.tr("All agree on one target"),
                           "killer": self.tr("A designated killer"),
                           "don": self.tr("The Don decides")},
        }
        if isinstance(value, bool):
            return self.tr("on") if value else self.tr("off")
        return words.get(name, {}).get(value, str(value))

    def option_texts(self) -> dict[str, tuple[str, str]]:
        """Each option's title and one-line explanation (RULES.md §10)."""
        return {
            "first_phase": (self.tr("The game begins with"), self.tr(
                "A day (talk, nominations, a vote) or a night (night actions first).")),
            "nominations": (self.tr("Nominations"), self.tr(
                "By day players nominate candidates; only nominees can be executed. Off: "
                "every living player is a candidate.")),
            "day_open": (self.tr("Day begins at"), self.tr(
                "The game-clock time when the night ends and a new day opens.")),
            "nominations_close": (self.tr("Nominations close at"), self.tr(
                "The nominee list is frozen and the execution vote opens.")),
            "vote_close": (self.tr("The vote closes at"), self.tr(
                "The votes are counted, the executed player is named and night falls.")),
            "closed_write_window": (self.tr("Closed-form write window"), self.tr(
                "The only time a holder without the eyes may write, and only a nominee.")),
            "day_ends_early": (self.tr("The day may end early"), self.tr(
                "End the day before its time when everybody is done (the source rules "
                "never do).")),
            "abstain_allowed": (self.tr("Abstaining allowed"), self.tr(
                "A player may abstain instead of voting for a candidate.")),
            "vote_changes": (self.tr("Vote changes"), self.tr(
                "How often a player may change his vote in one vote.")),
            "skip_vote_counts_against_self": (self.tr("A silent candidate votes against "
                                                      "himself"), self.tr(
                "A candidate who neither votes nor abstains counts as a vote against "
                "himself.")),
            "tie_rule": (self.tr("On a tie"), self.tr(
                "What happens when candidates share the most votes.")),
            "reveal_executed": (self.tr("The executed player's role is shown"), self.tr(
                "When the table learns the role of the player it executed.")),
            "reveal_detail": (self.tr("A reveal shows"), self.tr(
                "The full role, or only the team the player played for.")),
            "autokill_inactive": (self.tr("Remove inactive players"), self.tr(
                "When the vote closes, remove everybody who did not write in the chat and "
                "vote that day.")),
            "autokill_reveal": (self.tr("A removed player's role is shown"), self.tr(
                "What the table learns about a player removed for inactivity.")),
            "reserves_inherit_role": (self.tr("Reserves take the role"), self.tr(
                "A reserve seated in a removed player's place plays on with his role.")),
            "daily_write_duty": (self.tr("Kira's daily duty"), self.tr(
                "The notebook's holder must write one name each game day.")),
            "lend_start_time": (self.tr("Loans may start later"), self.tr(
                "The owner may set when a loan begins; off: a loan starts at once.")),
            "destroy_cancels_pending": (self.tr("Destroying cancels pending deaths"),
                                        self.tr(
                "Names written for a later time do not die once the notebook is "
                "destroyed.")),
            "possession_check_sees_closed_form": (self.tr("Searches find a holder without "
                                                          "the eyes"), self.tr(
                "The mafia's search and Near's check also find a holder who has no "
                "eyes.")),
            "reveal_detective_victims": (self.tr("Roles of L's victims are published"),
                                         self.tr(
                "The newspaper shows the role of a player shot by L.")),
            "announce_saves": (self.tr("Failed shots are announced"), self.tr(
                "The newspaper says when a shot failed because Near saved the target.")),
            "boss_death_no_shot": (self.tr("No shot after the boss dies"), self.tr(
                "The night after the boss's death the mafia cannot shoot; any mafioso may "
                "search.")),
            "mafia_before_l": (self.tr("The mafia acts before L"), self.tr(
                "At night the mafia's action comes first, so L shot by the mafia does not "
                "act.")),
            "doctor_self_save": (self.tr("The doctor may save himself"), self.tr(
                "The doctor may choose himself as the player he saves.")),
            "mafia_kill": (self.tr("The mafia's kill"), self.tr(
                "How the mafia's night kill is decided.")),
        }

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
