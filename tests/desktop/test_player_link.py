"""The desktop player window on a bad link (issue 28, issue 33 item 5): a headless host in
a subprocess is frozen (SIGSTOP) — the window shows the link lost within 6 s (the real
timings); a nomination clicked into the frozen link shows «sending…», then «waiting for
the link», and is applied once when the host wakes (it comes on the old connection and
again, under its id, on the new one); the host quitting is said in the window, which
stops reconnecting.

Network: 127.0.0.1, no LAN advertising, no web page.
"""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.seat.window import PlayerWindow
from netproto.qt_client import QtTableClient
from tests.netproto.wire_client import Host

pytestmark = pytest.mark.timeout(90)

TABLE = Path(__file__).resolve().parents[1] / "web" / "dn_table.toml"  # Ann: Kira, 7 bots
DETECT_S = 6.0


@pytest.fixture
def host(tmp_path):
    host = Host(tmp_path, "--port", "0", "--no-advertise", "--no-web", "--scenario",
                str(TABLE), "--bots", "7")
    yield host
    host.proc.send_signal(signal.SIGCONT)
    host.stop()


@pytest.fixture
def window(app, qtbot, host):
    client = QtTableClient("Ann")
    client.connect_to("127.0.0.1", host.port())
    window = PlayerWindow(app, client)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: (window.panel.view or {}).get("kind") == "player", timeout=15_000)
    qtbot.waitUntil(lambda: "nominate" in window.panel.action_rows, timeout=5_000)
    yield window
    window.close()
    qtbot.wait(100)


def nominations(data_dir: Path) -> list[dict]:
    [log] = data_dir.rglob("*.dnlog")
    records = [json.loads(line.rpartition("\t")[0])
               for line in log.read_text(encoding="utf-8").splitlines()[1:]]
    return [r for r in records
            if r.get("t") == "act" and r.get("do") == "nominate" and r.get("by") == "Ann"]


def test_the_host_frozen_shows_the_link_lost_within_6_s_and_a_click_meanwhile_goes_once(
        qtbot, host, window):
    connection = window.connection
    assert "Connected" in connection.text()
    host.proc.send_signal(signal.SIGSTOP)
    frozen_at = time.monotonic()
    # clicked into the frozen link before anybody knows: sent, not answered
    row = window.panel.action_rows["nominate"]
    row.targets.setCurrentText("Dan")
    qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
    assert window.outbox.isVisible()
    assert window.outbox.text() == "nomination: Dan — sending…"
    qtbot.waitUntil(lambda: "Connection lost" in connection.text(),
                    timeout=int(DETECT_S * 1000))
    detected = time.monotonic() - frozen_at
    assert detected < DETECT_S
    # the link is known dead: the act waits to go again, and the window says so (it also
    # reaches the host on the old connection when it wakes: applied once all the same)
    assert window.outbox.text() == "nomination: Dan — waiting for the link"
    qtbot.wait(3_000)  # still frozen: still lost, still waiting; nothing refused
    assert "Connection lost" in connection.text()
    assert window.link.pending_acts()[0].message.do.value == "nominate"
    woke_at = time.monotonic()
    host.proc.send_signal(signal.SIGCONT)
    qtbot.waitUntil(lambda: "Connected" in connection.text(), timeout=10_000)
    reconnected = time.monotonic() - woke_at
    qtbot.waitUntil(lambda: not window.outbox.isVisible(), timeout=5_000)
    qtbot.waitUntil(lambda: "Accepted — nomination: Dan." in window.panel.feedback.text(),
                    timeout=5_000)
    assert [r["target"] for r in nominations(host.data_dir)] == ["Dan"]
    print(f"desktop, frozen host: detected in {detected:.1f} s, back {reconnected:.1f} s "
          f"after SIGCONT")


def test_the_host_quitting_is_said_and_the_window_stops_reconnecting(qtbot, host, window):
    host.proc.send_signal(signal.SIGTERM)
    host.proc.wait(10)
    qtbot.waitUntil(lambda: window.link.state.value == "closed", timeout=5_000)
    said = "The host's program has quit; the table is closed."
    assert said in window.connection.text()
    assert window.panel.banner.isVisible() and window.panel.banner.text() == said
    qtbot.wait(1_500)
    assert window.link.state.value == "closed"  # no "reconnecting…" for minutes
    # an act now is refused at once, with the same words
    row = window.panel.action_rows["nominate"]
    row.targets.setCurrentText("Dan")
    with qtbot.waitSignal(window.panel.answerShown, timeout=2_000) as answer:
        qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
    assert answer.args == [False, f"Nominate refused: {said}"]
