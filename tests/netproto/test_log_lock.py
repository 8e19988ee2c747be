"""One writer per game log: the OS lock on a log being written.

Two real processes: a headless host plays a bots' game; a second ``dnmafia host --headless
--resume latest`` of the same game is refused at once with a clear message, writes nothing,
and the first host's log stays whole while it plays on. In one process: a second
``GameLog`` on a held log is refused; ``holder`` tells nobody / this process / another
process; a closed log can be resumed. Network: 127.0.0.1 only, no LAN advertising, no web.
"""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.replay import replay
from netproto.log_lock import Holder, holder
from netproto.session import TableSession
from netproto.storage import GameLog, LogInUse, load_log
from tests.netproto.test_resume import config, seat_all
from tests.netproto.wire_client import ROOT, Host

pytestmark = pytest.mark.timeout(90)


def test_a_second_process_cannot_resume_a_game_being_played(tmp_path: Path) -> None:
    first = Host(tmp_path, "--no-advertise", "--no-web", "--players", "7", "--bots", "7")
    second: subprocess.CompletedProcess | None = None
    try:
        first.wait_line("game started")
        first.command("next")
        first.command("next")
        first.wait_line("d1 ")  # the status after the first phase end
        first.wait_line("d1 ")  # and after the second (the night)
        logs = sorted((tmp_path / "games").glob("*.dnlog"))
        assert len(logs) == 1
        assert holder(logs[0]) is Holder.OTHER_PROCESS

        # the same game again, from a second process, while the first one writes it
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DNMAFIA_DATA_DIR=str(tmp_path))
        second = subprocess.run(
            [sys.executable, "-m", "desktop.cli", "host", "--headless", "--no-advertise",
             "--no-web", "--interface", "127.0.0.1", "--resume", "latest"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 2, (second.stdout, second.stderr)
        assert "being played now" in second.stderr, second.stderr
        assert "listening on" not in second.stdout, second.stdout
        assert not list((tmp_path / "games").glob("*.damaged"))

        # the first host plays on and writes on: its log is whole, every record in order
        for _ in range(4):
            first.command("next")
        for _ in range(4):
            first.wait_line("d")
        first.proc.send_signal(signal.SIGTERM)
        assert first.proc.wait(20) == 0, first.stderr()
        loaded = load_log(logs[0])
        assert loaded.dropped is None
        assert loaded.size == logs[0].stat().st_size == loaded.good_bytes
        game = replay(loaded.setup, loaded.commands)
        assert sum(type(c).__name__ == "Advance" for c in loaded.commands) == 6 or game.over
        assert holder(logs[0]) is Holder.NOBODY  # the first host let go when it stopped
    finally:
        first.stop()


def test_the_lock_is_let_go_when_its_process_is_killed(tmp_path: Path) -> None:
    """kill -9 of the writer: the kernel releases its lock, the game can be resumed."""
    log = tmp_path / "game.dnlog"
    log.write_text("", encoding="utf-8")
    script = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from netproto.storage import GameLog
        log = GameLog(Path({str(log)!r}), "a")
        print("held", flush=True)
        time.sleep(60)
    """)
    writer = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, text=True,
                              stdout=subprocess.PIPE)
    try:
        assert writer.stdout.readline().strip() == "held"
        assert holder(log) is Holder.OTHER_PROCESS
        with pytest.raises(LogInUse) as refused:
            GameLog(log, "a")
        assert refused.value.holder is Holder.OTHER_PROCESS
        writer.kill()
        writer.wait(10)
        assert holder(log) is Holder.NOBODY
        GameLog(log, "a").close()
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.wait(10)
        writer.stdout.close()


def test_a_second_writer_in_the_same_process_is_refused(tmp_path: Path) -> None:
    session = TableSession(config(tmp_path))
    seat_all(session)
    path = session.log.path
    assert holder(path) is Holder.THIS_PROCESS
    before = path.read_bytes()
    with pytest.raises(LogInUse) as refused:
        TableSession.resume(load_log(path))
    assert refused.value.holder is Holder.THIS_PROCESS
    assert "being played now" in str(refused.value)
    assert path.read_bytes() == before  # nothing written, nothing cut
    session.advance_phase()
    session.close()
    assert holder(path) is Holder.NOBODY
    resumed = TableSession.resume(load_log(path))
    assert resumed.game.state.phase.value == "vote"
    resumed.close()


def test_a_log_that_grew_after_it_was_read_is_not_cut(tmp_path: Path) -> None:
    """Read while the first writer still wrote, locked after he stopped: the newer
    records are not taken for a damaged tail and cut off."""
    session = TableSession(config(tmp_path))
    seat_all(session)
    path = session.log.path
    loaded = load_log(path)
    session.advance_phase()
    session.close()
    grown = path.read_bytes()
    with pytest.raises(Exception, match="changed while it was being opened"):
        TableSession.resume(loaded)
    assert path.read_bytes() == grown
    assert holder(path) is Holder.NOBODY


def test_a_log_dropped_without_closing_lets_go(tmp_path: Path) -> None:
    log = tmp_path / "game.dnlog"
    log.write_text("", encoding="utf-8")
    first = GameLog(log, "a")
    assert holder(log) is Holder.THIS_PROCESS
    del first
    gc.collect()
    assert holder(log) is Holder.NOBODY
    GameLog(log, "a").close()
