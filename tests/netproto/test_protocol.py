"""The sans-I/O protocol core (PROTOCOL.md): two ``ProtocolCore`` ends, a client's and a
host's, over a fake wire that hands bytes over in chunks of random sizes.

Round trips of every message type, framing split and merged arbitrarily, the frame size
limit, malformed bodies, the validation of every field of ``hello`` and ``act``, the core
closing after an error, and hypothesis runs over arbitrary bytes and arbitrary maps.
"""

from __future__ import annotations

import random
import struct
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.commands import Action
from netproto.frames import MAX_FRAME
from netproto.messages import (
    MAX_NAME,
    MAX_SHORT,
    MAX_TEXT,
    MAX_TOKEN,
    PROTO,
    Ack,
    ActMessage,
    Bye,
    ErrorMessage,
    Hello,
    JoinAs,
    Ping,
    Pong,
    ProtocolError,
    Refused,
    ViewMessage,
    Welcome,
)
from netproto.protocol import ProtocolCore, Side

pytestmark = pytest.mark.timeout(120)

CLIENT_TYPES = (Hello, ActMessage, Ping, Pong, Bye)
HOST_TYPES = (Welcome, ErrorMessage, ViewMessage, Ack, Refused, Ping, Pong, Bye)


# --------------------------------------------------------------------- the fake wire

def chunks(data: bytes, rng: random.Random, *, max_chunk: int = 17) -> list[bytes]:
    """``data`` cut into pieces of random sizes (1 byte pieces included)."""
    out, i = [], 0
    while i < len(data):
        size = 1 if rng.random() < 0.3 else rng.randint(1, max_chunk)
        out.append(data[i:i + size])
        i += size
    return out


class Wire:
    """A client core and a host core joined by a wire that cuts bytes at random."""

    def __init__(self, seed: int = 0, max_chunk: int = 17) -> None:
        self.client = ProtocolCore(Side.CLIENT)
        self.host = ProtocolCore(Side.HOST)
        self.rng = random.Random(seed)
        self.max_chunk = max_chunk

    def _carry(self, data: bytes, receiver: ProtocolCore) -> list[Any]:
        out: list[Any] = []
        for piece in chunks(data, self.rng, max_chunk=self.max_chunk):
            out += receiver.receive(piece)
        return out

    def to_host(self, *messages: Any) -> list[Any]:
        return self._carry(b"".join(self.client.encode(m) for m in messages), self.host)

    def to_client(self, *messages: Any) -> list[Any]:
        return self._carry(b"".join(self.host.encode(m) for m in messages), self.client)


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def packed(data: Any) -> bytes:
    return frame(msgpack.packb(data, use_bin_type=True))


CLIENT_MESSAGES: list[Any] = [
    Hello(PROTO, "0.1.0", "Ann"),
    Hello(PROTO, "", "Bob", JoinAs.PLAYER, token="t" * MAX_TOKEN, password=""),
    Hello(PROTO, "0.1.0", "Ёж Иванович", JoinAs.PLAYER, password="sesame"),
    Hello(PROTO, "0.1.0", "watcher", JoinAs.SPECTATOR, password="sesame"),
    Hello(7, "x" * 64, "N" * MAX_NAME),  # a wrong proto is the session's business
    ActMessage(0, Action.SAY, {"text": "hello, table", "channel": "mafia"}),
    ActMessage(1, Action.VOTE, {"target": "Ivy"}),
    ActMessage(2, Action.WRITE, {"target": "Ivy", "death_at": "d2 17:05",
                                 "circumstances": "heart attack", "light_corpse": True}),
    ActMessage(3, Action.LEND, {"to": "Bob", "until": "d3 12:00", "from": "d3 11:00"}),
    ActMessage(4, Action.STRIKE, {"target": "Cid", "role": "l"}),
    ActMessage(2**53 - 1, Action.SLEEP, {}),
    Ping(),
    Pong(),
    Bye(),
]

HOST_MESSAGES: list[Any] = [
    Welcome(0, "tok-" + "x" * 40, {"name": "DN Mafia", "seats_taken": 3, "password": False}),
    Welcome(None, "", {}),
    ErrorMessage("bad_password", "Wrong table password."),
    ViewMessage(12, {"kind": "player", "me": {"name": "Ann", "alive": True},
                     "players": [{"name": "Ann", "death": None}], "tally": {"Bob": 2},
                     "events": [], "ratio": 0.5, "bin": b"\x00\xff"}),
    ViewMessage(0, {}),
    Ack(5),
    Refused(6, "unknown_player", "There is no player named Zed.", {"name": "Zed"}),
    Refused(7, "rate_limited", "Too many messages; slow down."),
    Ping(),
    Pong(),
    Bye(),
]


# --------------------------------------------------------------------- round trips

@pytest.mark.parametrize("message", CLIENT_MESSAGES, ids=lambda m: type(m).__name__)
@pytest.mark.parametrize("max_chunk", [1, 3, 64, 10_000])
def test_client_messages_round_trip(message: Any, max_chunk: int) -> None:
    wire = Wire(seed=max_chunk, max_chunk=max_chunk)
    assert wire.to_host(message) == [message]
    assert not wire.host.closed


@pytest.mark.parametrize("message", HOST_MESSAGES, ids=lambda m: type(m).__name__)
@pytest.mark.parametrize("max_chunk", [1, 3, 64, 10_000])
def test_host_messages_round_trip(message: Any, max_chunk: int) -> None:
    wire = Wire(seed=max_chunk, max_chunk=max_chunk)
    assert wire.to_client(message) == [message]
    assert not wire.client.closed


def test_every_message_type_is_covered() -> None:
    assert {type(m) for m in CLIENT_MESSAGES} == set(CLIENT_TYPES)
    assert {type(m) for m in HOST_MESSAGES} == set(HOST_TYPES)


def test_one_byte_at_a_time_whole_conversation() -> None:
    client, host = ProtocolCore(Side.CLIENT), ProtocolCore(Side.HOST)
    up = b"".join(client.encode(m) for m in CLIENT_MESSAGES)
    down = b"".join(host.encode(m) for m in HOST_MESSAGES)
    got_up = [m for i in range(len(up)) for m in host.receive(up[i:i + 1])]
    got_down = [m for i in range(len(down)) for m in client.receive(down[i:i + 1])]
    assert got_up == CLIENT_MESSAGES
    assert got_down == HOST_MESSAGES


def test_a_message_is_not_returned_before_its_last_byte() -> None:
    host = ProtocolCore(Side.HOST)
    data = ProtocolCore.encode(ActMessage(1, Action.SLEEP))
    for i in range(len(data) - 1):
        assert host.receive(data[i:i + 1]) == []
    assert host.receive(data[-1:]) == [ActMessage(1, Action.SLEEP)]


@settings(max_examples=150, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=2000), max_size=40),
       order=st.permutations(range(len(CLIENT_MESSAGES))))
def test_frames_split_and_merged_anywhere_decode_the_same(cuts: list[int],
                                                          order: list[int]) -> None:
    messages = [CLIENT_MESSAGES[i] for i in order]
    stream = b"".join(ProtocolCore.encode(m) for m in messages)
    points = sorted({c % (len(stream) + 1) for c in cuts} | {0, len(stream)})
    host = ProtocolCore(Side.HOST)
    got = []
    for a, b in zip(points, points[1:], strict=False):
        got += host.receive(stream[a:b])
    assert got == messages
    assert host._decoder.pending == 0


@settings(max_examples=100, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=4000), max_size=40))
def test_host_stream_split_anywhere_decodes_the_same(cuts: list[int]) -> None:
    stream = b"".join(ProtocolCore.encode(m) for m in HOST_MESSAGES)
    points = sorted({c % (len(stream) + 1) for c in cuts} | {0, len(stream)})
    client = ProtocolCore(Side.CLIENT)
    got = []
    for a, b in zip(points, points[1:], strict=False):
        got += client.receive(stream[a:b])
    assert got == HOST_MESSAGES


# --------------------------------------------------------------------- the frame limit

@pytest.mark.parametrize("side", list(Side))
def test_length_over_max_frame_is_refused_before_the_body(side: Side) -> None:
    core = ProtocolCore(side)
    header = struct.pack(">I", MAX_FRAME + 1)
    assert core.receive(header[:2]) == []  # not yet a whole length
    with pytest.raises(ProtocolError) as info:
        core.receive(header[2:])  # no body byte has arrived
    assert info.value.code == "frame_too_large"
    assert core.closed


@pytest.mark.parametrize("length", [MAX_FRAME + 1, 2**31, 2**32 - 1])
def test_huge_lengths_are_refused(length: int) -> None:
    core = ProtocolCore(Side.HOST)
    with pytest.raises(ProtocolError) as info:
        core.receive(struct.pack(">I", length) + b"\x80")
    assert info.value.code == "frame_too_large"


def test_a_frame_of_exactly_max_frame_bytes_is_accepted() -> None:
    filler = "a" * MAX_FRAME
    body = msgpack.packb({"t": "ping", "x": filler}, use_bin_type=True)
    body = msgpack.packb({"t": "ping", "x": filler[:MAX_FRAME - (len(body) - MAX_FRAME)]},
                         use_bin_type=True)
    assert len(body) == MAX_FRAME
    core = ProtocolCore(Side.HOST)
    assert core.receive(frame(body)[:4]) == []  # the length alone is fine
    assert core.receive(frame(body)[4:]) == [Ping()]
    assert not core.closed


# --------------------------------------------------------------------- malformed bodies

MALFORMED_BODIES = {
    "list": msgpack.packb(["t", "ping"]),
    "int": msgpack.packb(5),
    "string": msgpack.packb("ping"),
    "nil": msgpack.packb(None),
    "empty": b"",
    "truncated map": msgpack.packb({"t": "ping", "x": "abc"})[:-1],
    # otherwise valid pings: only the broken UTF-8 is wrong with them
    "invalid utf-8 value": b"\x82\xa1t\xa4ping\xa1x\xa2\xff\xfe",
    "invalid utf-8 key": b"\x82\xa1t\xa4ping\xa2\xc3\x28\x01",
    "invalid utf-8 t": b"\x81\xa1t\xa4pin\xff",
    "int key": msgpack.packb({"t": "ping", 1: "x"}),
    "float key": msgpack.packb({"t": "ping", 1.5: "x"}),
    "bytes key": msgpack.packb({"t": "ping", b"x": 1}, use_bin_type=True),
    "bytes t key": msgpack.packb({b"t": "ping"}, use_bin_type=True),
    "nil key": b"\x81\xc0\xa4ping",
    "trailing bytes": msgpack.packb({"t": "ping"}) + b"\x00",
    "two maps": msgpack.packb({"t": "ping"}) + msgpack.packb({"t": "ping"}),
    "reserved byte": b"\xc1",
    "unknown t": msgpack.packb({"t": "teleport"}),
    "missing t": msgpack.packb({"seq": 1}),
    "t not a string": msgpack.packb({"t": 1}),
    "t nil": msgpack.packb({"t": None}),
    "host message to host": msgpack.packb({"t": "ack", "seq": 1}),
}


@pytest.mark.parametrize("body", MALFORMED_BODIES.values(), ids=MALFORMED_BODIES.keys())
def test_malformed_bodies_are_protocol_errors_and_close(body: bytes) -> None:
    core = ProtocolCore(Side.HOST)
    with pytest.raises(ProtocolError):
        core.receive(frame(body))
    assert core.closed
    # a closed core ignores whatever follows, even a valid frame
    assert core.receive(ProtocolCore.encode(Ping())) == []


def test_client_side_refuses_client_messages_and_unknown_types() -> None:
    for body in ({"t": "hello", "proto": 1, "name": "Ann"}, {"t": "act", "seq": 1},
                 {"t": "teleport"}, {}):
        core = ProtocolCore(Side.CLIENT)
        with pytest.raises(ProtocolError):
            core.receive(packed(body))
        assert core.closed


def test_error_in_a_later_frame_of_the_same_chunk_still_closes() -> None:
    core = ProtocolCore(Side.HOST)
    data = ProtocolCore.encode(Ping()) + packed({"t": "nope"})
    with pytest.raises(ProtocolError):
        core.receive(data)
    assert core.closed
    assert core.receive(ProtocolCore.encode(Ping())) == []


# --------------------------------------------------------------------- field validation

HELLO = {"t": "hello", "proto": PROTO, "app": "0.1.0", "name": "Ann", "as": "player"}
ACT = {"t": "act", "seq": 1, "do": "write", "target": "Ivy", "death_at": "d2 17:00",
       "circumstances": "heart attack", "light_corpse": False}

BAD_HELLOS = {
    "proto str": {"proto": "1"},
    "proto float": {"proto": 1.0},
    "proto bool": {"proto": True},
    "proto nil": {"proto": None},
    "proto missing": {"proto": ...},
    "name too long": {"name": "N" * (MAX_NAME + 1)},
    "name empty": {"name": ""},
    "name blank": {"name": "   "},
    "name missing": {"name": ...},
    "name int": {"name": 5},
    "name nul": {"name": "An\x00n"},
    "name newline": {"name": "Ann\nBob"},
    "name tab": {"name": "An\tn"},
    "name escape": {"name": "\x1b[31mAnn"},
    "name del": {"name": "Ann\x7f"},
    "token too long": {"token": "t" * (MAX_TOKEN + 1)},
    "token int": {"token": 123},
    "password int": {"password": 1234},
    "password too long": {"password": "p" * (MAX_SHORT + 1)},
    "app too long": {"app": "a" * 65},
    "app int": {"app": 1},
    "as unknown": {"as": "god"},
    "as int": {"as": 0},
}


def _with(base: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in change.items():
        if value is ...:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def test_the_valid_bases_parse() -> None:
    core = ProtocolCore(Side.HOST)
    hello, act = core.receive(packed(HELLO) + packed(ACT))
    assert hello == Hello(PROTO, "0.1.0", "Ann")
    assert act == ActMessage(1, Action.WRITE, {k: v for k, v in ACT.items()
                                               if k not in ("t", "seq", "do")})


@pytest.mark.parametrize("change", BAD_HELLOS.values(), ids=BAD_HELLOS.keys())
def test_bad_hello_fields(change: dict[str, Any]) -> None:
    core = ProtocolCore(Side.HOST)
    with pytest.raises(ProtocolError):
        core.receive(packed(_with(HELLO, change)))
    assert core.closed


@pytest.mark.parametrize("name", ["Ann\x9b31m", "Ann\x85Bob", "Ann\u2028Bob"])
def test_hello_name_with_non_ascii_control_characters(name: str) -> None:
    core = ProtocolCore(Side.HOST)
    with pytest.raises(ProtocolError):
        core.receive(packed(_with(HELLO, {"name": name})))


def test_spectator_hello_may_omit_the_name() -> None:
    core = ProtocolCore(Side.HOST)
    [hello] = core.receive(packed({"t": "hello", "proto": PROTO, "as": "spectator"}))
    assert hello.join_as is JoinAs.SPECTATOR


BAD_ACTS = {
    "seq negative": {"seq": -1},
    "seq bool": {"seq": True},
    "seq float": {"seq": 1.0},
    "seq str": {"seq": "1"},
    "seq nil": {"seq": None},
    "seq missing": {"seq": ...},
    "seq 2**53": {"seq": 2**53},
    "do unknown": {"do": "fly"},
    "do int": {"do": 3},
    "do missing": {"do": ...},
    "do case": {"do": "WRITE"},
    "target int": {"target": 7},
    "target nil": {"target": None},
    "target list": {"target": ["Ivy"]},
    "target too long": {"target": "x" * (MAX_NAME + 1)},
    "to int": {"to": 1},
    "role int": {"role": 1},
    "text too long": {"text": "x" * (MAX_TEXT + 1)},
    "text bytes": {"text": b"hi"},
    "channel unknown": {"channel": "god"},
    "circumstances too long": {"circumstances": "x" * (MAX_SHORT + 1)},
    "light_corpse int": {"light_corpse": 1},
    "light_corpse str": {"light_corpse": "true"},
    "light_corpse nil": {"light_corpse": None},
    "death_at hh:mm only": {"death_at": "17:00"},
    "death_at no day": {"death_at": "d 17:00"},
    "death_at one-digit hour": {"death_at": "d1 7:00"},
    "death_at int": {"death_at": 2040},
    "death_at words": {"death_at": "tomorrow"},
    "death_at trailing": {"death_at": "d1 17:00x"},
    "until bad": {"until": "d1-17:00"},
    "from bad": {"from": "17:00 d1"},
    "unknown field": {"weapon": "pen"},
    "unknown field by": {"by": "Bob"},
}


@pytest.mark.parametrize("change", BAD_ACTS.values(), ids=BAD_ACTS.keys())
def test_bad_act_fields(change: dict[str, Any]) -> None:
    core = ProtocolCore(Side.HOST)
    with pytest.raises(ProtocolError):
        core.receive(packed(_with(ACT, change)))
    assert core.closed
    assert core.receive(packed(ACT)) == []


BAD_HOST = {
    "welcome seat str": {"t": "welcome", "proto": 1, "seat": "0", "token": "x", "table": {}},
    "welcome seat bool": {"t": "welcome", "proto": 1, "seat": True, "token": "x"},
    "welcome table list": {"t": "welcome", "proto": 1, "seat": 0, "token": "x", "table": []},
    "welcome token int": {"t": "welcome", "proto": 1, "seat": 0, "token": 5},
    "view not a map": {"t": "view", "version": 1, "view": []},
    "view version str": {"t": "view", "version": "1", "view": {}},
    "ack seq float": {"t": "ack", "seq": 1.5},
    "refused params list": {"t": "refused", "seq": 1, "code": "x", "message": "",
                            "params": []},
    "error code missing": {"t": "error", "message": "x"},
}


@pytest.mark.parametrize("body", BAD_HOST.values(), ids=BAD_HOST.keys())
def test_bad_host_messages_on_the_client_side(body: dict[str, Any]) -> None:
    core = ProtocolCore(Side.CLIENT)
    with pytest.raises(ProtocolError):
        core.receive(packed(body))
    assert core.closed


# --------------------------------------------------------------------- hypothesis

@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=300), side=st.sampled_from(list(Side)),
       cut=st.integers(min_value=1, max_value=64))
def test_arbitrary_bytes_raise_only_protocol_errors(data: bytes, side: Side, cut: int) -> None:
    core = ProtocolCore(side)
    types = HOST_TYPES if side is Side.CLIENT else CLIENT_TYPES
    try:
        for i in range(0, len(data), cut):
            for message in core.receive(data[i:i + cut]):
                assert isinstance(message, types)
    except ProtocolError as exc:
        assert core.closed
        assert isinstance(exc.code, str) and exc.code


@settings(max_examples=300, deadline=None)
@given(body=st.binary(max_size=200), side=st.sampled_from(list(Side)))
def test_arbitrary_bodies_in_a_well_formed_frame(body: bytes, side: Side) -> None:
    core = ProtocolCore(side)
    types = HOST_TYPES if side is Side.CLIENT else CLIENT_TYPES
    try:
        messages = core.receive(frame(body))
    except ProtocolError:
        assert core.closed
        return
    assert len(messages) == 1 and isinstance(messages[0], types)


KNOWN_KEYS = sorted({"t", "proto", "app", "name", "as", "token", "password", "seq", "do",
                     "target", "to", "text", "channel", "circumstances", "role", "death_at",
                     "until", "from", "light_corpse", "seat", "table", "code", "message",
                     "version", "view", "params"})
TYPES = ["hello", "act", "ping", "pong", "bye", "welcome", "error", "view", "ack",
         "refused"]

_scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**64 - 1),
    st.floats(allow_nan=True), st.text(max_size=40), st.binary(max_size=20),
    st.sampled_from(TYPES + [a.value for a in Action] + ["player", "spectator", "game",
                                                         "mafia", "d1 17:00", "d0 99:99"]),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=8,
)
VALID_MAPS = [HELLO, ACT, {"t": "act", "seq": 0, "do": "lend", "to": "Bob",
                           "until": "d2 12:00", "from": "d2 11:00"},
              {"t": "act", "seq": 3, "do": "say", "text": "hi", "channel": "mafia"},
              *(m.to_wire() for m in HOST_MESSAGES)]


def _mutated(base: dict[str, Any], changes: dict[str, Any], drop: set[str]) -> dict[str, Any]:
    out = {k: v for k, v in base.items() if k not in drop or k == "t"}
    return out | changes


_maps = st.one_of(
    st.dictionaries(st.one_of(st.sampled_from(KNOWN_KEYS), st.text(max_size=10)), _values,
                    max_size=8),
    st.builds(lambda t, rest: {**rest, "t": t}, st.sampled_from(TYPES),
              st.dictionaries(st.sampled_from(KNOWN_KEYS), _values, max_size=8)),
    # a valid message with a field or two changed, added or dropped
    st.builds(_mutated, st.sampled_from(VALID_MAPS),
              st.dictionaries(st.sampled_from(KNOWN_KEYS), _values, max_size=2),
              st.sets(st.sampled_from(KNOWN_KEYS), max_size=2)),
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=_maps, side=st.sampled_from(list(Side)))
def test_arbitrary_maps_parse_or_raise_protocol_error(data: dict[str, Any],
                                                      side: Side) -> None:
    core = ProtocolCore(side)
    types = HOST_TYPES if side is Side.CLIENT else CLIENT_TYPES
    try:
        messages = core.receive(packed(data))
    except ProtocolError:
        assert core.closed
        return
    assert len(messages) == 1
    assert isinstance(messages[0], types)
    assert messages[0].t == data["t"]
    assert not core.closed
