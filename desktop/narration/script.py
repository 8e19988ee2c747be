"""The narrator's script: what is said aloud at a table, built from the public view only.

Owns ``Script`` (follows the public views a projector or a replay sees, and turns each new
public event into a ``Line`` made for the ear: the game's start with the rules in one
sentence, each phase's opening and closing, the newspaper, the candidates, the vote as
counted, the end with the winners), the timed pace's warnings and the hot-seat pass.
Numbers and times are said as words (``desktop.narration.spoken``); a line about one
player follows his stated gender and needs none when he stated none. The sentences are in
Qt's catalogue (context "Narration", Russian in assets/i18n/ru_desktop.json), read in the
language installed in the application (the CLI installs the one it is asked for).

Reads public views (plain dicts) and the public events in them, nothing else: it cannot
tell a secret the public view does not hold. Must not import any window, nor engine state.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from desktop import texts
from desktop.narration.spoken import Gender, number, ordinal, time_words
from desktop.texts import gendered

CONTEXT = "Narration"  # every translate() below names it literally (lupdate reads literals)


def translate(context: str, source: str, disambiguation: str | None = None,
              n: int = -1) -> str:
    """A text of the narration's catalogue in the installed language (a literal call of
    this name is what lupdate reads)."""
    return QCoreApplication.translate(context, source, disambiguation, n)


class LineKind(StrEnum):
    START = "start"      # the game begins, the rules
    PHASE = "phase"      # a phase opens or closes
    NEWS = "news"        # the newspaper, a death by day, a removal
    RESULT = "result"    # the vote as counted, the execution
    WARNING = "warning"  # the timed pace: a minute left, ten seconds
    PASS = "pass"        # hot seat: pass the laptop
    END = "end"          # the game's end, a draw


# a phase change waits for the sentence before it to end (it is not cut off)
WAITS = frozenset({LineKind.START, LineKind.PHASE, LineKind.END})


@dataclass(frozen=True)
class Line:
    """One sentence (or a few) said at the game moment ``at`` ("d2 10:00")."""

    at: str
    kind: LineKind
    text: str

    @property
    def waits(self) -> bool:
        return self.kind in WAITS


# the events not narrated: the table's talk and each single act of the day and the vote
# (the phase's opening and the count say what matters)
SILENT = frozenset({"chat", "nominated", "withdrew", "voted", "abstained"})
WARN_AT = (60, 10)  # seconds left in a timed phase when the narrator warns
# the roles whose word is a name (Kira, L, Near), written with a capital mid-sentence
PROPER_ROLES = frozenset({"kira", "l", "near"})


def _spoken_count(text: str, n: int, language: str, gender: Gender) -> str:
    """A plural text Qt filled with the digits of ``n``: the digits said as words."""
    return re.sub(r"\d+", number(n, language, gender), text, count=1)


def tidy(text: str) -> str:
    """One full stop where a spoken time's "p.m." met the sentence's own."""
    return re.sub(r"\.(\s*\.)+", ".", text).strip()


def capital(text: str) -> str:
    """A sentence that begins with a spoken number begins with a capital letter."""
    return text[:1].upper() + text[1:]


def join_names(names: Iterable[str]) -> str:
    """"Ann, Bob and Cid"."""
    names = [str(n) for n in names]
    if len(names) < 2:
        return "".join(names)
    return translate("Narration", "%1 and %2").replace("%1", ", ".join(names[:-1])).replace(
        "%2", names[-1])


class Script:
    """Follows one table's public views and says what happened since the last one.
    ``language``: the installed language (the numbers' words); ``genders``: stated genders
    known besides the views' (a saved game's registrations); ``from_start``: narrate the
    events the first view already holds (a replay), else only what comes after it (a
    projector opened in the middle of a game) — a lobby's first view, or a first view on the
    first day, starts at the start."""

    def __init__(self, language: str, genders: Mapping[str, str | None] | None = None, *,
                 from_start: bool = False) -> None:
        self.language = language
        self.genders: dict[str, str | None] = dict(genders or {})
        self._next: int | None = 0 if from_start else None
        self._warned: set[tuple[Any, int]] = set()

    # ---------------------------------------------------------------- views

    def lines_for(self, view: Mapping[str, Any]) -> list[Line]:
        """The lines of the public events ``view`` holds that were not said yet."""
        if view.get("kind") == "lobby":
            self._next = 0
            return []
        self._genders(view)
        events = list(view.get("events") or [])
        first = int(view.get("events_from") or 0)
        if self._next is None:  # the first view: from the start only at the start
            clock = view.get("clock") or {}
            at_start = first == 0 and int(clock.get("game_day") or 0) <= 1 and \
                clock.get("phase") == "day"
            self._next = 0 if at_start else first + len(events)
        fresh = events[max(0, self._next - first):]
        self._next = first + len(events)
        lines: list[Line] = []
        for event in fresh:
            lines += self.event_lines(event, view)
        return lines

    def _genders(self, view: Mapping[str, Any]) -> None:
        from desktop.view_access import genders_of

        for name, gender in genders_of(dict(view)).items():
            if gender or name not in self.genders:
                self.genders[name] = gender

    def event_lines(self, event: Mapping[str, Any], view: Mapping[str, Any]) -> list[Line]:
        code = str(event.get("code", ""))
        params = dict(event.get("params") or {})
        at = str(event.get("at", ""))
        if code in SILENT:
            return []
        said = self._said(code, params, view)
        if said is None:  # any other public event: the event log's own words
            said = (LineKind.NEWS, texts.event_text({"code": code, "params": params},
                                                    self.genders))
        kind, text = said
        return [Line(at, kind, tidy(text))] if text else []

    def _said(self, code: str, params: dict[str, Any],
              view: Mapping[str, Any]) -> tuple[LineKind, str] | None:
        name = str(params.get("name", ""))
        gender = self.genders.get(name)
        opening = self._said_opening(code, params, view)
        if opening is not None:
            return opening
        if code == "vote_counted":
            return LineKind.RESULT, self.count_text(params)
        if code == "executed":
            return LineKind.RESULT, gendered(
                gender, translate("Narration", "{name} is executed."),
                translate("Narration", "{name} is executed.", "male"),
                translate("Narration", "{name} is executed.", "female")).format(name=name)
        if code == "role_revealed":
            role = texts.role_name(str(params.get("role", "")), gender)
            if str(params.get("role", "")).lower() not in PROPER_ROLES:
                role = role[:1].lower() + role[1:]  # a common noun mid-sentence
            return LineKind.RESULT, translate("Narration", "{name}'s role: {role}.").format(
                name=name, role=role)
        if code == "no_execution":
            return LineKind.RESULT, translate("Narration", "Nobody is executed.")
        if code == "night_falls":
            until = self._until(view, "night", translate("Narration", "Morning comes at %1."))
            return LineKind.PHASE, " ".join(filter(None, (
                translate("Narration", "Night falls. The town falls asleep."), until)))
        if code == "newspaper":
            return LineKind.NEWS, self.newspaper_text(params)
        if code in ("died", "died_of"):
            text = self.death_text(name)
            if params.get("circumstances"):
                text += " " + translate("Narration", "Circumstances: %1.").replace(
                    "%1", str(params["circumstances"]))
            return LineKind.NEWS, text
        if code == "removed":
            return LineKind.NEWS, translate("Narration", "{name} leaves the game.").format(
                name=name)
        if code in ("stalemate", "stalemate_classic"):
            days = int(params.get("days") or 0)
            quiet = (self.quiet_days(days) if code == "stalemate"
                     else self.quiet_days_classic(days))
            return LineKind.END, " ".join((quiet, translate(
                "Narration", "The game ends in a draw.")))
        if code == "game_over":
            return LineKind.END, self.end_text(view)
        return None

    def _said_opening(self, code: str, params: dict[str, Any],
                      view: Mapping[str, Any]) -> tuple[LineKind, str] | None:
        """The lines that open the game, a day, the vote and a runoff."""
        if code == "game_started":
            count = self.players(int(params.get("count") or 0))
            return LineKind.START, " ".join((
                translate("Narration", "The game begins: %1 at the table.").replace("%1", count),
                self.rules_sentence(str(view.get("preset") or "deathnote"))))
        if code == "day_begins":
            day = int(params.get("day") or 0)
            text = translate("Narration", "Day {day} begins.").format(
                day=number(day, self.language), nth=ordinal(day, self.language))
            until = self._until(view, "day", translate("Narration", "Voting opens at %1."))
            return LineKind.PHASE, " ".join(filter(None, (text, until)))
        if code == "voting_opens":
            names = list(params.get("names") or [])
            who = (translate("Narration", "The candidates: %1.").replace("%1", join_names(names))
                   if names else translate("Narration", "Nobody was nominated."))
            until = self._until(view, "vote", translate("Narration", "It closes at %1."))
            return LineKind.PHASE, " ".join(filter(None, (
                translate("Narration", "The discussion is over."), who,
                translate("Narration", "Voting is open."), until)))
        if code == "runoff_opens":
            return LineKind.PHASE, translate(
                "Narration", "A tie. A runoff vote between: %1.").replace(
                "%1", join_names(params.get("names") or []))
        return None

    def _until(self, view: Mapping[str, Any], phase: str, template: str) -> str:
        """When the phase just opened ends ("" once the view has moved past it)."""
        clock = view.get("clock") or {}
        ends = str(clock.get("phase_ends") or "")
        if clock.get("phase") != phase or " " not in ends:
            return ""
        hours, minutes = ends.split(" ", 1)[1].split(":")
        return template.replace("%1", time_words(int(hours) * 60 + int(minutes),
                                                 self.language))

    # ---------------------------------------------------------------- sentences

    def rules_sentence(self, preset: str) -> str:
        """The rules of the table's preset in one sentence (the view's "preset")."""
        sentences = {
            "classic": translate("Narration", "By day the town votes to execute a suspect, "
                                 "by night the mafia kills; the town wins when no mafioso "
                                 "is left, the mafia when it is no fewer than the rest."),
            "deathnote": translate("Narration", "The town hunts Kira and the mafia by talk "
                                   "and by vote; Kira wins as the last one alive, the mafia "
                                   "once Kira is dead and it is no fewer than the rest."),
        }
        return sentences.get(preset, sentences["deathnote"])

    def death_text(self, name: str) -> str:
        return gendered(self.genders.get(name),
                        translate("Narration", "{name} has died."),
                        translate("Narration", "{name} has died.", "male"),
                        translate("Narration", "{name} has died.", "female")).format(name=name)

    def newspaper_text(self, params: Mapping[str, Any]) -> str:
        """The morning: who died in the night (and the circumstances written for him), the
        failed attempts — what the newspaper prints, nothing more."""
        parts = [translate("Narration", "Morning. The town wakes up.")]
        dead = [str(n) for n in params.get("dead") or []]
        details = params.get("circumstances") or {}
        if not dead:
            parts.append(translate("Narration", "Nobody died tonight."))
        elif len(dead) == 1:
            parts.append(gendered(
                self.genders.get(dead[0]),
                translate("Narration", "Tonight {name} died."),
                translate("Narration", "Tonight {name} died.", "male"),
                translate("Narration", "Tonight {name} died.", "female")).format(name=dead[0]))
        else:
            parts.append(translate("Narration", "Tonight these died: %1.").replace(
                "%1", join_names(dead)))
        for name in dead:
            if details.get(name):
                parts.append(translate("Narration", "{name}: {circumstances}.").format(
                    name=name, circumstances=details[name]))
        failed = int(params.get("failed_attempts") or 0)
        if failed:
            parts.append(self.failed(failed))
        return " ".join(parts)

    def count_text(self, record: Mapping[str, Any]) -> str:
        """The vote closed, as it was counted: each candidate's votes, the abstentions."""
        # the candidates who got a vote, the most first (a zero is not worth the breath)
        counts = sorted(((name, int(count)) for name, count in
                         dict(record.get("counts") or {}).items() if int(count)),
                        key=lambda item: -item[1])
        parts = [translate("Narration", "Voting is closed.")]
        if counts:
            said = "; ".join(translate("Narration", "%1: %2").replace("%1", str(name)).replace(
                "%2", self.votes(int(count))) for name, count in counts)
            parts.append(translate("Narration", "The count: %1.").replace("%1", said))
        abstained = len(record.get("abstained") or [])
        if abstained:
            parts.append(self.abstentions(abstained))
        return " ".join(parts)

    def end_text(self, view: Mapping[str, Any]) -> str:
        parts = [translate("Narration", "The game is over.")]
        winner = view.get("winner")
        if winner:
            parts.append(texts.winner_text(str(winner), view.get("end_reason")) + ".")
        winners = list(view.get("winners") or [])
        if winners:
            parts.append(translate("Narration", "The winners: %1.").replace(
                "%1", join_names(winners)))
        return " ".join(parts)

    # ---------------------------------------------------------------- the pace, the seat

    def pace_warning(self, phase_key: Any, seconds_left: float, at: str = "") -> Line | None:
        """A warning when a timed phase has crossed a minute or ten seconds left (once each
        per phase: ``phase_key`` names the phase)."""
        for mark in WARN_AT:
            if seconds_left <= mark and (phase_key, mark) not in self._warned:
                self._warned.update((phase_key, m) for m in WARN_AT if m >= mark)
                if seconds_left < mark - 5:
                    return None  # joined late: this mark is long past
                text = (self.minutes_left(1) if mark == 60 else self.seconds_left(mark))
                return Line(at, LineKind.WARNING, text)
        return None

    def pass_line(self, name: str, at: str = "") -> Line:
        """Hot seat: the laptop goes to ``name`` for his private turn."""
        return Line(at, LineKind.PASS,
                    translate("Narration", "Pass the laptop: %1.").replace("%1", name))

    # ---------------------------------------------------------------- counted words

    def _count(self, text: str, n: int, gender: Gender) -> str:
        return _spoken_count(text, n, self.language, gender)

    def _sentence(self, text: str, n: int, gender: Gender) -> str:
        return capital(self._count(text, n, gender))

    def players(self, n: int) -> str:
        return self._count(_COUNTED.players(n), n, Gender.MASCULINE)

    def votes(self, n: int) -> str:
        return self._count(_COUNTED.votes(n), n, Gender.MASCULINE)

    def abstentions(self, n: int) -> str:
        return self._sentence(_COUNTED.abstentions(n), n, Gender.MASCULINE)

    def failed(self, n: int) -> str:
        return self._sentence(_COUNTED.failed(n), n, Gender.NEUTER)

    def minutes_left(self, n: int) -> str:
        return self._sentence(_COUNTED.minutes_left(n), n, Gender.FEMININE)

    def seconds_left(self, n: int) -> str:
        return self._sentence(_COUNTED.seconds_left(n), n, Gender.FEMININE)

    def quiet_days(self, n: int) -> str:
        return self._sentence(_COUNTED.quiet_days(n), n, Gender.MASCULINE)

    def quiet_days_classic(self, n: int) -> str:
        return self._sentence(_COUNTED.quiet_days_classic(n), n, Gender.MASCULINE)


class Narration(QObject):
    """The texts with a number (lupdate marks plural forms only in a class's ``self.tr``;
    the class's name is the catalogue's context, "Narration"); Qt fills in the digits,
    ``Script`` says them as words in the counted noun's gender."""

    def players(self, n: int) -> str:
        return self.tr("%n player(s)", "", n)

    def votes(self, n: int) -> str:
        return self.tr("%n vote(s)", "", n)

    def abstentions(self, n: int) -> str:
        return self.tr("%n player(s) abstained.", "", n)

    def failed(self, n: int) -> str:
        return self.tr("%n attempt(s) failed tonight.", "", n)

    def minutes_left(self, n: int) -> str:
        return self.tr("%n minute(s) left.", "", n)

    def seconds_left(self, n: int) -> str:
        return self.tr("%n second(s) left.", "", n)

    def quiet_days(self, n: int) -> str:
        return self.tr("%n game day(s) in a row without a death or a name written.", "", n)

    def quiet_days_classic(self, n: int) -> str:
        return self.tr("%n game day(s) in a row without a death.", "", n)


_COUNTED = Narration()
