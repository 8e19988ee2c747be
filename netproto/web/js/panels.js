// The browser seat's read-only panels, each built from the seat's own view only: the role
// card, the players with nominations and the vote tally, the public record and the chat,
// the mafia's block, private messages and results, the host's part, the rules of the
// table, the end of the game with its story. Every function returns fresh elements; the
// page (seat.js) puts them in place. Imports dom.js, i18n.js and words.js only.

import { h } from "./dom.js";
import { currentLanguage, fill, t } from "./i18n.js";
import {
  deathCause, deathHow, eventText, gendersOf, momentText, notebookStep, optionApplies, optionTitle, phaseName, placeName,
  cardText, presetName, profileText, roleName, roleOrder, roleRules, teamName, todayText, valueText, voteSummary, winnerText,
} from "./words.js";

export function section(title, ...body) {
  return h("section", { class: "card" }, title ? h("h2", { text: title }) : null, ...body);
}

function lines(items, empty) {
  if (!items.length) return h("p", { class: "hint", text: empty });
  return h("ul", { class: "lines" }, items.map((item) => h("li", {}, item)));
}

// ------------------------------------------------------------------ the inactivity notice

// During the vote, at a table that removes the inactive (RULES.md §6): what this seat still
// owes today and until when, or that it owes nothing; null otherwise. Only its own entry of
// the view's inactive_due; the words are the desktop window's (desktop/seat/duty_notice.py).
export function dutyNotice(view) {
  const me = view.kind === "player" ? view.me : null;
  if (!me || !me.alive || view.clock?.phase !== "vote" || !view.rules?.autokill_inactive) return null;
  const mine = (view.inactive_due || []).find((entry) => entry.name === me.name);
  if (!mine) {
    return section(null, h("p", { class: "hint duty", text: t("PlayerPanel", "You will not be removed for inactivity today.") }));
  }
  const close = String(view.clock.phase_ends || "").split(" ").pop();
  const missing = (mine.missing || []).join(" ");
  const text = missing === "vote"
    ? t("PlayerPanel", "You have not voted today. Vote before %1, or you will be removed from the game for inactivity.")
    : missing === "chat"
      ? t("PlayerPanel", "You have not written in the game chat today. Write a line before %1, or you will be removed from the game for inactivity.")
      : t("PlayerPanel", "Today you have neither written in the game chat nor voted. Do both before %1, or you will be removed from the game for inactivity.");
  return section(null, h("p", { class: "warn duty", text: fill(text, close) }));
}

// ------------------------------------------------------------------ the role card

export function roleCard(view) {
  const me = view.kind === "player" ? view.me : null;  // a lobby's "me" is only a name
  if (!me) {
    return section(t("PlayerPanel", "Your role"),
      h("p", { class: "role-title", text: t("PlayerPanel", "Not dealt yet") }),
      h("p", { class: "hint", text: t("PlayerPanel", "Roles are dealt when the host starts the game.") }));
  }
  const body = [h("p", { class: `role-title team-${me.team || ""}`, "data-role": me.role,
    text: roleName(ownRole(view), gendersOf(view)[me.name]) || me.role_title || "" })];
  if (me.team) body.push(h("p", { text: fill(t("PlayerPanel", "You play for: %1"), teamName(me.team)) }));
  const rules = me.card?.length ? cardText(me.card) : roleRules(me.role, view.preset);
  if (rules) body.push(h("p", { class: "rules-text", text: rules }));
  const mafia = view.mafia;
  if (mafia && !("killer" in mafia)) {  // a family (its Don, its killer) or a mafia
    body.push(h("p", { text: fill(t("PlayerPanel", "Your mafia: %1. Boss: %2."),
      (mafia.members || []).join(", "), mafia.boss || t("PlayerPanel", "none")) }));
    if (mafia.no_boss_tonight) body.push(h("p", { text: t("PlayerPanel", "No boss tonight: no shot; any of you may search.") }));
  } else if (mafia) {
    body.push(h("p", { text: fill(t("PlayerPanel", "Your family: %1. Don: %2."),
      (mafia.members || []).join(", "), mafia.boss || t("PlayerPanel", "none")) }));
    if (mafia.killer) body.push(h("p", { text: fill(t("PlayerPanel", "Killer: %1."), mafia.killer) }));
  }
  const known = Object.entries(view.known_roles || {}).filter(([name]) => name !== me.name);
  if (known.length && !mafia) {
    body.push(lines(known.map(([name, role]) => fill(t("PlayerTable", "%1 (known to you)"),
      `${name}: ${roleName(role)}`)), ""));
  }
  if (!me.alive) body.push(h("p", { class: "warn", text: t("PlayerPanel", "You are dead: you no longer act in the game, but you may read it, and talk in the graveyard.") }));
  if (me.nomination) body.push(h("p", { text: fill(t("PlayerPanel", "You nominate %1."), me.nomination) }));
  if (me.vote) body.push(h("p", { text: fill(t("PlayerPanel", "Your vote: %1."), me.vote) }));
  if (me.abstained) body.push(h("p", { text: t("PlayerPanel", "You abstain.") }));
  if (me.vote_changes_left !== null && me.vote_changes_left !== undefined
    && view.clock?.phase === "vote") {
    body.push(h("p", { class: "hint", text: t("PlayerPanel", "Vote changes left: %n", me.vote_changes_left) }));
  }
  const classic = view.classic;
  if (classic) {
    if (classic.vest) body.push(h("p", { text: t("PlayerPanel", "You wear a bulletproof vest.") }));
    if (classic.knocked_out) body.push(h("p", { class: "warn", text: t("PlayerPanel", "You are knocked out until nightfall: no night action, no vote.") }));
    if (classic.offer_from) body.push(h("p", { text: fill(t("PlayerPanel", "%1 offers you to join the mafia."), classic.offer_from) }));
    if (classic.shots_left !== null && classic.shots_left !== undefined) {
      body.push(h("p", { text: fill(t("PlayerPanel", "Shots left: %1"), classic.shots_left) }));
    }
    if (classic.conceded) body.push(h("p", { text: t("PlayerPanel", "You have conceded.") }));
  }
  return section(t("PlayerPanel", "Your role"), ...body);
}

// the seat's role as it plays it now: "mafia_boss" for the mafioso who leads the mafia
// (as desktop.view_access.own_role), else the dealt role
export function ownRole(view) {
  const me = view.me || {};
  return me.role === "mafia" && view.mafia?.boss && view.mafia.boss === me.name ? "mafia_boss" : me.role;
}

// where a registration waits (lobby, pending, reserve)
export function registrationCard(view) {
  const reg = view.registration;
  if (!reg) return null;
  if (reg.place === "pending") {
    return section(t("PlayerPanel", "Waiting for the host's approval"),
      h("p", { text: t("PlayerPanel", "The host approves or refuses each player of this table. You may read the rules of the table meanwhile.") }));
  }
  if (reg.place === "reserve") {
    return section(t("PlayerPanel", "You are a reserve"),
      h("p", { text: view.kind === "lobby"
        ? t("PlayerPanel", "You wait outside the game: when a player is removed, the first reserve takes his place. Until then you watch the game as a spectator.")
        : t("PlayerPanel", "You watch the game as a spectator until you take a removed player's place; then your role comes here.") }));
  }
  const profile = reg.profile || {};
  const labels = [["profession", t("texts", "Profession: %1")], ["appearance", t("texts", "Appearance: %1")],
    ["character", t("texts", "Character: %1")]];
  return section(reg.name, h("p", { class: "hint", text: placeName(reg.place) }),
    labels.filter(([key]) => String(profile[key] || "").trim())
      .map(([key, label]) => h("p", { text: fill(label, String(profile[key]).trim()) })));
}

// ------------------------------------------------------------------ players and the vote

export function playersCard(view) {
  const connected = view.connected || {};
  const rows = (view.players || []).map((p) => {
    const status = [];
    if (!p.alive) status.push(deathHow(p.death?.how) || t("GodView", "dead"));
    else if (connected[p.name] === false) status.push(t("PlayerTable", "away"));
    if (p.public_role) status.push(roleName(p.public_role));
    if (p.final_role) status.push(roleName(p.final_role));
    const today = p.alive ? todayText(view.clock?.phase, p) : "";
    return h("li", { class: p.alive ? "player" : "player dead", "data-name": p.name },
      h("span", { class: "name", text: p.name + (view.me?.name === p.name ? ` (${t("LobbyPanel", "you")})` : "") }),
      status.length ? h("span", { class: "status", text: status.join(" · ") }) : null,
      today ? h("span", { class: "today", text: today }) : null);
  });
  return section(t("PlayerPanel", "Players"), h("ul", { class: "players" }, rows));
}

export function voteCard(view) {
  const clock = view.clock || {};
  const parts = [];
  const tally = view.tally || {};
  const nominees = view.nominees || [];
  if (clock.phase === "vote" && nominees.length) {
    const max = Math.max(1, ...Object.values(tally).map(Number));
    parts.push(h("ul", { class: "tally" }, nominees.map((name) => {
      const n = Number(tally[name] || 0);
      return h("li", {},
        h("span", { class: "name", text: name }),
        h("span", { class: "count", text: t("PublicBoard", "candidate: %n vote(s)", n) }),
        h("span", { class: "bar", style: `width:${Math.round((n / max) * 100)}%` }));
    })));
  } else if (nominees.length) {
    parts.push(lines(nominees.map((name) => {
      const by = (view.players || []).filter((p) => p.nomination === name).map((p) => p.name);
      return by.length ? `${name} ← ${by.join(", ")}` : name;
    }), ""));
  }
  if (view.last_vote && clock.phase !== "vote") {
    parts.push(h("h3", { text: t("PublicBoard", "How the vote ended") }),
      h("p", { text: voteSummary(view.last_vote) }));
  }
  if (!parts.length) return null;
  const title = clock.phase === "vote" ? (clock.runoff ? fill(t("ClockBar", "Runoff vote · day %1"), clock.game_day)
    : fill(t("ClockBar", "Vote · day %1"), clock.game_day)) : t("texts", "Vote");
  return section(title, ...parts);
}

export function lobbyCard(view) {
  const rows = (view.seats || []).map((s) => h("li", { class: "player", "data-name": s.name },
    h("span", { class: "name", text: s.name + (view.me === s.name ? ` (${t("LobbyPanel", "you")})` : "") }),
    h("span", { class: "status", text: s.connected ? t("LobbyPanel", "connected") : t("LobbyPanel", "away") }),
    profileText(s.profile) ? h("span", { class: "today", text: profileText(s.profile) }) : null));
  const reserves = (view.reserves || []).map((s) => h("li", { class: "player" },
    h("span", { class: "name", text: s.name }), h("span", { class: "status", text: placeName("reserve") })));
  const table = view.table || {};
  return section(`${t("PlayerPanel", "Players")} · ${table.seats_taken ?? rows.length}/${table.seats_total ?? "?"}`,
    h("p", { class: "hint", text: t("ClockBar", "Waiting for the host to start the game") }),
    h("ul", { class: "players" }, rows, reserves));
}

// ------------------------------------------------------------------ records

export function eventItem(event, genders) {
  if (event.code === "chat" || event.code === "mafia_chat") {
    const p = event.params || {};
    return h("li", { class: "chat" }, h("b", { text: `${p.by}: ` }), h("span", { text: String(p.text ?? "") }));
  }
  return h("li", { class: `event ev-${event.code}` },
    event.at ? h("time", { text: momentText(event.at) }) : null, h("span", { text: eventText(event, genders) }));
}

export function recordList(records, className = "record", genders = {}) {
  return h("ol", { class: className }, (records || []).map((event) => eventItem(event, genders)));
}

export function privateCard(view, messages = view.messages) {
  const results = (view.results || []).map((r) => (r.kind === "mafia_search"
    ? fill(t("PlayerPanel", "%1 — notebook search on %2: %3"), momentText(r.at), r.target, eventAnswer(r.answer))
    : fill(t("PlayerPanel", "%1 — check of %2: %3"), momentText(r.at), r.target, eventAnswer(r.answer))));
  return [
    results.length ? section(t("PlayerPanel", "Your results"), lines(results, "")) : null,
    section(t("PlayerPanel", "Private"), recordList(messages, "record", gendersOf(view))),
  ];
}

function eventAnswer(answer) {
  if (answer === "yes") return t("texts", "yes");
  if (answer === "no") return t("texts", "no");
  return roleName(answer);
}

export function mafiaCard(view, channel = view.mafia?.channel) {
  const mafia = view.mafia;
  if (!mafia) return null;
  const tonight = mafia.tonight;
  const order = tonight ? (tonight.kind === "search"
    ? fill(t("PlayerPanel", "Tonight's order: search %1. Given by %2."), tonight.target, tonight.by)
    : fill(t("PlayerPanel", "Tonight's order: shoot %1. Given by %2."), tonight.target, tonight.by)) : null;
  const who = "killer" in mafia  // a family (its Don, its killer) or a mafia
    ? fill(t("PlayerPanel", "Your family: %1. Don: %2."), (mafia.members || []).join(", "), mafia.boss || t("PlayerPanel", "none"))
    : fill(t("PlayerPanel", "Your mafia: %1. Boss: %2."), (mafia.members || []).join(", "), mafia.boss || t("PlayerPanel", "none"));
  return section(t("PlayerPanel", "Mafia"), h("p", { text: who }),
    order ? h("p", { class: "order", text: order }) : null, recordList(channel, "record chatlog", gendersOf(view)));
}

// ------------------------------------------------------------------ the host's part

export function hostCard(view) {
  const announcements = (view.announcements || []).map((a) => h("li", {},
    a.question ? h("p", { class: "hint", text: fill(t("PlayerPanel", "Q: %1"), a.question) }) : null,
    h("p", { text: a.question ? fill(t("PlayerPanel", "A: %1"), a.answer) : a.answer })));
  const questions = (view.questions || []).map((q) => h("li", {},
    h("p", { text: fill(t("PlayerPanel", "Q: %1"), q.text) }),
    h("p", { class: q.answer === null || q.answer === undefined ? "hint" : "",
      text: q.answer === null || q.answer === undefined ? t("PlayerPanel", "waiting for the host…")
        : fill(t("PlayerPanel", "A: %1"), q.answer) + (q.public ? ` (${t("PlayerPanel", "answered publicly")})` : "") })));
  return [
    announcements.length ? section(t("PlayerPanel", "From the host"), h("ul", { class: "lines" }, announcements)) : null,
    questions.length ? section(t("PlayerPanel", "Your questions"), h("ul", { class: "lines" }, questions)) : null,
  ];
}

// ------------------------------------------------------------------ the rules of the table

export function rulesCard(view) {
  const preset = view.preset || view.table?.preset;
  const deal = view.deal_counts || {};
  const parts = [h("p", { class: "role-title", text: preset === "classic"
    ? t("TableRules", "Classic mafia") : t("TableRules", "Death Note mafia") })];
  if (deal.roles) {
    const roles = roleOrder().filter((word) => deal.roles[word]).map((word) => fill(t("TableRules", "%1 ×%2"), roleName(word), deal.roles[word]));
    parts.push(h("h3", { text: t("_Plurals", "The roles in play (%n player(s))", deal.players || 0) }),
      h("p", { text: roles.join(", ") }),
      h("p", { class: "hint", text: t("TableRules", "The counts are public; who holds which role is not.") }));
  } else {
    parts.push(h("p", { text: t("TableRules", "The rules give no deal for this many players.") }));
  }
  const schedule = view.schedule;
  const scheduleParts = [];
  if (schedule) {
    for (const phase of schedule.phases || []) {
      let line = fill(t("PlayerPanel", "%1: %2–%3"), phaseName(phase.phase), phase.from, phase.to);
      if (phase.seconds) line += ` (${t("PlayerPanel", "%n real minute(s)", Math.round(phase.seconds / 60))})`;
      scheduleParts.push(line);
    }
    if (schedule.write_window) {  // the notebook's window, where there is a notebook
      scheduleParts.push(fill(t("PlayerPanel", "Notebook write window (without the eyes): %1–%2"),
        schedule.write_window[0], schedule.write_window[1]));
    }
  }
  const options = Object.entries(view.rules || {}).map(([name, value]) => {
    if (!optionApplies(name, preset)) return null;  // another preset's option
    const title = optionTitle(name, preset);
    return title ? fill(t("TableRules", "%1: %2"), title, valueText(name, value)) : null;
  }).filter(Boolean);
  const inactivity = inactivityRule(view.rules || {});
  return [
    section(t("PlayerPanel", "Rules"), ...parts),
    scheduleParts.length ? section(t("PlayerPanel", "The day's schedule"), lines(scheduleParts, ""),
      schedule.note ? h("p", { class: "note", text: schedule.note }) : null) : null,
    options.length ? section(t("TableRules", "Options"),
      inactivity ? h("p", { class: "duty-rule", text: inactivity }) : null, lines(options, "")) : null,
  ];
}

// The inactivity removal in one plain sentence, as the desktop's rules page says it
// (desktop/rules/summary.py inactivity_rule); "" at a table that removes nobody.
function inactivityRule(rules) {
  if (!rules.autokill_inactive) return "";
  const chat = Boolean(rules.inactive_chat_duty);
  const vote = rules.inactive_vote_duty !== false;
  let text;
  if (chat && vote) text = t("TableRules", "Each game day, whoever has not both written in the game chat and voted by %1 is removed from the game: one of the two is not enough.");
  else if (vote) text = t("TableRules", "Each game day, whoever has not voted by %1 is removed from the game; writing in the chat is not required.");
  else if (chat) text = t("TableRules", "Each game day, whoever has not written in the game chat by %1 is removed from the game; voting is not required for it.");
  else return t("TableRules", "Nobody is removed for inactivity: no duty is switched on.");
  if (vote && rules.abstain_allowed) text += " " + t("TableRules", "An abstention counts as a vote.");
  return fill(text, rules.vote_close || "21:00");
}

// ------------------------------------------------------------------ the end

export function endCard(view) {
  if (!view.winner) return null;
  const winners = view.winners || [];
  let kind = "lost", headline = t("PlayerPanel", "You lost");
  if (view.winner === "nobody" || !winners.length) { kind = "draw"; headline = t("PlayerPanel", "Nobody won"); }
  else if (view.me && winners.includes(view.me.name)) { kind = "won"; headline = t("PlayerPanel", "You won!"); }
  if (!view.me) { kind = "public"; headline = winnerText(view.winner, view.end_reason); }
  const genders = gendersOf(view);
  const names = (view.players || []).filter((p) => winners.includes(p.name))
    .map((p) => `${p.name} (${roleName(p.final_role, genders[p.name])})`);
  const story = view.story || {};
  const roles = story.roles || {};
  const deaths = (story.deaths || []).map((d) => fill(t("PublicBoard", "%1  %2 (%3): %4"),
    momentText(d.at), d.name, roleName(roles[d.name], genders[d.name]), deathCause(d.cause, genders[d.name])));
  const parts = [section(null,
    h("p", { class: `headline ${kind}`, text: headline }),
    view.me ? h("p", { class: "center", text: winnerText(view.winner, view.end_reason) }) : null,
    names.length ? h("p", { class: "center", text: fill(t("PlayerPanel", "Winners: %1"), names.join(", ")) }) : null),
  view.me ? recordCard(view) : summaryCard(view), section(t("PublicBoard", "Deaths"), lines(deaths, t("PublicBoard", "Nobody died.")))];
  if (story.notebook) {  // the Death Note's notebook
    const book = story.notebook;
    const path = (book.path || []).map((s) => fill(t("PublicBoard", "%1  %2: %3"), momentText(s.at), notebookStep(s.what), s.who || ""));
    if (book.destroyed && !(book.path || []).some((s) => s.what === "destroyed")) path.push(notebookStep("destroyed"));
    const entries = (book.entries || []).map((e) => {
      let line = fill(t("PublicBoard", "%1  %2 wrote %3"), momentText(e.written_at), e.writer, e.target);
      if (e.death_at) line += "  " + fill(t("PublicBoard", "(death at %1)"), momentText(e.death_at));
      if (e.circumstances) line += "  " + fill(t("PublicBoard", "— %1"), e.circumstances);
      if (e.light_corpse) line += "  " + t("PublicBoard", "(light corpse)");
      return line;
    });
    parts.push(section(t("PublicBoard", "The notebook's path"), lines(path, t("PublicBoard", "The notebook never changed hands."))),
      section(t("PublicBoard", "Names written in the notebook"), lines(entries, t("PublicBoard", "No name was written."))));
  }
  // each counted vote under its day (a runoff named as one)
  const votes = (story.votes || []).map((v) => fill(t("TableRules", "%1: %2"),
    fill(v.runoff ? t("ClockBar", "Runoff vote · day %1") : t("ClockBar", "Vote · day %1"), v.day), voteSummary(v)));
  if (votes.length) parts.push(section(t("PublicBoard", "How the vote ended"), lines(votes, "")));
  return parts;
}

// His own numbers in the group's record after the game (the view's my_record, when the
// host keeps a record): the desktop end tab's words (desktop/seat/end_tab.py).
function recordCard(view) {
  const mine = view.my_record;
  if (!mine) return null;
  const rating = (r) => (r ? `${decimal(r.mu)} ± ${decimal(r.sigma)}` : "—");
  return h("section", { class: "card record", "data-record": "" },
    h("h2", { text: t("PlayerPanel", "Your numbers in the group's record") }),
    h("p", { class: "center", text: fill(t("PlayerPanel", "Games: %1 · Wins: %2 (%3)"), mine.games, mine.wins,
      percentText(mine.win_rate?.rate)) }),
    h("p", { class: "center", text: fill(t("PlayerPanel", "Rating: %1 → %2"), rating(mine.rating_before), rating(mine.rating_after)) }));
}

// The group's record after the game on a spectator's board (the view's summary): the
// projector's summary page's words (desktop/board/summary.py).
function summaryCard(view) {
  const summary = view.summary;
  if (!summary) return null;
  const rating = (r) => (r ? `${decimal(r.mu)} ± ${decimal(r.sigma)}` : "—");
  const head = [t("PublicBoard", "Player"), t("PublicBoard", "Games"), t("PublicBoard", "Wins"),
    t("PublicBoard", "Win rate"), t("PublicBoard", "Rating")].map((word) => h("th", { text: word }));
  const rows = (summary.players || []).map((p) => h("tr", {},
    h("td", { text: p.name }), h("td", { text: String(p.games) }), h("td", { text: String(p.wins) }),
    h("td", { text: percentText(p.win_rate?.rate) }), h("td", { text: rating(p.rating) })));
  const sides = (summary.sides || []).map((s) => {
    const w = s.wins || {};
    let text = fill(t("PublicBoard", "%1 of %2 · %3"), w.hits ?? 0, w.total ?? 0, percentText(w.rate));
    if (w.total) text += ` (${percentText(w.low)} – ${percentText(w.high)})`;
    const name = s.side === "nobody" ? t("PublicBoard", "Draws") : teamName(s.side);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${text}`;
  });
  return h("section", { class: "card summary", "data-summary": "" },
    h("h2", { text: fill(t("PublicBoard", "After game %1: the group's record"), summary.game) }),
    h("table", { class: "standings" }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, rows)),
    h("h3", { text: fill(t("SummaryPage", "Sides in %n game(s) of %1", summary.games), presetName(summary.preset)) }),
    lines(sides, ""));
}

// a share as a whole percentage, «58%» (the desktop's desktop/numbers.py style)
function percentText(share) {
  return `${Math.round((share || 0) * 100)}%`;
}

// a number with one decimal in the reader's language (a comma in Russian)
function decimal(value) {
  return new Intl.NumberFormat(currentLanguage() === "ru" ? "ru-RU" : "en-GB",
    { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value || 0);
}

function preset(view) {
  return view.preset || view.table?.preset;
}

export { presetName };
