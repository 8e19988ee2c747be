"""The classic preset (RULES.md §9, docs/rules-classic.md): the deal, the families, deaths
and their consequences, reserves, recruitment, concession and the classic victory.

Owns everything classic outside the night: dealing roles and vests (C1), telling each
family its members (C1.4), the Don and the killer (C8.5, C8.6), the seat a reserve takes
(C3.3), recruitment offers (C8.2), concession (C9.4), the role a reveal shows (C4.3) and the
victory check (C9). The night's actions and resolution live in ``classic_night``. Imports
engine vocabulary only; the game comes in as a ``Context``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.abilities.declared import own_declaration, uses_limit
from engine.commands import Act, Action, Plan
from engine.errors import Refusal, SetupError
from engine.options import (
    NEAREST_QUARTER_RULES,
    AutokillReveal,
    DonChoice,
    DonSuccession,
    KillerChoice,
    MafiaKill,
    Options,
    TieRule,
)
from engine.rolebook import place_custom, rolebook
from engine.roles import (
    CLASSIC_MIN_PLAYERS,
    MAX_PLAYERS,
    TWO_MAFIAS_MIN_PLAYERS,
    Role,
    Team,
    classic_deal,
    classic_word,
    hand_deal,
)
from engine.state import ClassicState, Death, DeathCause, Family, Phase, Player

if TYPE_CHECKING:
    from engine.context import Context
    from engine.game_setup import GameSetup

# --------------------------------------------------------------------- the deal

def deal(setup: GameSetup, options: Options, names: list[str],
         rng: random.Random) -> dict[str, str]:
    """Name → classic deal word, from the setup's deal or at random (C1)."""
    if not CLASSIC_MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError("classic_table_size", low=CLASSIC_MIN_PLAYERS, high=MAX_PLAYERS)
    book = rolebook(setup.preset.value, setup.custom_roles)
    if setup.deal is None:
        words = classic_deal(len(names), options.mafia_count, options.extra_roles,
                             options.two_mafias,
                             floor_quarter=setup.rules < NEAREST_QUARTER_RULES)
        words = place_custom(words, book, setup.role_counts)
        rng.shuffle(words)
        result = dict(zip(names, words, strict=True))
    else:
        result = hand_deal(setup.deal, names, book.deal_words, book.unique_words)
    dealt = book.deal_words
    families = {dealt[w][1] for w in result.values()}
    if 2 in families and not options.two_mafias:
        raise SetupError("needs_two_mafias")
    if options.two_mafias and len(names) < TWO_MAFIAS_MIN_PLAYERS:
        raise SetupError("two_mafias_size", count=TWO_MAFIAS_MIN_PLAYERS)
    mafia = sum(1 for w in result.values() if dealt[w][1])
    if mafia and mafia >= len(names) - mafia:
        raise SetupError("mafia_majority", mafia=mafia, players=len(names))
    return result


def set_up(ctx: Context, setup: GameSetup, words: dict[str, str]) -> None:
    """Players' families, vests, reserves, the public composition, then the role cards."""
    s = ctx.state
    c = s.classic = ClassicState()
    for name, word in words.items():
        s.players[name].family = ctx.roles.deal_words[word][1]
    c.composition = dict(Counter(words[n] for n in s.players))
    for number in sorted({p.family for p in s.players.values() if p.family}):
        c.families[number] = Family(number)
    players = set(s.players)
    reserves = list(setup.reserves)
    if len(set(reserves)) != len(reserves) or players & set(reserves) or not all(reserves):
        raise SetupError("bad_reserves")
    c.reserves = reserves
    _deal_vests(ctx, setup)
    for p in s.players.values():
        ctx.tell(p.name, "role_card", role=ctx.roles.title(p.role))
    for family in c.families.values():
        _introduce_family(ctx, family)
        _first_titles(ctx, family)
    for p in s.players.values():
        if p.vest:
            ctx.tell(p.name, "vest_dealt")
    ctx.public("game_started", count=len(s.players))


def _deal_vests(ctx: Context, setup: GameSetup) -> None:
    s = ctx.state
    if setup.items:
        for name, item in setup.items.items():
            if name not in s.players or item != "vest":
                raise SetupError("bad_items", name=name, item=item)
            s.players[name].vest = True
        return
    count = ctx.options.bulletproof_vests
    town = [p.name for p in s.players.values() if p.team is Team.TOWN]
    for name in s.rng.sample(town, min(count, len(town))):
        s.players[name].vest = True


def decider(ctx: Context, family: Family) -> str | None:
    """The killer or the Don while his uses last (C6.4): the one who decides the family's
    kill (``""``: the killer is not named yet); None: the family decides together."""
    o = ctx.options
    if o.mafia_kill is MafiaKill.KILLER and (o.killer_uses is None
                                             or family.killer_nights < o.killer_uses):
        return family.killer or ""
    if o.mafia_kill is MafiaKill.DON and family.don is not None and (
            o.don_decides_uses is None or family.don_decides_nights < o.don_decides_uses):
        return family.don
    return None


def members(ctx: Context, family: int, *, living: bool = True) -> list[Player]:
    return [p for p in ctx.state.players.values()
            if p.family == family and (p.alive or not living) and p.replaced_by is None]


def _introduce_family(ctx: Context, family: Family) -> None:
    team = members(ctx, family.number)
    for p in team:
        for other in team:
            if other is not p:
                p.known_roles[other.name] = classic_word(other.role, other.family)
        ctx.tell(p.name, "family_card", names=[m.name for m in team])


def needs_don(options: Options) -> bool:
    return options.don_strike or options.mafia_kill is MafiaKill.DON


def _first_titles(ctx: Context, family: Family) -> None:
    """The Don and the killer at the start (C8.6.1, C8.5.1)."""
    o, rng = ctx.options, ctx.state.rng
    team = members(ctx, family.number)
    if not team:
        return
    dealt_don = next((p.name for p in team if p.role is Role.DON), None)
    if o.don_choice is DonChoice.HOST or not needs_don(o):
        don = dealt_don
        if don is None and needs_don(o):
            don = rng.choice(team).name
        if don is not None:
            _make_don(ctx, family, don)
    if o.mafia_kill is MafiaKill.KILLER and o.killer_choice is KillerChoice.LOT:
        _make_killer(ctx, family, rng.choice(team).name)


def _make_don(ctx: Context, family: Family, name: str) -> None:
    family.don, family.ever_had_don = name, True
    tell_family(ctx, family.number, "don_now", name=name)


def _make_killer(ctx: Context, family: Family, name: str) -> None:
    family.killer = name
    tell_family(ctx, family.number, "killer_now", name=name)


def tell_family(ctx: Context, family: int, code: str, /, **params: Any) -> None:
    """A private line to every living member of the family (and its channel)."""
    for p in members(ctx, family):
        ctx.tell(p.name, code, **params)


def nightfall_titles(ctx: Context) -> None:
    """At nightfall: a family without a living Don or killer gets one (C8.5.1, C8.6.2,
    C8.6.8)."""
    o = ctx.options
    c = ctx.state.classic
    for family in c.families.values():
        team = members(ctx, family.number)
        if not team:
            continue
        if needs_don(o) and family.don is None and (
                not family.ever_had_don or o.don_succession is DonSuccession.NEW):
            if o.don_choice is DonChoice.MAFIA:
                _make_don(ctx, family, _elected(ctx, team))
            else:
                _make_don(ctx, family, ctx.state.rng.choice(team).name)
        if (o.mafia_kill is MafiaKill.KILLER and family.killer is None
                and o.killer_choice is KillerChoice.LOT):
            _make_killer(ctx, family, ctx.state.rng.choice(team).name)


def _elected(ctx: Context, team: list[Player]) -> str:
    names = [p.name for p in team]
    votes = Counter(p.memory.boss_vote for p in team if p.memory.boss_vote in names)
    top = max(votes.values(), default=0)
    tied = [n for n in names if votes.get(n, 0) == top] if top else names
    return tied[0] if len(tied) == 1 else ctx.state.rng.choice(tied)


def first_shot_killer(ctx: Context, actor: Player) -> None:
    """killer_choice = first_shot: the first member who shoots becomes the killer."""
    family = ctx.state.classic.families[actor.family]
    if (ctx.options.mafia_kill is MafiaKill.KILLER and family.killer is None
            and ctx.options.killer_choice is KillerChoice.FIRST_SHOT):
        _make_killer(ctx, family, actor.name)


# --------------------------------------------------------------------- who is what

def knocked_out(ctx: Context, p: Player) -> bool:
    """Knocked out by the thug: from that night's resolution until the next nightfall."""
    s = ctx.state
    return p.knocked_day == s.game_day and s.phase in (Phase.DAY, Phase.VOTE)


def shown_role(ctx: Context, p: Player) -> str:
    """The role word a full reveal shows (C4.3): the Don (dealt or elected) shows "don", a
    recruit who kept a town role or the maniac's shows his family's word."""
    family = ctx.state.classic.families.get(p.family) if ctx.state.classic else None
    if family is not None and family.don == p.name:
        return classic_word(Role.DON, p.family)
    if p.family and ctx.roles.team(p.role) is not Team.MAFIA:
        return classic_word(Role.MAFIA, p.family)
    return classic_word(p.role, p.family)


def team_word(p: Player) -> str:
    return p.team.value


# --------------------------------------------------------------------- deaths

def on_death(ctx: Context, p: Player) -> None:
    """A death's classic consequences: a recruitment right, the Don's or killer's title
    left empty, an open offer to the dead lapsing (C8.2.1, C8.2.4, C8.5.1, C8.6.8)."""
    c = ctx.state.classic
    family = c.families.get(p.family)
    if family is not None:
        if ctx.options.recruitment:
            family.recruit_rights += 1
        if family.don == p.name:
            family.don = None
        if family.killer == p.name:
            family.killer = None
    for fam in c.families.values():
        if fam.offer is not None and fam.offer[0] == p.name:
            lapse_offer(ctx, fam)


def remove(ctx: Context, names: list[str], cause: DeathCause, *, reveal: bool) -> None:
    """Inactivity removal or the host's removal (C3): a waiting reserve takes the seat
    when ``reserves_inherit_role`` is on, otherwise it is a death (revealed as
    ``autokill_reveal`` says when ``reveal``) and a reserve enters as a civilian."""
    s = ctx.state
    c = s.classic
    inherit = ctx.options.reserves_inherit_role
    dying = []
    for name in names:
        if inherit and c.reserves:
            _seat_reserve(ctx, s.players[name], c.reserves.pop(0), cause)
        else:
            dying.append(name)
    if not dying:
        return
    ctx.kill([(name, cause, None) for name in dying])
    mode = ctx.options.autokill_reveal
    for name in dying:
        ctx.public("removed", name=name)
        if reveal and mode is not AutokillReveal.NONE:
            ctx.reveal(name, mode is AutokillReveal.TEAM)
    for name in dying:
        if c.reserves:
            _enter_as_civilian(ctx, c.reserves.pop(0), name)


def _seat_reserve(ctx: Context, gone: Player, reserve: str, cause: DeathCause) -> None:
    """The reserve takes the removed player's seat: role, team, family, items and
    counters; the removal is not a death for any rule (C3.3)."""
    s = ctx.state
    heir = Player(reserve, gone.seat, gone.role, gone.team)
    heir.family, heir.vest, heir.knocked_day = gone.family, gone.vest, gone.knocked_day
    heir.chatted_on, heir.voted_on = gone.chatted_on, gone.voted_on
    heir.memory = gone.memory.copy()
    heir.known_roles = dict(gone.known_roles)
    heir.channel_from = len(s.family_log(gone.family))
    gone.alive = False
    gone.role_at_death = shown_role(ctx, gone)
    gone.death = Death(cause, s.now, None, ctx.in_night_resolution)
    gone.replaced_by = reserve
    gone.nomination = gone.vote = None
    # the reserve sits where the removed player sat
    order = list(s.players.items())
    index = next(i for i, (n, _) in enumerate(order) if n == gone.name)
    order.insert(index + 1, (reserve, heir))
    s.players.clear()
    s.players.update(order)
    c = s.classic
    family = c.families.get(gone.family)
    if family is not None:
        if family.don == gone.name:
            family.don = reserve
        if family.killer == gone.name:
            family.killer = reserve
        if family.offer is not None and family.offer[1] == gone.name:
            family.offer = (family.offer[0], reserve)
        for p in members(ctx, gone.family):
            if gone.name in p.known_roles:
                p.known_roles[reserve] = p.known_roles.pop(gone.name)
    for fam in c.families.values():
        if fam.offer is not None and fam.offer[0] == gone.name:
            lapse_offer(ctx, fam)
    ctx.tell(gone.name, "you_were_replaced", by=reserve)
    if cause is DeathCause.INACTIVE:
        ctx.public("replaced", name=gone.name, by=reserve)
    else:
        ctx.public("replaced_by_host", name=gone.name, by=reserve)
    ctx.tell(reserve, "reserve_seated", name=gone.name, role=ctx.roles.title(heir.role))
    if heir.family:
        team = members(ctx, heir.family)
        ctx.tell(reserve, "family_card", names=[m.name for m in team])
        tell_family(ctx, heir.family, "family_reserve", name=gone.name, by=reserve)
    if heir.vest:
        ctx.tell(reserve, "vest_dealt")


def _enter_as_civilian(ctx: Context, reserve: str, gone: str) -> None:
    """reserves_inherit_role = false: the reserve joins the town as a civilian (C3.3)."""
    s = ctx.state
    seat = max(p.seat for p in s.players.values()) + 1
    s.players[reserve] = Player(reserve, seat, Role.CIVILIAN, Team.TOWN)
    ctx.public("reserve_enters", name=reserve, replaces=gone)
    ctx.tell(reserve, "role_card", role=ctx.roles.title(Role.CIVILIAN))


# --------------------------------------------------------------------- recruitment

def lapse_offer(ctx: Context, family: Family, *, declined: bool = False) -> None:
    invitee, _ = family.offer
    family.offer = None
    family.recruit_rights = max(0, family.recruit_rights - 1)
    if not declined and ctx.state.players[invitee].alive:
        ctx.tell(invitee, "offer_lapsed")
    ctx.tell_mafia("offer_declined", family=family.number, name=invitee)


def _require_recruitment(ctx: Context, actor: Player) -> Family:
    if not ctx.options.recruitment:
        raise Refusal("recruitment_off")
    family = ctx.state.classic.families.get(actor.family)
    if family is None or actor.replaced_by is not None:
        raise Refusal("no_such_action", action="recruit")
    return family


def _recruit(ctx: Context, actor: Player, act: Act) -> Plan:
    family = _require_recruitment(ctx, actor)
    if family.recruit_rights < 1:
        raise Refusal("no_recruit_right")
    if family.offer is not None:
        raise Refusal("offer_pending", name=family.offer[0])
    target = ctx.living_target(actor, act.target)
    if target.family == actor.family:
        raise Refusal("own_family", target=target.name)
    # a rival family's offer to the same player is its secret: no refusal may show it

    def commit() -> None:
        family.offer = (target.name, actor.name)
        family.offer_made = ctx.state.commands_applied
        ctx.tell(target.name, "recruit_offer", by=actor.name)
        ctx.tell_mafia("offer_sent", family=family.number, by=actor.name, target=target.name)
    return commit


def _offer_to(ctx: Context, actor: Player) -> Family:
    """The offer an answer is for: with offers from both families, the earlier one (the
    invitee was told both, with their senders; he answers them in order)."""
    offers = [f for f in ctx.state.classic.families.values()
              if f.offer is not None and f.offer[0] == actor.name]
    if not offers:
        raise Refusal("no_offer")
    return min(offers, key=lambda f: f.offer_made)


def _accept(ctx: Context, actor: Player, act: Act) -> Plan:
    family = _offer_to(ctx, actor)

    def commit() -> None:
        s = ctx.state
        family.offer = None
        if not ctx.legacy:  # one offer for each death: an accepted one uses it up (C8.2.1)
            family.recruit_rights = max(0, family.recruit_rights - 1)
        old = s.classic.families.get(actor.family)
        if old is not None:  # a rival mafioso changes family (C8.2.6)
            if old.don == actor.name:
                old.don = None
            if old.killer == actor.name:
                old.killer = None
            for p in members(ctx, old.number):
                p.known_roles.pop(actor.name, None)
            actor.known_roles.clear()
        if ctx.options.recruit_loses_role and actor.role is not Role.MAFIA:
            actor.role = Role.MAFIA
        actor.family, actor.team = family.number, Team.MAFIA
        actor.channel_from = len(s.family_log(family.number))
        if s.phase is Phase.NIGHT:
            actor.joined_night = s.game_day
        team = members(ctx, family.number)
        for p in team:
            if p is not actor:
                p.known_roles[actor.name] = classic_word(actor.role, actor.family)
                actor.known_roles[p.name] = classic_word(p.role, p.family)
        ctx.tell_mafia("offer_accepted", family=family.number, name=actor.name)
        ctx.tell(actor.name, "joined_family", names=[m.name for m in team])
        ctx.check_victory()
    return commit


def _decline(ctx: Context, actor: Player, act: Act) -> Plan:
    family = _offer_to(ctx, actor)

    def commit() -> None:
        lapse_offer(ctx, family, declined=True)
    return commit


def lapse_open_offers(ctx: Context) -> None:
    """At a night's resolution every unanswered offer lapses as declined (C8.2.4)."""
    for family in ctx.state.classic.families.values():
        if family.offer is not None:
            lapse_offer(ctx, family)


# --------------------------------------------------------------------- concession

def _concede(ctx: Context, actor: Player, act: Act) -> Plan:
    if not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    if actor.memory.conceded:
        raise Refusal("already_conceded")

    def commit() -> None:
        actor.memory.conceded = True
        ctx.tell_mafia("conceded", family=actor.family, by=actor.name)
        ctx.check_victory()
    return commit


def _elect(ctx: Context, actor: Player, act: Act) -> Plan:
    if not actor.family:
        raise Refusal("no_such_action", action=act.action.value)
    if not needs_don(ctx.options):
        raise Refusal("no_election")
    target = ctx.living_target(actor, act.target, self_ok=True)
    if target.family != actor.family:
        raise Refusal("not_mafioso", target=target.name)

    def commit() -> None:
        actor.memory.boss_vote = target.name
        ctx.tell_mafia("boss_vote", family=actor.family, by=actor.name, target=target.name)
    return commit


DAY_ACTIONS = {
    Action.RECRUIT: _recruit,
    Action.ACCEPT: _accept,
    Action.DECLINE: _decline,
    Action.CONCEDE: _concede,
    Action.ELECT_BOSS: _elect,
}


# --------------------------------------------------------------------- victory

def _shooting_town(ctx: Context, family: int) -> bool:
    """A living player outside ``family`` whose role's own kill has uses left (the
    executioner with a shot, C9): the family cannot count on its majority yet."""
    for p in ctx.state.living():
        spec = own_declaration(ctx.roles, ctx.options, p.role, Action.SHOOT)
        if p.family == family or spec is None:
            continue
        limit = uses_limit(ctx.options, spec)
        if limit is None or p.memory.uses(Action.SHOOT) < limit:
            return True
    return False


def winner(ctx: Context) -> str | None:
    """C9.2–C9.6, the first that holds; None while the game goes on."""
    living = ctx.state.living()
    if not living:
        return "nobody"
    maniacs = [p for p in living if p.team is Team.MANIAC]
    mafiosi = [p for p in living if p.family]
    if len(living) == 1 and maniacs:
        return Team.MANIAC.value
    if not maniacs and mafiosi and all(p.memory.conceded for p in mafiosi):
        return Team.TOWN.value
    if not mafiosi and not maniacs:
        return Team.TOWN.value
    strict = ctx.options.tie_rule is TieRule.RANDOM
    for number in (1, 2):
        team = [p for p in mafiosi if p.family == number]
        others = len(living) - len(team)
        if (not team or len(team) != len(mafiosi) or maniacs
                or _shooting_town(ctx, number)):
            continue
        if len(team) > others or (len(team) == others and not strict):
            return Team.MAFIA.value if number == 1 else "mafia2"
    return None
