"""Web seats under a steady load: the 20 connections of ``bench/web_bench.py`` (10 browsers
over WebSocket, sealed as pages from the QR code are, and 10 TCP clients) each acting 9
times a second (under the table's 10/s rate limit) for a while, with full views; measured:
the time from an act until all 20 connections hold a view showing it (p50/p99), acts not
answered, and the host's bytes per act per connection. ``--unsealed`` runs the same with
the browsers unsealed (the host allows it): the sealing's cost is the difference.

    python bench/web_load.py [--seconds 10] [--unsealed]

Prints the figures and, as its last line, ``web_load_p50_ms: X``. Imports the project's
netproto (the page's sealing) and bench/web_bench.py only.
"""

from __future__ import annotations

import argparse
import random
import selectors
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from web_bench import NAMES, WEB, Client, pump, start_host  # noqa: E402

ACTS_PER_SECOND = 9.0
SETTLE_S = 3.0


class LoadClient(Client):
    """A client that reads its full views' chat lines: who has seen which act."""

    shown: dict[str, tuple[float, set[str]]] = {}  # chat text → (sent at, seen by)
    latencies: list[float] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seen_upto = -1
        self.pending: set[int] = set()

    def _take(self, message: dict[str, Any]) -> None:
        if message["t"] == "view":
            self._viewed(message["view"])
        elif message["t"] in ("ack", "refused"):
            self.pending.discard(message.get("seq"))
            return
        super()._take(message)
        self.inbox.clear()

    def _viewed(self, view: dict[str, Any]) -> None:
        events, first = view.get("events", []), view.get("events_from", 0)
        now = time.perf_counter()
        for k in range(max(0, self.seen_upto + 1 - first), len(events)):
            text = events[k].get("params", {}).get("text")
            entry = self.shown.get(text) if isinstance(text, str) else None
            if entry is not None:
                entry[1].add(self.name)
                if len(entry[1]) == len(NAMES):
                    self.latencies.append((now - entry[0]) * 1000)
                    del self.shown[text]
        self.seen_upto = first + len(events) - 1

    def say(self, count: int) -> None:
        text = f"{self.name} says {count}"
        self.shown[text] = (time.perf_counter(), set())
        self.act("say", text=text)
        self.pending.add(self.seq)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def run(seconds: float, sealed: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        extra = () if sealed else ("--allow-unsealed",)
        proc, tcp, web, key = start_host(Path(tmp), *extra)
        try:
            selector = selectors.DefaultSelector()
            clients = [LoadClient(n, web if n in WEB else tcp, n in WEB, key if sealed else None)
                       for n in NAMES]
            for c in clients:
                selector.register(c.sock, selectors.EVENT_READ, c)
            pump(selector, lambda: all(c.open for c in clients if c.web), 20, "handshakes")
            for c in clients:
                c.send({"t": "hello", "proto": 1, "app": "bench", "name": c.name,
                        "as": "player"})
            pump(selector, lambda: all(c.seen_upto >= 0 for c in clients), 30, "the start")
            settled = time.perf_counter() + 0.5  # the game's start settles
            pump(selector, lambda: time.perf_counter() > settled, 5, "the settling")
            rng = random.Random(1)
            start = time.perf_counter()
            due = [start + rng.random() / ACTS_PER_SECOND for _ in clients]
            count = sent = 0
            received_before = sum(c.bytes_in for c in clients)
            while time.perf_counter() - start < seconds:
                now = time.perf_counter()
                for i, c in enumerate(clients):
                    if now >= due[i]:
                        count += 1
                        c.say(count)
                        sent += 1
                        due[i] += 1 / ACTS_PER_SECOND
                wait = max(0.0, min(due) - time.perf_counter())
                for key_, _mask in selector.select(wait):
                    key_.data.on_readable()
            settle = time.perf_counter() + SETTLE_S
            while (LoadClient.shown or any(c.pending for c in clients)) \
                    and time.perf_counter() < settle:
                for key_, _mask in selector.select(0.05):
                    key_.data.on_readable()
            received = sum(c.bytes_in for c in clients) - received_before
            return {"sent": sent, "unanswered": sum(len(c.pending) for c in clients),
                    "not_shown": len(LoadClient.shown), "latencies": list(LoadClient.latencies),
                    "bytes_per_act": received / max(sent, 1) / len(clients)}
        finally:
            proc.terminate()
            proc.wait(10)
            LoadClient.shown.clear()
            LoadClient.latencies.clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--unsealed", action="store_true",
                        help="the browsers without the host's key (the host allows it)")
    args = parser.parse_args()
    out = run(args.seconds, not args.unsealed)
    lat = out["latencies"]
    print(f"web load ({'unsealed' if args.unsealed else 'sealed'}): 20 connections "
          f"({len(WEB)} WebSocket + {20 - len(WEB)} TCP, full views) x "
          f"{ACTS_PER_SECOND:g} acts/s for {args.seconds:g} s: {out['sent']} acts, "
          f"unanswered {out['unanswered']}, not shown to all 20: {out['not_shown']}; "
          f"act -> all 20 views n={len(lat)} p50 {percentile(lat, 0.5):.1f} ms "
          f"p99 {percentile(lat, 0.99):.1f} ms; {out['bytes_per_act']:.0f} B per act "
          f"per connection")
    print(f"web_load_p50_ms: {percentile(lat, 0.5):.2f}")


if __name__ == "__main__":
    main()
