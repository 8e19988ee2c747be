"""The launcher: tables hosted on the loopback appear live in the Join list (name, seats,
lock, state) and are joined by clicking; the password is asked only for a locked table;
refusals (wrong password, name taken) are shown in words; a running table offers Watch;
a manual address; the big choices open their windows; name, sounds and language.

Network: 127.0.0.1 only (the app's interfaces and the tables' advertisers). Data and
config dirs are temporary."""

from __future__ import annotations

import re
import uuid

import pytest
from PySide6.QtCore import Qt

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.launcher.window import JoinPage, Launcher, parse_address
from desktop.settings import Settings
from engine.options import Preset
from netproto.hosting import HostedTable
from netproto.inprocess import LocalClient
from netproto.session import TableConfig

# real zeroconf on 127.0.0.1: one xdist worker runs every such test (no two tables of
# parallel tests meet on the loopback)
pytestmark = [pytest.mark.timeout(90), pytest.mark.xdist_group("lan")]

LOOPBACK = ["127.0.0.1"]
FOUND_MS = 20_000  # an upper bound; on loopback a table shows up in a second or two


def unique(label: str) -> str:
    return f"{label} {uuid.uuid4().hex[:6]}"


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    return DesktopApp(qapp, Settings(language="en", player_name="Ann"), interfaces=LOOPBACK,
                      save_settings=False)


@pytest.fixture
def launcher(app, qtbot):
    window = Launcher(app)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    yield window
    for other in [*window.join_page.windows, *window.windows]:
        other.close()
    window.close()


@pytest.fixture
def tables():
    made: list[HostedTable] = []

    def make(name: str, *, advertise: bool = True, **config) -> HostedTable:
        config.setdefault("max_seats", 7)
        table = HostedTable.create(TableConfig(name=name, write_log=False, **config), LOOPBACK,
                                   advertise=advertise)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()


def wait_listed(qtbot, page: JoinPage, name: str, **fields):
    def listed():
        infos = [i for i in page.table_infos() if i.name == name]
        assert infos and all(getattr(infos[0], k) == v for k, v in fields.items())
        return infos[0]

    qtbot.waitUntil(lambda: listed() is not None, timeout=FOUND_MS)
    return listed()


def click_table(qtbot, page: JoinPage, instance: str) -> None:
    item = page.item_for(instance)
    rect = page.tables.visualItemRect(item)
    qtbot.mouseClick(page.tables.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected() is not None and page.selected().instance == instance


def test_a_lan_table_appears_live_and_is_joined_by_clicking(launcher, tables, qtbot):
    page = launcher.join_page
    assert launcher.pages.currentWidget() is page
    name = unique("Friday table")
    table = tables(name)
    info = wait_listed(qtbot, page, name, seats_taken=0)
    item = page.item_for(info.instance)
    assert item.text(2) == "0/7" and not item.toolTip(0)  # no lock
    assert item.text(3) == "Waiting for players"
    assert item.text(4) == f"127.0.0.1:{table.port}"
    assert item.text(1) == "Death Note" and info.takes_reserves is False
    click_table(qtbot, page, info.instance)
    assert not page.reserve_box.isEnabled()  # the Death Note has no reserve players
    # this table has no password (asked of the selected table only: another test's table
    # may still be listed, from zeroconf's cache, in the same worker)
    assert not page.password.isVisibleTo(page)
    assert page.join_button.isEnabled()
    qtbot.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.session.connected("Ann"), timeout=10_000)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    from desktop.seat.window import PlayerWindow

    window = page.windows[0]
    assert isinstance(window, PlayerWindow) and window.isVisible()
    assert window.link.name == "Ann" and window.link.table["id"] == table.session.table_id
    # found on the LAN: the host key's fingerprint came with it, and the link met it
    assert info.fingerprint == table.host.fingerprint == window.link.fingerprint
    assert table.host.code in page.status.text()  # the code to compare with the host's
    # the seat count follows live, and the token is kept for this table
    wait_listed(qtbot, page, name, seats_taken=1)
    assert page.item_for(info.instance).text(2) == "1/7"
    assert launcher.app.token_store.get(table.session.table_id)[0] == "Ann"
    # the hello carried this app's player id (made at the first join, kept in the settings)
    seat = next(s for s in table.session.seats if s.name == "Ann")
    assert re.fullmatch(r"[0-9a-f]{32}", seat.player_id)
    assert seat.player_id == launcher.app.settings.player_id
    # the table leaves the list when its host stops
    table.close()
    qtbot.waitUntil(lambda: page.item_for(info.instance) is None, timeout=FOUND_MS)


def test_password_refusals_and_watching(launcher, tables, qtbot):
    page = launcher.join_page
    name = unique("Locked table")
    table = tables(name, password="owl")
    bob = LocalClient(table.session)
    bob.hello("Bob", password="owl")
    info = wait_listed(qtbot, page, name, seats_taken=1)
    assert "password" in page.item_for(info.instance).toolTip(0)  # the lock
    click_table(qtbot, page, info.instance)
    assert page.password.isVisibleTo(page)
    # a wrong password: refused, in words
    qtbot.keyClicks(page.password, "cat")
    qtbot.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Wrong table password" in page.status.text(), timeout=10_000)
    assert page.status.property("error") == "true" and page.attempt is None
    # the right one, but the name is taken
    page.password.clear()
    qtbot.keyClicks(page.password, "owl")
    launcher.name.clear()
    qtbot.keyClicks(launcher.name, "Bob")
    qtbot.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "already sits under this name" in page.status.text(),
                    timeout=10_000)
    assert not page.windows
    # the game starts: joining is closed (with the reason), watching is open
    for extra in ("Cid", "Dan", "Eve", "Fay", "Gus", "Hal"):
        LocalClient(table.session).hello(extra, password="owl")
    table.session.start()
    info = wait_listed(qtbot, page, name, running=True)
    assert page.item_for(info.instance).text(3) == "Game in progress"
    click_table(qtbot, page, info.instance)
    assert not page.join_button.isEnabled()
    assert "started" in page.lan_reason.text()
    assert page.watch_button.isEnabled()
    qtbot.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    from desktop.board.projector import ProjectorWindow

    assert isinstance(page.windows[0], ProjectorWindow)
    assert any(conn.spectator for conn in table.session.conns.values())


def test_join_by_address(launcher, tables, qtbot):
    page = launcher.join_page
    table = tables(unique("Hidden table"), advertise=False, password="key")
    qtbot.keyClicks(page.address, "127.0.0.1")  # no port
    qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
    assert "host:port" in page.status.text()
    page.address.clear()
    qtbot.keyClicks(page.address, f"127.0.0.1:{table.port}")
    assert not page.manual_password.isVisibleTo(page)
    qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
    # the table wants a password: the field appears
    qtbot.waitUntil(lambda: page.manual_password.isVisibleTo(page), timeout=10_000)
    # none was typed: the table needs one, nobody typed a wrong one (issue 33)
    assert page.status.text() == "This table needs a password: type it, then join again."
    qtbot.keyClicks(page.manual_password, "key")
    qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.session.connected("Ann"), timeout=10_000)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    assert launcher.app.settings.last_address == f"127.0.0.1:{table.port}"
    # nobody at that address: said so, and the attempt ends
    port = table.port
    table.close()
    page.address.clear()
    qtbot.keyClicks(page.address, f"127.0.0.1:{port}")
    qtbot.mouseClick(page.address_watch, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cannot reach" in page.status.text(), timeout=10_000)
    assert page.attempt is None


def test_a_changed_key_for_a_known_table_is_refused_with_a_warning(launcher, tables, qtbot):
    """The impostor answers for a table this computer joined, with another key: the join
    page refuses and says why, in the player's language (docs/security.md)."""
    from netproto.host_key import HostKey
    from netproto.qt_host import QtTableHost
    from netproto.session import TableSession

    page = launcher.join_page
    table = tables(unique("Keyed table"), advertise=False)
    qtbot.keyClicks(page.address, f"127.0.0.1:{table.port}")
    qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
    assert f"Its key code is {table.host.code}" in page.status.text()
    impostor = QtTableHost(TableSession(TableConfig(write_log=False)), host_key=HostKey.make())
    impostor.session.table_id = table.session.table_id
    assert impostor.listen("127.0.0.1", 0)
    launcher.app.set_language(Language.RU)
    try:
        page.address.clear()
        qtbot.keyClicks(page.address, f"127.0.0.1:{impostor.port}")
        qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Ключ этого стола изменился" in page.status.text(),
                        timeout=10_000)
        assert page.attempt is None and len(page.windows) == 1
    finally:
        launcher.app.set_language(Language.EN)
        impostor.close()


def test_choices_name_sounds_and_language(launcher, app, qtbot, monkeypatch):
    import desktop.launcher.window as launcher_module

    opened = []

    class Fake:
        def __init__(self, app):
            from PySide6.QtWidgets import QWidget

            self.widget = QWidget()
            opened.append(type(self).__name__)

        def __getattr__(self, name):
            return getattr(self.widget, name)

    fakes = {"HostConsole": type("HostConsole", (Fake,), {}),
             "HotSeatWindow": type("HotSeatWindow", (Fake,), {})}
    real = launcher_module.lazy_class
    monkeypatch.setattr(launcher_module, "lazy_class",
                        lambda module, name: fakes.get(name) or real(module, name))
    monkeypatch.setattr(launcher, "_opened", lambda window: None)
    monkeypatch.setattr(app, "keep", lambda window: window)
    qtbot.mouseClick(launcher.tiles["host"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(launcher.tiles["hotseat"], Qt.MouseButton.LeftButton)
    assert opened == ["HostConsole", "HotSeatWindow"]
    monkeypatch.undo()

    # the sandbox is a real window
    qtbot.mouseClick(launcher.tiles["sandbox"], Qt.MouseButton.LeftButton)
    from desktop.sandbox import RulesSandbox

    sandbox = next(w for w in launcher.windows if isinstance(w, RulesSandbox))
    assert sandbox.isVisible()

    # the name is kept; joining needs one
    launcher.name.clear()
    qtbot.keyClicks(launcher.name, "Zoe")
    qtbot.keyClick(launcher.name, Qt.Key.Key_Return)
    assert app.settings.player_name == "Zoe"
    launcher.name.clear()
    qtbot.keyClicks(launcher.join_page.address, "127.0.0.1:4000")
    assert not launcher.join_page.address_join.isEnabled()
    assert launcher.join_page.address_watch.isEnabled()
    # sounds
    qtbot.mouseClick(launcher.sounds, Qt.MouseButton.LeftButton)
    assert app.sounds.enabled is False and app.settings.sounds is False
    # the language: the launcher and every open window retranslate
    calls = []
    for widget in (launcher, launcher.join_page, launcher.saved_page, sandbox):
        original = widget.retranslate
        monkeypatch.setattr(widget, "retranslate",
                            lambda o=original, w=widget: (calls.append(w), o())[1])
    launcher.language.setCurrentIndex(0)
    try:
        assert app.language is Language.RU
        qtbot.waitUntil(lambda: len(set(calls)) == 4, timeout=5000)
    finally:
        launcher.language.setCurrentIndex(1)
    assert app.language is Language.EN
    # the switch follows a change made elsewhere
    app.set_language(Language.RU)
    assert launcher.language.currentIndex() == 0
    app.set_language(Language.EN)
    sandbox.close()


def test_parse_address():
    assert parse_address("192.168.1.20:47470") == ("192.168.1.20", 47470)
    assert parse_address(" host.local:80 ") == ("host.local", 80)
    assert parse_address("[::1]:9") == ("::1", 9)
    for bad in ("", "host", "host:", ":80", "host:0", "host:70000", "host:x"):
        assert parse_address(bad) is None


def test_the_list_names_the_rules_offers_reserves_where_they_apply_and_a_finished_game(
        launcher, tables, qtbot):
    page = launcher.join_page
    name = unique("Classic night")
    table = tables(name, preset=Preset.CLASSIC)
    info = wait_listed(qtbot, page, name, preset="classic")
    assert page.item_for(info.instance).text(1) == "Classic"
    click_table(qtbot, page, info.instance)
    assert page.reserve_box.isEnabled()
    page.reserve_box.setChecked(True)
    assert page.join_button.text() == "Join as a reserve"
    # the game is played to its end: the list says so, and only watching is offered
    for extra in ("Bob", "Cid", "Dan", "Eve", "Fay", "Gus"):
        LocalClient(table.session).hello(extra)
    table.session.start()
    for player in ("Bob", "Cid", "Dan", "Eve", "Fay", "Gus"):
        if table.session.game.over:
            break
        table.session.kick(player)
    assert table.session.game.over
    info = wait_listed(qtbot, page, name, over=True)
    assert page.item_for(info.instance).text(3) == "Game over"
    click_table(qtbot, page, info.instance)
    assert not page.join_button.isEnabled() and "over" in page.lan_reason.text()
    assert page.watch_button.isEnabled()
