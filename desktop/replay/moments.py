"""The moments of a replay: a saved game's command log replayed one command at a time, and
what became visible to whom at each step.

Owns ``Moment`` and ``replay_moments``. Each moment is what the command returned (the
engine's events, each with its audience): the new public events, each seat's new private
messages, the new records of the mafia channels and of the graveyard, and — read from
the god view when a channel grew — the seats whose own view shows those channels. A log
whose command no longer replays stops there (``Replayed.refusal``).
Builds the game, never reads its state. Imports engine modules only (no Qt, no window).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.commands import Command
from engine.errors import Refusal
from engine.game import Audience, Event, Game, GameSetup
from engine.view_records import event_record
from engine.views import god_view, public_view


@dataclass
class Moment:
    """The game after its first ``k`` commands, and what became visible to whom then."""

    k: int
    now: int
    phase: str
    command: Command | None  # the k-th command (None: the start)
    public: list[dict[str, Any]] = field(default_factory=list)  # new public events
    private: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # new messages
    mafia: list[dict[str, Any]] = field(default_factory=list)  # new mafia-channel records
    readers: frozenset[str] = frozenset()  # the seats whose channel got those records
    graveyard: list[dict[str, Any]] = field(default_factory=list)  # new graveyard lines
    mourners: frozenset[str] = frozenset()  # the seats that read the graveyard then


@dataclass
class Replayed:
    """A log replayed: its moments, the commands that replayed, and where it stopped."""

    moments: list[Moment]
    commands: list[Command]
    total: int  # the commands in the log
    refusal: Refusal | None = None  # why command number len(commands) + 1 did not replay


def _family_of(event: Event) -> int:
    """The mafia channel a MAFIA event went to (the Death Note's one channel is 1)."""
    return 2 if event.to == "family:2" else 1


def _readers(game: Game, families: set[int]) -> frozenset[str]:
    """The seats whose own view shows one of these channels (read from the god view, only
    at the moments a channel grew)."""
    seats = god_view(game)["seats"]
    return frozenset(name for name, seat in seats.items()
                     if "mafia" in seat and int(seat["me"].get("family") or 1) in families)


def _moment(game: Game, k: int, command: Command | None, events: list[Event]) -> Moment:
    """What the game announced with its k-th command (the start's announcements for k = 0),
    each event to its audience as the command returned it."""
    clock = public_view(game)["clock"]
    moment = Moment(k, clock["minutes"], clock["phase"], command)
    families = set()
    for event in events:
        record = event_record(event)
        if event.audience is Audience.PUBLIC:
            moment.public.append(record)
        elif event.audience is Audience.PRIVATE and event.to is not None:
            moment.private.setdefault(event.to, []).append(record)
        elif event.audience is Audience.MAFIA:
            moment.mafia.append(record)
            families.add(_family_of(event))
        elif event.audience is Audience.GRAVEYARD:
            moment.graveyard.append(record)
    if k == 0:  # at the start every channel's readers are shown who reads it
        families = {1, 2}
    if families:
        moment.readers = _readers(game, families)
    if moment.graveyard:  # the seats out of the game read it (engine.graveyard)
        moment.mourners = frozenset(name for name, seat in god_view(game)["seats"].items()
                                    if "graveyard" in seat)
    return moment


def replay_moments(setup: GameSetup, commands: list[Command]) -> Replayed:
    """Replay ``commands`` on a new game of ``setup``, one moment per command (and the
    start); stops at the first command the rules refuse."""
    game = Game(setup)
    moments = [_moment(game, 0, None, game.opening_events)]
    for index, command in enumerate(commands):
        try:
            events = game.apply(command)
        except Refusal as refusal:
            return Replayed(moments, commands[:index], len(commands), refusal)
        moments.append(_moment(game, index + 1, command, events))
    return Replayed(moments, list(commands), len(commands))
