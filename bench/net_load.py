"""The load mode of ``bench/net_bench.py``: 15 seats and 5 spectators on 127.0.0.1 each
acting 9 times a second (under the table's 10/s rate limit, which stays on) for a while.

The host runs in the bench's own process; the 20 clients (``QtTableClient``) run in a
child process (``--clients``), so that their decoding does not sit in the host's event
loop. Seats say something in the game chat; a spectator's act is refused (``spectator``)
but answered all the same. Measured: drops (a client's link going to ``reconnecting``),
lost answers (acts never answered, or answered ``connection_lost``), the time from an act
until all 20 connections hold a view showing it (p50/p99, in the clients' process), and
the host's bytes written per act per connection (``bytesWritten`` of every socket),
with the clients asking for patches and without. Imports the project's netproto only.
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from bench.net_bench import DEAL, LOCALHOST, NAMES, SPECTATORS  # noqa: E402 - the same table
from netproto.messages import ActMessage  # noqa: E402
from netproto.qt_client import QtTableClient  # noqa: E402
from netproto.qt_host import QtTableHost  # noqa: E402
from netproto.session import TableConfig, TableSession  # noqa: E402

ACTS_PER_SECOND = 9.0
SETTLE_S = 3.0  # at most, after the load: answers and views still on their way


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def run_loop(ms: int, done: Any = None) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    if done is not None:
        poll = QTimer()
        poll.timeout.connect(lambda: done() and loop.quit())
        poll.start(20)
    loop.exec()


# --------------------------------------------------------------------- the clients' side

class LoadClients:
    def __init__(self, port: int, patches: bool) -> None:
        self.clients = ([QtTableClient(n, patches=patches) for n in NAMES]
                        + [QtTableClient(f"Watcher{i}", spectator=True, patches=patches)
                           for i in range(SPECTATORS)])
        self.sent = 0
        self.pending: list[set[int]] = [set() for _ in self.clients]
        self.lost = 0  # answered connection_lost
        self.codes: dict[str, int] = {}
        self.drops = 0
        self.shown: dict[str, tuple[float, set[int]]] = {}  # chat text → (sent at, seen by)
        self.latencies: list[float] = []
        self.seen_upto = [-1] * len(self.clients)
        self.timers: list[QTimer] = []
        self.count = 0
        for i, client in enumerate(self.clients):
            client.acked.connect(lambda seq, i=i: self.pending[i].discard(seq))
            client.refused.connect(lambda seq, code, *_rest, i=i: self._refused(i, seq, code))
            client.stateChanged.connect(lambda state: state == "reconnecting"
                                        and self._dropped())
            client.viewChanged.connect(lambda _view, i=i: self._viewed(i))
            client.connect_to(LOCALHOST, port)

    def _dropped(self) -> None:
        self.drops += 1

    def _refused(self, i: int, seq: int, code: str) -> None:
        self.pending[i].discard(seq)
        self.codes[code] = self.codes.get(code, 0) + 1
        if code == "connection_lost":
            self.lost += 1

    def _viewed(self, i: int) -> None:
        view = self.clients[i].view or {}
        events, first = view.get("events", []), view.get("events_from", 0)
        now = time.perf_counter()
        for k in range(max(0, self.seen_upto[i] + 1 - first), len(events)):
            text = events[k].get("params", {}).get("text")
            entry = self.shown.get(text) if isinstance(text, str) else None
            if entry is not None:
                entry[1].add(i)
                if len(entry[1]) == len(self.clients):
                    self.latencies.append((now - entry[0]) * 1000)
                    del self.shown[text]
        self.seen_upto[i] = first + len(events) - 1

    def ready(self) -> bool:
        return all(c.view is not None and c.view.get("kind") in ("player", "public")
                   for c in self.clients)

    def _act(self, i: int) -> None:
        client = self.clients[i]
        if client.state.value != "connected":
            return
        self.count += 1
        text = f"{client.name} says {self.count}"
        if i < len(NAMES):
            self.shown[text] = (time.perf_counter(), set())
        seq = client.request(ActMessage.of("say", text=text))
        self.pending[i].add(seq)
        self.sent += 1

    def start(self) -> None:
        rng = random.Random(1)
        for i in range(len(self.clients)):
            timer = QTimer()
            timer.setInterval(int(1000 / ACTS_PER_SECOND))
            timer.timeout.connect(lambda i=i: self._act(i))
            QTimer.singleShot(rng.randrange(111), timer.start)
            self.timers.append(timer)

    def stop(self) -> None:
        for timer in self.timers:
            timer.stop()


def clients_main(port: int, seconds: float, patches: bool) -> None:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    load = LoadClients(port, patches)
    run_loop(30_000, load.ready)
    if not load.ready():
        raise SystemExit("net_load: the 20 clients did not all get a view")
    load.start()
    run_loop(int(seconds * 1000))
    load.stop()
    # until every act is answered and every line seen by all 20 (at most SETTLE_S)
    run_loop(int(SETTLE_S * 1000), lambda: not any(load.pending) and not load.shown)
    print(json.dumps({
        "sent": load.sent, "unanswered": sum(len(p) for p in load.pending),
        "connection_lost": load.lost, "codes": load.codes, "drops": load.drops,
        "latencies": load.latencies, "not_shown": len(load.shown),
        "patches_applied": sum(c.replica.patches for c in load.clients),
    }))
    for client in load.clients:
        client.close()
    run_loop(100)
    del app


# --------------------------------------------------------------------- the host's side

def run_load(seconds: float, patches: bool) -> dict[str, Any]:
    """One load run: the host here, the clients in a child process."""
    QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    config = TableConfig(name="net load", reserved=NAMES, seed=1, deal=dict(DEAL),
                         log_dir=Path(tempfile.mkdtemp(prefix="dnmafia-net-load-")))
    session = TableSession(config)
    host = QtTableHost(session)
    if not host.listen(LOCALHOST, 0):
        raise SystemExit(f"net_load: cannot listen: {host.error_text()}")
    written = [0]
    hooked: set[int] = set()

    def hook(_count: int = 0) -> None:
        for conn, socket in host.sockets.items():
            if conn not in hooked:
                hooked.add(conn)
                socket.bytesWritten.connect(lambda n: written.__setitem__(0, written[0] + n))

    host.connectionsChanged.connect(hook)
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--clients", str(host.port),
         str(seconds), "1" if patches else "0"], stdout=subprocess.PIPE, text=True)
    started = [0.0]

    def load_began() -> bool:  # bytes counted from the start of the acts on
        if not started[0] and all(c.greeted for c in session.conns.values()) \
                and len(session.conns) == len(NAMES) + SPECTATORS:
            started[0] = time.perf_counter()
            written[0] = 0
        return child.poll() is not None

    run_loop(int((seconds + 60) * 1000), load_began)
    out, _ = child.communicate(timeout=30)
    host.close()
    run_loop(50)
    result = json.loads(out.strip().splitlines()[-1])
    result["bytes"] = written[0]
    result["patches"] = patches
    return result


def report(result: dict[str, Any], seconds: float) -> str:
    lat = result["latencies"]
    acts = max(1, result["sent"])
    per = result["bytes"] / acts / (len(NAMES) + SPECTATORS)
    mode = "patches" if result["patches"] else "full views"
    return (f"load ({mode}): 20 connections x {ACTS_PER_SECOND:g} acts/s for {seconds:g} s: "
            f"{result['sent']} acts, drops {result['drops']}, lost answers "
            f"{result['unanswered'] + result['connection_lost']} (unanswered "
            f"{result['unanswered']}, connection_lost {result['connection_lost']}), answers "
            f"{result['codes'] or {}}, act -> all 20 views n={len(lat)} p50 "
            f"{percentile(lat, 50):.1f} ms p99 {percentile(lat, 99):.1f} ms max "
            f"{max(lat) if lat else float('nan'):.1f} ms (not shown to all 20: "
            f"{result['not_shown']}), host bytes per act per connection {per:.0f} B "
            f"({per / 1024:.2f} KiB), patches applied {result['patches_applied']}")


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--clients":
        clients_main(int(sys.argv[2]), float(sys.argv[3]), sys.argv[4] == "1")
    else:
        raise SystemExit("net_load: run through bench/net_bench.py --load SECONDS")
