"""The mafia's tab says plainly which order stands tonight (issue 16, item 10): the boss
may shoot, then search, then shoot again — every order is accepted and the channel lists
them all — and the block names the last one, in the window's language."""

from __future__ import annotations

import pytest

from desktop.i18n import Language
from desktop.seat.tab_texts import mafia_members_text
from engine.commands import Act, Action
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.roles import Role
from engine.views import view_for
from tests.helpers.names import EIGHT as NAMES


def _night_game() -> tuple[Game, str, list[str]]:
    game = Game(GameSetup(Preset.DEATHNOTE, NAMES, 11, {"first_phase": "night"}))
    s = game.state
    mafia = [p.name for p in s.players.values() if p.role is Role.MAFIA]
    boss = s.boss or mafia[0]
    others = [n for n in NAMES if n not in mafia]
    return game, boss, others


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_standing_order_is_named(app, language) -> None:
    app.set_language(language)
    game, boss, others = _night_game()
    view = view_for(game, boss)
    assert view["mafia"]["tonight"] is None
    assert "выстрел" not in mafia_members_text(view, view["mafia"])
    first, second, third = others[:3]
    for action, target in ((Action.SHOOT, first), (Action.SEARCH, second),
                           (Action.SHOOT, third)):
        game.apply(Act(boss, action, target=target))
    view = view_for(game, boss)
    assert view["mafia"]["tonight"] == {"kind": "shoot", "target": third, "by": boss}
    text = mafia_members_text(view, view["mafia"])
    wanted = {Language.EN: f"Tonight's order: shoot {third}.",
              Language.RU: f"Приказ на эту ночь — выстрел: {third}."}[language]
    assert wanted in text, text
    assert first not in text.split(wanted)[1] and second not in text
