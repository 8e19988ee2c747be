"""Commands: the only inputs that change a game — a player's action, a clock advance, a
host command — and their plain (log / wire) form.

Owns the action vocabulary (the ``do`` words of SCENARIOS.md) and the command dataclasses.
Imports nothing else from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Action(StrEnum):
    NOMINATE = "nominate"
    WITHDRAW = "withdraw"
    VOTE = "vote"
    ABSTAIN = "abstain"
    SAY = "say"
    WRITE = "write"
    EYES = "eyes"
    LEND = "lend"
    GIVE_AWAY = "give_away"
    DESTROY = "destroy"
    SHOOT = "shoot"
    CHECK = "check"
    SEARCH = "search"
    SAVE = "save"
    ELECT_BOSS = "elect_boss"
    SLEEP = "sleep"
    # classic preset (RULES.md §9)
    BLOCK = "block"
    WATCH = "watch"
    KNOCK_OUT = "knock_out"
    STRIKE = "strike"
    DON_STRIKE = "don_strike"
    RECRUIT = "recruit"
    ACCEPT = "accept"
    DECLINE = "decline"
    CONCEDE = "concede"
    # abilities a role file composes (docs/roles.md)
    TRACK = "track"
    FRAME = "frame"
    GUARD = "guard"
    ALERT = "alert"
    REVEAL = "reveal"


# the acts that name a player: a legal-action row lists their targets, a scenario step of
# one needs a ``target`` (a lend's target is its borrower: a scenario step names him ``to``)
TARGETED = frozenset({
    Action.NOMINATE, Action.VOTE, Action.WRITE, Action.SHOOT, Action.CHECK, Action.SEARCH,
    Action.SAVE, Action.ELECT_BOSS, Action.LEND, Action.BLOCK, Action.WATCH,
    Action.KNOCK_OUT, Action.STRIKE, Action.DON_STRIKE, Action.RECRUIT, Action.TRACK,
    Action.FRAME, Action.GUARD,
})


class Channel(StrEnum):
    GAME = "game"
    MAFIA = "mafia"
    GRAVEYARD = "graveyard"  # the room of the dead and the spectators (engine.graveyard)


# What a checked action will change: an action's check (a pure function of the game, the
# actor and the act) refuses it or returns its plan; applying the plan is the commit.
Plan = Callable[[], None]


@dataclass(frozen=True)
class Act:
    """A player's action. Fields not used by the action stay None."""

    actor: str
    action: Action
    target: str | None = None
    text: str | None = None
    channel: Channel = Channel.GAME
    death_at: int | None = None  # absolute game-clock minutes
    circumstances: str | None = None
    light_corpse: bool = False
    to: str | None = None
    until: int | None = None
    start: int | None = None  # the `from` of a lend
    role: str | None = None  # the guessed role of a lawyer strike

    def to_plain(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": "act", "by": self.actor, "do": self.action.value}
        for key in ("target", "text", "death_at", "circumstances", "to", "until", "start",
                    "role"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.channel is not Channel.GAME:
            out["channel"] = self.channel.value
        if self.light_corpse:
            out["light_corpse"] = True
        return out


@dataclass(frozen=True)
class Advance:
    """Move the game clock forward to ``to`` (absolute minutes), firing what is due."""

    to: int

    def to_plain(self) -> dict[str, Any]:
        return {"t": "advance", "to": self.to}


@dataclass(frozen=True)
class RemovePlayer:
    """The host removes a player from the game (left the table, broke the rules)."""

    name: str

    def to_plain(self) -> dict[str, Any]:
        return {"t": "remove", "name": self.name}


@dataclass(frozen=True)
class SpectatorSay:
    """A spectator's line in the graveyard (engine.graveyard): a spectator is no player,
    so his words come as a command of their own, kept in the game log like any other."""

    name: str
    text: str

    def to_plain(self) -> dict[str, Any]:
        return {"t": "spectator_say", "by": self.name, "text": self.text}


Command = Act | Advance | RemovePlayer | SpectatorSay
# the ``t`` of each command's plain record (a game log tells them from its other records)
COMMAND_RECORDS = frozenset({"act", "advance", "remove", "spectator_say"})


def command_from_plain(data: dict[str, Any]) -> Command:
    """Inverse of ``to_plain``; raises ValueError on a malformed record."""
    kind = data.get("t")
    if kind == "advance":
        return Advance(int(data["to"]))
    if kind == "remove":
        return RemovePlayer(str(data["name"]))
    if kind == "spectator_say":
        return SpectatorSay(str(data["by"]), str(data["text"]))
    if kind == "act":
        return Act(
            actor=str(data["by"]),
            action=Action(data["do"]),
            target=data.get("target"),
            text=data.get("text"),
            channel=Channel(data.get("channel", "game")),
            death_at=data.get("death_at"),
            circumstances=data.get("circumstances"),
            light_corpse=bool(data.get("light_corpse", False)),
            to=data.get("to"),
            until=data.get("until"),
            start=data.get("start"),
            role=data.get("role"),
        )
    raise ValueError(f"unknown command record: {data!r}")
