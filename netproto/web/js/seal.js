// The page's side of the sealed link (netproto/seal.py is the host's, and says the
// protocol): the host's public key from the address's fragment (#k=…, which a browser
// never sends), an ephemeral key pair per socket, the plain "seal" hello, the two keys
// derived from the host's "sealed" answer, and every later message sealed with
// XSalsa20-Poly1305 under an implicit counter nonce per direction. A message that does not
// open (tampered, replayed, out of order) throws SealError: the link is given up.
// Imports the vendored TweetNaCl (a classic script: it sets self.nacl) only.

import "../vendor/tweetnacl/nacl-fast.min.js";

const nacl = globalThis.nacl;
const VERSION = 1;
const LABEL = new TextEncoder().encode("dnmafia phone seal v1");
const KEY_BYTES = 32;

export class SealError extends Error {}

// the host's public key the page was opened with (#k=<base64url>), or null
export function hostKey(hash = globalThis.location?.hash || "") {
  const field = new URLSearchParams(hash.replace(/^#/, "")).get("k");
  if (!field) return null;
  try {
    const text = atob(field.replace(/-/g, "+").replace(/_/g, "/") +
      "=".repeat((4 - (field.length % 4)) % 4));
    const key = Uint8Array.from(text, (c) => c.charCodeAt(0));
    return key.length === KEY_BYTES ? key : null;
  } catch {
    return null;
  }
}

function nonce(counter) {
  const n = new Uint8Array(nacl.secretbox.nonceLength);
  let c = counter;
  for (let i = n.length - 1; i >= n.length - 8; i -= 1) {
    n[i] = c % 256;
    c = Math.floor(c / 256);
  }
  return n;
}

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

export class PageSealer {
  constructor(hostPublic) {
    this.hostPublic = hostPublic;
    this.secret = nacl.randomBytes(KEY_BYTES);
    this.public = nacl.scalarMult.base(this.secret);
    this.sendKey = null;
    this.receiveKey = null;
    this.sent = 0;
    this.received = 0;
  }

  get agreed() { return this.sendKey !== null; }

  // the first message's fields: {t: "seal", v, key}
  hello() { return { t: "seal", v: VERSION, key: this.public }; }

  // the host's plain answer {t: "sealed", v, key}: derive both directions' keys
  agree(message) {
    const ephemeral = message && message.key;
    if (message?.v !== VERSION || !(ephemeral instanceof Uint8Array) ||
        ephemeral.length !== KEY_BYTES) throw new SealError("not a sealed answer");
    const kept = nacl.scalarMult(this.secret, this.hostPublic);
    const fresh = nacl.scalarMult(this.secret, ephemeral);
    if (kept.every((b) => b === 0) || fresh.every((b) => b === 0)) {
      throw new SealError("a sealing key of low order");
    }
    const okm = nacl.hash(concat(LABEL, kept, fresh, this.public, this.hostPublic, ephemeral));
    this.sendKey = okm.slice(0, 32);
    this.receiveKey = okm.slice(32, 64);
  }

  seal(body) {
    const box = nacl.secretbox(body, nonce(this.sent), this.sendKey);
    this.sent += 1;
    return box;
  }

  open(box) {
    const body = nacl.secretbox.open(box, nonce(this.received), this.receiveKey);
    if (!body) throw new SealError("a sealed message did not open");
    this.received += 1;
    return body;
  }
}
