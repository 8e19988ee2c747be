"""A bot holding a notebook: the Kira's eyes, loans and entries, a mafioso's or a
townsman's entry, or destroying it.

Owns ``play_notebook``. Must not import the engine's game or state, netproto or Qt: a
bot cannot peek; imports only ``bots`` mind modules.
"""

from __future__ import annotations

from typing import Any

from bots.intent import Intent
from bots.mind import Level, Mind, minutes_of
from bots.phrases import line

# --------------------------------------------------------------------- the notebook

def play_notebook(m: Mind) -> None:
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


def _kira_notebook(m: Mind) -> None:
    panel = m.panel
    eyes = bool(panel.get("eyes"))
    # (the cheap facts first: a legality row costs more than all of them)
    if (not eyes and m.tune.eyes and m.phase == "night" and not panel.get("written_today")
            and not m.done("eyes", per="day") and m.can("eyes")):
        m.mark("eyes", per="day")
        closed_targets = m.targets("write") or []
        # with no nominee to write, the closed form excuses him from the daily duty
        # (RULES.md §3.1): the eyes are a choice, not a rescue
        chance = 0.35 if not closed_targets else m.tune.eyes
        if m.rng.random() < chance:
            m.emit(Intent("eyes"))
            eyes = True
    if (m.phase == "day" and panel.get("owner") and m.tune.lend
            and not m.done("lend", per="day") and len(m.living) >= 8
            and not m.memory.plans.get("lent") and m.can("lend")):
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


def _entry(m: Mind, victim: str, delayed: bool = False) -> Intent:
    death_at = None
    if delayed:
        day_open = minutes_of(m.rules.get("day_open", "10:00"))
        close = minutes_of(m.rules.get("nominations_close", "19:30"))
        minute = m.rng.randint(day_open + 60, max(day_open + 60, close - 60))
        death_at = m.moment(m.day + 1, minute)
    circumstances = None
    if m.rng.random() < 0.3:
        circumstances = line(m.memory.language, "circumstances", m.rng)
    return Intent("write", target=victim, death_at=death_at, circumstances=circumstances,
                  light_corpse=m.rng.random() < 0.1)



def _mafia_victim(m: Mind, targets: list[str]) -> str | None:
    pool = [n for n in targets if n not in m.teammates()]
    return m.pick(m.threat(), pool) if pool else None


def _town_victim(m: Mind, targets: list[str]) -> str | None:
    sus = m.suspicion()
    strong = [n for n in targets if sus.get(n, 0) > 0.8]
    return m.pick(sus, strong) if strong else None


def _write_if_window(m: Mind, choose: Any) -> None:
    if m.panel.get("written_today") or m.done("write"):
        return
    targets = m.targets("write")
    if not targets:
        return
    m.mark("write")
    victim = choose(m, targets)
    if victim is not None:
        m.emit(_entry(m, victim))


def _town_notebook(m: Mind) -> None:
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
