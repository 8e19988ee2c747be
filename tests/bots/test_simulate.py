"""The balance simulator (``dnmafia simulate``): the same seed gives the same output
whatever the number of worker processes, the output's shape, the classic preset refused,
and the chart written as a PNG that loads. Few games each: fast.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bots.simulate import game_seed, simulate, wilson
from desktop.cli import main

pytestmark = pytest.mark.timeout(120)


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_same_seed_same_output_with_one_or_two_jobs(capsys) -> None:
    argv = ["--players", "7-8", "--games", "6", "--seed", "42"]
    code1, out1, _ = _run(capsys, *argv, "--jobs", "1")
    code2, out2, _ = _run(capsys, *argv, "--jobs", "2")
    assert code1 == code2 == 0
    assert out1 == out2
    _code, other, _ = _run(capsys, "--players", "7-8", "--games", "6", "--seed", "43")
    assert other != out1  # the seed matters


def test_output_shape(capsys) -> None:
    code, out, err = _run(capsys, "--players", "7-9", "--games", "3", "--bots", "easy",
                          "--option", "tie_rule=random", "--seed", "5")
    assert code == 0
    assert "easy bots" in out and "tie_rule=random" in out
    assert "depend on how the bots play" in out
    tables = re.findall(r"^(\d+) players, 3 games$", out, re.M)
    assert tables == ["7", "8", "9"]
    for team in ("town", "mafia", "kira", "draw"):
        rows = re.findall(rf"^  {team}\s+(\d+)\s+([\d.]+)%\s+([\d.]+)% – ([\d.]+)%$", out, re.M)
        assert len(rows) == 3, (team, out)
        for games, rate, low, high in rows:
            assert 0 <= int(games) <= 3
            assert float(low) <= float(rate) <= float(high)
    assert len(re.findall(r"^  length: [\d.]+ days on average", out, re.M)) == 3
    assert len(re.findall(r"^  deaths per game: ", out, re.M)) == 3
    assert "refused" not in out
    assert "games/s" in err


def test_classic_simulation(capsys) -> None:
    """The classic preset: its teams in the table, deterministic, no refused bot action."""
    args = ("--preset", "classic", "--players", "12", "--games", "12", "--seed", "5",
            "--option", "extra_roles=doctor,commissar,maniac")
    code, out, err = _run(capsys, *args)
    assert code == 0, err
    assert "12 players, 12 games" in out
    for team in ("town", "mafia", "maniac", "draw"):
        assert re.search(rf"^  {team}\s+\d+", out, re.M), team
    assert "kira" not in out and "refused" not in out
    assert _run(capsys, *args)[1] == out
    assert _run(capsys, "--preset", "classic", "--players", "3")[0] == 2


def test_bad_arguments_exit_2(capsys) -> None:
    assert _run(capsys, "--players", "3")[0] == 2
    assert _run(capsys, "--players", "9-7")[0] == 2
    assert _run(capsys, "--option", "tie_rule=sometimes")[0] == 2


def test_plot_writes_a_png_that_loads(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QImage

    for counts, name in ([[7], "one.png"], [[7, 8], "range.png"]):
        path = tmp_path / name
        summaries = simulate("deathnote", counts, 2, seed=3)
        from bots.simulate_plot import plot

        plot(str(path), summaries, title="test")
        image = QImage(str(path))
        assert not image.isNull() and image.width() > 400


def test_plot_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "chart.png"
    done = subprocess.run([sys.executable, "-m", "desktop.cli", "simulate", "--players", "7",
                           "--games", "2", "--plot", str(path)], capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
                          cwd=Path(__file__).resolve().parents[2], timeout=100)
    assert done.returncode == 0, done.stderr
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_does_not_import_qt() -> None:
    code = ("import sys; from desktop.cli import main; "
            "main(['simulate', '--players', '7', '--games', '1']); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')]")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=100)
    assert done.returncode == 0, done.stderr


def test_seeds_and_intervals() -> None:
    assert game_seed(1, 15, 0) == game_seed(1, 15, 0)
    assert len({game_seed(1, p, i) for p in (7, 8) for i in range(100)}) == 200
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


@pytest.mark.parametrize("preset,players", [("deathnote", 15), ("classic", 12)])
def test_a_bot_game_leaves_no_cyclic_garbage(preset: str, players: int) -> None:
    """The simulator pauses the cyclic collector during a game: that is sound only while
    a whole bot game (engine, views, bots, the wire's validation) makes no reference
    cycles, which reference counting alone could not free."""
    import gc

    from bots.simulate import play_game, tasks_for

    tasks = tasks_for(preset, players, 3, 11, "normal", {})
    play_game(tasks[0])  # warm-up: module caches filled once
    gc.collect()
    gc.disable()
    try:
        for task in tasks[1:]:
            play_game(task)
        found = gc.collect()
        assert gc.isenabled() is False  # play_game left the caller's setting alone
    finally:
        gc.enable()
    assert found == 0


class _Enough(Exception):
    pass


@pytest.mark.parametrize("jobs", [1, 2])
def test_what_a_game_listener_raises_stops_the_run(jobs: int) -> None:
    """A cancel (the Group page's, the rule editor's) stops the simulator between two
    games, its workers gone at once, and goes on to the caller."""
    import multiprocessing

    heard: list[int] = []

    def listen() -> None:
        heard.append(1)
        if len(heard) == 3:
            raise _Enough

    with pytest.raises(_Enough):
        simulate("classic", [9], 200, seed=5, jobs=jobs, on_game=listen)
    assert len(heard) == 3
    assert multiprocessing.active_children() == []
