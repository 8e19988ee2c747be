"""An independent client of the wire protocol, written from PROTOCOL.md alone, and a
wrapper around the headless host as a subprocess.

The client uses only ``socket``, ``ssl``, ``struct``, ``select`` and ``msgpack`` — none of the
project's netproto code — so that the tests using it check the wire, not the code against
itself. Shared by ``test_headless_host`` and ``test_resume``.
"""

from __future__ import annotations

import contextlib
import os
import queue
import select
import socket
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import msgpack

from tests.helpers import wire

ROOT = Path(__file__).resolve().parents[2]
MAX_FRAME = 1024 * 1024
WAIT = 10.0  # seconds: an upper bound for anything the host should answer at once


# --------------------------------------------------------------------- the tiny client

class Closed(Exception):
    """The host closed the connection."""


class Wire:
    """One TCP connection speaking the framing of PROTOCOL.md: ``>I`` length + msgpack map,
    over TLS (``TLS``: the table's port is; a subclass on another port may say no)."""

    TLS = True

    def __init__(self, port: int, label: str = "") -> None:
        self.label = label
        self.sock = (wire.tls_connect(port, timeout=WAIT) if self.TLS
                     else socket.create_connection(("127.0.0.1", port), timeout=WAIT))
        self.buf = bytearray()
        self.raw: list[bytes] = []  # every frame body received, for the secrets check
        self.frames: list[dict[str, Any]] = []
        self.eof = False
        self.seq = 0
        self.version = -1
        self.view: dict[str, Any] | None = None
        self.views: list[dict[str, Any]] = []

    # sending
    def send(self, message: dict[str, Any]) -> None:
        body = msgpack.packb(message, use_bin_type=True)
        self.sock.sendall(struct.pack(">I", len(body)) + body)

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def close(self) -> None:
        self.sock.close()

    # receiving
    def _frame_from_buffer(self) -> dict[str, Any] | None:
        if len(self.buf) < 4:
            return None
        (length,) = struct.unpack_from(">I", self.buf)
        assert length <= MAX_FRAME, f"{self.label}: host sent a frame of {length} bytes"
        if len(self.buf) < 4 + length:
            return None
        body = bytes(self.buf[4:4 + length])
        del self.buf[:4 + length]
        message = msgpack.unpackb(body, raw=False, strict_map_key=True)
        assert isinstance(message, dict) and isinstance(message.get("t"), str), message
        self.raw.append(body)
        self.frames.append(message)
        self._note(message)
        return message

    def _note(self, message: dict[str, Any]) -> None:
        if message["t"] == "ping":
            self.send({"t": "pong"})
        elif message["t"] == "view":
            version = message["version"]
            assert version > self.version, (
                f"{self.label}: view version {version} after {self.version}")
            self.version = version
            self.view = message["view"]
            self.views.append(message["view"])

    def _fill(self, timeout: float) -> bool:
        """Read what arrives within ``timeout``; False if nothing did."""
        if self.eof:
            raise Closed(self.label)
        buffered = self.TLS and self.sock.pending()  # TLS may hold decrypted bytes back
        ready = buffered or select.select([self.sock], [], [], max(timeout, 0))[0]
        if not ready:
            return False
        try:
            data = self.sock.recv(1 << 20)
        except ConnectionResetError:
            data = b""
        if not data:
            self.eof = True
            raise Closed(self.label)
        self.buf += data
        return True

    def recv(self, timeout: float = WAIT) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = self._frame_from_buffer()
            if message is not None:
                return message
            left = deadline - time.monotonic()
            if left <= 0 or not self._fill(left) and time.monotonic() >= deadline:
                raise TimeoutError(f"{self.label}: no frame within {timeout} s")

    def wait_for(self, predicate, timeout: float = WAIT) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(deadline - time.monotonic(), 0.001))
            if predicate(message):
                return message

    def drain(self) -> None:
        """Take in whatever has arrived so far (without waiting)."""
        with_data = True
        while with_data:
            while self._frame_from_buffer() is not None:
                pass
            with_data = self._fill(0)

    def wait_view(self, predicate, timeout: float = WAIT) -> dict[str, Any]:
        """The latest view if it holds, else the next view that does."""
        self.drain()
        if self.view is not None and predicate(self.view):
            return self.view
        return self.wait_for(lambda m: m["t"] == "view" and predicate(m["view"]),
                             timeout)["view"]

    # the protocol
    def hello(self, name: str, token: str | None = None, **extra: Any) -> dict[str, Any]:
        self.send(wire.hello(name, token=token, app="e2e-test", **extra))
        return self.recv()

    def act(self, do: str, **fields: Any) -> dict[str, Any]:
        """Send an action and return its ack or refused (which must carry our seq)."""
        self.seq += 1
        seq = self.seq
        self.send({"t": "act", "seq": seq, "do": do, **fields})
        answer = self.wait_for(lambda m: m["t"] in ("ack", "refused", "error"))
        assert answer["t"] != "error", f"{self.label}: {answer}"
        assert answer["seq"] == seq, f"{self.label}: answer {answer} to seq {seq}"
        return answer

    def must(self, do: str, **fields: Any) -> None:
        answer = self.act(do, **fields)
        assert answer["t"] == "ack", f"{self.label} {do} {fields}: {answer}"

    def expect_error_and_close(self) -> dict[str, Any] | None:
        """The host's answer to a bad frame: an error frame, then the connection closes."""
        error = None
        try:
            while True:
                message = self.recv()
                assert message["t"] == "error", f"{self.label}: {message}"
                error = message
        except Closed:
            pass
        return error


# --------------------------------------------------------------------- the host process

class Host:
    """``python -m desktop.cli host --headless`` on 127.0.0.1, with ``args`` added.

    Its stdout is read line by line in a thread (``wait_line``); its stdin takes operator
    commands (``command``); its stderr goes to ``stderr_path`` (by default a fresh file in
    ``data_dir``).
    """

    def __init__(self, data_dir: Path, *args: str, stderr_path: Path | None = None) -> None:
        self.data_dir = data_dir
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DNMAFIA_DATA_DIR=str(data_dir))
        self.stderr_path = stderr_path or data_dir / f"host-stderr-{time.monotonic_ns()}.txt"
        self._stderr = open(self.stderr_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", "host", "--headless",
             "--interface", "127.0.0.1", *args],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._stderr, text=True, bufsize=1)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.output: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def wait_line(self, prefix: str, timeout: float = 20.0) -> str:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(deadline - time.monotonic(), 0.001))
            except queue.Empty:
                raise AssertionError(f"host printed no {prefix!r} in {timeout} s; "
                                     f"stdout {self.output}; {self.stderr()}") from None
            if line is None:
                raise AssertionError(f"host exited before {prefix!r}; stdout {self.output}; "
                                     f"{self.stderr()}")
            self.output.append(line)
            if line.startswith(prefix):
                return line

    def port(self) -> int:
        """The port of the host's ``listening on 127.0.0.1:PORT`` line."""
        line = self.wait_line("listening on ")
        address, _, port = line.removeprefix("listening on ").rpartition(":")
        assert address == "127.0.0.1", line
        return int(port)

    def command(self, text: str) -> None:
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def stderr(self) -> str:
        self._stderr.flush()
        return "stderr: " + self.stderr_path.read_text(errors="replace")[-3000:]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            with contextlib.suppress(OSError):
                pipe.close()
        self._stderr.close()
