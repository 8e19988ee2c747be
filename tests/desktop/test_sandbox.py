"""The rules sandbox: a bundled scenario picked from the list runs and shows its steps,
events (translated) and expectations; a failing scenario shows where it failed and what
was not run; a malformed file says file, step and what; the step-by-step run agrees with
the scenario runner on every bundled scenario."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from desktop.app import DesktopApp
from desktop.i18n import Language, engine_text
from desktop.sandbox import SCENARIO_DIR, RulesSandbox, run_steps
from desktop.settings import Settings
from engine.scenario import load_scenario, run_scenario

pytestmark = pytest.mark.timeout(120)

FAILING = """# A scenario whose second expectation is wrong.
seed = 1
players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]

[roles]
Ann = "kira"
Bob = "l"

[[step]]
at = "d1 12:00"
by = "Cid"
do = "nominate"
target = "Dan"
expect_phase = "day"

[[step]]
by = "Bob"
do = "shoot"
target = "Eve"
expect_rejected = true
expect_dead = "Eve"

[[step]]
at = "d1 19:30"
expect_phase = "vote"
"""

MALFORMED = """seed = 1
players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]

[[step]]
at = "d1 12:00"

[[step]]
by = "Cid"
do = "fly"
"""


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    return DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                      save_settings=False)


@pytest.fixture
def sandbox(app, qtbot):
    window = RulesSandbox(app)
    qtbot.addWidget(window)
    window.show()
    return window


def tree_lines(sandbox: RulesSandbox) -> list[str]:
    out = []

    def walk(item, depth):
        out.append("  " * depth + " | ".join(item.text(c) for c in range(3)))
        for index in range(item.childCount()):
            walk(item.child(index), depth + 1)

    for index in range(sandbox.tree.topLevelItemCount()):
        walk(sandbox.tree.topLevelItem(index), 0)
    return out


def click_scenario(qtbot, sandbox: RulesSandbox, stem: str) -> None:
    item = next(sandbox.scenarios.item(i) for i in range(sandbox.scenarios.count())
                if sandbox.scenarios.item(i).text() == stem)
    sandbox.scenarios.scrollToItem(item)
    rect = sandbox.scenarios.visualItemRect(item)
    qtbot.mouseClick(sandbox.scenarios.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())


def test_a_bundled_scenario_runs_from_the_list(sandbox, qtbot, app):
    assert sandbox.scenarios.count() == len(list(SCENARIO_DIR.glob("*.toml")))
    qtbot.keyClicks(sandbox.filter, "clock_phases")
    shown = [sandbox.scenarios.item(i).text() for i in range(sandbox.scenarios.count())
             if not sandbox.scenarios.item(i).isHidden()]
    assert shown == ["a_clock_phases"]
    click_scenario(qtbot, sandbox, "a_clock_phases")
    assert sandbox.path == SCENARIO_DIR / "a_clock_phases.toml"
    assert sandbox.verdict.property("verdict") == "pass"
    assert sandbox.verdict.text().startswith("Passed")
    assert "RULES.md" in sandbox.about.text()  # the file's opening comment
    lines = "\n".join(tree_lines(sandbox))
    assert "Ann — Kira" in lines and "Dan — Mafia boss" in lines
    assert "Hal — nomination: Ivy" in lines
    assert "[public] Hal nominates Ivy." in lines
    assert "refused, as expected: Not now: this action is for the day." in lines
    assert "expect_phase = vote — held" in lines
    # engine texts follow the language
    app.set_language(Language.RU)
    try:
        russian = engine_text("nominated", {"by": "Hal", "target": "Ivy"})
        assert russian != "Hal nominates Ivy."
        qtbot.waitUntil(lambda: russian in "\n".join(tree_lines(sandbox)), timeout=5000)
    finally:
        app.set_language(Language.EN)


def test_a_failing_scenario_shows_where(sandbox, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "failing.toml"
    path.write_text(FAILING, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    qtbot.mouseClick(sandbox.open_button, Qt.MouseButton.LeftButton)
    assert sandbox.path == path
    expected = run_scenario(load_scenario(str(path)), io.StringIO())
    assert not expected.passed
    assert sandbox.verdict.property("verdict") == "fail"
    assert expected.failure in sandbox.verdict.text()
    lines = tree_lines(sandbox)
    text = "\n".join(lines)
    assert "expect_dead = Eve — FAILED" in text
    assert "Step 3 |  | not run" in text
    step2 = next(line for line in lines if line.startswith("Step 2"))
    assert "Bob — shot: Eve" in step2
    # fix the file, run it again
    path.write_text(FAILING.replace('expect_dead = "Eve"', 'expect_alive = "Eve"'),
                    encoding="utf-8")
    qtbot.mouseClick(sandbox.run_button, Qt.MouseButton.LeftButton)
    assert sandbox.verdict.property("verdict") == "pass"


def test_a_malformed_file_says_file_step_and_what(sandbox, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(MALFORMED, encoding="utf-8")
    sandbox.open_path(path)
    assert sandbox.verdict.property("verdict") == "malformed"
    text = sandbox.verdict.text()
    assert "File: broken.toml" in text and "Where: step 2" in text
    assert "unknown action 'fly'" in text
    assert sandbox.tree.topLevelItemCount() == 0
    path.write_text("seed = [", encoding="utf-8")
    sandbox.rerun()
    assert "not valid TOML" in sandbox.verdict.text()
    assert "Where: the file's settings" in sandbox.verdict.text()
    sandbox.open_path(tmp_path / "missing.toml")
    assert "cannot read the file" in sandbox.verdict.text()


def test_step_by_step_agrees_with_the_runner_on_every_bundled_scenario():
    for path in sorted(SCENARIO_DIR.glob("*.toml")):
        run = run_steps(load_scenario(str(path)))  # its verdict is the runner's own
        failed = [s for s in run.steps if s.failed]
        if run.passed:
            assert not failed and all(s.ran for s in run.steps), path.name
        else:  # it stops at the step the runner names
            assert len(failed) == 1, path.name
            assert run.failure.startswith(f"step {failed[0].step.index}:"), path.name


def test_scenario_dir_is_the_repositorys():
    assert Path(__file__).resolve().parents[1] / "scenarios" == SCENARIO_DIR
