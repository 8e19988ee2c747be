"""Table sessions made by a test and closed after it: ``tables`` gives a maker with the
test's defaults (a seed, the log folder, a clock)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from engine.options import Preset
from netproto.session import TableConfig, TableSession


@contextmanager
def tables(log_dir: Path, clock: Callable[[], float] | None = None,
           **defaults: Any) -> Iterator[Callable[..., TableSession]]:
    """A maker of table sessions (``make(**config)``, ``defaults`` filled in, a preset
    given by name taken as one), every one closed at the end."""
    made: list[TableSession] = []

    def make(**config: Any) -> TableSession:
        config = {"log_dir": log_dir, **defaults, **config}
        if isinstance(config.get("preset"), str):
            config["preset"] = Preset(config["preset"])
        session = (TableSession(TableConfig(**config)) if clock is None
                   else TableSession(TableConfig(**config), clock=clock))
        made.append(session)
        return session

    yield make
    for session in made:
        session.close()
