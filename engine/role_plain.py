"""A role definition as plain data: the table a role file holds (docs/roles.md), for the
game log's setup record (``GameSetup.custom_roles``) and the wire.

Owns ``spec_to_plain`` (a ``RoleSpec`` → the dict a role file's TOML reads into, defaults
left out; ``card_line_plain``: one card line's) and ``specs_from_plain`` (such dicts →
checked ``RoleSpec``s, through the role file loader, so a log's roles are checked as a
file's are). The writer walks the dataclasses' fields, so a field added to the format
round-trips when its file name is its field name (``_FILE_NAMES`` lists the others).
Imports the role vocabulary and the loader only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import MISSING, fields, is_dataclass
from enum import Enum
from typing import Any

from engine.role_files import load_tables
from engine.role_spec import CardLine, RoleSpec, Words

# a field's name in a role file where it differs from the dataclass's
_FILE_NAMES = {"actions": "action", "self_allowed": "self", "card_lines": "card_line"}
_NOT_WRITTEN = {"source"}


def _value(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Words):
        return value.to_plain()
    if isinstance(value, frozenset):
        return sorted(_value(v) for v in value)
    if isinstance(value, (tuple, list)):
        return [_value(v) for v in value]
    if isinstance(value, CardLine):  # its texts and conditions as the file writes them
        table = _table(value)
        table.update(table.pop("text", {}))
        if "when" in table:
            table["when"] = dict(value.when)
        return table
    if is_dataclass(value) and not isinstance(value, type):
        return _table(value)
    return value


def _table(item: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(item):
        if f.name in _NOT_WRITTEN:
            continue
        value = getattr(item, f.name)
        default = f.default if f.default is not MISSING else MISSING
        if value is None or (default is not MISSING and value == default):
            continue
        out[_FILE_NAMES.get(f.name, f.name)] = _value(value)
    return out


def card_line_plain(line: CardLine) -> dict[str, Any]:
    """One card line as its ``[[card_line]]`` table (the role editor builds a role's)."""
    plain: dict[str, Any] = _value(line)
    return plain


def spec_to_plain(spec: RoleSpec) -> dict[str, Any]:
    """The role as the table its file would hold (what ``specs_from_plain`` reads)."""
    return _table(spec)


def specs_from_plain(rows: Iterable[dict[str, Any]], file: str = "setup"
                     ) -> tuple[RoleSpec, ...]:
    """Roles from their plain tables (a log's setup record). Raises RoleFileError."""
    return tuple(load_tables(list(rows), file))
