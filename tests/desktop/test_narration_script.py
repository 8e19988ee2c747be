"""The narrator's script: numbers and times said as words (Russian numerals agree with
their nouns), lines in the named player's stated gender, every phase of a whole Death
Note and a whole classic game narrated in order in both languages, the timed pace's
warnings, the hot-seat pass, and `dnmafia narrate` on a saved game."""

from __future__ import annotations

import random
import re

import pytest

from desktop.cli import main
from desktop.i18n import Language, install
from desktop.narration.saved import saved_script
from desktop.narration.script import LineKind, Script
from desktop.narration.spoken import Gender, en_number, ru_number, ru_ordinal, time_words
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from tests.desktop.test_export_cli import _saved_game


@pytest.fixture
def ru(qapp):
    install(qapp, Language.RU)
    yield
    install(qapp, Language.EN)


def test_numbers_agree_with_their_nouns() -> None:
    assert ru_number(1, Gender.FEMININE) == "одна" and ru_number(1) == "один"
    assert ru_number(22, Gender.FEMININE) == "двадцать две"
    assert ru_number(1, Gender.NEUTER) == "одно"
    assert ru_number(2001) == "две тысячи один"
    assert ru_ordinal(2) == "второй" and ru_ordinal(21) == "двадцать первый"
    assert en_number(42) == "forty-two"
    assert time_words(21 * 60, "ru") == "двадцать один час"
    assert time_words(22 * 60, "ru") == "двадцать два часа"
    assert time_words(19 * 60 + 30, "ru") == "девятнадцать часов тридцать минут"
    assert time_words(10 * 60 + 1, "ru") == "десять часов одна минута"
    assert time_words(19 * 60 + 30, "en") == "seven thirty p.m."
    assert time_words(0, "en") == "midnight"


def _event(code: str, **params):
    return {"code": code, "params": params, "at": "d2 10:00"}


def test_lines_follow_the_stated_gender_and_need_none(ru) -> None:
    script = Script("ru", {"Аня": "female", "Борис": "male", "Саша": None})
    view = {"kind": "public", "clock": {"phase": "day"}}
    said = [script.event_lines(_event("died", name=n), view)[0].text
            for n in ("Аня", "Борис", "Саша")]
    assert said == ["Погибла Аня.", "Погиб Борис.", "Не стало игрока по имени Саша."]
    news = script.event_lines(_event("newspaper", day=2, dead=["Аня"], circumstances={},
                                     failed_attempts=2), view)[0].text
    assert news == ("Наступает утро. Город просыпается. Этой ночью погибла Аня. "
                    "Два покушения этой ночью не удались.")
    assert script.pass_line("Аня").text == "Передайте ноутбук: Аня."


def test_the_vote_is_said_as_counted(ru) -> None:
    script = Script("ru")
    record = {"counts": {"Аня": 21, "Борис": 0, "Глеб": 2}, "abstained": ["Дина"]}
    assert script.count_text(record) == (
        "Голосование закрыто. Итоги: Аня — двадцать один голос; Глеб — два голоса. "
        "Один игрок воздержался.")


def test_the_phase_opening_says_when_it_ends(ru) -> None:
    script = Script("ru")
    view = {"kind": "public", "clock": {"phase": "vote", "phase_ends": "d1 21:00"}}
    line = script.event_lines(_event("voting_opens", names=["Аня", "Борис"]), view)[0]
    assert line.kind is LineKind.PHASE and line.waits
    assert line.text == ("Обсуждение окончено. Кандидаты: Аня и Борис. Голосование открыто. "
                         "Оно закроется в двадцать один час.")


def test_a_timed_phase_warns_at_a_minute_and_at_ten_seconds_once(ru) -> None:
    script = Script("ru")
    assert script.pace_warning("day1", 75) is None
    assert script.pace_warning("day1", 59.5).text == "Осталась одна минута."
    assert script.pace_warning("day1", 58) is None
    assert script.pace_warning("day1", 10).text == "Осталось десять секунд."
    assert script.pace_warning("day1", 3) is None
    # joined late: a mark long past is not said
    assert script.pace_warning("vote1", 30) is None
    assert script.pace_warning("vote1", 9).text == "Осталось десять секунд."


PHASE_EVENTS = {"day_begins", "voting_opens", "runoff_opens", "night_falls"}


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_a_whole_game_narrates_every_phase_in_order(qapp, preset, language) -> None:
    install(qapp, language)
    try:
        rng = random.Random(31)
        setup = random_setup(rng, players=9, preset=preset)
        game, _ = play_random_game(setup, rng)
        assert game.over
        lines = saved_script(setup, game.log, language.value)
        expected = [e.code for e in game.state.public_log if e.code in PHASE_EVENTS]
        phases = [line for line in lines if line.kind is LineKind.PHASE]
        assert len(phases) == len(expected) > 3
        opening = {"en": {"day_begins": "Day ", "voting_opens": "The discussion is over",
                          "runoff_opens": "A tie", "night_falls": "Night falls"},
                   "ru": {"day_begins": "Наступает ", "voting_opens": "Обсуждение окончено",
                          "runoff_opens": "Ничья", "night_falls": "Наступает ночь"}}
        for code, line in zip(expected, phases, strict=True):
            assert line.text.startswith(opening[language.value][code]), (code, line.text)
        assert lines[0].kind is LineKind.START and lines[-1].kind is LineKind.END
        for line in lines:  # numbers and times as words
            assert not re.search(r"\d", line.text), line.text
            assert "(s)" not in line.text and ".." not in line.text
    finally:
        install(qapp, Language.EN)


def test_dnmafia_narrate_prints_the_script_of_a_saved_game(tmp_path, monkeypatch,
                                                             capsys) -> None:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path))
    game = _saved_game(tmp_path / "games")
    assert main(["narrate", "latest", "--lang", "ru"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("[d1 ") and "Игра начинается" in out[0]
    days = [e.params["day"] for e in game.state.public_log if e.code == "day_begins"]
    assert sum("день." in line and "Наступает" in line for line in out) == len(days)
    assert "Игра окончена" in out[-1]
    log = next((tmp_path / "games").iterdir())
    assert main(["narrate", str(log), "--lang", "en"]) == 0
    assert "The game begins" in capsys.readouterr().out
    assert main(["narrate", "nope"]) == 2
    assert "dnmafia narrate:" in capsys.readouterr().err
