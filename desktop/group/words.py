"""The Group page's words that are not a widget's own: how a player's game ended (one word
per ``record.facts.Fate``), a deal's name, a rate with its interval, a rating. Texts in the
"GroupPage" context of the Qt catalogue; numbers through ``desktop.numbers`` (the
locale's decimal point). Must not import any window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.numbers import decimal, percent
from desktop.texts import preset_name
from record.facts import Fate
from record.ratings import Rating
from record.stats import Rate


def fate_name(fate: Fate | str) -> str:
    return {
        Fate.SURVIVED: QCoreApplication.translate("GroupPage", "survived the game"),
        Fate.EXECUTED: QCoreApplication.translate("GroupPage", "executed"),
        Fate.KILLED: QCoreApplication.translate("GroupPage", "killed at night"),
        Fate.NOTEBOOK: QCoreApplication.translate("GroupPage", "written in the notebook"),
        Fate.INACTIVE: QCoreApplication.translate("GroupPage", "inactive"),
        Fate.PENALTY: QCoreApplication.translate("GroupPage", "penalty"),
        Fate.REMOVED: QCoreApplication.translate("GroupPage", "removed"),
    }.get(Fate(fate), str(fate))


def rate_text(rate: Rate) -> str:
    """«53.2% (45–61%)»: the rate and its 95 % interval (whole percents: plenty for an
    interval that wide, and narrow columns); a dash where there is nothing to count."""
    if not rate.total:
        return "—"
    plain = rate.to_plain()  # the figures as ``dnmafia stats --json`` rounds them
    return (f"{percent(plain['rate'])} "
            f"({decimal(plain['low'] * 100, 0)}–{percent(plain['high'], 0)})")


def count_text(hits: int, total: int) -> str:
    return QCoreApplication.translate("GroupPage", "%1 of %2").replace(
        "%1", str(hits)).replace("%2", str(total))


def rating_text(rating: Rating | None) -> str:
    """«25.3 ± 4.1» (mu ± sigma)."""
    if rating is None:
        return "—"
    plain = rating.to_plain()  # rounded as ``dnmafia stats --json`` has it
    return f"{decimal(plain['mu'])} ± {decimal(plain['sigma'])}"


def fates_text(fates: dict[str, int]) -> str:
    """How his games ended, the deaths only, most often first: «executed 2, killed 1»."""
    order = [f.value for f in Fate]
    deaths = sorted(((n, f) for f, n in fates.items() if n and f != Fate.SURVIVED.value),
                    key=lambda item: (-item[0], order.index(item[1])))
    return ", ".join(f"{fate_name(f)} {n}" for n, f in deaths) or "—"


def deal_text(preset: str, seats: int, options: dict[str, Any]) -> str:
    """«Death Note, 9 seats» and, with rules changed, «(own rules: 2)»."""
    text = (QCoreApplication.translate("GroupPage", "%1, %2 seats")
            .replace("%1", preset_name(preset)).replace("%2", str(seats)))
    if options:
        text += " " + (QCoreApplication.translate("GroupPage", "(rules changed: %1)")
                       .replace("%1", ", ".join(sorted(options))))
    return text


def count_games(games: int) -> str:
    """«games: 12» (a count without a plural to agree with)."""
    return QCoreApplication.translate("GroupPage", "games: %1").replace("%1", str(games))
