"""The classic table's pictures (``make screenshots``): the classic lobby (characters,
approval, reserves, the rules of the table), the classic game (the Don's night, the
saver, the projector) and the inactivity duties (the set-up, the player's warning, the
host's question). Uses the real windows; sets up state only through the table session,
as players and the host would. Must not import desktop.screenshots.shots (its scenes list
imports these).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.screenshots.kit import DEMO_WEB, LINES, NAMES, PROJECTOR_SIZE, SIZE, fitted, grab, spin
from engine.commands import Action
from engine.options import PRESET_DEFAULTS, Preset
from engine.rolebook import rolebook
from engine.views import public_view, view_for
from netproto.messages import ActMessage
from netproto.session import TableConfig, TableSession

PROFILES = {
    Language.EN: [("baker", "red scarf", "cheerful"), ("night watchman", "", "grumpy"),
                  ("", "tall, grey coat", "quiet"), ("journalist", "glasses", ""),
                  ("paramedic", "", "curious"), ("", "", ""),
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
# the classic book's saver and checker, named by what they do (their words are the role
# files' own: engine/role_data/classic)
_BOOK = rolebook(Preset.CLASSIC.value)
SAVER, CHECKER = _BOOK.roles_with(Action.SAVE)[0], _BOOK.roles_with(Action.CHECK)[0]
CLASSIC_RULES = {"mafia_count": 2, "extra_roles": [SAVER, CHECKER, "don"],
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
    from desktop.board.projector import ProjectorWindow
    from desktop.host.console import HostConsole
    from desktop.seat.window import PlayerWindow
    from netproto.hosting import HostedTable

    code = language.value
    HostConsole.advertise = False
    console = HostConsole(app)
    console.name_edit.setText("Классика · суббота" if language is Language.RU
                              else "Classic · Saturday")
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    console.rules.set_values({**PRESET_DEFAULTS[Preset.CLASSIC].to_plain(), **CLASSIC_RULES})
    console.rules.changed.emit()
    grab(console, out / f"host-classic-setup-{code}.png", SIZE)
    scroll = console.rules.parentWidget().parentWidget()  # the rules' scroll area
    box = console.rules.group_boxes["two_mafias"]
    scroll.verticalScrollBar().setValue(box.y())
    grab(console, out / f"host-classic-scenarios-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
    session, links = classic_lobby(language)
    hosted = HostedTable(session, ["127.0.0.1"], advertise=False, web=False)  # DEMO_WEB
    console = HostConsole(app, hosted=hosted)
    console.lobby_tabs.setCurrentIndex(0)
    grab(console, out / f"host-classic-lobby-{code}.png", SIZE)
    player = PlayerWindow(app, links[0])
    grab(player, out / f"player-lobby-{code}.png", SIZE)
    player.hide()
    waiting = PlayerWindow(app, links[7])
    grab(waiting, out / f"player-waiting-{code}.png", SIZE)
    waiting.hide()
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False)
    spin(60)
    grab(projector, out / f"projector-lobby-{code}.png", PROJECTOR_SIZE)
    projector.close()
    console.shutdown()
    console.deleteLater()


# the classic game's deal, seat by seat (the lobby's seven players)
CLASSIC_DEAL = ["don", "civilian", SAVER, "mafia", CHECKER, "civilian", "civilian"]


def classic_game_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """A classic game at night: the Don's window (the family, the killer, the lawyer
    strike's role chooser), the saver's; the projector's morning after a failed kill."""
    from desktop.board.projector import ProjectorWindow
    from desktop.seat.window import PlayerWindow

    code = language.value
    session, links = classic_lobby(language)
    names = NAMES[language][:7]
    session.config.options["lawyer_strike"] = True
    session.config.deal = dict(zip(names, CLASSIC_DEAL, strict=True))
    session.start()
    spin()
    by = dict(zip(names, links[:7], strict=True))
    don, saver = names[0], names[2]
    for name, line in zip(names, ("Hello all", "Morning!", "Who is suspicious?",
                                  "Not me", "Let's vote carefully", "Hi", "Hm"),
                          strict=True):
        by[name].request(ActMessage.of("say", text=line))
    by[don].request(ActMessage.of("say", text=LINES[language]["mafia"], channel="mafia"))
    spin()
    session.advance_phase()
    spin()
    for name in names:
        by[name].request(ActMessage.of("vote", target=names[6] if name != names[6] else names[5]))
    spin()
    session.advance_phase()  # Greta is executed; night 1
    spin()
    killer = view_for(session.game, don)["mafia"]["killer"]  # as the Don's seat sees it
    by[killer].request(ActMessage.of("shoot", target=names[4]))
    by[saver].request(ActMessage.of("save", target=names[4]))
    spin()
    windows = []  # a window owns its link: both live until the table closes
    for name, shot in ((don, "don"), (saver, SAVER)):
        windows.append(PlayerWindow(app, by[name]))
        grab(windows[-1], out / f"player-classic-{shot}-{code}.png", SIZE)
        windows[-1].hide()
    session.advance_phase()  # the morning: the save made the kill fail
    spin()
    projector = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                                full_screen=False)
    spin(60)
    grab(projector, out / f"projector-classic-morning-{code}.png", PROJECTOR_SIZE)
    _vote_out_the_mafia(session, names, by)
    spin(60)
    grab(projector, out / f"projector-classic-end-{code}.png", PROJECTOR_SIZE)
    projector.close()
    session.close()


def _vote_out_the_mafia(session: TableSession, names: list[str],
                        by: dict[str, LocalTableClient]) -> None:
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
                by[name].request(ActMessage.of("say", text="…"))
            spin()
        if target is not None and board["clock"]["phase"] == "vote":
            for name in living:
                by[name].request(ActMessage.of(
                    "vote", target=target if name != target else living[-1]))
            spin()
        session.advance_phase()
        spin(5)


def inactivity_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    """The inactivity removal (RULES.md §6): the classic set-up's group with its two
    duties; a player's window during the vote before he voted (the warning); the host
    console during that vote (who would be removed) and its question on ending it."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.host.console import HostConsole
    from desktop.seat.window import PlayerWindow
    from netproto.hosting import HostedTable

    code = language.value
    _classic_setup_shots(app, out, code)
    session, links = classic_lobby(language)
    names = NAMES[language][:7]
    session.config.options = {}  # the classic defaults: removal on, the vote duty only
    session.config.deal = dict(zip(names, CLASSIC_DEAL, strict=True))
    session.start()
    spin()
    by = dict(zip(names, links[:7], strict=True))
    for name, line in zip(names[:4], ("Hello all", "Morning!", "Who is suspicious?",
                                      "Not me"), strict=True):
        by[name].request(ActMessage.of("say", text=line))
    session.advance_phase()  # the vote opens: each is warned
    spin()
    for name in names[:4]:
        by[name].request(ActMessage.of("vote", target=names[6]))
    spin()
    player = PlayerWindow(app, by[names[5]])
    grab(player, out / f"player-inactivity-warning-{code}.png", SIZE)
    player.hide()
    hosted = HostedTable(session, ["127.0.0.1"], advertise=False, web=False)
    console = HostConsole(app, hosted=hosted)
    console.refresh()
    grab(console, out / f"host-inactivity-due-{code}.png", SIZE)

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


def _classic_setup_shots(app: DesktopApp, out: Path, code: str) -> None:
    """The host console's classic set-up at its deal and at its inactivity group."""
    from desktop.host.console import HostConsole

    HostConsole.advertise = False
    console = HostConsole(app)
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("classic"))
    console.resize(*fitted(SIZE))
    console.show()
    spin(60)
    scroll = console.rules.parentWidget().parentWidget()  # the rules' scroll area
    scroll.verticalScrollBar().setValue(console.rules.group_boxes["deal"].y())
    grab(console, out / f"host-classic-deal-{code}.png", SIZE)
    scroll.verticalScrollBar().setValue(console.rules.group_boxes["inactive"].y())
    grab(console, out / f"host-classic-inactivity-{code}.png", SIZE)
    console.shutdown()
    console.deleteLater()
