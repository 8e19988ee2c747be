"""The link's figures (issue 28), for the browser seat and the desktop client alike: the
time from the host freezing (SIGSTOP) to the client showing its link lost, the time from
the host waking (SIGCONT) to the client welcomed again, and an act's round trip (a chat
message: sent → answered, the outbox empty again).

The host is the real headless host (``dnmafia host --headless``, a subprocess on
127.0.0.1, the table of tests/web/dn_table.toml with seven bots; Ann is the client). The
browser is Debian's chromium through Playwright (the page's root ``data-link`` and
``data-pending``); the desktop client is ``netproto.qt_client.QtTableClient`` in this
process. Prints each figure and, as its last line, ``link_detect_max_s: X``.

    python bench/link_bench.py [--rounds N] [--acts N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tools.link_screenshots import Host  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ROUND_TRIP_JS = """async (text) => {
  const seat = window.dnmafiaSeat;
  const start = performance.now();
  seat.act("say", { text });
  while (document.documentElement.dataset.pending !== "0") {
    await new Promise((done) => setTimeout(done, 1));
  }
  return performance.now() - start;
}"""


def _wait(condition, seconds: float = 20.0, step: float = 0.02) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("no answer")
        time.sleep(step)


def web(rounds: int, acts: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    out: dict[str, list[float]] = {"detect": [], "reconnect": [], "act_ms": []}
    host = Host()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM,
                                        args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
            page.goto(host.url)
            page.fill("input[name=name]", "Ann")
            page.click("button[data-join=player]")
            page.wait_for_selector("html[data-link=online][data-pending='0'] [data-cover]")
            link = lambda: page.evaluate("document.documentElement.dataset.link")  # noqa: E731
            for number in range(acts):
                out["act_ms"].append(page.evaluate(ROUND_TRIP_JS, f"web {number}"))
            for _ in range(rounds):
                page.wait_for_timeout(1000)
                host.signal(signal.SIGSTOP)
                frozen = time.monotonic()
                _wait(lambda: link() != "online")
                out["detect"].append(time.monotonic() - frozen)
                host.signal(signal.SIGCONT)
                woke = time.monotonic()
                _wait(lambda: link() == "online")
                out["reconnect"].append(time.monotonic() - woke)
            browser.close()
    finally:
        host.stop()
    return out


def desktop(rounds: int, acts: int) -> dict[str, list[float]]:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from netproto.messages import ActMessage
    from netproto.qt_client import QtTableClient

    app = QCoreApplication.instance() or QCoreApplication(["link_bench"])
    assert app is not None

    def spin(condition, seconds: float = 20.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("no answer")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            time.sleep(0.001)

    out: dict[str, list[float]] = {"detect": [], "reconnect": [], "act_ms": []}
    host = Host(web=False)
    try:
        client = QtTableClient("Ann")
        answered: list[int] = []
        client.acked.connect(answered.append)
        client.connect_to("127.0.0.1", host.port)
        spin(lambda: (client.view or {}).get("kind") == "player")
        for number in range(acts):
            start = time.perf_counter()
            seq = client.request(ActMessage.of("say", text=f"desktop {number}"))
            spin(lambda s=seq: s in answered)
            out["act_ms"].append((time.perf_counter() - start) * 1000)
        for _ in range(rounds):
            quiet_until = time.monotonic() + 1.0  # the link settles between freezes
            spin(lambda t=quiet_until: time.monotonic() > t)
            host.signal(signal.SIGSTOP)
            frozen = time.monotonic()
            spin(lambda: client.state.value != "connected")
            out["detect"].append(time.monotonic() - frozen)
            host.signal(signal.SIGCONT)
            woke = time.monotonic()
            spin(lambda: client.state.value == "connected")
            out["reconnect"].append(time.monotonic() - woke)
        client.close()
    finally:
        host.stop()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="freezes per client")
    parser.add_argument("--acts", type=int, default=20, help="acts timed per client")
    args = parser.parse_args(argv)
    detect_max = 0.0
    for name, run in (("web", web), ("desktop", desktop)):
        figures = run(args.rounds, args.acts)
        acts = figures["act_ms"]
        print(f"{name}_act_round_trip_ms: median {statistics.median(acts):.1f} "
              f"max {max(acts):.1f} ({len(acts)} acts)")
        print(f"{name}_dead_link_shown_s: " + " ".join(f"{x:.2f}" for x in figures["detect"]))
        print(f"{name}_back_after_host_wakes_s: "
              + " ".join(f"{x:.2f}" for x in figures["reconnect"]))
        detect_max = max(detect_max, *figures["detect"])
    print(f"link_detect_max_s: {detect_max:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
