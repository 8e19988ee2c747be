"""The host console's set-up page: ``HostSetupPage`` — the table (name, password, preset,
seats, whether each player is approved), the pace and each phase's duration, the day's
schedule and its note, and every rule option (``desktop.rules.editor.RulesEditor``); the
lobby column (``desktop.host.lobby_column``) is added beside them by the console.

Owns the set-up as the page describes it (``config()``, ``problem()``), the settings it is
kept in between runs, and telling an open table in its lobby about each edit. Reads the
preset's metadata (seat range, approval default, notebook) and the session's schedule for
display only; never computes a rule. Its words keep the console's translation context
("HostConsole"). Must not import any window.
"""

from __future__ import annotations

import contextlib
import html
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.rules.editor import RulesEditor
from desktop.texts import phase_name
from desktop.widgets.qr_code import WebSeatsBox
from engine.game import SetupError
from engine.options import PRESET_DEFAULTS, OptionError, Preset, options_for
from engine.presets import preset_rules
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import games_dir

PHASES = ("day", "vote", "night")


def web_error_text(error: str) -> str:
    """Why the browser seats are not served (``HostedTable.web_error``), in the UI
    language: the host's own words around the system's reason."""
    found = re.fullmatch(r"cannot serve web seats on (\S+): (.*)", error.strip(), re.DOTALL)
    if found:
        where, reason = found.groups()
        detail = QCoreApplication.translate(
            "HostConsole", "the address %1 cannot be used (%2)").replace(
            "%1", where).replace("%2", reason)
    else:
        detail = error
    return QCoreApplication.translate(
        "HostConsole", "Phones cannot join: the web page is not served — %1. Players "
        "with DN Mafia installed join as usual.").replace("%1", detail)


class _SetupPlurals(QObject):
    """The page's texts with a number (lupdate marks plural forms only in a class's
    ``self.tr``)."""

    def already_seated(self, count: int) -> str:
        return self.tr("%n player(s) already sit at the table.", "", count)


def set_column_policy(column: QWidget) -> None:
    """A column of the set-up page: its share of the width, never less than 300 px."""
    policy = column.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    column.setSizePolicy(policy)
    column.setMinimumWidth(300)


class HostSetupPage(QWidget):
    """The set-up columns of the host console. ``session``: the open table (None before
    it opens); ``changed`` is emitted after every edit (the console shows it)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.setup_error = ""  # why the open table refused the last edit
        self._plurals = _SetupPlurals(self)
        # built top-down, each box inside its final parent: under the app's style sheet
        # Qt restyles every widget of a subtree that moves to a new parent
        self.columns = QHBoxLayout(self)
        # the table, pace and schedule boxes scroll on a short screen (a 1366×768 laptop)
        # rather than push the console's bottom — its start button — off it
        left_scroll = QScrollArea(self)
        left_widget = QWidget(left_scroll.viewport())
        left = QVBoxLayout(left_widget)
        left.setContentsMargins(0, 0, 0, 0)
        self._build_table_box(left_widget)
        self._build_pace_box(left_widget)
        self._build_schedule_box(left_widget)
        left.addWidget(self.table_box)
        left.addWidget(self.pace_box)
        left.addWidget(self.schedule_box)
        left.addStretch(1)
        left_scroll.setWidget(left_widget)
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.left_scroll = left_scroll
        self.add_column(left_scroll, 28)
        self._build_rules_box()
        self.add_column(self.rules_box, 38)

    def show_web(self, url: str | None, error: str | None) -> None:
        """The browser seats of the open table: their address as a code, or why they are
        not served (None, None: the table is not open, or serves no page by choice)."""
        self.web_seats.show_url(url)
        self.web_problem.setText(web_error_text(error) if error else "")
        self.web_problem.setVisible(bool(error))

    def add_column(self, column: QWidget, stretch: int) -> None:
        set_column_policy(column)
        self.columns.addWidget(column, stretch)

    # ------------------------------------------------------------------ building

    def _build_table_box(self, parent: QWidget) -> None:
        self.table_box = QGroupBox(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(100)
        self.name_edit.editingFinished.connect(lambda: self.edited("name"))
        self.password_edit = QLineEdit()
        self.password_edit.editingFinished.connect(lambda: self.edited("password"))
        self.seats_spin = QSpinBox()
        self.seats_spin.setRange(*preset_rules(Preset.DEATHNOTE).seat_range)
        self.seats_spin.setValue(15)
        self.seats_spin.valueChanged.connect(lambda _v: self.edited("seats"))
        self.preset_combo = QComboBox()
        self.preset_combo.addItem("", Preset.DEATHNOTE.value)
        self.preset_combo.addItem("", Preset.CLASSIC.value)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        # the host approves or refuses each player (rules-classic.md C1.6); the box is
        # shown in the lobby column, where the approvals happen
        self.approve_box = QCheckBox()
        self.approve_box.setObjectName("approve-players")
        self.approve_box.toggled.connect(lambda _on: self.edited("approve"))
        # the table serves a web page too: players sit down from their phones' browsers
        # (the console keeps the choice in the settings; it counts when the table opens)
        self.web_box = QCheckBox()
        self.web_box.setObjectName("web-seats")
        self.web_box.setChecked(True)
        self.web_forced_off = False  # ``dnmafia host --no-web``: off for this run
        # a phone that typed the address (no key: netproto.seal) may still play, unsealed
        self.unsealed_box = QCheckBox()
        self.unsealed_box.setObjectName("allow-unsealed")
        self.web_box.toggled.connect(lambda on: self.unsealed_box.setEnabled(
            on and self.session is None and not self.web_forced_off))
        # once open: the code to scan and the address, or why the page is not served
        self.web_seats = WebSeatsBox(vertical=False)
        self.web_seats.set_target(150)
        self.web_problem = QLabel()
        self.web_problem.setObjectName("web-problem")
        self.web_problem.setProperty("reason", True)
        self.web_problem.setWordWrap(True)
        self.web_problem.hide()
        form = QFormLayout(self.table_box)
        self.name_label, self.password_label = QLabel(), QLabel()
        self.seats_label, self.preset_label = QLabel(), QLabel()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow(self.preset_label, self.preset_combo)
        form.addRow(self.seats_label, self.seats_spin)
        form.addRow(self.web_box)
        form.addRow(self.unsealed_box)
        form.addRow(self.web_seats)
        form.addRow(self.web_problem)

    def _build_pace_box(self, parent: QWidget) -> None:
        self.pace_box = QGroupBox(parent)
        self.manual_radio = QRadioButton()
        self.timed_radio = QRadioButton()
        self.manual_radio.setChecked(True)
        self.pace_group = QButtonGroup(self)
        self.pace_group.addButton(self.manual_radio)
        self.pace_group.addButton(self.timed_radio)
        self.timed_radio.toggled.connect(lambda _on: self.edited("pace"))
        self.pace_hint = QLabel()
        self.pace_hint.setProperty("hint", True)
        self.pace_hint.setWordWrap(True)
        pace = QGridLayout(self.pace_box)
        pace.addWidget(self.manual_radio, 0, 0, 1, 5)
        pace.addWidget(self.timed_radio, 1, 0, 1, 5)
        self.duration_labels: dict[str, QLabel] = {}
        self.minute_spins: dict[str, QSpinBox] = {}
        self.second_spins: dict[str, QSpinBox] = {}
        self.minute_units: list[QLabel] = []
        self.second_units: list[QLabel] = []
        for row, phase in enumerate(PHASES, start=2):
            label = QLabel()
            minutes, seconds = QSpinBox(), QSpinBox()
            minutes.setRange(0, 600)
            seconds.setRange(0, 59)
            seconds.setSingleStep(5)
            total = int(DEFAULT_PHASE_SECONDS[phase])
            minutes.setValue(total // 60)
            seconds.setValue(total % 60)
            for spin in (minutes, seconds):
                spin.valueChanged.connect(lambda _v: self.edited("pace"))
            # narrower than the style's hint (room for "600" and the arrows): the row fits
            # the set-up column of a 1366×768 laptop, which it overflowed
            minutes.setMinimumWidth(66)
            seconds.setMinimumWidth(60)
            unit_m, unit_s = QLabel(), QLabel()
            self.minute_units.append(unit_m)
            self.second_units.append(unit_s)
            pace.addWidget(label, row, 0)
            pace.addWidget(minutes, row, 1)
            pace.addWidget(unit_m, row, 2)
            pace.addWidget(seconds, row, 3)
            pace.addWidget(unit_s, row, 4)
            self.duration_labels[phase] = label
            self.minute_spins[phase], self.second_spins[phase] = minutes, seconds
        pace.addWidget(self.pace_hint, 5, 0, 1, 5)
        pace.setColumnStretch(0, 1)

    def _build_schedule_box(self, parent: QWidget) -> None:
        self.schedule_box = QGroupBox(parent)
        self.schedule_label = QLabel()
        self.schedule_label.setTextFormat(Qt.TextFormat.RichText)
        self.schedule_label.setWordWrap(True)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setMaximumHeight(64)
        self.publish_button = QPushButton()  # the console publishes the note
        self.publish_reason = QLabel()
        self.publish_reason.setProperty("hint", True)
        self.publish_reason.setWordWrap(True)
        schedule = QVBoxLayout(self.schedule_box)
        schedule.addWidget(self.schedule_label)
        schedule.addWidget(self.note_edit)
        publish = QHBoxLayout()
        publish.addWidget(self.publish_reason, 1)
        publish.addWidget(self.publish_button)
        schedule.addLayout(publish)

    def _build_rules_box(self) -> None:
        self.rules_box = QGroupBox(self)
        scroll = QScrollArea(self.rules_box)
        self.rules = RulesEditor(scroll.viewport())
        self.rules.changed.connect(lambda: self.edited("rules"))
        scroll.setWidget(self.rules)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.rules.reset)
        self.rules_reason = QLabel()
        self.rules_reason.setProperty("reason", True)
        self.rules_reason.setWordWrap(True)
        rules = QVBoxLayout(self.rules_box)
        rules.addWidget(scroll, 1)
        rules_foot = QHBoxLayout()
        rules_foot.addWidget(self.rules_reason, 1)
        rules_foot.addWidget(self.reset_button)
        rules.addLayout(rules_foot)

    # ------------------------------------------------------------------ settings

    def load_settings(self, saved: dict[str, Any]) -> None:
        """The set-up the host left last time (an invalid part is ignored)."""
        try:
            preset = Preset(saved.get("preset", Preset.DEATHNOTE.value))
            if preset is not self.rules.preset:
                self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset.value))
            if saved.get("max_seats"):
                self.seats_spin.setValue(int(saved["max_seats"]))
            if isinstance(saved.get("approve"), bool):
                self.approve_box.setChecked(saved["approve"])
            if isinstance(saved.get("allow_unsealed"), bool):
                self.unsealed_box.setChecked(saved["allow_unsealed"])
            options = saved.get("options")
            if isinstance(options, dict):
                options_for(preset, options)  # only a valid set is restored
                self.rules.set_values({**PRESET_DEFAULTS[preset].to_plain(), **options})
            seconds = saved.get("phase_seconds")
            if isinstance(seconds, dict):
                for phase in PHASES:
                    value = int(float(seconds.get(phase, DEFAULT_PHASE_SECONDS[phase])))
                    self.minute_spins[phase].setValue(value // 60)
                    self.second_spins[phase].setValue(value % 60)
            if saved.get("pace") == PaceMode.TIMED.value:
                self.timed_radio.setChecked(True)
            if isinstance(saved.get("note"), str):
                self.note_edit.setPlainText(saved["note"])
            self.rules.table_roles.set_plain(saved.get("own_roles"))
        except (OptionError, TypeError, ValueError):
            pass

    def settings(self) -> dict[str, Any]:
        """The set-up as the settings keep it (``host_options``)."""
        return {
            "preset": self.rules.preset.value,
            "approve": self.approve_box.isChecked(),
            "allow_unsealed": self.unsealed_box.isChecked(),
            "max_seats": self.seats_spin.value(),
            "options": self.rules.overrides(),
            "pace": self.pace_mode().value,
            "phase_seconds": self.phase_seconds(),
            "note": self.note_edit.toPlainText().strip(),
            "own_roles": self.rules.table_roles.plain(),
        }

    def show_config(self, config: TableConfig) -> None:
        """Show a table made elsewhere (resumed, or handed over)."""
        widgets = [self.name_edit, self.password_edit, self.seats_spin, self.preset_combo,
                   self.timed_radio, self.manual_radio, self.approve_box, self.unsealed_box,
                   *self.minute_spins.values(), *self.second_spins.values()]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            self.name_edit.setText(config.name)
            self.password_edit.setText(config.password or "")
            self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(
                config.preset.value)))
            self._seat_range(config.preset)
            self.seats_spin.setValue(config.max_seats)
            self.approve_box.setChecked(config.approve)
            self.unsealed_box.setChecked(config.allow_unsealed)
            self.rules.preset = config.preset
            with contextlib.suppress(OptionError):
                self.rules.set_values(options_for(config.preset, config.options).to_plain())
            self.rules.table_roles.set_preset(config.preset.value)
            self.rules.table_roles.set_roles(config.custom_roles, config.role_counts)
            timed = config.pace is PaceMode.TIMED
            self.timed_radio.setChecked(timed)
            self.manual_radio.setChecked(not timed)
            for phase in PHASES:
                total = int(config.phase_seconds.get(phase, DEFAULT_PHASE_SECONDS[phase]))
                self.minute_spins[phase].setValue(total // 60)
                self.second_spins[phase].setValue(total % 60)
                self.minute_spins[phase].setEnabled(timed)
                self.second_spins[phase].setEnabled(timed)
            self.note_edit.setPlainText(config.schedule_note)
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    # ------------------------------------------------------------------ the set-up

    def pace_mode(self) -> PaceMode:
        return PaceMode.TIMED if self.timed_radio.isChecked() else PaceMode.MANUAL

    def phase_seconds(self) -> dict[str, float]:
        return {phase: float(self.minute_spins[phase].value() * 60
                             + self.second_spins[phase].value()) for phase in PHASES}

    def table_name(self) -> str:
        return (" ".join(self.name_edit.text().split())
                or QCoreApplication.translate("HostConsole", "DN Mafia table"))

    def config(self) -> TableConfig:
        """The table as the page describes it."""
        return TableConfig(
            name=self.table_name(),
            preset=self.rules.preset,
            options=self.rules.overrides(),
            password=self.password_edit.text() or None,
            max_seats=self.seats_spin.value(),
            approve=self.approve_box.isChecked(),
            allow_unsealed=self.unsealed_box.isChecked(),
            pace=self.pace_mode(),
            phase_seconds=self.phase_seconds(),
            log_dir=games_dir(),
            schedule_note=self.note_edit.toPlainText().strip(),
            custom_roles=self.rules.custom_roles(),
            role_counts=self.rules.role_counts(),
        )

    def problem(self) -> str:
        """Why the set-up cannot be used as it stands (in the UI language), or ""."""
        error = self.rules.error()
        if error:
            return QCoreApplication.translate(
                "HostConsole", "The rules do not fit together: %1").replace("%1", error)
        roles = self.rules.roles_error()
        if roles:
            return roles
        if self.pace_mode() is PaceMode.TIMED:
            for phase in PHASES:
                if self.phase_seconds()[phase] <= 0:
                    return QCoreApplication.translate(
                        "HostConsole", "Every phase needs a duration in timed pace.")
        return ""

    def _preset_changed(self, _index: int) -> None:
        preset = Preset(self.preset_combo.currentData())
        if preset is not self.rules.preset:
            self._seat_range(preset)
            self.approve_box.setChecked(preset_rules(preset).approval_default)
            self.rules.set_preset(preset)
            self.retranslate()  # the seat range in the tooltip

    def _seat_range(self, preset: Preset) -> None:
        """The seats a table of this preset may have (the value kept if it fits)."""
        low, high = preset_rules(preset).seat_range
        self.seats_spin.blockSignals(True)
        self.seats_spin.setRange(low, high)
        self.seats_spin.blockSignals(False)

    def edited(self, what: str) -> None:
        """A set-up field changed: check it, and tell the open table at once."""
        timed = self.pace_mode() is PaceMode.TIMED
        for phase in PHASES:
            self.minute_spins[phase].setEnabled(timed)
            self.second_spins[phase].setEnabled(timed)
        self.setup_error = ""
        session = self.session
        if session is not None and session.state is TableState.LOBBY and not self.problem():
            try:
                self._tell(session, what)
            except (SetupError, ValueError) as exc:
                if what == "seats":
                    self.setup_error = self._plurals.already_seated(len(session.seats))
                    self.seats_spin.blockSignals(True)
                    self.seats_spin.setValue(session.config.max_seats)
                    self.seats_spin.blockSignals(False)
                else:
                    self.setup_error = str(exc)
        self.changed.emit()

    def _tell(self, session: TableSession, what: str) -> None:
        """Give the open table the edited field."""
        if what == "name":
            session.set_name(self.table_name())
        elif what == "password":
            session.set_password(self.password_edit.text() or None)
        elif what == "seats":
            session.set_max_seats(self.seats_spin.value())
        elif what == "rules":
            session.set_options(self.rules.preset, self.rules.overrides())
            session.set_custom_roles(self.rules.custom_roles(), self.rules.role_counts())
            if session.config.max_seats != self.seats_spin.value():
                session.set_max_seats(self.seats_spin.value())
        elif what == "approve":
            session.set_approve(self.approve_box.isChecked())
        elif what == "pace":
            session.set_pace(self.pace_mode(), self.phase_seconds())

    # ------------------------------------------------------------------ rendering

    def refresh(self) -> str:
        """Show the schedule and why the set-up does not fit; returns that problem."""
        is_open = self.session is not None
        self.schedule_label.setText(self.schedule_text())
        problem = self.problem()
        self.rules_reason.setText(problem or self.setup_error)
        self.publish_button.setEnabled(is_open)
        # the open table serves its page or not; --no-web holds it off for this run
        self.web_box.setEnabled(not is_open and not self.web_forced_off)
        self.unsealed_box.setEnabled(not is_open and self.web_box.isChecked()
                                     and not self.web_forced_off)
        self.publish_reason.setText("" if is_open else QCoreApplication.translate(
            "HostConsole", "The note goes out with the table when you open it."))
        return problem

    def schedule_text(self) -> str:
        session = self.session
        try:
            schedule = (session.schedule() if session is not None else
                        TableSession(self.config() if not self.problem() else
                                     TableConfig(write_log=False)).schedule())
        except (OptionError, ValueError):
            return ""
        esc = html.escape
        rows = []
        for item in schedule["phases"]:
            span = f"{item['from']} – {item['to']}"
            seconds = item.get("seconds")
            real = ""
            if seconds:
                whole = int(seconds)
                real = QCoreApplication.translate("HostConsole", "%1 min %2 s").replace(
                    "%1", str(whole // 60)).replace("%2", f"{whole % 60:02d}")
            colour = theme.PHASE_COLORS.get(item["phase"], "#333")
            rows.append(f"<tr><td><b style='color:{colour}'>{esc(phase_name(item['phase']))}"
                        f"</b></td><td>{esc(span)}</td><td>{esc(real)}</td></tr>")
        window = schedule.get("write_window") or ["", ""]
        first = phase_name(schedule.get("first_phase"))
        foot = [QCoreApplication.translate("HostConsole", "The game begins with: %1")
                .replace("%1", first)]
        if preset_rules(self.rules.preset).has_notebook:  # the notebook's window
            foot.append(QCoreApplication.translate(
                "HostConsole", "Closed-form writing: %1 – %2").replace(
                "%1", window[0]).replace("%2", window[1]))
        if schedule.get("pace") != PaceMode.TIMED.value:
            foot.append(QCoreApplication.translate(
                "HostConsole", "Manual pace: you end each phase yourself."))
        return ("<table cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>"
                + "".join(f"<div style='color:#6f6a60'>{esc(line)}</div>" for line in foot))

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.table_box.setTitle(QCoreApplication.translate("HostConsole", "The table"))
        self.name_label.setText(QCoreApplication.translate("HostConsole", "Name"))
        self.name_edit.setPlaceholderText(QCoreApplication.translate(
            "HostConsole", "DN Mafia table"))
        self.password_label.setText(QCoreApplication.translate("HostConsole", "Password"))
        self.password_edit.setPlaceholderText(QCoreApplication.translate(
            "HostConsole", "none (anybody may join)"))
        self.seats_label.setText(QCoreApplication.translate("HostConsole", "Seats"))
        self.seats_spin.setSuffix(QCoreApplication.translate("HostConsole", " players"))
        low, high = preset_rules(self.rules.preset).seat_range
        self.seats_spin.setToolTip(QCoreApplication.translate(
            "HostConsole", "From %1 to %2 players; reserves do not count.")
            .replace("%1", str(low)).replace("%2", str(high)))
        self.preset_label.setText(QCoreApplication.translate("HostConsole", "Preset"))
        self.preset_combo.setItemText(0, QCoreApplication.translate("HostConsole",
                                                                    "Death Note"))
        self.preset_combo.setItemText(1, QCoreApplication.translate("HostConsole", "Classic"))
        self.preset_combo.setItemData(0, QCoreApplication.translate(
            "HostConsole", "Kira, L, Near and the mafia; the Death Note's rules."),
            Qt.ItemDataRole.ToolTipRole)
        self.preset_combo.setItemData(1, QCoreApplication.translate(
            "HostConsole", "Classic forum mafia: the mafia against the town, optional "
            "roles and six scenarios."), Qt.ItemDataRole.ToolTipRole)
        self.approve_box.setText(QCoreApplication.translate("HostConsole",
                                                            "Approve each player"))
        self.approve_box.setToolTip(QCoreApplication.translate(
            "HostConsole",
            "A player who joins waits until you approve or refuse him in the lobby."))
        self.web_box.setText(QCoreApplication.translate("HostConsole",
                                                        "Seats from phones (web page)"))
        self.unsealed_box.setText(QCoreApplication.translate(
            "HostConsole", "Phones without the code: unsealed"))
        self.unsealed_box.setToolTip(QCoreApplication.translate(
            "HostConsole",
            "A phone that scans the code seals its link: nobody else on the Wi-Fi can read "
            "it. One that typed the address has no key: with this on it plays unsealed "
            "(others on the Wi-Fi could read its role); off, it is told to scan the code."))
        self.web_box.setToolTip(QCoreApplication.translate(
            "HostConsole",
            "Off for this run: the console was started with --no-web.")
            if self.web_forced_off else QCoreApplication.translate(
            "HostConsole",
            "The table also serves a web page: a player scans the code on the projector or "
            "here and plays his seat in his phone's browser, nothing to install. Counts when "
            "the table opens."))
        self.web_seats.retranslate()
        self._retranslate_pace()

    def _retranslate_pace(self) -> None:
        """The pace's, the schedule's and the rules' boxes."""
        self.pace_box.setTitle(QCoreApplication.translate("HostConsole", "Pace"))
        self.manual_radio.setText(QCoreApplication.translate("HostConsole",
                                                             "Manual: I end each phase"))
        self.timed_radio.setText(QCoreApplication.translate(
            "HostConsole", "Timed: the clock runs by itself"))
        for phase, label in self.duration_labels.items():
            label.setText(phase_name(phase))
        for unit in self.minute_units:
            unit.setText(QCoreApplication.translate("HostConsole", "min"))
        for unit in self.second_units:
            unit.setText(QCoreApplication.translate("HostConsole", "s"))
        self.pace_hint.setText(QCoreApplication.translate(
            "HostConsole",
            "In timed pace the game clock runs through each phase in the real time set "
            "here; a vote or a night ends early when everybody is done."))
        self.schedule_box.setTitle(QCoreApplication.translate("HostConsole",
                                                              "The day's schedule"))
        self.note_edit.setPlaceholderText(QCoreApplication.translate(
            "HostConsole", "A note for the players, e.g. We play tonight from 19:00 to 23:00"))
        self.publish_button.setText(QCoreApplication.translate("HostConsole", "Publish"))
        self.rules_box.setTitle(QCoreApplication.translate("HostConsole", "Rules"))
        self.reset_button.setText(QCoreApplication.translate("HostConsole",
                                                             "Reset to defaults"))
        self.rules.retranslate()
