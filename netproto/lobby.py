"""The lobby's registrations: the players who sit at the table, the reserves who wait
outside it (docs/rules-classic.md C3.3) and the registrations that wait for the host's
approval (C1.6), each with his character's profile — and the public counts of the deal
the table's rules give (C1.5).

Owns ``Place``, ``BotTag``, ``Seat``, ``LobbyError``, ``Lobby`` (bookkeeping only: lookups
by name and by token, whether a new registration fits, approving, moving between the table
and the reserves) and ``deal_counts`` / ``seat_range`` (read from the preset's metadata, never
computed here). No I/O: the table session sends and closes. Must not import Qt or desktop.
"""

from __future__ import annotations

import secrets
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.game import SetupError
from engine.options import Options, Preset
from engine.presets import preset_rules
from engine.role_spec import RoleSpec
from engine.rolebook import place_custom, rolebook
from netproto.messages import Profile
from netproto.names import looks_alike, name_key

MAX_RESERVES = 10  # reserve players a table takes
MAX_WAITING = 30  # registrations waiting for the host's approval at one time


class Place(StrEnum):
    SEATED = "seated"  # plays when the game starts
    RESERVE = "reserve"  # waits outside the game for a removed player's place
    PENDING = "pending"  # waits for the host's approval


class LobbyError(SetupError):
    """A lobby change that cannot be made; ``code`` says why (the windows translate it):
    ``table_full``, ``no_reserves``, ``reserves_full``, ``not_waiting``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class BotTag:
    """A seat the host gave to one of the app's bots, and how it plays: what a resumed
    table needs to seat the same bot again. Only the host knows it (no view carries it)."""

    level: str = "normal"
    language: str = "ru"

    def to_plain(self) -> dict[str, str]:
        return {"level": self.level, "language": self.language}

    @classmethod
    def from_plain(cls, data: Any) -> BotTag | None:
        """The tag a log kept, or None (a human's seat, or a record this version cannot
        read: then the seat simply waits for someone to come back to it)."""
        if not isinstance(data, dict):
            return None
        level, language = data.get("level", "normal"), data.get("language", "ru")
        if not isinstance(level, str) or not isinstance(language, str):
            return None
        return cls(level, language)


@dataclass
class Seat:
    """A registration: a seat at the table, a reserve's place or one waiting for approval."""

    name: str
    token: str
    conn: int | None = None
    # the token before the last welcome, valid until that welcome is known to have arrived
    # (its connection sent anything after its hello): a lost welcome does not lose the seat
    unconfirmed: str | None = None
    allowance: float = 0.0  # the seat's rate-limit bucket
    allowance_at: float = 0.0
    profile: Profile = field(default_factory=Profile)
    place: Place = Place.SEATED
    wants_reserve: bool = False  # a waiting registration asked to be a reserve
    bot: BotTag | None = None  # a bot's seat (the host's bookkeeping, never shown to players)
    # the stable id his client keeps (hello's ``player_id``): the log's seat record has it,
    # for the group's record; never shown to the other players
    player_id: str | None = None

    def public(self) -> dict[str, Any]:
        """What everybody may see of him: his name, whether he is here, his character."""
        return {"name": self.name, "connected": self.conn is not None,
                "profile": self.profile.to_plain()}


class Lobby:
    """The three lists, in order: ``seats`` (the deal's order), ``reserves`` (registration
    order: the order in which the engine seats them) and ``pending``."""

    def __init__(self) -> None:
        self.seats: list[Seat] = []
        self.reserves: list[Seat] = []
        self.pending: list[Seat] = []

    def everyone(self) -> list[Seat]:
        return [*self.seats, *self.reserves, *self.pending]

    def find(self, name: str | None) -> Seat | None:
        if not name:
            return None
        return next((s for s in self.everyone() if s.name == name), None)

    def by_token(self, token: str) -> Seat | None:
        given = token.encode()
        return next((s for s in self.everyone()
                     if secrets.compare_digest(s.token.encode(), given)
                     or (s.unconfirmed is not None
                         and secrets.compare_digest(s.unconfirmed.encode(), given))), None)

    def name_taken(self, name: str) -> bool:
        """The same name (after NFKC and case folding: "Ｂｅａ" is "bea") is registered."""
        key = name_key(name)
        return any(name_key(s.name) == key for s in self.everyone())

    def lookalike(self, name: str) -> Seat | None:
        """A registration whose name looks the same ("Bеa" with a Cyrillic е beside "Bea")."""
        return next((s for s in self.everyone() if looks_alike(s.name, name)), None)

    def _list(self, place: Place) -> list[Seat]:
        return {Place.SEATED: self.seats, Place.RESERVE: self.reserves,
                Place.PENDING: self.pending}[place]

    def reserves_wanted(self) -> int:
        """Reserves, counting the waiting registrations that asked to be one."""
        return len(self.reserves) + sum(1 for s in self.pending if s.wants_reserve)

    def why_not(self, *, reserve: bool, approve: bool, max_seats: int,
                max_reserves: int = MAX_RESERVES) -> tuple[str, str] | None:
        """Why a new registration does not fit — (code, English text) — or None."""
        if approve and len(self.pending) >= MAX_WAITING:
            return ("table_full", "Too many players wait for the host's approval; try again "
                                  "later.")
        if reserve:
            if not max_reserves:
                return ("no_reserves", "This table takes no reserve players.")
            if self.reserves_wanted() >= max_reserves:
                return ("reserves_full", "The table takes no more reserve players.")
        elif len(self.seats) >= max_seats:
            return ("table_full", "The table is full.")
        return None

    def add(self, seat: Seat, place: Place) -> None:
        seat.place = place
        self._list(place).append(seat)

    def remove(self, seat: Seat) -> None:
        self._list(seat.place).remove(seat)

    def move(self, seat: Seat, place: Place, *, max_seats: int,
             max_reserves: int = MAX_RESERVES) -> None:
        """To the table or to the reserves (from anywhere); raises LobbyError if full."""
        if seat.place is place:
            return
        if place is Place.SEATED and len(self.seats) >= max_seats:
            raise LobbyError("table_full", "The table is full.")
        if place is Place.RESERVE and not max_reserves:
            raise LobbyError("no_reserves", "This table takes no reserve players.")
        if place is Place.RESERVE and len(self.reserves) >= max_reserves:
            raise LobbyError("reserves_full", "The table takes no more reserve players.")
        self.remove(seat)
        seat.wants_reserve = False
        self.add(seat, place)

    def approve(self, seat: Seat, *, max_seats: int, max_reserves: int = MAX_RESERVES) -> None:
        """A waiting registration where it asked to go (raises LobbyError if full)."""
        if seat.place is not Place.PENDING:
            raise LobbyError("not_waiting", f"{seat.name} does not wait for approval.")
        self.move(seat, Place.RESERVE if seat.wants_reserve else Place.SEATED,
                  max_seats=max_seats, max_reserves=max_reserves)


def seat_range(preset: Preset | str) -> tuple[int, int]:
    """How many players a table of this preset seats (RULES.md §2, rules-classic.md C1.1)."""
    return preset_rules(preset).seat_range


def deal_counts(preset: Preset | str, options: Options, players: int,
                deal: dict[str, str] | None = None, custom_roles: tuple[RoleSpec, ...] = (),
                role_counts: dict[str, int] | None = None) -> dict[str, Any]:
    """The public counts of the deal for ``players`` players (C1.5: the counts are public,
    who holds what is not): ``{"players": N, "roles": {deal word: count}}``, with
    ``roles`` null when the rules give no deal for that many players. A scenario's own
    deal counts as given, civilians in the seats it leaves; the host's own roles
    (``custom_roles``, ``role_counts``) are dealt in as a random deal deals them."""
    counts: Counter[str] = Counter()
    try:
        if deal is not None:
            counts.update(deal.values())
            rest = players - sum(counts.values())
            if rest > 0:
                counts["civilian"] += rest
        else:
            words = list(preset_rules(preset).deal_counts(options, players).elements())
            if custom_roles:
                book = rolebook(Preset(preset).value, tuple(custom_roles))
                words = place_custom(words, book, role_counts or {})
            counts.update(words)
    except ValueError:
        return {"players": players, "roles": None}
    return {"players": players, "roles": dict(counts)}
