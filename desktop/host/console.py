"""The host console: sets up a table, opens it on the LAN, runs the lobby and the game, and
shows the story when the game is over — the window that composes its parts:

- ``desktop.host.setup.HostSetupPage``: the table, the pace, the schedule, the rules;
- ``desktop.host.lobby_column.LobbyColumn``: opening, the registrations, the start;
- ``desktop.host.seat.OwnSeat``: the host's own seat and his player window;
- ``desktop.host.game.HostGamePage``: the running game (clock, controls, players, tabs).

Owns ``HostConsole``: the menu, the status bar, the messages, the host's acts on his
``TableSession`` (open, start, kick, bots, end a phase, pause, remove, export, the
projector) through the session's host-operator methods, and which page shows. The parts'
widgets are reached on the console under the names they always had (``console.name_edit``
is the set-up page's). Reads the session's public view for display only; never computes a
rule. The player window, the projector and the bots are imported lazily (they may be
missing); must not import the launcher.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from desktop.host.game import HostGamePage, alive_in, game_over, inactive_names
from desktop.host.lobby_column import LobbyColumn
from desktop.host.panels import GodView, QuestionsPanel
from desktop.host.seat import HOST_SEAT_KEY, OwnSeat
from desktop.host.setup import PHASES, HostSetupPage
from desktop.i18n import Language
from desktop.record_hook import keep_record
from desktop.rules.editor import OPTION_GROUPS, RulesEditor
from desktop.screen_fit import fit_to_screen
from desktop.texts import reason_text, setup_error_text
from desktop.view_access import inactive_due_of
from engine.errors import Refusal
from engine.game import SetupError
from netproto.hosting import HostedTable, HostingError
from netproto.lobby import LobbyError, Place
from netproto.pace import PaceMode
from netproto.seal_key import without_key
from netproto.session import TableSession, TableState

__all__ = [  # what other modules and the tests import from here
    "HOST_SEAT_KEY", "PHASES", "HostConsole", "OPTION_GROUPS", "RulesEditor", "GodView",
    "QuestionsPanel",
]

# the parts whose widgets the console answers for by name (see ``__getattr__``)
_PARTS = ("setup_page", "lobby_column", "game_page")


class HostConsole(QMainWindow):
    """The host's window. ``resume``: a saved game's log to host again (raises
    HostingError if it cannot be read or hosted); ``hosted``: a table already hosted."""

    advertise = True  # announce tables on the LAN (tests switch it off where it is not tested)

    def __init__(self, app: Any, *, resume: Path | None = None,
                 hosted: HostedTable | None = None, parent: QWidget | None = None,
                 web: bool = True, web_port: int | None = None) -> None:
        """``web=False`` (``dnmafia host --no-web``): no browser seats this run, whatever
        the setting; ``web_port``: their port (None: the setting / DNMAFIA_WEB_PORT)."""
        super().__init__(parent)
        self.app = app
        self.web_allowed = web
        self.web_port = web_port
        self.hosted: HostedTable | None = None
        self.projector: Any = None
        self.projector_link: Any = None
        self.bots: list[Any] = []
        self.bots_available = importlib.util.find_spec("bots") is not None
        self.messages: list[QMessageBox] = []  # open (non-blocking) message boxes
        self._shutting = False
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(30)
        self._refresh_timer.timeout.connect(self.refresh)
        self._build()
        self._load_settings()
        self.retranslate()
        fit_to_screen(self, 1280, 800)
        if resume is not None:
            hosted = HostedTable.resume(Path(resume), app.interfaces,
                                         advertise=self.advertise, web=self.web_seats(),
                                         web_port=self.web_port)
        if hosted is not None:
            self._attach(hosted)
            self.own_seat.reclaim()
        if resume is not None:
            self.return_bots()
        self.refresh()

    def __getattr__(self, name: str) -> Any:
        """A part's widget under the console's name for it (``console.start_button`` is
        the lobby column's): only called for a name the console itself does not have."""
        if not name.startswith("_"):
            parts = self.__dict__
            for part in _PARTS:
                holder = parts.get(part)
                if holder is not None and name in holder.__dict__:
                    return holder.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.own_seat = OwnSeat(self.app, self._warn, self._approve_own, self)
        self.own_seat.changed.connect(self.refresh)
        # built top-down, each part inside its final parent: under the app's style sheet
        # Qt restyles every widget of a subtree that moves to a new parent (the finished
        # pages moved into the stack, the stack into the window: 90 ms of the console's
        # start)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.setup_page = HostSetupPage(self.stack)
        self.setup_page.changed.connect(self.refresh)
        self.setup_page.publish_button.clicked.connect(self.publish_note)
        self.lobby_column = LobbyColumn(self.setup_page.approve_box, self.own_seat,
                                        bots_available=self.bots_available,
                                        parent=self.setup_page)
        self.setup_page.add_column(self.lobby_column, 34)
        column = self.lobby_column
        column.open_button.clicked.connect(self.open_table)
        column.start_button.clicked.connect(self.start_game)
        column.lobby_panel.kickRequested.connect(self.kick)
        column.lobby_panel.botRequested.connect(self.add_bot)
        column.lobby_panel.changed.connect(self.refresh)
        self.game_page = HostGamePage(self.app, lambda: self.host_seat, self.god_view_allowed,
                                      self.stack)
        game = self.game_page
        game.next_button.clicked.connect(self.next_phase)
        game.pause_button.clicked.connect(self.toggle_pause)
        game.projector_button.clicked.connect(self.open_projector)
        game.own_button.clicked.connect(self.open_own_window)
        game.remove_button.clicked.connect(self.remove_selected)
        game.export_button.clicked.connect(self.export_story)
        game.again_button.clicked.connect(self.play_again)
        self.stack.addWidget(self.setup_page)
        self.stack.addWidget(self.game_page)
        self._build_menus()
        self._build_status_bar()

    def _build_menus(self) -> None:
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
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.help_action.triggered.connect(self.open_help)
        self.game_menu = self.menuBar().addMenu("")
        for action in (self.next_action, self.pause_action, self.projector_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.close_action)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.help_action)

    def _build_status_bar(self) -> None:
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

    # -- the own seat's parts under the console's names for them

    @property
    def host_seat(self) -> str | None:
        """The seat the host plays at this table, or None (he moderates)."""
        return self.own_seat.name

    @property
    def own_window(self) -> Any:
        return self.own_seat.window

    @property
    def own_link(self) -> Any:
        return self.own_seat.link

    @property
    def play_box(self) -> Any:
        return self.own_seat.box

    @property
    def play_edit(self) -> Any:
        return self.own_seat.edit

    @property
    def play_button(self) -> Any:
        return self.own_seat.take_button

    @property
    def leave_button(self) -> Any:
        return self.own_seat.leave_button

    @property
    def setup_error(self) -> str:
        return self.setup_page.setup_error

    # ------------------------------------------------------------------ settings

    def _load_settings(self) -> None:
        settings = self.app.settings
        self.setup_page.name_edit.setText(settings.table_name or "")
        self.own_seat.edit.setText(settings.player_name or "")
        saved = settings.host_options if isinstance(settings.host_options, dict) else {}
        self.setup_page.load_settings(saved)
        self.setup_page.web_box.setChecked(settings.web_seats and self.web_allowed)
        self.setup_page.web_forced_off = not self.web_allowed
        self.setup_page.web_box.setEnabled(self.web_allowed)
        self.setup_page.web_box.toggled.connect(self._web_seats_toggled)

    def _web_seats_toggled(self, on: bool) -> None:
        self.app.settings.web_seats = on
        self.app.store_settings()

    def web_seats(self) -> bool:
        """Whether the table serves the browser seats' page (the setting, unless the
        command line turned them off)."""
        return self.web_allowed and self.setup_page.web_box.isChecked()

    def _store_settings(self) -> None:
        settings = self.app.settings
        settings.table_name = self.setup_page.name_edit.text().strip()
        if self.host_seat:
            settings.player_name = self.host_seat
        settings.host_options = self.setup_page.settings()
        self.app.store_settings()

    # ------------------------------------------------------------------ the table

    @property
    def session(self) -> TableSession | None:
        return self.hosted.session if self.hosted is not None else None

    @property
    def log_path(self) -> Path | None:
        """The log this console writes (``desktop.launcher.running_games`` finds it by it)."""
        session = self.session
        return session.log.path if session is not None and session.log is not None else None

    def config(self) -> Any:
        """The table as the set-up page describes it."""
        return self.setup_page.config()

    def publish_note(self) -> None:
        if self.session is not None:
            self.session.set_schedule_note(self.setup_page.note_edit.toPlainText())
            self.statusBar().showMessage(self.tr("The schedule was published."), 5000)

    def open_table(self) -> bool:
        """Open the table on the LAN with the set-up as it stands."""
        if self.hosted is not None:
            return True
        problem = self.setup_page.problem()
        if problem:
            self._warn(self.tr("The table cannot open"), problem)
            return False
        try:
            hosted = HostedTable.create(self.setup_page.config(), self.app.interfaces,
                                        advertise=self.advertise, web=self.web_seats(),
                                        web_port=self.web_port)
        except (HostingError, ValueError) as exc:
            self._warn(self.tr("The table cannot open"), str(exc))
            return False
        self._store_settings()
        self._attach(hosted)
        self.refresh()
        return True

    def _attach(self, hosted: HostedTable) -> None:
        self.hosted = hosted
        keep_record(hosted.session, self)  # the group's record, as its games end
        self.setup_page.show_config(hosted.session.config)
        hosted.changed.connect(self._schedule_refresh)
        hosted.connectionsChanged.connect(lambda _n: self._schedule_refresh())
        for part in (self.setup_page, self.own_seat):
            part.session = hosted.session
        self.lobby_column.set_session(hosted.session)
        self.game_page.set_session(hosted.session)
        if hosted.dropped:
            self.statusBar().showMessage(self.tr("The saved game was damaged at its end; "
                                                 "it goes on from before the damage."), 15000)
        if hosted.moved:
            self._warn(self.tr("The table's address changed"), self.moved_text(hosted))

    def moved_text(self, hosted: HostedTable) -> str:
        """What a resumed table could not have again (its old ports), and what that means
        for the players — the host must hear it before they wonder."""
        lines = []
        for what, old, reason in hosted.moved:
            if what == "web":
                lines.append(self.tr(
                    "The phones' page could not have its old port %1 (%2). It is served at "
                    "%3 now: pages opened on the phones and printed QR codes of the old "
                    "address no longer work — show the players the new code (the projector "
                    "shows it).").replace("%1", str(old)).replace("%2", reason).replace(
                    "%3", without_key(hosted.session.table.web_url or "")))
            else:
                lines.append(self.tr(
                    "The table could not listen on its old port %1 (%2); it listens on %3 "
                    "now. Players who typed the old address type the new one; those who "
                    "found the table in the list find it again.").replace(
                    "%1", str(old)).replace("%2", reason).replace("%3", str(hosted.port)))
        return "\n\n".join(lines)

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

    def move_selected(self, delta: int) -> None:
        self.lobby_column.lobby_panel.move_selected(delta)

    def kick_selected(self) -> None:
        name = self.lobby_column.lobby_panel.selected()
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

    def open_help(self) -> None:
        """The guide, at the rules this table plays (or is being set up with)."""
        from desktop.help_window import open_help

        preset = (self.session.config.preset if self.session is not None
                  else self.setup_page.preset_combo.currentData())
        open_help(self.app, preset)

    def return_bots(self) -> None:
        """A resumed table's bots back in their seats (they are part of the table)."""
        if self.session is None or not self.bots_available:
            return
        from desktop.texts import link_error

        bots = importlib.import_module("bots")
        for bot in bots.return_bots(self.session):
            if bot.error is None:
                self.bots.append(bot)
            else:
                code, message = bot.error
                self._warn(self.tr("A bot could not sit down again"),
                           f"{bot.name}: {link_error(code, message)}")

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
        self.own_seat.take()

    def open_own_window(self) -> None:
        """The host's player window (again): a new in-process link to his seat."""
        self.own_seat.open_window()

    def leave_seat(self) -> None:
        """The host gives his seat up (in the lobby only)."""
        self.own_seat.leave()

    # ------------------------------------------------------------------ the game

    def next_phase(self) -> None:
        session = self.session
        if session is None or session.game is None or session.game.over:
            return
        due = inactive_due_of(session.public_view())
        if due and not self._ask(self.tr("End the vote now?"), self.tr(
                "%n player(s) will be removed from the game for inactivity when the vote "
                "closes: %1.\n\nEnd the vote now?", "", len(due)).replace(
                "%1", inactive_names(due))):
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

    def _removable(self, name: str) -> bool:
        """Whether the public view shows this player alive in a game still going on."""
        if self.session is None or self.session.game is None:
            return False
        view = self.game_page.public_view()
        return not game_over(view) and alive_in(view, name)

    def remove_selected(self) -> None:
        session = self.session
        name = self.game_page.players.selected_name()
        if session is None or name is None or not self._removable(name):
            return
        if not self._ask(self.tr("Remove a player"),
                         self.tr("Remove %1 from the game? He leaves the game as if removed "
                                 "for inactivity.").replace("%1", name)):
            return
        if not self._removable(name):
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
            from desktop.board.projector import ProjectorWindow
        except ImportError:
            self._warn(self.tr("No projector"),
                       self.tr("The projector window is not available in this version."))
            return
        from desktop.link import LocalTableClient

        self.projector_link = LocalTableClient(session, "projector", spectator=True,
                                               host_own=True)
        self.projector = ProjectorWindow(self.app, self.projector_link)
        self.app.keep(self.projector)
        self.projector.show()

    def export_story(self) -> Path | None:
        session = self.session
        if session is None or session.game is None or not session.game.over:
            return None
        from datetime import date

        from desktop.export import EXTENSIONS, export_story, story_file_name

        fmt = self.game_page.format_combo.currentData()
        language = Language(self.game_page.language_combo.currentData())
        default = str(Path.home() / story_file_name(
            session.config.name, date.today().isoformat(), EXTENSIONS[fmt]))
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

    def play_again(self) -> None:
        """The next game at this table: the same seats, a new deal; everyone follows."""
        session = self.session
        if session is None or session.state is not TableState.OVER:
            return
        try:
            session.play_again(no_repeat=self.game_page.no_repeat_box.isChecked())
        except SetupError as exc:  # the table waits in its lobby for the host's start
            self._warn(self.tr("The next game did not start"), setup_error_text(exc))
        self.refresh()

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
        problem = self.setup_page.refresh()
        hosted = self.hosted
        self.setup_page.show_web(session.table.web_url if session is not None else None,
                                 hosted.web_error if hosted is not None else None)
        self.lobby_column.refresh(self.hosted, problem)
        if session is not None and session.state is TableState.LOBBY:
            self.setup_page.rules.set_editable(True)
            # the balance estimate's seats: the table's
            self.setup_page.rules.balance.set_seats(session.table_info()["seats_total"])
        if running:
            self.game_page.refresh()
        self._refresh_status()
        self._update_actions()
        self._title()

    def _update_actions(self) -> None:
        session = self.session
        game = session.game if session is not None else None
        live = game is not None and not game.over
        self.next_action.setEnabled(live)
        self.pause_action.setEnabled(live and session.config.pace is PaceMode.TIMED)
        self.projector_action.setEnabled(session is not None)
        self.game_page.projector_button.setEnabled(session is not None)

    def _refresh_status(self) -> None:
        hosted = self.hosted
        if hosted is None:
            self.address_status.setText(self.tr("The table is not open yet."))
            self.connections_status.setText("")
            self.lan_status.setText("")
            return
        address = self.tr("Listening on %1:%2").replace(
            "%1", hosted.address).replace("%2", str(hosted.port))
        web = hosted.session.table.web_url
        if web:
            address += " · " + self.tr("phones: %1").replace("%1", without_key(web))
        if hosted.host.code:  # players who typed the address compare it (docs/security.md)
            address += " · " + self.tr("key code: %1").replace("%1", hosted.host.code)
        self.address_status.setText(address)
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

    def _title(self) -> None:
        """The window's title names the table as it is called now (it may be renamed)."""
        name = (self.session.config.name if self.session is not None
                else self.setup_page.table_name())
        self.setWindowTitle(self.tr("Host console — %1 — DN Mafia").replace("%1", name))

    def retranslate(self) -> None:
        self._title()
        self.game_menu.setTitle(self.tr("&Game"))
        self.next_action.setText(self.tr("End this phase"))
        self.pause_action.setText(self.tr("Pause or resume the clock"))
        self.projector_action.setText(self.tr("Open the projector"))
        self.close_action.setText(self.tr("Close the console"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.help_action.setText(self.tr("How to play"))
        self.setup_page.retranslate()
        self.lobby_column.retranslate()
        self.game_page.retranslate()
        self.refresh()

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
        self.own_seat.close_window()
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
