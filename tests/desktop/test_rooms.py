"""The desktop tree's shape, read with ast (nothing is imported): no import cycle among the
desktop modules, the app context and the parts (widgets, board, seat parts) import no
window, nothing imports the entry point, and no function is over MAX_FUNCTION lines.

Every import counts, also the ones inside a function (a lazy import is still a tie); a
window looked up by name (desktop.app.lazy_class) is not an import.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"
MAX_FUNCTION = 60  # lines, end_lineno - lineno + 1 (decorators not counted)

# the modules that open a top-level window or dialog of their own
WINDOWS = frozenset({
    "desktop.launcher.window", "desktop.launcher.resume_prompt", "desktop.host.console",
    "desktop.hotseat.window", "desktop.seat.window", "desktop.replay.viewer",
    "desktop.board.projector", "desktop.sandbox", "desktop.help_window",
})
ENTRY = "desktop.main"
APP = "desktop.app"
# what the app context may import: the app-wide services, nothing with a window in it
APP_SERVICES = frozenset({"desktop", "desktop.i18n", "desktop.theme", "desktop.settings",
                          "desktop.sounds"})


@dataclass(frozen=True)
class Module:
    name: str
    path: Path
    tree: ast.Module


def _modules() -> dict[str, Module]:
    modules = {}
    for path in sorted(DESKTOP.rglob("*.py")):
        parts = list(path.relative_to(DESKTOP.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        modules[name] = Module(name, path, ast.parse(path.read_text(encoding="utf-8")))
    return modules


MODULES = _modules()


def _imports(module: Module) -> set[str]:
    """The desktop modules ``module`` imports anywhere in its text."""
    found = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in MODULES else node.module)
    return {name for name in found if name in MODULES and name != module.name}


GRAPH = {name: _imports(module) for name, module in MODULES.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of ``graph`` (its modules in order, the first repeated last), or
    [] when there is none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(name: str) -> list[str]:
        state[name] = 1
        path.append(name)
        for dep in sorted(graph[name]):
            if state.get(dep) == 1:
                return path[path.index(dep):] + [dep]
            if dep not in state:
                found = visit(dep)
                if found:
                    return found
        path.pop()
        state[name] = 2
        return []

    for name in sorted(graph):
        if name not in state:
            found = visit(name)
            if found:
                return found
    return []


def _is_part(name: str) -> bool:
    return (name.startswith(("desktop.widgets", "desktop.board", "desktop.seat"))
            and name not in WINDOWS)


def test_the_desktop_modules_import_each_other_without_a_cycle() -> None:
    assert _cycle(GRAPH) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycle(graph) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []


def test_the_known_windows_and_the_entry_point_exist() -> None:
    assert WINDOWS | {ENTRY, APP} <= set(MODULES)


def test_the_parts_import_no_window() -> None:
    parts = [name for name in MODULES if _is_part(name)]
    assert "desktop.seat.notebook_panel" in parts and "desktop.board.public_board" in parts
    wrong = {name: sorted(GRAPH[name] & WINDOWS) for name in parts if GRAPH[name] & WINDOWS}
    assert wrong == {}


def test_the_app_context_imports_only_the_app_wide_services() -> None:
    assert GRAPH[APP] <= APP_SERVICES, sorted(GRAPH[APP] - APP_SERVICES)


def test_nothing_in_the_desktop_imports_its_entry_point() -> None:
    assert [name for name, deps in GRAPH.items() if ENTRY in deps] == ["desktop.cli"]


def test_no_desktop_function_is_over_the_limit() -> None:
    long = sorted(
        (node.end_lineno - node.lineno + 1, f"{module.name}.{node.name}:{node.lineno}")
        for module in MODULES.values() for node in ast.walk(module.tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION)
    assert long == []
