"""The desktop seat's whose-turn cues: the waiting count in the clock's row, and the
taskbar, the title and a sound when a view brings the seat something to do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from desktop.sounds import Cue
from engine.act_places import place_rows
from netproto.session import TableConfig, TableSession
from tests.helpers.names import NAMES

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def seat(qtbot, desktop, monkeypatch):
    session = TableSession(TableConfig(name="Turns", seed=3, max_seats=7, write_log=False))
    links = [LocalTableClient(session, name) for name in NAMES]
    session.start()
    qtbot.waitUntil(lambda: links[0].view is not None
                    and links[0].view.get("kind") == "player", timeout=3000)
    window = PlayerWindow(desktop, links[0])
    qtbot.addWidget(window)
    alerts: list[tuple] = []
    monkeypatch.setattr(desktop.qapp, "alert", lambda *a: alerts.append(a))
    desktop.sounds.played.clear()
    yield window, dict(links[0].view), alerts
    for link in links[1:]:
        link.close()


def _at(view: dict, phase: str, day: int, *, acts: bool, waiting: int | None = None) -> dict:
    clock = dict(view.get("clock") or {}) | {"phase": phase, "game_day": day,
                                             "runoff": False}
    actions = place_rows([{"action": "vote", "legal": True, "targets": ["Bob"]}] if acts else
                         [{"action": "say", "legal": True}, {"action": "concede", "legal": True}])
    return view | {"clock": clock, "actions": actions, "waiting": waiting, "winner": None}


def test_the_waiting_count_shows_in_the_clock_row_and_moves_nothing(qtbot, desktop, seat):
    window, view, _alerts = seat
    panel = window.panel
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    panel.show_view(_at(view, "day", 2, acts=False))
    assert panel.waiting_line.text() == ""
    qtbot.wait(50)
    places = [(w, w.mapTo(window, w.rect().topLeft())) for w in
              (panel.tabs, panel.actions_box, panel.players_box, panel.chat_input,
               window.hide_button)]
    panel.show_view(_at(view, "day", 2, acts=False, waiting=3))
    qtbot.wait(20)
    assert panel.waiting_line.text() == "Waiting for 3 more players"
    assert panel.waiting_line.isVisible()
    assert panel.clock.isAncestorOf(panel.waiting_line)
    assert [(w, w.mapTo(window, w.rect().topLeft())) for w, _ in places] == places, \
        [(w.objectName(), w.mapTo(window, w.rect().topLeft())) for w, _ in places]
    panel.show_view(_at(view, "vote", 2, acts=False, waiting=1))
    assert panel.waiting_line.text() == "Waiting for 1 more player"
    panel.show_view(_at(view, "vote", 2, acts=False, waiting=0))
    assert panel.waiting_line.text() == "Everybody has made a move"
    desktop.set_language(Language.RU)
    for count, words in ((1, "Ждём ещё 1 игрока"), (3, "Ждём ещё 3 игроков"),
                         (5, "Ждём ещё 5 игроков"), (21, "Ждём ещё 21 игрока")):
        panel.show_view(_at(view, "night", 2, acts=False, waiting=count))
        assert panel.waiting_line.text() == words


def test_a_phase_with_an_act_for_him_asks_for_attention_until_the_window_is_seen(
        qtbot, desktop, seat):
    window, view, alerts = seat
    panel = window.panel
    title = window.windowTitle()
    panel.show_view(_at(view, "day", 2, acts=False))
    alerts.clear()
    desktop.sounds.played.clear()
    panel.show_view(_at(view, "vote", 2, acts=False, waiting=4))  # nothing for him: quiet
    assert alerts == [] and window.windowTitle() == title
    panel.show_view(_at(view, "night", 2, acts=True, waiting=4))  # his move: his turn
    assert len(alerts) == 1 and alerts[0][0] is window
    assert window.windowTitle() == "● Your turn — " + title
    assert Cue.PHASE in desktop.sounds.played
    panel.show_view(_at(view, "night", 2, acts=True, waiting=3))  # the same phase: no more
    assert len(alerts) == 1
    QApplication.sendEvent(window, QEvent(QEvent.Type.ActivationChange))
    assert window.windowTitle() == "● Your turn — " + title  # not active yet: still marked
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.waitUntil(lambda: window.windowTitle() == title, timeout=2000)


def test_a_private_result_asks_for_attention_and_sounds(qtbot, desktop, seat):
    window, view, alerts = seat
    panel = window.panel
    panel.show_view(_at(view, "day", 2, acts=False))
    alerts.clear()
    desktop.sounds.played.clear()
    told = {"code": "written", "params": {"target": "Bob"}, "at": "d2 12:00"}
    panel.show_view(_at(view, "day", 2, acts=False) | {
        "messages": [*(view.get("messages") or []), told]})
    assert len(alerts) == 1
    assert desktop.sounds.played == [Cue.PRIVATE]
    assert window.windowTitle().startswith("● Your turn — ")


def test_the_sound_stays_off_when_sounds_are_off(qtbot, desktop, seat):
    window, view, alerts = seat
    desktop.set_sounds(False)
    panel = window.panel
    panel.show_view(_at(view, "day", 2, acts=False))
    panel.show_view(_at(view, "night", 2, acts=True, waiting=4))
    assert desktop.sounds.played == [] and len(alerts) == 1
