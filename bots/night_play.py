"""A bot's Death Note night and the mafia's business: L's and Near's nights, the mafia's
shot or search and its chat, sleeping, and electing a boss.

Owns ``play_night``, ``sleep`` and ``elect_boss``. Must not import the engine's game or
state, netproto or Qt: a bot cannot peek; imports only the standard library and
``bots`` mind modules.
"""

from __future__ import annotations

import re

from bots.intent import Intent
from bots.mind import Level, Mind

# --------------------------------------------------------------------- night

def play_night(m: Mind) -> None:
    if m.role == "l" and (m.can("check") or m.can("shoot")):
        _l_night(m)
    elif m.role == "near" and (m.can("save") or m.can("check")):
        _near_night(m)
    if m.role == "mafia":
        _mafia_night(m)
    sleep(m)


def sleep(m: Mind) -> None:
    if not m.done("acted") and not m.done("sleep") and m.can("sleep"):
        m.mark("sleep")
        m.emit(Intent("sleep"))


def _l_night(m: Mind) -> None:
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


def _near_night(m: Mind) -> None:
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


def _mafia_night(m: Mind) -> None:
    mates = m.teammates()
    threat = m.threat()
    outsiders = [n for n in m.others if n not in mates]
    if m.boss == m.name and not m.done("mafia_action") and m.can("shoot"):
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
    if m.boss is None and not m.done("mafia_action") and m.can("search"):
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


def _suggestions(m: Mind, allowed: list[str]) -> list[str]:
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

def elect_boss(m: Mind) -> None:
    """With no living boss, each mafioso names one (converging on the first vote cast)."""
    # (the cheap facts first: the electable are a legality row, made when first read)
    if m.done("elect") or (m.boss is not None and m.boss in m.living):
        return
    electable = m.targets("elect_boss")
    if not electable:
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

