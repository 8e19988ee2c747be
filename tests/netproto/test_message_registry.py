"""The registry of wire messages (netproto.messages): every type declared once parses its
own encoding, in both directions; an unknown type or a missing field is that connection's
clear error and nobody else's; the session has a handler for every client type, and the
page's outbox waits out a lost link for the same request types as the Python links."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.commands import Action
from netproto.inprocess import LocalClient
from netproto.messages import (
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    PROTO,
    REQUESTS,
    Ack,
    ActMessage,
    AskMessage,
    Bye,
    ErrorMessage,
    Hello,
    JoinAs,
    PatchMessage,
    Ping,
    Pong,
    Profile,
    ProtocolError,
    Refused,
    Resync,
    ViewMessage,
    Welcome,
    parse_client_message,
    parse_host_message,
)
from netproto.protocol import ProtocolCore, Side
from netproto.session import TableConfig, TableSession
from netproto.session_requests import HANDLERS

pytestmark = pytest.mark.timeout(60)

ROOT = Path(__file__).resolve().parents[2]

# one example of every type (a new type without one fails test_every_type_has_an_example)
EXAMPLES: dict[type, list[Any]] = {
    Hello: [Hello(PROTO, "dnmafia 1", "Ann"),
            Hello(PROTO, "x", "Ann", JoinAs.SPECTATOR, "tok", "pw",
                  Profile("baker", "tall", "kind"), True, True,
                  {"events": 3, "messages": 0}, True, "pid-ann_1")],
    ActMessage: [ActMessage(1, Action.VOTE, {"target": "Bob"}),
                 ActMessage(7, Action.SAY, {"text": "hi", "channel": "mafia"}, "id-1", "day 2")],
    AskMessage: [AskMessage(3, "Is it night?")],
    Ping: [Ping()],
    Pong: [Pong()],
    Bye: [Bye(), Bye("table_closed")],
    Resync: [Resync()],
    Welcome: [Welcome(2, "tok", {"id": "t"}), Welcome(None, "", {})],
    ErrorMessage: [ErrorMessage("throttled", "Wait.", 5), ErrorMessage("kicked", "Out.")],
    ViewMessage: [ViewMessage(4, {"kind": "lobby"})],
    PatchMessage: [PatchMessage(5, 4, [{"op": "replace", "path": "/a", "value": 1}])],
    Ack: [Ack(9)],
    Refused: [Refused(9, "wrong_phase", "Not now.", {"phase": "day"})],
}


def test_every_type_has_an_example() -> None:
    assert set(EXAMPLES) == set(CLIENT_MESSAGES.values()) | set(HOST_MESSAGES.values())


@pytest.mark.parametrize("registry, side, parse", [
    (CLIENT_MESSAGES, Side.HOST, parse_client_message),
    (HOST_MESSAGES, Side.CLIENT, parse_host_message)], ids=["client", "host"])
def test_every_type_parses_its_own_encoding(registry, side, parse) -> None:
    for kind, cls in registry.items():
        assert cls.t == kind
        for message in EXAMPLES[cls]:
            assert parse(message.to_wire()) == message, kind
            # and through the frames, as a peer receives it
            assert ProtocolCore(side).receive(ProtocolCore.encode(message)) == [message], kind


@pytest.mark.parametrize("data", [
    {"t": "raise_hand"}, {"t": None}, {}, {"t": "welcome"}, {"t": 3}])
def test_an_unknown_type_is_malformed(data: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError, match="unknown message type"):
        parse_client_message(data)


@pytest.mark.parametrize("data, field", [
    ({"t": "act", "do": "say", "text": "x"}, "seq"),
    ({"t": "ask", "seq": 1}, "text"),
    ({"t": "hello", "proto": 1, "as": "player"}, "name"),
    ({"t": "act", "seq": 1, "do": "say", "text": "x", "colour": "red"}, "colour"),
])
def test_a_missing_or_unknown_field_is_malformed(data: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError, match=field):
        parse_client_message(data)


def test_a_bad_message_is_that_connections_clear_error_only() -> None:
    session = TableSession(TableConfig(write_log=False), clock=lambda: 0.0)
    ann, bob = LocalClient(session), LocalClient(session)
    ann.hello("Ann")
    bob.hello("Bob")
    session.receive_bytes(ann.conn, ProtocolCore.encode_map({"t": "raise_hand", "seq": 1}))
    assert ann.closed and ann.error is not None
    assert (ann.error.code, ann.error.message) == ("malformed",
                                                   "unknown message type 'raise_hand'")
    session.receive_bytes(bob.conn, ProtocolCore.encode_map({"t": "ask", "seq": 1}))
    assert bob.closed and bob.error is not None and "'text' is missing" in bob.error.message
    watcher = LocalClient(session)
    watcher.hello("w", spectator=True)
    assert not watcher.closed and watcher.error is None
    assert isinstance(watcher.request(AskMessage.of("hello?")), Refused)  # answered, open


def test_the_session_has_a_handler_for_every_client_type() -> None:
    assert set(HANDLERS) == set(CLIENT_MESSAGES.values())


def test_requests_are_the_client_types_with_a_seq() -> None:
    assert set(REQUESTS) == {"act", "ask"}
    assert {t for t, cls in REQUESTS.items() if cls.waits_for_link} == {"act"}


def test_the_page_waits_for_the_link_with_the_same_request_types() -> None:
    outbox = (ROOT / "netproto" / "web" / "js" / "outbox.js").read_text("utf-8")
    found = re.search(r"export const WAITS_FOR_LINK = new Set\(\[([^\]]*)\]\)", outbox)
    assert found is not None
    page = set(re.findall(r'"(\w+)"', found.group(1)))
    assert page == {t for t, cls in REQUESTS.items() if cls.waits_for_link}
