"""A classic role card's sentences, chosen by the table's rules (issue 33): the card says
only what this table's options and its public composition make true — the Don strike and
"the Don decides" only where they are on, the doctor's self-save as the option says, the
executioner's shots as many as he has, a vest, a lawyer strike, a peacemaker, a maniac
only where they are in play.

Owns ``CardLine`` codes and ``card_lines``: a list of (code, count) the windows translate
(desktop/texts.py ``_CARD_LINES``, the web page through the same table); the choice of
sentences is made here once, for the desktop and the phone alike. A count fills a
sentence's "%1" (a number of shots, strikes, nights or vests). Imports engine vocabulary
only.
"""

from __future__ import annotations

from engine.options import (
    DonMissSanction,
    KillerChoice,
    LawyerPenalty,
    MafiaKill,
    Options,
    WitnessSees,
)
from engine.roles import CLASSIC_DEAL_WORDS, Role

CardLine = tuple[str, int | None]

# the deal words of a mafia family, and the Dons' (the role files', engine.roles)
_FAMILY_ROLES = {word for word, (_, family) in CLASSIC_DEAL_WORDS.items() if family}
_DONS = {word for word, (role, _) in CLASSIC_DEAL_WORDS.items() if role is Role.DON}


def card_lines(role: str, options: Options, in_play: set[str]) -> list[CardLine]:
    """The sentences of the card of ``role`` (a deal word: "doctor", "don2" …) at a
    classic table with ``options``, whose public composition deals ``in_play``."""
    o = options
    if role in _FAMILY_ROLES:
        return _family(role, o, in_play)
    town_win: CardLine = ("town_win_maniac", None) if "maniac" in in_play else ("town_win",
                                                                                  None)
    lines: list[CardLine] = []
    if role == "civilian":
        lines.append(("civilian", None))
    elif role == "doctor":
        lines.append(("doctor_save", None))
        lines.append(("doctor_self" if o.doctor_self_save else "doctor_no_self", None))
        if "executioner" in in_play:
            lines.append(("doctor_not_executioner", None))
        if o.lawyer_strike:
            lines.append(("doctor_not_lawyer", None))
        if o.don_strike and in_play & _DONS:
            lines.append(("doctor_not_don", None))
        lines.append(("doctor_named" if o.announce_saves else "doctor_unnamed", None))
    elif role == "commissar":
        lines.append(("commissar", None))
    elif role == "peacemaker":
        lines.append(("peacemaker", None))
        if o.lawyer_strike:
            lines.append(("peacemaker_not_lawyer", None))
    elif role == "executioner":
        lines.append(("executioner", None))
        lines.append(("executioner_unlimited", None) if o.executioner_shots is None
                     else ("executioner_shots", o.executioner_shots))
        lines.append(("executioner_peacemaker" if "peacemaker" in in_play
                      else "executioner_unstoppable", None))
    elif role == "witness":
        lines.append(("witness_team" if o.witness_sees is WitnessSees.TEAM
                      else "witness_names", None))
        if o.lawyer_strike:
            lines.append(("witness_not_lawyer", None))
    elif role == "maniac":
        lines.append(("maniac", None))
        if "doctor" in in_play:
            lines.append(("maniac_doctor", None))
        if "peacemaker" in in_play:
            lines.append(("maniac_peacemaker", None))
        return [*lines, ("maniac_win", None)]
    else:
        return []
    return [*lines, town_win]


def _family(role: str, o: Options, in_play: set[str]) -> list[CardLine]:
    don = role in _DONS
    lines: list[CardLine] = [("don_head" if don else "family", None)]
    if role == "thug":
        lines.append(("thug", None))
        if o.two_mafias:
            lines.append(("thug_first_family", None))
    lines += _kill(o, don, in_play)
    if don and o.don_strike:
        lines.append(("don_strike", None))
        if o.don_strike_uses is not None:
            lines.append(("don_strike_uses", o.don_strike_uses))
        if "peacemaker" in in_play:
            lines.append(("don_strike_peacemaker", None))
            sanction = o.don_miss_sanction
            if sanction is DonMissSanction.NAME:
                lines.append(("don_miss_name", None))
            elif sanction is DonMissSanction.NAME_THEN_DEATH:
                lines.append(("don_miss_name_then_death", None))
    if o.bulletproof_vests:
        lines.append(("vests", o.bulletproof_vests))
    if o.lawyer_strike:
        lines.append(("lawyer", None))
        if o.mafia_kill is MafiaKill.KILLER:
            lines.append(("lawyer_by_killer", None))
        if o.lawyer_strike_uses is not None:
            lines.append(("lawyer_uses", o.lawyer_strike_uses))
        if o.lawyer_penalty is LawyerPenalty.INSTANT:
            lines.append(("lawyer_instant", None))
        elif o.lawyer_penalty is LawyerPenalty.SECOND_MISS:
            lines.append(("lawyer_second_miss", None))
    if o.recruitment:
        lines.append(("recruit", None))
        lines.append(("recruit_loses_role" if o.recruit_loses_role else "recruit_keeps_role",
                      None))
    if o.two_mafias:
        lines.append(("rival_family", None))
    lines.append(("family_win_alone" if o.two_mafias else "mafia_win", None))
    return lines


def _kill(o: Options, don: bool, in_play: set[str]) -> list[CardLine]:
    """The family's night kill as this table makes it (C6.2–C6.4)."""
    if o.mafia_kill is MafiaKill.KILLER:
        lines: list[CardLine] = [("kill_killer", None) if o.killer_uses is None
                                 else ("kill_killer_limited", o.killer_uses)]
        lines.append(("killer_first_shot" if o.killer_choice is KillerChoice.FIRST_SHOT
                      else "killer_lot", None))
        return lines
    if o.mafia_kill is MafiaKill.DON and (don or in_play & _DONS):
        if o.don_decides_uses is None:
            return [("kill_don_self" if don else "kill_don", None)]
        return [("kill_don_self_limited" if don else "kill_don_limited", o.don_decides_uses)]
    return [("kill_unanimous", None)]
