"""The sans-I/O protocol core: bytes in → typed messages out; messages → bytes.

Owns one connection's protocol state for either side: the frame decoder, inbound
validation for that side, and encoding. A transport (QtNetwork, in-process, a test's
fake wire) moves the bytes. Must not import Qt or desktop.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from netproto.frames import FrameDecoder, FrameError, encode_frame
from netproto.messages import (
    ClientMessage,
    HostMessage,
    ProtocolError,
    parse_client_message,
    parse_host_message,
)


class Side(StrEnum):
    HOST = "host"  # this end is the host: it reads client messages
    CLIENT = "client"  # this end is a client: it reads host messages


class ProtocolCore:
    def __init__(self, side: Side) -> None:
        self.side = side
        self._decoder = FrameDecoder()
        self.closed = False

    def receive(self, data: bytes) -> list[ClientMessage | HostMessage]:
        """Decode and validate; raises ProtocolError (the connection must be closed)."""
        if self.closed:
            return []
        try:
            maps = self._decoder.feed(data)
        except FrameError as exc:
            self.closed = True
            raise ProtocolError(exc.message, exc.code) from None
        parse = parse_client_message if self.side is Side.HOST else parse_host_message
        out = []
        for item in maps:
            try:
                out.append(parse(item))
            except ProtocolError:
                self.closed = True
                raise
        return out

    def receive_all(self, data: bytes) -> tuple[list[ClientMessage | HostMessage],
                                                ProtocolError | None]:
        """Like ``receive``, but the good messages that came before an error are kept."""
        if self.closed:
            return [], None
        try:
            maps = self._decoder.feed(data)
        except FrameError as exc:
            self.closed = True
            maps, error = self._decoder.complete, ProtocolError(exc.message, exc.code)
        else:
            error = None
        parse = parse_client_message if self.side is Side.HOST else parse_host_message
        out = []
        for item in maps:
            try:
                out.append(parse(item))
            except ProtocolError as exc:
                self.closed = True
                return out, exc
        return out, error

    @staticmethod
    def encode(message: ClientMessage | HostMessage) -> bytes:
        return encode_frame(message.to_wire())

    @staticmethod
    def encode_map(data: dict[str, Any]) -> bytes:
        return encode_frame(data)
