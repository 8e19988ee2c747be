"""The classic forum mafia preset (docs/rules-classic.md): the doctor, the commissar and
the other optional roles, one or two mafia families, the maniac, reserves and vests.

Owns the preset's metadata and its hooks into the game; the rules themselves stay in
``engine.classic`` (the day, deaths, reserves, recruitment, victory) and
``engine.classic_night`` (the night's orders and their resolution). Imports only engine
modules.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine import classic, classic_night, role_cards, voting
from engine.abilities.declared import own_declaration, uses_limit
from engine.abilities.gates import DAY_ACTIONS as ROLE_DAY_ACTIONS
from engine.commands import Action
from engine.options import CLASSIC_ONLY, Options, Preset, key_options
from engine.presets.base import Check, PresetRules, say
from engine.rolebook import side
from engine.roles import (
    CLASSIC_DEAL_WORDS,
    CLASSIC_MIN_PLAYERS,
    ROLE_TABLE,
    Team,
    classic_deal,
    classic_word,
)
from engine.state import DeathCause, Player
from engine.view_records import VIEW_RECORDS, event_record, rendered, shared_part

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game_setup import GameSetup

_ACTIONS: dict[Action, Check] = {
    Action.SAY: say,
    **voting.ACTIONS,
    **classic.DAY_ACTIONS,
    **classic_night.ACTIONS,
    **ROLE_DAY_ACTIONS,
}

class ClassicRules(PresetRules):
    preset = Preset.CLASSIC
    min_players = CLASSIC_MIN_PLAYERS
    takes_reserves = True
    takes_items = True
    declared_night = True
    approval_default = True
    has_scenarios = True
    own_options = frozenset(CLASSIC_ONLY)
    key_options = key_options(Preset.CLASSIC)  # the options marked so (engine.options)
    deal_words = tuple(CLASSIC_DEAL_WORDS)
    # the classic table has no notebook: its words name deaths only
    stalemate_event = "stalemate_classic"
    actions = _ACTIONS
    phase_gates = {**voting.PHASES, **classic_night.PHASES}

    # ------------------------------------------------------------------ metadata

    def deal_counts(self, options: Options, players: int) -> Counter[str]:
        return Counter(classic_deal(players, options.mafia_count, options.extra_roles,
                                    options.two_mafias))

    def side_of(self, word: str) -> str:
        if word not in CLASSIC_DEAL_WORDS:
            return "town"
        role, family = CLASSIC_DEAL_WORDS[word]
        return side(ROLE_TABLE[role].team.value, family)

    def role_word(self, p: Player) -> str:
        return classic_word(p.role, p.family)

    # ------------------------------------------------------------------ set-up

    def deal(self, setup: GameSetup, options: Options, names: list[str],
             rng: random.Random) -> dict[str, str]:
        return classic.deal(setup, options, names, rng)

    def set_up(self, ctx: Context, setup: GameSetup, deal: dict[str, str]) -> None:
        classic.set_up(ctx, setup, deal)

    # ------------------------------------------------------------------ the clock

    def start_night(self, ctx: Context) -> None:
        classic_night.start_night(ctx)

    def resolve_night(self, ctx: Context) -> None:
        classic_night.resolve_night(ctx)

    def night_settled(self, ctx: Context) -> bool:
        return classic_night.kills_settled(ctx)

    # ------------------------------------------------------------------ people

    def knocked_out(self, ctx: Context, p: Player) -> bool:
        return classic.knocked_out(ctx, p)

    def acts_dead(self, ctx: Context, p: Player) -> bool:
        """A dead mafioso may still send a recruitment offer (C8.2.2)."""
        return bool(p.family) and ctx.options.recruitment and p.replaced_by is None

    def acts_dead_with(self, action: Action) -> bool:
        return action is Action.RECRUIT

    def in_mafia(self, p: Player) -> bool:
        return bool(p.family)

    def channel_of(self, ctx: Context, p: Player) -> int | None:
        """A player a reserve replaced reads no more: the seat is the reserve's."""
        return p.family if p.family and p.replaced_by is None else None

    def mafia_members(self, ctx: Context, me: Player) -> set[str]:
        return {p.name for p in ctx.state.players.values() if p.family == me.family}

    # ------------------------------------------------------------------ deaths

    def remove(self, ctx: Context, names: list[str], cause: DeathCause, *,
               reveal: bool) -> None:
        classic.remove(ctx, names, cause, reveal=reveal)

    def on_death(self, ctx: Context, p: Player, killer: str | None) -> None:
        classic.on_death(ctx, p)

    def shown_role(self, ctx: Context, p: Player) -> str:
        return classic.shown_role(ctx, p)

    # ------------------------------------------------------------------ the end

    def winner(self, ctx: Context) -> str | None:
        return classic.winner(ctx)

    def winners(self, ctx: Context, winner: str) -> list[str]:
        """A family wins alone (mafia / mafia2)."""
        if winner in (Team.MAFIA.value, "mafia2"):
            family = 2 if winner == "mafia2" else 1
            return [p.name for p in ctx.state.players.values() if p.family == family]
        return super().winners(ctx, winner)

    # ------------------------------------------------------------------ views

    def candidate_actions(self, ctx: Context, me: Player) -> list[Action]:
        if not me.alive:
            return [Action.RECRUIT]
        families = ctx.state.classic.families
        family = families.get(me.family) if me.family else None
        don = family is not None and family.don == me.name
        offered = False
        for f in families.values():
            if f.offer is not None and f.offer[0] == me.name:
                offered = True
                break
        # a function of these alone (and of the book and options, compared by identity):
        # kept per game, every seat view asks
        roles, options = ctx.roles, ctx.options
        kept = shared_part(ctx, ("candidates", me.role, me.family, don, offered), list)
        if not kept or kept[0] is not roles or kept[1] is not options:
            kept[:] = (roles, options, _candidates(ctx, me, don, offered))
        return list(kept[2])

    def glossary_words(self, ctx: Context) -> set[str]:
        return set(ctx.state.classic.composition)

    def public_view(self, ctx: Context, view: dict[str, Any], bot: bool = False) -> None:
        if bot:  # (no bot reads the composition: its glossary lists the roles in play)
            return
        c = ctx.state.classic
        view["composition"] = dict(c.composition)
        view["reserves"] = list(c.reserves)

    def seat_view(self, ctx: Context, me: Player, view: dict[str, Any],
                  bot: bool = False) -> None:
        if bot:  # a bot reads only the family's block, the same as the Death Note's
            family = _family_block(ctx, me)
            if family is not None:
                view["mafia"] = family
            return
        view["me"]["family"] = me.family
        # his card's sentences, as this table's rules make them (issues 33, 30)
        view["me"]["card"] = _card(ctx, self.role_word(me))
        view["classic"] = _seat(ctx, me)
        if "family" in view["classic"]:  # the same shape as the Death Note mafia's block
            view["mafia"] = view["classic"]["family"]

    def god_view(self, ctx: Context, view: dict[str, Any]) -> None:
        s = ctx.state
        view["mafia2_channel"] = [event_record(e) for e in s.mafia2_log]
        view["classic"] = {
            "families": {str(n): {"don": f.don, "killer": f.killer,
                                  "recruit_rights": f.recruit_rights,
                                  "offer": list(f.offer) if f.offer else None}
                         for n, f in s.classic.families.items()},
            "reserves": list(s.classic.reserves),
            "vests": [p.name for p in s.players.values() if p.vest and p.alive],
        }

    def tonight_orders(self, ctx: Context) -> list[dict[str, Any]]:
        return [{"by": o.actor, "do": o.action, "target": o.target, "role": o.role}
                for o in ctx.state.classic.orders.values()]


def _candidates(ctx: Context, me: Player, don: bool, offered: bool) -> tuple[Action, ...]:
    """A living seat's candidate actions (``ClassicRules.candidate_actions``)."""
    o = ctx.options
    actions = [Action.SAY, Action.VOTE, Action.SLEEP]
    actions += ctx.roles.role_actions().get(me.role, ())
    if me.family:
        actions.append(Action.SHOOT)
        if o.lawyer_strike:
            actions.append(Action.STRIKE)
        if o.don_strike and don:
            actions.append(Action.DON_STRIKE)
        if o.recruitment:
            actions.append(Action.RECRUIT)
        if classic.needs_don(o):
            actions.append(Action.ELECT_BOSS)
        actions.append(Action.CONCEDE)
    if offered:
        actions += [Action.ACCEPT, Action.DECLINE]
    return tuple(dict.fromkeys(actions))


def _card(ctx: Context, word: str) -> list[dict[str, str]]:
    """A seat's role card: a pure function of the role book, the options, the deal word
    and the composition, made once per game for each and shared by the views that carry
    it (every seat's view after every change carries one; views are never changed). The
    book and options are compared by identity (hashing the rule set costs more)."""
    in_play = frozenset(ctx.state.classic.composition)
    roles, options = ctx.roles, ctx.options
    kept = shared_part(ctx, ("card", word, in_play), list)
    if not kept or kept[0] is not roles or kept[1] is not options:
        kept[:] = (roles, options, role_cards.card_lines(roles, word, options, set(in_play)))
    return kept[2]


def _seat(ctx: Context, me: Player) -> dict[str, Any]:
    """What a classic seat knows of itself and, for a mafioso, of his family."""
    s = ctx.state
    # the shots left of a role whose own kill is limited (the executioner's)
    shooting = own_declaration(ctx.roles, ctx.options, me.role, Action.SHOOT)
    limit = None if shooting is None else uses_limit(ctx.options, shooting)
    # the offer an accept or decline answers now (the earliest, C12)
    earliest: tuple[Any, Any] | None = None
    for f in s.classic.families.values():
        if f.offer is not None and f.offer[0] == me.name:
            made = (f.offer_made, f.offer[1])
            if earliest is None or made < earliest:
                earliest = made
    seat: dict[str, Any] = {
        "vest": me.vest,
        "knocked_out": classic.knocked_out(ctx, me),
        "offer_from": None if earliest is None else earliest[1],
        "shots_left": None if limit is None
        else max(0, limit - me.memory.uses(Action.SHOOT)),
    }
    block = _family_block(ctx, me)
    if block is not None:
        seat["conceded"] = me.memory.conceded
        seat["family"] = block
    return seat


def _family_block(ctx: Context, me: Player) -> dict[str, Any] | None:
    """A mafioso's family block (its members he knows, its Don, its channel), or None."""
    s = ctx.state
    channel = me.family if me.family and me.replaced_by is None else None
    family = s.classic.families.get(channel or 0)
    if family is None:
        return None
    every = rendered(ctx, s.family_log(me.family))[me.channel_from:]
    first = max(0, len(every) - VIEW_RECORDS)
    return {
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
