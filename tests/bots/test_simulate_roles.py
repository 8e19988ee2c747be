"""The host's own roles in the balance simulator (issue 30): ``dnmafia simulate --roles
FILE [--count WORD=N]`` deals them in every bot game (the table played has them, the
report names them, the same seed gives the same figures, a role winning alone — a jester
executed — is counted beside the sides), the file's preset is the
default, and a wrong count or file is refused with exit code 2.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bots.simulate import play_table, simulate, tasks_for
from bots.simulate_roles import RoleMix, read_mix
from desktop.cli import main
from engine.state import DeathCause

pytestmark = pytest.mark.timeout(120)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "roles"
BODYGUARD, VETERAN = str(EXAMPLES / "bodyguard.toml"), str(EXAMPLES / "veteran.toml")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_deals_the_hosts_roles(capsys) -> None:
    args = ("--roles", BODYGUARD, "--roles", VETERAN, "--count", "veteran=1",
            "--players", "12", "--games", "12", "--seed", "3", "--jobs", "1")
    code, out, err = _run(capsys, *args)
    assert code == 0, err
    assert out.startswith("preset classic,")  # the files' preset, not deathnote
    assert "the host's roles: bodyguard×1, veteran×1" in out
    assert "12 players, 12 games" in out and "refused" not in out
    for team in ("town", "mafia", "draw"):
        assert re.search(rf"^  {team}\s+\d+", out, re.M), team
    assert _run(capsys, *args)[1] == out
    plain = _run(capsys, "--preset", "classic", "--players", "12", "--games", "12",
                 "--seed", "3", "--jobs", "1")[1]
    assert plain.split("\n", 2)[2] != out.split("\n", 3)[3]  # the roles change the games


def test_every_game_deals_the_roles_at_their_counts() -> None:
    preset, roles = read_mix([BODYGUARD, VETERAN], ["bodyguard=1", "veteran=1"], None)
    assert preset == "classic" and [s.word for s in roles.custom] == ["bodyguard", "veteran"]
    for task in tasks_for("classic", 10, 3, 1, "normal", {}, roles):
        game, refusals = play_table(task)
        dealt = sorted(str(p.role) for p in game.state.players.values())
        assert dealt.count("bodyguard") == 1 and dealt.count("veteran") == 1, dealt
        assert refusals == 0
    summary, = simulate("classic", [10], 4, 1, roles=roles)
    assert summary.games == 4 and summary.refusals == 0


def test_a_wrong_count_or_file_is_refused(capsys, tmp_path: Path) -> None:
    assert _run(capsys, "--count", "bodyguard=1")[0] == 2
    code, _out, err = _run(capsys, "--roles", BODYGUARD, "--count", "vigilante=1")
    assert code == 2 and "vigilante" in err
    assert _run(capsys, "--roles", BODYGUARD, "--count", "bodyguard=x")[0] == 2
    assert _run(capsys, "--roles", BODYGUARD, "--preset", "classic", "--players", "7",
                "--count", "bodyguard=9")[0] == 2  # more seats than players
    bad = tmp_path / "bad.toml"
    bad.write_text('word = "x"\n', encoding="utf-8")
    assert _run(capsys, "--roles", str(bad))[0] == 2
    assert _run(capsys, "--roles", str(tmp_path / "none.toml"))[0] == 2


def test_no_roles_is_the_plain_table() -> None:
    assert not RoleMix() and RoleMix.of([], {}) == RoleMix()
    plain = tasks_for("classic", 9, 2, 1, "normal", {})
    assert all(t.custom_roles == () and t.role_counts == () for t in plain)


def test_a_roles_own_wins_are_counted_beside_the_sides(capsys) -> None:
    """A jester wins alone when the town executes him, whoever wins the game: the summary
    counts the games a seat of his won so, and the report says it on a line of its own."""
    jester = str(EXAMPLES / "jester.toml")
    preset, roles = read_mix([jester], [], None)
    tasks = tasks_for(preset, 9, 20, 1, "normal", {}, roles)
    executed = 0
    for task in tasks:
        game, _ = play_table(task)
        seat = next(p for p in game.state.players.values() if str(p.role) == "jester")
        executed += game.over and seat.death is not None and seat.death.cause is DeathCause.EXECUTED
    summary, = simulate(preset, [9], 20, 1, roles=roles)
    assert summary.own_wins == ({"jester": executed} if executed else {})
    assert executed > 0  # the bots do execute a jester in some of 20 games
    code, out, _err = _run(capsys, "--roles", jester, "--players", "9", "--games", "20",
                           "--seed", "1", "--jobs", "1")
    assert code == 0 and re.search(rf"^  jester alone\s+{executed}\s", out, re.M)
    plain, = simulate("classic", [9], 5, 1)
    assert not plain.own_wins
