"""Both clients say the same words: every engine event, refusal and row word rendered by
desktop/texts.py (the Qt catalogue) and by the page's words.js (in node, from the
generated texts) in both languages, compared case by case.

The cases are built from the engine's catalogues themselves (each template's parameters
filled), plus the shaped ones of desktop/event_words.py in each of their forms (a role
answer in a stated gender, an empty list, a counted vote, the newspaper), so a new event
or shape is compared without a line here.
"""

from __future__ import annotations

import json
import shutil
import string
import subprocess
from pathlib import Path
from typing import Any

import pytest

from desktop import texts
from desktop.event_words import EVENT_PARAMS, TODAY
from desktop.i18n import Language, install
from engine.messages import ABOUT_ONE, GENDERS, GRAVEYARD, MAFIA_CHANNEL, PRIVATE, PUBLIC, REFUSALS
from engine.roles import ROLE_ORDER

HERE = Path(__file__).resolve().parent
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

# a plausible value for each parameter name the engine's templates use
SAMPLE: dict[str, Any] = {
    "action": "shoot", "answer": "yes", "boss": "Vera", "by": "Boris",
    "circumstances": "heart attack", "count": 7, "day": 2, "days": 3,
    "end": "d2 12:00", "field": "target", "limit": 1000, "name": "Anna",
    "names": ["Anna", "Boris"], "now": "d2 10:00", "phase": "night", "preset": "classic",
    "role": "kira", "roles": ["lawyer", "don"], "start": "d2 10:00", "summary": "x",
    "target": "Gleb", "text": "hello", "time": "d3 09:30", "to": "Gleb",
    "until": "d3 00:00", "winner": "town", "dead": ["Anna"], "failed_attempts": 2,
}
GENDERED = {"Anna": "female", "Boris": "male", "Gleb": "female", "Vera": None}
VOTE = {"counts": {"Anna": 2, "Boris": 3}, "abstained": ["Gleb"],
        "votes": [{"by": "Boris", "target": "Anna", "how": "cast"},
                  {"by": "Vera", "target": "Boris", "how": "cast"},
                  {"by": "Anna", "target": "Anna", "how": "missed"}]}


def _fields(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


def _event(code: str, **params: Any) -> dict[str, Any]:
    return {"kind": "event", "event": {"code": code, "params": params, "text": code},
            "genders": GENDERED}


def cases() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for catalogue in (PRIVATE, PUBLIC, MAFIA_CHANNEL, GRAVEYARD):
        for code, template in catalogue.items():
            params = {f: SAMPLE[f] for f in _fields(template)}
            found.append(_event(code, **params))
            if code in ABOUT_ONE:  # the same about each stated gender, and none
                for name in GENDERED:
                    found.append(_event(code, **{**params, ABOUT_ONE[code]: name}))
    # the shaped parameters in each of their forms
    for answer in ("yes", "no", "kira", "mafia", "civilian", "Near", "not mafia"):
        for target in GENDERED:
            found.append(_event("check_result", target=target, answer=answer))
        found.append(_event("search_result", target="Gleb", answer=answer))
    for role in ("kira", "civilian", "doctor", "mafia", "Kira", "don2"):
        for name in GENDERED:
            found += [_event("role_card", name=name, role=role),
                      _event("role_revealed", name=name, role=role)]
    for names in ([], "-", ["Anna"]):
        found += [_event("voting_opens", names=names), _event("runoff_opens", names=names)]
    for winner in ("town", "mafia", "kira", "maniac", "mafia2", "nobody"):
        found.append(_event("game_over", winner=winner))
    for action in ("shoot", "search", "check", "recruit", "knock_out", "don_strike", "odd"):
        found.append(_event("mafia_action", by="Boris", action=action, target="Gleb"))
    for dead, failed in (([], 0), (["Anna", "Boris"], 1), ([], 5), (["Gleb"], 22)):
        found.append(_event("newspaper", day=2, dead=dead, failed_attempts=failed,
                            circumstances={"Anna": "heart attack"}))
    found += [_event("vote_counted", **VOTE), _event("vote_counted", counts={}, votes=[]),
              _event("boss_vote", by="Anna", target="-"), _event("not_an_event")]
    assert set(EVENT_PARAMS) <= {c["event"]["code"] for c in found}
    for code, template in REFUSALS.items():
        params = {f: SAMPLE[f] for f in _fields(template)}
        found.append({"kind": "reason", "reason": {"code": code, "params": params,
                                                   "message": code}})
        found.append({"kind": "refused", "code": code, "params": params, "message": code})
    for phase in ("day", "vote", "night", "over", "lobby"):
        found.append({"kind": "reason", "reason": {"code": "wrong_phase",
                                                   "params": {"phase": phase}}})
        for word in TODAY:
            found.append({"kind": "today", "phase": phase, "row": {word.field: "Anna"}})
        found.append({"kind": "today", "phase": phase,
                      "row": {"nomination": "Anna", "vote": "Boris", "abstained": True}})
    found += [{"kind": "refused", "code": code, "message": "m"}
              for code in ("offline", "table_full", "rate_limited", "no_such_code")]
    found += [{"kind": "vote", "record": VOTE}, {"kind": "vote", "record": {}}]
    found += [{"kind": "moment", "moment": m} for m in ("d2 10:00", 2940, "later", "")]
    # every role word's name and card (the role files', engine.roles), and the non-roles
    for word in (*ROLE_ORDER, "town", "not mafia", "Kira", "odd", ""):
        found.append({"kind": "role_name", "role": word})
        for preset in ("classic", "deathnote"):
            found.append({"kind": "role_rules", "role": word, "preset": preset})
    return found


def desktop_words(case: dict[str, Any]) -> str:
    kind = case["kind"]
    if kind == "event":
        return texts.event_text(case["event"], case["genders"])
    if kind == "reason":
        return texts.reason_text(case["reason"])
    if kind == "refused":
        return texts.refused_text(case["code"], case.get("message", ""), case.get("params"))
    if kind == "today":
        return texts.today_text(case["phase"], case["row"])
    if kind == "vote":
        return texts.vote_summary(case["record"])
    if kind == "role_name":
        return texts.role_name(case["role"])
    if kind == "role_rules":
        return texts.role_rules(case["role"], case["preset"])
    from desktop.moments import moment_text

    return moment_text(case["moment"])


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_page_says_what_the_desktop_says(qapp, tmp_path, language):
    assert GENDERS == ("male", "female")
    found = cases()
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(found, ensure_ascii=False), encoding="utf-8")
    answer = subprocess.run([NODE, str(HERE / "render_words.mjs"), str(path), language.value],
                            capture_output=True, text=True, timeout=60, check=True)
    page = json.loads(answer.stdout)
    try:
        assert install(qapp, language)
        desktop = [desktop_words(case) for case in found]
    finally:
        install(qapp, Language.EN)
    differ = [(case, d, p) for case, d, p in zip(found, desktop, page, strict=True) if d != p]
    assert not differ, "\n".join(f"{json.dumps(c, ensure_ascii=False)}\n  desktop: {d}\n"
                                 f"  page:    {p}" for c, d, p in differ[:15]) + (
        f"\n… {len(differ)} differ of {len(found)}")
    assert len(found) > 300
