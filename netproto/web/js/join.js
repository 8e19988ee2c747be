// The joining screen of the browser seat: the table as a spectator's first look shows it
// (its name, rules, seats, whether it has a password or takes reserves), and the form —
// name, the character's profile (profession, appearance, character) and an optional
// gender, a reserve where the table takes reserves, the password where it has one — or
// "watch" as a spectator. Reads the table info only; hands the hello's fields to the page.
// Imports dom.js, i18n.js, settings.js (this phone's player id) and words.js only.

import { h, replaceChildren } from "./dom.js";
import { t } from "./i18n.js";
import { playerId } from "./settings.js";
import { linkError, presetName } from "./words.js";

const STATE_WORDS = {
  lobby: () => t("JoinPage", "Waiting for players"),
  running: () => t("JoinPage", "Game in progress"),
  over: () => t("JoinPage", "Game over"),
};

export class JoinScreen {
  // onJoin(hello fields): the reader asked to sit or watch
  constructor(onJoin) {
    this.onJoin = onJoin;
    this.table = null;
    this.reserved = [];
    this.error = "";
    this.root = h("div", { class: "join" });
    this.info = h("section", { class: "card table-info" });
    this.name = h("input", { type: "text", name: "name", maxlength: "32", autocomplete: "nickname",
      autocapitalize: "words", list: "reserved-names", required: true });
    this.names = h("datalist", { id: "reserved-names" });
    this.profession = h("input", { type: "text", name: "profession", maxlength: "60" });
    this.appearance = h("input", { type: "text", name: "appearance", maxlength: "60" });
    this.character = h("input", { type: "text", name: "character", maxlength: "60" });
    this.gender = h("select", { name: "gender" });
    this.reserve = h("input", { type: "checkbox", name: "reserve" });
    this.password = h("input", { type: "password", name: "password", maxlength: "200", autocomplete: "off" });
    this.labels = Object.fromEntries(["name", "profile", "profession", "appearance", "character",
      "gender", "reserve", "password", "note"].map((key) => [key, h("span")]));
    this.reserveRow = h("label", { class: "check" }, this.reserve, this.labels.reserve);
    this.passwordRow = h("label", { class: "field" }, this.labels.password, this.password);
    this.message = h("p", { class: "error", role: "alert" });
    this.hint = h("p", { class: "hint" });
    this.joinButton = h("button", { class: "primary big", type: "submit", "data-join": "player" });
    this.watchButton = h("button", { class: "secondary big", type: "button", "data-join": "spectator",
      onclick: () => this._submit("spectator") });
    this.form = h("form", { class: "card", autocomplete: "on" },
      h("label", { class: "field" }, this.labels.name, this.name), this.names,
      this.passwordRow,
      h("details", { class: "profile" }, h("summary", {}, this.labels.profile),
        h("label", { class: "field" }, this.labels.profession, this.profession),
        h("label", { class: "field" }, this.labels.appearance, this.appearance),
        h("label", { class: "field" }, this.labels.character, this.character),
        h("label", { class: "field" }, this.labels.gender, this.gender),
        h("p", { class: "hint" }, this.labels.note)),
      this.reserveRow, this.message, this.hint, this.joinButton, this.watchButton);
    this.form.addEventListener("submit", (event) => { event.preventDefault(); this._submit("player"); });
    this.reserve.addEventListener("change", () => this.render());
    this.root.append(this.info, this.form);
  }

  setTable(table, reserved = []) {
    this.table = table;
    this.reserved = reserved || [];
    this.render();
  }

  setError(code, message, retryAfter) {
    // "bad_password" to one who typed none: he was not wrong, the table needs one
    const shown = code === "bad_password" && !this.sentPassword ? "password_needed" : code;
    this.error = code ? linkError(shown, message, retryAfter) : "";
    if (code === "bad_password" && this.table) this.table = { ...this.table, password: true };
    if (code === "bad_password" && !this.table) this.needsPassword = true;
    this.render();
  }

  askPassword() {
    this.needsPassword = true;
    this.render();
  }

  _submit(as) {
    const name = this.name.value.trim();
    if (as === "player" && !name) { this.name.focus(); return; }
    const hello = { as, name: name || t("JoinPage", "Spectator") };
    // a spectator on this page also reads the graveyard (the board never asks for it)
    if (as === "spectator") hello.graveyard = true;
    if (!this.passwordRow.hidden && this.password.value) hello.password = this.password.value;
    this.sentPassword = Boolean(hello.password);
    if (as === "player") {
      const profile = {};
      for (const key of ["profession", "appearance", "character"]) {
        const value = this[key].value.trim();
        if (value) profile[key] = value;
      }
      if (this.gender.value) profile.gender = this.gender.value;
      if (Object.keys(profile).length) hello.profile = profile;
      if (!this.reserveRow.hidden && this.reserve.checked) hello.reserve = true;
      const id = playerId();
      if (id) hello.player_id = id;
    }
    this.error = "";
    this.onJoin(hello);
  }

  render() {
    const table = this.table;
    const l = this.labels;
    l.name.textContent = t("Launcher", "Your &name:").replace("&", "");
    this.name.placeholder = t("HostConsole", "your name");
    l.profile.textContent = t("JoinPage", "Your character (optional)");
    l.profession.textContent = t("JoinPage", "Profession");
    l.appearance.textContent = t("JoinPage", "Appearance");
    l.character.textContent = t("JoinPage", "Character");
    this.profession.placeholder = t("JoinPage", "e.g. a baker");
    this.appearance.placeholder = t("JoinPage", "e.g. tall, red scarf");
    this.character.placeholder = t("JoinPage", "e.g. cheerful, suspicious");
    l.gender.textContent = t("JoinPage", "Gender:");
    this.gender.title = t("JoinPage", "The table's texts about your character agree with it (he died, she died); not stated: they are worded without gender");
    const chosen = this.gender.value;
    replaceChildren(this.gender, h("option", { value: "", text: t("JoinPage", "not stated") }),
      h("option", { value: "male", text: t("JoinPage", "he") }),
      h("option", { value: "female", text: t("JoinPage", "she") }));
    this.gender.value = chosen;
    l.note.textContent = t("JoinPage", "The table sees your character in the lobby and the list of players.");
    l.reserve.textContent = t("JoinPage", "Register as a reserve");
    l.password.textContent = t("JoinPage", "Table password:");
    this.passwordRow.hidden = !(table?.password || this.needsPassword);
    this.reserveRow.hidden = !table?.takes_reserves;
    this.joinButton.textContent = this.reserve.checked && !this.reserveRow.hidden
      ? t("JoinPage", "Join as a reserve") : t("JoinPage", "Join the table");
    // after the start nobody new sits: only watching is left
    this.joinButton.hidden = Boolean(table && table.state && table.state !== "lobby");
    this.watchButton.textContent = t("JoinPage", "Watch");
    this.watchButton.title = t("JoinPage", "Follow the game on the public board, as a spectator");
    this.message.textContent = this.error;
    this.message.hidden = !this.error;
    replaceChildren(this.names, this.reserved.map((name) => h("option", { value: name })));
    let hint = "";
    const full = table && table.seats_total && table.seats_taken >= table.seats_total;
    if (table?.state === "over") hint = t("JoinPage", "The game is over: you can watch how it ended.");
    else if (table?.state === "running") hint = t("JoinPage", "The game has started: you can watch it.");
    else if (full) hint = table.takes_reserves ? t("JoinPage", "The table is full: register as a reserve, or watch it.")
      : t("JoinPage", "The table is full: you can watch it.");
    else if (this.reserved.length) hint = t("texts", "This table has seats only for its listed players.");
    this.hint.textContent = hint;
    this.hint.hidden = !hint;
    if (!table) { replaceChildren(this.info, h("h1", { text: t("JoinPage", "Join a table") })); return; }
    replaceChildren(this.info,
      h("h1", { text: table.name || "DN Mafia" }),
      h("p", { class: "meta" },
        h("span", { text: presetName(table.preset) }), " · ",
        h("span", { text: `${t("JoinPage", "Seats")}: ${table.seats_taken ?? "?"}/${table.seats_total ?? "?"}` }), " · ",
        h("span", { text: (STATE_WORDS[table.state] || (() => table.state))() })),
      table.password ? h("p", { class: "hint", text: t("JoinPage", "This table has a password") }) : null);
  }
}
