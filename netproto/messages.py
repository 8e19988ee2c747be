"""The registry of wire messages (PROTOCOL.md): each type of either direction declared
once, as a class with its fields, its wire form (``to_wire``) and its parse and
validation (``from_wire``, built from ``netproto.wire_fields``).

Owns the message dataclasses (and ``Profile``, the character a player registers with),
``Request`` (a client message the host answers with ``ack``/``refused`` of its ``seq``;
``waits_for_link`` says whether it waits out a lost link), the registries
``CLIENT_MESSAGES`` and ``HOST_MESSAGES`` (type word → class, derived from the unions
``ClientMessage`` and ``HostMessage``), and the parsers ``parse_client_message`` (host
side) and ``parse_host_message`` (client side), which raise ``ProtocolError`` for anything
malformed. A new message is one class here, added to its union. Sans-I/O. Must not import
Qt or desktop.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, ClassVar, Self, get_args

from engine.commands import Action
from netproto import wire_fields as wf
from netproto.wire_fields import (
    MAX_NAME,
    MAX_SEQ,
    MAX_SHORT,
    MAX_TEXT,
    MAX_TOKEN,
    ProtocolError,
)

__all__ = ["MAX_NAME", "MAX_SEQ", "MAX_SHORT", "MAX_TEXT", "MAX_TOKEN", "ProtocolError"]

PROTO = 1
MAX_PROFILE = 60  # characters in each of a character's profile fields
PROFILE_FIELDS = ("profession", "appearance", "character")
PATCH_FORMAT = "rfc6902"  # hello's ``patch``: views after the first come as JSON Patches


class _Message:
    """A message's wire form: its type and its fields, by name; a type without fields
    parses as itself (others override ``from_wire``)."""

    t: ClassVar[str]

    def to_wire(self) -> dict[str, Any]:
        return {"t": self.t, **{f.name: getattr(self, f.name) for f in fields(self)}}

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls()


@dataclass(frozen=True)
class Request(_Message):
    """A client message the host answers with ``ack`` or ``refused`` of its ``seq`` (one
    counter per connection, shared by every request type). A client makes one with any
    ``seq`` (0); its link's ``netproto.request_book`` numbers it. ``waits_for_link``: made
    while the link is down it waits, and sent and not answered when the link dropped it
    goes again when the link is back; otherwise it is refused ``offline`` at once, and
    ``connection_lost`` when the link drops before its answer."""

    seq: int
    waits_for_link: ClassVar[bool] = False

    def numbered(self, seq: int) -> Self:
        """This request as it goes: with its ``seq``."""
        return replace(self, seq=seq)

    def stamped(self, phase: str | None) -> Self:
        """This request as a link that sends it again keeps it (``phase``: the view's
        phase stamp now); the types that carry an id and a phase override it."""
        return self


class JoinAs(StrEnum):
    PLAYER = "player"
    SPECTATOR = "spectator"


class Gender(StrEnum):
    """The character's grammatical gender, for the texts that name him (he / she); a
    profile without one is "not stated" and is worded without gender."""

    MALE = "male"
    FEMALE = "female"


GENDERS = frozenset(g.value for g in Gender)  # ``profile.gender`` on the wire


def gender_of(value: Any) -> Gender | None:
    """A gender from a plain value: "male", "female"; anything else is not stated."""
    return Gender(value) if isinstance(value, str) and value in GENDERS else None


@dataclass(frozen=True)
class Profile:
    """A registered character's short profile (rules-classic.md C1.6): three optional
    one-line texts of at most ``MAX_PROFILE`` characters each, and his optional gender."""

    profession: str = ""
    appearance: str = ""
    character: str = ""
    gender: Gender | None = None

    def to_plain(self) -> dict[str, Any]:
        """The view's and the log's form: the three texts ("" where not given) and
        ``gender`` ("male", "female", or None: not stated)."""
        return {"profession": self.profession, "appearance": self.appearance,
                "character": self.character,
                "gender": None if self.gender is None else self.gender.value}

    def is_empty(self) -> bool:
        return not (self.profession or self.appearance or self.character or self.gender)

    @staticmethod
    def from_wire(raw: Any) -> Profile:
        """``hello.profile``: a map of the three optional texts and the optional ``gender``
        (unknown keys are ignored, as in ``hello`` itself); a text that is not one printable
        line of at most ``MAX_PROFILE`` characters, or a gender other than "male", "female"
        or null (not stated), is malformed."""
        if raw is None:
            return Profile()
        if not isinstance(raw, dict):
            raise ProtocolError("'profile' must be a map")
        values = {}
        for key in PROFILE_FIELDS:
            value = wf.text(raw, key, MAX_PROFILE, required=False, allow_empty=True)
            if value is None:
                continue
            text = " ".join(value.split())
            if text and not wf.printable(text):
                raise ProtocolError(f"'profile.{key}' must be printable text on one line")
            values[key] = text
        gender = raw.get("gender")
        if gender is not None and gender_of(gender) is None:
            raise ProtocolError("'profile.gender' must be \"male\" or \"female\"")
        return Profile(**values, gender=gender_of(gender))

    @staticmethod
    def from_plain(data: Any) -> Profile:
        """A profile from a log or a settings file: what does not fit is left out."""
        if not isinstance(data, dict):
            return Profile()
        values = {}
        for key in PROFILE_FIELDS:
            value = data.get(key)
            if isinstance(value, str):
                text = " ".join(value.split())
                if text and len(text) <= MAX_PROFILE and wf.printable(text):
                    values[key] = text
        return Profile(**values, gender=gender_of(data.get("gender")))


# --------------------------------------------------------------------- client → host

@dataclass(frozen=True)
class Hello(_Message):
    t: ClassVar[str] = "hello"
    proto: int
    app: str
    name: str
    join_as: JoinAs = JoinAs.PLAYER
    token: str | None = None
    password: str | None = None
    profile: Profile = field(default_factory=Profile)  # the character he registers
    reserve: bool = False  # register as a reserve player (rules-classic.md C3.3)
    patch: bool = False  # asks for views as changes (``"patch": "rfc6902"``)
    # on a reconnect: how many records of each log it holds (netproto.catch_up)
    since: dict[str, int] | None = None
    graveyard: bool = False  # a spectator who reads and writes in the graveyard
    player_id: str | None = None  # the stable id the client keeps (the group's record)

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t, "proto": self.proto, "app": self.app,
                               "name": self.name, "as": self.join_as.value}
        if self.token is not None:
            out["token"] = self.token
        if self.password is not None:
            out["password"] = self.password
        if not self.profile.is_empty():
            out["profile"] = {k: v for k, v in self.profile.to_plain().items() if v}
        if self.reserve:
            out["reserve"] = True
        if self.graveyard:
            out["graveyard"] = True
        if self.patch:
            out["patch"] = PATCH_FORMAT
        if self.since is not None:
            out["since"] = dict(self.since)
        if self.player_id is not None:
            out["player_id"] = self.player_id
        return out

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Hello:
        proto = data.get("proto")
        if not isinstance(proto, int) or isinstance(proto, bool):
            raise ProtocolError("'proto' must be an integer")
        join = data.get("as", "player")
        if join not in ("player", "spectator"):
            raise ProtocolError("'as' must be 'player' or 'spectator'")
        name = wf.text(data, "name", MAX_NAME, required=join == "player") or "spectator"
        return cls(
            proto=proto,
            app=wf.text(data, "app", 64, required=False, allow_empty=True) or "",
            name=wf.player_name(name),
            join_as=JoinAs(join),
            token=wf.text(data, "token", MAX_TOKEN, required=False),
            password=wf.text(data, "password", MAX_SHORT, required=False, allow_empty=True),
            profile=Profile.from_wire(data.get("profile")),
            reserve=wf.flag(data, "reserve"),
            patch=data.get("patch") == PATCH_FORMAT,  # another format: full views
            since=_since(data),
            graveyard=wf.flag(data, "graveyard"),
            player_id=wf.player_id(data),
        )


SINCE_LOGS = ("events", "messages")


def _since(data: dict[str, Any]) -> dict[str, int] | None:
    """``hello.since``: a map of log name → records held (other keys are ignored)."""
    raw = wf.a_map(data, "since")
    if raw is None:
        return None
    return {key: wf.number(raw, key) or 0 for key in SINCE_LOGS if key in raw}


@dataclass(frozen=True)
class ActMessage(Request):
    """A game action; ``fields`` use the scenario vocabulary (moments as 'dN HH:MM').
    ``act_id`` (wire ``id``, optional): the client's own id of this act, the same when it
    sends the act again after a lost link — the host applies it at most once; ``phase``
    (optional): the phase the player made it in (``phase_stamp``) — an act that arrives
    after that phase has ended is refused ``phase_ended``."""

    t: ClassVar[str] = "act"
    waits_for_link: ClassVar[bool] = True
    own: ClassVar[tuple[str, ...]] = ("t", "seq", "do", "id", "phase")  # not action fields
    do: Action
    fields: dict[str, Any] = field(default_factory=dict)
    act_id: str | None = None
    phase: str | None = None

    @classmethod
    def of(cls, do: Action | str, **values: Any) -> ActMessage:
        """An act to request (``start`` is the wire's ``from``); its link numbers it."""
        if "start" in values:
            values["from"] = values.pop("start")
        return cls(0, Action(do), values)

    @property
    def target(self) -> str | None:
        """Whom the act is about (``target`` or ``to``), for the texts that show it."""
        return self.fields.get("target") or self.fields.get("to")

    def stamped(self, phase: str | None) -> ActMessage:
        """With its own id (``act.id``: applied once however often it goes) and the phase
        it was made in (``act.phase``)."""
        return replace(self, act_id=self.act_id or new_act_id(),
                       phase=self.phase if self.phase is not None else phase)

    def to_wire(self) -> dict[str, Any]:
        out = {"t": self.t, "seq": self.seq, "do": self.do.value, **self.fields}
        if self.act_id is not None:
            out["id"] = self.act_id
        if self.phase is not None:
            out["phase"] = self.phase
        return out

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> ActMessage:
        seq = wf.seq(data)
        word = data.get("do")
        try:
            action = Action(word) if isinstance(word, str) else None
        except ValueError:
            action = None
        if action is None:
            raise ProtocolError(f"unknown action {word!r}")
        return cls(seq, action, wf.act_fields(data, cls.own), wf.act_id(data), wf.phase(data))


ACT_ID_BYTES = 12


def new_act_id() -> str:
    """An act's own id: random, so that no two acts of a seat share one."""
    return secrets.token_hex(ACT_ID_BYTES)


def phase_stamp(phase: str, game_day: int, runoff: bool) -> str:
    """The phase an act belongs to, as ``act.phase`` carries it: "day 2", "vote 2 runoff",
    "night 0" (a view's ``clock``: ``phase``, ``game_day``, ``runoff`` not null)."""
    return f"{phase} {game_day}" + (" runoff" if runoff else "")


@dataclass(frozen=True)
class AskMessage(Request):
    """A question to the host (answered privately or published without the asker)."""

    t: ClassVar[str] = "ask"
    text: str

    @classmethod
    def of(cls, text: str) -> AskMessage:
        """A question to request; its link numbers it."""
        return cls(0, text)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> AskMessage:
        return cls(wf.seq(data), wf.question(data))


@dataclass(frozen=True)
class Ping(_Message):
    t: ClassVar[str] = "ping"


@dataclass(frozen=True)
class Pong(_Message):
    t: ClassVar[str] = "pong"


class CloseReason(StrEnum):
    """Why the host closed the table (the host's ``bye``: ``reason``)."""

    CLOSED = "table_closed"  # the host closed the table (a running game stays saved)
    GAME_OVER = "table_over"  # the game is over and the host closed the table
    QUIT = "host_quit"  # the host's program is quitting


@dataclass(frozen=True)
class Bye(_Message):
    """A clean close. The host's carries ``reason`` (a ``CloseReason``) when it closes the
    table: the client then stops reconnecting. A client's ``bye`` has none."""

    t: ClassVar[str] = "bye"
    reason: str | None = None

    def to_wire(self) -> dict[str, Any]:
        return {"t": self.t} if self.reason is None else {"t": self.t, "reason": self.reason}

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Bye:
        return cls(wf.text(data, "reason", 64, required=False))


@dataclass(frozen=True)
class Resync(_Message):
    """A client's ask for a full view (a patch whose base it does not hold)."""

    t: ClassVar[str] = "resync"


ClientMessage = Hello | ActMessage | AskMessage | Ping | Pong | Bye | Resync


# --------------------------------------------------------------------- host → client

@dataclass(frozen=True)
class Welcome(_Message):
    t: ClassVar[str] = "welcome"
    seat: int | None
    token: str
    table: dict[str, Any]
    proto: int = PROTO

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Welcome:
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ProtocolError("'seat' must be an integer or null")
        return cls(seat, wf.text(data, "token", MAX_TOKEN, allow_empty=True) or "",
                   wf.a_map(data, "table", {}), wf.number(data, "proto") or 0)


@dataclass(frozen=True)
class ErrorMessage(_Message):
    t: ClassVar[str] = "error"
    code: str
    message: str
    retry_after: int | None = None  # seconds before trying again (``throttled``, back-off)

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t, "code": self.code, "message": self.message}
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        return out

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> ErrorMessage:
        return cls(wf.text(data, "code", 64) or "",
                   wf.text(data, "message", MAX_TEXT, allow_empty=True) or "",
                   wf.number(data, "retry_after", required=False))


@dataclass(frozen=True)
class ViewMessage(_Message):
    t: ClassVar[str] = "view"
    version: int
    view: dict[str, Any]

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> ViewMessage:
        view = data.get("view")
        if not isinstance(view, dict):
            raise ProtocolError("'view' must be a map")
        return cls(wf.number(data, "version") or 0, view)


@dataclass(frozen=True)
class PatchMessage(_Message):
    """The connection's view of version ``base`` turned into version ``version`` by the
    RFC 6902 operations ``ops`` (netproto.view_patch)."""

    t: ClassVar[str] = "patch"
    version: int
    base: int
    ops: list[dict[str, Any]]

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> PatchMessage:
        ops = data.get("ops")
        if not isinstance(ops, list) or not all(
                isinstance(op, dict) and isinstance(op.get("op"), str)
                and isinstance(op.get("path"), str) for op in ops):
            raise ProtocolError("'ops' must be a list of operations")
        return cls(wf.number(data, "version") or 0, wf.number(data, "base") or 0, ops)


@dataclass(frozen=True)
class Ack(_Message):
    t: ClassVar[str] = "ack"
    seq: int

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Ack:
        return cls(wf.number(data, "seq") or 0)


@dataclass(frozen=True)
class Refused(_Message):
    t: ClassVar[str] = "refused"
    seq: int
    code: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Refused:
        params = wf.a_map(data, "params", {})
        return cls(wf.number(data, "seq") or 0, wf.text(data, "code", 64) or "",
                   wf.text(data, "message", MAX_TEXT, allow_empty=True) or "", params)


HostMessage = (Welcome | ErrorMessage | ViewMessage | PatchMessage | Ack | Refused | Ping | Pong
               | Bye)


# --------------------------------------------------------------------- the registries

def _registry(union: Any) -> dict[str, type[_Message]]:
    return {cls.t: cls for cls in get_args(union)}


CLIENT_MESSAGES = _registry(ClientMessage)  # type word → class: what a host accepts
HOST_MESSAGES = _registry(HostMessage)  # and what a client accepts
REQUESTS = {t: cls for t, cls in CLIENT_MESSAGES.items() if issubclass(cls, Request)}


def _parse(registry: dict[str, type[_Message]], data: dict[str, Any]) -> Any:
    kind = data.get("t")
    cls = registry.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError(f"unknown message type {kind!r}")
    return cls.from_wire(data)


def parse_client_message(data: dict[str, Any]) -> ClientMessage:
    """A client's map → a typed message; ``ProtocolError`` if anything is wrong."""
    return _parse(CLIENT_MESSAGES, data)


def parse_host_message(data: dict[str, Any]) -> HostMessage:
    """The host's map → a typed message (the client's side of validation)."""
    return _parse(HOST_MESSAGES, data)
