"""Words of the player's window (issue 33), in Russian: a mafia order is a noun and a name
after a colon («[мафия] Вера — выстрел: Глеб.», not «выстрелить Глеб»), the counted vote
reads as Russian, nomination is «Выдвинуть» on the button as in the chat."""

from __future__ import annotations

import pytest

from desktop import i18n
from desktop.i18n import Language


@pytest.fixture
def russian(qapp):
    assert i18n.install(qapp, Language.RU)
    yield
    i18n.install(qapp, Language.EN)


def test_a_mafia_order_is_a_noun_and_a_name(app, russian) -> None:
    from desktop.texts import event_text

    for action, noun in (("shoot", "выстрел"), ("search", "обыск"), ("don_strike", "удар Дона")):
        text = event_text({"code": "mafia_action", "params": {
            "by": "Вера", "action": action, "target": "Глеб"}})
        assert text == f"[мафия] Вера — {noun}: Глеб.", text


def test_the_counted_vote_and_the_nomination_in_russian(app, russian) -> None:
    from desktop.texts import action_label, event_text

    text = event_text({"code": "vote_counted", "params": {
        "counts": {"Аня": 1}, "votes": [{"by": "Аня", "target": "Аня", "how": "missed"}],
        "abstained": []}})
    assert text == "Голоса подсчитаны: Аня — 1 (собственный пропущенный голос).", text
    assert action_label("nominate") == "Выдвинуть"


def test_a_mafia_order_in_english(app) -> None:
    from desktop.texts import event_text

    text = event_text({"code": "mafia_action", "params": {
        "by": "Vera", "action": "shoot", "target": "Gleb"}})
    assert text == "[mafia] Vera: shot Gleb.", text
