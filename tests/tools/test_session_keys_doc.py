"""docs/protocol.md's tables of the session's view keys are written from the contract
(tools/session_keys_doc.py): ``--check`` passes on the checkout, and fails — writing
nothing — once the contract has a key the document lacks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from netproto.view_types import KeyDoc, Shown
from tools import session_keys_doc as tool


def test_the_document_is_fresh() -> None:
    done = subprocess.run([sys.executable, str(tool.ROOT / "tools" / "session_keys_doc.py"),
                           "--check"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_a_changed_contract_fails_the_check_and_a_run_writes_it(tmp_path: Path) -> None:
    doc = tmp_path / "protocol.md"
    doc.write_text(tool.DOC.read_text(encoding="utf-8"), encoding="utf-8")
    tables = tool.contract_tables()
    tables["session-keys"] = {**tables["session-keys"],
                              "scratch_key": KeyDoc((Shown.GAME,), "a scratch key")}
    before = doc.read_text(encoding="utf-8")
    assert tool.main(["--check"], doc=doc, tables=tables) == 1
    assert doc.read_text(encoding="utf-8") == before  # --check writes nothing
    assert tool.main([], doc=doc, tables=tables) == 0
    assert "| `scratch_key` | game | a scratch key |" in doc.read_text(encoding="utf-8")
    assert tool.main(["--check"], doc=doc, tables=tables) == 0
    del tables["session-keys"]["scratch_key"]  # a key gone from the contract goes too
    assert tool.main(["--check"], doc=doc, tables=tables) == 1


def test_a_document_without_the_markers_is_an_error(tmp_path: Path) -> None:
    doc = tmp_path / "protocol.md"
    doc.write_text("# Protocol\n", encoding="utf-8")
    with pytest.raises(ValueError, match="session-keys"):
        tool.main(["--check"], doc=doc)


def test_a_pipe_in_a_key_text_does_not_split_its_cell() -> None:
    table = tool.render({"x": KeyDoc((Shown.LOBBY, Shown.GAME), "`a|b`")})
    assert table.splitlines()[-1] == "| `x` | lobby, game | `a\\|b` |"
