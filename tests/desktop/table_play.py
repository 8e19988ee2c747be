"""A human's move in the end-to-end table tests: one legal action of his own view, sent
as his window sends it (a target from the action's list, a lawyer strike's role from the
roles the window offers)."""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any


def play_a_little(panel: Any, rng: random.Random, *, only: Collection[str] | None = None,
                  skip: Collection[str] = ()) -> None:
    view = panel.view or {}
    rows = [r for r in view.get("actions") or [] if r.get("legal")
            and (only is None or r["action"] in only) and r["action"] not in skip]
    if not rows:
        return
    row = rng.choice(rows)
    fields = {"target": rng.choice(row["targets"])} if row.get("targets") else {}
    if row.get("roles"):
        fields["role"] = rng.choice(row["roles"])
    panel.send(row["action"], **fields)


def player_windows(app: Any, qtbot: Any, session: Any, names: Collection[str]) -> dict[str, Any]:
    """A shown player window for each of ``names``, each on its own in-process link."""
    from desktop.link import LocalTableClient
    from desktop.seat.window import PlayerWindow

    windows = {}
    for name in names:
        window = PlayerWindow(app, LocalTableClient(session, name))
        qtbot.addWidget(window)
        window.show()
        windows[name] = window
    return windows


def start_and_wait(qtbot: Any, session: Any, windows: dict[str, Any]) -> dict[str, Any]:
    """Start the game and wait until every window shows its player's view: their panels."""
    session.start()
    panels = {name: w.panel for name, w in windows.items()}
    qtbot.waitUntil(lambda: all((p.view or {}).get("kind") == "player"
                                for p in panels.values()))
    return panels
