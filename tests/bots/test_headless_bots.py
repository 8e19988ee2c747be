"""``dnmafia host --headless --bots N``: bot seats fill part of a fresh table at once, the
game starts when a person takes the last seat, and the bots play along (they talk on day
one). The host runs as a subprocess on 127.0.0.1 without LAN advertising.
"""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from tests.netproto.wire_client import Host, Wire

pytestmark = pytest.mark.timeout(60)


def test_headless_host_seats_bots_and_they_play(tmp_path: Path) -> None:
    host = Host(tmp_path, "--port", "0", "--players", "7", "--bots", "6", "--pace", "manual",
                "--no-advertise", "--table", f"bots {secrets.token_hex(4)}")
    try:
        port = host.port()
        seated = host.wait_line("seated ")
        assert seated.startswith("seated 6 bot(s): ")
        bots = seated.removeprefix("seated 6 bot(s): ").split(", ")
        assert len(set(bots)) == 6
        wire = Wire(port, "human")
        assert wire.hello("Human")["t"] == "welcome"
        host.wait_line("game started with 7 players")
        view = wire.wait_view(lambda v: v.get("kind") == "player")
        assert view["me"]["name"] == "Human"
        chat = wire.wait_view(lambda v: any(e["code"] == "chat" and e["params"]["by"] in bots
                                            for e in v["events"]), timeout=30)
        assert chat["clock"]["phase"] == "day"
        wire.close()
        host.command("quit")
        host.wait_line("stopped")
    finally:
        host.stop()


def test_a_resumed_headless_table_brings_its_bots_back(tmp_path: Path) -> None:
    """``kill -9`` of the host, then ``--resume latest``: the bots sit down again in their
    own seats by themselves (they are part of the table), so every seat is connected as
    soon as the one human is back, and the bots play on."""
    args = ("--port", "0", "--pace", "manual", "--no-advertise")
    host = Host(tmp_path, *args, "--players", "7", "--bots", "6",
                "--table", f"bots {secrets.token_hex(4)}")
    try:
        port = host.port()
        bots = host.wait_line("seated ").removeprefix("seated 6 bot(s): ").split(", ")
        wire = Wire(port, "human")
        token = wire.hello("Human")["token"]
        host.wait_line("game started with 7 players")
        wire.wait_view(lambda v: v.get("kind") == "player")
        wire.close()
    finally:
        host.stop()  # SIGKILL: nothing is said goodbye to
    host = Host(tmp_path, *args, "--resume", "latest")
    try:
        port = host.port()
        back = host.wait_line("bot(s) back in their seats: ")
        assert sorted(back.removeprefix("bot(s) back in their seats: ").split(", ")) == \
            sorted(bots)
        wire = Wire(port, "human")
        welcome = wire.hello("Human", token=token)
        assert welcome["t"] == "welcome", welcome
        view = wire.wait_view(lambda v: v.get("kind") == "player" and all(v["connected"].values()))
        assert set(view["connected"]) == {*bots, "Human"}

        def bot_lines(v: dict) -> int:
            return sum(1 for e in v["events"] if e["code"] == "chat" and e["params"]["by"] in bots)

        before = bot_lines(view)
        wire.wait_view(lambda v: bot_lines(v) > before, timeout=30)  # they play on
        wire.close()
    finally:
        host.stop()
