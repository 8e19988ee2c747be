// Whose turn it is: the seat is told when it has something to do — a phase begins in which
// it has a legal act whose place (the row's ``place``, engine/act_places.py) is not the
// chat nor the concession, or a private result or message arrives that it did not
// just cause — by a vibration (where the browser allows it), a short tone if the reader
// turned sound on (settings.js), the page's title and the tab's mark; and a line says how
// many players the table still waits for in this phase (the view's ``waiting``: a count,
// never who). Reads the seat's own view only. Imports i18n.js and settings.js only.

import { t } from "./i18n.js";
import { setting } from "./settings.js";

const TITLE = document.title;
const VIBRATION = [180, 90, 180];
const OWN_ECHO_MS = 3000;  // a message right after the seat's own act is its answer

function phaseKey(view) {
  const clock = view.clock || {};
  return `${clock.phase}|${clock.game_day}|${clock.runoff ? 1 : 0}`;
}

// the places whose acts are nobody's turn: talking, and conceding (never awaited)
const NO_DUTY = new Set(["chat", "concession"]);

function hasDuty(view) {
  return view.kind === "player" && !view.winner
    && (view.actions || []).some((r) => r.legal && !NO_DUTY.has(r.place));
}

function privateCount(view) {
  return (view.results || []).length + (view.messages_from || 0) + (view.messages || []).length;
}

// the line of the header: "Waiting for 3 players" (vote and night), or null
export function waitingText(view) {
  const n = view?.waiting;
  if (n === null || n === undefined || view.winner) return null;
  return n > 0 ? t("web", "Waiting for %n player(s)", n) : t("web", "Everybody has made a move");
}

export class Turn {
  constructor() {
    this.phase = null;
    this.private = null;
    this.acted = -Infinity;
    this.on = null;           // the tab that has something new: "role" | "private" | null
    this.audio = null;
    const seen = () => { if (!document.hidden) this.clear(); };
    document.addEventListener("pointerdown", seen, { capture: true, passive: true });
    document.addEventListener("keydown", seen, { capture: true });
  }

  // the seat sent an act: what answers it is no news
  sent() {
    this.acted = performance.now();
    this.clear();
  }

  reset() {
    this.phase = null;
    this.private = null;
    this.clear();
  }

  // a new view: the tab to mark when it brings the seat something to do, else null
  feed(view) {
    if (view.kind !== "player") return null;
    const key = phaseKey(view);
    const count = privateCount(view);
    let news = null;
    if (this.phase !== null && key !== this.phase && hasDuty(view)) news = "role";
    else if (this.private !== null && count > this.private
      && performance.now() - this.acted > OWN_ECHO_MS) news = "private";
    this.phase = key;
    this.private = count;
    if (news) this._tell(news);
    return news;
  }

  _tell(tab) {
    this.on = tab;
    document.title = `● ${t("web", "Your turn")} — ${TITLE}`;
    document.documentElement.dataset.turn = tab;
    try { navigator.vibrate?.(VIBRATION); } catch { /* not allowed here */ }
    if (setting("sound")) this.beep();
  }

  clear() {
    if (!this.on) return;
    this.on = null;
    document.title = TITLE;
    delete document.documentElement.dataset.turn;
  }

  // a short two-note tone, made on the spot (no sound file); the first call must come
  // from a tap (the sound switch), as browsers start audio only after one
  beep() {
    try {
      this.audio = this.audio || new AudioContext();
      const ctx = this.audio;
      if (ctx.state === "suspended") ctx.resume();
      const gain = ctx.createGain();
      gain.connect(ctx.destination);
      gain.gain.setValueAtTime(0.0001, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.25, ctx.currentTime + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35);
      for (const [freq, at] of [[660, 0], [880, 0.14]]) {
        const tone = ctx.createOscillator();
        tone.frequency.value = freq;
        tone.connect(gain);
        tone.start(ctx.currentTime + at);
        tone.stop(ctx.currentTime + at + 0.2);
      }
      this.beeps = (this.beeps || 0) + 1;
    } catch { /* no audio on this browser */ }
  }
}
