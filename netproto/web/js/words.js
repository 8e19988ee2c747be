// Words of the game as the seat shows them, in the page's language, with the desktop's
// own wording: the tables of desktop/texts.py and desktop/option_texts.py (exported by
// tools/build_web_texts.py), the engine's messages and refusals by code, moments
// ("d2 10:00" → "day 2, 10:00"), a counted vote in one line. Which parameter of which
// event becomes which words is desktop/event_words.py's (exported as "event_words"): here
// one renderer per shape, as desktop/texts.py's, and no knowledge of any event;
// tests/web/test_same_words.py renders both and compares. Reads views (plain objects)
// only, never computes a rule.
// Imports i18n.js only.

import {
  aboutOne, catalogueRoleOrder, currentLanguage, engineTemplate, eventWords, fill, roleCode, roleWords, t, tables,
} from "./i18n.js";

const MOMENT = /\bd(\d+) (\d{2}):(\d{2})\b/g;
const MINUTES_PER_DAY = 1440;

function pair(table, key, gender) {
  const entry = tables()[table]?.[key];
  return Array.isArray(entry) && typeof entry[0] === "string"
    ? t(entry[0], entry[1], undefined, gender) : null;
}

function word(table, key, fallback = key, gender = undefined) {
  return pair(table, key, gender) ?? fallback ?? "";
}

// name → stated gender ("male", "female"; null: not stated), from the view's registrations
// (a lobby's seats and reserves), as desktop.view_access.genders_of
export function gendersOf(view) {
  const out = {};
  const rows = [...(view?.registrations || []), ...(view?.kind === "lobby"
    ? [...(view.seats || []), ...(view.reserves || [])] : [])];
  for (const row of rows) {
    if (!row || typeof row !== "object") continue;
    const gender = row.profile?.gender;
    out[String(row.name)] = gender === "male" || gender === "female" ? gender : null;
  }
  return out;
}

export const phaseName = (phase) => word("phase_name", phase || "", phase || "");
// a role word's name: the view's glossary's (learnGlossary), else the built-in role files'
// (role_words); a civilian's in his stated gender, a team reveal's "town" from the tables
export function roleName(role, gender) {
  const key = String(role || "").toLowerCase();
  const entry = key === "civilian" ? null : roleEntry(key);
  return entry ? inLanguage(entry.name) : word("role_name", key, role || "", gender);
}
export const presetName = (preset) => word("preset_name", preset || "", preset || "");
export const teamName = (team) => word("team_name", team || "", team || "");
export const deathHow = (how) => word("death_how", how || "", how || "");
export const deathCause = (cause, gender) => word("death_cause", cause || "", cause || "", gender);
export const notebookStep = (what) => word("notebook_step", what, what);
export const placeName = (place) => word("place_name", place || "", place || "");
export const actionLabel = (action) => word("ACTIONS", action, action);

export function winnerText(winner, reason) {
  if (winner === "nobody" && reason === "stalemate") return t("texts", "A draw: the game stalled");
  return word("winner_text", winner || "", winner || "");
}

// a role's rules in short, for its card (its role file's card)
export function roleRules(role, preset) {
  const entry = roleEntry(String(role || "").toLowerCase(), preset || "deathnote");
  return entry ? inLanguage(entry.card) : "";
}

// the roles at this table (a view's glossary: word, role, name, card, icon, team, family,
// order), learnt from every game view; none until one comes (a lobby)
let glossary = {};

export function learnGlossary(view) {
  if (!Array.isArray(view?.glossary)) return;
  glossary = {};
  for (const row of view.glossary) glossary[row.word] = row;
}

function roleEntry(key, preset) {
  if (glossary[key]) return glossary[key];
  const words = roleWords();
  return preset ? words[preset]?.[key] : words.classic?.[key] ?? words.deathnote?.[key];
}

function inLanguage(texts) {
  return texts?.[currentLanguage()] ?? texts?.en ?? "";
}

// the deal words in the order lists show them (the role files' order)
export function roleOrder() {
  return catalogueRoleOrder();
}

// a classic role card from its sentences (me.card: the role files' card lines, chosen by the
// table's rules in engine/role_cards.py, each sentence in every language), as
// desktop/seat/card_texts.py card_text
export function cardText(card) {
  return (card || []).map((line) => inLanguage(line)).filter(Boolean).join(" ");
}

export function deedText(action, target) {
  const deed = pair("DEEDS", action);
  if (deed === null) return actionLabel(action) + (target ? `: ${target}` : "");
  return deed.replace("%1", target || "?");
}

export function hhmm(minute) {
  const h = Math.floor(minute / 60), m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function momentText(moment) {
  if (moment === null || moment === undefined || moment === "") return "";
  let minutes;
  if (typeof moment === "number") minutes = moment;
  else {
    const m = /^d(\d+) (\d{2}):(\d{2})$/.exec(String(moment));
    if (!m) return String(moment);
    minutes = Number(m[1]) * MINUTES_PER_DAY + Number(m[2]) * 60 + Number(m[3]);
  }
  const day = Math.floor(minutes / MINUTES_PER_DAY);
  return fill(t("moments", "day %1, %2"), day, hhmm(minutes % MINUTES_PER_DAY));
}

export function localizeMoments(text) {
  return String(text).replace(MOMENT, (whole) => momentText(whole));
}

function yesNo(answer) {
  return answer === "yes" || answer === "no" ? word("SHAPE_WORDS", answer) : String(answer);
}

function joined(value) {
  return Array.isArray(value) ? value.join(", ") : value;
}

function roleWord(value) {
  const code = typeof value === "string" ? roleCode(value) : undefined;
  if (code === undefined) return value;
  return engineTemplate("engine.role", code) ?? value;
}

function format(context, code, params, gender) {
  const template = (gender && engineTemplate(context, `${code}|${gender}`)) || engineTemplate(context, code);
  if (template === undefined) return null;
  const values = {};
  for (const [key, value] of Object.entries(params || {})) {
    let v = (eventWords().role_params || []).includes(key) ? roleWord(value) : joined(value);
    if (typeof v === "string" && /^d\d+ \d{2}:\d{2}$/.test(v)) v = momentText(v);
    values[key] = v;
  }
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (whole, key) => {
    if (!(key in values)) { complete = false; return whole; }
    return String(values[key]);
  });
  if (complete) return text;
  const english = engineTemplate("engine.en", code);
  return english ?? text;
}

export function voters(record, candidate) {
  const own = word("SHAPE_WORDS", "own_missed_vote");
  return (record.votes || []).filter((v) => v.target === candidate)
    .map((v) => (v.how === "missed" ? own : String(v.by)));
}

export function voteSummary(record) {
  const counts = Object.entries(record.counts || {}).sort((a, b) => Number(b[1]) - Number(a[1]));
  const parts = counts.map(([name, count]) => {
    const who = voters(record, name);
    return `${name} — ${count}` + (who.length ? ` (${who.join(", ")})` : "");
  });
  let text = parts.join("; ") || word("SHAPE_WORDS", "no_candidates");
  const abstained = record.abstained || [];
  if (abstained.length) text += "; " + word("SHAPE_WORDS", "abstained").replace("%1", abstained.join(", "));
  return text;
}

// the newspaper's summary: who died (with the circumstances written for him), then the
// night's failed attempts
function deaths(params) {
  const details = params.circumstances || {};
  const dead = (params.dead || []).map((name) => (details[name] ? `${name} (${details[name]})` : name));
  let summary = dead.length ? word("SHAPE_WORDS", "dead").replace("%1", dead.join(", "))
    : word("SHAPE_WORDS", "nobody_died");
  const failed = Number(params.failed_attempts || 0);
  if (failed) summary += "; " + t("_Plurals", "%n attempt(s) failed", failed);
  return summary;
}

// the act as a noun ("shot", «выстрел»): its deed cut before the target's place
export function deedNoun(action) {
  return deedText(action, "\u0000").split("\u0000")[0].replace(/[\s:—]+$/, "");
}

// one renderer per shape of desktop/event_words.py (value, all parameters, the stated
// gender of the player the shaping names), as desktop.texts.shaped
const SHAPES = {
  yes_no: (value) => yesNo(value),
  answer: (value, params, gender) => (value === "yes" || value === "no" ? yesNo(value) : roleName(value, gender)),
  role: (value, params, gender) => roleName(String(value), gender),
  team: (value) => teamName(value),
  deed: (value) => deedNoun(String(value || "")),
  phase: (value) => phaseName(value).toLowerCase(),
  none_if_empty: (value) => (value === "-" || (Array.isArray(value) && !value.length)
    ? word("SHAPE_WORDS", "none") : value),
  vote_summary: (value, params) => voteSummary(params),
  deaths: (value, params) => deaths(params),
};

// parameters in words as a shaping (code → parameter → {shape, of}) says
function shapeAll(shaping, params, genders = {}) {
  const out = { ...params };
  const whole = new Set(eventWords().whole || []);
  for (const [key, param] of Object.entries(shaping || {})) {
    if (!whole.has(param.shape) && !(key in params)) continue;
    const gender = param.of ? genders[String(params[param.of])] : undefined;
    out[key] = SHAPES[param.shape](params[key], params, gender ?? undefined);
  }
  return out;
}

function eventParams(code, params, genders) {
  const words = eventWords();
  return shapeAll({ ...(words.any_event || {}), ...(words.events?.[code] || {}) }, params, genders);
}

// a player row's word for his day ("votes Boris"; "" for nothing), as desktop.texts.today_text
export function todayText(phase, row) {
  for (const entry of eventWords().today || []) {
    const value = row?.[entry.field];
    if (entry.phase === phase && value) return word("TODAY_WORDS", entry.key).replace("%1", String(value));
  }
  return "";
}

// an engine event (public, private or mafia) as the player reads it; genders: the
// players' stated genders, for an event about one of them
export function eventText(event, genders = {}) {
  const code = String(event.code || "");
  const subject = (event.params || {})[aboutOne(code)];
  const gender = typeof subject === "string" ? genders[subject] : null;
  const params = eventParams(code, event.params || {}, genders);
  for (const context of eventWords().contexts || []) {
    const text = format(context, code, params, gender);
    if (text !== null) return text;
  }
  return localizeMoments(event.text || code);
}

// a refusal (a legal action's reason, or a refused act) as text
export function reasonText(reason) {
  if (!reason) return "";
  const code = String(reason.code || "");
  const params = shapeAll(eventWords().refusals?.[code], reason.params || {});
  const text = format("engine.refusal", code, params);
  return text ?? String(reason.message || code);
}

export function linkError(code, message = "", retryAfter = null) {
  const text = pair("LINK_ERRORS", code);
  if (text === null) return message || code;
  return retryAfter ? `${text} ${t("texts", "Try again in %1 s.").replace("%1", String(retryAfter))}` : text;
}

export function refusedText(code, message = "", params = {}) {
  if (engineTemplate("engine.refusal", code) !== undefined) return reasonText({ code, params, message });
  return linkError(code, message);
}

// Whether a rule option means something in the preset: not when it is another preset's
// own (the engine's option metadata, exported by tools/build_web_texts.py).
export function optionApplies(name, preset) {
  const only = tables().OPTION_ONLY_IN?.[name];
  return !only || only === (preset || "deathnote");
}

export function optionTitle(name, preset) {
  const own = preset === "classic" ? tables().CLASSIC_OPTIONS?.[name] : undefined;
  const entry = own || tables().OPTIONS?.[name];
  return entry ? t(entry[0][0], entry[0][1]) : null;
}

export function valueText(name, value) {
  if (typeof value === "boolean") return value ? t("RulesEditor", "on") : t("RulesEditor", "off");
  if (value === null || value === undefined) return t("RulesEditor", "none");
  if (name === "first_phase") return phaseName(value);
  const entry = tables().VALUES?.[name]?.[String(value)];
  if (entry) return t(entry[0], entry[1]);
  if (Array.isArray(value)) return value.map((v) => roleName(v)).join(", ") || t("RulesEditor", "none");
  return String(value);
}

export function profileText(profile) {
  if (!profile) return "";
  return ["profession", "appearance", "character"].map((k) => String(profile[k] || "").trim())
    .filter(Boolean).join(" · ");
}
