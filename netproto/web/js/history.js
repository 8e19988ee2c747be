// The records a seat has seen, beyond the view's window: each log of the view (the public
// events, the seat's messages, the mafia channel) carries only its latest 100 records
// from an index (events_from, …); Log keeps what came before, so that the page shows the
// whole conversation, and says how far it reaches (the hello's "since" on a reconnect:
// docs/protocol.md, "Reconnect catch-up"). Imports nothing.

export const MAX_RECORDS = 2000;

export class Log {
  constructor() {
    this.from = 0;      // the absolute index of items[0]
    this.items = [];
  }

  end() {
    return this.from + this.items.length;
  }

  // the view's window: `items` starting at absolute index `from` (the view is right
  // about its window; what this log holds before it stays)
  merge(from, items) {
    if (!Array.isArray(items)) return;
    from = Number(from) || 0;
    if (this.items.length === 0 || from > this.end() || from + items.length < this.from) {
      this.from = from;          // nothing held, or a gap: history starts here
      this.items = items.slice();
    } else if (from >= this.from) {
      this.items = this.items.slice(0, from - this.from).concat(items);
    } else {
      this.items = items.concat(this.items.slice(from + items.length - this.from));
      this.from = from;
    }
    if (this.items.length > MAX_RECORDS) {
      const drop = this.items.length - MAX_RECORDS;
      this.items = this.items.slice(drop);
      this.from += drop;
    }
  }

  reset() {
    this.from = 0;
    this.items = [];
  }
}

// the logs of one seat, fed from each view
export class History {
  constructor() {
    this.events = new Log();
    this.messages = new Log();
    this.channel = new Log();
  }

  feed(view) {
    this.events.merge(view.events_from, view.events);
    if (Array.isArray(view.messages)) this.messages.merge(view.messages_from, view.messages);
    if (view.mafia && Array.isArray(view.mafia.channel)) this.channel.merge(view.mafia.channel_from, view.mafia.channel);
  }

  // the hello's "since": how many records of each caught-up log this page holds
  since() {
    const since = {};
    if (this.events.items.length) since.events = this.events.end();
    if (this.messages.items.length) since.messages = this.messages.end();
    return Object.keys(since).length ? since : null;
  }

  reset() {
    this.events.reset();
    this.messages.reset();
    this.channel.reset();
  }
}
