"""The moments of a replay: a saved game's command log replayed one command at a time, and
what became visible to whom at each step.

Owns ``Moment`` and ``replay_moments``. Each moment is read from the game's god view
(``engine.views.god_view``) after the command: the new public events, each seat's new
private messages, the new records of the mafia channels and the seats whose own view shows
those channels. A log whose command no longer replays stops there (``Replayed.refusal``).
Builds the game, never reads its state. Imports engine modules only (no Qt, no window).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.commands import Command
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.views import god_view

# the god view's mafia channels: the family's number → the view's key (the Death Note's
# one mafia channel is family 1's)
CHANNEL_KEYS = {1: "mafia_channel", 2: "mafia2_channel"}


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


@dataclass
class Replayed:
    """A log replayed: its moments, the commands that replayed, and where it stopped."""

    moments: list[Moment]
    commands: list[Command]
    total: int  # the commands in the log
    refusal: Refusal | None = None  # why command number len(commands) + 1 did not replay


@dataclass
class _Seen:
    """How long each record of a god view is: the public one, each seat's messages, each
    channel (whole-log lengths: a view carries only the latest records of a long log)."""

    public: int = 0
    private: dict[str, int] = field(default_factory=dict)
    channels: dict[int, int] = field(default_factory=dict)


def _new_records(records: list[dict[str, Any]], first: int, seen: int) -> list[dict[str, Any]]:
    """The records past the first ``seen`` of a log whose view starts at index ``first``."""
    return records[max(0, seen - first):]


def _channel_family(seat: dict[str, Any]) -> int | None:
    """The channel a seat's own view shows (its family's number), or None."""
    if "mafia" not in seat:
        return None
    return int(seat["me"].get("family") or 1)


def _moment(k: int, command: Command | None, view: dict[str, Any],
            seen: _Seen) -> tuple[Moment, _Seen]:
    seats: dict[str, dict[str, Any]] = view["seats"]
    channels = {family: view[key] for family, key in CHANNEL_KEYS.items() if key in view}
    grown = {family for family, records in channels.items()
             if len(records) > seen.channels.get(family, 0)}
    moment = Moment(
        k, view["clock"]["minutes"], view["clock"]["phase"], command,
        _new_records(view["events"], view["events_from"], seen.public),
        # a seated reserve's messages all count as new (he had none before)
        {name: new for name, seat in seats.items()
         if (new := _new_records(seat["messages"], seat["messages_from"],
                                 seen.private.get(name, 0)))},
        [r for family in sorted(grown)
         for r in channels[family][seen.channels.get(family, 0):]],
        frozenset(name for name, seat in seats.items()
                  if (family := _channel_family(seat)) is not None
                  and (k == 0 or family in grown)))
    now_seen = _Seen(view["events_from"] + len(view["events"]),
                     {name: seat["messages_from"] + len(seat["messages"])
                      for name, seat in seats.items()},
                     {family: len(records) for family, records in channels.items()})
    return moment, now_seen


def replay_moments(setup: GameSetup, commands: list[Command]) -> Replayed:
    """Replay ``commands`` on a new game of ``setup``, one moment per command (and the
    start); stops at the first command the rules refuse."""
    game = Game(setup)
    first, seen = _moment(0, None, god_view(game), _Seen())
    moments = [first]
    for index, command in enumerate(commands):
        try:
            game.apply(command)
        except Refusal as refusal:
            return Replayed(moments, commands[:index], len(commands), refusal)
        moment, seen = _moment(index + 1, command, god_view(game), seen)
        moments.append(moment)
    return Replayed(moments, list(commands), len(commands))
