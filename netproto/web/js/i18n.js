// The page's language and its texts: one catalogue with the desktop. texts/ru.json and
// texts/en.json are generated from the Qt Linguist sources (assets/i18n/*.ts) by
// tools/build_web_texts.py: "ui" maps "context|English source" to the text (a list of
// plural forms for a %n text), "engine" the engine's catalogues by code, "roles" a role
// word to its code. Owns t() (a text by context and English source, as Qt's translate),
// the engine's texts by code, the language (the browser's first, then the reader's
// choice, kept in localStorage). Imports nothing of the page.

const KEY = "dnmafia.lang";
const catalogues = { en: null, ru: null };
let language = "en";
const listeners = [];

export function initialLanguage() {
  const kept = localStorage.getItem(KEY);
  if (kept === "ru" || kept === "en") return kept;
  const wanted = navigator.languages?.length ? navigator.languages[0] : navigator.language;
  return String(wanted || "").toLowerCase().startsWith("ru") ? "ru" : "en";
}

async function load(lang) {
  if (catalogues[lang]) return;
  const answer = await fetch(`texts/${lang}.json`, { cache: "no-cache" });
  catalogues[lang] = await answer.json();
}

// English always (it carries the desktop's tables too), Russian once it is wanted
export async function loadTexts() {
  const first = initialLanguage();
  await Promise.all([load("en"), load(first)]);
  applyLanguage(first, false);
}

export function currentLanguage() {
  return language;
}

export async function setLanguage(lang, remember = true) {
  await load(lang === "ru" ? "ru" : "en");
  applyLanguage(lang, remember);
}

function applyLanguage(lang, remember) {
  language = lang === "ru" ? "ru" : "en";
  if (remember) localStorage.setItem(KEY, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener(language);
}

export function onLanguage(listener) {
  listeners.push(listener);
}

function russianForm(n) {
  const tens = n % 100, ones = n % 10;
  if (ones === 1 && tens !== 11) return 0;
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 1;
  return 2;
}

// a text of the catalogue: context and English source exactly as the desktop's; n: a count
// for a "%n" text (its plural form); gender ("male", "female"): the wording for a player
// who stated it, where the language has one (else the neutral text, as Qt falls back)
export function t(context, source, n, gender) {
  const ui = catalogues[language]?.ui;
  const found = (gender && ui?.[`${context}|${source}#${gender}`]) || ui?.[`${context}|${source}`];
  let text;
  if (Array.isArray(found)) {
    text = language === "ru" ? found[Math.min(russianForm(n ?? 0), found.length - 1)]
      : found[n === 1 ? 0 : found.length - 1];
  } else if (typeof found === "string" && found) {
    text = found;
  } else if (n !== undefined) {
    text = n === 1 ? source.replace(/\((?:s|es)\)/g, "")
      : source.replace(/\(s\)/g, "s").replace(/\(es\)/g, "es");
  } else {
    text = source;
  }
  return n === undefined ? text : text.replace(/%n/g, String(n));
}

// "%1", "%2", … replaced in order
export function fill(text, ...values) {
  return text.replace(/%(\d)/g, (whole, digit) => {
    const value = values[Number(digit) - 1];
    return value === undefined ? whole : String(value);
  });
}

// an engine template by code; context "engine.en" is any English one (the fallback when a
// translation lacks a parameter, as the desktop falls back on the English template)
export function engineTemplate(context, code) {
  if (context === "engine.en") {
    for (const name of [...(eventWords().contexts || []), "engine.refusal"]) {
      const found = catalogues.en?.engine?.[name]?.[code];
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return catalogues[language]?.engine?.[context]?.[code]
    ?? catalogues.en?.engine?.[context]?.[code];
}

// the engine's messages about one named player: code → the parameter that names him
export function aboutOne(code) {
  return catalogues.en?.about_one?.[code];
}

export function roleCode(word) {
  return catalogues.en?.roles?.[word];
}
// the built-in roles by preset: deal word → {word, role, name, card, icon, team, family,
// order} (their role files, engine/role_data/), and every deal word in list order
export function roleWords() {
  return catalogues.en?.role_words || {};
}
export function catalogueRoleOrder() {
  return catalogues.en?.role_order || [];
}

// how an event's parameters become words (desktop/event_words.py): events, any_event,
// refusals, whole (the shapes that read all the parameters), today (a row's day words)
export function eventWords() {
  return catalogues.en?.event_words || {};
}

// the desktop's word tables: name → key → [context, English source]
export function tables() {
  return catalogues.en?.tables || {};
}
