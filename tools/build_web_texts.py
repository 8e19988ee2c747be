"""Build the browser seat's texts (netproto/web/texts/{en,ru}.json) from the desktop's
catalogue: the Qt Linguist sources (assets/i18n/dnmafia_*.ts), so that the phone and the
desktop speak with the same words and one translation serves both.

Owns three things:
- the "web" context of the .ts files: the browser's own strings (``t("web", "…")`` in
  netproto/web/**/*.js) that no desktop window has. ``--ts`` writes it into both files as
  ``tools/i18n_sync.py`` writes the engine's (Russian kept for an unchanged source, a new
  one unfinished; ``tools/i18n_fill.py`` then fills it from assets/i18n/ru_desktop.json,
  English with the source). ``make i18n`` runs ``--ts`` right after pyside6-lupdate, which
  does not know the context, and the plain build at the end.
- the word tables the page shares with the desktop, read (never imported: the desktop
  needs Qt) from desktop/texts.py and desktop/rules/option_texts.py with ``ast``: each table maps
  a key to its ``(context, English source)``, e.g. ``role_name`` "kira" → ("texts", "Kira").
- the JSON files: ``ui`` maps "context|source" to the text for every string the page uses
  (its ``t("context", "source")`` calls and the tables), a list of forms for a ``%n``
  plural, "context|source#female" for a wording in a stated gender; ``engine`` the
  engine's contexts by code (templates; "code|female" a gendered variant); ``roles`` a
  role title or public word to its code, ``role_words`` (each preset's built-in roles:
  names, cards and icons in both languages, from the role files) and ``role_order``,
  ``tables`` (with ``OPTION_ONLY_IN``: the preset of
  each option that means something in one preset only), ``about_one`` (the engine's
  messages about one named player, worded by his gender) and ``event_words`` (how an
  event's parameters become words: desktop/event_words.py) in the English file only.

    python tools/build_web_texts.py           write the JSON files
    python tools/build_web_texts.py --ts      write the "web" context of the .ts files
    python tools/build_web_texts.py --check   exit 1 if a JSON file is stale, or a string
                                              the page uses has no text (nothing written)

Imports only the standard library, the engine's role table and role files, its message
metadata and its option metadata, and desktop/event_words.py (data, no Qt).
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from desktop import event_words  # noqa: E402  (plain data: no Qt)
from engine.messages import ABOUT_ONE, GENDERS  # noqa: E402
from engine.options import SPECS  # noqa: E402
from engine.role_files import PRESETS  # noqa: E402
from engine.rolebook import rolebook  # noqa: E402
from engine.roles import ROLE_ORDER, ROLE_TABLE  # noqa: E402

I18N_DIR = ROOT / "assets" / "i18n"
WEB_DIR = ROOT / "netproto" / "web"
OUT_DIR = WEB_DIR / "texts"
WEB_CONTEXT = "web"
ENGINE_CONTEXTS = ("engine.private", "engine.public", "engine.mafia", "engine.graveyard",
                   "engine.refusal", "engine.setup", "engine.role")
# module → the tables the page reads: a function's dict of words, or a module-level dict
TABLES = {
    "desktop/texts.py": ("phase_name", "role_name", "preset_name", "team_name",
                         "winner_text", "death_how",
                         "death_cause", "notebook_step", "place_name", "_ACTIONS", "_DEEDS",
                         "_LINK_ERRORS", "_SHAPE_WORDS", "TODAY_WORDS"),
    "desktop/rules/option_texts.py": ("group_title", "_OPTIONS", "_CLASSIC_OPTIONS", "_VALUES"),
}
_STRING = r'"((?:[^"\\\n]|\\.)*)"'
CALL_RE = re.compile(r"\bt\(\s*" + _STRING + r"\s*,\s*" + _STRING)
_TRANSLATORS = ("translate", "QT_TRANSLATE_NOOP")


# --------------------------------------------------------------------------- the page

def page_strings() -> list[tuple[str, str]]:
    """(context, source) of every ``t("context", "source")`` in the page's scripts."""
    found: dict[tuple[str, str], None] = {}
    for path in sorted(WEB_DIR.rglob("*.js")):
        if "vendor" in path.parts:
            continue
        for match in CALL_RE.finditer(path.read_text(encoding="utf-8")):
            found[(json.loads(f'"{match.group(1)}"'), json.loads(f'"{match.group(2)}"'))] = None
    return list(found)


# --------------------------------------------------------------------------- the tables

def _value(node: ast.AST, env: dict[str, Any]) -> Any:
    """A literal table: constants, tuples, dicts and translate calls → (context, source)."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return env.get(node.id)
    if isinstance(node, ast.Tuple | ast.List):
        return [_value(item, env) for item in node.elts]
    if isinstance(node, ast.Dict):
        table = {}
        for key, value in zip(node.keys, node.values, strict=True):
            if isinstance(key, ast.Constant):
                word = _value(value, env)
                if word is not None:
                    table[str(key.value)] = word
        return table
    if isinstance(node, ast.Call):
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(
            node.func, "id", "")
        args = [a.value for a in node.args[:2] if isinstance(a, ast.Constant)]
        if name in _TRANSLATORS and len(args) == 2 and all(isinstance(a, str) for a in args):
            return ("tr", args[0], args[1])
        if name == "gendered" and len(node.args) == 4:  # its neutral wording; the variants
            return _value(node.args[1], env)            # come with it (build: "#male")
    return None


def _assign(target: ast.AST, value: Any, env: dict[str, Any]) -> None:
    if isinstance(target, ast.Name) and value is not None:
        env[target.id] = value
    elif isinstance(target, ast.Tuple) and isinstance(value, list):
        for item, part in zip(target.elts, value, strict=False):
            _assign(item, part, env)


def _assignments(body: list[ast.stmt], env: dict[str, Any]) -> None:
    for statement in body:
        if isinstance(statement, ast.Assign):
            for target in statement.targets:
                _assign(target, _value(statement.value, env), env)
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            _assign(statement.target, _value(statement.value, env), env)


def _function_table(function: ast.FunctionDef, env: dict[str, Any]) -> dict[str, Any]:
    local = dict(env)
    _assignments(function.body, local)
    for node in ast.walk(function):
        if isinstance(node, ast.Dict):
            table = _value(node, local)
            if table:
                return table
    return {}


def _pairs(value: Any) -> Any:
    """("tr", context, source) → [context, source], all the way down."""
    if isinstance(value, tuple) and value and value[0] == "tr":
        return [value[1], value[2]]
    if isinstance(value, dict):
        return {key: _pairs(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_pairs(item) for item in value]
    return value


def word_tables() -> dict[str, Any]:
    tables: dict[str, Any] = {}
    for module, names in TABLES.items():
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        env: dict[str, Any] = {}
        _assignments(tree.body, env)
        functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        for name in names:
            table = _function_table(functions[name], env) if name in functions else env.get(name)
            if not table:
                raise SystemExit(f"{module}: no table {name}")
            tables[name.lstrip("_")] = _pairs(table)
    # the rule options that mean something in one preset only, and which (their metadata):
    # the rules card shows a table only its own preset's options
    tables["OPTION_ONLY_IN"] = {name: next(iter(spec.presets)).value
                                for name, spec in SPECS.items() if len(spec.presets) == 1}
    return tables


def _table_strings(value: Any) -> list[tuple[str, str]]:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return [(value[0], value[1])]
    items = value.values() if isinstance(value, dict) else value if isinstance(
        value, list) else ()
    return [pair for item in items for pair in _table_strings(item)]


# --------------------------------------------------------------------------- the .ts

def _messages(stem: str) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) → message, of the live entries."""
    root = ET.parse(I18N_DIR / f"dnmafia_{stem}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source") or "",
                   message.findtext("comment") or "")] = message
    return found


def _text(message: ET.Element) -> str | list[str]:
    translation = message.find("translation")
    if translation is None:
        return ""
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return translation.text or ""


def build(stem: str) -> tuple[dict[str, Any], list[str]]:
    """The JSON of one language, and the strings the page uses that have no text in it."""
    messages = _messages(stem)
    tables = word_tables()
    wanted = list(dict.fromkeys(page_strings() + _table_strings(tables)))
    ui: dict[str, Any] = {}
    missing = []
    for context, source in wanted:
        # a text about one player may have a wording for each stated gender (Qt's
        # disambiguation "male"/"female"): "context|source#female"
        for gender in GENDERS:
            variant = messages.get((context, source, gender))
            text = _text(variant) if variant is not None else ""
            if text and isinstance(text, str) and not (stem == "en" and text == source):
                ui[f"{context}|{source}#{gender}"] = text
        message = messages.get((context, source, ""))
        text = _text(message) if message is not None else ""
        if not text or (isinstance(text, list) and not all(text)):
            missing.append(f"{context}|{source}")
            continue
        translation = message.find("translation")
        if stem != "en" and translation is not None and translation.get("type") == "unfinished":
            missing.append(f"{context}|{source}")
        if stem == "en" and text == source:
            continue  # English: the source itself
        ui[f"{context}|{source}"] = text
    engine: dict[str, dict[str, str]] = {name: {} for name in ENGINE_CONTEXTS}
    for (context, source, comment), message in messages.items():
        if context in engine:  # by code, and a gendered variant by "code|gender"
            engine[context][comment] = _text(message) or source
    data: dict[str, Any] = {"language": stem, "ui": dict(sorted(ui.items())), "engine": engine}
    if stem == "en":
        data["roles"] = {word: role.value for role, d in ROLE_TABLE.items()
                         for word in (d.public_word, d.title)}
        data["tables"] = tables
        # the built-in roles' names, cards and icons by preset (their role files): the
        # page's fallback where a view carries no glossary (a lobby), and the list order
        data["role_words"] = {preset: {row["word"]: row for row in rolebook(preset).glossary()}
                              for preset in PRESETS}
        data["role_order"] = list(ROLE_ORDER)
        data["about_one"] = dict(ABOUT_ONE)  # code → the parameter naming its one player
        data["event_words"] = event_words.to_json()  # how parameters become words
    return data, missing


def render(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


# --------------------------------------------------------------------------- the web context

def _escape(text: str) -> str:
    """As ElementTree writes a text (tools/i18n_fill.py writes the file last): quotes and
    apostrophes stay as they are."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def web_context(text: str, stem: str) -> str:
    """``text`` (a whole .ts file) with its "web" context regenerated from the page. A
    source with ``%n`` is a plural (``numerus``), its forms in ``numerusform``s."""
    sources = [source for context, source in page_strings() if context == WEB_CONTEXT]
    old: dict[str, tuple[str | list[str], str | None]] = {}
    block = re.search(r"[ \t]*<context>\s*<name>web</name>.*?</context>[ \t]*\n?", text, re.S)
    if block:
        for message in ET.fromstring(block.group(0).strip()).iter("message"):
            translation = message.find("translation")
            kind = None if translation is None else translation.get("type")
            forms = ([] if translation is None
                     else [f.text or "" for f in translation.iter("numerusform")])
            old[message.findtext("source") or ""] = (
                forms if message.get("numerus") == "yes" and forms
                else "" if translation is None else translation.text or "",
                {"vanished": None, "obsolete": "unfinished"}.get(kind, kind))
    lines = ["<context>", f"    <name>{WEB_CONTEXT}</name>"]
    for source in sources:
        plural = "%n" in source
        english: str | list[str] = _english_forms(source) if plural else source
        translation, kind = old.get(source, (english if stem == "en" else "",
                                             None if stem == "en" else "unfinished"))
        if plural and isinstance(translation, str):  # a source that became a plural
            translation, kind = (english, None) if stem == "en" else ("", "unfinished")
        mark = "" if kind is None else f' type="{kind}"'
        lines += ['    <message numerus="yes">' if plural else "    <message>",
                  f"        <source>{_escape(source)}</source>"]
        if plural:
            lines.append(f"        <translation{mark}>")
            lines += [f"            <numerusform>{_escape(form)}</numerusform>"
                      for form in translation]
            lines += ["        </translation>", "    </message>"]
        else:
            lines += [f"        <translation{mark}>{_escape(str(translation))}</translation>",
                      "    </message>"]
    lines.append("</context>")
    section = "\n".join(lines) + "\n" if sources else ""
    if block:
        return text[:block.start()] + section + text[block.end():]
    at = text.rindex("</TS>")  # "web" sorts after every other context name
    return text[:at] + section + text[at:]


def _english_forms(source: str) -> list[str]:
    """The English singular and plural of a ``%n`` source ("player(s)")."""
    return [source.replace("(s)", "").replace("(es)", ""),
            source.replace("(s)", "s").replace("(es)", "es")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ts", action="store_true",
                        help='write the "web" context of the .ts files')
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a JSON file is stale or a text missing")
    args = parser.parse_args(argv)
    if args.ts:
        for stem in ("ru", "en"):
            path = I18N_DIR / f"dnmafia_{stem}.ts"
            text = path.read_text(encoding="utf-8")
            wanted = web_context(text, stem)
            if wanted != text:
                path.write_text(wanted, encoding="utf-8", newline="\n")
                print(f"updated {path.relative_to(ROOT)}")
        return 0
    bad = 0
    for stem in ("en", "ru"):
        data, missing = build(stem)
        path = OUT_DIR / f"{stem}.json"
        for key in missing:
            print(f"{stem}: no text for {key}", file=sys.stderr)
            bad = 1
        wanted = render(data)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if wanted == current:
            continue
        if args.check:
            print(f"out of date: {path.relative_to(ROOT)} (run python tools/build_web_texts.py)",
                  file=sys.stderr)
            bad = 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(wanted, encoding="utf-8", newline="\n")
            print(f"updated {path.relative_to(ROOT)}")
    return bad


if __name__ == "__main__":
    sys.exit(main())
