"""Views: what each seat, the projector and a moderating host may see — built up from the
public facts, never stripped down from the state.

Owns ``public_view``, ``view_for`` (a player's seat), ``god_view`` (a pure moderator) and
the list of actions legal for a seat right now. Views are plain dicts of str/int/bool/
list/dict (ready for msgpack). The RNG and its seed never go into any view. Imports
engine modules only.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from engine import classic, notebook
from engine.clock import format_time
from engine.commands import Act, Action, Channel
from engine.errors import Refusal
from engine.messages import render
from engine.roles import ROLE_TABLE, STRIKE_ROLES, Role, classic_word
from engine.state import DeathCause, Phase, Player
from engine.voting import nominee_list

if TYPE_CHECKING:
    from engine.game import Game

_PUBLIC_DEATH = {
    DeathCause.EXECUTED: "executed",
    DeathCause.INACTIVE: "removed",
    DeathCause.WRITE_DUTY: "removed",
    DeathCause.REMOVED: "removed",
}


def _public_death(p: Player) -> dict[str, Any] | None:
    if p.death is None:
        return None
    how = _PUBLIC_DEATH.get(p.death.cause, "night" if p.death.at_night else "died")
    out: dict[str, Any] = {"how": how, "at": format_time(p.death.at)}
    if p.death.circumstances:
        out["circumstances"] = p.death.circumstances
    return out


def event_record(e: Any) -> dict[str, Any]:
    """An event (public, private or mafia) as every view carries it."""
    return {"code": e.code, "params": dict(e.params), "at": format_time(e.at),
            "text": render(e.code, e.params)}


# A view carries the latest records of each log (a client keeps what it saw before); the
# index of the first one is given as ``<key>_from``. Keeps every frame far below MAX_FRAME.
VIEW_RECORDS = 100


def _rendered(records: list[Any], cache: dict[int, list[dict[str, Any]]]
              ) -> list[dict[str, Any]]:
    """Every record of an append-only list rendered, rendering only the new ones (views
    are built for every connection after every change; the logs only grow)."""
    rendered = cache.setdefault(id(records), [])
    if len(rendered) > len(records):  # a different list reused the id
        rendered.clear()
    rendered.extend(event_record(e) for e in records[len(rendered):])
    return rendered


def _events(records: list[Any], cache: dict[int, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The latest rendered records of an append-only list."""
    return _rendered(records, cache)[-VIEW_RECORDS:]


def _first(records: list[Any]) -> int:
    return max(0, len(records) - VIEW_RECORDS)


# The rendered records of each game's logs, kept beside the game (not on it) and gone
# with it: views render only what was appended since they last ran.
_RENDERED: weakref.WeakKeyDictionary[Game, dict[int, list[dict[str, Any]]]] = (
    weakref.WeakKeyDictionary())


def _cache(game: Game) -> dict[int, list[dict[str, Any]]]:
    cache = _RENDERED.get(game)
    if cache is None:
        cache = _RENDERED[game] = {}
    return cache


def _clock(game: Game) -> dict[str, Any]:
    s = game.state
    return {
        "now": format_time(s.now),
        "minutes": s.now,
        "phase": s.phase.value,
        "game_day": s.game_day,
        "phase_ends": format_time(game.next_phase_boundary()),
        "runoff": list(s.runoff) if s.runoff is not None else None,
    }


def public_view(game: Game) -> dict[str, Any]:
    """The public facts: for spectators, the projector, and the base of every seat view."""
    s = game.state
    over = s.phase is Phase.OVER
    players = []
    for p in s.players.values():
        row: dict[str, Any] = {
            "name": p.name,
            "seat": p.seat,
            "alive": p.alive,
            "public_role": p.public_role,
            "death": _public_death(p),
            "nomination": p.nomination if s.phase is Phase.DAY else None,
        }
        if s.phase is Phase.VOTE:
            row["vote"] = p.vote
            row["abstained"] = p.abstained
        if over:
            row["final_role"] = game.shown_role(p)
            row["final_team"] = p.team.value
        players.append(row)
    view: dict[str, Any] = {
        "kind": "public",
        "preset": s.preset.value,
        "rules": s.options.to_plain(),
        "clock": _clock(game),
        "players": players,
        "nominees": nominee_list(game) if s.phase is Phase.DAY else list(s.candidates),
        "tally": _tally(game) if s.phase is Phase.VOTE else {},
        "events": _events(s.public_log, _cache(game)),
        "events_from": _first(s.public_log),
        "winner": s.winner,
        "end_reason": s.end_reason,
        # the latest vote as it was counted (RULES.md §5), until the next one opens
        "last_vote": (s.vote_records[-1].to_plain() if s.vote_records
                      and s.phase is not Phase.VOTE else None),
    }
    if s.classic is not None:
        view["composition"] = dict(s.classic.composition)
        view["reserves"] = list(s.classic.reserves)
    if over:
        view["story"] = _story(game)
        # who won, by name: a classic family wins alone (final_team says only "mafia")
        view["winners"] = game.winners()
    return view


def _tally(game: Game) -> dict[str, int]:
    s = game.state
    pool = s.runoff if s.runoff is not None else s.candidates
    counts = {name: 0 for name in pool}
    for p in s.living():
        if p.vote in counts:
            counts[p.vote] += 1
    return counts


def _story(game: Game) -> dict[str, Any]:
    """After the game: the whole story (roles, deaths with causes, the notebook's path)."""
    s = game.state
    book = s.notebook
    return {
        "roles": {p.name: (classic_word(p.role, p.family) if s.classic is not None
                           else ROLE_TABLE[p.role].public_word) for p in s.players.values()},
        "deaths": [
            {"name": p.name, "cause": p.death.cause.value, "at": format_time(p.death.at)}
            for p in sorted(s.players.values(), key=lambda q: q.death.at if q.death else 0)
            if p.death is not None
        ],
        "notebook": {
            "owners": list(book.ever_owned),
            "eyes": list(book.eyes),
            "writers": list(book.writers),
            "destroyed": book.destroyed,
            "entries": [_entry(e) for e in book.entries],
            "path": [{"at": format_time(when), "what": what, "who": who}
                     for when, what, who in book.history],
        },
    }


def _entry(e: Any) -> dict[str, Any]:
    return {
        "writer": e.writer,
        "target": e.target,
        "written_at": format_time(e.written_at),
        "death_at": format_time(e.death_at) if e.death_at is not None else None,
        "circumstances": e.circumstances,
        "light_corpse": e.light_corpse,
        "closed_form": e.closed_form,
    }


def view_for(game: Game, name: str, public: dict[str, Any] | None = None) -> dict[str, Any]:
    """A player's seat: the public view plus exactly what this player may know.
    ``public``: the current public view, when the caller already built it (shared, not
    changed)."""
    s = game.state
    me = s.players[name]
    view = dict(public) if public is not None else public_view(game)
    view["kind"] = "player"
    view["me"] = {
        "name": me.name,
        "seat": me.seat,
        "alive": me.alive,
        "role": me.role.value,
        "role_title": ROLE_TABLE[me.role].title,
        "team": me.team.value,
        "nomination": me.nomination,
        "vote": me.vote,
        "abstained": me.abstained,
        "vote_changes_left": _changes_left(game, me),
    }
    view["known_roles"] = dict(me.known_roles)
    if s.classic is not None:
        view["me"]["family"] = me.family
        view["classic"] = _classic_seat(game, me)
        if "family" in view["classic"]:  # the same shape as the Death Note mafia's block
            view["mafia"] = view["classic"]["family"]
    elif channel_of(game, me):
        view["mafia"] = {
            "members": [p.name for p in s.players.values()
                        if p.role is Role.MAFIA and (p.name in me.known_roles or p is me)],
            "boss": s.boss,
            "no_boss_tonight": s.no_boss_tonight,
            "channel": _events(s.mafia_log, _cache(game)),
            "channel_from": _first(s.mafia_log),
        }
    view["messages"] = _events(me.messages, _cache(game))
    view["messages_from"] = _first(me.messages)
    view["results"] = [
        {"kind": r.kind.value, "target": r.target, "answer": r.answer, "at": format_time(r.at)}
        for r in me.results
    ]
    view["notebook"] = _notebook_panel(game, me)
    view["actions"] = (legal_actions(game, name)
                       if s.phase is not Phase.OVER and (me.alive or _dead_recruiter(game, me))
                       else [])
    return view


def channel_of(game: Game, p: Player) -> int | None:
    """The mafia channel this seat's view shows: the family's number (the Death Note's one
    channel is 1, for the dealt mafiosi), or None. A player a reserve replaced reads no
    more: the seat is the reserve's."""
    if game.state.classic is None:
        return 1 if p.role is Role.MAFIA else None
    return p.family if p.family and p.replaced_by is None else None


def _dead_recruiter(game: Game, me: Player) -> bool:
    """A dead classic mafioso may still send a recruitment offer (C8.2.2)."""
    return (game.classic and bool(me.family) and game.options.recruitment
            and me.replaced_by is None)


def _classic_seat(game: Game, me: Player) -> dict[str, Any]:
    """What a classic seat knows of itself and, for a mafioso, of his family."""
    s = game.state
    limit = game.options.executioner_shots
    seat: dict[str, Any] = {
        "vest": me.vest,
        "knocked_out": classic.knocked_out(game, me),
        # the offer an accept or decline answers now (the earliest, C12)
        "offer_from": min(((f.offer_made, f.offer[1]) for f in s.classic.families.values()
                           if f.offer is not None and f.offer[0] == me.name),
                          default=(0, None))[1],
        "shots_left": (None if limit is None else max(0, limit - me.shots_used))
        if me.role is Role.EXECUTIONER else None,
    }
    family = s.classic.families.get(channel_of(game, me) or 0)
    if family is not None:
        log = s.family_log(me.family)
        every = _rendered(log, _cache(game))[me.channel_from:]
        first = max(0, len(every) - VIEW_RECORDS)
        seat["conceded"] = me.conceded
        view_family = {
            "members": [p.name for p in s.players.values()
                        if p.family == me.family and p.replaced_by is None
                        and (p.name in me.known_roles or p is me)],
            "boss": family.don,
            "killer": family.killer,
            "recruit_rights": family.recruit_rights,
            "offer_to": family.offer[0] if family.offer is not None else None,
            "no_boss_tonight": False,
            "channel": every[first:],
            "channel_from": first,
        }
        seat["family"] = view_family
    return seat


def _changes_left(game: Game, me: Player) -> int | None:
    allowed = game.options.vote_changes
    return None if allowed is None else max(0, allowed - me.vote_changes)


def _notebook_panel(game: Game, me: Player) -> dict[str, Any] | None:
    """For its holder; and for an owner while his own loan runs, showing only what he
    set up himself (whether the borrower wrote or destroyed it stays hidden)."""
    s = game.state
    book = s.notebook
    holding = book.holder == me.name
    lending = notebook.lending_until(game, me) is not None
    if not holding and not lending:
        return None
    panel: dict[str, Any] = {
        "holding": holding,
        "owner": holding and book.owner == me.name or lending,
        "eyes": me.name in book.eyes,
        "entries": [_entry(e) for e in book.entries if e.writer == me.name],
    }
    if holding:
        panel["written_today"] = book.names_per_day.get(s.game_day, 0)
    if lending:
        to, start, until = me.lent_out
        panel["loan"] = {"to": to, "from": format_time(start), "until": format_time(until)}
    return panel


def god_view(game: Game) -> dict[str, Any]:
    """Everything but the RNG: only for a host who moderates and does not play."""
    s = game.state
    view = public_view(game)
    view["kind"] = "god"
    view["seats"] = {p.name: view_for(game, p.name) for p in s.players.values()}
    book = s.notebook
    view["notebook"] = {
        "owner": book.owner,
        "holder": book.holder,
        "loan": None if book.loan is None else {
            "borrower": book.loan.borrower, "from": format_time(book.loan.start),
            "until": format_time(book.loan.until), "active": book.loan.active},
        "eyes": list(book.eyes),
        "destroyed": book.destroyed,
        "awaiting_heir": book.awaiting_heir,
        "entries": [_entry(e) | {"void": e.void, "done": e.done} for e in book.entries],
    }
    view["boss"] = s.boss
    holder = book.holder
    view["write_duty_due"] = (
        holder if game.options.daily_write_duty.value != "off" and holder is not None
        and not book.names_per_day.get(s.game_day) else None)
    view["mafia_channel"] = [event_record(e) for e in s.mafia_log]
    if s.classic is not None:
        view["mafia2_channel"] = [event_record(e) for e in s.mafia2_log]
        view["classic"] = {
            "families": {str(n): {"don": f.don, "killer": f.killer,
                                  "recruit_rights": f.recruit_rights,
                                  "offer": list(f.offer) if f.offer else None}
                         for n, f in s.classic.families.items()},
            "reserves": list(s.classic.reserves),
            "vests": [p.name for p in s.players.values() if p.vest and p.alive],
            "orders": [{"by": o.actor, "do": o.action, "target": o.target, "role": o.role}
                       for o in s.classic.orders.values()],
        }
    view["everyone_submitted"] = game.everyone_submitted()
    return view


# --------------------------------------------------------------------- legal actions

_TARGETED = {
    Action.NOMINATE, Action.VOTE, Action.WRITE, Action.SHOOT, Action.CHECK, Action.SEARCH,
    Action.SAVE, Action.ELECT_BOSS, Action.LEND, Action.BLOCK, Action.WATCH,
    Action.KNOCK_OUT, Action.STRIKE, Action.DON_STRIKE, Action.RECRUIT,
}

_CLASSIC_ROLE_ACTIONS = {
    Role.DOCTOR: [Action.SAVE], Role.COMMISSAR: [Action.CHECK],
    Role.PEACEMAKER: [Action.BLOCK], Role.EXECUTIONER: [Action.SHOOT],
    Role.WITNESS: [Action.WATCH], Role.MANIAC: [Action.SHOOT], Role.THUG: [Action.KNOCK_OUT],
}


def _classic_actions(game: Game, me: Player) -> list[Action]:
    o = game.options
    if not me.alive:
        return [Action.RECRUIT]
    actions = [Action.SAY, Action.VOTE, Action.SLEEP]
    actions += _CLASSIC_ROLE_ACTIONS.get(me.role, [])
    if me.family:
        actions.append(Action.SHOOT)
        if o.lawyer_strike:
            actions.append(Action.STRIKE)
        family = game.state.classic.families.get(me.family)
        if o.don_strike and family is not None and family.don == me.name:
            actions.append(Action.DON_STRIKE)
        if o.recruitment:
            actions.append(Action.RECRUIT)
        if classic.needs_don(o):
            actions.append(Action.ELECT_BOSS)
        actions.append(Action.CONCEDE)
    if any(f.offer is not None and f.offer[0] == me.name
           for f in game.state.classic.families.values()):
        actions += [Action.ACCEPT, Action.DECLINE]
    return list(dict.fromkeys(actions))


def _candidate_actions(game: Game, me: Player) -> list[Action]:
    s = game.state
    if game.classic:
        return _classic_actions(game, me)
    actions = [Action.SAY]
    if game.options.nominations:
        actions += [Action.NOMINATE, Action.WITHDRAW]
    actions += [Action.VOTE, Action.ABSTAIN, Action.SLEEP]
    if me.role is Role.L and not me.l_actions_lost:
        actions += [Action.CHECK, Action.SHOOT]
    if me.role is Role.NEAR:
        actions += [Action.SAVE, Action.CHECK]
    if me.role is Role.MAFIA:
        actions += [Action.SHOOT, Action.SEARCH, Action.ELECT_BOSS]
    book = s.notebook
    if book.holder == me.name:
        actions += [Action.WRITE, Action.EYES, Action.DESTROY]
    if book.owner == me.name and not book.destroyed or me.lent_out is not None:
        actions += [Action.LEND, Action.GIVE_AWAY]
    return list(dict.fromkeys(actions))


def _trial(game: Game, act: Act) -> Refusal | None:
    """The refusal ``act`` would get now, or None: its check only, the plan is dropped."""
    try:
        game.actions[act.action](game, game.state.players[act.actor], act)
    except Refusal as refusal:
        return refusal
    return None


def _probe(game: Game, me: Player, action: Action, target: str | None) -> Act:
    until = game.state.now + 60 if action is Action.LEND else None
    return _probe_act(me.name, action, target, until)


@functools.lru_cache(maxsize=4096)
def _probe_act(actor: str, action: Action, target: str | None, until: int | None) -> Act:
    """The trial command (commands are immutable: the same ones serve every view)."""
    if action is Action.LEND:
        return Act(actor, action, to=target, until=until)
    if action is Action.SAY:
        return Act(actor, action, text="…", channel=Channel.GAME)
    if action is Action.STRIKE:  # any town role: the guess does not change who is legal
        return Act(actor, action, target=target, role="doctor")
    return Act(actor, action, target=target)


def _possible_targets(game: Game, me: Player, action: Action) -> set[str] | None:
    """A superset of the targets ``action`` can accept now (None: anyone may be), so that
    the trials skip targets refused whoever tries. Only prunes: every listed target is
    still tried on the real handler (and tests compare with trying every target)."""
    s = game.state
    if action is Action.VOTE:
        if s.phase is Phase.VOTE:
            return set(s.runoff if s.runoff is not None else s.candidates)
        if s.phase is Phase.DAY and game.options.nominations:
            return {p.nomination for p in s.players.values() if p.alive and p.nomination}
        return None
    if action is Action.ELECT_BOSS:
        if game.classic:
            return {p.name for p in s.players.values() if p.family == me.family}
        return {p.name for p in s.players.values() if p.role is Role.MAFIA}
    return None


def legal_actions(game: Game, name: str) -> list[dict[str, Any]]:
    """Each action this seat could think of now: legal or not (with the reason), and for
    targeted actions the targets that would be accepted.

    Each action is tried on its real check, which is pure (it refuses or returns the
    plan of the change, here dropped). Views are built for every
    seat after every change, so this is the engine's hot path: targets that cannot be
    accepted (``_possible_targets``) are not tried, and a refusal is looked for only when
    no target is accepted (the first refusal in seat order, as a full trial finds it)."""
    s = game.state
    me = s.players[name]
    living = s.living_names()
    checks = game.actions
    out = []

    def trial(act: Act) -> Refusal | None:
        try:
            checks[act.action](game, me, act)  # the plan it returns is dropped
        except Refusal as refusal:
            return refusal
        return None

    for action in _candidate_actions(game, me):
        row: dict[str, Any] = {"action": action.value}
        if action in _TARGETED:
            general = trial(_probe(game, me, action, None))
            if general is not None and general.code != "no_target":
                row |= {"legal": False, "reason": general.to_plain()}
            else:
                possible = _possible_targets(game, me, action)
                tried: dict[str, Refusal | None] = {}
                for candidate in living:
                    if possible is None or candidate in possible:
                        tried[candidate] = trial(_probe(game, me, action, candidate))
                targets = [c for c, refusal in tried.items() if refusal is None]
                row |= {"legal": bool(targets), "targets": targets}
                if action is Action.STRIKE:
                    row["roles"] = sorted(STRIKE_ROLES)
                if not targets:
                    row["reason"] = _first_reason(
                        tried.get(c) or trial(_probe(game, me, action, c))
                        for c in living)
        else:
            refusal = trial(_probe(game, me, action, None))
            row["legal"] = refusal is None
            if refusal is not None:
                row["reason"] = refusal.to_plain()
        out.append(row)
    return out


def _first_reason(refusals: Iterator[Refusal | None]) -> dict[str, Any]:
    """Why no target is accepted: the first refusal that is not about the target being
    oneself or dead."""
    for refusal in refusals:
        if refusal is not None and refusal.code not in ("self_target", "target_dead"):
            return refusal.to_plain()
    return Refusal("no_target").to_plain()
