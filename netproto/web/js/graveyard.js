// The graveyard tab of the browser seat: the room of the players out of the game and of
// the spectators who asked for it (docs/protocol.md, "The graveyard"). Owns the tab's
// records (kept beyond the view's window), its note, its lines — a spectator's marked as
// his — and its composer, whose text goes as a "say" on the graveyard channel. The tab
// shows only while the view carries the room: a living seat's never does. Imports the
// page's modules only.

import { h } from "./dom.js";
import { Log } from "./history.js";
import { t } from "./i18n.js";
import { section } from "./panels.js";
import { momentText } from "./words.js";

export const CHANNEL = "graveyard";

function line(event) {
  const p = event.params || {};
  const who = event.code === "graveyard_spectator"
    ? [h("b", { text: String(p.by ?? "") }), " ", h("i", { text: `(${t("EventLog", "spectator")})` }), h("b", { text: ": " })]
    : [h("b", { text: `${p.by}: ` })];
  return h("li", { class: "chat" }, event.at ? h("time", { text: momentText(event.at) }) : null,
    ...who, h("span", { text: String(p.text ?? "") }));
}

export class GraveyardRoom {
  // onSay(channel, input): the page sends the composer's text
  constructor(onSay) {
    this.log = new Log();
    this.open = false;  // the last view carried the room
    this.input = h("textarea", { name: "graveyard-say", rows: "2", maxlength: "1000" });
    this.button = h("button", { class: "primary", type: "button", "data-action": "graveyard-say",
      onclick: () => onSay(CHANNEL, this.input) });
    this.box = h("div", { class: "composer" }, this.input, this.button);
  }

  static shown(view) {
    return Boolean(view && view.graveyard);
  }

  // take the view's room; true when it has just opened to this page (he is out of the game)
  feed(view) {
    const room = view.graveyard;
    const opened = Boolean(room) && !this.open;
    this.open = Boolean(room);
    if (room && Array.isArray(room.channel)) this.log.merge(room.channel_from, room.channel);
    return opened;
  }

  // how many lines the room has had (for the tab's unread mark)
  count(view) {
    const room = view.graveyard;
    return room ? (room.channel_from || 0) + (room.channel || []).length : 0;
  }

  reset() {
    this.log.reset();
    this.open = false;
  }

  render(view) {
    this.input.placeholder = t("GraveyardTab", "Only the dead and the spectators read this…");
    this.button.textContent = t("GraveyardTab", "Send");
    const note = t("GraveyardTab", "The graveyard: the players out of the game and the spectators talk here. Nobody still in the game reads it, and nothing said here reaches them.");
    return [section(t("PlayerPanel", "Graveyard"), h("p", { class: "hint", text: note }),
      h("ol", { class: "record chatlog graveyard" }, this.log.items.map(line))),
    view.winner ? null : this.box];
  }
}
