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
from engine.roles import (
    BOSS_WORD,
    DEAL_WORDS,
    MIN_PLAYERS,
    ROLE_TABLE,
    Role,
    Team,
    deathnote_deal,
    hand_deal,
)
from engine.split_check import TargetedCheck
from engine.state import Entry, Notebook, Phase, Player
from engine.view_records import channel_block

if TYPE_CHECKING:
    from engine.game import Game, GameSetup


def _elect_boss_gate(game: Game, actor: Player, act: Act) -> None:
    if actor.role is not Role.MAFIA:
        raise Refusal("no_such_action", action=act.action.value)


def _elect_boss_accepts(game: Game, actor: Player, living: list[str]) -> list[str]:
    players = game.state.players
    return [name for name in living if players[name].role is Role.MAFIA]


def _elect_boss_at(game: Game, actor: Player, act: Act) -> Plan:
    target = game.living_target(actor, act.target, self_ok=True)
    if target.role is not Role.MAFIA:
        raise Refusal("not_mafioso", target=target.name)

    def commit() -> None:
        actor.boss_vote = target.name
        game.tell_mafia("boss_vote", by=actor.name, target=target.name)
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
_ROLE_ACTIONS = {Role.L: (Action.CHECK, Action.SHOOT), Role.NEAR: (Action.SAVE, Action.CHECK),
                 Role.MAFIA: (Action.SHOOT, Action.SEARCH, Action.ELECT_BOSS)}
_HOLDER_ACTIONS = (Action.WRITE, Action.EYES, Action.DESTROY)
_OWNER_ACTIONS = (Action.LEND, Action.GIVE_AWAY)


class DeathNoteRules(PresetRules):
    preset = Preset.DEATHNOTE
    min_players = MIN_PLAYERS
    has_notebook = True
    own_options = frozenset(DEATHNOTE_ONLY)
    key_options = key_options(Preset.DEATHNOTE)  # the options marked so (engine.options)
    deal_words = DEAL_WORDS
    unique_words = ("kira", "l", "near", BOSS_WORD)
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
        team = ROLE_TABLE[role].team.value
        return team if team in ("mafia", "town") else "solo"

    def role_word(self, p: Player) -> str:
        return ROLE_TABLE[p.role].public_word

    # ------------------------------------------------------------------ set-up

    def deal(self, setup: GameSetup, options: Options, names: list[str],
             rng: random.Random) -> dict[str, str]:
        if setup.deal is None:
            words = deathnote_deal(len(names))
            rng.shuffle(words)
            return dict(zip(names, words, strict=True))
        return hand_deal(setup.deal, names, DEAL_WORDS, self.unique_words)

    def role_of(self, word: str) -> Role:
        return DEAL_WORDS[word]

    def set_up(self, game: Game, setup: GameSetup, deal: dict[str, str]) -> None:
        s = game.state
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
            game.tell(p.name, "role_card", role=ROLE_TABLE[p.role].title)
            if p.role is Role.MAFIA:
                for other in mafiosi:
                    if other != p.name:
                        p.known_roles[other] = "mafia"
                game.tell(p.name, "mafia_team", names=list(mafiosi), boss=s.boss or "-")
        game.public("game_started", count=len(s.players))

    # ------------------------------------------------------------------ the clock

    def start_night(self, game: Game) -> None:
        night.start_night(game)

    def resolve_night(self, game: Game) -> None:
        night.resolve_night(game)

    def due_moments(self, game: Game) -> list[int]:
        """The closed-form write window's end (RULES.md §3.1)."""
        if game.state.phase is not Phase.NIGHT:
            return []
        window_end = at(game.state.game_day, game.options.closed_write_window[1])
        return [window_end] if window_end > game.state.now else []

    def timed_moments(self, game: Game) -> list[int]:
        """The day-time deaths written with a time, and the loan's start or end."""
        book = game.state.notebook
        moments = [
            e.death_at
            for e in book.entries
            if not e.done and e.death_at is not None and not game.is_night_time(e.death_at)
        ]
        loan = book.loan
        if loan is not None and not book.destroyed:
            moments.append(loan.until if loan.active else loan.start)
        return moments

    def fire_timed(self, game: Game, moment: int) -> None:
        notebook.fire_loan_events(game, moment)
        notebook.fire_day_deaths(game, moment)

    def fire_at_boundary(self, game: Game, moment: int) -> None:
        """A loan is [from, until): one ending at 19:30 or 21:00 is back before the vote
        opens or closes (one ending at day open still covered the night, whose resolution
        comes first); a name due then dies once the boundary is crossed."""
        notebook.fire_loan_events(game, moment)

    def time_passes(self, game: Game, start: int, end: int) -> None:
        notebook.note_duty(game, start, end)  # the holder held it all the while

    def after_moment(self, game: Game) -> None:
        """Since when the holder holds it (version 1's daily duty reads it)."""
        book = game.state.notebook
        if book.holder != book.last_holder:
            book.last_holder = book.holder
            book.holder_since = game.state.now

    def after_command(self, game: Game) -> None:
        self.after_moment(game)
        notebook.note_duty(game, game.state.now, game.state.now)

    def remind_duty(self, game: Game) -> None:
        notebook.remind_writer(game)

    # ------------------------------------------------------------------ people

    def in_mafia(self, p: Player) -> bool:
        return p.role is Role.MAFIA

    def channel_of(self, game: Game, p: Player) -> int | None:
        return 1 if p.role is Role.MAFIA else None

    def mafia_members(self, game: Game, me: Player) -> set[str]:
        return {p.name for p in game.state.players.values() if p.role is Role.MAFIA}

    # ------------------------------------------------------------------ deaths

    def death_order(self, game: Game, died: list[str]) -> list[str]:
        """The borrower's death is handled before the owner's (RULES.md §3.6 row order)."""
        loan = game.state.notebook.loan
        return sorted(died, key=lambda n: 0 if loan is not None and n == loan.borrower else 1)

    def on_death(self, game: Game, p: Player, killer: str | None) -> None:
        s = game.state
        notebook.on_death(game, p.name, p.death.cause, killer)
        if p.role is Role.L:
            for near in s.players.values():
                if near.role is Role.NEAR and near.alive and not near.near_may_check:
                    near.near_may_check = True
                    game.tell(near.name, "l_dead")
        if s.boss == p.name:
            s.boss = None
            s.boss_died_on = s.game_day + 1 if game.in_night_resolution else s.game_day

    def shown_role(self, game: Game, p: Player) -> str:
        book = game.state.notebook
        if p.name == book.original_owner or p.team is Team.KIRA:
            return "kira"
        if p.name in book.eyes and book.holder == p.name:
            return "kira"
        return ROLE_TABLE[p.role].public_word

    def team_reveal(self, game: Game, p: Player, word: str) -> str:
        if word == "kira":
            return Team.KIRA.value
        return Team.MAFIA.value if word == "mafia" else p.team.value

    # ------------------------------------------------------------------ the end

    def quiet_day(self, game: Game) -> bool:
        """No name was written in the notebook this game day."""
        s = game.state
        return not s.notebook.names_per_day.get(s.game_day)

    def winner(self, game: Game) -> str | None:
        living = game.state.living()
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

    def candidate_actions(self, game: Game, me: Player) -> list[Action]:
        # (each group is one role's or one notebook position's: no action comes twice)
        lost = me.role is Role.L and me.l_actions_lost
        actions = [*(_EVERYONE_NOMINATING if game.options.nominations else _EVERYONE),
                   *(() if lost else _ROLE_ACTIONS.get(me.role, ()))]
        book = game.state.notebook
        if book.holder == me.name:
            actions += _HOLDER_ACTIONS
        if book.owner == me.name and not book.destroyed or me.lent_out is not None:
            actions += _OWNER_ACTIONS
        return actions

    def seat_view(self, game: Game, me: Player, view: dict[str, Any]) -> None:
        s = game.state
        if self.channel_of(game, me):
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
                **channel_block(game, s.mafia_log),
            }

    def notebook_panel(self, game: Game, me: Player) -> dict[str, Any] | None:
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

    def story_notebook(self, game: Game) -> dict[str, Any]:
        book = game.state.notebook
        return {
            "owners": list(book.ever_owned),
            "eyes": list(book.eyes),
            "writers": list(book.writers),
            "destroyed": book.destroyed,
            "entries": [_entry(e) for e in book.entries],
            "path": [{"at": format_time(when), "what": what, "who": who}
                     for when, what, who in book.history],
        }

    def tonight_orders(self, game: Game) -> list[dict[str, Any]]:
        """The mafia's order, L's, Near's save and check, and the names written since
        nightfall (RULES.md §7's actors)."""
        s = game.state
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
            nightfall = at(s.game_day, game.options.vote_close)
            out += [{"by": e.writer, "do": "write", "target": e.target, "role": None}
                    for e in s.notebook.entries if e.written_at >= nightfall]
        return out

    def god_notebook(self, game: Game, view: dict[str, Any]) -> None:
        s = game.state
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
