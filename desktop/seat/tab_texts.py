"""What the tabs of a player's window say beside the logs: the mafia's members line (a
classic family with its Don and killer), the seat's check and search results, and the
host's tab (the day's schedule, the host's announcements, the seat's own questions).

Owns ``mafia_members_text``, ``result_lines`` and ``host_html``. Reads the seat's view
through ``desktop.view_access``; its texts keep the player panel's translation context
("PlayerPanel"). Must not import Qt widgets, any window, nor engine state.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from desktop.moments import moment_text
from desktop.texts import phase_name, role_name, yes_no
from desktop.view_access import (
    View,
    announcements_of,
    genders_of,
    questions_of,
    results_of,
    schedule_of,
)
from engine.view_types import MafiaBlock

translate = QCoreApplication.translate


def mafia_members_text(view: View, mafia: MafiaBlock) -> str:
    """Who is in his mafia and who leads it (classic: his family, its Don and killer)."""
    boss = mafia.get("boss") or translate("PlayerPanel", "none")
    members = ", ".join(mafia.get("members") or [])
    if "killer" in mafia:  # a family, its Don and its killer (classic)
        text = translate("PlayerPanel", "Your family: %1. Don: %2.").replace(
            "%1", members).replace("%2", boss)
        killer = mafia.get("killer")
        if killer:
            text += " " + translate("PlayerPanel", "Killer: %1.").replace("%1", killer)
    else:
        text = translate("PlayerPanel", "Your mafia: %1. Boss: %2.").replace(
            "%1", members).replace("%2", boss)
    if mafia.get("no_boss_tonight"):
        text += " " + translate("PlayerPanel", "No boss tonight: no shot; any of you may "
                                               "search.")
    order = mafia.get("tonight")
    if order:  # the one order that stands: the channel lists every order given
        what = {"shoot": translate("PlayerPanel", "Tonight's order: shoot %1. Given by %2."),
                "search": translate("PlayerPanel", "Tonight's order: search %1. Given by "
                                                   "%2.")}.get(order["kind"])
        if what:
            text += " " + what.replace("%1", order["target"]).replace("%2", order["by"])
    return text


def result_lines(view: View) -> list[str]:
    """The seat's check and notebook-search results, one a line."""
    lines = []
    genders = genders_of(view)  # the target's role in his gender («Мирная»)
    for r in results_of(view):
        answer = r.get("answer")
        shown = (yes_no(answer) if answer in ("yes", "no")
                 else role_name(answer, genders.get(str(r.get("target")))))
        if r.get("kind") in ("l_check", "commissar_check"):
            line = translate("PlayerPanel", "%1 — check of %2: %3")
        else:
            line = translate("PlayerPanel", "%1 — notebook search on %2: %3")
        lines.append(line.replace("%1", moment_text(r.get("at"))).replace(
            "%2", str(r.get("target", ""))).replace("%3", shown))
    return lines


def host_html(view: View, minutes_text: Callable[[int], str] = str) -> str:
    """The host's tab: the day's schedule, what the host published, the seat's questions.
    ``minutes_text(n)``: "n real minutes" (a plural the panel translates)."""
    parts = []
    schedule = schedule_of(view)
    if schedule:
        parts.append("<h3>" + html.escape(translate("PlayerPanel", "The day's schedule"))
                     + "</h3><ul>")
        for phase in schedule.get("phases") or []:
            line = translate("PlayerPanel", "%1: %2–%3").replace(
                "%1", phase_name(phase.get("phase"))).replace(
                "%2", phase.get("from", "")).replace("%3", phase.get("to", ""))
            seconds = phase.get("seconds")
            if seconds:
                line += " · " + minutes_text(max(1, round(seconds / 60)))
            parts.append(f"<li>{html.escape(line)}</li>")
        window = schedule.get("write_window")
        if window:  # the notebook's window, where there is a notebook
            parts.append("<li>" + html.escape(translate(
                "PlayerPanel", "Notebook write window (without the eyes): %1–%2").replace(
                "%1", window[0]).replace("%2", window[1])) + "</li>")
        parts.append("</ul>")
        note = schedule.get("note")
        if note:
            parts.append("<p><i>" + html.escape(note) + "</i></p>")
    announcements = announcements_of(view)
    if announcements:
        parts.append("<h3>" + html.escape(translate("PlayerPanel", "From the host")) + "</h3>")
        for a in announcements:
            question = a.get("question")
            if question:
                parts.append("<p>" + html.escape(translate("PlayerPanel", "Q: %1").replace(
                    "%1", question)) + "<br><b>" + html.escape(translate(
                        "PlayerPanel", "A: %1").replace("%1", a.get("answer") or "")) + "</b></p>")
            else:
                parts.append("<p><b>" + html.escape(a.get("answer") or "") + "</b></p>")
    questions = questions_of(view)
    if questions:
        parts.append("<h3>" + html.escape(translate("PlayerPanel", "Your questions")) + "</h3>")
        for q in questions:
            answer = q.get("answer")
            shown = (translate("PlayerPanel", "answered publicly") if q.get("public")
                     else answer) if answer else translate("PlayerPanel",
                                                           "waiting for the host…")
            parts.append("<p>" + html.escape(q.get("text", "")) + "<br><i>"
                         + html.escape(shown or "") + "</i></p>")
    return "".join(parts)
