"""The sentences of a classic role card in the app's words: engine/role_cards.py chooses
them by the table's rules (``me.card`` in a seat's view), this module words them (the web
page reads the same table through tools/build_web_texts.py).

Owns ``_CARD_LINES`` (code → source text, "%1" a count) and ``card_text``. Must not import
any window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_CARD_LINES = {
    "civilian": QT_TRANSLATE_NOOP(
        "cards", "No night action: at night you only confirm that you sleep. Find the mafia "
                 "by talk and by vote."),
    "town_win": QT_TRANSLATE_NOOP("cards", "You win with the town when no mafioso is left."),
    "town_win_maniac": QT_TRANSLATE_NOOP(
        "cards", "You win with the town when no mafioso and no maniac is left."),
    "doctor_save": QT_TRANSLATE_NOOP(
        "cards", "Each night save one player from the night's kills (not the same player "
                 "two nights running)."),
    "doctor_self": QT_TRANSLATE_NOOP("cards", "You may save yourself."),
    "doctor_no_self": QT_TRANSLATE_NOOP("cards", "You may not save yourself."),
    "doctor_not_executioner": QT_TRANSLATE_NOOP(
        "cards", "Your save does not stop the executioner's shot."),
    "doctor_not_lawyer": QT_TRANSLATE_NOOP(
        "cards", "Your save does not stop a right lawyer strike."),
    "doctor_not_don": QT_TRANSLATE_NOOP("cards", "Your save does not stop the Don's strike."),
    "doctor_named": QT_TRANSLATE_NOOP(
        "cards", "The newspaper names the player you saved."),
    "doctor_unnamed": QT_TRANSLATE_NOOP(
        "cards", "The newspaper never names whom you saved: a kill you stopped shows only as "
                 "a failed kill."),
    "commissar": QT_TRANSLATE_NOOP(
        "cards", "Each night check one other player: in the morning you learn whether he is "
                 "a mafioso."),
    "peacemaker": QT_TRANSLATE_NOOP(
        "cards", "Each night block one other player (not the same one two nights running): "
                 "his night actions are lost, and he is protected from the night's kills."),
    "peacemaker_not_lawyer": QT_TRANSLATE_NOOP(
        "cards", "Your protection does not stop a right lawyer strike."),
    "executioner": QT_TRANSLATE_NOOP("cards", "At night you may shoot one other player."),
    "executioner_shots": QT_TRANSLATE_NOOP("cards", "Your shots for the whole game: %1."),
    "executioner_unlimited": QT_TRANSLATE_NOOP("cards", "You may shoot every night."),
    "executioner_peacemaker": QT_TRANSLATE_NOOP(
        "cards", "Only the peacemaker's protection stops your shot."),
    "executioner_unstoppable": QT_TRANSLATE_NOOP("cards", "Nothing stops your shot."),
    "witness_names": QT_TRANSLATE_NOOP(
        "cards", "Each night watch one other player: in the morning you learn the names of "
                 "whoever attacked him."),
    "witness_team": QT_TRANSLATE_NOOP(
        "cards", "Each night watch one other player: in the morning you learn who attacked "
                 "him — a family's kill as \"the mafia\", anyone else by name."),
    "witness_not_lawyer": QT_TRANSLATE_NOOP("cards", "You do not see a lawyer strike."),
    "maniac": QT_TRANSLATE_NOOP("cards", "Each night you may kill one other player."),
    "maniac_doctor": QT_TRANSLATE_NOOP("cards", "The doctor's save stops you."),
    "maniac_peacemaker": QT_TRANSLATE_NOOP("cards", "The peacemaker's protection stops you."),
    "maniac_win": QT_TRANSLATE_NOOP(
        "cards", "You play for yourself alone and win when you are the last one alive."),
    "family": QT_TRANSLATE_NOOP(
        "cards", "You know your family; talk with it in the mafia channel."),
    "don_head": QT_TRANSLATE_NOOP(
        "cards", "You are the Don: the head of your family, and a mafioso. You know your "
                 "family; talk with it in the mafia channel."),
    "thug": QT_TRANSLATE_NOOP(
        "cards", "Each night you may also knock out one other player (not the same one two "
                 "nights running): until the next nightfall he has no night action and no "
                 "vote."),
    "thug_first_family": QT_TRANSLATE_NOOP("cards", "You belong to the first family."),
    "kill_unanimous": QT_TRANSLATE_NOOP(
        "cards", "Each night your family kills one player: every awake mafioso must name the "
                 "same target, or the kill fails and the newspaper says so."),
    "kill_killer": QT_TRANSLATE_NOOP(
        "cards", "Each night only the killer's shot is your family's kill."),
    "kill_killer_limited": QT_TRANSLATE_NOOP(
        "cards", "Only the killer's shot is your family's kill (nights: %1); after that "
                 "every awake mafioso must name the same target, or the kill fails."),
    "killer_lot": QT_TRANSLATE_NOOP("cards", "The killer is drawn by lot."),
    "killer_first_shot": QT_TRANSLATE_NOOP(
        "cards", "Whoever of you shoots first becomes the killer."),
    "kill_don": QT_TRANSLATE_NOOP(
        "cards", "Each night only the Don's shot is your family's kill."),
    "kill_don_limited": QT_TRANSLATE_NOOP(
        "cards", "Only the Don's shot is your family's kill (nights: %1); after that "
                 "every awake mafioso must name the same target, or the kill fails."),
    "kill_don_self": QT_TRANSLATE_NOOP(
        "cards", "Each night your shot alone is your family's kill."),
    "kill_don_self_limited": QT_TRANSLATE_NOOP(
        "cards", "Your shot alone is your family's kill (nights: %1); after that every "
                 "awake mafioso must name the same target, or the kill fails."),
    "don_strike": QT_TRANSLATE_NOOP(
        "cards", "You have the Don strike: at night, besides the family's kill, a strike of "
                 "your own that neither the doctor's save nor a vest stops."),
    "don_strike_uses": QT_TRANSLATE_NOOP("cards", "Your Don strikes for the whole game: %1."),
    "don_strike_peacemaker": QT_TRANSLATE_NOOP(
        "cards", "The peacemaker's protection stops it: that is a miss."),
    "don_miss_name": QT_TRANSLATE_NOOP(
        "cards", "After a miss the host names the player you struck."),
    "don_miss_name_then_death": QT_TRANSLATE_NOOP(
        "cards", "After your first miss the host names the player you struck; the second "
                 "miss costs your life."),
    "vests": QT_TRANSLATE_NOOP(
        "cards", "Vests dealt among the town: %1; a vest stops one of your family's "
                 "shots."),
    "lawyer": QT_TRANSLATE_NOOP(
        "cards", "Once a night your family may also make a lawyer strike: name a player and "
                 "his role; right, he dies and nothing saves him; wrong, the table learns "
                 "he survived."),
    "lawyer_by_killer": QT_TRANSLATE_NOOP("cards", "Only the killer may strike."),
    "lawyer_uses": QT_TRANSLATE_NOOP(
        "cards", "Your family's lawyer strikes for the whole game: %1."),
    "lawyer_instant": QT_TRANSLATE_NOOP(
        "cards", "A wrong strike costs the striker his life at once."),
    "lawyer_second_miss": QT_TRANSLATE_NOOP(
        "cards", "A striker's second wrong strike costs him his life."),
    "recruit": QT_TRANSLATE_NOOP(
        "cards", "When a mafioso dies, your family may invite a living player to join it."),
    "recruit_loses_role": QT_TRANSLATE_NOOP(
        "cards", "A role-holder who joins loses his role."),
    "recruit_keeps_role": QT_TRANSLATE_NOOP(
        "cards", "A role-holder who joins keeps his role."),
    "rival_family": QT_TRANSLATE_NOOP(
        "cards", "A second, rival family hunts too: the town and the other family are your "
                 "enemies."),
    "mafia_win": QT_TRANSLATE_NOOP(
        "cards", "The mafia wins when it is no fewer than the others and nobody can remove "
                 "a mafioso any more."),
    "family_win_alone": QT_TRANSLATE_NOOP(
        "cards", "Your family wins alone, when it is no fewer than all the others and nobody "
                 "can remove one of you any more."),
}


def card_text(lines: list[dict[str, Any]] | None) -> str:
    """A classic role card from its sentences (``me.card``: engine/role_cards.py), in the
    current language; "" for none."""
    out = []
    for line in lines or []:
        source = _CARD_LINES.get(str(line.get("code")))
        if source is None:
            continue
        n = line.get("n")
        text = QCoreApplication.translate("cards", source)
        out.append(text.replace("%1", str(n)) if n is not None else text)
    return " ".join(out)
