"""A bot player's mind: ``decide(view, memory, rng, level) -> list[Intent]``.

Owns ``decide`` (which part plays when) and ``still_legal``, and keeps the mind's names
importable from ``bots.brain``. The reasoning: ``bots.mind`` (one decision's context and
opinions: suspicion from public behaviour and the seat's own results, threat, choices),
``bots.memory`` (what the bot remembers), ``bots.day_play`` (chat, nominations, votes),
``bots.night_play`` (night actions by role, the mafia's coordination),
``bots.notebook_play`` (the notebook) and ``bots.classic_brain`` (the classic preset).
It reads nothing but the seat's own view (the very dict a human's window renders) and its
own memory of earlier views, and it only proposes actions the view lists as legal, with
targets from the view's lists.

Must not import the engine's game or state, netproto or Qt: a bot cannot peek.
"""

from __future__ import annotations

import random
from typing import Any

from bots.classic_brain import classic_day, classic_night
from bots.day_play import play_day, play_vote
from bots.intent import Intent
from bots.memory import BotMemory, PublicRecord, read_events, read_record
from bots.mind import (
    NIGHT_DONE,
    TUNING,
    Level,
    Mind,
    Tuning,
    has_eyes,
    living_names,
)
from bots.night_play import elect_boss, play_night, sleep
from bots.notebook_play import play_notebook

__all__ = ["NIGHT_DONE", "TUNING", "BotMemory", "Intent", "Level",
           "Mind", "PublicRecord", "Tuning", "decide", "read_events", "read_record",
           "still_legal"]


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
            return intent.action == "write" and has_eyes(view) and name in living_names(view)
        return True
    return False



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
    mind = Mind(view, memory, rng, level if type(level) is Level else Level(level))
    if mind.phase not in ("day", "vote", "night"):
        return []
    if view.get("preset") == "classic":
        if classic_day(mind):
            return mind.out
        if mind.phase == "day":
            play_day(mind, claims=False)  # (a checker's claims: bots.classic_brain)
        elif mind.phase == "vote":
            play_vote(mind)
        else:
            classic_night(mind)
            sleep(mind)
        return mind.out
    elect_boss(mind)
    play_notebook(mind)
    if mind.phase == "day":
        play_day(mind)
    elif mind.phase == "vote":
        play_vote(mind)
    else:
        play_night(mind)
    return mind.out

