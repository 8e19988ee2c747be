"""Fixtures of the network tests: ``clock`` (a FakeClock the test moves) and ``make``
(a table session on that clock, logging into the test's folder, closed afterwards)."""

from __future__ import annotations

import pytest

from tests.helpers.clock import FakeClock
from tests.helpers.tables import tables


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make(tmp_path, clock):
    with tables(tmp_path, clock, seed=11) as make:
        yield make
