"""``make screenshots``: every main window in Russian and English, rendered offscreen to
PNG files named by window and language (``player-kira-ru.png``) — the pictures the README
shows and the ones we look at before calling a window done.

Owns the demo table (a scripted 9-player Death Note game on an in-process table, with
chat, nominations, an execution, a newspaper, a question to the host, a check result and
a notebook entry) and one scene per picture; the classic table's scenes are
``desktop.screenshots.classic``'s, the kit they share ``desktop.screenshots.kit``'s. Uses
the real windows; sets up state only through the table session, as players and the host
would.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.screenshots.classic import classic_game_scenes, classic_scenes, inactivity_scenes
from desktop.screenshots.kit import (
    DEMO_WEB,
    LINES,
    NAMES,
    PROJECTOR_SIZE,
    SCREENS,
    SIZE,
    fitted,
    grab,
    scratch_app,
    set_screen,
    spin,
)
from desktop.screenshots.roles import role_scenes
from engine.views import public_view
from netproto.messages import ActMessage, AskMessage
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession

DEAL = ["civilian", "civilian", "l", "mafia_boss", "kira", "near", "mafia", "civilian",
        "civilian"]

class DemoTable:
    """A scripted table: ``names[i]`` plays ``DEAL[i]``."""

    def __init__(self, language: Language, *, timed: bool = False,
                 log_dir: Path | None = None) -> None:
        self.language = language
        self.names = NAMES[language]
        self.lines = LINES[language]
        self.session = TableSession(TableConfig(
            name="Death Note · " + ("пятница" if language is Language.RU else "Friday"),
            seed=7, deal=dict(zip(self.names, DEAL, strict=True)),
            write_log=log_dir is not None, log_dir=log_dir,
            pace=PaceMode.TIMED if timed else PaceMode.MANUAL,
            phase_seconds={"day": 900.0, "vote": 240.0, "night": 180.0}))
        self.session.table.web_url = DEMO_WEB
        self.links = {name: LocalTableClient(self.session, name) for name in self.names}
        spin()

    def by_role(self, word: str) -> str:
        return self.names[DEAL.index(word)]

    def act(self, who: str, do: str, **fields: object) -> None:
        self.links[who].request(ActMessage.of(do, **fields))
        spin(5)

    def day_one(self) -> None:
        """Start; chat and nominations of the first day."""
        n, lines = self.names, self.lines
        self.session.set_schedule_note(lines["note"])
        self.session.start()
        spin()
        self.act(n[0], "say", text=lines["chat1"])
        self.act(n[1], "say", text=lines["chat2"])
        self.act(n[3], "say", text=lines["chat3"])
        self.act(self.by_role("mafia"), "say", text=lines["mafia"], channel="mafia")
        self.act(n[1], "nominate", target=n[3])
        self.act(n[0], "nominate", target=n[7])
        self.act(n[3], "nominate", target=n[0])
        self.links[n[8]].request(AskMessage.of(lines["question"]))
        spin()
        self.session.answer(self.session.questions[-1].id, lines["answer"], public=True)
        spin()

    def vote_one(self) -> None:
        self.session.advance_phase()
        spin()
        n = self.names
        for voter in (n[0], n[1], n[2], n[5], n[8]):
            self.act(voter, "vote", target=n[3])
        self.act(n[3], "vote", target=n[0])
        self.act(n[6], "vote", target=n[0])

    def night_one(self) -> None:
        """Dmitri (the boss) is executed; in the write window Kira writes Greta."""
        self.session.advance_phase()
        spin()
        kira = self.by_role("kira")
        self.act(kira, "write", target=self.names[7], circumstances=self.lines["circumstances"])
        self.act(self.by_role("l"), "check", target=self.names[6])
        self.act(self.by_role("near"), "save", target=self.names[0])

    def day_two(self) -> None:
        self.session.advance_phase()
        spin()
        self.act(self.names[1], "nominate", target=self.names[6])

    def finish(self) -> None:
        """Days of nominations and votes against Kira and the mafia until the town wins."""
        finish_game(self.session, self.act,
                    [self.by_role("kira"), self.by_role("mafia_boss"), self.by_role("mafia")])

    def close(self) -> None:
        self.session.close()


def finish_game(session: TableSession, act: Callable[..., None], bad: list[str]) -> None:
    """Days of nominations and votes against ``bad`` until the town wins."""
    game = session.game
    for _ in range(40):
        if game.over:
            return
        board = public_view(game)
        living = [row["name"] for row in board["players"] if row["alive"]]
        target = next((b for b in bad if b in living), None)
        phase = board["clock"]["phase"]
        if target is not None and phase in ("day", "vote"):
            for name in living:
                if name != target:
                    act(name, "nominate" if phase == "day" else "vote", target=target)
        session.advance_phase()
        spin(5)


def player_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    from desktop.seat.window import PlayerWindow

    code = language.value
    table = DemoTable(language)
    table.day_one()
    table.vote_one()
    civilian = PlayerWindow(app, table.links[table.names[1]])
    grab(civilian, out / f"player-civilian-{code}.png", SIZE)
    civilian.hide()
    table.night_one()
    kira = PlayerWindow(app, table.links[table.by_role("kira")])
    kira.panel.tabs.setCurrentWidget(kira.panel.notebook_tab)
    grab(kira, out / f"player-kira-{code}.png", SIZE)
    kira.hide()
    table.day_two()
    mafioso = PlayerWindow(app, table.links[table.by_role("mafia")])
    mafioso.panel.tabs.setCurrentWidget(mafioso.panel.mafia_tab)
    grab(mafioso, out / f"player-mafioso-{code}.png", SIZE)
    mafioso.hide()
    table.close()


def host_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The host console: the set-up page, the lobby with players, and the game (god view,
    the host does not play)."""
    from desktop.host.console import HostConsole

    code = language.value
    HostConsole.advertise = False
    console = HostConsole(app)
    console.name_edit.setText("Death Note · " + ("пятница" if language is Language.RU
                                                 else "Friday"))
    grab(console, out / f"host-setup-{code}.png", SIZE)
    if not console.open_table():
        raise SystemExit(f"the host console could not open a table: {console.messages}")
    session = console.session
    session.table.web_url = DEMO_WEB
    names = NAMES[language]
    links = [LocalTableClient(session, name) for name in names[:6]]
    spin(100)
    grab(console, out / f"host-lobby-{code}.png", SIZE)
    for name in names[6:]:
        links.append(LocalTableClient(session, name))
    spin(50)
    session.config.deal = dict(zip(names, DEAL, strict=True))
    session.config.seed = 7
    console.start_game()
    spin(50)
    links[0].request(ActMessage.of("say", text=LINES[language]["chat1"]))
    links[1].request(ActMessage.of("nominate", target=names[3]))
    links[8].request(AskMessage.of(LINES[language]["question"]))
    spin(150)
    grab(console, out / f"host-game-{code}.png", SIZE)
    # the end: the story, its export and "Play again" for the same table
    by_name = dict(zip(names, links, strict=True))

    def act(who: str, do: str, **fields: object) -> None:
        by_name[who].request(ActMessage.of(do, **fields))
        spin(5)

    finish_game(session, act, [names[DEAL.index(w)] for w in ("kira", "mafia_boss", "mafia")])
    spin(100)
    console.no_repeat_box.setChecked(True)
    grab(console, out / f"host-end-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    for link in links:
        link.close()


def god_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The moderating host's god view at night (tonight: who has acted, by name, and the
    orders) and on the next morning (the history of past nights)."""
    from desktop.host.console import HostConsole
    from netproto.hosting import HostedTable

    code = language.value
    table = DemoTable(language)
    table.day_one()
    table.vote_one()
    table.night_one()
    table.act(table.names[0], "sleep")
    table.act(table.names[1], "sleep")
    hosted = HostedTable(table.session, ["127.0.0.1"], advertise=False, web=False)
    console = HostConsole(app, hosted=hosted)
    console.tabs.setCurrentWidget(console.god)
    console.god.tabs.setCurrentIndex(0)
    spin(60)
    grab(console, out / f"host-god-night-{code}.png", SIZE)
    table.day_two()
    spin(60)
    console.god.tabs.setCurrentIndex(1)
    spin(30)
    grab(console, out / f"host-god-history-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    table.close()


def projector_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The projector at 1920×1080: the vote with its tally, the night with the vote as
    counted, the morning newspaper, and the story at the end."""
    from desktop.board.projector import ProjectorWindow

    code = language.value
    table = DemoTable(language, timed=True)
    table.day_one()
    table.session.pause(True)
    table.vote_one()
    projector = ProjectorWindow(app, LocalTableClient(table.session, "projector",
                                                      spectator=True), full_screen=False)
    spin(60)
    grab(projector, out / f"projector-{code}.png", PROJECTOR_SIZE)
    table.night_one()
    spin(60)  # the night: the vote as it was counted stays on the board
    grab(projector, out / f"projector-night-{code}.png", PROJECTOR_SIZE)
    table.day_two()
    spin(60)
    grab(projector, out / f"projector-morning-{code}.png", PROJECTOR_SIZE)
    table.finish()
    spin(60)
    grab(projector, out / f"projector-story-{code}.png", PROJECTOR_SIZE)
    projector.close()
    table.close()


def hotseat_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """Hot-seat: the set-up (timers on), the privacy curtain, the public board, the vote
grid and the next morning."""
    from desktop.hotseat.window import HotSeatWindow

    code = language.value
    window = HotSeatWindow(app)
    window.seed = 7
    page = window.setup_page
    names = NAMES[language]
    while len(page.rows) < 7:
        page.add_player()
    for row, name in zip(page.rows, names[:7], strict=False):
        row.name.setText(name)
    page.rows[1].pin.setText("1234")
    page.timers.setChecked(True)  # the phases end by themselves: the board counts down
    grab(window, out / f"hotseat-setup-{code}.png", SIZE)
    page.start_button.click()
    spin(80)
    grab(window, out / f"hotseat-curtain-{code}.png", SIZE)
    window.pages.setCurrentWidget(window.board_page)
    spin(40)
    grab(window, out / f"hotseat-board-{code}.png", SIZE)
    # to the next morning: the day's turns, the vote, the night's turns (everybody
    # sleeps), the newspaper on the board with the day's private turns to come
    pins = {names[1]: "1234"}
    _finish_round(window, pins)
    for nominator, nominee in ((0, 2), (1, 3), (4, 2)):
        window.links[names[nominator]].request(ActMessage.of("nominate", target=names[nominee]))
    window.next_phase()  # the vote: one tap per voter on the board
    for voter, vote in ((0, 2), (1, 3), (3, 2)):
        window.links[names[voter]].request(ActMessage.of("vote", target=names[vote]))
    window.links[names[5]].request(ActMessage.of("abstain"))
    spin(80)
    grab(window, out / f"hotseat-vote-{code}.png", SIZE)
    window.next_phase()  # the night: a round
    _finish_round(window, pins)
    window.next_phase()  # the morning
    spin(80)
    grab(window, out / f"hotseat-morning-{code}.png", SIZE)
    window.shutdown()
    window.deleteLater()


def _finish_round(window: Any, pins: dict[str, str]) -> None:
    """Each player's private turn in the round, as at the table (a sleep at night)."""
    while window.turns is not None and window.turns.current is not None:
        name = window.turns.current
        window._reveal(pins.get(name, ""))
        if window._phase_now()[0] == "night":
            window.links[name].request(ActMessage.of("sleep"))
        spin(10)
        window._turn_done()


def replay_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The replay of the demo game from its log (the god view on the second morning, the
    moments' list beside it), then the saved games in the launcher."""
    from desktop.launcher.window import Launcher
    from desktop.replay.viewer import ReplayViewer
    from netproto.storage import games_dir

    code = language.value
    table = DemoTable(language, log_dir=games_dir())
    table.day_one()
    table.vote_one()
    table.night_one()
    table.day_two()
    path = table.session.log.path
    table.close()
    viewer = ReplayViewer(app, path)
    viewer.go(len(viewer.visible) - 1)
    grab(viewer, out / f"replay-{code}.png", SIZE)
    viewer.close()
    viewer.deleteLater()
    finished = DemoTable(language, log_dir=games_dir())  # and a game played to its end
    finished.day_one()
    finished.finish()
    finished.close()
    launcher = Launcher(app)
    launcher.show_saved_games()
    launcher.saved_page.table.selectRow(0)
    grab(launcher, out / f"saved-games-{code}.png", SIZE)
    launcher.close()
    launcher.deleteLater()
    running_scenes(app, language, out)


def running_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """A game being played now in Saved games (its window is brought forward, not
    resumed twice), then the app's start after a crash: the question about it."""
    from PySide6.QtGui import QColor, QPainter

    from desktop.launcher.window import Launcher
    from netproto.storage import games_dir

    code = language.value
    running = DemoTable(language, log_dir=games_dir())
    running.day_one()
    launcher = Launcher(app)
    launcher.show_saved_games()
    launcher.saved_page.select_path(running.session.log.path)
    grab(launcher, out / f"saved-games-running-{code}.png", SIZE)
    running.close()  # the "crash": the game is left unfinished
    launcher.close()
    launcher.deleteLater()
    launcher = Launcher(app)
    launcher.resize(*fitted(SIZE))
    launcher.show()
    launcher.offer_unfinished()
    spin(120)
    prompt = launcher.resume_prompt
    assert prompt is not None
    picture = launcher.grab()
    shown = prompt.grab()
    painter = QPainter(picture)  # the question where the window manager puts it, framed
    left = (picture.width() - shown.width()) // 2
    top = (picture.height() - shown.height()) // 3
    painter.drawPixmap(left, top, shown)
    painter.setPen(QColor("#2f3b59"))
    painter.drawRect(left - 1, top - 1, shown.width() + 1, shown.height() + 1)
    painter.end()
    path = out / f"resume-prompt-{code}.png"
    picture.save(str(path))
    print(path)
    prompt.done(0)
    launcher.close()
    launcher.deleteLater()


def launcher_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    from desktop.launcher.window import Launcher

    code = language.value
    launcher = Launcher(app)
    grab(launcher, out / f"launcher-{code}.png", SIZE)
    launcher.close()
    launcher.deleteLater()


SCENES: list[Callable[[DesktopApp, Language, Path], None]] = [
    launcher_scenes, host_scenes, god_scenes, player_scenes, projector_scenes,
    hotseat_scenes, classic_scenes, classic_game_scenes, inactivity_scenes, replay_scenes,
    role_scenes]


def main(argv: list[str] | None = None) -> int:
    """``python -m desktop.screenshots.shots [OUT] [SCENE ...] [--screen WxH ...]``: every scene
    (or the ones named) in both languages, for each screen (by default 1920×1080 into OUT
    and 1366×768 into OUT/1366x768)."""
    args = list(sys.argv[1:] if argv is None else argv)
    screens = []
    while "--screen" in args:
        at = args.index("--screen")
        width, height = (int(x) for x in args[at + 1].lower().split("x"))
        screens.append((width, height))
        del args[at:at + 2]
    screens = screens or list(SCREENS)
    base = Path(args[0] if args else "docs/screenshots")
    app, _scratch = scratch_app("dnmafia-shots-")
    only = [s for s in SCENES if s.__name__.removesuffix("_scenes") in args[1:]] or SCENES
    for screen in screens:
        set_screen(screen)
        out = base if screen == SCREENS[0] else base / f"{screen[0]}x{screen[1]}"
        out.mkdir(parents=True, exist_ok=True)
        for language in (Language.RU, Language.EN):
            app.set_language(language)
            for scene in only:
                scene(app, language, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
