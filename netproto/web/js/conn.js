// The browser seat's link to the table: one WebSocket at /ws carrying one msgpack map per
// binary message (docs/protocol.md; the web seats of PROTOCOL.md). Owns the handshake
// (hello with patch "rfc6902"), the held view (full views and RFC 6902 patches, resync on
// a base mismatch), the seat token in localStorage (always the newest, per table id),
// the link's liveness (it asks with a ping when the host has been quiet, and gives a link
// up that stays silent: a dead link is known within 4.5 s — a close event never comes
// on one), and reconnecting by itself with a back-off (after sleep, a screen lock, a
// reload, a lost network) until the host closes the table (its bye says why). Knows
// nothing of the page: it reports through callbacks. Opened with the host's key (the QR
// code's #k=…), every socket is sealed (seal.js): a plain "seal" hello, the host's
// "sealed" answer, then the table's hello and everything else sealed; a message that does
// not open gives the socket up (and a new one is made, with new keys).
// Imports the vendored msgpack codec, the patch applier and the sealing layer only.

import { decode, encode } from "../vendor/msgpack/index.mjs";
import { applyPatch, PatchError } from "./patch.js";
import { hostKey, PageSealer, SealError } from "./seal.js";

const STORE = "dnmafia.seat";           // localStorage: {table id: {token, name, as}}
const LAST = "dnmafia.lastTable";       // the table id this page sat at last
const BACKOFF = [250, 500, 1000, 2000, 3000];
// liveness (ms): the host pings every 5 s and answers a ping at once
export const LINK = Object.freeze({
  check: 250,          // how often the link is looked at
  pingAfter: 1500,     // quiet this long: ask (a ping)
  answerWithin: 2500,  // a ping unanswered this long, and quiet for deadAfter: dead
  deadAfter: 4000,
  openWithin: 4000,    // a socket not open and welcomed this long after it was made: dead
});
// errors after which the link does not come back by itself
const FINAL = new Set(["proto_mismatch", "bad_password", "table_full", "name_taken",
  "name_unknown", "bad_token", "game_started", "malformed", "frame_too_large", "replaced",
  "kicked", "registration_refused", "reserves_full", "no_reserves", "name_lookalike",
  "unsealed", "wrong_key"]);

export const State = Object.freeze({
  IDLE: "idle", CONNECTING: "connecting", CONNECTED: "connected",
  LOST: "lost", CLOSED: "closed",
});

// the page root's data-link: online (welcomed), connecting (the first time), offline
export function linkWord(state) {
  if (state === State.CONNECTED) return "online";
  if (state === State.CONNECTING || state === State.IDLE) return "connecting";
  return "offline";
}

function readStore() {
  try { return JSON.parse(localStorage.getItem(STORE) || "{}") || {}; } catch { return {}; }
}

export function savedSeat(tableId) {
  const id = tableId ?? localStorage.getItem(LAST);
  if (!id) return null;
  const seat = readStore()[id];
  return seat && seat.token ? { table: id, ...seat } : null;
}

export function forgetSeat(tableId) {
  const store = readStore();
  delete store[tableId];
  localStorage.setItem(STORE, JSON.stringify(store));
  if (localStorage.getItem(LAST) === tableId) localStorage.removeItem(LAST);
}

function keepSeat(tableId, record) {
  const store = readStore();
  store[tableId] = record;
  localStorage.setItem(STORE, JSON.stringify(store));
  localStorage.setItem(LAST, tableId);
}

export class Connection {
  // hello: the fields of the first hello ({name, as, profile, reserve, password, token,
  // graveyard});
  // on: {state(state, detail), welcome(msg), view(view), answer(msg), error(msg)}
  constructor(hello, on) {
    this.hello = { ...hello };
    this.on = on;
    this.ws = null;
    this.state = State.IDLE;
    this.view = null;
    this.version = null;
    this.resyncing = false;
    this.seq = 0;
    this.attempt = 0;
    this.timer = null;
    this.watchdog = null;
    this.lastHeard = 0;
    this.lastPing = 0;
    this.welcomed = false;
    this.closeReason = null;  // the host closed the table: why (its bye)
    this.stopped = false;
    this.tableId = null;
    this.hostKey = hostKey();  // null: opened without the key (typed by hand): not sealed
    this.sealer = null;  // the current socket's, once a sealed one is opened
    this._onVisible = () => {
      if (document.visibilityState === "visible") this._wake();
    };
    // the device says the network is gone: the link is, whatever the socket says
    this._onOffline = () => { if (this.ws) this._dead(); };
    document.addEventListener("visibilitychange", this._onVisible);
    window.addEventListener("online", this._onVisible);
    window.addEventListener("pageshow", this._onVisible);
    window.addEventListener("offline", this._onOffline);
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws`;
  }

  open() {
    this.stopped = false;
    clearTimeout(this.timer);
    if (this.ws) return;
    this._setState(this.attempt === 0 && !this.view ? State.CONNECTING : State.LOST);
    let ws;
    try { ws = new WebSocket(this.url()); } catch { this._retry(); return; }
    ws.binaryType = "arraybuffer";
    this.ws = ws;
    this.seq = 0;
    this.version = null;
    this.resyncing = false;
    this.welcomed = false;
    this.lastHeard = Date.now();
    this.lastPing = 0;
    this._watch();  // also a socket that never opens (a frozen host accepts, then is silent)
    this.sealer = this.hostKey ? new PageSealer(this.hostKey) : null;
    ws.onopen = () => {
      this.lastHeard = Date.now();
      if (this.sealer) {  // the table's hello waits for the host's answer
        try { ws.send(encode(this.sealer.hello())); } catch { /* onclose follows */ }
        return;
      }
      this._hello();
    };
    ws.onmessage = (event) => this._receive(event.data);
    ws.onclose = () => this._closed(ws);
    ws.onerror = () => { /* onclose follows */ };
  }

  // sealed: the link's messages cannot be read or changed by others on the network
  get sealed() {
    return this.hostKey !== null;
  }

  _hello() {
    const hello = { t: "hello", proto: 1, app: "dnmafia-web/1", patch: "rfc6902",
      name: this.hello.name, as: this.hello.as || "player" };
    // a reconnect says how far the page's records reach: the first view catches up
    const since = this.hello.token ? this.on.since?.() : null;
    if (since) hello.since = since;
    for (const key of ["token", "password", "profile", "reserve", "graveyard", "player_id"]) {
      if (this.hello[key] !== undefined && this.hello[key] !== null && this.hello[key] !== "") {
        hello[key] = this.hello[key];
      }
    }
    this._send(hello);
  }

  // a seat or a spectator leaves for good (the page's "leave")
  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.watchdog);
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this._send({ t: "bye" });
    if (this.ws) this.ws.close();
    this.ws = null;
    document.removeEventListener("visibilitychange", this._onVisible);
    window.removeEventListener("online", this._onVisible);
    window.removeEventListener("pageshow", this._onVisible);
    window.removeEventListener("offline", this._onOffline);
    this._setState(State.CLOSED);
  }

  connected() {
    return this.state === State.CONNECTED;
  }

  // an act or a question; returns its seq, or null when not connected (nothing sent)
  request(message) {
    if (!this.connected()) return null;
    this.seq += 1;
    this._send({ ...message, seq: this.seq });
    return this.seq;
  }

  _send(message) {
    const sealer = this.sealer;
    if (sealer && !sealer.agreed) return;  // nothing goes before the keys are agreed
    try {
      const body = encode(message);
      this.ws.send(sealer ? sealer.seal(body) : body);
    } catch { /* the close handler reconnects */ }
  }

  _setState(state, detail) {
    this.state = state;
    this.on.state?.(state, detail);
  }

  _watch() {
    clearInterval(this.watchdog);
    this.watchdog = setInterval(() => this._check(), LINK.check);
  }

  // a quiet link is asked; one that stays silent is dead (its close event may never come)
  _check() {
    const ws = this.ws;
    if (!ws) return;
    const now = Date.now();
    const silent = now - this.lastHeard;
    if (ws.readyState !== WebSocket.OPEN || !this.welcomed) {
      if (silent > LINK.openWithin) this._dead();
      return;
    }
    // one ping per quiet spell; a timer throttled in a hidden tab asks first: only an
    // unanswered ping proves the link dead
    if (this.lastPing > this.lastHeard) {
      if (silent > LINK.deadAfter && now - this.lastPing > LINK.answerWithin) this._dead();
      return;
    }
    if (silent > LINK.pingAfter) {
      this.lastPing = now;
      this._send({ t: "ping" });
    }
  }

  // give the socket up at once and try again: no close event is awaited
  _dead() {
    const ws = this.ws;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try { ws.close(); } catch { /* already closing */ }
    this._closed(ws);
  }

  _wake() {
    if (this.stopped) return;
    if (!this.ws) { this.attempt = 0; this.open(); return; }
    // a phone back from sleep may hold a dead socket: ask now (the watchdog drops it)
    if (this.ws.readyState === WebSocket.OPEN && Date.now() - this.lastHeard > LINK.pingAfter) {
      this.lastPing = Date.now();
      this._send({ t: "ping" });
    }
  }

  _receive(data) {
    this.lastHeard = Date.now();
    if (!(data instanceof ArrayBuffer)) return;
    let body = new Uint8Array(data);
    const sealer = this.sealer;
    if (sealer && sealer.agreed) {
      try { body = sealer.open(body); } catch (error) {
        if (!(error instanceof SealError)) throw error;
        // before the welcome: the host has another key than the code's (a new key, an
        // old or a forged code); after it, a tampered or replayed message: a new socket
        if (!this.welcomed) this._error({ t: "error", code: "wrong_key", message: "" });
        this._dead();
        return;
      }
    }
    let message;
    try { message = decode(body); } catch { return; }
    if (!message || typeof message !== "object") return;
    if (sealer && !sealer.agreed) {  // plain: only the host's answer, or its refusal
      if (message.t === "sealed") {
        try { sealer.agree(message); } catch { this._dead(); return; }
        this._hello();
      } else if (message.t === "error") {
        this._error(message);
      }
      return;
    }
    switch (message.t) {
      case "welcome": this._welcome(message); break;
      case "view":
        this.view = message.view;
        this.version = message.version;
        this.resyncing = false;
        this.on.view?.(this.view);
        break;
      case "patch": this._patch(message); break;
      case "ping": this._send({ t: "pong" }); break;
      case "ack": case "refused": this.on.answer?.(message); break;
      case "error": this._error(message); break;
      case "bye":  // the host closed the table: nothing to come back to
        this.stopped = true;
        this.closeReason = typeof message.reason === "string" ? message.reason : "table_closed";
        this.on.closed?.(this.closeReason);
        break;
      default: break;
    }
  }

  _welcome(message) {
    this.attempt = 0;
    this.welcomed = true;
    const table = message.table || {};
    this.tableId = table.id || null;
    if (message.token && this.tableId) {
      this.hello.token = message.token;
      // the token alone reclaims the seat: the table's password is not kept
      keepSeat(this.tableId, { token: message.token, name: this.hello.name,
        as: this.hello.as || "player" });
    }
    // a registration is made once: a reconnect only shows the token
    delete this.hello.profile;
    delete this.hello.reserve;
    this._setState(State.CONNECTED);
    this.on.welcome?.(message);
  }

  _patch(message) {
    if (this.resyncing) return;
    if (this.view === null || message.base !== this.version) { this._resync(); return; }
    try {
      this.view = applyPatch(this.view, message.ops);
    } catch (error) {
      if (error instanceof PatchError || error instanceof TypeError) { this._resync(); return; }
      throw error;
    }
    this.version = message.version;
    this.on.view?.(this.view);
  }

  _resync() {
    this.resyncing = true;
    this._send({ t: "resync" });
  }

  _error(message) {
    const code = message.code || "";
    if (code === "bad_token" && this.tableId) forgetSeat(this.tableId);
    if (code === "bad_token" && !this.tableId) {
      const saved = savedSeat();
      if (saved && saved.token === this.hello.token) forgetSeat(saved.table);
    }
    if (FINAL.has(code)) this.stopped = true;
    if (code === "throttled" && message.retry_after) this.retryAfter = message.retry_after * 1000;
    this.on.error?.(message);
  }

  _closed(ws) {
    if (this.ws !== ws) return;
    this.ws = null;
    this.welcomed = false;
    clearInterval(this.watchdog);
    if (this.stopped) { this._setState(State.CLOSED); return; }
    this._retry();
  }

  _retry() {
    const wait = this.retryAfter || BACKOFF[Math.min(this.attempt, BACKOFF.length - 1)];
    this.retryAfter = 0;
    this.attempt += 1;
    this._setState(State.LOST);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), wait);
  }
}
