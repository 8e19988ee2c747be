"""The Don's card (and the other classic cards that speak of optional rules) in a real
player window says only what the table's rules make true (issue 33, item 9): at a table
with the Don strike and "the Don decides" off it speaks of neither; with them on, of both;
the doctor's card follows the self-save option — in English and in Russian."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.i18n import Language
from desktop.link import LocalTableClient
from engine.options import Preset
from netproto.session import TableConfig, TableSession
from tests.desktop.table_play import player_windows, start_and_wait

pytestmark = pytest.mark.timeout(90)

DEAL = {"Ann": "don", "Bob": "mafia", "Cid": "doctor", "Dan": "civilian", "Eve": "civilian",
        "Fay": "civilian", "Gus": "civilian"}


def cards(app, qtbot, tmp_path, options: dict[str, Any]) -> dict[str, str]:
    session = TableSession(TableConfig(
        name="Cards", preset=Preset.CLASSIC, deal=dict(DEAL), seed=3, log_dir=tmp_path,
        options={"autokill_inactive": False, "extra_roles": ["don", "doctor"], **options}))
    windows = player_windows(app, qtbot, session, ("Ann", "Cid"))
    others = [LocalTableClient(session, name) for name in DEAL if name not in windows]
    assert others
    panels = start_and_wait(qtbot, session, windows)
    return {name: p.role_rules.text() for name, p in panels.items()}


def test_the_dons_card_without_the_don_scenarios(app, qtbot, tmp_path) -> None:
    app.set_language(Language.EN)
    text = cards(app, qtbot, tmp_path, {})
    don = text["Ann"]
    assert "Don strike" not in don and "decides" not in don and "shot alone" not in don
    assert "every awake mafioso must name the same target" in don
    assert "You may save yourself." in text["Cid"]
    assert "Don's strike" not in text["Cid"]


def test_the_dons_card_with_the_don_strike_and_the_don_deciding(app, qtbot,
                                                                tmp_path) -> None:
    app.set_language(Language.EN)
    text = cards(app, qtbot, tmp_path, {"don_strike": True, "mafia_kill": "don",
                                        "don_decides_uses": 2, "doctor_self_save": False})
    don = text["Ann"]
    assert "You have the Don strike" in don
    assert "Your shot alone is your family's kill (nights: 2)" in don
    assert "You may not save yourself." in text["Cid"]
    assert "does not stop the Don's strike" in text["Cid"]


def test_the_dons_card_in_russian(app, qtbot, tmp_path) -> None:
    app.set_language(Language.RU)
    try:
        off = cards(app, qtbot, tmp_path / "off", {})["Ann"]
        assert "удар Дона" not in off and "Вы — Дон" in off
        on = cards(app, qtbot, tmp_path / "on", {"don_strike": True})["Ann"]
        assert "У вас есть удар Дона" in on
    finally:
        app.set_language(Language.EN)
