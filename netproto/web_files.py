"""The browser client's files as the web seat server serves them.

Owns the port they are served on (``web_port_setting``: 8765 or ``DNMAFIA_WEB_PORT``)
and ``ClientFiles``: the one folder the server may read (``netproto/web/``, shipped in
the package), how a request path maps onto it (``/`` is the seat page, ``/board`` the
spectator board, anything else the file of that relative path), which suffixes are
served and as what type, and the answer for anything else: None, i.e. 404. A path that
tries to leave the folder — ``..``, encoded or not, a backslash, a NUL, an absolute or a
hidden name — is never resolved. Reads files only; sans-I/O otherwise. Must not import
Qt, desktop or the table session.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

DEFAULT_WEB_PORT = 8765
ENV_WEB_PORT = "DNMAFIA_WEB_PORT"
CLIENT_DIR = Path(__file__).resolve().parent / "web"

# the pages by their address; every other file by its own relative path
PAGES = {"/": "index.html", "/index.html": "index.html", "/board": "board.html"}

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
}

MAX_FILE_BYTES = 4 * 1024 * 1024  # nothing of the client is near this; a guard, not a limit


@dataclass(frozen=True)
class ClientFile:
    body: bytes
    content_type: str


class ClientFiles:
    """The client's folder; ``find(target)`` answers a request target (path and query)."""

    def __init__(self, root: Path = CLIENT_DIR) -> None:
        self.root = root.resolve()

    def relative(self, target: str) -> str | None:
        """The file a request target names, relative to the folder, or None (404)."""
        path = target.split("?", 1)[0].split("#", 1)[0]
        if path in PAGES:
            return PAGES[path]
        if not path.startswith("/"):
            return None
        decoded = unquote(path, errors="strict") if "%" in path else path
        # once decoded again it must not change: a double-encoded escape is refused
        if "%" in decoded or "\\" in decoded or "\x00" in decoded:
            return None
        parts = decoded[1:].split("/")
        if not parts or any(p in ("", ".", "..") or p.startswith(".") for p in parts):
            return None
        name = "/".join(parts)
        if Path(name).suffix.lower() not in CONTENT_TYPES:
            return None
        return name

    def find(self, target: str) -> ClientFile | None:
        try:
            name = self.relative(target)
        except UnicodeDecodeError:
            return None
        if name is None:
            return None
        try:
            path = (self.root / name).resolve()
            if not path.is_relative_to(self.root) or not path.is_file():
                return None  # a link out of the folder, a folder, nothing
            if path.stat().st_size > MAX_FILE_BYTES:
                return None
            body = path.read_bytes()
        except OSError:
            return None
        return ClientFile(body, CONTENT_TYPES[path.suffix.lower()])


def web_port_setting() -> int:
    """The port the web seats are served on: ``DNMAFIA_WEB_PORT``, else 8765 (raises
    ValueError for a setting that is not a port)."""
    setting = os.environ.get(ENV_WEB_PORT)
    port = int(setting) if setting else DEFAULT_WEB_PORT
    if not 0 <= port < 65536:
        raise ValueError(f"{ENV_WEB_PORT}={setting}: not a port")
    return port
