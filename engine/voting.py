"""Nominations and the execution vote (RULES.md §4–§6): the day's public procedure.

Owns nominate / withdraw / vote / abstain, the nominee list and its freezing at
nominations close, the tally, ties, the execution and its reveal, and inactivity removal
(a preset's daily duty is reminded through ``ctx.preset.remind_duty``). Imports engine
vocabulary only; the game comes in as a ``Context``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import wins
from engine.clock import format_hhmm
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.options import RevealDetail, RevealTiming, TieRule
from engine.split_check import (
    DAY_ONLY,
    VOTE_OR_DAY,
    PhaseGates,
    TargetedCheck,
    require_phases,
)
from engine.state import (
    CountedVote,
    DeathCause,
    NightOrders,
    Phase,
    Player,
    VoteHow,
    VoteRecord,
)

if TYPE_CHECKING:
    from engine.context import Context


def nominee_list(ctx: Context) -> list[str]:
    """Current nominees in seat order (living players with at least one nomination)."""
    players = ctx.state.players
    nominated = {p.nomination for p in players.values() if p.alive and p.nomination}
    return [p.name for p in players.values() if p.alive and p.name in nominated]


def _nominate_gate(ctx: Context, actor: Player, act: Act) -> None:
    if not ctx.options.nominations:
        raise Refusal("nominations_off")
    require_phases(ctx, DAY_ONLY)


def _nominate_at(ctx: Context, actor: Player, act: Act) -> Plan:
    target = ctx.living_target(actor, act.target)
    if actor.nomination == target.name:
        raise Refusal("already_nominated", target=target.name)

    def commit() -> None:
        actor.nomination = target.name
        ctx.public("nominated", by=actor.name, target=target.name)
    return commit


def _nominate_accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    """``_nominate_at`` for a list."""
    return [name for name in living if name != actor.name and name != actor.nomination]


def _withdraw(ctx: Context, actor: Player, act: Act) -> Plan:
    if not ctx.options.nominations:
        raise Refusal("nominations_off")
    require_phases(ctx, DAY_ONLY)
    if actor.nomination is None:
        raise Refusal("not_nominated")

    def commit() -> None:
        target, actor.nomination = actor.nomination, None
        ctx.public("withdrew", by=actor.name, target=target)
    return commit


def _check_change_allowed(ctx: Context, actor: Player) -> bool:
    """True when this vote is a change of an earlier one; raises if no change is left."""
    if actor.vote is None and not actor.abstained:
        return False
    allowed = ctx.options.vote_changes
    if allowed is not None and actor.vote_changes >= allowed:
        raise Refusal("no_more_changes")
    return True


def vote_is_final(ctx: Context, actor: Player) -> bool:
    """True when a vote (or an abstention) this seat casts now could not be changed
    afterwards: the day's changes (option ``vote_changes``) would then be used up."""
    allowed = ctx.options.vote_changes
    if allowed is None:
        return False
    changing = actor.vote is not None or actor.abstained
    return actor.vote_changes + changing >= allowed


def _knocked_out(ctx: Context, p: Player) -> bool:
    return ctx.preset.knocked_out(ctx, p)


def _vote_gate(ctx: Context, actor: Player, act: Act) -> None:
    require_phases(ctx, VOTE_OR_DAY)
    if _knocked_out(ctx, actor):
        raise Refusal("knocked_out_vote")


def _vote_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    target = ctx.living_target(actor, act.target, self_ok=True)
    # the reasons that hold whatever the target come first: with nobody up for the vote,
    # or the day's changes used up, "X is not a candidate" names the wrong reason
    pool = _vote_pool(ctx)
    if not pool:
        raise Refusal("no_candidates")
    if actor.vote == target.name:
        raise Refusal("already_voted")
    changed = _check_change_allowed(ctx, actor)
    if target.name not in pool:
        raise Refusal("not_candidate", target=target.name)

    def commit() -> None:
        if changed:
            actor.vote_changes += 1
        actor.vote, actor.abstained = target.name, False
        actor.vote_in_advance = s.phase is Phase.DAY
        actor.voted_on = s.game_day
        if s.phase is Phase.VOTE:
            ctx.public("voted", by=actor.name, target=target.name)
        else:
            ctx.tell(actor.name, "advance_vote", target=target.name)
    return commit


def _vote_pool(ctx: Context) -> list[str]:
    """Whom a vote may name now: the candidates (or the runoff) in the vote, the
    nominees by day (everyone living without nominations)."""
    s = ctx.state
    if s.phase is Phase.VOTE:
        return s.runoff if s.runoff is not None else s.candidates
    if ctx.options.nominations:
        return nominee_list(ctx)
    return s.living_names()


def _vote_accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    """``_vote_at`` for a list."""
    pool = set(_vote_pool(ctx))
    targets = [name for name in living if name in pool and name != actor.vote]
    if targets:
        try:
            _check_change_allowed(ctx, actor)
        except Refusal:
            return []
    return targets


def _abstain(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    require_phases(ctx, VOTE_OR_DAY)
    if not ctx.options.abstain_allowed:
        raise Refusal("abstain_off")
    if actor.abstained:
        raise Refusal("already_voted")
    changed = _check_change_allowed(ctx, actor)

    def commit() -> None:
        if changed:
            actor.vote_changes += 1
        actor.vote, actor.abstained = None, True
        actor.vote_in_advance = False
        actor.voted_on = s.game_day
        if s.phase is Phase.VOTE:
            ctx.public("abstained", by=actor.name)
        else:
            ctx.tell(actor.name, "advance_abstain")
    return commit


ACTIONS = {
    Action.NOMINATE: TargetedCheck(_nominate_gate, _nominate_at, _nominate_accepts),
    Action.WITHDRAW: _withdraw,
    Action.VOTE: TargetedCheck(_vote_gate, _vote_at, _vote_accepts),
    Action.ABSTAIN: _abstain,
}
PHASES: PhaseGates = {Action.NOMINATE: DAY_ONLY, Action.WITHDRAW: DAY_ONLY,
                      Action.VOTE: VOTE_OR_DAY, Action.ABSTAIN: VOTE_OR_DAY}


# --------------------------------------------------------------------- the clock's side

def start_day(ctx: Context, day: int) -> None:
    s = ctx.state
    s.game_day = day
    s.phase = Phase.DAY
    s.candidates = []
    s.runoff = None
    s.night = NightOrders()
    s.no_boss_tonight = False
    for p in s.players.values():
        p.nomination = None
        p.vote = None
        p.abstained = False
        p.vote_changes = 0
        p.vote_in_advance = False
    s.duty_liable = []
    ctx.public("day_begins", day=day)
    ctx.preset.remind_duty(ctx)


def close_nominations(ctx: Context) -> None:
    """At nominations close: freeze the candidates, publish advance votes, open the vote."""
    s = ctx.state
    s.candidates = nominee_list(ctx) if ctx.options.nominations else s.living_names()
    s.phase = Phase.VOTE
    ctx.public("voting_opens", names=list(s.candidates))
    for p in s.players.values():
        if not p.alive:
            continue
        if p.vote is not None:
            if p.vote in s.candidates:
                ctx.public("voted", by=p.name, target=p.vote)
            else:
                ctx.tell(p.name, "prevote_dropped", target=p.vote)
                p.vote = None
                p.vote_in_advance = False
                p.voted_on = -1
        elif p.abstained:
            ctx.public("abstained", by=p.name)
    warn_inactive(ctx)


# how many votes a seat's vote counts for once he has revealed his role (the mayor's
# ``reveal``, engine.abilities.gates); each is listed in the count
REVEALED_VOTES = 2


def vote_weight(p: Player) -> int:
    return REVEALED_VOTES if p.memory.uses(Action.REVEAL) else 1


def _count(ctx: Context, pool: list[str], runoff: bool) -> VoteRecord:
    """The vote as it is counted (RULES.md §5): each counted vote with how it came about;
    a silent candidate's missed vote counts against himself."""
    s = ctx.state
    counts = {name: 0 for name in pool if s.players[name].alive}
    votes: list[CountedVote] = []
    missed: list[CountedVote] = []  # listed after the cast votes
    abstained: list[str] = []
    not_voted: list[str] = []
    for p in s.living():
        if p.vote is not None and p.vote in counts:
            how = VoteHow.ADVANCE if p.vote_in_advance else VoteHow.CAST
            for _ in range(vote_weight(p)):
                counts[p.vote] += 1
                votes.append(CountedVote(p.name, p.vote, how))
        elif p.abstained:
            abstained.append(p.name)
        elif (p.name in counts and ctx.options.skip_vote_counts_against_self
              and not _knocked_out(ctx, p)):
            counts[p.name] += 1
            missed.append(CountedVote(p.name, p.name, VoteHow.MISSED))
        else:
            not_voted.append(p.name)
    return VoteRecord(s.game_day, runoff, list(counts), votes + missed, abstained, not_voted,
                      counts, None, "no_votes")


def _publish_count(ctx: Context, record: VoteRecord) -> None:
    s = ctx.state
    s.vote_records.append(record)
    if not record.counts:  # no candidate: "Nobody is executed." says all there is
        return
    parts = []
    for name, n in sorted(record.counts.items(), key=lambda item: -item[1]):
        who = ["missed vote" if v.how is VoteHow.MISSED else v.by
               for v in record.voters(name)]
        parts.append(f"{name} {n}" + (f" ({', '.join(who)})" if who else ""))
    summary = "; ".join(parts)
    if record.abstained:
        summary += "; abstained: " + ", ".join(record.abstained)
    ctx.public("vote_counted", summary=summary, **record.to_plain())


def close_vote(ctx: Context) -> None:
    """At vote close (or the runoff's end): count, execute, reveal, remove the inactive."""
    s = ctx.state
    in_runoff = s.runoff is not None
    record = _count(ctx, s.runoff if in_runoff else s.candidates, in_runoff)
    counts = record.counts
    top = max(counts.values(), default=0)
    leaders = [name for name, n in counts.items() if n == top] if top > 0 else []
    executed = None
    record.outcome = "tie" if len(leaders) > 1 else "no_votes"
    if len(leaders) == 1:
        executed = leaders[0]
    elif len(leaders) > 1:
        rule = ctx.options.tie_rule
        if rule is TieRule.RANDOM:
            executed = s.rng.choice(leaders)
        elif rule is TieRule.RUNOFF and not in_runoff:
            record.outcome = "runoff"
            _publish_count(ctx, record)
            s.runoff = leaders
            for p in s.players.values():
                p.vote, p.abstained, p.vote_changes = None, False, 0
                p.vote_in_advance = False
            ctx.public("runoff_opens", names=list(leaders))
            return
    if executed is not None:
        record.executed, record.outcome = executed, "executed"
    _publish_count(ctx, record)
    s.runoff = None
    if executed is None:
        ctx.public("no_execution")
    else:
        ctx.kill([(executed, DeathCause.EXECUTED, None)])
        ctx.public("executed", name=executed)
        wins.on_executed(ctx, executed)
        timing = ctx.options.reveal_executed
        if timing is RevealTiming.AFTER_VOTE:
            ctx.reveal(executed, ctx.options.reveal_detail is RevealDetail.TEAM)
        elif timing is RevealTiming.AFTER_NIGHT:
            s.pending_reveals.append(executed)
        ctx.check_victory()
    if not ctx.over and ctx.options.autokill_inactive:
        _remove_inactive(ctx)
    if not ctx.over:
        ctx.preset.remind_duty(ctx)


# the inactivity removal's duties (RULES.md §6), in the order they are named
CHAT_DUTY, VOTE_DUTY = "chat", "vote"
# the first rules version that warns the idle when the vote opens (engine.options)
WARNING_RULES = 3


def missing_duties(ctx: Context, p: Player) -> list[str]:
    """What a living player still owes the inactivity removal this game day (RULES.md §6:
    the duties the table's rules hold him to): [] when removal is off, for a knocked-out
    player (C2.5), or when he has done all."""
    o, s = ctx.options, ctx.state
    if not o.autokill_inactive or not p.alive or _knocked_out(ctx, p):
        return []
    missing = []
    if o.inactive_chat_duty and p.chatted_on != s.game_day:
        missing.append(CHAT_DUTY)
    # nobody can be required to vote on a day with no candidate and no abstaining
    must_vote = o.inactive_vote_duty and (bool(s.candidates) or o.abstain_allowed)
    if must_vote and p.voted_on != s.game_day:
        missing.append(VOTE_DUTY)
    return missing


def inactive_due(ctx: Context) -> list[dict[str, object]]:
    """During the vote: whoever would be removed for inactivity if it closed now, with what
    he still owes, in seat order. Public: chat lines, votes (published when the vote
    opens) and knock-outs are all public by then; [] in any other phase."""
    s = ctx.state
    if s.phase is not Phase.VOTE or not ctx.options.autokill_inactive:
        return []
    due = []
    for p in s.living():
        missing = missing_duties(ctx, p)
        if missing:
            due.append({"name": p.name, "missing": missing})
    return due


def warn_inactive(ctx: Context) -> None:
    """When the vote opens: each living player who still owes a duty is told which, and
    until when (a game set up under an older reading had no warning)."""
    if ctx.rules < WARNING_RULES:
        return
    close = format_hhmm(ctx.options.vote_close)
    for entry in inactive_due(ctx):
        code = "inactive_warning_" + "_".join(entry["missing"])
        ctx.tell(entry["name"], code, time=close)


def _remove_inactive(ctx: Context) -> None:
    idle = [p.name for p in ctx.state.living() if missing_duties(ctx, p)]
    if not idle:
        return
    ctx.preset.remove(ctx, idle, DeathCause.INACTIVE, reveal=True)
    ctx.check_victory()
