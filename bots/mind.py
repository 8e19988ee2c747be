"""A bot's one decision: ``Mind`` (the view, the memory and the opinions derived from
them: suspicion, threat, choices), the bots' levels and tuning, and the words that tell
a side.

Owns what every part of the play reads. Like the rest of the mind it reads only the
seat's own view and memory. Must not import the engine's game or state, netproto or Qt:
a bot cannot peek; imports only the standard library and ``bots`` mind modules.
"""

from __future__ import annotations

import functools
import math
import operator
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bots.classic_brain import CLASSIC_NIGHT_DONE
from bots.intent import Intent
from bots.memory import BotMemory, PublicRecord
from bots.phrases import line


@functools.cache
def _side_words(roles: tuple[tuple[str, str], ...]) -> tuple[frozenset[str], frozenset[str]]:
    town = {word for word, team in roles if team == "town"} | {"town"}
    bad = {word for word, team in roles if team != "town"}
    bad |= {team for _, team in roles if team != "town"}  # a team reveal's word
    return frozenset(town), frozenset(bad)


def side_words(view: dict[str, Any]) -> tuple[frozenset[str], frozenset[str]]:
    """The words that tell a side, from the view's role glossary (the roles at the table
    and their teams): (the town's role words and "town", every other side's words).
    (The glossary is the same list from view to view while it does not change — views are
    never changed in place, a patch copies what it changes — so the last one's words are
    kept with it.)"""
    global _LAST_GLOSSARY
    rows = view.get("glossary") or []
    last = _LAST_GLOSSARY  # (one read: a bot in another thread may replace it)
    if last[0] is rows:
        return last[1]
    words = _side_words(tuple((str(row["word"]), str(row["team"])) for row in rows))
    _LAST_GLOSSARY = (rows, words)  # held: its id is not reused meanwhile
    return words


_LAST_GLOSSARY: tuple[Any, tuple[frozenset[str], frozenset[str]]] = (None, (frozenset(),
                                                                           frozenset()))
MINUTES_PER_DAY = 24 * 60
RECENT_CHAT = 40  # the last events a bot reads for lines just said (not to repeat one)
# Actions that count as "I have done something tonight" (the rest: say, elect_boss, lend)
NIGHT_DONE = ("write", "eyes", "destroy", "shoot", "check", "search", "save", "sleep",
              *CLASSIC_NIGHT_DONE)


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"


@dataclass(frozen=True)
class Tuning:
    noise: float  # spread of the personal bias about each player
    random_pick: float  # chance to pick a target at random
    temperature: float  # softmax temperature of choices
    abstain: float  # chance to abstain on a weak case
    eyes: float  # the Kira's chance a day to take the eyes (0: never)
    delayed: float  # chance that a Kira's entry gets a later death time
    search: float  # the boss's chance to search instead of shooting
    lend: float  # the Kira's chance a day to lend the notebook
    change_votes: bool


TUNING = {
    Level.EASY: Tuning(1.2, 0.4, 1.5, 0.25, 0.0, 0.0, 0.0, 0.0, False),
    Level.NORMAL: Tuning(0.45, 0.08, 0.5, 0.12, 0.06, 0.2, 0.15, 0.02, True),
}



def has_eyes(view: dict[str, Any]) -> bool:
    panel = view.get("notebook") or {}
    return bool(panel.get("eyes"))


def living_names(view: dict[str, Any]) -> list[str]:
    """The living players' names (a new list). The seats of one moment share their players
    list, so the last list's names are kept with it (held: its id is not reused)."""
    global _LAST_PLAYERS
    players = view.get("players", [])
    last = _LAST_PLAYERS  # (one read: a bot in another thread may replace it)
    if last[0] is players:
        return list(last[1])
    names = [p["name"] for p in players if p.get("alive")]
    _LAST_PLAYERS = (players, names)
    return list(names)


_LAST_PLAYERS: tuple[Any, list[str]] = (None, [])



def minutes_of(text: Any) -> int:
    try:
        hours, minutes = (int(x) for x in str(text).split(":"))
    except ValueError:
        return 0
    return hours * 60 + minutes



@functools.lru_cache(maxsize=1024)
def _stamp_minutes(at: str) -> int | None:
    """The game minute of a record stamped 'dN HH:MM', or None (every bot reads the same
    few stamps again and again)."""
    match = re.match(r"d(\d+) (\d+):(\d+)", at)
    if not match:
        return None
    day, hours, minutes = (int(g) for g in match.groups())
    return day * MINUTES_PER_DAY + hours * 60 + minutes


def recent_lines(memory: BotMemory) -> frozenset[str]:
    """The chat lines of the last ``RECENT_CHAT`` events the memory holds (kept with the
    events list and its length they were read at: events are only appended, and a bot says
    something several times between two of its views)."""
    global _LAST_RECENT
    events = memory.events
    kept = memory.recent
    if kept is not None and kept[0] is events and kept[1] == len(events):
        return kept[2]
    window = events[-RECENT_CHAT:]
    last = _LAST_RECENT  # (one read: a bot in another thread may replace it)
    if len(window) == len(last[0]) and all(map(operator.is_, window, last[0])):
        lines = last[1]  # the very records another bot read last (the views share them)
    else:
        lines = frozenset(str((event.get("params") or {}).get("text"))
                          for event in window if event.get("code") == "chat")
        _LAST_RECENT = (window, lines)
    memory.recent = (events, len(events), lines)
    return lines


# the last window of events read for its chat lines, and those lines
_LAST_RECENT: tuple[list[dict[str, Any]], frozenset[str]] = ([], frozenset())


# --------------------------------------------------------------------- the context

class Mind:
    """One decision: the view, the memory and the bot's derived opinions. (Slotted: a
    bot makes one after every change it sees, and reads its fields all along.)"""

    __slots__ = ("view", "memory", "rng", "level", "tune", "name", "role", "team", "phase",
                 "day", "now", "key", "rules", "rows", "town_words", "bad_words", "living",
                 "_others", "mafia_members", "boss", "no_boss_tonight", "panel", "results",
                 "_rec", "out", "gone", "_suspicion", "_threat", "_night_start")

    def __init__(self, view: dict[str, Any], memory: BotMemory, rng: random.Random,
                 level: Level) -> None:
        self.view, self.memory, self.rng, self.level = view, memory, rng, level
        self.tune = TUNING[level]
        me = view["me"]
        self.name: str = me["name"]
        self.role: str = me.get("role", "civilian")
        self.team: str = me.get("team", "town")
        clock = view.get("clock") or {}
        self.phase: str = clock.get("phase", "")
        self.day: int = int(clock.get("game_day", 0))
        self.now: int = int(clock.get("minutes", 0))
        self.key = (self.day, self.phase, clock.get("runoff") is not None)
        self.rules: dict[str, Any] = view.get("rules") or {}
        actions = view.get("actions") or []
        # (the simulator's bot view gives them as a mapping word → row, made when read)
        self.rows: Mapping[str, dict[str, Any]] = (
            actions if isinstance(actions, Mapping)
            else {row["action"]: row for row in actions})
        self.town_words, self.bad_words = side_words(view)
        self.living = living_names(view)
        self._others: list[str] | None = None  # read when first asked (``others``)
        mafia = view.get("mafia") or {}
        # (the view's own lists, only read: views are never changed once built)
        self.mafia_members: list[str] = mafia.get("members") or []
        self.boss: str | None = mafia.get("boss")
        self.no_boss_tonight = bool(mafia.get("no_boss_tonight"))
        self.panel: dict[str, Any] = view.get("notebook") or {}
        self.results: list[dict[str, Any]] = view.get("results") or []
        self._rec: PublicRecord | None = None  # read when first asked (``rec``)
        self.out: list[Intent] = []
        self.gone: set[str] = set()
        self._suspicion: dict[str, float] | None = None
        self._threat: dict[str, float] | None = None
        self._night_start: int | None = None

    # ---- read when first asked: a third of the decisions never ask for them
    @property
    def others(self) -> list[str]:
        """The other living players."""
        others = self._others
        if others is None:
            others = self._others = [n for n in self.living if n != self.name]
        return others

    @others.setter
    def others(self, names: list[str]) -> None:
        self._others = names

    @property
    def rec(self) -> PublicRecord:
        """The public record of every event the memory has seen."""
        rec = self._rec
        if rec is None:
            rec = self._rec = self.memory.record()
        return rec

    # ---- legality
    def targets(self, action: str) -> list[str] | None:
        row = self.rows.get(action)
        if row is None or not row.get("legal"):
            return None
        return [n for n in row.get("targets", []) if n not in self.gone]

    def can(self, action: str) -> bool:
        row = self.rows.get(action)
        return bool(row and row.get("legal"))

    # ---- memory of this phase / day
    def done(self, slot: str, per: str = "phase") -> bool:
        # (the scope inline: a decision asks a dozen times)
        return ((self.key if per == "phase" else ("day", self.day)), slot) in self.memory.done

    def mark(self, slot: str, per: str = "phase") -> None:
        self.memory.done.add((self._scope(per), slot))

    def _scope(self, per: str) -> Any:
        return self.key if per == "phase" else ("day", self.day)

    def emit(self, intent: Intent) -> None:
        self.out.append(intent)
        if (intent.action == "write" and intent.death_at is None and self.phase != "night"
                and intent.target is not None):
            # an eyes entry by day kills at once: the rest of this decision knows it
            self.gone.add(intent.target)
            self.living = [n for n in self.living if n != intent.target]
            self.others = [n for n in self.others if n != intent.target]
        if self.phase == "night" and intent.action in NIGHT_DONE:
            self.mark("acted")

    def say(self, kind: str, channel: str | None = None, **names: str) -> None:
        if self.can("say"):
            # not a line the chat has just read (another bot's, or his own)
            recent = recent_lines(self.memory)
            text = line(self.memory.language, kind, self.rng, avoid=recent, **names)
            self.emit(Intent("say", text=text, channel=channel))

    # ---- opinions
    def noise(self, name: str) -> float:
        if name not in self.memory.bias:
            self.memory.bias[name] = self.rng.gauss(0.0, self.tune.noise)
        return self.memory.bias[name]

    def _biases(self) -> dict[str, float]:
        """``noise`` of each other living player, in their order (a new one is drawn)."""
        bias, out = self.memory.bias, {}
        for name in self.others:
            value = bias.get(name)
            out[name] = self.noise(name) if value is None else value
        return out

    # ---- the table's roles, from the view's public glossary
    def _own_row(self) -> dict[str, Any]:
        for row in self.view.get("glossary") or []:
            if self.role in (row.get("word"), row.get("role")):
                return row
        return {}

    def role_name(self) -> str:
        """The seat's role as the table's glossary names it in the bot's language."""
        names = self._own_row().get("name") or {}
        return str(names.get(self.memory.language) or names.get("en") or self.role)

    def own_acts(self) -> list[str]:
        """What the seat's role does of its own (the glossary's acts: "check", "save")."""
        return list(self._own_row().get("acts") or [])

    def words_that(self, act: str) -> list[str]:
        """The deal words of the table's roles that do ``act``, in display order."""
        return [str(row["word"]) for row in self.view.get("glossary") or []
                if act in (row.get("acts") or ())]

    def result_answers(self) -> dict[str, str]:
        """The seat's own results: target → latest answer."""
        return {r.get("target", ""): str(r.get("answer", "")) for r in self.results}

    def known_enemies(self) -> list[str]:
        """Living players the seat's own results show as enemies of town."""
        out = []
        for r in self.results:
            answer, target = str(r.get("answer", "")), r.get("target")
            kind = r.get("kind")
            hit = (answer in ("mafia", "Kira") if kind in ("l_check", "commissar_check")
                   else answer == "yes")
            if hit and target in self.others and target not in out:
                out.append(target)
        return out

    def suspicion(self) -> dict[str, float]:
        """How likely each other living player is to be against town, from public
        behaviour and the seat's own results (town's reasoning; others borrow it to blend
        in)."""
        if self._suspicion is not None:
            return self._suspicion
        rec = self.rec
        score = self._biases()
        # (the nominations are read through their indices: the same additions in the same
        # order as a scan of them all, so the same sums to the last bit; each addition is
        # written out, a function call each cost more than the sum)
        no_one: list[str] = []

        executed = set(rec.executed.values())
        for day, victim in rec.executed.items():
            role = rec.roles.get(victim)
            if role is None:
                continue
            town = role in self.town_words
            for by, target in rec.votes.get(day, {}).items():
                if target == victim and by in score:
                    score[by] += 1.0 if town else -0.7
            for by in rec.nominators_on.get((day, victim), no_one):
                if by in score:
                    score[by] += 0.6 if town else -0.6
        for name, role in rec.roles.items():
            if name in executed:
                continue
            # revealed by night (an L's victim or a light corpse): who had accused him?
            for by in rec.nominators.get(name, no_one):
                if by in score:
                    score[by] += 0.3 if role in self.town_words else -0.4
        if self.team == "town":
            for by in rec.nominators.get(self.name, no_one):
                if by in score:
                    score[by] += 0.4
        # the dead's accusations: a townsman killed in the night was maybe onto somebody;
        # a revealed L or Near accused on what he knew; the enemy accuses the town
        dead = {name for _, name in rec.night_dead} | executed
        for name in dead:
            role = rec.roles.get(name)
            if name in executed and role is None:
                continue
            weight = {"l": 1.5, "near": 1.0}.get(role or "", 0.6)
            if role in self.bad_words:
                weight = -0.3
            for target in rec.nominated_by.get(name, no_one):
                if target in score:
                    score[target] += weight
            for votes in rec.votes.values():
                if votes.get(name) and votes[name] in score:
                    score[votes[name]] += weight * 0.5
        for _, by, accused in rec.claims:
            if by == self.name:
                continue
            role = rec.roles.get(accused)
            if accused == self.name and self.team == "town":
                if by in score:  # a lie about me: only the enemy lies
                    score[by] += 5.0
            elif role in self.town_words:
                if by in score:
                    score[by] += 3.0
            elif role in self.bad_words:
                if by in score:
                    score[by] += -2.0
            else:
                if accused in score:
                    score[accused] += 2.5 if score.get(by, 0.0) < 2.0 else 0.5
                if by in score:
                    score[by] += -0.3
        for by, count in rec.abstained.items():
            if by in score:
                score[by] += 0.1 * count
        for target, answer in self.result_answers().items():
            if answer in ("mafia", "Kira", "yes"):
                if target in score:
                    score[target] += 50.0
            elif answer == "Near":
                if target in score:
                    score[target] += -50.0
            elif answer in ("civilian", "not mafia") and target in score:
                score[target] += -1.5
        self._suspicion = score
        return score

    def threat(self) -> dict[str, float]:
        """For the mafia and the Kira: who is dangerous to me and mine."""
        if self._threat is not None:
            return self._threat
        mine = set(self.mafia_members) if self.team == "mafia" else {self.name}
        if self.team == "kira":
            mine = {self.name}
        score = self._biases()
        for day, by, target in self.rec.nominations:
            if target in mine and by in score:
                score[by] += 1.2 if day == self.day else 0.6
        for _day, votes in self.rec.votes.items():
            for by, target in votes.items():
                if target in mine and by in score:
                    score[by] += 0.8
        for _, by, accused in self.rec.claims:  # claims to have checked somebody
            if by in score:
                score[by] += 3.0 if accused in mine else 2.0
        for name, role in self.rec.roles.items():
            if role in self.bad_words:  # a good detective found him: the accusers are dangerous
                for by in self.rec.nominators.get(name, ()):
                    if by in score:
                        score[by] += 0.5
        for target, answer in self.result_answers().items():
            if answer == "yes" and target in score:  # a mafia search found the Kira
                score[target] += 50.0
        self._threat = score
        return score

    def pick(self, scores: dict[str, float], allowed: list[str]) -> str | None:
        """A softmax choice among ``allowed`` by score (sometimes at random)."""
        pool = [n for n in allowed if n in scores] or list(allowed)
        if not pool:
            return None
        if self.rng.random() < self.tune.random_pick:
            return self.rng.choice(pool)
        values = [scores.get(n, 0.0) for n in pool]
        top, temperature, exp = max(values), self.tune.temperature, math.exp
        weights = [exp((v - top) / temperature) for v in values]
        return self.rng.choices(pool, weights)[0]

    def moment(self, day: int, minute_of_day: int) -> str:
        return f"d{day} {minute_of_day // 60:02d}:{minute_of_day % 60:02d}"

    def tonight(self, at: str) -> bool:
        """Whether a record stamped ``at`` ('dN HH:MM') was made during this night."""
        stamped = _stamp_minutes(at)
        if stamped is None:
            return False
        start = self._night_start
        if start is None:  # (read once a decision: a family member asks of every shot)
            start = self._night_start = (self.day * MINUTES_PER_DAY
                                         + minutes_of(self.rules.get("vote_close", "21:00")))
        return stamped >= start

    def teammates(self) -> set[str]:
        return set(self.mafia_members) if self.team == "mafia" or self.role == "mafia" else set()

