"""One player, one word: the mafia's boss is "Mafia boss" to those who know it (himself, his
mafia), and his card says why the public reveal names him a "Mafioso" (RULES.md §3: "On
checks and on reveal the boss is 'mafia'")."""

from __future__ import annotations

from typing import Any

from desktop.seat.role_card import RoleCard
from desktop.widgets.players import PlayerTable


def _view(me: str, boss: str) -> dict[str, Any]:
    others = {"Dan": "mafia", "Eve": "mafia"}
    others.pop(me)
    return {
        "kind": "player", "preset": "deathnote", "clock": {"phase": "night"},
        "me": {"name": me, "role": "mafia", "team": "mafia", "alive": True},
        "mafia": {"members": ["Dan", "Eve"], "boss": boss},
        "players": [{"name": "Dan", "alive": True}, {"name": "Eve", "alive": True},
                    {"name": "Fay", "alive": False, "public_role": "mafia"}],
        "known_roles": others,
    }


def _role_cell(table: PlayerTable, name: str) -> str:
    row = next(r for r in range(table.rowCount()) if table.item(r, 1).text() == name)
    return table.item(row, 3).text()


def test_his_mafia_knows_the_boss_as_the_boss(qtbot) -> None:
    table = PlayerTable()
    qtbot.addWidget(table)
    table.set_view(_view("Eve", boss="Dan"))
    assert _role_cell(table, "Dan") == "Mafia boss (known to you)"
    table.set_view(_view("Eve", boss="Eve"))  # another night, another boss
    assert _role_cell(table, "Dan") == "Mafioso (known to you)"
    assert _role_cell(table, "Fay") == "Mafioso"  # a revealed dead one: the public word


def test_the_boss_card_says_why_his_reveal_will_say_mafioso(qtbot) -> None:
    card = RoleCard(changes_left_text=str)
    qtbot.addWidget(card)
    view = _view("Dan", boss="Dan")
    card.show_view(view, view["me"], False)
    assert card.role_title.text() == "Mafia boss"
    assert "the reveal names you a Mafioso" in card.role_extra.text()
    assert not card.role_extra.isHidden()
    view = _view("Dan", boss="Eve")
    card.show_view(view, view["me"], False)
    assert "Mafioso" not in card.role_extra.text()
