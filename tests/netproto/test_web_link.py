"""The web seat link and the client's files, sans I/O: what a request gets, how a
WebSocket is opened and read (fragments, pings, the close), and that no input — random
bytes, a broken request, a broken frame — raises or serves a file from outside the folder.
"""

from __future__ import annotations

from pathlib import Path

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from wsproto import ConnectionType, WSConnection
from wsproto.events import (
    AcceptConnection,
    BytesMessage,
    CloseConnection,
    Message,
    Ping,
    Pong,
    Request,
)

from netproto.frames import MAX_FRAME
from netproto.web_files import ClientFiles
from netproto.web_link import Stage, WebLink


@pytest.fixture
def files(tmp_path: Path) -> ClientFiles:
    root = tmp_path / "web"
    (root / "js").mkdir(parents=True)
    (root / "index.html").write_text("<p>seat</p>")
    (root / "board.html").write_text("<p>board</p>")
    (root / "js" / "app.js").write_text("export {}")
    (root / "notes.md").write_text("not served: no such suffix")
    (tmp_path / "secret.js").write_text("outside the folder")
    (root / "link.js").symlink_to(tmp_path / "secret.js")
    return ClientFiles(root)


def _status(out: bytes) -> int:
    return int(out.split(b" ", 2)[1])


@pytest.mark.parametrize(("target", "status", "body"), [
    ("/", 200, b"<p>seat</p>"), ("/board", 200, b"<p>board</p>"),
    ("/js/app.js?v=3", 200, b"export {}"), ("/js/%61pp.js", 200, b"export {}"),
    ("/notes.md", 404, None), ("/link.js", 404, None), ("/js", 404, None),
    ("/../secret.js", 404, None), ("/js/../../secret.js", 404, None),
    ("/%2e%2e/secret.js", 404, None), ("/%252e%252e/secret.js", 404, None),
    ("/js%2f..%2f..%2fsecret.js", 404, None), ("/.index.html", 404, None),
])
def test_a_request_gets_a_file_of_the_folder_or_404(files: ClientFiles, target: str,
                                                     status: int, body: bytes | None) -> None:
    link = WebLink(files)
    step = link.receive(f"GET {target} HTTP/1.1\r\nHost: h\r\n\r\n".encode())
    assert _status(step.out) == status, step.out
    if body is not None:
        assert step.out.endswith(b"\r\n\r\n" + body)
        assert b"content-security-policy: default-src 'self'" in step.out
    assert not step.close  # kept alive: the next request on the same link is answered
    again = link.receive(b"HEAD / HTTP/1.1\r\nHost: h\r\n\r\n")
    assert _status(again.out) == 200 and again.out.endswith(b"\r\n\r\n")


def _open(files: ClientFiles, origin: bytes | None = b"http://h:1"):
    link, client = WebLink(files), WSConnection(ConnectionType.CLIENT)
    headers = [(b"origin", origin)] if origin else []
    step = link.receive(client.send(Request(host="h:1", target="/ws", extra_headers=headers)))
    client.receive_data(step.out)
    return link, client, step, list(client.events())


def test_the_websocket_opens_for_the_page_own_origin_only(files: ClientFiles) -> None:
    link, _client, step, events = _open(files)
    assert step.upgraded and link.stage is Stage.SOCKET
    assert isinstance(events[0], AcceptConnection)
    for origin in (b"http://evil.example", b"http://h:2", b"https://h:1", b"null"):
        link, _client, step, _events = _open(files, origin)
        assert _status(step.out) == 403 and step.close and link.stage is Stage.CLOSED


def test_messages_fragments_ping_and_close(files: ClientFiles) -> None:
    link, client, _step, _events = _open(files)
    body = msgpack.packb({"t": "ping"})
    data = client.send(Message(data=body[:2], message_finished=False))
    data += client.send(Message(data=body[2:], message_finished=True))
    data += client.send(Ping(payload=b"p"))
    step = link.receive(data[:3])  # a frame split across reads
    step2 = link.receive(data[3:])
    assert step.messages + step2.messages == [body]
    client.receive_data(step.out + step2.out)
    assert any(isinstance(e, Pong) for e in client.events())
    client.receive_data(link.send_message(b"\x80"))
    assert [e.data for e in client.events() if isinstance(e, BytesMessage)] == [b"\x80"]
    step = link.receive(client.send(CloseConnection(code=1000)))
    assert step.close and link.stage is Stage.CLOSED
    client.receive_data(step.out)
    assert any(isinstance(e, CloseConnection) for e in client.events())


def test_a_text_or_oversize_message_is_an_error(files: ClientFiles) -> None:
    link, client, _step, _events = _open(files)
    step = link.receive(client.send(Message(data="hello")))
    assert step.error is not None and step.error[0] == "malformed" and link.failed
    link, client, _step, _events = _open(files)
    big = client.send(Message(data=b"\x80" * (MAX_FRAME + 1)))
    steps = [link.receive(big[i:i + 65536]) for i in range(0, len(big), 65536)]
    errors = [s.error for s in steps if s.error]
    assert errors and errors[0][0] == "frame_too_large"
    assert not any(s.messages for s in steps)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=300), max_size=6), st.booleans())
def test_random_bytes_never_raise(chunks: list[bytes], upgrade_first: bool) -> None:
    files = ClientFiles(Path(__file__).parent / "no-such-folder")
    link = WebLink(files)
    if upgrade_first:
        client = WSConnection(ConnectionType.CLIENT)
        link.receive(client.send(Request(host="h", target="/ws")))
    for chunk in chunks:
        step = link.receive(chunk)
        assert b"no-such-folder" not in step.out
        if step.close:
            break


@pytest.mark.parametrize(("size", "status"), [(15 * 1024, 200), (16 * 1024, 431),
                                              (60 * 1024, 431)])
def test_a_whole_request_head_over_16_kib_in_one_read_is_431(files: ClientFiles, size: int,
                                                              status: int) -> None:
    """h11 bounds only a head still coming in; one that arrives whole in a single read is
    measured too (one big header; a long target is 414's business)."""
    link = WebLink(files)
    step = link.receive(b"GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + b"y" * size + b"\r\n\r\n")
    assert _status(step.out) == status, step.out[:80]
    assert step.close is (status == 431)


def test_the_shipped_page_serves_its_sealing_and_not_the_licences() -> None:
    """The real folder: the page's sealing module and the vendored TweetNaCl are served as
    scripts (the page imports them); the licence and version notes beside them are not."""
    shipped = ClientFiles()
    for name in ("/js/seal.js", "/vendor/tweetnacl/nacl-fast.min.js"):
        found = shipped.find(name)
        assert found is not None and found.content_type.startswith("text/javascript"), name
    assert b"nacl" in shipped.find("/vendor/tweetnacl/nacl-fast.min.js").body
    for name in ("/vendor/tweetnacl/LICENSE", "/vendor/tweetnacl/VERSION"):
        assert shipped.find(name) is None, name
