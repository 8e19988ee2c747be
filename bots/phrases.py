"""Short chat lines for bot players, in Russian and English.

Owns the phrase lists (by situation; the Russian ones need no speaker's gender: «я из
мирных», not «я мирный»), ``line(language, kind, rng, avoid=..., **names)`` and
``claimed(text)`` (whom a claim line accuses). Imports only the standard library.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Collection

PHRASES: dict[str, dict[str, list[str]]] = {
    "ru": {
        "greet": [
            "Всем привет.", "Доброе утро, город.", "Ну что, кого подозреваем?",
            "Я из мирных, если что.", "Давайте думать, а не гадать.", "Привет. Есть идеи?",
            "Тихо как-то сегодня.", "Смотрю за голосованием, выводы потом.",
        ],
        "mourn": [
            "Светлая память, {name}.", "{name}, покойся с миром.",
            "Ночь забрала игрока {name}.", "{name} больше с нами нет. Кто следующий?",
            "За игрока {name} кто-то ответит.",
        ],
        "accuse": [
            "Выдвигаю: {name}.", "{name} ведёт себя подозрительно.", "{name} мне не нравится.",
            "{name}, объяснись, пожалуйста.", "Присмотритесь к игроку {name}.",
            "{name} слишком тихо играет, это странно.",
        ],
        "defend": [
            "Я не мафия!", "Зря меня выдвинули, я из мирных.", "{by}, это ошибка.",
            "Меня-то за что?", "Проверьте меня — никакой мафии.", "{by}, а у тебя какая роль?",
        ],
        "vote": [
            "Голосую: {name}.", "Мой голос — {name}.", "Я за казнь игрока {name}.",
            "{name}, извини.",
        ],
        "abstain": ["Воздержусь сегодня.", "Пока сомневаюсь, пропущу.", "Пока не голосую."],
        "suggest": [
            "Предлагаю ночью: {name}.", "{name} — опасный игрок, предлагаю убрать.",
            "{name} копает под нас, надо убирать.", "Сегодня предлагаю: {name}.",
        ],
        "boss": ["Стреляем: {name}.", "Сегодня {name}.", "Решено: {name}."],
        "search": ["Проверим на тетрадь игрока {name}.", "Ищем тетрадь, цель: {name}."],
        "claim": [
            "Я L. Моя проверка: {name} — мафия.", "Проверка: {name} — мафия, я детектив.",
            "Детектив здесь. {name} — мафия, казним.",
        ],
        "claim_kira": [
            "Я Ниа. {name} держит тетрадь, и с глазами.", "{name} держит тетрадь, проверено.",
        ],
        "claim_check": [
            "Я {role}. {name} — мафия.", "{Role} здесь: {name} — маф, казним.",
        ],
        "offer_reply": ["Подумаю над предложением.", "Интересно…"],
        "family": ["Держимся вместе.", "Не палимся, голосуем вразброс.", "Я с вами."],
        "circumstances": [
            "сердечный приступ", "несчастный случай", "упал с лестницы",
            "подавился", "сердце не выдержало",
        ],
    },
    "en": {
        "greet": [
            "Hi all.", "Morning, town.", "So, who do we suspect?", "I'm town, for the record.",
            "Let's think, not guess.", "Hello. Any ideas?", "Quiet day so far.",
            "Watching the votes, will say more later.",
        ],
        "mourn": [
            "Sorry about {name}.", "Rest in peace, {name}.", "The night took {name}.",
            "{name} is gone. Who's next?", "Someone will answer for {name}.",
        ],
        "accuse": [
            "I nominate {name}.", "{name} is acting suspicious.", "I don't like {name}.",
            "{name}, explain yourself please.", "I'd look at {name}.",
            "{name} is too quiet, that's odd.",
        ],
        "defend": [
            "I'm not mafia!", "Wrong call, I'm town.", "{by}, that's a mistake.",
            "Why me?", "Check me, I'm clean.", "{by}, and who are you?",
        ],
        "vote": ["Voting {name}.", "My vote: {name}.", "I'm on {name}.", "Sorry, {name}."],
        "abstain": ["I'll abstain today.", "Not sure, skipping.", "No vote from me yet."],
        "suggest": [
            "Let's take {name} tonight.", "{name} is dangerous, let's go.",
            "{name} is digging at us.", "I'm for {name} tonight.",
        ],
        "boss": ["We shoot {name}.", "Tonight: {name}.", "Decided: {name}."],
        "search": ["Let's see if {name} has the notebook.", "Searching {name}."],
        "claim": [
            "I'm L. Checked {name}: mafia.", "My check: {name} is mafia, I'm the detective.",
            "Detective here. {name} is mafia, vote them out.",
        ],
        "claim_kira": [
            "I'm Near. {name} holds the notebook with the eyes.",
            "{name} holds the notebook, checked.",
        ],
        "claim_check": [
            "I'm the {role}. {name} is mafia.", "{Role} here: {name} is mafia, vote.",
        ],
        "offer_reply": ["I'll think about the offer.", "Interesting…"],
        "family": ["Let's stick together.", "Don't vote as a block.", "I'm with you."],
        "circumstances": [
            "heart attack", "accident", "fell down the stairs", "choked", "heart failure",
        ],
    },
}

LANGUAGES = tuple(PHRASES)


CLAIM_KINDS = ("claim", "claim_kira", "claim_check")


def _pattern(template: str) -> re.Pattern[str]:
    """The claim line as a pattern whose one group is the named player (a checker's
    claim names his role too: any word there)."""
    parts = [re.escape(p) for p in template.split("{name}")]
    for word in ("{role}", "{Role}"):
        parts = [p.replace(re.escape(word), "(?:.+?)") for p in parts]
    return re.compile("^" + "(.+?)".join(parts) + "$")


# every claim line of every language, as a pattern that gives the named player back
_CLAIMS = [_pattern(t) for table in PHRASES.values() for kind in CLAIM_KINDS
           for t in table[kind]]


@functools.lru_cache(maxsize=4096)
def claimed(text: str) -> str | None:
    """The player a chat line claims to have found (mafia or the notebook), if it is one
    of the claim lines (a bot's, or a human's who wrote it the same way). Kept per text:
    every bot at the table reads the same line."""
    for pattern in _CLAIMS:
        match = pattern.match(text.strip())
        if match:
            return match.group(1)
    return None


def line(language: str, kind: str, rng: random.Random, *, avoid: Collection[str] = (),
         **names: str) -> str:
    """A random line of this kind, with the names filled in; one not in ``avoid`` (the
    lines the chat has just read: three bots had greeted with the same words) while the
    kind has one left."""
    lines = _lines(language, kind, *sorted(names.items()))
    return rng.choice([text for text in lines if text not in avoid] or lines)


@functools.lru_cache(maxsize=4096)
def _lines(language: str, kind: str, *names: tuple[str, str]) -> tuple[str, ...]:
    """Every line of this kind with these names filled in, in the table's order (kept:
    a table's bots say the same kinds of the same few names again and again)."""
    table = PHRASES.get(language) or PHRASES["en"]
    return tuple(template.format(**dict(names)) for template in table[kind])
