"""The session's view contract: the keys the table session adds beside the engine's view
(``engine/view_types.py``), typed, each declared once with where it shows and what it says.

Owns the TypedDicts of the table session's part of every view it sends — the table info,
the pace, the connections, the registrations, the deal counts, the host's schedule,
announcements and questions, the reconnect catch-up marker — (``SessionPart``), the lobby
view's own keys (``LobbyView``), and what is derived from them: ``SESSION_VIEW_KEYS`` (the
key list ``netproto.fanout`` and the tests strip to find the engine's view), ``key_docs``
(the keys with their documentation: ``tools/session_keys_doc.py`` writes docs/protocol.md's
tables from it). Adding a key to the views: a field here (with its ``KeyDoc``), the code
that fills it, then ``tools/session_keys_doc.py``.

Imports only the standard library: no engine state, no Qt, no session, no desktop (the
windows read views through ``desktop/view_access.py``, which reads these).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Any, Literal, TypedDict, get_type_hints


class Shown(Enum):
    """In which views a key is sent."""

    LOBBY = "lobby"  # the lobby view (kind "lobby")
    GAME = "game"  # every game view (public and a seat's)
    SEAT = "a seat's"  # only a seat's own view (never a spectator's)
    RESERVE = "a waiting reserve's"  # a running game's reserve not seated yet
    RECONNECT = "first after `since`"  # only the first view after a hello with ``since``
    RECORDED = "a finished game's, once recorded"  # after the end, with the group's record


@dataclass(frozen=True)
class KeyDoc:
    """A view key's documentation: where it shows and what it carries (markdown)."""

    shown: tuple[Shown, ...]
    text: str


LOBBY_AND_GAME = (Shown.LOBBY, Shown.GAME)


# ---------------------------------------------------------------------- the parts' shapes


class TableInfo(TypedDict, total=False):
    id: str
    game: int  # the game's number at this table: one more after each "play again"
    name: str
    proto: int
    preset: str
    password: bool
    seats_taken: int
    seats_total: int
    state: str
    pace: str
    hotseat: bool  # one computer passed around: the board's "Next phase" moves it on
    approval: bool
    reserves: int
    takes_reserves: bool
    web: str | None  # the browser seats' page while the host serves it


class PaceInfo(TypedDict, total=False):
    mode: Literal["manual", "timed"]
    paused: bool
    game_minutes: float
    minutes_per_second: float
    phase_seconds_left: float
    phase_seconds: dict[str, float]


class Profile(TypedDict, total=False):
    profession: str
    appearance: str
    character: str
    gender: Literal["male", "female"] | None  # None: not stated


class LobbySeat(TypedDict, total=False):
    """A lobby's seat or reserve as everybody sees it."""

    name: str
    connected: bool
    profile: Profile


class Registration(TypedDict, total=False):
    """Somebody registered at the table (a game view's ``registrations``), or a seat's own
    registration (``registration``)."""

    name: str
    connected: bool
    profile: Profile
    place: Literal["seated", "reserve", "pending"]
    wants_reserve: bool


# "from" is a Python keyword: the functional form names it as it is on the wire
SchedulePhase = TypedDict("SchedulePhase", {"phase": str, "from": str, "to": str,
                                            "seconds": "float | None"}, total=False)


class Schedule(TypedDict, total=False):
    pace: str
    first_phase: str
    write_window: list[str]  # where the table has a notebook
    phases: list[SchedulePhase]
    note: str


class Announcement(TypedDict, total=False):
    id: int
    question: str
    answer: str
    at: str


class Question(TypedDict, total=False):
    id: int
    text: str
    at: str
    answer: str | None
    public: bool


class DealCounts(TypedDict, total=False):
    players: int
    roles: dict[str, int] | None


# "from" again: the functional form
CatchUpLog = TypedDict("CatchUpLog", {"since": int, "from": int, "complete": bool})


class CatchUp(TypedDict, total=False):
    events: CatchUpLog
    messages: CatchUpLog


class RateFigure(TypedDict):
    """``hits`` of ``total`` with the 95 % Wilson interval (``record.stats.Rate``)."""

    hits: int
    total: int
    rate: float
    low: float
    high: float


class RatingFigure(TypedDict):
    """An openskill rating (``record.ratings.Rating``): ``ordinal`` = mu − 3·sigma."""

    mu: float
    sigma: float
    ordinal: float


class StandingRow(TypedDict):
    """A seated player's figures in the group's record (after the game just ended)."""

    name: str
    games: int
    wins: int
    win_rate: RateFigure
    rating: RatingFigure | None


class SideRow(TypedDict):
    """A side's (or ``nobody``'s: draws) wins in the group's games of this preset."""

    side: str
    wins: RateFigure


class TableSummary(TypedDict):
    """The projector's summary between games: this game's result, the group's standings."""

    game: int  # the table's game number it sums up
    preset: str
    winner: str  # a side, or "nobody"
    games: int  # the group's recorded games of this preset, this one included
    players: list[StandingRow]  # the seated players (no bots), best rated first
    sides: list[SideRow]


class SeatRecord(TypedDict):
    """A seat's own numbers after the game: his figures, his rating before → after."""

    games: int
    wins: int
    win_rate: RateFigure
    rating_before: RatingFigure | None  # None: his first recorded game
    rating_after: RatingFigure | None


# ---------------------------------------------------------------------- the keys


class SessionPart(TypedDict, total=False):
    """What the table session adds to the views it sends (lobby and game), beside the
    engine's own view: one field a key, with where it shows and what it says."""

    table: Annotated[TableInfo, KeyDoc(LOBBY_AND_GAME, "table info (see Table info)")]
    pace: Annotated[PaceInfo, KeyDoc(
        (Shown.GAME,), "`mode`, `paused`; in timed pace also `game_minutes` (the live game "
        "clock when the view was sent), `minutes_per_second`, `phase_seconds_left`, "
        "`phase_seconds`")]
    connected: Annotated[dict[str, bool], KeyDoc(
        (Shown.GAME,), "name → bool, reserves included")]
    registrations: Annotated[list[Registration], KeyDoc(
        (Shown.GAME,), "every player and reserve: `{name, connected, profile, place: "
        "seated|reserve}` — a reserve the engine seated is `seated`")]
    registration: Annotated[Registration, KeyDoc(
        (Shown.LOBBY, Shown.RESERVE), "your own registration: `{name, place: "
        "seated|reserve|pending, wants_reserve, profile}` (a waiting reserve's: `{name, "
        "place}`); absent for a spectator")]
    deal_counts: Annotated[DealCounts, KeyDoc(
        LOBBY_AND_GAME, "`{players, roles}`: the counts of the deal (see the lobby view); "
        "in a game frozen at the start")]
    schedule: Annotated[Schedule, KeyDoc(
        LOBBY_AND_GAME, "the game day on the game clock (see The host's part)")]
    announcements: Annotated[list[Announcement], KeyDoc(
        LOBBY_AND_GAME, "what the host published: `{id, question, answer, at}`")]
    questions: Annotated[list[Question], KeyDoc(
        (Shown.SEAT, Shown.RESERVE), "that seat's own questions `{id, text, at, answer, "
        "public}`")]
    catch_up: Annotated[CatchUp, KeyDoc(
        (Shown.RECONNECT,), "`{events: {since, from, complete}, messages: {...}}` (see "
        "Reconnect catch-up)")]
    summary: Annotated[TableSummary, KeyDoc(
        (Shown.RECORDED,), "the group's record after this game, public (see The group's "
        "summary): `{game, preset, winner, games, players: [{name, games, wins, win_rate, "
        "rating}], sides: [{side, wins}]}`; a rate is `{hits, total, rate, low, high}`, "
        "a rating `{mu, sigma, ordinal}`; gone when the next game starts")]
    my_record: Annotated[SeatRecord, KeyDoc(
        (Shown.RECORDED, Shown.SEAT), "that seat's own numbers: `{games, wins, win_rate, "
        "rating_before, rating_after}` (a rating is null before his first recorded "
        "game); absent for a bot's seat")]


class LobbyView(SessionPart, total=False):
    """The lobby view: the session's part and these keys of its own (no engine view)."""

    kind: Annotated[Literal["lobby"], KeyDoc((Shown.LOBBY,), "`\"lobby\"`")]
    me: Annotated[str | None, KeyDoc(
        (Shown.LOBBY,), "your registration's name, or null for a spectator")]
    seats: Annotated[list[LobbySeat], KeyDoc(
        (Shown.LOBBY,), "`{name, connected, profile}` in seat order")]
    reserves: Annotated[list[LobbySeat], KeyDoc(
        (Shown.LOBBY,), "the reserve players, the same shape, in registration order")]
    reserved: Annotated[list[str], KeyDoc(
        (Shown.LOBBY,), "the names a scenario table waits for")]
    rules: Annotated[dict[str, Any], KeyDoc((Shown.LOBBY,), "the rule options in effect")]
    glossary: Annotated[list[dict[str, Any]], KeyDoc(
        (Shown.LOBBY,), "the roles the deal counts name, as a game view's `glossary` (the "
        "host's own roles among them, `custom: true`)")]


def key_docs(part: type = SessionPart) -> dict[str, KeyDoc]:
    """Each key of the view TypedDict ``part`` with its documentation, in declaration
    order (a base's keys first)."""
    docs = {}
    for key, hint in get_type_hints(part, include_extras=True).items():
        doc = next((m for m in getattr(hint, "__metadata__", ()) if isinstance(m, KeyDoc)),
                   None)
        if doc is None:
            raise TypeError(f"{part.__name__}.{key} has no KeyDoc")
        docs[key] = doc
    return docs


# The keys the session adds to the engine's views (the rest is the engine's own view).
SESSION_VIEW_KEYS: tuple[str, ...] = tuple(key_docs(SessionPart))
# The lobby view's own keys (beside the session's part; it carries no engine view).
LOBBY_VIEW_KEYS: tuple[str, ...] = tuple(k for k in key_docs(LobbyView)
                                         if k not in SESSION_VIEW_KEYS)
