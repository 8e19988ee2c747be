"""The Group page's tables: the players (one row each, best rated first), the deals (each
side's wins beside the simulator's prediction) and the roles, filled from a
``record.stats.Figures``; and the selected player's own lines (by side, by role).

Each cell shows its text (``desktop.group.words``) and keeps its number under
``Qt.UserRole`` (what the table sorts by, and what the tests read); a player's row keeps
his key under ``KEY_ROLE`` on its first cell. A deal of the host's own roles has a row
for each of them that wins alone (a jester), after its sides'. Must not import any window.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from desktop.group.words import (
    count_text,
    deal_text,
    fate_name,
    fates_text,
    own_win_text,
    rate_text,
    rating_text,
    role_text,
)
from desktop.numbers import decimal, percent
from desktop.rules.balance import side_name
from desktop.texts import preset_name
from record.facts import Fate
from record.stats import DealFigures, Figures, PlayerFigures, Rate

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # a player row's key (its first cell)


@dataclass(frozen=True)
class Cell:
    text: str
    value: Any = None  # the number it shows (sorting, tests); None: the text


def player_headers() -> list[str]:
    return [QCoreApplication.translate("GroupPage", "Player"),
            QCoreApplication.translate("GroupPage", "Games"),
            QCoreApplication.translate("GroupPage", "Wins"),
            QCoreApplication.translate("GroupPage", "Win rate\n(95 % interval)"),
            QCoreApplication.translate("GroupPage", "Survived"),
            QCoreApplication.translate("GroupPage", "Votes on\nthe mafia"),
            QCoreApplication.translate("GroupPage", "Rating\n(μ ± σ)"),
            QCoreApplication.translate("GroupPage", "Ordinal"),
            QCoreApplication.translate("GroupPage", "How he died")]


def player_cells(p: PlayerFigures) -> list[Cell]:
    r = p.rating
    return [Cell(p.name), Cell(str(p.games), p.games), Cell(str(p.wins), p.wins),
            Cell(rate_text(p.win_rate), p.win_rate.rate),
            Cell(percent(p.survival.to_plain()["rate"]) if p.games else "—", p.survival.rate),
            Cell(count_text(p.votes_on_mafia, p.votes_cast), p.votes_on_mafia),
            Cell(rating_text(r), r.mu if r else None),
            Cell(decimal(r.to_plain()["ordinal"]) if r else "—", r.ordinal if r else None),
            Cell(fates_text(p.fates))]  # last: the widest, cut short (its tooltip is whole)


def deal_headers() -> list[str]:
    return [QCoreApplication.translate("GroupPage", "Deal"),
            QCoreApplication.translate("GroupPage", "Games"),
            QCoreApplication.translate("GroupPage", "Side"),
            QCoreApplication.translate("GroupPage", "Won\n(95 % interval)"),
            QCoreApplication.translate("GroupPage", "Simulator\n(95 % interval)")]


def deal_lines(deal: DealFigures) -> list[tuple[str, Rate, Rate | None]]:
    """A deal's rows: each side's wins, then each own-win role's (a jester's)."""
    return [*((side_name(s.side), s.wins, s.predicted) for s in deal.sides),
            *((own_win_text(o.role, o.name), o.wins, o.predicted) for o in deal.own_wins)]


def deal_rows(figures: Figures) -> list[list[Cell]]:
    rows = []
    for deal in figures.deals:
        name = deal_text(deal.preset, deal.seats, deal.options, deal.roles)
        for label, wins, guess in deal_lines(deal):
            rows.append([Cell(name), Cell(str(deal.games), deal.games), Cell(label),
                         Cell(rate_text(wins), wins.rate),
                         Cell(rate_text(guess) if guess else "—",
                              guess.rate if guess else None)])
    return rows


def span_deals(table: QTableWidget, figures: Figures) -> None:
    """A deal's name and game count once, across its rows."""
    row = 0
    for deal in figures.deals:
        count = len(deal_lines(deal))
        if count > 1:
            for column in (0, 1):
                table.setSpan(row, column, count, 1)
        row += count


def role_headers() -> list[str]:
    return [QCoreApplication.translate("GroupPage", "Rules"),
            QCoreApplication.translate("GroupPage", "Role"),
            QCoreApplication.translate("GroupPage", "Seats"),
            QCoreApplication.translate("GroupPage", "Won\n(95 % interval)")]


def role_rows(figures: Figures) -> list[list[Cell]]:
    return [[Cell(preset_name(r.preset)), Cell(role_text(r.role, r.name if r.custom else None)),
             Cell(str(r.wins.total), r.wins.total), Cell(rate_text(r.wins), r.wins.rate)]
            for r in figures.roles]


class _Item(QTableWidgetItem):
    """A cell that sorts by its number where it has one."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(Qt.ItemDataRole.UserRole), other.data(Qt.ItemDataRole.UserRole)
        if isinstance(mine, (int, float)) and isinstance(theirs, (int, float)):
            return mine < theirs
        return super().__lt__(other)


def new_table(name: str, multi: bool = False) -> QTableWidget:
    table = QTableWidget()
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection if multi
                           else QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    return table


def fill(table: QTableWidget, headers: Sequence[str], rows: Sequence[Sequence[Cell]],
         keys: Sequence[str] = (), stretch: int | None = None) -> None:
    """The table's rows (``keys``: each row's player key, kept on its first cell;
    ``stretch``: the column that takes the room left)."""
    table.setSortingEnabled(False)
    table.clearContents()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, cell in enumerate(cells):
            item = _Item(cell.text)
            item.setToolTip(cell.text)  # the whole of a text the column cuts short
            item.setData(Qt.ItemDataRole.UserRole, cell.value)
            if column and cell.value is not None:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 0 and row < len(keys):
                item.setData(KEY_ROLE, keys[row])
            table.setItem(row, column, item)
    table.clearSpans()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


def retitle(table: QTableWidget, headers: Sequence[str]) -> None:
    """The headers again (a language change: the rows are filled again by the page)."""
    table.setHorizontalHeaderLabels(list(headers))


def player_detail(p: PlayerFigures | None, figures: Figures | None = None) -> str:
    """The selected player's lines (rich text): his names, by side, by role (the host's
    own roles by the names ``figures`` has for them), his deaths."""
    if p is None:
        return html.escape(QCoreApplication.translate(
            "GroupPage", "Select a player to see his figures by side and by role."))
    lines = [f"<b>{html.escape(p.name)}</b>"]
    if len(p.names) > 1:
        lines.append(html.escape(QCoreApplication.translate("GroupPage", "Also played as: %1")
                                 .replace("%1", ", ".join(n for n in p.names if n != p.name))))
    sides = "".join(f"<tr><td>{html.escape(side_name(k))}</td><td>{v.hits}/{v.total}</td>"
                    f"<td>{html.escape(rate_text(v))}</td></tr>"
                    for k, v in sorted(p.by_side.items()))
    own = figures.custom_name if figures is not None else (lambda _role: None)
    roles = "".join(f"<tr><td>{html.escape(role_text(k, own(k)))}</td><td>{v.hits}/{v.total}</td>"
                    f"<td>{html.escape(rate_text(v))}</td></tr>"
                    for k, v in sorted(p.by_role.items()))
    by_side = html.escape(QCoreApplication.translate("GroupPage", "By side"))
    by_role = html.escape(QCoreApplication.translate("GroupPage", "By role"))
    lines.append(f"<table><tr><td valign='top'><b>{by_side}</b><table cellpadding='2'>"
                 f"{sides}</table></td><td width='40'></td><td valign='top'><b>{by_role}</b>"
                 f"<table cellpadding='2'>{roles}</table></td></tr></table>")
    ended = QCoreApplication.translate("GroupPage", "How his games ended: %1").replace(
        "%1", ", ".join(f"{fate_name(f)} {p.fates[f.value]}" for f in Fate if p.fates.get(f.value)))
    lines.append(html.escape(ended))
    days = p.death_days
    if days:
        lines.append(html.escape(QCoreApplication.translate(
            "GroupPage", "Died on day %1 on average.").replace(
                "%1", decimal(sum(days) / len(days)))))
    return "<br>".join(lines)
