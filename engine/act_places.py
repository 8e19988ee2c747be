"""Where each act has its control on a seat's screen, in what order the acts come, and
which ones cannot be undone: the one table both clients (the desktop windows and the
phone page) read off the legal-action rows instead of keeping lists of their own.

Owns ``Place``, ``SLOTS`` (each ``Action``'s place and whether it is final, in the order
the rows come: a new act is one line here), ``IRREVERSIBLE`` (derived: the acts a window
asks about before it sends one; a vote or an abstention is one too when it is the day's
last change, ``engine.voting.vote_is_final``) and ``place_rows`` (stamps each row of
``engine.legality`` with its ``place`` and ``group`` and sorts them; ``stamp_row`` and
``sort_rows`` are its two halves). Imports only
``engine.commands``; holds no rule.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.commands import Action


class Place(StrEnum):
    """The part of a seat's screen that holds an act's control."""

    NOMINATIONS = "nominations"  # the day's public nominations (the hot seat: the board)
    VOTE = "vote"  # the vote and the abstention (the hot seat: the public vote grid)
    NIGHT = "night"  # a role's and a family's acts, the offers, sleep: the action list
    CONCESSION = "concession"  # apart, below the rest, never a primary button beside them
    NOTEBOOK = "notebook"  # the Death Note's panel of its holder (and of a lender)
    CHAT = "chat"  # the chat box: talking is nobody's turn


@dataclass(frozen=True, slots=True)
class Slot:
    place: Place
    final: bool = False  # cannot be undone: a window asks first, naming what happens


_N, _V, _A, _C, _B, _T = (Place.NOMINATIONS, Place.VOTE, Place.NIGHT, Place.CONCESSION,
                          Place.NOTEBOOK, Place.CHAT)

# every action's slot, in the order the rows of a seat's view come (a row's ``group`` is
# its rank here)
SLOTS: dict[Action, Slot] = {
    Action.NOMINATE: Slot(_N),
    Action.WITHDRAW: Slot(_N),
    Action.VOTE: Slot(_V),
    Action.ABSTAIN: Slot(_V),
    Action.CHECK: Slot(_A),
    Action.SAVE: Slot(_A),
    Action.BLOCK: Slot(_A),
    Action.WATCH: Slot(_A),
    Action.KNOCK_OUT: Slot(_A),
    Action.GUARD: Slot(_A),
    Action.TRACK: Slot(_A),
    Action.FRAME: Slot(_A),
    Action.ALERT: Slot(_A),
    Action.REVEAL: Slot(_A, final=True),  # the mayor's, by day: told to all at once
    Action.SHOOT: Slot(_A),
    Action.SEARCH: Slot(_A),
    Action.STRIKE: Slot(_A, final=True),
    Action.DON_STRIKE: Slot(_A, final=True),
    Action.ELECT_BOSS: Slot(_A),
    Action.RECRUIT: Slot(_A),
    Action.ACCEPT: Slot(_A),
    Action.DECLINE: Slot(_A),
    Action.SLEEP: Slot(_A),
    Action.CONCEDE: Slot(_C, final=True),
    Action.WRITE: Slot(_B, final=True),  # a written name cannot be crossed out
    Action.EYES: Slot(_B, final=True),
    Action.LEND: Slot(_B, final=True),
    Action.GIVE_AWAY: Slot(_B, final=True),
    Action.DESTROY: Slot(_B, final=True),
    Action.SAY: Slot(_T),
}

IRREVERSIBLE = frozenset(action for action, slot in SLOTS.items() if slot.final)

# a row's action word -> (its place's word, its group): looked up once per row of a view
_STAMP: dict[str, tuple[str, int]] = {
    action.value: (slot.place.value, group)
    for group, (action, slot) in enumerate(SLOTS.items())
}


def place_of(action: str) -> Place:
    """The place of an action, by its word."""
    return Place(_STAMP[action][0])


_group = operator.itemgetter("group")  # a row's group (read in C: every view sorts its rows)


def place_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` (legal-action rows, changed in place) each with its ``place`` and
    ``group``, sorted by group: the rows of one place come together."""
    for row in rows:
        row["place"], row["group"] = _STAMP[row["action"]]
    return sort_rows(rows)


def stamp_row(row: dict[str, Any]) -> dict[str, Any]:
    """One row (changed in place) with its ``place`` and ``group``."""
    row["place"], row["group"] = _STAMP[row["action"]]
    return row


def sort_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows already stamped, sorted by group (in place)."""
    rows.sort(key=_group)
    return rows
