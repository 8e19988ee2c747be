"""The mouse wheel scrolls the rules list, it never edits a rule: over an unfocused combo
or spin box (host set-up, hot-seat set-up) the wheel leaves the value alone and scrolls the
list around it; a focused box still takes the wheel (issue 16, item 2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from desktop.host.setup import HostSetupPage
from desktop.hotseat.setup import SetupPage

pytestmark = pytest.mark.timeout(60)


def wheel(widget: QWidget, steps: int = -1) -> None:
    """One notch of the wheel (down for -1) over the middle of ``widget``."""
    pos = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def scroll_area(widget: QWidget) -> QAbstractScrollArea:
    parent = widget.parentWidget()
    while not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def test_the_wheel_over_an_unfocused_rule_combo_scrolls_the_list(app, qtbot) -> None:
    page = HostSetupPage()
    qtbot.addWidget(page)
    page.resize(900, 500)
    page.show()
    qtbot.waitExposed(page)
    combo = page.rules.editors["first_phase"][0]
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    before = combo.currentIndex()
    bar = scroll_area(combo).verticalScrollBar()
    assert bar.maximum() > 0
    for _ in range(3):
        wheel(combo)
    assert combo.currentIndex() == before
    assert bar.value() > 0  # the list scrolled instead
    # once focused (a click, Tab) the combo takes the wheel as before
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    wheel(combo)
    assert combo.currentIndex() != before


def test_no_spin_box_of_the_rules_takes_an_unfocused_wheel(app, qtbot) -> None:
    page = HostSetupPage()
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    spin = page.rules.editors["mafia_count"][0]
    before = spin.value()
    wheel(spin, 1)
    wheel(spin.lineEdit(), 1)
    assert spin.value() == before


def test_the_hot_seat_set_up_is_guarded_too(app, qtbot) -> None:
    page = SetupPage()
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    boxes = page.findChildren(QComboBox) + page.findChildren(QAbstractSpinBox)
    assert boxes
    for box in boxes:
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
        state = box.currentIndex() if isinstance(box, QComboBox) else box.text()
        wheel(box)
        assert state == (box.currentIndex() if isinstance(box, QComboBox) else box.text())
