"""The host's sealing key for the phones' links: one X25519 key pair, made once and kept.

Owns ``SealKey`` (the pair, its public half as the QR code's ``#k=`` fragment, its
fingerprint) and ``host_seal_key``: the file ``phone-seal.key`` in the config directory
(``netproto.tokens.config_dir``), written whole and private (0600), read on every start;
two hosts starting at once keep the one key that was written first. A file that is there
but damaged is never replaced silently: ``SealKeyError`` says where it is (the host
reports it; moving the file away makes a new key, and phones then need the new code).
Crypto is PyNaCl's (libsodium). Must not import Qt or desktop.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from nacl.bindings import crypto_scalarmult_base
from nacl.utils import random as random_bytes

from netproto.tokens import config_dir

KEY_FILE = "phone-seal.key"
KIND = "dnmafia-phone-seal-key"
FRAGMENT = "k"  # the URL fragment's field: http://host:port/#k=<base64url public key>
KEY_BYTES = 32


class SealKeyError(Exception):
    """The key file is there but cannot be used (damaged, unreadable)."""


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass(frozen=True)
class SealKey:
    secret: bytes  # the X25519 secret scalar: never leaves the host
    path: Path | None = None  # where it is kept (None: made in memory, e.g. a test's)

    def __post_init__(self) -> None:
        if len(self.secret) != KEY_BYTES:
            raise ValueError(f"a sealing key is {KEY_BYTES} bytes, not {len(self.secret)}")

    @classmethod
    def generate(cls, path: Path | None = None) -> SealKey:
        return cls(random_bytes(KEY_BYTES), path)

    @property
    def public(self) -> bytes:
        return crypto_scalarmult_base(self.secret)

    @property
    def fragment(self) -> str:
        """The phones' address's fragment: ``k=<base64url public key>`` (never sent by a
        browser: it stays on the phone)."""
        return f"{FRAGMENT}={b64url(self.public)}"

    @property
    def fingerprint(self) -> str:
        """A short code of the public key for people to compare (SHA-256, 16 hex digits)."""
        digest = hashlib.sha256(self.public).hexdigest()[:16].upper()
        return " ".join(digest[i:i + 4] for i in range(0, 16, 4))


def with_key(url: str, key: SealKey) -> str:
    """``url`` carrying the public key in its fragment (replacing any fragment)."""
    return f"{without_key(url)}#{key.fragment}"


def without_key(url: str) -> str:
    """The address as a person reads and types it: no fragment (a typed address has no
    key; that page is told to scan the code)."""
    return url.split("#", 1)[0]


def key_path() -> Path:
    return config_dir() / KEY_FILE


def host_seal_key(path: Path | None = None) -> SealKey:
    """The host's key from ``path`` (default: the config dir's), made and kept there the
    first time. Raises ``SealKeyError`` for a damaged or unreadable file (never replaced)."""
    path = path or key_path()
    key = read_seal_key(path)
    if key is not None:
        return key
    key = SealKey.generate(path)
    record = {"kind": KIND, "version": 1, "secret": b64url(key.secret)}
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)  # 0600
        temporary = Path(name)
        with os.fdopen(handle, "wb") as out:
            out.write(json.dumps(record).encode() + b"\n")
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(temporary, path)  # whole, and only if no other host made one meanwhile
        except FileExistsError:
            return host_seal_key(path)  # another process's, made a moment ago: that one
        except OSError:  # no hard links here (FAT, some shares): put in place whole
            os.replace(temporary, path)
    except OSError as exc:
        raise SealKeyError(f"the phones' sealing key {path} cannot be written: {exc}") from exc
    finally:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
    return key


def read_seal_key(path: Path | None = None) -> SealKey | None:
    """The key kept at ``path`` (default: the config dir's), or None if none was made yet;
    writes nothing (``dnmafia doctor``). Raises ``SealKeyError`` as ``host_seal_key``."""
    path = path or key_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise SealKeyError(f"the phones' sealing key {path} cannot be read: {exc}") from exc
    try:
        record = json.loads(text)
        if not isinstance(record, dict) or record.get("kind") != KIND:
            raise ValueError("not a sealing key file")
        return SealKey(from_b64url(str(record["secret"])), path)
    except (ValueError, KeyError, TypeError) as exc:
        raise SealKeyError(f"the phones' sealing key {path} is damaged ({exc}); move it away "
                           f"to make a new one (phones then need the new code)") from exc
