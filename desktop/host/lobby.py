"""The host console's lobby list: ``LobbyPanel`` — everybody registered at the table (the
players in seat order, the reserves in registration order, and the registrations waiting
for the host's approval), each with his character's profile and whether he is here; the
seat order, approving (one, or every waiting registration at once) and refusing, moving a
player to the reserves and back, kicking, and adding a bot.

Calls the session's host-operator methods and reads its lobby lists; never computes a
rule. Kicking and adding a bot are asked of the console by signals (the host's own seat
and the bots belong to it). Must not import any window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.texts import place_name, profile_lines, profile_text
from engine.game import SetupError
from engine.presets import preset_rules
from netproto.lobby import LobbyError, Place, Seat
from netproto.session import TableSession, TableState

PENDING_COLOUR = "#b06f00"
RESERVE_COLOUR = "#4a6fa5"


class LobbyPanel(QWidget):
    """The lobby's registrations and what the host does with them. ``host_seat`` tells
    which seat is the host's own (shown as "you")."""

    kickRequested = Signal(str)
    botRequested = Signal()
    changed = Signal()

    NAME_COLUMN = 1
    STATUS_COLUMN = 2
    CHARACTER_COLUMN = 3  # last: it takes the room that is left, elided

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.host_seat: Callable[[], str | None] = lambda: None
        self.bots_available = False
        self._build_table()
        self.counts = QLabel()  # reserves and waiting registrations, when there are any
        self.counts.setProperty("hint", True)
        self.counts.setWordWrap(True)
        self.table.itemSelectionChanged.connect(self.update_buttons)
        self._build_buttons()
        order = QHBoxLayout()  # the buttons share the row: the lobby column is narrow
        for button in (self.up_button, self.down_button, self.kick_button, self.bot_button):
            order.addWidget(button)
        places = QHBoxLayout()
        for button in (self.approve_button, self.refuse_button, self.place_button):
            places.addWidget(button)
        top = QHBoxLayout()
        top.addWidget(self.counts, 1)
        top.addWidget(self.approve_all_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(order)
        layout.addLayout(places)
        layout.addWidget(self.problem)
        self.retranslate()

    def _build_table(self) -> None:
        """The seats' table: one row a player or a registration."""
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("lobby-seats")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the status is short or elided (its tooltip is whole); the character takes the rest
        header.setSectionResizeMode(self.STATUS_COLUMN, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(self.STATUS_COLUMN, 110)
        header.setSectionResizeMode(self.CHARACTER_COLUMN, QHeaderView.ResizeMode.Stretch)

    def _build_buttons(self) -> None:
        """The buttons on the chosen row (order, kick, a bot, approve, refuse, place) and
        the problem line."""
        self.up_button, self.down_button = QPushButton(), QPushButton()
        self.kick_button = QPushButton()
        self.bot_button = QPushButton()
        self.approve_button = QPushButton()
        self.approve_button.setObjectName("approve")
        self.approve_all_button = QPushButton()  # every waiting registration at once
        self.approve_all_button.setObjectName("approve-all")
        self.approve_all_button.clicked.connect(self.approve_all)
        self.refuse_button = QPushButton()
        self.refuse_button.setObjectName("refuse")
        self.place_button = QPushButton()  # to the reserves / to the table
        self.place_button.setObjectName("move-place")
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(1))
        self.kick_button.clicked.connect(self._kick)
        self.bot_button.clicked.connect(self.botRequested)
        self.approve_button.clicked.connect(self.approve_selected)
        self.refuse_button.clicked.connect(self.refuse_selected)
        self.place_button.clicked.connect(self.move_place_selected)
        self.problem = QLabel()
        self.problem.setProperty("reason", True)
        self.problem.setWordWrap(True)
        self.problem.hide()

    def set_session(self, session: TableSession | None) -> None:
        self.session = session
        self.refresh()

    # ------------------------------------------------------------------ rendering

    def registrations(self) -> list[Seat]:
        """Everybody in the list's order: players, reserves, waiting registrations."""
        if self.session is None:
            return []
        return [*self.session.seats, *self.session.reserves, *self.session.pending]

    def refresh(self) -> None:
        chosen = self.selected()
        rows = self.registrations()
        self.table.setRowCount(len(rows))
        numbers = {Place.SEATED: 0, Place.RESERVE: 0}
        for row, seat in enumerate(rows):
            if seat.place in numbers:
                numbers[seat.place] += 1
            number = {Place.SEATED: str(numbers[Place.SEATED]),
                      Place.RESERVE: self.tr("R%1").replace("%1", str(numbers[Place.RESERVE])),
                      }.get(seat.place, "?")
            self._fill_row(row, number, seat)
        if chosen is not None:
            self.select(chosen)
        counts = []
        if self.session is not None and self.session.reserves:
            counts.append(self.tr("%n reserve(s)", "", len(self.session.reserves)))
        if self.session is not None and self.session.pending:
            counts.append(self.tr("%n waiting for approval", "", len(self.session.pending)))
        self.counts.setText(" · ".join(counts))
        self.counts.setVisible(bool(counts))
        self.update_buttons()

    def _fill_row(self, row: int, number: str, seat: Seat) -> None:
        own = seat.name == self.host_seat()
        if own:
            here = self.tr("you")
        elif seat.bot is not None:  # only the host sees which seats are bots
            here = (self.tr("bot") if seat.conn is not None
                    else self.tr("bot") + " · " + self.tr("away"))
        elif seat.conn is not None:
            here = self.tr("connected")
        else:
            here = self.tr("away")
        status = here if seat.place is Place.SEATED else f"{place_name(seat.place.value)} · {here}"
        if seat.place is Place.PENDING and seat.wants_reserve:
            status = self.tr("waits for approval as a reserve") + " · " + here
        profile = seat.profile.to_plain()
        cells = [number, seat.name, status, profile_text(profile)]
        tip = profile_lines(profile)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column == self.NAME_COLUMN:
                item.setData(Qt.ItemDataRole.UserRole, seat.name)
            if tip and column in (self.NAME_COLUMN, self.CHARACTER_COLUMN):
                item.setToolTip(tip)
            if column == self.STATUS_COLUMN:
                item.setToolTip(text)
            if column == self.STATUS_COLUMN:
                colour = {Place.PENDING: PENDING_COLOUR, Place.RESERVE: RESERVE_COLOUR}.get(
                    seat.place, "#2f7a3f" if seat.conn is not None else "#a93226")
                item.setForeground(theme.color(colour))
            if column == self.CHARACTER_COLUMN:
                item.setForeground(theme.color("#6f6a60"))
            self.table.setItem(row, column, item)

    def selected(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), self.NAME_COLUMN)
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def select(self, name: str) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, self.NAME_COLUMN)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == name:
                self.table.selectRow(row)
                return

    def row_of(self, name: str) -> int:
        return next(r for r in range(self.table.rowCount())
                    if self.table.item(r, self.NAME_COLUMN).text() == name)

    def _selected_seat(self) -> Seat | None:
        name = self.selected()
        return self.session.lobby.find(name) if self.session is not None and name else None

    def update_buttons(self) -> None:
        session = self.session
        lobby = session is not None and session.state is TableState.LOBBY
        fixed = lobby and bool(session.config.reserved)
        seat = self._selected_seat() if lobby else None
        seated = seat is not None and seat.place is Place.SEATED
        index = session.seats.index(seat) if seated else -1
        self.up_button.setEnabled(lobby and not fixed and index > 0)
        self.down_button.setEnabled(lobby and not fixed and 0 <= index < len(session.seats) - 1)
        self.kick_button.setEnabled(seat is not None)
        waiting = seat is not None and seat.place is Place.PENDING
        self.approve_button.setEnabled(waiting)
        self.refuse_button.setEnabled(waiting)
        approving = lobby and (session.config.approve or bool(session.pending))
        self.approve_button.setVisible(approving)
        waiting_count = len(session.pending) if lobby else 0
        self.approve_all_button.setVisible(waiting_count > 0)
        self.approve_all_button.setText(self.tr("Approve all (%1)").replace(
            "%1", str(waiting_count)))
        self.refuse_button.setVisible(approving)
        to_reserves = seat is None or seat.place is not Place.RESERVE
        self.place_button.setText(self.tr("To the reserves") if to_reserves
                                  else self.tr("To the table"))
        self.place_button.setEnabled(seat is not None and not fixed
                                     and seat.name != self.host_seat())
        # only a preset that takes reserves seats them (one left from such a lobby may
        # still be moved to the table)
        self.place_button.setVisible(not fixed and session is not None and (
            preset_rules(session.config.preset).takes_reserves or bool(session.reserves)))
        self.bot_button.setVisible(self.bots_available)
        self.bot_button.setEnabled(lobby and len(session.seats) < session.table_info()[
            "seats_total"] if lobby else False)

    # ------------------------------------------------------------------ the host's acts

    def move_selected(self, delta: int) -> None:
        name = self.selected()
        if self.session is None or name is None:
            return
        try:
            self.session.move_seat(name, delta)
        except (SetupError, KeyError):
            return
        self._done(name)

    def approve_selected(self) -> None:
        self._change(lambda session, name: session.approve(name))

    def approve_all(self) -> None:
        """Let every waiting registration in, in the order they came, as far as there is
        room; who is left waiting is named, with why."""
        session = self.session
        if session is None:
            return
        left: list[str] = []
        why = ""
        for seat in list(session.pending):
            try:
                session.approve(seat.name)
            except LobbyError as exc:
                left.append(seat.name)
                why = why or self._problem_text(exc.code)
            except (SetupError, KeyError):
                continue
        self._done(None)
        if left:
            self.show_problem(self.tr("Still waiting: %1. %2").replace(
                "%1", ", ".join(left)).replace("%2", why))

    def refuse_selected(self) -> None:
        self._change(lambda session, name: session.refuse(name), keep=False)

    def move_place_selected(self) -> None:
        seat = self._selected_seat()
        if seat is None:
            return
        if seat.place is Place.RESERVE:
            self._change(lambda session, name: session.to_seats(name))
        else:
            self._change(lambda session, name: session.to_reserves(name))

    def _change(self, change: Callable[[TableSession, str], None], keep: bool = True) -> None:
        name = self.selected()
        if self.session is None or name is None:
            return
        try:
            change(self.session, name)
        except LobbyError as exc:
            self.show_problem(self._problem_text(exc.code))
            return
        except (SetupError, KeyError):
            return
        self._done(name if keep else None)

    def _problem_text(self, code: str) -> str:
        reserves = (self.session is not None
                    and preset_rules(self.session.config.preset).takes_reserves)
        return {
            "table_full": (self.tr("Every seat is taken: add seats, or make him a reserve.")
                           if reserves else self.tr("Every seat is taken: add seats.")),
            "reserves_full": self.tr("The reserve list is full."),
            "no_reserves": self.tr("This table takes no reserves."),
            "not_waiting": self.tr("He does not wait for approval."),
        }.get(code, code)

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def _done(self, name: str | None) -> None:
        self.show_problem("")
        self.refresh()
        if name is not None:
            self.select(name)
        self.changed.emit()

    def _kick(self) -> None:
        name = self.selected()
        if name is not None:
            self.kickRequested.emit(name)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(["#", self.tr("Player"), self.tr("Status"),
                                              self.tr("Character")])
        self.up_button.setText(self.tr("Up"))
        self.down_button.setText(self.tr("Down"))
        self.kick_button.setText(self.tr("Kick"))
        self.bot_button.setText(self.tr("Add a bot"))
        self.approve_button.setText(self.tr("Approve"))
        self.approve_button.setToolTip(self.tr("Let him in: to a seat, or to the reserves "
                                               "if he asked to be a reserve"))
        self.approve_all_button.setToolTip(self.tr("Let in everybody who waits, in the order "
                                                   "they registered, as far as there is "
                                                   "room"))
        self.refuse_button.setText(self.tr("Refuse"))
        self.refuse_button.setToolTip(self.tr("Turn him away: he is told, and nothing else "
                                              "changes"))
        self.place_button.setToolTip(self.tr("A reserve waits outside the game and takes "
                                             "a removed player's place"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
