"""How a game-clock moment reads in the windows: ``"d2 10:00"`` (the engine's and the
views' form) becomes «день 2, 10:00» / "day 2, 10:00" in the current language, and a
moment inside a text (an engine message's parameter) likewise.

Owns ``moment_text`` (the one formatting of a moment, used wherever one is shown: the
questions, the god view, the projector, the chronicle, the export, the refusals),
``day_text`` and ``localize_moments``. Reads the engine's clock format only (no state);
must not import any window.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine.clock import MINUTES_PER_DAY, format_hhmm, parse_time

# the engine's form of a moment: "d2 10:00" (d0 is the day before the first)
MOMENT = re.compile(r"\bd(\d+) (\d{2}):(\d{2})\b")


def moment_text(moment: int | str | None) -> str:
    """A moment (absolute game minutes, or the views' ``"dN HH:MM"``) in the current
    language; "" for None; any other text as it is."""
    if moment is None or moment == "":
        return ""
    if isinstance(moment, str):
        try:
            minutes = parse_time(moment)
        except ValueError:
            return moment
    elif isinstance(moment, int) and not isinstance(moment, bool):
        minutes = moment
    else:
        return str(moment)
    day, minute = divmod(minutes, MINUTES_PER_DAY)
    return (QCoreApplication.translate("moments", "day %1, %2")
            .replace("%1", str(day)).replace("%2", format_hhmm(minute)))


def day_text(day: int | str) -> str:
    """A calendar day alone ("day 2")."""
    return QCoreApplication.translate("moments", "day %1").replace("%1", str(day))


def localize_moments(text: str) -> str:
    """``text`` with each ``"dN HH:MM"`` in it written as ``moment_text`` writes it."""
    return MOMENT.sub(lambda m: moment_text(m.group(0)), text)
