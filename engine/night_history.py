"""The moderator's record of past nights (issue 33): for each resolved night, who did what
(every order that stood when the night ended, who only confirmed he slept, who did
nothing) and what resolved how (deaths and their causes, failed kills and why, saves,
blocks, answers, acts that could not resolve). Only the god view carries it: never a
seat, never the projector.

Owns ``Note`` and ``KillFailure`` (the codes of a night's outcome lines), ``begin`` and
``finish`` (``engine.game`` opens and closes a night's record around the preset's
resolution), ``act_lost`` (an order that could not resolve: noted, and its actor told
privately) and the god view's parts (``history_part``, ``submitted_part``). The rule
modules note what happens through ``Context.night_note``. Imports engine vocabulary only.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any

from engine.clock import format_time
from engine.state import NightNote, NightRecord, Phase

if TYPE_CHECKING:
    from engine.context import Context


class Note(StrEnum):
    """What a night's resolution did (a line of its outcome; params in brackets)."""

    DIED = "died"  # name, cause (a DeathCause value)
    KILL_FAILED = "kill_failed"  # family (0: the Death Note's mafia), target (or None), why
    SAVED = "saved"  # by, target: the save stopped a kill
    PROTECTED = "protected"  # target: the peacemaker's protection stopped an attack
    BLOCKED = "blocked"  # by, target: the peacemaker's block
    KNOCKED_OUT = "knocked_out"  # by, target
    ANSWER = "answer"  # by, target, answer: a check's or a search's answer
    LOST = "lost"  # by, do, target, why ("dead" | "blocked" | "knocked_out")
    VEST_USED = "vest_used"  # name
    SURVIVED = "survived"  # name, do ("strike" | "don_strike"): a strike that missed


class KillFailure(StrEnum):
    """Why a mafia's kill failed (the newspaper never says; the moderator's record does)."""

    DISAGREEMENT = "disagreement"  # the awake mafiosi did not all name one target (C6.2)
    DECIDER_ABSENT = "decider_absent"  # the killer or the Don sent no shot or was not awake
    NOBODY_AWAKE = "nobody_awake"
    SAVED = "saved"  # the doctor (classic) or Near
    PROTECTED = "protected"  # the peacemaker
    VEST = "vest"


def begin(ctx: Context) -> None:
    """A night's resolution starts: record the orders that stand and who only slept."""
    s = ctx.state
    acts = ctx.preset.tonight_orders(ctx)
    acting = {a["by"] for a in acts}
    s.night_history.append(NightRecord(
        day=s.game_day, acts=acts,
        slept=[name for name in s.night.done if name not in acting],
        alive_before=s.living_names()))


def finish(ctx: Context) -> None:
    """The resolution is over: its deaths, in seat order (the order of the steps is in
    the lines before them)."""
    s = ctx.state
    record = s.night_history[-1]
    for name in record.alive_before:
        p = s.players[name]
        if not p.alive and p.death is not None:
            record.outcome.append(NightNote(Note.DIED.value, {"name": name,
                                                        "cause": p.death.cause.value}))
    record.resolved_at = s.now


def act_lost(ctx: Context, by: str, do: str, target: str | None, why: str) -> None:
    """An order that could not resolve: in the record; its actor is told privately when
    he died before it (a blocked or knocked-out actor has his own message)."""
    ctx.night_note(Note.LOST, by=by, do=do, target=target, why=why)
    if why == "dead":
        ctx.tell(by, "night_act_lost", target=target or "-")


def history_part(ctx: Context) -> list[dict[str, Any]]:
    """The god view's ``night_history``: every resolved night, oldest first."""
    return [{"day": r.day, "resolved_at": format_time(r.resolved_at),
             "acts": [dict(a) for a in r.acts], "slept": list(r.slept),
             "silent": _silent(r),
             "outcome": [{"code": n.code, "params": dict(n.params)} for n in r.outcome]}
            for r in ctx.state.night_history if r.resolved_at is not None]


def _silent(record: NightRecord) -> list[str]:
    """Who was alive when the resolution began and neither acted nor confirmed he slept."""
    acted = {a["by"] for a in record.acts} | set(record.slept)
    return [name for name in record.alive_before if name not in acted]


def submitted_part(ctx: Context) -> dict[str, list[str]] | None:
    """The god view's ``night_submitted`` at night: who has acted (or confirmed he
    sleeps) and who has not yet, by name; None by day."""
    s = ctx.state
    if s.phase is not Phase.NIGHT:
        return None
    done = set(s.night.done)
    living = s.living_names()
    return {"done": [n for n in living if n in done],
            "waiting": [n for n in living if n not in done]}
