"""The look: colours of the teams and phases, the app's style sheet, font sizes for the
projector, and the icons (SVG files found by ``desktop.resources``).

Owns colours, fonts and icon loading. Must not import any window.
"""

from __future__ import annotations

import functools
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from desktop import glossary, wheel_guard
from desktop.resources import icon_dir
from engine.roles import ROLE_ICONS

PHASE_COLORS = {
    "day": "#f2b33d",
    "vote": "#e0663a",
    "night": "#4a5fc1",
    "over": "#7a7f8a",
    "lobby": "#4f9a76",
}
TEAM_COLORS = {
    "town": "#3f8f5e",
    "mafia": "#b23a3a",
    "kira": "#6b3fa0",
    "maniac": "#a06b1f",
    "neutral": "#5a6b7d",  # a role on nobody's side (a jester, a survivor)
}
DEAD_COLOR = "#8b8f99"
ACCENT = "#c0392b"

STYLE = """
QWidget { font-size: 11pt; }
QMainWindow, QDialog { background: #f6f4ef; }
QGroupBox { font-weight: 600; border: 1px solid #d3cec3; border-radius: 6px;
            margin-top: 12px; padding: 8px 6px 6px 6px; background: #fbfaf7; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #4a4438; }
QPushButton { padding: 5px 12px; border-radius: 5px; border: 1px solid #b9b2a4;
              background: #ffffff; }
QPushButton:hover { background: #f1ede4; }
QPushButton:disabled { color: #9a968e; background: #eeebe5; }
QPushButton[primary="true"] { background: #2f3b59; color: white; border-color: #2f3b59;
                              font-weight: 600; }
QPushButton[primary="true"]:disabled { background: #8e95a6; border-color: #8e95a6; }
QPushButton[danger="true"] { background: #a93226; color: white; border-color: #a93226; }
QPushButton[danger="true"]:disabled { background: #d9a8a2; border-color: #d9a8a2; }
QLabel[hint="true"] { color: #6f6a60; }
QLabel[reason="true"] { color: #8c5a1c; font-style: italic; }
QListWidget, QTextBrowser, QTableWidget, QLineEdit, QComboBox, QSpinBox, QTimeEdit,
QPlainTextEdit { background: white; border: 1px solid #cfc9bd; border-radius: 4px; }
QComboBox { padding: 2px 24px 2px 6px; }
QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: center right;
                       width: 20px; border-left: 1px solid #cfc9bd; }
QComboBox::down-arrow { image: url(ARROW); width: 10px; height: 10px; }
QComboBox QAbstractItemView { background: white; color: #1d1d22; border: 1px solid #cfc9bd;
                              selection-background-color: #2f3b59; selection-color: white;
                              outline: 0; }
QComboBox::item { color: #1d1d22; background: white; }
QComboBox::item:selected { color: white; background: #2f3b59; }
QAbstractSpinBox { padding-right: 20px; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {
    subcontrol-origin: border; width: 18px; border-left: 1px solid #cfc9bd;
    background: #f6f4ef; }
QAbstractSpinBox::up-button { subcontrol-position: top right; border-top-right-radius: 4px; }
QAbstractSpinBox::down-button { subcontrol-position: bottom right;
                                border-bottom-right-radius: 4px; }
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover { background: #e9e4d8; }
QAbstractSpinBox::up-arrow { image: url(UPARROW); width: 8px; height: 8px; }
QAbstractSpinBox::down-arrow { image: url(ARROW); width: 8px; height: 8px; }
QTabWidget::pane { border: 1px solid #d3cec3; border-radius: 4px; background: #fbfaf7; }
QTabBar::tab { padding: 6px 14px; }
QTabBar::tab:selected { font-weight: 600; }
"""


_GUARDED = "dnmafiaGuardingStyle"  # the app's property: our style is set


def apply(app: QApplication) -> None:
    """Fusion, the style sheet and the icon; what is already set is left alone.

    Setting an equal style sheet again makes Qt re-polish every widget alive,
    which costs seconds once many windows exist (the tests' app is shared)."""
    sheet = style_sheet()
    if app.styleSheet() != sheet:  # ours is only ever set on top of our style
        if not app.property(_GUARDED):
            # Fusion, with the spin and combo boxes deaf to an unfocused wheel
            app.setStyle(wheel_guard.guarding_style(app, "Fusion"))
            app.setProperty(_GUARDED, True)
        app.setStyleSheet(sheet)
    if app.windowIcon().isNull():
        app.setWindowIcon(icon("app"))


def style_sheet() -> str:
    """The app's style sheet with the paths of its arrow icons filled in."""
    return (STYLE.replace("UPARROW", svg_path("arrow-up").as_posix())
            .replace("ARROW", svg_path("arrow-down").as_posix()))


def svg_path(name: str) -> Path:
    return icon_dir() / f"{name}.svg"


@cache
def _svg(name: str) -> bytes:
    path = svg_path(name)
    return path.read_bytes() if path.exists() else b""


@functools.lru_cache(maxsize=256)
def pixmap(name: str, size: int, device_ratio: float = 1.0) -> QPixmap:
    """An SVG icon drawn at ``size`` logical pixels (a blank square if it is missing).
    Drawn once per name, size and ratio (the clock draws its phase icon every second, a
    board every card's icon at each view): callers show it, never paint on it."""
    px = QPixmap(QSize(int(size * device_ratio), int(size * device_ratio)))
    px.fill(Qt.GlobalColor.transparent)
    data = _svg(name)
    if data:
        from PySide6.QtSvg import QSvgRenderer  # loaded with the first icon drawn

        renderer = QSvgRenderer(QByteArray(data))
        painter = QPainter(px)
        renderer.render(painter)
        painter.end()
    px.setDevicePixelRatio(device_ratio)
    return px


@cache
def icon(name: str) -> QIcon:
    """The SVG icon, drawn by Qt's SVG icon engine at each size when first needed."""
    path = svg_path(name)
    return QIcon(str(path)) if path.exists() else QIcon(pixmap(name, 16))


def role_icon_name(role: str | None) -> str:
    """The icon of a role word (a deal word: each role file's ``icon``, engine.roles), or
    of a team reveal's "town"; "role-unknown" for anything else."""
    key = (role or "").lower()
    if key == "town":
        return "role-civilian"
    return ROLE_ICONS.get(key) or glossary.icon(key) or "role-unknown"


def set_style_sheet(widget: QWidget, sheet: str) -> None:
    """``widget.setStyleSheet(sheet)`` unless it already has it: Qt restyles the widget
    and all its children at every call, the same sheet again included (a projector
    board's took 33 ms; the clock set its own every second)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def big_font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    return font


def color(name: str) -> QColor:
    return QColor(name)
