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
