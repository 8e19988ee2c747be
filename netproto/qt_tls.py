"""TLS for the desktop link, in QtNetwork terms: the host's ``QSslConfiguration`` from its
``HostKey``, the client's, and the fingerprint of the key a socket met.

The certificate is self-signed, so Qt's own verification would refuse it: both sides set
``VerifyNone`` and the client checks the pin itself (``netproto.host_pins``) on
``encrypted``, before any frame is sent (``netproto.qt_client``). TLS sits below the frames:
the sans-I/O session never sees it. Must not import desktop or any Qt widget module.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import (
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslKey,
    QSslSocket,
)

from netproto.host_key import HostKey, fingerprint_of_cert

__all__ = ["client_configuration", "peer_fingerprint", "server_configuration"]

PROTOCOL = QSsl.SslProtocol.TlsV1_3OrLater  # both ends are this app: no older version


def server_configuration(key: HostKey) -> QSslConfiguration:
    config = QSslConfiguration.defaultConfiguration()
    config.setProtocol(PROTOCOL)
    config.setLocalCertificate(QSslCertificate(QByteArray(key.cert_pem), QSsl.EncodingFormat.Pem))
    config.setPrivateKey(QSslKey(QByteArray(key.key_pem), QSsl.KeyAlgorithm.Ec,
                                 QSsl.EncodingFormat.Pem, QSsl.KeyType.PrivateKey))
    config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)  # clients have no cert
    return config


def client_configuration() -> QSslConfiguration:
    config = QSslConfiguration.defaultConfiguration()
    config.setProtocol(PROTOCOL)
    # self-signed: Qt would refuse it; the pin is checked by the client on ``encrypted``
    config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    return config


def peer_fingerprint(socket: QSslSocket) -> str | None:
    """The fingerprint of the key the peer showed (None: no certificate, or not one)."""
    cert = socket.peerCertificate()
    if cert.isNull():
        return None
    try:
        return fingerprint_of_cert(bytes(cert.toDer().data()))
    except ValueError:
        return None
