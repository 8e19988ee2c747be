"""The simulator's chart: win rates drawn with QPainter on a QImage, saved as a PNG.

Owns the drawing only: bars per team (with their 95% intervals) for one player count,
lines over the player counts for a range. Imported by ``bots.simulate`` only when
``--plot`` is given; needs QtGui (runs offscreen without a display), no widgets, no
matplotlib.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bots.simulate import Summary

# the team colours of desktop/theme.py (TEAM_COLORS), and grey for draws
SERIES = (("town", "town", "#3f8f5e"), ("mafia", "mafia", "#b23a3a"),
          ("kira", "kira", "#6b3fa0"), ("draw", "nobody", "#8b8f99"))
WIDTH, HEIGHT = 900, 560
LEFT, RIGHT, TOP, BOTTOM = 70, 150, 60, 60


def _application() -> None:
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        global _APP  # kept alive for the painting
        _APP = QGuiApplication(sys.argv[:1])


def plot(path: str, summaries: Sequence[Summary], title: str = "") -> None:
    """Draw the summaries' win rates into the PNG at ``path``. Raises OSError if it
    cannot be written."""
    _application()
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPointSize(10)
    painter.setFont(font)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def y_of(rate: float) -> float:
        return TOP + plot_h * (1 - rate)

    # title and axes
    bold = QFont(font)
    bold.setPointSize(13)
    bold.setBold(True)
    painter.setFont(bold)
    counts = [s.players for s in summaries]
    games = sum(s.games for s in summaries)
    players = (f"{counts[0]} players" if len(counts) == 1
               else f"{counts[0]}–{counts[-1]} players")
    painter.drawText(QRectF(0, 10, WIDTH, 30), Qt.AlignmentFlag.AlignCenter,
                     f"Win rates — {title}, {players}, {games} games")
    painter.setFont(font)
    grid = QPen(QColor("#dddddd"))
    for step in range(11):
        rate = step / 10
        painter.setPen(grid)
        painter.drawLine(QPointF(LEFT, y_of(rate)), QPointF(LEFT + plot_w, y_of(rate)))
        painter.setPen(QColor("#333333"))
        painter.drawText(QRectF(0, y_of(rate) - 9, LEFT - 8, 18),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{step * 10}%")
    painter.setPen(QPen(QColor("#333333"), 1.5))
    painter.drawLine(QPointF(LEFT, TOP), QPointF(LEFT, TOP + plot_h))
    painter.drawLine(QPointF(LEFT, TOP + plot_h), QPointF(LEFT + plot_w, TOP + plot_h))

    if len(summaries) == 1:
        _bars(painter, summaries[0], y_of, plot_w, plot_h)
    else:
        _lines(painter, summaries, y_of, plot_w, plot_h)

    # legend
    for i, (label, _key, colour) in enumerate(SERIES):
        y = TOP + 10 + i * 24
        painter.fillRect(QRectF(WIDTH - RIGHT + 20, y, 16, 16), QColor(colour))
        painter.setPen(QColor("#333333"))
        painter.drawText(QRectF(WIDTH - RIGHT + 44, y - 2, RIGHT - 44, 20),
                         Qt.AlignmentFlag.AlignVCenter, label)
    painter.end()
    if not image.save(path, "PNG"):
        raise OSError(f"cannot write {path}")


def _bars(painter, summary: Summary, y_of, plot_w: float, plot_h: float) -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QPen

    slot = plot_w / len(SERIES)
    for i, (label, key, colour) in enumerate(SERIES):
        rate, low, high = summary.rate(key)
        x = LEFT + i * slot + slot * 0.2
        width = slot * 0.6
        painter.fillRect(QRectF(x, y_of(rate), width, y_of(0) - y_of(rate)), QColor(colour))
        painter.setPen(QPen(QColor("#222222"), 1.5))
        centre = x + width / 2
        painter.drawLine(QPointF(centre, y_of(low)), QPointF(centre, y_of(high)))
        for bound in (low, high):
            painter.drawLine(QPointF(centre - 6, y_of(bound)), QPointF(centre + 6, y_of(bound)))
        painter.drawText(QRectF(x - 10, y_of(high) - 22, width + 20, 18),
                         Qt.AlignmentFlag.AlignCenter, f"{rate:.1%}")
        painter.drawText(QRectF(x - 10, y_of(0) + 6, width + 20, 20),
                         Qt.AlignmentFlag.AlignCenter, label)


def _lines(painter, summaries: Sequence[Summary], y_of, plot_w: float, plot_h: float) -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF

    count = len(summaries)

    def x_of(i: int) -> float:
        return LEFT + 20 + (plot_w - 40) * i / (count - 1)

    painter.setPen(QColor("#333333"))
    for i, summary in enumerate(summaries):
        painter.drawText(QRectF(x_of(i) - 20, y_of(0) + 6, 40, 20),
                         Qt.AlignmentFlag.AlignCenter, str(summary.players))
    painter.drawText(QRectF(LEFT, y_of(0) + 28, plot_w, 20), Qt.AlignmentFlag.AlignCenter,
                     "players")
    series = [(QColor(colour), [s.rate(key) for s in summaries])
              for _label, key, colour in SERIES]
    for colour, rates in series:  # the 95% bands first, the lines over all of them
        band = QColor(colour)
        band.setAlpha(35)
        upper = [QPointF(x_of(i), y_of(high)) for i, (_r, _l, high) in enumerate(rates)]
        lower = [QPointF(x_of(i), y_of(low)) for i, (_r, low, _h) in enumerate(rates)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(band))
        painter.drawPolygon(QPolygonF(upper + lower[::-1]))
    for colour, rates in series:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 2.5))
        points = [QPointF(x_of(i), y_of(rate)) for i, (rate, _l, _h) in enumerate(rates)]
        painter.drawPolyline(QPolygonF(points))
        painter.setBrush(QBrush(colour))
        for point in points:
            painter.drawEllipse(point, 3.5, 3.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
