"""The dependency rule: engine/ imports only the standard library and itself."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_engine_imports_only_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"engine", "__future__"}
    for path in sorted(ENGINE.glob("*.py")):
        foreign = _imports(path) - allowed
        assert not foreign, f"{path.name} imports {sorted(foreign)}"


def test_every_engine_module_says_what_it_owns() -> None:
    for path in sorted(ENGINE.glob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc and len(doc) > 40, f"{path.name} has no header comment"


def test_netproto_imports_neither_desktop_nor_bots() -> None:
    """netproto is below both: the bots import netproto (their seat driver), and the
    headless host gets its bot factory from its caller."""
    netproto = ENGINE.parent / "netproto"
    for path in sorted(netproto.glob("*.py")):
        foreign = _imports(path) & {"desktop", "bots"}
        assert not foreign, f"netproto/{path.name} imports {sorted(foreign)}"
