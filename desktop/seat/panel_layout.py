"""The player panel's layout: the builders of its parts, one panel each (the clock's
row and the banner, the left column, the tabs, the right column, the cover), run once by
``PlayerPanel.__init__``.

Owns ``PanelLayout``, a mixin of desktop.seat.window.PlayerPanel (the widgets it builds are
the panel's attributes; the slots it connects are the panel's), and the columns' widths.
Must not import any window (desktop.seat.window imports this one).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.seat.action_list import ActionList
from desktop.seat.answer_line import AnswerLine
from desktop.seat.duty_notice import DutyNotice
from desktop.seat.end_tab import EndTab
from desktop.seat.graveyard_tab import CHANNEL as GRAVEYARD
from desktop.seat.graveyard_tab import GraveyardTab
from desktop.seat.notebook_panel import NotebookPanel
from desktop.seat.role_card import RoleCard
from desktop.seat.turn_cue import TurnCue, WaitingLine
from desktop.widgets.clock import ClockBar
from desktop.widgets.events import EventLog
from desktop.widgets.players import PlayerTable

# the panel's columns at its first size (1280 px): the role card and the notebook, the chat
# (the widest), the actions and the players
COLUMN_WIDTHS = (360, 470, 450)
LEFT_MIN_WIDTH = 355


class PanelLayout:
    """Builds a PlayerPanel's widgets (mixed into PlayerPanel, a QWidget)."""

    def _build(self) -> None:
        self._build_clock_and_banner()
        layout, splitter, left_scroll = self._build_left_column()
        self._build_talk_tabs(splitter)
        self._build_other_tabs()
        right_inner = self._build_right_column(splitter)
        self._arrange_columns(splitter, left_scroll, right_inner)
        self._build_cover(layout, splitter)
        self._shortcuts()

    def _build_clock_and_banner(self) -> None:
        """The clock's row and the phase banner over the panel."""
        self.clock = ClockBar(self)
        self.waiting_line = WaitingLine(self.clock)  # in the clock's row: moves nothing
        self.clock.layout().insertWidget(2, self.waiting_line)
        self.turn = TurnCue(self)
        # the phase banner floats over the top of the panel and lets clicks through: it
        # moves nothing when it comes and goes (a button under the pointer stays put)
        self.banner = QLabel(self)
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.banner.hide()

    def _build_left_column(self) -> tuple[QVBoxLayout, QSplitter, QScrollArea]:
        """The window's layout, its splitter and the left column (role card, results)."""
        # built top-down, each part inside its final parent: under the app's style sheet
        # Qt restyles every widget of a subtree that moves to a new parent
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        left_scroll = QScrollArea(splitter)
        left_inner = QWidget(left_scroll.viewport())
        # left: role card, notebook, results
        self.role_box = RoleCard(changes_left_text=self._changes_left_text, parent=left_inner)
        self.role_icon, self.role_title = self.role_box.role_icon, self.role_box.role_title
        self.role_team, self.role_rules = self.role_box.role_team, self.role_box.role_rules
        self.role_extra, self.my_status = self.role_box.role_extra, self.role_box.my_status
        self.results_box = QGroupBox(left_inner)
        self.results = QLabel(self.results_box)
        self.results.setWordWrap(True)
        QVBoxLayout(self.results_box).addWidget(self.results)
        self.results_box.hide()
        left_inner.setMinimumWidth(0)
        left = QVBoxLayout(left_inner)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.role_box)
        left.addWidget(self.results_box)
        left.addStretch(1)
        left_scroll.setWidget(left_inner)
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left_scroll.setMinimumWidth(LEFT_MIN_WIDTH)
        return layout, splitter, left_scroll

    def _build_talk_tabs(self, splitter: QSplitter) -> None:
        """The chat's and the mafia's tabs and the notebook's."""
        # centre: tabs
        self.tabs = QTabWidget(splitter)
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
        # the notebook, for its holder: a tab of the chat's width and height (in the role
        # card's column it was squeezed, and scrolled even at 1920×1080)
        self.notebook_tab = QScrollArea()
        self.notebook_tab.setObjectName("notebook-tab")
        self.notebook_tab.setWidgetResizable(True)
        self.notebook_tab.setFrameShape(QFrame.Shape.NoFrame)
        self.notebook_tab.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notebook = NotebookPanel(self, self.notebook_tab.viewport())
        self.notebook_tab.setWidget(self.notebook)

    def _build_other_tabs(self) -> None:
        """The private, host, rules, end and graveyard tabs; the tabs' sends."""
        self.private_log = EventLog()
        self.private_tab = self._log_tab(self.private_log, None, None)
        self.host_text = QTextBrowser()
        self.ask_input = QLineEdit()
        self.ask_input.setObjectName("ask-input")
        self.ask_send = QPushButton()
        self.ask_send.setObjectName("ask-send")
        self.host_tab = self._log_tab(self.host_text, self.ask_input, self.ask_send)
        # who asks, over the field: in the placeholder it was cut in a 1366-pixel window
        self.ask_hint = QLabel()
        self.ask_hint.setProperty("hint", True)
        self.ask_hint.setWordWrap(True)
        self.host_tab.layout().insertWidget(1, self.ask_hint)
        self.rules_text = QTextBrowser()
        self.rules_text.setObjectName("table-rules")
        self.rules_tab = self._log_tab(self.rules_text, None, None)
        self._rules_shown: Any = None
        self.end_tab = EndTab()  # the first tab once the game is over
        # the room of the dead and the spectators: a tab only while the view carries it
        self.graveyard_tab = GraveyardTab(read_only=self.read_only)
        room_line = self.graveyard_tab.input
        self.graveyard_tab.send.clicked.connect(lambda: self._say(room_line, GRAVEYARD))
        room_line.returnPressed.connect(lambda: self._say(room_line, GRAVEYARD))
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
        self.tabs.currentChanged.connect(self._tab_opened)

    def _build_right_column(self, splitter: QSplitter) -> QWidget:
        """The right column: the duty notice, the actions, the players."""
        # right: players, actions
        right_inner = QWidget(splitter)
        self.duty_notice = DutyNotice(right_inner)
        self.actions_box = ActionList(self, right_inner)
        self.actions_layout = self.actions_box.rows_layout
        self.no_actions = self.actions_box.no_actions
        self.action_rows = self.actions_box.rows
        self.players_box = QGroupBox(right_inner)
        self.players = PlayerTable(self.players_box)
        QVBoxLayout(self.players_box).addWidget(self.players)
        right = QVBoxLayout(right_inner)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.duty_notice)
        right.addWidget(self.actions_box)
        right.addWidget(self.players_box, 1)
        return right_inner

    def _arrange_columns(self, splitter: QSplitter, left_scroll: QScrollArea,
                         right_inner: QWidget) -> None:
        """The answer line and the three columns' shares of the width."""
        self.feedback = AnswerLine(self)
        splitter.addWidget(left_scroll)
        splitter.addWidget(self.tabs)
        splitter.addWidget(right_inner)
        # the chat, the heart of forum mafia, is the widest column and takes most of any
        # room a bigger window adds; the role card and the actions keep what they need
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 1)
        splitter.setSizes(list(COLUMN_WIDTHS))
        self.splitter = splitter

    def _build_cover(self, layout: QVBoxLayout, splitter: QSplitter) -> None:
        """The role's cover, the window's rows and the feedback and banner timers."""
        # "hide my role": the seat covered at once (someone looks over his shoulder); a
        # click on the cover, or the key again, shows it
        self.cover = QPushButton(self)
        self.cover.setObjectName("role-cover")
        self.cover.setFlat(True)
        self.cover.setFont(theme.big_font(16))
        self.cover.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.cover.clicked.connect(lambda: self.set_covered(False))
        self.cover.hide()
        layout.addWidget(self.clock)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.cover, 1)
        layout.addWidget(self.feedback)
        self._feedback_timer = QTimer(self)
        self._feedback_timer.setSingleShot(True)
        self._feedback_timer.timeout.connect(self.clear_feedback)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        for widget in (self.chat_input, self.chat_send, self.mafia_input, self.mafia_send):
            widget.setVisible(not self.read_only)
        for widget in (self.ask_input, self.ask_send, self.ask_hint):
            widget.setVisible(self.can_ask)

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
