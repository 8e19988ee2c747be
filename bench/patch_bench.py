"""Views as changes: the host's own diff (``netproto.view_patch``) against the
``jsonpatch`` package, on the real views of a 15-seat table whose players chat and vote.

Collects a seat's successive views (in-process ``LocalClient`` s, no sockets), then times
building each patch and applying it with both, and prints the median patch and view sizes
(msgpack frames). ``jsonpatch`` is optional (the test extra): without it only the own diff
is timed. Prints, as its last line, ``own_diff_median_us: X``.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import msgpack  # noqa: E402

from netproto.inprocess import LocalClient  # noqa: E402
from netproto.messages import ActMessage, PatchMessage  # noqa: E402
from netproto.session import TableConfig, TableSession  # noqa: E402
from netproto.view_patch import apply_patch, make_patch  # noqa: E402

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal",
         "Ivy", "Jon", "Kim", "Lea", "Max", "Ned", "Oli")


def collect(changes: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    session = TableSession(TableConfig(reserved=NAMES, seed=1, write_log=False,
                                       rate_burst=1e9), clock=lambda: 0.0)
    clients = []
    for name in NAMES:
        client = LocalClient(session)
        client.hello(name, patches=True)
        clients.append(client)
    conn = session.conns[clients[0].conn]
    pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    inner = conn.deliver

    def deliver(message: Any) -> None:
        before = conn_view[0]
        inner(message)
        if isinstance(message, PatchMessage) and before is not None:
            pairs.append((before, conn.sent_view))
        conn_view[0] = conn.sent_view

    conn_view: list[Any] = [conn.sent_view]
    conn.deliver = deliver
    for i in range(changes):
        clients[i % len(clients)].request(ActMessage.of(
            "say", text=f"message number {i} about the vote"))
    return pairs


def timed(function: Any, *args: Any) -> float:
    start = time.perf_counter()
    function(*args)
    return (time.perf_counter() - start) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--changes", type=int, default=300)
    args = parser.parse_args()
    pairs = collect(args.changes)
    wire = [(msgpack.unpackb(msgpack.packb(a), raw=False),
             msgpack.unpackb(msgpack.packb(b), raw=False)) for a, b in pairs]
    own = [timed(make_patch, a, b) for a, b in pairs]
    patches = [make_patch(a, b) for a, b in pairs]
    own_apply = [timed(apply_patch, a, ops) for (a, _), ops in zip(wire, patches, strict=True)]
    patch_bytes = [len(msgpack.packb({"t": "patch", "version": 0, "base": 0, "ops": ops}))
                   for ops in patches]
    view_bytes = [len(msgpack.packb({"t": "view", "version": 0, "view": b})) for _, b in pairs]
    print(f"patch bench: {len(pairs)} successive views of one seat at a 15-seat table")
    print(f"own diff: median {statistics.median(own):.0f} us, max {max(own):.0f} us; "
          f"own apply: median {statistics.median(own_apply):.0f} us")
    print(f"median patch {statistics.median(patch_bytes):.0f} B, median full view "
          f"{statistics.median(view_bytes):.0f} B")
    try:
        import jsonpatch
    except ImportError:
        print("jsonpatch: not installed (the test extra); not compared")
    else:
        theirs = [timed(jsonpatch.make_patch, a, b) for a, b in wire]
        their_ops = [jsonpatch.make_patch(a, b).patch for a, b in wire]
        their_apply = [timed(jsonpatch.apply_patch, copy.deepcopy(a), ops)
                       for (a, _), ops in zip(wire, patches, strict=True)]
        their_bytes = [len(msgpack.packb({"t": "patch", "version": 0, "base": 0, "ops": ops}))
                       for ops in their_ops]
        print(f"jsonpatch {jsonpatch.__version__} make_patch: median "
              f"{statistics.median(theirs):.0f} us, max {max(theirs):.0f} us; its apply "
              f"(on a deep copy, as it changes its input): median "
              f"{statistics.median(their_apply):.0f} us; its median patch "
              f"{statistics.median(their_bytes):.0f} B")
    print(f"own_diff_median_us: {statistics.median(own):.0f}")


if __name__ == "__main__":
    main()
