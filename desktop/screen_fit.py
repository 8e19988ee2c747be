"""Window sizes that fit the screen: a window opens at its preferred size, or smaller on a
small screen (a 1366×768 laptop, a 1280×720 projector), never with its bottom — the status
bar, the start button — below the screen's edge.

Owns ``fit_to_screen`` and ``FRAME_ALLOWANCE``. Must not import any window.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# what the window manager adds around a window's client area: a title bar and borders
FRAME_ALLOWANCE = (16, 40)


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width``×``height`` or, on a smaller screen, to what of that
    the screen's free area (without its panels) holds with the window's frame."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    fitted_width = min(width, area.width() - FRAME_ALLOWANCE[0])
    fitted_height = min(height, area.height() - FRAME_ALLOWANCE[1])
    minimum = window.minimumSizeHint()
    window.resize(max(fitted_width, minimum.width()), max(fitted_height, minimum.height()))
    if window.isVisible() and not area.contains(window.frameGeometry()):
        # a shown window (its saved place from a bigger screen): back inside the area;
        # a new one is placed by the window manager
        window.move(max(area.x(), min(window.x(), area.right() - window.frameGeometry().width())),
                    max(area.y(), min(window.y(), area.bottom() - window.frameGeometry().height())))
