"""The ``dnmafia`` command line: one entry point with subcommands.

Owns argument parsing and dispatch only; each subcommand's work lives in its own package
(``dnmafia scenario`` → ``engine.scenario``). Imports what a subcommand needs lazily, so
that the rules tools start without Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dnmafia",
        description="DN Mafia: forum-style Mafia at one table (Death Note variant).",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    scenario = commands.add_parser(
        "scenario", help="play rule scenario files (TOML) on the engine and check them",
        description="Play each scenario file on the real engine, print its events and check "
        "its expectations. Exit status: 0 all hold, 1 one failed, 2 a file is malformed.",
    )
    scenario.add_argument("files", nargs="+", metavar="FILE.toml")
    host = commands.add_parser(
        "host", help="host a table on the LAN",
        description="Host a table: players on the LAN find it and join. Prints "
        "'listening on ADDR:PORT' once it accepts connections.",
    )
    from netproto.headless import add_arguments

    add_arguments(host)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "scenario":
        from engine.scenario import main as run_scenarios

        return run_scenarios(args.files)
    if args.command == "host":
        from netproto.headless import run

        return run(args)
    parser.print_help()
    print("\nThe desktop windows are not part of this version yet; the rules engine and "
          "its scenario runner are ready: try `dnmafia scenario tests/scenarios/*.toml`.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
