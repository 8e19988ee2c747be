"""The Group page's pictures: ``python -m desktop.screenshots.group [OUT]`` (default
docs/screenshots/group) draws the launcher on its Group page with a record of bot games
(both presets, the demo table's names, classic games with the host's jester and bodyguard
from examples/roles, the simulator's prediction) — the players with one
selected, the deals beside the simulator, the charts — in Russian and English, for a
1920×1080 and a 1366×768 screen: ``group-<tab>-<lang>-<W>x<H>.png``.

Owns nothing the app uses; must not be imported by the app.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.screenshots.kit import NAMES, SCREENS, grab, scratch_app, set_screen
from engine.rolebook import load_custom_roles
from record.sample import write_bot_games
from record.store import Record, default_path

SIZE = (1600, 1000)  # the launcher's size asked for (a smaller screen: what fits)
GAMES = 14  # per preset
CUSTOM_GAMES = 8  # classic, with the example files' jester and bodyguard
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
TABS = ("players", "deals", "charts")


def _wait(signal, ms: int = 120000) -> None:
    loop = QEventLoop()
    signal.connect(loop.quit)
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _record(language: Language, scratch: Path) -> None:
    """A data dir of its own for the language, its record filled with bot games."""
    folder = scratch / language.value
    os.environ["DNMAFIA_DATA_DIR"] = str(folder)
    logs = folder / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    names = NAMES[language]
    write_bot_games(logs, ["deathnote", "classic"], GAMES, seats=9, seed=7, names=names)
    roles = sum((load_custom_roles(EXAMPLES / f"{word}.toml", "classic")
                 for word in ("jester", "bodyguard")), ())
    write_bot_games(logs / "own-roles", ["classic"], CUSTOM_GAMES, seats=9, seed=8,
                    names=names, custom_roles=roles, role_counts={"jester": 1})
    with Record(default_path()) as record:
        record.import_dir(logs)


def group_scenes(app: DesktopApp, language: Language, out: Path, scratch: Path,
                 screen: tuple[int, int]) -> None:
    from desktop.launcher.window import Launcher

    _record(language, scratch)
    launcher = Launcher(app)
    launcher.resize(*SIZE)
    launcher.show()
    page = launcher.group_page
    launcher.choose("group")
    _wait(page.load_finished)
    page.players.selectRow(1)
    for index, tab in enumerate(TABS):
        page.tabs.setCurrentIndex(index)
        name = f"group-{tab}-{language.value}-{screen[0]}x{screen[1]}.png"
        grab(launcher, out / name, SIZE)
    launcher.close()
    launcher.deleteLater()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0] if args else "docs/screenshots/group")
    out.mkdir(parents=True, exist_ok=True)
    app, scratch = scratch_app("dnmafia-group-shots-", data_dir=False)
    for screen in SCREENS:
        set_screen(screen)
        for language in (Language.RU, Language.EN):
            app.set_language(language)
            group_scenes(app, language, out, scratch / f"{screen[0]}", screen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
