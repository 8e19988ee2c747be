"""The Death Note preset ("Тетрадь смерти", RULES.md): Kira and his notebook, L, Near,
the Yotsuba mafia and its boss.

Owns the preset's metadata, its deal and introductions, what its deaths do (the
notebook's path, L's death freeing Near's check, the boss's), what a reveal shows, its
victory, its actions and its part of a seat's view. The rule details stay in
``engine.notebook``, ``engine.night`` and ``engine.voting``. Imports only engine modules.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine import night, notebook, voting
from engine.clock import at
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.options import DEATHNOTE_ONLY, Options, Preset
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
from engine.state import Phase, Player
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


class DeathNoteRules(PresetRules):
    preset = Preset.DEATHNOTE
    min_players = MIN_PLAYERS
    has_notebook = True
    own_options = frozenset(DEATHNOTE_ONLY)
    key_options = ("first_phase", "tie_rule", "vote_changes", "abstain_allowed",
                   "reveal_detective_victims", "announce_saves", "daily_write_duty")
    deal_words = DEAL_WORDS
    unique_words = ("kira", "l", "near", BOSS_WORD)
    stalemate_event = "stalemate"
    actions = _ACTIONS

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

    # ------------------------------------------------------------------ people

    def in_mafia(self, p: Player) -> bool:
        return p.role is Role.MAFIA

    def channel_of(self, game: Game, p: Player) -> int | None:
        return 1 if p.role is Role.MAFIA else None

    def mafia_members(self, game: Game, me: Player) -> set[str]:
        return {p.name for p in game.state.players.values() if p.role is Role.MAFIA}

    # ------------------------------------------------------------------ deaths

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
        book = game.state.notebook
        if book.holder == me.name:
            actions += [Action.WRITE, Action.EYES, Action.DESTROY]
        if book.owner == me.name and not book.destroyed or me.lent_out is not None:
            actions += [Action.LEND, Action.GIVE_AWAY]
        return list(dict.fromkeys(actions))

    def seat_view(self, game: Game, me: Player, view: dict[str, Any]) -> None:
        s = game.state
        if self.channel_of(game, me):
            view["mafia"] = {
                "members": [p.name for p in s.players.values()
                            if p.role is Role.MAFIA and (p.name in me.known_roles or p is me)],
                "boss": s.boss,
                "no_boss_tonight": s.no_boss_tonight,
                **channel_block(game, s.mafia_log),
            }
