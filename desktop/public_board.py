"""The public board: ``PublicBoard``, a widget that draws a public or lobby view (the phase
banner with the game clock and the countdown, the players as big cards — in the lobby
with their characters, the reserves and the rules of the table —, nominations, the live
vote tally, the newspaper, the host's announcements, the latest public events and, at
the end, the whole story), with its parts (``PhaseBanner``, ``PlayerCard``,
``TallyChart``, ``ElidedLabel``) and the view helpers ``is_public`` and ``phase_key``.
The projector shows it full screen, the hot-seat window and the replay viewer at normal
size.

Only public facts are drawn: a view that is not public is cut down to its public keys
first. Renders views, never computes a rule. Must not import any window, nor engine state
(only the view dicts).
"""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.table_rules import rules_lines

# The keys of a view that only a seat (or the god view) has: never drawn on the board.
BASE_SIZE = QSize(1920, 1080)  # the board's fonts are designed for this size
RECENT_EVENTS = 12
DEATH_EVENTS = frozenset({"died", "died_of", "removed", "role_revealed"})

BG = "#14161b"
PANEL = "#1d2027"
CARD = "#272b34"
CARD_DEAD = "#191b20"
TEXT = "#f3f3f1"
MUTED = "#a3a9b5"
GOLD = "#f2c14e"


def is_public(view: dict[str, Any]) -> bool:
    """A spectator's view: the public game view, or the lobby seen by nobody in it. The
    board is fed only these (spectator links, ``engine.views.public_view``); it never
    filters a seat's or the god's view — secrets are never put into what it receives."""
    kind = view.get("kind")
    return kind == "public" or (kind == "lobby" and not view.get("me"))


def phase_key(view: dict[str, Any] | None) -> tuple[Any, ...] | None:
    """What identifies a phase: a change of it is a phase change (flash, sound)."""
    if not view:
        return None
    if view.get("kind") == "lobby":
        return ("lobby",)
    clock = view.get("clock") or {}
    return (clock.get("phase"), clock.get("game_day"), bool(clock.get("runoff")))


def hhmm(moment: str | None) -> str:
    """ "d2 19:30" → "19:30" """
    return (moment or "").split(" ")[-1]


def board_css(scale: float, density: float = 1.0) -> str:
    """The board's style sheet at ``scale`` (1.0 at 1920x1080); ``density`` shrinks the
    cards when many players sit."""

    def px(value: float, low: int = 10) -> int:
        return max(low, round(value * scale))

    card = scale * density

    def cpx(value: float, low: int = 10) -> int:
        return max(low, round(value * card))

    fg = {phase: ("#1d1a12" if phase == "day" else "#ffffff") for phase in theme.PHASE_COLORS}
    banner = "\n".join(
        f'#banner[phase="{phase}"] {{ background: {colour}; }}\n'
        f'#banner[phase="{phase}"] QLabel {{ color: {fg[phase]}; }}'
        for phase, colour in theme.PHASE_COLORS.items())
    return f"""
#board {{ background: {BG}; }}
#board QLabel {{ color: {TEXT}; background: transparent; }}
{banner}
#banner {{ border-radius: {px(14, 4)}px; }}
#banner[flash="true"] {{ background: #ffffff; }}
#banner[flash="true"] QLabel {{ color: #101010; }}
#banner QLabel#phaseIcon {{ background: #f7f5ef; border-radius: {px(66, 18)}px; }}
#banner[phase="day"] QLabel#phaseIcon {{ background: #2a2418; }}
#board QLabel[cls="title"] {{ font-size: {px(64, 18)}px; font-weight: 800; }}
#board QLabel[cls="subtitle"] {{ font-size: {px(26, 11)}px; font-weight: 500; }}
#board QLabel[cls="clock"] {{ font-size: {px(50, 16)}px; font-weight: 700; }}
#board QLabel[cls="countdown"] {{ font-size: {px(58, 18)}px; font-weight: 800; }}
#board QLabel[cls="caption"] {{ font-size: {px(20, 10)}px; }}
#board QLabel[cls="status"] {{ font-size: {px(20, 10)}px; color: #ffd7d0; }}
#board QFrame[cls="panel"] {{ background: {PANEL}; border-radius: {px(12, 4)}px; }}
#board QLabel[cls="section"] {{ font-size: {px(24, 11)}px; font-weight: 700; color: {MUTED}; }}
#board QLabel[cls="body"] {{ font-size: {px(25, 11)}px; }}
#board QLabel[cls="news"] {{ font-size: {px(34, 13)}px; font-weight: 700; color: {GOLD}; }}
#board QLabel[cls="winner"] {{ font-size: {px(60, 18)}px; font-weight: 800; color: {GOLD}; }}
#board QLabel[cls="waiting"] {{ font-size: {px(40, 14)}px; font-weight: 700; color: {MUTED}; }}
#board QFrame[cls="card"] {{ background: {CARD}; border-radius: {cpx(12, 4)}px;
                     border: {max(2, cpx(3, 2))}px solid {CARD}; }}
#board QFrame[cls="card"][mark="dead"] {{ background: {CARD_DEAD}; border-color: {CARD_DEAD}; }}
#board QFrame[cls="card"][mark="nominee"] {{ border-color: {theme.PHASE_COLORS["day"]}; }}
#board QFrame[cls="card"][mark="candidate"] {{ border-color: {theme.PHASE_COLORS["vote"]}; }}
#board QFrame[cls="card"][mark="winner"] {{ border-color: {GOLD}; }}
#board QLabel[cls="name"] {{ font-size: {cpx(36, 12)}px; font-weight: 800; }}
#board QFrame[mark="dead"] QLabel[cls="name"] {{ color: #7d828c; }}
#board QLabel[cls="role"] {{ font-size: {cpx(25, 10)}px; font-weight: 700; }}
#board QLabel[cls="small"] {{ font-size: {cpx(21, 10)}px; color: {MUTED}; }}
#board QLabel[cls="dot"] {{ border-radius: {max(3, cpx(8, 3))}px; background: #5a5f69; }}
#board QLabel[cls="dot"][on="true"] {{ background: #46c46e; }}
#board QLabel[cls="dot"][on="none"] {{ background: transparent; }}
QListWidget {{ background: transparent; border: none; color: {TEXT};
               font-size: {px(23, 10)}px; }}
QListWidget::item {{ padding: {px(4, 1)}px 0px; border-bottom: 1px solid #2c3038; }}
TallyChart {{ font-size: {px(27, 11)}px; color: {TEXT}; }}
"""


def _repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    for child in widget.findChildren(QWidget):
        style.unpolish(child)
        style.polish(child)


def _label(cls: str, text: str = "", *, wrap: bool = False,
           parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setProperty("cls", cls)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names and chat are never markup
    return label


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" instead of growing (a long name
    must not widen the grid). ``text()`` stays the whole text."""

    def __init__(self, cls: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", cls)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(10, super().minimumSizeHint().height())

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self.contentsRect()
        shown = QFontMetrics(self.font()).elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                                     rect.width())
        painter.drawText(rect, int(self.alignment()), shown)
        painter.end()


class TallyChart(QWidget):
    """Bars per candidate (a nomination count by day, the votes in the vote), drawn.
    ``painted_texts()`` lists every string it draws."""

    BAR_COLOURS = {"day": theme.PHASE_COLORS["day"], "vote": theme.PHASE_COLORS["vote"]}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.rows: list[tuple[str, int, str]] = []
        self.empty_text = ""
        self.colour = self.BAR_COLOURS["vote"]
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_rows(self, rows: list[tuple[str, int, str]], empty_text: str, colour: str) -> None:
        self.rows, self.empty_text, self.colour = rows, empty_text, colour
        self.updateGeometry()
        self.update()

    def painted_texts(self) -> list[str]:
        if not self.rows:
            return [self.empty_text]
        out = []
        for name, count, detail in self.rows:
            out += [name, str(count)] + ([detail] if detail else [])
        return out

    def _fonts(self) -> tuple[QFont, QFont]:
        big = QFont(self.font())
        big.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(9, round(self._px() * 0.72)))
        return big, small

    def _px(self) -> int:
        size = self.font().pixelSize()
        return size if size > 0 else QFontMetrics(self.font()).height()

    def _row_height(self) -> int:
        big, small = self._fonts()
        return QFontMetrics(big).height() + QFontMetrics(small).height() + self._px() // 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        rows = max(1, len(self.rows))
        return QSize(300, rows * self._row_height() + 4)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        big, small = self._fonts()
        text_colour = QColor(TEXT)
        muted = QColor(MUTED)
        width = self.width()
        if not self.rows:
            painter.setFont(small)
            painter.setPen(muted)
            painter.drawText(QRect(0, 0, width, self.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                             self.empty_text)
            painter.end()
            return
        top_count = max(1, max(count for _, count, _ in self.rows))
        big_h = QFontMetrics(big).height()
        small_h = QFontMetrics(small).height()
        name_w = min(int(width * 0.34), max(QFontMetrics(big).horizontalAdvance(n)
                                            for n, _, _ in self.rows) + self._px())
        count_w = QFontMetrics(big).horizontalAdvance("00") + self._px()
        bar_room = max(10, width - name_w - count_w)
        y = 0
        for name, count, detail in self.rows:
            painter.setFont(big)
            painter.setPen(text_colour)
            shown = QFontMetrics(big).elidedText(name, Qt.TextElideMode.ElideRight,
                                                 name_w - self._px() // 3)
            painter.drawText(QRect(0, y, name_w, big_h),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                             shown)
            bar_w = int(bar_room * count / top_count) if count else 0
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#343842"))
            painter.drawRoundedRect(QRect(name_w, y + big_h // 6, bar_room, big_h * 2 // 3),
                                    4, 4)
            if bar_w:
                painter.setBrush(QColor(self.colour))
                painter.drawRoundedRect(QRect(name_w, y + big_h // 6, bar_w, big_h * 2 // 3),
                                        4, 4)
            painter.setPen(text_colour)
            painter.drawText(QRect(name_w + bar_room, y, count_w, big_h),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                             str(count))
            if detail:
                painter.setFont(small)
                painter.setPen(muted)
                shown = QFontMetrics(small).elidedText(detail, Qt.TextElideMode.ElideRight,
                                                       width - name_w)
                painter.drawText(QRect(name_w, y + big_h, width - name_w, small_h),
                                 int(Qt.AlignmentFlag.AlignLeft), shown)
            y += self._row_height()
        painter.end()


class PhaseBanner(QFrame):
    """The phase in big letters with its colour and icon, the game clock, the countdown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setProperty("phase", "lobby")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        self.icon = QLabel(self)
        self.icon.setObjectName("phaseIcon")
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = _label("title", parent=self)
        self.subtitle = _label("subtitle", parent=self)
        self.subtitle.setWordWrap(True)
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle)
        self.clock = _label("clock", parent=self)
        self.clock_caption = _label("caption", parent=self)
        clock_box = QVBoxLayout()
        clock_box.setSpacing(0)
        clock_box.addWidget(self.clock, 0, Qt.AlignmentFlag.AlignRight)
        clock_box.addWidget(self.clock_caption, 0, Qt.AlignmentFlag.AlignRight)
        self.countdown = _label("countdown", parent=self)
        self.countdown_caption = _label("caption", parent=self)
        count_box = QVBoxLayout()
        count_box.setSpacing(0)
        count_box.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignRight)
        count_box.addWidget(self.countdown_caption, 0, Qt.AlignmentFlag.AlignRight)
        self.status = _label("status", parent=self)
        self.status.hide()
        layout.addWidget(self.icon)
        layout.addLayout(heading, 1)
        layout.addWidget(self.status)
        layout.addLayout(clock_box)
        layout.addSpacing(24)
        layout.addLayout(count_box)
        self._icon_name = "phase-lobby"
        self._icon_px = 0
        self._scale = 1.0
        self._flashes = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(160)
        self._flash_timer.timeout.connect(self._flash_step)

    def set_phase(self, phase: str) -> None:
        if self.property("phase") != phase:
            self.setProperty("phase", phase)
            _repolish(self)
        self._icon_name = f"phase-{phase}"
        self._icon_px = 0
        self.set_scale(self._scale)

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        size = max(24, round(96 * scale))
        if size != self._icon_px:
            self._icon_px = size
            self.icon.setPixmap(theme.pixmap(self._icon_name, size, self.devicePixelRatioF()))
        badge = max(36, round(132 * scale))
        self.icon.setFixedSize(badge, badge)
        margin = max(6, round(20 * scale))
        self.layout().setContentsMargins(margin, margin // 2, margin, margin // 2)
        self.layout().setSpacing(max(6, round(22 * scale)))

    def flash(self) -> None:
        """A short blink: the phase changed."""
        self._flashes = 6
        self._flash_timer.start()
        self._flash_step()

    @property
    def flashing(self) -> bool:
        return self._flash_timer.isActive()

    def _flash_step(self) -> None:
        on = self._flashes % 2 == 0 and self._flashes > 0
        self.setProperty("flash", "true" if on else "false")
        _repolish(self)
        self._flashes -= 1
        if self._flashes < 0:
            self._flash_timer.stop()
            self.setProperty("flash", "false")
            _repolish(self)


class PlayerCard(QFrame):
    """One player, big: name, connected dot, alive or dead, the revealed role, nominations
    or votes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", "card")
        self.setProperty("mark", "")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.dot = QLabel(self)
        self.dot.setProperty("cls", "dot")
        self.name = ElidedLabel("name", self)
        self.role_icon = QLabel(self)
        self.role = ElidedLabel("role", self)
        self.status = _label("small", wrap=True, parent=self)
        self.info = _label("small", wrap=True, parent=self)
        self.info2 = _label("small", wrap=True, parent=self)
        top = QHBoxLayout()
        top.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.name, 1)
        role_row = QHBoxLayout()
        role_row.addWidget(self.role_icon)
        role_row.addWidget(self.role, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(role_row)
        layout.addWidget(self.status)
        layout.addWidget(self.info)
        layout.addWidget(self.info2)
        layout.addStretch(1)
        self._icon: tuple[str, int] | None = None
        self._scale = 1.0

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        dot = max(6, round(16 * scale))
        self.dot.setFixedSize(dot, dot)
        margin = max(4, round(14 * scale))
        self.layout().setContentsMargins(margin, margin * 2 // 3, margin, margin * 2 // 3)
        self.layout().setSpacing(max(1, round(4 * scale)))
        if self._icon is not None:
            self._set_icon(self._icon[0])

    def _set_icon(self, name: str | None) -> None:
        if name is None:
            self._icon = None
            self.role_icon.clear()
            self.role_icon.hide()
            return
        size = max(16, round(40 * self._scale))
        if self._icon != (name, size):
            self._icon = (name, size)
            self.role_icon.setPixmap(theme.pixmap(name, size, self.devicePixelRatioF()))
        self.role_icon.show()

    def set_mark(self, mark: str) -> None:
        if self.property("mark") != mark:
            self.setProperty("mark", mark)
            _repolish(self)

    def set_dot(self, on: bool | None) -> None:
        value = "none" if on is None else ("true" if on else "false")
        self.dot.setVisible(on is not None)
        if self.dot.property("on") != value:
            self.dot.setProperty("on", value)
            _repolish(self.dot)


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
        self._density = 1.0
        self._seconds_left: float | None = None
        self._seconds_at = 0.0
        self._paused = False
        self.cards: dict[str, PlayerCard] = {}
        self.show_connection = True  # a dot per player: connected or away (not hot-seat)

        self.banner = PhaseBanner(self)
        # left: the players
        self.players_title = _label("section", parent=self)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.waiting = _label("waiting", wrap=True, parent=self)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left = QVBoxLayout()
        left.addWidget(self.players_title)
        left.addWidget(self.grid_host, 1)
        left.addWidget(self.waiting)

        # right: the column of panels (running game) or the story (game over)
        self.side = QStackedWidget(self)
        running = QWidget(self.side)
        column = QVBoxLayout(running)
        column.setContentsMargins(0, 0, 0, 0)
        self.tally_panel, tally_box = self._panel(running)
        self.tally_title = _label("section", parent=self.tally_panel)
        self.tally = TallyChart(self.tally_panel)
        self.tally_note = _label("small", wrap=True, parent=self.tally_panel)
        self.tally_note.setProperty("cls", "body")
        tally_box.addWidget(self.tally_title)
        tally_box.addWidget(self.tally)
        tally_box.addWidget(self.tally_note)
        self.news_panel, news_box = self._panel(running)
        self.news_title = _label("section", parent=self.news_panel)
        self.news = _label("news", wrap=True, parent=self.news_panel)
        self.news_details = _label("body", wrap=True, parent=self.news_panel)
        news_box.addWidget(self.news_title)
        news_box.addWidget(self.news)
        news_box.addWidget(self.news_details)
        self.schedule_panel, schedule_box = self._panel(running)
        self.schedule_title = _label("section", parent=self.schedule_panel)
        self.schedule = _label("body", wrap=True, parent=self.schedule_panel)
        schedule_box.addWidget(self.schedule_title)
        schedule_box.addWidget(self.schedule)
        # the lobby: the rules of the table and the reserves
        self.rules_panel, rules_box = self._panel(running)
        self.rules_title = _label("section", parent=self.rules_panel)
        self.rules = _label("body", wrap=True, parent=self.rules_panel)
        rules_box.addWidget(self.rules_title)
        rules_box.addWidget(self.rules)
        self.reserves_panel, reserves_box = self._panel(running)
        self.reserves_title = _label("section", parent=self.reserves_panel)
        self.reserves = _label("body", wrap=True, parent=self.reserves_panel)
        reserves_box.addWidget(self.reserves_title)
        reserves_box.addWidget(self.reserves)
        self.rules_panel.hide()
        self.reserves_panel.hide()
        self.host_panel, host_box = self._panel(running)
        self.host_title = _label("section", parent=self.host_panel)
        self.host_notes = QListWidget(self.host_panel)
        self._passive(self.host_notes)
        host_box.addWidget(self.host_title)
        host_box.addWidget(self.host_notes)
        self.events_panel, events_box = self._panel(running)
        self.events_title = _label("section", parent=self.events_panel)
        self.events = QListWidget(self.events_panel)
        self._passive(self.events)
        events_box.addWidget(self.events_title)
        events_box.addWidget(self.events, 1)
        column.addWidget(self.tally_panel)
        column.addWidget(self.news_panel)
        column.addWidget(self.rules_panel)
        column.addWidget(self.reserves_panel)
        column.addWidget(self.schedule_panel)
        column.addWidget(self.host_panel)
        column.addWidget(self.events_panel, 1)
        column.addStretch(0)  # takes the room the events leave (the lobby has none)
        self.side.addWidget(running)

        story = QWidget(self.side)
        story_box = QVBoxLayout(story)
        story_box.setContentsMargins(0, 0, 0, 0)
        self.winner = _label("winner", wrap=True, parent=story)
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deaths_panel, deaths_box = self._panel(story)
        self.deaths_title = _label("section", parent=self.deaths_panel)
        self.deaths = QListWidget(self.deaths_panel)
        self._passive(self.deaths)
        deaths_box.addWidget(self.deaths_title)
        deaths_box.addWidget(self.deaths, 1)
        self.path_panel, path_box = self._panel(story)
        self.path_title = _label("section", parent=self.path_panel)
        self.path = QListWidget(self.path_panel)
        self._passive(self.path)
        path_box.addWidget(self.path_title)
        path_box.addWidget(self.path, 1)
        self.entries_panel, entries_box = self._panel(story)
        self.entries_title = _label("section", parent=self.entries_panel)
        self.entries = QListWidget(self.entries_panel)
        self._passive(self.entries)
        entries_box.addWidget(self.entries_title)
        entries_box.addWidget(self.entries, 1)
        self.winner.hide()  # the banner says who won; kept for windows that want it
        story_box.addWidget(self.winner)
        story_box.addWidget(self.deaths_panel)
        story_box.addWidget(self.path_panel)
        story_box.addWidget(self.entries_panel)
        story_box.addStretch(1)
        self.side.addWidget(story)
        self.running_page, self.story_page = running, story

        self.body = QHBoxLayout()
        self.body.addLayout(left, 3)
        self.body.addWidget(self.side, 2)
        outer = QVBoxLayout(self)
        outer.addWidget(self.banner)
        outer.addLayout(self.body, 1)
        self.set_scale(0.5)
        self.retranslate()

    # ------------------------------------------------------------------ building blocks

    def _panel(self, parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
        panel = QFrame(parent)
        panel.setProperty("cls", "panel")
        panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(panel)
        return panel, box

    @staticmethod
    def _passive(widget: QListWidget) -> None:
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        widget.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        widget.setWordWrap(True)
        widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widget.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)

    @staticmethod
    def _fill(widget: QListWidget, lines: list[str]) -> None:
        widget.clear()
        for line in lines:
            item = QListWidgetItem(line)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            widget.addItem(item)

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
        self.setStyleSheet(board_css(s, self._density))
        margin = max(6, round(22 * s))
        spacing = max(4, round(16 * s))
        self.layout().setContentsMargins(margin, margin, margin, margin)
        self.layout().setSpacing(spacing)
        self.body.setSpacing(spacing)
        self.grid.setSpacing(max(4, round(14 * s)))
        for page in (self.running_page, self.story_page):
            page.layout().setSpacing(spacing)
        self.banner.set_scale(s)
        for card in self.cards.values():
            card.set_scale(s * self._density)

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
        self.view = view
        if view.get("kind") == "lobby":
            self._show_lobby(view)
        else:
            self._show_game(view)

    def tick(self) -> None:
        """Once a second: the timed countdown goes on locally between views."""
        if self._seconds_left is None or self._paused:
            return
        left = max(0.0, self._seconds_left - (time.monotonic() - self._seconds_at))
        minutes, seconds = divmod(int(math.ceil(left)), 60)
        self.banner.countdown.setText(f"{minutes:02d}:{seconds:02d}")

    def _players_rows(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        if view.get("kind") == "lobby":
            return [{"name": s.get("name", ""), "connected": s.get("connected"),
                     "profile": s.get("profile")}
                    for s in view.get("seats") or []]
        return list(view.get("players") or [])

    def _ensure_cards(self, names: list[str]) -> None:
        if list(self.cards) == names:
            return
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = {}
        count = len(names)
        self._density = 1.0 if count <= 20 else 0.85
        columns = max(3, min(6, math.ceil(math.sqrt(count * 1.5)))) if count else 3
        for index, name in enumerate(names):
            card = PlayerCard(self.grid_host)
            self.cards[name] = card
            self.grid.addWidget(card, index // columns, index % columns)
            card.show()
        for column in range(6):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        rows = max(1, math.ceil(count / columns))
        for row in range(9):
            self.grid.setRowStretch(row, 1 if row < rows else 0)
        if rows < 3:  # a few players: cards of a third of the height, not taller
            self.grid.setRowStretch(rows, 3 - rows)
        self._apply_style()

    # ---------------------------------------------------------------- lobby

    def _show_lobby(self, view: dict[str, Any]) -> None:
        table = view.get("table") or {}
        seats = self._players_rows(view)
        self._seconds_left = None
        self.banner.set_phase("lobby")
        self.banner.title.setText(str(table.get("name") or texts.phase_name("lobby")))
        self.banner.subtitle.setText(self.tr("Waiting for the host to start the game"))
        self.banner.clock.setText(str(len(seats)))
        self.banner.clock_caption.setText(self.tr("%n player(s) joined", "", len(seats)))
        total = table.get("seats_total")
        self.banner.countdown.setText(str(total) if total else "")
        self.banner.countdown_caption.setText(self.tr("seats") if total else "")
        self.players_title.setText(self.tr("At the table"))
        self._ensure_cards([s["name"] for s in seats])
        for row in seats:
            card = self.cards[row["name"]]
            card.name.setText(row["name"])
            card.name.update()
            card.set_dot(bool(row.get("connected")))
            card.set_mark("")
            card._set_icon(None)
            card.role.setText("")
            card.role.hide()
            card.status.setText(self.tr("connected") if row.get("connected") else self.tr("away"))
            card.status.show()
            character = texts.profile_text(row.get("profile"))
            card.info.setText(character)  # his character, as he registered it
            card.info.setVisible(bool(character))
            card.info2.setText("")
            card.info2.hide()
        self.waiting.setText(self.tr("Waiting for the host to start the game")
                             if not seats else "")
        self.waiting.setVisible(not seats)
        self.side.setCurrentWidget(self.running_page)
        self.tally_panel.hide()
        self.news_panel.hide()
        self.events_panel.hide()
        self.running_page.layout().setStretch(7, 1)
        self._show_schedule(view.get("schedule"))
        self._show_host_notes(view)
        self.rules.setText("\n".join(rules_lines(view)))
        self.rules_panel.show()
        reserves = [r.get("name", "") for r in view.get("reserves") or []]
        self.reserves.setText(", ".join(reserves))
        self.reserves_panel.setVisible(bool(reserves))

    def _show_schedule(self, schedule: dict[str, Any] | None) -> None:
        if not schedule:
            self.schedule_panel.hide()
            return
        lines = []
        for row in schedule.get("phases") or []:
            seconds = row.get("seconds")
            if seconds:
                lines.append(self.tr("%1: %2–%3 (%4 min)").replace(
                    "%1", texts.phase_name(row.get("phase"))).replace(
                    "%2", str(row.get("from", ""))).replace(
                    "%3", str(row.get("to", ""))).replace(
                    "%4", f"{seconds / 60:g}"))
            else:
                lines.append(self.tr("%1: %2–%3").replace(
                    "%1", texts.phase_name(row.get("phase"))).replace(
                    "%2", str(row.get("from", ""))).replace("%3", str(row.get("to", ""))))
        if schedule.get("pace") == "manual":
            lines.append(self.tr("The host moves the game from phase to phase."))
        first = schedule.get("first_phase")
        if first:
            lines.append(self.tr("The game begins with: %1").replace(
                "%1", texts.phase_name(first).lower()))
        note = str(schedule.get("note") or "").strip()
        if note:
            lines.append(note)
        self.schedule.setText("\n".join(lines))
        self.schedule_panel.show()

    def _show_host_notes(self, view: dict[str, Any]) -> None:
        notes = list(view.get("announcements") or [])[-3:]
        lines = []
        for note in reversed(notes):
            answer = str(note.get("answer") or "")
            question = str(note.get("question") or "")
            at = hhmm(note.get("at"))
            if question:
                line = self.tr("Q: %1\nA: %2").replace("%1", question).replace("%2", answer)
            else:
                line = answer
            lines.append(f"{at}  {line}" if at else line)
        self._fill(self.host_notes, lines)
        self.host_panel.setVisible(bool(lines))

    # ---------------------------------------------------------------- a running game

    def _phase_title(self, clock: dict[str, Any], winner: str | None = None,
                     reason: str | None = None) -> str:
        phase = clock.get("phase")
        day = str(clock.get("game_day", ""))
        if phase == "day":
            return self.tr("Day %1").replace("%1", day)
        if phase == "night":
            return self.tr("Night %1").replace("%1", day)
        if phase == "vote":
            if clock.get("runoff"):
                return self.tr("Runoff vote, day %1").replace("%1", day)
            return self.tr("Vote, day %1").replace("%1", day)
        if phase == "over":
            return texts.winner_text(winner, reason)
        return texts.phase_name(phase)

    def _phase_hint(self, phase: str | None, view: dict[str, Any]) -> str:
        rules = view.get("rules") or {}
        if phase == "day":
            if not rules.get("nominations", True):
                return self.tr("Discussion; every player can be voted for")
            return self.tr("Discussion and nominations")
        if phase == "vote":
            if not rules.get("abstain_allowed", True):
                return self.tr("Everybody votes for one player; no abstaining")
            return self.tr("Vote for a candidate or abstain")
        if phase == "night":
            return self.tr("The town sleeps")
        if phase == "over":
            return texts.phase_name("over")
        return ""

    def _show_game(self, view: dict[str, Any]) -> None:
        clock = view.get("clock") or {}
        phase = clock.get("phase") or "day"
        over = phase == "over"
        table = view.get("table") or {}
        self.banner.set_phase(phase if phase in theme.PHASE_COLORS else "day")
        self.banner.title.setText(self._phase_title(clock, view.get("winner"),
                                                        view.get("end_reason")))
        hint = self._phase_hint(phase, view)
        name = str(table.get("name") or "")
        self.banner.subtitle.setText(self.tr("%1 · %2").replace("%1", hint).replace("%2", name)
                                     if hint and name else hint or name)
        self.banner.clock.setText(hhmm(clock.get("now")))
        self.banner.clock_caption.setText(self.tr("game clock"))
        self._show_countdown(view, over)
        self.players_title.setText(self.tr("Players"))
        self.waiting.hide()
        players = self._players_rows(view)
        self._ensure_cards([p["name"] for p in players])
        nominators: dict[str, list[str]] = {}
        for p in players:
            if p.get("nomination"):
                nominators.setdefault(p["nomination"], []).append(p["name"])
        candidates = set(view.get("nominees") or [])
        runoff = clock.get("runoff")
        if runoff:
            candidates = set(runoff)
        connected = view.get("connected") or {}
        for p in players:
            self._show_card(self.cards[p["name"]], p, phase, view, nominators, candidates,
                            connected)
        self.body.setStretch(0, 5 if over else 3)
        self.body.setStretch(1, 4 if over else 2)
        if over:
            self._show_story(view)
            return
        self.side.setCurrentWidget(self.running_page)
        self.schedule_panel.hide()
        self._show_tally(view, phase, players, nominators)
        self._show_news(view)
        self._show_host_notes(view)
        events = list(view.get("events") or [])[-RECENT_EVENTS:]
        self._fill(self.events, [self._event_line(e) for e in reversed(events)])
        self.events_panel.show()
        self.rules_panel.hide()
        waiting = [r.get("name", "") for r in view.get("registrations") or []
                   if r.get("place") == "reserve"]
        self.reserves.setText(", ".join(waiting))
        self.reserves_panel.setVisible(bool(waiting))
        self.running_page.layout().setStretch(7, 0)

    def _show_countdown(self, view: dict[str, Any], over: bool) -> None:
        pace = view.get("pace") or {}
        clock = view.get("clock") or {}
        self._paused = bool(pace.get("paused"))
        left = pace.get("phase_seconds_left")
        if over:
            self._seconds_left = None
            self.banner.countdown.setText("")
            self.banner.countdown_caption.setText("")
        elif pace.get("mode") == "timed" and left is not None:
            self._seconds_left = float(left)
            self._seconds_at = time.monotonic()
            if self._paused:
                self.banner.countdown.setText(self.tr("Paused"))
                self.banner.countdown_caption.setText(self.tr("the clock is stopped"))
            else:
                self.banner.countdown_caption.setText(self.tr("left in this phase"))
                self.tick()
        else:
            self._seconds_left = None
            self.banner.countdown.setText(self.tr("until %1").replace(
                "%1", hhmm(clock.get("phase_ends"))))
            self.banner.countdown_caption.setText(self.tr("the host moves the game on"))

    def _show_card(self, card: PlayerCard, p: dict[str, Any], phase: str,
                   view: dict[str, Any], nominators: dict[str, list[str]],
                   candidates: set[str], connected: dict[str, Any]) -> None:
        name = p["name"]
        alive = bool(p.get("alive"))
        over = phase == "over"
        card.name.setText(name)
        card.name.update()
        card.set_dot(bool(connected.get(name))
                     if name in connected and self.show_connection else None)
        card.dot.setToolTip((self.tr("connected") if connected.get(name) else self.tr("away"))
                            if self.show_connection else "")
        role = p.get("final_role") if over else p.get("public_role")
        if role:
            card._set_icon(theme.role_icon_name(role))
            card.role.setText(texts.role_name(role))
            team = p.get("final_team") if over else None
            colour = theme.TEAM_COLORS.get(team or "", "")
            style = f"color: {_lighter(colour)};" if colour else ""
            if card.role.styleSheet() != style:
                card.role.setStyleSheet(style)
        else:
            card._set_icon("dead" if not alive else None)
            card.role.setText("")  # dead and not revealed: the tombstone, no role
            if card.role.styleSheet():
                card.role.setStyleSheet("")
        card.role.setVisible(bool(card.role.text()))
        death = p.get("death")
        if death:
            card.status.setText(self.tr("%1 · %2").replace(
                "%1", texts.death_how(death.get("how"))).replace("%2", str(death.get("at", ""))))
        else:
            card.status.setText(self.tr("alive") if over else "")
        card.status.setVisible(bool(card.status.text()))
        info, info2 = "", ""
        if phase == "day" and alive:
            by = nominators.get(name, [])
            if by:
                info = self.tr("nominated by %1 (%2)").replace("%1", ", ".join(by)).replace(
                    "%2", str(len(by)))
            if p.get("nomination"):
                info2 = self.tr("nominates %1").replace("%1", str(p["nomination"]))
        elif phase == "vote" and alive:
            if name in candidates:
                count = (view.get("tally") or {}).get(name, 0)
                info = self.tr("candidate: %n vote(s)", "", int(count))
            if p.get("vote"):
                info2 = self.tr("votes for %1").replace("%1", str(p["vote"]))
            elif p.get("abstained"):
                info2 = self.tr("abstains")
        if not info2 and not over:  # a quiet moment: his character, as he registered it
            info2 = texts.profile_text(self._profiles(view).get(name))
        card.info.setText(info)
        card.info.setVisible(bool(info))
        card.info2.setText(info2)
        card.info2.setVisible(bool(info2))
        if over:
            mark = "winner" if name in (view.get("winners") or []) else (
                "" if alive else "dead")
        elif not alive:
            mark = "dead"
        elif phase == "day" and name in nominators:
            mark = "nominee"
        elif phase == "vote" and name in candidates:
            mark = "candidate"
        else:
            mark = ""
        card.set_mark(mark)

    @staticmethod
    def _profiles(view: dict[str, Any]) -> dict[str, Any]:
        return {r.get("name"): r.get("profile") for r in view.get("registrations") or []}

    def _show_tally(self, view: dict[str, Any], phase: str, players: list[dict[str, Any]],
                    nominators: dict[str, list[str]]) -> None:
        if phase == "day" and (view.get("rules") or {}).get("nominations", True):
            self.tally_title.setText(self.tr("Nominations"))
            order = list(view.get("nominees") or nominators)
            rows = [(n, len(nominators.get(n, [])), ", ".join(nominators.get(n, [])))
                    for n in order]
            rows.sort(key=lambda r: -r[1])
            self.tally.set_rows(rows, self.tr("No nominations yet"),
                                theme.PHASE_COLORS["day"])
            self.tally_note.setText(self.tr("The list of nominees is frozen when the vote "
                                            "opens at %1.").replace(
                "%1", hhmm((view.get("clock") or {}).get("phase_ends"))))
            self.tally_panel.show()
        elif phase == "vote":
            tally = view.get("tally") or {}
            voters: dict[str, list[str]] = {}
            abstained, waiting = 0, 0
            for p in players:
                if not p.get("alive"):
                    continue
                if p.get("vote"):
                    voters.setdefault(p["vote"], []).append(p["name"])
                elif p.get("abstained"):
                    abstained += 1
                else:
                    waiting += 1
            rows = [(n, int(c), ", ".join(voters.get(n, []))) for n, c in tally.items()]
            rows.sort(key=lambda r: -r[1])
            self.tally_title.setText(self.tr("The vote"))
            self.tally.set_rows(rows, self.tr("No candidates: nobody can be executed"),
                                theme.PHASE_COLORS["vote"])
            self.tally_note.setText(self.tr("Abstained: %1 · not voted yet: %2").replace(
                "%1", str(abstained)).replace("%2", str(waiting)))
            self.tally_panel.show()
        elif phase == "night" and view.get("last_vote"):
            self._show_counted(view["last_vote"])
        else:
            self.tally_panel.hide()

    def _show_counted(self, record: dict[str, Any]) -> None:
        """The night after a vote: the vote as it was counted (the engine's record), so
        that the count on the board is the one that decided — a silent candidate's own
        missed vote included."""
        rows = []
        for name, count in (record.get("counts") or {}).items():
            rows.append((name, int(count), ", ".join(texts.voters(record, name))))
        rows.sort(key=lambda r: -r[1])
        self.tally_title.setText(self.tr("How the vote ended"))
        self.tally.set_rows(rows, self.tr("No candidates: nobody could be executed"),
                            theme.PHASE_COLORS["vote"])
        executed = record.get("executed")
        outcome = {
            "executed": self.tr("Executed: %1").replace("%1", str(executed)),
            "tie": self.tr("A tie: nobody is executed"),
            "no_votes": self.tr("No votes: nobody is executed"),
            "runoff": self.tr("A tie: a runoff vote"),
        }.get(str(record.get("outcome")), "")
        abstained = len(record.get("abstained") or [])
        self.tally_note.setText(self.tr("%1 · abstained: %2").replace("%1", outcome).replace(
            "%2", str(abstained)))
        self.tally_panel.show()

    def _show_news(self, view: dict[str, Any]) -> None:
        events = list(view.get("events") or [])
        news = next((e for e in reversed(events) if e.get("code") == "newspaper"), None)
        if news is None:
            self.news_panel.hide()
            return
        self.news.setText(texts.event_text(news))
        related = [texts.event_text(e) for e in events
                   if e.get("at") == news.get("at")
                   and e.get("code") in DEATH_EVENTS | texts.MORNING_EVENTS]
        self.news_details.setText("\n".join(related))
        self.news_details.setVisible(bool(related))
        self.news_panel.show()

    @staticmethod
    def _event_line(event: dict[str, Any]) -> str:
        return f"{hhmm(event.get('at'))}  {texts.event_text(event)}"

    # ---------------------------------------------------------------- the story

    def _show_story(self, view: dict[str, Any]) -> None:
        # the story's titles are set only now: before the end the board holds no word of
        # the notebook, not even in a hidden label
        self.deaths_title.setText(self.tr("Deaths"))
        self.path_title.setText(self.tr("The notebook's path"))
        self.entries_title.setText(self.tr("Names written in the notebook"))
        self.side.setCurrentWidget(self.story_page)
        self.winner.setText(texts.winner_text(view.get("winner")))
        story = view.get("story") or {}
        roles = story.get("roles") or {}
        deaths = []
        for death in story.get("deaths") or []:
            name = str(death.get("name", ""))
            deaths.append(self.tr("%1  %2 (%3): %4").replace(
                "%1", str(death.get("at", ""))).replace("%2", name).replace(
                "%3", texts.role_name(roles.get(name))).replace(
                "%4", texts.death_cause(death.get("cause"))))
        if not deaths:
            deaths.append(self.tr("Nobody died."))
        self._fill(self.deaths, deaths)
        book = story.get("notebook") or {}
        path = [self.tr("%1  %2: %3").replace("%1", str(step.get("at", ""))).replace(
                    "%2", texts.notebook_step(str(step.get("what", "")))).replace(
                    "%3", str(step.get("who") or ""))
                for step in book.get("path") or []]
        if book.get("destroyed") and not any(s.get("what") == "destroyed"
                                             for s in book.get("path") or []):
            path.append(texts.notebook_step("destroyed"))
        self._fill(self.path, path or [self.tr("The notebook never changed hands.")])
        self.path_panel.show()
        entries = []
        for entry in book.get("entries") or []:
            line = self.tr("%1  %2 wrote %3").replace(
                "%1", str(entry.get("written_at", ""))).replace(
                "%2", str(entry.get("writer", ""))).replace("%3", str(entry.get("target", "")))
            if entry.get("death_at"):
                line += "  " + self.tr("(death at %1)").replace("%1", str(entry["death_at"]))
            if entry.get("circumstances"):
                line += "  " + self.tr("— %1").replace("%1", str(entry["circumstances"]))
            if entry.get("light_corpse"):
                line += "  " + self.tr("(light corpse)")
            entries.append(line)
        self._fill(self.entries, entries or [self.tr("No name was written.")])
        # long lists get more room and, when very long, a smaller font: all of it shows
        lists = ((self.deaths_panel, self.deaths), (self.path_panel, self.path),
                 (self.entries_panel, self.entries))
        total = sum(max(2, widget.count()) for _, widget in lists)
        shrink = max(0.55, min(1.0, 20 / total))
        for _, widget in lists:
            widget.setStyleSheet(f"font-size: {max(10, round(23 * self.scale * shrink))}px;")


def _lighter(colour: str) -> str:
    return QColor(colour).lighter(165).name() if colour else ""
