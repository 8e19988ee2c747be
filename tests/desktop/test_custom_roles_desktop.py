"""The story of a game with the host's own roles is exported from its log alone (issue
30, step 3): the role file gone, the log's setup record names and describes them."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from desktop.export import export_story
from desktop.i18n import Language
from engine.game import GameSetup
from engine.options import Preset
from engine.randomplay import play_random_game
from engine.replay import replay
from engine.rolebook import load_custom_roles
from netproto.storage import GameLog, load_log
from netproto.table_config import TableConfig, table_record

ROLE_FILE = Path(__file__).parents[1] / "scenarios" / "custom" / "roles" / "vigilante.toml"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


@pytest.mark.parametrize(("language", "name"), [(Language.EN, "Vigilante"),
                                                (Language.RU, "Линчеватель")])
def test_the_story_names_the_hosts_role_from_the_log_alone(tmp_path: Path,
                                                           language: Language,
                                                           name: str) -> None:
    file = tmp_path / "vigilante.toml"
    shutil.copy(ROLE_FILE, file)
    setup = GameSetup(Preset.CLASSIC, NAMES, 4, {}, custom_roles=load_custom_roles(
        file, "classic"), role_counts={"vigilante": 1})
    game, _ = play_random_game(setup, random.Random(4))
    assert game.over
    log = GameLog.create("t1", table_record(TableConfig(preset=Preset.CLASSIC), None), setup,
                         [(n, f"tok-{n}") for n in NAMES], tmp_path)
    for command in game.log:
        log.append(command)
    log.close()
    file.unlink()
    loaded = load_log(log.path)
    story = export_story(replay(loaded.setup, loaded.commands), "markdown", language)
    assert name in story


def test_the_windows_name_the_hosts_role_from_the_views_glossary(qapp) -> None:
    from desktop import glossary, i18n, texts, theme
    from engine.errors import SetupError

    setup = GameSetup(Preset.CLASSIC, NAMES, 1, {}, custom_roles=load_custom_roles(
        ROLE_FILE, "classic"))
    from engine.game import Game
    from engine.views import public_view

    glossary.learn(public_view(Game(setup)))
    try:
        assert i18n.install(qapp, Language.RU)
        assert texts.role_name("vigilante") == "Линчеватель"
        assert texts.role_rules("vigilante", "classic").startswith("Дважды за игру")
        assert "Линчеватель" in i18n.engine_text("role_card", {"role": "Vigilante"})
        assert theme.role_icon_name("vigilante") == "role-commissar"
        error = texts.setup_error_text(SetupError("role_builtin_word", file="x.toml",
                                                  field="word", word="doctor"))
        assert "встроенной ролью" in error
    finally:
        i18n.install(qapp, Language.EN)
        glossary.learn({"glossary": []})

