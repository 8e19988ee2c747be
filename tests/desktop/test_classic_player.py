"""A classic game in the player windows, offscreen: the role cards and their rules, the
family's block for a mafioso, a lawyer strike sent with its guessed role from the action
list, the commissar's check in his results, and the morning's news."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.options import Preset
from netproto.session import TableConfig, TableSession
from tests.desktop.table_play import player_windows, start_and_wait

pytestmark = pytest.mark.timeout(90)

DEAL = {"Ann": "mafia", "Bob": "doctor", "Cid": "commissar", "Dan": "civilian",
        "Eve": "civilian"}


def test_a_classic_night_through_the_player_windows(app, qtbot, tmp_path) -> None:
    session = TableSession(TableConfig(
        name="Classic", preset=Preset.CLASSIC, deal=dict(DEAL), seed=2, log_dir=tmp_path,
        options={"lawyer_strike": True, "autokill_inactive": False}))
    windows = player_windows(app, qtbot, session, DEAL)
    try:
        panels = start_and_wait(qtbot, session, windows)
        assert panels["Bob"].role_title.text() == "Doctor"
        assert "save one player" in panels["Bob"].role_rules.text()
        assert panels["Cid"].role_title.text() == "Commissar"
        ann = panels["Ann"]
        assert "Kira" not in ann.role_rules.text() and "family" in ann.role_rules.text()
        assert ann.tabs.indexOf(ann.mafia_tab) >= 0
        assert ann.mafia_members.text().startswith("Your family: Ann.")
        session.advance_phase()  # the vote
        session.advance_phase()  # the night
        qtbot.waitUntil(lambda: "strike" in ann.action_rows
                        and ann.action_rows["strike"].button.isVisible())
        strike = ann.action_rows["strike"]
        assert strike.roles.isVisible()
        assert [strike.roles.itemText(i) for i in range(strike.roles.count())] == [
            "Commissar", "Doctor", "Executioner", "Peacemaker", "Witness"]
        strike.targets.setCurrentText("Bob")
        strike.roles.setCurrentIndex(strike.roles.findData("doctor"))
        sent = []
        ann.intentSent.connect(lambda action, fields: sent.append((action, fields)))
        qtbot.mouseClick(strike.button, Qt.MouseButton.LeftButton)
        assert sent == [] and strike.confirm.isVisible()  # a strike asks first
        qtbot.mouseClick(strike.confirm_yes, Qt.MouseButton.LeftButton)
        assert sent == [("strike", {"target": "Bob", "role": "doctor"})]
        qtbot.waitUntil(lambda: "Accepted" in ann.feedback.text())
        cid = panels["Cid"]
        qtbot.waitUntil(lambda: "check" in cid.action_rows
                        and cid.action_rows["check"].button.isEnabled())
        cid.action_rows["check"].targets.setCurrentText("Ann")
        qtbot.mouseClick(cid.action_rows["check"].button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Accepted" in cid.feedback.text())
        session.advance_phase()  # the morning
        qtbot.waitUntil(lambda: cid.results_box.isVisible())
        assert "check of Ann: Mafioso" in cid.results.text()
        assert not session.game.state.players["Bob"].alive  # the right guess killed him
        bob = panels["Bob"]
        qtbot.waitUntil(lambda: "You are dead" in bob.my_status.text())
    finally:
        for window in windows.values():
            window.close()
        session.close()
