"""The story after the game: a finished game turned into a forum post.

Owns turning a finished game into text to share — a forum-ready BBCode post, Markdown or
a standalone HTML page: the winner, the roles, the deaths day by day with their causes
(revealed once the game is over), every vote table, the notebook's path, who took the
eyes and when, the entries written and the winners. Reads the finished game's public view
(its story — roles, deaths, the notebook's path, every counted vote, each night's failed
attempts —, players, winners); changes nothing and builds no widgets. The export's own strings
are in Qt's catalogue (context "StoryExport", Russian in assets/i18n/ru_desktop.json), read
in the story's own language from the compiled translation without installing it, so that
a story is written in either language, with or without a QApplication.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from desktop.i18n import Language, qm_path
from engine.clock import MINUTES_PER_DAY, format_hhmm, parse_time
from engine.game import Game
from engine.presets import preset_rules
from engine.roles import Team, role_texts
from engine.state import DeathCause
from engine.views import public_view

Format = Literal["bbcode", "markdown", "html"]
CONTEXT = "StoryExport"


@cache
def _catalogue(language: Language) -> QTranslator | None:
    """The compiled translation of ``language``, loaded (not installed: the story's language
    is its own, and it is written without a QApplication too); None for English, the
    source language, or a checkout whose .qm is not built (the story is then English)."""
    if Language(language) is Language.EN:
        return None
    translator = QTranslator()
    return translator if translator.load(str(qm_path(language))) else None


def story_translator(language: Language) -> Callable[[str], str]:
    """A text of the "StoryExport" context in ``language`` (by its English source)."""
    translator = _catalogue(Language(language))
    if translator is None:
        return lambda source: source
    return lambda source: translator.translate(CONTEXT, source) or source


# ---------------------------------------------------------------- the catalogue

# the story's own sentences: key → English source (Qt context "StoryExport")
_TEXTS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("StoryExport", "DN Mafia — the story of the game: {result}"),
    "roles": QT_TRANSLATE_NOOP("StoryExport", "Roles"),
    "col_player": QT_TRANSLATE_NOOP("StoryExport", "Player"),
    "col_role": QT_TRANSLATE_NOOP("StoryExport", "Role"),
    "col_team": QT_TRANSLATE_NOOP("StoryExport", "Team"),
    "col_fate": QT_TRANSLATE_NOOP("StoryExport", "Fate"),
    "alive": QT_TRANSLATE_NOOP("StoryExport", "alive"),
    "dead_at": QT_TRANSLATE_NOOP("StoryExport", "died on {at}"),
    "moment": QT_TRANSLATE_NOOP("StoryExport", "day {day}, {time}"),
    "deaths": QT_TRANSLATE_NOOP("StoryExport", "Deaths"),
    "day": QT_TRANSLATE_NOOP("StoryExport", "Day {day}"),
    "night": QT_TRANSLATE_NOOP("StoryExport", "Night after day {day}"),
    "no_deaths": QT_TRANSLATE_NOOP("StoryExport", "Nobody died."),
    "death_line": QT_TRANSLATE_NOOP("StoryExport", "{name} ({role}), {at} — {cause}"),
    "circumstances": QT_TRANSLATE_NOOP("StoryExport", "circumstances: {text}"),
    "by_day": QT_TRANSLATE_NOOP("StoryExport", "by day"),
    "at_night": QT_TRANSLATE_NOOP("StoryExport", "at night"),
    "failed": QT_TRANSLATE_NOOP("StoryExport", "Failed attempts that night: {count}."),
    "votes": QT_TRANSLATE_NOOP("StoryExport", "Executions and votes"),
    "no_votes": QT_TRANSLATE_NOOP("StoryExport", "No vote was held."),
    "vote_round": QT_TRANSLATE_NOOP("StoryExport", "Vote"),
    "runoff_round": QT_TRANSLATE_NOOP("StoryExport", "Runoff"),
    "candidates": QT_TRANSLATE_NOOP("StoryExport", "Candidates: {names}."),
    "no_candidates": QT_TRANSLATE_NOOP("StoryExport", "Nobody was nominated."),
    "col_candidate": QT_TRANSLATE_NOOP("StoryExport", "Candidate"),
    "col_count": QT_TRANSLATE_NOOP("StoryExport", "Votes"),
    "col_voters": QT_TRANSLATE_NOOP("StoryExport", "Voters"),
    "abstained": QT_TRANSLATE_NOOP("StoryExport", "Abstained: {names}."),
    "result": QT_TRANSLATE_NOOP("StoryExport", "Result: {text}."),
    "res_executed": QT_TRANSLATE_NOOP("StoryExport", "{name} is executed ({role})"),
    "res_none": QT_TRANSLATE_NOOP("StoryExport", "nobody is executed"),
    "res_runoff": QT_TRANSLATE_NOOP("StoryExport", "a tie — runoff between {names}"),
    "res_open": QT_TRANSLATE_NOOP("StoryExport", "the vote did not finish"),
    "res_tie": QT_TRANSLATE_NOOP("StoryExport", "a tie: nobody is executed"),
    "missed_vote": QT_TRANSLATE_NOOP("StoryExport", "own missed vote"),
    "stalemate": QT_TRANSLATE_NOOP(
        "StoryExport", "a draw: {days} game days in a row without a death or a name written"),
    "stalemate_classic": QT_TRANSLATE_NOOP(
        "StoryExport", "a draw: {days} game days in a row without a death"),
    "notebook": QT_TRANSLATE_NOOP("StoryExport", "The notebook's path"),
    "nb_first": QT_TRANSLATE_NOOP("StoryExport", "the notebook belongs to {who}"),
    "nb_owner": QT_TRANSLATE_NOOP("StoryExport", "the notebook passes to {who}"),
    "nb_lent": QT_TRANSLATE_NOOP("StoryExport", "the notebook is lent to {who}"),
    "nb_returned": QT_TRANSLATE_NOOP("StoryExport", "the notebook returns to its owner, {who}"),
    "nb_eyes": QT_TRANSLATE_NOOP("StoryExport", "{who} takes the shinigami eyes"),
    "nb_destroyed": QT_TRANSLATE_NOOP("StoryExport", "{who} destroys the notebook"),
    "eyes": QT_TRANSLATE_NOOP("StoryExport", "The shinigami eyes"),
    "eyes_line": QT_TRANSLATE_NOOP("StoryExport", "{who} — {at}"),
    "no_eyes": QT_TRANSLATE_NOOP("StoryExport", "Nobody took the eyes."),
    "entries": QT_TRANSLATE_NOOP("StoryExport", "Names written in the notebook"),
    "no_entries": QT_TRANSLATE_NOOP("StoryExport", "No name was written."),
    "col_writer": QT_TRANSLATE_NOOP("StoryExport", "Written by"),
    "col_target": QT_TRANSLATE_NOOP("StoryExport", "Name"),
    "col_written": QT_TRANSLATE_NOOP("StoryExport", "When"),
    "col_death": QT_TRANSLATE_NOOP("StoryExport", "Death"),
    "col_circ": QT_TRANSLATE_NOOP("StoryExport", "Circumstances"),
    "no_death": QT_TRANSLATE_NOOP("StoryExport", "no effect"),
    "winners": QT_TRANSLATE_NOOP("StoryExport", "Winners"),
    "winners_line": QT_TRANSLATE_NOOP("StoryExport", "Winners: {names}."),
    "survivors": QT_TRANSLATE_NOOP("StoryExport", "Survivors: {names}."),
    "nobody": QT_TRANSLATE_NOOP("StoryExport", "nobody"),
    "none": QT_TRANSLATE_NOOP("StoryExport", "—"),
}

_TEAMS: dict[Team, str] = {
    Team.TOWN: QT_TRANSLATE_NOOP("StoryExport", "town"),
    Team.MAFIA: QT_TRANSLATE_NOOP("StoryExport", "mafia"),
    Team.KIRA: QT_TRANSLATE_NOOP("StoryExport", "Kira"),
    Team.MANIAC: QT_TRANSLATE_NOOP("StoryExport", "maniac"),
    Team.NEUTRAL: QT_TRANSLATE_NOOP("StoryExport", "nobody's side"),
}

_RESULTS: dict[str, str] = {
    "town": QT_TRANSLATE_NOOP("StoryExport", "the town wins"),
    "mafia": QT_TRANSLATE_NOOP("StoryExport", "the mafia wins"),
    "kira": QT_TRANSLATE_NOOP("StoryExport", "Kira wins"),
    "maniac": QT_TRANSLATE_NOOP("StoryExport", "the maniac wins"),
    "mafia2": QT_TRANSLATE_NOOP("StoryExport", "the second family wins"),
    "nobody": QT_TRANSLATE_NOOP("StoryExport", "nobody wins, no one survived"),
    "stalemate": QT_TRANSLATE_NOOP("StoryExport", "a draw: the game stalled"),
}

_CAUSES: dict[DeathCause, str] = {
    DeathCause.EXECUTED: QT_TRANSLATE_NOOP("StoryExport", "executed by the town's vote"),
    DeathCause.NOTEBOOK: QT_TRANSLATE_NOOP("StoryExport", "written in the notebook"),
    DeathCause.MAFIA: QT_TRANSLATE_NOOP("StoryExport", "killed by the mafia"),
    DeathCause.L_SHOT: QT_TRANSLATE_NOOP("StoryExport", "shot by L"),
    DeathCause.INACTIVE: QT_TRANSLATE_NOOP("StoryExport", "removed for inactivity"),
    DeathCause.WRITE_DUTY: QT_TRANSLATE_NOOP(
        "StoryExport", "removed: no name was written in the notebook for a whole game day"),
    DeathCause.REMOVED: QT_TRANSLATE_NOOP("StoryExport", "removed from the game"),
    DeathCause.EXECUTIONER: QT_TRANSLATE_NOOP("StoryExport", "shot by the executioner"),
    DeathCause.MANIAC: QT_TRANSLATE_NOOP("StoryExport", "killed by the maniac"),
    DeathCause.LAWYER: QT_TRANSLATE_NOOP("StoryExport", "killed by a lawyer strike"),
    DeathCause.DON_STRIKE: QT_TRANSLATE_NOOP("StoryExport", "killed by the Don's strike"),
    DeathCause.PENALTY: QT_TRANSLATE_NOOP("StoryExport", "paid for his failed strikes"),
    DeathCause.SHOT: QT_TRANSLATE_NOOP("StoryExport", "shot at night"),
}

# ---------------------------------------------------------------- the document

@dataclass
class _Doc:
    """The story as format-neutral blocks: (kind, payload)."""

    title: str
    blocks: list[tuple[str, object]] = field(default_factory=list)

    def add(self, kind: str, payload: object) -> None:
        self.blocks.append((kind, payload))


EXTENSIONS: dict[str, str] = {"bbcode": "txt", "markdown": "md", "html": "html"}


def story_file_name(table_name: str, created: str, extension: str) -> str:
    """The story's default file name: the table's name and the day the game began
    ("Friday night-2026-12-04.txt"), characters a file system refuses replaced;
    "dnmafia" for a table without a name. ``created``: an ISO date-time (or date)."""
    safe = "".join(ch if ch.isalnum() or ch in "-_ .·" else "_" for ch in table_name)
    safe = " ".join(safe.split()).strip(" .") or "dnmafia"
    date = created[:10]
    return f"{safe}-{date}.{extension}" if date else f"{safe}.{extension}"


def export_story(game: Game, fmt: Format, language: Language) -> str:
    """The finished game's story as a BBCode post, Markdown or an HTML page.

    Raises ValueError for a game that is not over, or an unknown format.
    """
    view = public_view(game)
    if view["winner"] is None:
        raise ValueError("the game is not over: there is no story to export yet")
    renderers: dict[str, Callable[[_Doc, Language], str]] = {
        "bbcode": _bbcode, "markdown": _markdown, "html": _html}
    if fmt not in renderers:
        raise ValueError(f"unknown export format {fmt!r} (bbcode, markdown, html)")
    language = Language(language)
    story = _Story(game, view, language)
    return renderers[fmt](story.build(), language)


class _Story:
    """The story told from the finished game's public view (its ``story`` part: the roles,
    the deaths and the notebook's path) and the facts it does not carry yet."""

    def __init__(self, game: Game, view: dict[str, Any], language: Language) -> None:
        self.game = game  # for its clock arithmetic only (which game day a moment is in)
        self.view = view
        self.story = view["story"]
        self.deaths = {d["name"]: d for d in self.story["deaths"]}
        self.lang = language
        tr = story_translator(language)
        self.t = {key: tr(source) for key, source in _TEXTS.items()}
        self.teams = {key: tr(source) for key, source in _TEAMS.items()}
        self.results = {key: tr(source) for key, source in _RESULTS.items()}
        self.causes = {key: tr(source) for key, source in _CAUSES.items()}

    def text(self, key: str, **params: object) -> str:
        return self.t[key].format(**params)

    def moment(self, moment: int | str | None) -> str:
        """A game-clock moment (minutes or the views' "dN HH:MM") in the story's language:
        "day 2, 10:00" / «день 2, 10:00»."""
        if moment is None:
            return ""
        minutes = parse_time(moment) if isinstance(moment, str) else moment
        day, minute = divmod(minutes, MINUTES_PER_DAY)
        return self.text("moment", day=day, time=format_hhmm(minute))

    def role(self, name: str) -> str:
        """A player's true role in the story (classic: the deal word, C4.3)."""
        word = self.story["roles"][name]
        row = next((r for r in self.view.get("glossary") or () if r.get("word") == word),
                   None)  # the table's roles, a host's own among them
        if row is not None:
            return str(row["name"].get(self.lang.value) or row["name"].get("en") or word)
        texts = role_texts(word, self.view.get("preset"))
        return word if texts is None else texts[0].get(self.lang.value)

    def night_of(self, moment: int) -> int:
        """The game day whose night a night-time moment belongs to."""
        return self.game.game_day_of(moment - 1 if moment % MINUTES_PER_DAY else moment)

    def build(self) -> _Doc:
        winner = self.view["winner"] or "nobody"
        if winner == "nobody" and self.view["end_reason"] == "stalemate":
            winner = "stalemate"
        doc = _Doc(self.text("title", result=self.results.get(winner, winner)))
        self._roles(doc)
        self._deaths(doc)
        self._votes(doc)
        if preset_rules(self.view["preset"]).has_notebook:
            self._notebook(doc)
        self._winners(doc, winner)
        return doc

    # ------------------------------------------------------------ sections

    def _roles(self, doc: _Doc) -> None:
        doc.add("h2", self.text("roles"))
        rows = []
        for p in self.view["players"]:
            death = p["death"]
            fate = (self.text("alive") if death is None
                    else self.text("dead_at", at=self.moment(death["at"])))
            rows.append([p["name"], self.role(p["name"]),
                         self.teams[Team(p["final_team"])], fate])
        doc.add("table", ([self.text("col_player"), self.text("col_role"),
                           self.text("col_team"), self.text("col_fate")], rows))

    def _deaths(self, doc: _Doc) -> None:
        doc.add("h2", self.text("deaths"))
        dead = sorted((p for p in self.view["players"] if p["death"] is not None),
                      key=lambda p: (parse_time(self.deaths[p["name"]]["at"]), p["seat"]))
        if not dead:
            doc.add("p", self.text("no_deaths"))
            return
        failed = {n["day"]: n["failed_attempts"] for n in self.story["nights"]}
        groups: dict[tuple[int, int], list[str]] = {}
        for p in dead:
            name = p["name"]
            at = parse_time(self.deaths[name]["at"])
            how = DeathCause(self.deaths[name]["cause"])
            night = self.deaths[name]["at_night"]
            day = self.night_of(at) if night else self.game.game_day_of(at)
            cause = self.causes[how]
            if how not in (DeathCause.EXECUTED, DeathCause.MAFIA, DeathCause.L_SHOT,
                           DeathCause.EXECUTIONER, DeathCause.MANIAC, DeathCause.SHOT,
                           DeathCause.LAWYER, DeathCause.DON_STRIKE):
                cause += ", " + self.text("at_night" if night else "by_day")
            circumstances = p["death"].get("circumstances")
            if circumstances:
                cause += "; " + self.text("circumstances", text=circumstances)
            groups.setdefault((day, int(night)), []).append(self.text(
                "death_line", name=name, role=self.role(name),
                at=self.moment(at), cause=cause))
        for (day, night), lines in sorted(groups.items()):
            doc.add("h3", self.text("night" if night else "day", day=day))
            doc.add("list", lines)
            if night and failed.get(day):
                doc.add("p", self.text("failed", count=failed[day]))

    def _votes(self, doc: _Doc) -> None:
        """Each vote as the engine counted it (RULES.md §5): the counts that decided, a
        silent candidate's missed vote against himself included."""
        doc.add("h2", self.text("votes"))
        records = self.story["votes"]
        if not records:
            doc.add("p", self.text("no_votes"))
            return
        last_day = None
        for r in records:
            if r["day"] != last_day:
                doc.add("h3", self.text("day", day=r["day"]))
                last_day = r["day"]
            doc.add("strong", self.text("runoff_round" if r["runoff"] else "vote_round"))
            counts = r["counts"]
            if not r["candidates"] and not counts:
                # nobody to vote for: one line, not "Candidates: —" over an empty table
                doc.add("p", self.text("no_candidates"))
                doc.add("p", self.text("result", text=self.text("res_none")))
                continue
            doc.add("p", self.text("candidates", names=", ".join(r["candidates"])
                                   or self.t["none"]))
            rows = []
            for name in sorted(counts, key=lambda n: -counts[n]):
                # the votes counted for him: the cast ones in seat order, then his own
                # missed vote (the record keeps them so)
                who = [self.t["missed_vote"] if v["how"] == "missed" else v["by"]
                       for v in r["votes"] if v["target"] == name]
                rows.append([name, str(counts[name]), ", ".join(who) or self.t["none"]])
            doc.add("table", ([self.text("col_candidate"), self.text("col_count"),
                               self.text("col_voters")], rows))
            if r["abstained"]:
                doc.add("p", self.text("abstained", names=", ".join(r["abstained"])))
            executed = r["executed"]
            if r["outcome"] == "executed" and executed is not None:
                result = self.text("res_executed", name=executed, role=self.role(executed))
            elif r["outcome"] == "runoff":
                result = self.text("res_runoff", names=", ".join(
                    n for n in counts if counts[n] == max(counts.values())))
            elif r["outcome"] == "tie":
                result = self.text("res_tie")
            else:
                result = self.text("res_none")
            doc.add("p", self.text("result", text=result))
        vote_open = self.view["clock"]["phase"] == "vote"
        if vote_open:
            doc.add("p", self.text("result", text=self.text("res_open")))

    def _notebook(self, doc: _Doc) -> None:
        book = self.story["notebook"]
        doc.add("h2", self.text("notebook"))
        lines = []
        for i, step in enumerate(book["path"]):
            what, who = step["what"], step["who"]
            key = "nb_first" if what == "owner" and i == 0 else "nb_" + what
            line = self.text(key, who=who) if key in self.t else f"{what}: {who}"
            lines.append(f"{self.moment(step['at'])} — {line}")
        doc.add("list", lines or [self.t["none"]])
        doc.add("h3", self.text("eyes"))
        eyes = [self.text("eyes_line", who=step["who"], at=self.moment(step["at"]))
                for step in book["path"] if step["what"] == "eyes"]
        if eyes:
            doc.add("list", eyes)
        else:
            doc.add("p", self.text("no_eyes"))
        doc.add("h3", self.text("entries"))
        if not book["entries"]:
            doc.add("p", self.text("no_entries"))
            return
        rows = []
        for entry in book["entries"]:
            death = self.deaths.get(entry["target"])
            if (death is not None and death["cause"] == DeathCause.NOTEBOOK.value
                    and parse_time(death["at"]) >= parse_time(entry["written_at"])):
                died = self.moment(death["at"])
            elif entry["death_at"] is not None:
                died = f"{self.moment(entry['death_at'])} ({self.t['no_death']})"
            else:
                died = self.t["no_death"]
            rows.append([entry["writer"], entry["target"], self.moment(entry["written_at"]), died,
                         entry["circumstances"] or self.t["none"]])
        doc.add("table", ([self.text("col_writer"), self.text("col_target"),
                           self.text("col_written"), self.text("col_death"),
                           self.text("col_circ")], rows))

    def _winners(self, doc: _Doc, winner: str) -> None:
        doc.add("h2", self.text("winners"))
        doc.add("strong", self.results.get(winner, winner).capitalize() + ".")
        stalled = next((e for e in self.view["events"] if e["code"].startswith("stalemate")),
                       None)
        if stalled is not None:
            doc.add("p", self.text(stalled["code"], days=stalled["params"].get("days"))
                    .capitalize() + ".")
        names = self.view["winners"]
        doc.add("p", self.text("winners_line", names=", ".join(names) or self.t["nobody"]))
        alive = [p["name"] for p in self.view["players"] if p["alive"]]
        doc.add("p", self.text("survivors", names=", ".join(alive) or self.t["nobody"]))


# ---------------------------------------------------------------- renderers

def _bbcode(doc: _Doc, language: Language) -> str:
    out = [f"[size=150][b]{doc.title}[/b][/size]"]
    for kind, payload in doc.blocks:
        if kind == "h2":
            out.append(f"[size=120][b]{payload}[/b][/size]")
        elif kind == "h3":
            out.append(f"[b][u]{payload}[/u][/b]")
        elif kind == "strong":
            out.append(f"[b]{payload}[/b]")
        elif kind == "p":
            out.append(str(payload))
        elif kind == "list":
            items = "".join(f"[*]{item}\n" for item in payload)  # type: ignore[attr-defined]
            out.append(f"[list]\n{items}[/list]")
        elif kind == "table":
            headers, rows = payload  # type: ignore[misc]
            lines = ["[table]", "[tr]" + "".join(f"[td][b]{h}[/b][/td]" for h in headers)
                     + "[/tr]"]
            lines += ["[tr]" + "".join(f"[td]{c}[/td]" for c in row) + "[/tr]" for row in rows]
            lines.append("[/table]")
            out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>|#"})


def _md(text: object) -> str:
    return str(text).translate(_MD_SPECIAL)


def _markdown(doc: _Doc, language: Language) -> str:
    out = [f"# {_md(doc.title)}"]
    for kind, payload in doc.blocks:
        if kind == "h2":
            out.append(f"## {_md(payload)}")
        elif kind == "h3":
            out.append(f"### {_md(payload)}")
        elif kind == "strong":
            out.append(f"**{_md(payload)}**")
        elif kind == "p":
            out.append(_md(payload))
        elif kind == "list":
            out.append("\n".join(f"- {_md(item)}" for item in payload))  # type: ignore
        elif kind == "table":
            headers, rows = payload  # type: ignore[misc]
            lines = ["| " + " | ".join(_md(h) for h in headers) + " |",
                     "|" + "|".join("---" for _ in headers) + "|"]
            lines += ["| " + " | ".join(_md(c) for c in row) + " |" for row in rows]
            out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


def _html(doc: _Doc, language: Language) -> str:
    e = html.escape
    out = ["<!DOCTYPE html>", f'<html lang="{language.value}">',
           '<head><meta charset="utf-8">', f"<title>{e(doc.title)}</title></head>",
           "<body>", f"<h1>{e(doc.title)}</h1>"]
    for kind, payload in doc.blocks:
        if kind in ("h2", "h3"):
            out.append(f"<{kind}>{e(str(payload))}</{kind}>")
        elif kind == "strong":
            out.append(f"<p><strong>{e(str(payload))}</strong></p>")
        elif kind == "p":
            out.append(f"<p>{e(str(payload))}</p>")
        elif kind == "list":
            out.append("<ul>")
            out += [f"<li>{e(str(item))}</li>" for item in payload]  # type: ignore
            out.append("</ul>")
        elif kind == "table":
            headers, rows = payload  # type: ignore[misc]
            out.append("<table>")
            out.append("<tr>" + "".join(f"<th>{e(str(h))}</th>" for h in headers) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{e(str(c))}</td>" for c in row) + "</tr>"
                    for row in rows]
            out.append("</table>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
