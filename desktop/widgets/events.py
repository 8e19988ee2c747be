"""The event log: public events and chat, private messages or the mafia channel, as a
growing list with the game time — kept across views (a view carries only the latest
records of each log and the index of the first one).

Owns ``EventLog``. Re-renders every line in the current language on a language change,
and a line about one player in his stated gender (the view's registrations).
Must not import any window.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from desktop.texts import MORNING_EVENTS, Genders, event_text

CHAT_CODES = {"chat", "mafia_chat"}
IMPORTANT = {"executed", "died", "died_of", "newspaper", "game_over", "role_revealed",
             "removed", "voting_opens", "runoff_opens", "night_falls", "day_begins",
             # classic: a reserve taking a seat, and the morning's lines
             "replaced", "replaced_by_host", "reserve_enters", *MORNING_EVENTS}


class EventLog(QTextBrowser):
    def __init__(self, parent: QWidget | None = None, *, font_points: int | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.records: dict[int, dict[str, Any]] = {}
        self.extra: list[tuple[str, str]] = []  # (at, text) lines not from the engine
        self.genders: dict[str, str | None] = {}  # name → stated gender, for the wording
        if font_points:
            font = self.font()
            font.setPointSize(font_points)
            self.setFont(font)

    def merge(self, events: Iterable[dict[str, Any]], first: int,
              genders: Genders | None = None) -> bool:
        """Take a view's records (the first has index ``first``) and, if given, the
        players' stated genders (``desktop.view_access.genders_of``); True if any record
        was new."""
        new = False
        for offset, event in enumerate(events):
            index = first + offset
            if index not in self.records:
                new = True
            self.records[index] = event
        regendered = genders is not None and dict(genders) != self.genders
        if regendered:
            self.genders = dict(genders or {})
        if new or regendered:
            self.render()
        return new

    def clear_records(self) -> None:
        self.records.clear()
        self.render()

    def last(self, count: int = 1) -> list[dict[str, Any]]:
        return [self.records[i] for i in sorted(self.records)[-count:]]

    def plain_lines(self) -> list[str]:
        return [event_text(self.records[i], self.genders) for i in sorted(self.records)]

    def render(self) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        lines = []
        for index in sorted(self.records):
            event = self.records[index]
            code = event.get("code", "")
            at = html.escape(str(event.get("at", "")).split(" ")[-1])
            params = event.get("params") or {}
            if code in CHAT_CODES:
                body = (f"<b>{html.escape(str(params.get('by', '')))}:</b> "
                        f"{html.escape(str(params.get('text', '')))}")
            else:
                body = html.escape(event_text(event, self.genders))
                if code in IMPORTANT:
                    body = f"<b>{body}</b>"
            lines.append(f'<span style="color:#8a8478">{at}</span>&nbsp; {body}')
        self.setHtml("<br>".join(lines))
        if at_end:
            self.moveCursor(QTextCursor.MoveOperation.End)
            bar.setValue(bar.maximum())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.render()
        super().changeEvent(event)
