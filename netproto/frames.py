"""Framing (PROTOCOL.md): a 4-byte big-endian length, then one msgpack map.

Owns encoding a map to a frame and the incremental decoder that turns received bytes into
maps, with the size limit and the checks every frame must pass (one map, string keys,
valid UTF-8). Sans-I/O: no sockets. Must not import Qt or desktop.
"""

from __future__ import annotations

import struct
from typing import Any

import msgpack

MAX_FRAME = 1024 * 1024  # 1 MiB
_LENGTH = struct.Struct(">I")


class FrameError(Exception):
    """A frame that breaks the framing rules: the connection must be closed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def encode_frame(message: dict[str, Any]) -> bytes:
    body = msgpack.packb(message, use_bin_type=True)
    if len(body) > MAX_FRAME:
        raise FrameError("frame_too_large", f"frame of {len(body)} bytes exceeds {MAX_FRAME}")
    return _LENGTH.pack(len(body)) + body


def decode_body(body: bytes) -> dict[str, Any]:
    try:
        value = msgpack.unpackb(body, raw=False, strict_map_key=True, use_list=True)
    except UnicodeDecodeError:
        raise FrameError("malformed", "invalid UTF-8 in a string") from None
    except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError) as exc:
        raise FrameError("malformed", f"not one msgpack value: {type(exc).__name__}") from None
    if not isinstance(value, dict):
        raise FrameError("malformed", "a frame must hold one msgpack map")
    if not all(isinstance(key, str) for key in value):
        raise FrameError("malformed", "map keys must be strings")
    return value


class FrameDecoder:
    """Feed it bytes as they arrive; it returns every complete frame's map."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self._max = max_frame
        self.complete: list[dict[str, Any]] = []

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        self._buffer += data
        out: list[dict[str, Any]] = []
        self.complete = out  # the frames decoded so far, also when one fails after them
        while len(self._buffer) >= _LENGTH.size:
            (length,) = _LENGTH.unpack_from(self._buffer)
            if length > self._max:
                raise FrameError("frame_too_large",
                                 f"frame length {length} exceeds {self._max} bytes")
            if len(self._buffer) < _LENGTH.size + length:
                break
            body = bytes(self._buffer[_LENGTH.size:_LENGTH.size + length])
            del self._buffer[:_LENGTH.size + length]
            out.append(decode_body(body))
        return out

    @property
    def pending(self) -> int:
        return len(self._buffer)
