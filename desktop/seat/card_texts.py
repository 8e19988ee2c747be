"""The sentences of a classic role card in the app's language: the role files' card lines
(docs/roles.md), chosen by the table's rules in engine/role_cards.py, reach a seat as
``me.card`` with each sentence in every language; the web page picks its language the same
way (netproto/web/js/words.js ``cardText``).

Owns ``card_text``. Must not import any window.
"""

from __future__ import annotations

from collections.abc import Mapping

from desktop.i18n import current_language


def card_text(lines: list[Mapping[str, str]] | None) -> str:
    """A classic role card from its sentences (``me.card``) in the current language; ""
    for none."""
    language = current_language().value
    return " ".join(text for line in lines or []
                    if (text := line.get(language) or line.get("en", "")))
