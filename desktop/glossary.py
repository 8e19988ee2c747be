"""The host's own roles at the table the windows show: the rows of the view's role
glossary (engine.rolebook: word, role, name and card in each language, icon, team, family,
order) marked ``custom``, learnt from every view, so that roles no file of the app knows
are named, carded and drawn like the built-in ones (a built-in word is always the app's
own role files': what a window says of it never depends on the last table seen).

Owns ``learn`` (called by the windows that receive views) and ``texts`` / ``icon`` (a
deal word's name and card, its icon; None where the table's glossary has no such word:
the caller then asks the built-in role files). Must not import Qt or netproto.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.role_spec import Words

_ROWS: dict[str, dict[str, Any]] = {}


def learn(view: Mapping[str, Any] | None) -> None:
    """Keep the glossary of a game view (a view without one, a lobby's, changes nothing)."""
    rows = (view or {}).get("glossary")
    if not isinstance(rows, list):
        return
    _ROWS.clear()
    for row in rows:
        if isinstance(row, dict) and isinstance(row.get("word"), str) and row.get("custom"):
            _ROWS[row["word"]] = row


def _words(value: Any) -> Words | None:
    if not isinstance(value, dict):
        return None
    return Words(str(value.get("en", "")), str(value.get("ru", value.get("en", ""))))


def texts(word: str) -> tuple[Words, Words] | None:
    """The name and the card of deal word ``word`` at the table last seen."""
    row = _ROWS.get(word)
    if row is None:
        return None
    name, card = _words(row.get("name")), _words(row.get("card"))
    return None if name is None or card is None else (name, card)


def icon(word: str) -> str | None:
    row = _ROWS.get(word)
    return str(row["icon"]) if row is not None and row.get("icon") else None


def name_in(value: str, language: str) -> str | None:
    """The name, in ``language``, of the table's role a message names by its word or its
    English title ("vigilante", "Vigilante"); None for no role of the glossary."""
    for row in _ROWS.values():
        name = _words(row.get("name"))
        if name is not None and value in (row.get("word"), row.get("role"), name.en):
            return name.get(language)
    return None
