"""The story export: golden BBCode/Markdown/HTML files of a fixed scenario game, HTML
escaping, an unfinished game refused, every role and death present.

``UPDATE_GOLDEN=1`` regenerates the golden files."""

from __future__ import annotations

import io
import os
import re
import tomllib
from pathlib import Path

import pytest

from desktop.export import export_story
from desktop.i18n import Language
from engine.clock import MINUTES_PER_DAY, format_hhmm
from engine.game import Game
from engine.scenario import load_scenario, parse_scenario, run_scenario

GOLDEN = Path(__file__).resolve().parent / "golden"
SCENARIO = GOLDEN / "story_game.toml"
EXTENSIONS = {"bbcode": "bbcode", "markdown": "md", "html": "html"}
CASES = [("bbcode", Language.RU), ("bbcode", Language.EN), ("markdown", Language.RU),
         ("markdown", Language.EN), ("html", Language.EN)]


def _play(data: dict | None = None) -> Game:
    scenario = (load_scenario(str(SCENARIO)) if data is None
                else parse_scenario(str(SCENARIO), data))
    outcome = run_scenario(scenario, io.StringIO())
    assert outcome.passed, outcome.failure
    assert outcome.game is not None
    return outcome.game


@pytest.fixture(scope="module")
def game() -> Game:
    return _play()


@pytest.mark.parametrize(("fmt", "language"), CASES)
def test_golden(game: Game, fmt: str, language: Language) -> None:
    path = GOLDEN / f"story-{SCENARIO.stem}-{language.value}.{EXTENSIONS[fmt]}"
    text = export_story(game, fmt, language)  # type: ignore[arg-type]
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} missing: run with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")


def test_export_is_repeatable() -> None:
    assert export_story(_play(), "bbcode", Language.RU) == export_story(
        _play(), "bbcode", Language.RU)


@pytest.mark.parametrize(("fmt", "language"), CASES)
def test_every_role_and_death(game: Game, fmt: str, language: Language) -> None:
    text = export_story(game, fmt, language)  # type: ignore[arg-type]
    # the roles' names: their role files' (engine/role_data/), as every window says them
    roles = {Language.EN: {"kira": "Kira", "l": "L", "near": "Near", "mafia": "Mafioso",
                           "civilian": "Civilian"},
             Language.RU: {"kira": "Кира", "l": "L", "near": "Ниа", "mafia": "Мафиози",
                           "civilian": "Мирный"}}[language]
    for p in game.state.players.values():
        assert p.name in text
        assert roles[p.role.value] in text
        if p.death is not None:
            day, minute = divmod(p.death.at, MINUTES_PER_DAY)
            moment = {Language.EN: "day", Language.RU: "день"}[language] + (
                f" {day}, {format_hhmm(minute)}")
            assert f"{p.name} ({roles[p.role.value]}), {moment}" in text
    assert not re.search(r"\bd\d+ \d\d:\d\d", text)  # never the engine's "d2 10:00"
    assert sum(p.death is not None for p in game.state.players.values()) == 4


def test_html_escapes_player_text() -> None:
    with SCENARIO.open("rb") as handle:
        data = tomllib.load(handle)
    for step in data["step"]:
        if step.get("do") == "write":
            step["circumstances"] = "<script>alert('x')</script> & co"
    text = export_story(_play(data), "html", Language.EN)
    assert "<script>" not in text
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; co" in text


def test_markdown_escapes_table_breakers() -> None:
    with SCENARIO.open("rb") as handle:
        data = tomllib.load(handle)
    for step in data["step"]:
        if step.get("do") == "write":
            step["circumstances"] = "a | b"
    text = export_story(_play(data), "markdown", Language.EN)
    assert "a \\| b" in text


def test_unfinished_game_is_refused() -> None:
    with SCENARIO.open("rb") as handle:
        data = tomllib.load(handle)
    data["step"] = data["step"][:5]
    game = _play(data)
    assert game.state.winner is None
    with pytest.raises(ValueError):
        export_story(game, "bbcode", Language.EN)


def test_unknown_format_is_refused(game: Game) -> None:
    with pytest.raises(ValueError):
        export_story(game, "pdf", Language.EN)  # type: ignore[arg-type]


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("fmt", ["bbcode", "markdown", "html"])
def test_classic_games_are_exported(fmt: str, language: Language) -> None:
    """Finished classic games with random roles and scenarios (two families among them):
    every player's true role and every death's cause in the story, the winners named, no
    notebook section."""
    import random

    from engine.options import Preset
    from engine.randomplay import play_random_game, random_setup

    seen_causes: set[str] = set()
    for seed in range(12):
        rng = random.Random(900 + seed)
        game, _ = play_random_game(random_setup(rng, 16, True, Preset.CLASSIC), rng)
        assert game.over
        text = export_story(game, fmt, language)
        assert ("notebook" not in text.lower()) and ("тетрад" not in text.lower())
        for p in game.state.players.values():
            assert p.name in text
            if p.death is not None:
                seen_causes.add(p.death.cause.value)
    assert len(seen_causes) >= 4, seen_causes


def test_the_votes_are_exported_as_they_were_counted() -> None:
    """The story's vote table is the engine's counted record (RULES.md §5): a silent
    candidate's own missed vote is in his count, so the table agrees with the result."""
    from engine.clock import at
    from engine.commands import Act, Action, Advance
    from engine.game import GameSetup
    from engine.options import Preset

    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan"), 1, {}, deal={
        "Ann": "kira", "Bob": "mafia_boss"}))
    for when, who, action, target in (
            ((1, 720), "Cid", Action.NOMINATE, "Bob"), ((1, 720), "Dan", Action.NOMINATE, "Cid"),
            ((1, 1180), "Dan", Action.VOTE, "Bob"), ((1, 1180), "Ann", Action.VOTE, "Cid"),
            ((1, 1180), "Cid", Action.ABSTAIN, None), ((1, 1320), "Ann", Action.EYES, None),
            ((1, 1320), "Ann", Action.WRITE, "Cid"), ((2, 660), "Ann", Action.WRITE, "Dan")):
        game.apply(Advance(at(*when)))
        game.apply(Act(who, action, target=target))
    assert game.state.winner == "kira"
    record = game.state.vote_records[0]
    assert record.executed == "Bob" and record.counts == {"Bob": 2, "Cid": 1}
    text = export_story(game, "markdown", Language.EN)
    assert "| Bob | 2 | Dan, own missed vote |" in text
    assert "| Cid | 1 | Ann |" in text
    assert "Abstained: Cid." in text
    russian = export_story(game, "bbcode", Language.RU)
    assert "собственный пропущенный голос" in russian


def test_a_stalemate_is_exported_as_a_draw() -> None:
    from engine.clock import at
    from engine.commands import Advance
    from engine.game import GameSetup
    from engine.options import Preset

    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan"), 1, {}, deal={
        "Ann": "kira", "Bob": "mafia_boss"}))
    game.apply(Advance(at(4, 600)))
    assert game.state.winner == "nobody" and game.state.end_reason == "stalemate"
    text = export_story(game, "markdown", Language.EN)
    assert "a draw: the game stalled" in text
    assert "A draw: 3 game days in a row without a death or a name written." in text


@pytest.mark.parametrize("language", [Language.RU, Language.EN])
def test_a_game_with_a_jester_and_a_survivor_exports(language: Language) -> None:
    """Roles on nobody's side (examples/roles/jester.toml, survivor.toml) have a team's
    word in the story, and the game's end lists the jester executed among the winners."""
    scenarios = Path(__file__).resolve().parents[1] / "scenarios" / "classic"
    outcome = run_scenario(load_scenario(str(scenarios / "r_jester_wins_executed.toml")),
                           io.StringIO())
    assert outcome.passed, outcome.failure
    game = outcome.game
    assert game is not None and "Bob" in game.winners()
    text = export_story(game, "markdown", language)
    assert ("сам за себя" if language is Language.RU else "nobody's side") in text
