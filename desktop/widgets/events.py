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

CHAT_CODES = {"chat", "mafia_chat", "graveyard_chat"}
SPECTATOR_LINE = "graveyard_spectator"
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
        self._last_shown: int | None = None  # the index of the last record on screen
        if font_points:
            font = self.font()
            font.setPointSize(font_points)
            self.setFont(font)

    def merge(self, events: Iterable[dict[str, Any]], first: int,
              genders: Genders | None = None) -> bool:
        """Take a view's records (the first has index ``first``) and, if given, the
        players' stated genders (``desktop.view_access.genders_of``); True if any record
        was new. Records after the last one shown are appended; anything else (an older
        record, a changed one, new genders) draws the whole log again."""
        added: list[int] = []
        changed = False
        for offset, event in enumerate(events):
            index = first + offset
            known = self.records.get(index)
            if known is None:
                added.append(index)
            elif known != event:
                changed = True
            self.records[index] = event
        regendered = genders is not None and dict(genders) != self.genders
        if regendered:
            self.genders = dict(genders or {})
        if changed or regendered or (added and not self._appendable(added)):
            self.render()
        elif added:
            self._append(sorted(added))
        return bool(added)

    def _appendable(self, added: list[int]) -> bool:
        return self._last_shown is not None and min(added) > self._last_shown

    def clear_records(self) -> None:
        self.records.clear()
        self.render()

    def last(self, count: int = 1) -> list[dict[str, Any]]:
        return [self.records[i] for i in sorted(self.records)[-count:]]

    def plain_lines(self) -> list[str]:
        return [event_text(self.records[i], self.genders) for i in sorted(self.records)]

    def _line(self, event: dict[str, Any]) -> str:
        code = event.get("code", "")
        at = html.escape(str(event.get("at", "")).split(" ")[-1])
        params = event.get("params") or {}
        if code in CHAT_CODES:
            body = (f"<b>{html.escape(str(params.get('by', '')))}:</b> "
                    f"{html.escape(str(params.get('text', '')))}")
        elif code == SPECTATOR_LINE:  # a spectator in the graveyard: marked as one
            body = (f"<b>{html.escape(str(params.get('by', '')))}</b> <i>("
                    + html.escape(self.tr("spectator")) + ")</i><b>:</b> "
                    f"{html.escape(str(params.get('text', '')))}")
        else:
            body = html.escape(event_text(event, self.genders))
            if code in IMPORTANT:
                body = f"<b>{body}</b>"
        return f'<span style="color:#8a8478">{at}</span>&nbsp; {body}'

    def render(self) -> None:
        """The whole log again (a language change, an older or changed record)."""
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        self.setHtml("<br>".join(self._line(self.records[i]) for i in sorted(self.records)))
        self._last_shown = max(self.records) if self.records else None
        if at_end:
            self._to_end()

    def _append(self, indices: list[int]) -> None:
        """New records after the last one shown, added at the end: the log is not parsed
        and laid out again (a long game's log did that for every view, ~3 ms a time)."""
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertHtml("<br>" + "<br>".join(self._line(self.records[i]) for i in indices))
        self._last_shown = indices[-1]
        if at_end:
            self._to_end()

    def _to_end(self) -> None:
        self.moveCursor(QTextCursor.MoveOperation.End)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.render()
        super().changeEvent(event)
