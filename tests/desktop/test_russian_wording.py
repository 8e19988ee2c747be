"""Russian that reads as Russian: no text puts a player's name before a verb or participle
that would need his gender («Маша вписал имя», «Misa погиб») — the name stands before a
colon or a dash, after "Игрок" (a noun the verb agrees with), or the phrase needs no
gender («смерть ночью», «вписано имя»); actions are told as nouns («выстрел: Борис»).
Only a text's variant for a stated gender (its disambiguation "male"/"female", or an
engine message's "code|female") agrees with it: «Лайт погибла»."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "assets" / "i18n" / "dnmafia_ru.ts"
NAME = r"(\{(?:by|name|target|who|writer|holder|to)\}|%[1-9])"
# a past-tense verb or short participle, the forms that agree with the subject's gender
GENDERED = re.compile(NAME + r" [а-яё]+(?:ал|ил|ел|ял|ул|ыл|ёл|лся|ён|ан|ен)\b")


VARIANT = re.compile(r"(^|\|)(male|female)$")


def _translations(variants: bool = False) -> list[str]:
    """Every translation: the neutral ones, or (``variants``) those for a stated gender."""
    out = []
    for message in ET.parse(TS).getroot().iter("message"):
        if bool(VARIANT.search(message.findtext("comment") or "")) != variants:
            continue
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [
            translation.text or ""]
        out.extend(forms)
    return out


# the nouns a placeholder may follow: then the verb agrees with the noun, not the player
NOUNS = ("Игрок", "игрок", "порт веб-места")


def test_no_name_is_followed_by_a_verb_that_needs_his_gender() -> None:
    offending = [t for t in _translations()
                 if (match := GENDERED.search(t))
                 and not t[:match.start()].rstrip().endswith(NOUNS)]
    assert offending == []


def test_the_variants_for_a_stated_gender_agree_with_it() -> None:
    variants = _translations(variants=True)
    assert "{name} погибла." in variants and "{name} погиб." in variants
    assert "казнена голосованием" in variants
    assert len(variants) > 30


def test_the_statuses_of_a_player_need_no_gender() -> None:
    translations = set(_translations())
    assert {"в игре", "смерть ночью", "казнь", "нет в живых"} <= translations
    assert not {"жив", "погиб", "погиб ночью", "казнён"} & translations
