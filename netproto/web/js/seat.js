// The browser seat (index.html): the page's controller. Owns the screens (joining, then
// the seat with its tabs), the header (the connection state, always shown, also as the
// root's data-link; the acts not answered yet, as data-pending; the phase and the clock;
// the countdown; how many players the phase waits for; the language switch; the "hide"
// tap that covers the role), the chat, mafia and question boxes, and the answers to acts
// (accepted / refused, in the reader's language). Whose turn it is: turn.js; the cover's
// timers: privacy.js; this phone's settings: settings.js. Everything on the screen comes
// from this seat's own view. Imports the page's modules only.

import { ActionList, NotebookPanel, actionsOf } from "./acts.js";
import { GraveyardRoom } from "./graveyard.js";
import { Connection, State, forgetSeat, linkWord, savedSeat } from "./conn.js";
import { confirmSheet, h, keepChildren, replaceChildren } from "./dom.js";
import { currentLanguage, fill, loadTexts, onLanguage, setLanguage, t } from "./i18n.js";
import { History } from "./history.js";
import { Entry, Outbox, phaseStamp } from "./outbox.js";
import { JoinScreen } from "./join.js";
import { Curtain } from "./privacy.js";
import { SettingsForm, setting } from "./settings.js";
import { Turn, waitingText } from "./turn.js";
import {
  endCard, hostCard, lobbyCard, mafiaCard, playersCard, privateCard, recordList, registrationCard,
  dutyNotice, roleCard, rulesCard, section, voteCard,
} from "./panels.js";
import {
  deedText, gendersOf, hhmm, learnGlossary, linkError, momentText, phaseName, reasonText, refusedText,
} from "./words.js";

const TABS = ["role", "players", "chat", "graveyard", "mafia", "private", "host", "rules", "end"];
const TALK = ["chat", "graveyard", "mafia"];  // conversations: opened at their newest line

function tabTitle(key) {
  return {
    role: t("PlayerPanel", "Your role"), players: t("PlayerPanel", "Players"),
    chat: t("PlayerPanel", "Chat"), mafia: t("PlayerPanel", "Mafia"),
    graveyard: t("PlayerPanel", "Graveyard"),
    private: t("PlayerPanel", "Private"), host: t("PlayerPanel", "Host"),
    rules: t("PlayerPanel", "Rules"), end: t("PlayerPanel", "The end"),
  }[key];
}

// a tab's unread mark: a red dot, and for a screen reader the words (the tab's name reads
// "Chat (new)")
function unreadMark() {
  return h("span", { class: "dot" }, h("span", { class: "sr-only", text: ` ${t("web", "(new)")}` }));
}

const STATE_TEXT = {
  [State.IDLE]: () => t("PlayerWindow", "○ Not connected"),
  [State.CONNECTING]: () => t("PlayerWindow", "○ Connecting…"),
  [State.CONNECTED]: () => t("PlayerWindow", "● Connected"),
  [State.LOST]: () => t("PlayerWindow", "◌ Connection lost — reconnecting…"),
  [State.CLOSED]: () => t("PlayerWindow", "✕ Disconnected"),
};

class Seat {
  constructor() {
    this.conn = null;
    this.preview = null;
    this.view = null;
    this.received = 0;
    this.state = State.IDLE;
    this.tab = "role";
    this.curtain = new Curtain(() => this.render());  // covered after every load
    this.turn = new Turn();
    this.settings = new SettingsForm((name, on) => {
      if (name === "sound" && on) this.turn.beep();  // a tap: the browser lets it sound
      this.render();
    });
    // requests not answered yet: sent, or (acts) waiting for the link (sent when it is back)
    this.outbox = new Outbox((message) => this.conn?.request(message) ?? null,
      () => this._renderOutbox());
    this.closedReason = null;  // the host closed the table: why
    this.seen = {};
    this.history = new History();
    this.graveyard = new GraveyardRoom((channel, input) => this.say(channel, input));
    this.join = new JoinScreen((hello) => this.sit(hello));
    this.actions = new ActionList((action, fields) => this.act(action, fields));
    this.notebook = new NotebookPanel((action, fields) => this.act(action, fields));
    this._buildShell();
    onLanguage(() => this.render());
    setInterval(() => this._renderClock(), 1000);
  }

  _buildShell() {
    this.stateBadge = h("span", { class: "conn", role: "status", "aria-live": "polite" });
    this.phase = h("h1", { class: "phase" });
    this.waiting = h("p", { class: "waiting", role: "status" });
    this.clock = h("span", { class: "clock" });
    this.countdown = h("span", { class: "countdown" });
    this.langButton = h("button", { class: "lang", type: "button", onclick: () =>
      setLanguage(currentLanguage() === "ru" ? "en" : "ru") });
    this.hideButton = h("button", { class: "hide", type: "button", onclick: () => this.cover(!this.covered) });
    this.outboxList = h("ul", { class: "outbox", "aria-live": "polite", hidden: "" });
    this.header = h("header", {},
      h("div", { class: "bar" }, this.stateBadge, h("span", { class: "grow" }), this.hideButton, this.langButton),
      h("div", { class: "bar clockbar" }, this.phase, this.clock, this.countdown), this.waiting,
      this.outboxList);
    this.tabs = h("nav", { class: "tabs", role: "tablist" });
    this.header.append(this.tabs);
    this.body = h("main", { class: "seat" });
    this.toasts = h("div", { class: "toasts", "aria-live": "polite" });
    // the boxes that keep what the reader types while views come
    this.sayInput = h("textarea", { name: "say", rows: "2", maxlength: "1000" });
    this.sayButton = h("button", { class: "primary", type: "button", "data-action": "say", onclick: () => this.say("game", this.sayInput) });
    this.sayReason = h("p", { class: "reason" });
    this.sayBox = h("div", { class: "composer" }, this.sayInput, this.sayButton);
    this.mafiaInput = h("textarea", { name: "mafia-say", rows: "2", maxlength: "1000" });
    this.mafiaButton = h("button", { class: "primary", type: "button", "data-action": "mafia-say", onclick: () => this.say("mafia", this.mafiaInput) });
    this.mafiaBox = h("div", { class: "composer" }, this.mafiaInput, this.mafiaButton);
    this.askInput = h("textarea", { name: "ask", rows: "3", maxlength: "1000" });
    this.askButton = h("button", { class: "primary", type: "button", "data-action": "ask", onclick: () => this.ask() });
    this.askBox = h("div", { class: "composer stack" }, this.askInput, this.askButton);
    this.leaveButton = h("button", { class: "link", type: "button", onclick: () => this.leave() });
    this.coverBox = h("button", { class: "cover", type: "button", "data-cover": "" });
    this.curtain.attach(this.coverBox);
    document.body.replaceChildren(this.header, this.body, this.toasts);
  }

  // ------------------------------------------------------------------ connections

  start() {
    const saved = savedSeat();
    if (saved) {
      this.sit({ name: saved.name, as: saved.as, token: saved.token });
      return;
    }
    this.showJoin();
  }

  showJoin() {
    this.view = null;
    this.render();
    if (this.preview) return;
    // a spectator's first look: the table's info and rules before sitting
    this.preview = new Connection({ name: t("JoinPage", "Spectator"), as: "spectator" }, {
      state: (state) => { this.state = state; this._renderHeader(); },
      welcome: (message) => this.join.setTable(message.table),
      view: (view) => { this.join.setTable(view.table, view.kind === "lobby" ? view.reserved : []); },
      error: (message) => {
        this.preview?.close();
        this.preview = null;
        // a table with a password shows nothing before it: ask for it, no error yet
        if (message.code === "bad_password") this.join.askPassword();
        else this.join.setError(message.code, message.message, message.retry_after);
      },
    });
    this.preview.open();
  }

  sit(hello) {
    if (this.preview) { this.preview.close(); this.preview = null; }
    if (this.conn) this.conn.close();
    this.view = null;
    this.curtain.cover();
    this.turn.reset();
    this.closedReason = null;
    this.history.reset();
    this.graveyard.reset();
    this.outbox.clear();
    this.game = null;
    this.conn = new Connection(hello, {
      state: (state) => {
        this.state = state;
        if (state !== State.CONNECTED) this._requestsLost(this.outbox.lost());
        this._renderHeader();
      },
      since: () => this.history.since(),
      welcome: () => { this.join.setError(""); this.outbox.flush(); },
      closed: (reason) => this.tableClosed(reason),
      view: (view) => this.showView(view),
      answer: (message) => this.answered(message),
      error: (message) => this.failed(message),
    });
    this.conn.open();
    this.render();
  }

  failed(message) {
    const code = message.code;
    if (["bad_token", "bad_password", "table_full", "name_taken", "name_unknown", "game_started",
      "registration_refused", "reserves_full", "no_reserves", "name_lookalike", "kicked",
      "proto_mismatch", "throttled"].includes(code) && !(code === "throttled" && this.view)) {
      if (this.conn) { this.conn.close(); this.conn = null; }
      if (code !== "throttled" && code !== "bad_password") this._forget();
      this.join.setError(code, message.message, message.retry_after);
      this.showJoin();
      return;
    }
    if (code === "replaced") {  // another page took this seat: it may be taken back
      this.replaced = refusedText(code, message.message);
      this.render();
      return;
    }
    this.toast(refusedText(code, message.message), "bad");
  }

  _forget() {
    const saved = savedSeat();
    if (saved) forgetSeat(saved.table);
  }

  async leave() {
    if (!await confirmSheet(t("HostConsole", "Leave the seat"),
      t("web", "This phone forgets its seat at the table: you cannot come back to it from here."),
      t("HostConsole", "Leave the seat"), t("JoinPage", "Cancel"))) return;
    if (this.conn) { this.conn.close(); this.conn = null; }
    this.outbox.clear();
    this._forget();
    this.showJoin();
  }

  // a spectator leaves the stands: nothing of his to forget, nothing to ask
  stopWatching() {
    if (this.conn) { this.conn.close(); this.conn = null; }
    this.outbox.clear();
    this.showJoin();
  }

  // the host closed the table (its bye): say why; the link does not come back by itself
  tableClosed(reason) {
    this.closedReason = reason;
    this._renderHeader();
    this.toast(linkError(reason), "bad", true);
  }

  // ------------------------------------------------------------------ acts

  // every request to the host goes through the outbox: sent now; an act also when the link
  // is back, never lost; returns its entry, or null (refused offline, told)
  request(type, fields, extra = {}) {
    const entry = this.conn && !this.closedReason
      ? this.outbox.request(type, fields, phaseStamp(this.view), extra) : null;
    if (!entry) this.toast(refusedText("offline"), "bad");
    return entry;
  }

  act(action, fields, extra = {}) {
    const entry = this.request("act", { do: action, ...fields },
      { action, target: fields.target || fields.to || null, ...extra });
    if (entry) this.turn.sent();
    return entry;
  }

  say(channel, input) {
    const text = input.value.trim();
    if (!text) { input.focus(); return; }
    // the box is free at once: the text is in the outbox, and back in the box if refused
    const fields = channel === "game" ? { text } : { text, channel };
    if (this.act("say", fields, { input, text })) input.value = "";
  }

  ask() {
    const text = this.askInput.value.trim();
    if (!text) { this.askInput.focus(); return; }
    this.request("ask", { text }, { action: "ask", input: this.askInput });
  }

  answered(message) {
    const sent = this.outbox.answer(message);
    if (!sent) return;
    if (message.t !== "ack" && sent.text && sent.input && !sent.input.value) sent.input.value = sent.text;
    if (message.t === "ack") {
      if (sent.input && sent.action === "ask") sent.input.value = "";
      if (sent.action === "write") this.notebook.written();
      if (sent.action === "ask") this.toast(t("PlayerPanel", "Your question was sent to the host."), "good");
      else if (sent.action !== "say") this.toast(fill(t("PlayerPanel", "Accepted — %1."), deedText(sent.action, sent.target)), "good");
      return;
    }
    const what = sent.action === "ask" ? t("PlayerPanel", "Question") : deedText(sent.action, sent.target);
    this.toast(fill(t("PlayerPanel", "%1 refused: %2"), what, refusedText(message.code, message.message, message.params)), "bad");
  }

  // questions in flight when the link dropped: their seqs mean nothing on the next link;
  // the view shows whether the host got them
  _requestsLost(lost) {
    if (!lost.length) return;
    this.toast(fill(t("PlayerPanel", "%1 refused: %2"), t("PlayerPanel", "Question"), refusedText("connection_lost")), "bad");
  }

  toast(text, kind, sticky = false) {
    const item = h("div", { class: `toast ${kind}`, role: "alert", text, onclick: () => item.remove() });
    this.toasts.append(item);
    if (!sticky) setTimeout(() => item.remove(), 6000);
  }

  get covered() {
    return this.curtain.covered;
  }

  // the header's button: hide at once; show (where a tap may show it) on the role's tab
  cover(on) {
    if (on) { this.curtain.cover(); return; }
    this.tab = "role";
    if (this._mustHold()) this.render();
    else this.curtain.show();
  }

  _mustHold() {
    return setting("hold");
  }

  // ------------------------------------------------------------------ rendering

  showView(view) {
    const game = view.table?.game ?? 1;  // the table's game: one more after "play again"
    if (this.game != null && game !== this.game) this._newGame();
    this.game = game;
    this.view = view;
    learnGlossary(view);
    this.history.feed(view);
    if (this.graveyard.feed(view) && view.kind === "player") {
      // out of the game: say where the dead talk (the tab may be off the screen's edge)
      this.toast(t("web", "You are out of the game: the graveyard tab is open to you."), "good");
      requestAnimationFrame(() => this.tabs.querySelector("[data-tab=graveyard]")
        ?.scrollIntoView({ block: "nearest", inline: "nearest" }));
    }
    this.received = performance.now();
    const news = this.turn.feed(view);
    if (news && news !== this.tab) { this.unread = this.unread || {}; this.unread[news] = true; }
    this.render();
  }

  // the host dealt the next game at this table, to the same seat on the same link:
  // nothing of the last game stays (its logs, its graveyard, its marks); the new role
  // is covered until tapped
  _newGame() {
    this.history.reset();
    this.graveyard.reset();
    this.turn.reset();
    this.notebook.dayDefaulted = false;
    this.seen = {};
    this.unread = {};
    this.counts = {};
    this.tab = "role";
    this.curtain.cover();
    this.toast(t("web", "A new game at this table: the same seats, a new deal."), "good");
  }

  visibleTabs() {
    const view = this.view;
    if (!view) return [];
    const seat = view.kind === "player";
    const lobby = view.kind === "lobby";
    return TABS.filter((key) => ({
      role: seat || Boolean(view.registration),
      players: true,
      chat: !lobby,
      graveyard: GraveyardRoom.shown(view),
      mafia: seat && Boolean(view.mafia) && !this.covered,
      private: seat,
      host: Boolean(view.registration) || seat || (view.announcements || []).length > 0,
      rules: true,
      end: Boolean(view.winner),
    })[key]);
  }

  render() {
    this.langButton.textContent = currentLanguage() === "ru" ? "EN" : "RU";
    this.langButton.title = currentLanguage() === "ru" ? "English" : "Русский";
    this._renderHeader();
    this._renderOutbox();
    if (!this.view) {
      this.tabs.hidden = true;
      this.hideButton.hidden = true;
      if (this.conn) {
        replaceChildren(this.body, section(null, h("p", { class: "hint center", text: STATE_TEXT[this.state]() })));
      } else {
        this.join.render();
        replaceChildren(this.body, this.join.root);
      }
      return;
    }
    if (this.replaced) {
      this.tabs.hidden = true;
      replaceChildren(this.body, section(null, h("p", { class: "warn", text: this.replaced }),
        h("button", { class: "primary big", type: "button", "data-back": "", text: t("JoinPage", "Return to my seat"),
          onclick: () => { this.replaced = null; this.start(); } })));
      return;
    }
    const tabs = this.visibleTabs();
    if (this.view.winner && !this.seen.endShown) { this.tab = "end"; this.seen.endShown = true; }
    if (!tabs.includes(this.tab)) this.tab = tabs[0];
    this._markUnread();
    this.unread[this.tab] = false;  // the tab in sight has nothing unread (the role's news too)
    this.tabs.hidden = false;
    replaceChildren(this.tabs, tabs.map((key) => h("button", {
      type: "button", role: "tab", class: key === this.tab ? "tab on" : "tab", "data-tab": key,
      "aria-selected": key === this.tab ? "true" : "false", onclick: () => {
        this.tab = key;
        this.render();
        // a conversation opens at its newest line, anything else at its top
        window.scrollTo(0, TALK.includes(key) ? document.body.scrollHeight : 0);
      },
    }, tabTitle(key), this.unread[key] && key !== this.tab ? unreadMark() : null)));
    const seat = this.view.kind === "player";
    this.hideButton.hidden = !seat;
    this.hideButton.textContent = this.covered ? t("web", "Show my role") : t("web", "Hide");
    const stick = window.innerHeight + window.scrollY >= document.body.scrollHeight - 40;
    keepChildren(this.body, this._tab(this.tab), this._footer());  // the focus stays
    if (TALK.includes(this.tab) && stick) window.scrollTo(0, document.body.scrollHeight);
  }

  _markUnread() {
    const view = this.view;
    const counts = {
      chat: (view.events_from || 0) + (view.events || []).length,
      private: (view.messages_from || 0) + (view.messages || []).length,
      mafia: (view.mafia?.channel?.length || 0) + (view.mafia?.channel_from || 0),
      graveyard: this.graveyard.count(view),
      host: (view.announcements || []).length + (view.questions || []).filter((q) => q.answer !== null && q.answer !== undefined).length,
    };
    this.counts = this.counts || {};
    this.unread = this.unread || {};
    for (const [key, count] of Object.entries(counts)) {
      if (key === this.tab) this.unread[key] = false;
      else if (this.counts[key] !== undefined && count > this.counts[key]) this.unread[key] = true;
      this.counts[key] = count;
    }
  }

  _cover() {
    this.coverBox.textContent = this._mustHold() ? t("web", "Your role is hidden. Hold your finger here to show it.")
      : t("web", "Your role is hidden. Tap to show it.");
    return this.coverBox;
  }

  _tab(key) {
    const view = this.view;
    const readOnly = view.kind !== "player" || !view.me?.alive || Boolean(view.winner);
    switch (key) {
      case "role": {
        if (view.kind !== "player") return [registrationCard(view), roleCard(view)];
        // the inactivity notice tells nothing of the role: it shows over the cover too
        if (this.covered) return [dutyNotice(view), this._cover()];
        this.actions.update(view, readOnly && !actionsOf(view).some((r) => r.legal));
        this.notebook.update(view, false);
        return [dutyNotice(view), roleCard(view), this.actions.root, this.notebook.root];
      }
      case "players":
        return view.kind === "lobby" ? lobbyCard(view) : [dutyNotice(view), voteCard(view), playersCard(view)];
      case "chat": {
        const say = actionsOf(view).find((r) => r.action === "say");
        this.sayInput.placeholder = t("web", "Say something to everybody…");
        this.sayButton.textContent = t("PlayerPanel", "Send");
        this.sayReason.textContent = say && !say.legal ? reasonText(say.reason) : "";
        this.sayReason.hidden = !this.sayReason.textContent;
        return [section(t("PlayerPanel", "Chat"), recordList(this.history.events.items, "record chatlog", gendersOf(view))),
          view.kind === "player" && say ? (say.legal ? this.sayBox : this.sayReason) : null];
      }
      case "mafia":
        this.mafiaInput.placeholder = t("PlayerPanel", "Only the mafia reads this…");
        this.mafiaButton.textContent = t("PlayerPanel", "Send");
        return [mafiaCard(view, this.history.channel.items), view.me?.alive ? this.mafiaBox : null];
      case "graveyard":
        return this.graveyard.render(view);
      case "private":
        return this.covered ? this._cover() : privateCard(view, this.history.messages.items);
      case "host":
        this.askInput.placeholder = t("PlayerPanel", "A question to the host (only the host sees who asks)…");
        this.askButton.textContent = t("PlayerPanel", "Ask the host");
        return [hostCard(view), view.kind === "player" || view.registration ? this.askBox : null];
      case "rules":
        return rulesCard(view);
      case "end":
        return endCard(view);
      default:
        return null;
    }
  }

  _footer() {
    this.leaveButton.textContent = t("HostConsole", "Leave the seat");
    if (!(this.conn && this.view && this.view.kind !== "player" && !this.view.registration)) {
      return h("footer", {}, this.view?.kind === "player" ? this.settings.render() : null, this.leaveButton);
    }
    // a spectator: to the joining screen — to sit while the lobby takes players, else
    // only to stop watching (a running game takes nobody new)
    const sit = this.view.kind === "lobby";
    return h("footer", {}, h("button", { class: "link", type: "button", "data-stop-watching": "",
      onclick: () => this.stopWatching(), text: sit ? t("JoinPage", "Join the table") : t("web", "Stop watching") }));
  }

  _renderHeader() {
    const closed = this.closedReason && this.state === State.CLOSED;
    this.stateBadge.textContent = STATE_TEXT[this.state]() + (closed ? ` — ${linkError(this.closedReason)}` : "");
    this.stateBadge.className = `conn ${this.state}`;
    this.stateBadge.dataset.state = this.state;
    document.documentElement.dataset.link = linkWord(this.state);
    if (this.closedReason) document.documentElement.dataset.closed = this.closedReason;
    else delete document.documentElement.dataset.closed;
    this._renderClock();
  }

  // the acts not answered yet: each "sending…" or "waiting for the link"
  _renderOutbox() {
    const entries = this.outbox.queued;
    document.documentElement.dataset.pending = String(entries.length);
    replaceChildren(this.outboxList, entries.map((entry) => {
      const waiting = this.outbox.state(entry) === Entry.WAITING;
      const what = deedText(entry.action, entry.target);
      return h("li", { class: waiting ? "waiting" : "sending", "data-outbox": this.outbox.state(entry),
        text: fill(waiting ? t("PlayerPanel", "%1 — waiting for the link") : t("PlayerPanel", "%1 — sending…"), what) });
    }));
    this.outboxList.hidden = entries.length === 0;
  }

  _renderWaiting(view) {
    const text = waitingText(view);
    if (this.waiting.textContent !== (text || "")) this.waiting.textContent = text || "";
    this.waiting.hidden = !text;
    if (text) this.waiting.dataset.waiting = String(view.waiting);
    else delete this.waiting.dataset.waiting;
  }

  _renderClock() {
    const view = this.view;
    const clock = view?.clock || {};
    const pace = view?.pace || {};
    if (!view || view.kind === "lobby") {
      this.phase.textContent = phaseName("lobby");
      this.clock.textContent = view ? t("ClockBar", "Waiting for the host to start the game") : "";
      this.countdown.textContent = "";
      this._renderWaiting(null);
      document.body.dataset.phase = "lobby";
      return;
    }
    const day = clock.game_day ?? 0;
    document.body.dataset.phase = clock.phase || "";
    if (clock.runoff) this.phase.textContent = fill(t("ClockBar", "Runoff vote · day %1"), day);
    else if (clock.phase === "night" && day === 0) this.phase.textContent = t("ClockBar", "The first night");
    else if (clock.phase === "day") this.phase.textContent = fill(t("ClockBar", "Day %1"), day);
    else if (clock.phase === "vote") this.phase.textContent = fill(t("ClockBar", "Vote · day %1"), day);
    else if (clock.phase === "night") this.phase.textContent = fill(t("ClockBar", "Night after day %1"), day);
    else this.phase.textContent = phaseName(clock.phase);
    const elapsed = (performance.now() - this.received) / 1000;
    let minutes = clock.minutes;
    let left = null;
    if (pace.mode === "timed" && pace.phase_seconds_left !== null && pace.phase_seconds_left !== undefined) {
      left = pace.paused ? pace.phase_seconds_left : Math.max(0, pace.phase_seconds_left - elapsed);
      if (pace.game_minutes !== null && pace.game_minutes !== undefined) {
        const run = pace.paused ? 0 : Math.min(elapsed, pace.phase_seconds_left);
        minutes = Math.floor(pace.game_minutes + run * Number(pace.minutes_per_second || 0));
      }
    }
    // the phase names the day: the header shows the time of day (the whole moment is the
    // tooltip), so that it says the day once
    const known = minutes !== undefined && minutes !== null;
    this.clock.textContent = known ? hhmm(minutes % 1440) : "";
    this.clock.title = known ? fill(t("ClockBar", "Game clock: day %1, %2"),
      Math.floor(minutes / 1440), hhmm(minutes % 1440)) : "";
    this._renderWaiting(view);
    if (clock.phase === "over") this.countdown.textContent = "";
    else if (pace.paused) this.countdown.textContent = t("ClockBar", "Paused");
    else if (left !== null) {
      const whole = Math.ceil(left);
      this.countdown.textContent = fill(t("ClockBar", "%1 left"), `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`);
    } else {
      this.countdown.textContent = fill(t("ClockBar", "until %1"), String(clock.phase_ends || "").split(" ").pop());
    }
  }
}

await loadTexts();
const seat = new Seat();
window.dnmafiaSeat = seat;
seat.start();
