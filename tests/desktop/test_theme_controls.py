"""The app's style sheet keeps its controls readable (issue 16): the highlighted entry of a
drop-down is drawn in the highlight colour, not white on white, and a spin box shows its
up and down arrows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget

pytestmark = pytest.mark.timeout(60)


def _darkish(color: QColor) -> bool:
    return color.lightness() < 160


def test_the_highlighted_entry_of_a_drop_down_is_visible(app, qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    combo = QComboBox(host)
    combo.addItems(["Ann", "Bob", "Cid"])
    combo.setCurrentIndex(1)
    host.resize(240, 60)
    host.show()
    qtbot.waitExposed(host)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    view.setCurrentIndex(view.model().index(1, 0))
    rect = view.visualRect(view.model().index(1, 0))
    shot = view.viewport().grab().toImage()
    # a point of the row's background (right end, away from the text)
    sample = QColor(shot.pixel(QPoint(shot.width() - 4, rect.center().y())))
    assert _darkish(sample), sample.name()
    plain = view.visualRect(view.model().index(2, 0))
    assert not _darkish(QColor(shot.pixel(QPoint(shot.width() - 4, plain.center().y()))))
    combo.hidePopup()


def test_a_spin_box_shows_its_arrows(app, qtbot) -> None:
    spin = QSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(0, 10)
    spin.setValue(5)
    spin.resize(120, 32)
    spin.show()
    qtbot.waitExposed(spin)
    image = spin.grab().toImage()
    option = QStyleOptionSpinBox()
    option.initFrom(spin)
    option.rect = spin.rect()
    option.subControls = (QStyle.SubControl.SC_SpinBoxUp | QStyle.SubControl.SC_SpinBoxDown)
    for control in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        area = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control,
                                           spin)
        assert area.width() >= 10 and area.height() >= 6, area
        # the middle of the button (its arrow), not its border lines
        dx, dy = area.width() // 4 + 1, area.height() // 4
        inner = area.adjusted(dx, dy, -dx, -dy)
        dark = [1 for x in range(inner.left(), inner.right() + 1)
                for y in range(inner.top(), inner.bottom() + 1)
                if QColor(image.pixel(x, y)).lightness() < 120]
        assert len(dark) >= 4, f"no arrow drawn in {control} at {area}"



def test_applying_the_theme_again_sets_nothing(app) -> None:
    """Every DesktopApp applies the theme; a second time must set nothing, because an
    equal style sheet set again re-polishes every widget alive (seconds per test once the
    tests' shared app holds many windows)."""
    from PySide6.QtWidgets import QApplication

    from desktop import theme

    qapp = QApplication.instance()
    theme.apply(qapp)
    sets: list[str] = []

    class Recording:
        """The real app, with each setter call noted before it is passed on."""

        def __getattr__(self, name):
            attribute = getattr(qapp, name)
            if name.startswith("set"):
                def setter(*args):
                    sets.append(name)
                    return attribute(*args)
                return setter
            return attribute

    theme.apply(Recording())
    assert sets == []
    qapp.setStyleSheet("")
    theme.apply(Recording())
    assert sets == ["setStyleSheet"]
    assert qapp.styleSheet() == theme.style_sheet()


def test_a_style_sheet_set_again_restyles_nothing_and_icons_are_drawn_once(app) -> None:
    """``theme.set_style_sheet`` skips a sheet the widget already has (Qt restyles a
    widget and its children at every ``setStyleSheet``); ``theme.pixmap`` draws an icon
    once per size."""
    from PySide6.QtCore import QEvent, QObject

    from desktop import theme

    class Counter(QObject):
        count = 0

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.StyleChange:
                Counter.count += 1
            return False

    box = QWidget()
    box.show()
    counter = Counter()
    box.installEventFilter(counter)
    theme.set_style_sheet(box, "background: red;")
    first = Counter.count
    assert first >= 1
    theme.set_style_sheet(box, "background: red;")
    assert Counter.count == first
    theme.set_style_sheet(box, "background: blue;")
    assert Counter.count > first and box.styleSheet() == "background: blue;"
    again = Counter.count
    box.setStyleSheet("background: blue;")  # Qt's own call restyles for the same sheet
    assert Counter.count > again
    assert theme.pixmap("phase-day", 40).cacheKey() == theme.pixmap("phase-day", 40).cacheKey()
    assert theme.pixmap("phase-day", 40).width() == 40
    assert theme.pixmap("phase-day", 20).width() == 20
    box.deleteLater()
