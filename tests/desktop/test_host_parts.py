"""The host console's parts on their own, without the window: the set-up page (the preset's
metadata for seats and approval, the problem of a timed pace without durations, the
settings round trip), the game page reading the public view (who may be removed, the end
banner), the host's own seat refusing a seat without a name, and the console answering
for its parts' widgets by name."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.host.game import HostGamePage, alive_in, game_over, story_html
from desktop.host.seat import OwnSeat
from desktop.host.setup import PHASES, HostSetupPage
from desktop.rules.editor import foreign_options
from engine.options import Preset
from engine.presets import preset_rules
from netproto.inprocess import LocalClient
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession
from tests.helpers.names import NAMES

pytestmark = pytest.mark.timeout(60)


def test_the_set_up_page_reads_the_presets_metadata(qtbot) -> None:
    page = HostSetupPage()
    qtbot.addWidget(page)
    for preset in (Preset.CLASSIC, Preset.DEATHNOTE):
        page.preset_combo.setCurrentIndex(page.preset_combo.findData(preset.value))
        rules = preset_rules(preset)
        assert page.rules.preset is preset
        assert (page.seats_spin.minimum(), page.seats_spin.maximum()) == rules.seat_range
        assert page.approve_box.isChecked() is rules.approval_default
        assert page.config().preset is preset
        # an option only another preset uses is hidden
        assert all(not page.rules.applies(name) for name in foreign_options(preset))


def test_foreign_options_are_the_other_presets_own() -> None:
    assert foreign_options(Preset.DEATHNOTE) == preset_rules(Preset.CLASSIC).own_options
    assert foreign_options(Preset.CLASSIC) == preset_rules(Preset.DEATHNOTE).own_options


def test_a_timed_pace_needs_every_duration_and_the_settings_round_trip(qtbot) -> None:
    page = HostSetupPage()
    qtbot.addWidget(page)
    assert page.problem() == ""
    page.timed_radio.setChecked(True)
    page.minute_spins["vote"].setValue(0)
    page.second_spins["vote"].setValue(0)
    assert "duration" in page.problem()
    page.minute_spins["vote"].setValue(2)
    page.note_edit.setPlainText("Tonight 19:00")
    saved = page.settings()
    assert saved["pace"] == PaceMode.TIMED.value and saved["phase_seconds"]["vote"] == 120
    again = HostSetupPage()
    qtbot.addWidget(again)
    again.load_settings(saved)
    assert again.settings() == saved
    assert set(again.phase_seconds()) == set(PHASES)


class _Sounds:
    def __init__(self) -> None:
        self.played: list[Any] = []

    def play(self, cue: Any) -> None:
        self.played.append(cue)


class _App:
    language = "en"

    def __init__(self) -> None:
        self.sounds = _Sounds()


def _running_session() -> TableSession:
    session = TableSession(TableConfig(write_log=False))
    for name in NAMES:
        client = LocalClient(session)
        client.hello(name)
        assert client.error is None, client.error
    session.start()
    return session


def test_the_game_page_reads_the_public_view(qtbot) -> None:
    session = _running_session()
    playing: list[str | None] = [None]
    page = HostGamePage(_App(), lambda: playing[0], lambda: playing[0] is None)
    qtbot.addWidget(page)
    page.set_session(session)
    page.refresh()
    view = page.view
    assert view is not None and not game_over(view)
    assert page.players.rowCount() == len(NAMES)
    assert all(alive_in(view, name) for name in NAMES) and not alive_in(view, "Nobody")
    assert page.god is not None  # a host who does not play sees everything
    assert page.next_button.isEnabled() and not page.export_box.isVisibleTo(page)
    page.players.selectRow(0)
    assert page.remove_button.isEnabled()
    session.kick(page.players.selected_name())  # removed: no longer removable
    page.refresh()
    page.players.selectRow(0)
    assert not alive_in(page.view, page.players.selected_name())
    assert not page.remove_button.isEnabled()
    playing[0] = "Ann"  # the host plays: the god view closes
    page.refresh()
    assert page.god is None and page.own_button.isVisibleTo(page)


def test_the_story_of_a_finished_view() -> None:
    view = {"clock": {"phase": "over"}, "winner": "town", "players": [],
            "story": {"roles": {"Ann": "civilian"}, "deaths": [
                {"name": "Ann", "cause": "executed", "at": "Day 1 12:00"}]}}
    assert game_over(view)
    text = story_html(view)
    assert "Ann" in text and "Day 1 12:00" in text


def test_the_own_seat_wants_a_name(qtbot) -> None:
    warned: list[tuple[str, str]] = []
    seat = OwnSeat(_App(), lambda title, text: warned.append((title, text)), lambda _n: None)
    qtbot.addWidget(seat.box)
    seat.session = TableSession(TableConfig(write_log=False))
    seat.edit.setText("   ")
    seat.take()
    assert seat.name is None and warned and "name" in warned[0][1]
    seat.refresh()
    assert seat.take_button.isVisibleTo(seat.box) and not seat.leave_button.isVisibleTo(
        seat.box)


def test_the_console_answers_for_its_parts_widgets(app, qtbot) -> None:
    from desktop.host.console import HostConsole

    HostConsole.advertise = False
    try:
        console = HostConsole(app)
        qtbot.addWidget(console)
        assert console.name_edit is console.setup_page.name_edit
        assert console.start_button is console.lobby_column.start_button
        assert console.tabs is console.game_page.tabs
        assert console.play_edit is console.own_seat.edit
        with pytest.raises(AttributeError):
            _ = console.no_such_widget
        console.shutdown()
    finally:
        HostConsole.advertise = True
