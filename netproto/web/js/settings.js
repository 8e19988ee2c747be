// The reader's own settings on this phone, kept in localStorage: a short sound when it is
// his turn (off until he turns it on), and "hold to show my role" (off: a tap shows it).
// Owns the keys and the settings' small form (two switches, in the reader's language), and
// this phone's player id: made once, sent in every hello (the host's group record knows
// the player by it across games).
// Imports dom.js and i18n.js only.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEYS = { sound: "dnmafia.sound", hold: "dnmafia.holdToShow" };
const PLAYER_ID = "dnmafia.playerId";

// 32 hex digits (crypto.getRandomValues works on the plain-http page; randomUUID does not)
export function playerId() {
  try {
    let id = localStorage.getItem(PLAYER_ID);
    if (!/^[0-9a-f]{32}$/.test(id || "")) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)),
        (b) => b.toString(16).padStart(2, "0")).join("");
      localStorage.setItem(PLAYER_ID, id);
    }
    return id;
  } catch { return null; }  // private mode: the record falls back to his name
}

export function setting(name) {
  try { return localStorage.getItem(KEYS[name]) === "on"; } catch { return false; }
}

export function setSetting(name, on) {
  try { localStorage.setItem(KEYS[name], on ? "on" : "off"); } catch { /* private mode: for this page only */ }
}

// the form: each switch a labelled checkbox; changed(name, on) after each change
export class SettingsForm {
  constructor(changed) {
    this.inputs = {};
    this.labels = {};
    const row = (name) => {
      this.inputs[name] = h("input", { type: "checkbox", name: `setting-${name}`, onchange: () => {
        setSetting(name, this.inputs[name].checked);
        changed(name, this.inputs[name].checked);
      } });
      this.labels[name] = h("span");
      return h("label", { class: "check" }, this.inputs[name], this.labels[name]);
    };
    this.title = h("summary");
    this.root = h("details", { class: "settings" }, this.title, row("sound"), row("hold"));
  }

  render() {
    this.title.textContent = t("web", "This phone's settings");
    this.labels.sound.textContent = t("web", "A short sound when it is my turn");
    this.labels.hold.textContent = t("web", "Show my role only after holding the cover");
    for (const name of Object.keys(this.inputs)) this.inputs[name].checked = setting(name);
    return this.root;
  }
}
