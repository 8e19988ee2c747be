"""The player table: seat, name, alive or dead (and how), revealed role (or the role this
seat knows), today's nomination or vote, and whether the player is connected; each
player's character (his registered profile) in the name's tooltip — in the lobby, where no
role is dealt, in the role's column — and the reserves after the players.

Owns ``PlayerTable``. Shows exactly what the view it is given says; a seat's own known
roles (his mafia, L's findings) are marked as known to him only. Must not import any
window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop import theme
from desktop.moments import moment_text
from desktop.texts import (
    death_how,
    place_name,
    profile_lines,
    profile_text,
    role_name,
    today_text,
)
from desktop.view_access import genders_of, mafia_of, own_role
from desktop.widgets.table_fit import ColumnFitter


class PlayerTable(QTableWidget):
    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, self.COLUMNS, parent)
        self._view: dict[str, Any] | None = None
        self._roles: dict[str, str] = {}
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.horizontalHeader().setMinimumSectionSize(24)
        # the role (or character) takes the room left and keeps some: the widest of the
        # other columns give way, elided with the whole text in the tooltip
        self.fitter = ColumnFitter(self, 3)
        # a cell too long for its column goes on a second line rather than being cut
        # («смерть / ночью», «Мафиози (вы / знаете)»): a row is as tall as its cells
        self.setWordWrap(True)
        header = self.verticalHeader()
        header.setMinimumSectionSize(header.defaultSectionSize())  # never tighter than before
        self.horizontalHeader().sectionResized.connect(
            lambda *_args: self.resizeRowsToContents())
        self._headers()

    def _headers(self) -> None:
        lobby = (self._view or {}).get("kind") == "lobby"
        self.setHorizontalHeaderLabels(["#", self.tr("Player"), self.tr("Status"),
                                        self.tr("Character") if lobby else self.tr("Role"),
                                        self.tr("Today")])

    def set_view(self, view: dict[str, Any] | None,
                 roles: dict[str, str] | None = None) -> None:
        """Show ``view``; ``roles``: everyone's role, for a host who moderates (the god
        view's right) — else the roles the view itself shows."""
        lobby_before = (self._view or {}).get("kind") == "lobby"
        self._view = view
        self._roles = roles or {}
        if lobby_before != ((view or {}).get("kind") == "lobby"):
            self._headers()
        self._render()

    def selected_name(self) -> str | None:
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        if not rows:
            return None
        item = self.item(rows[0].row(), 1)
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _render(self) -> None:
        view = self._view or {}
        me = (view.get("me") or {}).get("name") if isinstance(view.get("me"), dict) else None
        known = view.get("known_roles") or {}
        boss = (mafia_of(view) or {}).get("boss")  # his mafia's boss: known to him as such
        connected = view.get("connected") or {}
        players = view.get("players")
        lobby = view.get("kind") == "lobby"
        profiles = {r["name"]: r.get("profile") for r in view.get("registrations") or []}
        genders = genders_of(view)  # a role of one named player is worded by his gender
        reserves = [r for r in view.get("registrations") or [] if r.get("place") == "reserve"]
        if players is None and lobby:
            players = [{"name": s["name"], "seat": i, "alive": True, "public_role": ""}
                       for i, s in enumerate(view.get("seats") or [])]
            reserves = list(view.get("reserves") or [])
            everyone = [*(view.get("seats") or []), *reserves]
            connected = {s["name"]: s.get("connected") for s in everyone}
            profiles = {s["name"]: s.get("profile") for s in everyone}
        players = list(players or [])
        seated = len(players)
        players += [{"name": r["name"], "reserve": True, "alive": True, "public_role": ""}
                    for r in reserves]
        phase = (view.get("clock") or {}).get("phase")
        self.setRowCount(len(players))
        for row, p in enumerate(players):
            name = p["name"]
            alive = p.get("alive", True)
            status = self.tr("alive") if alive else death_how((p.get("death") or {}).get("how"))
            death_tip = _death_tip(p)
            online = connected.get(name)
            if online is False:
                status += " · " + self.tr("away")
            role = p.get("final_role") or p.get("public_role") or ""
            gender = genders.get(name)
            role_text = self._role_text(view, name, role, gender, me, known, boss)
            today = today_text(phase, p)
            profile = profiles.get(name)
            if p.get("reserve"):
                status = place_name("reserve")
                if connected.get(name) is False:
                    status += " · " + self.tr("away")
            if lobby:  # nobody is dealt yet: his character, and whether he is here
                role_text = profile_text(profile)
                if not p.get("reserve"):
                    status = self.tr("away") if connected.get(name) is False else \
                        self.tr("here")
            number = (self.tr("R%1").replace("%1", str(row - seated + 1)) if p.get("reserve")
                      else str(p.get("seat", row) + 1))
            cells = [number, name, status, role_text, today]
            self._set_row(row, cells, p, death_tip, profile, role, me)
        self.fitter.fit()
        self.resizeRowsToContents()

    def _role_text(self, view: dict[str, Any], name: str, role: str, gender: str | None,
                   me: str | None, known: dict[str, str], boss: str | None) -> str:
        """The role shown in a player's row: public or final, known to the viewer (his
        mafia), his own, or set by the window (``_roles``)."""
        role_text = role_name(role, gender) if role else ""
        if not role and name in known:
            role_text = self.tr("%1 (known to you)").replace("%1", role_name(
                "mafia_boss" if name == boss and known[name] == "mafia" else known[name],
                gender))
        if name == me and isinstance(view.get("me"), dict):
            role_text = role_name(own_role(view), gender)  # in bold, as his card
        elif name in self._roles:
            role_text = role_name(self._roles[name], gender)
        return role_text

    def _set_row(self, row: int, cells: list[str], p: dict[str, Any], death_tip: str,
                 profile: Any, role: str, me: str | None) -> None:
        """One player's row of cells: their tooltips, colours, fonts and role icon."""
        name = p["name"]
        alive = p.get("alive", True)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column == 1:
                item.setData(Qt.ItemDataRole.UserRole, name)
            if column == 2 and death_tip:
                item.setToolTip(death_tip)
            elif column == 1 and profile_lines(profile):
                item.setToolTip(profile_lines(profile))  # his character
            elif text:
                item.setToolTip(text)
            if p.get("reserve"):
                item.setForeground(QBrush(QColor("#4a6fa5")))
            if not alive:
                item.setForeground(QBrush(QColor(theme.DEAD_COLOR)))
                font = item.font()
                font.setStrikeOut(column == 1)
                item.setFont(font)
            if name == me:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            if column == 3 and role:
                item.setIcon(theme.icon(theme.role_icon_name(role)))
            self.setItem(row, column, item)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._headers()
            self._render()
        super().changeEvent(event)


def _death_tip(p: dict[str, Any]) -> str:
    """A dead player's death, for his status's tooltip (short cells): when, and how."""
    death_tip = ""
    if not p.get("alive", True) and p.get("death"):  # the moment goes to the tooltip
        death_tip = moment_text(p["death"].get("at"))
        if p["death"].get("circumstances"):
            death_tip += " — " + str(p["death"]["circumstances"])
    return death_tip
