"""The checks of single wire fields (PROTOCOL.md, docs/protocol.md): strings, integers,
flags, names, clock moments, phase stamps, act ids and the act fields of the scenario
vocabulary — each limit defined here once, for every message that carries the field.

Owns ``ProtocolError`` and the field readers every message's parser
(``netproto.messages``) is built from. Sans-I/O; imports only engine vocabulary; must not
import Qt, desktop or any other netproto module.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from engine.commands import Channel

MAX_NAME = 32
MAX_TOKEN = 128
MAX_TEXT = 1000
MAX_SHORT = 200
MAX_SEQ = 2**53
MOMENT = re.compile(r"^d\d{1,3} \d{2}:\d{2}$")
# an act's own id (``act.id``): the host applies an act with a known id at most once
ACT_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# the phase an act was made in (``act.phase``): "<phase> <game day>[ runoff]"
PHASE_STAMP = re.compile(r"^(day|vote|night|over) \d{1,4}( runoff)?$")


class ProtocolError(Exception):
    """An inbound message that is malformed: answered with an ``error`` frame and closed."""

    def __init__(self, message: str, code: str = "malformed") -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def text(data: dict[str, Any], key: str, limit: int, *, required: bool = True,
         allow_empty: bool = False) -> str | None:
    """A string of at most ``limit`` characters (None: absent and not required)."""
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


def number(data: dict[str, Any], key: str, *, required: bool = True) -> int | None:
    """A non-negative integer below 2^53 (None: absent and not required)."""
    if key not in data:
        if required:
            raise ProtocolError(f"'{key}' is missing")
        return None
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < MAX_SEQ:
        raise ProtocolError(f"'{key}' must be a non-negative integer")
    return value


def seq(data: dict[str, Any]) -> int:
    """A request's ``seq`` (required)."""
    return number(data, "seq") or 0


def flag(data: dict[str, Any], key: str) -> bool:
    """An optional true/false (absent: false)."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ProtocolError(f"'{key}' must be true or false")
    return value


def a_map(data: dict[str, Any], key: str, default: Any = None) -> Any:
    """An optional map (absent: ``default``)."""
    value = data.get(key, default)
    if value is not default and not isinstance(value, dict):
        raise ProtocolError(f"'{key}' must be a map")
    return value


def printable(value: str) -> bool:
    """No control, format, surrogate, private or unassigned characters, no line breaks."""
    return not any(unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp")
                   for ch in value)


def player_name(value: str) -> str:
    name = value.strip()
    if not name or not printable(name):
        raise ProtocolError("a player name must be printable and not empty")
    return name


def question(data: dict[str, Any]) -> str:
    """``ask.text``: printable text of 1–1000 characters (line breaks allowed)."""
    value = (text(data, "text", MAX_TEXT) or "").strip()
    if not value or not printable(value.replace("\n", " ")):
        raise ProtocolError("a question must be printable text")
    return value


def act_id(data: dict[str, Any]) -> str | None:
    value = text(data, "id", 64, required=False)
    if value is not None and not ACT_ID.match(value):
        raise ProtocolError("'id' must be 1-64 letters, digits, '_' or '-'")
    return value


def player_id(data: dict[str, Any]) -> str | None:
    """``hello.player_id``: the stable id a client keeps across games (the group's record
    recognises him by it); the same shape as an act's id."""
    value = text(data, "player_id", 64, required=False)
    if value is not None and not ACT_ID.match(value):
        raise ProtocolError("'player_id' must be 1-64 letters, digits, '_' or '-'")
    return value


def phase(data: dict[str, Any]) -> str | None:
    value = text(data, "phase", 32, required=False)
    if value is not None and not PHASE_STAMP.match(value):
        raise ProtocolError("'phase' must be a phase stamp like 'day 2' or 'vote 2 runoff'")
    return value


_CHANNELS = tuple(c.value for c in Channel)

# The act fields of the scenario vocabulary: name → (kind, limit)
ACT_FIELDS: dict[str, tuple[str, int]] = {
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


def act_fields(data: dict[str, Any], own: tuple[str, ...]) -> dict[str, Any]:
    """The action fields of an ``act`` (every key but the message's ``own`` ones); an
    unknown key is an error."""
    fields: dict[str, Any] = {}
    for key, value in data.items():
        if key in own:
            continue
        spec = ACT_FIELDS.get(key)
        if spec is None:
            raise ProtocolError(f"unknown act field '{key}'")
        kind, limit = spec
        if kind == "bool":
            if not isinstance(value, bool):
                raise ProtocolError(f"'{key}' must be true or false")
        elif not isinstance(value, str) or len(value) > limit:
            raise ProtocolError(f"'{key}' must be a string of at most {limit} characters")
        elif kind == "moment" and not MOMENT.match(value):
            raise ProtocolError(f"'{key}' must be a clock moment 'dN HH:MM'")
        elif kind == "channel" and value not in _CHANNELS:
            raise ProtocolError("'channel' must be one of " + ", ".join(_CHANNELS))
        fields[key] = value
    return fields
