"""The mouse wheel scrolls, it does not edit: a spin box or combo box (or a time edit — any
``QAbstractSpinBox``) takes the wheel only while it has the keyboard focus. Over an
unfocused one the wheel goes to the scroll area around it, so scrolling a rules list never
changes a rule (issue 16, item 2).

Owns ``WheelGuard`` (the event filter of each such widget) and ``GuardingStyle`` (the
app's style, set by ``desktop.theme`` through ``guarding_style``: it polishes every widget
once, and there gives each such widget ``Qt.StrongFocus`` — a wheel never gives it the
focus; a click or Tab does — and the filter).
Not an application-wide filter: that ran Python for every event of every object (300,000
calls in one hot-seat game test). Must not import any window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QProxyStyle,
    QWidget,
)

GUARDED = (QAbstractSpinBox, QComboBox)
_WHEEL = QEvent.Type.Wheel


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """The filter of every guarded box (``GuardingStyle`` installs it). A wheel over a
    spin box's line edit reaches it too: the line edit ignores the wheel, so Qt passes the
    event on to the box."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != _WHEEL or not isinstance(obj, GUARDED) or obj.hasFocus():
            return False
        area = _scroll_area(obj)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        return True  # the box itself never sees it


class GuardingStyle(QProxyStyle):
    """``base`` (a style's name, e.g. "Fusion"), guarding each spin and combo box as it is
    polished. A style sheet's style keeps it as its base and polishes through it."""

    def __init__(self, base: str, guard: WheelGuard) -> None:
        super().__init__(base)
        self.guard = guard

    def polish(self, target: object) -> object:  # QWidget, QPalette or QApplication
        result = super().polish(target)
        if isinstance(target, GUARDED):
            target.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            target.removeEventFilter(self.guard)  # a widget is polished again on changes
            target.installEventFilter(self.guard)
        return result


def guarding_style(qapp: QApplication, base: str = "Fusion") -> GuardingStyle:
    """The app's style: ``base`` with every spin and combo box guarded."""
    guard = qapp.findChild(WheelGuard)
    if guard is None:
        guard = WheelGuard(qapp)
    return GuardingStyle(base, guard)
