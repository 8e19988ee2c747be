"""The leak check: what a view may contain, judged from the god's side of the state.

A seat may know: the public facts, its own role/team and messages, its teammates (a
mafioso), its own check results, its own notebook panel. It may never see: others'
unrevealed roles, where the notebook is, others' results, a lender's name, a loan's end,
the RNG or its seed. The graveyard (the room of the dead and the spectators) is in no
living seat's view and never in the public one: neither its block nor any line said in it.
"""

from __future__ import annotations

from typing import Any

from engine.act_places import SLOTS
from engine.commands import Action
from engine.game import Game
from engine.messages import GRAVEYARD, MAFIA_CHANNEL, PUBLIC
from engine.roles import Role
from engine.state import Phase


def stamp_of(word: str) -> tuple[str, int]:
    """The ``place`` and ``group`` a row of ``word`` must carry: its slot in SLOTS."""
    action = Action(word)
    return SLOTS[action].place.value, list(SLOTS).index(action)


FORBIDDEN_KEYS = {"seed", "rng", "awaiting_heir", "heir_kind", "void", "done", "holder",
                  "original_owner", "ever_owned", "boss_vote", "role_at_death", "loan_by",
                  "everyone_submitted", "seats", "mafia_channel", "graveyard",
                  # the moderator's night history and tonight's orders (issue 33)
                  "night_history", "night_submitted", "tonight_orders"}
PRIVATE_KEYS = {"me", "messages", "results", "notebook", "known_roles", "mafia", "actions"}
# private message codes allowed to name another player, and when
NAMING_CODES = {"check_result", "search_result", "entry_written", "lent_out", "lend_scheduled",
                "boss_now", "mafia_team", "prevote_dropped", "advance_vote",
                "night_act_lost"}  # his own target


_EVENT_LISTS = {"events", "messages", "channel"}


def forbidden_path(value: Any, forbidden: set[str]) -> str | None:
    """The path (".a.b.key") of the first key of a view in ``forbidden``, or None. Every
    key counts; event lists (fixed shape) contribute their params' keys. (The path is
    built only for a hit: the walk runs for every view of many random games.)"""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in forbidden:
                return f".{key}"
            if key in _EVENT_LISTS and isinstance(item, list):
                for event in item:
                    for param in event["params"]:
                        if param in forbidden:
                            return f".{key}.{param}"
            else:
                hit = forbidden_path(item, forbidden)
                if hit is not None:
                    return f".{key}{hit}"
    elif isinstance(value, list):
        for item in value:
            hit = forbidden_path(item, forbidden)
            if hit is not None:
                return hit
    return None


def strings(value: Any):
    """Every string of a view, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def check_no_graveyard(game: Game, view: dict[str, Any], who: str) -> None:
    """Nothing of the graveyard: no line said there (its text, by value) and no record of
    its codes anywhere in ``view``."""
    said = {e.params["text"] for e in game.state.graveyard_log}
    if not said:
        return
    found = said & set(strings(view))
    assert not found, f"{who} sees the graveyard's {sorted(found)}"


def check_graveyard(game: Game, name: str, view: dict[str, Any]) -> None:
    """A seat out of the game reads the graveyard's latest records; a living seat sees
    nothing of it (a player who dies later reads its history from then on)."""
    s = game.state
    if s.players[name].alive:
        assert "graveyard" not in view, f"{name} is alive and sees the graveyard"
        check_no_graveyard(game, view, f"{name} (alive)")
    else:
        channel = view["graveyard"]["channel"]
        assert all(e["code"] in GRAVEYARD for e in channel)
        assert view["graveyard"]["channel_from"] + len(channel) == len(s.graveyard_log)


def check_public(game: Game, view: dict[str, Any], walk: bool = True) -> None:
    s = game.state
    over = s.phase is Phase.OVER
    if walk:
        hit = forbidden_path({k: v for k, v in view.items() if k != "story"}, FORBIDDEN_KEYS)
        assert hit is None, f"public view has {hit}"
        check_no_graveyard(game, view, "the public view")
    assert not PRIVATE_KEYS & set(view) or view["kind"] == "player"
    assert ("story" in view) == over
    for row in view["players"]:
        p = s.players[row["name"]]
        assert row["public_role"] == p.public_role
        if p.alive:
            assert row["public_role"] == "", f"a living player's role is shown: {p.name}"
        assert ("final_role" in row) == over
    for event in view["events"]:
        assert event["code"] in PUBLIC, f"non-public event in a public view: {event}"
    check_glossary(game, view["glossary"])
    # the phase's waiting count: a bare count, in the vote and at night only (by day an
    # advance vote is private)
    waiting = view["waiting"]
    if s.phase in (Phase.VOTE, Phase.NIGHT):
        assert type(waiting) is int and waiting == game.still_to_submit()
    else:
        assert waiting is None


GLOSSARY_KEYS = {"word", "role", "name", "card", "icon", "team", "family", "order", "acts"}


def check_glossary(game: Game, glossary: list[dict[str, Any]]) -> None:
    """The role glossary: the roles at the table and nothing about who holds them — the
    public composition's words (classic) or the preset's own, no player's name, no key
    beyond a role's description, the same all game."""
    s = game.state
    words = [row["word"] for row in glossary]
    if s.classic is not None and s.classic.composition:
        assert set(words) == set(s.classic.composition), words
    assert set(words) <= set(game.roles.deal_words), words  # a host's roles among them
    assert all(set(row) - {"custom"} == GLOSSARY_KEYS for row in glossary)
    assert all(row.get("custom", False) == (row["word"] in game.roles.custom_words)
               for row in glossary)
    assert not set(strings(glossary)) & set(s.players), "a name in the glossary"
    assert glossary == game.preset.glossary(game)


def check_seat(game: Game, name: str, view: dict[str, Any]) -> None:
    s = game.state
    me = s.players[name]
    book = s.notebook
    check_public(game, {k: v for k, v in view.items() if k not in PRIVATE_KEYS}, walk=False)
    hit = forbidden_path({k: v for k, v in view.items() if k not in ("story", "graveyard")},
                         FORBIDDEN_KEYS)
    assert hit is None, f"{name}'s view has {hit}"
    check_graveyard(game, name, view)
    assert view["me"]["name"] == name and view["me"]["role"] == me.role.value
    born_mafia = me.role is Role.MAFIA
    # teammates only
    for other, word in view["known_roles"].items():
        assert born_mafia and s.players[other].role is Role.MAFIA and word == "mafia", (
            f"{name} knows {other} is {word}")
    if "mafia" in view:
        assert me.role is Role.MAFIA
        # exactly the dealt mafiosi: one who became a Kira must not drop out (his secret)
        born = {p.name for p in s.players.values() if p.role is Role.MAFIA}
        assert set(view["mafia"]["members"]) == born
        for event in view["mafia"]["channel"]:
            assert event["code"] in MAFIA_CHANNEL
    else:
        assert me.role is not Role.MAFIA
    # the notebook: only its holder, or a lender about the loan he set up himself
    panel = view["notebook"]
    lent = me.memory.lent_out
    lends = lent is not None and s.now < lent.until
    if panel is not None:
        assert book.holder == name or lends, f"{name} sees a notebook he does not hold"
        assert all(e["writer"] == name for e in panel["entries"])
        assert ("loan" in panel) == lends
        if lends:
            assert panel["loan"]["to"] == lent.to
        if book.holder != name:
            assert "written_today" not in panel
    else:
        assert book.holder != name and not lends
    # results: own only, and only for roles that check
    if view["results"]:
        assert me.role in (Role.L, Role.NEAR, Role.MAFIA)
    # private messages never name another player, except where the code allows it
    names = set(s.players) - {name}
    for message in view["messages"]:
        if message["code"] in NAMING_CODES:
            continue
        values = {v for v in message["params"].values() if isinstance(v, str)}
        values |= {n for v in message["params"].values() if isinstance(v, list) for n in v
                   if isinstance(n, str)}
        assert not values & names, f"{name} was told {message}"
    # legal actions name only targets, never hidden facts
    for row in view["actions"]:
        assert set(row) <= {"action", "legal", "reason", "targets", "irreversible", "place",
                            "group"}
        # the place and group are the action's own (engine.act_places), never the game's
        assert (row["place"], row["group"]) == stamp_of(row["action"])
