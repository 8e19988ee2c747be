"""The narration of a saved game: its script, line by line with the moment each is said.

Owns ``saved_script`` (a saved game replayed command by command, the public view after
each fed to the narrator's ``Script``, as a projector would have seen it) and
``narrate_main`` (``dnmafia narrate GAME [--lang ru|en]``: the script printed, for a host
to read aloud). Reads only the public view of each moment and the players' stated genders
from the log's registrations. Must not import any window.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.narration.script import Line, Script

if TYPE_CHECKING:
    from engine.commands import Command
    from engine.game_setup import GameSetup


def saved_script(setup: GameSetup, commands: Sequence[Command], language: str,
                 genders: dict[str, str | None] | None = None) -> list[Line]:
    """Every line of a game from its setup and command log, in order."""
    from engine.game import Game
    from engine.views import public_view

    game = Game(setup)
    script = Script(language, genders, from_start=True)
    lines = script.lines_for(public_view(game))  # the start, before any command
    for command in commands:
        game.apply(command)
        lines += script.lines_for(public_view(game))
    return lines


def _genders(profiles: dict[str, Any]) -> dict[str, str | None]:
    return {name: (p or {}).get("gender") if isinstance(p, dict) else None
            for name, p in profiles.items()}


def _find(which: str) -> Path:
    from netproto.storage import LogError, list_games

    path = Path(which)
    if path.is_file():
        return path
    games = list_games()
    if which == "latest":
        finished = [g for g in games if g.finished]
        if not (finished or games):
            raise LogError("there is no saved game yet")
        return (finished or games)[0].path
    for game in games:
        if which in (game.table_id, game.path.name, game.path.stem):
            return game.path
    raise LogError(f"no saved game {which!r}")


def narrate_main(args: argparse.Namespace) -> int:
    """Print the narration of a saved game; exit 2 when it cannot be read."""
    from PySide6.QtCore import QCoreApplication

    from desktop import i18n
    from desktop.settings import Settings
    from netproto.storage import LogError, load_log

    language = i18n.Language(args.lang or Settings.load().language)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    i18n.install(app, language)
    try:
        loaded = load_log(_find(args.game))
        lines = saved_script(loaded.setup, loaded.commands, language.value,
                             _genders(loaded.profiles))
    except (LogError, ValueError, OSError) as exc:
        print(f"dnmafia narrate: {exc}", file=sys.stderr)
        return 2
    for line in lines:
        print(f"[{line.at}] {line.text}")
    return 0
