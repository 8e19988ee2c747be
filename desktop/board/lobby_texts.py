"""The public board's lobby texts: the day's schedule as the host published it.

Owns ``schedule_lines``. Reads the schedule through ``desktop.view_access``'s types; its
texts keep the board's translation context ("PublicBoard"). Must not import any window,
nor engine state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop import texts
from desktop.view_access import Schedule

translate = QCoreApplication.translate


def schedule_lines(schedule: Schedule) -> list[str]:
    """Each phase with its game-clock hours (and real minutes when timed), who moves the
    game on, the first phase, and the host's note."""
    lines = []
    for row in schedule.get("phases") or []:
        seconds = row.get("seconds")
        if seconds:
            lines.append(translate("PublicBoard", "%1: %2–%3 (%4 min)").replace(
                "%1", texts.phase_name(row.get("phase"))).replace(
                "%2", str(row.get("from", ""))).replace(
                "%3", str(row.get("to", ""))).replace(
                "%4", f"{seconds / 60:g}"))
        else:
            lines.append(translate("PublicBoard", "%1: %2–%3").replace(
                "%1", texts.phase_name(row.get("phase"))).replace(
                "%2", str(row.get("from", ""))).replace("%3", str(row.get("to", ""))))
    if schedule.get("pace") == "manual":
        lines.append(translate("PublicBoard", "The host moves the game from phase to phase."))
    first = schedule.get("first_phase")
    if first:
        lines.append(translate("PublicBoard", "The game begins with: %1").replace(
            "%1", texts.phase_name(first).lower()))
    note = str(schedule.get("note") or "").strip()
    if note:
        lines.append(note)
    return lines
