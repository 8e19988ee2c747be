// What the seat can do, as the view says (its legal actions, their targets, the reasons
// of the others): the list of actions, and the notebook panel of its holder (write with
// the death time, circumstances and a light corpse; the eyes, lend, give away, destroy —
// each irreversible one asked again). The forms are built once and refreshed from each
// view, so a half-filled form survives the views that come meanwhile. Never computes a
// rule. Imports dom.js, i18n.js and words.js only.

import { confirmSheet, fillSelect, h, replaceChildren } from "./dom.js";
import { fill, t } from "./i18n.js";
import { actionLabel, momentText, reasonText, roleName } from "./words.js";

export const NOTEBOOK_ACTIONS = ["write", "eyes", "lend", "give_away", "destroy"];
const OWN_PLACE = new Set(["say", ...NOTEBOOK_ACTIONS]);

export function actionsOf(view) {
  return Array.isArray(view.actions) ? view.actions : [];
}

function voteIsFinal(me) {
  const left = me?.vote_changes_left;
  if (left === null || left === undefined) return false;
  const voted = Boolean(me.vote || me.abstained);
  return Number(left) <= (voted ? 1 : 0);
}

function targetSelect(name) {
  return h("select", { class: "targets", name, "aria-label": t("TargetChoice", "Choose…") });
}

// ------------------------------------------------------------------ the list of actions

export class ActionList {
  constructor(send) {
    this.send = send;
    this.root = h("section", { class: "card actions" });
    this.rows = new Map();
    this.title = h("h2");
    this.empty = h("p", { class: "hint" });
    this.list = h("div", { class: "action-rows" });
    this.reasons = h("ul", { class: "reasons" });
    this.root.append(this.title, this.empty, this.list, this.reasons);
  }

  _row(action) {
    const select = targetSelect(action);
    const roles = h("select", { class: "roles", name: `${action}-role` });
    const button = h("button", { class: "primary", type: "button", "data-action": action });
    const row = { action, select, roles, button, element: h("div", { class: "action-row" }, select, roles, button) };
    button.addEventListener("click", () => this._go(row));
    this.rows.set(action, row);
    return row;
  }

  async _go(row) {
    const fields = {};
    if (row.hasTargets) {
      if (!row.select.value) { row.select.focus(); row.select.classList.add("want"); return; }
      fields.target = row.select.value;
    }
    if (row.hasRoles && row.roles.value) fields.role = row.roles.value;
    if (row.action === "vote" && this.final) {
      const yes = await confirmSheet(t("texts", "Cast a vote"),
        fill(t("TargetAction", "Your vote for %1 cannot be changed. Cast it?"), fields.target),
        t("TargetAction", "Cast the vote"), t("TargetAction", "Cancel"));
      if (!yes) return;
    }
    this.send(row.action, fields);
  }

  update(view, readOnly) {
    this.title.textContent = t("PlayerPanel", "What you can do now");
    const rows = readOnly ? [] : actionsOf(view).filter((r) => !OWN_PLACE.has(r.action));
    this.final = voteIsFinal(view.me);
    const legal = rows.filter((r) => r.legal);
    const wanted = new Set(legal.map((r) => r.action));
    for (const [action, row] of this.rows) if (!wanted.has(action)) { row.element.remove(); this.rows.delete(action); }
    for (const r of legal) {
      const row = this.rows.get(r.action) || this._row(r.action);
      row.button.textContent = actionLabel(r.action);
      row.hasTargets = Array.isArray(r.targets);
      row.select.hidden = !row.hasTargets;
      if (row.hasTargets) fillSelect(row.select, r.targets, t("TargetChoice", "Choose…"));
      row.hasRoles = Array.isArray(r.roles);
      row.roles.hidden = !row.hasRoles;
      if (row.hasRoles) fillSelect(row.roles, r.roles.map((w) => [w, roleName(w)]), t("TargetChoice", "Choose…"));
      this.list.append(row.element);
    }
    this.empty.textContent = t("PlayerPanel", "Nothing to do right now.");
    this.empty.hidden = legal.length > 0;
    replaceChildren(this.reasons, rows.filter((r) => !r.legal && r.reason).map((r) =>
      h("li", {}, h("b", { text: actionLabel(r.action) }), ` — ${reasonText(r.reason)}`)));
    this.root.hidden = readOnly;
  }
}

// ------------------------------------------------------------------ the notebook

function momentFields(prefix) {
  const day = h("input", { type: "number", min: "0", max: "999", inputmode: "numeric", class: "day", name: `${prefix}-day`,
    "aria-label": t("moments", "day %1").replace("%1", "").trim() });
  const time = h("input", { type: "time", class: "time", name: `${prefix}-time`, value: "12:00" });
  return { day, time, element: h("div", { class: "moment" }, day, time) };
}

function momentValue(fields) {
  const day = Math.max(0, parseInt(fields.day.value || "0", 10) || 0);
  const time = /^\d{2}:\d{2}/.test(fields.time.value) ? fields.time.value.slice(0, 5) : "00:00";
  return `d${day} ${time}`;
}

export class NotebookPanel {
  constructor(send) {
    this.send = send;
    this.dayDefaulted = false;
    const label = (text, input) => h("label", { class: "field" }, h("span", { text }), input);
    this.title = h("h2");
    this.status = h("div", { class: "nb-status" });
    this.writeTarget = targetSelect("write-target");
    this.timed = h("input", { type: "checkbox", name: "death-timed" });
    this.deathAt = momentFields("death");
    this.circumstances = h("input", { type: "text", name: "circumstances", maxlength: "200" });
    this.light = h("input", { type: "checkbox", name: "light-corpse" });
    this.writeButton = h("button", { class: "primary", type: "button", "data-action": "write", onclick: () => this._write() });
    this.writeReason = h("p", { class: "reason" });
    this.labels = {};
    this.labels.name = h("span");
    this.labels.timed = h("span");
    this.labels.circ = h("span");
    this.labels.light = h("span");
    this.writeForm = h("div", { class: "nb-form" },
      h("label", { class: "field" }, this.labels.name, this.writeTarget),
      h("label", { class: "check" }, this.timed, this.labels.timed),
      this.deathAt.element,
      h("label", { class: "field" }, this.labels.circ, this.circumstances),
      h("label", { class: "check" }, this.light, this.labels.light),
      this.writeButton, this.writeReason);
    this.timed.addEventListener("change", () => this._toggle());
    this.eyesButton = h("button", { class: "secondary", type: "button", "data-action": "eyes", onclick: () => this._eyes() });
    this.eyesReason = h("p", { class: "reason" });
    this.lendTo = targetSelect("lend-to");
    this.until = momentFields("until");
    this.later = h("input", { type: "checkbox", name: "lend-later" });
    this.from = momentFields("from");
    this.labels.to = h("span");
    this.labels.until = h("span");
    this.labels.later = h("span");
    this.lendButton = h("button", { class: "primary", type: "button", "data-action": "lend", onclick: () => this._lend() });
    this.lendReason = h("p", { class: "reason" });
    this.laterRow = h("div", {}, h("label", { class: "check" }, this.later, this.labels.later), this.from.element);
    this.later.addEventListener("change", () => this._toggle());
    this.lendForm = h("div", { class: "nb-form" },
      h("label", { class: "field" }, this.labels.to, this.lendTo),
      h("div", { class: "field" }, this.labels.until, this.until.element),
      this.laterRow, this.lendButton, this.lendReason);
    this.giveButton = h("button", { class: "secondary danger", type: "button", "data-action": "give_away", onclick: () => this._give() });
    this.destroyButton = h("button", { class: "secondary danger", type: "button", "data-action": "destroy", onclick: () => this._destroy() });
    this.otherReason = h("p", { class: "reason" });
    this.entries = h("div", { class: "nb-entries" });
    this.root = h("section", { class: "card notebook" }, this.title, this.status, this.writeForm,
      h("div", { class: "row" }, this.eyesButton), this.eyesReason, this.lendForm,
      h("div", { class: "row" }, this.giveButton, this.destroyButton), this.otherReason, this.entries);
    this._toggle();
  }

  _toggle() {
    this.deathAt.element.hidden = !this.timed.checked;
    this.from.element.hidden = !this.later.checked;
  }

  _button(button, reasonLabel, row, readOnly) {
    button.hidden = !row;
    const legal = Boolean(row?.legal) && !readOnly;
    button.disabled = !legal;
    const reason = row && !row.legal ? reasonText(row.reason) : "";
    if (reasonLabel) { reasonLabel.textContent = reason; reasonLabel.hidden = !reason; }
    return reason;
  }

  update(view, readOnly) {
    const book = view.notebook;
    this.root.hidden = !book;
    if (!book) return;
    const rows = Object.fromEntries(actionsOf(view).filter((r) => NOTEBOOK_ACTIONS.includes(r.action)).map((r) => [r.action, r]));
    this.title.textContent = t("NotebookPanel", "Death Note");
    const status = [];
    if (book.holding) status.push(book.owner ? t("NotebookPanel", "You own the notebook.") : t("NotebookPanel", "You hold a borrowed notebook."));
    if (book.holding || book.owner) {
      status.push(book.eyes ? t("NotebookPanel", "You have the eyes: you may write anybody at any time.")
        : t("NotebookPanel", "No eyes: only nominees, in the write window."));
    }
    if (book.holding && book.written_today !== undefined) {
      status.push(fill(t("NotebookPanel", "Names written today: %1 of 1."), Number(book.written_today || 0)));
    }
    if (book.loan) {
      status.push(fill(t("NotebookPanel", "Lent to %1 from %2 until %3."), book.loan.to,
        momentText(book.loan.from) || t("NotebookPanel", "at once"), momentText(book.loan.until)));
    }
    replaceChildren(this.status, status.map((line) => h("p", { text: line })));
    // the labels, in the page's language
    this.labels.name.textContent = t("NotebookPanel", "Name:");
    this.labels.timed.textContent = t("NotebookPanel", "Set the death time (game day, time)");
    this.labels.circ.textContent = t("NotebookPanel", "Circumstances (optional):");
    this.circumstances.placeholder = t("NotebookPanel", "e.g. falls asleep and never wakes up");
    this.labels.light.textContent = t("NotebookPanel", "Light corpse (his role is shown)");
    this.writeButton.textContent = t("NotebookPanel", "Write");
    this.eyesButton.textContent = t("NotebookPanel", "Eyes…");
    this.labels.to.textContent = t("NotebookPanel", "Lend to:");
    this.labels.until.textContent = t("NotebookPanel", "Until (game day, time):");
    this.labels.later.textContent = t("NotebookPanel", "Start later (game day, time):");
    this.lendButton.textContent = t("NotebookPanel", "Lend the notebook");
    this.giveButton.textContent = t("NotebookPanel", "Give away…");
    this.destroyButton.textContent = t("NotebookPanel", "Destroy…");
    const now = /^d(\d+)/.exec(view.clock?.now || "");
    if (now && !this.dayDefaulted) {
      for (const f of [this.deathAt, this.until, this.from]) f.day.value = now[1];
      this.dayDefaulted = true;
    }
    const write = rows.write;
    this.writeForm.hidden = !write;
    this._button(this.writeButton, this.writeReason, write, readOnly);
    if (write) {
      fillSelect(this.writeTarget, write.targets || [], t("TargetChoice", "Choose…"));
      this.writeTarget.disabled = !write.legal || readOnly;
    }
    this._button(this.eyesButton, this.eyesReason, rows.eyes, readOnly);
    const lend = rows.lend;
    this.lendForm.hidden = !lend;
    this._button(this.lendButton, this.lendReason, lend, readOnly);
    if (lend) {
      fillSelect(this.lendTo, lend.targets || [], t("TargetChoice", "Choose…"));
      this.lendTo.disabled = !lend.legal || readOnly;
    }
    this.laterRow.hidden = !(view.rules || {}).lend_start_time;
    const give = this._button(this.giveButton, null, rows.give_away, readOnly);
    const destroy = this._button(this.destroyButton, null, rows.destroy, readOnly);
    const reason = give || destroy;
    this.otherReason.textContent = reason;
    this.otherReason.hidden = !reason;
    const entries = book.entries || [];
    replaceChildren(this.entries, entries.length ? h("table", {},
      h("tr", {}, [t("NotebookPanel", "Name"), t("NotebookPanel", "Written"), t("NotebookPanel", "Death"),
        t("NotebookPanel", "Circumstances")].map((head) => h("th", { text: head }))),
      entries.map((e) => h("tr", {},
        h("td", { text: e.target }), h("td", { text: momentText(e.written_at) }),
        h("td", { text: momentText(e.death_at) || t("NotebookPanel", "at once") }),
        h("td", { text: e.circumstances || "" })))) : null);
  }

  // a name was written: the form is ready for the next one
  written() {
    this.writeTarget.value = "";
    this.circumstances.value = "";
    this.light.checked = false;
    this.timed.checked = false;
    this._toggle();
  }

  _write() {
    if (!this.writeTarget.value) { this.writeTarget.focus(); this.writeTarget.classList.add("want"); return; }
    const fields = { target: this.writeTarget.value };
    if (this.timed.checked) fields.death_at = momentValue(this.deathAt);
    const circumstances = this.circumstances.value.trim();
    if (circumstances) fields.circumstances = circumstances;
    if (this.light.checked) fields.light_corpse = true;
    this.send("write", fields);
  }

  async _eyes() {
    if (await confirmSheet(t("NotebookPanel", "Take the eyes"),
      t("NotebookPanel", "Taking the shinigami eyes is irreversible. You will be able to write anybody at any time. Take them?"),
      t("NotebookPanel", "Take the eyes"), t("JoinPage", "Cancel"))) this.send("eyes", {});
  }

  _lend() {
    if (!this.lendTo.value) { this.lendTo.focus(); this.lendTo.classList.add("want"); return; }
    const fields = { to: this.lendTo.value, until: momentValue(this.until) };
    if (!this.laterRow.hidden && this.later.checked) fields.from = momentValue(this.from);
    this.send("lend", fields);
  }

  async _give() {
    if (await confirmSheet(t("NotebookPanel", "Give the notebook away"),
      t("NotebookPanel", "The notebook leaves your hands for good and goes to a random living player. Give it away?"),
      t("NotebookPanel", "Give the notebook away"), t("JoinPage", "Cancel"))) this.send("give_away", {});
  }

  async _destroy() {
    if (await confirmSheet(t("NotebookPanel", "Destroy the notebook"),
      t("NotebookPanel", "The notebook will be destroyed for good. Destroy it?"),
      t("NotebookPanel", "Destroy the notebook"), t("JoinPage", "Cancel"))) this.send("destroy", {});
  }
}
