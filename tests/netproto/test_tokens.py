"""Seat tokens on disk (netproto.tokens) and clients that reclaim their seat with them."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import pytest
from zeroconf import ServiceInfo

from netproto.discovery import PROTO_VERSION, SERVICE_TYPE, TableInfo
from netproto.qt_client import QtTableClient
from netproto.qt_host import QtTableHost
from netproto.session import TableConfig, TableSession, TableState
from netproto.tokens import MAX_TABLES, TokenStore, config_dir
from tests.helpers.names import SIX as NAMES

pytestmark = pytest.mark.timeout(60)

LOCALHOST = "127.0.0.1"
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss"}
WAIT_MS = 10_000


# --------------------------------------------------------------------- the store


def test_round_trip_and_forget(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "seats.json")
    assert store.get("t1") is None
    store.put("t1", "Ann", "tok-1")
    store.put("t2", "Bob", "tok-2")
    again = TokenStore(tmp_path / "seats.json")
    assert again.get("t1") == ("Ann", "tok-1")
    assert again.get("t2") == ("Bob", "tok-2")
    store.put("t1", "Ann", "tok-1b")
    assert again.get("t1") == ("Ann", "tok-1b")
    data = json.loads((tmp_path / "seats.json").read_text())
    assert data["t2"]["name"] == "Bob" and data["t2"]["token"] == "tok-2"
    assert isinstance(data["t2"]["saved"], str) and data["t2"]["saved"]
    again.forget("t1")
    again.forget("nope")
    assert store.get("t1") is None
    assert store.get("t2") == ("Bob", "tok-2")


def test_file_is_private(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "seats.json"
    TokenStore(path).put("t1", "Ann", "tok")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe\x00",
                                     b'{"t1": "x", "t2": {"name": 3}}', b""])
def test_corrupt_file_counts_as_empty_and_is_replaced(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "seats.json"
    path.write_bytes(content)
    store = TokenStore(path)
    assert store.get("t1") is None
    store.forget("t1")
    store.put("t3", "Cid", "tok-3")
    assert store.get("t3") == ("Cid", "tok-3")
    assert set(json.loads(path.read_text())) == {"t3"}


def test_unreadable_path_counts_as_empty(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.mkdir()  # a directory where the file should be
    assert TokenStore(path).get("t1") is None


def test_keeps_the_most_recent_tables(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "seats.json")
    for i in range(MAX_TABLES + 5):
        store.put(f"t{i}", "Ann", f"tok-{i}")
    store.put("t0", "Ann", "tok-0-again")  # t0 is recent again
    data = json.loads((tmp_path / "seats.json").read_text())
    assert len(data) == MAX_TABLES == 50
    assert store.get("t0") == ("Ann", "tok-0-again")
    for gone in range(1, 6):  # t1..t5 pushed out
        assert store.get(f"t{gone}") is None
    assert store.get("t6") == ("Ann", "tok-6")
    assert store.get(f"t{MAX_TABLES + 4}") == ("Ann", f"tok-{MAX_TABLES + 4}")


def test_config_dir_from_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "cfg" / "dnmafia"
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(target))
    assert config_dir() == target and target.is_dir()
    assert TokenStore().path == target / "seats.json"


# --------------------------------------------------------------------- reclaiming a seat


def _client(qtbot: Any, made: list[QtTableClient], client: QtTableClient,
            port: int) -> tuple[QtTableClient, list[dict[str, Any]]]:
    welcomes: list[dict[str, Any]] = []
    client.welcomed.connect(welcomes.append)
    made.append(client)
    client.connect_to(LOCALHOST, port)
    qtbot.waitUntil(lambda: bool(welcomes), timeout=WAIT_MS)
    return client, welcomes


def test_restarted_client_reclaims_its_seat_with_the_stored_token(
        qtbot: Any, tmp_path: Path) -> None:
    session = TableSession(TableConfig(log_dir=tmp_path / "logs", reserved=NAMES, seed=8,
                                       deal=dict(DEAL)))
    host = QtTableHost(session)
    assert host.listen(LOCALHOST, 0), host.error_text()
    store = TokenStore(tmp_path / "seats.json")
    made: list[QtTableClient] = []
    try:
        for name in NAMES:
            kwargs = {"token_store": store} if name == "Eve" else {}
            _client(qtbot, made, QtTableClient(name, **kwargs), host.port)
        eve = made[NAMES.index("Eve")]
        qtbot.waitUntil(lambda: all(c.view is not None and c.view.get("kind") == "player"
                                    for c in made), timeout=WAIT_MS)
        assert session.state is TableState.RUNNING
        assert eve.token
        assert store.get(session.table_id) == ("Eve", eve.token)
        assert len(made) == len(NAMES)
        # only Eve's client had a store
        assert TokenStore(tmp_path / "seats.json").get(session.table_id)[0] == "Eve"
        seat, view = eve.seat, eve.view
        eve.close()
        qtbot.waitUntil(lambda: not session.connected("Eve"), timeout=WAIT_MS)

        # the app restarts: a new client, only the store carries over
        assert QtTableClient.for_table(session.table_id, "Bob", store).token is None
        assert QtTableClient.for_table("other-table", "Eve", store).token is None
        again = QtTableClient.for_table(session.table_id, "Eve", TokenStore(store.path))
        assert again.token == eve.token
        again, welcomes = _client(qtbot, made, again, host.port)
        qtbot.waitUntil(lambda: again.view is not None and again.view.get("kind") == "player",
                        timeout=WAIT_MS)
        assert again.state.value == "connected"
        assert again.seat == seat == NAMES.index("Eve")
        assert again.view["me"]["name"] == view["me"]["name"] == "Eve"
        assert welcomes[0]["id"] == session.table_id
        assert session.connected("Eve")
        # the welcome rotated the token: the store keeps the new one
        assert again.token != eve.token
        assert store.get(session.table_id) == ("Eve", again.token)
    finally:
        for client in made:
            client.close()
        host.close()
        qtbot.wait(20)


# --------------------------------------------------------------------- TXT "id"


def _raw_info(instance: str, properties: dict[str, str]) -> ServiceInfo:
    return ServiceInfo(SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=4242,
                       properties=properties, server="raw-host.local.",
                       parsed_addresses=["127.0.0.1"])


def test_txt_round_trip_with_table_id() -> None:
    table = TableInfo(instance="Ann's table [3f9a]", name="Ann's table", host="127.0.0.1",
                      port=4242, proto=PROTO_VERSION, seats_taken=3, seats_total=15,
                      password=True, running=False, table_id="0123456789abcdef")
    txt = table.to_txt()
    assert txt["id"] == "0123456789abcdef"
    assert TableInfo.from_service(_raw_info(table.instance, txt)) == table
    without = dict(txt)
    del without["id"]
    parsed = TableInfo.from_service(_raw_info(table.instance, without))
    assert parsed is not None and parsed.table_id == ""
    assert "id" not in parsed.to_txt()
