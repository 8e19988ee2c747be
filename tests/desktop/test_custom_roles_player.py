"""The host's own roles played in the desktop player window (issue 30), offscreen: a
classic table with the example role files (examples/roles/: tracker, veteran, bodyguard,
mayor) deals them by hand; each window shows the role's name and card from the view's
glossary, offers its acts with their labels (the mayor's reveal by day, follow, stay on
alert with no target, guard), each act is acknowledged, the bodyguard dies in his
ward's place and the tracker's report in his private messages is words, not a message code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.options import Preset
from engine.rolebook import load_custom_roles
from netproto.session import TableConfig, TableSession
from tests.desktop.table_play import player_windows, start_and_wait

pytestmark = pytest.mark.timeout(90)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
DEAL = {"Ann": "mafia", "Bob": "civilian", "Cid": "tracker", "Dan": "veteran",
        "Eve": "bodyguard", "Fay": "mayor", "Gus": "civilian"}
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\{[a-z_]+\}")


def _act(qtbot, panel, action: str, target: str | None = None) -> str:
    """The act sent from its row (asked first where the row asks); the feedback line's
    answer."""
    qtbot.waitUntil(lambda: action in panel.action_rows
                    and panel.action_rows[action].button.isVisible()
                    and panel.action_rows[action].button.isEnabled())
    row = panel.action_rows[action]
    if target is None:
        assert not row.targets.isVisible()
    else:
        row.targets.setCurrentText(target)
    with qtbot.waitSignal(panel.answerShown, timeout=5000) as answer:
        qtbot.mouseClick(row.button, Qt.MouseButton.LeftButton)
        if row.confirm.isVisible():
            qtbot.mouseClick(row.confirm_yes, Qt.MouseButton.LeftButton)
    ok, text = answer.args
    assert ok and text.startswith("Accepted"), text
    return text


def test_the_hosts_roles_in_the_player_windows(app, qtbot, tmp_path) -> None:
    roles = tuple(spec for word in ("tracker", "veteran", "bodyguard", "mayor")
                  for spec in load_custom_roles(EXAMPLES / f"{word}.toml", "classic"))
    session = TableSession(TableConfig(
        name="Own roles", preset=Preset.CLASSIC, deal=dict(DEAL), seed=2, log_dir=tmp_path,
        options={"autokill_inactive": False}, custom_roles=roles))
    windows = player_windows(app, qtbot, session, DEAL)
    try:
        panels = start_and_wait(qtbot, session, windows)
        for name, title, card in (("Cid", "Tracker", "follow one other player"),
                                  ("Dan", "Veteran", "Twice a game"),
                                  ("Eve", "Bodyguard", "you die in his place"),
                                  ("Fay", "Mayor", "your vote counts twice")):
            assert panels[name].role_title.text() == title
            assert card in panels[name].role_rules.text()
        fay = panels["Fay"]
        qtbot.waitUntil(lambda: "reveal" in fay.action_rows)
        assert fay.action_rows["reveal"].button.text() == "Reveal your role"
        _act(qtbot, fay, "reveal")
        session.advance_phase()  # the vote
        session.advance_phase()  # the night
        cid, dan, eve = panels["Cid"], panels["Dan"], panels["Eve"]
        qtbot.waitUntil(lambda: "track" in cid.action_rows and "alert" in dan.action_rows
                        and "guard" in eve.action_rows)
        assert cid.action_rows["track"].button.text() == "Follow"
        assert dan.action_rows["alert"].button.text() == "Stay on alert tonight"
        assert eve.action_rows["guard"].button.text() == "Guard"
        _act(qtbot, cid, "track", "Ann")
        _act(qtbot, dan, "alert")
        _act(qtbot, eve, "guard", "Bob")
        ann = panels["Ann"]
        kill = next(a for a in ("kill", "mafia_kill", "shoot") if a in ann.action_rows)
        _act(qtbot, ann, kill, "Bob")
        session.advance_phase()  # the morning
        state = session.game.state
        assert state.players["Bob"].alive and not state.players["Eve"].alive
        qtbot.waitUntil(lambda: "Ann went to: Bob." in cid.private_log.toPlainText())
        for panel in panels.values():
            shown = panel.private_log.toPlainText() + panel.role_rules.text()
            assert not RAW.findall(shown), shown
    finally:
        for window in windows.values():
            window.close()
        session.close()
