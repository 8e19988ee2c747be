"""The inactivity notice of a player's window (RULES.md §6, issue 33): during the vote, at
a table that removes the inactive, what this seat still owes today and until when — or
that it owes nothing. The seat reads only its own entry of the view's ``inactive_due``.

Owns ``duty_notice`` (the text, from a view) and ``DutyNotice`` (the label: shown for the
whole vote, so that it moves nothing when the player has done his duty). Its texts keep
the player panel's translation context ("PlayerPanel"; the phone page uses the same).
Must not import any window, nor engine state.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop import theme
from desktop.view_access import View, clock_of, inactive_due_of, me_of, rules_of

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Notice:
    text: str
    owed: bool  # something is still owed: a warning


def _owed_text(missing: list[str]) -> str:
    if missing == ["vote"]:
        return translate("PlayerPanel", "You have not voted today. Vote before %1, or you "
                                        "will be removed from the game for inactivity.")
    if missing == ["chat"]:
        return translate("PlayerPanel", "You have not written in the game chat today. Write "
                                        "a line before %1, or you will be removed from the "
                                        "game for inactivity.")
    return translate("PlayerPanel", "Today you have neither written in the game chat nor "
                                    "voted. Do both before %1, or you will be removed from "
                                    "the game for inactivity.")


def duty_notice(view: View) -> Notice | None:
    """What the seat's window says of the inactivity removal now: during the vote at a
    table that removes the inactive, to a living seat; None otherwise."""
    me = me_of(view)
    clock = clock_of(view)
    if (view.get("kind") != "player" or not me or not me.get("alive")
            or clock.get("phase") != "vote" or not rules_of(view).get("autokill_inactive")):
        return None
    mine = next((e for e in inactive_due_of(view) if e.get("name") == me.get("name")), None)
    if mine is None:
        return Notice(translate("PlayerPanel", "You will not be removed for inactivity "
                                               "today."), False)
    close = str(clock.get("phase_ends") or "").split(" ")[-1]
    return Notice(_owed_text(list(mine.get("missing") or [])).replace("%1", close), True)


class DutyNotice(QLabel):
    """The notice as a label: red while something is owed, quiet once it is done."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duty-notice")
        self.setWordWrap(True)
        self.hide()
        self.notice: Notice | None = None

    def show_view(self, view: View) -> None:
        self.notice = duty_notice(view)
        if self.notice is None:
            self.hide()
            self.setMinimumHeight(0)
            return
        shown = self.height() if self.isVisible() else 0
        if self.notice.owed:
            theme.set_style_sheet(self, f"background: {theme.ACCENT}; color: white; "
                                        "font-weight: 600; padding: 6px; border-radius: 4px;")
        else:
            theme.set_style_sheet(self, "padding: 6px; border: 1px solid #8b8f99; "
                                        "border-radius: 4px;")
        self.setText(self.notice.text)
        self.show()
        # never shorter within the vote: the actions under it stay where they were when
        # the warning turns into the shorter "done" line (nothing moves under the pointer)
        self.setMinimumHeight(max(self.minimumHeight(), shown))
