"""The engine's modules import one another without a cycle, counting the imports made
only for type checking (``if TYPE_CHECKING:``) and those inside functions: each module can
be read, and changed, knowing only what lies below it.

The graph is built with ``ast`` from every engine module: ``import engine.x``, ``from
engine.x import y`` and ``from engine import x`` (x a module) are edges; importing a module
of a subpackage (``engine.presets.base``) runs the subpackage's ``__init__`` first, so
that is an edge too, unless the importer lies in that subpackage itself (its ``__init__``
is running already: the presets import their sibling ``engine.presets.base``). The root
package ``engine`` is left out of that rule: its ``__init__`` imports nothing when it runs
(its names load on first use).

The rule modules take a ``Context`` (engine/context.py), never the ``Game``: they do not
import ``engine.game``, they ask of their context only what the protocol lists, and the
``Game`` has all of it."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def imports_of(path: Path, modules: dict[str, Path]) -> set[str]:
    """The engine modules ``path`` imports anywhere in its text."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            subs = {f"{node.module}.{a.name}" for a in node.names} & modules.keys()
            found.update(subs)
            if len(subs) < len(node.names):  # names defined in the module itself
                found.add(node.module)
    me = module_name(path)
    edges = set()
    for name in found:
        if name not in modules:
            continue
        edges.add(name)
        parts = name.split(".")
        for cut in range(2, len(parts)):  # the subpackages' __init__ run first
            package = ".".join(parts[:cut])
            if not me.startswith(package + "."):  # (its own package is running already)
                edges.add(package)
    return edges - {me}


def import_graph() -> dict[str, set[str]]:
    modules = engine_modules()
    return {name: imports_of(path, modules) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path that ends where it began, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


# The modules that keep the whole game: the views, and the drivers that run games (the
# next deal of "play again" deals trial games to see who would get which role).
KEEP_GAME = {"engine", "engine.game", "engine.replay", "engine.randomplay",
             "engine.scenario", "engine.views", "engine.legality", "engine.next_deal"}


def test_only_the_views_and_the_drivers_import_the_game() -> None:
    graph = import_graph()
    importers = {m for m, edges in graph.items() if "engine.game" in edges}
    assert importers <= KEEP_GAME, sorted(importers - KEEP_GAME)


def _context_members() -> set[str]:
    from engine.context import Context

    members = set(Context.__annotations__)
    members |= {n for n in vars(Context) if not n.startswith("_")}
    return members


def test_the_game_satisfies_the_context() -> None:
    from engine.game import Game
    from engine.game_setup import GameSetup
    from engine.options import Preset

    game = Game(GameSetup(Preset.DEATHNOTE, tuple("ABCDEFG"), 1))
    missing = sorted(n for n in _context_members() if not hasattr(game, n))
    assert not missing, f"Game lacks {missing}"


def test_every_preset_has_the_hooks_rule_modules_call() -> None:
    """PresetRules (and each preset) has every PresetHooks member, with its parameters."""
    import inspect

    from engine.context import PresetHooks
    from engine.presets import PRESETS

    hooks = [n for n in vars(PresetHooks) if not n.startswith("_")]
    for preset in PRESETS.values():
        for name in hooks:
            wanted = list(inspect.signature(getattr(PresetHooks, name)).parameters)
            have = list(inspect.signature(getattr(type(preset), name)).parameters)
            assert have == wanted, f"{type(preset).__name__}.{name}{have}"


def _rule_module_trees() -> dict[str, ast.Module]:
    return {name: ast.parse(path.read_text()) for name, path in engine_modules().items()
            if name not in KEEP_GAME}


def test_the_context_lists_only_what_rule_modules_use() -> None:
    """A member no rule module asks for has no place in the Context (it stays the
    Game's)."""
    used = {node.attr for tree in _rule_module_trees().values() for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "ctx"}
    assert _context_members() - used == set()


def test_rule_modules_ask_their_context_only_what_it_lists() -> None:
    """``ctx.<name>`` in a rule module names a member of the Context protocol, and
    ``ctx.preset.<name>`` one of the PresetHooks protocol."""
    from engine.context import PresetHooks

    members = _context_members()
    hooks = {n for n in vars(PresetHooks) if not n.startswith("_")}
    strays = []
    for name, tree in _rule_module_trees().items():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "ctx" and node.attr not in members):
                strays.append(f"{name}:{node.lineno} ctx.{node.attr}")
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "preset" and isinstance(node.value.value, ast.Name)
                    and node.value.value.id == "ctx" and node.attr not in hooks):
                strays.append(f"{name}:{node.lineno} ctx.preset.{node.attr}")
    assert not strays, strays


def test_no_import_cycle_among_engine_modules() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])
