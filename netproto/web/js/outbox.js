// The browser seat's outbox: its one request path (netproto/request_book.py's twin), no
// tap lost, none applied twice (docs/protocol.md, "Acts sent again"). Every request (an
// act, a question) stays here until the host answers it, once. A type that waits for the
// link (WAITS_FOR_LINK: an act) gets its own id and the phase it was made in; made while
// the link is down it waits and goes when the link is back; sent and not answered when the
// link dropped, it goes again under the same id (the host applies an id once, and refuses
// "phase_ended" an act whose phase has ended). Any other request is refused offline while
// the link is down (request gives null) and is lost when the link drops before its answer
// (lost() gives it back). Knows nothing of the page: the seat shows the entries
// (sending / waiting) and the answers. Imports nothing.

const ID_BYTES = 12;
// the request types that wait out a lost link (netproto.messages: Request.waits_for_link;
// tests/netproto/test_message_registry.py holds the two the same)
export const WAITS_FOR_LINK = new Set(["act"]);

function newId() {
  const bytes = new Uint8Array(ID_BYTES);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// the phase an act belongs to, as the host words it: "day 2", "vote 2 runoff", "night 0"
export function phaseStamp(view) {
  const clock = view?.clock;
  if (!clock || !clock.phase) return null;
  return `${clock.phase} ${clock.game_day ?? 0}${clock.runoff ? " runoff" : ""}`;
}

export const Entry = Object.freeze({ SENDING: "sending", WAITING: "waiting" });

export class Outbox {
  // send(message) → its seq, or null when the link is down (nothing sent);
  // changed() is told whenever the entries change
  constructor(send, changed) {
    this.send = send;
    this.changed = changed;
    this.entries = [];
  }

  // the requests that wait for the link (what the seat shows), in the order they were made
  get queued() {
    return this.entries.filter((e) => WAITS_FOR_LINK.has(e.type));
  }

  get size() {
    return this.queued.length;
  }

  // a new request of type t with its wire fields: sent now if the link is up; else an act
  // waits, another request is refused (null: nothing was sent); returns its entry
  request(t, fields, phase, extra = {}) {
    const waits = WAITS_FOR_LINK.has(t);
    const entry = { type: t, id: waits ? newId() : null, phase: waits ? phase : null, fields,
      seq: null, ...extra };
    this._try(entry);
    if (!waits && entry.seq === null) return null;
    this.entries.push(entry);
    if (waits) this.changed();
    return entry;
  }

  state(entry) {
    return entry.seq === null ? Entry.WAITING : Entry.SENDING;
  }

  // the host's ack or refused: the entry it answers (gone from the outbox), or null
  answer(message) {
    const index = this.entries.findIndex((e) => e.seq !== null && e.seq === message.seq);
    if (index < 0) return null;
    const [entry] = this.entries.splice(index, 1);
    if (WAITS_FOR_LINK.has(entry.type)) this.changed();
    return entry;
  }

  // the link dropped: what waits for the link and was sent waits to go again, same id;
  // every other request in flight is lost (returned: its fate shows in the next view)
  lost() {
    const lost = this.entries.filter((e) => !WAITS_FOR_LINK.has(e.type));
    this.entries = this.queued;
    if (!this.entries.some((e) => e.seq !== null)) return lost;
    for (const entry of this.entries) entry.seq = null;
    this.changed();
    return lost;
  }

  // the link is back (welcome): everything waiting goes, in the order it was made
  flush() {
    for (const entry of this.entries) if (entry.seq === null) this._try(entry);
    this.changed();
  }

  // the seat is left: nothing more goes
  clear() {
    this.entries = [];
    this.changed();
  }

  _try(entry) {
    const message = { t: entry.type, ...entry.fields };
    if (entry.id) message.id = entry.id;
    if (entry.phase) message.phase = entry.phase;
    entry.seq = this.send(message) ?? null;
  }
}
