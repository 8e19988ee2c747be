"""`dnmafia export`: a saved, finished game's story as a file, from its log on disk."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.export import export_story
from desktop.i18n import Language
from engine.scenario import load_scenario, run_scenario
from netproto.storage import GameLog

GOLDEN = Path(__file__).resolve().parent / "golden"


def _saved_game(directory: Path, finished: bool = True):
    outcome = run_scenario(load_scenario(str(GOLDEN / "story_game.toml")), io.StringIO())
    game = outcome.game
    log = GameLog.create("cafe0123", {"name": "Export table"}, game.setup,
                         [(name, f"token-{name}") for name in game.setup.players], directory)
    commands = game.log if finished else game.log[: len(game.log) // 2]
    for command in commands:
        log.append(command)
    if finished:
        log.record_end(game.state.winner)
    log.close()
    return game


def test_export_writes_the_story_of_the_newest_finished_game(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    game = _saved_game(tmp_path / "games")
    out = tmp_path / "post.md"
    assert main(["export", "--format", "markdown", "--lang", "ru", "-o", str(out)]) == 0
    assert out.read_text("utf-8") == export_story(game, "markdown", Language.RU)
    by_id = tmp_path / "post.bbcode"
    assert main(["export", "cafe0123", "--lang", "en", "-o", str(by_id)]) == 0
    assert by_id.read_text("utf-8") == export_story(game, "bbcode", Language.EN)


@pytest.mark.parametrize("which", ["latest", "nope"])
def test_export_says_why_it_cannot(tmp_path, monkeypatch, capsys, which) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    _saved_game(tmp_path / "games", finished=False)
    assert main(["export", which]) == 2
    assert "dnmafia export:" in capsys.readouterr().err
