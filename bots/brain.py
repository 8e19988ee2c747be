"""A bot player's mind: ``decide(view, memory, rng, level) -> list[Intent]``.

Owns the bot's reasoning for the Death Note preset: suspicion built from public behaviour
(nominations, votes, revealed roles) and the seat's own results, day nominations and
votes, night actions by role, the notebook (write, eyes, lend, destroy), the mafia's
coordination in its channel and short chat lines. It reads nothing but the seat's own
view (the very dict a human's window renders) and its own memory of earlier views, and
it only proposes actions the view lists as legal, with targets from the view's lists.

Must not import the engine's game or state, netproto or Qt: a bot cannot peek.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bots.classic_brain import CLASSIC_NIGHT_DONE, classic_day, classic_night
from bots.intent import Intent
from bots.phrases import claimed, line

TOWN_WORDS = ("civilian", "l", "near", "town", "doctor", "commissar", "peacemaker",
              "executioner", "witness")
BAD_WORDS = ("mafia", "kira", "mafia2", "don", "don2", "thug", "maniac")
MINUTES_PER_DAY = 24 * 60
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


def still_legal(view: dict[str, Any] | None, intent: Intent) -> bool:
    """Whether ``view`` (maybe newer than the one the intent was made from) still lists the
    intent as legal with its target: a seat checks again before it sends."""
    if not view or view.get("kind") != "player" or not view.get("actions"):
        return False
    for row in view["actions"]:
        if row.get("action") != intent.action:
            continue
        if not row.get("legal"):
            return False
        name = intent.to if intent.action == "lend" else intent.target
        if "targets" in row and name not in row["targets"]:
            # the eyes widen a writer's targets beyond what the view offered before them
            return intent.action == "write" and _has_eyes(view) and name in _living(view)
        return True
    return False


def _has_eyes(view: dict[str, Any]) -> bool:
    panel = view.get("notebook") or {}
    return bool(panel.get("eyes"))


def _living(view: dict[str, Any]) -> list[str]:
    return [p["name"] for p in view.get("players", []) if p.get("alive")]


# --------------------------------------------------------------------- memory

@dataclass
class BotMemory:
    """What the bot remembers across views: every public event, mafia-channel record and
    private message it has seen (views carry only the latest ones), what it has done in
    each phase, and its personal leanings about the other players."""

    language: str = "ru"
    events: list[dict[str, Any]] = field(default_factory=list)
    channel: list[dict[str, Any]] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    done: set[tuple[Any, ...]] = field(default_factory=set)
    bias: dict[str, float] = field(default_factory=dict)
    plans: dict[str, Any] = field(default_factory=dict)
    # the public record read so far: (events read, the day they reached, the record)
    _read: tuple[int, int, _Record] | None = field(default=None, repr=False, compare=False)

    def record(self) -> _Record:
        """The public record of every event seen, read incrementally (the events only
        grow). Callers only read it."""
        read, day, rec = self._read or (0, 0, _Record())
        if read > len(self.events):  # the events were replaced: read them again
            read, day, rec = 0, 0, _Record()
        day = _read_events(rec, self.events[read:], day)
        self._read = (len(self.events), day, rec)
        return rec

    def observe(self, view: dict[str, Any]) -> None:
        """Take in a view's records (idempotent: records are placed by their index)."""
        if view.get("kind") != "player":
            return
        _merge(self.events, view.get("events") or [], view.get("events_from", 0))
        _merge(self.messages, view.get("messages") or [], view.get("messages_from", 0))
        mafia = view.get("mafia")
        if mafia:
            _merge(self.channel, mafia.get("channel") or [], mafia.get("channel_from", 0))


def _merge(store: list[dict[str, Any]], records: list[dict[str, Any]], first: int) -> None:
    """Append the records not stored yet (record ``i`` of the view is number first + i)."""
    if first > len(store):  # a gap: the records before ``first`` were never seen
        store.extend(records)
    else:
        store.extend(records[len(store) - first:])


# --------------------------------------------------------------------- public record

@dataclass
class _Record:
    """The public history, read from the events: who nominated / voted for whom, who was
    executed, which roles were revealed."""

    nominations: list[tuple[int, str, str]] = field(default_factory=list)  # day, by, target
    votes: dict[int, dict[str, str]] = field(default_factory=dict)  # day → by → target
    abstained: dict[str, int] = field(default_factory=dict)
    executed: dict[int, str] = field(default_factory=dict)
    roles: dict[str, str] = field(default_factory=dict)
    night_dead: list[tuple[int, str]] = field(default_factory=list)
    claims: list[tuple[int, str, str]] = field(default_factory=list)  # day, by, accused


def _record(events: list[dict[str, Any]]) -> _Record:
    rec = _Record()
    _read_events(rec, events, 0)
    return rec


def _read_events(rec: _Record, events: list[dict[str, Any]], day: int) -> int:
    """Add ``events`` to ``rec``; returns the day they reach."""
    for event in events:
        code, params = event.get("code"), event.get("params") or {}
        if code == "day_begins":
            day = int(params.get("day", day))
        elif code == "nominated":
            rec.nominations.append((day, params.get("by", ""), params.get("target", "")))
        elif code == "voted":
            rec.votes.setdefault(day, {})[params.get("by", "")] = params.get("target", "")
        elif code == "abstained":
            by = params.get("by", "")
            rec.abstained[by] = rec.abstained.get(by, 0) + 1
        elif code == "executed":
            rec.executed[day] = params.get("name", "")
        elif code == "role_revealed":
            rec.roles[params.get("name", "")] = params.get("role", "")
        elif code == "chat":
            accused = claimed(str(params.get("text", "")))
            if accused:
                rec.claims.append((day, params.get("by", ""), accused))
        elif code == "newspaper":
            for name in params.get("dead") or []:
                rec.night_dead.append((day, name))
        elif code in ("died", "died_of"):
            rec.night_dead.append((day, params.get("name", "")))
    return day


# --------------------------------------------------------------------- the context

class _Mind:
    """One decision: the view, the memory and the bot's derived opinions."""

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
        self.rows = {row["action"]: row for row in view.get("actions") or []}
        self.living = _living(view)
        self.others = [n for n in self.living if n != self.name]
        mafia = view.get("mafia") or {}
        self.mafia_members: list[str] = list(mafia.get("members") or [])
        self.boss: str | None = mafia.get("boss")
        self.no_boss_tonight = bool(mafia.get("no_boss_tonight"))
        self.panel: dict[str, Any] = view.get("notebook") or {}
        self.results: list[dict[str, Any]] = list(view.get("results") or [])
        self.rec = memory.record()
        self.out: list[Intent] = []
        self.gone: set[str] = set()
        self._suspicion: dict[str, float] | None = None
        self._threat: dict[str, float] | None = None

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
        return (self._scope(per), slot) in self.memory.done

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
            text = line(self.memory.language, kind, self.rng, **names)
            self.emit(Intent("say", text=text, channel=channel))

    # ---- opinions
    def noise(self, name: str) -> float:
        if name not in self.memory.bias:
            self.memory.bias[name] = self.rng.gauss(0.0, self.tune.noise)
        return self.memory.bias[name]

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
        score = {name: self.noise(name) for name in self.others}

        def add(name: str, value: float) -> None:
            if name in score:
                score[name] += value

        for day, victim in rec.executed.items():
            role = rec.roles.get(victim)
            if role is None:
                continue
            town = role in TOWN_WORDS
            for by, target in rec.votes.get(day, {}).items():
                if target == victim:
                    add(by, 1.0 if town else -0.7)
            for nday, by, target in rec.nominations:
                if target == victim and nday == day:
                    add(by, 0.6 if town else -0.6)
        for name, role in rec.roles.items():
            if name in rec.executed.values():
                continue
            # revealed by night (an L's victim or a light corpse): who had accused him?
            for _, by, target in rec.nominations:
                if target == name:
                    add(by, 0.3 if role in TOWN_WORDS else -0.4)
        if self.team == "town":
            for _, by, target in rec.nominations:
                if target == self.name:
                    add(by, 0.4)
        # the dead's accusations: a townsman killed in the night was maybe onto somebody;
        # a revealed L or Near accused on what he knew; the enemy accuses the town
        dead = {name for _, name in rec.night_dead} | set(rec.executed.values())
        for name in dead:
            role = rec.roles.get(name)
            if name in rec.executed.values() and role is None:
                continue
            weight = {"l": 1.5, "near": 1.0}.get(role or "", 0.6)
            if role in BAD_WORDS:
                weight = -0.3
            for _, by, target in rec.nominations:
                if by == name:
                    add(target, weight)
            for votes in rec.votes.values():
                if votes.get(name):
                    add(votes[name], weight * 0.5)
        for _, by, accused in rec.claims:
            if by == self.name:
                continue
            role = rec.roles.get(accused)
            if accused == self.name and self.team == "town":
                add(by, 5.0)  # a lie about me: only the enemy lies
            elif role in TOWN_WORDS:
                add(by, 3.0)
            elif role in BAD_WORDS:
                add(by, -2.0)
            else:
                add(accused, 2.5 if score.get(by, 0.0) < 2.0 else 0.5)
                add(by, -0.3)
        for by, count in rec.abstained.items():
            add(by, 0.1 * count)
        for target, answer in self.result_answers().items():
            if answer in ("mafia", "Kira", "yes"):
                add(target, 50.0)
            elif answer == "Near":
                add(target, -50.0)
            elif answer in ("civilian", "not mafia"):
                add(target, -1.5)
        self._suspicion = score
        return score

    def threat(self) -> dict[str, float]:
        """For the mafia and the Kira: who is dangerous to me and mine."""
        if self._threat is not None:
            return self._threat
        mine = set(self.mafia_members) if self.team == "mafia" else {self.name}
        if self.team == "kira":
            mine = {self.name}
        score = {name: self.noise(name) for name in self.others}
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
            if role in BAD_WORDS:  # a good detective found him: the accusers are dangerous
                for _, by, target in self.rec.nominations:
                    if target == name and by in score:
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
        top = max(scores.get(n, 0.0) for n in pool)
        weights = [math.exp((scores.get(n, 0.0) - top) / self.tune.temperature) for n in pool]
        return self.rng.choices(pool, weights)[0]

    def moment(self, day: int, minute_of_day: int) -> str:
        return f"d{day} {minute_of_day // 60:02d}:{minute_of_day % 60:02d}"

    def tonight(self, at: str) -> bool:
        """Whether a record stamped ``at`` ('dN HH:MM') was made during this night."""
        match = re.match(r"d(\d+) (\d+):(\d+)", at)
        if not match:
            return False
        day, hours, minutes = (int(g) for g in match.groups())
        night_start = self.day * MINUTES_PER_DAY + _hhmm(self.rules.get("vote_close", "21:00"))
        return day * MINUTES_PER_DAY + hours * 60 + minutes >= night_start

    def teammates(self) -> set[str]:
        return set(self.mafia_members) if self.team == "mafia" or self.role == "mafia" else set()


# --------------------------------------------------------------------- decide

def decide(view: dict[str, Any], memory: BotMemory, rng: random.Random,
           level: Level | str = Level.NORMAL) -> list[Intent]:
    """The actions this seat sends now, judged from its own view and memory only."""
    if not isinstance(view, dict) or view.get("kind") != "player":
        return []
    memory.observe(view)
    me = view.get("me") or {}
    if not me.get("alive") or view.get("winner") or not view.get("actions"):
        return []
    mind = _Mind(view, memory, rng, Level(level))
    if mind.phase not in ("day", "vote", "night"):
        return []
    if view.get("preset") == "classic":
        if classic_day(mind):
            return mind.out
        if mind.phase == "day":
            _day(mind)
        elif mind.phase == "vote":
            _vote(mind)
        else:
            classic_night(mind)
            _sleep(mind)
        return mind.out
    _mafia_boss(mind)
    _holder(mind)
    if mind.phase == "day":
        _day(mind)
    elif mind.phase == "vote":
        _vote(mind)
    else:
        _night(mind)
    return mind.out


# --------------------------------------------------------------------- day

def _day(m: _Mind) -> None:
    if not m.done("chat"):
        m.mark("chat")
        must = bool(m.rules.get("autokill_inactive"))
        if must or m.rng.random() < 0.6:
            dead = [n for day, n in m.rec.night_dead if day == m.day - 1]
            if dead and m.rng.random() < 0.5:
                m.say("mourn", name=m.rng.choice(dead))
            else:
                m.say("greet")
    if not m.done("defend"):
        accusers = [by for day, by, target in m.rec.nominations
                    if day == m.day and target == m.name]
        if accusers:
            m.mark("defend")
            if m.rng.random() < 0.6:
                m.say("defend", by=accusers[-1])
    _claim(m)
    if not m.done("nominate"):
        m.mark("nominate")
        targets = m.targets("nominate")
        if targets:
            _nominate(m, targets)


def _claim(m: _Mind) -> None:
    """L (or Near) tells the town what he found, once a day, sometimes; a mafioso may
    once lie the same way (false claims are part of the game)."""
    if (m.done("claim", per="day") or m.level is Level.EASY or not m.can("say")
            or m.view.get("preset") == "classic"):  # classic claims: bots.classic_brain
        return
    m.mark("claim", per="day")
    enemies = m.known_enemies()
    if m.team == "town" and enemies and m.rng.random() < 0.5:
        m.say("claim_kira" if m.role == "near" else "claim", name=m.rng.choice(enemies))
    elif (m.team == "mafia" and not m.memory.plans.get("lied") and m.day >= 2
          and m.rng.random() < 0.08):
        pool = [n for n in m.others if n not in m.teammates()]
        if pool:
            m.memory.plans["lied"] = True
            m.say("claim", name=m.pick(m.threat(), pool) or pool[0])


def _nominate(m: _Mind, targets: list[str]) -> None:
    enemies = [n for n in m.known_enemies() if n in targets]
    chance = {"kira": 0.9}.get(m.team, 0.7)
    if m.panel.get("holding") and not m.panel.get("eyes"):
        chance = 1.0  # a closed-form writer needs somebody on the nominee list
    if not enemies and m.rng.random() >= chance:
        return
    piled = {}
    for day, _by, target in m.rec.nominations:
        if day == m.day:
            piled[target] = piled.get(target, 0) + 1
    if enemies and m.team == "town":
        choice = m.rng.choice(enemies)
    elif m.team == "town":
        scores = {n: s + 0.3 * piled.get(n, 0) for n, s in m.suspicion().items()}
        choice = m.pick(scores, targets)
    elif m.team == "mafia":
        mates = m.teammates()
        pool = [n for n in targets if n not in mates]
        sus, threat = m.suspicion(), m.threat()
        scores = {n: 0.5 * sus.get(n, 0) + threat.get(n, 0) + 0.3 * piled.get(n, 0)
                  for n in pool}
        choice = m.pick(scores, pool)
    else:  # the Kira nominates whom he may want to write tonight
        choice = m.pick(m.threat(), targets)
    if choice is None:
        return
    m.emit(Intent("nominate", target=choice))
    if m.rng.random() < 0.4:
        m.say("accuse", name=choice)


# --------------------------------------------------------------------- vote

def _vote(m: _Mind) -> None:
    if not m.done("vote"):
        m.mark("vote")
        _cast_vote(m)
        return
    if m.tune.change_votes and not m.done("change"):
        _maybe_change(m)


def _vote_scores(m: _Mind, pool: list[str]) -> dict[str, float]:
    tally: dict[str, int] = m.view.get("tally") or {}
    if m.team == "town":
        sus = m.suspicion()
        return {n: sus.get(n, 0) + 0.35 * tally.get(n, 0) for n in pool}
    threat = m.threat()
    if m.team == "mafia":
        sus = m.suspicion()
        return {n: threat.get(n, 0) + 0.3 * sus.get(n, 0) + 0.6 * tally.get(n, 0)
                for n in pool}
    return {n: threat.get(n, 0) + 0.5 * tally.get(n, 0) for n in pool}


def _cast_vote(m: _Mind) -> None:
    targets = m.targets("vote") or []
    pool = [n for n in targets if n != m.name and n not in m.teammates()]
    abstain_ok = m.can("abstain")
    if not pool:
        if abstain_ok:
            m.emit(Intent("abstain"))
        elif targets and m.team != "town":  # only his own people are up: the least harm
            others = [n for n in targets if n != m.name]
            if others:
                m.emit(Intent("vote", target=m.rng.choice(others)))
        return
    scores = _vote_scores(m, pool)
    best = max(scores.values())
    weak = m.team == "town" and best < 0.3 and not m.known_enemies()
    if abstain_ok and (weak and m.rng.random() < m.tune.abstain * 2
                       or m.rng.random() < m.tune.abstain / 3):
        m.emit(Intent("abstain"))
        if m.rng.random() < 0.3:
            m.say("abstain")
        return
    choice = m.pick(scores, pool)
    if choice is None:
        return
    m.emit(Intent("vote", target=choice))
    if m.rng.random() < 0.3:
        m.say("vote", name=choice)


def _maybe_change(m: _Mind) -> None:
    """Join the wagon once when one's own candidate has no chance (deterministic: no new
    dice on every look)."""
    me = m.view["me"]
    mine = me.get("vote")
    left = me.get("vote_changes_left")
    if mine is None or (left is not None and left <= 0):
        return
    tally: dict[str, int] = m.view.get("tally") or {}
    leader = max(tally, key=lambda n: tally[n], default=None)
    if leader is None or leader == mine or leader == m.name:
        return
    if tally.get(mine, 0) > 1 or tally[leader] < tally.get(mine, 0) + 2:
        return
    if leader in m.teammates() or leader not in (m.targets("vote") or []):
        return
    if m.team == "town" and m.suspicion().get(leader, 0) < -0.5:
        return
    m.mark("change")
    m.emit(Intent("vote", target=leader))


# --------------------------------------------------------------------- night

def _night(m: _Mind) -> None:
    if m.role == "l" and (m.can("check") or m.can("shoot")):
        _l_night(m)
    elif m.role == "near" and (m.can("save") or m.can("check")):
        _near_night(m)
    if m.role == "mafia":
        _mafia_night(m)
    _sleep(m)


def _sleep(m: _Mind) -> None:
    if not m.done("acted") and not m.done("sleep") and m.can("sleep"):
        m.mark("sleep")
        m.emit(Intent("sleep"))


def _l_night(m: _Mind) -> None:
    if m.done("l_action"):
        return
    m.mark("l_action")
    enemies = [n for n in m.known_enemies() if n in (m.targets("shoot") or [])]
    if enemies:
        answers = m.result_answers()
        enemies.sort(key=lambda n: answers.get(n) != "Kira")
        m.emit(Intent("shoot", target=enemies[0]))
        return
    checks = m.targets("check") or []
    checked = {r.get("target") for r in m.results}
    fresh = [n for n in checks if n not in checked] or checks
    sus = m.suspicion()
    shots = m.targets("shoot") or []
    strong = [n for n in shots if sus.get(n, 0) > 3.0]
    if strong and m.rng.random() < 0.3:
        m.emit(Intent("shoot", target=m.pick(sus, strong)))
        return
    if fresh:
        m.emit(Intent("check", target=m.pick(sus, fresh)))


def _near_night(m: _Mind) -> None:
    if not m.done("save"):
        m.mark("save")
        saves = m.targets("save") or []
        if saves:
            if m.name in saves and m.rng.random() < 0.3:
                m.emit(Intent("save", target=m.name))
            else:
                others = [n for n in saves if n != m.name]
                trust = {n: -s for n, s in m.suspicion().items()}
                choice = m.pick(trust, others) if others else m.name
                if choice is not None:
                    m.emit(Intent("save", target=choice))
    if not m.done("near_check"):
        m.mark("near_check")
        checks = m.targets("check") or []
        checked = {r.get("target") for r in m.results}
        fresh = [n for n in checks if n not in checked]
        if fresh:
            m.emit(Intent("check", target=m.pick(m.suspicion(), fresh)))


def _mafia_night(m: _Mind) -> None:
    mates = m.teammates()
    threat = m.threat()
    outsiders = [n for n in m.others if n not in mates]
    if m.boss == m.name and m.can("shoot") and not m.done("mafia_action"):
        m.mark("mafia_action")
        shots = [n for n in (m.targets("shoot") or []) if n not in mates]
        found = [n for n, a in m.result_answers().items() if a == "yes" and n in shots]
        searches = [n for n in (m.targets("search") or []) if n not in mates]
        kira_known_dead = any(role == "kira" for role in m.rec.roles.values())
        if found:
            m.say("boss", channel="mafia", name=found[0])
            m.emit(Intent("shoot", target=found[0]))
        elif searches and not kira_known_dead and m.rng.random() < m.tune.search:
            choice = m.pick(m.suspicion(), searches)
            m.say("search", channel="mafia", name=choice)
            m.emit(Intent("search", target=choice))
        elif shots:
            suggested = _suggestions(m, shots)
            if suggested and m.rng.random() < 0.5:
                choice = m.rng.choice(suggested)
            else:
                choice = m.pick(threat, shots)
            if m.rng.random() < 0.4:
                m.say("boss", channel="mafia", name=choice)
            m.emit(Intent("shoot", target=choice))
        return
    if m.boss is None and m.can("search") and not m.done("mafia_action"):
        # no boss tonight: the first living mafioso by name searches, the others sleep
        m.mark("mafia_action")
        living_mates = sorted(n for n in mates if n in m.living)
        if living_mates and living_mates[0] == m.name:
            searches = [n for n in (m.targets("search") or []) if n not in mates]
            if searches:
                m.emit(Intent("search", target=m.pick(m.suspicion(), searches)))
        return
    if m.boss != m.name and not m.done("suggest") and outsiders:
        m.mark("suggest")
        if m.rng.random() < 0.7 and m.can("say"):
            m.say("suggest", channel="mafia", name=m.pick(threat, outsiders) or outsiders[0])


def _suggestions(m: _Mind, allowed: list[str]) -> list[str]:
    """Names the other mafiosi proposed tonight in the channel."""
    out = []
    for record in m.memory.channel:
        if record.get("code") != "mafia_chat" or record.get("params", {}).get("by") == m.name:
            continue
        if not m.tonight(record.get("at", "")):
            continue
        text = record.get("params", {}).get("text", "")
        for name in allowed:
            if re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text):
                out.append(name)
    return out


# --------------------------------------------------------------------- the mafia's boss

def _mafia_boss(m: _Mind) -> None:
    """With no living boss, each mafioso names one (converging on the first vote cast)."""
    electable = m.targets("elect_boss")
    if not electable or m.done("elect"):
        return
    if m.boss is not None and m.boss in m.living:
        return
    votes: dict[str, str] = {}
    for record in m.memory.channel:
        if record.get("code") == "boss_vote":
            params = record.get("params") or {}
            votes[params.get("by", "")] = params.get("target", "")
    mine = votes.get(m.name)
    if mine in electable:
        return
    m.mark("elect")
    backed = [t for by, t in votes.items() if t in electable and by in m.living]
    if backed:
        choice = max(set(backed), key=lambda t: (backed.count(t), t == m.name))
    elif m.level is Level.NORMAL:
        choice = sorted(electable)[0]
    else:
        choice = m.rng.choice(electable)
    m.emit(Intent("elect_boss", target=choice))


# --------------------------------------------------------------------- the notebook

def _holder(m: _Mind) -> None:
    panel = m.panel
    if not panel:
        return
    if not panel.get("holding"):
        return
    if m.team == "kira":
        _kira_notebook(m)
    elif m.team == "mafia" or m.role == "mafia":
        _write_if_window(m, _mafia_victim)
    else:
        _town_notebook(m)


def _kira_notebook(m: _Mind) -> None:
    panel = m.panel
    eyes = bool(panel.get("eyes"))
    if (not eyes and m.tune.eyes and m.can("eyes") and not m.done("eyes", per="day")
            and m.phase == "night" and not panel.get("written_today")):
        m.mark("eyes", per="day")
        closed_targets = m.targets("write") or []
        # with no nominee to write, the closed form excuses him from the daily duty
        # (RULES.md §3.1): the eyes are a choice, not a rescue
        chance = 0.35 if not closed_targets else m.tune.eyes
        if m.rng.random() < chance:
            m.emit(Intent("eyes"))
            eyes = True
    if (m.phase == "day" and panel.get("owner") and m.tune.lend and m.can("lend")
            and not m.done("lend", per="day") and len(m.living) >= 8
            and not m.memory.plans.get("lent")):
        m.mark("lend", per="day")
        lend_to = m.targets("lend") or []
        if lend_to and m.rng.random() < m.tune.lend:
            m.memory.plans["lent"] = True
            m.emit(Intent("lend", to=m.rng.choice(lend_to),
                          until=m.moment(m.day + 1, 12 * 60)))
            return
    if panel.get("written_today") or m.done("write"):
        return
    if eyes and m.phase != "night" and (m.done("eyes_day_write") or m.rng.random() >= 0.25):
        m.mark("eyes_day_write")  # with the eyes, sometimes a name by day (dies at once)
        return
    targets = m.targets("write") or []
    if eyes and not targets:
        targets = list(m.others) if m.phase == "night" or m.can("write") else []
    if not targets or not (m.can("write") or eyes and any(o.action == "eyes" for o in m.out)):
        return
    m.mark("write")
    victim = m.pick(m.threat(), targets)
    if victim is None:
        return
    m.emit(_entry(m, victim, delayed=m.rng.random() < m.tune.delayed))


def _entry(m: _Mind, victim: str, delayed: bool = False) -> Intent:
    death_at = None
    if delayed:
        day_open = _hhmm(m.rules.get("day_open", "10:00"))
        close = _hhmm(m.rules.get("nominations_close", "19:30"))
        minute = m.rng.randint(day_open + 60, max(day_open + 60, close - 60))
        death_at = m.moment(m.day + 1, minute)
    circumstances = None
    if m.rng.random() < 0.3:
        circumstances = line(m.memory.language, "circumstances", m.rng)
    return Intent("write", target=victim, death_at=death_at, circumstances=circumstances,
                  light_corpse=m.rng.random() < 0.1)


def _hhmm(text: Any) -> int:
    try:
        hours, minutes = (int(x) for x in str(text).split(":"))
    except ValueError:
        return 0
    return hours * 60 + minutes


def _mafia_victim(m: _Mind, targets: list[str]) -> str | None:
    pool = [n for n in targets if n not in m.teammates()]
    return m.pick(m.threat(), pool) if pool else None


def _town_victim(m: _Mind, targets: list[str]) -> str | None:
    sus = m.suspicion()
    strong = [n for n in targets if sus.get(n, 0) > 0.8]
    return m.pick(sus, strong) if strong else None


def _write_if_window(m: _Mind, choose: Any) -> None:
    if m.panel.get("written_today") or m.done("write"):
        return
    targets = m.targets("write")
    if not targets:
        return
    m.mark("write")
    victim = choose(m, targets)
    if victim is not None:
        m.emit(_entry(m, victim))


def _town_notebook(m: _Mind) -> None:
    """A townsman who came to hold a notebook: mostly destroys it, else writes a suspect."""
    plans = m.memory.plans
    if "town_book" not in plans:
        keep = 0.3 if m.level is Level.NORMAL else 0.5
        plans["town_book"] = "write" if m.rng.random() < keep else "destroy"
    if plans["town_book"] == "destroy" and m.can("destroy") and not m.done("destroy"):
        m.mark("destroy")
        m.emit(Intent("destroy"))
        return
    _write_if_window(m, _town_victim)
