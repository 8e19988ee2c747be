"""The player's window: one seat's view of the game and what he can do right now.

Owns ``PlayerPanel`` (the seat's screen: role card, clock, players, chat, the mafia
channel for mafiosi, private messages, questions to the host and the schedule, the rules
of the table (first thing in the lobby), the actions legal right now with the reason
when one is not, and the notebook panel for its holder; in the lobby his registration —
seated, a reserve, or waiting for the host's approval) and ``PlayerWindow`` (the panel
in a main window with the connection status).
The panel renders the view it receives and sends intents through its link; it never
computes a rule (legality and reasons come in the view). ``read_only`` panels (the replay
viewer) only show views. Must not import other windows.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.sounds import Cue
from desktop.table_rules import preset_of, rules_html
from desktop.texts import (
    action_label,
    event_text,
    link_error,
    phase_name,
    reason_text,
    refused_text,
    role_name,
    role_rules,
    team_name,
    winner_text,
    yes_no,
)
from desktop.widgets.clock import ClockBar
from desktop.widgets.events import EventLog
from desktop.widgets.players import PlayerTable
from netproto.qt_client import FATAL

# actions with their own place (chat box, notebook panel); the rest go to the action list
NOTEBOOK_ACTIONS = ("write", "eyes", "lend", "give_away", "destroy")
OWN_PLACE = {"say", *NOTEBOOK_ACTIONS}
MAX_TEXT_BYTES = 1000


def _moment_text(day: int, hhmm: str) -> str:
    return f"d{day} {hhmm}"


def _moment_fields() -> tuple[QSpinBox, QTimeEdit]:
    """A game-clock moment's two editors: the game day and the time."""
    day = QSpinBox()
    day.setRange(0, 999)
    time = QTimeEdit()
    time.setDisplayFormat("HH:mm")
    return day, time


class _TargetAction(QWidget):
    """One action of the list: its button, a target chooser when it needs one, and the
    reason when it is not possible now."""

    def __init__(self, action: str, panel: PlayerPanel) -> None:
        super().__init__()
        self.action = action
        self.panel = panel
        self.button = QPushButton()
        self.button.setObjectName(f"action-{action}")
        self.targets = QComboBox()
        self.targets.setObjectName(f"targets-{action}")
        self.targets.setMinimumWidth(120)
        self.roles = QComboBox()  # the role a lawyer strike guesses (classic)
        self.roles.setObjectName(f"roles-{action}")
        self.roles.hide()
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.addWidget(self.button, 0, 0)
        grid.addWidget(self.targets, 0, 1)
        grid.addWidget(self.roles, 0, 2)
        grid.addWidget(self.reason, 1, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        self.button.clicked.connect(self._send)

    def update_row(self, row: dict[str, Any]) -> None:
        self.button.setText(action_label(self.action))
        shortcut = {"sleep": "Ctrl+Shift+S", "abstain": "Ctrl+Shift+A"}.get(self.action)
        if shortcut:
            self.button.setToolTip(shortcut)
        legal = bool(row.get("legal"))
        targets = row.get("targets")
        self.targets.setVisible(targets is not None)
        if targets is not None:
            chosen = self.targets.currentText()
            self.targets.blockSignals(True)
            self.targets.clear()
            self.targets.addItems(list(targets))
            if chosen in targets:
                self.targets.setCurrentText(chosen)
            self.targets.blockSignals(False)
            self.targets.setEnabled(legal)
        roles = row.get("roles")
        if roles is not None:
            chosen = self.roles.currentData()
            self.roles.blockSignals(True)
            self.roles.clear()
            for word in roles:
                self.roles.addItem(role_name(word), word)
            if chosen in roles:
                self.roles.setCurrentIndex(self.roles.findData(chosen))
            self.roles.blockSignals(False)
        self.roles.setVisible(roles is not None and legal)
        self.button.setEnabled(legal and not self.panel.read_only)
        self.button.setProperty("primary", legal)
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)
        # an action not possible now is one compact line: what, and why not
        self.button.setVisible(legal)
        if not legal:
            self.targets.setVisible(False)
        text = "" if legal else reason_text(row.get("reason"))
        self.reason.setText(f"<b>{action_label(self.action)}</b> — {text}" if text else "")
        self.reason.setVisible(bool(text))

    def _send(self) -> None:
        fields: dict[str, Any] = {}
        if self.targets.isVisible():
            if not self.targets.currentText():
                return
            fields["target"] = self.targets.currentText()
        if self.roles.isVisible() and self.roles.currentData():
            fields["role"] = self.roles.currentData()
        self.panel.send(self.action, **fields)


class NotebookPanel(QGroupBox):
    """The notebook, for its holder only: entries he wrote, write, eyes, lend, give away,
    destroy (irreversible steps ask for confirmation)."""

    def __init__(self, panel: PlayerPanel) -> None:
        super().__init__()
        self.panel = panel
        self.setObjectName("notebook")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.entries = QTableWidget(0, 4)
        self.entries.verticalHeader().setVisible(False)
        self.entries.setMaximumHeight(110)
        self.entries.horizontalHeader().setStretchLastSection(True)
        self.entries.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # write
        self.write_box = QGroupBox()
        self.write_target = QComboBox()
        self.write_target.setObjectName("write-target")
        self.death_timed = QCheckBox()
        self.death_day, self.death_time = _moment_fields()
        self.circumstances = QLineEdit()
        self.circumstances.setMaxLength(200)
        self.light_corpse = QCheckBox()
        self.write_button = QPushButton()
        self.write_button.setObjectName("action-write")
        self.write_reason = QLabel()
        self.write_reason.setProperty("reason", True)
        self.write_reason.setWordWrap(True)
        self.labels: dict[str, QLabel] = {k: QLabel() for k in
                                          ("target", "death", "circ", "lend_to", "until")}
        form = QGridLayout(self.write_box)
        form.addWidget(self.labels["target"], 0, 0)
        form.addWidget(self.write_target, 0, 1, 1, 2)
        form.addWidget(self.death_timed, 1, 0, 1, 3)
        form.addWidget(self.death_day, 2, 1)
        form.addWidget(self.death_time, 2, 2)
        form.addWidget(self.labels["circ"], 3, 0, 1, 3)
        form.addWidget(self.circumstances, 4, 0, 1, 3)
        form.addWidget(self.light_corpse, 5, 0, 1, 3)
        form.addWidget(self.write_button, 6, 0, 1, 3)
        form.addWidget(self.write_reason, 7, 0, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(2, 1)
        self.death_timed.toggled.connect(self._timed_toggled)
        self._timed_toggled(False)
        # eyes, lend, give away, destroy
        self.eyes_button = QPushButton()
        self.eyes_button.setObjectName("action-eyes")
        self.lend_to = QComboBox()
        self.lend_to.setObjectName("lend-to")
        self.lend_day, self.lend_time = _moment_fields()
        # a later start ("from 17:00 to 23:00"), where the table's rules allow one
        self.lend_later = QCheckBox()
        self.lend_later.setObjectName("lend-later")
        self.lend_from_day, self.lend_from_time = _moment_fields()
        self.lend_later.toggled.connect(self._later_toggled)
        self.lend_button = QPushButton()
        self.lend_button.setObjectName("action-lend")
        self.give_button = QPushButton()
        self.give_button.setObjectName("action-give_away")
        self.destroy_button = QPushButton()
        self.destroy_button.setObjectName("action-destroy")
        self.destroy_button.setProperty("danger", True)
        self.other_reason = QLabel()
        self.other_reason.setProperty("reason", True)
        self.other_reason.setWordWrap(True)
        lend = QGridLayout()
        lend.addWidget(self.labels["lend_to"], 0, 0)
        lend.addWidget(self.lend_to, 0, 1, 1, 2)
        lend.addWidget(self.labels["until"], 1, 0, 1, 3)
        lend.addWidget(self.lend_day, 2, 1)
        lend.addWidget(self.lend_time, 2, 2)
        lend.addWidget(self.lend_later, 3, 0, 1, 3)
        lend.addWidget(self.lend_from_day, 4, 1)
        lend.addWidget(self.lend_from_time, 4, 2)
        lend.addWidget(self.lend_button, 5, 0, 1, 3)
        lend.setColumnStretch(1, 1)
        lend.setColumnStretch(2, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.eyes_button)
        buttons.addWidget(self.give_button)
        buttons.addWidget(self.destroy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.entries)
        layout.addWidget(self.write_box)
        layout.addLayout(lend)
        layout.addLayout(buttons)
        layout.addWidget(self.other_reason)
        self.write_button.clicked.connect(self._write)
        self.eyes_button.clicked.connect(self._eyes)
        self.lend_button.clicked.connect(self._lend)
        self.give_button.clicked.connect(self._give)
        self.destroy_button.clicked.connect(self._destroy)
        self._rows: dict[str, dict[str, Any]] = {}
        self._day = 0
        self._later_allowed = False
        self._later_toggled(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Death Note"))
        self.write_box.setTitle(self.tr("Write a name"))
        self.labels["target"].setText(self.tr("Name:"))
        self.death_timed.setText(self.tr("Set the death time (game day, time)"))
        self.labels["circ"].setText(self.tr("Circumstances (optional):"))
        self.circumstances.setPlaceholderText(self.tr("e.g. falls asleep and never wakes up"))
        self.light_corpse.setText(self.tr("Light corpse (his role is shown)"))
        self.write_button.setText(self.tr("Write"))
        self.eyes_button.setText(self.tr("Eyes…"))
        self.labels["lend_to"].setText(self.tr("Lend to:"))
        self.labels["until"].setText(self.tr("Until (game day, time):"))
        self.lend_later.setText(self.tr("Start later (game day, time):"))
        self.lend_button.setText(self.tr("Lend the notebook"))
        self.give_button.setText(self.tr("Give away…"))
        self.destroy_button.setText(self.tr("Destroy…"))
        self.entries.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Written"),
                                                self.tr("Death"), self.tr("Circumstances")])

    def _later_toggled(self, on: bool) -> None:
        self.lend_from_day.setEnabled(on)
        self.lend_from_time.setEnabled(on)

    def _timed_toggled(self, on: bool) -> None:
        self.death_day.setEnabled(on)
        self.death_time.setEnabled(on)

    def update_view(self, view: dict[str, Any]) -> None:
        book = view.get("notebook") or {}
        self._rows = {row["action"]: row for row in view.get("actions") or []
                      if row["action"] in NOTEBOOK_ACTIONS}
        self._day = int((view.get("clock") or {}).get("game_day", 0))
        parts = []
        if book.get("holding"):
            parts.append(self.tr("You own the notebook.") if book.get("owner")
                         else self.tr("You hold a borrowed notebook."))
        if book.get("eyes"):
            parts.append(self.tr("You have the eyes: you may write anybody at any time."))
        elif book.get("holding"):
            parts.append(self.tr("No eyes: only nominees, in the write window."))
        if "written_today" in book:
            parts.append(self.tr("Names written today: %1 of 1.")
                         .replace("%1", str(book["written_today"])))
        loan = book.get("loan")
        if loan:
            parts.append(self.tr("Lent to %1 from %2 until %3.").replace("%1", loan["to"])
                         .replace("%2", loan["from"]).replace("%3", loan["until"]))
        self.status.setText(" ".join(parts))
        entries = book.get("entries") or []
        self.entries.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            cells = [entry.get("target", ""), entry.get("written_at", ""),
                     entry.get("death_at") or self.tr("at once"), entry.get("circumstances") or ""]
            for column, text in enumerate(cells):
                self.entries.setItem(row, column, QTableWidgetItem(str(text)))
        self.entries.setVisible(bool(entries))
        self._fill(self.write_target, self._rows.get("write", {}).get("targets") or [])
        self._fill(self.lend_to, self._rows.get("lend", {}).get("targets") or [])
        if self.death_day.value() < self._day:
            self.death_day.setValue(self._day)
        if self.lend_day.value() < self._day:
            self.lend_day.setValue(self._day)
        if self.lend_from_day.value() < self._day:
            self.lend_from_day.setValue(self._day)
        self._later_allowed = bool((view.get("rules") or {}).get("lend_start_time"))
        self._enable(self.write_button, "write", self.write_reason)
        reasons = []
        for button, action in ((self.eyes_button, "eyes"), (self.lend_button, "lend"),
                               (self.give_button, "give_away"),
                               (self.destroy_button, "destroy")):
            reason = self._enable(button, action, None)
            if reason and action in self._rows:
                reasons.append(f"{action_label(action)}: {reason}")
        self.other_reason.setText("\n".join(reasons))
        self.other_reason.setVisible(bool(reasons))
        self.write_box.setVisible("write" in self._rows and not self.panel.read_only)
        acting = not self.panel.read_only
        for widget in (self.lend_to, self.lend_day, self.lend_time, self.lend_button,
                       self.labels["lend_to"], self.labels["until"]):
            widget.setVisible("lend" in self._rows and acting)
        for widget in (self.lend_later, self.lend_from_day, self.lend_from_time):
            widget.setVisible("lend" in self._rows and acting and self._later_allowed)
        self.give_button.setVisible("give_away" in self._rows and acting)
        self.eyes_button.setVisible("eyes" in self._rows and acting)
        self.destroy_button.setVisible("destroy" in self._rows and acting)
        self.other_reason.setVisible(bool(reasons) and acting)

    @staticmethod
    def _fill(combo: QComboBox, names: list[str]) -> None:
        chosen = combo.currentText()
        combo.blockSignals(True)
        combo.clear()
        combo.addItems(names)
        if chosen in names:
            combo.setCurrentText(chosen)
        combo.blockSignals(False)

    def _enable(self, button: QPushButton, action: str, label: QLabel | None) -> str:
        row = self._rows.get(action)
        legal = bool(row and row.get("legal"))
        button.setEnabled(legal and not self.panel.read_only)
        if button is self.write_button or button is self.lend_button:
            button.setProperty("primary", legal)
            button.style().unpolish(button)
            button.style().polish(button)
        reason = "" if legal or not row else reason_text(row.get("reason"))
        if label is not None:
            label.setText(reason)
            label.setVisible(bool(reason))
        return reason

    def _write(self) -> None:
        target = self.write_target.currentText()
        if not target:
            return
        fields: dict[str, Any] = {"target": target}
        if self.death_timed.isChecked():
            fields["death_at"] = _moment_text(self.death_day.value(),
                                              self.death_time.time().toString("HH:mm"))
        if self.circumstances.text().strip():
            fields["circumstances"] = self.circumstances.text().strip()
        if self.light_corpse.isChecked():
            fields["light_corpse"] = True
        self.panel.send("write", **fields)

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _eyes(self) -> None:
        if self._confirm(self.tr("Take the eyes"),
                         self.tr("Taking the shinigami eyes is irreversible. You will be able "
                                 "to write anybody at any time. Take them?")):
            self.panel.send("eyes")

    def _lend(self) -> None:
        to = self.lend_to.currentText()
        if to:
            fields: dict[str, Any] = {"to": to, "until": _moment_text(
                self.lend_day.value(), self.lend_time.time().toString("HH:mm"))}
            if self._later_allowed and self.lend_later.isChecked():
                fields["start"] = _moment_text(self.lend_from_day.value(),
                                               self.lend_from_time.time().toString("HH:mm"))
            self.panel.send("lend", **fields)

    def _give(self) -> None:
        if self._confirm(self.tr("Give the notebook away"),
                         self.tr("The notebook leaves your hands for good and goes to a random "
                                 "living player. Give it away?")):
            self.panel.send("give_away")

    def _destroy(self) -> None:
        if self._confirm(self.tr("Destroy the notebook"),
                         self.tr("The notebook will be destroyed for good. Destroy it?")):
            self.panel.send("destroy")


class PlayerPanel(QWidget):
    """A seat's screen. ``link``: a QtTableClient or LocalTableClient (None when
    read-only: views come by ``show_view``)."""

    intentSent = Signal(str, object)  # action, fields (after sending)
    answerShown = Signal(bool, str)  # ok, text — the feedback line

    def __init__(self, app: Any, link: Any = None, *, read_only: bool = False,
                 can_ask: bool = True, quiet: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.link = link
        # quiet (hot-seat): no sound, no window alert — the whole room would hear who had
        # something private happen on his turn
        self.quiet = quiet
        self.read_only = read_only or link is None
        self.can_ask = can_ask and not self.read_only  # hot-seat: nobody hosts to ask
        self.view: dict[str, Any] | None = None
        self._pending: dict[int, str] = {}
        self._seen_phase: tuple[Any, ...] | None = None
        self._seen_private = -1
        self._seen_over = False
        self._build()
        if link is not None:
            link.viewChanged.connect(self.show_view)
            link.acked.connect(self._acked)
            link.refused.connect(self._refused)
            if getattr(link, "view", None):
                self.show_view(link.view)
        self.retranslate()

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        self.clock = ClockBar(self)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.hide()
        # left: role card, notebook, results
        self.role_box = QGroupBox()
        self.role_icon = QLabel()
        self.role_title = QLabel()
        self.role_title.setFont(theme.big_font(16, bold=True))
        self.role_team = QLabel()
        self.role_rules = QLabel()
        self.role_rules.setWordWrap(True)
        self.role_rules.setProperty("hint", True)
        self.role_extra = QLabel()
        self.role_extra.setWordWrap(True)
        self.my_status = QLabel()
        self.my_status.setWordWrap(True)
        head = QHBoxLayout()
        head.addWidget(self.role_icon)
        titles = QVBoxLayout()
        titles.addWidget(self.role_title)
        titles.addWidget(self.role_team)
        head.addLayout(titles, 1)
        card = QVBoxLayout(self.role_box)
        card.addLayout(head)
        card.addWidget(self.role_rules)
        card.addWidget(self.role_extra)
        card.addWidget(self.my_status)
        self.notebook = NotebookPanel(self)
        self.notebook.hide()
        self.results_box = QGroupBox()
        self.results = QLabel()
        self.results.setWordWrap(True)
        QVBoxLayout(self.results_box).addWidget(self.results)
        self.results_box.hide()
        left_inner = QWidget()
        left_inner.setMinimumWidth(0)
        left = QVBoxLayout(left_inner)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.role_box)
        left.addWidget(self.notebook)
        left.addWidget(self.results_box)
        left.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setWidget(left_inner)
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left_scroll.setMinimumWidth(400)
        # centre: tabs
        self.tabs = QTabWidget()
        self.game_log = EventLog()
        self.chat_input = QLineEdit()
        self.chat_input.setObjectName("chat-input")
        self.chat_send = QPushButton()
        self.chat_send.setObjectName("chat-send")
        self.chat_tab = self._log_tab(self.game_log, self.chat_input, self.chat_send)
        self.mafia_log = EventLog()
        self.mafia_members = QLabel()
        self.mafia_members.setWordWrap(True)
        self.mafia_input = QLineEdit()
        self.mafia_input.setObjectName("mafia-input")
        self.mafia_send = QPushButton()
        self.mafia_send.setObjectName("mafia-send")
        self.mafia_tab = self._log_tab(self.mafia_log, self.mafia_input, self.mafia_send,
                                       top=self.mafia_members)
        self.private_log = EventLog()
        self.private_tab = self._log_tab(self.private_log, None, None)
        self.host_text = QTextBrowser()
        self.ask_input = QLineEdit()
        self.ask_input.setObjectName("ask-input")
        self.ask_send = QPushButton()
        self.ask_send.setObjectName("ask-send")
        self.host_tab = self._log_tab(self.host_text, self.ask_input, self.ask_send)
        self.rules_text = QTextBrowser()
        self.rules_text.setObjectName("table-rules")
        self.rules_tab = self._log_tab(self.rules_text, None, None)
        self._rules_shown: Any = None
        self.tabs.addTab(self.chat_tab, "")
        self.tabs.addTab(self.private_tab, "")
        self.tabs.addTab(self.host_tab, "")
        self.tabs.addTab(self.rules_tab, "")
        self.chat_send.clicked.connect(lambda: self._say(self.chat_input, "game"))
        self.chat_input.returnPressed.connect(lambda: self._say(self.chat_input, "game"))
        self.mafia_send.clicked.connect(lambda: self._say(self.mafia_input, "mafia"))
        self.mafia_input.returnPressed.connect(lambda: self._say(self.mafia_input, "mafia"))
        self.ask_send.clicked.connect(self._ask)
        self.ask_input.returnPressed.connect(self._ask)
        # right: players, actions
        self.players = PlayerTable()
        self.actions_box = QGroupBox()
        self.actions_layout = QVBoxLayout(self.actions_box)
        self.no_actions = QLabel()
        self.no_actions.setProperty("hint", True)
        self.no_actions.setWordWrap(True)
        self.actions_layout.addWidget(self.no_actions)
        self.action_rows: dict[str, _TargetAction] = {}
        self.players_box = QGroupBox()
        QVBoxLayout(self.players_box).addWidget(self.players)
        right_inner = QWidget()
        right = QVBoxLayout(right_inner)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.actions_box)
        right.addWidget(self.players_box, 1)
        self.feedback = QLabel()
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.feedback.hide()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left_scroll)
        splitter.addWidget(self.tabs)
        splitter.addWidget(right_inner)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 1)
        splitter.setSizes([400, 370, 510])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.clock)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.feedback)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        for widget in (self.chat_input, self.chat_send, self.mafia_input, self.mafia_send):
            widget.setVisible(not self.read_only)
        for widget in (self.ask_input, self.ask_send):
            widget.setVisible(self.can_ask)
        self._shortcuts()

    def _log_tab(self, log: QWidget, line: QLineEdit | None, button: QPushButton | None,
                 top: QWidget | None = None) -> QWidget:
        tab = QWidget()
        box = QVBoxLayout(tab)
        if top is not None:
            box.addWidget(top)
        box.addWidget(log, 1)
        if line is not None and button is not None:
            row = QHBoxLayout()
            row.addWidget(line, 1)
            row.addWidget(button)
            box.addLayout(row)
        return tab

    def _shortcuts(self) -> None:
        if self.read_only:
            return
        for index, key in enumerate(("Alt+1", "Alt+2", "Alt+3", "Alt+4")):
            QShortcut(QKeySequence(key), self, lambda i=index: self.tabs.setCurrentIndex(
                min(i, self.tabs.count() - 1)))
        QShortcut(QKeySequence("Ctrl+Shift+S"), self, lambda: self._quick("sleep"))
        QShortcut(QKeySequence("Ctrl+Shift+A"), self, lambda: self._quick("abstain"))
        QShortcut(QKeySequence("Ctrl+L"), self, self.chat_input.setFocus)

    def retranslate(self) -> None:
        self.role_box.setTitle(self.tr("Your role"))
        self.results_box.setTitle(self.tr("Your results"))
        self.actions_box.setTitle(self.tr("What you can do now"))
        self.players_box.setTitle(self.tr("Players"))
        self.chat_input.setPlaceholderText(self.tr("Say something to everybody… (Ctrl+L)"))
        self.chat_send.setText(self.tr("Send"))
        self.mafia_input.setPlaceholderText(self.tr("Only the mafia reads this…"))
        self.mafia_send.setText(self.tr("Send"))
        self.ask_input.setPlaceholderText(self.tr("A question to the host (only the host sees "
                                                  "who asks)…"))
        self.ask_send.setText(self.tr("Ask the host"))
        self.no_actions.setText(self.tr("Nothing to do right now."))
        self.notebook.retranslate()
        self._tab_titles()
        self._rules_shown = None  # the rules of the table in the new language
        if self.view is not None:
            self._render(self.view)

    def _tab_titles(self) -> None:
        titles = {self.chat_tab: self.tr("Chat"), self.mafia_tab: self.tr("Mafia"),
                  self.private_tab: self.tr("Private"), self.host_tab: self.tr("Host"),
                  self.rules_tab: self.tr("Rules")}
        for index in range(self.tabs.count()):
            widget = self.tabs.widget(index)
            if widget in titles:
                self.tabs.setTabText(index, titles[widget])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ views

    def show_view(self, view: dict[str, Any]) -> None:
        previous = self.view
        self.view = view
        self._render(view)
        if previous is None and view.get("kind") == "lobby":
            self.tabs.setCurrentWidget(self.rules_tab)  # before the start: the rules first
        if not self.read_only:
            self._cues(previous, view)

    def _render(self, view: dict[str, Any]) -> None:
        self.clock.set_view(view)
        self.players.set_view(view)
        lobby = view.get("kind") == "lobby"
        me = view.get("me") if isinstance(view.get("me"), dict) else None
        self._render_role(view, me, lobby)
        mafia = view.get("mafia")
        has_mafia_tab = self.tabs.indexOf(self.mafia_tab) >= 0
        if mafia and not has_mafia_tab:
            self.tabs.insertTab(1, self.mafia_tab, "")
        elif not mafia and has_mafia_tab:
            self.tabs.removeTab(self.tabs.indexOf(self.mafia_tab))
        self._tab_titles()
        if mafia:
            boss = mafia.get("boss") or self.tr("none")
            members = ", ".join(mafia.get("members") or [])
            if preset_of(view).value == "classic":  # a family, its Don and its killer
                text = self.tr("Your family: %1. Don: %2.").replace("%1", members).replace(
                    "%2", boss)
                if mafia.get("killer"):
                    text += " " + self.tr("Killer: %1.").replace("%1", mafia["killer"])
            else:
                text = self.tr("Your mafia: %1. Boss: %2.").replace("%1", members).replace(
                    "%2", boss)
            if mafia.get("no_boss_tonight"):
                text += " " + self.tr("No boss tonight: no shot; any of you may search.")
            self.mafia_members.setText(text)
            self.mafia_log.merge(mafia.get("channel") or [], int(mafia.get("channel_from", 0)))
        self.game_log.merge(view.get("events") or [], int(view.get("events_from", 0)))
        self.private_log.merge(view.get("messages") or [], int(view.get("messages_from", 0)))
        self._render_results(view)
        self._render_host(view)
        self._render_rules(view)
        self._render_actions(view, me)
        book = view.get("notebook")
        self.notebook.setVisible(bool(book))
        if book:
            self.notebook.update_view(view)
        alive = bool(me and me.get("alive"))
        over = (view.get("clock") or {}).get("phase") == "over"
        can_talk = not self.read_only and not lobby and alive and not over
        for widget in (self.chat_input, self.chat_send, self.mafia_input, self.mafia_send):
            widget.setEnabled(can_talk)
        for widget in (self.ask_input, self.ask_send):
            # a lobby view's "me" is the seat's name, None for a spectator (who may not ask)
            widget.setEnabled(self.can_ask and (me is not None or (lobby and bool(view.get("me")))))

    def _render_role(self, view: dict[str, Any], me: dict[str, Any] | None,
                     lobby: bool) -> None:
        if lobby or me is None:
            self.role_icon.setPixmap(theme.pixmap("role-unknown", 56, self.devicePixelRatioF()))
            self.role_title.setStyleSheet("")
            self.role_team.setText("")
            self.role_extra.setText("")
            self.my_status.setText("")
            title, rules = self._registration_texts(view, lobby)
            self.role_title.setText(title)
            self.role_rules.setText(rules)
            return
        role = me.get("role")
        self.role_icon.setPixmap(theme.pixmap(theme.role_icon_name(role), 56,
                                              self.devicePixelRatioF()))
        title = role_name(role)
        mafia = view.get("mafia") or {}
        if role == "mafia" and mafia.get("boss") == me.get("name"):
            title = role_name("mafia_boss")
        self.role_title.setText(title)
        team = me.get("team", "")
        colour = theme.TEAM_COLORS.get(team, "#444")
        self.role_title.setStyleSheet(f"color: {colour};")
        self.role_team.setText(self.tr("You play for: %1").replace("%1", team_name(team)))
        self.role_rules.setText(role_rules(role, preset_of(view).value))
        extra = []
        if me.get("team") == "kira" and role != "kira":
            extra.append(self.tr("You now play for Kira's side alone."))
        self.role_extra.setText(" ".join(extra))
        self.role_extra.setVisible(bool(extra))
        status = []
        winner = view.get("winner")
        if winner:
            status.append("<b>" + winner_text(winner, view.get("end_reason")) + "</b>")
        if not me.get("alive"):
            status.append(self.tr("You are dead: you may read, but not act."))
        if me.get("nomination"):
            status.append(self.tr("You nominate %1.").replace("%1", me["nomination"]))
        if me.get("vote"):
            status.append(self.tr("Your vote: %1.").replace("%1", me["vote"]))
        elif me.get("abstained"):
            status.append(self.tr("You abstain."))
        status += self._classic_status(view)
        left = me.get("vote_changes_left")
        if (view.get("clock") or {}).get("phase") == "vote" and left is not None:
            status.append(self.tr("Vote changes left: %n", "", int(left)))
        self.my_status.setText("<br>".join(status))

    def _classic_status(self, view: dict[str, Any]) -> list[str]:
        """A classic seat's own state: his vest, a knock-out, an offer, shots left."""
        seat = view.get("classic") or {}
        lines = []
        if seat.get("vest"):
            lines.append(self.tr("You wear a bulletproof vest."))
        if seat.get("knocked_out"):
            lines.append(self.tr("You are knocked out until nightfall: no night action, no "
                                 "vote."))
        if seat.get("offer_from"):
            lines.append(self.tr("%1 offers you to join the mafia.").replace(
                "%1", str(seat["offer_from"])))
        if seat.get("shots_left") is not None:
            lines.append(self.tr("Shots left: %1").replace("%1", str(seat["shots_left"])))
        if seat.get("conceded"):
            lines.append(self.tr("You have conceded."))
        return lines

    def _registration_texts(self, view: dict[str, Any], lobby: bool) -> tuple[str, str]:
        """The card of a seat without a role yet: his place at the table and what it means."""
        registration = view.get("registration") or {}
        place = registration.get("place")
        if place == "pending":
            return (self.tr("Waiting for the host's approval"), self.tr(
                "The host approves or refuses each player of this table. You may read the "
                "rules of the table meanwhile."))
        if place == "reserve":
            if lobby:
                return (self.tr("You are a reserve"), self.tr(
                    "You wait outside the game: when a player is removed, the first reserve "
                    "takes his place. Until then you watch the game as a spectator."))
            return (self.tr("You are a reserve"), self.tr(
                "You watch the game as a spectator until you take a removed player's place; "
                "then your role comes here."))
        if lobby:
            return (self.tr("Not dealt yet"),
                    self.tr("Roles are dealt when the host starts the game."))
        return self.tr("Spectator"), ""

    def _render_rules(self, view: dict[str, Any]) -> None:
        """The rules of the table; rendered again only when they change (they are frozen
        once the game starts)."""
        key = (preset_of(view).value, repr(view.get("rules")), repr(view.get("deal_counts")))
        if key == self._rules_shown:
            return
        self._rules_shown = key
        self.rules_text.setHtml(rules_html(view))

    def _render_results(self, view: dict[str, Any]) -> None:
        results = view.get("results") or []
        self.results_box.setVisible(bool(results))
        lines = []
        for r in results:
            answer = r.get("answer")
            shown = yes_no(answer) if answer in ("yes", "no") else role_name(answer)
            if r.get("kind") in ("l_check", "commissar_check"):
                line = self.tr("%1 — check of %2: %3")
            else:
                line = self.tr("%1 — notebook search on %2: %3")
            lines.append(line.replace("%1", str(r.get("at", ""))).replace(
                "%2", str(r.get("target", ""))).replace("%3", shown))
        self.results.setText("\n".join(lines))

    def _render_host(self, view: dict[str, Any]) -> None:
        import html

        parts = []
        schedule = view.get("schedule") or {}
        if schedule:
            parts.append("<h3>" + html.escape(self.tr("The day's schedule")) + "</h3><ul>")
            for phase in schedule.get("phases") or []:
                line = self.tr("%1: %2–%3").replace("%1", phase_name(phase.get("phase"))) \
                    .replace("%2", phase.get("from", "")).replace("%3", phase.get("to", ""))
                if phase.get("seconds"):
                    line += " · " + self.tr("%n real minute(s)", "",
                                            max(1, round(phase["seconds"] / 60)))
                parts.append(f"<li>{html.escape(line)}</li>")
            window = schedule.get("write_window")
            if window and preset_of(view).value == "deathnote":  # the notebook's window
                parts.append("<li>" + html.escape(self.tr("Notebook write window (without the "
                                                          "eyes): %1–%2").replace("%1", window[0])
                                                  .replace("%2", window[1])) + "</li>")
            parts.append("</ul>")
            if schedule.get("note"):
                parts.append("<p><i>" + html.escape(schedule["note"]) + "</i></p>")
        announcements = view.get("announcements") or []
        if announcements:
            parts.append("<h3>" + html.escape(self.tr("From the host")) + "</h3>")
            for a in announcements:
                if a.get("question"):
                    parts.append("<p>" + html.escape(self.tr("Q: %1").replace(
                        "%1", a["question"])) + "<br><b>" + html.escape(self.tr("A: %1").replace(
                            "%1", a.get("answer") or "")) + "</b></p>")
                else:
                    parts.append("<p><b>" + html.escape(a.get("answer") or "") + "</b></p>")
        questions = view.get("questions") or []
        if questions:
            parts.append("<h3>" + html.escape(self.tr("Your questions")) + "</h3>")
            for q in questions:
                answer = q.get("answer")
                shown = (self.tr("answered publicly") if q.get("public") else answer) \
                    if answer else self.tr("waiting for the host…")
                parts.append("<p>" + html.escape(q.get("text", "")) + "<br><i>"
                             + html.escape(shown or "") + "</i></p>")
        self.host_text.setHtml("".join(parts))

    def _render_actions(self, view: dict[str, Any], me: dict[str, Any] | None) -> None:
        rows = [r for r in view.get("actions") or [] if r["action"] not in OWN_PLACE]
        if self.read_only:
            rows = []
        wanted = [r["action"] for r in rows]
        for action in list(self.action_rows):
            if action not in wanted:
                widget = self.action_rows.pop(action)
                self.actions_layout.removeWidget(widget)
                widget.deleteLater()
        # legal ones first, then the others with their reasons
        rows.sort(key=lambda r: not r.get("legal"))
        for index, row in enumerate(rows):
            widget = self.action_rows.get(row["action"])
            if widget is None:
                widget = _TargetAction(row["action"], self)
                self.action_rows[row["action"]] = widget
            self.actions_layout.insertWidget(index, widget)
            widget.update_row(row)
        self.no_actions.setVisible(not any(r.get("legal") for r in rows))
        self.actions_box.setVisible(not self.read_only)

    def _cues(self, previous: dict[str, Any] | None, view: dict[str, Any]) -> None:
        clock = view.get("clock") or {}
        key = (view.get("kind"), clock.get("phase"), clock.get("game_day"),
               bool(clock.get("runoff")))
        private = len(view.get("messages") or []) + int(view.get("messages_from", 0)) \
            + len(view.get("results") or [])
        if previous is not None and self._seen_phase is not None and key != self._seen_phase:
            if clock.get("phase") == "over":
                self.flash(winner_text(view.get("winner"), view.get("end_reason")), "over")
                self.app.sounds.play(Cue.OVER)
            else:
                self.flash(phase_name(clock.get("phase")), clock.get("phase") or "")
                self.app.sounds.play(Cue.PHASE)
        elif previous is not None and self._seen_private >= 0 and private > self._seen_private:
            if not self.quiet:
                self.app.sounds.play(Cue.PRIVATE)
            index = self.tabs.indexOf(self.private_tab)
            if self.tabs.currentIndex() != index:
                self.tabs.tabBar().setTabTextColor(index, Qt.GlobalColor.red)
        self._seen_phase = key
        self._seen_private = private
        window = self.window()
        if window is not None and previous is not None and not self.quiet:
            self.app.qapp.alert(window, 1500)

    def show_notice(self, text: str) -> None:
        """A message that stays (the table turned this window away)."""
        self._banner_timer.stop()
        self.banner.setStyleSheet("background: #a93226; color: white; font-size: 14pt; "
                                  "font-weight: 600; padding: 8px; border-radius: 6px;")
        self.banner.setText(text)
        self.banner.show()

    def flash(self, text: str, phase: str) -> None:
        colour = theme.PHASE_COLORS.get(phase, theme.ACCENT)
        self.banner.setStyleSheet(f"background: {colour}; color: white; font-size: 18pt; "
                                  "font-weight: 600; padding: 8px; border-radius: 6px;")
        self.banner.setText(text)
        self.banner.show()
        self._banner_timer.start(4000)

    # ------------------------------------------------------------------ intents

    def send(self, action: str, **fields: Any) -> int | None:
        if self.read_only or self.link is None:
            return None
        seq = self.link.act(action, **fields)
        self._pending[seq] = action
        self.intentSent.emit(action, fields)
        return seq

    def _quick(self, action: str) -> None:
        row = self.action_rows.get(action)
        if row is not None and row.button.isEnabled():
            row.button.click()

    def _say(self, line: QLineEdit, channel: str) -> None:
        text = line.text().strip()
        if not text:
            return
        if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
            self._show_feedback(False, self.tr("The text is too long (at most %n bytes).", "",
                                               MAX_TEXT_BYTES))
            return
        if self.send("say", text=text, channel=channel) is not None:
            line.clear()

    def _ask(self) -> None:
        # a question must be printable and short, or the host drops the connection
        text = " ".join("".join(" " if unicodedata.category(ch)[0] == "C" else ch
                                for ch in self.ask_input.text()).split())
        if not text or self.link is None:
            return
        if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
            self._show_feedback(False, self.tr("The text is too long (at most %n bytes).", "",
                                               MAX_TEXT_BYTES))
            return
        seq = self.link.ask(text)
        self._pending[seq] = "ask"
        self.ask_input.clear()

    def _acked(self, seq: int) -> None:
        action = self._pending.pop(seq, None)
        if action is None or action == "say":
            return
        if action == "ask":
            self._show_feedback(True, self.tr("Your question was sent to the host."))
        else:
            self._show_feedback(True, self.tr("Done: %1.").replace("%1", action_label(action)))

    def _refused(self, seq: int, code: str, message: str, params: Any) -> None:
        action = self._pending.pop(seq, None)
        text = refused_text(code, message, params)
        if action is None:  # not one of this panel's (e.g. sent before a reconnect)
            self._show_feedback(False, text)
            return
        label = self.tr("Question") if action == "ask" else action_label(action)
        self._show_feedback(False, self.tr("%1 refused: %2").replace("%1", label)
                            .replace("%2", text))

    def _show_feedback(self, ok: bool, text: str) -> None:
        colour = "#2f7a3f" if ok else "#a93226"
        self.feedback.setStyleSheet(f"color: white; background: {colour}; padding: 6px; "
                                    "border-radius: 4px;")
        self.feedback.setText(text)
        self.feedback.show()
        self.answerShown.emit(ok, text)

    def visible_text(self) -> str:
        """Everything this panel shows as text (tests: what the seat sees)."""
        out = []
        for label in self.findChildren(QLabel):
            out.append(label.text())
        for browser in self.findChildren(QTextBrowser):
            out.append(browser.toPlainText())
        for table in self.findChildren(QTableWidget):
            for row in range(table.rowCount()):
                for column in range(table.columnCount()):
                    item = table.item(row, column)
                    if item is not None:
                        out.append(item.text())
        for combo in self.findChildren(QComboBox):
            out.extend(combo.itemText(i) for i in range(combo.count()))
        return "\n".join(out)


class PlayerWindow(QMainWindow):
    """The player's main window: the panel plus the connection's status, always visible."""

    def __init__(self, app: Any, link: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.link = link
        self.panel = PlayerPanel(app, link, parent=self)
        self.setCentralWidget(self.panel)
        self.connection = QLabel()
        self.connection.setObjectName("connection")
        self.statusBar().addPermanentWidget(self.connection)
        self.resize(1280, 800)
        if link.parent() is None:
            link.setParent(self)  # the connection lives as long as its window
        link.stateChanged.connect(self._state_changed)
        link.errorReceived.connect(self._error)
        self._error_text = ""
        self.retranslate()

    def retranslate(self) -> None:
        table = (getattr(self.link, "table", None) or {}).get("name") or "DN Mafia"
        self.setWindowTitle(self.tr("%1 — %2 — DN Mafia").replace("%1", self.link.name)
                            .replace("%2", table))
        self._status()

    def _state_changed(self, _state: str) -> None:
        self._status()

    def _status(self) -> None:
        state = str(getattr(self.link.state, "value", self.link.state))
        texts = {
            "connected": self.tr("● Connected"),
            "connecting": self.tr("○ Connecting…"),
            "reconnecting": self.tr("◌ Connection lost — reconnecting…"),
            "disconnected": self.tr("○ Not connected"),
            "closed": self.tr("✕ Disconnected"),
        }
        colours = {"connected": "#2f7a3f", "reconnecting": "#c0392b", "closed": "#a93226"}
        text = texts.get(state, state)
        if self._error_text and state != "connected":
            text += " — " + self._error_text
        self.connection.setText(text)
        self.connection.setStyleSheet(f"color: {colours.get(state, '#6f6a60')}; "
                                      "font-weight: 600; padding: 0 8px;")

    def _error(self, code: str, message: str) -> None:
        self._error_text = link_error(code, message)
        self.statusBar().showMessage(self._error_text, 15000)
        if code in FATAL:  # the link gives up: he is not at the table any more
            self.panel.show_notice(self._error_text)
        self._status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:
        self.link.close()
        super().closeEvent(event)


__all__ = ["PlayerPanel", "PlayerWindow", "event_text"]
