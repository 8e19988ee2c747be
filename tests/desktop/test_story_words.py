"""The story's words and its file (issue 33): a vote nobody was nominated for is one line,
not "Candidates: —" over an empty table; a silent candidate's missed vote is his "own",
with no "his" for a woman; the default file name is the table's name and the date; the
story's language follows the app's when none is asked for."""

from __future__ import annotations

import io

from desktop.export import export_story, story_file_name
from desktop.i18n import Language
from engine.clock import at
from engine.commands import Act, Action, Advance
from engine.game import Game, GameSetup
from engine.options import Preset


def _no_nominee_game() -> Game:
    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan"), 1, {}, deal={
        "Ann": "kira", "Bob": "mafia_boss"}))
    for when, action, target in (((1, 1320), Action.EYES, None),
                                 ((1, 1320), Action.WRITE, "Cid"),
                                 ((2, 660), Action.WRITE, "Dan"),
                                 ((3, 660), Action.WRITE, "Bob")):
        game.apply(Advance(at(*when)))
        game.apply(Act("Ann", action, target=target))
    assert game.state.winner == "kira"
    return game


def test_a_vote_without_candidates_is_one_line() -> None:
    game = _no_nominee_game()
    english = export_story(game, "markdown", Language.EN)
    assert "Candidates: —" not in english and "| Candidate |" not in english
    assert english.count("Nobody was nominated.") == 2
    russian = export_story(game, "bbcode", Language.RU)
    assert "Кандидаты: —" not in russian and "Никого не выдвинули." in russian


def test_the_missed_vote_needs_no_gender() -> None:
    from desktop.texts import voters

    record = {"votes": [{"by": "Ann", "target": "Ann", "how": "missed"}]}
    assert voters(record, "Ann") == ["own missed vote"]


def test_the_default_file_name_is_the_tables_name_and_date() -> None:
    assert story_file_name("Death Note · пятница", "2026-12-04T18:30:00+00:00", "md") == \
        "Death Note · пятница-2026-12-04.md"
    assert story_file_name("a/b:c", "2026-12-04", "txt") == "a_b_c-2026-12-04.txt"
    assert story_file_name("", "2026-12-04", "html") == "dnmafia-2026-12-04.html"


def test_the_cli_story_follows_the_apps_language(tmp_path, monkeypatch) -> None:
    from desktop.cli import main
    from desktop.settings import Settings
    from engine.scenario import load_scenario, run_scenario
    from netproto.storage import GameLog
    from tests.desktop.test_export_cli import GOLDEN

    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    game = run_scenario(load_scenario(str(GOLDEN / "story_game.toml")), io.StringIO()).game
    log = GameLog.create("cafe0123", {"name": "T"}, game.setup,
                         [(n, f"t-{n}") for n in game.setup.players], tmp_path / "data" / "games")
    for command in game.log:
        log.append(command)
    log.record_end(game.state.winner)
    log.close()
    for language in (Language.EN, Language.RU):
        Settings(language=language.value).save()
        out = tmp_path / f"story-{language.value}.md"
        assert main(["export", "--format", "markdown", "-o", str(out)]) == 0
        assert out.read_text("utf-8") == export_story(game, "markdown", language)
