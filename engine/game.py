"""The game: the one entry point that changes state (``Game.apply``), the scheduler that
moves the clock, deaths, messaging and victory.

Owns command dispatch, the advance loop (phase boundaries and the preset's timed moments —
the Death Note's delayed deaths, loan starts and ends — in game-clock order), ``kill`` and
the victory check. The rule details live in ``voting`` and in the presets
(``engine.presets``: the Death Note's notebook and night, the classic rules); this module
wires them and never asks which preset is in play. The rule modules and the presets get
it as a ``Context`` (engine.context: what of it they may use). Imports only engine modules
(never ``engine.notebook``: the notebook is the Death Note preset's).
"""

from __future__ import annotations

import operator
import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine import night_history, voting
from engine.abilities.wins import own_winners
from engine.clock import MINUTES_PER_DAY, at, format_time, time_of_day
from engine.commands import Act, Action, Advance, Channel, Command, RemovePlayer, SpectatorSay
from engine.errors import Refusal, SetupError
from engine.game_setup import GameSetup
from engine.graveyard import spectator_line
from engine.options import (
    AMENDED_RULES,
    RULES_VERSION,
    RUNOFF_MINUTES,
    FirstPhase,
    Options,
    legacy_defaults,
    options_for,
)
from engine.presets import PresetRules, preset_rules
from engine.rolebook import RoleBook, check_custom, rolebook
from engine.roles import Role
from engine.state import (
    Death,
    DeathCause,
    GameState,
    Message,
    NightNote,
    Phase,
    Player,
    PublicEvent,
)


class Audience(StrEnum):
    PUBLIC = "public"
    PRIVATE = "private"
    MAFIA = "mafia"
    GRAVEYARD = "graveyard"  # the dead and the spectators (engine.graveyard)


@dataclass(frozen=True)
class Event:
    """Something that happened, for whoever may see it: ``to`` is the player's name for
    PRIVATE, and "family:2" for the second classic family's channel (MAFIA)."""

    audience: Audience
    code: str
    params: dict[str, Any]
    at: int
    to: str | None = None


def new_game(setup: GameSetup) -> Game:
    return Game(setup)


class Game:
    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        if not isinstance(setup.rules, int) or not 1 <= setup.rules <= RULES_VERSION:
            raise SetupError("bad_rules_version", version=str(setup.rules))
        # a game keeps the reading it started under: older versions had other defaults,
        # version 1 other rules (``legacy``)
        self.rules = setup.rules
        self.legacy = setup.rules < AMENDED_RULES
        overrides = {**legacy_defaults(setup.rules), **setup.options}
        options = options_for(setup.preset, overrides)
        self.preset: PresetRules = preset_rules(setup.preset)
        # the game's roles: the preset's and the host's own, checked for this table
        self.roles: RoleBook = rolebook(setup.preset.value, check_custom(
            setup.preset.value, setup.custom_roles, options,
            declared_night=self.preset.declared_night))
        self.actions = self.preset.actions
        names = list(setup.players)
        if len(names) < 2 or len(set(names)) != len(names) or any(not n for n in names):
            raise SetupError("bad_players")
        rng = random.Random(setup.seed)
        deal = self.preset.deal(setup, options, names, rng)
        start_day, start_minute, phase = (
            (1, options.day_open, Phase.DAY)
            if options.first_phase is FirstPhase.DAY
            else (0, options.vote_close, Phase.NIGHT)
        )
        players: dict[str, Player] = {}
        for seat, name in enumerate(names):
            role = self.roles.role_of(deal[name])
            players[name] = Player(name, seat, role, self.roles.team(role))
        self.state = GameState(
            preset=setup.preset,
            options=options,
            seed=setup.seed,
            now=at(start_day, start_minute),
            phase=phase,
            game_day=start_day,
            players=players,
            rng=rng,
        )
        # the rules (the state's, which never change): a plain attribute, read by every
        # check, many times for each view
        self.options: Options = options
        self.log: list[Command] = []
        self._out: list[Event] = []
        self.in_night_resolution = False
        self.preset.set_up(self, setup, deal)
        if phase is Phase.NIGHT:
            self.start_night()
        else:
            self.public("day_begins", day=start_day)
        # what the start itself announced (role cards, "day 1 begins"), for runners/logs
        self.opening_events, self._out = self._out, []

    # ------------------------------------------------------------------ output

    def public(self, code: str, /, **params: Any) -> None:
        self.state.public_log.append(PublicEvent(code, params, self.state.now))
        self._out.append(Event(Audience.PUBLIC, code, params, self.state.now))

    def tell(self, name: str, code: str, /, **params: Any) -> None:
        self.state.players[name].messages.append(Message(code, params, self.state.now))
        self._out.append(Event(Audience.PRIVATE, code, params, self.state.now, to=name))

    def night_note(self, code: str, /, **params: Any) -> None:
        """A line of the night being resolved, for the moderator's history (god view
        only, engine.night_history); outside a resolution, nothing."""
        history = self.state.night_history
        if history and history[-1].resolved_at is None:
            history[-1].outcome.append(NightNote(str(code), params))

    def tell_mafia(self, code: str, /, family: int = 1, **params: Any) -> None:
        """A line in a mafia family's channel (classic has two with C8.1)."""
        self.state.family_log(family).append(PublicEvent(code, params, self.state.now))
        self._out.append(Event(Audience.MAFIA, code, params, self.state.now,
                               to=None if family == 1 else "family:2"))

    def to_graveyard(self, code: str, /, **params: Any) -> None:
        """A line in the graveyard, the room of the dead and the spectators."""
        self.state.graveyard_log.append(PublicEvent(code, params, self.state.now))
        self._out.append(Event(Audience.GRAVEYARD, code, params, self.state.now))

    # ------------------------------------------------------------------ queries

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.OVER

    def player(self, name: str | None) -> Player:
        if name is None:
            raise Refusal("no_target")
        p = self.state.players.get(name)
        if p is None:
            raise Refusal("unknown_player", name=name)
        return p

    def living_target(self, actor: Player, name: str | None, *, self_ok: bool = False) -> Player:
        target = self.player(name)
        if not target.alive:
            raise Refusal("target_dead", target=target.name)
        if target.name == actor.name and not self_ok:
            raise Refusal("self_target")
        return target

    def is_night_time(self, moment: int | None = None) -> bool:
        tod = time_of_day(self.state.now if moment is None else moment)
        return tod >= self.options.vote_close or tod < self.options.day_open

    def game_day_of(self, moment: int) -> int:
        day, tod = divmod(moment, MINUTES_PER_DAY)
        return day if tod >= self.options.day_open else day - 1

    def waiting_reserves(self) -> list[str]:
        """The reserve players still waiting for a seat, in registration order (a table
        whose preset takes no reserves has none)."""
        c = self.state.classic
        return [n for n in c.reserves if n not in self.state.players] if c is not None else []

    def mafiosi(self) -> list[Player]:
        """Living mafiosi as the mafia sees them: dealt the role. One who became a Kira
        keeps his seat in the mafia's channel and actions (his secret, RULES.md §2.3);
        only the side he wins with changes (§3.2)."""
        return [p for p in self.state.players.values() if p.alive and p.role is Role.MAFIA]

    def mark_night_done(self, name: str) -> None:
        """A night action (or sleep) was submitted: it counts for ending the night early."""
        done = self.state.night.done
        if self.state.phase is Phase.NIGHT and name not in done:
            done.append(name)

    def everyone_submitted(self) -> bool:
        """True when every living player has voted/abstained (vote) or acted (night):
        the only moment the table may end a vote or a night early (RULES.md §1). With
        ``day_ends_early`` also the day, once every living player has voted (or abstained)
        in advance: the one thing a player can finish by day. A night besides waits while
        a family's kill still waits for its members to agree: a member who named another
        target last gets his teammates' answer first (issue 33); the public count
        (``still_to_submit``) does not show that wait."""
        if self.still_to_submit() != 0:
            return False
        return self.state.phase is not Phase.NIGHT or self.preset.night_settled(self)

    def still_to_submit(self) -> int | None:
        """How many living players the phase still waits for — a count, never who: in a
        vote those who neither voted nor abstained (a knocked-out classic player casts
        nothing, C2.5); at night everyone who has not acted or slept yet, civilians too;
        by day (with ``day_ends_early``) those without an advance vote. None when the
        phase waits for nobody (a day without ``day_ends_early``, the end)."""
        s = self.state
        living = s.living()
        if s.phase is Phase.VOTE or s.phase is Phase.DAY and self.options.day_ends_early:
            return sum(1 for p in living if p.vote is None and not p.abstained
                       and not self.preset.knocked_out(self, p))
        if s.phase is Phase.NIGHT:
            done = s.night.done
            return sum(1 for p in living if p.name not in done)
        return None

    def next_phase_boundary(self) -> int:
        """When the current phase ends on the game clock."""
        s, o = self.state, self.options
        if s.phase is Phase.DAY:
            return at(s.game_day, o.nominations_close)
        if s.phase is Phase.VOTE:
            close = at(s.game_day, o.vote_close)
            return close + RUNOFF_MINUTES if s.runoff is not None else close
        if s.phase is Phase.NIGHT:
            return at(s.game_day + 1, o.day_open)
        return s.now

    def phase_start(self) -> int:
        """When the current phase began on the game clock (its nominal start)."""
        s, o = self.state, self.options
        if s.phase is Phase.DAY:
            return at(s.game_day, o.day_open)
        if s.phase is Phase.VOTE:
            return at(s.game_day, o.vote_close if s.runoff is not None else o.nominations_close)
        if s.phase is Phase.NIGHT:
            return at(s.game_day, o.vote_close)
        return s.now

    def next_due(self) -> int:
        """The next game-clock moment at which something happens by itself (a phase
        boundary, a delayed death, a loan's start or end, the closed-form window's end):
        a pacer advances to it, so that what changes with time changes on time."""
        moments = [self.next_phase_boundary()]
        timed = self._next_timed()
        if timed is not None:
            moments.append(timed)
        moments += self.preset.due_moments(self)
        return min(moments)

    # ------------------------------------------------------------------ apply

    def apply(self, command: Command) -> list[Event]:
        """Apply one command: returns its events, or raises Refusal having changed nothing."""
        self._out = []
        if isinstance(command, Advance):
            if not isinstance(command.to, int) or isinstance(command.to, bool):
                raise Refusal("bad_field", field="to")
            self._advance(command.to)
        elif isinstance(command, Act):
            self._act(command)
        elif isinstance(command, RemovePlayer):
            self._remove(command.name)
        elif isinstance(command, SpectatorSay):
            spectator_line(self, command)
        else:  # pragma: no cover - typing guards this
            raise Refusal("bad_field", field="command")
        self.preset.after_command(self)
        self.log.append(command)
        self.state.commands_applied += 1
        out, self._out = self._out, []
        return out

    def _act(self, act: Act) -> None:
        _check_field_types(act)
        if self.over:
            raise Refusal("game_over")
        actor = self.player(act.actor)
        if (not actor.alive and not self.preset.acts_dead_with(act.action)
                and not (act.action is Action.SAY and act.channel is Channel.GRAVEYARD)):
            raise Refusal("dead_actor")  # the graveyard is the room of the dead
        check = self.actions.get(act.action)
        if check is None:
            raise Refusal("unsupported", preset=self.state.preset.value)
        plan = check(self, actor, act)  # refused here, nothing changed
        plan()  # the commit

    def _remove(self, name: str) -> None:
        if self.over:
            raise Refusal("game_over")
        if name in self.waiting_reserves():
            self.state.classic.reserves.remove(name)  # he leaves before he was seated (C3.3)
            return
        p = self.player(name)
        if not p.alive:
            raise Refusal("removed_already", name=name)
        self.preset.remove(self, [p.name], DeathCause.REMOVED, reveal=False)
        self.check_victory()

    # ------------------------------------------------------------------ the clock

    def _advance(self, to: int) -> None:
        s = self.state
        if to < s.now:
            raise Refusal("time_backwards", now=format_time(s.now))
        while not self.over:
            boundary = self.next_phase_boundary()
            timed = self._next_timed()
            moment = min(boundary, timed) if timed is not None else boundary
            if moment > to:
                break
            self.preset.time_passes(self, s.now, moment)
            s.now = moment
            if moment == boundary:
                if s.phase is not Phase.NIGHT and timed == moment:
                    # what is due right at a day-time boundary comes before it (a night's
                    # boundary is its resolution, which comes first)
                    self.preset.fire_at_boundary(self, moment)
                self._cross_boundary()
            else:
                self.preset.fire_timed(self, moment)
            self.preset.after_moment(self)
        if not self.over:
            self.preset.time_passes(self, s.now, to)
            s.now = to

    def _next_timed(self) -> int | None:
        moments = self.preset.timed_moments(self)
        return min(moments) if moments else None

    def _cross_boundary(self) -> None:
        s = self.state
        if s.phase is Phase.DAY:
            voting.close_nominations(self)
        elif s.phase is Phase.VOTE:
            voting.close_vote(self)
            if not self.over and s.runoff is None:
                self.start_night()
        elif s.phase is Phase.NIGHT:
            night_history.begin(self)
            self.preset.resolve_night(self)
            night_history.finish(self)
            if not self.over:
                self._check_stalemate()
            if not self.over:
                voting.start_day(self, s.game_day + 1)

    def start_night(self) -> None:
        self.preset.start_night(self)

    # ------------------------------------------------------------------ deaths

    def kill(self, victims: list[tuple[str, DeathCause, str | None]],
             killers: dict[str, str] | None = None) -> list[str]:
        """Kill simultaneously. ``killers`` maps a victim to the L who shot him (for 3.6)."""
        s = self.state
        died = []
        at_night = self.in_night_resolution
        for name, cause, circumstances in victims:
            p = s.players[name]
            if not p.alive or name in died:
                continue
            p.role_at_death = self.shown_role(p)
            p.alive = False
            p.death = Death(cause, s.now, circumstances, at_night)
            died.append(name)
        if died:
            s.last_death_day = s.game_day  # the night's resolution still ends its game day
            # a nomination of a dead player is no nomination (RULES.md §4: living nominees
            # only): it lapses, so no list shows "X nominates" a dead man (issue 33)
            for p in s.players.values():
                if p.nomination in died:
                    p.nomination = None
        for name in self.preset.death_order(self, died):
            p = s.players[name]
            p.nomination = None
            self.tell(name, "you_died")
            self.preset.on_death(self, p, (killers or {}).get(name))
        return died

    def reveal(self, name: str, detail_team: bool = False) -> str:
        """Publish a dead player's role (RULES.md §5 reveal on execution) and return it."""
        p = self.state.players[name]
        word = p.role_at_death or self.shown_role(p)
        if detail_team:
            word = self.preset.team_reveal(self, p, word)
        p.public_role = word
        self.public("role_revealed", name=name, role=word)
        return word

    def shown_role(self, p: Player) -> str:
        return self.preset.shown_role(self, p)

    # ------------------------------------------------------------------ victory

    def check_victory(self) -> None:
        if not self.over:
            self._finish(self.preset.winner(self))

    def _check_stalemate(self) -> None:
        """RULES.md §8 (both presets): at the end of a night's resolution, the game day it
        closes is quiet when nobody died in it and the preset finds it quiet too (no name
        was written in a notebook); ``stall_days`` quiet game days in a row end the game
        with no winner."""
        s = self.state
        quiet = s.last_death_day != s.game_day and self.preset.quiet_day(self)
        s.quiet_days = s.quiet_days + 1 if quiet else 0
        limit = self.options.stall_days
        if limit and s.quiet_days >= limit:
            self.public(self.preset.stalemate_event, days=s.quiet_days)
            self._finish("nobody", reason="stalemate")

    def winners(self) -> list[str]:
        """The players on the winning side (alive or dead), in seat order; [] while the
        game runs or when nobody won. A classic family wins alone (mafia / mafia2)."""
        winner = self.state.winner
        if winner is None:
            return []
        side = [] if winner == "nobody" else self.preset.winners(self, winner)
        alone = own_winners(self)  # a jester executed, a survivor alive (by their files)
        return [p.name for p in self.state.players.values() if p.name in side or p.name in alone]

    def _finish(self, winner: str | None, **why: Any) -> None:
        """End the game; ``why`` (a stalemate's reason and days) goes with the event."""
        if winner is not None:
            self.state.winner = winner
            self.state.end_reason = why.get("reason")
            self.state.phase = Phase.OVER
            self.public("game_over", winner=winner, **why)
            alone = own_winners(self)
            if alone:
                self.public("own_wins", names=alone)


_STR_FIELDS = ("target", "text", "circumstances", "to", "role")
_MOMENT_FIELDS = ("death_at", "until", "start")
_STR_OR_NONE = (str, type(None))
_str_values = operator.attrgetter(*_STR_FIELDS)
_moment_values = operator.attrgetter(*_MOMENT_FIELDS)


_STR_TYPES = frozenset({str, type(None)})
_MOMENT_TYPES = frozenset({int, type(None)})


def _check_field_types(act: Act) -> None:
    """Commands may come from a wire or a file: wrong types are refused, never crash.
    (Every command passes here: the common case, every field of exactly its type, is
    one set test per group; anything else goes through the field-by-field checks.)"""
    if (type(act.actor) is str and type(act.action) is Action
            and type(act.light_corpse) is bool and type(act.channel) is Channel
            and _STR_TYPES.issuperset(map(type, _str_values(act)))
            and _MOMENT_TYPES.issuperset(map(type, _moment_values(act)))):
        return
    if not isinstance(act.actor, str):
        raise Refusal("bad_field", field="by")
    if not isinstance(act.action, Action):
        raise Refusal("bad_field", field="do")
    for name, value in zip(_STR_FIELDS, _str_values(act), strict=True):
        if not isinstance(value, _STR_OR_NONE):
            raise Refusal("bad_field", field=name)
    for name, value in zip(_MOMENT_FIELDS, _moment_values(act), strict=True):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise Refusal("bad_field", field=name)
    if not isinstance(act.light_corpse, bool) or not isinstance(act.channel, Channel):
        raise Refusal("bad_field", field="light_corpse")
