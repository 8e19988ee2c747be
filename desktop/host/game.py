"""The host console's game page: ``HostGamePage`` — the clock, the phase controls (end
this phase, pause, the projector, the host's own player window), the players with the
removal button, the tabs (questions, the event log, the god view for a host who does not
play, the story when the game is over) and the story's export.

Owns how the running game looks to the host. Reads the session's public view (the clock,
the players, the events, the winner, the story) and the engine's god view for display
only, never the game's state; the host's acts (end a phase, pause, remove, export, the
projector) are the console's, wired to the buttons here. Its words keep the console's
translation context ("HostConsole"). Must not import any window.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.host.panels import GodView, QuestionsPanel
from desktop.i18n import Language
from desktop.moments import moment_text
from desktop.sounds import Cue
from desktop.texts import death_cause, gendered, notebook_step, role_name, winner_text
from desktop.view_access import game_number_of, genders_of, inactive_due_of
from desktop.widgets.clock import ClockBar
from desktop.widgets.events import EventLog
from desktop.widgets.players import PlayerTable
from engine.presets import preset_rules
from engine.view_types import InactiveDue
from engine.views import dealt_roles, god_view
from netproto.pace import PaceMode
from netproto.session import TableSession


def inactive_names(due: list[InactiveDue]) -> str:
    """"Ann (no vote), Bob (no chat line, no vote)": who the inactivity removal would take
    and what he has not done (the view's ``inactive_due``)."""
    words = {"chat": QCoreApplication.translate("HostConsole", "no chat line"),
             "vote": QCoreApplication.translate("HostConsole", "no vote")}
    return ", ".join(
        f"{entry['name']} ({', '.join(words.get(d, d) for d in entry['missing'])})"
        for entry in due)


def game_over(view: dict[str, Any]) -> bool:
    """Whether the public view shows a finished game."""
    return (view.get("clock") or {}).get("phase") == "over"


def alive_in(view: dict[str, Any], name: str | None) -> bool:
    """Whether the public view shows this player alive at the table."""
    return any(row["name"] == name and row["alive"] for row in view.get("players") or [])


class HostGamePage(QWidget):
    """The running game. ``host_seat``: the host's own seat, or None; ``god_allowed``:
    whether the god view may be shown (never while the host plays)."""

    def __init__(self, app: Any, host_seat: Callable[[], str | None],
                 god_allowed: Callable[[], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.host_seat = host_seat
        self.god_allowed = god_allowed
        self.session: TableSession | None = None
        self.view: dict[str, Any] | None = None  # the public view shown
        self._seen_phase: tuple[Any, ...] | None = None
        self._seen_questions = 0
        self._game_number = 1  # the table's game shown ("play again" deals the next)
        controls = self._build_controls()
        self._build_lines()
        self._build_export()
        self._build_players_box()
        # tabs
        self.tabs = QTabWidget()
        self.questions = QuestionsPanel()
        self.events = EventLog()
        self.story = QTextBrowser()
        self.god: GodView | None = None
        self.tabs.addTab(self.questions, "")
        self.tabs.addTab(self.events, "")
        self.tabs.currentChanged.connect(lambda _i: self.render_god())
        splitter = QSplitter()
        splitter.addWidget(self.players_box)
        splitter.addWidget(self.tabs)
        splitter.setSizes([440, 820])
        layout = QVBoxLayout(self)
        layout.addWidget(self.clock)
        layout.addLayout(controls)
        layout.addWidget(self.inactive_line)
        layout.addWidget(self.banner)
        layout.addWidget(self.export_box)
        layout.addWidget(splitter, 1)

    def _build_controls(self) -> QHBoxLayout:
        """The clock and the game's controls: next, pause, own seat, projector."""
        self.clock = ClockBar()
        self.next_button = QPushButton()
        self.next_button.setProperty("primary", True)
        self.pause_button = QPushButton()
        self.projector_button = QPushButton()
        self.projector_button.setIcon(theme.icon("phase-lobby"))
        self.own_button = QPushButton()
        self.control_reason = QLabel()
        self.control_reason.setProperty("hint", True)
        self.control_reason.setWordWrap(True)
        controls = QHBoxLayout()
        controls.addWidget(self.next_button)
        controls.addWidget(self.pause_button)
        controls.addWidget(self.control_reason, 1)
        controls.addWidget(self.own_button)
        controls.addWidget(self.projector_button)
        return controls

    def _build_lines(self) -> None:
        """The inactivity line and the phase banner."""
        # during the vote: who its close would remove for inactivity (RULES.md §6)
        self.inactive_line = QLabel()
        self.inactive_line.setObjectName("inactive-due")
        self.inactive_line.setWordWrap(True)
        self.inactive_line.setStyleSheet(f"color: white; background: {theme.ACCENT}; "
                                         "padding: 6px; border-radius: 4px;")
        self.inactive_line.hide()
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setFont(theme.big_font(16, bold=True))
        self.banner.hide()

    def _build_players_box(self) -> None:
        # players
        self.players_box = QGroupBox()
        self.players = PlayerTable()
        self.players.itemSelectionChanged.connect(self.update_buttons)
        self.remove_button = QPushButton()
        self.remove_button.setProperty("danger", True)
        self.remove_button.setStyleSheet("QPushButton:disabled { background: #e3c9c5; "
                                         "border-color: #e3c9c5; color: #f7efee; }")
        players = QVBoxLayout(self.players_box)
        players.addWidget(self.players, 1)
        remove_row = QHBoxLayout()
        remove_row.addStretch(1)
        remove_row.addWidget(self.remove_button)
        players.addLayout(remove_row)

    def _build_export(self) -> None:
        """The end of the game: the story's export (its format and language)."""
        self.export_box = QWidget()
        self.export_label = QLabel()
        self.format_combo = QComboBox()
        for key in ("bbcode", "markdown", "html"):
            self.format_combo.addItem("", key)
        self.language_combo = QComboBox()
        self.language_combo.addItem("Русский", Language.RU.value)
        self.language_combo.addItem("English", Language.EN.value)
        self.export_button = QPushButton()
        # the next game at this table: the same seats and rules, a new deal
        self.again_button = QPushButton()
        self.again_button.setObjectName("play-again")
        self.again_button.setProperty("primary", True)
        self.again_button.setIcon(theme.icon("phase-lobby"))
        self.no_repeat_box = QCheckBox()
        export = QHBoxLayout(self.export_box)
        export.setContentsMargins(0, 0, 0, 0)
        export.addWidget(self.again_button)
        export.addWidget(self.no_repeat_box)
        export.addStretch(1)
        export.addWidget(self.export_label)
        export.addWidget(self.format_combo)
        export.addWidget(self.language_combo)
        export.addWidget(self.export_button)
        self.export_box.hide()

    def set_session(self, session: TableSession) -> None:
        self.session = session
        self.questions.set_session(session)
        self._seen_questions = self.questions.unanswered()

    def public_view(self) -> dict[str, Any]:
        """The public view every spectator gets now (pace, who is connected, the
        characters and reserves), for display."""
        assert self.session is not None
        return self.session.public_view()

    # ------------------------------------------------------------------ rendering

    def refresh(self) -> None:
        session = self.session
        if session is None or session.game is None:
            return
        view = self.view = self.public_view()
        if game_number_of(view) != self._game_number:  # "play again": a new game's page
            self._new_game(game_number_of(view))
        clock = view["clock"]
        over = game_over(view)
        self.clock.set_view(view)
        # a host who moderates (no seat of his own) sees every role, as on the god view
        self.players.set_view(view, dealt_roles(session.game) if self.god_allowed() else None)
        self.events.merge(view.get("events") or [], int(view.get("events_from", 0)),
                          genders_of(view))
        key = (clock["phase"], clock["game_day"], clock["runoff"] is not None)
        if self._seen_phase is not None and key != self._seen_phase:
            self.app.sounds.play(Cue.OVER if over else Cue.PHASE)
        self._seen_phase = key
        due = inactive_due_of(view)
        self.inactive_line.setVisible(bool(due))
        if due:
            self.inactive_line.setText(QCoreApplication.translate(
                "HostConsole", "Removed for inactivity if the vote closed now: %1")
                .replace("%1", inactive_names(due)))
        self._refresh_tabs()
        self._show_end(over, view, session)
        self.update_buttons()

    def _new_game(self, number: int) -> None:
        """Nothing of the game that ended stays on the page: its story, its events."""
        self._game_number = number
        self._seen_phase = None
        index = self.tabs.indexOf(self.story)
        if index >= 0:
            self.tabs.removeTab(index)
        self.tabs.setCurrentWidget(self.events)
        self.events.extra.clear()
        self.events.clear_records()
        if self.god is not None:
            self.god.view = None  # built again for the new game when it is looked at

    def _refresh_tabs(self) -> None:
        """The questions' count (a sound for a new one) and the god view's tab."""
        waiting = self.questions.unanswered()
        if waiting > self._seen_questions:
            self.app.sounds.play(Cue.PRIVATE)
        self._seen_questions = waiting
        self.questions.refresh()
        index = self.tabs.indexOf(self.questions)
        self.tabs.setTabText(index, QCoreApplication.translate(
            "HostConsole", "Questions (%1)").replace("%1", str(waiting))
            if waiting else QCoreApplication.translate("HostConsole", "Questions"))
        # the god view: only for a pure moderator
        if self.god_allowed():
            if self.god is None:
                self.god = GodView()
                self.tabs.addTab(self.god, "")
                self.retranslate_tabs()
            self.render_god()
        elif self.god is not None:  # never while the host plays
            self.tabs.removeTab(self.tabs.indexOf(self.god))
            self.god.deleteLater()
            self.god = None

    def _show_end(self, over: bool, view: dict[str, Any], session: TableSession) -> None:
        """The end: the export, the winner's banner and the story's tab; or a halt."""
        # the end
        self.export_box.setVisible(over)
        if over:
            self.banner.setText(winner_text(view["winner"], view["end_reason"]))
            colour = theme.TEAM_COLORS.get(view["winner"] or "", "#7a7f8a")
            self.banner.setStyleSheet(f"color: white; background: {colour}; padding: 10px; "
                                      "border-radius: 6px;")
            self.banner.show()
            if self.tabs.indexOf(self.story) < 0:
                self.language_combo.setCurrentIndex(
                    max(0, self.language_combo.findData(Language(self.app.language).value)))
                self.tabs.insertTab(0, self.story, "")
                self.retranslate_tabs()
                self.tabs.setCurrentWidget(self.story)
            self.story.setHtml(story_html(view))
        elif session.storage_error:
            self.banner.setText(QCoreApplication.translate(
                "HostConsole", "The game cannot be saved; the table is halted: %1")
                .replace("%1", session.storage_error))
            self.banner.setStyleSheet("color: white; background: #a93226; padding: 8px;")
            self.banner.show()
        else:
            self.banner.hide()

    def render_god(self) -> None:
        if self.god is None or self.session is None or self.session.game is None:
            return
        if self.tabs.currentWidget() is not self.god and self.god.view is not None:
            return  # built when it is looked at
        if not self.god_allowed():
            return
        view = god_view(self.session.game)
        # the characters (their genders: the wording of a text about one of them)
        view["registrations"] = (self.view or {}).get("registrations") or []
        self.god.show_view(view)

    def update_buttons(self) -> None:
        session = self.session
        view = self.view if session is not None and session.game is not None else None
        live = view is not None and not game_over(view)
        timed = session is not None and session.config.pace is PaceMode.TIMED
        self.next_button.setEnabled(live and not (session and session.storage_error))
        self.pause_button.setEnabled(live and timed)
        paused = bool(session and session.paused)
        self.pause_button.setText(
            QCoreApplication.translate("HostConsole", "Resume the clock") if paused
            else QCoreApplication.translate("HostConsole", "Pause the clock"))
        if not live:
            reason = (QCoreApplication.translate("HostConsole", "The game is over.")
                      if view is not None else "")
        elif not timed:
            reason = QCoreApplication.translate(
                "HostConsole", "Manual pace: the clock moves only when you end a phase.")
        elif paused:
            reason = QCoreApplication.translate(
                "HostConsole", "The clock is paused; nobody's time runs out.")
        else:
            reason = QCoreApplication.translate(
                "HostConsole", "Timed pace: phases end by themselves; you may end one early.")
        self.control_reason.setText(reason)
        self.own_button.setVisible(self.host_seat() is not None)
        name = self.players.selected_name()
        self.remove_button.setEnabled(live and view is not None and alive_in(view, name))

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.next_button.setText(QCoreApplication.translate("HostConsole", "End this phase"))
        self.next_button.setToolTip(QCoreApplication.translate(
            "HostConsole", "Move the game clock to the end of this phase (Ctrl+N)"))
        self.pause_button.setToolTip(QCoreApplication.translate(
            "HostConsole", "Stop or restart the timed clock (Ctrl+P)"))
        self.projector_button.setText(QCoreApplication.translate("HostConsole",
                                                                 "Open the projector"))
        self.projector_button.setToolTip(QCoreApplication.translate(
            "HostConsole", "The public board for a second screen (F5)"))
        self.own_button.setText(QCoreApplication.translate("HostConsole", "My player window"))
        self.players_box.setTitle(QCoreApplication.translate("HostConsole", "Players"))
        self.remove_button.setText(QCoreApplication.translate("HostConsole",
                                                              "Remove from the game"))
        self.export_label.setText(QCoreApplication.translate("HostConsole",
                                                             "Export the story as"))
        self.format_combo.setItemText(0, QCoreApplication.translate("HostConsole",
                                                                    "BBCode (forum)"))
        self.format_combo.setItemText(1, QCoreApplication.translate("HostConsole", "Markdown"))
        self.format_combo.setItemText(2, QCoreApplication.translate("HostConsole", "Web page"))
        self.export_button.setText(QCoreApplication.translate("HostConsole", "Export story…"))
        self.again_button.setText(QCoreApplication.translate("HostConsole", "Play again"))
        self.again_button.setToolTip(QCoreApplication.translate(
            "HostConsole", "Deal the next game to the same seats with the same rules: every "
                           "player's window and phone follows into it"))
        self.no_repeat_box.setText(QCoreApplication.translate(
            "HostConsole", "Nobody gets the same role twice in a row"))
        self.retranslate_tabs()

    def retranslate_tabs(self) -> None:
        labels = {self.questions: QCoreApplication.translate("HostConsole", "Questions"),
                  self.events: QCoreApplication.translate("HostConsole", "Events"),
                  self.story: QCoreApplication.translate("HostConsole", "The story")}
        if self.god is not None:
            labels[self.god] = QCoreApplication.translate("HostConsole", "God view")
        for widget, label in labels.items():
            index = self.tabs.indexOf(widget)
            if index >= 0:
                self.tabs.setTabText(index, label)


def story_html(view: dict[str, Any]) -> str:
    """The story of a finished game for the host: the roles and fates, the deaths, the
    notebook's path."""
    story = view.get("story") or {}
    esc = html.escape
    fates = {d["name"]: d for d in story.get("deaths") or []}
    genders = genders_of(view)  # each fate worded by the player's stated gender
    parts = [f"<h2>{esc(winner_text(view.get('winner')))}</h2>",
             "<h3>" + esc(QCoreApplication.translate("HostConsole", "Roles"))
             + "</h3><table cellpadding='3'>"]
    for name, role in (story.get("roles") or {}).items():
        death, gender = fates.get(name), genders.get(name)
        survived = gendered(gender, QCoreApplication.translate("HostConsole", "survived"),
                            QCoreApplication.translate("HostConsole", "survived", "male"),
                            QCoreApplication.translate("HostConsole", "survived", "female"))
        fate = (QCoreApplication.translate("HostConsole", "%1, %2")
                .replace("%1", death_cause(death["cause"], gender))
                .replace("%2", moment_text(death["at"])) if death else survived)
        parts.append(f"<tr><td><b>{esc(name)}</b></td><td>{esc(role_name(role, gender))}</td>"
                     f"<td>{esc(fate)}</td></tr>")
    parts.append("</table>")
    parts.append("<h3>" + esc(QCoreApplication.translate("HostConsole", "Deaths")) + "</h3>")
    deaths = story.get("deaths") or []
    if not deaths:
        parts.append("<p>" + esc(QCoreApplication.translate("HostConsole", "Nobody died."))
                     + "</p>")
    for d in deaths:
        parts.append(f"<p>{esc(moment_text(d['at']))} — <b>{esc(d['name'])}</b>: "
                     f"{esc(death_cause(d['cause'], genders.get(d['name'])))}</p>")
    if not preset_rules(view.get("preset")).has_notebook:
        return "".join(parts)  # a game without a notebook (classic) tells no word of one
    book = story.get("notebook") or {}
    parts.append("<h3>" + esc(QCoreApplication.translate("HostConsole",
                                                         "The notebook’s path")) + "</h3>")
    for step in book.get("path") or []:
        parts.append(f"<p>{esc(moment_text(step['at']))} — {esc(notebook_step(step['what']))}: "
                     f"<b>{esc(step['who'])}</b></p>")
    for e in book.get("entries") or []:
        text = QCoreApplication.translate("HostConsole", "%1 wrote %2 at %3").replace(
            "%1", e["writer"]).replace("%2", e["target"]).replace(
            "%3", moment_text(e["written_at"]))
        parts.append(f"<p>✎ {esc(text)}</p>")
    return "".join(parts)
