"""A player whose night act could not resolve is told so privately, in his window and his
language (issue 33): L checks the boss, the closed-form Kira writes L in the window, and in
the morning L's private tab says his check of the boss did not happen — nobody else's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from engine.options import Preset
from netproto.messages import ActMessage
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(90)

DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss", "Eve": "mafia",
        "Fay": "civilian", "Gus": "civilian"}


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_l_is_told_his_check_did_not_happen(app, qtbot, tmp_path, language) -> None:
    app.set_language(language)
    session = TableSession(TableConfig(name="Lost", preset=Preset.DEATHNOTE,
                                       deal=dict(DEAL), seed=4, log_dir=tmp_path))
    links = {name: LocalTableClient(session, name) for name in DEAL if name != "Bob"}
    window = PlayerWindow(app, LocalTableClient(session, "Bob"))
    qtbot.addWidget(window)
    window.show()
    try:
        session.start()
        panel = window.panel
        qtbot.waitUntil(lambda: (panel.view or {}).get("kind") == "player")
        links["Fay"].request(ActMessage.of("nominate", target="Bob"))
        session.advance_phase()  # the vote: Bob abstains (a missed vote counts against him)
        qtbot.waitUntil(lambda: "abstain" in panel.action_rows
                        and panel.action_rows["abstain"].button.isEnabled())
        qtbot.mouseClick(panel.action_rows["abstain"].button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.game.state.players["Bob"].abstained)
        session.advance_phase()  # nobody is executed; the night, in the closed-form window
        assert session.game.state.players["Bob"].alive
        qtbot.waitUntil(lambda: "check" in panel.action_rows
                        and panel.action_rows["check"].button.isEnabled())
        panel.action_rows["check"].targets.setCurrentText("Dan")
        qtbot.mouseClick(panel.action_rows["check"].button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.game.state.night.l_target == "Dan")
        links["Ann"].request(ActMessage.of("write", target="Bob"))
        qtbot.waitUntil(lambda: any(e.target == "Bob"
                                    for e in session.game.state.notebook.entries))
        session.advance_phase()  # the morning: Bob died in step 1, before his check
        said = ("did not happen: you died before it was carried out"
                if language is Language.EN else "не состоялось: вы погибли раньше")
        qtbot.waitUntil(lambda: said in "\n".join(panel.private_log.plain_lines()))
        assert "Dan" in next(line for line in panel.private_log.plain_lines() if said in line)
        assert not panel.results.text() or "Dan" not in panel.results.text()
    finally:
        window.close()
        session.close()
        app.set_language(Language.EN)
