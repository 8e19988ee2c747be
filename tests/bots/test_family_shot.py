"""A classic family's bot follows its teammates' latest shot (issue 33, item 7): the bot
shot first, the human Don then named another player, and the bot kept its own shot — the
unanimous kill failed and the newspaper said «Убийство мафии не удалось». Now the bot's
next turn names the Don's target, and two bots still agree among themselves."""

from __future__ import annotations

import random

from bots.brain import BotMemory, Level, decide
from engine.clock import parse_time
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.views import public_view, view_for
from netproto.messages import ActMessage
from tests.bots.harness import _wire_act

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def night(deal: dict[str, str]) -> Game:
    game = Game(GameSetup(Preset.CLASSIC, tuple(NAMES), 3,
                          {"autokill_inactive": False, "extra_roles": ["don"]}, deal=deal))
    game.apply(Advance(parse_time("d1 21:00")))
    return game


def turn(game: Game, name: str, memory: BotMemory, rng: random.Random) -> None:
    for intent in decide(view_for(game, name, public_view(game)), memory, rng, Level.NORMAL):
        game.apply(_wire_act(name, intent))


def shot(game: Game, name: str) -> str | None:
    order = game.state.classic.orders.get((name, Action.SHOOT.value))
    return order.target if order else None


def test_the_bot_follows_the_dons_later_shot_and_the_kill_is_made() -> None:
    game = night({"Ann": "don", "Bob": "mafia"})
    bob, rng = BotMemory(language="en"), random.Random(1)
    turn(game, "Bob", bob, rng)
    first = shot(game, "Bob")
    assert first is not None
    other = next(n for n in NAMES[2:] if n != first)
    game.apply(Act("Ann", Action.SHOOT, target=other))  # the human Don names another
    turn(game, "Bob", bob, rng)
    assert shot(game, "Bob") == other
    game.apply(Advance(parse_time("d2 10:00")))
    assert not game.state.players[other].alive
    assert "mafia_kill_failed" not in [e.code for e in game.state.public_log]


def test_two_bots_of_a_family_agree() -> None:
    game = night({"Ann": "mafia", "Bob": "mafia", "Cid": "don"})
    memories = {n: BotMemory(language="en") for n in ("Ann", "Bob", "Cid")}
    rngs = {n: random.Random(i) for i, n in enumerate(memories)}
    for _ in range(3):
        for name in memories:
            turn(game, name, memories[name], rngs[name])
    targets = {shot(game, n) for n in memories}
    assert len(targets) == 1 and None not in targets


def test_at_a_timed_table_the_night_waits_for_the_bot_to_follow_the_don(qtbot) -> None:
    """The whole playtest case: timed pace, the bot mafioso shoots at once, the bots
    sleep, the human Don names another player last. The night must not end on the Don's
    shot (the kill would fail); it ends early as soon as the bot has followed him."""
    from bots.seat import add_bot
    from netproto.inprocess import LocalClient
    from netproto.messages import Ack
    from netproto.pace import PaceMode
    from netproto.session import TableConfig, TableSession

    deal = {"Ann": "don", "Bob": "mafia"}
    session = TableSession(TableConfig(
        max_seats=8, seed=5, write_log=False, preset=Preset.CLASSIC, deal=deal,
        options={"autokill_inactive": False, "extra_roles": ["don"], "first_phase": "night"},
        pace=PaceMode.TIMED, phase_seconds={"day": 600.0, "vote": 600.0, "night": 600.0}))
    ann = LocalClient(session)
    ann.hello("Ann")
    bots = [add_bot(session, name, language="en", seed=i, delay=(0, 0.02))
            for i, name in enumerate(NAMES[1:])]
    try:
        session.start()
        game = session.game
        qtbot.waitUntil(lambda: shot(game, "Bob") is not None
                        and not any(b.busy for b in bots), timeout=10_000)
        assert game.state.phase.value == "night"
        first = shot(game, "Bob")
        other = next(n for n in NAMES[2:] if n != first)
        assert isinstance(ann.request(ActMessage.of("shoot", target=other)), Ack)
        assert game.state.phase.value == "night"  # not ended on the Don's disagreeing shot
        qtbot.waitUntil(lambda: game.state.phase.value != "night", timeout=10_000)
        assert not game.state.players[other].alive
        assert "mafia_kill_failed" not in [e.code for e in game.state.public_log]
    finally:
        for bot in bots:
            bot.close()
        ann.bye()
        session.close()
