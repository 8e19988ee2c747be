"""A role card's sentences, chosen by the table's rules (issues 33, 30): the card says only
what this table's options and its public composition make true. The sentences and their
conditions are data, the role file's ``[[card_line]]`` tables (docs/roles.md); this module
only evaluates them, for the desktop and the phone alike, and names no role.

Owns ``card_lines``: a seat's card as texts in each language (``{"en": …, "ru": …}``), each
line's "%1" filled with its count. Imports engine vocabulary only.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.options import Options, option_value
from engine.role_spec import CardLine, CardValue, RoleSpec
from engine.rolebook import RoleBook

UNLIMITED = "unlimited"  # a condition's word for an option with no limit (its value None)


def card_lines(book: RoleBook, word: str, options: Options,
               in_play: set[str]) -> list[dict[str, str]]:
    """The sentences of the card of the deal word ``word`` ("civilian", "don2" …) at a table
    with ``options``, whose public composition deals ``in_play``."""
    entry = book.entry(word)
    if entry is None:
        return []
    shown: list[CardLine] = []
    counts: list[int | None] = []
    for line, count in _lines(book, entry.spec, options, in_play, shown):
        shown.append(line)
        counts.append(count)
    out = []
    for line, count in zip(shown, counts, strict=True):
        assert line.text is not None
        texts = line.text.to_plain()
        out.append(texts if count is None
                   else {lang: text.replace("%1", str(count)) for lang, text in texts.items()})
    return out


def _lines(book: RoleBook, spec: RoleSpec, options: Options, in_play: set[str],
           shown: list[CardLine], parts: tuple[str, ...] | None = None
           ) -> Iterator[tuple[CardLine, int | None]]:
    for line in spec.card_lines:
        if line.lines_of is not None:
            if parts is None:  # a splice splices its role's own lines, not its splices
                other = book.spec(line.lines_of) or _spec_of_deal(book, line.lines_of)
                yield from _lines(book, other, options, in_play, shown, line.parts)
            continue
        if parts is not None and line.part not in parts:
            continue
        count = _count(line, options)
        if _holds(line, options, in_play, shown) and (line.count is None or count):
            yield line, count


def _spec_of_deal(book: RoleBook, word: str) -> RoleSpec:
    entry = book.entry(word)
    assert entry is not None, word  # role_files.check_set refused an unknown word
    return entry.spec


def _count(line: CardLine, options: Options) -> int | None:
    if line.count is None:
        return None
    value = option_value(options, line.count)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else None


def _holds(line: CardLine, options: Options, in_play: set[str],
           shown: list[CardLine]) -> bool:
    return (all(_equal(option_value(options, name), want) for name, want in line.when)
            and (not line.in_play or bool(in_play.intersection(line.in_play)))
            and not in_play.intersection(line.not_in_play)
            and not any(s.part in line.unless for s in shown))


def _equal(value: object, want: CardValue) -> bool:
    """An option's value against a card line's: on/off, a word ("unlimited": no limit), a
    number."""
    if isinstance(want, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(want, bool) and value == want
    if value is None:
        return want == UNLIMITED
    if isinstance(want, int):
        return value == want
    return str(value) == want
