"""A headless table's bots chat in the table's language: ``--lang``, by default the app's
(a bot wrote «Тихо как-то сегодня» at an English table: they always spoke Russian)."""

from __future__ import annotations

import random

import pytest

import netproto.headless
from bots import add_bot
from bots.phrases import PHRASES, line
from desktop import cli
from desktop.i18n import Language
from desktop.settings import Settings
from netproto.headless import _seat_bots
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(60)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_bots_of_a_headless_table_speak_its_language(qapp, language) -> None:
    args = cli._parser().parse_args(["host", "--headless", "--bots", "2", "--lang", language])
    session = TableSession(TableConfig(name="Lang", seed=1, max_seats=7, write_log=False))
    bots = _seat_bots(session, args, add_bot)
    try:
        assert len(bots) == 2
        for bot in bots:
            assert bot.memory.language == language
            greeting = line(bot.memory.language, "greet", random.Random(1))
            assert greeting in PHRASES[language]["greet"]
        assert {session.lobby.find(bot.name).bot.language for bot in bots} == {language}
    finally:
        for bot in bots:
            bot.close()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_without_lang_the_table_speaks_the_apps_language(tmp_path, monkeypatch,
                                                         language) -> None:
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    Settings(language=language).save()
    seen = []
    monkeypatch.setattr(netproto.headless, "run",
                        lambda args, bot_factory=None, **_: seen.append(args.lang) or 0)
    assert cli.main(["host", "--headless", "--bots", "1"]) == 0
    assert seen == [language]


def test_the_command_line_offers_the_apps_languages() -> None:
    assert set(cli.LANGUAGES) == {language.value for language in Language}
