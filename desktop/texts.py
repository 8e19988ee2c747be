"""Words of the game as the windows show them, in the current language: phases, roles,
teams, actions, causes of death, the winner, and the engine's events and refusals with
the parameters the engine leaves in English (yes/no answers, the newspaper's summary).

Owns the translatable vocabulary shared by every window (Qt context "texts"); windows
keep their own sentences. A text about one named player is worded by his gender when he
stated one (``gendered``: the same English source with the disambiguation "male" or
"female", which Qt falls back from to the neutral text) and without gender otherwise.
Reads views (plain dicts) only; never computes a rule. Must not import any window.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from desktop import glossary
from desktop.event_words import (
    REFUSAL_PARAMS,
    Param,
    Shape,
    applies,
    event_params,
    today_word,
)
from desktop.i18n import current_language, engine_text, refusal_text, setup_text
from engine.roles import role_texts

CONTEXT = "texts"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A string of this module's catalogue (marked with QT_TRANSLATE_NOOP) at run time."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


# name → his stated gender ("male", "female"; None or absent: not stated)
Genders = Mapping[str, "str | None"]


def gendered(gender: str | None, neutral: str, male: str, female: str) -> str:
    """One text in three wordings (each a literal ``translate`` call, so that lupdate sees
    the variants: the same source, disambiguation "male"/"female"): the one for
    ``gender``, the neutral one when it is not stated."""
    return {"male": male, "female": female}.get(gender or "", neutral)




def phase_name(phase: str | None) -> str:
    return {
        "day": QCoreApplication.translate("texts", "Day"),
        "vote": QCoreApplication.translate("texts", "Vote"),
        "night": QCoreApplication.translate("texts", "Night"),
        "over": QCoreApplication.translate("texts", "Game over"),
        "lobby": QCoreApplication.translate("texts", "Lobby"),
    }.get(phase or "", phase or "")


def role_name(role: str | None, gender: str | None = None) -> str:
    """A role code, deal word or title ("kira", "Kira", "mafia2", "civilian", …): its
    name from its role file (engine.roles) in the app's language; a civilian's in his
    stated ``gender`` where a language inflects it («Мирная»); a team reveal's "town"."""
    key = (role or "").lower()
    if key == "civilian":
        return gendered(gender, QCoreApplication.translate("texts", "Civilian"),
                        QCoreApplication.translate("texts", "Civilian", "male"),
                        QCoreApplication.translate("texts", "Civilian", "female"))
    texts = glossary.texts(key) or role_texts(key)
    if texts is not None:
        return texts[0].get(current_language().value)
    return {
        "civilian": QCoreApplication.translate("texts", "Civilian"),
        "town": QCoreApplication.translate("texts", "Town"),
        "not mafia": QCoreApplication.translate("texts", "not a mafioso"),  # the commissar
        "": QCoreApplication.translate("texts", "unknown"),
    }.get(key, role or "")


def preset_name(preset: str | None) -> str:
    """The rules a table plays, in short ("Death Note", "Classic"); an unknown word as is."""
    return {"deathnote": QCoreApplication.translate("texts", "Death Note"),
            "classic": QCoreApplication.translate("texts", "Classic")}.get(
        preset or "", preset or "")


def team_name(team: str | None) -> str:
    return {
        "town": QCoreApplication.translate("texts", "the town"),
        "mafia": QCoreApplication.translate("texts", "the mafia"),
        "kira": QCoreApplication.translate("texts", "Kira"),
        "maniac": QCoreApplication.translate("texts", "the maniac"),
        "neutral": QCoreApplication.translate("texts", "nobody's side"),
        "mafia2": QCoreApplication.translate("texts", "the second family"),
        "nobody": QCoreApplication.translate("texts", "nobody"),
    }.get(team or "", team or "")


def winner_text(winner: str | None, reason: str | None = None) -> str:
    """Who won, as a headline; ``reason`` "stalemate": a draw by quiet days (RULES.md §8)."""
    if winner == "nobody" and reason == "stalemate":
        return QCoreApplication.translate("texts", "A draw: the game stalled")
    return {
        "town": QCoreApplication.translate("texts", "The town wins"),
        "mafia": QCoreApplication.translate("texts", "The mafia wins"),
        "kira": QCoreApplication.translate("texts", "Kira wins"),
        "maniac": QCoreApplication.translate("texts", "The maniac wins"),
        "mafia2": QCoreApplication.translate("texts", "The second family wins"),
        "nobody": QCoreApplication.translate("texts", "Nobody wins: no one survived"),
    }.get(winner or "", winner or "")


def role_rules(role: str | None, preset: str | None = "deathnote") -> str:
    """A role's rules in short, for its card: its role file's card (engine.roles) in the
    app's language; "" for a word no role file of ``preset`` deals."""
    key = (role or "").lower()
    texts = glossary.texts(key) or role_texts(key, preset or "deathnote")
    return "" if texts is None else texts[1].get(current_language().value)


_ACTIONS = {
    "say": QT_TRANSLATE_NOOP("texts", "Say"),
    "nominate": QT_TRANSLATE_NOOP("texts", "Nominate"),
    "withdraw": QT_TRANSLATE_NOOP("texts", "Withdraw nomination"),
    "vote": QT_TRANSLATE_NOOP("texts", "Cast a vote"),
    "abstain": QT_TRANSLATE_NOOP("texts", "Abstain"),
    "sleep": QT_TRANSLATE_NOOP("texts", "Done for the night"),
    "check": QT_TRANSLATE_NOOP("texts", "Check"),
    "shoot": QT_TRANSLATE_NOOP("texts", "Shoot"),
    "save": QT_TRANSLATE_NOOP("texts", "Save"),
    "search": QT_TRANSLATE_NOOP("texts", "Search"),
    "elect_boss": QT_TRANSLATE_NOOP("texts", "Elect boss"),
    "write": QT_TRANSLATE_NOOP("texts", "Write a name"),
    "eyes": QT_TRANSLATE_NOOP("texts", "Take the eyes"),
    "lend": QT_TRANSLATE_NOOP("texts", "Lend"),
    "give_away": QT_TRANSLATE_NOOP("texts", "Give away"),
    "destroy": QT_TRANSLATE_NOOP("texts", "Destroy"),
    # classic
    "block": QT_TRANSLATE_NOOP("texts", "Block"),
    "watch": QT_TRANSLATE_NOOP("texts", "Watch"),
    "knock_out": QT_TRANSLATE_NOOP("texts", "Knock out"),
    "strike": QT_TRANSLATE_NOOP("texts", "Lawyer strike"),
    "don_strike": QT_TRANSLATE_NOOP("texts", "Don strike"),
    "recruit": QT_TRANSLATE_NOOP("texts", "Offer to join the mafia"),
    "accept": QT_TRANSLATE_NOOP("texts", "Accept the offer"),
    "decline": QT_TRANSLATE_NOOP("texts", "Decline the offer"),
    "concede": QT_TRANSLATE_NOOP("texts", "Concede defeat"),
    # abilities a role file composes (docs/roles.md)
    "guard": QT_TRANSLATE_NOOP("texts", "Guard"),
    "track": QT_TRANSLATE_NOOP("texts", "Follow"),
    "frame": QT_TRANSLATE_NOOP("texts", "Frame"),
    "alert": QT_TRANSLATE_NOOP("texts", "Stay on alert tonight"),
    "reveal": QT_TRANSLATE_NOOP("texts", "Reveal your role"),
}


def action_label(action: str) -> str:
    label = _ACTIONS.get(action)
    return tr(label) if label else action


# what was done, as a noun phrase that needs no grammatical case or gender ("shot: %1",
# «выстрел: %1»), for answers, logs and orders — the button's name is not what happened
_DEEDS = {
    "say": QT_TRANSLATE_NOOP("texts", "a message"),
    "nominate": QT_TRANSLATE_NOOP("texts", "nomination: %1"),
    "withdraw": QT_TRANSLATE_NOOP("texts", "nomination withdrawn"),
    "vote": QT_TRANSLATE_NOOP("texts", "vote: %1"),
    "abstain": QT_TRANSLATE_NOOP("texts", "abstention"),
    "sleep": QT_TRANSLATE_NOOP("texts", "a quiet night"),
    "check": QT_TRANSLATE_NOOP("texts", "check: %1"),
    "shoot": QT_TRANSLATE_NOOP("texts", "shot: %1"),
    "save": QT_TRANSLATE_NOOP("texts", "protection: %1"),
    "search": QT_TRANSLATE_NOOP("texts", "search: %1"),
    "elect_boss": QT_TRANSLATE_NOOP("texts", "boss for the night: %1"),
    "write": QT_TRANSLATE_NOOP("texts", "name written: %1"),
    "eyes": QT_TRANSLATE_NOOP("texts", "the eyes taken"),
    "lend": QT_TRANSLATE_NOOP("texts", "notebook lent to %1"),
    "give_away": QT_TRANSLATE_NOOP("texts", "notebook given away"),
    "destroy": QT_TRANSLATE_NOOP("texts", "notebook destroyed"),
    "block": QT_TRANSLATE_NOOP("texts", "block: %1"),
    "watch": QT_TRANSLATE_NOOP("texts", "watch: %1"),
    "knock_out": QT_TRANSLATE_NOOP("texts", "knock-out: %1"),
    "strike": QT_TRANSLATE_NOOP("texts", "lawyer's strike: %1"),
    "don_strike": QT_TRANSLATE_NOOP("texts", "Don's strike: %1"),
    "recruit": QT_TRANSLATE_NOOP("texts", "offer to join the mafia: %1"),
    "accept": QT_TRANSLATE_NOOP("texts", "offer accepted"),
    "decline": QT_TRANSLATE_NOOP("texts", "offer declined"),
    "concede": QT_TRANSLATE_NOOP("texts", "defeat conceded"),
    "guard": QT_TRANSLATE_NOOP("texts", "guard: %1"),
    "track": QT_TRANSLATE_NOOP("texts", "following: %1"),
    "frame": QT_TRANSLATE_NOOP("texts", "frame-up: %1"),
    "alert": QT_TRANSLATE_NOOP("texts", "on alert"),
    "reveal": QT_TRANSLATE_NOOP("texts", "role revealed"),
}


def deed_text(action: str, target: str | None = None) -> str:
    """What ``action`` on ``target`` did, in words ("shot: Boris"), not the button's name."""
    deed = _DEEDS.get(action)
    if deed is None:
        return action_label(action) + (f": {target}" if target else "")
    return tr(deed).replace("%1", target or "?")


def deed_noun(action: str) -> str:
    """The deed of ``action`` without its target ("shot", «выстрел»): its ``deed_text``
    cut before the target's place."""
    return deed_text(action, "\0").split("\0")[0].rstrip(" :—")


def death_how(how: str | None) -> str:
    return {
        "executed": QCoreApplication.translate("texts", "executed"),
        "removed": QCoreApplication.translate("texts", "removed"),
        "night": QCoreApplication.translate("texts", "died at night"),
        "died": QCoreApplication.translate("texts", "died"),
    }.get(how or "", how or "")


def death_cause(cause: str | None, gender: str | None = None) -> str:
    """How a player died, worded by his ``gender`` when he stated one."""
    return {
        "executed": gendered(gender, QCoreApplication.translate("texts", "executed by vote"),
                             QCoreApplication.translate("texts", "executed by vote", "male"),
                             QCoreApplication.translate("texts", "executed by vote", "female")),
        "notebook": gendered(
            gender, QCoreApplication.translate("texts", "written in the notebook"),
            QCoreApplication.translate("texts", "written in the notebook", "male"),
            QCoreApplication.translate("texts", "written in the notebook", "female")),
        "mafia": gendered(gender, QCoreApplication.translate("texts", "shot by the mafia"),
                          QCoreApplication.translate("texts", "shot by the mafia", "male"),
                          QCoreApplication.translate("texts", "shot by the mafia", "female")),
        "l_shot": gendered(gender, QCoreApplication.translate("texts", "shot by L"),
                           QCoreApplication.translate("texts", "shot by L", "male"),
                           QCoreApplication.translate("texts", "shot by L", "female")),
        "inactive": gendered(
            gender, QCoreApplication.translate("texts", "removed for inactivity"),
            QCoreApplication.translate("texts", "removed for inactivity", "male"),
            QCoreApplication.translate("texts", "removed for inactivity", "female")),
        "write_duty": QCoreApplication.translate("texts", "removed: no name written"),
        "removed": gendered(
            gender, QCoreApplication.translate("texts", "removed from the game"),
            QCoreApplication.translate("texts", "removed from the game", "male"),
            QCoreApplication.translate("texts", "removed from the game", "female")),
        # classic
        "executioner": gendered(
            gender, QCoreApplication.translate("texts", "shot by the executioner"),
            QCoreApplication.translate("texts", "shot by the executioner", "male"),
            QCoreApplication.translate("texts", "shot by the executioner", "female")),
        "maniac": gendered(
            gender, QCoreApplication.translate("texts", "killed by the maniac"),
            QCoreApplication.translate("texts", "killed by the maniac", "male"),
            QCoreApplication.translate("texts", "killed by the maniac", "female")),
        "lawyer": gendered(
            gender, QCoreApplication.translate("texts", "killed by a lawyer strike"),
            QCoreApplication.translate("texts", "killed by a lawyer strike", "male"),
            QCoreApplication.translate("texts", "killed by a lawyer strike", "female")),
        "don_strike": gendered(
            gender, QCoreApplication.translate("texts", "killed by the Don's strike"),
            QCoreApplication.translate("texts", "killed by the Don's strike", "male"),
            QCoreApplication.translate("texts", "killed by the Don's strike", "female")),
        "shot": gendered(  # a host's own role's shot (engine.rolebook)
            gender, QCoreApplication.translate("texts", "shot at night"),
            QCoreApplication.translate("texts", "shot at night", "male"),
            QCoreApplication.translate("texts", "shot at night", "female")),
        "penalty": gendered(
            gender, QCoreApplication.translate("texts", "paid for his failed strikes"),
            QCoreApplication.translate("texts", "paid for his failed strikes", "male"),
            QCoreApplication.translate("texts", "paid for his failed strikes", "female")),
    }.get(cause or "", cause or "")


def notebook_step(what: str) -> str:
    return {
        "owner": QCoreApplication.translate("texts", "owner"),
        "first": QCoreApplication.translate("texts", "first owner"),
        "lent": QCoreApplication.translate("texts", "lent"),
        "returned": QCoreApplication.translate("texts", "returned"),
        "eyes": QCoreApplication.translate("texts", "took the eyes"),
        "destroyed": QCoreApplication.translate("texts", "destroyed"),
        "given": QCoreApplication.translate("texts", "given away"),
    }.get(what, what)


def gender_word(gender: str | None) -> str:
    """A stated gender as the profile shows it: "he" / "she" ("" when not stated)."""
    return {"male": QCoreApplication.translate("texts", "he"),
            "female": QCoreApplication.translate("texts", "she")}.get(gender or "", "")


def profile_text(profile: Mapping[str, Any] | None) -> str:
    """A character's profile on one line: "she · baker · red scarf · cheerful" ("" if
    none)."""
    if not isinstance(profile, Mapping):
        return ""
    parts = [gender_word(profile.get("gender"))] + [
        str(profile.get(key) or "").strip() for key in ("profession", "appearance", "character")]
    return " · ".join(part for part in parts if part)


def profile_lines(profile: Mapping[str, Any] | None) -> str:
    """A character's profile as labelled lines, for a tooltip ("" if none)."""
    if not isinstance(profile, Mapping):
        return ""
    labels = (("profession", QCoreApplication.translate("texts", "Profession: %1")),
              ("appearance", QCoreApplication.translate("texts", "Appearance: %1")),
              ("character", QCoreApplication.translate("texts", "Character: %1")))
    lines = [label.replace("%1", str(profile[key]).strip()) for key, label in labels
             if str(profile.get(key) or "").strip()]
    gender = gender_word(profile.get("gender"))
    if gender:
        lines.insert(0, QCoreApplication.translate("texts", "Gender: %1").replace("%1", gender))
    return "\n".join(lines)


def place_name(place: str | None) -> str:
    """Where a registration is: at the table, among the reserves, waiting for approval."""
    return {
        "seated": QCoreApplication.translate("texts", "player"),
        "reserve": QCoreApplication.translate("texts", "reserve"),
        "pending": QCoreApplication.translate("texts", "waits for approval"),
    }.get(place or "", place or "")


def yes_no(answer: Any) -> str:
    return _word(answer) if answer in ("yes", "no") else str(answer)


class _Plurals(QObject):
    """Texts with a number (lupdate marks plural forms only in a class's ``self.tr``)."""

    def failed_attempts(self, count: int) -> str:
        return self.tr("%n attempt(s) failed", "", count)


_PLURALS = _Plurals()


# the words the shapes of desktop/event_words.py use (exported to the page as a table)
_SHAPE_WORDS = {
    "yes": QT_TRANSLATE_NOOP("texts", "yes"),
    "no": QT_TRANSLATE_NOOP("texts", "no"),
    "none": QT_TRANSLATE_NOOP("texts", "none"),
    "dead": QT_TRANSLATE_NOOP("texts", "dead: %1"),
    "nobody_died": QT_TRANSLATE_NOOP("texts", "nobody died"),
    "own_missed_vote": QT_TRANSLATE_NOOP("texts", "own missed vote"),
    "no_candidates": QT_TRANSLATE_NOOP("texts", "no candidates"),
    "abstained": QT_TRANSLATE_NOOP("texts", "abstained: %1"),
}


def _word(key: str) -> str:
    return tr(_SHAPE_WORDS[key])


def _deaths(params: Mapping[str, Any]) -> str:
    """The newspaper's summary: who died (with the circumstances written for him), then
    the night's failed attempts."""
    details = params.get("circumstances") or {}
    dead = [f"{name} ({details[name]})" if details.get(name) else name
            for name in params.get("dead") or []]
    summary = _word("dead").replace("%1", ", ".join(dead)) if dead else _word("nobody_died")
    failed = int(params.get("failed_attempts") or 0)
    if failed:
        summary += "; " + _PLURALS.failed_attempts(failed)
    return summary


def shaped(shape: Shape, value: Any, params: Mapping[str, Any], gender: str | None) -> Any:
    """One parameter in words, as ``shape`` says (desktop/event_words.py); ``gender``: the
    stated gender of the player the shaping names."""
    if shape is Shape.YES_NO:
        return yes_no(value)
    if shape is Shape.ANSWER:
        return yes_no(value) if value in ("yes", "no") else role_name(value, gender)
    if shape is Shape.ROLE:
        return role_name(str(value), gender)
    if shape is Shape.TEAM:
        return team_name(value)
    if shape is Shape.DEED:
        return deed_noun(str(value or ""))
    if shape is Shape.PHASE:
        return phase_name(value).lower()
    if shape is Shape.NONE_IF_EMPTY:
        return _word("none") if value in ("-", []) else value
    if shape is Shape.VOTE_SUMMARY:
        return vote_summary(params)
    if shape is Shape.DEATHS:
        return _deaths(params)
    raise ValueError(shape)


def _shape_all(shaping: Mapping[str, Param], params: Mapping[str, Any],
               genders: Genders | None = None) -> dict[str, Any]:
    """Parameters the engine leaves in English, in the current language; a role of one
    named player (a check's target, a revealed role) worded by his gender."""
    out = dict(params)
    genders = genders or {}
    for key, param in shaping.items():
        if applies(key, param, dict(params)):
            gender = genders.get(str(params.get(param.of))) if param.of else None
            out[key] = shaped(param.shape, params.get(key), params, gender)
    return out


def voters(record: Mapping[str, Any], candidate: str) -> list[str]:
    """Who counted for ``candidate`` in a counted vote (the engine's record, in its order:
    the voters, then his own missed vote, named as such)."""
    own = _word("own_missed_vote")
    return [own if v.get("how") == "missed" else str(v.get("by"))
            for v in record.get("votes") or [] if v.get("target") == candidate]


def vote_summary(record: Mapping[str, Any]) -> str:
    """A vote as it was counted (the engine's record: RULES.md §5), on one line: each
    candidate's count with who voted for him, a silent candidate's own missed vote named
    as such, then the abstentions."""
    counts = dict(record.get("counts") or {})
    parts = []
    for name, count in sorted(counts.items(), key=lambda item: -int(item[1])):
        who = voters(record, name)
        part = f"{name} — {count}"
        if who:
            part += f" ({', '.join(who)})"
        parts.append(part)
    text = "; ".join(parts) or _word("no_candidates")
    abstained = list(record.get("abstained") or [])
    if abstained:
        text += "; " + _word("abstained").replace("%1", ", ".join(abstained))
    return text


# a player row's word for his day (desktop/event_words.py TODAY says when each applies),
# the same in the player table, the board's cards and the page's list
TODAY_WORDS = {
    "nominates": QT_TRANSLATE_NOOP("texts", "nominates %1"),
    "votes": QT_TRANSLATE_NOOP("texts", "votes %1"),
    "abstains": QT_TRANSLATE_NOOP("texts", "abstains"),
}


def today_text(phase: str | None, row: Mapping[str, Any]) -> str:
    """What a player did today as his row says it ("votes Boris"; "" for nothing)."""
    found = today_word(phase, dict(row))
    return "" if found is None else tr(TODAY_WORDS[found[0]]).replace("%1", found[1])


# the classic morning's lines beside the newspaper (docs/rules-classic.md C4.4)
MORNING_EVENTS = frozenset({"mafia_kill_failed", "survived_lawyer", "survived_don",
                            "knocked_out_public", "saved_in_the_night",
                            "saved_in_the_night_role"})


def event_text(event: Mapping[str, Any], genders: Genders | None = None) -> str:
    """An engine event (public, private or mafia) as the player reads it; ``genders``: the
    players' stated genders, for an event about one of them."""
    from engine.messages import ABOUT_ONE

    code = str(event.get("code", ""))
    params = event.get("params") or {}
    subject = params.get(ABOUT_ONE.get(code, ""))
    gender = (genders or {}).get(subject) if isinstance(subject, str) else None
    text = engine_text(code, _shape_all(event_params(code), params, genders), gender)
    return text if text != code else str(event.get("text", code))


def reason_text(reason: Mapping[str, Any] | None) -> str:
    """A refusal (a ``reason`` of a legal action, or a refused act) as text."""
    if not reason:
        return ""
    code = str(reason.get("code", ""))
    params = _shape_all(REFUSAL_PARAMS.get(code, {}), dict(reason.get("params") or {}))
    text = refusal_text(code, params)
    return text if text != code else str(reason.get("message", code))


PASSWORD_NEEDED = "password_needed"
_LINK_ERRORS = {
    "offline": QT_TRANSLATE_NOOP(
        "texts", "Not connected to the table; try again when it is back."),
    "connection_lost": QT_TRANSLATE_NOOP(
        "texts", "The connection dropped before the table answered; the table's "
                       "view shows whether it was taken."),
    "phase_ended": QT_TRANSLATE_NOOP(
        "texts", "The phase it was made in has ended; it was not applied."),
    "table_closed": QT_TRANSLATE_NOOP("texts", "The host has closed the table."),
    "table_over": QT_TRANSLATE_NOOP("texts", "The game is over and the table is closed."),
    "host_quit": QT_TRANSLATE_NOOP(
        "texts", "The host's program has quit; the table is closed."),
    "rate_limited": QT_TRANSLATE_NOOP("texts", "Too many messages; slow down."),
    "spectator": QT_TRANSLATE_NOOP("texts", "Spectators cannot act."),
    "not_started": QT_TRANSLATE_NOOP("texts", "The game has not started."),
    "bad_field": QT_TRANSLATE_NOOP("texts", "A value was not understood."),
    "too_many_questions": QT_TRANSLATE_NOOP(
        "texts", "Wait for the host to answer your questions."),
    "proto_mismatch": QT_TRANSLATE_NOOP("texts", "This table runs another version of DN Mafia."),
    "bad_password": QT_TRANSLATE_NOOP("texts", "Wrong table password."),
    # the client's own word for "bad_password" when no password was typed at all
    "password_needed": QT_TRANSLATE_NOOP("texts", "This table needs a password: type it, then "
                                                "join again."),
    "table_full": QT_TRANSLATE_NOOP("texts", "The table is full."),
    "name_taken": QT_TRANSLATE_NOOP("texts", "Somebody already sits under this name."),
    "bad_token": QT_TRANSLATE_NOOP("texts", "Your seat at this table is no longer valid."),
    "throttled": QT_TRANSLATE_NOOP(
        "texts", "Too many wrong passwords or seat tokens came from your address."),
    "crowded": QT_TRANSLATE_NOOP(
        "texts", "Too many connections are waiting at this table; trying again."),
    "unsealed": QT_TRANSLATE_NOOP(
        "texts", "This page was opened without the table's key, and the host takes sealed "
                 "phones only: scan the QR code on the host's screen."),
    "wrong_key": QT_TRANSLATE_NOOP(
        "texts", "This page's code is not this table's key (an old or a wrong code): scan "
                 "the QR code on the host's screen again."),
    "seal_broken": QT_TRANSLATE_NOOP(
        "texts", "A message on this link was changed or out of order; the link was closed "
                 "and is made again."),
    "seq_not_increasing": QT_TRANSLATE_NOOP(
        "texts", "This program's message was out of order; nothing was changed."),
    "name_lookalike": QT_TRANSLATE_NOOP(
        "texts", "This name looks the same as a seated player's; choose another."),
    "game_started": QT_TRANSLATE_NOOP(
        "texts", "The game has started; you can join as a spectator."),
    "name_unknown": QT_TRANSLATE_NOOP(
        "texts", "This table has seats only for its listed players."),
    "kicked": QT_TRANSLATE_NOOP("texts", "The host removed you from the table."),
    # netproto.qt_client.HOST_KEY_CHANGED: the pin did not hold (docs/security.md)
    "host_key_changed": QT_TRANSLATE_NOOP(
        "texts", "This table's key has changed: the computer answering is not the one "
                 "that hosted it before. Someone on the network may be pretending to be "
                 "the host. Do not join; ask the host to compare the key code on the "
                 "host's screen."),
    "replaced": QT_TRANSLATE_NOOP("texts", "Your seat was taken over by a new connection."),
    "timeout": QT_TRANSLATE_NOOP("texts", "The connection timed out."),
    "malformed": QT_TRANSLATE_NOOP(
        "texts", "The table did not understand this program's message."),
    "frame_too_large": QT_TRANSLATE_NOOP(
        "texts", "A message was too large for the table; the connection was closed."),
    "not_reading": QT_TRANSLATE_NOOP(
        "texts", "This program did not read the table's messages for too long; the "
                 "connection was closed."),
    "storage_error": QT_TRANSLATE_NOOP("texts", "The host cannot save the game; ask the host."),
    "registration_refused": QT_TRANSLATE_NOOP(
        "texts", "The host did not accept your registration at this table."),
    "reserves_full": QT_TRANSLATE_NOOP("texts", "The table takes no more reserve players."),
    "no_reserves": QT_TRANSLATE_NOOP(
        "texts", "This table takes no reserve players: join it as a player, or watch it."),
    "reserve": QT_TRANSLATE_NOOP(
        "texts", "You are a reserve: you play once you take a removed player's place."),
}


def setup_error_text(error: Exception) -> str:
    """Why a game could not start, in the current language: an engine SetupError by its
    code (or a lobby error by its own), else the words it came with."""
    code = getattr(error, "code", "")
    text = setup_text(code, getattr(error, "params", {}) or {})
    if text is None and code in _LINK_ERRORS:
        text = link_error(code, str(error))
    if text is None:
        text = QCoreApplication.translate("texts", "The game cannot start: %1").replace(
            "%1", str(error))
    return text


def refused_text(code: str, message: str = "", params: Mapping[str, Any] | None = None) -> str:
    """Why the table refused an act or a question, in the current language: an engine
    refusal by its code, else the table's or the link's own code."""
    from engine.messages import REFUSALS

    if code in REFUSALS:
        return reason_text({"code": code, "params": dict(params or {}), "message": message})
    return link_error(code, message)


_RETRY_AFTER = QT_TRANSLATE_NOOP("texts", "Try again in %1 s.")


def password_refusal(code: str, password: str | None) -> str:
    """A refusal's code as the player is told it: a table's "bad_password" to one who typed
    no password at all is ``PASSWORD_NEEDED`` (he was not wrong, he was not asked)."""
    return PASSWORD_NEEDED if code == "bad_password" and not password else code


def link_error(code: str, message: str = "", retry_after: int | None = None) -> str:
    """A link's refusal or error code (not an engine refusal) in the current language;
    ``retry_after``: the seconds the table asked to wait (a throttled guess)."""
    text = _LINK_ERRORS.get(code)
    if text is None:  # a code this version does not know: the table's own words
        return message or code
    text = tr(text)
    if retry_after:
        text += " " + tr(_RETRY_AFTER).replace("%1", str(int(retry_after)))
    return text
