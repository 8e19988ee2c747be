"""Seating a table with in-process clients (``netproto.inprocess.LocalClient``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from netproto.inprocess import LocalClient
from netproto.session import TableSession
from tests.helpers.names import NAMES

C = TypeVar("C", bound=LocalClient)


def local_join(session: TableSession, name: str) -> LocalClient:
    client = LocalClient(session)
    client.hello(name)
    return client


def seat_all(session: TableSession, names: Iterable[str] = NAMES,
             join: Callable[[TableSession, str], C] = local_join) -> dict[str, C]:  # type: ignore[assignment]
    """Every name joins as a player (``join``: how one joins); none is refused."""
    clients = {name: join(session, name) for name in names}
    for name, client in clients.items():
        assert client.error is None and not client.closed, name
    return clients
