"""The rules of the table in short (docs/rules-classic.md C1.5), as everybody may read them
before the game starts: the preset, the roles in play with their public counts (who holds
what is not public), the host's own roles with their sides and cards (the view's glossary
rows of the words no role file of the app deals), the scenarios that are on, and the
options — for the player window (``rules_html``) and the projector (``rules_lines``).

Owns ``TableRules`` and its rendering. Reads a lobby or game view (``table.preset`` or
``preset``, ``rules``, ``deal_counts``), the preset's metadata (the side of a deal word,
whether it has scenarios) and the options' (their presets, sections and requirements,
``engine.option_spec``) for display only; never computes a rule.
Must not import any window.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from desktop.i18n import current_language
from desktop.rules import option_texts
from desktop.texts import role_name
from engine.option_spec import Kind, Requires, Section
from engine.options import PRESET_DEFAULTS, SPECS, Preset
from engine.presets import preset_rules
from engine.rolebook import side as side_of_deal
from engine.roles import ROLE_ORDER

CONTEXT = "TableRules"

# the deal words in the order they are listed (the role files' order)
_ORDER = ROLE_ORDER


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class _Plurals(QObject):
    """Texts with a number (lupdate marks plural forms only in a class's ``self.tr``)."""

    def roles_heading(self, players: int) -> str:
        return self.tr("The roles in play (%n player(s))", "", players)

    def vests(self, count: int) -> str:
        return self.tr("%n vest(s) dealt", "", count)


_PLURALS = _Plurals()


@dataclass
class TableRules:
    """The rules of one table, in words of the current language."""

    preset: str  # the preset's name
    players: int | None  # how many the counts are for
    sides: list[tuple[str, int, str]] = field(default_factory=list)  # (side, n, roles)
    no_deal: bool = False  # the rules give no deal for that many players
    scenarios: list[tuple[str, str, list[str]]] = field(default_factory=list)
    options: list[tuple[str, str, bool]] = field(default_factory=list)  # title, value, changed
    inactivity: str = ""  # the inactivity removal in one plain sentence (RULES.md §6)
    own_roles: list[tuple[str, str, str]] = field(default_factory=list)  # name, side, card


def inactivity_rule(rules: dict[str, Any]) -> str:
    """The inactivity removal as the table plays it, in one plain sentence: which duties a
    player is held to each game day and by when (the rules' plain values); "" at a table
    that removes nobody."""
    if not rules.get("autokill_inactive"):
        return ""
    chat = bool(rules.get("inactive_chat_duty"))
    vote = bool(rules.get("inactive_vote_duty", True))
    if chat and vote:
        text = QCoreApplication.translate(
            "TableRules", "Each game day, whoever has not both written in the game chat and "
            "voted by %1 is removed from the game: one of the two is not enough.")
    elif vote:
        text = QCoreApplication.translate(
            "TableRules", "Each game day, whoever has not voted by %1 is removed from the "
            "game; writing in the chat is not required.")
    elif chat:
        text = QCoreApplication.translate(
            "TableRules", "Each game day, whoever has not written in the game chat by %1 is "
            "removed from the game; voting is not required for it.")
    else:
        return QCoreApplication.translate(
            "TableRules", "Nobody is removed for inactivity: no duty is switched on.")
    if vote and rules.get("abstain_allowed"):
        text += " " + QCoreApplication.translate("TableRules",
                                                 "An abstention counts as a vote.")
    return text.replace("%1", str(rules.get("vote_close") or "21:00"))


def preset_of(view: dict[str, Any]) -> Preset:
    word = view.get("preset") or (view.get("table") or {}).get("preset") or "deathnote"
    try:
        return Preset(word)
    except ValueError:
        return Preset.DEATHNOTE


def _preset_title(preset: Preset) -> str:
    """The preset's name as the rules of the table are headed."""
    return {
        Preset.DEATHNOTE: QCoreApplication.translate("TableRules", "Death Note mafia"),
        Preset.CLASSIC: QCoreApplication.translate("TableRules", "Classic mafia"),
    }[preset]


def _side_name(side: str) -> str:
    return {
        "mafia": QCoreApplication.translate("TableRules", "The mafia"),
        "mafia2": QCoreApplication.translate("TableRules", "The second family"),
        "town": QCoreApplication.translate("TableRules", "The town"),
        "solo": QCoreApplication.translate("TableRules", "On their own"),
    }[side]


def _own_roles(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The host's own roles at the table: the view's glossary rows (``glossary``) marked
    ``custom`` (or of a word no role file of the app deals), by deal word."""
    rows = view.get("glossary") or []
    return {row["word"]: row for row in rows
            if isinstance(row, dict) and row.get("word")
            and (row.get("custom") or row["word"] not in _ORDER)}


def _own_side(row: dict[str, Any]) -> str:
    """The side a host's role plays for, from its glossary row (its family, its team)."""
    return side_of_deal(str(row.get("team") or "town"), int(row.get("family") or 0))


def _own_text(row: dict[str, Any], key: str) -> str:
    texts = row.get(key) or {}
    return str(texts.get(current_language().value) or texts.get("en") or row["word"])


def _role_with_count(word: str, count: int, own: dict[str, dict[str, Any]] | None = None
                     ) -> str:
    name = _own_text(own[word], "name") if own and word in own else role_name(word)
    return name if count == 1 else QCoreApplication.translate(
        "TableRules", "%1 ×%2").replace("%1", name).replace("%2", str(count))


def _scenario(section: Section, rules: dict[str, Any]) -> tuple[str, str, list[str]] | None:
    """A scenario that is on: its title, its explanation, its settings. It is on when what
    its settings require holds (its switch alone when it has no settings); its title is
    its first option's, its settings the options whose requirements hold."""
    texts = option_texts.option_texts("classic")  # the scenarios are the classic game's

    def detail(option: str) -> str:
        return QCoreApplication.translate("TableRules", "%1: %2").replace(
            "%1", texts[option][0]).replace("%2", option_texts.value_text(option,
                                                                          rules.get(option)))

    members = [name for name, spec in SPECS.items() if spec.section is section]
    switches = {need for name in members for need in SPECS[name].requires} or {
        Requires(members[0])}
    if not any(need.holds(rules) for need in switches):
        return None
    title, hint = texts[members[0]]
    settings = []
    for name in members[1:]:
        if SPECS[name].requires and not SPECS[name].applies(rules):
            continue
        if name == "don_decides_uses":  # the setting of the Don deciding the kill
            settings.append(option_texts.don_decides_texts()[0] + " · " + detail(name))
        else:
            settings.append(detail(name))
    kind = SPECS[members[0]].kind
    if kind is Kind.COUNT:  # the vests: how many
        settings.insert(0, _PLURALS.vests(int(rules.get(members[0]) or 0)))
    elif members[0] == "don_strike" and not rules.get("don_strike"):
        title, hint = option_texts.don_decides_texts()  # the Don decides, no strike
    return title, hint, settings


def table_rules(view: dict[str, Any]) -> TableRules:
    """The rules of the table a lobby or game view describes."""
    preset = preset_of(view)
    metadata = preset_rules(preset)
    rules = dict(view.get("rules") or {})
    deal = view.get("deal_counts") or {}
    out = TableRules(preset=_preset_title(preset), players=deal.get("players"))
    own = _own_roles(view)
    out.own_roles = [(_own_text(row, "name"), _side_name(_own_side(row)),
                      _own_text(row, "card")) for row in own.values()]
    counts = deal.get("roles")
    if isinstance(counts, dict):
        sides: dict[str, list[tuple[str, int]]] = {}
        for word in sorted(counts, key=lambda w: _ORDER.index(w) if w in _ORDER else 99):
            side = _own_side(own[word]) if word in own else metadata.side_of(word)
            sides.setdefault(side, []).append((word, int(counts[word])))
        for side in ("mafia", "mafia2", "town", "solo"):
            if side in sides:
                words = sides[side]
                out.sides.append((_side_name(side), sum(n for _, n in words),
                                  ", ".join(_role_with_count(w, n, own) for w, n in words)))
    elif deal:
        out.no_deal = True
    if metadata.has_scenarios:
        for section in Section:
            scenario = _scenario(section, rules) if section.scenario else None
            if scenario is not None:
                out.scenarios.append(scenario)
    out.inactivity = inactivity_rule(rules)
    defaults = PRESET_DEFAULTS[preset].to_plain()
    texts = option_texts.option_texts("classic")  # the scenarios are the classic game's
    for name, spec in SPECS.items():  # the deal and the scenarios are told above
        if (spec.section is Section.DEAL or spec.section.scenario
                or preset not in spec.presets or name not in rules or name not in texts):
            continue
        value = rules[name]
        out.options.append((texts[name][0], option_texts.value_text(name, value),
                            value != defaults.get(name)))
    return out


def _deal_heading(summary: TableRules) -> str:
    if summary.players is None:
        return QCoreApplication.translate("TableRules", "The roles in play")
    return _PLURALS.roles_heading(int(summary.players))


def rules_html(view: dict[str, Any]) -> str:
    """The rules of the table for the player window: the deal, the scenarios, every option
    (the ones that differ from the preset's defaults in bold)."""
    summary = table_rules(view)
    esc = html.escape
    parts = [f"<h2>{esc(summary.preset)}</h2>"]
    if summary.sides or summary.no_deal:
        parts.append(f"<h3>{esc(_deal_heading(summary))}</h3>")
    if summary.no_deal:
        parts.append("<p>" + esc(QCoreApplication.translate(
            "TableRules", "The rules give no deal for this many players.")) + "</p>")
    if summary.sides:
        parts.append("<table cellpadding='3'>")
        for side, count, roles in summary.sides:
            parts.append(f"<tr><td><b>{esc(side)}</b></td><td align='right'>{count}</td>"
                         f"<td>{esc(roles)}</td></tr>")
        parts.append("</table><p><i>" + esc(QCoreApplication.translate(
            "TableRules", "The counts are public; who holds which role is not.")) + "</i></p>")
    if summary.own_roles:
        parts.append("<h3>" + esc(QCoreApplication.translate(
            "TableRules", "The host's own roles")) + "</h3><ul>")
        for name, side, card in summary.own_roles:
            parts.append(f"<li><b>{esc(name)}</b> ({esc(side)}) — {esc(card)}</li>")
        parts.append("</ul>")
    if preset_rules(preset_of(view)).has_scenarios:
        parts.append("<h3>" + esc(QCoreApplication.translate("TableRules", "Scenarios"))
                     + "</h3>")
        if not summary.scenarios:
            parts.append("<p>" + esc(QCoreApplication.translate(
                "TableRules", "None: the classic game as it is.")) + "</p>")
        else:
            parts.append("<ul>")
            for title, hint, settings in summary.scenarios:
                extra = "".join(f"<br>· {esc(s)}" for s in settings)
                parts.append(f"<li><b>{esc(title)}</b> — {esc(hint)}{extra}</li>")
            parts.append("</ul>")
    parts.append("<h3>" + esc(QCoreApplication.translate("TableRules", "Options")) + "</h3>")
    if summary.inactivity:
        parts.append(f"<p><b>{esc(summary.inactivity)}</b></p>")
    parts.append("<table cellpadding='2'>")
    for title, value, changed in summary.options:
        shown = f"<b>{esc(value)}</b>" if changed else esc(value)
        parts.append(f"<tr><td>{esc(title)}</td><td>{shown}</td></tr>")
    parts.append("</table><p><i>" + esc(QCoreApplication.translate(
        "TableRules", "In bold: changed from the preset's defaults. The rules are frozen "
                      "when the game starts.")) + "</i></p>")
    return "".join(parts)


def rules_lines(view: dict[str, Any]) -> list[str]:
    """The rules of the table for the projector, short: the preset, the deal, the
    scenarios on, the options that differ from the preset's defaults."""
    summary = table_rules(view)
    lines = [summary.preset]
    if summary.sides:
        lines.append(_deal_heading(summary) + ":")
        lines += [QCoreApplication.translate("TableRules", "%1 (%2): %3").replace(
            "%1", side).replace("%2", str(count)).replace("%3", roles)
            for side, count, roles in summary.sides]
    for name, side, _card in summary.own_roles:
        lines.append(QCoreApplication.translate("TableRules", "The host's role: %1 (%2)")
                     .replace("%1", name).replace("%2", side))
    for title, _hint, settings in summary.scenarios:
        lines.append(QCoreApplication.translate("TableRules", "Scenario: %1").replace(
            "%1", title) + (" — " + "; ".join(settings) if settings else ""))
    if summary.inactivity:
        lines.append(summary.inactivity)
    changed = [(title, value) for title, value, on in summary.options if on]
    if changed:
        lines += [QCoreApplication.translate("TableRules", "%1: %2").replace(
            "%1", title).replace("%2", value) for title, value in changed]
    else:
        lines.append(QCoreApplication.translate(
            "TableRules", "Every other option as the preset's defaults."))
    return lines
