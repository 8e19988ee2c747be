"""The game clock: moments written ``dN HH:MM``, held as absolute minutes.

Owns parsing and formatting of clock moments and the arithmetic of game days and phases
(RULES.md §1). Imports nothing from the rest of the engine but the option types.
"""

from __future__ import annotations

import re

MINUTES_PER_DAY = 24 * 60
_MOMENT = re.compile(r"^\s*d(\d+)\s+(\d{1,2}):(\d{2})\s*$")
_HHMM = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*$")


def parse_time(text: str) -> int:
    """``"d3 17:00"`` → absolute minutes. Raises ValueError with a clear message."""
    match = _MOMENT.match(text) if isinstance(text, str) else None
    if not match:
        raise ValueError(f"not a clock moment (expected 'dN HH:MM'): {text!r}")
    day, hours, minutes = (int(g) for g in match.groups())
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time of day: {text!r}")
    return day * MINUTES_PER_DAY + hours * 60 + minutes


def parse_hhmm(text: str) -> int:
    """``"19:30"`` → minutes after midnight."""
    match = _HHMM.match(text) if isinstance(text, str) else None
    if not match:
        raise ValueError(f"not a time of day (expected 'HH:MM'): {text!r}")
    hours, minutes = (int(g) for g in match.groups())
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time of day: {text!r}")
    return hours * 60 + minutes


def format_time(moment: int) -> str:
    text = _FORMATTED.get(moment)
    if text is None:
        day, minute = divmod(moment, MINUTES_PER_DAY)
        text = f"d{day} {minute // 60:02d}:{minute % 60:02d}"
        if len(_FORMATTED) < 100_000:  # every view formats the same few moments again
            _FORMATTED[moment] = text
    return text


_FORMATTED: dict[int, str] = {}


def format_hhmm(minute_of_day: int) -> str:
    return f"{minute_of_day // 60:02d}:{minute_of_day % 60:02d}"


def calendar_day(moment: int) -> int:
    return moment // MINUTES_PER_DAY


def time_of_day(moment: int) -> int:
    return moment % MINUTES_PER_DAY


def at(day: int, minute_of_day: int) -> int:
    return day * MINUTES_PER_DAY + minute_of_day
