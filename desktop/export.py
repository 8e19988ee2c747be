"""The story after the game: a finished game turned into a forum post.

Owns turning a finished game into text to share — a forum-ready BBCode post, Markdown or
a standalone HTML page: the winner, the roles, the deaths day by day with their causes
(revealed once the game is over), every vote table, the notebook's path, who took the
eyes and when, the entries written and the winners. Reads the finished game's public view
(its story — roles, deaths, the notebook's path, every counted vote, each night's failed
attempts —, players, winners); changes nothing and builds no widgets. The export's own strings
live in the small catalogue below, one per language; the engine's codes are not used for
them.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from desktop.i18n import Language
from engine.clock import MINUTES_PER_DAY, format_hhmm, parse_time
from engine.game import Game
from engine.presets import preset_rules
from engine.roles import Team
from engine.state import DeathCause
from engine.views import public_view

Format = Literal["bbcode", "markdown", "html"]

# ---------------------------------------------------------------- the catalogue

_TEXTS: dict[Language, dict[str, str]] = {
    Language.EN: {
        "title": "DN Mafia — the story of the game: {result}",
        "roles": "Roles",
        "col_player": "Player",
        "col_role": "Role",
        "col_team": "Team",
        "col_fate": "Fate",
        "alive": "alive",
        "dead_at": "died on {at}",
        "moment": "day {day}, {time}",
        "deaths": "Deaths",
        "day": "Day {day}",
        "night": "Night after day {day}",
        "no_deaths": "Nobody died.",
        "death_line": "{name} ({role}), {at} — {cause}",
        "circumstances": "circumstances: {text}",
        "by_day": "by day",
        "at_night": "at night",
        "failed": "Failed attempts that night: {count}.",
        "votes": "Executions and votes",
        "no_votes": "No vote was held.",
        "vote_round": "Vote",
        "runoff_round": "Runoff",
        "candidates": "Candidates: {names}.",
        "no_candidates": "Nobody was nominated.",
        "col_candidate": "Candidate",
        "col_count": "Votes",
        "col_voters": "Voters",
        "abstained": "Abstained: {names}.",
        "result": "Result: {text}.",
        "res_executed": "{name} is executed ({role})",
        "res_none": "nobody is executed",
        "res_runoff": "a tie — runoff between {names}",
        "res_open": "the vote did not finish",
        "res_tie": "a tie: nobody is executed",
        "missed_vote": "own missed vote",
        "stalemate": "a draw: {days} game days in a row without a death or a name written",
        "stalemate_classic": "a draw: {days} game days in a row without a death",
        "notebook": "The notebook's path",
        "nb_first": "the notebook belongs to {who}",
        "nb_owner": "the notebook passes to {who}",
        "nb_lent": "the notebook is lent to {who}",
        "nb_returned": "the notebook returns to its owner, {who}",
        "nb_eyes": "{who} takes the shinigami eyes",
        "nb_destroyed": "{who} destroys the notebook",
        "eyes": "The shinigami eyes",
        "eyes_line": "{who} — {at}",
        "no_eyes": "Nobody took the eyes.",
        "entries": "Names written in the notebook",
        "no_entries": "No name was written.",
        "col_writer": "Written by",
        "col_target": "Name",
        "col_written": "When",
        "col_death": "Death",
        "col_circ": "Circumstances",
        "no_death": "no effect",
        "winners": "Winners",
        "winners_line": "Winners: {names}.",
        "survivors": "Survivors: {names}.",
        "nobody": "nobody",
        "none": "—",
    },
    Language.RU: {
        "title": "DN Mafia — итоги партии: {result}",
        "roles": "Роли",
        "col_player": "Игрок",
        "col_role": "Роль",
        "col_team": "Сторона",
        "col_fate": "Итог",
        "alive": "в живых",
        "dead_at": "смерть: {at}",
        "moment": "день {day}, {time}",
        "deaths": "Смерти",
        "day": "День {day}",
        "night": "Ночь после дня {day}",
        "no_deaths": "Никто не погиб.",
        "death_line": "{name} ({role}), {at} — {cause}",
        "circumstances": "обстоятельства: «{text}»",
        "by_day": "днём",
        "at_night": "ночью",
        "failed": "Неудачных покушений за ночь: {count}.",
        "votes": "Казни и голосования",
        "no_votes": "Голосований не было.",
        "vote_round": "Голосование",
        "runoff_round": "Переголосование",
        "candidates": "Кандидаты: {names}.",
        "no_candidates": "Никого не выдвинули.",
        "col_candidate": "Кандидат",
        "col_count": "Голосов",
        "col_voters": "Кто голосовал",
        "abstained": "Воздержались: {names}.",
        "result": "Итог: {text}.",
        "res_executed": "казнь — {name} ({role})",
        "res_none": "никого не казнили",
        "res_runoff": "равенство голосов, переголосование между {names}",
        "res_open": "голосование не завершилось",
        "res_tie": "равенство голосов: никого не казнили",
        "missed_vote": "собственный пропущенный голос",
        "stalemate": "ничья: игровых дней подряд без смертей и без записей в Тетради — {days}",
        "stalemate_classic": "ничья: игровых дней подряд без смертей — {days}",
        "notebook": "Путь Тетради",
        "nb_first": "владелец Тетради — {who}",
        "nb_owner": "Тетрадь переходит к игроку {who}",
        "nb_lent": "Тетрадь одолжена игроку {who}",
        "nb_returned": "Тетрадь возвращается владельцу — {who}",
        "nb_eyes": "{who} берёт глаза синигами",
        "nb_destroyed": "{who} уничтожает Тетрадь",
        "eyes": "Глаза синигами",
        "eyes_line": "{who} — {at}",
        "no_eyes": "Глаза синигами не брал никто.",
        "entries": "Записи в Тетради",
        "no_entries": "В Тетрадь не вписано ни одного имени.",
        "col_writer": "Кто записал",
        "col_target": "Кого",
        "col_written": "Когда",
        "col_death": "Смерть",
        "col_circ": "Обстоятельства",
        "no_death": "без последствий",
        "winners": "Победа",
        "winners_line": "Победители: {names}.",
        "survivors": "Выжившие: {names}.",
        "nobody": "никто",
        "none": "—",
    },
}

# role words (Death Note roles and the classic deal words, rules-classic.md C4.3)
_ROLES: dict[Language, dict[str, str]] = {
    Language.EN: {"kira": "Kira", "l": "L", "near": "Near", "mafia": "mafia",
                  "civilian": "civilian", "mafia2": "mafia (second family)", "don": "Don",
                  "don2": "Don (second family)", "thug": "thug", "doctor": "doctor",
                  "commissar": "commissar", "peacemaker": "peacemaker",
                  "executioner": "executioner", "witness": "witness", "maniac": "maniac"},
    Language.RU: {"kira": "Кира", "l": "L", "near": "Ниа", "mafia": "мафия",
                  "civilian": "мирный", "mafia2": "мафия (вторая семья)", "don": "Дон",
                  "don2": "Дон (вторая семья)", "thug": "громила", "doctor": "доктор",
                  "commissar": "комиссар", "peacemaker": "миротворец",
                  "executioner": "палач", "witness": "свидетель", "maniac": "маньяк"},
}

_TEAMS: dict[Language, dict[str, str]] = {
    Language.EN: {Team.TOWN: "town", Team.MAFIA: "mafia", Team.KIRA: "Kira",
                  Team.MANIAC: "maniac"},
    Language.RU: {Team.TOWN: "город", Team.MAFIA: "мафия", Team.KIRA: "Кира",
                  Team.MANIAC: "маньяк"},
}

_RESULTS: dict[Language, dict[str, str]] = {
    Language.EN: {"town": "the town wins", "mafia": "the mafia wins", "kira": "Kira wins",
                  "maniac": "the maniac wins", "mafia2": "the second family wins",
                  "nobody": "nobody wins, no one survived",
                  "stalemate": "a draw: the game stalled"},
    Language.RU: {"town": "победа города", "mafia": "победа мафии", "kira": "победа Киры",
                  "maniac": "победа маньяка", "mafia2": "победа второй семьи",
                  "nobody": "победителей нет, не выжил никто",
                  "stalemate": "ничья: игра зашла в тупик"},
}

_CAUSES: dict[Language, dict[DeathCause, str]] = {
    Language.EN: {
        DeathCause.EXECUTED: "executed by the town's vote",
        DeathCause.NOTEBOOK: "written in the notebook",
        DeathCause.MAFIA: "killed by the mafia",
        DeathCause.L_SHOT: "shot by L",
        DeathCause.INACTIVE: "removed for inactivity",
        DeathCause.WRITE_DUTY: "removed: no name was written in the notebook for a whole "
                               "game day",
        DeathCause.REMOVED: "removed from the game",
        DeathCause.EXECUTIONER: "shot by the executioner",
        DeathCause.MANIAC: "killed by the maniac",
        DeathCause.LAWYER: "killed by a lawyer strike",
        DeathCause.DON_STRIKE: "killed by the Don's strike",
        DeathCause.PENALTY: "paid for his failed strikes",
    },
    Language.RU: {
        DeathCause.EXECUTED: "казнь по итогам голосования",
        DeathCause.NOTEBOOK: "смерть от записи в Тетради",
        DeathCause.MAFIA: "выстрел мафии",
        DeathCause.L_SHOT: "выстрел L",
        DeathCause.INACTIVE: "снятие с игры за неактивность",
        DeathCause.WRITE_DUTY: "снятие с игры: за игровой день в Тетрадь не вписано ни "
                               "одного имени",
        DeathCause.REMOVED: "исключение из игры",
        DeathCause.EXECUTIONER: "выстрел палача",
        DeathCause.MANIAC: "от руки маньяка",
        DeathCause.LAWYER: "удар адвоката",
        DeathCause.DON_STRIKE: "удар Дона",
        DeathCause.PENALTY: "расплата за неудачные удары",
    },
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
        self.t = _TEXTS[language]

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
        return _ROLES[self.lang].get(word, word)

    def night_of(self, moment: int) -> int:
        """The game day whose night a night-time moment belongs to."""
        return self.game.game_day_of(moment - 1 if moment % MINUTES_PER_DAY else moment)

    def build(self) -> _Doc:
        winner = self.view["winner"] or "nobody"
        if winner == "nobody" and self.view["end_reason"] == "stalemate":
            winner = "stalemate"
        doc = _Doc(self.text("title", result=_RESULTS[self.lang].get(winner, winner)))
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
                         _TEAMS[self.lang][Team(p["final_team"])], fate])
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
            cause = _CAUSES[self.lang][how]
            if how not in (DeathCause.EXECUTED, DeathCause.MAFIA, DeathCause.L_SHOT,
                           DeathCause.EXECUTIONER, DeathCause.MANIAC,
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
        doc.add("strong", _RESULTS[self.lang].get(winner, winner).capitalize() + ".")
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
