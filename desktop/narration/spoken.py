"""Numbers as they are said aloud, in Russian and English: a count in the grammatical
gender of the noun it counts («одна минута», «два часа», «двадцать один игрок»), a day's
ordinal («второй день»), a time of day («двадцать один час тридцать минут», "nine thirty
p.m.").

Owns the number words of each language (grammar, not phrases: the phrases they go into
are the narration's catalogue, ``desktop.narration.script``). Pure standard library; must
not import Qt, the engine or any window.
"""

from __future__ import annotations

from enum import StrEnum


class Gender(StrEnum):
    """The grammatical gender of a counted noun (Russian «один/одна/одно»)."""

    MASCULINE = "m"
    FEMININE = "f"
    NEUTER = "n"


_RU_UNITS = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь",
             "девять", "десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать",
             "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")
_RU_TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
            "восемьдесят", "девяносто")
_RU_HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
                "восемьсот", "девятьсот")
_RU_GENDERED = {Gender.FEMININE: {1: "одна", 2: "две"}, Gender.NEUTER: {1: "одно"}}
_RU_THOUSANDS = ("тысяча", "тысячи", "тысяч")
_RU_ORDINAL_UNITS = ("нулевой", "первый", "второй", "третий", "четвёртый", "пятый", "шестой",
                     "седьмой", "восьмой", "девятый", "десятый", "одиннадцатый", "двенадцатый",
                     "тринадцатый", "четырнадцатый", "пятнадцатый", "шестнадцатый",
                     "семнадцатый", "восемнадцатый", "девятнадцатый")
_RU_ORDINAL_TENS = ("", "", "двадцатый", "тридцатый", "сороковой", "пятидесятый",
                    "шестидесятый", "семидесятый", "восьмидесятый", "девяностый")

_EN_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen")
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
            "ninety")


def ru_plural_form(n: int) -> int:
    """Which of the three Russian forms counts ``n``: 0 «минута», 1 «минуты», 2 «минут»."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def _ru_below_thousand(n: int, gender: Gender) -> list[str]:
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words.append(_RU_HUNDREDS[hundreds])
    if rest >= 20:
        tens, rest = divmod(rest, 10)
        words.append(_RU_TENS[tens])
    if rest or not words:
        words.append(_RU_GENDERED.get(gender, {}).get(rest, _RU_UNITS[rest]))
    return words


def ru_number(n: int, gender: Gender = Gender.MASCULINE) -> str:
    """``n`` (below a million) in Russian words, agreeing with a noun of ``gender``."""
    if n < 0:
        return "минус " + ru_number(-n, gender)
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands:
        words += _ru_below_thousand(thousands, Gender.FEMININE)
        words.append(_RU_THOUSANDS[ru_plural_form(thousands)])
    if rest or not words:
        words += _ru_below_thousand(rest, gender)
    return " ".join(words)


def ru_ordinal(n: int) -> str:
    """The masculine ordinal of ``n`` (below a hundred): «первый», «двадцать второй»."""
    if n < 20:
        return _RU_ORDINAL_UNITS[n]
    tens, units = divmod(n % 100, 10)
    if units == 0:
        return _RU_ORDINAL_TENS[tens]
    return f"{_RU_TENS[tens]} {_RU_ORDINAL_UNITS[units]}"


def en_number(n: int) -> str:
    """``n`` (below a million) in English words: "twenty-one"."""
    if n < 0:
        return "minus " + en_number(-n)
    if n < 20:
        return _EN_UNITS[n]
    if n < 100:
        tens, units = divmod(n, 10)
        return _EN_TENS[tens] + (f"-{_EN_UNITS[units]}" if units else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_EN_UNITS[hundreds]} hundred" + (f" {en_number(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{en_number(thousands)} thousand" + (f" {en_number(rest)}" if rest else "")


def number(n: int, language: str, gender: Gender = Gender.MASCULINE) -> str:
    """``n`` in words of ``language`` ("ru", "en")."""
    return ru_number(n, gender) if language == "ru" else en_number(n)


def ordinal(n: int, language: str) -> str:
    """A day's ordinal: «второй»; in English the number itself ("Day two")."""
    return ru_ordinal(n) if language == "ru" else en_number(n)


_RU_HOURS = ("час", "часа", "часов")
_RU_MINUTES = ("минута", "минуты", "минут")


def time_words(minute_of_day: int, language: str) -> str:
    """A time of day as said aloud: 21:00 «двадцать один час», 19:30 «девятнадцать часов
    тридцать минут»; "nine p.m.", "seven thirty p.m.", "midnight", "noon"."""
    hours, minutes = divmod(minute_of_day % (24 * 60), 60)
    if language == "ru":
        text = f"{ru_number(hours)} {_RU_HOURS[ru_plural_form(hours)]}"
        if minutes:
            text += (f" {ru_number(minutes, Gender.FEMININE)} "
                     f"{_RU_MINUTES[ru_plural_form(minutes)]}")
        return text
    if minutes == 0 and hours in (0, 12):
        return "midnight" if hours == 0 else "noon"
    twelve = hours % 12 or 12
    said = en_number(twelve)
    if minutes:
        said += " " + (f"oh {en_number(minutes)}" if minutes < 10 else en_number(minutes))
    return f"{said} {'a.m.' if hours < 12 else 'p.m.'}"
