"""The phone link's sealing layer (netproto.seal) and the host's kept key
(netproto.seal_key), sans I/O: the handshake, both directions in order, and every way a
message can be wrong — another key, truncated, replayed, reordered, tampered, dropped — an
error that breaks that link (nothing opened after it); a page without the key refused
unless the host allows unsealed phones; the key file made once, private, a damaged one
reported and kept."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from netproto.seal import Mode, PageSealer, Sealer, SealError, SealStep
from netproto.seal_key import SealKey, SealKeyError, from_b64url, host_seal_key, with_key


def pack(message: dict) -> bytes:
    return msgpack.packb(message, use_bin_type=True)


def handshake(key: SealKey | None = None) -> tuple[Sealer, PageSealer]:
    key = key or SealKey.generate()
    host, page = Sealer(key), PageSealer(key.public)
    step = host.incoming(page.hello())
    assert step.error is None and not step.messages and step.reply
    assert page.agree(step.reply)
    assert host.mode is Mode.SEALED
    return host, page


def opened(step: SealStep) -> list[dict]:
    assert step.error is None, step.error
    return [msgpack.unpackb(body) for body in step.messages]


def test_both_directions_carry_the_tables_messages_in_order() -> None:
    host, page = handshake()
    hello = pack({"t": "hello", "name": "Ann"})
    sealed = page.channel.seal(hello)
    assert hello not in sealed and b"Ann" not in sealed and len(sealed) == len(hello) + 16
    assert opened(host.incoming(sealed)) == [{"t": "hello", "name": "Ann"}]
    for n in range(5):
        view = pack({"t": "view", "role": "kira", "n": n})
        wire = host.outgoing(view)
        assert b"kira" not in wire
        assert msgpack.unpackb(page.channel.open(wire)) == {"t": "view", "role": "kira", "n": n}
    assert opened(host.incoming(page.channel.seal(pack({"t": "ping"})))) == [{"t": "ping"}]


def test_the_same_message_twice_looks_different_on_the_wire() -> None:
    _host, page = handshake()
    body = pack({"t": "ping"})
    assert page.channel.seal(body) != page.channel.seal(body)


def test_every_socket_has_its_own_keys() -> None:
    key = SealKey.generate()
    (_h1, p1), (_h2, p2) = handshake(key), handshake(key)
    assert p1.channel.send_key != p2.channel.send_key
    assert p1.channel.send_key != p1.channel.receive_key


def broken(host: Sealer, body: bytes) -> SealError:
    step = host.incoming(body)
    assert step.error is not None and not step.messages, step
    return step.error


def test_a_message_under_another_key_breaks_the_link() -> None:
    host, _page = handshake()
    _other_host, stranger = handshake()
    error = broken(host, stranger.channel.seal(pack({"t": "ping"})))
    assert error.code == "seal_broken"
    # broken for good: a right message after it is not opened either
    assert host.incoming(b"anything") == SealStep()


def test_a_page_with_another_hosts_key_gets_nothing_through() -> None:
    host = Sealer(SealKey.generate())
    page = PageSealer(SealKey.generate().public)  # a code of another host (or a forged one)
    assert page.agree(host.incoming(page.hello()).reply)
    assert broken(host, page.channel.seal(pack({"t": "hello"}))).code == "seal_broken"
    with pytest.raises(SealError):
        page.channel.open(host.outgoing(pack({"t": "welcome"})))


@pytest.mark.parametrize("damage", ["truncated", "tampered", "empty", "short", "appended"])
def test_a_damaged_message_breaks_the_link(damage: str) -> None:
    host, page = handshake()
    box = page.channel.seal(pack({"t": "act", "do": "vote", "target": "Gus"}))
    body = {"truncated": box[:-1], "tampered": box[:20] + bytes([box[20] ^ 1]) + box[21:],
            "empty": b"", "short": box[:15], "appended": box + b"\x00"}[damage]
    assert broken(host, body).code == "seal_broken"


def test_a_replayed_message_breaks_the_link() -> None:
    host, page = handshake()
    box = page.channel.seal(pack({"t": "act", "do": "vote"}))
    assert opened(host.incoming(box))
    assert broken(host, box).code == "seal_broken"


def test_reordered_or_dropped_messages_break_the_link() -> None:
    host, page = handshake()
    page.channel.seal(pack({"n": 1}))  # lost on the way
    second = page.channel.seal(pack({"n": 2}))
    assert broken(host, second).code == "seal_broken"  # the first never came
    host, page = handshake()
    first = page.channel.seal(pack({"n": 1}))
    second = page.channel.seal(pack({"n": 2}))
    host.incoming(first)
    assert opened(host.incoming(second)) == [{"n": 2}]


def test_the_hosts_messages_are_checked_by_the_page_the_same_way() -> None:
    host, page = handshake()
    a, b = host.outgoing(pack({"n": 1})), host.outgoing(pack({"n": 2}))
    with pytest.raises(SealError):
        page.channel.open(b)  # out of order
    assert msgpack.unpackb(page.channel.open(a)) == {"n": 1}
    with pytest.raises(SealError):
        page.channel.open(a)  # replayed
    with pytest.raises(SealError):
        page.channel.open(b[:-2])  # truncated


def test_a_page_without_the_key_is_refused_unless_the_host_allows_it() -> None:
    hello = pack({"t": "hello", "name": "Ann"})
    refused = broken(Sealer(SealKey.generate()), hello)
    assert refused.code == "unsealed" and "QR code" in refused.text
    host = Sealer(SealKey.generate(), allow_unsealed=True)
    assert opened(host.incoming(hello)) == [{"t": "hello", "name": "Ann"}]
    assert host.mode is Mode.PLAIN and host.outgoing(b"plain") == b"plain"
    # once plain, a later "seal" is just a message of the table (the session refuses it)
    assert host.incoming(PageSealer(host.key.public).hello()).messages


def test_nothing_is_sealed_before_the_handshake() -> None:
    host = Sealer(SealKey.generate())
    assert host.outgoing(b"error") == b"error"  # e.g. "crowded", before the page spoke


@pytest.mark.parametrize("seal", [
    {"t": "seal", "v": 2, "key": bytes(32)},
    {"t": "seal", "v": 1, "key": b"short"},
    {"t": "seal", "v": 1, "key": "a string"},
    {"t": "seal", "v": 1},
    {"t": "seal", "v": 1, "key": bytes(32)},  # a point of low order: no shared secret
])
def test_a_broken_seal_hello_is_malformed(seal: dict) -> None:
    assert broken(Sealer(SealKey.generate()), pack(seal)).code == "malformed"


def test_a_page_takes_only_the_hosts_answer() -> None:
    page = PageSealer(SealKey.generate().public)
    assert not page.agree(pack({"t": "error", "code": "crowded"}))
    assert not page.agree(b"\xc1")
    assert page.channel is None


def test_the_key_is_made_once_private_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "config" / "phone-seal.key"
    key = host_seal_key(path)
    assert path.is_file() and stat.S_IMODE(path.stat().st_mode) == 0o600
    again = host_seal_key(path)
    assert again.secret == key.secret and again.path == path
    url = with_key("http://10.0.0.5:8765/", key)
    assert url.startswith("http://10.0.0.5:8765/#k=")
    assert from_b64url(url.split("#k=", 1)[1]) == key.public
    assert with_key(url, key) == url
    assert len(key.fingerprint.replace(" ", "")) == 16


@pytest.mark.parametrize("text", ["", "not json", json.dumps({"kind": "other"}),
                                  json.dumps({"kind": "dnmafia-phone-seal-key", "secret": "AAAA"}),
                                  json.dumps([1, 2])])
def test_a_damaged_key_file_is_reported_and_kept(tmp_path: Path, text: str) -> None:
    path = tmp_path / "phone-seal.key"
    path.write_text(text)
    with pytest.raises(SealKeyError, match="damaged"):
        host_seal_key(path)
    assert path.read_text() == text  # never replaced behind the host's back


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=200), min_size=1, max_size=6), st.booleans(),
       st.booleans())
def test_any_bytes_give_a_step_never_an_exception(bodies: list[bytes], agreed: bool,
                                                  allow: bool) -> None:
    key = SealKey.generate()
    host = Sealer(key, allow_unsealed=allow)
    if agreed:
        page = PageSealer(key.public)
        assert page.agree(host.incoming(page.hello()).reply)
    for body in bodies:
        step = host.incoming(body)
        assert isinstance(step, SealStep)
        if agreed:  # random bytes never open under the agreed keys
            assert not step.messages


def test_hosts_making_the_key_at_once_all_get_the_one_kept(tmp_path: Path) -> None:
    import threading

    path = tmp_path / "phone-seal.key"
    keys: list[SealKey] = []
    threads = [threading.Thread(target=lambda: keys.append(host_seal_key(path)))
               for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    kept = host_seal_key(path)
    assert len(keys) == 8 and {k.secret for k in keys} == {kept.secret}
    assert [p.name for p in tmp_path.iterdir()] == ["phone-seal.key"]  # no leftovers


def test_a_key_that_cannot_be_written_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("")
    with pytest.raises(SealKeyError, match="cannot be (read|written)"):
        host_seal_key(blocker / "phone-seal.key")  # its folder is a file
