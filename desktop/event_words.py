"""How the engine's event and refusal parameters are shaped into words, decided once for
both clients: for each message code, which parameter takes which shape (a yes/no answer,
a role word in a named player's gender, a team, a deed, a counted vote's summary…), and
which words a player row shows for his day (a nomination, a vote, an abstention).

Owns the data only: ``desktop/texts.py`` renders it with the Qt catalogue, and
``tools/build_web_texts.py`` exports it (``to_json``) to the page, whose
``netproto/web/js/words.js`` renders it with the same words, shape by shape, with no
knowledge of any code. A new event whose parameters need shaping is one entry in
``EVENT_PARAMS``; a new kind of shaping is one ``Shape`` and its two renderers (the test
``tests/web/test_same_words.py`` compares them). Must not import Qt, any window or the
engine's state: plain data, read by a tool without a display.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

# the catalogues an event's code is looked up in, in this order (engine/messages.py's
# PRIVATE, PUBLIC, MAFIA_CHANNEL, GRAVEYARD: the .ts contexts of tools/i18n_sync.py)
EVENT_CONTEXTS = ("engine.private", "engine.public", "engine.mafia", "engine.graveyard")

# parameters that carry a role word (never a player's name): a role card's title, L's check
# answer, a revealed role, the winning side; a player called "Kira" stays "Kira"
ROLE_PARAMS = frozenset({"role", "answer", "winner"})


class Shape(StrEnum):
    """How one parameter becomes words."""

    YES_NO = "yes_no"                # "yes" / "no" → the words
    ANSWER = "answer"                # "yes" / "no", else a role word (gendered by ``of``)
    ROLE = "role"                    # a role code or title → its word (gendered by ``of``)
    TEAM = "team"                    # a side → "the town", "the mafia", …
    DEED = "deed"                    # an action → the deed as a noun ("shot", «выстрел»)
    PHASE = "phase"                  # a phase → its name, in lower case ("vote")
    NONE_IF_EMPTY = "none_if_empty"  # "-" or [] → "none"; anything else as it is
    # built from the whole of the parameters (the key need not be among them)
    VOTE_SUMMARY = "vote_summary"    # a counted vote on one line (RULES.md §5)
    DEATHS = "deaths"                # the newspaper: who died (how), the failed attempts


# the shapes that read all the parameters, not their own key
WHOLE = frozenset({Shape.VOTE_SUMMARY, Shape.DEATHS})


@dataclass(frozen=True)
class Param:
    """One parameter's shaping; ``of``: the parameter naming the player whose stated
    gender words it (a check's target, a role card's owner)."""

    shape: Shape
    of: str | None = None


# engine event code → its parameters that are not shown as they come
EVENT_PARAMS: dict[str, dict[str, Param]] = {
    "search_result": {"answer": Param(Shape.YES_NO)},
    "check_result": {"answer": Param(Shape.ANSWER, of="target")},
    "newspaper": {"summary": Param(Shape.DEATHS)},
    "voting_opens": {"names": Param(Shape.NONE_IF_EMPTY)},
    "runoff_opens": {"names": Param(Shape.NONE_IF_EMPTY)},
    "game_over": {"winner": Param(Shape.TEAM)},
    "vote_counted": {"summary": Param(Shape.VOTE_SUMMARY)},
    # the act as a noun, the name after a colon: «выстрел: Глеб», never a verb with a
    # name it would have to decline («выстрелить Глеб»)
    "mafia_action": {"action": Param(Shape.DEED)},
    "role_card": {"role": Param(Shape.ROLE, of="name")},
    "role_revealed": {"role": Param(Shape.ROLE, of="name")},
    "role_claimed": {"role": Param(Shape.ROLE, of="name")},  # the mayor's reveal
}

# parameters shaped in every event that has them
ANY_EVENT: dict[str, Param] = {"boss": Param(Shape.NONE_IF_EMPTY)}

# engine refusal code → its parameters that are not shown as they come
REFUSAL_PARAMS: dict[str, dict[str, Param]] = {
    "wrong_phase": {"phase": Param(Shape.PHASE)},
}


def event_params(code: str) -> dict[str, Param]:
    """The shaping of ``code``'s parameters: its own, over those of every event."""
    return {**ANY_EVENT, **EVENT_PARAMS.get(code, {})}


def applies(key: str, param: Param, params: dict[str, Any]) -> bool:
    """Whether ``param`` (the shaping of ``key``) is applied to these parameters."""
    return param.shape in WHOLE or key in params


@dataclass(frozen=True)
class TodayWord:
    """A player row's word for his day: in ``phase``, a row whose ``field`` is set says
    ``key`` (a text of ``texts.TODAY_WORDS``; "%1": the field's value)."""

    phase: str
    field: str
    key: str


# in order: the first that applies is the row's word (a vote before an abstention)
TODAY: tuple[TodayWord, ...] = (
    TodayWord("day", "nomination", "nominates"),
    TodayWord("vote", "vote", "votes"),
    TodayWord("vote", "abstained", "abstains"),
)


def today_word(phase: str | None, row: dict[str, Any]) -> tuple[str, str] | None:
    """(the ``TODAY`` key, the field's value) of a player row in ``phase``, or None."""
    for word in TODAY:
        value = row.get(word.field)
        if word.phase == phase and value:
            return word.key, str(value)
    return None


def to_json() -> dict[str, Any]:
    """The shaping as the page reads it (netproto/web/texts/en.json "event_words")."""
    def table(entries: dict[str, Param]) -> dict[str, Any]:
        return {key: {k: v for k, v in asdict(p).items() if v is not None}
                for key, p in entries.items()}

    return {"contexts": list(EVENT_CONTEXTS), "role_params": sorted(ROLE_PARAMS),
            "events": {code: table(params) for code, params in EVENT_PARAMS.items()},
            "any_event": table(ANY_EVENT),
            "refusals": {code: table(params) for code, params in REFUSAL_PARAMS.items()},
            "whole": sorted(WHOLE),
            "today": [asdict(word) for word in TODAY]}
