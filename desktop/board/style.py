"""The public board's look: its palette, the size its fonts are designed for, and its style
sheet at a scale (``board_css``).

Owns the board's colours and ``board_css``. Pure style: must not import any board part,
any window, nor engine state.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize

from desktop import theme

BASE_SIZE = QSize(1920, 1080)  # the board's fonts are designed for this size

BG = "#14161b"
PANEL = "#1d2027"
CARD = "#272b34"
CARD_DEAD = "#191b20"
TEXT = "#f3f3f1"
MUTED = "#c3c8d2"  # light enough to read from the back of a room
GOLD = "#f2c14e"
# the least text size (pixels) the board draws at any scale: the desktop's own small text;
# below it a laptop's hot-seat board had captions and hints too small to read
MIN_TEXT_PX = 12


@dataclass(frozen=True)
class _Sizes:
    """Pixel sizes at a scale: ``px`` of the board, ``cpx`` of a card (``density`` shrinks
    the cards when many players sit); ``fpx``/``cfpx`` the same for text, never under
    MIN_TEXT_PX."""

    scale: float
    density: float = 1.0

    def px(self, value: float, low: int = 10) -> int:
        return max(low, round(value * self.scale))

    def cpx(self, value: float, low: int = 10) -> int:
        return max(low, round(value * (self.scale * self.density)))

    def fpx(self, value: float, low: int = 0) -> int:  # a text size
        return max(MIN_TEXT_PX, low, round(value * self.scale))

    def cfpx(self, value: float, low: int = 0) -> int:  # a card's text size
        return max(MIN_TEXT_PX, low, round(value * (self.scale * self.density)))


def board_css(scale: float, density: float = 1.0) -> str:
    """The board's style sheet at ``scale`` (1.0 at 1920x1080); ``density`` shrinks the
    cards when many players sit."""
    sizes = _Sizes(scale, density)
    return _panels_css(sizes) + _cards_css(sizes)


def _panels_css(s: _Sizes) -> str:
    """The board, its banner, its panels and their texts."""
    fg = {phase: ("#1d1a12" if phase == "day" else "#ffffff") for phase in theme.PHASE_COLORS}
    banner = "\n".join(
        f'#banner[phase="{phase}"] {{ background: {colour}; }}\n'
        f'#banner[phase="{phase}"] QLabel {{ color: {fg[phase]}; }}'
        for phase, colour in theme.PHASE_COLORS.items())
    return f"""
#board {{ background: {BG}; }}
#board QLabel {{ color: {TEXT}; background: transparent; }}
{banner}
#banner {{ border-radius: {s.px(14, 4)}px; }}
#banner[flash="true"] {{ background: #ffffff; }}
#banner[flash="true"] QLabel {{ color: #101010; }}
#banner QLabel#phaseIcon {{ background: #f7f5ef; border-radius: {s.px(66, 18)}px; }}
#banner[phase="day"] QLabel#phaseIcon {{ background: #2a2418; }}
#board QLabel[cls="title"] {{ font-size: {s.fpx(64, 18)}px; font-weight: 800; }}
#board QLabel[cls="subtitle"] {{ font-size: {s.fpx(26, 11)}px; font-weight: 500; }}
#board QLabel[cls="clock"] {{ font-size: {s.fpx(50, 16)}px; font-weight: 700; }}
#board QLabel[cls="countdown"] {{ font-size: {s.fpx(58, 18)}px; font-weight: 800; }}
#board QLabel[cls="caption"] {{ font-size: {s.fpx(20, 10)}px; }}
#board QLabel[cls="status"] {{ font-size: {s.fpx(20, 10)}px; color: #ffd7d0; }}
#board QFrame[cls="panel"] {{ background: {PANEL}; border-radius: {s.px(12, 4)}px; }}
#board QLabel[cls="section"] {{ font-size: {s.fpx(26, 11)}px; font-weight: 700; color: {MUTED}; }}
#board QLabel[cls="body"] {{ font-size: {s.fpx(29, 11)}px; }}
#board QLabel[cls="news"] {{ font-size: {s.fpx(34, 13)}px; font-weight: 700; color: {GOLD}; }}
#board QLabel[line="true"] {{ font-size: {s.fpx(28, 10)}px; padding: {s.px(4, 1)}px 0px;
                            border-bottom: 1px solid #2c3038; }}
#board QLabel[cls="address"] {{ font-size: {s.fpx(40, 14)}px; font-weight: 700; }}
#board QLabel[cls="winner"] {{ font-size: {s.fpx(60, 18)}px; font-weight: 800; color: {GOLD}; }}
#board QLabel[cls="waiting"] {{ font-size: {s.fpx(40, 14)}px; font-weight: 700; color: {MUTED}; }}
"""


def _cards_css(s: _Sizes) -> str:
    """The players' cards, the lists and the tally."""
    return f"""#board QFrame[cls="card"] {{ background: {CARD}; border-radius: {s.cpx(12, 4)}px;
                     border: {max(2, s.cpx(3, 2))}px solid {CARD}; }}
#board QFrame[cls="card"][mark="dead"] {{ background: {CARD_DEAD}; border-color: {CARD_DEAD}; }}
#board QFrame[cls="card"][mark="nominee"] {{ border-color: {theme.PHASE_COLORS["day"]}; }}
#board QFrame[cls="card"][mark="candidate"] {{ border-color: {theme.PHASE_COLORS["vote"]}; }}
#board QFrame[cls="card"][mark="winner"] {{ border-color: {GOLD}; }}
#board QLabel[cls="name"] {{ font-size: {s.cfpx(36, 12)}px; font-weight: 800; }}
#board QFrame[mark="dead"] QLabel[cls="name"] {{ color: #7d828c; }}
#board QLabel[cls="role"] {{ font-size: {s.cfpx(30, 10)}px; font-weight: 700; }}
#board QLabel[cls="small"] {{ font-size: {s.cfpx(27, 10)}px; color: {MUTED}; }}
#board QLabel[cls="dot"] {{ border-radius: {max(3, s.cpx(8, 3))}px; background: #5a5f69; }}
#board QLabel[cls="dot"][on="true"] {{ background: #46c46e; }}
#board QLabel[cls="dot"][on="none"] {{ background: transparent; }}
QListWidget {{ background: transparent; border: none; color: {TEXT};
               font-size: {s.fpx(28, 10)}px; }}
QListWidget::item {{ padding: {s.px(4, 1)}px 0px; border-bottom: 1px solid #2c3038; }}
TallyChart {{ font-size: {s.fpx(27, 11)}px; color: {TEXT}; }}
"""
