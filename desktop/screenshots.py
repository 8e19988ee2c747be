"""``make screenshots``: every main window in Russian and English, rendered offscreen to
PNG files named by window and language (``player-kira-ru.png``) — the pictures the README
shows and the ones we look at before calling a window done.

Owns the demo table (a scripted 9-player Death Note game on an in-process table, with
chat, nominations, an execution, a newspaper, a question to the host, a check result and
a notebook entry), the classic lobby (characters, approval, reserves, the rules of the
table) and one scene per picture. Uses the real windows; sets up state only
through the table session, as players and the host would.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.settings import Settings
from engine.options import PRESET_DEFAULTS, Preset
from engine.views import public_view, view_for
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession

SIZE = (1280, 800)
# the browser seats' page as a host on a LAN serves it (the pictures' in-process tables
# serve none: their table info is given this address, as the web host would set it)
DEMO_WEB = "http://192.168.1.20:8765/"
PROJECTOR_SIZE = (1920, 1080)

NAMES = {
    Language.EN: ["Ann", "Boris", "Clara", "Dmitri", "Eva", "Felix", "Greta", "Hugo", "Irina"],
    Language.RU: ["Аня", "Борис", "Клара", "Дмитрий", "Ева", "Феликс", "Грета", "Гоша",
                  "Ирина"],
}
DEAL = ["civilian", "civilian", "l", "mafia_boss", "kira", "near", "mafia", "civilian",
        "civilian"]
LINES = {
    Language.EN: {
        "chat1": "Good morning, everybody. Who wants to start?",
        "chat2": "Dmitri was very quiet last night…",
        "chat3": "I am a plain civilian, I swear.",
        "mafia": "Let's push the vote on Ann today.",
        "question": "Can a borrowed notebook be lent on?",
        "answer": "No: a borrower can only write or destroy it.",
        "note": "We play until 23:00; a short break after the second night.",
        "circumstances": "heart attack at the stadium",
    },
    Language.RU: {
        "chat1": "Всем доброе утро. Кто начнёт?",
        "chat2": "Дмитрий подозрительно молчал ночью…",
        "chat3": "Я простой мирный, честное слово.",
        "mafia": "Давайте сегодня голосовать за Аню.",
        "question": "Можно ли одолженную Тетрадь передать дальше?",
        "answer": "Нет: заёмщик может только писать в неё или уничтожить её.",
        "note": "Играем до 23:00; короткий перерыв после второй ночи.",
        "circumstances": "сердечный приступ на стадионе",
    },
}


def spin(ms: int = 30) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


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
        self.links[who].act(do, **fields)
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
        self.links[n[8]].ask(lines["question"])
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
        game = self.session.game
        bad = [self.by_role("kira"), self.by_role("mafia_boss"), self.by_role("mafia")]
        for _ in range(40):
            if game.over:
                return
            board = public_view(game)
            living = [row["name"] for row in board["players"] if row["alive"]]
            target = next((b for b in bad if b in living), None)
            phase = board["clock"]["phase"]
            if target is not None and phase == "day":
                for name in living:
                    if name != target:
                        self.act(name, "nominate", target=target)
            elif target is not None and phase == "vote":
                for name in living:
                    if name != target:
                        self.act(name, "vote", target=target)
            self.session.advance_phase()
            spin(5)

    def close(self) -> None:
        self.session.close()


# the screen the pictures are taken for: windows open at their size or what fits it (with a
# window frame), the projector fills it
SCREENS = ((1920, 1080), (1366, 768))
_screen = SCREENS[0]


def _fitted(size: tuple[int, int]) -> tuple[int, int]:
    from desktop.screen_fit import FRAME_ALLOWANCE

    if size == PROJECTOR_SIZE:
        return _screen
    return (min(size[0], _screen[0] - FRAME_ALLOWANCE[0]),
            min(size[1], _screen[1] - FRAME_ALLOWANCE[1]))


def _grab(widget: QWidget, path: Path, size: tuple[int, int]) -> None:
    widget.resize(*_fitted(size))
    widget.show()
    spin(120)
    widget.grab().save(str(path))
    print(path)


def player_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    from desktop.player_window import PlayerWindow

    code = language.value
    table = DemoTable(language)
    table.day_one()
    table.vote_one()
    civilian = PlayerWindow(app, table.links[table.names[1]])
    _grab(civilian, out / f"player-civilian-{code}.png", SIZE)
    civilian.hide()
    table.night_one()
    kira = PlayerWindow(app, table.links[table.by_role("kira")])
    kira.panel.tabs.setCurrentWidget(kira.panel.notebook_tab)
    _grab(kira, out / f"player-kira-{code}.png", SIZE)
    kira.hide()
    table.day_two()
    mafioso = PlayerWindow(app, table.links[table.by_role("mafia")])
    mafioso.panel.tabs.setCurrentWidget(mafioso.panel.mafia_tab)
    _grab(mafioso, out / f"player-mafioso-{code}.png", SIZE)
    mafioso.hide()
    table.close()


def host_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The host console: the set-up page, the lobby with players, and the game (god view,
    the host does not play)."""
    from desktop.host_console import HostConsole

    code = language.value
    HostConsole.advertise = False
    console = HostConsole(app)
    console.name_edit.setText("Death Note · " + ("пятница" if language is Language.RU
                                                 else "Friday"))
    _grab(console, out / f"host-setup-{code}.png", SIZE)
    if not console.open_table():
        raise SystemExit(f"the host console could not open a table: {console.messages}")
    session = console.session
    session.table.web_url = DEMO_WEB
    names = NAMES[language]
    links = [LocalTableClient(session, name) for name in names[:6]]
    spin(100)
    _grab(console, out / f"host-lobby-{code}.png", SIZE)
    for name in names[6:]:
        links.append(LocalTableClient(session, name))
    spin(50)
    session.config.deal = dict(zip(names, DEAL, strict=True))
    session.config.seed = 7
    console.start_game()
    spin(50)
    links[0].act("say", text=LINES[language]["chat1"])
    links[1].act("nominate", target=names[3])
    links[8].ask(LINES[language]["question"])
    spin(150)
    _grab(console, out / f"host-game-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    for link in links:
        link.close()


def god_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The moderating host's god view at night (tonight: who has acted, by name, and the
    orders) and on the next morning (the history of past nights)."""
    from desktop.host_console import HostConsole
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
    _grab(console, out / f"host-god-night-{code}.png", SIZE)
    table.day_two()
    spin(60)
    console.god.tabs.setCurrentIndex(1)
    spin(30)
    _grab(console, out / f"host-god-history-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    table.close()


def projector_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The projector at 1920×1080: the vote with its tally, the night with the vote as
    counted, the morning newspaper, and the story at the end."""
    from desktop.projector import ProjectorWindow

    code = language.value
    table = DemoTable(language, timed=True)
    table.day_one()
    table.session.pause(True)
    table.vote_one()
    projector = ProjectorWindow(app, LocalTableClient(table.session, "projector",
                                                      spectator=True), full_screen=False)
    spin(60)
    _grab(projector, out / f"projector-{code}.png", PROJECTOR_SIZE)
    table.night_one()
    spin(60)  # the night: the vote as it was counted stays on the board
    _grab(projector, out / f"projector-night-{code}.png", PROJECTOR_SIZE)
    table.day_two()
    spin(60)
    _grab(projector, out / f"projector-morning-{code}.png", PROJECTOR_SIZE)
    table.finish()
    spin(60)
    _grab(projector, out / f"projector-story-{code}.png", PROJECTOR_SIZE)
    projector.close()
    table.close()


def hotseat_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """Hot-seat: the set-up (timers on), the privacy curtain, the public board, the vote
grid and the next morning."""
    from desktop.hotseat import HotSeatWindow

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
    _grab(window, out / f"hotseat-setup-{code}.png", SIZE)
    page.start_button.click()
    spin(80)
    _grab(window, out / f"hotseat-curtain-{code}.png", SIZE)
    window.pages.setCurrentWidget(window.board_page)
    spin(40)
    _grab(window, out / f"hotseat-board-{code}.png", SIZE)
    # to the next morning: the day's turns, the vote, the night's turns (everybody
    # sleeps), the newspaper on the board with the day's private turns to come
    pins = {names[1]: "1234"}
    _finish_round(window, pins)
    for nominator, nominee in ((0, 2), (1, 3), (4, 2)):
        window.links[names[nominator]].act("nominate", target=names[nominee])
    window.next_phase()  # the vote: one tap per voter on the board
    for voter, vote in ((0, 2), (1, 3), (3, 2)):
        window.links[names[voter]].act("vote", target=names[vote])
    window.links[names[5]].act("abstain")
    spin(80)
    _grab(window, out / f"hotseat-vote-{code}.png", SIZE)
    window.next_phase()  # the night: a round
    _finish_round(window, pins)
    window.next_phase()  # the morning
    spin(80)
    _grab(window, out / f"hotseat-morning-{code}.png", SIZE)
    window.shutdown()
    window.deleteLater()


def _finish_round(window: Any, pins: dict[str, str]) -> None:
    """Each player's private turn in the round, as at the table (a sleep at night)."""
    while window.turns is not None and window.turns.current is not None:
        name = window.turns.current
        window._reveal(pins.get(name, ""))
        if window._phase_now()[0] == "night":
            window.links[name].act("sleep")
        spin(10)
        window._turn_done()


PROFILES = {
    Language.EN: [("baker", "red scarf", "cheerful"), ("night watchman", "", "grumpy"),
                  ("", "tall, grey coat", "quiet"), ("journalist", "glasses", ""),
                  ("doctor's assistant", "", "curious"), ("", "", ""),
                  ("sailor", "tattoos", "loud"), ("teacher", "", "strict"),
                  ("cook", "apron", "")],
    Language.RU: [("пекарь", "красный шарф", "весёлый"), ("ночной сторож", "", "ворчливый"),
                  ("", "высокий, серое пальто", "тихий"), ("журналист", "очки", ""),
                  ("фельдшер", "", "любопытная"), ("", "", ""),
                  ("моряк", "татуировки", "громкий"), ("учитель", "", "строгий"),
                  ("повар", "фартук", "")],
}
# the characters' genders, in NAMES's order (Felix states none, as he states nothing)
PROFILE_GENDERS = ["female", "male", "female", "male", "female", None, "female", "male",
                   "female"]
CLASSIC_RULES = {"mafia_count": 2, "extra_roles": ["doctor", "commissar", "don"],
                 "recruitment": True, "bulletproof_vests": 1, "mafia_kill": "killer"}


def classic_lobby(language: Language) -> tuple[TableSession, list[LocalTableClient]]:
    """A classic table in the lobby: seven approved players with their characters, one
    waiting for approval, one reserve."""
    from netproto.messages import Profile, gender_of

    names = NAMES[language]
    session = TableSession(TableConfig(
        name="Классика · суббота" if language is Language.RU else "Classic · Saturday",
        preset=Preset.CLASSIC, options=dict(CLASSIC_RULES), approve=True, max_seats=8,
        # a fixed seed: the lot makes the Don the family's killer, so the night scene
        # shows his lawyer strike (without it the pictures changed from run to run)
        seed=7, write_log=False))
    session.table.web_url = DEMO_WEB
    links = []
    for index, name in enumerate(names):
        reserve = index == len(names) - 1
        profile = Profile(*PROFILES[language][index], gender=gender_of(PROFILE_GENDERS[index]))
        links.append(LocalTableClient(session, name, profile=profile, reserve=reserve))
        if index < 7 or reserve:
            session.approve(name)
    spin()
    return session, links


def classic_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The classic preset: the host console's set-up and lobby, a player's window in the
    lobby (the rules of the table), the projector's lobby."""
    from desktop.host_console import HostConsole
    from desktop.player_window import PlayerWindow
    from desktop.projector import ProjectorWindow
    from netproto.hosting import HostedTable

    code = language.value
    HostConsole.advertise = False
    console = HostConsole(app)
    console.name_edit.setText("Классика · суббота" if language is Language.RU
                              else "Classic · Saturday")
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    console.rules.set_values({**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), **CLASSIC_RULES})
    console.rules.changed.emit()
    _grab(console, out / f"host-classic-setup-{code}.png", SIZE)
    scroll = console.rules.parentWidget().parentWidget()  # the rules' scroll area
    box = console.rules.group_boxes["two_mafias"]
    scroll.verticalScrollBar().setValue(box.y())
    _grab(console, out / f"host-classic-scenarios-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    session, links = classic_lobby(language)
    hosted = HostedTable(session, ["127.0.0.1"], advertise=False, web=False)  # DEMO_WEB
    console = HostConsole(app, hosted=hosted)
    console.lobby_tabs.setCurrentIndex(0)
    _grab(console, out / f"host-classic-lobby-{code}.png", SIZE)
    player = PlayerWindow(app, links[0])
    _grab(player, out / f"player-lobby-{code}.png", SIZE)
    player.hide()
    waiting = PlayerWindow(app, links[7])
    _grab(waiting, out / f"player-waiting-{code}.png", SIZE)
    waiting.hide()
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False)
    spin(60)
    _grab(projector, out / f"projector-lobby-{code}.png", PROJECTOR_SIZE)
    projector.close()
    console.shutdown()
    console.deleteLater()


# the classic game's deal, seat by seat (the lobby's seven players)
CLASSIC_DEAL = ["don", "civilian", "doctor", "mafia", "commissar", "civilian", "civilian"]


def classic_game_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """A classic game at night: the Don's window (the family, the killer, the lawyer
    strike's role chooser), the doctor's; the projector's morning after a failed kill."""
    from desktop.player_window import PlayerWindow
    from desktop.projector import ProjectorWindow

    code = language.value
    session, links = classic_lobby(language)
    names = NAMES[language][:7]
    session.config.options["lawyer_strike"] = True
    session.config.deal = dict(zip(names, CLASSIC_DEAL, strict=True))
    session.start()
    spin()
    by = dict(zip(names, links[:7], strict=True))
    don, doctor = names[0], names[2]
    for name, line in zip(names, ("Hello all", "Morning!", "Who is suspicious?",
                                  "Not me", "Let's vote carefully", "Hi", "Hm"),
                          strict=True):
        by[name].act("say", text=line)
    by[don].act("say", text=LINES[language]["mafia"], channel="mafia")
    spin()
    session.advance_phase()
    spin()
    for name in names:
        by[name].act("vote", target=names[6] if name != names[6] else names[5])
    spin()
    session.advance_phase()  # Greta is executed; night 1
    spin()
    killer = view_for(session.game, don)["mafia"]["killer"]  # as the Don's seat sees it
    by[killer].act("shoot", target=names[4])
    by[doctor].act("save", target=names[4])
    spin()
    windows = []  # a window owns its link: both live until the table closes
    for name, shot in ((don, "don"), (doctor, "doctor")):
        windows.append(PlayerWindow(app, by[name]))
        _grab(windows[-1], out / f"player-classic-{shot}-{code}.png", SIZE)
        windows[-1].hide()
    session.advance_phase()  # the morning: the doctor's save made the kill fail
    spin()
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False)
    spin(60)
    _grab(projector, out / f"projector-classic-morning-{code}.png", PROJECTOR_SIZE)
    # votes against the mafia until the town wins: the end board with every role
    game = session.game
    for _ in range(40):
        if game.over:
            break
        board = public_view(game)
        living = [row["name"] for row in board["players"] if row["alive"]]
        target = next((n for n in (names[0], names[3]) if n in living), None)
        if board["clock"]["phase"] == "day":  # a silent day removes a player (C6)
            for name in living:
                by[name].act("say", text="…")
            spin()
        if target is not None and board["clock"]["phase"] == "vote":
            for name in living:
                by[name].act("vote", target=target if name != target else living[-1])
            spin()
        session.advance_phase()
        spin(5)
    spin(60)
    _grab(projector, out / f"projector-classic-end-{code}.png", PROJECTOR_SIZE)
    projector.close()
    session.close()


def inactivity_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The inactivity removal (RULES.md §6): the classic set-up's group with its two
    duties; a player's window during the vote before he voted (the warning); the host
    console during that vote (who would be removed) and its question on ending it."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.host_console import HostConsole
    from desktop.player_window import PlayerWindow
    from netproto.hosting import HostedTable

    code = language.value
    HostConsole.advertise = False
    console = HostConsole(app)
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    console.resize(*_fitted(SIZE))
    console.show()
    spin(60)
    scroll = console.rules.parentWidget().parentWidget()  # the rules' scroll area
    scroll.verticalScrollBar().setValue(console.rules.group_boxes["deal"].y())
    _grab(console, out / f"host-classic-deal-{code}.png", SIZE)
    scroll.verticalScrollBar().setValue(console.rules.group_boxes["inactive"].y())
    _grab(console, out / f"host-classic-inactivity-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    session, links = classic_lobby(language)
    names = NAMES[language][:7]
    session.config.options = {}  # the classic defaults: removal on, the vote duty only
    session.config.deal = dict(zip(names, CLASSIC_DEAL, strict=True))
    session.start()
    spin()
    by = dict(zip(names, links[:7], strict=True))
    for name, line in zip(names[:4], ("Hello all", "Morning!", "Who is suspicious?",
                                      "Not me"), strict=True):
        by[name].act("say", text=line)
    session.advance_phase()  # the vote opens: each is warned
    spin()
    for name in names[:4]:
        by[name].act("vote", target=names[6])
    spin()
    player = PlayerWindow(app, by[names[5]])
    _grab(player, out / f"player-inactivity-warning-{code}.png", SIZE)
    player.hide()
    hosted = HostedTable(session, ["127.0.0.1"], advertise=False, web=False)
    console = HostConsole(app, hosted=hosted)
    console.refresh()
    _grab(console, out / f"host-inactivity-due-{code}.png", SIZE)

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(30, answer)
            return
        spin(60)
        box.grab().save(str(out / f"host-inactivity-confirm-{code}.png"))
        print(out / f"host-inactivity-confirm-{code}.png")
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, answer)
    console.next_phase()
    console.shutdown()
    console.deleteLater()
    session.close()


def replay_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The replay of the demo game from its log (the god view on the second morning, the
    moments' list beside it), then the saved games in the launcher."""
    from desktop.launcher import Launcher
    from desktop.replay_viewer import ReplayViewer
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
    _grab(viewer, out / f"replay-{code}.png", SIZE)
    viewer.close()
    viewer.deleteLater()
    finished = DemoTable(language, log_dir=games_dir())  # and a game played to its end
    finished.day_one()
    finished.finish()
    finished.close()
    launcher = Launcher(app)
    launcher.show_saved_games()
    launcher.saved_page.table.selectRow(0)
    _grab(launcher, out / f"saved-games-{code}.png", SIZE)
    launcher.close()
    launcher.deleteLater()
    running_scenes(app, language, out)


def running_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """A game being played now in Saved games (its window is brought forward, not
    resumed twice), then the app's start after a crash: the question about it."""
    from PySide6.QtGui import QColor, QPainter

    from desktop.launcher import Launcher
    from netproto.storage import games_dir

    code = language.value
    running = DemoTable(language, log_dir=games_dir())
    running.day_one()
    launcher = Launcher(app)
    launcher.show_saved_games()
    launcher.saved_page.select_path(running.session.log.path)
    _grab(launcher, out / f"saved-games-running-{code}.png", SIZE)
    running.close()  # the "crash": the game is left unfinished
    launcher.close()
    launcher.deleteLater()
    launcher = Launcher(app)
    launcher.resize(*_fitted(SIZE))
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
    from desktop.launcher import Launcher

    code = language.value
    launcher = Launcher(app)
    _grab(launcher, out / f"launcher-{code}.png", SIZE)
    launcher.close()
    launcher.deleteLater()


SCENES: list[Callable[[DesktopApp, Language, Path], None]] = [
    launcher_scenes, host_scenes, god_scenes, player_scenes, projector_scenes,
    hotseat_scenes, classic_scenes, classic_game_scenes, inactivity_scenes, replay_scenes]


def main(argv: list[str] | None = None) -> int:
    """``python -m desktop.screenshots [OUT] [SCENE ...] [--screen WxH ...]``: every scene
    (or the ones named) in both languages, for each screen (by default 1920×1080 into OUT
    and 1366×768 into OUT/1366x768)."""
    global _screen
    args = list(sys.argv[1:] if argv is None else argv)
    screens = []
    while "--screen" in args:
        at = args.index("--screen")
        width, height = (int(x) for x in args[at + 1].lower().split("x"))
        screens.append((width, height))
        del args[at:at + 2]
    screens = screens or list(SCREENS)
    base = Path(args[0] if args else "docs/screenshots")
    scratch = tempfile.mkdtemp(prefix="dnmafia-shots-")
    os.environ.setdefault("DNMAFIA_DATA_DIR", scratch)
    os.environ.setdefault("DNMAFIA_CONFIG_DIR", scratch)
    qapp = QApplication.instance() or QApplication(["dnmafia"])
    app = DesktopApp(qapp, Settings(language="en", sounds=False), interfaces=["127.0.0.1"],
                     save_settings=False)
    only = [s for s in SCENES if s.__name__.removesuffix("_scenes") in args[1:]] or SCENES
    for screen in screens:
        _screen = screen
        out = base if screen == SCREENS[0] else base / f"{screen[0]}x{screen[1]}"
        out.mkdir(parents=True, exist_ok=True)
        for language in (Language.RU, Language.EN):
            app.set_language(language)
            for scene in only:
                scene(app, language, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
