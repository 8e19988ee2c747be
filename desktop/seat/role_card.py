"""The role card of a player's window: his role with its icon, colour and rules, the side
he plays for, and his own state (dead, his nomination and vote, a classic seat's vest,
knock-out, offer, shots) — before the deal, his place at the table (seated, a reserve,
waiting for the host's approval) and what it means.

Owns ``RoleCard``. Shows the seat's ``me`` and its parts (read through
``desktop.view_access``); never computes a rule. Its texts keep the player panel's
translation context ("PlayerPanel"). Must not import any window, nor engine state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import theme
from desktop.rules.summary import preset_of
from desktop.seat.card_texts import card_text
from desktop.texts import role_name, role_rules, team_name, winner_text
from desktop.view_access import (
    View,
    classic_seat_of,
    end_reason_of,
    genders_of,
    own_role,
    phase_of,
    registration_of,
    winner_of,
)
from engine.view_types import Me

translate = QCoreApplication.translate


class RoleCard(QGroupBox):
    """The seat's card, on the left of his window. ``changes_left_text(n)``: "n vote
    changes left" (a plural the panel translates)."""

    def __init__(self, *, changes_left_text: Callable[[int], str] = str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.changes_left_text = changes_left_text
        self.role_icon = QLabel()
        self.role_title = QLabel()
        self.role_title.setFont(theme.big_font(16, bold=True))
        self.role_team = QLabel()
        self.role_rules = QLabel()
        self.role_rules.setWordWrap(True)
        self.role_rules.setProperty("hint", True)
        self.role_extra = QLabel()
        self.role_extra.setWordWrap(True)
        self.my_status = QLabel()
        self.my_status.setWordWrap(True)
        head = QHBoxLayout()
        head.addWidget(self.role_icon)
        titles = QVBoxLayout()
        titles.addWidget(self.role_title)
        titles.addWidget(self.role_team)
        head.addLayout(titles, 1)
        card = QVBoxLayout(self)
        card.addLayout(head)
        card.addWidget(self.role_rules)
        card.addWidget(self.role_extra)
        card.addWidget(self.my_status)

    def show_view(self, view: View, me: Me | None, lobby: bool) -> None:
        if lobby or me is None:
            self.role_icon.setPixmap(theme.pixmap("role-unknown", 56, self.devicePixelRatioF()))
            theme.set_style_sheet(self.role_title, "")
            self.role_team.setText("")
            self.role_extra.setText("")
            self.my_status.setText("")
            title, rules = self._registration_texts(view, lobby)
            self.role_title.setText(title)
            self.role_rules.setText(rules)
            return
        role = me.get("role")
        self.role_icon.setPixmap(theme.pixmap(theme.role_icon_name(role), 56,
                                              self.devicePixelRatioF()))
        self.role_title.setText(role_name(own_role(view),
                                          genders_of(view).get(str(me.get("name")))))
        team = me.get("team", "")
        colour = theme.TEAM_COLORS.get(team, "#444")
        theme.set_style_sheet(self.role_title, f"color: {colour};")
        self.role_team.setText(translate("PlayerPanel", "You play for: %1").replace(
            "%1", team_name(team)))
        # a classic card says what this table's rules make true (me.card, issue 33)
        card = me.get("card")
        self.role_rules.setText(card_text(card) if card
                                else role_rules(role, preset_of(view).value))
        extra = []
        if me.get("team") == "kira" and role != "kira":
            extra.append(translate("PlayerPanel", "You now play for Kira's side alone."))
        if own_role(view) == "mafia_boss":  # RULES.md §3: the boss checks and dies "mafia"
            extra.append(translate("PlayerPanel", "That you are the boss stays the mafia's "
                                                  "secret: no check and no reveal at your "
                                                  "death tells it — the reveal names you a "
                                                  "Mafioso."))
        self.role_extra.setText(" ".join(extra))
        self.role_extra.setVisible(bool(extra))
        status = []
        winner = winner_of(view)
        if winner:
            status.append("<b>" + winner_text(winner, end_reason_of(view)) + "</b>")
        if not me.get("alive"):
            status.append(translate("PlayerPanel", "You are dead: you no longer act in the game, "
                                                   "but you may read it, and talk in the "
                                                   "graveyard."))
        # the day's nomination and vote only while they count: not at night, not at the end
        daytime = phase_of(view) in ("day", "vote")
        if daytime and me.get("nomination"):
            status.append(translate("PlayerPanel", "You nominate %1.").replace(
                "%1", me["nomination"]))
        if daytime and me.get("vote"):
            status.append(translate("PlayerPanel", "Your vote: %1.").replace("%1", me["vote"]))
        elif daytime and me.get("abstained"):
            status.append(translate("PlayerPanel", "You abstain."))
        status += self._classic_status(view)
        left = me.get("vote_changes_left")
        if phase_of(view) == "vote" and left is not None:
            status.append(self.changes_left_text(int(left)))
        self.my_status.setText("<br>".join(status))

    @staticmethod
    def _classic_status(view: View) -> list[str]:
        """A classic seat's own state: his vest, a knock-out, an offer, shots left."""
        seat = classic_seat_of(view)
        lines = []
        if seat.get("vest"):
            lines.append(translate("PlayerPanel", "You wear a bulletproof vest."))
        if seat.get("knocked_out"):
            lines.append(translate("PlayerPanel", "You are knocked out until nightfall: no "
                                                  "night action, no vote."))
        if seat.get("offer_from"):
            lines.append(translate("PlayerPanel", "%1 offers you to join the mafia.").replace(
                "%1", str(seat["offer_from"])))
        if seat.get("shots_left") is not None:
            lines.append(translate("PlayerPanel", "Shots left: %1").replace(
                "%1", str(seat["shots_left"])))
        if seat.get("conceded"):
            lines.append(translate("PlayerPanel", "You have conceded."))
        return lines

    @staticmethod
    def _registration_texts(view: View, lobby: bool) -> tuple[str, str]:
        """The card of a seat without a role yet: his place at the table and what it means."""
        registration = registration_of(view)
        place = registration.get("place")
        if place == "pending":
            return (translate("PlayerPanel", "Waiting for the host's approval"), translate(
                "PlayerPanel", "The host approves or refuses each player of this table. You "
                "may read the rules of the table meanwhile."))
        if place == "reserve":
            if lobby:
                return (translate("PlayerPanel", "You are a reserve"), translate(
                    "PlayerPanel", "You wait outside the game: when a player is removed, the "
                    "first reserve takes his place. Until then you watch the game as a "
                    "spectator."))
            return (translate("PlayerPanel", "You are a reserve"), translate(
                "PlayerPanel", "You watch the game as a spectator until you take a removed "
                "player's place; then your role comes here."))
        if lobby:
            return (translate("PlayerPanel", "Not dealt yet"),
                    translate("PlayerPanel", "Roles are dealt when the host starts the game."))
        return translate("PlayerPanel", "Spectator"), ""
