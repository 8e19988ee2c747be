"""The host's TLS key: made once, kept in the config dir, and what identifies it.

Owns ``HostKey`` (an EC P-256 private key and a self-signed certificate, PEM), its files
(``host_key.pem``, mode 0600, and ``host_cert.pem`` in ``netproto.tokens.config_dir``),
``HostKeyError`` (a damaged or unreadable key file is reported, never silently replaced),
the fingerprint (SHA-256 of the certificate's SubjectPublicKeyInfo, hex) and the short
code humans compare (4 groups of 4 base32 characters of it). The desktop client pins the
fingerprint (``netproto.host_pins``); the TLS sockets are ``netproto.qt_tls``'s.

Uses ``cryptography``; must not import Qt or desktop.
"""

from __future__ import annotations

import base64
import contextlib
import datetime
import hashlib
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from netproto.tokens import config_dir

__all__ = ["CERT_FILE", "KEY_FILE", "HostKey", "HostKeyError", "fingerprint_of_cert",
           "short_code"]

KEY_FILE = "host_key.pem"
CERT_FILE = "host_cert.pem"
#: The certificate is self-signed and pinned, never checked against a clock: a long life
#: only keeps strict TLS stacks from refusing it.
CERT_DAYS = 36500
CODE_GROUPS = 4
CODE_GROUP_CHARS = 4

_lock = threading.Lock()


class HostKeyError(Exception):
    """The host key's files cannot be read or made (the message says which and why)."""


def fingerprint_of_cert(cert_der_or_pem: bytes) -> str:
    """SHA-256 (hex, lower case) of the certificate's public key (SubjectPublicKeyInfo).
    Raises ValueError when it is not a certificate."""
    data = bytes(cert_der_or_pem)
    if data.lstrip().startswith(b"-----BEGIN"):
        cert = x509.load_pem_x509_certificate(data)
    else:
        cert = x509.load_der_x509_certificate(data)
    spki = cert.public_key().public_bytes(serialization.Encoding.DER,
                                          serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(spki).hexdigest()


def short_code(fingerprint: str) -> str:
    """The code a player compares with the host's screen: the fingerprint's first 80 bits
    in base32, as "ABCD-EFGH-IJKL-MNOP"."""
    raw = bytes.fromhex(fingerprint)[: CODE_GROUPS * CODE_GROUP_CHARS * 5 // 8]
    text = base64.b32encode(raw).decode("ascii")
    return "-".join(text[i:i + CODE_GROUP_CHARS]
                    for i in range(0, CODE_GROUPS * CODE_GROUP_CHARS, CODE_GROUP_CHARS))


@dataclass(frozen=True)
class HostKey:
    """The host's key pair and certificate (PEM) and where they are kept (None: memory)."""

    key_pem: bytes
    cert_pem: bytes
    directory: Path | None = None

    @property
    def fingerprint(self) -> str:
        return fingerprint_of_cert(self.cert_pem)

    @property
    def code(self) -> str:
        return short_code(self.fingerprint)

    @property
    def key_path(self) -> Path | None:
        return self.directory / KEY_FILE if self.directory is not None else None

    @classmethod
    def make(cls, directory: Path | None = None) -> HostKey:
        """A new key and its self-signed certificate (kept nowhere: ``directory`` only
        says where ``save`` puts it)."""
        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "dnmafia host")])
        now = datetime.datetime.now(datetime.UTC)
        cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                .public_key(key.public_key()).serial_number(x509.random_serial_number())
                .not_valid_before(now - datetime.timedelta(days=1))
                .not_valid_after(now + datetime.timedelta(days=CERT_DAYS))
                .sign(key, hashes.SHA256()))
        key_pem = key.private_bytes(serialization.Encoding.PEM,
                                    serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption())
        return cls(key_pem, cert.public_bytes(serialization.Encoding.PEM), directory)

    @classmethod
    def load(cls, directory: Path) -> HostKey:
        """The key kept in ``directory``; HostKeyError if it is damaged or unreadable."""
        key_path, cert_path = directory / KEY_FILE, directory / CERT_FILE
        try:
            key_pem, cert_pem = key_path.read_bytes(), cert_path.read_bytes()
        except OSError as exc:
            raise HostKeyError(f"cannot read the host key in {directory}: {exc}") from None
        try:
            key = serialization.load_pem_private_key(key_pem, password=None)
            cert = x509.load_pem_x509_certificate(cert_pem)
        except (ValueError, TypeError) as exc:
            raise HostKeyError(f"the host key in {directory} is damaged ({exc}); move "
                               f"{KEY_FILE} and {CERT_FILE} away to make a new one "
                               "(players who knew the old one will be warned)") from None
        if cert.public_key().public_bytes(
                serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        ) != key.public_key().public_bytes(
                serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo):
            raise HostKeyError(f"the host key in {directory} does not match its "
                               f"certificate; move {KEY_FILE} and {CERT_FILE} away")
        return cls(key_pem, cert_pem, directory)

    def save(self) -> None:
        """Write the files (the key private: 0600), each written whole or not at all."""
        if self.directory is None:
            raise HostKeyError("this host key has no directory to be kept in")
        self.directory.mkdir(parents=True, exist_ok=True)
        for name, data, mode in ((KEY_FILE, self.key_pem, 0o600),
                                 (CERT_FILE, self.cert_pem, 0o644)):
            path = self.directory / name
            temp = path.with_name(path.name + ".tmp")
            try:
                fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
                with os.fdopen(fd, "wb") as file:
                    file.write(data)
                with contextlib.suppress(OSError):
                    os.chmod(temp, mode)
                os.replace(temp, path)
            except OSError as exc:
                raise HostKeyError(f"cannot write the host key to {path}: {exc}") from None

    @classmethod
    def kept(cls, directory: Path | None = None) -> HostKey:
        """The host's key: loaded from ``directory`` (default: the config dir), made and
        saved there the first time. A damaged file raises HostKeyError (never replaced)."""
        directory = Path(directory) if directory is not None else config_dir()
        with _lock:  # two tables started at once in this process make one key
            if (directory / KEY_FILE).exists() or (directory / CERT_FILE).exists():
                return cls.load(directory)
            key = cls.make(directory)
            key.save()
            return key

    @classmethod
    def peek(cls, directory: Path | None = None) -> HostKey | None:
        """The key kept in ``directory`` if there is one (never made here: the doctor);
        HostKeyError if it is damaged."""
        directory = Path(directory) if directory is not None else config_dir()
        if not (directory / KEY_FILE).exists() and not (directory / CERT_FILE).exists():
            return None
        return cls.load(directory)
