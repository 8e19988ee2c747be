"""Typed wire messages (PROTOCOL.md) and the validation of every field of every inbound
message.

Owns the message dataclasses of both directions (and ``Profile``, the character a player
registers with), their plain (msgpack map) form, and the parsers ``parse_client_message``
(host side) and ``parse_host_message`` (client side), which raise ``ProtocolError`` for
anything malformed. Sans-I/O. Must not import Qt or desktop.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, ClassVar

from engine.commands import Action, Channel

PROTO = 1
MAX_NAME = 32
MAX_TOKEN = 128
MAX_TEXT = 1000
MAX_SHORT = 200
MAX_SEQ = 2**53
MAX_PROFILE = 60  # characters in each of a character's profile fields
PROFILE_FIELDS = ("profession", "appearance", "character")
PATCH_FORMAT = "rfc6902"  # hello's ``patch``: views after the first come as JSON Patches
_MOMENT = re.compile(r"^d\d{1,3} \d{2}:\d{2}$")
# an act's own id (``act.id``): the host applies an act with a known id at most once
_ACT_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# the phase an act was made in (``act.phase``): "<phase> <game day>[ runoff]"
_PHASE_STAMP = re.compile(r"^(day|vote|night|over) \d{1,4}( runoff)?$")


class ProtocolError(Exception):
    """An inbound message that is malformed: answered with an ``error`` frame and closed."""

    def __init__(self, message: str, code: str = "malformed") -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class _Message:
    """A message's wire form: its type and its fields, by name."""

    t: ClassVar[str]

    def to_wire(self) -> dict[str, Any]:
        return {"t": self.t, **{f.name: getattr(self, f.name) for f in fields(self)}}


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
    def from_plain(data: Any) -> Profile:
        """A profile from a log or a settings file: what does not fit is left out."""
        if not isinstance(data, dict):
            return Profile()
        values = {}
        for key in PROFILE_FIELDS:
            value = data.get(key)
            if isinstance(value, str):
                text = " ".join(value.split())
                if text and len(text) <= MAX_PROFILE and _printable(text):
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
        return out


@dataclass(frozen=True)
class ActMessage(_Message):
    """A game action; ``fields`` use the scenario vocabulary (moments as 'dN HH:MM').
    ``act_id`` (wire ``id``, optional): the client's own id of this act, the same when it
    sends the act again after a lost link — the host applies it at most once; ``phase``
    (optional): the phase the player made it in (``phase_stamp``) — an act that arrives
    after that phase has ended is refused ``phase_ended``."""

    t: ClassVar[str] = "act"
    seq: int
    do: Action
    fields: dict[str, Any] = field(default_factory=dict)
    act_id: str | None = None
    phase: str | None = None

    def to_wire(self) -> dict[str, Any]:
        out = {"t": self.t, "seq": self.seq, "do": self.do.value, **self.fields}
        if self.act_id is not None:
            out["id"] = self.act_id
        if self.phase is not None:
            out["phase"] = self.phase
        return out


def phase_stamp(phase: str, game_day: int, runoff: bool) -> str:
    """The phase an act belongs to, as ``act.phase`` carries it: "day 2", "vote 2 runoff",
    "night 0" (a view's ``clock``: ``phase``, ``game_day``, ``runoff`` not null)."""
    return f"{phase} {game_day}" + (" runoff" if runoff else "")


@dataclass(frozen=True)
class AskMessage(_Message):
    """A question to the host (answered privately or published without the asker)."""

    t: ClassVar[str] = "ask"
    seq: int
    text: str


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


@dataclass(frozen=True)
class ViewMessage(_Message):
    t: ClassVar[str] = "view"
    version: int
    view: dict[str, Any]


@dataclass(frozen=True)
class PatchMessage(_Message):
    """The connection's view of version ``base`` turned into version ``version`` by the
    RFC 6902 operations ``ops`` (netproto.view_patch)."""

    t: ClassVar[str] = "patch"
    version: int
    base: int
    ops: list[dict[str, Any]]


@dataclass(frozen=True)
class Ack(_Message):
    t: ClassVar[str] = "ack"
    seq: int


@dataclass(frozen=True)
class Refused(_Message):
    t: ClassVar[str] = "refused"
    seq: int
    code: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)


HostMessage = (Welcome | ErrorMessage | ViewMessage | PatchMessage | Ack | Refused | Ping | Pong
               | Bye)


# --------------------------------------------------------------------- validation

def _str(data: dict[str, Any], key: str, limit: int, *, required: bool = True,
         allow_empty: bool = False) -> str | None:
    if key not in data:
        if required:
            raise ProtocolError(f"'{key}' is missing")
        return None
    value = data[key]
    if not isinstance(value, str):
        raise ProtocolError(f"'{key}' must be a string")
    if len(value) > limit:
        raise ProtocolError(f"'{key}' is longer than {limit} characters")
    if not value and not allow_empty:
        raise ProtocolError(f"'{key}' is empty")
    return value


def _int(data: dict[str, Any], key: str, *, required: bool = True) -> int | None:
    if key not in data:
        if required:
            raise ProtocolError(f"'{key}' is missing")
        return None
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < MAX_SEQ:
        raise ProtocolError(f"'{key}' must be a non-negative integer")
    return value


def _bool(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ProtocolError(f"'{key}' must be true or false")
    return value


def _printable(text: str) -> bool:
    """No control, format, surrogate, private or unassigned characters, no line breaks."""
    return not any(unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp")
                   for ch in text)


def _profile(data: dict[str, Any]) -> Profile:
    """``hello.profile``: a map of the three optional texts and the optional ``gender``
    (unknown keys are ignored, as in ``hello`` itself); a text that is not one printable
    line of at most ``MAX_PROFILE`` characters, or a gender other than "male", "female"
    or null (not stated), is malformed."""
    raw = data.get("profile")
    if raw is None:
        return Profile()
    if not isinstance(raw, dict):
        raise ProtocolError("'profile' must be a map")
    values = {}
    for key in PROFILE_FIELDS:
        value = _str(raw, key, MAX_PROFILE, required=False, allow_empty=True)
        if value is None:
            continue
        text = " ".join(value.split())
        if text and not _printable(text):
            raise ProtocolError(f"'profile.{key}' must be printable text on one line")
        values[key] = text
    gender = raw.get("gender")
    if gender is not None and gender_of(gender) is None:
        raise ProtocolError("'profile.gender' must be \"male\" or \"female\"")
    return Profile(**values, gender=gender_of(gender))


SINCE_LOGS = ("events", "messages")


def _since(data: dict[str, Any]) -> dict[str, int] | None:
    """``hello.since``: a map of log name → records held (other keys are ignored)."""
    raw = data.get("since")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ProtocolError("'since' must be a map")
    return {key: _int(raw, key) or 0 for key in SINCE_LOGS if key in raw}


def _name(value: str) -> str:
    name = value.strip()
    if not name or not _printable(name):
        raise ProtocolError("a player name must be printable and not empty")
    return name


_CHANNELS = tuple(c.value for c in Channel)

# The act fields of the scenario vocabulary: name → (kind, limit)
_ACT_FIELDS: dict[str, tuple[str, int]] = {
    "target": ("name", MAX_NAME),
    "to": ("name", MAX_NAME),
    "text": ("text", MAX_TEXT),
    "channel": ("channel", max(len(c.value) for c in Channel)),
    "circumstances": ("text", MAX_SHORT),
    "role": ("name", MAX_NAME),
    "death_at": ("moment", 16),
    "until": ("moment", 16),
    "from": ("moment", 16),
    "light_corpse": ("bool", 0),
}


def _act_fields(data: dict[str, Any]) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for key, value in data.items():
        if key in ("t", "seq", "do", "id", "phase"):
            continue
        spec = _ACT_FIELDS.get(key)
        if spec is None:
            raise ProtocolError(f"unknown act field '{key}'")
        kind, limit = spec
        if kind == "bool":
            if not isinstance(value, bool):
                raise ProtocolError(f"'{key}' must be true or false")
        elif not isinstance(value, str) or len(value) > limit:
            raise ProtocolError(f"'{key}' must be a string of at most {limit} characters")
        elif kind == "moment" and not _MOMENT.match(value):
            raise ProtocolError(f"'{key}' must be a clock moment 'dN HH:MM'")
        elif kind == "channel" and value not in _CHANNELS:
            raise ProtocolError("'channel' must be one of " + ", ".join(_CHANNELS))
        fields[key] = value
    return fields


def parse_client_message(data: dict[str, Any]) -> ClientMessage:
    """A client's map → a typed message; ``ProtocolError`` if anything is wrong."""
    kind = data.get("t")
    if kind == "hello":
        proto = data.get("proto")
        if not isinstance(proto, int) or isinstance(proto, bool):
            raise ProtocolError("'proto' must be an integer")
        join = data.get("as", "player")
        if join not in ("player", "spectator"):
            raise ProtocolError("'as' must be 'player' or 'spectator'")
        return Hello(
            proto=proto,
            app=_str(data, "app", 64, required=False, allow_empty=True) or "",
            name=_name(_str(data, "name", MAX_NAME, required=join == "player") or "spectator"),
            join_as=JoinAs(join),
            token=_str(data, "token", MAX_TOKEN, required=False),
            password=_str(data, "password", MAX_SHORT, required=False, allow_empty=True),
            profile=_profile(data),
            reserve=_bool(data, "reserve"),
            patch=data.get("patch") == PATCH_FORMAT,  # another format: full views
            since=_since(data),
            graveyard=_bool(data, "graveyard"),
        )
    if kind == "act":
        seq = _int(data, "seq")
        word = data.get("do")
        try:
            action = Action(word) if isinstance(word, str) else None
        except ValueError:
            action = None
        if action is None:
            raise ProtocolError(f"unknown action {word!r}")
        act_id = _str(data, "id", 64, required=False)
        if act_id is not None and not _ACT_ID.match(act_id):
            raise ProtocolError("'id' must be 1-64 letters, digits, '_' or '-'")
        phase = _str(data, "phase", 32, required=False)
        if phase is not None and not _PHASE_STAMP.match(phase):
            raise ProtocolError("'phase' must be a phase stamp like 'day 2' or 'vote 2 runoff'")
        return ActMessage(seq, action, _act_fields(data), act_id, phase)
    if kind == "ask":
        seq = _int(data, "seq")
        text = (_str(data, "text", MAX_TEXT) or "").strip()
        if not text or not _printable(text.replace("\n", " ")):
            raise ProtocolError("a question must be printable text")
        return AskMessage(seq, text)
    if kind == "ping":
        return Ping()
    if kind == "pong":
        return Pong()
    if kind == "bye":
        return Bye()
    if kind == "resync":
        return Resync()
    raise ProtocolError(f"unknown message type {kind!r}")


def parse_host_message(data: dict[str, Any]) -> HostMessage:
    """The host's map → a typed message (the client's side of validation)."""
    kind = data.get("t")
    if kind == "welcome":
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ProtocolError("'seat' must be an integer or null")
        table = data.get("table", {})
        if not isinstance(table, dict):
            raise ProtocolError("'table' must be a map")
        return Welcome(seat, _str(data, "token", MAX_TOKEN, allow_empty=True) or "", table,
                       _int(data, "proto") or 0)
    if kind == "error":
        return ErrorMessage(_str(data, "code", 64) or "", _str(data, "message", MAX_TEXT,
                                                               allow_empty=True) or "",
                            _int(data, "retry_after", required=False))
    if kind == "view":
        view = data.get("view")
        if not isinstance(view, dict):
            raise ProtocolError("'view' must be a map")
        return ViewMessage(_int(data, "version") or 0, view)
    if kind == "patch":
        ops = data.get("ops")
        if not isinstance(ops, list) or not all(
                isinstance(op, dict) and isinstance(op.get("op"), str)
                and isinstance(op.get("path"), str) for op in ops):
            raise ProtocolError("'ops' must be a list of operations")
        return PatchMessage(_int(data, "version") or 0, _int(data, "base") or 0, ops)
    if kind == "ack":
        return Ack(_int(data, "seq") or 0)
    if kind == "refused":
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise ProtocolError("'params' must be a map")
        return Refused(_int(data, "seq") or 0, _str(data, "code", 64) or "",
                       _str(data, "message", MAX_TEXT, allow_empty=True) or "", params)
    if kind == "ping":
        return Ping()
    if kind == "pong":
        return Pong()
    if kind == "bye":
        return Bye(_str(data, "reason", 64, required=False))
    raise ProtocolError(f"unknown message type {kind!r}")
