// The spectator board (board.html): the projector's public board in any browser (a smart
// TV, a second laptop), from a spectator's public views only — the clock, the players with
// their public fate, the nominees and the vote, the latest events, the host's
// announcements, the end with its story; large text. Imports the page's modules only.

import { Connection, State } from "./conn.js";
import { h, replaceChildren } from "./dom.js";
import { currentLanguage, fill, loadTexts, onLanguage, setLanguage, t } from "./i18n.js";
import { endCard, hostCard, playersCard, recordList, rulesCard, section, voteCard } from "./panels.js";
import { gendersOf, hhmm, learnGlossary, linkError, phaseName, presetName } from "./words.js";

const STATE_TEXT = {
  [State.IDLE]: () => t("PlayerWindow", "○ Not connected"),
  [State.CONNECTING]: () => t("PlayerWindow", "○ Connecting…"),
  [State.CONNECTED]: () => t("PlayerWindow", "● Connected"),
  [State.LOST]: () => t("PlayerWindow", "◌ Connection lost — reconnecting…"),
  [State.CLOSED]: () => t("PlayerWindow", "✕ Disconnected"),
};

class Board {
  constructor() {
    this.view = null;
    this.state = State.IDLE;
    this.error = "";
    this.conn = null;
    this.badge = h("span", { class: "conn" });
    this.title = h("h1", { class: "board-title" });
    this.phase = h("span", { class: "phase" });
    this.clock = h("span", { class: "clock" });
    this.lang = h("button", { class: "lang", type: "button", onclick: () => setLanguage(currentLanguage() === "ru" ? "en" : "ru") });
    this.password = h("input", { type: "password", name: "password", maxlength: "200" });
    this.header = h("header", {}, h("div", { class: "bar" }, this.title, this.phase, this.clock,
      h("span", { class: "grow" }), this.badge, this.lang));
    this.body = h("main", { class: "board" });
    document.body.replaceChildren(this.header, this.body);
    onLanguage(() => this.render());
  }

  connect(password) {
    if (this.conn) this.conn.close();
    const hello = { name: t("JoinPage", "Spectator"), as: "spectator" };
    if (password) hello.password = password;
    this.conn = new Connection(hello, {
      state: (state) => { this.state = state; this.render(); },
      view: (view) => { this.view = view; learnGlossary(view); this.error = ""; this.render(); },
      error: (message) => { this.error = message.code; this.render(); },
    });
    this.conn.open();
  }

  render() {
    const view = this.view;
    this.lang.textContent = currentLanguage() === "ru" ? "EN" : "RU";
    this.badge.textContent = STATE_TEXT[this.state]();
    this.badge.className = `conn ${this.state}`;
    const table = view?.table || {};
    this.title.textContent = table.name ? `${table.name} · ${presetName(view.preset || table.preset)}` : "DN Mafia";
    const clock = view?.clock || {};
    document.body.dataset.phase = view?.kind === "lobby" ? "lobby" : clock.phase || "";
    this.phase.textContent = view?.kind === "lobby" ? phaseName("lobby") : clock.phase === "vote" && clock.runoff
      ? fill(t("ClockBar", "Runoff vote · day %1"), clock.game_day) : clock.phase
        ? `${phaseName(clock.phase)} · ${fill(t("moments", "day %1"), clock.game_day ?? 0)}` : "";
    this.clock.textContent = clock.minutes !== undefined
      ? fill(t("ClockBar", "Game clock: day %1, %2"), Math.floor(clock.minutes / 1440), hhmm(clock.minutes % 1440)) : "";
    if (this.error === "bad_password" || this.error === "throttled") {
      replaceChildren(this.body, section(t("JoinPage", "Table password:"),
        h("p", { class: "error", text: linkError(this.error) }), this.password,
        h("button", { class: "primary big", type: "button", text: t("JoinPage", "Watch"), onclick: () => this.connect(this.password.value) })));
      return;
    }
    if (!view) { replaceChildren(this.body, section(null, h("p", { class: "hint center", text: this.error ? linkError(this.error) : STATE_TEXT[this.state]() }))); return; }
    if (view.kind === "lobby") {
      const seats = (view.seats || []).map((s) => h("li", { class: "player" }, h("span", { class: "name", text: s.name })));
      replaceChildren(this.body,
        h("div", { class: "col" }, section(`${t("PublicBoard", "Players")} · ${table.seats_taken ?? seats.length}/${table.seats_total ?? "?"}`,
          h("p", { class: "hint", text: t("ClockBar", "Waiting for the host to start the game") }),
          h("ul", { class: "players board-players" }, seats))),
        h("div", { class: "col" }, rulesCard(view), hostCard(view)));
      return;
    }
    const events = (view.events || []).slice(-12);
    const over = view.winner ? endCard(view) : null;
    replaceChildren(this.body,
      over ? h("div", { class: "col wide" }, over) : null,
      h("div", { class: "col" }, voteCard(view), playersCard(view)),
      h("div", { class: "col" }, section(t("PublicBoard", "Latest events"), recordList(events, "record", gendersOf(view))), hostCard(view)));
    this.body.querySelector("ul.players")?.classList.add("board-players");
  }
}

await loadTexts();
const board = new Board();
board.render();
board.connect();
