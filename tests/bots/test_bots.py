"""Bot players: bot-only Death Note games with zero refused actions that all end, the
purity of the bots' imports (they cannot read the game), and bot seats playing along at a
real table session in the Qt event loop.

The many games run with ``tests.bots.harness`` (each bot gets its turns phase by phase,
synchronously); the seat test runs ``BotSeat`` s with a zero delay under pytest-qt while
the test moves the phases as a host in manual pace would.
"""

from __future__ import annotations

import ast
import copy
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from bots import BotMemory, Intent, Level, add_bot, decide, still_legal
from bots.memory import SharedReading, read_record
from bots.phrases import CLAIM_KINDS, PHRASES, claimed, line
from bots.seat import BOT_NAMES, BotSeat, bot_gender
from engine.commands import Advance
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.randomplay import random_classic_options
from engine.views import view_for
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession, TableState
from tests import sweep
from tests.bots.harness import _wire_act, play_engine_game, play_table_game, random_options

pytestmark = pytest.mark.timeout(300)

BOTS = Path(__file__).resolve().parents[2] / "bots"
GAMES = sweep.size(200, 1000)  # tests/sweep.py
DAY_CAP = 30


def test_two_hundred_bot_only_games_end_without_a_refused_action() -> None:
    rng = random.Random(sweep.seed(20260707))
    wins: dict[int, Counter] = defaultdict(Counter)
    refusals = []
    unfinished = []
    actions: Counter = Counter()
    for number in range(GAMES):
        players = 7 + number % 9  # 7–15, each size ~22 times
        seed = rng.randrange(2**31)
        options = random_options(rng)
        level = rng.choice([Level.EASY, Level.NORMAL, Level.NORMAL])
        result = play_engine_game(players, seed, level, rng.choice(["ru", "en"]), options,
                                  max_days=DAY_CAP)
        wins[players][result.winner] += 1
        actions += result.actions
        refusals += [(players, seed, options, r) for r in result.refusals]
        if result.winner is None:
            unfinished.append((players, seed, options))
    assert not refusals, refusals[:5]
    assert not unfinished, unfinished[:5]
    # every kind of move was made somewhere (plausible play uses the whole role book)
    for action in ("say", "nominate", "vote", "abstain", "sleep", "check", "shoot", "save",
                   "search", "write", "eyes", "destroy", "elect_boss"):
        assert actions[action] > 0, action
    for players in (9, 15):
        print(f"\n{players} players: {dict(wins[players])}", file=sys.stderr)


CLASSIC_GAMES = sweep.size(150, 750)


def test_classic_bot_only_games_end_without_a_refused_action() -> None:
    """Classic tables of 6–20 with random roles and scenarios (docs/rules-classic.md):
    no refused bot action, every game ends, the role book is used."""
    rng = random.Random(sweep.seed(20261130))
    refusals, unfinished = [], []
    actions: Counter = Counter()
    winners: Counter = Counter()
    for _ in range(CLASSIC_GAMES):
        players = rng.randint(6, 20)
        seed = rng.randrange(2**31)
        options = random_classic_options(rng, players)
        level = rng.choice([Level.EASY, Level.NORMAL, Level.NORMAL])
        result = play_engine_game(players, seed, level, rng.choice(["ru", "en"]), options,
                                  max_days=DAY_CAP, preset=Preset.CLASSIC)
        actions += result.actions
        winners[result.winner] += 1
        refusals += [(players, seed, options, r) for r in result.refusals]
        if result.winner is None:
            unfinished.append((players, seed, options))
    assert not refusals, refusals[:3]
    assert not unfinished, unfinished[:3]
    for action in ("say", "vote", "sleep", "shoot", "save", "check", "block", "watch",
                   "knock_out", "don_strike", "elect_boss", "recruit"):
        assert actions[action] > 0, action
    assert len(winners) >= 2, winners


def test_bot_games_through_the_real_protocol() -> None:
    """The same bots through LocalClients at a TableSession: real bytes, own views only."""
    for seed in range(10):
        result = play_table_game(7 + seed % 3, 500 + seed, Level.NORMAL,
                                 "ru" if seed % 2 else "en", max_days=DAY_CAP)
        assert not result.refusals, result.refusals[:3]
        assert result.winner is not None


def test_decide_reads_the_view_and_never_changes_it() -> None:
    game = Game(GameSetup(Preset.DEATHNOTE, tuple("ABCDEFGHI"), 5))
    memories = {n: BotMemory(language="en") for n in game.state.players}
    rng = random.Random(1)
    for name in game.state.players:
        view = view_for(game, name)
        before = copy.deepcopy(view)
        intents = decide(view, memories[name], rng, Level.NORMAL)
        assert view == before
        for intent in intents:
            assert isinstance(intent, Intent) and still_legal(view, intent)


def test_a_shared_reading_gives_each_memory_its_own_record() -> None:
    """The simulator's bots share one reading of the public events: a memory gets it only
    while its events are those very records; one behind it, with a gap or with equal
    copies reads its own, and every record is the one its own events give."""
    claim = line("en", "claim", random.Random(1), name="Bob")
    events = [{"code": "day_begins", "params": {"day": 1}},
              {"code": "nominated", "params": {"by": "Ann", "target": "Bob"}},
              {"code": "chat", "params": {"by": "Cid", "text": claim}},
              {"code": "voted", "params": {"by": "Ann", "target": "Bob"}},
              {"code": "executed", "params": {"name": "Bob"}}]
    shared = SharedReading()
    ahead, behind, gap, copied = (BotMemory(language="en", shared=shared) for _ in range(4))
    ahead.events.extend(events[:3])
    assert ahead.record() is shared.rec and ahead.record() == read_record(events[:3])
    assert shared.rec.claims == [(1, "Cid", "Bob")]
    behind.events.extend(events[:2])
    assert behind.record() is not shared.rec and behind.record() == read_record(events[:2])
    gap.events.extend([events[0], *events[2:]])
    assert gap.record() == read_record([events[0], *events[2:]])
    ahead.events.extend(events[3:])
    assert ahead.record() is shared.rec and ahead.record() == read_record(events)
    behind.events.extend(events[2:])
    assert behind.record() is shared.rec
    copied.events.extend(copy.deepcopy(events))
    assert copied.record() is not shared.rec and copied.record() == read_record(events)
    assert gap.record() is not shared.rec and shared.rec == read_record(events)


def test_mafia_never_votes_for_its_own_when_it_has_a_choice() -> None:
    seen = 0
    for seed in range(30):
        game_votes = _votes_by_role(9, 900 + seed)
        for actor_role, target_role, had_choice in game_votes:
            if actor_role == "mafia" and had_choice:
                seen += 1
                assert target_role != "mafia"
    assert seen > 0


def _votes_by_role(players: int, seed: int) -> list[tuple[str, str, bool]]:
    """(voter's role, target's role, whether a non-mafia candidate was there) per vote."""
    names = [f"P{i}" for i in range(players)]
    game = Game(GameSetup(Preset.DEATHNOTE, tuple(names), seed))
    memories = {n: BotMemory() for n in names}
    rng = random.Random(seed)
    out = []
    while not game.over and game.state.game_day <= DAY_CAP:
        for name in game.state.living_names():
            if game.over or not game.state.players[name].alive:
                continue
            view = view_for(game, name)
            for intent in decide(view, memories[name], rng, Level.NORMAL):
                if game.over:
                    break
                if intent.action == "vote" and view["clock"]["phase"] == "vote":
                    roles = {p.name: p.role.value for p in game.state.players.values()}
                    choice = any(roles[c] != "mafia" and c != name
                                 for c in game.state.candidates
                                 if game.state.players[c].alive)
                    out.append((roles[name], roles[intent.target], choice))
                game.apply(_wire_act(name, intent))
        if not game.over:
            game.apply(Advance(game.next_phase_boundary()))
    return out


# --------------------------------------------------------------------- purity

def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


FORBIDDEN = ("engine.game", "engine.state", "engine.views", "engine.night", "engine.notebook",
             "engine.voting", "engine.randomplay", "engine.replay", "engine.scenario", "desktop")


# The simulator drives bot-only games on the engine (it builds each seat's view, as a host
# does) and draws its chart with QtGui; the bots themselves never import it.
DRIVERS = ("simulate.py", "simulate_plot.py")


def test_bots_cannot_import_the_game() -> None:
    for path in sorted(BOTS.glob("*.py")):
        if path.name in DRIVERS:
            continue
        for name in _imports(path):
            assert not name.startswith("bots.simulate"), f"{path.name} imports {name}"
            assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"
            assert "PySide6.QtWidgets" not in name and "PySide6.QtGui" not in name, path.name


def test_the_mind_imports_only_the_standard_library_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"bots", "__future__"}
    for name in ("brain.py", "classic_brain.py", "intent.py", "phrases.py", "mind.py",
                 "memory.py", "day_play.py", "night_play.py", "notebook_play.py"):
        roots = {n.split(".")[0] for n in _imports(BOTS / name)}
        assert roots <= allowed, (name, roots - allowed)


def test_bots_never_touch_the_sessions_game() -> None:
    """A seat holds the session only to connect: no ``.game`` anywhere in bots/."""
    for path in sorted(BOTS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        doc = ast.get_docstring(tree)
        assert doc and len(doc) > 40, f"{path.name} has no header comment"
        if path.name in DRIVERS:  # the simulator plays the host: it owns its games
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("game", "state", "conns"), (path.name, node.attr)


# --------------------------------------------------------------------- phrases and names

def test_claim_lines_are_read_back_and_phrases_fill_in() -> None:
    rng = random.Random(3)
    for language, table in PHRASES.items():
        for kind in CLAIM_KINDS:
            for _ in range(10):  # (a checker's claim names his role: a host's "шериф")
                said = line(language, kind, rng, name="Маша Петрова", role="шериф",
                            Role="Шериф")
                assert claimed(said) == "Маша Петрова"
        for kind, lines in table.items():
            for template in lines:
                text = template.format(name="X", by="Y", role="sheriff", Role="Sheriff")
                assert text.strip() and len(text.encode()) < 200, (kind, template)
                if kind not in CLAIM_KINDS:
                    assert claimed(text) is None, template


def test_add_bot_picks_free_plausible_names() -> None:
    session = TableSession(TableConfig(max_seats=12, write_log=False))
    from netproto.inprocess import LocalClient

    human = LocalClient(session)
    human.hello("Алиса")
    bots = [add_bot(session, language="ru", seed=i, delay=(0, 0)) for i in range(5)]
    names = [b.name for b in bots]
    assert len(set(names)) == 5 and "Алиса" not in names
    assert all(n in BOT_NAMES["ru"] for n in names)
    assert all(b.error is None for b in bots)
    assert [s.name for s in session.seats] == ["Алиса", *names]
    reserved = TableSession(TableConfig(reserved=("Ann", "Bob"), max_seats=2, write_log=False))
    assert add_bot(reserved, delay=(0, 0)).name == "Ann"
    for bot in bots:
        bot.close()


def test_a_bot_states_the_gender_its_name_says() -> None:
    unclear = {name for names in BOT_NAMES.values() for name in names
               if bot_gender(name) is None}
    assert unclear == {"Quinn"}  # every other name says he or she
    session = TableSession(TableConfig(max_seats=8, write_log=False))
    nina, oleg = (add_bot(session, name, delay=(0, 0)) for name in ("Нина", "Олег"))
    robot = add_bot(session, "Bot 7", delay=(0, 0))
    genders = {s.name: s.profile.gender for s in session.seats}
    assert genders == {"Нина": "female", "Олег": "male", "Bot 7": None}
    assert {r["name"]: r["profile"]["gender"] for r in nina.view["seats"]} == genders
    for bot in (nina, oleg, robot):
        bot.close()


# --------------------------------------------------------------------- seats in Qt

def test_bot_seats_play_a_whole_game_at_a_table(qtbot) -> None:
    session = TableSession(TableConfig(max_seats=9, seed=4242, write_log=False,
                                       pace=PaceMode.MANUAL))
    bots: list[BotSeat] = [add_bot(session, level="normal" if i % 3 else "easy",
                                   language="en" if i % 2 else "ru", seed=i, delay=(0, 0))
                           for i in range(9)]
    assert len(session.seats) == 9
    session.start()
    phases = 0
    while session.state is not TableState.OVER and phases < 3 * DAY_CAP:
        qtbot.waitUntil(lambda: not any(b.busy for b in bots), timeout=10_000)
        if session.state is TableState.OVER:
            break
        session.advance_phase()
        phases += 1
    assert session.state is TableState.OVER
    assert not [r for b in bots for r in b.refusals]
    sent = Counter(i.action for b in bots for i in b.sent)
    assert sent["vote"] and sent["say"] and sent["sleep"]
    for bot in bots:
        bot.close()
    session.close()


def test_bots_held_to_the_vote_duty_vote_before_a_hasty_host_closes_the_vote(qtbot) -> None:
    """Issue 33: at a classic table (removal of the inactive on, the vote duty on) whose
    host ends the phases by hand, a bot casts its vote during the day, so that a vote the
    host closes the moment it opens removes no bot; a bot also chats there."""
    session = TableSession(TableConfig(max_seats=7, seed=77, write_log=False,
                                       preset=Preset.CLASSIC, pace=PaceMode.MANUAL,
                                       options={"inactive_chat_duty": True}))
    bots = [add_bot(session, language="en", seed=i, delay=(0, 0)) for i in range(7)]
    session.start()
    assert session.game.state.phase.value == "day"
    qtbot.waitUntil(lambda: not any(b.busy for b in bots), timeout=10_000)
    session.advance_phase()  # the vote opens ...
    session.advance_phase()  # ... and closes before any bot had a moment to think
    causes = [p.death.cause.value for p in session.game.state.players.values() if p.death]
    assert "inactive" not in causes
    assert all(any(i.action == "say" for i in b.sent) for b in bots)
    assert not [r for b in bots for r in b.refusals]
    for bot in bots:
        bot.close()
    session.close()
