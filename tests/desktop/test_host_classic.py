"""The host console with the classic preset, clicked through offscreen: the classic set-up
(the deal, the roles, the six scenarios, each option with its editor and explanation; the
Death Note's options hidden), the lobby with the characters' profiles, approving and
refusing each player, reserves, and a classic game started from the console and played
until a reserve takes a removed player's place."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.host.console import HostConsole
from desktop.rules.inputs import NumberInput, RolesPicker
from engine.options import CLASSIC_ONLY, DEATHNOTE_ONLY
from netproto.inprocess import LocalClient
from netproto.messages import Profile
from netproto.session import TableState
from tests.helpers.names import EIGHT as NAMES

pytestmark = pytest.mark.timeout(60)

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def console(app, qtbot, monkeypatch):
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: True)
    HostConsole.advertise = False
    window = HostConsole(app)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    yield window
    HostConsole.advertise = True
    window.shutdown()


def choose_classic(console: HostConsole) -> None:
    combo = console.preset_combo
    combo.setCurrentIndex(combo.findData("classic"))


def tick(qtbot, box) -> None:
    """Click a check box on its box (a short label in a wide cell: not at the middle)."""
    qtbot.waitUntil(lambda: box.height() >= box.sizeHint().height())  # laid out
    qtbot.mouseClick(box, LEFT, pos=QPoint(6, box.height() // 2))


def join(session, name: str, **kwargs: Any) -> LocalClient:
    client = LocalClient(session)
    client.hello(name, **kwargs)
    return client


def row_status(console: HostConsole, name: str) -> str:
    panel = console.lobby_panel
    return panel.table.item(panel.row_of(name), panel.STATUS_COLUMN).text()


def test_the_classic_set_up_edits_every_classic_option(console, qtbot) -> None:
    rules = console.rules
    choose_classic(console)
    assert rules.preset.value == "classic"
    assert console.approve_box.isChecked()  # a classic table approves each player
    assert console.seats_spin.minimum() == 4
    for name in CLASSIC_ONLY:
        assert rules.titles[name].isVisibleTo(console), name
        assert rules.hints[name].text(), name
    for name in DEATHNOTE_ONLY:
        assert not rules.titles[name].isVisibleTo(console), name
    assert not rules.group_boxes["notebook"].isVisibleTo(console)
    for key in ("deal", "roles", "two_mafias", "recruitment", "vests", "lawyer", "killer",
                "don"):
        assert rules.group_boxes[key].isVisibleTo(console), key
        assert rules.group_boxes[key].title()
    # the deal: a count with "auto", a check box per optional role
    count = rules.editors["mafia_count"][0]
    assert isinstance(count, NumberInput) and count.text() == "auto: a quarter, rounded"
    count.setValue(2)
    picker = rules.editors["extra_roles"][0]
    assert isinstance(picker, RolesPicker) and picker.boxes["doctor"].text() == "Doctor"
    tick(qtbot, picker.boxes["doctor"])
    tick(qtbot, picker.boxes["don"])
    assert not picker.boxes["don2"].isEnabled()  # a second Don needs two mafias
    assert rules.editors["doctor_self_save"][0].isEnabled()
    assert not rules.editors["executioner_shots"][0].isEnabled()  # no executioner dealt
    # uses: "unlimited" at zero
    uses = rules.editors["lawyer_strike_uses"][0]
    assert uses.text() == "unlimited" and not uses.isEnabled()
    qtbot.mouseClick(rules.editors["lawyer_strike"][0], LEFT)
    assert uses.isEnabled()
    uses.setValue(2)
    # the killer strike and the Don deciding are one option, mafia_kill
    killer, don = rules.editors["mafia_kill"]
    qtbot.mouseClick(killer, LEFT)
    assert rules.values()["mafia_kill"] == "killer"
    assert rules.editors["killer_choice"][0].isEnabled()
    qtbot.mouseClick(don, LEFT)
    assert not killer.isChecked() and rules.values()["mafia_kill"] == "don"
    assert rules.editors["don_decides_uses"][0].isEnabled()
    assert not rules.editors["killer_choice"][0].isEnabled()
    vests = rules.editors["bulletproof_vests"][0]
    assert vests.text() == "none"
    vests.setValue(2)
    assert rules.overrides() == {"mafia_count": 2, "extra_roles": ["doctor", "don"],
                                 "lawyer_strike": True, "lawyer_strike_uses": 2,
                                 "mafia_kill": "don", "bulletproof_vests": 2}
    assert rules.error() is None and console.open_button.isEnabled()
    # the Death Note again: its own options back, the classic ones gone
    console.preset_combo.setCurrentIndex(0)
    assert rules.overrides() == {} and not console.approve_box.isChecked()
    assert rules.titles["daily_write_duty"].isVisibleTo(console)
    assert not rules.titles["mafia_count"].isVisibleTo(console)
    assert console.seats_spin.minimum() == 7


def test_a_classic_table_from_the_console_with_approval_and_reserves(console, qtbot) -> None:
    choose_classic(console)
    console.seats_spin.setValue(8)
    console.rules.editors["mafia_count"][0].setValue(2)
    qtbot.mouseClick(console.open_button, LEFT)
    session = console.session
    assert session is not None and session.config.approve
    assert session.config.options == {"mafia_count": 2}
    # players register characters; each waits for the host
    clients = {name: join(session, name, profile=Profile(f"{name.lower()}'s trade"))
               for name in NAMES}
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == len(NAMES))
    assert row_status(console, "Ann").startswith("waits for approval")
    panel = console.lobby_panel
    assert panel.table.item(panel.row_of("Ann"), panel.CHARACTER_COLUMN).text() == "ann's trade"
    assert "Profession: ann's trade" in panel.table.item(panel.row_of("Ann"), 1).toolTip()
    assert not console.start_button.isEnabled()  # nobody seated yet
    # one more than the seats registers: the host refuses him, and he is told so
    late = join(session, "Ivy")
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 9)
    panel.table.selectRow(panel.row_of("Ivy"))
    qtbot.mouseClick(panel.refuse_button, LEFT)
    assert late.closed and late.error.code == "registration_refused"
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 8)
    for name in NAMES:
        panel.table.selectRow(panel.row_of(name))
        qtbot.mouseClick(panel.approve_button, LEFT)
    assert [s.name for s in session.seats] == list(NAMES)
    assert clients["Ann"].view["registration"]["place"] == "seated"
    assert join(session, "Ivy").error.code == "table_full"  # the table is full now
    # the table is full: one more registers as a reserve, and is let in as one
    zed = join(session, "Zed", reserve=True, profile=Profile(appearance="tall"))
    assert zed.error is None
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 9)
    assert row_status(console, "Zed").startswith("waits for approval as a reserve")
    panel.table.selectRow(panel.row_of("Zed"))
    qtbot.mouseClick(panel.approve_button, LEFT)
    assert [s.name for s in session.reserves] == ["Zed"]
    assert panel.table.item(panel.row_of("Zed"), 0).text() == "R1"
    assert "Seated: 8 (seats: 8)" in console.lobby_tabs.tabText(0)
    assert panel.counts.text() == "1 reserve"
    # the host moves a player to the reserves and back (a full table refuses the move)
    panel.table.selectRow(panel.row_of("Hal"))
    assert panel.place_button.text() == "To the reserves"
    qtbot.mouseClick(panel.place_button, LEFT)
    assert [s.name for s in session.reserves] == ["Zed", "Hal"]
    panel.table.selectRow(panel.row_of("Zed"))
    assert panel.place_button.text() == "To the table"
    qtbot.mouseClick(panel.place_button, LEFT)
    panel.table.selectRow(panel.row_of("Hal"))
    qtbot.mouseClick(panel.place_button, LEFT)
    assert panel.problem.isVisible() and "Every seat is taken" in panel.problem.text()
    assert [s.name for s in session.reserves] == ["Hal"]
    assert "Hal" in [r["name"] for r in clients["Ann"].view["reserves"]]
    # start: the reserve goes to the engine
    qtbot.waitUntil(console.start_button.isEnabled)
    qtbot.mouseClick(console.start_button, LEFT)
    assert session.state is TableState.RUNNING
    assert session.game.setup.reserves == ("Hal",)
    assert console.stack.currentWidget() is console.game_page
    assert console.god is not None
    # the players list (the table's public view) shows the reserve waiting after them
    waiting = next(r for r in range(console.players.rowCount())
                   if console.players.item(r, 1).text() == "Hal")
    assert console.players.item(waiting, 0).text() == "R1"
    # the host removes a player: the reserve takes his place
    console.players.selectRow(next(
        r for r in range(console.players.rowCount())
        if console.players.item(r, 1).text() == "Bob"))
    qtbot.mouseClick(console.remove_button, LEFT)
    hal = session.reserves  # seated now
    assert not hal and "Hal" in session.game.state.players
    qtbot.waitUntil(lambda: any(console.players.item(r, 1).text() == "Hal"
                                for r in range(console.players.rowCount())))


def test_reserves_of_a_lobby_switched_to_the_death_note(console, qtbot) -> None:
    """A classic lobby with a reserve becomes a Death Note table, which has no reserves:
    the host is told the start turns him away, and may still move him to the table."""
    choose_classic(console)
    qtbot.mouseClick(console.approve_box, LEFT)  # no approval: straight in
    qtbot.mouseClick(console.open_button, LEFT)
    session = console.session
    clients = {name: join(session, name) for name in NAMES[:7]}
    zed = join(session, "Zed", reserve=True)
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == 8)
    console.preset_combo.setCurrentIndex(console.preset_combo.findData("deathnote"))
    qtbot.waitUntil(lambda: session.config.preset.value == "deathnote")
    console.refresh()
    assert "Reserves: Zed. Only a classic table has reserves" in (
        console.start_reason.text())
    assert console.start_button.isEnabled()
    panel = console.lobby_panel
    panel.table.selectRow(panel.row_of("Zed"))
    assert panel.place_button.isVisible() and panel.place_button.text() == "To the table"
    qtbot.mouseClick(panel.place_button, LEFT)
    assert [s.name for s in session.seats][-1] == "Zed" and not session.reserves
    qtbot.waitUntil(lambda: "Reserves:" not in console.start_reason.text())
    panel.table.selectRow(panel.row_of("Zed"))
    assert not panel.place_button.isVisible()  # no reserves at this table any more
    assert zed.error is None and all(c.error is None for c in clients.values())


def test_the_god_view_of_a_classic_game(qtbot) -> None:
    """A moderating host sees the classic hidden state: each family's Don and killer, vests,
    reserves, tonight's orders, and each family's channel on its own; no notebook."""
    from desktop.host.panels import GodView
    from engine.commands import Act, Action, Advance, Channel
    from engine.game import Game, GameSetup
    from engine.options import Preset
    from engine.views import god_view

    names = tuple(f"P{i:02d}" for i in range(15))
    deal = {"P00": "don", "P01": "mafia", "P02": "don2", "P03": "mafia2", "P04": "doctor"}
    game = Game(GameSetup(Preset.CLASSIC, names, 3,
                          {"two_mafias": True, "don_strike": True, "mafia_kill": "killer",
                           "killer_choice": "first_shot", "autokill_inactive": False},
                          deal, reserves=("Zed",), items={"P05": "vest"}))
    game.apply(Act("P01", Action.SAY, text="family one here", channel=Channel.MAFIA))
    game.apply(Act("P03", Action.SAY, text="family two here", channel=Channel.MAFIA))
    game.apply(Advance(game.next_phase_boundary()))
    game.apply(Advance(game.next_phase_boundary()))  # night 1
    game.apply(Act("P01", Action.SHOOT, target="P06"))  # the first shot: the killer
    game.apply(Act("P04", Action.SAVE, target="P06"))
    panel = GodView()
    qtbot.addWidget(panel)
    panel.show_view(god_view(game))
    notes = {panel.roles.item(r, 0).text(): panel.roles.item(r, 3).text()
             for r in range(panel.roles.rowCount())}
    roles = {panel.roles.item(r, 0).text(): panel.roles.item(r, 1).text()
             for r in range(panel.roles.rowCount())}
    assert "Don of family 1" in notes["P00"] and "Don of family 2" in notes["P02"]
    assert "killer of family 1" in notes["P01"]
    assert "wears a vest" in notes["P05"]
    assert roles["P02"] == "Don of the second family"
    night = panel.notebook.toPlainText()
    assert "notebook" not in night.lower()
    assert "Zed" in night and "P01 — shot: P06" in night and "P04 — protection: P06" in night
    assert panel.mafia2.isVisibleTo(panel)
    assert "family one here" in "\n".join(panel.mafia.plain_lines())
    assert "family two here" not in "\n".join(panel.mafia.plain_lines())
    assert "family two here" in "\n".join(panel.mafia2.plain_lines())


def test_the_host_approves_every_waiting_registration_at_once(console, qtbot) -> None:
    """Issue 33 ("Missing"): one click lets in everybody who waits, in the order they
    registered, as far as there is room; who is left waiting is named with why."""
    choose_classic(console)
    console.seats_spin.setValue(7)
    qtbot.mouseClick(console.open_button, LEFT)
    session = console.session
    assert session is not None and session.config.approve
    panel = console.lobby_panel
    assert not panel.approve_all_button.isVisible()  # nobody waits yet
    clients = {name: join(session, name) for name in NAMES}  # eight for seven seats
    qtbot.waitUntil(lambda: console.seats_table.rowCount() == len(NAMES))
    assert panel.approve_all_button.isVisible()
    assert panel.approve_all_button.text() == "Approve all (8)"
    qtbot.mouseClick(panel.approve_all_button, LEFT)
    assert [s.name for s in session.seats] == list(NAMES[:7])
    assert [s.name for s in session.pending] == ["Hal"]
    assert panel.problem.isVisible()
    assert "Still waiting: Hal" in panel.problem.text()
    assert "Every seat is taken" in panel.problem.text()
    assert panel.approve_all_button.text() == "Approve all (1)"
    qtbot.waitUntil(lambda: clients["Ann"].view["registration"]["place"] == "seated")
    # a reserve's seat: he asked to be a reserve, and is let in as one
    panel.table.selectRow(panel.row_of("Hal"))
    qtbot.mouseClick(panel.refuse_button, LEFT)
    zed = join(session, "Zed", reserve=True)
    qtbot.waitUntil(lambda: panel.approve_all_button.isVisible())
    qtbot.mouseClick(panel.approve_all_button, LEFT)
    assert [s.name for s in session.reserves] == ["Zed"] and not session.pending
    assert not panel.approve_all_button.isVisible() and not panel.problem.isVisible()
    assert zed.error is None
