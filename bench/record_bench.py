"""The group's record at scale: the database's size and the import time for 1,000 games.

Writes ``--games`` bot games (15 seats; half Death Note, half classic; every seat with a
player id; ``--own-roles``: all classic, dealt with the host's own jester and bodyguard of
examples/roles, kept whole in each log) as real logs (``record.sample``: the host's own
log writer), then times, each on a fresh database: the import of the folder (read,
CRC-check, replay every log on the engine, insert), a second import of the same folder
(every game known: nothing added), the scan of the saved games when nothing changed
(``sync``), and the figures with the ratings (no simulator). Prints each, and as its last
line ``record_import_<N>_s: X db_kb: Y``. Runs without Qt.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.rolebook import load_custom_roles  # noqa: E402
from record.sample import write_bot_games  # noqa: E402
from record.stats import figures  # noqa: E402
from record.store import Outcome, Record  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "roles"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games in all")
    parser.add_argument("--seats", type=int, default=15)
    parser.add_argument("--own-roles", action="store_true",
                        help="classic games with the example jester and bodyguard")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary)
        logs = root / "games"
        start = time.perf_counter()
        if args.own_roles:
            roles = sum((load_custom_roles(EXAMPLES / f"{word}.toml", "classic")
                         for word in ("jester", "bodyguard")), ())
            write_bot_games(logs, ["classic"], args.games, seats=args.seats, seed=13,
                            custom_roles=roles, role_counts={"jester": 1})
        else:
            half = args.games // 2
            write_bot_games(logs, ["deathnote"], args.games - half, seats=args.seats,
                            seed=11)
            write_bot_games(logs, ["classic"], half, seats=args.seats, seed=12)
        written = time.perf_counter() - start
        size = sum(p.stat().st_size for p in logs.iterdir())
        print(f"logs: {args.games} games, {size / 1024:.0f} KiB, written in {written:.1f} s")
        record = Record(root / "record.sqlite3")
        start = time.perf_counter()
        report = record.import_dir(logs)
        imported = time.perf_counter() - start
        assert report.count(Outcome.ADDED) == args.games, report.to_plain()
        print(f"import: {imported:.2f} s ({args.games / imported:.0f} games/s)")
        start = time.perf_counter()
        again = record.import_dir(logs)
        print(f"second import (all known): {time.perf_counter() - start:.2f} s")
        assert again.count(Outcome.KNOWN) == args.games
        start = time.perf_counter()
        assert record.sync(logs).notes == []  # the first import saw every file
        print(f"scan with nothing new: {(time.perf_counter() - start) * 1000:.0f} ms")
        start = time.perf_counter()
        result = figures(record)
        print(f"figures and ratings: {time.perf_counter() - start:.2f} s "
              f"({len(result.players)} players)")
        record.close()
        db_kb = (root / "record.sqlite3").stat().st_size / 1024
        print(f"database: {db_kb:.0f} KiB")
        print(f"record_import_{args.games}_s: {imported:.2f} db_kb: {db_kb:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
