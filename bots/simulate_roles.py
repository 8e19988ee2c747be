"""The host's own roles in the balance simulator: ``dnmafia simulate --roles FILE
[--count WORD=N ...]`` (docs/roles.md), the rule editor's «Estimate balance» and the
record's prediction pass them to ``bots.simulate`` as a ``RoleMix``.

Owns ``RoleMix`` (the roles and their seats, as a ``Task`` carries them), its command-line
arguments and their reading. Must not import Qt, desktop or netproto.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.options import option_names
from engine.presets import preset_rules
from engine.role_files import load_file
from engine.role_spec import RoleSpec
from engine.rolebook import check_custom


@dataclass(frozen=True)
class RoleMix:
    """The host's roles a table deals and how many seats get each (a word left out: one)."""

    custom: tuple[RoleSpec, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(cls, custom: Iterable[RoleSpec], counts: Mapping[str, int] | None = None
           ) -> RoleMix:
        return cls(tuple(custom), tuple(sorted((counts or {}).items())))

    def __bool__(self) -> bool:
        return bool(self.custom)

    def words(self) -> list[str]:
        """Each role's deal word with its seats ("bodyguard×1"), for a report's head."""
        counts = dict(self.counts)
        return [f"{spec.deal[0].word}×{counts.get(spec.deal[0].word, 1)}"
                for spec in self.custom]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--roles", action="append", default=[], metavar="FILE.toml",
                        help="deal the host's own roles of this role file (docs/roles.md) "
                             "beside the preset's; without --preset the games play the "
                             "file's rules (its roles' preset); may be repeated")
    parser.add_argument("--count", action="append", default=[], metavar="WORD=N",
                        help="seats that get the role WORD of --roles (default: 1)")


def parse_counts(items: Sequence[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in items:
        word, sep, value = item.partition("=")
        if not sep or not word.strip() or not value.strip().isdigit():
            raise ValueError(f"--count {item!r}: expected WORD=N")
        counts[word.strip()] = int(value)
    return counts


def read_mix(files: Sequence[str], count_items: Sequence[str], preset: str | None
             ) -> tuple[str | None, RoleMix]:
    """The preset (given, else the first file's roles', else None) and the roles of
    ``files`` with ``--count``'s seats. Raises ValueError or SetupError."""
    counts = parse_counts(count_items)
    if counts and not files:
        raise ValueError("--count needs --roles FILE")
    loaded: list[RoleSpec] = []
    for file in files:
        loaded += load_file(file, option_names())
    if preset is None and loaded:
        preset = loaded[0].preset
    custom = check_custom(preset or "deathnote", loaded,
                          declared_night=preset_rules(preset or "deathnote").declared_night)
    words = {spec.deal[0].word for spec in custom}
    for word in counts:
        if word not in words:
            raise ValueError(f"--count {word}: no role of --roles deals the word {word!r}")
    return preset, RoleMix.of(custom, counts)


NO_ROLES = RoleMix()  # a table of the preset's roles alone
