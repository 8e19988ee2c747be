"""The Death Note preset ("Тетрадь смерти", RULES.md): Kira and his notebook, L, Near,
the Yotsuba mafia and its boss.

Owns the preset's metadata, its deal and introductions (the notebook is made here, in
Kira's hands, and the boss dealt), the notebook's side of the clock (its timed deaths,
loans and the daily duty, through the game's hooks), what its deaths do (the notebook's
path, L's death freeing Near's check, the boss's), what a reveal shows, its victory, its
actions and its parts of the views (a seat's notebook panel and mafia block, the story's
notebook, the moderator's notebook). The rule details stay in ``engine.notebook``,
``engine.night`` and ``engine.voting``. Imports only engine modules.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine import night, notebook, voting
from engine.clock import at, format_time
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.options import DEATHNOTE_ONLY, Options, Preset, key_options
from engine.presets.base import Check, PresetRules, say
from engine.rolebook import place_custom, rolebook, side
from engine.roles import (
    BOSS_WORD,
    DEAL_WORDS,
    DEATHNOTE_UNIQUE,
    MIN_PLAYERS,
    ROLE_TABLE,
    Role,
    Team,
    deathnote_deal,
    hand_deal,
    role_actions,
)
from engine.split_check import TargetedCheck
from engine.state import Entry, Notebook, Phase, Player
from engine.view_records import channel_block

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game_setup import GameSetup


def _elect_boss_gate(ctx: Context, actor: Player, act: Act) -> None:
    if actor.role is not Role.MAFIA:
        raise Refusal("no_such_action", action=act.action.value)


def _elect_boss_accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    players = ctx.state.players
    return [name for name in living if players[name].role is Role.MAFIA]


def _elect_boss_at(ctx: Context, actor: Player, act: Act) -> Plan:
    target = ctx.living_target(actor, act.target, self_ok=True)
    if target.role is not Role.MAFIA:
        raise Refusal("not_mafioso", target=target.name)

    def commit() -> None:
        actor.memory.boss_vote = target.name
        ctx.tell_mafia("boss_vote", by=actor.name, target=target.name)
    return commit


_ACTIONS: dict[Action, Check] = {
    Action.SAY: say,
    Action.ELECT_BOSS: TargetedCheck(_elect_boss_gate, _elect_boss_at, _elect_boss_accepts),
    **voting.ACTIONS,
    **notebook.ACTIONS,
    **night.ACTIONS,
}


# the actions a seat may think of (``candidate_actions``), by group
_EVERYONE = (Action.SAY, Action.VOTE, Action.ABSTAIN, Action.SLEEP)
_EVERYONE_NOMINATING = (Action.SAY, Action.NOMINATE, Action.WITHDRAW, Action.VOTE,
                        Action.ABSTAIN, Action.SLEEP)
_ROLE_ACTIONS = role_actions("deathnote")
_HOLDER_ACTIONS = (Action.WRITE, Action.EYES, Action.DESTROY)
_OWNER_ACTIONS = (Action.LEND, Action.GIVE_AWAY)


class DeathNoteRules(PresetRules):
    preset = Preset.DEATHNOTE
    min_players = MIN_PLAYERS
    has_notebook = True
    own_options = frozenset(DEATHNOTE_ONLY)
    key_options = key_options(Preset.DEATHNOTE)  # the options marked so (engine.options)
    deal_words = DEAL_WORDS
    unique_words = DEATHNOTE_UNIQUE
    stalemate_event = "stalemate"
    actions = _ACTIONS
    phase_gates = {**voting.PHASES, **night.PHASES}

    # ------------------------------------------------------------------ metadata

    def deal_counts(self, options: Options, players: int) -> Counter[str]:
        return Counter(deathnote_deal(players))

    def side_of(self, word: str) -> str:
        role = DEAL_WORDS.get(word)
        if role is None:
            return "town"
        return side(ROLE_TABLE[role].team.value, 0)

    def role_word(self, p: Player) -> str:
        return str(p.role)  # a role's public word is its word (the boss shows "mafia")

    # ------------------------------------------------------------------ set-up

    def deal(self, setup: GameSetup, options: Options, names: list[str],
             rng: random.Random) -> dict[str, str]:
        book = rolebook(setup.preset.value, setup.custom_roles)
        if setup.deal is None:
            words = place_custom(deathnote_deal(len(names)), book, setup.role_counts)
            rng.shuffle(words)
            return dict(zip(names, words, strict=True))
        return hand_deal(setup.deal, names, book.deal_words, book.unique_words)

    def set_up(self, ctx: Context, setup: GameSetup, deal: dict[str, str]) -> None:
        s = ctx.state
        s.boss = next((name for name in s.players if deal[name] == BOSS_WORD), None)
        kira = next((p.name for p in s.players.values() if p.role is Role.KIRA), None)
        book = Notebook(owner=kira, original_owner=kira, last_holder=kira)
        if kira is not None:
            book.ever_owned.append(kira)
            book.history.append((s.now, "owner", kira))
        else:
            book.destroyed = True
        s.notebook = book
        mafiosi = [p.name for p in s.players.values() if p.role is Role.MAFIA]
        for p in s.players.values():
            ctx.tell(p.name, "role_card", role=ctx.roles.title(p.role))
            if p.role is Role.MAFIA:
                for other in mafiosi:
                    if other != p.name:
                        p.known_roles[other] = "mafia"
                ctx.tell(p.name, "mafia_team", names=list(mafiosi), boss=s.boss or "-")
        ctx.public("game_started", count=len(s.players))

    # ------------------------------------------------------------------ the clock

    def start_night(self, ctx: Context) -> None:
        night.start_night(ctx)

    def resolve_night(self, ctx: Context) -> None:
        night.resolve_night(ctx)

    def due_moments(self, ctx: Context) -> list[int]:
        """The closed-form write window's end (RULES.md §3.1)."""
        if ctx.state.phase is not Phase.NIGHT:
            return []
        window_end = at(ctx.state.game_day, ctx.options.closed_write_window[1])
        return [window_end] if window_end > ctx.state.now else []

    def timed_moments(self, ctx: Context) -> list[int]:
        """The day-time deaths written with a time, and the loan's start or end."""
        book = ctx.state.notebook
        moments = [
            e.death_at
            for e in book.entries
            if not e.done and e.death_at is not None and not ctx.is_night_time(e.death_at)
        ]
        loan = book.loan
        if loan is not None and not book.destroyed:
            moments.append(loan.until if loan.active else loan.start)
        return moments

    def fire_timed(self, ctx: Context, moment: int) -> None:
        notebook.fire_loan_events(ctx, moment)
        notebook.fire_day_deaths(ctx, moment)

    def fire_at_boundary(self, ctx: Context, moment: int) -> None:
        """A loan is [from, until): one ending at 19:30 or 21:00 is back before the vote
        opens or closes (one ending at day open still covered the night, whose resolution
        comes first); a name due then dies once the boundary is crossed."""
        notebook.fire_loan_events(ctx, moment)

    def time_passes(self, ctx: Context, start: int, end: int) -> None:
        notebook.note_duty(ctx, start, end)  # the holder held it all the while

    def after_moment(self, ctx: Context) -> None:
        """Since when the holder holds it (version 1's daily duty reads it)."""
        book = ctx.state.notebook
        if book.holder != book.last_holder:
            book.last_holder = book.holder
            book.holder_since = ctx.state.now

    def after_command(self, ctx: Context) -> None:
        self.after_moment(ctx)
        notebook.note_duty(ctx, ctx.state.now, ctx.state.now)

    def remind_duty(self, ctx: Context) -> None:
        notebook.remind_writer(ctx)

    # ------------------------------------------------------------------ people

    def in_mafia(self, p: Player) -> bool:
        return p.role is Role.MAFIA

    def channel_of(self, ctx: Context, p: Player) -> int | None:
        return 1 if p.role is Role.MAFIA else None

    def mafia_members(self, ctx: Context, me: Player) -> set[str]:
        return {p.name for p in ctx.state.players.values() if p.role is Role.MAFIA}

    # ------------------------------------------------------------------ deaths

    def death_order(self, ctx: Context, died: list[str]) -> list[str]:
        """The borrower's death is handled before the owner's (RULES.md §3.6 row order)."""
        loan = ctx.state.notebook.loan
        return sorted(died, key=lambda n: 0 if loan is not None and n == loan.borrower else 1)

    def on_death(self, ctx: Context, p: Player, killer: str | None) -> None:
        s = ctx.state
        notebook.on_death(ctx, p.name, p.death.cause, killer)
        if p.role is Role.L:
            for near in s.players.values():
                if near.role is Role.NEAR and near.alive and not near.memory.near_may_check:
                    near.memory.near_may_check = True
                    ctx.tell(near.name, "l_dead")
        if s.boss == p.name:
            s.boss = None
            s.boss_died_on = s.game_day + 1 if ctx.in_night_resolution else s.game_day

    def shown_role(self, ctx: Context, p: Player) -> str:
        book = ctx.state.notebook
        if p.name == book.original_owner or p.team is Team.KIRA:
            return "kira"
        if p.name in book.eyes and book.holder == p.name:
            return "kira"
        return ctx.roles.public_word(p.role)

    def team_reveal(self, ctx: Context, p: Player, word: str) -> str:
        if word == "kira":
            return Team.KIRA.value
        return Team.MAFIA.value if word == "mafia" else p.team.value

    # ------------------------------------------------------------------ the end

    def quiet_day(self, ctx: Context) -> bool:
        """No name was written in the notebook this game day."""
        s = ctx.state
        return not s.notebook.names_per_day.get(s.game_day)

    def winner(self, ctx: Context) -> str | None:
        living = ctx.state.living()
        kira = [p for p in living if p.team is Team.KIRA]
        mafia = [p for p in living if p.team is Team.MAFIA]
        if not living:
            return "nobody"
        if len(living) == 1 and kira:
            return Team.KIRA.value
        if not kira and not mafia:
            return Team.TOWN.value
        if not kira and len(living) - len(mafia) <= len(mafia):
            return Team.MAFIA.value
        return None

    # ------------------------------------------------------------------ views

    def candidate_actions(self, ctx: Context, me: Player) -> list[Action]:
        # (each group is one role's or one notebook position's: no action comes twice)
        lost = me.role is Role.L and me.memory.l_actions_lost
        actions = [*(_EVERYONE_NOMINATING if ctx.options.nominations else _EVERYONE),
                   *(() if lost else _ROLE_ACTIONS.get(me.role, ()))]
        book = ctx.state.notebook
        if book.holder == me.name:
            actions += _HOLDER_ACTIONS
        if book.owner == me.name and not book.destroyed or me.memory.lent_out is not None:
            actions += _OWNER_ACTIONS
        return actions

    def seat_view(self, ctx: Context, me: Player, view: dict[str, Any],
                  bot: bool = False) -> None:
        s = ctx.state
        if self.channel_of(ctx, me):
            view["mafia"] = {
                "members": [p.name for p in s.players.values()
                            if p.role is Role.MAFIA and (p.name in me.known_roles or p is me)],
                "boss": s.boss,
                "no_boss_tonight": s.no_boss_tonight,
                # the one order that stands tonight (a later order replaces an earlier one;
                # the channel lists them all)
                "tonight": None if s.night.mafia is None else {
                    "kind": s.night.mafia.kind, "target": s.night.mafia.target,
                    "by": s.night.mafia.by},
                **channel_block(ctx, s.mafia_log),
            }

    def notebook_panel(self, ctx: Context, me: Player) -> dict[str, Any] | None:
        """For its holder; and for an owner while his own loan runs, showing only what he
        set up himself (whether the borrower wrote or destroyed it stays hidden)."""
        s = ctx.state
        book = s.notebook
        holding = book.holder == me.name
        lending = notebook.lending_until(ctx, me) is not None
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
            loan = me.memory.lent_out
            panel["loan"] = {"to": loan.to, "from": format_time(loan.start),
                             "until": format_time(loan.until)}
        return panel

    def story_notebook(self, ctx: Context) -> dict[str, Any]:
        book = ctx.state.notebook
        return {
            "owners": list(book.ever_owned),
            "eyes": list(book.eyes),
            "writers": list(book.writers),
            "destroyed": book.destroyed,
            "entries": [_entry(e) for e in book.entries],
            "path": [{"at": format_time(when), "what": what, "who": who}
                     for when, what, who in book.history],
        }

    def tonight_orders(self, ctx: Context) -> list[dict[str, Any]]:
        """The mafia's order, L's, Near's save and check, and the names written since
        nightfall (RULES.md §7's actors)."""
        s = ctx.state
        orders = s.night
        out = []
        if orders.mafia is not None:
            out.append({"by": orders.mafia.by, "do": orders.mafia.kind,
                        "target": orders.mafia.target, "role": None})
        if orders.l_kind is not None and orders.l_by is not None:
            out.append({"by": orders.l_by, "do": orders.l_kind, "target": orders.l_target,
                        "role": None})
        if orders.near_by is not None:
            for kind, target in (("save", orders.near_save), ("check", orders.near_check)):
                if target is not None:
                    out.append({"by": orders.near_by, "do": kind, "target": target,
                                "role": None})
        if s.phase is Phase.NIGHT:
            nightfall = at(s.game_day, ctx.options.vote_close)
            out += [{"by": e.writer, "do": "write", "target": e.target, "role": None}
                    for e in s.notebook.entries if e.written_at >= nightfall]
        return out

    def god_notebook(self, ctx: Context, view: dict[str, Any]) -> None:
        s = ctx.state
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
            holder if ctx.options.daily_write_duty.value != "off" and holder is not None
            and not book.names_per_day.get(s.game_day) else None)


def _entry(e: Entry) -> dict[str, Any]:
    """A notebook entry as its writer, the story and the moderator see it."""
    return {
        "writer": e.writer,
        "target": e.target,
        "written_at": format_time(e.written_at),
        "death_at": format_time(e.death_at) if e.death_at is not None else None,
        "circumstances": e.circumstances,
        "light_corpse": e.light_corpse,
        "closed_form": e.closed_form,
    }
