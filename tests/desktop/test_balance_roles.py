"""«Estimate balance» plays the table's own roles (issue 30): the rule editor's roles of
this table (examples/roles/ added under the deal, with their seats) are dealt in the bot
games the button plays — the same figures as ``simulate()`` with those roles, not the
plain table's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from bots.simulate import simulate
from bots.simulate_roles import RoleMix
from desktop.rules.balance import SEED
from desktop.rules.editor import RulesEditor

pytestmark = pytest.mark.timeout(240)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"


def test_the_estimate_deals_the_tables_own_roles(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_preset("classic")
    assert editor.table_roles.add_path(EXAMPLES / "bodyguard.toml")
    assert editor.table_roles.add_path(EXAMPLES / "vigilante.toml")
    editor.table_roles.seat_spins[1].setValue(2)  # two vigilantes
    roles = editor.roles_now()
    assert roles.words() == ["bodyguard×1", "vigilante×2"]
    panel = editor.balance
    panel.jobs = 1
    panel.games.setMinimum(1)
    panel.games.setValue(16)
    panel.seats.setValue(12)
    editor.show()
    with qtbot.waitSignal(panel.finished, timeout=180_000):
        qtbot.mouseClick(panel.estimate, Qt.MouseButton.LeftButton)
    summary = panel.summary
    assert summary is not None and summary.games == 16 and summary.refusals == 0
    with_roles = simulate("classic", [12], 16, SEED, "normal", editor.overrides(), jobs=1,
                          roles=roles)[0]
    plain = simulate("classic", [12], 16, SEED, "normal", editor.overrides(), jobs=1)[0]
    assert (summary.wins, summary.days, summary.victims) == (
        with_roles.wins, with_roles.days, with_roles.victims)
    assert summary.victims != plain.victims
    dead_roles = {role for _cause, role in summary.victims}
    assert dead_roles & {"bodyguard", "vigilante"}, dead_roles


def test_no_roles_of_its_own_is_the_plain_table(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_preset("classic")
    assert editor.roles_now() == RoleMix()
