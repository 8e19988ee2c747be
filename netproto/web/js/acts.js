// What the seat can do, as the view says (its legal actions, their targets, the reasons
// of the others): the list of actions, and the notebook panel of its holder (write with
// the death time, circumstances and a light corpse; the eyes, lend, give away, destroy).
// Each row says where it goes (its ``place``, engine/act_places.py: the list, the
// concession apart below it, the notebook, the chat box), in what order (the rows come
// sorted by ``group``) and whether it can be undone: an act the row marks
// ``irreversible`` (a vote or an abstention too when it is the day's last change) is asked
// again, naming what happens; concede sits apart from the night's acts, never a primary
// button beside them. The forms are built once and refreshed from each view, and a row
// already in its place is never moved, so a half-filled form and the focus survive the
// views that come meanwhile. Never computes a rule. Imports dom.js, i18n.js and words.js
// only.

import { confirmSheet, fillSelect, h, keepChildren, replaceChildren } from "./dom.js";
import { fill, t } from "./i18n.js";
import { actionLabel, momentText, reasonText, roleName } from "./words.js";

// the places (a row's ``place``) whose acts the list shows; "concession" goes apart
const LIST_PLACES = new Set(["nominations", "vote", "night", "concession"]);

export function actionsOf(view) {
  return Array.isArray(view.actions) ? view.actions : [];
}

// what an irreversible act does, as its confirmation says it: title, text, "yes"
const ASK = {
  concede: (f) => [t("texts", "Concede defeat"),
    t("web", "You concede for good: it cannot be taken back. Once every living mafioso has conceded (and no maniac lives), the town wins. Concede?"),
    t("texts", "Concede defeat")],
  don_strike: (f) => [t("texts", "Don strike"),
    fill(t("web", "The Don strikes %1 tonight: neither the doctor nor a vest saves the target. Strike?"), f.target),
    t("texts", "Don strike")],
  strike: (f) => [t("texts", "Lawyer strike"),
    fill(t("web", "If %1's role is «%2», %1 dies tonight, and neither the doctor nor a vest saves the target. If not, your family may pay for the miss. Strike?"),
      f.target, roleName(f.role)),
    t("texts", "Lawyer strike")],
  vote: (f) => [t("texts", "Cast a vote"),
    fill(t("TargetAction", "Your vote for %1 cannot be changed. Cast it?"), f.target),
    t("TargetAction", "Cast the vote")],
  abstain: () => [t("texts", "Abstain"),
    t("web", "You will not be able to change your abstention. Abstain?"), t("texts", "Abstain")],
  // the eyes' cost, as the desktop's notebook says it (RULES.md §3.1, §3.5)
  eyes: () => [t("NotebookPanel", "Take the eyes"),
    t("NotebookPanel", "Taking the shinigami eyes cannot be undone. You may then write anybody at any time — and from then on, whenever you hold the notebook, L's check sees you as Kira and the mafia's search finds the notebook on you. If you own the notebook, you play for Kira's side alone from then on. Take the eyes?"),
    t("NotebookPanel", "Take the eyes")],
  // the borrower learns neither by whom nor until when (RULES.md §3.3)
  lend: (f) => [t("NotebookPanel", "Lend the notebook"),
    fill(t("NotebookPanel", "Lend the notebook to %1 %2? Until it comes back you cannot write, and you cannot take it back sooner. %1 is told only that a notebook was handed over for a while — not by whom, nor until when."),
      f.to, f.from ? fill(t("NotebookPanel", "from %1 until %2"), momentText(f.from), momentText(f.until))
        : fill(t("NotebookPanel", "from now until %2"), "", momentText(f.until))),
    t("NotebookPanel", "Lend the notebook")],
  give_away: () => [t("NotebookPanel", "Give the notebook away"),
    t("NotebookPanel", "The notebook leaves your hands for good and goes to a random living player. Give it away?"),
    t("NotebookPanel", "Give the notebook away")],
  destroy: () => [t("NotebookPanel", "Destroy the notebook"),
    t("NotebookPanel", "The notebook will be destroyed for good. Destroy it?"),
    t("NotebookPanel", "Destroy the notebook")],
};

// a name in the notebook cannot be crossed out: the page asks first, naming whom and when
// (a death time, else at once with the eyes by day, else in the night: RULES.md §3.1)
function askWrite(f, eyesByDay) {
  const when = f.death_at ? fill(t("NotebookPanel", "%1 dies at %2."), f.target, momentText(f.death_at))
    : eyesByDay ? fill(t("NotebookPanel", "%1 dies at once."), f.target)
      : fill(t("NotebookPanel", "%1 dies tonight; the morning's newspaper tells it."), f.target);
  return confirmSheet(t("NotebookPanel", "Write a name"),
    `${fill(t("NotebookPanel", "Write %1 in the Death Note?"), f.target)}\n\n${when} ${t("NotebookPanel", "A written name cannot be crossed out.")}`,
    t("NotebookPanel", "Write"), t("JoinPage", "Cancel"));
}

// true when the act may go: at once for an act that can be undone, else once the player
// has said yes to what it does
export async function askFirst(row, fields) {
  if (!row?.irreversible) return true;
  const [title, text, yes] = (ASK[row.action] || (() => [actionLabel(row.action),
    fill(t("web", "«%1» cannot be undone. Go on?"), actionLabel(row.action)), actionLabel(row.action)]))(fields);
  return confirmSheet(title, text, yes, t("JoinPage", "Cancel"));
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
    // the acts that end something for good and are nobody's night act (concede): apart,
    // below everything, never a primary button
    this.grave = h("div", { class: "grave" });
    this.root.append(this.title, this.empty, this.list, this.reasons, this.grave);
  }

  _row(action) {
    const select = targetSelect(action);
    const roles = h("select", { class: "roles", name: `${action}-role`, "aria-label": t("PlayerPanel", "Your role") });
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
    if (!await askFirst(row.legalRow, fields)) return;
    this.send(row.action, fields);
  }

  update(view, readOnly) {
    this.title.textContent = t("PlayerPanel", "What you can do now");
    const rows = readOnly ? [] : actionsOf(view).filter((r) => LIST_PLACES.has(r.place));
    const legal = rows.filter((r) => r.legal);
    const wanted = new Set(legal.map((r) => r.action));
    for (const [action, row] of this.rows) if (!wanted.has(action)) { row.element.remove(); this.rows.delete(action); }
    const order = { list: [], grave: [] };
    for (const r of legal) {
      const row = this.rows.get(r.action) || this._row(r.action);
      row.legalRow = r;
      row.button.textContent = actionLabel(r.action);
      const apart = r.place === "concession";
      row.button.className = apart ? "secondary danger" : "primary";
      row.hasTargets = Array.isArray(r.targets);
      row.select.hidden = !row.hasTargets;
      if (row.hasTargets) fillSelect(row.select, r.targets, t("TargetChoice", "Choose…"));
      row.hasRoles = Array.isArray(r.roles);
      row.roles.hidden = !row.hasRoles;
      if (row.hasRoles) fillSelect(row.roles, r.roles.map((w) => [w, roleName(w)]), t("TargetChoice", "Choose…"));
      order[apart ? "grave" : "list"].push(row.element);
    }
    keepChildren(this.list, order.list);  // a row in its place is not moved: its focus stays
    keepChildren(this.grave, order.grave);
    this.grave.hidden = !this.grave.childElementCount;
    this.empty.textContent = t("PlayerPanel", "Nothing to do right now.");
    this.empty.hidden = legal.length > 0;
    replaceChildren(this.reasons, rows.filter((r) => !r.legal && r.reason).map((r) =>
      h("li", {}, h("b", { text: actionLabel(r.action) }), ` — ${reasonText(r.reason)}`)));
    this.root.hidden = readOnly;
  }
}

// ------------------------------------------------------------------ the notebook

// a game moment's fields: the game day and the time in 24-hour form ("21:30") in either
// language — a text field, as a time input shows "9:30 PM" to an English phone
const HHMM = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;
let momentIds = 0;

function momentFields(prefix) {
  const day = h("input", { type: "number", min: "0", max: "999", inputmode: "numeric", class: "day", name: `${prefix}-day` });
  const time = h("input", { type: "text", class: "time", name: `${prefix}-time`, value: "12:00", inputmode: "numeric",
    maxlength: "5", autocomplete: "off", pattern: "([01]?[0-9]|2[0-3])[:.][0-5][0-9]" });
  const error = h("p", { class: "time-error", id: `time-error-${++momentIds}`, hidden: true });
  const fields = { day, time, error, element: h("div", {}, h("div", { class: "moment" }, day, time), error) };
  labelMoment(fields);
  time.addEventListener("input", () => {
    time.classList.remove("want");
    time.removeAttribute("aria-invalid");
    error.hidden = true;
  });
  return fields;
}

function labelMoment(fields) {
  fields.day.setAttribute("aria-label", t("web", "Game day"));
  fields.time.setAttribute("aria-label", t("web", "Time (HH:MM, 24-hour)"));
  fields.time.placeholder = t("web", "HH:MM");
}

// "dN HH:MM", or null (the time field marked) when the time is not a 24-hour HH:MM
function momentValue(fields) {
  const day = Math.max(0, parseInt(fields.day.value || "0", 10) || 0);
  const m = HHMM.exec(fields.time.value.trim());
  if (!m) {
    fields.error.textContent = t("web", "Enter the time as HH:MM, 24-hour (e.g. 21:30).");
    fields.error.hidden = false;
    fields.time.classList.add("want");
    fields.time.setAttribute("aria-invalid", "true");
    fields.time.setAttribute("aria-describedby", fields.error.id);
    fields.time.focus();
    return null;
  }
  return `d${day} ${m[1].padStart(2, "0")}:${m[2]}`;
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
    const rows = Object.fromEntries(actionsOf(view).filter((r) => r.place === "notebook").map((r) => [r.action, r]));
    this.rows = rows;
    this.eyesByDay = Boolean(book.eyes) && ["day", "vote"].includes(view.clock?.phase);
    this.title.textContent = t("texts", "Death Note");
    const status = [];
    // a borrower learns neither whose it is nor until when (RULES.md §3.3)
    if (book.holding) {
      status.push(book.owner ? t("NotebookPanel", "You own the notebook.") : `${t("NotebookPanel", "You hold a borrowed notebook.")} ${
        t("NotebookPanel", "You are not told whose it is nor until when: it may go back at any moment.")}`);
    }
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
    this.labels.timed.textContent = t("NotebookPanel", "Death time:");
    this.labels.circ.textContent = t("NotebookPanel", "Circumstances:");
    this.circumstances.placeholder = t("NotebookPanel", "optional, e.g. a heart attack");
    this.labels.light.textContent = t("NotebookPanel", "Light corpse (his role is shown)");
    this.writeButton.textContent = t("NotebookPanel", "Write");
    this.eyesButton.textContent = t("NotebookPanel", "Eyes…");
    this.labels.to.textContent = t("NotebookPanel", "To:");
    this.labels.until.textContent = t("NotebookPanel", "Until:");
    for (const f of [this.deathAt, this.until, this.from]) labelMoment(f);
    this.labels.later.textContent = t("NotebookPanel", "Start later:");
    this.lendButton.textContent = t("NotebookPanel", "Lend…");
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

  async _write() {
    if (!this.writeTarget.value) { this.writeTarget.focus(); this.writeTarget.classList.add("want"); return; }
    const fields = { target: this.writeTarget.value };
    if (this.timed.checked) {
      fields.death_at = momentValue(this.deathAt);
      if (!fields.death_at) return;
    }
    const circumstances = this.circumstances.value.trim();
    if (circumstances) fields.circumstances = circumstances;
    if (this.light.checked) fields.light_corpse = true;
    if (!this.rows?.write?.irreversible || await askWrite(fields, this.eyesByDay)) this.send("write", fields);
  }

  async _ask(action, fields = {}) {
    if (await askFirst(this.rows?.[action], fields)) this.send(action, fields);
  }

  _eyes() {
    return this._ask("eyes");
  }

  _lend() {
    if (!this.lendTo.value) { this.lendTo.focus(); this.lendTo.classList.add("want"); return; }
    const fields = { to: this.lendTo.value, until: momentValue(this.until) };
    if (!fields.until) return;
    if (!this.laterRow.hidden && this.later.checked) {
      fields.from = momentValue(this.from);
      if (!fields.from) return;
    }
    return this._ask("lend", fields);
  }

  _give() {
    return this._ask("give_away");
  }

  _destroy() {
    return this._ask("destroy");
  }
}
