"""Resume speed: how long the host takes to bring back a saved game of 5,000 commands.

Builds one long game: a reserved 10-seat table (``TableSession``, manual pace) starts when
its players have joined, which writes the log's header with the seats' tokens; then a long
game is played on that table's engine and every command goes into the table's
``GameLog`` (appended, flushed and fsynced, as the host does): days of chat with the clock
moving a few minutes at a time, nominations, a tied vote (nobody is executed), and nights
in which L checks, Near saves and the others sleep — nobody dies, so the game goes on until
the log holds the commands asked for.

Then, on a fresh copy of the file each run, times ``load_log`` (read, CRC-check and parse
every line) and ``TableSession.resume`` (replay every command on a new game, reopen the log
for append), and prints the medians of the runs and, as its last line,
``resume_5000_ms: X`` (load + resume, the median of the runs' totals). Runs without Qt.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.commands import Act, Action, Advance, Channel, Command  # noqa: E402
from engine.replay import state_hash  # noqa: E402
from engine.state import Phase  # noqa: E402
from netproto.inprocess import LocalClient  # noqa: E402
from netproto.session import TableConfig, TableSession  # noqa: E402
from netproto.storage import load_log  # noqa: E402

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss", "Eve": "mafia"}
LINES = ("I am town, I promise", "who wrote the name last night?", "vote Eve",
         "L, say something", "hm", "Gus is too quiet", "no claims yet please",
         "the notebook must be somewhere", "I trust Cid", "let us not rush")


def build_log(directory: Path, commands: int, seed: int) -> tuple[Path, str, int, str]:
    """Play the long game; returns the log's path, the final state hash, the command count
    and a line about the game."""
    session = TableSession(TableConfig(name="bench table", reserved=NAMES, deal=DEAL,
                                       seed=seed, log_dir=directory))
    clients = []
    for name in NAMES:
        client = LocalClient(session)
        client.hello(name)
        clients.append(client)
    game, log = session.game, session.log
    assert game is not None and log is not None, "the table did not start"
    for client in clients:  # nobody watches the long game: only the engine and the log
        client.bye()
    rng = random.Random(seed)

    def apply(command: Command) -> None:
        if len(game.log) >= commands:
            return
        game.apply(command)  # a refusal here is a bug in this script: let it raise
        log.append(command)

    while len(game.log) < commands:
        state = game.state
        living = state.living_names()
        end = game.next_phase_boundary()
        if state.phase is Phase.DAY:
            for name in rng.sample(living, 2):
                target = rng.choice([n for n in living if n != name])
                if state.players[name].nomination is None:
                    apply(Act(name, Action.NOMINATE, target=target))
            while game.state.now < end - 5 and len(game.log) < commands:
                for _ in range(rng.randint(2, 8)):
                    name = rng.choice(living)
                    channel = (Channel.MAFIA if name in ("Dan", "Eve") and rng.random() < 0.2
                               else Channel.GAME)
                    apply(Act(name, Action.SAY, text=rng.choice(LINES), channel=channel))
                apply(Advance(min(end - 1, game.state.now + rng.randint(5, 30))))
        elif state.phase is Phase.VOTE:
            # a tie between two candidates (nobody is executed), the others abstain
            votes: dict[str, str] = {}
            if len(state.candidates) >= 2:
                for target in rng.sample(state.candidates, 2):
                    voter = rng.choice([n for n in living if n != target and n not in votes])
                    votes[voter] = target
            for name in living:
                if name in votes:
                    apply(Act(name, Action.VOTE, target=votes[name]))
                else:
                    apply(Act(name, Action.ABSTAIN))
            for _ in range(rng.randint(5, 20)):
                apply(Act(rng.choice(living), Action.SAY, text=rng.choice(LINES)))
        else:
            for name in living:
                night = state.game_day  # a different target each night
                if name == "Bob":
                    apply(Act(name, Action.CHECK, target=living[2 + night % (len(living) - 2)]))
                elif name == "Cid":
                    apply(Act(name, Action.SAVE, target=living[3 + night % (len(living) - 3)]))
                else:
                    apply(Act(name, Action.SLEEP))
        if len(game.log) < commands:
            apply(Advance(game.next_phase_boundary()))
        assert not game.over, "somebody won: the long game needs a table where nobody dies"
    kinds: dict[str, int] = {}
    for command in game.log:
        kind = command.action.value if isinstance(command, Act) else "advance"
        kinds[kind] = kinds.get(kind, 0) + 1
    about = (f"game: {len(NAMES)} players, {game.state.game_day} days; "
             + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1])))
    path, final = log.path, state_hash(game)
    session.close()
    return path, final, len(game.log), about


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dnmafia-resume-bench-") as scratch:
        root = Path(scratch)
        started = time.perf_counter()
        path, final, count, about = build_log(root / "built", args.commands, args.seed)
        built = time.perf_counter() - started
        loads, resumes, totals = [], [], []
        for run in range(args.runs):
            copy = root / f"run{run}" / path.name
            copy.parent.mkdir()
            shutil.copyfile(path, copy)
            t0 = time.perf_counter()
            loaded = load_log(copy)
            t1 = time.perf_counter()
            session = TableSession.resume(loaded)
            t2 = time.perf_counter()
            assert loaded.dropped is None and len(loaded.commands) == count
            assert state_hash(session.game) == final, "the resumed game differs"
            session.close()
            loads.append((t1 - t0) * 1000)
            resumes.append((t2 - t1) * 1000)
            totals.append((t2 - t0) * 1000)
        size = path.stat().st_size
    print(about)
    print(f"log: {size / 1024:.0f} KiB, {count + 1} lines, built in {built:.1f} s "
          f"(every record fsynced)")
    print(f"commands: {count}")
    print(f"runs: {args.runs}; each on a fresh copy of the file (medians below)")
    print(f"load_ms: {statistics.median(loads):.1f}  (load_log: read, CRC-check, parse)")
    print(f"resume_ms: {statistics.median(resumes):.1f}  (TableSession.resume: replay, reopen)")
    print(f"resume_{args.commands}_ms: {statistics.median(totals):.1f}")


if __name__ == "__main__":
    main()
