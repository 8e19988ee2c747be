"""Sealed messages between a phone's page and the host: a layer between the WebSocket's
binary messages and the table's frames, sans I/O.

Owns the phone link's sealing protocol (docs/security.md, "Phone ↔ host"):
1. the page, which knows the host's public key from the QR code's ``#k=`` fragment, makes
   an ephemeral X25519 key pair per socket and sends, in plain, ``{"t": "seal", "v": 1,
   "key": <its public key>}`` as its first message;
2. the host answers, in plain, ``{"t": "sealed", "v": 1, "key": <an ephemeral public key
   of its own>}``;
3. both derive two keys, one per direction: SHA-512 over a label, X25519(page, host's
   kept key), X25519(page, host's ephemeral key) and the three public keys; the first half
   seals the page's messages, the second the host's (only the holder of the kept key can
   derive them: the page knows it speaks to the host of the code; the host's ephemeral
   key makes every socket's keys new, so a recorded socket cannot be replayed);
4. every later message is ``crypto_secretbox`` (XSalsa20-Poly1305) of one msgpack map,
   with an implicit nonce: the message's number in its direction (0, 1, …). A replayed,
   reordered, dropped, truncated or tampered message fails to open: ``SealError``, and
   the transport closes that link and touches nothing else.
A page without the key sends a plain ``hello`` first: ``Sealer`` takes it only when the
host allows unsealed phones, and refuses it (``unsealed``) otherwise.

``Sealer`` is the host's side; ``PageSealer`` the page's (the browser's is
netproto/web/js/seal.js; this one is the reference and the tests' client). Crypto is
PyNaCl's (libsodium). Must not import Qt, desktop or the table session.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import StrEnum

import msgpack
from nacl.bindings import (
    crypto_scalarmult,
    crypto_scalarmult_base,
    crypto_secretbox,
    crypto_secretbox_open,
)
from nacl.exceptions import CryptoError
from nacl.utils import random as random_bytes

from netproto.seal_key import KEY_BYTES, SealKey

VERSION = 1
LABEL = b"dnmafia phone seal v1"
MAC_BYTES = 16
NONCE_BYTES = 24
UNSEALED_TEXT = ("This page was opened without the table's key, and the host takes sealed "
                 "phones only: scan the QR code on the host's screen.")


class SealError(Exception):
    """A message that cannot be opened, or a broken seal handshake: the link is closed."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code
        self.text = text


def nonce(counter: int) -> bytes:
    """A message's implicit nonce: its number in its direction, big-endian at the end."""
    return bytes(NONCE_BYTES - 8) + counter.to_bytes(8, "big")


def derive(host_public: bytes, host_ephemeral: bytes, page_public: bytes,
           dh_kept: bytes, dh_ephemeral: bytes) -> tuple[bytes, bytes]:
    """(page → host key, host → page key) from the two X25519 results and the keys."""
    if not any(dh_kept) or not any(dh_ephemeral):
        raise SealError("malformed", "a sealing key of low order")
    okm = hashlib.sha512(LABEL + dh_kept + dh_ephemeral + page_public + host_public +
                         host_ephemeral).digest()
    return okm[:32], okm[32:]


def _dh(secret: bytes, public: bytes) -> bytes:
    try:
        return crypto_scalarmult(secret, public)
    except (CryptoError, RuntimeError, ValueError, TypeError) as exc:
        raise SealError("malformed", "a sealing key that is not a key") from exc


@dataclass
class Channel:
    """Both directions' keys and counters, once agreed: ``seal`` the next outgoing
    message, ``open`` the next incoming one (in order: anything else fails)."""

    send_key: bytes
    receive_key: bytes
    sent: int = 0
    received: int = 0

    def seal(self, body: bytes) -> bytes:
        box = crypto_secretbox(body, nonce(self.sent), self.send_key)
        self.sent += 1
        return box

    def open(self, box: bytes) -> bytes:
        if len(box) < MAC_BYTES:
            raise SealError("seal_broken", "a sealed message too short to be one")
        try:
            body = crypto_secretbox_open(box, nonce(self.received), self.receive_key)
        except CryptoError as exc:
            raise SealError("seal_broken", "a sealed message did not open (tampered, "
                            "replayed, out of order or under another key)") from exc
        self.received += 1
        return body


def _seal_map(body: bytes, kind: str) -> bytes | None:
    """The 32-byte key of a plain ``{"t": kind, "v": 1, "key": …}`` message, or None for
    any other message (raises ``SealError`` for a broken one of that kind)."""
    try:
        message = msgpack.unpackb(body, raw=False)
    except (ValueError, TypeError):  # msgpack's errors are ValueErrors
        return None
    if not isinstance(message, dict) or message.get("t") != kind:
        return None
    key = message.get("key")
    if message.get("v") != VERSION or not isinstance(key, bytes) or len(key) != KEY_BYTES:
        raise SealError("malformed", f"a {kind} message without a {KEY_BYTES}-byte key "
                        f"of version {VERSION}")
    return key


class Mode(StrEnum):
    WAITING = "waiting"  # nothing came yet
    SEALED = "sealed"
    PLAIN = "plain"  # an unsealed page the host allows


@dataclass
class SealStep:
    """What one incoming message gives: the table's messages, a plain reply to send
    first (the handshake's), or the error that closes the link."""

    messages: list[bytes] = field(default_factory=list)
    reply: bytes = b""
    error: SealError | None = None


class Sealer:
    """The host's side of one phone link."""

    def __init__(self, key: SealKey, allow_unsealed: bool = False) -> None:
        self.key = key
        self.allow_unsealed = allow_unsealed
        self.mode = Mode.WAITING
        self.channel: Channel | None = None
        self.broken = False  # a failed message: nothing more is opened

    def incoming(self, body: bytes) -> SealStep:
        step = SealStep()
        if self.broken:
            return step
        try:
            if self.mode is Mode.SEALED:
                assert self.channel is not None
                step.messages.append(self.channel.open(body))
            elif self.mode is Mode.PLAIN:
                step.messages.append(body)
            else:
                self._first(body, step)
        except SealError as exc:
            self.broken = True
            step.error = exc
        return step

    def _first(self, body: bytes, step: SealStep) -> None:
        page_public = _seal_map(body, "seal")
        if page_public is None:
            if not self.allow_unsealed:
                raise SealError("unsealed", UNSEALED_TEXT)
            self.mode = Mode.PLAIN
            step.messages.append(body)
            return
        ephemeral = random_bytes(KEY_BYTES)
        ephemeral_public = crypto_scalarmult_base(ephemeral)
        up, down = derive(self.key.public, ephemeral_public, page_public,
                          _dh(self.key.secret, page_public), _dh(ephemeral, page_public))
        self.channel = Channel(send_key=down, receive_key=up)
        self.mode = Mode.SEALED
        step.reply = msgpack.packb({"t": "sealed", "v": VERSION, "key": ephemeral_public},
                                   use_bin_type=True)

    def outgoing(self, body: bytes) -> bytes:
        """One of the table's messages as it goes on the link (sealed once agreed)."""
        if self.channel is not None:
            return self.channel.seal(body)
        return body


class PageSealer:
    """The page's side (the tests' client; the browser's is netproto/web/js/seal.js)."""

    def __init__(self, host_public: bytes) -> None:
        self.host_public = host_public
        self._secret = random_bytes(KEY_BYTES)
        self.public = crypto_scalarmult_base(self._secret)
        self.channel: Channel | None = None

    def hello(self) -> bytes:
        return msgpack.packb({"t": "seal", "v": VERSION, "key": self.public},
                             use_bin_type=True)

    def agree(self, reply: bytes) -> bool:
        """Take the host's plain answer; False if ``reply`` is not it (e.g. an error)."""
        ephemeral = _seal_map(reply, "sealed")
        if ephemeral is None:
            return False
        up, down = derive(self.host_public, ephemeral, self.public,
                          _dh(self._secret, self.host_public), _dh(self._secret, ephemeral))
        self.channel = Channel(send_key=up, receive_key=down)
        return True
