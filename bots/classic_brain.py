"""A bot's play in the classic preset (docs/rules-classic.md): the night by role and the
family's coordination, on top of the shared reasoning of ``bots.brain`` (suspicion from
public behaviour and the seat's own results, voting, chat).

Owns the classic night (doctor, commissar, peacemaker, executioner, witness, maniac,
thug, the family's kill, lawyer and Don strikes), the family's day business (electing a
Don, recruiting, answering an offer) and a town checker's claims. Like the rest of the
bot, it reads only the seat's own view and memory and proposes only listed actions.

Must not import the engine's game or state, netproto or Qt: a bot cannot peek.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bots.intent import Intent

if TYPE_CHECKING:
    from bots.mind import Mind

# a check whose answer is a team (the result kind a seat's view lists)
TEAM_CHECK = "commissar_check"

# what a night action is, for "I have done something tonight"
CLASSIC_NIGHT_DONE = ("block", "watch", "knock_out", "strike", "don_strike", "guard",
                      "track", "frame", "alert")


def classic_day(m: Mind) -> bool:
    """The family's and the invitee's business (any phase). True when the seat just
    accepted an offer: its team changes, so it decides nothing more on this view."""
    if _answer_offer(m):
        return True
    _elect(m)
    _recruit(m)
    _check_claim(m)
    _reveal(m)
    return False


def classic_night(m: Mind) -> None:
    """Every night action this seat's view lists, by role."""
    listed = m.rows.keys()  # (a seat lists two or three of the ten)
    for action, play in _ROLE_NIGHT:
        if action in listed and not m.done(action) and m.can(action):
            m.mark(action)
            play(m)
    if m.teammates():
        _family_shot(m)
        _don_strike(m)
        _lawyer_strike(m)


# --------------------------------------------------------------------- town roles

def _trusted(m: Mind, allowed: list[str]) -> str | None:
    trust = {n: -s for n, s in m.suspicion().items()}
    return m.pick(trust, allowed)


def _save(m: Mind) -> None:
    saves = m.targets("save") or []
    if m.name in saves and m.rng.random() < 0.3:
        m.emit(_intent("save", m.name))
        return
    others = [n for n in saves if n != m.name]
    choice = _trusted(m, others) if others else None
    if choice is not None:
        m.emit(_intent("save", choice))


def _check(m: Mind) -> None:
    checks = m.targets("check") or []
    checked = {r.get("target") for r in m.results}
    fresh = [n for n in checks if n not in checked] or checks
    if fresh:
        m.emit(_intent("check", m.pick(m.suspicion(), fresh)))


def _block(m: Mind) -> None:
    """The peacemaker blocks whom he suspects most (a blocked mafioso cannot kill)."""
    blocks = m.targets("block") or []
    if blocks:
        m.emit(_intent("block", m.pick(m.suspicion(), blocks)))


def _guard(m: Mind) -> None:
    """A bodyguard guards whom he trusts most (never himself: the action does not list
    him unless his role file allows it)."""
    guards = [n for n in (m.targets("guard") or []) if n != m.name]
    if guards:
        m.emit(_intent("guard", _trusted(m, guards)))


def _track(m: Mind) -> None:
    tracks = m.targets("track") or []
    if tracks:
        m.emit(_intent("track", m.pick(m.suspicion(), tracks)))


def _frame(m: Mind) -> None:
    """A framer frames an outsider the family fears (a framed player reads as mafia)."""
    frames = [n for n in (m.targets("frame") or []) if n not in m.teammates()
              and n != m.name]
    if frames:
        m.emit(_intent("frame", m.pick(m.threat(), frames)))


def _alert(m: Mind) -> None:
    """A veteran goes on alert now and then: more often when he is under fire."""
    if not m.can("alert"):
        return
    threatened = any(target == m.name for day, _, target in m.rec.nominations
                     if day == m.day)
    if m.rng.random() < (0.5 if threatened else 0.25):
        m.emit(_intent("alert"))


def _reveal(m: Mind) -> None:
    """A mayor reveals himself by day when his double vote can decide: against a strong
    suspect, from the second day on (revealed, he is the mafia's next target)."""
    if m.phase != "day" or m.done("reveal", per="day") or not m.can("reveal"):
        return
    m.mark("reveal", per="day")
    strong = [n for n, v in m.suspicion().items() if v > 2.0 and n in m.living]
    if strong and m.day >= 2 and m.rng.random() < 0.5:
        m.emit(_intent("reveal"))


def _watch(m: Mind) -> None:
    watches = m.targets("watch") or []
    if watches:
        m.emit(_intent("watch", _trusted(m, watches)))


def _single_shot(m: Mind) -> None:
    """A role's own shot, by its team: a town shooter (the executioner, a vigilante) shoots
    only on a strong case (his shots are few); a lone killer (the maniac) kills every
    night whoever threatens him most. A family member's shot is the family's."""
    shots = [n for n in (m.targets("shoot") or []) if n != m.name]
    if not shots or m.teammates():
        return
    if m.team != "town":
        m.emit(_intent("shoot", m.pick(m.threat(), shots)))
        return
    sus = m.suspicion()
    enemies = [n for n in m.known_enemies() if n in shots]
    strong = [n for n in shots if sus.get(n, 0) > 2.0]
    if enemies or (strong and m.day >= 2 and m.rng.random() < 0.5):
        m.emit(_intent("shoot", (enemies or [m.pick(sus, strong)])[0]))


def _knock_out(m: Mind) -> None:
    knocks = [n for n in (m.targets("knock_out") or []) if n not in m.teammates()]
    if knocks:
        m.emit(_intent("knock_out", m.pick(m.threat(), knocks)))


_ROLE_NIGHT = (("save", _save), ("check", _check), ("block", _block), ("watch", _watch),
               ("knock_out", _knock_out), ("shoot", _single_shot), ("guard", _guard),
               ("track", _track), ("frame", _frame), ("alert", _alert))


def _check_claim(m: Mind) -> None:
    """A town checker (a seat with team checks of its own: the commissar, a host's sheriff)
    names a mafioso he found, under his role's name."""
    if (m.team != "town" or not any(r.get("kind") == TEAM_CHECK for r in m.results)
            or m.done("claim", per="day") or not m.can("say")):
        return
    m.mark("claim", per="day")
    enemies = m.known_enemies()
    if enemies and m.rng.random() < 0.6:
        role = m.role_name().lower()
        m.say("claim_check", name=m.rng.choice(enemies), role=role,
              Role=role[:1].upper() + role[1:])


# --------------------------------------------------------------------- the family

def _family_shot(m: Mind) -> None:
    """The family must agree: the latest shot of a member tonight leads (the channel shows
    it), so that a member who changes his mind — a human Don after a bot shot first — is
    followed, and a bot's own earlier shot never outvotes him (issue 33: the bot kept its
    first shot, the kill failed); before anybody has shot, every member computes the same
    choice from what the family shares (no personal noise), so that simultaneous shots
    agree too."""
    shots = [n for n in (m.targets("shoot") or []) if n not in m.teammates()]
    if not shots:
        return
    tonight = _channel_shots(m)  # (read once: both ask)
    leader = _leading_shot(m, tonight)
    mine = _my_shot(m, tonight)
    target = leader if leader in shots else _shared_choice(m, shots)
    if target is not None and target != mine:
        m.emit(_intent("shoot", target))
        if leader is None and m.rng.random() < 0.4:
            m.say("boss", channel="mafia", name=target)


def _channel_shots(m: Mind) -> list[tuple[str, str]]:
    """The family's shots tonight, (by, target), in their order in the channel."""
    out = []
    tonight = m.tonight
    for record in m.memory.channel:
        params = record.get("params") or {}
        if (record.get("code") == "mafia_action" and params.get("action") == "shoot"
                and tonight(str(record.get("at", "")))):
            out.append((str(params.get("by")), str(params.get("target"))))
    return out


def _leading_shot(m: Mind, shots: list[tuple[str, str]]) -> str | None:
    """The target of the latest shot tonight (``shots``: ``_channel_shots``) by a living
    member of the family (himself included) at a living player."""
    for by, target in reversed(shots):
        if (by in m.teammates() or by == m.name) and by in m.living and target in m.living:
            return target
    return None


def _my_shot(m: Mind, shots: list[tuple[str, str]]) -> str | None:
    mine = [t for by, t in shots if by == m.name]
    return mine[-1] if mine else None


def _shared_choice(m: Mind, shots: list[str]) -> str | None:
    """The outsider the family fears most by public record (the same for every member):
    accusations and votes against the family, claims; ties by seat order."""
    mine = m.teammates()
    score = {n: 0.0 for n in shots}
    for day, by, target in m.rec.nominations:
        if target in mine and by in score:
            score[by] += 1.0 if day == m.day else 0.5
    for votes in m.rec.votes.values():
        for by, target in votes.items():
            if target in mine and by in score:
                score[by] += 0.8
    for _, by, _accused in m.rec.claims:
        if by in score:
            score[by] += 3.0
    order = [p["name"] for p in m.view.get("players", [])]
    return max(shots, key=lambda n: (score[n], -order.index(n) if n in order else 0))


def _don_strike(m: Mind) -> None:
    if m.done("don_strike") or not m.can("don_strike"):
        return
    m.mark("don_strike")
    tonight = _channel_shots(m)
    family_target = _leading_shot(m, tonight) or _my_shot(m, tonight)
    pool = [n for n in (m.targets("don_strike") or []) if n != family_target]
    if pool:
        m.emit(_intent("don_strike", m.pick(m.threat(), pool)))


def _lawyer_strike(m: Mind) -> None:
    """Rarely, and only on somebody who claimed a role in chat (a checker's claim): the
    guess is a checker's word (the table's glossary says which roles check)."""
    if m.done("strike") or not m.can("strike"):
        return
    m.mark("strike")
    targets = m.targets("strike") or []
    claimers = [by for _, by, _ in m.rec.claims if by in targets]
    if claimers and m.rng.random() < 0.5:
        row = m.rows.get("strike") or {}
        checkers = m.words_that("check")
        roles = row.get("roles") or checkers
        role = next((word for word in checkers if word in roles), roles[0])
        m.emit(_intent("strike", claimers[-1], role=role))


def _elect(m: Mind) -> None:
    """Every member names the same Don: the first living member in seat order."""
    if m.done("elect", per="day") or not m.can("elect_boss"):
        return
    m.mark("elect", per="day")
    pool = m.targets("elect_boss") or []
    if pool:
        m.emit(_intent("elect_boss", pool[0]))


def _recruit(m: Mind) -> None:
    if not m.can("recruit") or m.done("recruit", per="day"):
        return
    m.mark("recruit", per="day")
    pool = [n for n in (m.targets("recruit") or []) if n not in m.teammates()]
    if pool and m.rng.random() < 0.5:
        # somebody who has not accused the family: low threat
        quiet = {n: -v for n, v in m.threat().items()}
        m.emit(_intent("recruit", m.pick(quiet, pool)))


def _answer_offer(m: Mind) -> bool:
    if not m.can("accept") or m.done("offer", per="day"):
        return False
    m.mark("offer", per="day")
    # a lone player (the maniac) joins most readily, a plain town role (nothing to do at
    # night) sometimes, a role with a night of its own seldom
    chance = 0.6 if m.team == "maniac" else 0.35 if not m.own_acts() else 0.2
    accept = m.rng.random() < chance
    m.emit(_intent("accept" if accept else "decline"))
    return accept


def _intent(action: str, target: str | None = None, role: str | None = None) -> Intent:
    return Intent(action, target=target, role=role)
