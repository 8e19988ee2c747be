"""Writing role files (docs/roles.md): ``RoleSpec`` → TOML text that ``engine.role_files``
reads back into an equal spec (the host's role editor saves with it).

Owns ``role_text`` (one role, its fields at the top, as the built-in files are written)
and ``roles_text`` (several, each under ``[[role]]``), and ``table_text``: a role's plain
table as TOML (the role editor has the loader check what the host typed through it). The
plain table is ``engine.role_plain``'s (the log's form of a role: a walk over the spec's
dataclass fields, so a field the vocabulary gains is written without a change here).
Imports the role vocabulary, its plain form and the stdlib only: never the options or
anything outside the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.role_plain import spec_to_plain
from engine.role_spec import RoleSpec

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b",
            "\f": "\\f"}


def _quote(text: str) -> str:
    """A TOML basic string."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def role_table(spec: RoleSpec) -> dict[str, Any]:
    """A role as the plain table its file holds (``engine.role_plain``, the log's form)."""
    return spec_to_plain(spec)


def _value(value: Any) -> str:
    """One value as TOML: a bool, number, text, list or inline table."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{key} = {_value(v)}" for key, v in value.items()) + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    raise TypeError(f"a role file cannot hold {value!r}")


def _is_rows(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _table_lines(table: dict[str, Any], path: str, top: bool) -> list[str]:
    """A plain table as TOML lines: its plain values, then (for a role, ``top``) its
    texts as ``[name]``, its lists of tables as ``[[action]]`` and its other tables
    (``[night]``); the tables of a row are written inline. ``path`` is the dotted
    heading it sits under ("" at the top)."""
    lines = [f"{key} = {_value(value)}" for key, value in table.items()
             if not (_is_rows(value) or (top and isinstance(value, dict)))]
    tables = [(key, value) for key, value in table.items()
              if top and isinstance(value, dict)]
    texts = [(key, value) for key, value in tables
             if all(isinstance(v, str) for v in value.values())]  # [name], [card] first
    for key, value in texts:
        lines += ["", f"[{path}{key}]"] + _table_lines(value, f"{path}{key}.", False)
    for key, value in table.items():
        for row in value if _is_rows(value) else ():
            lines += ["", f"[[{path}{key}]]"] + _table_lines(row, f"{path}{key}.", False)
    for key, value in tables:  # then [night]
        if (key, value) not in texts:
            lines += ["", f"[{path}{key}]"] + _table_lines(value, f"{path}{key}.", False)
    return lines


def table_text(table: dict[str, Any]) -> str:
    """A role's plain table (``role_table``, or one the role editor builds) as a role
    file's text."""
    return "\n".join(_table_lines(table, "", True)) + "\n"


def role_text(spec: RoleSpec) -> str:
    """One role as a role file's text (its fields at the top)."""
    return table_text(role_table(spec))


def roles_text(specs: Iterable[RoleSpec]) -> str:
    """Several roles as one file's text: each under ``[[role]]``; a single role as
    ``role_text`` writes it."""
    specs = list(specs)
    if len(specs) == 1:
        return role_text(specs[0])
    return "\n".join("[[role]]\n" + "\n".join(_table_lines(role_table(spec), "role.", True))
                     + "\n" for spec in specs)
