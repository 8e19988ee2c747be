"""Views: what each seat, the projector and a moderating host may see — built up from the
public facts, never stripped down from the state.

Owns ``public_view``, ``view_for`` (a player's seat) and ``god_view`` (a pure moderator);
each preset adds its part (``engine.presets``: the notebook's parts are the Death Note's,
empty at a table without one), the legal actions come from
``engine.legality``, the rendered records from ``engine.view_records``. Views are plain
dicts of str/int/bool/list/dict (ready for msgpack). The RNG and its seed never go into
any view. Imports engine modules only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import night_history
from engine.clock import format_time
from engine.graveyard import graveyard_block, reads
from engine.legality import BotRows, placed_actions
from engine.legality import legal_actions as legal_actions  # (re-exported: tests import it)
from engine.options import Preset
from engine.rolebook import RoleBook
from engine.roles import Role, Team
from engine.state import Death, DeathCause, Phase, Player, VoteRecord
from engine.view_records import (
    bot_event_record,
    event_record,
    first_index,
    latest,
    rendered,
    rendered_once,
    shared_part,
)
from engine.voting import inactive_due, nominee_list

if TYPE_CHECKING:
    from engine.game import Game

# the plain word of each enum member a view carries (``.value`` is a Python-level property,
# read several times for every view; a StrEnum member hashes and compares as its word)
_WORD: dict[str, str] = {m: m.value for kind in (Phase, Preset, Role, Team) for m in kind}

_PUBLIC_DEATH = {
    DeathCause.EXECUTED: "executed",
    DeathCause.INACTIVE: "removed",
    DeathCause.WRITE_DUTY: "removed",
    DeathCause.REMOVED: "removed",
}


def _public_death(death: Death) -> dict[str, Any]:
    how = _PUBLIC_DEATH.get(death.cause, "night" if death.at_night else "died")
    out: dict[str, Any] = {"how": how, "at": format_time(death.at)}
    if death.circumstances:
        out["circumstances"] = death.circumstances
    return out


def _clock(game: Game, bot: bool = False) -> dict[str, Any]:
    s = game.state
    clock: dict[str, Any] = {"now": format_time(s.now), "minutes": s.now,
                             "phase": _WORD[s.phase], "game_day": s.game_day}
    if not bot:
        clock["phase_ends"] = format_time(game.next_phase_boundary())
    clock["runoff"] = list(s.runoff) if s.runoff is not None else None
    return clock


# The bot view (``bot=True``): the part of a seat's view the bots (``bots/*``) read, built
# by the very code of the full view with the rest left out (the balance simulator's seats:
# nothing else reads it; tests/bots/test_bot_view.py checks that it is exactly the full
# view restricted so). The public keys and the players' and clock's keys it leaves out:
BOT_SKIPS_PUBLIC = frozenset({"nominees", "end_reason", "last_vote", "inactive_due",
                              "waiting", "story", "winners",
                              "composition", "reserves"})  # (the classic preset's)
BOT_PLAYER_KEYS = ("name", "alive")  # of each players row
BOT_SKIPS_CLOCK = frozenset({"phase_ends"})
# of each public event record: the English text (``engine.view_records.bot_event_record``)
BOT_SKIPS_EVENT = frozenset({"text"})
# a seat's own keys it leaves out (of ``me`` and of the view)
BOT_SKIPS_ME = frozenset({"role_title", "family", "card"})  # (the last two: classic's)
# (the classic seat's own block, "classic": a bot reads its family's, "mafia", alone)
BOT_SKIPS_SEAT = frozenset({"known_roles", "graveyard", "messages", "messages_from",
                            "classic"})
# and its "actions" are a mapping, word → the very row of the full view, each made when
# the bot first reads it (``engine.legality.BotRows``): of a dozen rows a bot reads a few


def public_view(game: Game, bot: bool = False) -> dict[str, Any]:
    """The public facts: for spectators, the projector, and the base of every seat view.
    ``bot``: only what the bots read (``BOT_SKIPS_PUBLIC``, ``BOT_PLAYER_KEYS``)."""
    s = game.state
    over = s.phase is Phase.OVER
    day, vote = s.phase is Phase.DAY, s.phase is Phase.VOTE
    # (a bot view's rows are one list while nobody dies: shared by the views of each)
    players = shared_part(game, ("bot_players", tuple(s.players),
                                 tuple([p.alive for p in s.players.values()])),
                          lambda: _bot_players(game)) if bot else []
    for p in () if bot else s.players.values():
        death = p.death
        row: dict[str, Any] = {
            "name": p.name,
            "seat": p.seat,
            "alive": p.alive,
            "public_role": p.public_role,
            "death": None if death is None else rendered_once(game, death, _public_death),
            "nomination": p.nomination if day else None,
        }
        if vote:
            row["vote"] = p.vote
            row["abstained"] = p.abstained
        elif over:
            row["final_role"] = game.shown_role(p)
            row["final_team"] = p.team.value
        players.append(row)
    view: dict[str, Any] = {
        "kind": "public",
        "preset": _WORD[s.preset],
        "rules": _bot_rules(game) if bot else s.options.to_plain(),
        "clock": _clock(game, bot),
        "players": players,
    }
    if not bot:
        view["nominees"] = (nominee_list(game) if s.phase is Phase.DAY
                            else list(s.candidates))
    view["tally"] = _tally(game) if s.phase is Phase.VOTE else {}
    view["events"] = latest(game, s.public_log, bot_event_record if bot else event_record)
    view["events_from"] = first_index(s.public_log)
    view["winner"] = s.winner
    if not bot:
        view["end_reason"] = s.end_reason
        # the latest vote as it was counted (RULES.md §5), until the next one opens
        view["last_vote"] = (rendered(game, s.vote_records, VoteRecord.to_plain)[-1]
                             if s.vote_records and not vote else None)
        # during the vote: who would be removed for inactivity now, and for what (§6)
        view["inactive_due"] = inactive_due(game) if vote else []
        # how many living players the vote or the night still waits for: a count only
        # (a night's counts every living player's act or sleep, civilians too, so that it
        # tells nobody who holds a night role); by day an advance vote is private: None
        view["waiting"] = (game.still_to_submit() if vote or s.phase is Phase.NIGHT
                           else None)
    # the roles at this table, with their names, cards and icons: public knowledge,
    # never who holds them; the same all game (a patch sends it once)
    view["glossary"] = _glossary(game)
    game.preset.public_view(game, view, bot)
    if over and not bot:
        view["story"] = _story(game)
        # who won, by name: a classic family wins alone (final_team says only "mafia")
        view["winners"] = game.winners()
    return view


def _bot_players(game: Game) -> list[dict[str, Any]]:
    return [{"name": p.name, "alive": p.alive} for p in game.state.players.values()]


def _bot_rules(game: Game) -> dict[str, Any]:
    """The rules as plain values, one dict shared by a game's bot views while its options
    are the same object (a client's view gets a copy of its own)."""
    options = game.state.options
    kept = shared_part(game, "bot_rules", list)
    if not kept or kept[0] is not options:
        kept[:] = (options, options.to_plain())
    return kept[1]


# the role glossary of each rule set, as the views carry it: a function of the game's role
# book (its preset's roles and the host's own: one book object each, engine.rolebook) and
# the deal words it lists, built once and shared by every view that carries it (views are
# never changed once built)
_GLOSSARIES: dict[tuple[RoleBook, frozenset[str] | None], list[dict[str, Any]]] = {}


def _glossary(game: Game) -> list[dict[str, Any]]:
    words = game.preset.glossary_words(game)
    key = (game.roles, None if words is None else frozenset(words))
    rows = _GLOSSARIES.get(key)
    if rows is None:
        rows = _GLOSSARIES[key] = game.preset.glossary(game)
    return rows


def _tally(game: Game) -> dict[str, int]:
    s = game.state
    pool = s.runoff if s.runoff is not None else s.candidates
    counts = {name: 0 for name in pool}
    for p in s.living():
        if p.vote in counts:
            counts[p.vote] += 1
    return counts


def dealt_roles(game: Game) -> dict[str, str]:
    """Everyone's role word ("kira", "mafia", …): the story's, and a moderating host's
    (who sees the god view) during the game — never a seat's."""
    return {p.name: game.preset.role_word(p) for p in game.state.players.values()}


def _story(game: Game) -> dict[str, Any]:
    """After the game: the whole story (roles, deaths with causes, the notebook's path)."""
    s = game.state
    return {
        "roles": dealt_roles(game),
        "deaths": [
            {"name": p.name, "cause": p.death.cause.value, "at": format_time(p.death.at),
             "at_night": p.death.at_night}
            for p in sorted(s.players.values(), key=lambda q: q.death.at if q.death else 0)
            if p.death is not None
        ],
        "notebook": game.preset.story_notebook(game),
        "votes": list(rendered(game, s.vote_records, VoteRecord.to_plain)),
        # the morning newspaper of day N tells of the night after day N - 1
        "nights": [{"day": int(e.params.get("day", 0)) - 1,
                    "failed_attempts": int(e.params.get("failed_attempts", 0))}
                   for e in s.public_log if e.code == "newspaper"],
    }


def view_for(game: Game, name: str, public: dict[str, Any] | None = None,
             bot: bool = False) -> dict[str, Any]:
    """A player's seat: the public view plus exactly what this player may know.
    ``public``: the current public view, when the caller already built it (shared, not
    changed; a bot view's for a bot view). ``bot``: only what the bots read (the
    ``BOT_SKIPS_*`` keys left out)."""
    s = game.state
    me = s.players[name]
    view = dict(public) if public is not None else public_view(game, bot)
    view["kind"] = "player"
    mine: dict[str, Any] = {
        "name": me.name,
        "seat": me.seat,
        "alive": me.alive,
        "role": str(me.role),
    }
    if not bot:
        mine["role_title"] = game.roles.title(me.role)
    mine["team"] = _WORD[me.team]
    mine["nomination"] = me.nomination
    mine["vote"] = me.vote
    mine["abstained"] = me.abstained
    allowed = game.options.vote_changes  # the day's vote changes left (None: any)
    mine["vote_changes_left"] = None if allowed is None else max(0, allowed - me.vote_changes)
    view["me"] = mine
    if not bot:
        view["known_roles"] = dict(me.known_roles)
    preset = game.preset
    preset.seat_view(game, me, view, bot)
    if not bot and reads(me):  # the room of the dead: never in a living seat's view
        view["graveyard"] = graveyard_block(game)
    if not bot:  # (a bot's memory keeps its messages, but no bot reads them)
        messages = me.messages
        view["messages"] = latest(game, messages)
        view["messages_from"] = first_index(messages)
    view["results"] = [
        {"kind": r.kind.value, "target": r.target, "answer": r.answer, "at": format_time(r.at)}
        for r in me.results
    ] if me.results else []
    view["notebook"] = preset.notebook_panel(game, me)
    acting = s.phase is not Phase.OVER and (me.alive or preset.acts_dead(game, me))
    # each row with its place on the screen and its group (rows sorted by it): the clients
    # read these, never lists of their own (engine.act_places)
    # (a bot view's: a mapping word → row, each row made when the bot first reads it)
    if not acting:
        view["actions"] = []
    else:
        view["actions"] = BotRows(game, name) if bot else placed_actions(game, name)
    return view


def channel_of(game: Game, p: Player) -> int | None:
    """The mafia channel this seat's view shows: the family's number (the Death Note's one
    channel is 1, for the dealt mafiosi), or None."""
    return game.preset.channel_of(game, p)


def god_view(game: Game) -> dict[str, Any]:
    """Everything but the RNG: only for a host who moderates and does not play."""
    s = game.state
    view = public_view(game)
    view["kind"] = "god"
    view["seats"] = {p.name: view_for(game, p.name) for p in s.players.values()}
    game.preset.god_notebook(game, view)  # notebook, boss, write_duty_due
    view["mafia_channel"] = [event_record(e) for e in s.mafia_log]
    view["graveyard"] = graveyard_block(game)  # a moderating host reads the dead's room
    game.preset.god_view(game, view)
    view["everyone_submitted"] = game.everyone_submitted()
    # who has acted tonight and who has not, by name; what stands; every past night
    view["night_submitted"] = night_history.submitted_part(game)
    view["tonight_orders"] = game.preset.tonight_orders(game) if s.phase is Phase.NIGHT else []
    view["night_history"] = night_history.history_part(game)
    return view
