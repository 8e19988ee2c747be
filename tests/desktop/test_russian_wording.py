"""Russian that reads as Russian: no text puts a player's name before a verb or participle
that would need his gender («Маша вписал имя», «Misa погиб») — the name stands before a
colon or a dash, after "Игрок" (a noun the verb agrees with), or the phrase needs no
gender («смерть ночью», «вписано имя»); actions are told as nouns («выстрел: Борис»)."""

from __future__ import annotations

import html
import re
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "assets" / "i18n" / "dnmafia_ru.ts"
NAME = r"(\{(?:by|name|target|who|writer|holder|to)\}|%[1-9])"
# a past-tense verb or short participle, the forms that agree with the subject's gender
GENDERED = re.compile(NAME + r" [а-яё]+(?:ал|ил|ел|ял|ул|ыл|ёл|лся|ён|ан|ен)\b")


def _translations() -> list[str]:
    text = TS.read_text(encoding="utf-8")
    return [html.unescape(t) for t in re.findall(r"<translation[^>]*>(.*?)</translation>",
                                                 text, re.S)]


# the nouns a placeholder may follow: then the verb agrees with the noun, not the player
NOUNS = ("Игрок", "игрок", "порт веб-места")


def test_no_name_is_followed_by_a_verb_that_needs_his_gender() -> None:
    offending = [t for t in _translations()
                 if (match := GENDERED.search(t))
                 and not t[:match.start()].rstrip().endswith(NOUNS)]
    assert offending == []


def test_the_statuses_of_a_player_need_no_gender() -> None:
    translations = set(_translations())
    assert {"в игре", "смерть ночью", "казнь", "нет в живых"} <= translations
    assert not {"жив", "погиб", "погиб ночью", "казнён"} & translations
