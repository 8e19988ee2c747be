"""What the host says beside the game: players' questions and his answers (private, or
public without the asker's name), announcements, and the day's schedule with his note.

Owns ``Question`` and ``HostNotes`` (the list of questions, the records the game log keeps
of them, their restoring from a log, and what each seat's view shows of them). Writes
through the ``record`` sink it is given (the table session's journal: nothing in the
lobby, the game log once the game runs). No I/O of its own; must not import Qt, desktop
or the table session.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine.clock import format_hhmm
from engine.options import Preset, options_for
from engine.presets import preset_rules
from netproto.pace import PaceMode

MAX_QUESTIONS_PER_SEAT = 50  # questions waiting for an answer
MAX_NOTE_TEXT = 1000  # characters of an answer, an announcement, the schedule note

NoteSink = Callable[[dict[str, Any]], None]


class NoteSettings(Protocol):
    """The table settings the schedule reads (a ``TableConfig``)."""

    preset: Preset
    options: dict[str, Any]
    pace: PaceMode
    phase_seconds: dict[str, float]
    schedule_note: str


@dataclass
class Question:
    """A player's question to the host. A public answer is shown to everybody with the
    question but never with the asker's name."""

    id: int
    asker: str
    text: str
    asked_at: str  # the game clock, or "" in the lobby
    answer: str | None = None
    public: bool = False

    def for_asker(self) -> dict[str, Any]:
        return {"id": self.id, "text": self.text, "at": self.asked_at,
                "answer": self.answer, "public": self.public}


class HostNotes:
    def __init__(self, settings: NoteSettings, record: NoteSink) -> None:
        self.settings = settings  # the schedule note lives in the table's settings
        self.record = record
        self.questions: list[Question] = []

    # ------------------------------------------------------------------ changes

    def waiting(self, asker: str) -> int:
        """His questions the host has not answered yet."""
        return sum(1 for q in self.questions if q.asker == asker and q.answer is None)

    def ask(self, asker: str, text: str, at: str) -> Question:
        question = Question(len(self.questions) + 1, asker, text, at)
        self.questions.append(question)
        self.record({"kind": "question", "id": question.id, "asker": asker,
                     "text": text, "at": at})
        return question

    def answer(self, question_id: int, text: str, *, public: bool = False) -> None:
        """Raises KeyError (no such question) or ValueError (an empty answer)."""
        question = next((q for q in self.questions if q.id == question_id), None)
        if question is None:
            raise KeyError(question_id)
        text = text.strip()
        if not text:
            raise ValueError("the answer is empty")
        question.answer, question.public = text[:MAX_NOTE_TEXT], public
        self.record({"kind": "answer", "id": question.id, "answer": question.answer,
                     "public": public})

    def announce(self, text: str, at: str) -> None:
        """A message from the host to everybody (an answer to no question)."""
        text = text.strip()
        if not text:
            raise ValueError("the announcement is empty")
        self.questions.append(Question(len(self.questions) + 1, "", "", at,
                                       text[:MAX_NOTE_TEXT], True))
        self.record({"kind": "announce", "id": self.questions[-1].id, "at": at,
                     "answer": text[:MAX_NOTE_TEXT]})

    def set_schedule_note(self, text: str) -> None:
        self.settings.schedule_note = text.strip()[:MAX_NOTE_TEXT]
        self.record({"kind": "schedule", "text": self.settings.schedule_note})

    # ------------------------------------------------------------------ the log

    def records(self) -> list[dict[str, Any]]:
        """Everything said so far as log records (what was said in the lobby goes into
        the game's log when it starts)."""
        out: list[dict[str, Any]] = []
        for question in self.questions:
            if question.asker:
                out.append({"kind": "question", "id": question.id, "asker": question.asker,
                            "text": question.text, "at": question.asked_at})
                if question.answer is not None:
                    out.append({"kind": "answer", "id": question.id,
                                "answer": question.answer, "public": question.public})
            else:
                out.append({"kind": "announce", "id": question.id,
                            "at": question.asked_at, "answer": question.answer})
        return out

    def restore(self, notes: list[dict[str, Any]]) -> None:
        """A resumed table's questions, answers and schedule note, from its log."""
        for note in notes:
            kind = note.get("kind")
            if kind == "question":
                self.questions.append(Question(int(note["id"]), str(note["asker"]),
                                               str(note["text"]), str(note.get("at", ""))))
            elif kind == "announce":
                self.questions.append(Question(int(note["id"]), "", "", str(note.get("at", "")),
                                               str(note["answer"]), True))
            elif kind == "answer":
                question = next((q for q in self.questions if q.id == note.get("id")), None)
                if question is not None:
                    question.answer = str(note["answer"])
                    question.public = bool(note.get("public"))
            elif kind == "schedule":
                self.settings.schedule_note = str(note.get("text", ""))

    # ------------------------------------------------------------------ views

    def asked_by(self, seat: str) -> list[dict[str, Any]]:
        """This seat's own questions, with their answers."""
        return [q.for_asker() for q in self.questions if q.asker == seat]

    def schedule(self) -> dict[str, Any]:
        """The game day's schedule on the game clock (and in real time when timed)."""
        s = self.settings
        rules = options_for(s.preset, s.options)
        timed = s.pace is PaceMode.TIMED
        hhmm = format_hhmm
        out: dict[str, Any] = {
            "pace": s.pace.value,
            "first_phase": rules.first_phase.value,
            "phases": [{"phase": phase, "from": hhmm(start), "to": hhmm(end),
                        "seconds": s.phase_seconds.get(phase) if timed else None}
                       for phase, start, end in rules.phase_spans()],
            "note": s.schedule_note,
        }
        if preset_rules(s.preset).has_notebook:  # the notebook's window, where there is one
            out["write_window"] = [hhmm(rules.closed_write_window[0]),
                                   hhmm(rules.closed_write_window[1])]
        return out

    def for_view(self, seat: str | None) -> dict[str, Any]:
        """What the host said: public answers (no asker) and this seat's own questions."""
        notes: dict[str, Any] = {
            "announcements": [{"id": q.id, "question": q.text, "answer": q.answer,
                               "at": q.asked_at}
                              for q in self.questions if q.public and q.answer],
            "schedule": self.schedule(),
        }
        if seat is not None:
            notes["questions"] = self.asked_by(seat)
        return notes
