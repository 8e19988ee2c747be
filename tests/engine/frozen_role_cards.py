# ruff: noqa: E501  (the frozen texts are kept on one line each, as they were)
"""A frozen copy of engine/role_cards.py as it was before issue 30 (card lines as codes
chosen in code), with each code's English text (desktop/seat/card_texts.py) and Russian text
(the Qt catalogue) at that time: tests/engine/test_card_lines.py checks that the role files'
declared card lines give exactly these sentences. Do not edit: it is the reference.
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

CardLine = tuple[str, int | None]


_FAMILY_ROLES = {"don", "don2", "mafia", "mafia2", "thug"}
_DONS = {"don", "don2"}


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


# code -> (English, Russian), "%1" a count
TEXTS: dict[str, tuple[str, str]] = {
    'civilian': (
        'No night action: at night you only confirm that you sleep. Find the mafia by talk and by vote.',
        'Ночного действия нет: ночью вы только подтверждаете, что спите. Вычисляйте мафию в обсуждении и на голосовании.'),
    'town_win': (
        'You win with the town when no mafioso is left.',
        'Вы побеждаете с городом, когда не останется ни одного мафиози.'),
    'town_win_maniac': (
        'You win with the town when no mafioso and no maniac is left.',
        'Вы побеждаете с городом, когда не останется ни мафиози, ни маньяка.'),
    'doctor_save': (
        "Each night save one player from the night's kills (not the same player two nights running).",
        'Каждую ночь спасайте одного игрока от ночных убийств (не одного и того же две ночи подряд).'),
    'doctor_self': (
        'You may save yourself.',
        'Себя спасать можно.'),
    'doctor_no_self': (
        'You may not save yourself.',
        'Себя спасать нельзя.'),
    'doctor_not_executioner': (
        "Your save does not stop the executioner's shot.",
        'Спасение не защищает от выстрела палача.'),
    'doctor_not_lawyer': (
        'Your save does not stop a right lawyer strike.',
        'Спасение не защищает от верного удара адвоката.'),
    'doctor_not_don': (
        "Your save does not stop the Don's strike.",
        'Спасение не защищает от удара Дона.'),
    'doctor_named': (
        'The newspaper names the player you saved.',
        'Газета называет спасённого вами игрока.'),
    'doctor_unnamed': (
        'The newspaper never names whom you saved: a kill you stopped shows only as a failed kill.',
        'Газета никогда не называет, кого вы спасли: остановленное вами убийство видно только как неудавшееся.'),
    'commissar': (
        'Each night check one other player: in the morning you learn whether he is a mafioso.',
        'Каждую ночь проверяйте одного другого игрока: утром вы узнаете, мафиози ли он.'),
    'peacemaker': (
        "Each night block one other player (not the same one two nights running): his night actions are lost, and he is protected from the night's kills.",
        'Каждую ночь блокируйте одного другого игрока (не одного и того же две ночи подряд): его ночные действия пропадают, и он защищён от ночных убийств.'),
    'peacemaker_not_lawyer': (
        'Your protection does not stop a right lawyer strike.',
        'Ваша защита не спасает от верного удара адвоката.'),
    'executioner': (
        'At night you may shoot one other player.',
        'Ночью вы можете застрелить одного другого игрока.'),
    'executioner_shots': (
        'Your shots for the whole game: %1.',
        'Ваших выстрелов на всю игру: %1.'),
    'executioner_unlimited': (
        'You may shoot every night.',
        'Стрелять можно каждую ночь.'),
    'executioner_peacemaker': (
        "Only the peacemaker's protection stops your shot.",
        'Ваш выстрел останавливает только защита миротворца.'),
    'executioner_unstoppable': (
        'Nothing stops your shot.',
        'Ваш выстрел ничто не останавливает.'),
    'witness_names': (
        'Each night watch one other player: in the morning you learn the names of whoever attacked him.',
        'Каждую ночь наблюдайте за одним другим игроком: утром вы узнаете имена всех, кто на него нападал.'),
    'witness_team': (
        'Each night watch one other player: in the morning you learn who attacked him — a family\'s kill as "the mafia", anyone else by name.',
        'Каждую ночь наблюдайте за одним другим игроком: утром вы узнаете, кто на него нападал, — убийство семьи как «мафия», остальных по именам.'),
    'witness_not_lawyer': (
        'You do not see a lawyer strike.',
        'Удар адвоката вы не видите.'),
    'maniac': (
        'Each night you may kill one other player.',
        'Каждую ночь вы можете убить одного другого игрока.'),
    'maniac_doctor': (
        "The doctor's save stops you.",
        'Вас останавливает спасение доктора.'),
    'maniac_peacemaker': (
        "The peacemaker's protection stops you.",
        'Вас останавливает защита миротворца.'),
    'maniac_win': (
        'You play for yourself alone and win when you are the last one alive.',
        'Вы играете сами за себя и побеждаете, когда в живых остаётесь только вы.'),
    'family': (
        'You know your family; talk with it in the mafia channel.',
        'Вы знаете свою семью; совещайтесь с ней в канале мафии.'),
    'don_head': (
        'You are the Don: the head of your family, and a mafioso. You know your family; talk with it in the mafia channel.',
        'Вы — Дон: глава своей семьи и мафиози. Вы знаете свою семью; совещайтесь с ней в канале мафии.'),
    'thug': (
        'Each night you may also knock out one other player (not the same one two nights running): until the next nightfall he has no night action and no vote.',
        'Каждую ночь вы можете ещё и выключить одного другого игрока (не одного и того же две ночи подряд): до следующей ночи у него нет ни ночного действия, ни голоса.'),
    'thug_first_family': (
        'You belong to the first family.',
        'Вы из первой семьи.'),
    'kill_unanimous': (
        'Each night your family kills one player: every awake mafioso must name the same target, or the kill fails and the newspaper says so.',
        'Каждую ночь ваша семья убивает одного игрока: все бодрствующие мафиози должны назвать одну и ту же цель, иначе убийство не удаётся, и газета об этом пишет.'),
    'kill_killer': (
        "Each night only the killer's shot is your family's kill.",
        'Каждую ночь убийство семьи — это выстрел одного киллера.'),
    'kill_killer_limited': (
        "Only the killer's shot is your family's kill (nights: %1); after that every awake mafioso must name the same target, or the kill fails.",
        'Убийство семьи — выстрел одного киллера (ночей: %1); после этого все бодрствующие мафиози должны назвать одну цель, иначе убийство не удаётся.'),
    'killer_lot': (
        'The killer is drawn by lot.',
        'Киллера выбирает жребий.'),
    'killer_first_shot': (
        'Whoever of you shoots first becomes the killer.',
        'Киллером становится тот из вас, кто выстрелит первым.'),
    'kill_don': (
        "Each night only the Don's shot is your family's kill.",
        'Каждую ночь убийство семьи — это выстрел одного Дона.'),
    'kill_don_limited': (
        "Only the Don's shot is your family's kill (nights: %1); after that every awake mafioso must name the same target, or the kill fails.",
        'Убийство семьи — выстрел одного Дона (ночей: %1); после этого все бодрствующие мафиози должны назвать одну цель, иначе убийство не удаётся.'),
    'kill_don_self': (
        "Each night your shot alone is your family's kill.",
        'Каждую ночь убийство семьи — это ваш выстрел, и только он.'),
    'kill_don_self_limited': (
        "Your shot alone is your family's kill (nights: %1); after that every awake mafioso must name the same target, or the kill fails.",
        'Убийство семьи — только ваш выстрел (ночей: %1); после этого все бодрствующие мафиози должны назвать одну цель, иначе убийство не удаётся.'),
    'don_strike': (
        "You have the Don strike: at night, besides the family's kill, a strike of your own that neither the doctor's save nor a vest stops.",
        'У вас есть удар Дона: ночью, помимо убийства семьи, — ваш собственный удар, от которого не спасают ни доктор, ни бронежилет.'),
    'don_strike_uses': (
        'Your Don strikes for the whole game: %1.',
        'Ударов Дона на всю игру: %1.'),
    'don_strike_peacemaker': (
        "The peacemaker's protection stops it: that is a miss.",
        'Его останавливает защита миротворца: это промах.'),
    'don_miss_name': (
        'After a miss the host names the player you struck.',
        'После промаха ведущий называет игрока, по которому вы ударили.'),
    'don_miss_name_then_death': (
        'After your first miss the host names the player you struck; the second miss costs your life.',
        'После первого промаха ведущий называет игрока, по которому вы ударили; второй промах стоит вам жизни.'),
    'vests': (
        "Vests dealt among the town: %1; a vest stops one of your family's shots.",
        'Бронежилетов у горожан: %1; бронежилет один раз спасает от выстрела вашей семьи.'),
    'lawyer': (
        'Once a night your family may also make a lawyer strike: name a player and his role; right, he dies and nothing saves him; wrong, the table learns he survived.',
        'Раз за ночь ваша семья может нанести ещё и удар адвоката: назвать игрока и его роль; угадали — он погибает, и ничто его не спасёт; не угадали — все узнают, что он выжил.'),
    'lawyer_by_killer': (
        'Only the killer may strike.',
        'Бить может только киллер.'),
    'lawyer_uses': (
        "Your family's lawyer strikes for the whole game: %1.",
        'Ударов адвоката у семьи на всю игру: %1.'),
    'lawyer_instant': (
        'A wrong strike costs the striker his life at once.',
        'Неверный удар сразу стоит ударившему жизни.'),
    'lawyer_second_miss': (
        "A striker's second wrong strike costs him his life.",
        'Второй неверный удар стоит ударившему жизни.'),
    'recruit': (
        'When a mafioso dies, your family may invite a living player to join it.',
        'Когда погибает мафиози, ваша семья может пригласить в свои ряды одного живого игрока.'),
    'recruit_loses_role': (
        'A role-holder who joins loses his role.',
        'Вступивший игрок с ролью теряет её.'),
    'recruit_keeps_role': (
        'A role-holder who joins keeps his role.',
        'Вступивший игрок с ролью сохраняет её.'),
    'rival_family': (
        'A second, rival family hunts too: the town and the other family are your enemies.',
        'Охотится и вторая, враждебная семья: ваши враги — город и другая семья.'),
    'mafia_win': (
        'The mafia wins when it is no fewer than the others and nobody can remove a mafioso any more.',
        'Мафия побеждает, когда её не меньше, чем остальных, и никто больше не может вывести мафиози из игры.'),
    'family_win_alone': (
        'Your family wins alone, when it is no fewer than all the others and nobody can remove one of you any more.',
        'Ваша семья побеждает одна, когда её не меньше, чем всех остальных, и никто больше не может вывести никого из вас из игры.'),
}


def sentences(role: str, options: Options, in_play: set[str]) -> dict[str, list[str]]:
    """The old card of ``role`` as sentences in each language."""
    out: dict[str, list[str]] = {"en": [], "ru": []}
    for code, n in card_lines(role, options, in_play):
        for i, lang in enumerate(("en", "ru")):
            text = TEXTS[code][i]
            out[lang].append(text if n is None else text.replace("%1", str(n)))
    return out
