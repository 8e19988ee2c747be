"""The end of the game in a player's window: whether this seat won or lost, who won and
why, the winners with their roles (the players list beside it shows every role), and the
whole story the projector shows at the end (deaths with
roles and causes; in the Death Note the notebook's path and the names written in it).

Owns ``EndTab``, ``outcome_text`` and ``record_lines`` (his own numbers in the group's
record after the game, the view's ``my_record``, when the host keeps one). Reads the
seat's view through ``desktop.view_access`` (the ``winners``, the ``story`` and the final
roles arrive with the end); renders it, never computes a rule. Its texts keep the player
panel's translation context ("PlayerPanel"). Must not import any window, nor engine state.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop import texts, theme
from desktop.board.story_page import StoryPage
from desktop.board.summary import percent, rating_text
from desktop.view_access import (
    View,
    end_reason_of,
    genders_of,
    me_of,
    my_record_of,
    players_of,
    winner_of,
    winners_of,
)

translate = QCoreApplication.translate

# the headline's colour: won, lost, nobody won
_COLOURS = {"won": "#2f7a3f", "lost": "#a93226", "draw": "#6f6a60"}


def outcome_text(view: View) -> tuple[str, str]:
    """("won" / "lost" / "draw", the headline) for the seat whose view this is."""
    me = me_of(view)
    winners = winners_of(view)
    if winner_of(view) == "nobody" or not winners:
        return "draw", translate("PlayerPanel", "Nobody won")
    if me is not None and me.get("name") in winners:
        return "won", translate("PlayerPanel", "You won!")
    return "lost", translate("PlayerPanel", "You lost")


def record_lines(view: View) -> list[str]:
    """His own numbers after the game: a title, his games and wins, his rating before →
    after (none without the group's record)."""
    mine = my_record_of(view)
    if mine is None:
        return []
    return [translate("PlayerPanel", "Your numbers in the group's record"),
            translate("PlayerPanel", "Games: %1 · Wins: %2 (%3)").replace(
                "%1", str(mine.get("games", 0))).replace("%2", str(mine.get("wins", 0)))
            .replace("%3", percent(float((mine.get("win_rate") or {}).get("rate", 0.0)))),
            translate("PlayerPanel", "Rating: %1 → %2").replace(
                "%1", rating_text(mine.get("rating_before"))).replace(
                "%2", rating_text(mine.get("rating_after")))]


class EndTab(QWidget):
    """The first tab once the game is over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel()
        self.headline.setObjectName("end-headline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("end-detail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.roles = QLabel()  # the winners and their roles
        self.roles.setObjectName("end-winners")
        self.roles.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.roles.setWordWrap(True)
        self.roles.setTextFormat(Qt.TextFormat.RichText)
        self.record = QLabel()  # his own numbers in the group's record, when kept
        self.record.setObjectName("end-record")
        self.record.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.record.setWordWrap(True)
        self.record.setTextFormat(Qt.TextFormat.RichText)
        self.record.hide()
        self.story = StoryPage()
        inner = QWidget()
        box = QVBoxLayout(inner)
        box.addWidget(self.headline)
        box.addWidget(self.detail)
        box.addWidget(self.roles)
        box.addWidget(self.record)
        box.addWidget(self.story, 1)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def show_view(self, view: View) -> None:
        kind, headline = outcome_text(view)
        self.headline.setText(headline)
        theme.set_style_sheet(
            self.headline, f"font-size: 26px; font-weight: bold; color: {_COLOURS[kind]};")
        self.detail.setText(texts.winner_text(winner_of(view), end_reason_of(view)))
        theme.set_style_sheet(self.detail, "font-size: 16px;")
        self.roles.setText(self._winners_html(view))
        record = record_lines(view)
        self.record.setText("<br>".join(html.escape(line) for line in record[1:]).join(
            (f"<b>{html.escape(record[0])}</b><br>", "")) if record else "")
        theme.set_style_sheet(self.record, "font-size: 16px; padding: 8px;")
        self.record.setVisible(bool(record))
        self.story.show_view(view, 0.7)

    @staticmethod
    def _winners_html(view: View) -> str:
        """The winners with their roles (everyone's role is in the players list)."""
        winners = set(winners_of(view))
        genders = genders_of(view)
        names = []
        for row in players_of(view):
            name = str(row.get("name", ""))
            if name in winners:
                role = texts.role_name(row.get("final_role"), genders.get(name))
                names.append(html.escape(f"{name} ({role})"))
        if not names:
            return ""
        return html.escape(translate("PlayerPanel", "Winners: %1")).replace(
            "%1", ", ".join(names))
