// The page's words for a set of cases, rendered by netproto/web/js/words.js in node (no
// browser): tests/web/test_same_words.py renders the same cases with desktop/texts.py
// and compares. Reads the generated texts (netproto/web/texts/*.json) from disk.
//
//   node tests/web/render_words.mjs CASES.json LANGUAGE   → JSON list of texts on stdout
//
// A case is {kind, ...}: "event" {event, genders}, "reason" {reason}, "refused" {code,
// message, params}, "today" {phase, row}, "vote" {record}, "moment" {moment}.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "netproto", "web");
const store = new Map();
globalThis.localStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
globalThis.navigator = { languages: ["en"], language: "en" };
globalThis.document = { documentElement: {} };
globalThis.fetch = async (url) => {
  const text = readFileSync(join(WEB, String(url)), "utf-8");
  return { json: async () => JSON.parse(text) };
};

const i18n = await import(join(WEB, "js", "i18n.js"));
const words = await import(join(WEB, "js", "words.js"));

const [casesPath, language] = process.argv.slice(2);
await i18n.loadTexts();
await i18n.setLanguage(language, false);

const RENDER = {
  event: (c) => words.eventText(c.event, c.genders || {}),
  reason: (c) => words.reasonText(c.reason),
  refused: (c) => words.refusedText(c.code, c.message || "", c.params || {}),
  today: (c) => words.todayText(c.phase, c.row),
  vote: (c) => words.voteSummary(c.record),
  moment: (c) => words.momentText(c.moment),
  role_name: (c) => words.roleName(c.role),
  role_rules: (c) => words.roleRules(c.role, c.preset),
};

const cases = JSON.parse(readFileSync(casesPath, "utf-8"));
process.stdout.write(JSON.stringify(cases.map((c) => RENDER[c.kind](c))));
