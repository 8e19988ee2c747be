"""What a listener on the Wi-Fi captures of the desktop link (issue 34): a whole game
played by Qt clients through a wiretap (tests/helpers/tap.py) that keeps every byte both
ways, scanned for the game's secrets — a seat's role beside its name, the mafia's names,
the notebook's holder, a mafia channel line. Over TLS none is found; with TLS switched
off (``TableConfig.tls``, tests only) every one is, so the scan can fail.

And the pin: a client facing a host with another key for the same table refuses, says
why, and (when it knew the table before) sends nothing at all.
"""

from __future__ import annotations

import random
from typing import Any

import msgpack
import pytest

from netproto.host_key import HostKey
from netproto.host_pins import PinStore
from netproto.messages import ActMessage
from netproto.qt_client import HOST_KEY_CHANGED, LinkState, QtTableClient
from netproto.qt_host import QtTableHost
from netproto.session import TableConfig, TableSession
from tests.helpers.tap import Tap

pytestmark = pytest.mark.timeout(240)

LOCALHOST = "127.0.0.1"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia", "Eve": "mafia"}
MAFIA_LINE = "we shoot Bob tonight"
WEIGHTS = {"say": 0.2, "withdraw": 0.3, "abstain": 0.5, "sleep": 0.6, "destroy": 0.2,
           "give_away": 0.2, "lend": 0.0, "eyes": 0.4, "write": 4.0}


def _pair(key: str, value: Any) -> bytes:
    return msgpack.packb(key) + msgpack.packb(value)


SECRETS = {
    "Ann's role (her own view: name, then role)": _pair("role", "kira"),
    "the mafia's names (their role cards)": b"Your mafia: Dan, Eve",
    "the notebook's holder (his view)": _pair("holding", True),
    "a mafia channel line": MAFIA_LINE.encode(),
}


def _act(rng: random.Random, client: QtTableClient) -> int | None:
    view = client.view
    if view is None or not view.get("me", {}).get("alive"):
        return None
    rows = [r for r in view.get("actions", []) if r["legal"] and WEIGHTS.get(r["action"], 3.0)]
    if not rows:
        return None
    row = rng.choices(rows, [WEIGHTS.get(r["action"], 3.0) for r in rows])[0]
    fields: dict[str, Any] = {}
    if row.get("targets"):
        fields["target"] = rng.choice(row["targets"])
    if row["action"] == "say":
        fields["text"] = rng.choice(["hi", "I am town", "hm"])
    return client.request(ActMessage.of(row["action"], **fields))


def play_through_tap(qtbot: Any, *, tls: bool) -> tuple[bytes, TableSession]:
    """A whole game, every seat and a spectator a QtTableClient through the tap; the host
    deals and moves the phases on. Returns every byte the tap saw."""
    rng = random.Random(5)
    session = TableSession(TableConfig(name="capture", write_log=False, reserved=NAMES,
                                       deal=DEAL, seed=5, rate_burst=1e6, tls=tls))
    host = QtTableHost(session, host_key=HostKey.make() if tls else None)
    assert host.listen(LOCALHOST, 0)
    with Tap(host.port) as tap:
        clients = {name: QtTableClient(name, tls=tls) for name in NAMES}
        watcher = QtTableClient("Watcher", spectator=True, tls=tls)
        answered: set[tuple[str, int]] = set()
        for name, client in [*clients.items(), ("", watcher)]:
            client.acked.connect(lambda seq, n=name: answered.add((n, seq)))
            client.refused.connect(lambda seq, *_, n=name: answered.add((n, seq)))
            client.connect_to(LOCALHOST, tap.port)
        qtbot.waitUntil(lambda: watcher.view is not None and all(
            c.view is not None and c.view.get("kind") == "player" for c in clients.values()),
            timeout=20_000)
        said = clients["Dan"].request(ActMessage.of("say", text=MAFIA_LINE, channel="mafia"))
        qtbot.waitUntil(lambda: ("Dan", said) in answered, timeout=10_000)
        game, phases = session.game, 0
        while not game.over:
            assert phases < 200, "the game does not end"
            sent = [(name, seq) for name, client in clients.items()
                    if (seq := _act(rng, client)) is not None]
            qtbot.waitUntil(lambda s=sent: all(x in answered for x in s), timeout=10_000)
            if game.over:
                break
            clock = watcher.view["clock"]
            session.advance_phase()
            phases += 1
            qtbot.waitUntil(lambda c=clock: watcher.view["clock"] != c and all(
                client.view["clock"] == watcher.view["clock"] for client in clients.values()),
                timeout=10_000)
        qtbot.waitUntil(lambda: all(c.view.get("winner") for c in clients.values()),
                        timeout=10_000)
        for client in [*clients.values(), watcher]:
            client.close()
        host.close()
        qtbot.wait(100)
        captured = tap.captured()
    return captured, session


def found(captured: bytes) -> list[str]:
    return [what for what, secret in SECRETS.items() if secret in captured]


def test_a_whole_game_over_tls_shows_a_listener_no_secret(qtbot) -> None:
    captured, session = play_through_tap(qtbot, tls=True)
    assert session.game.over and len(captured) > 20_000
    assert found(captured) == []
    assert b"Watcher" not in captured and b"Ann" not in captured  # not even the names


def test_the_same_game_without_tls_shows_them_all(qtbot) -> None:
    """The scan can fail: switched off, the link gives every secret away."""
    captured, session = play_through_tap(qtbot, tls=False)
    assert session.game.over
    assert found(captured) == list(SECRETS)


# --------------------------------------------------------------------------- the pin


@pytest.fixture
def two_hosts(qapp):
    """The table's host and an impostor with another key answering for the same table."""
    made: list[QtTableHost] = []
    for _ in range(2):
        host = QtTableHost(TableSession(TableConfig(name="pin", write_log=False)),
                           host_key=HostKey.make())
        assert host.listen(LOCALHOST, 0)
        made.append(host)
    made[1].session.table_id = made[0].session.table_id
    yield made
    for host in made:
        host.close()


def _watch(client: QtTableClient) -> list[tuple[str, str]]:
    errors: list[tuple[str, str]] = []
    client.errorReceived.connect(lambda code, text: errors.append((code, text)))
    return errors


def test_a_changed_key_for_a_known_table_is_refused_before_a_word(qtbot, two_hosts,
                                                                   tmp_path) -> None:
    real, impostor = two_hosts
    pins = PinStore(tmp_path / "known_tables.json")
    first = QtTableClient("Ann", pins=pins, reconnect=False)  # a typed address: first use
    codes: list[str] = []
    first.secured.connect(codes.append)
    first.connect_to(LOCALHOST, real.port)
    qtbot.waitUntil(lambda: first.state is LinkState.CONNECTED, timeout=5000)
    assert codes == [real.code] and first.host_code == real.code
    assert pins.get(real.session.table_id) == real.fingerprint  # remembered
    first.close()

    again = QtTableClient("Ann", pins=pins, table_id=real.session.table_id)
    errors = _watch(again)
    again.connect_to(LOCALHOST, impostor.port)
    qtbot.waitUntil(lambda: again.state is LinkState.CLOSED, timeout=5000)
    assert errors and errors[0][0] == HOST_KEY_CHANGED
    assert impostor.code in errors[0][1]  # it says which key it met
    qtbot.wait(200)
    assert not any(impostor.session.greeted(c) for c in impostor.session.conns)
    assert impostor.session.lobby.everyone() == []  # no hello: not even the name went
    assert pins.get(real.session.table_id) == real.fingerprint  # the pin is kept


def test_a_typed_address_answered_by_another_key_is_refused_at_the_welcome(
        qtbot, two_hosts, tmp_path) -> None:
    real, impostor = two_hosts
    pins = PinStore(tmp_path / "known_tables.json")
    pins.put(real.session.table_id, real.fingerprint)
    client = QtTableClient("Ann", pins=pins)  # no table id: it learns it from the welcome
    errors = _watch(client)
    welcomed: list[Any] = []
    client.welcomed.connect(welcomed.append)
    client.connect_to(LOCALHOST, impostor.port)
    qtbot.waitUntil(lambda: client.state is LinkState.CLOSED, timeout=5000)
    assert [code for code, _ in errors] == [HOST_KEY_CHANGED] and welcomed == []
    assert pins.get(real.session.table_id) == real.fingerprint


def test_a_key_other_than_the_one_announced_on_the_lan_is_refused(qtbot, two_hosts) -> None:
    real, impostor = two_hosts
    client = QtTableClient("Ann", table_id=real.session.table_id,
                           announced_fp=real.fingerprint)
    errors = _watch(client)
    client.connect_to(LOCALHOST, impostor.port)
    qtbot.waitUntil(lambda: client.state is LinkState.CLOSED, timeout=5000)
    assert [code for code, _ in errors] == [HOST_KEY_CHANGED]
    honest = QtTableClient("Bob", table_id=real.session.table_id,
                           announced_fp=real.fingerprint, reconnect=False)
    honest.connect_to(LOCALHOST, real.port)
    qtbot.waitUntil(lambda: honest.state is LinkState.CONNECTED, timeout=5000)
    honest.close()
