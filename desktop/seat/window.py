"""The player's window: one seat's view of the game and what he can do right now.

Owns ``PlayerPanel`` (the seat's screen: the clock, the role card and his results on the
left; the chat, the mafia channel for mafiosi, the notebook panel for its holder, private
messages, the host's tab with questions and the schedule, and the rules of the table
(first thing in the lobby) in tabs; the actions legal right now with the reason when one
is not, and the players on the right; the intents it sends and their answers) and
``PlayerWindow`` (the panel in a main window with the connection status). Its parts live
in ``desktop.seat`` (action list, notebook panel, role card, the tabs' texts, the panel's
builders: panel_layout); the names other modules import are re-exported here.
The panel renders the view it receives (read through ``desktop.view_access``) and sends
intents through its link; it never computes a rule (legality and reasons come in the
view). ``read_only`` panels (the replay viewer) only show views. Must not import other
windows, nor engine state.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLineEdit,
    QMainWindow,
    QPushButton,
    QWidget,
)

from desktop import glossary, theme
from desktop.help_window import add_help_shortcut, open_help
from desktop.rules.summary import preset_of, rules_html
from desktop.screen_fit import fit_to_screen
from desktop.seat.link_status import LinkStatus
from desktop.seat.notebook_panel import NotebookPanel
from desktop.seat.panel_layout import PanelLayout
from desktop.seat.tab_fit import fit_tab_column
from desktop.seat.tab_texts import host_html, mafia_members_text, result_lines
from desktop.seat.turn_cue import TitleMark
from desktop.sounds import Cue
from desktop.texts import (
    action_label,
    deed_text,
    event_text,
    phase_name,
    refused_text,
    winner_text,
)
from desktop.view_access import (
    clock_of,
    end_reason_of,
    events_of,
    game_number_of,
    genders_of,
    graveyard_of,
    is_lobby,
    mafia_of,
    me_of,
    messages_of,
    notebook_of,
    phase_of,
    results_of,
    winner_of,
)
from desktop.widgets.shown_text import shown_text
from engine.options import Preset
from netproto.messages import ActMessage, AskMessage
from netproto.qt_client import FATAL

MAX_TEXT_BYTES = 1000


DONE_SHOWN_MS = 6000  # how long "done" stays under the panel
HIDE_KEY = "Ctrl+H"  # "hide my role" and back


class PlayerPanel(PanelLayout, QWidget):
    """A seat's screen. ``link``: a QtTableClient or LocalTableClient (None when
    read-only: views come by ``show_view``)."""

    intentSent = Signal(str, object)  # action, fields (after sending)
    answerShown = Signal(bool, str)  # ok, text — the feedback line
    coveredChanged = Signal(bool)  # the seat hidden ("hide my role") or shown again
    turnCame = Signal()  # a view brought his turn (a phase with an act for him, a result)

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
        self._pending: dict[int, tuple[str, str | None]] = {}  # seq → action, its target
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

    def set_covered(self, covered: bool) -> None:
        """Hides the seat (his role, notebook, actions, tabs) behind a cover, or shows it."""
        self.splitter.setVisible(not covered)
        self.cover.setVisible(covered)
        self.coveredChanged.emit(covered)

    def is_covered(self) -> bool:
        return self.cover.isVisibleTo(self)

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
        self.ask_input.setPlaceholderText(self.tr("A question to the host…"))
        self.ask_input.setToolTip(self.tr("A question to the host (only the host sees "
                                          "who asks)…"))
        self.ask_hint.setText(self.tr("Only the host sees who asks."))
        self.ask_send.setText(self.tr("Ask the host"))
        self.no_actions.setText(self.tr("Nothing to do right now."))
        self.cover.setText(self.tr("Your role is hidden.\nClick here or press %1 to show it.")
                           .replace("%1", HIDE_KEY))
        self.notebook.retranslate()
        self.waiting_line.retranslate()
        self._tab_titles()
        self._rules_shown = None  # the rules of the table in the new language
        if self.view is not None:
            self._render(self.view)

    def _tab_titles(self) -> None:
        titles = {self.chat_tab: self.tr("Chat"), self.mafia_tab: self.tr("Mafia"),
                  self.private_tab: self.tr("Private"), self.host_tab: self.tr("Host"),
                  self.rules_tab: self.tr("Rules"), self.end_tab: self.tr("The end"),
                  self.graveyard_tab: self.tr("Graveyard"), self.notebook_tab: self.tr("Notebook")}
        for index in range(self.tabs.count()):
            widget = self.tabs.widget(index)
            if widget in titles:
                self.tabs.setTabText(index, titles[widget])
        fit_tab_column(self.tabs, self.notebook_tab, self.notebook)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ views

    def show_view(self, view: dict[str, Any]) -> None:
        glossary.learn(view)  # the table's roles, the host's own among them
        previous = self.view
        if previous is not None and game_number_of(previous) != game_number_of(view):
            self._new_game()
        self.view = view
        self._render(view)
        if previous is None and is_lobby(view):
            self.tabs.setCurrentWidget(self.rules_tab)  # before the start: the rules first
        if not self.read_only:
            self._cues(previous, view)

    def _new_game(self) -> None:
        """The host dealt the next game at this table: nothing of the last one stays (its
        logs, its end, the acts it answered); the new role shows first."""
        for log in (self.game_log, self.private_log, self.mafia_log, self.graveyard_tab.log):
            log.extra.clear()
            log.clear_records()
        index = self.tabs.indexOf(self.end_tab)
        if index >= 0:
            self.tabs.removeTab(index)
        self.tabs.setCurrentWidget(self.chat_tab)
        self._pending.clear()
        self._seen_private = -1
        self._seen_over = False
        self.clear_feedback()

    def _render(self, view: dict[str, Any]) -> None:
        self.clock.set_view(view)
        self.waiting_line.show_view(view)
        self.players.set_view(view)
        lobby = is_lobby(view)
        me = me_of(view)
        self.role_box.show_view(view, me, lobby)
        mafia = mafia_of(view)
        has_mafia_tab = self.tabs.indexOf(self.mafia_tab) >= 0
        if mafia and not has_mafia_tab:
            self.tabs.insertTab(1, self.mafia_tab, "")
        elif not mafia and has_mafia_tab:
            self.tabs.removeTab(self.tabs.indexOf(self.mafia_tab))
        book = notebook_of(view)
        has_notebook_tab = self.tabs.indexOf(self.notebook_tab) >= 0
        if book and not has_notebook_tab:
            # after the chat (and the mafia's channel): the notebook is his other place to act
            self.tabs.insertTab(self.tabs.indexOf(self.chat_tab) + 1 + bool(mafia),
                                self.notebook_tab, "")
        elif not book and has_notebook_tab:
            self.tabs.removeTab(self.tabs.indexOf(self.notebook_tab))
        if book:
            self.notebook.update_view(view)
        over = phase_of(view) == "over"
        if over and self.tabs.indexOf(self.end_tab) < 0:
            self.tabs.insertTab(0, self.end_tab, "")
            self.tabs.setCurrentWidget(self.end_tab)  # the end first: won or lost, the story
        if over:
            self.end_tab.show_view(view)
        self._show_graveyard(view, over)
        self._tab_titles()
        if mafia:
            self.mafia_members.setText(mafia_members_text(view, mafia))
            self.mafia_log.merge(mafia.get("channel") or [], int(mafia.get("channel_from", 0)),
                                 genders_of(view))
        self.game_log.merge(events_of(view), int(view.get("events_from", 0)), genders_of(view))
        self.private_log.merge(messages_of(view), int(view.get("messages_from", 0)))
        results = result_lines(view)
        self.results_box.setVisible(bool(results))
        self.results.setText("\n".join(results))
        self.host_text.setHtml(host_html(view, self._minutes_text))
        self._render_rules(view)
        self.duty_notice.show_view(view)
        self.actions_box.show_view(view)
        alive = bool(me and me.get("alive"))
        can_talk = not self.read_only and not lobby and alive and not over
        for widget in (self.chat_input, self.chat_send, self.mafia_input, self.mafia_send):
            widget.setEnabled(can_talk)
        for widget in (self.ask_input, self.ask_send):
            # a lobby view's "me" is the seat's name, None for a spectator (who may not ask)
            widget.setEnabled(self.can_ask and (me is not None or (lobby and bool(view.get("me")))))

    def _show_graveyard(self, view: dict[str, Any], over: bool) -> None:
        """The graveyard's tab, beside the chat, while the view carries the room (he is out
        of the game, or a spectator who asked); marked while it has unread lines."""
        index = self.tabs.indexOf(self.graveyard_tab)
        if graveyard_of(view) is None:
            if index >= 0:
                self.tabs.removeTab(index)
            return
        if index < 0:
            index = self.tabs.indexOf(self.chat_tab) + 1
            self.tabs.insertTab(index, self.graveyard_tab, "")
        new = self.graveyard_tab.show_room(view, genders_of(view),
                                           can_write=not self.read_only and not over)
        if new and self.tabs.currentIndex() != index:
            self.tabs.tabBar().setTabTextColor(index, Qt.GlobalColor.red)

    # the plurals: lupdate marks one only in a self.tr call, so they stay in this class
    def _changes_left_text(self, count: int) -> str:
        return self.tr("Vote changes left: %n", "", count)

    def _minutes_text(self, count: int) -> str:
        return self.tr("%n real minute(s)", "", count)

    def _render_rules(self, view: dict[str, Any]) -> None:
        """The rules of the table; rendered again only when they change (they are frozen
        once the game starts)."""
        key = (preset_of(view).value, repr(view.get("rules")), repr(view.get("deal_counts")))
        if key == self._rules_shown:
            return
        self._rules_shown = key
        self.rules_text.setHtml(rules_html(view))

    def _cues(self, previous: dict[str, Any] | None, view: dict[str, Any]) -> None:
        clock = clock_of(view)
        key = (view.get("kind"), clock.get("phase"), clock.get("game_day"),
               bool(clock.get("runoff")))
        private = len(messages_of(view)) + int(view.get("messages_from", 0)) \
            + len(results_of(view))
        news = previous is not None and 0 <= self._seen_private < private
        if previous is not None and self._seen_phase is not None and key != self._seen_phase:
            self.clear_feedback()  # what was answered belongs to the phase that ended
            if clock.get("phase") == "over":
                self.flash(winner_text(winner_of(view), end_reason_of(view)), "over")
                self.app.sounds.play(Cue.OVER)
            else:
                self.flash(phase_name(clock.get("phase")), clock.get("phase") or "")
                self.app.sounds.play(Cue.PHASE)
        elif news and not self.quiet:
            self.app.sounds.play(Cue.PRIVATE)
        if news:
            # something new for him alone (a check result may come with the morning): the
            # tab is marked until he opens it
            index = self.tabs.indexOf(self.private_tab)
            if self.tabs.currentIndex() != index:
                self.tabs.tabBar().setTabTextColor(index, Qt.GlobalColor.red)
        self._seen_phase = key
        self._seen_private = private
        if self.turn.feed(view) and not self.quiet:  # his turn: the taskbar, the title
            self.app.qapp.alert(self.window(), 1500)
            self.turnCame.emit()

    def _tab_opened(self, index: int) -> None:
        """A tab marked red for something new is read once it is opened: back to normal."""
        if self.tabs.widget(index) in (self.private_tab, self.graveyard_tab):
            self.tabs.tabBar().setTabTextColor(index, QColor())

    def show_notice(self, text: str) -> None:
        """A message that stays (the table turned this window away)."""
        self._banner_timer.stop()
        theme.set_style_sheet(
            self.banner, "background: #a93226; color: white; font-size: 14pt; "
                         "font-weight: 600; padding: 8px; border-radius: 6px;")
        self.banner.setText(text)
        self._show_banner()

    def flash(self, text: str, phase: str) -> None:
        colour = theme.PHASE_COLORS.get(phase, theme.ACCENT)
        theme.set_style_sheet(
            self.banner, f"background: {colour}; color: white; font-size: 18pt; "
                         "font-weight: 600; padding: 8px; border-radius: 6px;")
        self.banner.setText(text)
        self._show_banner()
        self._banner_timer.start(4000)

    def _show_banner(self) -> None:
        self._place_banner()
        self.banner.show()
        self.banner.raise_()

    def _place_banner(self) -> None:
        """Over the panel, centred, half its width: below the clock and the tabs' row (over
        the row it hid "The end" and the other tabs' names the moment the game ended)."""
        width = max(320, self.width() // 2)
        height = self.banner.heightForWidth(width)
        if height <= 0:
            height = self.banner.sizeHint().height()
        bar = self.tabs.tabBar()
        top = max(self.clock.geometry().bottom(),
                  bar.mapTo(self, QPoint(0, bar.height())).y()) + 8
        self.banner.setGeometry((self.width() - width) // 2, top, width, height)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.banner.isVisible():
            self._place_banner()

    # ------------------------------------------------------------------ intents

    def send(self, action: str, **fields: Any) -> int | None:
        if self.read_only or self.link is None:
            return None
        seq = self.link.request(ActMessage.of(action, **fields))
        self._pending[seq] = (action, fields.get("target") or fields.get("to"))
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
        self._pending[self.link.request(AskMessage.of(text))] = ("ask", None)
        self.ask_input.clear()

    def _acked(self, seq: int) -> None:
        action, target = self._pending.pop(seq, (None, None))
        if action is None or action == "say":
            return
        if action == "write":
            self.notebook.entry_written()
        if action == "ask":
            self._show_feedback(True, self.tr("Your question was sent to the host."))
        else:
            self._show_feedback(True, self.tr("Accepted — %1.").replace(
                "%1", deed_text(action, target)))

    def _refused(self, seq: int, code: str, message: str, params: Any) -> None:
        action, _target = self._pending.pop(seq, (None, None))
        text = refused_text(code, message, params)
        if action is None:  # not one of this panel's (e.g. sent before a reconnect)
            self._show_feedback(False, text)
            return
        label = self.tr("Question") if action == "ask" else action_label(action)
        self._show_feedback(False, self.tr("%1 refused: %2").replace("%1", label)
                            .replace("%2", text))

    def pending_text(self, acts: list[Any]) -> str:
        """The acts not answered yet, one a line: each sending, or waiting for the link."""
        return "\n".join(
            (self.tr("%1 — sending…") if act.sending else self.tr("%1 — waiting for the link"))
            .replace("%1", deed_text(act.message.do.value, act.message.target)) for act in acts)

    def _show_feedback(self, ok: bool, text: str) -> None:
        """The answer to what he sent. It belongs to its moment: a "done" goes after a few
        seconds, a refusal when the phase changes or the link comes back."""
        self.feedback.say(ok, text)
        if ok:
            self._feedback_timer.start(DONE_SHOWN_MS)
        else:
            self._feedback_timer.stop()
        self.answerShown.emit(ok, text)

    def clear_feedback(self) -> None:
        self._feedback_timer.stop()
        self.feedback.clear()

    def visible_text(self) -> str:
        """Everything this panel shows as text (tests: what the seat sees)."""
        return shown_text(self)


class PlayerWindow(QMainWindow):
    """The player's main window: the panel plus the connection's status, always visible."""

    def __init__(self, app: Any, link: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.link = link
        self.panel = PlayerPanel(app, link, parent=self)
        self.setCentralWidget(self.panel)
        self.link_status = LinkStatus(self.statusBar(), link, self.panel.pending_text)
        self.connection = self.link_status.connection
        self.outbox = self.link_status.outbox
        self.help_button = QPushButton()
        self.help_button.setObjectName("help-button")
        self.help_button.setFlat(True)
        self.help_button.clicked.connect(self.open_help)
        self.statusBar().addPermanentWidget(self.outbox)
        self.hide_button = QPushButton()
        self.hide_button.setObjectName("hide-role")
        self.hide_button.setFlat(True)
        self.hide_button.clicked.connect(self.toggle_cover)
        QShortcut(QKeySequence(HIDE_KEY), self, self.toggle_cover)
        self.panel.coveredChanged.connect(lambda _covered: self._hide_text())
        self.title_mark = TitleMark(self, self._title)  # "● Your turn — …" until seen
        self.panel.turnCame.connect(self.title_mark.mark)
        self.statusBar().addPermanentWidget(self.hide_button)
        self.statusBar().addPermanentWidget(self.help_button)
        self.statusBar().addPermanentWidget(self.connection)
        add_help_shortcut(self, app, self.table_preset)
        fit_to_screen(self, 1280, 800)
        if link.parent() is None:
            link.setParent(self)  # the connection lives as long as its window
        link.stateChanged.connect(self._state_changed)
        link.errorReceived.connect(self._error)
        link.pendingChanged.connect(self.link_status.pending_changed)
        self.retranslate()

    def table_preset(self) -> Preset:
        """The rules this window's table plays (for the guide)."""
        return preset_of(self.panel.view or {})

    def toggle_cover(self) -> None:
        self.panel.set_covered(not self.panel.is_covered())

    def _hide_text(self) -> None:
        text = (self.tr("Show my role (%1)") if self.panel.is_covered()
                else self.tr("Hide my role (%1)"))
        self.hide_button.setText(text.replace("%1", HIDE_KEY))

    def open_help(self) -> None:
        open_help(self.app, self.table_preset())

    def retranslate(self) -> None:
        self.help_button.setText(self.tr("How to play (F1)"))
        self._hide_text()
        self.title_mark.show()
        self.link_status.show_state()
        self.link_status.pending_changed()

    def _state_changed(self, state: str) -> None:
        if self.link_status.state_changed(state):
            # back at the table: "no connection" refusals of what he tried meanwhile are over
            self.panel.clear_feedback()

    def _error(self, code: str, message: str) -> None:
        text = self.link_status.error(code, message)
        if code in FATAL:  # the link gives up: he is not at the table any more
            self.panel.show_notice(text)

    def _title(self) -> str:
        table = (getattr(self.link, "table", None) or {}).get("name") or "DN Mafia"
        return self.tr("%1 — %2 — DN Mafia").replace("%1", self.link.name).replace("%2", table)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:
        self.link.close()
        super().closeEvent(event)


__all__ = ["MAX_TEXT_BYTES", "NotebookPanel", "PlayerPanel", "PlayerWindow", "event_text"]
