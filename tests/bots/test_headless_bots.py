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
