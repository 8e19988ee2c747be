"""The mouse wheel scrolls, it does not edit: a spin box or combo box (or a time edit — any
``QAbstractSpinBox``) takes the wheel only while it has the keyboard focus. Over an
unfocused one the wheel goes to the scroll area around it, so scrolling a rules list never
changes a rule (issue 16, item 2).

Owns ``WheelGuard``, one application-wide event filter, and ``install``. Every such widget
gets ``Qt.StrongFocus`` when it is polished (a wheel never gives it the focus; a click or
Tab does). Must not import any window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

GUARDED = (QAbstractSpinBox, QComboBox)
_WHEEL = QEvent.Type.Wheel
_POLISH = QEvent.Type.Polish


def _guarded(obj: QObject) -> QWidget | None:
    """The spin or combo box ``obj`` is or belongs to (a spin box's line edit), if any."""
    if isinstance(obj, GUARDED):
        return obj
    parent = obj.parent() if isinstance(obj, QWidget) else None
    if isinstance(parent, GUARDED):
        return parent
    return None


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """Installed once on the application (``install``)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == _POLISH:
            if isinstance(obj, GUARDED):
                obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != _WHEEL:
            return False
        box = _guarded(obj)
        if box is None or box.hasFocus():
            return False
        area = _scroll_area(box)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        return True  # the box itself never sees it


def install(qapp: QCoreApplication) -> WheelGuard:
    """Guard every spin and combo box of ``qapp`` (idempotent)."""
    existing = qapp.findChild(WheelGuard)
    if existing is not None:
        return existing
    guard = WheelGuard(qapp)
    qapp.installEventFilter(guard)
    return guard
