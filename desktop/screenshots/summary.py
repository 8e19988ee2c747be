"""The group's summary in pictures: the projector's summary board after a few games at one
table (Russian and English, 1920×1080 and 1366×768) and a player's end tab with his own
numbers — ``python -m desktop.screenshots.summary [OUT]`` (default
docs/screenshots/group), files ``summary-<lang>-<W>x<H>.png`` (as the Group page's) and
``summary-player-end-<lang>.png``.

Owns the scene: the demo table's players play several games to their end at random
(``engine.randomplay``), "play again" between them, the table keeping its record in a
scratch data dir; the pictures are of the real windows. Sets up state only through the
table session.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.screenshots.kit import NAMES, SCREENS, SIZE, grab, scratch_app, set_screen, spin
from engine.randomplay import RandomGameStats, play_phase
from netproto.session import TableConfig, TableSession
from record.keeper import RecordKeeper

GAMES = 5  # games played at the table before the picture


class _Through:
    """The session's game, its commands through the session (as the seats' acts go)."""

    def __init__(self, session: TableSession) -> None:
        self._session = session

    def __getattr__(self, name: str):  # noqa: ANN204 - the game's attributes
        return getattr(self._session.game, name)

    def apply(self, command) -> None:  # noqa: ANN001 - an engine command
        self._session._apply([command])


def play_out(session: TableSession, rng: random.Random) -> None:
    stats = RandomGameStats()
    for _ in range(400):
        if session.game is None or session.game.over:
            return
        play_phase(_Through(session), rng, stats)  # type: ignore[arg-type]
        session._changed()
        session._flush()


def night_of_games(language: Language, folder: Path) -> tuple[TableSession, dict]:
    """A table whose players played ``GAMES`` games, the last one just over."""
    names = NAMES[language]
    session = TableSession(TableConfig(
        name="Death Note · " + ("пятница" if language is Language.RU else "Friday"),
        seed=5, write_log=True, log_dir=folder, reserved=tuple(names)))
    session.recorder = RecordKeeper(folder / "record.sqlite3")
    links = {name: LocalTableClient(session, name) for name in names}
    spin()  # the reserved names all sat: the game started by itself
    rng = random.Random(3)
    for game in range(GAMES):
        if game:
            session.play_again()
        play_out(session, rng)
    spin(60)
    return session, links


def summary_scenes(app: DesktopApp, language: Language, out: Path, screen: tuple) -> None:
    from desktop.board.projector import ProjectorWindow
    from desktop.seat.window import PlayerWindow

    code = language.value
    folder = Path(tempfile.mkdtemp(prefix="dnmafia-summary-"))
    session, links = night_of_games(language, folder)
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False, narrate=False)
    spin(60)
    while not projector.board.summary_turn():
        projector.board.tick()
    projector.board.tick()
    grab(projector, out / f"summary-{code}-{screen[0]}x{screen[1]}.png", screen)
    projector.close()
    if screen == SCREENS[0]:
        name = NAMES[language][1]
        player = PlayerWindow(app, links[name])
        spin(60)
        grab(player, out / f"summary-player-end-{code}.png", SIZE)
        player.hide()
    session.close()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0] if args else "docs/screenshots/group")
    out.mkdir(parents=True, exist_ok=True)
    app, _scratch = scratch_app("dnmafia-shots-")
    for screen in SCREENS:
        set_screen(screen)
        for language in (Language.RU, Language.EN):
            app.set_language(language)
            summary_scenes(app, language, out, screen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
