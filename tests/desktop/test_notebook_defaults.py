"""The notebook panel's moments default to the next sensible moment (issue 16): a death
time and a loan start to the next full hour, a loan's end to the next close of the vote —
never day 0, 00:00 (always past, so the first try was refused) — and the first write and
lend with the defaults are accepted by the engine. Nobody is preselected to be written."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.seat.notebook_panel import NotebookPanel, next_full_hour, next_time_of_day
from desktop.widgets.target_choice import chosen_target
from engine.clock import parse_time
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.roles import Role
from engine.views import view_for
from tests.helpers.names import EIGHT as NAMES

pytestmark = pytest.mark.timeout(60)


class Sender:
    read_only = False

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def send(self, action: str, **fields: Any) -> int | None:
        self.sent.append((action, fields))
        return len(self.sent)


def test_the_next_moments() -> None:
    assert next_full_hour(parse_time("d2 10:20")) == parse_time("d2 11:00")
    assert next_full_hour(parse_time("d2 10:00")) == parse_time("d2 11:00")
    assert next_time_of_day(parse_time("d2 10:20"), 21 * 60) == parse_time("d2 21:00")
    assert next_time_of_day(parse_time("d2 21:00"), 21 * 60) == parse_time("d3 21:00")


def test_the_defaults_are_ahead_and_the_engine_takes_them(app, qtbot, monkeypatch) -> None:
    game = Game(GameSetup(Preset.DEATHNOTE, NAMES, 4, {"lend_start_time": True}))
    game.apply(Advance(game.state.now + 80))
    kira = next(p.name for p in game.state.players.values() if p.role is Role.KIRA)
    game.apply(Act(kira, Action.EYES))  # he may write anybody at any time
    sender = Sender()
    panel = NotebookPanel(sender)
    monkeypatch.setattr(panel, "_confirm", lambda *_args: True)  # (its own tests ask)
    qtbot.addWidget(panel)
    panel.update_view(view_for(game, kira))
    now = game.state.now
    for day, time in ((panel.death_day, panel.death_time),
                      (panel.lend_day, panel.lend_time),
                      (panel.lend_from_day, panel.lend_from_time)):
        moment = day.value() * 1440 + time.time().hour() * 60 + time.time().minute()
        assert moment > now
    assert chosen_target(panel.write_target) is None  # nobody written by default
    assert chosen_target(panel.lend_to) is None
    # the first lend with the defaults (a later start as well) is accepted
    other = next(n for n in NAMES if n != kira)
    panel.lend_to.setCurrentText(other)
    panel.lend_later.setChecked(True)
    panel._lend()
    action, fields = sender.sent[-1]
    assert action == "lend" and parse_time(fields["until"]) > parse_time(fields["start"])
    probe = game.actions[Action.LEND]
    probe(game, game.state.players[kira], Act(kira, Action.LEND, to=other,
                                             until=parse_time(fields["until"]),
                                             start=parse_time(fields["start"])))
    # a written death time with the default is not in the past
    panel.death_timed.setChecked(True)
    panel.write_target.setCurrentIndex(1)
    target = chosen_target(panel.write_target)
    assert target is not None
    panel._write()
    action, fields = sender.sent[-1]
    assert action == "write" and parse_time(fields["death_at"]) > now
    game.apply(Act(kira, Action.WRITE, target=target, death_at=parse_time(fields["death_at"])))
