"""Discovery over zeroconf: TXT record parsing, the interface setting, advertiser and
browser on loopback, and a two-host LAN inside network namespaces made by the test.

Network hygiene: every zeroconf in this process uses interfaces=["127.0.0.1"]. The
two-host tests run their hosts as subprocesses inside network namespaces they create
(veth pair, 10.77.0.1/24 and 10.77.0.2/24, which exist only there) and delete after.
"""

import dataclasses
import json
import logging
import os
import shutil
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest
from zeroconf import ServiceInfo, Zeroconf

from netproto import discovery
from netproto.discovery import (
    PROTO_VERSION,
    SERVICE_TYPE,
    TableAdvertiser,
    TableBrowser,
    TableInfo,
    interfaces_from_setting,
)

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(60), pytest.mark.xdist_group("lan")]

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = ["127.0.0.1"]
WAIT_MS = 15_000  # generous upper bound; on loopback things show up in ~1-2 s


def unique(label: str) -> str:
    """Table names carry a random tag: other test runs may share the loopback."""
    return f"{label} {uuid.uuid4().hex[:8]}"


@pytest.fixture
def browser(qtbot):
    b = TableBrowser(interfaces=LOOPBACK)
    b.start()
    yield b
    b.stop()


@pytest.fixture
def make_advertiser():
    made = []

    def make(name, port=4242, **kwargs):
        adv = TableAdvertiser(name, port, interfaces=LOOPBACK, **kwargs)
        made.append(adv)
        return adv

    yield make
    for adv in made:
        adv.stop()


def ours(browser, name):
    return [t for t in browser.tables() if t.name == name]


def raw_info(instance, properties, port=4242, address="127.0.0.1"):
    """A ServiceInfo as the browser would see it, built offline."""
    return ServiceInfo(
        SERVICE_TYPE,
        f"{instance}.{SERVICE_TYPE}",
        port=port,
        properties=properties,
        server="raw-host.local.",
        parsed_addresses=[address],
    )


GOOD_TXT = {"proto": "1", "table": "Ann's table", "seats": "3/15", "pw": "1", "state": "lobby"}


# --------------------------------------------------------------------------- TXT record


def test_txt_round_trip():
    table = TableInfo(
        instance="Ann's table [3f9a]",
        name="Ann's table",
        host="127.0.0.1",
        port=4242,
        proto=PROTO_VERSION,
        seats_taken=3,
        seats_total=15,
        password=True,
        running=False,
    )
    txt = table.to_txt()
    assert txt == GOOD_TXT
    assert TableInfo.from_service(raw_info(table.instance, txt)) == table
    running = dataclasses.replace(table, password=False, running=True)
    assert running.to_txt()["pw"] == "0"
    assert running.to_txt()["state"] == "running"
    assert TableInfo.from_service(raw_info(table.instance, running.to_txt())) == running
    # a finished game, its rules and whether it takes reserves travel too
    over = dataclasses.replace(running, over=True, preset="classic", takes_reserves=True)
    assert over.to_txt() | {} == {**running.to_txt(), "state": "over", "preset": "classic",
                                  "reserves": "1"}
    assert TableInfo.from_service(raw_info(table.instance, over.to_txt())) == over
    # an older host says none of it: unknown, not wrong
    old = TableInfo.from_service(raw_info(table.instance, GOOD_TXT))
    assert (old.over, old.preset, old.takes_reserves) == (False, "", None)
    odd = {**GOOD_TXT, "preset": "Death Note!", "reserves": "maybe"}
    parsed = TableInfo.from_service(raw_info(table.instance, odd))
    assert parsed is not None and (parsed.preset, parsed.takes_reserves) == ("", None)
    # the host key's fingerprint (the client pins it); anything else in "fp" is not said
    keyed = dataclasses.replace(over, fingerprint="ab" * 32)
    assert keyed.to_txt()["fp"] == "ab" * 32
    assert TableInfo.from_service(raw_info(table.instance, keyed.to_txt())) == keyed
    for bad in ("AB" * 32, "ab" * 31, "zz" * 32):
        parsed = TableInfo.from_service(raw_info(table.instance, {**GOOD_TXT, "fp": bad}))
        assert parsed is not None and parsed.fingerprint == ""


def test_a_table_keeps_its_instance_name_across_restarts() -> None:
    """The instance tag comes from the table id: a table resumed after its host crashed
    is announced under the same name, so the LAN lists update the entry they have."""
    first = TableAdvertiser("Friday", 4242, interfaces=LOOPBACK, table_id="3f9a0123456789ab")
    again = TableAdvertiser("Friday", 4343, interfaces=LOOPBACK, table_id="3f9a0123456789ab")
    assert first.instance == again.instance == "Friday [3f9a]"
    other = TableAdvertiser("Friday", 4242, interfaces=LOOPBACK, table_id="77aa0123456789ab")
    assert other.instance == "Friday [77aa]"


def test_the_list_shows_a_table_once_under_its_newest_name(qtbot, browser, make_advertiser):
    """The same table id announced under a second name (a dead host's records not expired
    yet beside the resumed table, from an older version): the list keeps the newer one,
    and the finished state and the rules are listed."""
    name = unique("Resumed")
    table_id = uuid.uuid4().hex[:16]
    dead = make_advertiser(name, port=40031, table_id=table_id)
    dead.start(7, 7, False, True)
    qtbot.waitUntil(lambda: [t.instance for t in ours(browser, name)] == [dead.instance],
                    timeout=WAIT_MS)
    # the same name and id while the first is still there: renamed on the conflict
    resumed = make_advertiser(name, port=40032, table_id=table_id, preset="classic",
                              takes_reserves=True)
    resumed.start(7, 7, False, True, over=True)
    qtbot.waitUntil(lambda: [t.port for t in ours(browser, name)] == [40032], timeout=WAIT_MS)
    listed = ours(browser, name)[0]
    assert (listed.over, listed.running, listed.preset, listed.takes_reserves) == \
        (True, True, "classic", True)
    assert resumed.wait_published(10)
    assert listed.instance == resumed.instance != dead.instance


@pytest.mark.parametrize(
    "change",
    [
        {"proto": None},
        {"proto": "x"},
        {"proto": "0"},
        {"proto": "-1"},
        {"proto": "١"},  # a non-ASCII digit
        {"table": None},
        {"table": ""},
        {"table": "  \x00\x07 "},
        {"seats": None},
        {"seats": "3"},
        {"seats": "lots/15"},
        {"seats": "16/15"},
        {"seats": "0/0"},
        {"seats": "3/15/2"},
        {"seats": "-1/15"},
        {"seats": "3/99999"},
        {"pw": "yes"},
        {"pw": None},
        {"state": "paused"},
        {"state": None},
    ],
)
def test_from_service_skips_bad_txt(change):
    txt = {k: v for k, v in {**GOOD_TXT, **change}.items() if v is not None}
    assert TableInfo.from_service(raw_info("Bad [0001]", txt)) is None


def test_from_service_skips_bad_bytes_address_and_port():
    invalid_utf8 = b"\x07proto=1\x0ctable=\xff\xfe\xfd\xfc\xfb\x0aseats=3/15\x04pw=0\x0bstate=lobby"
    assert TableInfo.from_service(raw_info("Bytes [0002]", invalid_utf8)) is None
    # a truncated TXT string (length byte runs past the end)
    assert TableInfo.from_service(raw_info("Cut [0003]", b"\x40proto=1")) is None
    assert TableInfo.from_service(raw_info("Empty [0004]", b"")) is None
    assert TableInfo.from_service(raw_info("V6 [0005]", GOOD_TXT, address="::1")) is None
    no_port = raw_info("NoPort [0006]", GOOD_TXT)
    no_port.port = None
    assert TableInfo.from_service(no_port) is None
    other_type = ServiceInfo(
        "_http._tcp.local.",
        "Web._http._tcp.local.",
        port=80,
        properties=GOOD_TXT,
        server="raw-host.local.",
        parsed_addresses=["127.0.0.1"],
    )
    assert TableInfo.from_service(other_type) is None


def test_from_service_accepts_a_newer_proto_and_cleans_the_name():
    txt = {**GOOD_TXT, "proto": "2", "table": " Ann\x1b's\ttable "}
    table = TableInfo.from_service(raw_info("Future [0007]", txt))
    assert table is not None
    assert table.proto == 2  # listed; the join dialog can say "needs a newer version"
    assert table.name == "Ann'stable"


# --------------------------------------------------------------------------- setting


def test_interfaces_from_argument(monkeypatch):
    monkeypatch.setenv("DNMAFIA_INTERFACES", "10.1.1.1")
    assert interfaces_from_setting("127.0.0.1") == ["127.0.0.1"]
    assert interfaces_from_setting(" 127.0.0.1 , 192.168.5.7,127.0.0.1,") == [
        "127.0.0.1",
        "192.168.5.7",
    ]
    assert interfaces_from_setting("fe80::1") == ["fe80::1"]
    assert interfaces_from_setting("") is None  # explicit empty: all interfaces
    with pytest.raises(ValueError, match="eth0"):
        interfaces_from_setting("127.0.0.1,eth0")


def test_interfaces_from_env(monkeypatch):
    monkeypatch.setenv("DNMAFIA_INTERFACES", "10.1.1.1, 10.2.2.2")
    assert interfaces_from_setting() == ["10.1.1.1", "10.2.2.2"]
    assert interfaces_from_setting(None) == ["10.1.1.1", "10.2.2.2"]
    monkeypatch.setenv("DNMAFIA_INTERFACES", " , ")
    assert interfaces_from_setting() is None


def test_interfaces_default_is_all(monkeypatch):
    monkeypatch.delenv("DNMAFIA_INTERFACES", raising=False)
    assert interfaces_from_setting() is None
    assert interfaces_from_setting(None) is None


# --------------------------------------------------------------------------- advertiser


def test_advertiser_names_and_addresses(monkeypatch):
    adv = TableAdvertiser("Ann's table", 4242, interfaces=LOOPBACK)
    assert adv.host_address == "127.0.0.1"
    assert adv.name == "Ann's table"
    assert adv.instance.startswith("Ann's table [") and adv.instance.endswith("]")
    explicit = TableAdvertiser("T", 4242, interfaces=LOOPBACK, host_address="10.9.8.7")
    assert explicit.host_address == "10.9.8.7"
    # first IPv4 of the list when the list starts with an IPv6 address
    mixed = TableAdvertiser("T", 4242, interfaces=["fe80::1", "127.0.0.1"])
    assert mixed.host_address == "127.0.0.1"
    # no list: the machine's primary IPv4 (a route lookup; nothing is sent)
    monkeypatch.setattr(discovery, "_primary_ipv4", lambda: "192.168.1.20")
    assert TableAdvertiser("T", 4242, interfaces=None).host_address == "192.168.1.20"

    long = TableAdvertiser("Очень длинное название стола " * 20, 4242, interfaces=LOOPBACK)
    assert len(long.instance.encode()) <= 63
    assert len(("table=" + long.name).encode()) <= 255
    for bad in ("", "  ", "\x00"):
        with pytest.raises(ValueError):
            TableAdvertiser(bad, 4242, interfaces=LOOPBACK)
    for port in (0, 70000, True):
        with pytest.raises(ValueError):
            TableAdvertiser("T", port, interfaces=LOOPBACK)
    with pytest.raises(ValueError):
        TableAdvertiser("T", 4242, interfaces=LOOPBACK, host_address="::1")


def test_advertiser_lifecycle_errors():
    adv = TableAdvertiser("T", 4242, interfaces=LOOPBACK)
    with pytest.raises(RuntimeError):
        adv.update(seats_taken=1)
    assert adv.wait_published(0.1) is False
    adv.stop()  # never started: fine
    adv.stop()
    with pytest.raises(RuntimeError):
        adv.start(1, 10, False, False)
    adv.update(seats_taken=2)  # after stop: ignored
    with pytest.raises(ValueError):
        TableAdvertiser("T", 4242, interfaces=LOOPBACK).start(11, 10, False, False)


# --------------------------------------------------------------------------- loopback


def test_table_appears_changes_and_goes(qtbot, browser, make_advertiser):
    name = unique("Ann's table")
    adv = make_advertiser(name, port=45678)
    threads = []
    browser.tableAppeared.connect(lambda t: threads.append(threading.current_thread()))

    with qtbot.waitSignal(
        browser.tableAppeared, timeout=WAIT_MS, check_params_cb=lambda t: t.name == name
    ) as appeared:
        adv.start(seats_taken=3, seats_total=15, password=True, running=False)
    table = appeared.args[0]
    assert table.instance == adv.instance
    assert table.host == "127.0.0.1"
    assert table.port == 45678
    assert table.proto == PROTO_VERSION
    assert (table.seats_taken, table.seats_total) == (3, 15)
    assert table.password is True
    assert table.running is False
    assert ours(browser, name) == [table]
    assert threads and all(t is threading.main_thread() for t in threads)

    with qtbot.waitSignal(
        browser.tableChanged,
        timeout=WAIT_MS,
        check_params_cb=lambda t: t.instance == adv.instance and t.seats_taken == 4,
    ) as changed:
        adv.update(seats_taken=4)
    assert changed.args[0].running is False

    with qtbot.waitSignal(
        browser.tableChanged,
        timeout=WAIT_MS,
        check_params_cb=lambda t: t.instance == adv.instance and t.running,
    ) as changed:
        adv.update(running=True, password=False)
    assert changed.args[0] == dataclasses.replace(
        table, seats_taken=4, running=True, password=False
    )
    assert ours(browser, name) == [changed.args[0]]

    with qtbot.waitSignal(
        browser.tableGone, timeout=WAIT_MS, check_params_cb=lambda i: i == adv.instance
    ):
        adv.stop()
    assert ours(browser, name) == []
    adv.stop()  # idempotent


def test_same_table_name_twice(qtbot, browser, make_advertiser):
    name = unique("Game night")
    first = make_advertiser(name, port=40001)
    second = make_advertiser(name, port=40002)
    first.start(1, 10, False, False)
    second.start(2, 12, True, False)
    qtbot.waitUntil(lambda: len(ours(browser, name)) == 2, timeout=WAIT_MS)
    found = {t.instance: t for t in ours(browser, name)}
    assert set(found) == {first.instance, second.instance}
    assert found[first.instance].port == 40001
    assert found[second.instance].seats_total == 12


def test_garbage_txt_is_skipped(qtbot, browser, make_advertiser, caplog):
    caplog.set_level(logging.DEBUG, logger="netproto.discovery")
    tag = uuid.uuid4().hex[:8]
    garbage = {
        f"Garbage utf8 {tag}": b"\x07proto=1\x0ctable=\xff\xfe\xfd\xfc\xfb\x0aseats=3/15",
        f"Garbage seats {tag}": {**GOOD_TXT, "seats": "many/few"},
        f"Garbage empty {tag}": b"",
    }
    appeared = []
    browser.tableAppeared.connect(appeared.append)
    zc = Zeroconf(interfaces=LOOPBACK)
    try:
        for instance, txt in garbage.items():
            info = raw_info(instance, txt, port=40021)
            zc.register_service(info, cooperating_responders=True)

        def all_skipped():
            text = "\n".join(r.getMessage() for r in caplog.records)
            return all(f"skipping service '{g}." in text for g in garbage)

        qtbot.waitUntil(all_skipped, timeout=WAIT_MS)
        # the browser still works
        name = unique("After garbage")
        with qtbot.waitSignal(
            browser.tableAppeared, timeout=WAIT_MS, check_params_cb=lambda t: t.name == name
        ):
            make_advertiser(name).start(0, 8, False, False)
    finally:
        zc.close()
    listed = {t.instance for t in browser.tables()} | {t.instance for t in appeared}
    assert not listed & set(garbage)


def test_browser_start_stop_idempotent(qtbot):
    b = TableBrowser(interfaces=LOOPBACK)
    b.stop()  # before start
    b.start()
    b.start()
    assert b.is_running()
    b.stop()
    b.stop()
    assert not b.is_running()
    assert b.tables() == []


# --------------------------------------------------------------------------- two hosts

ADVERTISE = """
import json, sys
from netproto import discovery
from netproto.discovery import TableAdvertiser
name, port, address = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if len(sys.argv) > 4:  # force the instance tag
    discovery._new_suffix = lambda *_: sys.argv[4]
adv = TableAdvertiser(name, port, interfaces=[address])
adv.start(seats_taken=2, seats_total=10, password=False, running=False)
print(json.dumps({"published": adv.wait_published(timeout=20), "instance": adv.instance}),
      flush=True)
sys.stdin.read()  # until the test closes our stdin
adv.stop()
"""

BROWSE = """
import dataclasses, json, sys
from PySide6.QtCore import QCoreApplication, QTimer
from netproto.discovery import TableBrowser
want, address, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
app = QCoreApplication([])
found = []
browser = TableBrowser(interfaces=[address])
def appeared(table):
    if table.name == want:
        found.append(dataclasses.asdict(table))
        app.quit()
browser.tableAppeared.connect(appeared)
QTimer.singleShot(int(seconds * 1000), app.quit)
browser.start()
app.exec()
browser.stop()
print(json.dumps({"found": found[0] if found else None}), flush=True)
"""


def _ip(*args):
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20)


@pytest.fixture
def make_netns():
    """Creates network namespaces private to this test (deleted at teardown), or skips."""
    if shutil.which("ip") is None:
        pytest.skip("network-namespace tests need iproute2 (`ip`)")
    created = []
    tag = f"{os.getpid()}{uuid.uuid4().hex[:4]}"

    def make():
        ns = f"dnmafia-{tag}-{len(created)}"
        result = _ip("netns", "add", ns)
        if result.returncode != 0:
            pytest.skip(
                "network-namespace tests need `ip netns add` (root / CAP_SYS_ADMIN): "
                + result.stderr.strip()
            )
        created.append(ns)
        _setup(("-n", ns, "link", "set", "lo", "up"))
        return ns

    try:
        yield make
    finally:
        for ns in created:
            _ip("netns", "del", ns)


def _setup(step):
    result = _ip(*step)
    if result.returncode != 0:
        pytest.skip(f"could not set up the test network (ip {' '.join(step)}): "
                    + result.stderr.strip())


@pytest.fixture
def lan_pair(make_netns):
    """Two namespaces joined by a veth pair: 10.77.0.1 <-> 10.77.0.2."""
    ns_a, ns_b = make_netns(), make_netns()
    tag = uuid.uuid4().hex[:8]
    veth_a, veth_b = f"dnma{tag}", f"dnmb{tag}"  # at most 15 characters
    for step in [
        ("-n", ns_a, "link", "add", veth_a, "type", "veth", "peer", "name", veth_b,
         "netns", ns_b),
        ("-n", ns_a, "addr", "add", "10.77.0.1/24", "dev", veth_a),
        ("-n", ns_b, "addr", "add", "10.77.0.2/24", "dev", veth_b),
        ("-n", ns_a, "link", "set", veth_a, "multicast", "on", "up"),
        ("-n", ns_b, "link", "set", veth_b, "multicast", "on", "up"),
        ("-n", ns_a, "route", "add", "224.0.0.0/4", "dev", veth_a),
        ("-n", ns_b, "route", "add", "224.0.0.0/4", "dev", veth_b),
    ]:
        _setup(step)
    return ns_a, ns_b


def _in_netns(ns, script, *args, **kwargs):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        ["ip", "netns", "exec", ns, sys.executable, "-c", script, *map(str, args)],
        cwd=ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kwargs,
    )


def test_two_hosts_on_a_lan(lan_pair):
    ns_a, ns_b = lan_pair
    name = unique("LAN table")
    host = _in_netns(ns_a, ADVERTISE, name, 47001, "10.77.0.1", stdin=subprocess.PIPE)
    try:
        guest = _in_netns(ns_b, BROWSE, name, "10.77.0.2", 20)
        out, err = guest.communicate(timeout=40)
        assert guest.returncode == 0, err
        found = json.loads(out.strip().splitlines()[-1])["found"]
        assert found is not None, f"table not found from the other host; stderr: {err}"
        assert found["name"] == name
        assert found["host"] == "10.77.0.1"
        assert found["port"] == 47001
        assert (found["seats_taken"], found["seats_total"]) == (2, 10)
        assert found["password"] is False and found["running"] is False
        host_report = json.loads(host.stdout.readline())
        assert host_report["published"] is True
        assert found["instance"] == host_report["instance"]
    finally:
        try:
            host.communicate(input="", timeout=20)
        except subprocess.TimeoutExpired:
            host.kill()
            host.communicate()
    assert host.returncode == 0


CLASH = """
import dataclasses, json, sys
from PySide6.QtCore import QCoreApplication, QTimer
from netproto import discovery
from netproto.discovery import TableAdvertiser, TableBrowser
name, address, suffix = sys.argv[1], sys.argv[2], sys.argv[3]
discovery._new_suffix = lambda *_: suffix  # the same tag as the other host's table
app = QCoreApplication([])
adv = TableAdvertiser(name, 47012, interfaces=[address])
adv.start(1, 10, False, False)
published = adv.wait_published(timeout=20)
# Browse only once our table is up, so that this host has one zeroconf socket while
# probing (a second one could take the other host's unicast answer to our probe).
browser = TableBrowser(interfaces=[address])
def check():
    if len([t for t in browser.tables() if t.name == name]) == 2:
        app.quit()
timer = QTimer(interval=50, timeout=check)
timer.start()
QTimer.singleShot(20000, app.quit)
browser.start()
app.exec()
tables = [dataclasses.asdict(t) for t in browser.tables() if t.name == name]
browser.stop()
adv.stop()
print(json.dumps({"published": published, "instance": adv.instance, "tables": tables}))
"""


def test_instance_name_conflict_is_renamed(lan_pair):
    """Two hosts whose tables get the same name and tag: the second to come is renamed
    (allow_name_change) and both tables are visible."""
    ns_a, ns_b = lan_pair
    name = unique("Clash")
    host = _in_netns(ns_a, ADVERTISE, name, 47011, "10.77.0.1", "abcd", stdin=subprocess.PIPE)
    try:
        first = json.loads(host.stdout.readline())
        assert first == {"published": True, "instance": f"{name} [abcd]"}
        guest = _in_netns(ns_b, CLASH, name, "10.77.0.2", "abcd")
        out, err = guest.communicate(timeout=45)
        assert guest.returncode == 0, err
        report = json.loads(out.strip().splitlines()[-1])
    finally:
        try:
            host.communicate(input="", timeout=20)
        except subprocess.TimeoutExpired:
            host.kill()
            host.communicate()
    assert report["published"] is True
    second = report["instance"]
    assert second != first["instance"] and second.startswith(f"{name} [abcd]")
    seen = sorted((t["instance"], t["host"], t["port"]) for t in report["tables"])
    assert seen == sorted([(first["instance"], "10.77.0.1", 47011), (second, "10.77.0.2", 47012)])


FIND_AND_JOIN = """
import json, sys
from PySide6.QtCore import QCoreApplication, QTimer
from netproto.discovery import TableBrowser
from netproto.qt_client import QtTableClient
want, address, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
app = QCoreApplication([])
result = {"found": None, "welcome": None, "view": None}
browser = TableBrowser(interfaces=[address])
client = QtTableClient("Guest", reconnect=False)
def appeared(table):
    if table.name == want and result["found"] is None:
        result["found"] = {"host": table.host, "port": table.port}
        client.connect_to(table.host, table.port)
def welcomed(table):
    result["welcome"] = table
def viewed(view):
    result["view"] = {"kind": view.get("kind"), "me": view.get("me"),
                      "seats": view.get("seats")}
    app.quit()
browser.tableAppeared.connect(appeared)
client.welcomed.connect(welcomed)
client.viewChanged.connect(viewed)
QTimer.singleShot(int(seconds * 1000), app.quit)
browser.start()
app.exec()
browser.stop()
client.close()
print(json.dumps(result), flush=True)
"""


@pytest.mark.timeout(90)
def test_a_client_on_another_host_finds_and_joins_the_table(lan_pair, tmp_path):
    """The whole LAN path: a headless host advertises in one namespace; a client in the
    other finds it by zeroconf and takes a seat over TCP across the veth link."""
    ns_a, ns_b = lan_pair
    name = unique("Join table")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "DNMAFIA_DATA_DIR": str(tmp_path)}
    host = subprocess.Popen(
        ["ip", "netns", "exec", ns_a, sys.executable, "-m", "desktop.cli", "host",
         "--headless", "--port", "0", "--interface", "10.77.0.1", "--table", name,
         "--players", "7"],
        cwd=ROOT, env=env, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE)
    try:
        line = host.stdout.readline()
        assert line.startswith("listening on 10.77.0.1:"), line + host.stderr.read()
        guest = _in_netns(ns_b, FIND_AND_JOIN, name, "10.77.0.2", 30)
        out, err = guest.communicate(timeout=60)
        assert guest.returncode == 0, err
        result = json.loads(out.strip().splitlines()[-1])
        assert result["found"] is not None, f"the table was not found; stderr: {err}"
        assert result["found"]["host"] == "10.77.0.1"
        assert result["welcome"]["name"] == name
        assert result["view"]["kind"] == "lobby"
        assert result["view"]["me"] == "Guest"
        assert [s["name"] for s in result["view"]["seats"]] == ["Guest"]
    finally:
        host.terminate()
        try:
            out, _ = host.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            host.kill()
            raise
    assert host.returncode == 0
    assert "stopped" in out
