"""The words of the rule options, in the current language: each option's title and
one-line explanation (RULES.md §10, docs/rules-classic.md C10), the values it may take
(``option_choices``) and the words for them, and the titles of the groups the rule editor
shows them in.

Owns those texts (Qt context "RulesEditor", shared by the rule editor and the rules of the
table); reads option names and plain values only, never computes a rule. Must not import
any window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from desktop.texts import phase_name, role_name
from engine.option_spec import Kind
from engine.options import SPECS, of_kind
from engine.presets import preset_rules

CONTEXT = "RulesEditor"


def _tr(text: str) -> str:
    """A text marked elsewhere with QT_TRANSLATE_NOOP (lupdate sees only the mark: a literal
    passed straight to _tr never reaches the .ts; tests/desktop/test_ts_coverage.py)."""
    return QCoreApplication.translate("RulesEditor", text)


def group_title(key: str) -> str:
    return {
        "deal": QCoreApplication.translate("RulesEditor", "The deal"),
        "day": QCoreApplication.translate("RulesEditor", "Day and nominations"),
        "vote": QCoreApplication.translate("RulesEditor", "The execution vote"),
        "reveal": QCoreApplication.translate("RulesEditor", "Reveals and the newspaper"),
        "roles": QCoreApplication.translate("RulesEditor", "The roles"),
        "notebook": QCoreApplication.translate("RulesEditor", "The notebook"),
        "night": QCoreApplication.translate("RulesEditor", "The night"),
        "inactive": QCoreApplication.translate("RulesEditor", "Inactive players and reserves"),
        "two_mafias": QCoreApplication.translate("RulesEditor", "Scenario 1: two mafias"),
        "recruitment": QCoreApplication.translate("RulesEditor", "Scenario 2: recruitment"),
        "vests": QCoreApplication.translate("RulesEditor", "Scenario 3: bulletproof vests"),
        "lawyer": QCoreApplication.translate("RulesEditor", "Scenario 4: the lawyer strike"),
        "killer": QCoreApplication.translate("RulesEditor", "Scenario 5: the killer strike"),
        "don": QCoreApplication.translate("RulesEditor", "Scenario 6: the Don strike"),
        "ending": QCoreApplication.translate("RulesEditor", "The end of the game"),
    }.get(key, key)


def unlimited_text() -> str:
    return QCoreApplication.translate("RulesEditor", "unlimited")


_ROLE, _TEAM, _NOTHING = (QT_TRANSLATE_NOOP("RulesEditor", "The role"),
                          QT_TRANSLATE_NOOP("RulesEditor", "The team only"),
                          QT_TRANSLATE_NOOP("RulesEditor", "Nothing"))
_VALUES: dict[str, dict[Any, str]] = {
    "vote_changes": {0: QT_TRANSLATE_NOOP("RulesEditor", "No changes"),
                     1: QT_TRANSLATE_NOOP("RulesEditor", "Once"),
                     "unlimited": QT_TRANSLATE_NOOP("RulesEditor", "Any number of times")},
    "tie_rule": {"nobody": QT_TRANSLATE_NOOP("RulesEditor", "Nobody is executed"),
                 "random": QT_TRANSLATE_NOOP("RulesEditor", "A random one of them"),
                 "runoff": QT_TRANSLATE_NOOP("RulesEditor", "A runoff vote")},
    "reveal_executed": {
        "after_vote": QT_TRANSLATE_NOOP("RulesEditor", "Right after the vote"),
        "after_night": QT_TRANSLATE_NOOP("RulesEditor", "After the night"),
        "never": QT_TRANSLATE_NOOP("RulesEditor", "Never")},
    "reveal_detail": {"full": _ROLE, "team": _TEAM},
    "autokill_reveal": {"full": _ROLE, "team": _TEAM, "none": _NOTHING},
    "reveal_killed": {"full": _ROLE, "team": _TEAM, "none": _NOTHING},
    "daily_write_duty": {
        "off": QT_TRANSLATE_NOOP("RulesEditor", "No duty"),
        "remind": QT_TRANSLATE_NOOP("RulesEditor", "Remind the holder"),
        "autokill": QT_TRANSLATE_NOOP("RulesEditor", "Remove a holder who skips")},
    "mafia_kill": {
        "unanimous": QT_TRANSLATE_NOOP("RulesEditor", "All agree on one target"),
        "killer": QT_TRANSLATE_NOOP("RulesEditor", "A designated killer"),
        "don": QT_TRANSLATE_NOOP("RulesEditor", "The Don decides")},
    "witness_sees": {
        "names": QT_TRANSLATE_NOOP("RulesEditor", "The attackers' names"),
        "team": QT_TRANSLATE_NOOP("RulesEditor", "Only \"the mafia\"")},
    "lawyer_penalty": {
        "none": QT_TRANSLATE_NOOP("RulesEditor", "No penalty"),
        "instant": QT_TRANSLATE_NOOP("RulesEditor", "The striker dies at once"),
        "second_miss": QT_TRANSLATE_NOOP("RulesEditor", "The striker dies on his second miss")},
    "killer_choice": {
        "lot": QT_TRANSLATE_NOOP("RulesEditor", "Drawn by lot"),
        "first_shot": QT_TRANSLATE_NOOP("RulesEditor", "The first mafioso who shoots")},
    "don_choice": {
        "host": QT_TRANSLATE_NOOP("RulesEditor", "Dealt, or drawn by lot"),
        "mafia": QT_TRANSLATE_NOOP("RulesEditor", "Elected by the family")},
    "don_miss_sanction": {
        "none": QT_TRANSLATE_NOOP("RulesEditor", "No sanction"),
        "name": QT_TRANSLATE_NOOP("RulesEditor", "The survivor is named"),
        "name_then_death": QT_TRANSLATE_NOOP("RulesEditor",
                                             "Named, then the Don dies on a second miss")},
    "don_succession": {
        "new": QT_TRANSLATE_NOOP("RulesEditor", "A new Don"),
        "none": QT_TRANSLATE_NOOP("RulesEditor", "No Don any more")},
}
USES_OPTIONS = of_kind(Kind.USES)  # a number from 1, or "unlimited"


def option_choices(name: str) -> list[Any] | None:
    """The values of an option that is one of a few words: the engine's own list of them
    (the option's enum, in its order); None for any other kind of option."""
    spec = SPECS[name]
    if spec.kind is Kind.CHANGES:  # a number or a word
        return [0, 1, "unlimited"]
    return [member.value for member in spec.enum] if spec.enum is not None else None


def value_text(name: str, value: Any) -> str:
    """An option's plain value as words."""
    none = QCoreApplication.translate("RulesEditor", "none")
    if isinstance(value, bool):
        return (QCoreApplication.translate("RulesEditor", "on") if value
                else QCoreApplication.translate("RulesEditor", "off"))
    if name == "first_phase":
        return phase_name(value)
    if name == "mafia_count":
        return (QCoreApplication.translate("RulesEditor", "auto: a quarter, rounded")
                if not value else str(value))
    if name == "bulletproof_vests":
        return none if not value else str(value)
    if name == "stall_days":
        return (QCoreApplication.translate("RulesEditor", "off") if not value
                else _PLURALS.game_days(int(value)))
    if name == "extra_roles":
        roles = list(value or [])
        return ", ".join(role_name(r) for r in roles) if roles else none
    if name in USES_OPTIONS:
        return unlimited_text() if value in (None, "unlimited") else str(value)
    text = _VALUES.get(name, {}).get(value)
    return _tr(text) if text else str(value)


class _Plurals(QObject):
    """Texts with a number (lupdate marks plural forms only in a class's ``self.tr``)."""

    def game_days(self, count: int) -> str:
        return self.tr("%n game day(s)", "", count)


_PLURALS = _Plurals()


_OPTIONS: dict[str, tuple[str, str]] = {
    "first_phase": (
        QT_TRANSLATE_NOOP("RulesEditor", "The game begins with"),
        QT_TRANSLATE_NOOP("RulesEditor", "A day (talk, nominations, a vote) or a night "
                                         "(night actions first).")),
    "nominations": (
        QT_TRANSLATE_NOOP("RulesEditor", "Nominations"),
        QT_TRANSLATE_NOOP("RulesEditor", "By day players nominate candidates; only nominees "
                                         "can be executed. Off: every living player is a "
                                         "candidate.")),
    "day_open": (
        QT_TRANSLATE_NOOP("RulesEditor", "Day begins at"),
        QT_TRANSLATE_NOOP("RulesEditor", "The game-clock time when the night ends and a new "
                                         "day opens.")),
    "nominations_close": (
        QT_TRANSLATE_NOOP("RulesEditor", "Nominations close at"),
        QT_TRANSLATE_NOOP("RulesEditor", "The nominee list is frozen and the execution vote "
                                         "opens.")),
    "vote_close": (
        QT_TRANSLATE_NOOP("RulesEditor", "The vote closes at"),
        QT_TRANSLATE_NOOP("RulesEditor", "The votes are counted, the executed player is "
                                         "named and night falls.")),
    "closed_write_window": (
        QT_TRANSLATE_NOOP("RulesEditor", "Closed-form write window"),
        QT_TRANSLATE_NOOP("RulesEditor", "The only time a holder without the eyes may write, "
                                         "and only a nominee.")),
    "day_ends_early": (
        QT_TRANSLATE_NOOP("RulesEditor", "The day may end early"),
        QT_TRANSLATE_NOOP("RulesEditor", "In timed pace, end the day as soon as every living "
                                         "player has voted in advance (the source rules never "
                                         "end a day early).")),
    "abstain_allowed": (
        QT_TRANSLATE_NOOP("RulesEditor", "Abstaining allowed"),
        QT_TRANSLATE_NOOP("RulesEditor", "A player may abstain instead of voting for a "
                                         "candidate.")),
    "vote_changes": (
        QT_TRANSLATE_NOOP("RulesEditor", "Vote changes"),
        QT_TRANSLATE_NOOP("RulesEditor", "How often a player may change his vote in one "
                                         "vote.")),
    "skip_vote_counts_against_self": (
        QT_TRANSLATE_NOOP("RulesEditor", "A silent candidate votes against himself"),
        QT_TRANSLATE_NOOP("RulesEditor", "A candidate who neither votes nor abstains counts "
                                         "as a vote against himself.")),
    "tie_rule": (
        QT_TRANSLATE_NOOP("RulesEditor", "On a tie"),
        QT_TRANSLATE_NOOP("RulesEditor", "What happens when candidates share the most votes.")),
    "reveal_executed": (
        QT_TRANSLATE_NOOP("RulesEditor", "The executed player's role is shown"),
        QT_TRANSLATE_NOOP("RulesEditor", "When the table learns the role of the player it "
                                         "executed.")),
    "reveal_detail": (
        QT_TRANSLATE_NOOP("RulesEditor", "A reveal shows"),
        QT_TRANSLATE_NOOP("RulesEditor", "The full role, or only the team the player played "
                                         "for.")),
    "autokill_inactive": (
        QT_TRANSLATE_NOOP("RulesEditor", "Remove inactive players"),
        QT_TRANSLATE_NOOP("RulesEditor", "When the vote closes, remove each player who has "
                                         "not done every duty switched on below that day. "
                                         "Each one is warned when the vote opens.")),
    "inactive_vote_duty": (
        QT_TRANSLATE_NOOP("RulesEditor", "Duty: vote every day"),
        QT_TRANSLATE_NOOP("RulesEditor", "Whoever has not voted by the vote's close (an "
                                         "abstention counts where it is allowed) is "
                                         "removed.")),
    "inactive_chat_duty": (
        QT_TRANSLATE_NOOP("RulesEditor", "Duty: write in the game chat every day"),
        QT_TRANSLATE_NOOP("RulesEditor", "Whoever has written no line in the game chat that "
                                         "day is removed, even if he voted. Leave it off "
                                         "where people sit together and talk aloud.")),
    "autokill_reveal": (
        QT_TRANSLATE_NOOP("RulesEditor", "A removed player's role is shown"),
        QT_TRANSLATE_NOOP("RulesEditor", "What the table learns about a player removed for "
                                         "inactivity.")),
    "reserves_inherit_role": (
        QT_TRANSLATE_NOOP("RulesEditor", "Reserves take the role"),
        QT_TRANSLATE_NOOP("RulesEditor", "A reserve seated in a removed player's place plays "
                                         "on with his role.")),
    "daily_write_duty": (
        QT_TRANSLATE_NOOP("RulesEditor", "Kira's daily duty"),
        QT_TRANSLATE_NOOP("RulesEditor", "Each game day somebody must write a name. Whoever "
                                         "held the notebook at a moment he could write, on a "
                                         "day with no name written, let the day pass.")),
    "lend_start_time": (
        QT_TRANSLATE_NOOP("RulesEditor", "Loans may start later"),
        QT_TRANSLATE_NOOP("RulesEditor", "The owner may set when a loan begins (\"from 17:00 "
                                         "to 23:00\"); off: a loan starts at once.")),
    "destroy_cancels_pending": (
        QT_TRANSLATE_NOOP("RulesEditor", "Destroying cancels pending deaths"),
        QT_TRANSLATE_NOOP("RulesEditor", "Names written for a later time do not die once the "
                                         "notebook is destroyed.")),
    "possession_check_sees_closed_form": (
        QT_TRANSLATE_NOOP("RulesEditor", "Searches find a holder without the eyes"),
        QT_TRANSLATE_NOOP("RulesEditor", "The mafia's search also finds a holder who has no "
                                         "eyes (the closed form is otherwise immune).")),
    "near_sees_closed_form": (
        QT_TRANSLATE_NOOP("RulesEditor", "Near finds the notebook itself"),
        QT_TRANSLATE_NOOP("RulesEditor", "Near's check finds whoever holds the notebook, eyes "
                                         "or not; off: it answers like the mafia's search.")),
    "reveal_detective_victims": (
        QT_TRANSLATE_NOOP("RulesEditor", "Roles of L's victims are published"),
        QT_TRANSLATE_NOOP("RulesEditor", "The newspaper shows the role of a player shot by "
                                         "L.")),
    "announce_saves": (
        QT_TRANSLATE_NOOP("RulesEditor", "Failed shots are announced"),
        QT_TRANSLATE_NOOP("RulesEditor", "The newspaper says when a shot failed because Near "
                                         "saved the target.")),
    "boss_death_no_shot": (
        QT_TRANSLATE_NOOP("RulesEditor", "No shot after the boss dies"),
        QT_TRANSLATE_NOOP("RulesEditor", "The night after the boss's death the mafia cannot "
                                         "shoot; any mafioso may search.")),
    "mafia_before_l": (
        QT_TRANSLATE_NOOP("RulesEditor", "The mafia acts before L"),
        QT_TRANSLATE_NOOP("RulesEditor", "At night the mafia's action comes first, so L shot "
                                         "by the mafia does not act.")),
    "stall_days": (
        QT_TRANSLATE_NOOP("RulesEditor", "A draw after quiet days"),
        QT_TRANSLATE_NOOP("RulesEditor", "The game ends with no winner after this many game "
                                         "days in a row in which nobody died (and, with the "
                                         "Death Note, no name was written); 0: never.")),
    "doctor_self_save": (
        QT_TRANSLATE_NOOP("RulesEditor", "The doctor may save himself"),
        QT_TRANSLATE_NOOP("RulesEditor", "The doctor may choose himself as the player he "
                                         "saves.")),
    "mafia_kill": (
        QT_TRANSLATE_NOOP("RulesEditor", "The killer strike"),
        QT_TRANSLATE_NOOP("RulesEditor", "Only the killer's shot is the mafia's kill; the "
                                         "witness learns his name, and a wrong lawyer strike "
                                         "costs him his life.")),
    "mafia_count": (
        QT_TRANSLATE_NOOP("RulesEditor", "Mafiosi"),
        QT_TRANSLATE_NOOP("RulesEditor", "How many players are dealt the mafia, the Don and "
                                         "the thug among them. Auto: a quarter of the "
                                         "players, rounded (a half up), at least one: 4–5 "
                                         "players → 1, 6–9 → 2, 10–13 → 3.")),
    "extra_roles": (
        QT_TRANSLATE_NOOP("RulesEditor", "Optional roles"),
        QT_TRANSLATE_NOOP("RulesEditor", "Each at most once. The town roles and the maniac "
                                         "take civilians' seats, the thug and the Dons the "
                                         "mafia's.")),
    "reveal_killed": (
        QT_TRANSLATE_NOOP("RulesEditor", "A night victim's role is shown"),
        QT_TRANSLATE_NOOP("RulesEditor", "What the morning newspaper says about each player "
                                         "killed in the night.")),
    "reveal_saved_role": (
        QT_TRANSLATE_NOOP("RulesEditor", "Saved players' roles are shown"),
        QT_TRANSLATE_NOOP("RulesEditor", "When saves are announced, the newspaper also gives "
                                         "the saved player's role.")),
    "reveal_doctor_self_save": (
        QT_TRANSLATE_NOOP("RulesEditor", "A doctor who saved himself is shown"),
        QT_TRANSLATE_NOOP("RulesEditor", "When saves are announced, the role of a doctor who "
                                         "saved himself is given too.")),
    "executioner_shots": (
        QT_TRANSLATE_NOOP("RulesEditor", "The executioner's shots"),
        QT_TRANSLATE_NOOP("RulesEditor", "How many night shots the executioner has in the "
                                         "whole game.")),
    "witness_sees": (
        QT_TRANSLATE_NOOP("RulesEditor", "The witness learns"),
        QT_TRANSLATE_NOOP("RulesEditor", "Who the witness is told attacked the player he "
                                         "watched, when all the mafia shot.")),
    "two_mafias": (
        QT_TRANSLATE_NOOP("RulesEditor", "Two mafias"),
        QT_TRANSLATE_NOOP("RulesEditor", "Two rival families, each with its own channel, "
                                         "kill and Don; for 15 players and more.")),
    "recruitment": (
        QT_TRANSLATE_NOOP("RulesEditor", "Recruitment"),
        QT_TRANSLATE_NOOP("RulesEditor", "Each death in a family gives it one offer to a "
                                         "living player to join it.")),
    "recruit_loses_role": (
        QT_TRANSLATE_NOOP("RulesEditor", "A recruit loses his role"),
        QT_TRANSLATE_NOOP("RulesEditor", "A recruited role-holder becomes a plain mafioso; "
                                         "off: he keeps his role's actions.")),
    "bulletproof_vests": (
        QT_TRANSLATE_NOOP("RulesEditor", "Bulletproof vests"),
        QT_TRANSLATE_NOOP("RulesEditor", "Vests dealt at random among the town; a vest stops "
                                         "one mafia shot, and the wearer is told.")),
    "lawyer_strike": (
        QT_TRANSLATE_NOOP("RulesEditor", "The lawyer strike"),
        QT_TRANSLATE_NOOP("RulesEditor", "Once a night a mafioso may name a player and his "
                                         "role: right, he dies and nothing saves him; wrong, "
                                         "his survival is announced.")),
    "lawyer_penalty": (
        QT_TRANSLATE_NOOP("RulesEditor", "A wrong strike costs"),
        QT_TRANSLATE_NOOP("RulesEditor", "What happens to a mafioso whose lawyer strike "
                                         "names the wrong role.")),
    "lawyer_strike_uses": (
        QT_TRANSLATE_NOOP("RulesEditor", "Lawyer strikes per family"),
        QT_TRANSLATE_NOOP("RulesEditor", "How many lawyer strikes each family has in the "
                                         "whole game.")),
    "killer_choice": (
        QT_TRANSLATE_NOOP("RulesEditor", "The killer is"),
        QT_TRANSLATE_NOOP("RulesEditor", "Who becomes the family's killer; a new one follows "
                                         "when he dies.")),
    "killer_uses": (
        QT_TRANSLATE_NOOP("RulesEditor", "The killer's nights"),
        QT_TRANSLATE_NOOP("RulesEditor", "For how many nights the killer decides the kill; "
                                         "then all the family agree again.")),
    "don_strike": (
        QT_TRANSLATE_NOOP("RulesEditor", "The Don strike"),
        QT_TRANSLATE_NOOP("RulesEditor", "Once a night the Don may strike a player; neither "
                                         "the doctor nor a vest stops it.")),
    "don_choice": (
        QT_TRANSLATE_NOOP("RulesEditor", "The Don is"),
        QT_TRANSLATE_NOOP("RulesEditor", "The dealt Don (or one drawn by lot), or the one "
                                         "his family elects.")),
    "don_strike_uses": (
        QT_TRANSLATE_NOOP("RulesEditor", "Don strikes"),
        QT_TRANSLATE_NOOP("RulesEditor", "How many Don strikes each family has in the whole "
                                         "game.")),
    "don_miss_sanction": (
        QT_TRANSLATE_NOOP("RulesEditor", "When the Don misses"),
        QT_TRANSLATE_NOOP("RulesEditor", "A strike stopped by the peacemaker is a miss; what "
                                         "the table learns or the Don pays.")),
    "don_succession": (
        QT_TRANSLATE_NOOP("RulesEditor", "When the Don dies"),
        QT_TRANSLATE_NOOP("RulesEditor", "A new Don at the next nightfall (with what was "
                                         "left of the strikes), or the family plays on "
                                         "without one.")),
    "don_decides_uses": (
        QT_TRANSLATE_NOOP("RulesEditor", "Nights the Don decides"),
        QT_TRANSLATE_NOOP("RulesEditor", "For how many nights only the Don's shot is the "
                                         "family's kill; then all agree again.")),
}


# An option both presets have, explained in the classic game's own words (no Near, no
# notebook: issue 16).
_CLASSIC_OPTIONS: dict[str, tuple[str, str]] = {
    # a failed mafia kill is announced whatever this says (seed 004, rules-classic.md
    # C6.6): here the option only names the saved (C7.2.6; issue 33)
    "announce_saves": (
        QT_TRANSLATE_NOOP("RulesEditor", "The saved are named"),
        QT_TRANSLATE_NOOP("RulesEditor", "The newspaper names a player the doctor saved. A "
                                         "failed mafia kill is announced either way (\"The "
                                         "mafia's kill failed.\"), never why: the mafiosi "
                                         "disagreed, a save, the peacemaker or a vest.")),
    "stall_days": (
        QT_TRANSLATE_NOOP("RulesEditor", "A draw after quiet days"),
        QT_TRANSLATE_NOOP("RulesEditor", "The game ends with no winner after this many game "
                                         "days in a row in which nobody died; 0: never.")),
}


def option_texts(preset: str | None = None) -> dict[str, tuple[str, str]]:
    """Each option's title and one-line explanation, in the current language, in the words
    of ``preset`` (a preset's name; None: the Death Note's)."""
    table = dict(_OPTIONS)
    if not preset_rules(preset).has_notebook:  # no Near, no notebook in the words
        table.update(_CLASSIC_OPTIONS)
    return {name: (_tr(title), _tr(hint)) for name, (title, hint) in table.items()}


def don_decides_texts() -> tuple[str, str]:
    """The title and explanation of the switch "the Don decides the mafia's kill"."""
    return (QCoreApplication.translate("RulesEditor", "The Don decides the kill"),
            QCoreApplication.translate("RulesEditor", "Only the Don's shot is the family's "
                                                      "kill; the witness then sees the Don."))
