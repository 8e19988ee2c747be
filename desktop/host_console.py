"""The host console: sets up a table (name, password, seats, preset, every rule option with
its explanation, the pace, the day's schedule), opens it on the LAN, runs the lobby (seat
order, kick, bots, the host's own seat) and the game (clock and phase controls, the
players, questions from players, the projector, the god view only for a host who does not
play), and shows the story when the game is over.

Owns ``HostConsole``; its panels live in ``desktop.host_rules`` (``RulesEditor``) and
``desktop.host_panels`` (``QuestionsPanel``, ``GodView``) and are re-exported here.
The console talks to its own ``TableSession`` through the session's host-operator methods
and reads the engine's views for display only; it never computes a rule. The player
window, the projector and the bots are imported lazily (they may be missing); must not
import the launcher.
"""

from __future__ import annotations

import contextlib
import html
import importlib
import importlib.util
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.host_lobby import LobbyPanel
from desktop.host_panels import GodView, QuestionsPanel
from desktop.host_rules import OPTION_GROUPS, RulesEditor
from desktop.i18n import Language
from desktop.sounds import Cue
from desktop.texts import (
    death_cause,
    notebook_step,
    phase_name,
    reason_text,
    role_name,
    setup_error_text,
    winner_text,
)
from desktop.widgets.clock import ClockBar
from desktop.widgets.events import EventLog
from desktop.widgets.players import PlayerTable
from engine.errors import Refusal
from engine.game import SetupError
from engine.options import PRESET_DEFAULTS, OptionError, Preset, options_for
from engine.views import god_view
from netproto.hosting import HostedTable, HostingError
from netproto.lobby import LobbyError, Place, seat_range
from netproto.messages import Profile
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import games_dir

__all__ = [  # what other modules and the tests import from here
    "HOST_SEAT_KEY", "PHASES", "HostConsole", "OPTION_GROUPS", "RulesEditor", "GodView",
    "QuestionsPanel",
]

HOST_SEAT_KEY = "host:"  # token-store key prefix: the seat the host took at a table
PHASES = ("day", "vote", "night")


# ---------------------------------------------------------------------------- the console


class HostConsole(QMainWindow):
    """The host's window. ``resume``: a saved game's log to host again (raises
    HostingError if it cannot be read or hosted); ``hosted``: a table already hosted."""

    advertise = True  # announce tables on the LAN (tests switch it off where it is not tested)

    def __init__(self, app: Any, *, resume: Path | None = None,
                 hosted: HostedTable | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.hosted: HostedTable | None = None
        self.host_seat: str | None = None  # the host plays at this table as …
        self.own_link: Any = None
        self.own_window: Any = None
        self.projector: Any = None
        self.projector_link: Any = None
        self.bots: list[Any] = []
        self.bots_available = importlib.util.find_spec("bots") is not None
        self.messages: list[QMessageBox] = []  # open (non-blocking) message boxes
        self.setup_error = ""
        self._seen_phase: tuple[Any, ...] | None = None
        self._seen_questions = 0
        self._shutting = False
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(30)
        self._refresh_timer.timeout.connect(self.refresh)
        self._build()
        self._load_settings()
        self.retranslate()
        self.resize(1280, 800)
        if resume is not None:
            hosted = HostedTable.resume(Path(resume), app.interfaces,
                                         advertise=self.advertise)
        if hosted is not None:
            self._attach(hosted)
            self._reclaim_host_seat()
        self.refresh()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.stack = QStackedWidget()
        self.setup_page = self._build_setup()
        self.game_page = self._build_game()
        self.stack.addWidget(self.setup_page)
        self.stack.addWidget(self.game_page)
        self.setCentralWidget(self.stack)
        # actions and shortcuts
        self.next_action = QAction(self)
        self.next_action.setShortcut(QKeySequence("Ctrl+N"))
        self.next_action.triggered.connect(self.next_phase)
        self.pause_action = QAction(self)
        self.pause_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pause_action.triggered.connect(self.toggle_pause)
        self.projector_action = QAction(self)
        self.projector_action.setShortcut(QKeySequence("F5"))
        self.projector_action.triggered.connect(self.open_projector)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close)
        self.game_menu = self.menuBar().addMenu("")
        for action in (self.next_action, self.pause_action, self.projector_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.close_action)
        # status bar
        self.address_status = QLabel()
        self.address_status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.connections_status = QLabel()
        self.lan_status = QLabel()
        for label in (self.address_status, self.connections_status, self.lan_status):
            label.setContentsMargins(8, 0, 8, 0)
        self.connections_status.setStyleSheet("font-weight: 600;")
        self.statusBar().addWidget(self.address_status)
        self.statusBar().addPermanentWidget(self.lan_status)
        self.statusBar().addPermanentWidget(self.connections_status)

    def _build_setup(self) -> QWidget:
        page = QWidget()
        # -- left: the table, the pace, the schedule
        self.table_box = QGroupBox()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(100)
        self.name_edit.editingFinished.connect(lambda: self._setup_edited("name"))
        self.password_edit = QLineEdit()
        self.password_edit.editingFinished.connect(lambda: self._setup_edited("password"))
        self.seats_spin = QSpinBox()
        self.seats_spin.setRange(*seat_range(Preset.DEATHNOTE))
        self.seats_spin.setValue(15)
        self.seats_spin.valueChanged.connect(lambda _v: self._setup_edited("seats"))
        self.preset_combo = QComboBox()
        self.preset_combo.addItem("", Preset.DEATHNOTE.value)
        self.preset_combo.addItem("", Preset.CLASSIC.value)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        # the host approves or refuses each player (rules-classic.md C1.6)
        self.approve_box = QCheckBox()
        self.approve_box.setObjectName("approve-players")
        self.approve_box.toggled.connect(lambda _on: self._setup_edited("approve"))
        form = QFormLayout(self.table_box)
        self.name_label, self.password_label = QLabel(), QLabel()
        self.seats_label, self.preset_label = QLabel(), QLabel()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow(self.preset_label, self.preset_combo)
        form.addRow(self.seats_label, self.seats_spin)

        self.pace_box = QGroupBox()
        self.manual_radio = QRadioButton()
        self.timed_radio = QRadioButton()
        self.manual_radio.setChecked(True)
        self.pace_group = QButtonGroup(self)
        self.pace_group.addButton(self.manual_radio)
        self.pace_group.addButton(self.timed_radio)
        self.timed_radio.toggled.connect(lambda _on: self._setup_edited("pace"))
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
                spin.valueChanged.connect(lambda _v: self._setup_edited("pace"))
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

        self.schedule_box = QGroupBox()
        self.schedule_label = QLabel()
        self.schedule_label.setTextFormat(Qt.TextFormat.RichText)
        self.schedule_label.setWordWrap(True)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setMaximumHeight(64)
        self.publish_button = QPushButton()
        self.publish_button.clicked.connect(self.publish_note)
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

        left = QVBoxLayout()
        left.addWidget(self.table_box)
        left.addWidget(self.pace_box)
        left.addWidget(self.schedule_box)
        left.addStretch(1)

        # -- middle: the rules
        self.rules_box = QGroupBox()
        self.rules = RulesEditor()
        self.rules.changed.connect(lambda: self._setup_edited("rules"))
        scroll = QScrollArea()
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

        # -- right: the lobby
        self.lobby_box = QGroupBox()
        self.open_hint = QLabel()
        self.open_hint.setWordWrap(True)
        self.open_hint.setProperty("hint", True)
        self.open_button = QPushButton()
        self.open_button.setProperty("primary", True)
        self.open_button.clicked.connect(self.open_table)
        self.address_label = QLabel()
        self.address_label.setFont(theme.big_font(15, bold=True))
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_hint = QLabel()
        self.address_hint.setProperty("hint", True)
        self.address_hint.setWordWrap(True)
        # the registrations: players, reserves, those waiting for approval
        self.lobby_panel = LobbyPanel()
        self.lobby_panel.host_seat = lambda: self.host_seat
        self.lobby_panel.bots_available = self.bots_available
        self.lobby_panel.kickRequested.connect(self.kick)
        self.lobby_panel.botRequested.connect(self.add_bot)
        self.lobby_panel.changed.connect(self.refresh)
        self.lobby_panel.update_buttons()
        self.seats_table = self.lobby_panel.table
        panel = self.lobby_panel
        self.up_button, self.down_button = panel.up_button, panel.down_button
        self.kick_button, self.bot_button = panel.kick_button, panel.bot_button
        self.play_box = QGroupBox()
        self.play_label = QLabel()
        self.play_edit = QLineEdit()
        self.play_edit.setMaxLength(40)
        self.play_edit.returnPressed.connect(self.take_seat)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.take_seat)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_seat)
        self.play_hint = QLabel()
        self.play_hint.setWordWrap(True)
        self.play_hint.setProperty("hint", True)
        self.play_label.setWordWrap(True)
        play_row = QHBoxLayout()
        play_row.addWidget(self.play_edit, 1)
        play_row.addWidget(self.play_button)
        play_row.addWidget(self.leave_button)
        play = QVBoxLayout(self.play_box)
        play.addWidget(self.play_label)
        play.addLayout(play_row)
        play.addWidget(self.play_hint)
        self.start_button = QPushButton()
        self.start_button.setProperty("primary", True)
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self.start_game)
        self.start_reason = QLabel()
        self.start_reason.setProperty("reason", True)
        self.start_reason.setWordWrap(True)
        self.lobby_questions = QuestionsPanel()
        self.lobby_tabs = QTabWidget()
        self.lobby_tabs.addTab(self.lobby_panel, "")
        self.lobby_tabs.addTab(self.lobby_questions, "")
        self.open_icon = QLabel()
        self.open_icon.setPixmap(theme.pixmap("phase-lobby", 64, self.devicePixelRatioF()))
        self.open_icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lobby = QVBoxLayout(self.lobby_box)
        lobby.addWidget(self.approve_box)  # where the approvals happen
        lobby.addWidget(self.open_icon)
        lobby.addWidget(self.open_hint)
        lobby.addWidget(self.open_button)
        lobby.addStretch(0)  # takes the room only while the lobby below is hidden
        lobby.addWidget(self.address_label)
        lobby.addWidget(self.address_hint)
        lobby.addWidget(self.lobby_tabs, 1)
        lobby.addWidget(self.play_box)
        lobby.addWidget(self.start_reason)
        lobby.addWidget(self.start_button)

        row = QHBoxLayout(page)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        for column, stretch in ((left_widget, 28), (self.rules_box, 38), (self.lobby_box, 34)):
            policy = column.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            column.setSizePolicy(policy)
            column.setMinimumWidth(300)
            row.addWidget(column, stretch)
        return page

    def _build_game(self) -> QWidget:
        page = QWidget()
        self.clock = ClockBar()
        self.next_button = QPushButton()
        self.next_button.setProperty("primary", True)
        self.next_button.clicked.connect(self.next_phase)
        self.pause_button = QPushButton()
        self.pause_button.clicked.connect(self.toggle_pause)
        self.projector_button = QPushButton()
        self.projector_button.setIcon(theme.icon("phase-lobby"))
        self.projector_button.clicked.connect(self.open_projector)
        self.own_button = QPushButton()
        self.own_button.clicked.connect(self.open_own_window)
        self.control_reason = QLabel()
        self.control_reason.setProperty("hint", True)
        self.control_reason.setWordWrap(True)
        controls = QHBoxLayout()
        controls.addWidget(self.next_button)
        controls.addWidget(self.pause_button)
        controls.addWidget(self.control_reason, 1)
        controls.addWidget(self.own_button)
        controls.addWidget(self.projector_button)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setFont(theme.big_font(16, bold=True))
        self.banner.hide()
        # the end of the game: the story and its export
        self.export_box = QWidget()
        self.export_label = QLabel()
        self.format_combo = QComboBox()
        for key in ("bbcode", "markdown", "html"):
            self.format_combo.addItem("", key)
        self.language_combo = QComboBox()
        self.language_combo.addItem("Русский", Language.RU.value)
        self.language_combo.addItem("English", Language.EN.value)
        self.export_button = QPushButton()
        self.export_button.setProperty("primary", True)
        self.export_button.clicked.connect(self.export_story)
        export = QHBoxLayout(self.export_box)
        export.setContentsMargins(0, 0, 0, 0)
        export.addStretch(1)
        export.addWidget(self.export_label)
        export.addWidget(self.format_combo)
        export.addWidget(self.language_combo)
        export.addWidget(self.export_button)
        self.export_box.hide()
        # players
        self.players_box = QGroupBox()
        self.players = PlayerTable()
        self.players.itemSelectionChanged.connect(self._update_game_buttons)
        self.remove_button = QPushButton()
        self.remove_button.setProperty("danger", True)
        self.remove_button.setStyleSheet("QPushButton:disabled { background: #e3c9c5; "
                                         "border-color: #e3c9c5; color: #f7efee; }")
        self.remove_button.clicked.connect(self.remove_selected)
        players = QVBoxLayout(self.players_box)
        players.addWidget(self.players, 1)
        remove_row = QHBoxLayout()
        remove_row.addStretch(1)
        remove_row.addWidget(self.remove_button)
        players.addLayout(remove_row)
        # tabs
        self.tabs = QTabWidget()
        self.questions = QuestionsPanel()
        self.events = EventLog()
        self.story = QTextBrowser()
        self.god: GodView | None = None
        self.tabs.addTab(self.questions, "")
        self.tabs.addTab(self.events, "")
        self.tabs.currentChanged.connect(lambda _i: self._render_god())
        splitter = QSplitter()
        splitter.addWidget(self.players_box)
        splitter.addWidget(self.tabs)
        splitter.setSizes([440, 820])
        layout = QVBoxLayout(page)
        layout.addWidget(self.clock)
        layout.addLayout(controls)
        layout.addWidget(self.banner)
        layout.addWidget(self.export_box)
        layout.addWidget(splitter, 1)
        return page

    # ------------------------------------------------------------------ settings

    def _load_settings(self) -> None:
        settings = self.app.settings
        self.name_edit.setText(settings.table_name or "")
        self.play_edit.setText(settings.player_name or "")
        saved = settings.host_options if isinstance(settings.host_options, dict) else {}
        try:
            preset = Preset(saved.get("preset", Preset.DEATHNOTE.value))
            if preset is not self.rules.preset:
                self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset.value))
            if saved.get("max_seats"):
                self.seats_spin.setValue(int(saved["max_seats"]))
            if isinstance(saved.get("approve"), bool):
                self.approve_box.setChecked(saved["approve"])
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
        except (OptionError, TypeError, ValueError):
            pass

    def _show_config(self, config: TableConfig) -> None:
        """The set-up page shows a table made elsewhere (resumed, or handed over)."""
        widgets = [self.name_edit, self.password_edit, self.seats_spin, self.preset_combo,
                   self.timed_radio, self.manual_radio, self.approve_box,
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
            self.rules.preset = config.preset
            with contextlib.suppress(OptionError):
                self.rules.set_values(options_for(config.preset, config.options).to_plain())
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

    def _store_settings(self) -> None:
        settings = self.app.settings
        settings.table_name = self.name_edit.text().strip()
        if self.host_seat:
            settings.player_name = self.host_seat
        settings.host_options = {
            "preset": self.rules.preset.value,
            "approve": self.approve_box.isChecked(),
            "max_seats": self.seats_spin.value(),
            "options": self.rules.overrides(),
            "pace": self._pace_mode().value,
            "phase_seconds": self._phase_seconds(),
            "note": self.note_edit.toPlainText().strip(),
        }
        self.app.store_settings()

    # ------------------------------------------------------------------ set-up

    @property
    def session(self) -> TableSession | None:
        return self.hosted.session if self.hosted is not None else None

    def _pace_mode(self) -> PaceMode:
        return PaceMode.TIMED if self.timed_radio.isChecked() else PaceMode.MANUAL

    def _phase_seconds(self) -> dict[str, float]:
        return {phase: float(self.minute_spins[phase].value() * 60
                             + self.second_spins[phase].value()) for phase in PHASES}

    def _table_name(self) -> str:
        return " ".join(self.name_edit.text().split()) or self.tr("DN Mafia table")

    def config(self) -> TableConfig:
        """The table as the set-up page describes it."""
        return TableConfig(
            name=self._table_name(),
            preset=self.rules.preset,
            options=self.rules.overrides(),
            password=self.password_edit.text() or None,
            max_seats=self.seats_spin.value(),
            approve=self.approve_box.isChecked(),
            pace=self._pace_mode(),
            phase_seconds=self._phase_seconds(),
            log_dir=games_dir(),
            schedule_note=self.note_edit.toPlainText().strip(),
        )

    def _setup_problem(self) -> str:
        """Why the set-up cannot be used as it stands (in the UI language), or ""."""
        error = self.rules.error()
        if error:
            return self.tr("The rules do not fit together: %1").replace("%1", error)
        if self._pace_mode() is PaceMode.TIMED:
            for phase in PHASES:
                if self._phase_seconds()[phase] <= 0:
                    return self.tr("Every phase needs a duration in timed pace.")
        return ""

    def _preset_changed(self, _index: int) -> None:
        preset = Preset(self.preset_combo.currentData())
        if preset is not self.rules.preset:
            self._seat_range(preset)
            # a classic table approves each player by default; a Death Note table does not
            self.approve_box.setChecked(preset is Preset.CLASSIC)
            self.rules.set_preset(preset)
            self.retranslate()

    def _seat_range(self, preset: Preset) -> None:
        """The seats a table of this preset may have (the value kept if it fits)."""
        low, high = seat_range(preset)
        self.seats_spin.blockSignals(True)
        self.seats_spin.setRange(low, high)
        self.seats_spin.blockSignals(False)

    def _setup_edited(self, what: str) -> None:
        """A set-up field changed: check it, and tell the open table at once."""
        timed = self._pace_mode() is PaceMode.TIMED
        for phase in PHASES:
            self.minute_spins[phase].setEnabled(timed)
            self.second_spins[phase].setEnabled(timed)
        self.setup_error = ""
        session = self.session
        problem = self._setup_problem()
        if session is not None and session.state is TableState.LOBBY and not problem:
            try:
                if what == "name":
                    session.set_name(self._table_name())
                elif what == "password":
                    session.set_password(self.password_edit.text() or None)
                elif what == "seats":
                    session.set_max_seats(self.seats_spin.value())
                elif what == "rules":
                    session.set_options(self.rules.preset, self.rules.overrides())
                    if session.config.max_seats != self.seats_spin.value():
                        session.set_max_seats(self.seats_spin.value())
                elif what == "approve":
                    session.set_approve(self.approve_box.isChecked())
                elif what == "pace":
                    session.set_pace(self._pace_mode(), self._phase_seconds())
            except (SetupError, ValueError) as exc:
                if what == "seats":
                    self.setup_error = self.tr(
                        "%n player(s) already sit at the table.", "", len(session.seats))
                    self.seats_spin.blockSignals(True)
                    self.seats_spin.setValue(session.config.max_seats)
                    self.seats_spin.blockSignals(False)
                else:
                    self.setup_error = str(exc)
        self.refresh()

    def _schedule_text(self) -> str:
        session = self.session
        try:
            schedule = (session.schedule() if session is not None else
                        TableSession(self.config() if not self._setup_problem() else
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
                real = self.tr("%1 min %2 s").replace("%1", str(whole // 60)).replace(
                    "%2", f"{whole % 60:02d}")
            colour = theme.PHASE_COLORS.get(item["phase"], "#333")
            rows.append(f"<tr><td><b style='color:{colour}'>{esc(phase_name(item['phase']))}"
                        f"</b></td><td>{esc(span)}</td><td>{esc(real)}</td></tr>")
        window = schedule.get("write_window") or ["", ""]
        first = phase_name(schedule.get("first_phase"))
        foot = [self.tr("The game begins with: %1").replace("%1", first)]
        if self.rules.preset is Preset.DEATHNOTE:  # the notebook's window
            foot.append(self.tr("Closed-form writing: %1 – %2").replace("%1", window[0])
                        .replace("%2", window[1]))
        if schedule.get("pace") != PaceMode.TIMED.value:
            foot.append(self.tr("Manual pace: you end each phase yourself."))
        return ("<table cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>"
                + "".join(f"<div style='color:#6f6a60'>{esc(line)}</div>" for line in foot))

    def publish_note(self) -> None:
        if self.session is not None:
            self.session.set_schedule_note(self.note_edit.toPlainText())
            self.statusBar().showMessage(self.tr("The schedule was published."), 5000)

    # ------------------------------------------------------------------ the table

    def open_table(self) -> bool:
        """Open the table on the LAN with the set-up as it stands."""
        if self.hosted is not None:
            return True
        problem = self._setup_problem()
        if problem:
            self._warn(self.tr("The table cannot open"), problem)
            return False
        try:
            hosted = HostedTable.create(self.config(), self.app.interfaces,
                                        advertise=self.advertise)
        except (HostingError, ValueError) as exc:
            self._warn(self.tr("The table cannot open"), str(exc))
            return False
        self._store_settings()
        self._attach(hosted)
        self.refresh()
        return True

    def _attach(self, hosted: HostedTable) -> None:
        self.hosted = hosted
        self._show_config(hosted.session.config)
        hosted.changed.connect(self._schedule_refresh)
        hosted.connectionsChanged.connect(lambda _n: self._schedule_refresh())
        self.lobby_panel.set_session(hosted.session)
        self.lobby_questions.set_session(hosted.session)
        self.questions.set_session(hosted.session)
        self._seen_questions = self.questions.unanswered()
        if hosted.dropped:
            self.statusBar().showMessage(self.tr("The saved game was damaged at its end; "
                                                 "it goes on from before the damage."), 15000)

    def _reclaim_host_seat(self) -> None:
        """A resumed table where the host had a seat: he plays on (and sees no god view)."""
        session = self.session
        entry = self.app.token_store.get(HOST_SEAT_KEY + session.table_id)
        if entry is None:
            return
        name = entry[0]
        if session._seat(name) is None:
            return
        self.host_seat = name
        self.open_own_window()

    def start_game(self) -> None:
        session = self.session
        if session is None or session.state is not TableState.LOBBY:
            return
        try:
            session.start()
        except SetupError as exc:
            self._warn(self.tr("The game cannot start"), setup_error_text(exc))
            return
        self.refresh()

    def _selected_seat(self) -> str | None:
        return self.lobby_panel.selected()

    def move_selected(self, delta: int) -> None:
        self.lobby_panel.move_selected(delta)

    def kick_selected(self) -> None:
        name = self._selected_seat()
        if name is not None:
            self.kick(name)

    def kick(self, name: str) -> None:
        """Kick a registration from the lobby (the host's own seat: he leaves it)."""
        if self.session is None:
            return
        if name == self.host_seat:
            self.leave_seat()
            return
        try:
            self.session.kick(name)
        except KeyError:
            return
        self.refresh()

    def add_bot(self) -> None:
        if self.session is None:
            return
        from desktop.texts import link_error

        try:
            bots = importlib.import_module("bots")
            try:
                bot = bots.add_bot(self.session, name=None, level="normal",
                                   language=Language(self.app.language).value)
            except TypeError:  # a bots package without languages
                bot = bots.add_bot(self.session, name=None, level="normal")
        except Exception as exc:  # another package: never let it take the console down
            self._warn(self.tr("No bot was added"), str(exc))
            return
        error = getattr(bot, "error", None)
        if error:
            code, message = error if isinstance(error, tuple) else (error.code, error.message)
            self._warn(self.tr("No bot was added"), link_error(code, message))
        else:
            self.bots.append(bot)
            self._approve_own(str(getattr(bot, "name", "")))  # the host added it himself
        self.refresh()

    def _approve_own(self, name: str) -> None:
        """A seat the host made himself (his own, a bot's) needs no approval."""
        session = self.session
        seat = session.lobby.find(name) if session is not None else None
        if seat is not None and seat.place is Place.PENDING:
            with contextlib.suppress(LobbyError):
                session.approve(name)

    # -- the host's own seat

    def take_seat(self) -> None:
        """Play at this table too: a seat for the host and his player window."""
        session = self.session
        name = " ".join(self.play_edit.text().split())
        if session is None or self.host_seat is not None or session.state is not \
                TableState.LOBBY:
            return
        if not name:
            self._warn(self.tr("No seat taken"), self.tr("Write the name you play under."))
            return
        try:
            from desktop.player_window import PlayerWindow
        except ImportError:
            self._warn(self.tr("No seat taken"),
                       self.tr("The player window is not available in this version."))
            return
        from desktop.link import LocalTableClient
        from desktop.texts import link_error

        link = LocalTableClient(session, name,
                                profile=Profile.from_plain(self.app.settings.profile))
        self._approve_own(name)
        seat = session._seat(name)
        if seat is None or seat.conn is None:
            error = link._client.error
            link.close()
            self._warn(self.tr("No seat taken"),
                       link_error(error.code, error.message) if error else "")
            return
        self.host_seat = name
        self.own_link = link
        self.app.token_store.put(HOST_SEAT_KEY + session.table_id, name, seat.token)
        self.app.settings.player_name = name
        self.app.store_settings()
        self.own_window = PlayerWindow(self.app, link)
        self.app.keep(self.own_window)
        self.own_window.show()
        self.refresh()

    def open_own_window(self) -> None:
        """The host's player window (again): a new in-process link to his seat."""
        session = self.session
        if session is None or self.host_seat is None:
            return
        if self.own_window is not None:
            try:
                if self.own_window.isVisible():
                    self.own_window.raise_()
                    self.own_window.activateWindow()
                    return
            except RuntimeError:  # the window is gone
                pass
        try:
            from desktop.player_window import PlayerWindow
        except ImportError:
            return
        from desktop.link import LocalTableClient

        seat = session._seat(self.host_seat)
        if seat is None:
            return
        self.own_link = LocalTableClient(session, self.host_seat, token=seat.token)
        self.own_window = PlayerWindow(self.app, self.own_link)
        self.app.keep(self.own_window)
        self.own_window.show()

    def leave_seat(self) -> None:
        """The host gives his seat up (in the lobby only)."""
        session = self.session
        if session is None or self.host_seat is None or session.state is not TableState.LOBBY:
            return
        name, self.host_seat = self.host_seat, None
        self._close_own_window()
        if session._seat(name) is not None:
            session.kick(name)
        self.app.token_store.forget(HOST_SEAT_KEY + session.table_id)
        self.refresh()

    def _close_own_window(self) -> None:
        window, self.own_window = self.own_window, None
        if window is not None:
            with contextlib.suppress(RuntimeError):
                window.close()
        if self.own_link is not None:
            self.own_link.close()
            self.own_link = None

    # ------------------------------------------------------------------ the game

    def next_phase(self) -> None:
        session = self.session
        if session is None or session.game is None or session.game.over:
            return
        try:
            session.advance_phase()
        except Refusal as refusal:  # e.g. the log cannot be written: said in the UI language
            self._warn(self.tr("The phase did not change"), reason_text(refusal.to_plain()))
        except SetupError as exc:
            self._warn(self.tr("The phase did not change"), str(exc))
        self.refresh()

    def toggle_pause(self) -> None:
        session = self.session
        if (session is None or session.game is None or session.game.over
                or session.config.pace is not PaceMode.TIMED):
            return
        session.pause(not session.paused)
        self.refresh()

    def remove_selected(self) -> None:
        session = self.session
        name = self.players.selected_name()
        if session is None or session.game is None or name is None or session.game.over:
            return
        if not session.game.state.players[name].alive:
            return
        if not self._ask(self.tr("Remove a player"),
                         self.tr("Remove %1 from the game? He leaves the game as if removed "
                                 "for inactivity.").replace("%1", name)):
            return
        if session.game.over or not session.game.state.players[name].alive:
            return  # the game moved on while the question was open
        try:
            session.kick(name)
        except Refusal as refusal:
            self._warn(self.tr("The player was not removed"), reason_text(refusal.to_plain()))
        except (KeyError, SetupError) as exc:
            self._warn(self.tr("The player was not removed"), str(exc))
        self.refresh()

    def open_projector(self) -> None:
        session = self.session
        if session is None:
            return
        if self.projector is not None:
            try:
                if self.projector.isVisible():
                    self.projector.raise_()
                    self.projector.activateWindow()
                    return
            except RuntimeError:
                pass
        try:
            from desktop.projector import ProjectorWindow
        except ImportError:
            self._warn(self.tr("No projector"),
                       self.tr("The projector window is not available in this version."))
            return
        from desktop.link import LocalTableClient

        self.projector_link = LocalTableClient(session, "projector", spectator=True)
        self.projector = ProjectorWindow(self.app, self.projector_link)
        self.app.keep(self.projector)
        self.projector.show()

    def export_story(self) -> Path | None:
        session = self.session
        if session is None or session.game is None or not session.game.over:
            return None
        from desktop.export import export_story

        fmt = self.format_combo.currentData()
        language = Language(self.language_combo.currentData())
        suffix = {"bbcode": "txt", "markdown": "md", "html": "html"}[fmt]
        default = str(Path.home() / f"dnmafia-{session.table_id}.{suffix}")
        filters = {"bbcode": self.tr("BBCode (*.txt)"), "markdown": self.tr("Markdown (*.md)"),
                   "html": self.tr("Web page (*.html)")}[fmt]
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the story"), default,
                                              filters)
        if not path:
            return None
        try:
            Path(path).write_text(export_story(session.game, fmt, language), encoding="utf-8")
        except OSError as exc:
            self._warn(self.tr("The story was not saved"), str(exc))
            return None
        self.statusBar().showMessage(self.tr("The story was saved to %1").replace("%1", path),
                                     8000)
        return Path(path)

    def god_view_allowed(self) -> bool:
        """The god view is for a host who does not play at this table, never otherwise."""
        return self.host_seat is None

    # ------------------------------------------------------------------ rendering

    def _schedule_refresh(self) -> None:
        if not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def refresh(self) -> None:
        """Show the table as it is now (every page and the status bar)."""
        self._refresh_timer.stop()
        if self._shutting:
            return
        session = self.session
        running = session is not None and session.state is not TableState.LOBBY
        self.stack.setCurrentWidget(self.game_page if running else self.setup_page)
        self._refresh_setup()
        if running:
            self._refresh_game()
        self._refresh_status()
        self._update_actions()

    def _refresh_setup(self) -> None:
        session = self.session
        is_open = session is not None
        lobby = is_open and session.state is TableState.LOBBY
        self.schedule_label.setText(self._schedule_text())
        problem = self._setup_problem()
        self.rules_reason.setText(problem or self.setup_error)
        self.open_button.setVisible(not is_open)
        self.open_hint.setVisible(not is_open)
        self.open_icon.setVisible(not is_open)
        self.open_button.setEnabled(not problem)
        self.address_label.setVisible(is_open)
        self.address_hint.setVisible(is_open)
        self.lobby_tabs.setVisible(is_open)
        self.play_box.setVisible(is_open)
        self.start_button.setVisible(is_open)
        self.start_reason.setVisible(is_open)
        self.publish_button.setEnabled(is_open)
        self.publish_reason.setText("" if is_open else self.tr(
            "The note goes out with the table when you open it."))
        if is_open:
            self.address_label.setText(f"{self.hosted.address}:{self.hosted.port}")
        if not lobby:
            return
        # registrations
        self.lobby_panel.refresh()
        count = len(session.seats)
        self.lobby_tabs.setTabText(0, self.tr("Seated: %1 of %2").replace(
            "%1", str(count)).replace("%2", str(session.table_info()["seats_total"])))
        waiting = self.lobby_questions.unanswered()
        self.lobby_tabs.setTabText(1, self.tr("Questions (%1)").replace("%1", str(waiting))
                                   if waiting else self.tr("Questions"))
        self.lobby_questions.refresh()
        # the host's own seat
        playing = self.host_seat is not None
        self.play_edit.setVisible(not playing)
        self.play_button.setVisible(not playing)
        self.leave_button.setVisible(playing)
        self.play_label.setText(self.tr("You play at this table as %1.")
                                .replace("%1", self.host_seat)
                                if playing else self.tr("Play at this table too, as:"))
        self.play_hint.setText(self.tr(
            "You play like everybody else; the god view stays closed to you.") if playing
            else self.tr("Without a seat you moderate, and the console shows you every role "
                         "during the game."))
        # start
        reason = ""
        least = seat_range(session.config.preset)[0]
        if problem:
            reason = problem
        elif count < least:
            reason = self.tr("%n more player(s) needed to start.", "", least - count)
        else:  # who the start turns away
            away = []
            if session.pending:
                away.append(self.tr("Not yet approved: %1. Starting turns them away.")
                            .replace("%1", ", ".join(s.name for s in session.pending)))
            if session.reserves and session.config.preset is not Preset.CLASSIC:
                away.append(self.tr("Reserves: %1. Only a classic table has reserves: move "
                                    "them to the table, or starting turns them away.")
                            .replace("%1", ", ".join(s.name for s in session.reserves)))
            reason = "\n".join(away)
        self.start_reason.setText(reason)
        self.start_button.setEnabled(not problem and count >= least)
        self.rules.set_editable(True)

    def _public(self) -> dict[str, Any]:
        """The public view every spectator gets now (pace, who is connected, the
        characters and reserves), for display."""
        return self.session._shared_public()

    def _refresh_game(self) -> None:
        session = self.session
        game = session.game
        if game is None:
            return
        view = self._public()
        self.clock.set_view(view)
        self.players.set_view(view)
        self.events.merge(view.get("events") or [], int(view.get("events_from", 0)))
        key = (game.state.phase, game.state.game_day, game.state.runoff is not None)
        if self._seen_phase is not None and key != self._seen_phase:
            self.app.sounds.play(Cue.OVER if game.over else Cue.PHASE)
        self._seen_phase = key
        waiting = self.questions.unanswered()
        if waiting > self._seen_questions:
            self.app.sounds.play(Cue.PRIVATE)
        self._seen_questions = waiting
        self.questions.refresh()
        index = self.tabs.indexOf(self.questions)
        self.tabs.setTabText(index, self.tr("Questions (%1)").replace("%1", str(waiting))
                             if waiting else self.tr("Questions"))
        # the god view: only for a pure moderator
        if self.god_view_allowed():
            if self.god is None:
                self.god = GodView()
                self.tabs.addTab(self.god, "")
                self._retranslate_tabs()
            self._render_god()
        elif self.god is not None:  # never while the host plays
            self.tabs.removeTab(self.tabs.indexOf(self.god))
            self.god.deleteLater()
            self.god = None
        # the end
        over = game.over
        self.export_box.setVisible(over)
        if over:
            self.banner.setText(winner_text(game.state.winner, game.state.end_reason))
            colour = theme.TEAM_COLORS.get(game.state.winner or "", "#7a7f8a")
            self.banner.setStyleSheet(f"color: white; background: {colour}; padding: 10px; "
                                      "border-radius: 6px;")
            self.banner.show()
            if self.tabs.indexOf(self.story) < 0:
                self.language_combo.setCurrentIndex(
                    max(0, self.language_combo.findData(Language(self.app.language).value)))
                self.tabs.insertTab(0, self.story, "")
                self._retranslate_tabs()
                self.tabs.setCurrentWidget(self.story)
            self.story.setHtml(self._story_html(view))
        elif session.storage_error:
            self.banner.setText(self.tr("The game cannot be saved; the table is halted: %1")
                                .replace("%1", session.storage_error))
            self.banner.setStyleSheet("color: white; background: #a93226; padding: 8px;")
            self.banner.show()
        else:
            self.banner.hide()
        self._update_game_buttons()

    def _render_god(self) -> None:
        if self.god is None or self.session is None or self.session.game is None:
            return
        if self.tabs.currentWidget() is not self.god and self.god.view is not None:
            return  # built when it is looked at
        if not self.god_view_allowed():
            return
        self.god.show_view(god_view(self.session.game))

    def _update_game_buttons(self) -> None:
        session = self.session
        game = session.game if session is not None else None
        live = game is not None and not game.over
        timed = session is not None and session.config.pace is PaceMode.TIMED
        self.next_button.setEnabled(live and not (session and session.storage_error))
        self.pause_button.setEnabled(live and timed)
        paused = bool(session and session.paused)
        self.pause_button.setText(self.tr("Resume the clock") if paused
                                  else self.tr("Pause the clock"))
        if not live:
            reason = self.tr("The game is over.") if game is not None else ""
        elif not timed:
            reason = self.tr("Manual pace: the clock moves only when you end a phase.")
        elif paused:
            reason = self.tr("The clock is paused; nobody's time runs out.")
        else:
            reason = self.tr("Timed pace: phases end by themselves; you may end one early.")
        self.control_reason.setText(reason)
        self.own_button.setVisible(self.host_seat is not None)
        name = self.players.selected_name()
        alive = (game is not None and name in game.state.players
                 and game.state.players[name].alive)
        self.remove_button.setEnabled(live and bool(alive))

    def _update_actions(self) -> None:
        session = self.session
        game = session.game if session is not None else None
        live = game is not None and not game.over
        self.next_action.setEnabled(live)
        self.pause_action.setEnabled(live and session.config.pace is PaceMode.TIMED)
        self.projector_action.setEnabled(session is not None)
        self.projector_button.setEnabled(session is not None)

    def _refresh_status(self) -> None:
        hosted = self.hosted
        if hosted is None:
            self.address_status.setText(self.tr("The table is not open yet."))
            self.connections_status.setText("")
            self.lan_status.setText("")
            return
        self.address_status.setText(self.tr("Listening on %1:%2").replace(
            "%1", hosted.address).replace("%2", str(hosted.port)))
        connected, away, spectators = hosted.connection_counts()
        text = self.tr("%n connected", "", connected)
        if away:
            text += " · " + self.tr("%n away", "", away)
        if spectators:
            text += " · " + self.tr("%n watching", "", spectators)
        self.connections_status.setText(text)
        if hosted.advertiser is not None:
            self.lan_status.setText(self.tr("Announced on the LAN"))
        elif hosted.advertise_error:
            self.lan_status.setText(self.tr("Not announced on the LAN: %1").replace(
                "%1", hosted.advertise_error))
        else:
            self.lan_status.setText(self.tr("Not announced on the LAN"))

    def _story_html(self, view: dict[str, Any]) -> str:
        story = view.get("story") or {}
        esc = html.escape
        fates = {d["name"]: d for d in story.get("deaths") or []}
        parts = [f"<h2>{esc(winner_text(view.get('winner')))}</h2>",
                 "<h3>" + esc(self.tr("Roles")) + "</h3><table cellpadding='3'>"]
        for name, role in (story.get("roles") or {}).items():
            death = fates.get(name)
            fate = (self.tr("%1, %2").replace("%1", death_cause(death["cause"]))
                    .replace("%2", death["at"]) if death else self.tr("survived"))
            parts.append(f"<tr><td><b>{esc(name)}</b></td><td>{esc(role_name(role))}</td>"
                         f"<td>{esc(fate)}</td></tr>")
        parts.append("</table>")
        parts.append("<h3>" + esc(self.tr("Deaths")) + "</h3>")
        deaths = story.get("deaths") or []
        if not deaths:
            parts.append("<p>" + esc(self.tr("Nobody died.")) + "</p>")
        for d in deaths:
            parts.append(f"<p>{esc(d['at'])} — <b>{esc(d['name'])}</b>: "
                         f"{esc(death_cause(d['cause']))}</p>")
        book = story.get("notebook") or {}
        parts.append("<h3>" + esc(self.tr("The notebook’s path")) + "</h3>")
        for step in book.get("path") or []:
            parts.append(f"<p>{esc(step['at'])} — {esc(notebook_step(step['what']))}: "
                         f"<b>{esc(step['who'])}</b></p>")
        for e in book.get("entries") or []:
            text = self.tr("%1 wrote %2 at %3").replace("%1", e["writer"]).replace(
                "%2", e["target"]).replace("%3", e["written_at"])
            parts.append(f"<p>✎ {esc(text)}</p>")
        return "".join(parts)

    # ------------------------------------------------------------------ messages

    def _warn(self, title: str, text: str) -> QMessageBox:
        """A message that does not block the event loop (kept in ``messages``)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _r, b=box: self.messages.remove(b)
                             if b in self.messages else None)
        self.messages.append(box)
        box.open()
        return box

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        name = self.session.config.name if self.session is not None else self._table_name()
        self.setWindowTitle(self.tr("Host console — %1 — DN Mafia").replace("%1", name))
        self.game_menu.setTitle(self.tr("&Game"))
        self.next_action.setText(self.tr("End this phase"))
        self.pause_action.setText(self.tr("Pause or resume the clock"))
        self.projector_action.setText(self.tr("Open the projector"))
        self.close_action.setText(self.tr("Close the console"))
        # set-up
        self.table_box.setTitle(self.tr("The table"))
        self.name_label.setText(self.tr("Name"))
        self.name_edit.setPlaceholderText(self.tr("DN Mafia table"))
        self.password_label.setText(self.tr("Password"))
        self.password_edit.setPlaceholderText(self.tr("none (anybody may join)"))
        self.seats_label.setText(self.tr("Seats"))
        self.seats_spin.setSuffix(self.tr(" players"))
        low, high = seat_range(self.rules.preset)
        self.seats_spin.setToolTip(self.tr("From %1 to %2 players; reserves do not count.")
                                   .replace("%1", str(low)).replace("%2", str(high)))
        self.preset_label.setText(self.tr("Preset"))
        self.preset_combo.setItemText(0, self.tr("Death Note"))
        self.preset_combo.setItemText(1, self.tr("Classic"))
        self.preset_combo.setItemData(0, self.tr("Kira, L, Near and the mafia; the Death "
                                                 "Note's rules."), Qt.ItemDataRole.ToolTipRole)
        self.preset_combo.setItemData(1, self.tr("Classic forum mafia: the mafia against the "
                                                 "town, optional roles and six scenarios."),
                                      Qt.ItemDataRole.ToolTipRole)
        self.approve_box.setText(self.tr("Approve each player"))
        self.approve_box.setToolTip(self.tr(
            "A player who joins waits until you approve or refuse him in the lobby."))
        self.pace_box.setTitle(self.tr("Pace"))
        self.manual_radio.setText(self.tr("Manual: I end each phase"))
        self.timed_radio.setText(self.tr("Timed: the clock runs by itself"))
        for phase, label in self.duration_labels.items():
            label.setText(phase_name(phase))
        for unit in self.minute_units:
            unit.setText(self.tr("min"))
        for unit in self.second_units:
            unit.setText(self.tr("s"))
        self.pace_hint.setText(self.tr(
            "In timed pace the game clock runs through each phase in the real time set "
            "here; a vote or a night ends early when everybody is done."))
        self.schedule_box.setTitle(self.tr("The day's schedule"))
        self.note_edit.setPlaceholderText(self.tr("A note for the players, e.g. We play "
                                                  "tonight from 19:00 to 23:00"))
        self.publish_button.setText(self.tr("Publish"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.reset_button.setText(self.tr("Reset to defaults"))
        self.rules.retranslate()
        self.lobby_box.setTitle(self.tr("Lobby"))
        self.open_hint.setText(self.tr(
            "Open the table when the set-up is ready: players on the LAN see it in their "
            "list and join. You can still change the set-up until the game starts."))
        self.open_button.setText(self.tr("Open the table"))
        self.address_hint.setText(self.tr(
            "Players who do not see the table in their list can type this address."))
        self.play_box.setTitle(self.tr("Your own seat"))
        self.play_edit.setPlaceholderText(self.tr("your name"))
        self.play_button.setText(self.tr("Take a seat"))
        self.leave_button.setText(self.tr("Leave the seat"))
        self.start_button.setText(self.tr("Start the game"))
        self.lobby_tabs.setTabText(0, self.tr("Seated"))
        self.lobby_tabs.setTabText(1, self.tr("Questions"))
        # game
        self.next_button.setText(self.tr("End this phase"))
        self.next_button.setToolTip(self.tr("Move the game clock to the end of this phase "
                                            "(Ctrl+N)"))
        self.pause_button.setToolTip(self.tr("Stop or restart the timed clock (Ctrl+P)"))
        self.projector_button.setText(self.tr("Open the projector"))
        self.projector_button.setToolTip(self.tr("The public board for a second screen (F5)"))
        self.own_button.setText(self.tr("My player window"))
        self.players_box.setTitle(self.tr("Players"))
        self.remove_button.setText(self.tr("Remove from the game"))
        self.export_label.setText(self.tr("Export the story as"))
        self.format_combo.setItemText(0, self.tr("BBCode (forum)"))
        self.format_combo.setItemText(1, self.tr("Markdown"))
        self.format_combo.setItemText(2, self.tr("Web page"))
        self.export_button.setText(self.tr("Export story…"))
        self._retranslate_tabs()
        self.refresh()

    def _retranslate_tabs(self) -> None:
        labels = {self.questions: self.tr("Questions"), self.events: self.tr("Events"),
                  self.story: self.tr("The story")}
        if self.god is not None:
            labels[self.god] = self.tr("God view")
        for widget, label in labels.items():
            index = self.tabs.indexOf(widget)
            if index >= 0:
                self.tabs.setTabText(index, label)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        session = self.session
        if (session is not None and session.state is TableState.RUNNING and not self._shutting
                and not self._ask(self.tr("Close the console?"), self.tr(
                    "The game is running. It stays saved, and you can resume it from the "
                    "launcher; until then the players cannot play."))):
            event.ignore()
            return
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Close the table, the host's player window and the projector."""
        if self._shutting:
            return
        self._shutting = True
        self._refresh_timer.stop()
        self._close_own_window()
        for bot in self.bots:
            with contextlib.suppress(Exception):
                bot.close()
        self.bots.clear()
        if self.projector is not None:
            with contextlib.suppress(RuntimeError):
                self.projector.close()
            self.projector = None
        if self.hosted is not None:
            self.hosted.close()
