"""The tests' wiretap (tests/helpers/tap.py) passes bytes both ways and keeps them all."""

from __future__ import annotations

import socket
import threading

from tests.helpers.tap import Tap


def _echo_server() -> tuple[socket.socket, threading.Thread]:
    server = socket.create_server(("127.0.0.1", 0))

    def serve() -> None:
        conn, _ = server.accept()
        with conn:
            while data := conn.recv(4096):
                conn.sendall(data.upper())

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return server, thread


def test_the_tap_relays_and_records_both_directions() -> None:
    server, thread = _echo_server()
    with Tap(server.getsockname()[1]) as tap:
        with socket.create_connection(("127.0.0.1", tap.port), timeout=5) as client:
            client.sendall(b"kira is ann")
            answer = b""
            while len(answer) < 11:
                answer += client.recv(64)
        assert answer == b"KIRA IS ANN"
        thread.join(timeout=5)
        assert tap.links[0].to_host == b"kira is ann"
        assert tap.links[0].to_client == b"KIRA IS ANN"
        assert b"kira is ann" in tap.captured() and b"KIRA IS ANN" in tap.captured()
    server.close()
