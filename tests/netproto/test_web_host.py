"""The web seat server in the host console's table (``HostedTable``): served on the port
asked for or, that one taken, on a free one; its address in table info; off when asked;
closed with the table; and random bytes from many links at once disturb neither the
table nor the server.
"""

from __future__ import annotations

import random
import socket
import threading
from typing import Any

import pytest

from netproto.hosting import HostedTable
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage
from netproto.seal_key import KEY_FILE, host_seal_key
from netproto.session import TableConfig
from tests.netproto.web_wire import get

pytestmark = pytest.mark.timeout(60)


def _table(**kwargs: Any) -> HostedTable:
    config = TableConfig(name="Web table", max_seats=7, write_log=False)
    return HostedTable.create(config, ["127.0.0.1"], advertise=False, **kwargs)


def _in_thread(qtbot: Any, work) -> Any:
    """Blocking client work off the Qt thread, while the host's loop runs."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)
    if "error" in out:
        raise out["error"]
    return out.get("value")


def _web_port(hosted: HostedTable) -> int:
    url = hosted.session.table_info()["web"]
    assert url is not None and url.startswith("http://127.0.0.1:"), url
    address, _, fragment = url.partition("#")  # the code's key: the phones are sealed
    assert address.endswith("/") and fragment.startswith("k="), url
    return int(address.removeprefix("http://127.0.0.1:").rstrip("/"))


def test_served_on_its_port_with_the_address_in_table_info(qtbot: Any) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    hosted = _table(web_port=free)
    try:
        assert hosted.web_error is None
        assert _web_port(hosted) == free
        status, _head, _body = _in_thread(qtbot, lambda: get(free, "/ws"))
        assert status == 400  # a request answered by the web seat server, not an upgrade
    finally:
        hosted.close()
    with pytest.raises(OSError):  # closed with the table
        socket.create_connection(("127.0.0.1", free), timeout=2).close()


def test_a_taken_port_falls_back_to_a_free_one(qtbot: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        hosted = _table(web_port=port)
        try:
            assert hosted.web_error is None
            assert _web_port(hosted) != port
        finally:
            hosted.close()


def test_a_damaged_sealing_key_is_said_and_kept(qtbot: Any, tmp_path, monkeypatch) -> None:
    """The phones' key file damaged: the page is not served (a phone could not be sealed,
    and a new key would silently void every printed code); the host says why and where;
    the table plays on, and the file is left for the host to look at."""
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    (tmp_path / KEY_FILE).write_text("{not json")
    hosted = _table(web_port=0)
    try:
        assert hosted.session.table_info()["web"] is None
        assert hosted.web_error is not None and "damaged" in hosted.web_error
        assert str(tmp_path / KEY_FILE) in hosted.web_error
    finally:
        hosted.close()
    assert (tmp_path / KEY_FILE).read_text() == "{not json"


def test_the_key_is_made_once_and_the_address_carries_it(qtbot: Any, tmp_path,
                                                         monkeypatch) -> None:
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    hosted = _table(web_port=0)
    try:
        url = hosted.session.table_info()["web"]
        assert url.endswith("#" + host_seal_key(tmp_path / KEY_FILE).fragment)
    finally:
        hosted.close()


def test_off_when_asked(qtbot: Any) -> None:
    hosted = _table(web=False)
    try:
        assert hosted.session.table_info()["web"] is None and hosted.web_error is None
    finally:
        hosted.close()


def test_random_bytes_from_many_links_disturb_nobody(qtbot: Any) -> None:
    hosted = _table(web_port=0)
    port = _web_port(hosted)
    seat = LocalClient(hosted.session)
    try:
        seat.hello("Ann")
        rng = random.Random(17)
        junk = [rng.randbytes(rng.randrange(1, 3000)) for _ in range(40)]
        junk += [b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 b"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n"
                 b"\r\n" + rng.randbytes(500) for _ in range(20)]

        def flood() -> None:
            for data in junk:
                with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
                    sock.sendall(data)
                    sock.shutdown(socket.SHUT_WR)  # all it will say: the host must not wait
                    try:
                        while sock.recv(65536):
                            pass
                    except OSError:
                        pass  # closed or reset by the host: that is its answer

        _in_thread(qtbot, flood)
        web = hosted.host.companions[0]
        qtbot.waitUntil(lambda: web.sockets() == 0, timeout=10000)
        status, _head, _body = _in_thread(qtbot, lambda: get(port, "/ws"))
        assert status == 400
        # the table still answers, as before
        answer = seat.request(ActMessage.of("say", text="still here"))
        assert answer is not None and answer.code == "not_started", answer
        assert hosted.session.connected("Ann")
    finally:
        seat.bye()
        hosted.close()
