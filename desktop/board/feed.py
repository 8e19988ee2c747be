"""The public board's feed: the newspaper of the morning with its deaths and reveals
(``NewsPanel``), the latest public events and the host's last announcements, as lines.

Owns ``NewsPanel``, ``event_lines``, ``host_note_lines``, ``RECENT_EVENTS`` and
``DEATH_EVENTS``. Reads the view through ``desktop.view_access``; renders views, never
computes a rule. Its texts keep the board's translation context ("PublicBoard"). Must not
import any window, nor engine state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from desktop import texts
from desktop.board.blocks import hhmm, label
from desktop.view_access import View, announcements_of, events_of, genders_of
from engine.view_types import EventRecord

translate = QCoreApplication.translate

RECENT_EVENTS = 12
DEATH_EVENTS = frozenset({"died", "died_of", "removed", "role_revealed"})


def event_line(event: EventRecord, genders: texts.Genders | None = None) -> str:
    return f"{hhmm(event.get('at'))}  {texts.event_text(event, genders)}"


def event_lines(view: View) -> list[str]:
    """The latest public events, the newest first (worded by the players' genders)."""
    genders = genders_of(view)
    return [event_line(e, genders) for e in reversed(events_of(view)[-RECENT_EVENTS:])]


def host_note_lines(view: View) -> list[str]:
    """The host's last three announcements (a published answer with its question), the
    newest first."""
    lines = []
    for note in reversed(announcements_of(view)[-3:]):
        answer = str(note.get("answer") or "")
        question = str(note.get("question") or "")
        at = hhmm(note.get("at"))
        if question:
            line = translate("PublicBoard", "Q: %1\nA: %2").replace("%1", question).replace(
                "%2", answer)
        else:
            line = answer
        lines.append(f"{at}  {line}" if at else line)
    return lines


class NewsPanel(QFrame):
    """The last newspaper in big letters and, below it, what happened at the same moment
    (deaths, reveals, the morning's events); hidden before the first newspaper."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", "panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        self.title = label("section", parent=self)
        self.news = label("news", wrap=True, parent=self)
        self.details = label("body", wrap=True, parent=self)
        box.addWidget(self.title)
        box.addWidget(self.news)
        box.addWidget(self.details)

    def show_view(self, view: View) -> None:
        events = events_of(view)
        news = next((e for e in reversed(events) if e.get("code") == "newspaper"), None)
        if news is None:
            self.hide()
            return
        genders = genders_of(view)
        self.news.setText(texts.event_text(news, genders))
        related = [texts.event_text(e, genders) for e in events
                   if e.get("at") == news.get("at")
                   and e.get("code") in DEATH_EVENTS | texts.MORNING_EVENTS]
        self.details.setText("\n".join(related))
        self.details.setVisible(bool(related))
        self.show()
