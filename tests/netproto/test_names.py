"""Names are compared after NFKC and case folding, and a look-alike of a registered name
(mixed scripts, full-width forms) is refused, while names in one script stay allowed."""

from __future__ import annotations

import pytest

from netproto.inprocess import LocalClient
from netproto.names import looks_alike, name_key, same_name, skeleton
from netproto.session import TableConfig, TableSession

CYRILLIC_E = "\u0435"


def test_keys_and_skeletons() -> None:
    assert name_key("  ＢＥＡ ") == "bea" and same_name("Bea", "ｂｅａ")
    assert looks_alike("Bea", f"B{CYRILLIC_E}a")
    assert looks_alike("Вера", "Bepa") and skeleton("Вера") == skeleton("Bepa")
    assert not looks_alike("Вера", "Vera")
    assert not looks_alike("Иван", "Йван") and not looks_alike("Ann", "Anna")
    assert not looks_alike("Bea", "Bea")  # the same name is not a look-alike: it is taken
    assert looks_alike("Bob", "B0b") and looks_alike("Alpha", "Αlpha")  # Greek Alpha


@pytest.mark.parametrize("second,code", [
    (f"B{CYRILLIC_E}a", "name_lookalike"),
    ("Ｂｅａ", "name_taken"),
    ("BEA", "name_taken"),
    ("ｂｅａ", "name_taken"),
])
def test_a_lookalike_of_a_seated_name_is_refused_and_changes_nothing(second: str,
                                                                     code: str) -> None:
    session = TableSession(TableConfig(write_log=False))
    first = LocalClient(session)
    first.hello("Bea")
    assert first.error is None
    before = [(s.name, s.token) for s in session.seats]
    other = LocalClient(session)
    other.hello(second)
    assert other.error is not None and other.error.code == code and other.closed
    assert [(s.name, s.token) for s in session.seats] == before
    assert session.connected("Bea")


def test_russian_names_in_one_script_sit_side_by_side() -> None:
    session = TableSession(TableConfig(write_log=False))
    for name in ("Вера", "Vera", "Иван", "Йван", "Алёна", "Ann"):
        client = LocalClient(session)
        client.hello(name)
        assert client.error is None, name
    late = LocalClient(session)
    late.hello("Bepa")  # all Latin, but looks exactly like "Вера"
    assert late.error is not None and late.error.code == "name_lookalike"


def test_a_scenario_table_matches_its_names_after_nfkc() -> None:
    session = TableSession(TableConfig(write_log=False, reserved=("Bea", "Cid")))
    client = LocalClient(session)
    client.hello("ＢＥＡ")
    assert client.error is None and session.seats[0].name == "Bea"
