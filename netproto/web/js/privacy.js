// Privacy at the table: the role (and all that tells it) is covered after every load, again
// 10 s after the reader last touched the page, and as soon as the page is hidden (another
// app, the screen locked, another browser tab). With "hold to show" (settings.js) a tap on
// the cover does not show the role: a finger must rest on it for HOLD_MS (a keyboard's
// Enter or Space shows it at once). Owns the timers; the page (seat.js) draws the cover.
// Imports settings.js only.

import { setting } from "./settings.js";

export const COVER_AFTER_MS = 10_000;
export const HOLD_MS = 700;

export class Curtain {
  // covered(on): the page covers or shows the role
  constructor(covered) {
    this.covered = true;
    this.changed = covered;
    this.timer = null;
    this.holding = null;
    const touched = () => { if (!this.covered) this._arm(); };
    for (const kind of ["pointerdown", "keydown", "input", "scroll"]) {
      document.addEventListener(kind, touched, { capture: true, passive: true });
    }
    const hidden = () => { if (document.hidden) this.cover(); };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", () => this.cover());
    window.addEventListener("blur", () => { if (document.hidden) this.cover(); });
  }

  _arm() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.cover(), COVER_AFTER_MS);
  }

  show() {
    if (!this.covered) { this._arm(); return; }
    this.covered = false;
    this._arm();
    this.changed(false);
  }

  cover() {
    clearTimeout(this.timer);
    this._release();
    if (this.covered) return;
    this.covered = true;
    this.changed(true);
  }

  // the cover button's handlers: a click (a tap, or the keyboard), a finger put and lifted
  attach(button) {
    button.addEventListener("click", (event) => {
      // a tap shows the role unless it must be held; a keyboard's click (detail 0) always
      if (!setting("hold") || event.detail === 0) this.show();
    });
    button.addEventListener("pointerdown", (event) => {
      if (!setting("hold")) return;
      event.preventDefault();
      button.classList.add("holding");
      this.holding = setTimeout(() => { this._release(button); this.show(); }, HOLD_MS);
    });
    for (const kind of ["pointerup", "pointerleave", "pointercancel"]) {
      button.addEventListener(kind, () => this._release(button));
    }
    button.addEventListener("contextmenu", (event) => { if (setting("hold")) event.preventDefault(); });
  }

  _release(button) {
    clearTimeout(this.holding);
    this.holding = null;
    (button || document.querySelector(".cover.holding"))?.classList.remove("holding");
  }
}
