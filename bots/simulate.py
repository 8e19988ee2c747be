"""The balance simulator: ``dnmafia simulate`` plays bot-only games and counts who wins.

Owns the bot-only game loop on the engine directly (no session, no network: each bot sees
only its own ``view_for`` view and its actions pass the wire's own validation, as at a
real table; the one reading of the public events their memories share is exactly each
one's own), the per-game seeds, the parallel runner and the summary table (win rates with
Wilson 95% intervals, draws, game length, causes of death). The figures depend on how the
bots play. Must not import Qt (the optional chart lives in ``bots.simulate_plot``).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gc
import hashlib
import math
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from bots.brain import BotMemory, Intent, Level, decide
from bots.memory import SharedReading
from bots.simulate_roles import NO_ROLES, RoleMix, read_mix
from bots.simulate_roles import add_arguments as add_role_arguments
from engine.abilities.wins import own_winners
from engine.commands import Act, Action, Advance
from engine.errors import Refusal
from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError, Preset, options_for
from engine.presets import preset_rules
from engine.role_spec import RoleSpec
from engine.roles import MAX_PLAYERS
from engine.state import Phase
from engine.views import public_view, view_for
from netproto.messages import ActMessage, parse_client_message
from netproto.pipeline import act_from_message

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max", "Ned", "Oli", "Pam", "Quin", "Rex", "Sue", "Tom", "Uma", "Vic", "Wes", "Xia",
         "Yan", "Zoe", "Abe", "Bea", "Cal", "Dot"]
TEAMS = {"deathnote": ("town", "mafia", "kira"),
         "classic": ("town", "mafia", "mafia2", "maniac")}
MAX_PASSES = 4  # turns per bot and phase (a bot reacts to what the others did)
MAX_DAYS = 30  # a game still running after this day counts as unfinished
Z95 = 1.959963984540054
OVER = Phase.OVER
CHUNK = 5  # games a worker takes at a time at most (the last ones end nearly together)


@dataclass(frozen=True)
class Task:
    """One game to play (picklable: it crosses to worker processes)."""

    preset: str
    players: int
    seed: int
    level: str
    options: tuple[tuple[str, Any], ...]
    max_days: int = MAX_DAYS
    custom_roles: tuple[RoleSpec, ...] = ()  # the host's own roles (engine.rolebook)
    role_counts: tuple[tuple[str, int], ...] = ()  # their seats in the deal (none: one)


@dataclass
class Outcome:
    players: int
    winner: str | None  # a team, "nobody" (a draw) or None (unfinished at the day cap)
    days: int
    causes: Counter = field(default_factory=Counter)  # "cause" → deaths
    victims: Counter = field(default_factory=Counter)  # ("cause", role) → deaths
    refusals: int = 0
    # the roles a seat of which won by its own condition (a jester executed): role → 1
    own_wins: Counter = field(default_factory=Counter)


def game_seed(seed: int, players: int, index: int) -> int:
    """The seed of game ``index`` at ``players`` seats: the same whatever the job split."""
    digest = hashlib.blake2b(f"{seed}:{players}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@functools.lru_cache(maxsize=8192)
def _to_act(name: str, intent: Intent) -> Act:
    """The intent as a host receives it: validated as a wire message, then converted.
    Both steps are pure and commands immutable, so the same intent of the same seat is
    converted once (a refused conversion raises each time: errors are not cached)."""
    message = ActMessage(1, Action(intent.action), intent.fields())
    return act_from_message(name, parse_client_message(message.to_wire()))


def play_game(task: Task) -> Outcome:
    """One bot-only game: each living bot takes its turns phase by phase (its own view,
    ``decide``), then the clock moves to the next phase boundary, as a host in manual pace
    would.

    The cyclic collector is paused meanwhile: a game makes no reference cycles (views
    and commands are freed by reference counting: tests/engine/test_views.py and
    tests/bots/test_simulate.py check it), so the collector would only scan the game's
    live objects again and again (10–18 % of a game's time). Anything cyclic after all is
    collected once the game is over, when the collector runs again."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _play_game(task)
    finally:
        if paused:
            gc.enable()


def _play_game(task: Task) -> Outcome:
    game, refusals = play_table(task)
    outcome = Outcome(task.players, game.state.winner, game.state.game_day, refusals=refusals)
    for p in game.state.players.values():
        if p.death is not None:
            outcome.causes[p.death.cause.value] += 1
            outcome.victims[(p.death.cause.value, str(p.role))] += 1
    if game.over:
        for name in own_winners(game):
            outcome.own_wins[str(game.state.players[name].role)] = 1
    return outcome


def play_table(task: Task) -> tuple[Game, int]:
    """The table of one bot-only game played to its end (or the day cap), and how many
    of the bots' actions were refused."""
    rng = random.Random(task.seed)
    names = NAMES[:task.players]
    game = Game(GameSetup(Preset(task.preset), tuple(names), task.seed, dict(task.options),
                          custom_roles=task.custom_roles, role_counts=dict(task.role_counts)))
    shared = SharedReading()  # the public record, read once for the whole table
    memories = {n: BotMemory(language="en", shared=shared) for n in names}
    rngs = {n: random.Random(rng.randrange(2**31)) for n in names}
    refusals = 0
    level = Level(task.level)
    state = game.state  # (one state all game: ``over`` is its phase, read inline)
    players = state.players
    public, public_at = public_view(game, bot=True), state.commands_applied
    seen: dict[str, tuple[int, dict[str, Any]]] = {}  # a seat's last view, as of which change
    while state.phase is not OVER and state.game_day <= task.max_days:
        for _ in range(MAX_PASSES):
            order = state.living_names()
            rng.shuffle(order)
            sent = False
            for name in order:
                if state.phase is OVER:
                    break
                if not players[name].alive:
                    continue
                applied = state.commands_applied
                last = seen.get(name)
                if last is not None and last[0] == applied:
                    view = last[1]  # nothing changed since: the same view (views are pure)
                else:
                    if public_at != applied:  # one public view per change
                        public, public_at = public_view(game, bot=True), applied
                    view = view_for(game, name, public, bot=True)
                    seen[name] = (applied, view)
                for intent in decide(view, memories[name], rngs[name], level):
                    if state.phase is OVER:
                        break
                    sent = True
                    try:
                        game.apply(_to_act(name, intent))
                    except (Refusal, ValueError):
                        refusals += 1
            if not sent or state.phase is OVER:
                break
        if state.phase is not OVER:
            game.apply(Advance(game.next_phase_boundary()))
    return game, refusals


def tasks_for(preset: str, players: int, games: int, seed: int, level: str,
              options: dict[str, Any], roles: RoleMix = NO_ROLES) -> list[Task]:
    """``games`` games at ``players`` seats; ``roles``: the host's own roles dealt."""
    frozen = tuple(sorted(options.items()))
    return [Task(preset, players, game_seed(seed, players, i), level, frozen,
                 custom_roles=roles.custom, role_counts=roles.counts)
            for i in range(games)]


def default_jobs() -> int:
    """Every core this process may run on (``--jobs``'s default)."""
    counter = getattr(os, "process_cpu_count", None)  # Python 3.13+
    if counter is not None:
        return max(1, counter() or 1)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def start_method() -> str:
    """How worker processes start: forked where that is safe (Linux, a process with no
    thread but its main one and no Qt loaded: the command line), so that they start at
    once with everything imported; else spawned (a GUI process: forking one with threads
    is unsafe), each importing the simulator anew (a few tenths of a second)."""
    import threading

    if (sys.platform.startswith("linux") and threading.active_count() == 1
            and not any(name == "PySide6" or name.startswith("PySide6.")
                        for name in sys.modules)):
        return "fork"
    return "spawn"


def run(tasks: Sequence[Task], jobs: int | None = None,
        chunk: int | None = None, start: str | None = None) -> Iterator[Outcome]:
    """The outcomes in task order, played in ``jobs`` processes (None: every core),
    started by ``start`` ("fork" or "spawn"; None: ``start_method()``). ``chunk``: games
    a worker takes at a time (smaller: steadier progress, a prompter cancel and workers
    that end together; by default a few: a game is far dearer than its trip between
    processes). Closing the iterator early (a cancel) terminates the workers at once and
    waits for them to be gone."""
    jobs = default_jobs() if jobs is None else jobs
    jobs = min(jobs, len(tasks))
    if jobs <= 1:
        yield from map(play_game, tasks)
        return
    import multiprocessing

    context = multiprocessing.get_context(start or start_method())
    if chunk is None:
        chunk = max(1, min(CHUNK, len(tasks) // (jobs * 8)))
    with context.Pool(jobs) as pool:  # leaving it (done or closed) terminates the pool
        yield from pool.imap(play_game, tasks, chunksize=chunk)


# ------------------------------------------------------------------------- summaries


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Summary:
    players: int
    preset: str = "deathnote"
    games: int = 0
    wins: Counter = field(default_factory=Counter)  # team / "nobody" / None
    days: int = 0
    shortest: int = 0
    longest: int = 0
    causes: Counter = field(default_factory=Counter)
    victims: Counter = field(default_factory=Counter)
    refusals: int = 0
    own_wins: Counter = field(default_factory=Counter)  # role → games a seat of it won alone

    def add(self, outcome: Outcome) -> None:
        self.shortest = outcome.days if not self.games else min(self.shortest, outcome.days)
        self.longest = max(self.longest, outcome.days)
        self.games += 1
        self.wins[outcome.winner] += 1
        self.days += outcome.days
        self.causes += outcome.causes
        self.victims += outcome.victims
        self.own_wins += outcome.own_wins
        self.refusals += outcome.refusals

    def rate(self, team: str | None) -> tuple[float, float, float]:
        """Win rate and its 95% interval."""
        wins = self.wins.get(team, 0)
        low, high = wilson(wins, self.games)
        return (wins / self.games if self.games else 0.0), low, high

    def lines(self) -> list[str]:
        n = self.games
        out = [f"{self.players} players, {n} games"]
        out.append(f"  {'result':<11}{'games':>7}{'rate':>9}   95% CI")
        rows: list[tuple[str, str | None]] = [(t, t) for t in TEAMS[self.preset]
                                              if t != "mafia2" or self.wins.get(t)]
        rows.append(("draw", "nobody"))
        if self.wins.get(None):
            rows.append((f"unfinished (day {MAX_DAYS}+)", None))
        for label, key in rows:
            rate, low, high = self.rate(key)
            out.append(f"  {label:<11}{self.wins.get(key, 0):>7}{rate:>9.1%}   "
                       f"{low:.1%} – {high:.1%}")
        for role, won in sorted(self.own_wins.items()):  # beside the side that won
            low, high = wilson(won, n)
            out.append(f"  {role + ' alone':<11}{won:>7}{won / n if n else 0:>9.1%}   "
                       f"{low:.1%} – {high:.1%}")
        if n:
            out.append(f"  length: {self.days / n:.2f} days on average "
                       f"(shortest {self.shortest}, longest {self.longest})")
            deaths = sum(self.causes.values())
            causes = ", ".join(f"{cause} {count / n:.2f}"
                               for cause, count in self.causes.most_common())
            out.append(f"  deaths per game: {deaths / n:.2f} — {causes or 'none'}")
            top = ", ".join(f"{role} by {cause} {count / n:.2f}"
                            for (cause, role), count in self.victims.most_common(5))
            out.append(f"  most common deaths (per game): {top or 'none'}")
        if self.refusals:
            out.append(f"  refused bot actions: {self.refusals} (a bot defect)")
        return out


def simulate(preset: str, counts: Iterable[int], games: int, seed: int = 1,
             level: str = "normal", options: dict[str, Any] | None = None,
             jobs: int | None = 1, roles: RoleMix = NO_ROLES,
             on_game: Callable[[], None] | None = None,
             chunk: int | None = None) -> list[Summary]:
    """Play ``games`` games at each player count; one summary per count, in order;
    ``roles``: the host's own roles dealt beside the preset's. ``on_game`` hears of each
    game played: what it raises stops the run (its workers end at once) and goes on;
    ``chunk``: games a worker takes at a time (``run``'s)."""
    options = dict(options or {})
    counts = list(counts)
    tasks = [t for count in counts
             for t in tasks_for(preset, count, games, seed, level, options, roles)]
    summaries = {count: Summary(count, preset) for count in counts}
    with contextlib.closing(run(tasks, jobs, chunk)) as outcomes:
        for outcome in outcomes:
            summaries[outcome.players].add(outcome)
            if on_game is not None:
                on_game()
    return [summaries[count] for count in counts]


def report(preset: str, summaries: Sequence[Summary], seed: int, level: str,
           options: dict[str, Any], roles: RoleMix = NO_ROLES) -> str:
    rules = ", ".join(f"{k}={v}" for k, v in sorted(options.items())) or "defaults"
    head = [f"preset {preset}, {level} bots, seed {seed}, options: {rules}",
            "(the figures depend on how the bots play)"]
    if roles:
        head.insert(1, "the host's roles: " + ", ".join(roles.words()))
    body: list[str] = []
    for summary in summaries:
        body += [""] + summary.lines()
    return "\n".join(head + body) + "\n"


# ------------------------------------------------------------------------- command line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", default=None, choices=[p.value for p in Preset],
                        help="the rules (default: --roles' preset, else deathnote)")
    parser.add_argument("--players", default="15", metavar="N|A-B",
                        help="seats at the table, or a range such as 7-20 (a table each)")
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (RULES.md §10), e.g. tie_rule=random")
    parser.add_argument("--bots", choices=[level.value for level in Level],
                        default=Level.NORMAL.value, help="the bots' level")
    parser.add_argument("--jobs", type=int, default=default_jobs(),
                        help="worker processes (default: every core, %(default)s here)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plot", metavar="FILE.png", help="draw the win rates into a PNG")
    add_role_arguments(parser)


def parse_players(text: str, preset: str = "deathnote") -> list[int]:
    first, dash, last = text.partition("-")
    smallest = preset_rules(preset).min_players
    try:
        low = int(first)
        high = int(last) if dash else low
    except ValueError:
        raise ValueError(f"--players {text!r}: expected N or A-B") from None
    if not smallest <= low <= high <= MAX_PLAYERS:
        raise ValueError(f"--players must be within {smallest}–{MAX_PLAYERS}, low to high")
    return list(range(low, high + 1))


def parse_options(items: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--option {item!r}: expected NAME=VALUE")
        text = value.strip()
        lowered = text.lower()
        if lowered in ("true", "false"):
            options[name.strip()] = lowered == "true"
        elif text.isdigit():
            options[name.strip()] = int(text)
        else:
            options[name.strip()] = text
    return options


def main(args: argparse.Namespace) -> int:
    try:
        preset, roles = read_mix(args.roles, args.count, args.preset)
        args.preset = preset or "deathnote"
        counts = parse_players(args.players, args.preset)
        options = parse_options(args.option)
        options_for(Preset(args.preset), options)
        if args.games < 1 or args.jobs < 1:
            raise ValueError("--games and --jobs must be at least 1")
        Game(GameSetup(Preset(args.preset), tuple(NAMES[:counts[0]]), 0, options,
                       custom_roles=roles.custom, role_counts=dict(roles.counts)))
    except (ValueError, OptionError, SetupError) as exc:
        print(f"dnmafia simulate: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    summaries = simulate(args.preset, counts, args.games, args.seed, args.bots, options,
                         args.jobs, roles)
    elapsed = time.perf_counter() - start
    sys.stdout.write(report(args.preset, summaries, args.seed, args.bots, options, roles))
    total = args.games * len(counts)
    print(f"{total} games in {elapsed:.1f} s ({total / elapsed:.1f} games/s, "
          f"{args.jobs} job(s))", file=sys.stderr)
    if args.plot:
        from bots.simulate_plot import plot

        plot(args.plot, summaries, title=f"{args.preset}, {args.bots} bots")
        print(f"chart written to {args.plot}", file=sys.stderr)
    return 0
