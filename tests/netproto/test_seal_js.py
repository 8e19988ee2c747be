"""The page's sealing (netproto/web/js/seal.js, on the vendored TweetNaCl) against the
host's (netproto.seal, on libsodium), under node: the same handshake and keys both ways,
and the page refusing what the host's side refuses — a tampered, replayed or out-of-order
message, one under another key — while the messages in order still open. The address's
fragment is read as the page reads it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import msgpack
import pytest

from netproto.seal import Sealer
from netproto.seal_key import SealKey

ROOT = Path(__file__).resolve().parents[2]
SEAL_JS = ROOT / "netproto" / "web" / "js" / "seal.js"
NACL = ROOT / "netproto" / "web" / "vendor" / "tweetnacl" / "nacl-fast.min.js"
NODE = shutil.which("node")

pytestmark = [pytest.mark.timeout(60),
              pytest.mark.skipif(NODE is None, reason="node is not installed")]

PAGE = """
// node loads the vendored file as CommonJS (a browser as a script, setting self.nacl):
// it is required here and put where the page finds it
const { createRequire } = await import("node:module");
globalThis.nacl = createRequire(import.meta.url)(process.argv[3]);
const { PageSealer, SealError, hostKey } = await import(process.argv[2]);
const readline = await import("node:readline");
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const next = async () => JSON.parse((await lines.next()).value);
const out = (o) => process.stdout.write(JSON.stringify(o) + "\\n");
const hex = (u) => Buffer.from(u).toString("hex");
const unhex = (s) => new Uint8Array(Buffer.from(s, "hex"));
const first = await next();
out({ bad: [hostKey(""), hostKey("#k=abc"), hostKey("#x=1")] });
const sealer = new PageSealer(hostKey(first.hash));
out({ pub: hex(sealer.public) });
sealer.agree({ v: 1, key: unhex((await next()).eph) });
out({ box: hex(sealer.seal(new TextEncoder().encode("hello from the page"))) });
for (;;) {
  const m = await next();
  if (m.end) break;
  try { out({ ok: new TextDecoder().decode(sealer.open(unhex(m.box))) }); }
  catch (e) { out({ error: e instanceof SealError ? "seal" : String(e) }); }
}
process.exit(0);
"""


class Page:
    def __init__(self, tmp_path: Path) -> None:
        script = tmp_path / "page.mjs"
        script.write_text(PAGE, encoding="utf-8")
        self.proc = subprocess.Popen([NODE, str(script), SEAL_JS.as_uri(), str(NACL)], text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def say(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def hear(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, "node said nothing"
        return json.loads(line)


def test_the_page_and_the_host_seal_alike(tmp_path: Path) -> None:
    key = SealKey.generate()
    host = Sealer(key)
    page = Page(tmp_path)
    try:
        page.say({"hash": "#" + key.fragment})
        assert page.hear() == {"bad": [None, None, None]}
        public = bytes.fromhex(page.hear()["pub"])
        step = host.incoming(msgpack.packb({"t": "seal", "v": 1, "key": public}))
        assert step.error is None
        page.say({"eph": msgpack.unpackb(step.reply)["key"].hex()})
        opened = host.incoming(bytes.fromhex(page.hear()["box"]))
        assert opened.messages == [b"hello from the page"], opened

        def to_page(box: bytes) -> dict:
            page.say({"box": box.hex()})
            return page.hear()

        first = host.outgoing(b"view 0")
        assert to_page(first) == {"ok": "view 0"}
        assert to_page(first) == {"error": "seal"}  # replayed
        second = host.outgoing(b"view 1")
        tampered = second[:-1] + bytes([second[-1] ^ 0x40])
        assert to_page(tampered) == {"error": "seal"}
        assert to_page(second[:10]) == {"error": "seal"}  # truncated
        assert to_page(second) == {"ok": "view 1"}
        host.outgoing(b"view 2")  # lost on the way
        assert to_page(host.outgoing(b"view 3")) == {"error": "seal"}  # out of order
        other = Sealer(SealKey.generate())
        stranger = other.outgoing(b"view 2")  # not agreed: plain, not a box of this key
        assert to_page(stranger) == {"error": "seal"}
        page.say({"end": True})
        assert page.proc.wait(10) == 0
    finally:
        page.proc.kill()
        page.proc.wait()
