"""Bots' chat lines read right for any bot (issue 33): the Russian ones need no speaker's
gender (a female bot said «Я мирный»), a first death is not mourned as "again", the
nomination is «выдвинуть» as on the buttons, and a bot does not repeat a line the chat
has just read (three bots had greeted with the same words)."""

from __future__ import annotations

import random
import re

from bots.phrases import PHRASES, line

# first-person forms that agree with the speaker's gender (masculine ones: a woman would
# say «мирная», «уверена», «проверила», «чиста», «сама»)
SPEAKER_GENDERED = re.compile(
    r"\b(я|Я)\s+(мирный|чист|уверен|сам|проверил|голосовал)\b|\bНе уверен\b|\bПроверил\b"
    r"|\bты сам\b")


def test_no_russian_line_needs_the_speakers_gender() -> None:
    lines = [text for kind in PHRASES["ru"].values() for text in kind]
    assert [text for text in lines if SPEAKER_GENDERED.search(text)] == []


def test_a_first_death_is_not_mourned_as_again_and_nomination_is_one_word() -> None:
    assert not [t for t in PHRASES["en"]["mourn"] if "again" in t]
    assert not [t for t in PHRASES["ru"]["mourn"] if "снова" in t]
    lines = [text for kind in PHRASES["ru"].values() for text in kind]
    assert not [t for t in lines if "ыстав" in t]


def test_a_line_just_read_is_not_said_again_while_another_is_left() -> None:
    rng = random.Random(4)
    said: list[str] = []
    for _ in range(len(PHRASES["en"]["greet"])):
        said.append(line("en", "greet", rng, avoid=said))
    assert len(set(said)) == len(said)
    # all used: one of them after all, not an error
    assert line("en", "greet", rng, avoid=said) in PHRASES["en"]["greet"]
