"""When two player names are the same name: equal after Unicode NFKC and case folding
(``name_key``: "Ｂｅａ" is "Bea", "BEA" is "bea"), or look-alikes (``skeleton``: "Bea"
with a Cyrillic "е", "Вера" beside the Latin "Bepa").

The look-alike table is hand-made (Unicode's confusables.txt is not available offline
and no well-kept package gives its TR39 skeleton): the Cyrillic and Greek letters that
look like a Latin letter, folded to that letter, after NFKC and case folding. A name in
one script is never refused for its script: "Вера" sits beside "Vera" (different
skeletons); only a name whose skeleton equals a seated name's is. Owns ``name_key`` and
``skeleton``. Standard library only; must not import Qt, desktop or the engine.
"""

from __future__ import annotations

import unicodedata

# lower-case look-alikes (after casefold) → the Latin letter they pass for
_LOOKALIKES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "з": "3", "і": "i", "ї": "i", "ј": "j",
    "к": "k", "м": "m", "н": "h", "о": "o", "п": "n", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ь": "b",
    "г": "r", "ү": "y", "ӏ": "l",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "u", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "ϲ": "c",
    "ζ": "z",
    # Latin and digits that pass for each other
    "ı": "i", "ℓ": "l", "0": "o", "1": "l", "|": "l",
})


def name_key(name: str) -> str:
    """The name as compared for equality: NFKC, case-folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def skeleton(name: str) -> str:
    """The name as it looks: its key with every look-alike letter folded to the Latin one
    it passes for (marks are kept: "Иван" and "Йван" are two names)."""
    return name_key(name).translate(_LOOKALIKES)


def same_name(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)


def looks_alike(a: str, b: str) -> bool:
    """Different names that look the same ("Bea" and "Bеa" with a Cyrillic е)."""
    return not same_name(a, b) and skeleton(a) == skeleton(b)
