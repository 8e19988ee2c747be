"""The host's TLS key (netproto.host_key): made once and kept (the key private), loaded
the same the next time, a damaged file reported and never replaced; the fingerprint and
the short code players compare."""

from __future__ import annotations

import re
import stat

import pytest

from netproto.host_key import CERT_FILE, KEY_FILE, HostKey, HostKeyError, short_code


def test_the_key_is_made_once_kept_private_and_loaded_the_same(tmp_path) -> None:
    made = HostKey.kept(tmp_path)
    assert stat.S_IMODE((tmp_path / KEY_FILE).stat().st_mode) == 0o600
    assert HostKey.load(tmp_path) == made
    assert HostKey.kept(tmp_path).fingerprint == made.fingerprint
    assert HostKey.peek(tmp_path) == made
    assert re.fullmatch(r"[0-9a-f]{64}", made.fingerprint)
    assert re.fullmatch(r"([A-Z2-7]{4}-){3}[A-Z2-7]{4}", made.code)
    assert HostKey.make().fingerprint != made.fingerprint


def test_no_key_is_made_by_looking(tmp_path) -> None:
    assert HostKey.peek(tmp_path) is None
    assert not (tmp_path / KEY_FILE).exists()


@pytest.mark.parametrize("damage", ["garbage key", "no cert", "another cert"])
def test_a_damaged_key_is_reported_and_never_replaced(tmp_path, damage: str) -> None:
    HostKey.kept(tmp_path)
    if damage == "garbage key":
        (tmp_path / KEY_FILE).write_bytes(b"-----BEGIN PRIVATE KEY-----\nnope\n")
    elif damage == "no cert":
        (tmp_path / CERT_FILE).unlink()
    else:
        (tmp_path / CERT_FILE).write_bytes(HostKey.make().cert_pem)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with pytest.raises(HostKeyError, match=str(tmp_path)):
        HostKey.load(tmp_path)
    with pytest.raises(HostKeyError):
        HostKey.kept(tmp_path)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_the_short_code_is_the_fingerprint_s_first_80_bits() -> None:
    assert short_code("00" * 32) == "AAAA-AAAA-AAAA-AAAA"
    assert short_code("ff" * 10 + "00" * 22) == "7777-7777-7777-7777"
