"""A table with the host's own roles (issue 30, step 3): the table's settings carry them
into the game's setup, the log keeps their whole definitions, and the game is replayed
and resumed from the log alone — the role file deleted —; the seats learn the roles from
the views' glossary only.

In-process sessions (``LocalClient``: the real protocol core, no socket)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from engine.options import Preset
from engine.randomplay import RandomGameStats, play_phase
from engine.replay import replay, state_hash
from engine.rolebook import load_custom_roles
from netproto.inprocess import LocalClient
from netproto.session import TableSession
from netproto.storage import load_log
from tests.helpers import seating
from tests.netproto.test_resume import config, random_act

pytestmark = pytest.mark.timeout(120)

ROLE_FILE = Path(__file__).parents[1] / "scenarios" / "custom" / "roles" / "vigilante.toml"
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


def _table(tmp_path: Path) -> TableSession:
    file = tmp_path / "roles" / "vigilante.toml"
    file.parent.mkdir()
    shutil.copy(ROLE_FILE, file)
    custom = load_custom_roles(file, "classic")
    session = TableSession(config(tmp_path, preset=Preset.CLASSIC, deal=None, reserved=NAMES,
                                  max_seats=len(NAMES), custom_roles=custom,
                                  role_counts={"vigilante": 1}))
    shutil.rmtree(file.parent)  # from here on the table has only what it was given
    return session


def test_a_game_with_the_hosts_roles_replays_and_resumes_from_its_log(tmp_path: Path) -> None:
    session = _table(tmp_path)
    clients = seating.seat_all(session, NAMES)
    game = session.game
    vigilante = next(p.name for p in game.state.players.values() if p.role == "vigilante")
    view = clients[vigilante].view
    assert view["me"]["role"] == "vigilante"
    row = next(r for r in view["glossary"] if r["word"] == "vigilante")
    assert row["name"]["ru"] == "Линчеватель" and row["custom"] is True
    other = clients[next(n for n in NAMES if n != vigilante)].view
    assert "vigilante" in {r["word"] for r in other["glossary"]}  # public: who has it is not
    assert "vigilante" not in str(other.get("me"))
    rng = random.Random(3)
    for _ in range(3):
        for client in clients.values():
            random_act(client, rng)
        session.advance_phase()
    path = session.log.path
    expected = state_hash(session.game)
    session.log.close()
    loaded = load_log(path)
    assert loaded.header["setup"]["custom_roles"][0]["word"] == "vigilante"
    assert loaded.setup.custom_roles == session.config.custom_roles
    assert state_hash(replay(loaded.setup, loaded.commands)) == expected
    resumed = TableSession.resume(loaded, log_dir=tmp_path)
    assert state_hash(resumed.game) == expected
    assert resumed.config.custom_roles == session.config.custom_roles
    again = LocalClient(resumed)
    again.hello(vigilante, token=clients[vigilante].token)
    assert again.view["me"]["role"] == "vigilante"
    game = resumed.game
    stats = RandomGameStats()
    while not game.over and game.state.game_day <= 40:
        play_phase(game, rng, stats)
    assert game.over
    resumed.log.close()


def test_the_lobby_counts_and_names_the_hosts_roles(tmp_path: Path) -> None:
    session = _table(tmp_path)
    client = LocalClient(session)
    client.hello("Ann")
    counts = client.view["deal_counts"]["roles"]
    assert counts["vigilante"] == 1
    assert sum(counts.values()) == len(NAMES)
    rows = {row["word"]: row for row in client.view["glossary"]}
    assert rows["vigilante"]["custom"] is True and "civilian" in rows
    session.close()
