"""The god view's night parts, as HTML for the host console's god view panel: tonight (who
has acted and who has not, by name, and every order that stands) and the history of past
nights (who did what, who only slept, and what resolved how: deaths and causes, failed
kills and why, saves, blocks, answers, acts lost) — engine.night_history's record.

Owns ``tonight_html`` and ``history_html``. Renders the view it is given, never computes a
rule; only for a host who moderates (the god view). Its texts keep the "GodView"
translation context. Must not import any window.
"""

from __future__ import annotations

import html
import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.texts import death_cause, deed_text, role_name
from desktop.view_access import genders_of

translate = QCoreApplication.translate


def _fill(template: str, *values: str) -> str:
    """``template`` with %1, %2 … replaced, in one pass (a name may hold "%2")."""
    return re.sub(r"%(\d)", lambda m: str(values[int(m.group(1)) - 1]), template)


def _names(names: list[str]) -> str:
    return ", ".join(names) or translate("GodView", "nobody")


def _act(act: dict[str, Any], genders: dict[str, str | None]) -> str:
    text = f"{act['by']} — {deed_text(act['do'], act.get('target'))}"
    if act.get("role"):
        text += f" ({role_name(act['role'], genders.get(act.get('target') or ''))})"
    return text


def tonight_html(view: dict[str, Any]) -> str:
    """Tonight: who has acted and who has not (names), and the orders that stand."""
    submitted = view.get("night_submitted")
    if not submitted:
        return ""
    esc = html.escape
    genders = genders_of(view)
    lines = ["<h4>" + esc(translate("GodView", "Tonight")) + "</h4>",
             "<p><b>" + esc(translate("GodView", "Has acted or sleeps:")) + "</b> "
             + esc(_names(submitted.get("done") or [])) + "</p>",
             "<p><b>" + esc(translate("GodView", "Not yet:")) + "</b> "
             + esc(_names(submitted.get("waiting") or [])) + "</p>"]
    orders = view.get("tonight_orders") or []
    if not orders:
        lines.append("<p>" + esc(translate("GodView", "No orders yet.")) + "</p>")
    lines += [f"<p>• {esc(_act(order, genders))}</p>" for order in orders]
    return "".join(lines)


def _why(why: str) -> str:
    return {
        "disagreement": translate("GodView", "the mafiosi did not all name the same player"),
        "decider_absent": translate("GodView", "the one who decides sent no shot or could not act"),
        "nobody_awake": translate("GodView", "no mafioso could act"),
        "saved": translate("GodView", "the target was saved"),
        "protected": translate("GodView", "the peacemaker protected the target"),
        "vest": translate("GodView", "a vest stopped the shot"),
    }.get(why, why)


def _lost_why(why: str) -> str:
    return {
        "dead": translate("GodView", "died before it resolved"),
        "blocked": translate("GodView", "blocked by the peacemaker"),
        "knocked_out": translate("GodView", "knocked out by the thug"),
    }.get(why, why)


def _answer(answer: str) -> str:
    if answer == "yes":
        return translate("GodView", "yes")
    if answer == "no":
        return translate("GodView", "no")
    return role_name(answer)


def _line(code: str, p: dict[str, Any], genders: dict[str, str | None]) -> str:
    """One outcome line of engine.night_history.Note."""
    if code == "died":
        return translate("GodView", "%1: dead — %2").replace("%1", p["name"]).replace(
            "%2", death_cause(p.get("cause"), genders.get(p["name"])))
    if code == "kill_failed":
        whose = (translate("GodView", "The mafia's kill") if not p.get("family")
                 else translate("GodView", "Family %1's kill").replace("%1", str(p["family"])))
        text = _fill(translate("GodView", "%1 failed: %2"), whose, _why(p.get("why", "")))
        if p.get("target"):
            text += " (" + translate("GodView", "target: %1").replace("%1", p["target"]) + ")"
        return text
    if code == "saved":
        return translate("GodView", "%1 saved by %2").replace("%1", p["target"]).replace(
            "%2", p.get("by") or "?")
    if code == "protected":
        return translate("GodView", "%1 protected by the peacemaker").replace("%1", p["target"])
    if code == "blocked":
        return _fill(translate("GodView", "%1 blocks %2"), p["by"], p["target"])
    if code == "knocked_out":
        return _fill(translate("GodView", "%1 knocks out %2"), p["by"], p["target"])
    if code == "answer":
        return translate("GodView", "%1 learns: %2 — %3").replace("%1", p["by"]).replace(
            "%2", p["target"]).replace("%3", _answer(str(p.get("answer", ""))))
    if code == "lost":
        return translate("GodView", "%1 — %2: lost, %3").replace("%1", p["by"]).replace(
            "%2", deed_text(p["do"], p.get("target"))).replace("%3", _lost_why(p["why"]))
    if code == "vest_used":
        return translate("GodView", "%1: the vest stopped a shot").replace("%1", p["name"])
    if code == "survived":
        strike = (translate("GodView", "a lawyer strike") if p.get("do") == "strike"
                  else translate("GodView", "the Don's strike"))
        return translate("GodView", "%1 survived %2").replace("%1", p["name"]).replace("%2", strike)
    return code


def history_html(view: dict[str, Any]) -> str:
    """Every resolved night, the latest first."""
    esc = html.escape
    nights = view.get("night_history") or []
    if not nights:
        return "<p>" + esc(translate("GodView", "No night has ended yet.")) + "</p>"
    genders = genders_of(view)
    parts = []
    for night in reversed(nights):
        title = translate("GodView", "Night after day %1").replace("%1", str(night.get("day", 0)))
        parts.append(f"<h4>{esc(title)}</h4>")
        acts = night.get("acts") or []
        parts.append("<p><b>" + esc(translate("GodView", "Orders:")) + "</b></p>")
        if not acts:
            parts.append("<p>" + esc(translate("GodView", "none")) + "</p>")
        parts += [f"<p>• {esc(_act(act, genders))}</p>" for act in acts]
        parts.append("<p><b>" + esc(translate("GodView", "Only slept:")) + "</b> "
                     + esc(_names(night.get("slept") or [])) + "</p>")
        if night.get("silent"):
            parts.append("<p><b>" + esc(translate("GodView", "Did nothing:")) + "</b> "
                         + esc(_names(night["silent"])) + "</p>")
        parts.append("<p><b>" + esc(translate("GodView", "What happened:")) + "</b></p>")
        outcome = night.get("outcome") or []
        if not outcome:
            parts.append("<p>" + esc(translate("GodView", "nothing: nobody died")) + "</p>")
        parts += [f"<p>→ {esc(_line(n['code'], n.get('params') or {}, genders))}</p>"
                  for n in outcome]
    return "".join(parts)
