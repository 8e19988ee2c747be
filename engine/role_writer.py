"""Writing role files (docs/roles.md): ``RoleSpec`` → TOML text that ``engine.role_files``
reads back into an equal spec (the host's role editor saves with it).

Owns ``role_text`` (one role, its fields at the top, as the built-in files are written)
and ``roles_text`` (several, each under ``[[role]]``). The writer walks the spec's
dataclass fields, so a field the vocabulary gains is written without a change here; only
the few names that differ between the dataclass and the file are listed (``_KEYS``). A
value equal to its field's default is left out, except the fields a reader expects to see
(``_ALWAYS``). Imports the role vocabulary and the stdlib only: never the loader's
checks, the options or anything outside the engine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from enum import Enum
from typing import Any

from engine.role_spec import RoleSpec, Words

# dataclass field → its name in the file (where they differ); None: never written
_KEYS: dict[str, str | None] = {"actions": "action", "self_allowed": "self", "source": None}
# fields written even at their default value (what a host reading the file looks for)
_ALWAYS = frozenset({"word", "preset", "team", "wins", "order", "icon", "check_reads",
                     "ability", "step"})

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


def _value(value: Any) -> str:
    """One value as TOML: a bool, number, word, text, list or a ``Words`` inline table."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return _quote(str(value.value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, Words):
        return "{ " + ", ".join(f"{lang} = {_quote(text)}"
                                for lang, text in value.to_plain().items()) + " }"
    if isinstance(value, frozenset | set):  # enum members in their declared order
        members = sorted(value, key=lambda m: list(type(m)).index(m)
                         if isinstance(m, Enum) else str(m))
        return "[" + ", ".join(_value(m) for m in members) + "]"
    if isinstance(value, tuple | list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    raise TypeError(f"a role file cannot hold {value!r}")


def _default(field: dataclasses.Field[Any]) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return dataclasses.MISSING


def _fields(obj: Any) -> list[tuple[str, Any]]:
    """The fields of a spec dataclass to write: (file key, value), defaults left out."""
    out = []
    for field in dataclasses.fields(obj):
        key = _KEYS.get(field.name, field.name)
        value = getattr(obj, field.name)
        if key is None or value is None:
            continue
        if key not in _ALWAYS and value == _default(field):
            continue
        out.append((key, value))
    return out


def _is_table(value: Any) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, Words)


def _is_table_list(value: Any) -> bool:
    return isinstance(value, tuple) and bool(value) and all(_is_table(v) for v in value)


def _table_lines(obj: Any, path: str, top: bool) -> list[str]:
    """A spec dataclass as TOML lines: its plain values, then (for a role, ``top``) its
    texts as ``[name]`` tables, then its sub-specs as ``[table]`` and its lists of them
    as ``[[table]]``; ``path`` is the dotted heading it sits under ("" at the top)."""
    fields = _fields(obj)
    own = [(key, value) for key, value in fields
           if not (_is_table(value) or _is_table_list(value))]
    lines = [f"{key} = {_value(value)}" for key, value in own
             if not (top and isinstance(value, Words))]
    for key, value in own:
        if top and isinstance(value, Words):
            lines += ["", f"[{path}{key}]"]
            lines += [f"{lang} = {_quote(text)}" for lang, text in value.to_plain().items()]
    for key, value in fields:
        for item in value if _is_table_list(value) else ():
            lines += ["", f"[[{path}{key}]]"] + _table_lines(item, f"{path}{key}.", False)
        if _is_table(value):
            lines += ["", f"[{path}{key}]"] + _table_lines(value, f"{path}{key}.", False)
    return lines


def role_text(spec: RoleSpec) -> str:
    """One role as a role file's text (its fields at the top)."""
    return "\n".join(_table_lines(spec, "", True)) + "\n"


def roles_text(specs: Iterable[RoleSpec]) -> str:
    """Several roles as one file's text: each under ``[[role]]``; a single role as
    ``role_text`` writes it."""
    specs = list(specs)
    if len(specs) == 1:
        return role_text(specs[0])
    parts = []
    for spec in specs:
        parts.append("[[role]]\n" + "\n".join(_table_lines(spec, "role.", True)) + "\n")
    return "\n".join(parts)
