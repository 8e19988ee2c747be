"""The role files' card lines (issue 30) give exactly the sentences the code that chose
them gave before (tests/engine/frozen_role_cards.py, frozen with its English and Russian
texts), for every classic deal word over a wide grid of options and compositions; and the
loader refuses a card line naming an unknown option, word or part."""

from __future__ import annotations

import itertools
import random
from importlib import resources
from typing import Any

import pytest

from engine.options import Preset, option_names, options_for
from engine.role_cards import card_lines
from engine.role_files import RoleFileError, builtin_roles, check_set, load_text
from engine.role_plain import spec_to_plain, specs_from_plain
from engine.role_writer import role_text
from engine.rolebook import rolebook
from tests.engine import frozen_role_cards as frozen

DEAL_WORDS = ("civilian", "mafia", "mafia2", "don", "don2", "thug", "doctor", "commissar",
              "peacemaker", "executioner", "witness", "maniac")
OPTIONAL = ("don", "don2", "thug", "doctor", "peacemaker", "executioner", "witness",
            "maniac", "commissar")
GRID: dict[str, tuple[Any, ...]] = {
    "doctor_self_save": (True, False),
    "announce_saves": (True, False),
    "lawyer_strike": (True, False),
    "lawyer_penalty": ("none", "instant", "second_miss"),
    "lawyer_strike_uses": ("unlimited", 1, 3),
    "don_strike": (True, False),
    "don_strike_uses": ("unlimited", 2),
    "don_miss_sanction": ("none", "name", "name_then_death"),
    "mafia_kill": ("unanimous", "killer", "don"),
    "killer_uses": ("unlimited", 2),
    "killer_choice": ("lot", "first_shot"),
    "don_decides_uses": ("unlimited", 1),
    "executioner_shots": ("unlimited", 1, 2),
    "witness_sees": ("names", "team"),
    "bulletproof_vests": (0, 1, 2),
    "recruitment": (True, False),
    "recruit_loses_role": (True, False),
    "two_mafias": (True, False),
}


def _tables() -> list[dict[str, Any]]:
    """Each option's every value with the others at random (seeded), and all on/off."""
    rng = random.Random(30)
    tables = [{}]
    for name, values in GRID.items():
        for value in values:
            for _ in range(6):
                table = {n: rng.choice(v) for n, v in GRID.items()}
                table[name] = value
                tables.append(table)
    for bits in itertools.product((True, False), repeat=4):
        tables.append(dict(zip(("lawyer_strike", "don_strike", "recruitment", "two_mafias"),
                               bits, strict=True)))
    return tables


def _compositions(rng: random.Random) -> list[set[str]]:
    out = [set(), set(OPTIONAL)]
    out += [{w for w in OPTIONAL if rng.random() < 0.5} for _ in range(6)]
    return out


@pytest.mark.parametrize("word", DEAL_WORDS)
def test_the_role_files_lines_give_the_frozen_sentences(word: str) -> None:
    book = rolebook("classic")
    rng = random.Random(word)
    checked = 0
    for table in _tables():
        options = options_for(Preset.CLASSIC, table)
        for extra in _compositions(rng):
            in_play = {"civilian", "mafia", word} | extra
            want = frozen.sentences(word, options, in_play)
            got = card_lines(book, word, options, in_play)
            assert [line["en"] for line in got] == want["en"], (table, sorted(in_play))
            assert [line["ru"] for line in got] == want["ru"], (table, sorted(in_play))
            checked += 1
    assert checked > 500


def test_the_classic_role_files_name_only_real_options() -> None:
    names = option_names()
    for spec in builtin_roles("classic"):
        text = (resources.files("engine") / "role_data" / spec.source).read_text(
            encoding="utf-8")
        assert load_text(text, spec.source, names)


def _role(card_lines: str) -> str:
    return ('word = "bard"\npreset = "classic"\nteam = "town"\n'
            '[name]\nen = "Bard"\nru = "Бард"\n[card]\nen = "Sings."\nru = "Поёт."\n'
            + card_lines)


@pytest.mark.parametrize("line, field", [
    ('[[card_line]]\nwhen = { no_such_option = true }\nen = "x"\nru = "x"\n',
     "card_line[0].when.no_such_option"),
    ('[[card_line]]\ncount = "no_such_option"\nen = "x"\nru = "x"\n', "card_line[0].count"),
    ('[[card_line]]\nen = "x"\n', "card_line[0].ru"),
    ('[[card_line]]\nen = "x"\nru = "x"\ncolour = "red"\n', "card_line[0].colour"),
])
def test_a_card_line_with_an_unknown_option_or_field_is_refused(line: str, field: str) -> None:
    with pytest.raises(RoleFileError) as error:
        load_text(_role(line), "bard.toml", option_names())
    assert error.value.params["field"] == field


@pytest.mark.parametrize("line, field", [
    ('[[card_line]]\nin_play = "bodyguard"\nen = "x"\nru = "x"\n', "card_line[0].in_play"),
    ('[[card_line]]\nlines_of = "mafia"\nparts = ["chorus"]\n', "card_line[0].parts"),
    ('[[card_line]]\nlines_of = "bodyguard"\n', "card_line[0].lines_of"),
])
def test_a_card_line_naming_an_unknown_word_or_part_is_refused(line: str, field: str) -> None:
    bard = load_text(_role(line), "bard.toml", option_names())
    with pytest.raises(RoleFileError) as error:
        check_set((*builtin_roles("classic"), *bard))
    assert error.value.params["field"] == field


def test_a_hosts_role_has_option_dependent_lines() -> None:
    bard = load_text(_role(
        '[[card_line]]\nen = "Sing each night."\nru = "Пойте каждую ночь."\n'
        '[[card_line]]\nwhen = { lawyer_strike = true }\nin_play = "maniac"\n'
        'en = "The lawyer hears you."\nru = "Адвокат вас слышит."\n'
        '[[card_line]]\nlines_of = "civilian"\nparts = ["win"]\n'), "bard.toml",
        option_names())
    book = rolebook("classic", tuple(bard))
    on = options_for(Preset.CLASSIC, {"lawyer_strike": True})
    assert [line["en"] for line in card_lines(book, "bard", on, {"bard", "maniac"})] == [
        "Sing each night.", "The lawyer hears you.",
        "You win with the town when no mafioso and no maniac is left."]
    assert [line["ru"] for line in card_lines(book, "bard", on, {"bard"})] == [
        "Пойте каждую ночь.", "Вы побеждаете с городом, когда не останется ни одного мафиози."]


def test_card_lines_survive_the_game_log_and_the_role_writer() -> None:
    """A host's role keeps its card lines in the log's setup record and in a file the
    role editor writes (engine/role_plain.py, engine/role_writer.py)."""
    for spec in builtin_roles("classic"):
        assert specs_from_plain([spec_to_plain(spec)])[0] == spec
        assert load_text(role_text(spec), spec.source)[0] == spec
