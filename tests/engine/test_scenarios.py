"""Every scenario file under tests/scenarios/ passes on the engine (RULES.md §1–8)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from engine.scenario import load_scenario, run_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.toml"))


def test_there_is_a_scenario_for_every_rule_bullet() -> None:
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    out = io.StringIO()
    outcome = run_scenario(load_scenario(str(path)), out)
    assert outcome.passed, f"{outcome.failure}\n{out.getvalue()}"
