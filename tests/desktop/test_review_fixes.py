"""Fixes found in a review of the desktop windows: each test fails without its fix."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.link import LocalTableClient
from desktop.seat.window import PlayerPanel
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(60)


def _lobby_panel(qtbot, desktop, name: str = "Ann", *, spectator: bool = False):
    session = TableSession(TableConfig(name="Review", seed=3, max_seats=7, write_log=False))
    link = LocalTableClient(session, name, spectator=spectator)
    qtbot.waitUntil(lambda: link.view is not None, timeout=3000)
    panel = PlayerPanel(desktop, link)
    qtbot.addWidget(panel)
    link.setParent(panel)
    return session, link, panel


@pytest.mark.parametrize("text", ["x" * 1500, "where\tdo I sit?"])
def test_a_bad_question_is_refused_in_the_window_not_by_a_dropped_connection(
        qtbot, desktop, text):
    session, link, panel = _lobby_panel(qtbot, desktop)
    panel.ask_input.setText(text)
    qtbot.mouseClick(panel.ask_send, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert link.state.value == "connected"  # a protocol error would close the link
    assert session.connected("Ann")
    if len(text) > 1000:
        assert not panel.feedback.isHidden()
        assert not session.questions
    else:  # the tab is made a space, the question goes
        qtbot.waitUntil(lambda: bool(session.questions), timeout=2000)
        assert session.questions[0].text == "where do I sit?"


def test_a_hotseat_private_screen_makes_no_sound_the_room_could_hear(qtbot, desktop,
                                                                      monkeypatch):
    """A hot-seat private screen is watched by the whole room's ears: a private cue there
    (a role-holder's own action answered) would tell who had something to do."""
    from desktop.hotseat.window import HotSeatWindow

    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
    session = TableSession(TableConfig(name="Review", seed=3, max_seats=7, write_log=False,
                                       hotseat=True))
    links = [LocalTableClient(session, n) for n in names]
    session.start()
    link = links[0]
    qtbot.waitUntil(lambda: link.view is not None and link.view.get("kind") != "lobby",
                    timeout=3000)
    played = []
    monkeypatch.setattr(desktop.sounds, "play", played.append)
    alerts = []
    monkeypatch.setattr(desktop.qapp, "alert", lambda *a: alerts.append(a))
    panel = HotSeatWindow.panel_factory(desktop, link)
    qtbot.addWidget(panel)
    view = dict(link.view)
    panel.show_view(view)
    told = {"code": "written", "params": {"target": "Bob"}, "at": "d1 12:00"}
    panel.show_view(view | {"messages": [*(view.get("messages") or []), told]})
    assert played == [] and alerts == []
    for each in links:
        each.close()


def test_a_lobby_spectator_is_not_offered_to_ask_the_host(qtbot, desktop):
    _session, _link, panel = _lobby_panel(qtbot, desktop, "watcher", spectator=True)
    assert not panel.ask_send.isEnabled()
    _session, _link, seated = _lobby_panel(qtbot, desktop, "Ann")
    assert seated.ask_send.isEnabled()


def test_the_phase_banner_moves_nothing_and_lets_clicks_through(qtbot, desktop) -> None:
    """The banner of a new phase floats over the panel: the tabs, the actions and the
    players stay where they were (a click aimed at a button still hits it)."""
    _session, _link, panel = _lobby_panel(qtbot, desktop)
    panel.resize(1280, 760)
    panel.show()
    qtbot.waitExposed(panel)
    before = (panel.tabs.geometry(), panel.actions_box.mapTo(panel, panel.actions_box.rect()
                                                              .topLeft()))
    panel.flash("Day 2", "day")
    assert panel.banner.isVisible()
    assert (panel.tabs.geometry(), panel.actions_box.mapTo(
        panel, panel.actions_box.rect().topLeft())) == before
    assert panel.banner.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert panel.banner.geometry().top() > panel.clock.geometry().bottom()
