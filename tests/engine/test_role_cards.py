"""A classic role card says only what the table's rules make true (issue 33, item 9: the
Don's card spoke of the Don strike and of "when the Don decides" at a table with both
off). The role files' card lines choose the sentences from the options and the public
composition (engine/role_cards.py evaluates them); each optional rule a card speaks of is
tried on and off here, and a seat's view carries its card."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.game import Game, GameSetup
from engine.options import Preset, options_for
from engine.role_cards import card_lines
from engine.rolebook import rolebook
from engine.views import view_for
from tests.engine.frozen_role_cards import TEXTS

CLASSIC_ROLES = {"civilian", "mafia", "don", "thug", "doctor", "commissar", "peacemaker",
                 "executioner", "witness", "maniac"}
# a sentence's code (the names these tests used when the card was codes) by its English
_PATTERNS = [(code, re.compile(re.escape(en).replace("%1", r"(\d+)") + "$"))
             for code, (en, _ru) in TEXTS.items()]


def _coded(role: str, in_play: set[str] | None, options: dict[str, Any]
           ) -> list[tuple[str, int | None]]:
    out = []
    for line in card_lines(rolebook("classic"), role,
                           options_for(Preset.CLASSIC, options),
                           in_play or {"civilian", "mafia", role}):
        code, match = next((c, m) for c, p in _PATTERNS if (m := p.match(line["en"])))
        out.append((code, int(match.group(1)) if match.groups() else None))
    return out


def codes(role: str, in_play: set[str] | None = None, **options: Any) -> list[str]:
    return [code for code, _n in _coded(role, in_play, options)]


def count_of(role: str, code: str, in_play: set[str] | None = None, **options: Any) -> int:
    return next(n for c, n in _coded(role, in_play, options) if c == code)


def test_the_dons_card_at_a_table_with_the_scenarios_off() -> None:
    card = codes("don")
    assert card == ["don_head", "kill_unanimous", "mafia_win"]
    assert not any("strike" in c or c.startswith("kill_don") for c in card)


def test_the_don_strike_on_and_off() -> None:
    assert "don_strike" not in codes("don", don_strike=False)
    on = codes("don", don_strike=True)
    assert "don_strike" in on and "don_strike_uses" not in on
    assert count_of("don", "don_strike_uses", don_strike=True, don_strike_uses=2) == 2
    # a miss exists only where a peacemaker can stop the strike
    assert "don_miss_name_then_death" not in on
    with_peacemaker = codes("don", {"don", "peacemaker"}, don_strike=True)
    assert {"don_strike_peacemaker", "don_miss_name_then_death"} <= set(with_peacemaker)
    assert "don_miss_name" in codes("don", {"don", "peacemaker"}, don_strike=True,
                                    don_miss_sanction="name")
    assert not {"don_miss_name", "don_miss_name_then_death"} & set(
        codes("don", {"don", "peacemaker"}, don_strike=True, don_miss_sanction="none"))


def test_when_the_don_decides_on_and_off() -> None:
    assert "kill_don_self" not in codes("don") and "kill_unanimous" in codes("don")
    decides = codes("don", mafia_kill="don")
    assert "kill_don_self" in decides and "kill_unanimous" not in decides
    assert count_of("don", "kill_don_self_limited", mafia_kill="don", don_decides_uses=2) == 2
    # his family's other members read it in their words, if a Don is dealt at all
    assert "kill_don" in codes("mafia", {"mafia", "don"}, mafia_kill="don")
    assert "kill_unanimous" in codes("mafia", {"mafia"}, mafia_kill="don")


def test_the_killer_strike_on_and_off() -> None:
    assert "kill_killer" in codes("mafia", mafia_kill="killer")
    assert "killer_lot" in codes("mafia", mafia_kill="killer")
    assert "killer_first_shot" in codes("mafia", mafia_kill="killer",
                                        killer_choice="first_shot")
    assert count_of("mafia", "kill_killer_limited", mafia_kill="killer", killer_uses=3) == 3
    assert not any(c.startswith("kill") and c != "kill_unanimous" for c in codes("mafia"))


def test_lawyer_strike_recruitment_vests_and_two_mafias_on_and_off() -> None:
    off = set(codes("mafia"))
    assert not off & {"lawyer", "recruit", "vests", "rival_family"}
    on = codes("mafia", lawyer_strike=True, lawyer_penalty="instant", lawyer_strike_uses=1,
               recruitment=True, recruit_loses_role=True, bulletproof_vests=2,
               two_mafias=True)
    assert {"lawyer", "lawyer_instant", "lawyer_uses", "recruit", "recruit_loses_role",
            "vests", "rival_family", "family_win_alone"} <= set(on)
    assert "mafia_win" not in on
    assert count_of("mafia", "vests", bulletproof_vests=2) == 2
    assert "lawyer_second_miss" in codes("mafia", lawyer_strike=True,
                                         lawyer_penalty="second_miss")
    assert "lawyer_by_killer" in codes("mafia", lawyer_strike=True, mafia_kill="killer")
    assert "recruit_keeps_role" in codes("mafia", recruitment=True)
    assert "thug_first_family" in codes("thug", two_mafias=True)
    assert "thug_first_family" not in codes("thug")


def test_the_doctors_card_follows_the_options_and_the_roles_in_play() -> None:
    assert "doctor_self" in codes("doctor", doctor_self_save=True)
    assert "doctor_no_self" in codes("doctor", doctor_self_save=False)
    plain = set(codes("doctor"))
    assert not plain & {"doctor_not_executioner", "doctor_not_lawyer", "doctor_not_don"}
    assert "doctor_unnamed" in plain
    busy = set(codes("doctor", {"doctor", "executioner", "don"}, lawyer_strike=True,
                     don_strike=True, announce_saves=True))
    assert {"doctor_not_executioner", "doctor_not_lawyer", "doctor_not_don",
            "doctor_named"} <= busy
    assert "doctor_not_don" not in codes("doctor", {"doctor"}, don_strike=True)


def test_the_other_town_roles_and_the_maniac() -> None:
    assert "peacemaker_not_lawyer" not in codes("peacemaker")
    assert "peacemaker_not_lawyer" in codes("peacemaker", lawyer_strike=True)
    assert count_of("executioner", "executioner_shots", executioner_shots=2) == 2
    assert "executioner_unlimited" in codes("executioner", executioner_shots="unlimited")
    assert "executioner_unstoppable" in codes("executioner")
    assert "executioner_peacemaker" in codes("executioner", {"executioner", "peacemaker"})
    assert "witness_names" in codes("witness")
    assert "witness_team" in codes("witness", witness_sees="team")
    assert "witness_not_lawyer" in codes("witness", lawyer_strike=True)
    assert codes("maniac") == ["maniac", "maniac_win"]
    assert codes("maniac", {"maniac", "doctor", "peacemaker"}) == [
        "maniac", "maniac_doctor", "maniac_peacemaker", "maniac_win"]
    assert codes("civilian")[-1] == "town_win"
    assert codes("civilian", {"civilian", "maniac"})[-1] == "town_win_maniac"
    assert codes("commissar") == ["commissar", "town_win"]


@pytest.mark.parametrize("role", sorted(CLASSIC_ROLES))
def test_every_classic_role_has_a_card(role: str) -> None:
    assert codes(role)


def test_a_seat_view_carries_its_card_and_the_death_note_none() -> None:
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
    game = Game(GameSetup(Preset.CLASSIC, names, 1,
                          {"extra_roles": ["don", "doctor"], "doctor_self_save": False},
                          deal={"Ann": "don", "Bob": "mafia", "Cid": "doctor"}))
    ann = view_for(game, "Ann")["me"]["card"]
    assert [line["en"] for line in ann] == [TEXTS[c][0] for c in ("don_head", "kill_unanimous",
                                                                  "mafia_win")]
    assert {"en": TEXTS["doctor_no_self"][0], "ru": TEXTS["doctor_no_self"][1]} in view_for(
        game, "Cid")["me"]["card"]
    dn = Game(GameSetup(Preset.DEATHNOTE, ("A", "B", "C", "D", "E", "F", "G"), 1))
    assert "card" not in view_for(dn, "A")["me"]
