"""Fixtures of the network tests: ``clock`` (a FakeClock the test moves) and ``make``
(a table session on that clock, logging into the test's folder, closed afterwards)."""

from __future__ import annotations

from typing import Any

import pytest

from netproto.session import TableConfig, TableSession
from tests.helpers.clock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make(tmp_path, clock):
    made: list[TableSession] = []

    def make(**config: Any) -> TableSession:
        config.setdefault("seed", 11)
        config.setdefault("log_dir", tmp_path)
        session = TableSession(TableConfig(**config), clock=clock)
        made.append(session)
        return session

    yield make
    for session in made:
        session.close()
