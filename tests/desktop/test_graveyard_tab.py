"""The graveyard on the player's window, offscreen with real widgets: no living seat has
the tab; a player who dies gets it beside the chat (marked while unread), writes in it
by typing and clicking Send, reads a spectator's lines marked as his; the living windows
never show a word of it; the tab and the refusal speak Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from desktop.texts import refused_text
from engine.options import Preset
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage
from netproto.session import TableConfig, TableSession
from tests.desktop.table_play import player_windows, start_and_wait

pytestmark = pytest.mark.timeout(90)

DEAL = {"Ann": "mafia", "Bob": "doctor", "Cid": "commissar", "Dan": "civilian",
        "Eve": "civilian"}
LINE = "Ann struck me, she is the mafia"


def _open_tab(qtbot, panel, tab) -> None:
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(panel.tabs.indexOf(tab)).center())
    assert panel.tabs.currentWidget() is tab


def test_the_dead_get_a_graveyard_tab_the_living_never_see(app, qtbot, tmp_path) -> None:
    session = TableSession(TableConfig(
        name="Graveyard", preset=Preset.CLASSIC, deal=dict(DEAL), seed=2, log_dir=tmp_path,
        options={"lawyer_strike": True, "autokill_inactive": False}))
    windows = player_windows(app, qtbot, session, DEAL)
    mourner = LocalClient(session)
    mourner.hello("Grandma", spectator=True, graveyard=True)
    panels = start_and_wait(qtbot, session, windows)
    assert all(p.tabs.indexOf(p.graveyard_tab) < 0 for p in panels.values())
    session.advance_phase()  # the vote
    session.advance_phase()  # the night: the mafia's lawyer strikes the doctor, rightly
    windows["Ann"].link.request(ActMessage.of("strike", target="Bob", role="doctor"))
    session.advance_phase()  # the morning
    bob = panels["Bob"]
    qtbot.waitUntil(lambda: bob.tabs.indexOf(bob.graveyard_tab) >= 0)
    index = bob.tabs.indexOf(bob.graveyard_tab)
    assert index == bob.tabs.indexOf(bob.chat_tab) + 1
    assert bob.tabs.tabText(index) == "Graveyard"
    assert not bob.chat_input.isEnabled()  # the dead no longer talk in the game
    # a spectator's line arrives; the tab is marked until it is opened
    assert mourner.request(ActMessage.of(
        "say", text="welcome, Bob", channel="graveyard")).t == "ack"
    qtbot.waitUntil(lambda: "welcome, Bob" in bob.graveyard_tab.log.toPlainText())
    assert "Grandma (spectator):" in bob.graveyard_tab.log.toPlainText()
    assert bob.tabs.tabBar().tabTextColor(index) == Qt.GlobalColor.red
    _open_tab(qtbot, bob, bob.graveyard_tab)
    assert bob.tabs.tabBar().tabTextColor(index) != Qt.GlobalColor.red
    room = bob.graveyard_tab
    assert room.input.isEnabled() and room.send.isEnabled()
    qtbot.mouseClick(room.input, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(room.input, LINE)
    qtbot.mouseClick(room.send, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: LINE in room.log.toPlainText())
    assert room.input.text() == ""
    said = [(e.code, e.params["by"], e.params["text"]) for e in session.game.state.graveyard_log]
    assert said == [("graveyard_spectator", "Grandma", "welcome, Bob"),
                    ("graveyard_chat", "Bob", LINE)]
    assert "graveyard" in mourner.view and LINE in repr(mourner.view["graveyard"])
    for name, panel in panels.items():  # the living: no tab, not a word of it
        if name == "Bob":
            continue
        assert panel.tabs.indexOf(panel.graveyard_tab) < 0
        text = panel.visible_text()
        assert LINE not in text and "welcome, Bob" not in text
    # in Russian: the tab, its note, the spectator's mark and a living player's refusal
    app.set_language(Language.RU)
    qtbot.waitUntil(lambda: bob.tabs.tabText(bob.tabs.indexOf(bob.graveyard_tab))
                    == "Кладбище")  # the language change reaches the widgets as events
    assert room.note.text().startswith("Кладбище: здесь разговаривают выбывшие")
    assert "Grandma (зритель):" in room.log.toPlainText()
    assert refused_text("graveyard_living") == ("На кладбище пишут только выбывшие и "
                                                "зрители, а вы ещё в игре.")


def test_a_moderating_host_reads_the_graveyard_in_the_god_view(app, qtbot) -> None:
    from desktop.host.panels import GodView
    from engine.commands import Act, Action, Channel, RemovePlayer, SpectatorSay
    from engine.game import Game, GameSetup
    from engine.views import god_view

    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"),
                          seed=4))
    game.apply(RemovePlayer("Ann"))
    game.apply(Act("Ann", Action.SAY, text=LINE, channel=Channel.GRAVEYARD))
    game.apply(SpectatorSay("Grandma", "welcome, Ann"))
    host = GodView()
    qtbot.addWidget(host)
    host.show()
    host.show_view(god_view(game))
    text = host.graveyard.toPlainText()
    assert "Ann: " + LINE in text and "Grandma (spectator): welcome, Ann" in text
    assert host.graveyard_label.text() == "The graveyard: the dead and the spectators"


def test_the_replay_shows_the_graveyard_to_god_and_to_the_dead_only(app, qtbot,
                                                                      tmp_path) -> None:
    from desktop.replay.viewer import GOD, SEAT, ReplayViewer
    from engine.commands import RemovePlayer

    session = TableSession(TableConfig(seed=3, log_dir=tmp_path), clock=lambda: 0.0)
    seats = {}
    for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"):
        seats[name] = LocalClient(session)
        seats[name].hello(name)
    mourner = LocalClient(session)
    mourner.hello("Grandma", spectator=True, graveyard=True)
    session.start()
    session._apply([RemovePlayer("Ann")])
    assert seats["Ann"].request(ActMessage.of("say", text=LINE, channel="graveyard")).t == "ack"
    assert mourner.request(ActMessage.of(
        "say", text="welcome, Ann", channel="graveyard")).t == "ack"
    path = session.log.path
    session.close()
    viewer = ReplayViewer(app, path)
    qtbot.addWidget(viewer)
    viewer.set_pov(GOD)
    god = "\n".join(viewer.moment_texts())
    assert LINE in god and "[graveyard] Grandma (spectator): welcome, Ann" in god
    viewer.set_pov(SEAT, "Ann")  # out of the game: his own line, and the spectator's
    ann = "\n".join(viewer.moment_texts())
    assert LINE in ann and "[graveyard] Grandma (spectator): welcome, Ann" in ann
    viewer.set_pov(SEAT, "Bob")
    bob = "\n".join(viewer.moment_texts())
    assert LINE not in bob and "welcome, Ann" not in bob


def test_a_dead_mafiosos_six_tabs_all_show_at_1366_in_russian(app, qtbot, tmp_path) -> None:
    """Where the graveyard branch met the mafia tab: an executed mafioso's window has six
    tabs (chat, graveyard, mafia, private, host, rules); in Russian at 1366×768 they
    needed 541 px in a 504-pixel column, so «Чат» scrolled off behind the tab bar's
    arrows. The tabs' column is never narrower than its tab row."""
    deal = {"Ann": "mafia", "Bob": "doctor", "Cid": "commissar", "Dan": "civilian",
            "Eve": "civilian", "Fay": "mafia", "Gus": "civilian"}
    session = TableSession(TableConfig(name="Tabs", preset=Preset.CLASSIC, deal=deal, seed=2,
                                       log_dir=tmp_path,
                                       options={"autokill_inactive": False}))
    window = PlayerWindow(app, LocalTableClient(session, "Fay"))
    qtbot.addWidget(window)
    others = []
    for name in deal:
        if name != "Fay":
            client = LocalClient(session)
            client.hello(name)
            others.append(client)
    app.set_language(Language.RU)
    window.resize(1366, 740)
    window.show()
    session.start()
    panel = window.panel
    qtbot.waitUntil(lambda: (panel.view or {}).get("kind") == "player")
    session.advance_phase()  # the vote: everybody else votes Fay out
    for client in others:
        client.request(ActMessage.of("vote", target="Fay"))
    session.advance_phase()
    qtbot.waitUntil(lambda: panel.tabs.indexOf(panel.graveyard_tab) >= 0, timeout=15000)
    qtbot.waitUntil(lambda: panel.tabs.tabText(0) == "Чат")
    assert panel.tabs.indexOf(panel.mafia_tab) >= 0 and panel.tabs.count() == 6
    bar = panel.tabs.tabBar()
    qtbot.waitUntil(lambda: bar.width() >= bar.sizeHint().width())
    assert window.width() <= 1366
    for index in range(panel.tabs.count()):  # every tab whole in sight, none behind arrows
        assert bar.rect().contains(bar.tabRect(index)), panel.tabs.tabText(index)
