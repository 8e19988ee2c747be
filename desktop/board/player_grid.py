"""The public board's players: one big card per player (``PlayerCard``: name, connected
dot, alive or dead and how, the revealed role, nominations or votes, his character) in a
grid that fits their number (``PlayerGrid``) — in the lobby the seats with their
characters, at the end the final roles with the winners marked (the public view's
``winners``).

Owns ``PlayerCard`` and ``PlayerGrid``. Reads the view through ``desktop.view_access``;
renders views, never computes a rule. Its texts keep the board's translation context
("PublicBoard"). Must not import any window, nor engine state.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.board.blocks import FittedLabel, lighter
from desktop.board.blocks import label as _label
from desktop.board.blocks import repolish as _repolish
from desktop.moments import moment_text
from desktop.view_access import (
    LobbySeat,
    Profile,
    View,
    connected_of,
    profiles_of,
    tally_of,
    winners_of,
)
from engine.view_types import PlayerRow

translate = QCoreApplication.translate


class PlayerCard(QFrame):
    """One player, big: name, connected dot, alive or dead, the revealed role, nominations
    or votes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("cls", "card")
        self.setProperty("mark", "")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.dot = QLabel(self)
        self.dot.setProperty("cls", "dot")
        # a long name or role is drawn smaller before it is elided (a narrow card)
        self.name = FittedLabel("name", self)
        self.role_icon = QLabel(self)
        self.role = FittedLabel("role", self)
        self.status = _label("small", wrap=True, parent=self)
        self.info = _label("small", wrap=True, parent=self)
        self.info2 = _label("small", wrap=True, parent=self)
        top = QHBoxLayout()
        top.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.name, 1)
        role_row = QHBoxLayout()
        role_row.addWidget(self.role_icon)
        role_row.addWidget(self.role, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(role_row)
        layout.addWidget(self.status)
        layout.addWidget(self.info)
        layout.addWidget(self.info2)
        layout.addStretch(1)
        self._icon: tuple[str, int] | None = None
        self._scale = 1.0

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        dot = max(6, round(16 * scale))
        self.dot.setFixedSize(dot, dot)
        margin = max(4, round(14 * scale))
        self.layout().setContentsMargins(margin, margin * 2 // 3, margin, margin * 2 // 3)
        self.layout().setSpacing(max(1, round(4 * scale)))
        if self._icon is not None:
            self._set_icon(self._icon[0])

    def _set_icon(self, name: str | None) -> None:
        if name is None:
            self._icon = None
            self.role_icon.clear()
            self.role_icon.hide()
            return
        size = max(16, round(40 * self._scale))
        if self._icon != (name, size):
            self._icon = (name, size)
            self.role_icon.setPixmap(theme.pixmap(name, size, self.devicePixelRatioF()))
        self.role_icon.show()

    def set_mark(self, mark: str) -> None:
        if self.property("mark") != mark:
            self.setProperty("mark", mark)
            _repolish(self)

    def set_dot(self, on: bool | None) -> None:
        value = "none" if on is None else ("true" if on else "false")
        self.dot.setVisible(on is not None)
        if self.dot.property("on") != value:
            self.dot.setProperty("on", value)
            _repolish(self.dot)


class PlayerGrid(QWidget):
    """The players' title, their cards in a grid, and the line shown while nobody sits.
    ``density`` shrinks the cards when many players sit; ``show_connection``: a dot per
    player, connected or away (not at a hot seat). ``votes_text(n)``: a candidate's "n
    votes" (a plural the board translates)."""

    def __init__(self, parent: QWidget | None = None, *,
                 votes_text: Callable[[int], str] = str) -> None:
        super().__init__(parent)
        self.votes_text = votes_text
        self.cards: dict[str, PlayerCard] = {}
        self.density = 1.0
        self.columns = 3
        self.show_connection = True
        self._card_scale = 1.0
        self.title = _label("section", parent=self)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.waiting = _label("waiting", wrap=True, parent=self)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.grid_host, 1)
        box.addWidget(self.waiting)

    def set_scale(self, scale: float, spacing: int) -> None:
        """The cards at the board's ``scale`` (times the density); ``spacing`` between the
        title, the grid and the waiting line."""
        self._card_scale = scale * self.density
        self.layout().setSpacing(spacing)
        self.grid.setSpacing(max(4, round(14 * scale)))
        for card in self.cards.values():
            card.set_scale(self._card_scale)

    def ensure_cards(self, names: list[str]) -> bool:
        """A card for each of ``names`` in this order; True when the grid was rebuilt (the
        board then applies its style again: the density may have changed)."""
        if list(self.cards) == names:
            return False
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = {}
        count = len(names)
        self.density = 1.0 if count <= 20 else 0.85
        columns = max(3, min(6, math.ceil(math.sqrt(count * 1.5)))) if count else 3
        self.columns = columns
        for index, name in enumerate(names):
            card = PlayerCard(self.grid_host)
            self.cards[name] = card
            self.grid.addWidget(card, index // columns, index % columns)
            card.show()
        for column in range(6):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        rows = max(1, math.ceil(count / columns))
        for row in range(9):
            self.grid.setRowStretch(row, 1 if row < rows else 0)
        if rows < 3:  # a few players: cards of a third of the height, not taller
            self.grid.setRowStretch(rows, 3 - rows)
        return True

    def free_span(self, least: int = 2) -> tuple[int, int, int] | None:
        """The empty cells that end the grid's last row — (row, first column, how many)
        — when there are at least ``least`` of them (room for a panel), else None."""
        count = len(self.cards)
        used = count % self.columns
        if not count or not used or self.columns - used < least:
            return None
        return count // self.columns, used, self.columns - used

    # ------------------------------------------------------------------ the lobby

    def show_seats(self, seats: list[LobbySeat]) -> bool:
        """The lobby's seats: name, here or away, his character. True when rebuilt."""
        self.title.setText(translate("PublicBoard", "At the table"))
        rebuilt = self.ensure_cards([str(s.get("name", "")) for s in seats])
        for row in seats:
            card = self.cards[str(row.get("name", ""))]
            card.name.setText(str(row.get("name", "")))
            card.name.update()
            card.set_dot(bool(row.get("connected")))
            card.set_mark("")
            card._set_icon(None)
            card.role.setText("")
            card.role.hide()
            card.status.setText(translate("PublicBoard", "connected") if row.get("connected")
                                else translate("PublicBoard", "away"))
            card.status.show()
            character = texts.profile_text(row.get("profile"))
            card.info.setText(character)  # his character, as he registered it
            card.info.setVisible(bool(character))
            card.info2.setText("")
            card.info2.hide()
        self.waiting.setText(translate("PublicBoard", "Waiting for the host to start the game")
                             if not seats else "")
        self.waiting.setVisible(not seats)
        return rebuilt

    # ------------------------------------------------------------------ a running game

    def show_players(self, view: View, players: list[PlayerRow], phase: str,
                     nominators: dict[str, list[str]], candidates: set[str]) -> bool:
        """The game's players in this phase. True when the grid was rebuilt."""
        self.title.setText(translate("PublicBoard", "Players"))
        self.waiting.hide()
        rebuilt = self.ensure_cards([p["name"] for p in players])
        connected = connected_of(view)
        profiles = profiles_of(view)
        winners = winners_of(view)
        tally = tally_of(view)
        for p in players:
            self._show_card(self.cards[p["name"]], p, phase, nominators, candidates,
                            connected, profiles, winners, tally)
        return rebuilt

    def _show_card(self, card: PlayerCard, p: PlayerRow, phase: str,
                   nominators: dict[str, list[str]], candidates: set[str],
                   connected: dict[str, bool], profiles: dict[str, Profile | None],
                   winners: list[str], tally: dict[str, int]) -> None:
        name = p["name"]
        alive = bool(p.get("alive"))
        over = phase == "over"
        card.name.setText(name)
        card.name.update()
        # the end board: the game is over, nobody is still "in play" — no dots
        show_dot = self.show_connection and not over
        card.set_dot(bool(connected.get(name)) if name in connected and show_dot else None)
        card.dot.setToolTip((translate("PublicBoard", "connected") if connected.get(name)
                             else translate("PublicBoard", "away"))
                            if show_dot else "")
        self._show_role(p, over, card, profiles, name, alive)
        death = p.get("death")
        if death:
            card.status.setText(translate("PublicBoard", "%1 · %2").replace(
                "%1", texts.death_how(death.get("how"))).replace(
                "%2", moment_text(death.get("at"))))
        else:
            card.status.setText(translate("PublicBoard", "alive") if over else "")
        card.status.setVisible(bool(card.status.text()))
        info, info2 = "", texts.today_text(phase, p) if alive else ""
        if phase == "day" and alive:
            by = nominators.get(name, [])
            if by:
                info = translate("PublicBoard", "nominated by %1 (%2)").replace(
                    "%1", ", ".join(by)).replace("%2", str(len(by)))
        elif phase == "vote" and alive and name in candidates:
            count = tally.get(name, 0)
            info = self.votes_text(int(count))
        if not info2 and not over:  # a quiet moment: his character, as he registered it
            info2 = texts.profile_text(profiles.get(name))
        card.info.setText(info)
        card.info.setVisible(bool(info))
        card.info2.setText(info2)
        card.info2.setVisible(bool(info2))
        card.set_mark(self._mark(name, alive, phase, nominators, candidates, winners))

    def _show_role(self, p: PlayerRow, over: bool, card: PlayerCard,
                   profiles: dict[str, Profile | None], name: str, alive: bool) -> None:
        """The card's role: revealed (with its icon and team colour), or none (a
        tombstone for the dead)."""
        role = p.get("final_role") if over else p.get("public_role")
        if role:
            card._set_icon(theme.role_icon_name(role))
            profile = profiles.get(name) or {}
            card.role.setText(texts.role_name(role, profile.get("gender")))
            team = p.get("final_team") if over else None
            colour = theme.TEAM_COLORS.get(team or "", "")
            style = f"color: {lighter(colour)};" if colour else ""
            theme.set_style_sheet(card.role, style)
        else:
            card._set_icon("dead" if not alive else None)
            card.role.setText("")  # dead and not revealed: the tombstone, no role
            theme.set_style_sheet(card.role, "")
        card.role.setVisible(bool(card.role.text()))

    @staticmethod
    def _mark(name: str, alive: bool, phase: str, nominators: dict[str, list[str]],
              candidates: set[str], winners: list[str]) -> str:
        """The card's frame: at the end the winners (the view's ``winners``, never a team
        compared), before it the dead, the day's nominees, the vote's candidates."""
        if phase == "over":
            return "winner" if name in winners else ("" if alive else "dead")
        if not alive:
            return "dead"
        if phase == "day" and name in nominators:
            return "nominee"
        if phase == "vote" and name in candidates:
            return "candidate"
        return ""
