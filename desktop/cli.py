"""The ``dnmafia`` command line: one entry point with subcommands.

Owns argument parsing and dispatch only; each subcommand's work lives in its own package
(``dnmafia scenario`` → ``engine.scenario``, ``dnmafia simulate`` → ``bots.simulate``,
``dnmafia stats`` → ``record.cli``).
Imports what a subcommand needs lazily, so that the rules tools and the simulator start
without Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

# desktop.i18n.Language's values (importing it here would load Qt for every command)
LANGUAGES = ("ru", "en")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dnmafia",
        description="DN Mafia: forum-style Mafia at one table (Death Note variant). "
        "Without a command: the desktop app (launcher).",
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
    host.add_argument("--lang", choices=LANGUAGES,
                      default=None, help="the table's language: its bots chat in it "
                                         "(default: the app's language)")
    export = commands.add_parser(
        "export", help="write a finished game's story as a forum post",
        description="Write the story of a saved, finished game (roles, deaths, every vote, "
        "the notebook's path, the winners) as BBCode, Markdown or HTML.",
    )
    export.add_argument("game", nargs="?", default="latest",
                        help="the table id or file name of a saved game (default: the newest "
                             "finished one)")
    export.add_argument("--format", choices=["bbcode", "markdown", "html"], default="bbcode")
    export.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="the story's language (default: the app's)")
    export.add_argument("-o", "--output", help="write to this file (default: print)")
    simulate = commands.add_parser(
        "simulate", help="play bot-only games and print who wins how often",
        description="Play bot-only games on the engine (no windows, no network) and print "
        "each team's win rate with a 95% confidence interval, draws, the average game "
        "length and the most common causes of death. The figures depend on the bots' play. "
        "The same seed gives the same output whatever --jobs.",
    )
    from bots.simulate import add_arguments as add_simulate_arguments

    _add_narrate(commands)
    doctor = commands.add_parser(
        "doctor", help="check the installation and say what is wrong",
        description="Check what DN Mafia needs: versions, Qt's platform plugin (and missing "
        "system packages), the icons and translations, the config and data dirs, the saved "
        "games, LAN discovery on loopback and the web seat's port. Exit status: 0 all is "
        "well, 1 a check failed (the failing lines are repeated at the end).",
    )
    doctor.add_argument("--probe-qt", action="store_true", help=argparse.SUPPRESS)
    _add_stats(commands)

    add_simulate_arguments(simulate)
    return parser


def _add_narrate(commands: argparse._SubParsersAction) -> None:
    """``dnmafia narrate``."""
    narrate = commands.add_parser(
        "narrate", help="print what the narrator says in a saved game",
        description="Print the narration of a saved game (the public course of the game, "
        "made for the ear), each line with the game moment it is said at: for a host to "
        "read aloud.",
    )
    narrate.add_argument("game", nargs="?", default="latest",
                         help="a saved game's log file, table id or file name (default: "
                              "the newest finished one)")
    narrate.add_argument("--lang", choices=LANGUAGES, default=None,
                         help="the narration's language (default: the app's)")


def _add_stats(commands: argparse._SubParsersAction) -> None:
    """``dnmafia stats`` (its arguments: ``record.cli``)."""
    stats = commands.add_parser(
        "stats", help="the group's record: players' figures, ratings, balance",
        description="Print the group's figures from its record of finished games (read "
        "from the saved games as they end, and from --import): each player's games, wins "
        "by side and role, how his games ended, votes on the mafia and rating (openskill: "
        "mu, sigma, ordinal); each role's and preset's win rates with 95 % intervals, "
        "beside the simulator's prediction for the same deal.",
    )
    from record.cli import add_arguments as add_stats_arguments

    add_stats_arguments(stats)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "scenario":
        from engine.scenario import main as run_scenarios

        return run_scenarios(args.files)
    if args.command == "host" and not args.headless:
        from desktop.main import main as run_desktop

        return run_desktop(sys.argv[:1], start="host", resume=args.resume,
                           web=not args.no_web, web_port=args.web_port)
    if args.command == "host":
        from bots import add_bot
        from netproto.headless import run

        if args.lang is None:  # the app's language (its settings)
            from desktop.settings import Settings

            args.lang = Settings.load().language
        from desktop.record_hook import keep_record

        return run(args, bot_factory=add_bot, keep_record=keep_record)
    if args.command == "export":
        return _export(args)
    if args.command == "narrate":
        from desktop.narration.saved import narrate_main

        return narrate_main(args)
    if args.command == "doctor":
        from desktop.doctor.report import PROBE_FLAG
        from desktop.doctor.report import main as run_doctor

        return run_doctor([PROBE_FLAG] if args.probe_qt else [])
    if args.command == "simulate":
        from bots.simulate import main as run_simulation

        return run_simulation(args)
    if args.command == "stats":
        from record.cli import main as run_stats

        return run_stats(args)
    if args.command is None:
        from desktop.main import main as run_desktop

        return run_desktop(sys.argv[:1])
    parser.print_help()
    return 0


def _export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from desktop.export import export_story
    from desktop.i18n import Language
    from desktop.settings import Settings
    from engine.replay import replay
    from netproto.storage import LogError, list_games, load_log, write_atomically

    try:
        games = [g for g in list_games() if g.finished]
        if args.game == "latest":
            if not games:
                raise LogError("there is no finished game yet")
            saved = games[0]
        else:
            saved = next((g for g in list_games() if args.game in (
                g.table_id, g.path.name, g.path.stem)), None)
            if saved is None:
                raise LogError(f"no saved game {args.game!r}")
        loaded = load_log(saved.path)
        game = replay(loaded.setup, loaded.commands)
        text = export_story(game, args.format, Language(args.lang) if args.lang
                            else Settings.load().lang)
    except (LogError, ValueError) as exc:
        print(f"dnmafia export: {exc}", file=sys.stderr)
        return 2
    if args.output:
        write_atomically(Path(args.output), text.encode("utf-8"))
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
