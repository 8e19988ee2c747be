"""The replay viewer's renderings of a moment: ``GodView`` (everything at one moment: every
player's role and fate, the notebook, the mafia channels, the public record and each
player's private messages, from the engine's god view) and ``SimpleView`` (a plain
rendering of a public or seat view, when the richer widget is missing).

Renders the views it is given; computes no rule and never reads a game. Imports the
theme and the texts; must not import any window.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import glossary, texts, theme
from desktop.moments import moment_text
from desktop.view_access import genders_of
from desktop.widgets.table_fit import ColumnFitter

_ICONS: dict[str, QIcon] = {}


def icon(name: str) -> QIcon:
    """theme.icon, drawn once per name while the application lives."""
    drawn = _ICONS.get(name)
    if drawn is None:
        if not _ICONS:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(_ICONS.clear)
        drawn = _ICONS[name] = theme.icon(name)
    return drawn


class SimpleView(QTextBrowser):
    """A plain rendering of a public or seat view (when the richer widget is missing)."""

    def show_view(self, view: dict[str, Any]) -> None:
        glossary.learn(view)  # the table's roles, the host's own among them
        self.view = view
        clock = view.get("clock") or {}
        parts = [f"<h2>{html.escape(str(clock.get('now', '')))} · "
                 f"{html.escape(texts.phase_name(clock.get('phase')))}</h2>"]
        me = view.get("me")
        genders = genders_of(view)
        if isinstance(me, dict):
            role_text = texts.role_name(me.get("role"), genders.get(me.get("name", "")))
            parts.append(f"<p><b>{html.escape(me.get('name', ''))}</b> — "
                         f"{html.escape(role_text)}</p>")
        parts.append("<ul>")
        for row in view.get("players") or []:
            role = row.get("final_role") or row.get("public_role") or ""
            state = "" if row.get("alive") else " †"
            role_text = texts.role_name(role, genders.get(row["name"])) if role else ""
            parts.append(f"<li>{html.escape(row['name'])}{state} "
                         f"{html.escape(role_text)}</li>")
        parts.append("</ul>")
        for key in ("events", "messages"):
            lines = [texts.event_text(e, genders) for e in view.get(key) or []]
            if lines:
                parts.append("<p>" + "<br>".join(html.escape(line) for line in lines) + "</p>")
        self.setHtml("".join(parts))


class GodView(QWidget):
    """Everything at one moment: every player's role and fate, the notebook, the mafia
    channel, the public record and each player's private messages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.clock = QLabel()
        self.clock.setObjectName("godClock")
        layout.addWidget(self.clock)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.players_box = QGroupBox()
        players = QVBoxLayout(self.players_box)
        self.players = QTableWidget(0, 4)
        self.players.verticalHeader().hide()
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players.setAlternatingRowColors(True)
        self.players.setIconSize(QSize(18, 18))
        # «Today» keeps its room: the widest columns give way (elided, tooltip whole)
        self.players_fit = ColumnFitter(self.players, 3)
        self.players.itemSelectionChanged.connect(self._show_private)
        players.addWidget(self.players)
        left_layout.addWidget(self.players_box, 3)
        self.notebook_box = QGroupBox()
        self.notebook = QLabel()
        self.notebook.setWordWrap(True)
        self.notebook.setTextFormat(Qt.TextFormat.RichText)
        self.notebook.setAlignment(Qt.AlignmentFlag.AlignTop)
        QVBoxLayout(self.notebook_box).addWidget(self.notebook)
        left_layout.addWidget(self.notebook_box, 2)
        splitter.addWidget(left)
        self.tabs = QTabWidget()
        # a laptop's width holds the three tabs: a label too long (a long name on the
        # private tab) is elided, with the whole in its tooltip — no scroll arrows
        self.tabs.tabBar().setUsesScrollButtons(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.public_log = QTextBrowser()
        self.mafia_log = QTextBrowser()
        self.private_log = QTextBrowser()
        self.tabs.addTab(self.public_log, "")
        self.tabs.addTab(self.mafia_log, "")
        self.tabs.addTab(self.private_log, "")
        splitter.addWidget(self.tabs)
        splitter.setSizes([520, 420])
        layout.addWidget(splitter, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.players_box.setTitle(self.tr("Players"))
        self.players.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"),
                                                self.tr("Fate"), self.tr("Today")])
        self.notebook_box.setTitle(self.tr("The notebook"))
        self._set_tab(0, self.tr("Public record"))
        self._set_tab(1, self.tr("Mafia channel"))
        self._private_title()
        if self.view is not None:
            self.show_view(self.view)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _private_title(self) -> None:
        name = self._selected()
        self._set_tab(2, self.tr("Private: %1").replace("%1", name) if name
                      else self.tr("Private"))

    def _set_tab(self, index: int, text: str) -> None:
        self.tabs.setTabText(index, text)
        self.tabs.setTabToolTip(index, text)  # whole, when the tab is elided

    def _selected(self) -> str | None:
        rows = self.players.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.players.item(rows[0].row(), 0)
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def show_view(self, view: dict[str, Any]) -> None:
        glossary.learn(view)  # the table's roles, the host's own among them
        self.view = view
        clock = view.get("clock") or {}
        self.clock.setText(self.tr("%1 · %2").replace("%1", moment_text(clock.get("now")))
                           .replace("%2", texts.phase_name(clock.get("phase"))))
        selected = self._selected()
        seats = view.get("seats") or {}
        rows = view.get("players") or []
        genders = genders_of(view)
        self.players.blockSignals(True)
        self.players.setRowCount(len(rows))
        for index, row in enumerate(rows):
            name = row["name"]
            me = (seats.get(name) or {}).get("me") or {}
            role = me.get("role", "")
            role_text = texts.role_name(role, genders.get(name))
            if view.get("boss") == name:
                role_text = texts.role_name("mafia_boss", genders.get(name))
            if row.get("alive"):
                fate = self.tr("alive")
            else:
                death = row.get("death") or {}
                fate = self.tr("%1 at %2").replace("%1", texts.death_how(death.get("how")))\
                    .replace("%2", moment_text(death.get("at")))
            today = texts.today_text(clock.get("phase"), row)
            cells = [name, role_text, fate, today]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, name)
                if column == 1 and role:
                    item.setIcon(icon(theme.role_icon_name(role)))
                    team = me.get("team")
                    if team in theme.TEAM_COLORS:
                        item.setForeground(QBrush(QColor(theme.TEAM_COLORS[team])))
                if not row.get("alive"):
                    item.setForeground(QBrush(QColor(theme.DEAD_COLOR)))
                self.players.setItem(index, column, item)
            if name == selected:
                self.players.selectRow(index)
        self.players.blockSignals(False)
        self.players_fit.fit()
        self.notebook.setText(self._notebook_html(view.get("notebook") or {}))
        self.public_log.setHtml(_log_html(view.get("events") or [], genders))
        self.mafia_log.setHtml(_log_html((view.get("mafia_channel") or [])
                                         + (view.get("mafia2_channel") or []), genders))
        self._show_private()

    def _notebook_html(self, book: dict[str, Any]) -> str:
        def name(value: Any) -> str:
            return html.escape(str(value)) if value else self.tr("nobody")

        lines = [self.tr("Owner: %1").replace("%1", name(book.get("owner"))),
                 self.tr("In the hands of: %1").replace("%1", name(book.get("holder")))]
        if book.get("eyes"):
            lines.append(self.tr("Took the eyes: %1").replace(
                "%1", html.escape(", ".join(book["eyes"]))))
        loan = book.get("loan")
        if loan:
            lines.append(self.tr("Lent to %1 from %2 until %3").replace(
                "%1", html.escape(str(loan.get("borrower")))).replace(
                "%2", moment_text(loan.get("from"))).replace("%3", moment_text(loan.get("until"))))
        if book.get("destroyed"):
            lines.append(self.tr("Destroyed"))
        for entry in book.get("entries") or []:
            text = self.tr("%1 wrote %2 at %3").replace("%1", html.escape(entry["writer"]))\
                .replace("%2", html.escape(entry["target"])).replace(
                "%3", moment_text(entry["written_at"]))
            if entry.get("death_at"):
                text += " · " + self.tr("death at %1").replace("%1",
                                                               moment_text(entry["death_at"]))
            if entry.get("circumstances"):
                text += " · " + html.escape(entry["circumstances"])
            if entry.get("void"):
                text += " · " + self.tr("void")
            lines.append("• " + text)
        return "<br>".join(lines)

    def _show_private(self) -> None:
        self._private_title()
        name = self._selected()
        seats = (self.view or {}).get("seats") or {}
        if name is None or name not in seats:
            self.private_log.setHtml(html.escape(self.tr(
                "Pick a player in the table to read his private messages.")))
            return
        self.private_log.setHtml(_log_html(seats[name].get("messages") or [],
                                           genders_of(self.view or {})))


def _log_html(events: list[dict[str, Any]], genders: texts.Genders | None = None) -> str:
    lines = []
    for event in events:
        at = html.escape(moment_text(event.get("at")))
        lines.append(f'<span style="color:#8a8478">{at}</span>&nbsp; '
                     f"{html.escape(texts.event_text(event, genders))}")
    return "<br>".join(lines)
