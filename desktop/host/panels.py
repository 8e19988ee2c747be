"""The host console's in-game panels: ``QuestionsPanel`` (questions from players, answered
privately or publicly, and announcements) and ``GodView`` (everything the engine knows,
only for a host who does not play).

The panels render a session's views and call its host-operator methods; never compute a
rule. Must not import any window, nor the rule editor.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import glossary, theme
from desktop.host.god_nights import history_html, tonight_html
from desktop.moments import moment_text
from desktop.texts import gendered, role_name, team_name
from desktop.view_access import genders_of
from desktop.widgets.events import EventLog
from desktop.widgets.table_fit import ColumnFitter
from netproto.session import TableSession

# ---------------------------------------------------------------------------- questions


class QuestionsPanel(QWidget):
    """Questions from players: answer one privately, or publish the answer (with the
    question, never the asker's name); and announcements to everybody."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setStyleSheet("QListWidget::item { padding: 6px 4px; "
                                "border-bottom: 1px solid #e4dfd5; }"
                                "QListWidget::item:selected { background: #dfe5f2; "
                                "color: #1d2435; }")
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.answer_edit = QPlainTextEdit()
        self.answer_edit.setMaximumHeight(80)
        self.answer_edit.textChanged.connect(self._update_buttons)
        self.private_button = QPushButton()
        self.private_button.clicked.connect(lambda: self._answer(public=False))
        self.public_button = QPushButton()
        self.public_button.clicked.connect(lambda: self._answer(public=True))
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        self.announce_edit = QLineEdit()
        self.announce_edit.textChanged.connect(self._update_buttons)
        self.announce_edit.returnPressed.connect(self._announce)
        self.announce_button = QPushButton()
        self.announce_button.clicked.connect(self._announce)
        self.announce_label = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.private_button)
        buttons.addWidget(self.public_button)
        announce = QHBoxLayout()
        announce.addWidget(self.announce_edit, 1)
        announce.addWidget(self.announce_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.answer_edit)
        layout.addLayout(buttons)
        layout.addWidget(self.reason)
        layout.addWidget(self.announce_label)
        layout.addLayout(announce)
        self.retranslate()

    def set_session(self, session: TableSession | None) -> None:
        self.session = session
        self.refresh()

    def unanswered(self) -> int:
        if self.session is None:
            return 0
        return sum(1 for q in self.session.questions if q.asker and q.answer is None)

    def refresh(self) -> None:
        current = self.list.currentItem()
        selected = current.data(Qt.ItemDataRole.UserRole) if current else None
        self.list.clear()
        questions = [q for q in self.session.questions if q.asker] if self.session else []
        for q in questions:
            head = (self.tr("%1 at %2").replace("%1", q.asker)
                    .replace("%2", moment_text(q.asked_at))
                    if q.asked_at else self.tr("%1, before the game").replace("%1", q.asker))
            if q.answer is None:
                state = self.tr("waiting for your answer")
            elif q.public:
                state = self.tr("published: %1").replace("%1", q.answer)
            else:
                state = self.tr("answered privately: %1").replace("%1", q.answer)
            item = QListWidgetItem(f"{head}\n{q.text}\n— {state}")
            item.setData(Qt.ItemDataRole.UserRole, q.id)
            if q.answer is None:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
            if q.id == selected:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None:
            waiting = [i for i in range(self.list.count())
                       if questions[i].answer is None]
            if waiting:
                self.list.setCurrentRow(waiting[0])
        self._update_buttons()

    def selected_id(self) -> int | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _update_buttons(self) -> None:
        has_text = bool(self.answer_edit.toPlainText().strip())
        chosen = self.selected_id() is not None
        for button in (self.private_button, self.public_button):
            button.setEnabled(has_text and chosen and self.session is not None)
        if self.session is None:
            self.reason.setText(self.tr("Open the table first."))
        elif not chosen:
            self.reason.setText(self.tr("Choose a question to answer."))
        elif not has_text:
            self.reason.setText(self.tr("Write your answer first."))
        else:
            self.reason.setText("")
        self.announce_button.setEnabled(self.session is not None
                                        and bool(self.announce_edit.text().strip()))

    def _answer(self, public: bool) -> None:
        qid, text = self.selected_id(), self.answer_edit.toPlainText().strip()
        if self.session is None or qid is None or not text:
            return
        try:
            self.session.answer(qid, text, public=public)
        except (KeyError, ValueError):
            return
        self.answer_edit.clear()
        self.refresh()

    def _announce(self) -> None:
        text = self.announce_edit.text().strip()
        if self.session is None or not text:
            return
        self.session.announce(text)
        self.announce_edit.clear()

    def retranslate(self) -> None:
        self.answer_edit.setPlaceholderText(self.tr("Your answer…"))
        self.private_button.setText(self.tr("Answer privately"))
        self.private_button.setToolTip(self.tr("Only the player who asked sees the answer."))
        self.public_button.setText(self.tr("Publish the answer"))
        self.public_button.setToolTip(self.tr(
            "Everybody sees the question and the answer, never who asked."))
        self.announce_label.setText(self.tr("An announcement to everybody:"))
        self.announce_edit.setPlaceholderText(self.tr("e.g. The vote tonight ends at 21:00 "
                                                      "sharp"))
        self.announce_button.setText(self.tr("Announce"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# ---------------------------------------------------------------------------- god view


class GodView(QWidget):
    """Everything the engine knows (no RNG): every role, the notebook (holder, loan, eyes,
    entries), the boss, tonight (who has acted, by name, and the orders), the history of
    past nights, the mafia channel and the graveyard. Only for a host who does not play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roles = QTableWidget(0, 4)
        self.roles.verticalHeader().setVisible(False)
        self.roles.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.roles.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.roles.setAlternatingRowColors(True)
        self.roles_fit = ColumnFitter(self.roles, 3)  # the last column keeps its room
        self.notebook = QTextBrowser()
        self.history = QTextBrowser()  # the past nights (engine.night_history)
        self.history.setObjectName("god-night-history")
        self.tabs = QTabWidget()
        self.tabs.addTab(self.notebook, "")
        self.tabs.addTab(self.history, "")
        self.mafia_label = QLabel()
        self.mafia = EventLog()
        self.mafia2_label = QLabel()  # classic, two mafias: the second family's channel
        self.mafia2 = EventLog()
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        # the nights' tabs are what the god view is for: more than half the column; the
        # channels and the graveyard under them scroll
        column.addWidget(self.tabs, 5)
        column.addWidget(self.mafia_label)
        column.addWidget(self.mafia, 1)
        column.addWidget(self.mafia2_label)
        column.addWidget(self.mafia2, 1)
        self.mafia2_label.hide()
        self.mafia2.hide()
        # the room of the dead and the spectators: a moderating host reads it too
        self.graveyard_label = QLabel()
        self.graveyard = EventLog()
        self.graveyard.setObjectName("god-graveyard")
        column.addWidget(self.graveyard_label)
        column.addWidget(self.graveyard, 1)
        splitter = QSplitter()
        splitter.addWidget(self.roles)
        splitter.addWidget(right)
        splitter.setSizes([470, 350])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.view: dict[str, Any] | None = None
        self.retranslate()

    def show_view(self, view: dict[str, Any]) -> None:
        glossary.learn(view)  # the table's roles, the host's own among them
        self.view = view
        self._render()

    def _render(self) -> None:
        view = self.view
        if view is None:
            return
        book = view.get("notebook") or {}
        seats = view.get("seats") or {}
        classic = view.get("classic")
        genders = genders_of(view)  # a role, a channel line about one player: his gender
        self._render_roles(seats, classic, view, genders, book)
        self.mafia.merge(view.get("mafia_channel") or [], 0, genders)
        room = view.get("graveyard") or {}
        self.graveyard.merge(room.get("channel") or [], int(room.get("channel_from", 0)), genders)
        two = bool(classic) and len(classic.get("families") or {}) > 1
        self.mafia2_label.setVisible(two)
        self.mafia2.setVisible(two)
        if two:
            self.mafia2.merge(view.get("mafia2_channel") or [], 0, genders)
        self._set_html(self.history, history_html(view))
        if classic:
            self._set_html(self.notebook, tonight_html(view) + self._classic_night(view, classic))
            return
        self._render_notebook(book, view)

    def _render_roles(self, seats: dict[str, Any], classic: dict[str, Any] | None,
                      view: dict[str, Any], genders: dict[str, str | None],
                      book: dict[str, Any]) -> None:
        """The roles' table: each seat's role, team and what the host should know of him."""
        self.roles.setRowCount(len(seats))
        for row, (name, seat) in enumerate(seats.items()):
            me = seat.get("me") or {}
            notes = self._classic_notes(name, seat, classic) if classic else []
            role = me.get("role")
            if me.get("family") == 2 and role in ("mafia", "don"):
                role = f"{role}2"
            if name == view.get("boss"):
                notes.append(self.tr("mafia boss"))
            gender = genders.get(name)
            if name == book.get("owner"):
                notes.append(gendered(gender, self.tr("owns the notebook"),
                                      self.tr("owns the notebook", "male"),
                                      self.tr("owns the notebook", "female")))
            if name == book.get("holder") and name != book.get("owner"):
                notes.append(gendered(gender, self.tr("holds the notebook"),
                                      self.tr("holds the notebook", "male"),
                                      self.tr("holds the notebook", "female")))
            if name in (book.get("eyes") or []):
                notes.append(self.tr("has the eyes"))
            if not me.get("alive", True):
                notes.append(self.tr("dead"))
            cells = [name, role_name(role, gender), team_name(me.get("team")),
                     ", ".join(notes)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setIcon(theme.icon(theme.role_icon_name(me.get("role"))))
                if column == 2:
                    item.setForeground(theme.color(theme.TEAM_COLORS.get(me.get("team"),
                                                                          "#333333")))
                if not me.get("alive", True):
                    item.setForeground(theme.color(theme.DEAD_COLOR))
                self.roles.setItem(row, column, item)
        self.roles_fit.fit()

    def _render_notebook(self, book: dict[str, Any], view: dict[str, Any]) -> None:
        """The notebook's tab (Death Note): its owner, holder, state and the names
        written."""
        esc = html.escape
        none = self.tr("nobody")
        lines = ["<h3>" + esc(self.tr("The notebook")) + "</h3>"]
        facts = [
            (self.tr("Owner"), book.get("owner") or none),
            (self.tr("Holder"), book.get("holder") or none),
            (self.tr("Eyes"), ", ".join(book.get("eyes") or []) or none),
            (self.tr("Boss"), view.get("boss") or none),
        ]
        loan = book.get("loan")
        if loan:
            facts.append((self.tr("Loan"), self.tr("to %1, %2 – %3").replace(
                "%1", loan["borrower"]).replace("%2", moment_text(loan["from"])).replace(
                "%3", moment_text(loan["until"]))))
        if book.get("destroyed"):
            facts.append((self.tr("State"), self.tr("destroyed")))
        if book.get("awaiting_heir"):
            facts.append((self.tr("State"), self.tr("passes on after the night")))
        if view.get("write_duty_due"):
            facts.append((self.tr("Daily duty"), self.tr("%1 has not written today")
                          .replace("%1", view["write_duty_due"])))
        lines.append("<table cellpadding='2'>" + "".join(
            f"<tr><td><b>{esc(k)}</b></td><td>{esc(str(v))}</td></tr>" for k, v in facts)
            + "</table>")
        entries = book.get("entries") or []
        lines.append("<h4>" + esc(self.tr("Names written")) + "</h4>")
        if not entries:
            lines.append("<p>" + esc(self.tr("None yet.")) + "</p>")
        for e in entries:
            state = (self.tr("void") if e.get("void") else
                     self.tr("done") if e.get("done") else self.tr("pending"))
            text = self.tr("%1 wrote %2 at %3").replace("%1", e["writer"]).replace(
                "%2", e["target"]).replace("%3", moment_text(e["written_at"]))
            if e.get("death_at"):
                text += "; " + self.tr("death at %1").replace("%1", moment_text(e["death_at"]))
            if e.get("circumstances"):
                text += "; " + e["circumstances"]
            if e.get("light_corpse"):
                text += "; " + self.tr("light corpse")
            lines.append(f"<p>• {esc(text)} — <i>{esc(state)}</i></p>")
        self._set_html(self.notebook, tonight_html(view) + "".join(lines))

    @staticmethod
    def _set_html(browser: QTextBrowser, text: str) -> None:
        """New HTML, keeping where the host had scrolled to (a view comes every change)."""
        bar = browser.verticalScrollBar()
        at = bar.value()
        browser.setHtml(text)
        bar.setValue(min(at, bar.maximum()))

    def _classic_notes(self, name: str, seat: dict[str, Any],
                       classic: dict[str, Any]) -> list[str]:
        """A classic seat's titles and state (rules-classic.md): Don, killer, vest,
        knock-out, an open offer to him."""
        notes = []
        mine = seat.get("classic") or {}
        for number, family in (classic.get("families") or {}).items():
            if family.get("don") == name:
                notes.append(self.tr("Don of family %1").replace("%1", number))
            if family.get("killer") == name:
                notes.append(self.tr("killer of family %1").replace("%1", number))
        if mine.get("vest"):
            notes.append(self.tr("wears a vest"))
        if mine.get("knocked_out"):
            notes.append(self.tr("knocked out"))
        if mine.get("offer_from"):
            notes.append(self.tr("offered to join by %1").replace("%1", mine["offer_from"]))
        if mine.get("conceded"):
            notes.append(self.tr("conceded"))
        return notes

    def _classic_night(self, view: dict[str, Any], classic: dict[str, Any]) -> str:
        """The classic table's hidden state: families and reserves."""
        esc = html.escape
        none = self.tr("nobody")
        lines = ["<h3>" + esc(self.tr("The families")) + "</h3>", "<table cellpadding='2'>"]
        for number, family in (classic.get("families") or {}).items():
            offer = family.get("offer")
            facts = [self.tr("Don: %1").replace("%1", family.get("don") or none),
                     self.tr("killer: %1").replace("%1", family.get("killer") or none),
                     self.tr("recruitment rights: %1").replace(
                         "%1", str(family.get("recruit_rights", 0)))]
            if offer:
                facts.append(self.tr("offer to %1 by %2").replace("%1", offer[0])
                             .replace("%2", offer[1]))
            # (never a tr() inside an f-string: lupdate does not see it there)
            title = self.tr("Family %1").replace("%1", number)
            lines.append(f"<tr><td><b>{esc(title)}</b></td><td>{esc('; '.join(facts))}"
                         "</td></tr>")
        lines.append("</table>")
        reserves = ", ".join(classic.get("reserves") or []) or none
        lines.append("<p><b>" + esc(self.tr("Reserves waiting")) + ":</b> " + esc(reserves)
                     + "</p>")
        return "".join(lines)

    def retranslate(self) -> None:
        self.roles.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"),
                                              self.tr("Team"), self.tr("Notes")])
        self.mafia_label.setText(self.tr("The mafia channel"))
        self.tabs.setTabText(0, self.tr("Now"))
        self.tabs.setTabText(1, self.tr("Past nights"))
        self.mafia2_label.setText(self.tr("The second family's channel"))
        self.graveyard_label.setText(self.tr("The graveyard: the dead and the spectators"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
