"""Views as changes: an RFC 6902 JSON Patch between two views, and its application.

Owns ``make_patch`` (the host's own small diff over the views' known shape: maps by key;
a list that grew at its end gets ``add …/-`` per new item, a list whose window slid (the
latest 100 events: old ones fall off the front, new ones come at the end) gets ``remove
…/0`` per fallen one and then the adds, a list of the same length is compared item by
item, anything else is replaced whole), ``apply_patch`` (the client's side: all six
RFC 6902 operations with RFC 6901 paths, copy-on-write — the document it is given is
never changed, so a window that holds the previous view still holds it) and
``PatchError``. A patch keeps the order of a map's keys: where a change would reorder
them the map is replaced, so a patched view equals the full view byte for byte once
encoded. Scalars are compared with their types (``1`` → ``True`` is a change); two
containers that compare equal are taken as equal without a look inside (Python's ``==``,
fast in C; a ``1`` that became ``True`` inside an otherwise equal list would be missed —
the random-game test compares encoded bytes and finds none in the views). Pure data:
must not import Qt, desktop, the engine or the table session.
"""

from __future__ import annotations

from typing import Any

Op = dict[str, Any]
MAX_SLIDE = 32  # a list window that slid further than this is replaced whole


class PatchError(ValueError):
    """A patch that does not apply to the document (the client asks for a resync)."""


# --------------------------------------------------------------------- pointers

def _escape(token: str) -> str:
    if "~" in token or "/" in token:
        return token.replace("~", "~0").replace("/", "~1")
    return token


def _unescape(token: str) -> str:
    if "~" in token:
        return token.replace("~1", "/").replace("~0", "~")
    return token


def _tokens(path: Any) -> list[str]:
    if not isinstance(path, str):
        raise PatchError("a path must be a string")
    if path == "":
        return []
    if not path.startswith("/"):
        raise PatchError(f"a path must start with '/': {path!r}")
    return [_unescape(t) for t in path[1:].split("/")]


# --------------------------------------------------------------------- diff (host)

def make_patch(old: Any, new: Any) -> list[Op]:
    """The operations that turn ``old`` into ``new`` (both plain msgpack-able data)."""
    ops: list[Op] = []
    _diff(old, new, "", ops)
    return ops


def _same_scalar(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _diff(a: Any, b: Any, path: str, ops: list[Op]) -> None:
    if a is b:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        _diff_map(a, b, path, ops)
    elif isinstance(a, list | tuple) and isinstance(b, list | tuple):
        _diff_list(a, b, path, ops)
    else:  # a scalar, or a container's kind changed
        plain = not isinstance(a, dict | list | tuple) and not isinstance(b, dict | list | tuple)
        if not (plain and _same_scalar(a, b)):
            ops.append({"op": "replace", "path": path, "value": b})


def _diff_map(a: dict[str, Any], b: dict[str, Any], path: str, ops: list[Op]) -> None:
    keys_a, keys_b = list(a), list(b)
    if keys_a != keys_b:
        kept = [k for k in keys_a if k in b]
        added = [k for k in keys_b if k not in a]
        if kept + added != keys_b:  # the change reorders the keys: the map whole
            ops.append({"op": "replace", "path": path, "value": b})
            return
        for key in keys_a:
            if key not in b:
                ops.append({"op": "remove", "path": f"{path}/{_escape(key)}"})
        for key in kept:
            va, vb = a[key], b[key]
            if va is not vb and not (type(va) is type(vb) and va == vb):
                _diff(va, vb, f"{path}/{_escape(key)}", ops)
        for key in added:
            ops.append({"op": "add", "path": f"{path}/{_escape(key)}", "value": b[key]})
        return
    for key in keys_a:
        va, vb = a[key], b[key]
        if va is not vb and not (type(va) is type(vb) and va == vb):
            _diff(va, vb, f"{path}/{_escape(key)}", ops)


def _diff_list(a: list[Any] | tuple[Any, ...], b: list[Any] | tuple[Any, ...], path: str,
               ops: list[Op]) -> None:
    la, lb = len(a), len(b)
    if la == lb and _seq_eq(a, b):
        return
    if la < lb and _seq_eq(b[:la], a):  # grew at its end
        ops.extend({"op": "add", "path": f"{path}/-", "value": item} for item in b[la:])
        return
    slid = _slide(a, b)
    if slid:  # a window that slid: the first ``slid`` fell off, new ones at the end
        ops.extend({"op": "remove", "path": f"{path}/0"} for _ in range(slid))
        ops.extend({"op": "add", "path": f"{path}/-", "value": item}
                   for item in b[la - slid:])
        return
    if la == lb:
        changed = [i for i in range(la) if not (type(a[i]) is type(b[i]) and a[i] == b[i])]
        if len(changed) * 2 <= la or la <= 2:  # else mostly new: one replace is smaller
            for i in changed:
                _diff(a[i], b[i], f"{path}/{i}", ops)
            return
    ops.append({"op": "replace", "path": path, "value": b})


def _slide(a: list[Any] | tuple[Any, ...], b: list[Any] | tuple[Any, ...]) -> int:
    """k > 0 when ``b`` is ``a`` without its first k items and with more at its end."""
    la, lb = len(a), len(b)
    if not la or not lb:
        return 0
    first = b[0]
    for k in range(1, min(la, MAX_SLIDE + 1)):
        if a[k] == first and la - k <= lb and _seq_eq(a[k:], b[:la - k]):
            return k
    return 0


def _seq_eq(a: list[Any] | tuple[Any, ...], b: list[Any] | tuple[Any, ...]) -> bool:
    return a == b if type(a) is type(b) else list(a) == list(b)


# --------------------------------------------------------------------- apply (client)

def apply_patch(doc: Any, ops: Any) -> Any:
    """``doc`` with ``ops`` applied, as a new document sharing what did not change;
    raises PatchError (the document is untouched)."""
    if not isinstance(ops, list):
        raise PatchError("a patch is a list of operations")
    # the containers this application made (held, so that no id is reused): changed in place
    fresh: dict[int, Any] = {}
    root = [doc]  # a holder, so that the root can be replaced like any member
    fresh[id(root)] = root
    for op in ops:
        if not isinstance(op, dict):
            raise PatchError("an operation must be a map")
        _apply_one(root, op, fresh)
    return root[0]


def _own(parent: Any, key: Any, fresh: dict[int, Any]) -> Any:
    """``parent[key]`` as a container this application may change (copied once)."""
    child = parent[key]
    if id(child) in fresh:
        return child
    if isinstance(child, dict):
        child = dict(child)
    elif isinstance(child, list | tuple):
        child = list(child)
    else:
        raise PatchError("the path goes through a value that is not a map or a list")
    parent[key] = child
    fresh[id(child)] = child
    return child


def _index(container: list[Any], token: str, *, for_add: bool) -> int:
    if for_add and token == "-":
        return len(container)
    if not token.isdigit() or (len(token) > 1 and token[0] == "0"):
        raise PatchError(f"not a list index: {token!r}")
    index = int(token)
    if index > len(container) or (index == len(container) and not for_add):
        raise PatchError(f"list index {index} out of range")
    return index


def _resolve(root: list[Any], path: Any, fresh: dict[int, Any]) -> tuple[Any, str]:
    """The changeable container holding ``path``'s last token, and that token (the
    holder ``root`` and "" for the whole document)."""
    tokens = _tokens(path)
    if not tokens:
        return root, ""
    container = _own(root, 0, fresh)
    for token in tokens[:-1]:
        key: str | int
        if isinstance(container, dict):
            if token not in container:
                raise PatchError(f"no member {token!r} in {path!r}")
            key = token
        else:
            key = _index(container, token, for_add=False)
        container = _own(container, key, fresh)
    return container, tokens[-1]


def _get(root: list[Any], path: Any) -> Any:
    value: Any = root[0]
    for token in _tokens(path):
        if isinstance(value, dict):
            if token not in value:
                raise PatchError(f"no member {token!r} in {path!r}")
            value = value[token]
        elif isinstance(value, list | tuple):
            value = value[_index(list(value), token, for_add=False)]
        else:
            raise PatchError(f"{path!r} goes through a scalar")
    return value


def _put(root: list[Any], path: Any, value: Any, fresh: dict[int, Any], *,
         insert: bool) -> None:
    container, key = _resolve(root, path, fresh)
    if container is root:
        root[0] = value
        return
    if isinstance(container, dict):
        if not insert and key not in container:
            raise PatchError(f"no member {key!r} to replace")
        container[key] = value
        return
    index = _index(container, key, for_add=insert)
    if insert:
        container.insert(index, value)
    else:
        container[index] = value


def _take(root: list[Any], path: Any, fresh: dict[int, Any]) -> Any:
    container, key = _resolve(root, path, fresh)
    if container is root:
        raise PatchError("the whole document cannot be removed")
    if isinstance(container, dict):
        if key not in container:
            raise PatchError(f"no member {key!r} to remove")
        return container.pop(key)
    return container.pop(_index(container, key, for_add=False))


def _apply_one(root: list[Any], op: dict[str, Any], fresh: dict[int, Any]) -> None:
    kind, path = op.get("op"), op.get("path")
    if kind in ("add", "replace", "test") and "value" not in op:
        raise PatchError(f"'{kind}' needs a value")
    if kind == "add":
        _put(root, path, op["value"], fresh, insert=True)
    elif kind == "replace":
        _put(root, path, op["value"], fresh, insert=False)
    elif kind == "remove":
        _take(root, path, fresh)
    elif kind in ("move", "copy"):
        source = op.get("from")
        if kind == "move":
            if isinstance(path, str) and isinstance(source, str) \
                    and path.startswith(source + "/"):
                raise PatchError("cannot move a value into itself")
            value = _take(root, source, fresh)
        else:
            value = _get(root, source)
        _put(root, path, value, fresh, insert=True)
    elif kind == "test":
        if not _equal(_get(root, path), op["value"]):
            raise PatchError(f"test failed at {path!r}")
    else:
        raise PatchError(f"unknown operation {kind!r}")


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b, strict=True))
    return _same_scalar(a, b)
