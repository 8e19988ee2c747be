"""The records every view carries: events rendered once and the latest of each log.

Owns ``event_record`` (an event as a view carries it), the per-game cache of rendered
records (kept beside the game, gone with it) and the window of the latest
``VIEW_RECORDS`` records of a log. Imports engine modules only.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.clock import format_time
from engine.messages import render

if TYPE_CHECKING:
    from engine.context import Context


def event_record(e: Any) -> dict[str, Any]:
    """An event (public, private or mafia) as every view carries it."""
    return {"code": e.code, "params": dict(e.params), "at": format_time(e.at),
            "text": render(e.code, e.params)}


def bot_event_record(e: Any) -> dict[str, Any]:
    """An event as a bot view carries it: without the English text, which no bot reads
    (it reads the code and parameters; a client renders them in its own language)."""
    return {"code": e.code, "params": dict(e.params), "at": format_time(e.at)}


# A view carries the latest records of each log (a client keeps what it saw before); the
# index of the first one is given as ``<key>_from``. Keeps every frame far below MAX_FRAME.
VIEW_RECORDS = 100

class _GameRecords:
    """One game's rendered records: of each append-only log (by the list's id and the
    renderer: a bot view's records leave the text out), of
    each record rendered once (by the record's id, kept with it: an id may be reused),
    and the view parts its views share (``shared_part``: by the key they are made of)."""

    __slots__ = ("logs", "once", "parts", "windows")

    def __init__(self) -> None:
        self.logs: dict[tuple[int, Callable[[Any], Any]], list[dict[str, Any]]] = {}
        # of each rendered log (by the rendered list's id), the last window ``latest``
        # gave: (the rendered list, its length then, the window)
        self.windows: dict[int, tuple[list[dict[str, Any]], int, list[dict[str, Any]]]] = {}
        self.once: dict[int, tuple[Any, dict[str, Any]]] = {}
        self.parts: dict[Any, Any] = {}


# The rendered records of each game's logs, kept beside the game (not on it) and gone
# with it: views render only what was appended since they last ran.
_RENDERED: weakref.WeakKeyDictionary[Context, _GameRecords] = weakref.WeakKeyDictionary()

# the game whose records were used last, and those (a view asks several times running)
_last: tuple[weakref.ref[Context], _GameRecords] | None = None


def _records_of(ctx: Context) -> _GameRecords:
    global _last
    last = _last
    if last is not None and last[0]() is ctx:
        return last[1]
    records = _RENDERED.get(ctx)
    if records is None:
        records = _RENDERED[ctx] = _GameRecords()
    _last = (weakref.ref(ctx), records)
    return records


def rendered_once(ctx: Context, record: Any,
                  render: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """``render(record)`` of a record that never changes once made (a death), rendered
    once per game and shared by the views that carry it."""
    once = _records_of(ctx).once
    kept = once.get(id(record))
    if kept is None or kept[0] is not record:
        kept = once[id(record)] = (record, render(record))
    return kept[1]


def shared_part(ctx: Context, key: Any, make: Callable[[], Any]) -> Any:
    """A part of this game's views that is a function of ``key`` alone (a hashable value
    that says everything the part is made of): made once by ``make`` and then the very
    same object in every view that carries it (views are never changed once built)."""
    parts = _records_of(ctx).parts
    part = parts.get(key)
    if part is None:
        part = parts[key] = make()
    return part


def rendered(ctx: Context, records: list[Any],
             render: Callable[[Any], dict[str, Any]] = event_record) -> list[dict[str, Any]]:
    """Every record of an append-only list rendered (by ``render``), rendering only the
    new ones (views are built for every connection after every change; the logs only
    grow, and a record does not change once appended)."""
    logs = _records_of(ctx).logs
    key = (id(records), render)  # (a log may be rendered two ways: for bots, for clients)
    done = logs.get(key)
    if done is None:
        done = logs[key] = []
    have = len(done)
    if have != len(records):
        if have > len(records):  # a different list reused the id
            done.clear()
            have = 0
        done.extend(map(render, records[have:]))
    return done


def latest(ctx: Context, records: list[Any],
           render: Callable[[Any], dict[str, Any]] = event_record) -> list[dict[str, Any]]:
    """The latest records of an append-only list rendered by ``render``: the very same
    list while the log has not grown (views are built after every change, most of which
    add no record to a given log; views are never changed once built)."""
    done = rendered(ctx, records, render)
    windows = _records_of(ctx).windows
    kept = windows.get(id(done))
    if kept is not None and kept[0] is done and kept[1] == len(done):
        return kept[2]
    window = done[-VIEW_RECORDS:] if len(done) > VIEW_RECORDS else done[:]
    windows[id(done)] = (done, len(done), window)
    return window


def first_index(records: list[Any]) -> int:
    """The index, in the whole log, of the first record ``latest`` carries."""
    before = len(records) - VIEW_RECORDS
    return before if before > 0 else 0


def channel_block(ctx: Context, log: list[Any]) -> dict[str, Any]:
    """A mafia channel as a seat's mafia block carries it."""
    return {"channel": latest(ctx, log), "channel_from": first_index(log)}
