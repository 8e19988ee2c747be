"""What a bot remembers across views: ``BotMemory`` (every record it has seen, what it has
done in each phase, its leanings) and the public record read from the events (who
nominated and voted for whom, executions, revealed roles, claims).

Owns the memory, its incremental reading and the reading a table's bots may share
(``SharedReading``: the simulator's). Must not import the engine's game or
state, netproto or Qt: a bot cannot peek; imports only the standard library and
``bots`` mind modules.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Any

from bots.phrases import claimed

# --------------------------------------------------------------------- memory

@dataclass
class BotMemory:
    """What the bot remembers across views: every public event, mafia-channel record and
    private message it has seen (views carry only the latest ones), what it has done in
    each phase, and its personal leanings about the other players."""

    language: str = "ru"
    events: list[dict[str, Any]] = field(default_factory=list)
    channel: list[dict[str, Any]] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    done: set[tuple[Any, ...]] = field(default_factory=set)
    bias: dict[str, float] = field(default_factory=dict)
    plans: dict[str, Any] = field(default_factory=dict)
    # the public record read so far: (events read, the day they reached, the record)
    _read: tuple[int, int, PublicRecord] | None = field(default=None, repr=False, compare=False)
    # a reading shared with the other bots at the table (``SharedReading``), if any, and
    # how many of this memory's events are the very records it read (-1: not the same)
    shared: SharedReading | None = field(default=None, repr=False, compare=False)
    _same: int = field(default=0, repr=False, compare=False)
    # the chat lines just said (``bots.mind.recent_lines``): (the events, their count, lines)
    recent: tuple[list[dict[str, Any]], int, frozenset[str]] | None = field(
        default=None, repr=False, compare=False)

    def record(self) -> PublicRecord:
        """The public record of every event seen, read incrementally (the events only
        grow). Callers only read it."""
        if self.shared is not None and self._same >= 0:
            rec = self._shared_record(self.shared)
            if rec is not None:
                return rec
        read, day, rec = self._read or (0, 0, PublicRecord())
        if read > len(self.events):  # the events were replaced: read them again
            read, day, rec = 0, 0, PublicRecord()
        day = read_events(rec, self.events[read:], day)
        self._read = (len(self.events), day, rec)
        return rec

    def _shared_record(self, shared: SharedReading) -> PublicRecord | None:
        """The shared reading's record, when this memory's events are the very records it
        read (one by one), after it has read the new ones; else None (and this memory
        reads its own from then on, when they differ)."""
        events, theirs = self.events, shared.events
        have, read = len(events), len(theirs)
        same = self._same
        if same > have:  # the events were replaced: compare them again
            same = 0
        check = min(have, read)
        if same < check and not all(map(operator.is_, events[same:check], theirs[same:check])):
            self._same = -1
            return None
        if have < read:  # behind the shared reading: its record tells more
            self._same = have
            return None
        if have > read:
            new = events[read:]
            shared.day = read_events(shared.rec, new, shared.day)
            theirs.extend(new)
        self._same = have
        return shared.rec

    def observe(self, view: dict[str, Any]) -> None:
        """Take in a view's records (idempotent: records are placed by their index)."""
        if view.get("kind") != "player":
            return
        _merge(self.events, view.get("events") or [], view.get("events_from", 0))
        _merge(self.messages, view.get("messages") or [], view.get("messages_from", 0))
        mafia = view.get("mafia")
        if mafia:
            _merge(self.channel, mafia.get("channel") or [], mafia.get("channel_from", 0))


def _merge(store: list[dict[str, Any]], records: list[dict[str, Any]], first: int) -> None:
    """Append the records not stored yet (record ``i`` of the view is number first + i)."""
    if first > len(store):  # a gap: the records before ``first`` were never seen
        store.extend(records)
    else:
        store.extend(records[len(store) - first:])


# --------------------------------------------------------------------- public record

@dataclass
class PublicRecord:
    """The public history, read from the events: who nominated / voted for whom, who was
    executed, which roles were revealed."""

    nominations: list[tuple[int, str, str]] = field(default_factory=list)  # day, by, target
    # the same nominations indexed, each list in their order: by → targets, target →
    # nominators, (day, target) → nominators
    nominated_by: dict[str, list[str]] = field(default_factory=dict)
    nominators: dict[str, list[str]] = field(default_factory=dict)
    nominators_on: dict[tuple[int, str], list[str]] = field(default_factory=dict)
    votes: dict[int, dict[str, str]] = field(default_factory=dict)  # day → by → target
    abstained: dict[str, int] = field(default_factory=dict)
    executed: dict[int, str] = field(default_factory=dict)
    roles: dict[str, str] = field(default_factory=dict)
    night_dead: list[tuple[int, str]] = field(default_factory=list)
    claims: list[tuple[int, str, str]] = field(default_factory=list)  # day, by, accused


class SharedReading:
    """The public record of one table's events read once for all its bots (the balance
    simulator's): the bots see the same public events, the very same records, so the
    reading (a pure function of them) is shared. A memory uses it only while its own
    events are those records one by one (compared by identity), else it reads its own:
    the record is exactly what its own reading would give."""

    __slots__ = ("events", "day", "rec")

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.day = 0
        self.rec = PublicRecord()


def read_record(events: list[dict[str, Any]]) -> PublicRecord:
    rec = PublicRecord()
    read_events(rec, events, 0)
    return rec


def read_events(rec: PublicRecord, events: list[dict[str, Any]], day: int) -> int:
    """Add ``events`` to ``rec``; returns the day they reach. (Every bot reads every
    event once: the commonest codes are tested first.)"""
    for event in events:
        code, params = event.get("code"), event.get("params") or _NO_PARAMS
        if code == "chat":
            accused = claimed(str(params.get("text", "")))
            if accused:
                rec.claims.append((day, params.get("by", ""), accused))
        elif code == "voted":
            votes = rec.votes.get(day)
            if votes is None:
                votes = rec.votes[day] = {}
            votes[params.get("by", "")] = params.get("target", "")
        elif code == "nominated":
            by, target = params.get("by", ""), params.get("target", "")
            rec.nominations.append((day, by, target))
            rec.nominated_by.setdefault(by, []).append(target)
            rec.nominators.setdefault(target, []).append(by)
            rec.nominators_on.setdefault((day, target), []).append(by)
        elif code == "day_begins":
            day = int(params.get("day", day))
        elif code == "abstained":
            by = params.get("by", "")
            rec.abstained[by] = rec.abstained.get(by, 0) + 1
        elif code == "executed":
            rec.executed[day] = params.get("name", "")
        elif code == "role_revealed":
            rec.roles[params.get("name", "")] = params.get("role", "")
        elif code == "newspaper":
            for name in params.get("dead") or []:
                rec.night_dead.append((day, name))
        elif code in ("died", "died_of"):
            rec.night_dead.append((day, params.get("name", "")))
    return day


_NO_PARAMS: dict[str, Any] = {}  # an event without parameters (only read)
