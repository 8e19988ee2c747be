"""The Group page's words that are not a widget's own: how a player's game ended (one word
per ``record.facts.Fate``), a role's and a deal's name (the host's own roles by the names
the record kept with them), a rate with its interval, a rating. Texts in the
"GroupPage" context of the Qt catalogue; numbers through ``desktop.numbers`` (the
locale's decimal point). Must not import any window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.i18n import current_language
from desktop.numbers import decimal, percent
from desktop.texts import preset_name, role_name
from engine.role_spec import Words
from record.facts import Fate
from record.ratings import Rating
from record.stats import DealRole, Rate


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


def role_text(role: str, own: Words | None = None) -> str:
    """A role's name in the app's language: the host's own role by its own name (``own``,
    as the record kept it), a built-in one by the app's role files."""
    return own.get(current_language().value) if own is not None else role_name(role)


def own_win_text(role: str, own: Words) -> str:
    """«Jester (own win)»: a role's win by its own condition, beside the sides'."""
    return (QCoreApplication.translate("GroupPage", "%1 (own win)")
            .replace("%1", role_text(role, own)))


def deal_text(preset: str, seats: int, options: dict[str, Any],
              roles: Sequence[DealRole] = ()) -> str:
    """«Death Note, 9 seats», with the host's own roles «+ Jester, Bodyguard ×2» and,
    with rules changed, «(rules changed: …)»."""
    text = (QCoreApplication.translate("GroupPage", "%1, %2 seats")
            .replace("%1", preset_name(preset)).replace("%2", str(seats)))
    if roles:
        text += " + " + ", ".join(role_text(r.role, r.name) + (f" ×{r.seats}" if r.seats > 1
                                                               else "") for r in roles)
    if options:
        text += " " + (QCoreApplication.translate("GroupPage", "(rules changed: %1)")
                       .replace("%1", ", ".join(sorted(options))))
    return text


def count_games(games: int) -> str:
    """«games: 12» (a count without a plural to agree with)."""
    return QCoreApplication.translate("GroupPage", "games: %1").replace("%1", str(games))
