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
    for path in sorted(ENGINE.rglob("*.py")):
        foreign = _imports(path) - allowed
        assert not foreign, f"{path.relative_to(ENGINE.parent)} imports {sorted(foreign)}"


def test_every_engine_module_says_what_it_owns() -> None:
    for path in sorted(ENGINE.rglob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc and len(doc) > 40, f"{path.relative_to(ENGINE.parent)} has no header comment"


def test_netproto_imports_neither_desktop_nor_bots() -> None:
    """netproto is below both: the bots import netproto (their seat driver), and the
    headless host gets its bot factory from its caller."""
    netproto = ENGINE.parent / "netproto"
    for path in sorted(netproto.glob("*.py")):
        foreign = _imports(path) & {"desktop", "bots"}
        assert not foreign, f"netproto/{path.name} imports {sorted(foreign)}"


def test_the_record_imports_neither_desktop_nor_qt() -> None:
    """The group's record (record/) sits on the engine, netproto's log and the bots'
    simulator: ``dnmafia stats`` and the windows above it read it without Qt."""
    for path in sorted((ENGINE.parent / "record").glob("*.py")):
        foreign = _imports(path) & {"desktop", "PySide6"}
        assert not foreign, f"record/{path.name} imports {sorted(foreign)}"
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc and "must not import" in " ".join(doc.lower().split()), path.name


PACKAGES = ("engine", "netproto", "desktop", "bots", "record")
MAX_MODULE_LINES = 700


def test_no_module_grows_past_the_limit() -> None:
    """Small modules on one subject: none of the packages has a module over
    MAX_MODULE_LINES lines (split it by subject instead)."""
    for package in PACKAGES:
        for path in sorted((ENGINE.parent / package).rglob("*.py")):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            assert lines <= MAX_MODULE_LINES, f"{package}/{path.name}: {lines} lines"


def test_only_the_presets_ask_which_preset_is_in_play() -> None:
    """Outside engine/presets/ the program reads a preset's metadata and the views; the
    few places that name a preset (its defaults, the preset choice, the random test
    player's own tables) are listed here."""
    named = {}
    for package in PACKAGES:
        for path in sorted((ENGINE.parent / package).rglob("*.py")):
            if "presets" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            count = sum(text.count(word) for word in (
                "Preset.CLASSIC", "Preset.DEATHNOTE", "CLASSIC_ONLY", "DEATHNOTE_ONLY",
                "game.classic", '== "classic"', "== 'classic'"))
            if count:
                named[str(path.relative_to(ENGINE.parent))] = count
    allowed = {
        "engine/options.py",  # the presets' default options (PRESET_DEFAULTS)
        "engine/randomplay.py",  # the random test player's set-ups and action tables
        "netproto/table_config.py",  # the default preset of a new table
        "desktop/host/setup.py",  # the preset choice (its two items, the default)
        "desktop/hotseat/setup.py",  # the same on the hot-seat set-up
        "desktop/rules/editor.py",  # the default preset of the rule editor
        "desktop/rules/summary.py",  # each preset's title
        "desktop/texts.py",  # which preset's role texts a card shows
        "desktop/seat/tab_texts.py",  # a classic family's words on the mafia tab
        "desktop/screenshots/shots.py",  # which games the screenshots show
        "desktop/screenshots/classic.py",
        "bots/brain.py",  # a bot plays the game its view says (bots.classic_brain)
        "bots/day_play.py",
    }
    assert set(named) - allowed == set(), named
    assert not hasattr(__import__("engine.game").game.Game, "classic")
