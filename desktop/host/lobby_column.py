"""The lobby column of the host console's set-up page: ``LobbyColumn`` — opening the
table, its address, the registrations (``desktop.host.lobby.LobbyPanel``) and the
questions asked in the lobby in two tabs, the host's own seat box, and starting the game
with the reason it cannot start yet.

Owns how the lobby looks while the table is closed and open. Reads the session's lobby
lists and the preset's metadata (seat range, reserves); the host's acts (open, start, kick,
a bot) are the console's, wired to the buttons here. Its words keep the console's
translation context ("HostConsole"). Must not import any window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.host.lobby import LobbyPanel
from desktop.host.panels import QuestionsPanel
from desktop.host.seat import OwnSeat
from engine.presets import preset_rules
from netproto.hosting import HostedTable
from netproto.session import TableSession, TableState


class _LobbyPlurals(QObject):
    """The column's texts with a number (lupdate marks plural forms only in a class's
    ``self.tr``)."""

    def more_needed(self, count: int, least: int) -> str:
        return self.tr("%n more player(s) needed to start: this game needs at least %1.",
                       "", count).replace("%1", str(least))


class LobbyColumn(QGroupBox):
    """The lobby: the approval switch (the set-up page's, shown here where the approvals
    happen), the open button, then the registrations, the own seat and the start."""

    def __init__(self, approve_box: QCheckBox, own_seat: OwnSeat, *,
                 bots_available: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plurals = _LobbyPlurals(self)
        self.open_hint = QLabel()
        self.open_hint.setWordWrap(True)
        self.open_hint.setProperty("hint", True)
        self.open_button = QPushButton()
        self.open_button.setProperty("primary", True)
        self.address_label = QLabel()
        self.address_label.setFont(theme.big_font(15, bold=True))
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_hint = QLabel()
        self.address_hint.setProperty("hint", True)
        self.address_hint.setWordWrap(True)
        # the registrations: players, reserves, those waiting for approval
        self.lobby_panel = LobbyPanel()
        self.lobby_panel.host_seat = lambda: own_seat.name
        self.lobby_panel.bots_available = bots_available
        self.lobby_panel.update_buttons()
        panel = self.lobby_panel
        self.seats_table = panel.table
        self.up_button, self.down_button = panel.up_button, panel.down_button
        self.kick_button, self.bot_button = panel.kick_button, panel.bot_button
        self.own_seat = own_seat
        self.start_button = QPushButton()
        self.start_button.setProperty("primary", True)
        self.start_button.setMinimumHeight(40)
        self.start_reason = QLabel()
        self.start_reason.setProperty("reason", True)
        self.start_reason.setWordWrap(True)
        self.lobby_questions = QuestionsPanel()
        self.lobby_tabs = QTabWidget()
        self.lobby_tabs.addTab(self.lobby_panel, "")
        self.lobby_tabs.addTab(self.lobby_questions, "")
        self.open_icon = QLabel()
        self.open_icon.setPixmap(theme.pixmap("phase-lobby", 64, self.devicePixelRatioF()))
        self.open_icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lobby = QVBoxLayout(self)
        lobby.addWidget(approve_box)
        lobby.addWidget(self.open_icon)
        lobby.addWidget(self.open_hint)
        lobby.addWidget(self.open_button)
        lobby.addStretch(0)  # takes the room only while the lobby below is hidden
        lobby.addWidget(self.address_label)
        lobby.addWidget(self.address_hint)
        lobby.addWidget(self.lobby_tabs, 1)
        lobby.addWidget(own_seat.box)
        lobby.addWidget(self.start_reason)
        lobby.addWidget(self.start_button)

    def set_session(self, session: TableSession) -> None:
        self.lobby_panel.set_session(session)
        self.lobby_questions.set_session(session)

    # ------------------------------------------------------------------ rendering

    def refresh(self, hosted: HostedTable | None, problem: str) -> None:
        """Show the lobby as it is; ``problem``: why the set-up does not fit, or ""."""
        is_open = hosted is not None
        self.open_button.setVisible(not is_open)
        self.open_hint.setVisible(not is_open)
        self.open_icon.setVisible(not is_open)
        self.open_button.setEnabled(not problem)
        self.address_label.setVisible(is_open)
        self.address_hint.setVisible(is_open)
        self.lobby_tabs.setVisible(is_open)
        self.own_seat.box.setVisible(is_open)
        self.start_button.setVisible(is_open)
        self.start_reason.setVisible(is_open)
        if hosted is None:
            return
        self.address_label.setText(f"{hosted.address}:{hosted.port}")
        self.address_label.setToolTip(QCoreApplication.translate(
            "HostConsole", "The table's key code: %1").replace("%1", hosted.host.code)
            if hosted.host.code else "")
        session = hosted.session
        if session.state is not TableState.LOBBY:
            return
        # registrations
        self.lobby_panel.refresh()
        count = len(session.seats)
        # how many sit, and how many seats the table has (not how many it needs to start:
        # the start's reason below says that)
        self.lobby_tabs.setTabText(0, QCoreApplication.translate(
            "HostConsole", "Seated: %1 (seats: %2)").replace("%1", str(count)).replace(
            "%2", str(session.table_info()["seats_total"])))
        waiting = self.lobby_questions.unanswered()
        self.lobby_tabs.setTabText(1, QCoreApplication.translate(
            "HostConsole", "Questions (%1)").replace("%1", str(waiting))
            if waiting else QCoreApplication.translate("HostConsole", "Questions"))
        self.lobby_questions.refresh()
        self.own_seat.refresh()
        # start
        metadata = preset_rules(session.config.preset)
        least = metadata.seat_range[0]
        if problem:
            reason = problem
        elif count < least:
            reason = self._plurals.more_needed(least - count, least)
        else:  # who the start turns away
            away = []
            if session.pending:
                away.append(QCoreApplication.translate(
                    "HostConsole", "Not yet approved: %1. Starting turns them away.")
                    .replace("%1", ", ".join(s.name for s in session.pending)))
            if session.reserves and not metadata.takes_reserves:
                away.append(QCoreApplication.translate(
                    "HostConsole", "Reserves: %1. Only a classic table has reserves: move "
                    "them to the table, or starting turns them away.")
                    .replace("%1", ", ".join(s.name for s in session.reserves)))
            reason = "\n".join(away)
        self.start_reason.setText(reason)
        self.start_button.setEnabled(not problem and count >= least)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("HostConsole", "Lobby"))
        self.open_hint.setText(QCoreApplication.translate(
            "HostConsole",
            "Open the table when the set-up is ready: players on the LAN see it in their "
            "list and join. You can still change the set-up until the game starts."))
        self.open_button.setText(QCoreApplication.translate("HostConsole", "Open the table"))
        self.address_hint.setText(QCoreApplication.translate(
            "HostConsole",
            "Players who do not see the table in their list can type this address."))
        self.own_seat.retranslate()
        self.start_button.setText(QCoreApplication.translate("HostConsole", "Start the game"))
        self.lobby_tabs.setTabText(0, QCoreApplication.translate("HostConsole", "Seated"))
        self.lobby_tabs.setTabText(1, QCoreApplication.translate("HostConsole", "Questions"))
