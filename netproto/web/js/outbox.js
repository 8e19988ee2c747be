// The browser seat's outbox: no tap lost, none applied twice (docs/protocol.md, "Acts sent
// again"). Every act gets its own id and the phase it was made in; it stays here until the
// host answers it. Made while the link is down it waits and goes when the link is back;
// sent and not answered when the link dropped, it goes again under the same id (the host
// applies an id once, and refuses "phase_ended" an act whose phase has ended). Knows
// nothing of the page: the seat shows the entries (sending / waiting) and the answers.
// Imports nothing.

const ID_BYTES = 12;

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

  get size() {
    return this.entries.length;
  }

  // a new act: sent now if the link is up, else it waits; returns its entry
  add(action, fields, phase, extra = {}) {
    const entry = { id: newId(), phase, action, fields, seq: null, ...extra };
    this.entries.push(entry);
    this._try(entry);
    this.changed();
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
    this.changed();
    return entry;
  }

  // the link dropped: what was sent and not answered waits to go again, same id
  lost() {
    if (!this.entries.some((e) => e.seq !== null)) return;
    for (const entry of this.entries) entry.seq = null;
    this.changed();
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
    const message = { t: "act", do: entry.action, ...entry.fields, id: entry.id };
    if (entry.phase) message.phase = entry.phase;
    entry.seq = this.send(message) ?? null;
  }
}
