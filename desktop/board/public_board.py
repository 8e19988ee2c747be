"""The public board: ``PublicBoard``, a widget that draws a public or lobby view — the
phase banner with the game clock and the countdown, the players as big cards (in the
lobby with their characters), and beside them a column of panels: the nominations or the
live vote tally, the newspaper, the rules of the table and the reserves (lobby), the
schedule, the host's announcements, the latest public events; at the end, the whole story.
The projector shows it full screen, the hot-seat window and the replay viewer at normal
size.

Owns ``PublicBoard`` only: it lays out the parts of ``desktop.board`` (banner, player grid,
vote panel, feed, story page) and hands each the view. The names other modules import
from here (the parts, the palette, ``board_css``, ``hhmm``, ``is_public``, ``phase_key``)
are re-exported. Only public facts are drawn: a view that is not public is refused.
Renders views, never computes a rule. Must not import any window, nor engine state (only
the view dicts, read through ``desktop.view_access``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import glossary, theme
from desktop.board.banner import PhaseBanner
from desktop.board.blocks import ElidedLabel, LinesPanel, ListPanel, TextPanel, fill_list, hhmm
from desktop.board.feed import DEATH_EVENTS, RECENT_EVENTS, NewsPanel, event_lines, host_note_lines
from desktop.board.lobby_texts import schedule_lines
from desktop.board.player_grid import PlayerCard, PlayerGrid
from desktop.board.story_page import StoryPage
from desktop.board.style import (
    BASE_SIZE,
    BG,
    CARD,
    CARD_DEAD,
    GOLD,
    MUTED,
    PANEL,
    TEXT,
    board_css,
)
from desktop.board.summary import SummaryPage
from desktop.board.tally_panel import TallyChart, TallyPanel
from desktop.rules.summary import rules_lines
from desktop.view_access import (
    View,
    clock_of,
    is_lobby,
    is_public,
    key_code_of,
    lobby_reserves_of,
    lobby_seats_of,
    nominees_of,
    phase_key,
    players_of,
    schedule_of,
    summary_of,
    waiting_reserves,
    web_url_of,
)
from desktop.widgets.qr_code import WebSeatsBox
from engine.view_types import PlayerRow

# between games the side column takes turns: the story, then the group's summary (seconds)
STORY_SECONDS = 20
SUMMARY_SECONDS = 40

__all__ = [  # what other modules and the tests import from here
    "BASE_SIZE", "BG", "CARD", "CARD_DEAD", "DEATH_EVENTS", "GOLD", "MUTED", "PANEL",
    "RECENT_EVENTS", "TEXT", "ElidedLabel", "PhaseBanner", "PlayerCard", "PublicBoard",
    "TallyChart", "board_css", "hhmm", "is_public", "phase_key",
]


class PublicBoard(QFrame):
    """Everything a public view says, laid out as a board. ``show_view(view)`` draws a
    public or lobby view; ``tick()`` moves the countdown; the fonts follow the board's
    size (scale 1.0 at 1920x1080). ``phaseChanged`` is not a signal: the owner compares
    ``phase_key`` of the views it passes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # the fonts follow the size: big fonts must not hold the board big
        self.setMinimumSize(320, 200)
        self.view: dict[str, Any] | None = None
        self.scale = 0.0

        self.banner = PhaseBanner(self)
        # left: the players
        self.player_grid = PlayerGrid(self, votes_text=self._votes_text)
        self.players_title = self.player_grid.title
        self.grid_host, self.grid = self.player_grid.grid_host, self.player_grid.grid
        self.waiting = self.player_grid.waiting

        running = self._build_side_panels()
        self._build_story_page(running)
        self._build_left_column()
        outer = QVBoxLayout(self)
        outer.addWidget(self.banner)
        outer.addLayout(self.body, 1)
        self.set_scale(0.5)
        self.retranslate()

    def _build_side_panels(self) -> QWidget:
        # right: the column of panels (running game) or the story (game over)
        self.side = QStackedWidget(self)
        running = QWidget(self.side)
        column = QVBoxLayout(running)
        column.setContentsMargins(0, 0, 0, 0)
        self.tally_panel = TallyPanel(running)
        self.tally_title, self.tally = self.tally_panel.title, self.tally_panel.chart
        self.tally_note = self.tally_panel.note
        self.news_panel = NewsPanel(running)
        self.news_title, self.news = self.news_panel.title, self.news_panel.news
        self.news_details = self.news_panel.details
        self.schedule_panel = TextPanel(running)
        self.schedule_title, self.schedule = self.schedule_panel.title, self.schedule_panel.body
        # the lobby: the rules of the table and the reserves
        self.rules_panel = TextPanel(running)
        self.rules_title, self.rules = self.rules_panel.title, self.rules_panel.body
        self.reserves_panel = TextPanel(running)
        self.reserves_title, self.reserves = self.reserves_panel.title, self.reserves_panel.body
        self.rules_panel.hide()
        self.reserves_panel.hide()
        self.host_panel = LinesPanel(running)  # every answer whole, however long
        self.host_title = self.host_panel.title
        self.events_panel = ListPanel(running, stretch=1)
        self.events_title, self.events = self.events_panel.title, self.events_panel.lines
        # the events take the room the other panels leave, and show the lines that fit
        self.events.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        column.addWidget(self.tally_panel)
        column.addWidget(self.news_panel)
        column.addWidget(self.rules_panel)
        column.addWidget(self.reserves_panel)
        column.addWidget(self.schedule_panel)
        column.addWidget(self.host_panel)
        column.addWidget(self.events_panel, 1)
        column.addStretch(0)  # takes the room the events leave (the lobby has none)
        # the browser seats' code: small in the corner during the game, big in the lobby
        self.web_corner = self._web_box(running, vertical=False)
        column.addWidget(self.web_corner)
        self.side.addWidget(running)
        return running

    def _build_story_page(self, running: QWidget) -> None:
        """The side column's page once the game is over: the story."""
        story = StoryPage(self.side)
        self.winner = story.winner
        self.deaths_panel, self.deaths = story.deaths_panel, story.deaths_panel.lines
        self.deaths_title = story.deaths_panel.title
        self.path_panel, self.path = story.path_panel, story.path_panel.lines
        self.path_title = story.path_panel.title
        self.entries_panel, self.entries = story.entries_panel, story.entries_panel.lines
        self.entries_title = story.entries_panel.title
        self.side.addWidget(story)
        self.running_page, self.story_page = running, story
        # the group's record after the game, when the host keeps one
        self.summary_page = SummaryPage(self.side)
        self.side.addWidget(self.summary_page)
        self.summary_seconds = 0  # since the summary came: which page's turn it is

    def _build_left_column(self) -> None:
        # the lobby's code, big, under the seats (the side column is full of the rules)
        left = QWidget(self)
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addWidget(self.player_grid, 1)
        self.web_lobby = self._web_box(left, vertical=False)
        self.web_lobby.caption.setProperty("cls", "news")
        self.web_lobby.address.setProperty("cls", "address")
        left_box.addWidget(self.web_lobby)
        # the host key's code, for players who typed the address (docs/security.md)
        self.key_code = ElidedLabel("body", left)
        self.key_code.setObjectName("key-code")
        self.key_code.hide()
        left_box.addWidget(self.key_code)
        self.left_column = left
        self.body = QHBoxLayout()
        self.body.addWidget(left, 3)
        self.body.addWidget(self.side, 2)

    @staticmethod
    def _web_box(parent: QWidget, *, vertical: bool) -> WebSeatsBox:
        box = WebSeatsBox(parent, vertical=vertical)
        box.setProperty("cls", "panel")
        box.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        return box

    def _votes_text(self, count: int) -> str:
        # a plural: lupdate marks one only in a self.tr call, so it stays in this class
        return self.tr("candidate: %n vote(s)", "", count)

    @property
    def cards(self) -> dict[str, PlayerCard]:
        """The players' cards by name, in seat order."""
        return self.player_grid.cards

    @property
    def show_connection(self) -> bool:
        """A dot per player: connected or away (not at a hot seat)."""
        return self.player_grid.show_connection

    @show_connection.setter
    def show_connection(self, on: bool) -> None:
        self.player_grid.show_connection = on

    # ------------------------------------------------------------------ scale

    def fit_scale(self) -> float:
        """The scale at which the board fills its size (1.0 at 1920x1080)."""
        w, h = max(1, self.width()), max(1, self.height())
        return max(0.3, min(3.0, min(w / BASE_SIZE.width(), h / BASE_SIZE.height())))

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) < 0.01:
            return
        self.scale = scale
        self._apply_style()

    def _apply_style(self) -> None:
        s = self.scale
        theme.set_style_sheet(self, board_css(s, self.player_grid.density))
        margin = max(6, round(22 * s))
        spacing = max(4, round(16 * s))
        self.layout().setContentsMargins(margin, margin, margin, margin)
        self.layout().setSpacing(spacing)
        self.body.setSpacing(spacing)
        for page in (self.running_page, self.story_page, self.left_column):
            page.layout().setSpacing(spacing)
        self.summary_page.set_spacing(spacing)
        self.summary_page.set_scale(s)
        self.banner.set_scale(s)
        self.player_grid.set_scale(s, spacing)
        # whole pixels per module: about 12 at 1920x1080 in the lobby (a phone reads it
        # from the back of a room), 5 in the corner during the game
        self.web_lobby.set_target(round(360 * s))
        self.web_corner.set_target(round(170 * s))
        for box in (self.web_lobby, self.web_corner):
            box.layout().setContentsMargins(margin, margin // 2, margin, margin // 2)
            box.layout().setSpacing(spacing)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.set_scale(self.fit_scale())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.players_title.setText(self.tr("Players"))
        self.news_title.setText(self.tr("Newspaper"))
        self.schedule_title.setText(self.tr("Schedule of a game day"))
        self.rules_title.setText(self.tr("Rules of the table"))
        self.reserves_title.setText(self.tr("Reserves"))
        self.host_title.setText(self.tr("From the host"))
        self.events_title.setText(self.tr("Latest events"))
        self.banner.clock_caption.setText(self.tr("game clock"))
        if self.view is not None:
            self.show_view(self.view)

    # ------------------------------------------------------------------ the view

    def show_view(self, view: dict[str, Any]) -> None:
        if not is_public(view):
            raise ValueError("the public board draws only a spectator's view")
        glossary.learn(view)  # the table's roles, the host's own among them
        self.view = view
        if is_lobby(view):
            self._show_lobby(view)
        else:
            self._show_game(view)

    def tick(self) -> None:
        """Once a second: the timed countdown goes on locally between views; between
        games the story and the summary take turns."""
        self.banner.tick()
        if self.view is not None and summary_of(self.view) is not None:
            self.summary_seconds += 1
            self._turn_end_pages()

    def summary_turn(self) -> bool:
        """The summary's turn in the side column: the story first (who was who is what
        the room asks at the end), then the summary, and again."""
        return self.summary_seconds % (STORY_SECONDS + SUMMARY_SECONDS) >= STORY_SECONDS

    def _turn_end_pages(self) -> None:
        summary = self.summary_page if self.summary_turn() else self.story_page
        if self.side.currentWidget() is not summary:
            self.side.setCurrentWidget(summary)
            self.body.setStretch(0, 4 if summary is self.summary_page else 5)
            self.body.setStretch(1, 5 if summary is self.summary_page else 4)

    def _show_lobby(self, view: View) -> None:
        seats = lobby_seats_of(view)
        self.banner.show_lobby(view, len(seats),
                               self.tr("%n player(s) joined", "", len(seats)))
        if self.player_grid.show_seats(seats):
            self._apply_style()
        self.side.setCurrentWidget(self.running_page)
        self.tally_panel.hide()
        self.news_panel.hide()
        self.events_panel.hide()
        self.running_page.layout().setStretch(7, 1)
        self._show_schedule(view)
        self._show_host_notes(view)
        self.rules.setText("\n".join(rules_lines(view)))
        self.rules_panel.show()
        reserves = [str(r.get("name", "")) for r in lobby_reserves_of(view)]
        self.reserves.setText(", ".join(reserves))
        self.reserves_panel.setVisible(bool(reserves))
        self.web_lobby.show_url(web_url_of(view))
        self.web_corner.show_url(None)
        code = key_code_of(view)
        self.key_code.setText(self.tr("The table's key code: %1").replace("%1", code or ""))
        self.key_code.setVisible(code is not None)

    def _show_schedule(self, view: View) -> None:
        schedule = schedule_of(view)
        if not schedule:
            self.schedule_panel.hide()
            return
        self.schedule.setText("\n".join(schedule_lines(schedule)))
        self.schedule_panel.show()

    def _show_host_notes(self, view: View) -> None:
        lines = host_note_lines(view)
        self.host_panel.set_lines(lines)
        self.host_panel.setVisible(bool(lines))

    def _show_game(self, view: View) -> None:
        clock = clock_of(view)
        phase = clock.get("phase") or "day"
        over = phase == "over"
        self.banner.show_game(view)
        players = players_of(view)
        nominators = self._nominators(players)
        candidates = set(clock.get("runoff") or nominees_of(view))
        if self.player_grid.show_players(view, players, phase, nominators, candidates):
            self._apply_style()
        self.body.setStretch(0, 5 if over else 3)
        self.body.setStretch(1, 4 if over else 2)
        self.web_lobby.show_url(None)
        self.key_code.hide()
        self._place_web_corner()
        self.web_corner.show_url(None if over else web_url_of(view))
        if over:
            self.side.setCurrentWidget(self.story_page)
            self.story_page.show_view(view, self.scale)
            summary = summary_of(view)
            if summary is not None:
                self.summary_page.show_summary(dict(summary))
                self._turn_end_pages()
            else:
                self.summary_seconds = 0
            return
        self.side.setCurrentWidget(self.running_page)
        self.schedule_panel.hide()
        self.tally_panel.show_phase(view, phase, players, nominators)
        self.news_panel.show_view(view)
        self._show_host_notes(view)
        fill_list(self.events, event_lines(view))
        self.events_panel.show()
        self.rules_panel.hide()
        waiting = waiting_reserves(view)
        self.reserves.setText(", ".join(waiting))
        self.reserves_panel.setVisible(bool(waiting))
        self.running_page.layout().setStretch(7, 0)

    def _place_web_corner(self) -> None:
        """The game's small code in the bottom corner: in the empty end of the players'
        last row when there is room for it, else at the foot of the side column."""
        span = self.player_grid.free_span()
        grid, column = self.player_grid.grid, self.running_page.layout()
        box = self.web_corner
        grid.removeWidget(box)
        column.removeWidget(box)
        if span is not None:
            row, first, count = span
            grid.addWidget(box, row, first, 1, count, Qt.AlignmentFlag.AlignBottom)
        else:
            column.addWidget(box)

    @staticmethod
    def _nominators(players: list[PlayerRow]) -> dict[str, list[str]]:
        """Who nominated whom today: a nominee's nominators in seat order."""
        nominators: dict[str, list[str]] = {}
        for p in players:
            nomination = p.get("nomination")
            if nomination:
                nominators.setdefault(nomination, []).append(p["name"])
        return nominators
