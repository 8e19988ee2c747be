"""The notebook panel of a player's window, for its holder only: the entries he wrote,
and write, eyes, lend (with a later start where the rules allow), give away, destroy —
the steps whose rows say they cannot be undone (``irreversible``) ask for confirmation.

Owns ``NotebookPanel``. Shows the seat's ``notebook`` part and
the rows of its place (``place``: notebook, ``engine.act_places``; read through
``desktop.view_access``) and sends intents
through its seat panel; never computes a rule. Must not import any window, nor engine
state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.moments import moment_text
from desktop.seat.action_list import IntentSender
from desktop.texts import action_label, reason_text
from desktop.view_access import View, actions_of, clock_of, notebook_of, rules_of
from desktop.widgets.target_choice import chosen_target, fill_targets
from engine.act_places import Place
from engine.clock import MINUTES_PER_DAY, calendar_day, parse_hhmm, parse_time, time_of_day
from engine.view_types import LegalAction


def _moment_text(day: int, hhmm: str) -> str:
    return f"d{day} {hhmm}"


def _moment_of(day: QSpinBox, time: QTimeEdit) -> int:
    """The moment two editors show, in game-clock minutes."""
    t = time.time()
    return day.value() * MINUTES_PER_DAY + t.hour() * 60 + t.minute()


def _show_moment(day: QSpinBox, time: QTimeEdit, moment: int) -> None:
    day.setValue(calendar_day(moment))
    minute = time_of_day(moment)
    time.setTime(QTime(minute // 60, minute % 60))


def next_full_hour(now: int) -> int:
    """The first full hour after ``now``: a death time or a loan start that is not past."""
    return (now // 60 + 1) * 60


def next_time_of_day(now: int, minute_of_day: int) -> int:
    """The next moment after ``now`` at ``minute_of_day`` (today's, or else tomorrow's)."""
    moment = calendar_day(now) * MINUTES_PER_DAY + minute_of_day
    return moment if moment > now else moment + MINUTES_PER_DAY


def _moment_fields() -> tuple[QSpinBox, QTimeEdit]:
    """A game-clock moment's two editors: the game day and the time."""
    day = QSpinBox()
    day.setRange(0, 999)
    time = QTimeEdit()
    time.setDisplayFormat("HH:mm")
    return day, time



class NotebookPanel(QGroupBox):
    """The notebook, for its holder only: entries he wrote, write, eyes, lend, give away,
    destroy (irreversible steps ask for confirmation)."""

    def __init__(self, panel: IntentSender, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.setObjectName("notebook")
        self._build_entries()
        self._build_write_box()
        buttons = self._build_other_acts()
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.entries)
        layout.addWidget(self.write_box)
        layout.addWidget(self.lend_box)
        layout.addLayout(buttons)
        layout.addWidget(self.other_reason)
        layout.addStretch(1)
        self.write_button.clicked.connect(self._write)
        self.eyes_button.clicked.connect(self._eyes)
        self.lend_button.clicked.connect(self._lend)
        self.give_button.clicked.connect(self._give)
        self.destroy_button.clicked.connect(self._destroy)
        self._rows: dict[str, LegalAction] = {}
        self._day = 0
        self._eyes_by_day = False
        self._later_allowed = False
        self._later_toggled(False)
        self.retranslate()

    def _build_entries(self) -> None:
        """The notebook's status line and its table of names written."""
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.entries = QTableWidget(0, 4)
        self.entries.verticalHeader().setVisible(False)
        self.entries.horizontalHeader().setStretchLastSection(True)
        self.entries.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        # the circumstances take the room left (elided), never pushed out of the view
        self.entries.horizontalHeader().setSectionResizeMode(
            3, QHeaderView.ResizeMode.Stretch)
        self.entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _build_write_box(self) -> None:
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
        # each label beside its fields, a row each: the panel has a tab of the chat's width
        # (in the role card's column it was squeezed and scrolled even at 1920×1080)
        form = QGridLayout(self.write_box)
        form.addWidget(self.labels["target"], 0, 0)
        form.addWidget(self.write_target, 0, 1, 1, 2)
        form.addWidget(self.death_timed, 1, 0)
        form.addWidget(self.death_day, 1, 1)
        form.addWidget(self.death_time, 1, 2)
        form.addWidget(self.labels["circ"], 2, 0)
        form.addWidget(self.circumstances, 2, 1, 1, 2)
        form.addWidget(self.light_corpse, 3, 0, 1, 2)
        form.addWidget(self.write_button, 3, 2)
        form.addWidget(self.write_reason, 4, 0, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(2, 1)
        self.death_timed.toggled.connect(self._timed_toggled)
        self._timed_toggled(False)

    def _build_other_acts(self) -> QHBoxLayout:
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
        self.lend_box = QGroupBox()
        lend = QGridLayout(self.lend_box)
        lend.addWidget(self.labels["lend_to"], 0, 0)
        lend.addWidget(self.lend_to, 0, 1, 1, 2)
        lend.addWidget(self.labels["until"], 1, 0)
        lend.addWidget(self.lend_day, 1, 1)
        lend.addWidget(self.lend_time, 1, 2)
        lend.addWidget(self.lend_later, 2, 0)
        lend.addWidget(self.lend_from_day, 2, 1)
        lend.addWidget(self.lend_from_time, 2, 2)
        lend.addWidget(self.lend_button, 3, 1, 1, 2)
        lend.setColumnStretch(1, 1)
        lend.setColumnStretch(2, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.eyes_button)
        buttons.addWidget(self.give_button)
        buttons.addWidget(self.destroy_button)
        buttons.addStretch(1)
        return buttons

    def retranslate(self) -> None:
        self.write_box.setTitle(self.tr("Write a name"))
        self.lend_box.setTitle(self.tr("Lend the notebook"))
        self.labels["target"].setText(self.tr("Name:"))
        self.death_timed.setText(self.tr("Death time:"))
        self.labels["circ"].setText(self.tr("Circumstances:"))
        self.circumstances.setPlaceholderText(self.tr("optional, e.g. a heart attack"))
        self.light_corpse.setText(self.tr("Light corpse (his role is shown)"))
        self.write_button.setText(self.tr("Write"))
        self.eyes_button.setText(self.tr("Eyes…"))
        self.labels["lend_to"].setText(self.tr("To:"))
        self.labels["until"].setText(self.tr("Until:"))
        self.lend_later.setText(self.tr("Start later:"))
        self.lend_button.setText(self.tr("Lend…"))
        self.give_button.setText(self.tr("Give away…"))
        self.destroy_button.setText(self.tr("Destroy…"))
        self.entries.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Written"),
                                                self.tr("Death"), self.tr("Circumstances")])

    def _fit_entries(self, rows: int) -> None:
        """The entries' table as tall as its rows, up to four (then it scrolls)."""
        header = self.entries.horizontalHeader().sizeHint().height()
        row = self.entries.verticalHeader().defaultSectionSize()
        self.entries.setFixedHeight(header + row * max(1, min(rows, 4)) + 4)

    def _later_toggled(self, on: bool) -> None:
        self.lend_from_day.setEnabled(on)
        self.lend_from_time.setEnabled(on)

    def _timed_toggled(self, on: bool) -> None:
        self.death_day.setEnabled(on)
        self.death_time.setEnabled(on)

    def update_view(self, view: View) -> None:
        book = notebook_of(view) or {}
        self._rows = {row["action"]: row for row in actions_of(view)
                      if row.get("place") == Place.NOTEBOOK}
        self._day = int(clock_of(view).get("game_day", 0))
        # an entry without a death time: with the eyes by day it comes due at once, else in
        # the night (RULES.md §3.1) — the confirmation says which
        self._eyes_by_day = bool(book.get("eyes")) and clock_of(view).get("phase") in (
            "day", "vote")
        self._show_book(book)
        self._fill(self.write_target, self._targets("write"))
        self._fill(self.lend_to, self._targets("lend"))
        self._default_moments(view)
        self._later_allowed = bool(rules_of(view).get("lend_start_time"))
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
        self.lend_box.setVisible("lend" in self._rows and acting)
        for widget in (self.lend_later, self.lend_from_day, self.lend_from_time):
            widget.setVisible("lend" in self._rows and acting and self._later_allowed)
        self.give_button.setVisible("give_away" in self._rows and acting)
        self.eyes_button.setVisible("eyes" in self._rows and acting)
        self.destroy_button.setVisible("destroy" in self._rows and acting)
        self.other_reason.setVisible(bool(reasons) and acting)

    def _show_book(self, book: dict[str, Any]) -> None:
        """The status line (what he holds, eyes, names today, a loan) and the names
        written."""
        parts = []
        if book.get("holding"):
            # a borrower learns neither whose it is nor until when (RULES.md §3.3)
            parts.append(self.tr("You own the notebook.") if book.get("owner")
                         else self.tr("You hold a borrowed notebook.") + " " + self.tr(
                             "You are not told whose it is nor until when: it may go back "
                             "at any moment."))
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
                         .replace("%2", moment_text(loan["from"]))
                         .replace("%3", moment_text(loan["until"])))
        self.status.setText(" ".join(parts))
        entries = book.get("entries") or []
        self.entries.setRowCount(len(entries))
        self._fit_entries(len(entries))
        for row, entry in enumerate(entries):
            cells = [entry.get("target", ""), moment_text(entry.get("written_at")),
                     moment_text(entry.get("death_at")) or self.tr("at once"),
                     entry.get("circumstances") or ""]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(str(text))
                item.setToolTip(str(text))  # whole, where the column elides it
                self.entries.setItem(row, column, item)
        self.entries.setVisible(bool(entries))

    def _default_moments(self, view: View) -> None:
        """A moment editor showing a past moment (at first: day 0, 00:00) moves to the next
        sensible one: a death time and a loan start to the next full hour, a loan's end to
        the next close of the vote (the end of a game day's business). A moment the player
        set that is still ahead stays."""
        try:
            now = parse_time(str(clock_of(view).get("now") or ""))
        except ValueError:
            return
        try:
            close = parse_hhmm(str(rules_of(view).get("vote_close") or "21:00"))
        except ValueError:
            close = 21 * 60
        for day, time, moment in (
                (self.death_day, self.death_time, next_full_hour(now)),
                (self.lend_from_day, self.lend_from_time, next_full_hour(now)),
                # (after a later start too: a loan must end after it begins)
                (self.lend_day, self.lend_time,
                 next_time_of_day(next_full_hour(now), close))):
            if _moment_of(day, time) <= now:
                _show_moment(day, time, moment)

    def _targets(self, action: str) -> list[str]:
        row = self._rows.get(action)
        return list(row.get("targets") or []) if row else []

    @staticmethod
    def _fill(combo: QComboBox, names: list[str]) -> None:
        fill_targets(combo, names)  # nobody written or lent to by default

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
        target = chosen_target(self.write_target)
        if target is None:
            self.write_target.showPopup()  # a name first
            return
        fields: dict[str, Any] = {"target": target}
        if self.death_timed.isChecked():
            fields["death_at"] = _moment_text(self.death_day.value(),
                                              self.death_time.time().toString("HH:mm"))
        if self.circumstances.text().strip():
            fields["circumstances"] = self.circumstances.text().strip()
        if self.light_corpse.isChecked():
            fields["light_corpse"] = True
        if "death_at" in fields:
            when = self.tr("%1 dies at %2.").replace("%1", target).replace(
                "%2", moment_text(fields["death_at"]))
        elif self._eyes_by_day:
            when = self.tr("%1 dies at once.").replace("%1", target)
        else:
            when = self.tr("%1 dies tonight; the morning's newspaper tells it.").replace(
                "%1", target)
        if self._confirm("write", self.tr("Write a name"), self.tr("Write %1 in the Death Note?")
                         .replace("%1", target) + "\n\n" + when + " "
                         + self.tr("A written name cannot be crossed out.")):
            self.panel.send("write", **fields)

    def entry_written(self) -> None:
        """The table took the entry: the form is empty for the next one."""
        self.circumstances.clear()
        self.light_corpse.setChecked(False)
        self.death_timed.setChecked(False)
        fill_targets(self.write_target, [])
        self._fill(self.write_target, self._targets("write"))

    def _confirm(self, action: str, title: str, text: str) -> bool:
        """Whether ``action`` may go: at once when its row says it can be undone, else when
        the player says yes to what it does."""
        if not (self._rows.get(action) or {}).get("irreversible"):
            return True
        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _eyes(self) -> None:
        if self._confirm("eyes", self.tr("Take the eyes"), self.tr(
                "Taking the shinigami eyes cannot be undone. You may then write anybody at "
                "any time — and from then on, whenever you hold the notebook, L's check sees "
                "you as Kira and the mafia's search finds the notebook on you. If you own the "
                "notebook, you play for Kira's side alone from then on. Take the eyes?")):
            self.panel.send("eyes")

    def _lend(self) -> None:
        to = chosen_target(self.lend_to)
        if to is None:
            self.lend_to.showPopup()
            return
        until = _moment_text(self.lend_day.value(), self.lend_time.time().toString("HH:mm"))
        fields: dict[str, Any] = {"to": to, "until": until}
        if self._later_allowed and self.lend_later.isChecked():
            start = _moment_text(self.lend_from_day.value(),
                                 self.lend_from_time.time().toString("HH:mm"))
            fields["start"] = start
            span = self.tr("from %1 until %2").replace("%1", moment_text(start))
        else:
            span = self.tr("from now until %2")
        span = span.replace("%2", moment_text(until))
        if self._confirm("lend", self.tr("Lend the notebook"), self.tr(
                "Lend the notebook to %1 %2? Until it comes back you cannot write, and you "
                "cannot take it back sooner. %1 is told only that a notebook was handed over "
                "for a while — not by whom, nor until when.").replace("%2", span)
                .replace("%1", to)):
            self.panel.send("lend", **fields)

    def _give(self) -> None:
        if self._confirm("give_away", self.tr("Give the notebook away"),
                         self.tr("The notebook leaves your hands for good and goes to a random "
                                 "living player. Give it away?")):
            self.panel.send("give_away")

    def _destroy(self) -> None:
        if self._confirm("destroy", self.tr("Destroy the notebook"),
                         self.tr("The notebook will be destroyed for good. Destroy it?")):
            self.panel.send("destroy")
