"""A bot's day and vote: chat, defending oneself, claims, nominations, the vote and a
late change of vote to join the wagon.

Owns ``play_day`` and ``play_vote`` (both presets). Must not import the engine's game or
state, netproto or Qt: a bot cannot peek; imports only ``bots`` mind modules.
"""

from __future__ import annotations

from bots.intent import Intent
from bots.mind import Level, Mind

# --------------------------------------------------------------------- day

def owes(m: Mind, duty: str) -> bool:
    """Whether the table's inactivity removal holds this seat to ``duty`` ("chat" or
    "vote", RULES.md §6) each game day (the rules as the view gives them: an older table's
    rules without the duties had both)."""
    rules = m.rules
    if not rules.get("autokill_inactive"):
        return False
    return bool(rules.get(f"inactive_{duty}_duty", True))


def play_day(m: Mind, claims: bool = True) -> None:
    """The day's chat, defence, claims (``claims``: L's and Near's findings; a brain that
    makes its own claims, the classic one, says False) and nomination."""
    if not m.done("chat"):
        m.mark("chat")
        # at a table that removes the inactive a bot always speaks up (it is held to the
        # chat duty there, and a table that talks aloud still hears its bots)
        if bool(m.rules.get("autokill_inactive")) or m.rng.random() < 0.6:
            dead = [n for day, n in m.rec.night_dead if day == m.day - 1]
            if dead and m.rng.random() < 0.5:
                m.say("mourn", name=m.rng.choice(dead))
            else:
                m.say("greet")
    if not m.done("defend"):
        # (today's nominators of me, in their order: the record keeps them indexed)
        accusers = m.rec.nominators_on.get((m.day, m.name))
        if accusers:
            m.mark("defend")
            if m.rng.random() < 0.6:
                m.say("defend", by=accusers[-1])
    if claims:
        _claim(m)
    _vote_in_advance(m)
    if not m.done("nominate"):
        m.mark("nominate")
        targets = m.targets("nominate")
        if targets:
            _nominate(m, targets)


def _claim(m: Mind) -> None:
    """L (or Near) tells the town what he found, once a day, sometimes; a mafioso may
    once lie the same way (false claims are part of the game)."""
    if m.done("claim", per="day") or m.level is Level.EASY or not m.can("say"):
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


def _nominate(m: Mind, targets: list[str]) -> None:
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

def _vote_in_advance(m: Mind) -> None:
    """Held to the vote duty at a table whose host ends the phases by hand, a bot casts its
    vote during the day (an advance vote, RULES.md §5) where every living player is a
    candidate: the host may close the vote before the bot has had its moment to think."""
    if (m.done("vote", per="day") or not owes(m, "vote") or m.rules.get("nominations", True)
            or (m.view.get("pace") or {}).get("mode") != "manual" or not m.can("vote")
            or m.view["me"].get("vote") is not None or m.view["me"].get("abstained")):
        return
    m.mark("vote", per="day")
    _cast_vote(m)


def play_vote(m: Mind) -> None:
    me = m.view["me"]
    if not m.done("vote"):
        m.mark("vote")
        if me.get("vote") is None and not me.get("abstained"):  # none cast in advance
            _cast_vote(m)
        return
    if m.tune.change_votes and not m.done("change"):
        _maybe_change(m)


def _vote_scores(m: Mind, pool: list[str]) -> dict[str, float]:
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


def _cast_vote(m: Mind) -> None:
    targets = m.targets("vote") or []
    pool = [n for n in targets if n != m.name and n not in m.teammates()]
    abstain_ok = m.can("abstain")
    if not pool:
        if abstain_ok:
            m.emit(Intent("abstain"))
        elif targets and (m.team != "town" or owes(m, "vote")):
            # only his own people (or himself) are up: the least harm, or the vote the
            # inactivity removal asks of him
            others = [n for n in targets if n != m.name] or targets
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
    if m.rng.random() < 0.3 and m.phase == "vote":
        m.say("vote", name=choice)


def _maybe_change(m: Mind) -> None:
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

