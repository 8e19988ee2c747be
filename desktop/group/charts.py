"""The Group page's charts, drawn with QPainter: ``SideChart`` — each side's win rate per
deal as a bar with its 95 % interval, the simulator's prediction for the same deal beside
it — and ``RatingChart`` — each player's rating mu as a dot, ±sigma as a thick bar and
±3·sigma as a thin one (its left end is the ordinal the table ranks by).

Why QPainter and not QtCharts or matplotlib: docs/record.md ("Charts"). Owns the charts'
data (``SideBar``, ``DealBars``, ``RatingDot``) and their drawing; the numbers' text goes
through ``desktop.numbers``. Must not import any window nor the record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.numbers import decimal, percent

SIDE_COLORS = {"town": "#4f9a76", "mafia": "#c0392b", "mafia2": "#8e44ad",
               "kira": "#2f3b59", "maniac": "#d35400", "nobody": "#7f8c8d",
               "neutral": "#b7950b"}
OWN_WIN = "neutral"  # a bar of a role's own win (a jester's), beside the sides' bars
INK = QColor("#2b2b2b")
GRID = QColor("#d9d4c9")
MARGIN = 12


@dataclass(frozen=True)
class SideBar:
    side: str
    label: str
    rate: float
    low: float
    high: float
    predicted: tuple[float, float, float] | None = None  # rate, low, high


@dataclass(frozen=True)
class DealBars:
    title: str
    bars: tuple[SideBar, ...]


@dataclass(frozen=True)
class RatingDot:
    name: str
    mu: float
    sigma: float


def _whisker(painter: QPainter, x: float, top: float, bottom: float) -> None:
    painter.setPen(QPen(INK, 1.5))
    painter.drawLine(QPointF(x, top), QPointF(x, bottom))
    painter.drawLine(QPointF(x - 4, top), QPointF(x + 4, top))
    painter.drawLine(QPointF(x - 4, bottom), QPointF(x + 4, bottom))


class SideChart(QWidget):
    """Win rate per side, per deal: a bar of the games and, beside it, a pale bar of the
    simulator's prediction, each with its interval."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("group-side-chart")
        self.deals: tuple[DealBars, ...] = ()
        self.setMinimumHeight(260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_deals(self, deals: Sequence[DealBars]) -> None:
        self.deals = tuple(deals)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(600, 320)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self.fontMetrics().height()
        plot = QRectF(MARGIN + self.fontMetrics().horizontalAdvance("100%") + 6,
                      MARGIN + line * 2, 0, 0)
        plot.setRight(self.width() - MARGIN)
        plot.setBottom(self.height() - MARGIN - line * 2.6)
        self._axis(painter, plot)
        self._legend(painter, QPointF(plot.left(), MARGIN))
        count = len(self.deals)
        if count and plot.width() > 0:
            width = plot.width() / count
            for index, deal in enumerate(self.deals):
                area = QRectF(plot.left() + index * width, plot.top(), width, plot.height())
                self._deal(painter, area, deal, line)
        painter.end()

    def _axis(self, painter: QPainter, plot: QRectF) -> None:
        for tenth in range(0, 11, 2):
            y = plot.bottom() - plot.height() * tenth / 10
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            label = QRectF(0, y - 10, plot.left() - 6, 20)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             percent(tenth / 10, 0))

    def _legend(self, painter: QPainter, at: QPointF) -> None:
        games = QCoreApplication.translate("GroupPage", "the group's games")
        guess = QCoreApplication.translate("GroupPage", "the simulator's prediction")
        bars = QCoreApplication.translate("GroupPage", "bars: 95 % interval")
        x = at.x()
        for text, alpha in ((games, 255), (guess, 90)):
            color = QColor(SIDE_COLORS["town"])
            color.setAlpha(alpha)
            painter.fillRect(QRectF(x, at.y() + 3, 14, 12), color)
            painter.setPen(INK)
            painter.drawText(QPointF(x + 20, at.y() + 13), text)
            x += 40 + self.fontMetrics().horizontalAdvance(text)
        painter.drawText(QPointF(x, at.y() + 13), bars)

    def _deal(self, painter: QPainter, area: QRectF, deal: DealBars, line: float) -> None:
        slots = max(1, len(deal.bars))
        slot = area.width() / slots
        bar = min(42.0, slot * 0.34)
        for index, side in enumerate(deal.bars):
            center = area.left() + slot * (index + 0.5)
            color = QColor(SIDE_COLORS.get(side.side, "#555555"))
            self._bar(painter, area, center - bar / 2 - 1, bar, color,
                      (side.rate, side.low, side.high))
            if side.predicted is not None:
                pale = QColor(color)
                pale.setAlpha(90)
                self._bar(painter, area, center + bar / 2 + 1, bar, pale, side.predicted)
            painter.setPen(INK)
            label = painter.fontMetrics().elidedText(side.label, Qt.TextElideMode.ElideRight,
                                                     int(slot) - 2)
            painter.drawText(QRectF(center - slot / 2, area.bottom() + 2, slot, line),
                             Qt.AlignmentFlag.AlignCenter, label)
        painter.setPen(INK)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        title = painter.fontMetrics().elidedText(deal.title, Qt.TextElideMode.ElideRight,
                                                 int(area.width()) - 8)  # a long deal's
        painter.drawText(QRectF(area.left(), area.bottom() + line + 4, area.width(), line),
                         Qt.AlignmentFlag.AlignCenter, title)
        font.setBold(False)
        painter.setFont(font)

    @staticmethod
    def _bar(painter: QPainter, area: QRectF, left: float, width: float, color: QColor,
             figures: tuple[float, float, float]) -> None:
        rate, low, high = figures
        top = area.bottom() - area.height() * rate
        painter.fillRect(QRectF(left, top, width, area.bottom() - top), QBrush(color))
        _whisker(painter, left + width / 2, area.bottom() - area.height() * high,
                 area.bottom() - area.height() * low)


class RatingChart(QWidget):
    """One row per player, best rated first: mu, ±sigma, ±3·sigma."""

    ROW = 24

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("group-rating-chart")
        self.dots: tuple[RatingDot, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_dots(self, dots: Sequence[RatingDot]) -> None:
        self.dots = tuple(dots)
        self.setFixedHeight(self._height())
        self.update()

    def _height(self) -> int:
        return MARGIN * 2 + self.fontMetrics().height() * 3 + self.ROW * max(1, len(self.dots))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(600, self._height())

    def _scale(self) -> tuple[float, float, float]:
        """The axis: its ends, on whole steps, and the step between its lines."""
        low = min((d.mu - 3 * d.sigma for d in self.dots), default=0.0)
        high = max((d.mu + 3 * d.sigma for d in self.dots), default=50.0)
        step = 5 if high - low <= 40 else 10
        return step * (low // step), step * (high // step + 1), step

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        names = max((metrics.horizontalAdvance(d.name) for d in self.dots), default=40)
        plot = QRectF(MARGIN + names + 12, MARGIN + metrics.height() * 1.5, 0, 0)
        plot.setRight(self.width() - MARGIN - 20)
        plot.setBottom(plot.top() + self.ROW * max(1, len(self.dots)))
        low, high, step = self._scale()

        def x_of(value: float) -> float:
            return plot.left() + plot.width() * (value - low) / (high - low)

        self._grid(painter, plot, (low, high, step), x_of)
        painter.setPen(INK)
        painter.drawText(QPointF(MARGIN, MARGIN + metrics.ascent()), QCoreApplication.translate(
            "GroupPage", "Rating: the dot is μ, the thick bar ±σ, the thin one ±3σ "
            "(its left end is the ordinal)"))
        for index, dot in enumerate(self.dots):
            y = plot.top() + self.ROW * (index + 0.5)
            painter.setPen(INK)
            painter.drawText(QRectF(MARGIN, y - self.ROW / 2, names, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             dot.name)
            self._dot(painter, y, dot, x_of)
        painter.end()

    def _grid(self, painter: QPainter, plot: QRectF, scale: tuple[float, float, float],
              x_of: Callable[[float], float]) -> None:
        low, high, step = scale
        value = low
        while value <= high:
            x = x_of(value)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(INK)
            painter.drawText(QRectF(x - 30, plot.bottom() + 2, 60, 20),
                             Qt.AlignmentFlag.AlignCenter, decimal(value, 0))
            value += step

    @staticmethod
    def _dot(painter: QPainter, y: float, dot: RatingDot,
             at: Callable[[float], float]) -> None:
        painter.setPen(QPen(QColor("#7a8aa8"), 2))
        painter.drawLine(QPointF(at(dot.mu - 3 * dot.sigma), y),
                         QPointF(at(dot.mu + 3 * dot.sigma), y))
        painter.setPen(QPen(QColor("#2f3b59"), 7))
        painter.drawLine(QPointF(at(dot.mu - dot.sigma), y), QPointF(at(dot.mu + dot.sigma), y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#c0392b"))
        painter.drawEllipse(QPointF(at(dot.mu), y), 5, 5)
