"""One browser's TCP link to the web seat server, sans I/O: HTTP/1.1 for the client's
files, then, on ``/ws``, a WebSocket carrying the table's protocol.

Owns ``WebLink``. Bytes in (``receive``) give a ``LinkStep``: bytes to write back, the
bodies of the complete binary WebSocket messages (each must be one msgpack map — the
session checks that), whether the link just became a WebSocket, and whether to close.
HTTP is ``h11``'s and the WebSocket framing ``wsproto``'s (both sans-I/O, well kept; the
handshake is answered here so one port serves both): GET/HEAD of the client's files
(``netproto.web_files``) and nothing else; a WebSocket handshake whose ``Origin`` is not
the page's own is refused 403; no extensions (no compression); a text message or a
message over ``MAX_FRAME`` closes the link with an ``error`` map. Must not import Qt,
desktop or the table session.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

import h11
from wsproto.connection import Connection, ConnectionState, ConnectionType
from wsproto.events import BytesMessage, CloseConnection, Message, Ping, TextMessage
from wsproto.frame_protocol import CloseReason
from wsproto.utilities import generate_accept_token

from netproto.frames import MAX_FRAME
from netproto.web_files import ClientFiles

WS_PATH = "/ws"
MAX_HEAD_BYTES = 16 * 1024  # a request's line and headers
MAX_TARGET_BYTES = 2048  # a request's path and query: none of the client's is near it
SERVER = b"dnmafia"
# scripts from the page's own origin only (no inline script), its socket to its own host
CSP = (b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       b"img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
       b"form-action 'none'")


class Stage(StrEnum):
    HTTP = "http"  # serving files; may still become a WebSocket
    SOCKET = "socket"  # a WebSocket: the table's messages
    CLOSED = "closed"


@dataclass
class LinkStep:
    """What one ``receive`` asks of the transport."""

    out: bytes = b""  # to write to the peer, in order, before anything else
    messages: list[bytes] = field(default_factory=list)  # complete binary messages
    upgraded: bool = False  # the link became a WebSocket in this step
    close: bool = False  # write ``out``, then close the link
    # (code, text): the WebSocket peer broke the protocol (a text message, a message over
    # MAX_FRAME); the transport sends it as an ``error`` and closes the link
    error: tuple[str, str] | None = None



def head_bytes(request: h11.Request) -> int:
    """A request head's size as it came: the request line and every header line."""
    line = len(request.method) + len(request.target) + len(b"HTTP/") + \
        len(request.http_version) + 4
    return line + sum(len(name) + len(value) + 4
                      for name, value in request.headers.raw_items()) + 2

class WebLink:
    def __init__(self, files: ClientFiles) -> None:
        self.files = files
        self.stage = Stage.HTTP
        self._http = h11.Connection(h11.SERVER, max_incomplete_event_size=MAX_HEAD_BYTES)
        self._ws: Connection | None = None
        self._partial = bytearray()  # a binary message still coming in fragments
        self.requests = 0  # HTTP requests answered (files and refusals)
        self.failed = False  # the WebSocket peer broke the protocol: nothing more is read

    # ------------------------------------------------------------------ input

    def receive(self, data: bytes) -> LinkStep:
        step = LinkStep()
        if self.stage is Stage.HTTP:
            self._receive_http(data, step)
        elif self.stage is Stage.SOCKET:
            self._receive_socket(data, step)
        return step

    def _receive_http(self, data: bytes, step: LinkStep) -> None:
        try:
            self._http.receive_data(data)
            while self.stage is Stage.HTTP and not step.close:
                event = self._http.next_event()
                if event is h11.NEED_DATA or event is h11.PAUSED:
                    if (event is h11.PAUSED
                            and self._http.our_state is h11.DONE
                            and self._http.their_state is h11.DONE):
                        self._http.start_next_cycle()
                        continue
                    break
                if isinstance(event, h11.Request):
                    self._request(event, step)
                elif isinstance(event, h11.ConnectionClosed):
                    self.stage, step.close = Stage.CLOSED, True
                # h11.Data (a body) and h11.EndOfMessage: nothing to do, GET has none
        except h11.RemoteProtocolError as exc:  # h11 answers nothing more: written by hand
            status = exc.error_status_hint if 400 <= exc.error_status_hint < 600 else 400
            text = f"{status} {h11_reason(status)}\n".encode()
            step.out += (f"HTTP/1.1 {status} {h11_reason(status)}\r\n"
                         f"content-type: text/plain; charset=utf-8\r\n"
                         f"content-length: {len(text)}\r\nconnection: close\r\n\r\n"
                         ).encode() + text
            self.stage, step.close = Stage.CLOSED, True

    def _request(self, request: h11.Request, step: LinkStep) -> None:
        self.requests += 1
        headers = {name.lower(): value for name, value in request.headers}
        if len(request.target) > MAX_TARGET_BYTES:
            self._refuse(step, 414, close=True)
            return
        if head_bytes(request) > MAX_HEAD_BYTES:
            # h11's max_incomplete_event_size only bounds a head still coming in: a whole
            # one that came in a single read is measured here
            self._refuse(step, 431, close=True)
            return
        target = request.target.decode("ascii", "replace")
        if target.split("?", 1)[0] == WS_PATH:
            self._upgrade(request.method, headers, step)
            return
        if request.method not in (b"GET", b"HEAD"):
            self._refuse(step, 405, extra=[(b"allow", b"GET, HEAD")])
            return
        found = self.files.find(target)
        if found is None:
            self._refuse(step, 404)
            return
        body = b"" if request.method == b"HEAD" else found.body
        self._respond(step, 200, found.content_type.encode(), body, len(found.body))

    def _upgrade(self, method: bytes, headers: dict[bytes, bytes], step: LinkStep) -> None:
        host = headers.get(b"host", b"")
        origin = headers.get(b"origin")
        wants = b"websocket" in headers.get(b"upgrade", b"").lower()
        key = headers.get(b"sec-websocket-key", b"")
        if method != b"GET" or not wants or not key or \
                headers.get(b"sec-websocket-version") != b"13":
            self._refuse(step, 400, extra=[(b"sec-websocket-version", b"13")], close=True)
            return
        if origin is not None and origin.lower() != b"http://" + host.lower():
            self._refuse(step, 403, close=True)  # another site's page: not ours to serve
            return
        response = h11.InformationalResponse(
            status_code=101, reason=b"Switching Protocols", headers=[
            (b"upgrade", b"websocket"), (b"connection", b"Upgrade"),
            (b"sec-websocket-accept", generate_accept_token(key)), (b"server", SERVER)])
        step.out += self._http.send(response) or b""
        trailing, _closed = self._http.trailing_data
        self._ws = Connection(ConnectionType.SERVER, extensions=[])
        self.stage, step.upgraded = Stage.SOCKET, True
        if trailing:
            self._receive_socket(bytes(trailing), step)

    def _respond(self, step: LinkStep, status: int, content_type: bytes, body: bytes,
                 length: int, extra: list[tuple[bytes, bytes]] | None = None,
                 close: bool = False) -> None:
        headers = [(b"content-type", content_type), (b"content-length", str(length).encode()),
                   (b"cache-control", b"no-cache"), (b"x-content-type-options", b"nosniff"),
                   (b"referrer-policy", b"no-referrer"), (b"content-security-policy", CSP),
                   (b"server", SERVER), *(extra or [])]
        if close:
            headers.append((b"connection", b"close"))
        try:
            step.out += self._http.send(h11.Response(status_code=status, headers=headers,
                                                     reason=h11_reason(status).encode()))
            if body:
                step.out += self._http.send(h11.Data(data=body))
            step.out += self._http.send(h11.EndOfMessage())
        except h11.LocalProtocolError:  # the request cannot be answered any more
            close = True
        if close or self._http.our_state is h11.MUST_CLOSE:
            self.stage, step.close = Stage.CLOSED, True

    def _refuse(self, step: LinkStep, status: int, *, close: bool = False,
                extra: list[tuple[bytes, bytes]] | None = None) -> None:
        text = f"{status} {h11_reason(status)}\n".encode()
        self._respond(step, status, b"text/plain; charset=utf-8", text, len(text), extra,
                      close=close)

    def _receive_socket(self, data: bytes, step: LinkStep) -> None:
        ws = self._ws
        assert ws is not None
        if ws.state is ConnectionState.CLOSED or self.failed:
            return
        ws.receive_data(data)
        for event in ws.events():
            if isinstance(event, BytesMessage):
                self._partial += event.data
                if len(self._partial) > MAX_FRAME:
                    self._fail(step, "frame_too_large", f"a message over {MAX_FRAME} bytes")
                    return
                if event.message_finished:
                    step.messages.append(bytes(self._partial))
                    self._partial.clear()
            elif isinstance(event, TextMessage):
                self._fail(step, "malformed", "text messages are not part of the protocol; "
                           "send one msgpack map per binary message")
                return
            elif isinstance(event, Ping):
                step.out += ws.send(event.response())
            elif isinstance(event, CloseConnection):
                if ws.state is ConnectionState.REMOTE_CLOSING:
                    step.out += ws.send(event.response())
                self.stage, step.close = Stage.CLOSED, True
                return

    def _fail(self, step: LinkStep, code: str, text: str) -> None:
        """A WebSocket peer that broke the protocol: the transport sends the ``error``
        (through the session, as for any connection) and closes; nothing more is read."""
        step.error = (code, text)
        self.failed = True

    # ------------------------------------------------------------------ output

    def send_message(self, body: bytes) -> bytes:
        """The bytes of one binary message (nothing once the socket is closing)."""
        ws = self._ws
        if ws is None or ws.state is not ConnectionState.OPEN:
            return b""
        return ws.send(Message(data=body))

    def close_bytes(self, reason: CloseReason = CloseReason.NORMAL_CLOSURE) -> bytes:
        """The closing handshake's first frame (nothing if it was sent already)."""
        ws = self._ws
        if ws is None or ws.state not in (ConnectionState.OPEN,
                                          ConnectionState.REMOTE_CLOSING):
            return b""
        return ws.send(CloseConnection(code=reason))


def h11_reason(status: int) -> str:
    return {200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 413: "Content Too Large",
            414: "URI Too Long", 431: "Request Header Fields Too Large"}.get(status, "Error")
