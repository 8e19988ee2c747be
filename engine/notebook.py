"""The Notebook (RULES.md §3): writing names, the eyes, lending, giving away, destroying,
delayed deaths, and where the notebook goes when its holder dies (§3.6).

Owns every rule about the notebook and its entries. Imports engine vocabulary only; the
game comes in as a ``Context`` (engine.context).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clock import at, format_time, time_of_day
from engine.commands import Act, Action, Plan
from engine.errors import Refusal
from engine.memory import OwnLoan
from engine.messages import TEXT_LIMIT
from engine.options import WriteDuty
from engine.roles import Team
from engine.split_check import TargetedCheck, others
from engine.state import DeathCause, Entry, Loan, Player

if TYPE_CHECKING:
    from engine.context import Context


def _require_holder(ctx: Context, actor: Player) -> None:
    # one refusal for everybody who does not hold it: an owner must not learn from a
    # different reason that his notebook was destroyed (RULES.md §3.4)
    if ctx.state.notebook.holder != actor.name:
        raise Refusal("not_holder")


def lending_until(ctx: Context, actor: Player) -> int | None:
    """The end of this player's own loan while it runs, as he knows it."""
    lent = actor.memory.lent_out
    return lent.until if lent is not None and ctx.state.now < lent.until else None


def _require_owner_holding(ctx: Context, actor: Player) -> None:
    book = ctx.state.notebook
    if lending_until(ctx, actor) is not None:
        # also when the borrower destroyed it: the lender must not learn that early
        raise Refusal("already_lent")
    if book.destroyed or book.owner != actor.name:
        if book.loan is not None and book.loan.active and book.loan.borrower == actor.name:
            raise Refusal("borrower_cannot")
        raise Refusal("not_owner")
    if book.loan is not None:
        raise Refusal("already_lent")


def has_eyes(ctx: Context, name: str) -> bool:
    return name in ctx.state.notebook.eyes


def become_owner(ctx: Context, name: str) -> None:
    """Make ``name`` the owner (he is told, never by whom); eyes + owner joins Kira."""
    book = ctx.state.notebook
    book.owner = name
    book.loan = None
    book.awaiting_heir = False
    if name not in book.ever_owned:
        book.ever_owned.append(name)
    book.history.append((ctx.state.now, "owner", name))
    ctx.tell(name, "notebook_owner")
    if has_eyes(ctx, name):
        join_kira(ctx, name)


def join_kira(ctx: Context, name: str) -> None:
    s = ctx.state
    p = s.players[name]
    if p.team is Team.KIRA:
        return
    p.team = Team.KIRA
    p.memory.l_actions_lost = True
    ctx.tell(name, "joined_kira")


# --------------------------------------------------------------------- actions

def _write_gate(ctx: Context, actor: Player, act: Act) -> None:
    _require_holder(ctx, actor)


def _closed_window_open(ctx: Context) -> bool:
    start, end = ctx.options.closed_write_window
    return start <= time_of_day(ctx.state.now) < end and ctx.is_night_time()


def _write_accepts(ctx: Context, actor: Player, living: list[str]) -> list[str]:
    """``_write_at`` for a list (the views' trial entry: no time, no circumstances)."""
    s = ctx.state
    if s.notebook.names_per_day.get(s.game_day, 0) >= 1:
        return []
    if has_eyes(ctx, actor.name):
        return [name for name in living if name != actor.name]
    if not _closed_window_open(ctx):
        return []
    return [name for name in living if name != actor.name and name in s.candidates]


def _write_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    book = s.notebook
    eyes = has_eyes(ctx, actor.name)
    if eyes:
        target = ctx.living_target(actor, act.target)
    else:
        # closed form: the nominee list frozen at nominations close, which may hold a
        # player executed since; such an entry is accepted and has no effect (§3.1)
        target = ctx.player(act.target)
        if target.name == actor.name:
            raise Refusal("self_target")
        if not target.alive and target.name not in s.candidates:
            raise Refusal("target_dead", target=target.name)
    if book.names_per_day.get(s.game_day, 0) >= 1:
        raise Refusal("one_name_per_day")
    if not eyes:
        if not _closed_window_open(ctx):
            from engine.clock import format_hhmm

            start, end = ctx.options.closed_write_window
            raise Refusal("closed_form_window", start=format_hhmm(start), end=format_hhmm(end))
        if target.name not in s.candidates:
            raise Refusal("not_nominee")
    if act.death_at is not None and act.death_at < s.now:
        raise Refusal("time_in_past", time=format_time(act.death_at))
    circumstances = (act.circumstances or "").strip() or None
    if circumstances is not None and len(circumstances.encode("utf-8")) > TEXT_LIMIT:
        raise Refusal("text_too_long", limit=TEXT_LIMIT)
    void = (book.loan is not None and book.loan.active and book.loan.borrower == actor.name
            and target.name == book.owner)

    def commit() -> None:
        entry = Entry(actor.name, target.name, s.now, act.death_at, circumstances,
                      bool(act.light_corpse), not eyes, void)
        book.entries.append(entry)
        book.names_per_day[s.game_day] = book.names_per_day.get(s.game_day, 0) + 1
        if actor.name not in book.writers:
            book.writers.append(actor.name)
        ctx.tell(actor.name, "entry_written", target=target.name)
        ctx.mark_night_done(actor.name)
        due_now = entry.death_at is None and eyes or entry.death_at == s.now
        if due_now and not ctx.is_night_time():
            _fire_entries(ctx, [entry])
    return commit


def _eyes(ctx: Context, actor: Player, act: Act) -> Plan:
    book = ctx.state.notebook
    _require_holder(ctx, actor)
    if has_eyes(ctx, actor.name):
        raise Refusal("already_eyes")

    def commit() -> None:
        book.eyes.append(actor.name)
        book.history.append((ctx.state.now, "eyes", actor.name))
        ctx.tell(actor.name, "eyes_taken")
        ctx.mark_night_done(actor.name)
        if book.owner == actor.name:
            join_kira(ctx, actor.name)
    return commit


def _lend_gate(ctx: Context, actor: Player, act: Act) -> None:
    _require_owner_holding(ctx, actor)
    if ctx.is_night_time():
        raise Refusal("not_at_night")


def _lend_at(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    borrower = ctx.living_target(actor, act.to)
    start = s.now
    if act.start is not None:
        if not ctx.options.lend_start_time:
            raise Refusal("lend_start_off")
        if act.start < s.now:
            raise Refusal("time_in_past", time=format_time(act.start))
        if ctx.is_night_time(act.start):
            raise Refusal("not_at_night")
        start = act.start
    if act.until is None:
        raise Refusal("bad_field", field="until")
    if act.until <= start:
        raise Refusal("lend_end_before_start")

    def commit() -> None:
        active = start == s.now
        s.notebook.loan = Loan(borrower.name, start, act.until, active)
        if active:
            s.notebook.history.append((s.now, "lent", borrower.name))
        actor.memory.lent_out = OwnLoan(borrower.name, start, act.until)
        if active:
            ctx.tell(borrower.name, "notebook_lent")
            ctx.tell(actor.name, "lent_out", to=borrower.name, until=format_time(act.until))
        else:
            ctx.tell(actor.name, "lend_scheduled", to=borrower.name, start=format_time(start),
                      until=format_time(act.until))
    return commit


def _give_away(ctx: Context, actor: Player, act: Act) -> Plan:
    s = ctx.state
    _require_owner_holding(ctx, actor)
    if ctx.is_night_time():
        raise Refusal("not_at_night")
    others = [p.name for p in s.living() if p.name != actor.name]
    if not others:
        raise Refusal("no_recipient")

    def commit() -> None:
        heir = s.rng.choice(others)
        ctx.tell(actor.name, "gave_away")
        become_owner(ctx, heir)
    return commit


def _destroy(ctx: Context, actor: Player, act: Act) -> Plan:
    book = ctx.state.notebook
    _require_holder(ctx, actor)
    if actor.name == book.original_owner:
        raise Refusal("cannot_destroy_original")
    if actor.name in book.writers:
        raise Refusal("cannot_destroy_writer")

    def commit() -> None:
        book.destroyed = True
        book.history.append((ctx.state.now, "destroyed", actor.name))
        book.loan = None
        book.awaiting_heir = False
        if ctx.options.destroy_cancels_pending:
            for entry in book.entries:
                entry.done = True
        ctx.tell(actor.name, "destroyed")
        ctx.mark_night_done(actor.name)
    return commit


ACTIONS = {
    Action.WRITE: TargetedCheck(_write_gate, _write_at, _write_accepts),
    Action.EYES: _eyes,
    # the views' trial loan (from now, for an hour) is refused only for oneself
    Action.LEND: TargetedCheck(_lend_gate, _lend_at, others),
    Action.GIVE_AWAY: _give_away,
    Action.DESTROY: _destroy,
}


# --------------------------------------------------------------------- deaths by entries

def _entry_effective(ctx: Context, entry: Entry) -> bool:
    target = ctx.state.players[entry.target]
    return not entry.void and target.alive


def _fire_entries(ctx: Context, entries: list[Entry]) -> None:
    """Day-time deaths from the notebook, all at this moment and simultaneous: announced
    at once without cause or killer; the victory check comes after all of them."""
    effective: dict[str, Entry] = {}
    for entry in entries:
        entry.done = True
        if _entry_effective(ctx, entry):
            effective.setdefault(entry.target, entry)
    if not effective:
        return
    ctx.kill([(e.target, DeathCause.NOTEBOOK, e.circumstances) for e in effective.values()])
    for entry in effective.values():
        if entry.circumstances:
            ctx.public("died_of", name=entry.target, circumstances=entry.circumstances)
        else:
            ctx.public("died", name=entry.target)
        if entry.light_corpse:
            ctx.reveal(entry.target)
    ctx.check_victory()


def fire_day_deaths(ctx: Context, moment: int) -> None:
    due = [e for e in ctx.state.notebook.entries if not e.done and e.death_at == moment]
    _fire_entries(ctx, due)


def night_entries(ctx: Context, step: int) -> list[Entry]:
    """Entries due in this night's resolution: step 1 (closed form, no time) or step 2."""
    due = []
    for entry in ctx.state.notebook.entries:
        if entry.done:
            continue
        if entry.death_at is None:
            is_step1 = entry.closed_form
            if (step == 1) == is_step1:
                due.append(entry)
        elif step == 2 and entry.death_at < ctx.state.now:
            due.append(entry)
    return due


def fire_loan_events(ctx: Context, moment: int) -> None:
    s = ctx.state
    book = s.notebook
    loan = book.loan
    if loan is None or book.destroyed:
        return
    if not loan.active and loan.start == moment:
        if s.players[loan.borrower].alive and s.players[book.owner].alive:
            loan.active = True
            book.history.append((moment, "lent", loan.borrower))
            ctx.tell(loan.borrower, "notebook_lent")
        else:
            book.loan = None
            s.players[book.owner].memory.lent_out = None
    elif loan.active and loan.until == moment:
        book.loan = None
        s.players[book.owner].memory.lent_out = None
        book.history.append((moment, "returned", book.owner))
        ctx.tell(loan.borrower, "notebook_taken_back")
        ctx.tell(book.owner, "notebook_returned")


# --------------------------------------------------------------------- the daily duty

def could_write(ctx: Context, holder: str, start: int, end: int) -> bool:
    """Whether ``holder``, holding the notebook from ``start`` to ``end`` (game-clock
    minutes of the current game day, the ends included), had a moment at which he was
    allowed to write a name (RULES.md §3.1): with the eyes any moment; in the closed form
    a moment inside the closed-write window with a nominee he may write."""
    if has_eyes(ctx, holder):
        return True
    s = ctx.state
    window_start, window_end = ctx.options.closed_write_window
    opens, closes = at(s.game_day, window_start), at(s.game_day, window_end)
    if not (start < closes and end >= opens):
        return False
    # the write command's own test: a nominee of the frozen list other than himself
    return any(name != holder for name in s.candidates)


def note_duty(ctx: Context, start: int, end: int) -> None:
    """The holder held the notebook from ``start`` to ``end``: remember him for the
    game day's duty when he could have written in that time."""
    s = ctx.state
    book = s.notebook
    holder = book.holder
    if (holder is None or ctx.options.daily_write_duty is WriteDuty.OFF
            or holder in s.duty_liable or not s.players[holder].alive):
        return
    if could_write(ctx, holder, start, end):
        s.duty_liable.append(holder)


def remind_writer(ctx: Context) -> None:
    """When a day begins and after its vote: the holder is reminded of the duty while no
    name is written in the notebook this game day."""
    s = ctx.state
    book = s.notebook
    holder = book.holder
    if (ctx.options.daily_write_duty is not WriteDuty.OFF and holder is not None
            and s.players[holder].alive and not book.names_per_day.get(s.game_day)):
        ctx.tell(holder, "write_reminder")


def neglected_duty(ctx: Context) -> list[str]:
    """At the end of a game day: the living players who let it pass without a name —
    each held the notebook at a moment he could write, and no name at all was written in
    it that game day (RULES.md §3.1). In seat order."""
    s = ctx.state
    if s.notebook.names_per_day.get(s.game_day):
        return []
    return [p.name for p in s.players.values() if p.alive and p.name in s.duty_liable]


# --------------------------------------------------------------------- the holder dies

def on_death(ctx: Context, name: str, cause: DeathCause, l_killer: str | None) -> None:
    """RULES.md §3.6: the first row that matches decides where the notebook goes."""
    s = ctx.state
    book = s.notebook
    if book.destroyed or book.owner is None:
        return
    loan = book.loan
    if loan is not None and loan.borrower == name:
        book.loan = None
        s.players[book.owner].memory.lent_out = None
        if loan.active:
            book.history.append((s.now, "returned", book.owner))
        if loan.active and s.players[book.owner].alive:
            ctx.tell(book.owner, "notebook_returned")
        return
    if name != book.owner:
        return
    if loan is not None and loan.active:
        become_owner(ctx, loan.borrower)
        return
    book.loan = None  # a loan that had not started yet is off
    book.owner = None
    book.awaiting_heir = True
    if cause is DeathCause.L_SHOT and l_killer is not None:
        book.heir_kind = "l:" + l_killer
    elif cause is DeathCause.MAFIA:
        book.heir_kind = "mafia"
    else:
        book.heir_kind = "random"


def pass_to_heir(ctx: Context) -> None:
    """Step 3 of the night: the notebook reaches whoever §3.6 names."""
    s = ctx.state
    book = s.notebook
    if not book.awaiting_heir or book.destroyed:
        return
    kind = book.heir_kind
    heir = None
    if kind.startswith("l:"):
        l_name = kind[2:]
        if s.players[l_name].alive:
            heir = l_name
    elif kind == "mafia":
        mafiosi = [p.name for p in ctx.mafiosi()]
        if mafiosi:
            heir = s.rng.choice(mafiosi)
    if heir is None:
        living = s.living_names()
        if not living:
            return
        # a living player who never held it, as owner or as borrower (version 1 of the
        # rules read "never owned")
        held = book.ever_owned if ctx.legacy else book.ever_held()
        fresh = [n for n in living if n not in held]
        heir = s.rng.choice(fresh or living)
    become_owner(ctx, heir)
