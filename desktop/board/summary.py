"""The projector's summary between games: the group's record after the game that ended —
the seated players' standings (games, wins, win rate, rating mu ± sigma) and each side's
wins in the group's games of this preset with their 95 % intervals — in the board's large
type (``SummaryPage``, a page of the board's side column), and the numbers' words in the
reader's language (``percent``, ``rate_text``, ``rating_text``: a Russian decimal comma,
through ``desktop.numbers``), which the seat's end screen uses too.

Owns ``SummaryPage`` and the number texts. Reads the view's ``summary`` key (the session's
view contract, ``netproto.view_types.TableSummary``) through ``desktop.view_access``;
renders it, never computes a figure. Its texts keep the board's translation context
("PublicBoard"). Must not import any window, nor engine state, nor ``record``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop import numbers, texts, theme
from desktop.board.blocks import ElidedLabel, label
from desktop.board.style import MIN_TEXT_PX

translate = QCoreApplication.translate

# the standings' columns: (key, alignment); their titles are in ``_headers``
_COLUMNS = ("name", "games", "wins", "win_rate", "rating")
MAX_ROWS = 15  # a full table (every seat of the largest deal)


def percent(rate: float) -> str:
    """A rate as a whole percentage, «58%» (``desktop.numbers``' style)."""
    return numbers.percent(rate, 0)


def rate_text(rate: dict[str, Any] | None, *, interval: bool = True) -> str:
    """``{hits, total, rate, low, high}`` as "5 of 12 · 42% (19% – 68%)"."""
    if not rate:
        return "—"
    text = translate("PublicBoard", "%1 of %2 · %3").replace(
        "%1", str(rate.get("hits", 0))).replace("%2", str(rate.get("total", 0))).replace(
        "%3", percent(float(rate.get("rate", 0.0))))
    if interval and rate.get("total"):
        text += " (" + numbers.interval(float(rate.get("low", 0.0)),
                                        float(rate.get("high", 1.0)), 0) + ")"
    return text


def rating_text(rating: dict[str, Any] | None) -> str:
    """``{mu, sigma}`` as "27.3 ± 5.1" ("27,3 ± 5,1" in Russian); "—" for none yet."""
    if not rating:
        return "—"
    return (f"{numbers.decimal(rating.get('mu', 0.0))} ± "
            f"{numbers.decimal(rating.get('sigma', 0.0))}")


def side_name(side: str) -> str:
    """A side as a list's first word: "The town", "Kira"; draws for ``nobody``."""
    if side == "nobody":
        return translate("PublicBoard", "Draws")
    name = texts.team_name(side)
    return name[:1].upper() + name[1:]


class SummaryPage(QFrame):
    """The standings and the sides, in the board's panel look."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summary")
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        self.title = label("news", wrap=True, parent=self)
        self.title.setObjectName("summary-title")
        box.addWidget(self.title)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(18)
        box.addLayout(self.table)
        self.sides_title = label("section", wrap=True, parent=self)
        self.sides_title.setObjectName("summary-sides-title")
        box.addWidget(self.sides_title)
        self.sides = label("body", wrap=True, parent=self)
        self.sides.setObjectName("summary-sides")
        box.addWidget(self.sides)
        box.addStretch(1)
        self.cells: list[list[QLabel]] = []  # the rows shown, header first (tests read them)
        self.scale = 1.0

    def set_spacing(self, spacing: int) -> None:
        self.layout().setContentsMargins(spacing, spacing, spacing, spacing)
        self.layout().setSpacing(spacing)
        self.table.setHorizontalSpacing(spacing)
        self.table.setVerticalSpacing(max(2, spacing // 3))

    def _headers(self) -> list[str]:
        return [translate("PublicBoard", "Player"), translate("PublicBoard", "Games"),
                translate("PublicBoard", "Wins"), translate("PublicBoard", "Win rate"),
                translate("PublicBoard", "Rating")]

    def set_scale(self, scale: float) -> None:
        """The board's scale (1.0 at 1920×1080): the sizes follow it."""
        self.scale = scale
        self._size(len(self.cells) - 1, scale)

    def show_summary(self, summary: dict[str, Any]) -> None:
        """Draw ``summary`` at the board's scale: the fewer the players, the larger the
        rows (a room reads them from its back wall)."""
        self.title.setText(translate("PublicBoard", "After game %1: the group's record")
                           .replace("%1", str(summary.get("game", ""))))
        rows = [self._headers()]
        for p in (summary.get("players") or [])[:MAX_ROWS]:
            rows.append([str(p.get("name", "")), str(p.get("games", 0)),
                         str(p.get("wins", 0)),
                         percent(float((p.get("win_rate") or {}).get("rate", 0.0))),
                         rating_text(p.get("rating"))])
        self._fill(rows)
        games = int(summary.get("games", 0))
        # a plural: lupdate marks one only in a self.tr call (context "SummaryPage")
        self.sides_title.setText(self.tr("Sides in %n game(s) of %1", "", games).replace(
            "%1", texts.preset_name(summary.get("preset"))))
        self.sides.setText("\n".join(
            f"{side_name(str(s.get('side', '')))}: {rate_text(s.get('wins'))}"
            for s in summary.get("sides") or []))
        self._size(len(rows) - 1, self.scale)

    def _size(self, players: int, scale: float) -> None:
        if players < 0:
            return  # nothing shown yet
        shrink = min(1.0, 9 / max(1, players))  # 15 players: three fifths of the size

        def px(value: float) -> str:
            return f"font-size: {max(MIN_TEXT_PX, round(value * scale))}px;"

        theme.set_style_sheet(self.title, px(46) + " font-weight: 800;")
        for r, cells in enumerate(self.cells):
            for cell in cells:
                theme.set_style_sheet(cell, px(28) + " font-weight: 700;" if r == 0
                                      else px(44 * shrink))
        theme.set_style_sheet(self.sides_title, px(30) + " font-weight: 700;")
        theme.set_style_sheet(self.sides, px(34))

    def _fill(self, rows: list[list[str]]) -> None:
        while self.table.count():
            item = self.table.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.cells = []
        for r, row in enumerate(rows):
            cells = []
            for c, text in enumerate(row):
                cell = (ElidedLabel("body", self) if c == 0 else
                        label("section" if r == 0 else "body", parent=self))
                if r == 0:
                    cell.setProperty("cls", "section")
                cell.setText(text)
                align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
                cell.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.table.addWidget(cell, r, c)
                cells.append(cell)
            self.cells.append(cells)
        self.table.setColumnStretch(0, 1)
