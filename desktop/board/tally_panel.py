"""The public board's vote panel: the nominations by day, the live tally in the vote, and
at night the vote as it was counted — bars per candidate (``TallyChart``) with a title and
a note (``TallyPanel``).

Owns ``TallyChart`` and ``TallyPanel``. Reads the view through ``desktop.view_access``;
renders views, never computes a rule. Its texts keep the board's translation context
("PublicBoard"). Must not import any window, nor engine state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QFrame, QSizePolicy, QVBoxLayout, QWidget

from desktop import texts, theme
from desktop.board.blocks import hhmm, label
from desktop.board.style import MIN_TEXT_PX, MUTED, TEXT
from desktop.view_access import View, clock_of, last_vote_of, nominees_of, rules_of, tally_of
from engine.view_types import PlayerRow, VoteResult

translate = QCoreApplication.translate


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
        small.setPixelSize(max(MIN_TEXT_PX, round(self._px() * 0.72)))
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



class TallyPanel(QFrame):
    """The chart with its title and note; hidden when the phase has nothing to count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        self.title = label("section", parent=self)
        self.chart = TallyChart(self)
        self.note = label("body", wrap=True, parent=self)
        box.addWidget(self.title)
        box.addWidget(self.chart)
        box.addWidget(self.note)

    def show_phase(self, view: View, phase: str, players: list[PlayerRow],
                   nominators: dict[str, list[str]]) -> None:
        """The day's nominations, the vote's tally, or the night's counted vote."""
        last_vote = last_vote_of(view)
        if phase == "day" and rules_of(view).get("nominations", True):
            self._show_nominations(view, nominators)
        elif phase == "vote":
            self._show_vote(tally_of(view), players)
        elif phase == "night" and last_vote:
            self.show_counted(last_vote)
        else:
            self.hide()

    def _show_nominations(self, view: View, nominators: dict[str, list[str]]) -> None:
        self.title.setText(translate("PublicBoard", "Nominations"))
        order = nominees_of(view) or list(nominators)
        rows = [(n, len(nominators.get(n, [])), ", ".join(nominators.get(n, [])))
                for n in order]
        rows.sort(key=lambda r: -r[1])
        self.chart.set_rows(rows, translate("PublicBoard", "No nominations yet"),
                            theme.PHASE_COLORS["day"])
        self.note.setText(translate("PublicBoard", "The list of nominees is frozen when the "
                                                   "vote opens at %1.").replace(
            "%1", hhmm(clock_of(view).get("phase_ends"))))
        self.show()

    def _show_vote(self, tally: dict[str, int], players: list[PlayerRow]) -> None:
        voters: dict[str, list[str]] = {}
        abstained, waiting = 0, 0
        for p in players:
            if not p.get("alive"):
                continue
            vote = p.get("vote")
            if vote:
                voters.setdefault(vote, []).append(p["name"])
            elif p.get("abstained"):
                abstained += 1
            else:
                waiting += 1
        rows = [(n, int(c), ", ".join(voters.get(n, []))) for n, c in tally.items()]
        rows.sort(key=lambda r: -r[1])
        self.title.setText(translate("PublicBoard", "The vote"))
        self.chart.set_rows(rows, translate("PublicBoard",
                                            "No candidates: nobody can be executed"),
                            theme.PHASE_COLORS["vote"])
        self.note.setText(translate("PublicBoard", "Abstained: %1 · not voted yet: %2").replace(
            "%1", str(abstained)).replace("%2", str(waiting)))
        self.show()

    def show_counted(self, record: VoteResult) -> None:
        """The night after a vote: the vote as it was counted (the engine's record), so
        that the count on the board is the one that decided — a silent candidate's own
        missed vote included."""
        rows = []
        for name, count in (record.get("counts") or {}).items():
            rows.append((name, int(count), ", ".join(texts.voters(record, name))))
        rows.sort(key=lambda r: -r[1])
        self.title.setText(translate("PublicBoard", "How the vote ended"))
        self.chart.set_rows(rows, translate("PublicBoard",
                                            "No candidates: nobody could be executed"),
                            theme.PHASE_COLORS["vote"])
        executed = record.get("executed")
        outcome = {
            "executed": translate("PublicBoard", "Executed: %1").replace("%1", str(executed)),
            "tie": translate("PublicBoard", "A tie: nobody is executed"),
            "no_votes": translate("PublicBoard", "No votes: nobody is executed"),
            "runoff": translate("PublicBoard", "A tie: a runoff vote"),
        }.get(str(record.get("outcome")), "")
        abstained = len(record.get("abstained") or [])
        self.note.setText(translate("PublicBoard", "%1 · abstained: %2").replace(
            "%1", outcome).replace("%2", str(abstained)))
        self.show()
