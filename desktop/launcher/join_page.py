"""The launcher's join page: ``JoinPage`` (tables found on the LAN, live, and a manual
address; joining as a player — with the character he registers, optionally as a reserve
— or watching as a spectator), ``JoinAttempt`` (a connection not welcomed yet) and
``parse_address``.

Renders what netproto reports; computes no rule. The player window and the projector are
imported lazily, and so are zeroconf's browser (when browsing starts, after the launcher
is on screen) and the Qt client (when joining); must not import the launcher nor the
saved-games page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.app import DesktopApp, lazy_class
from desktop.launcher.common import _set_error
from netproto.messages import MAX_PROFILE, PROFILE_FIELDS, Gender, Profile

if TYPE_CHECKING:
    from netproto.discovery import TableBrowser, TableInfo
    from netproto.qt_client import QtTableClient

JOIN_TIMEOUT_MS = 15_000  # a table that accepts the connection but never answers


# --------------------------------------------------------------------------- join


@dataclass
class JoinAttempt:
    """A connection that has not been welcomed yet."""

    client: QtTableClient
    label: str  # the table's name or address, for messages
    spectator: bool
    manual: bool
    address: str


class JoinPage(QWidget):
    """Tables on the LAN (live) and a manual address; join as a player or watch.

    ``opened`` is emitted with each window opened for a welcomed link (or the link itself
    while no window class exists)."""

    opened = Signal(object)

    def __init__(self, app: DesktopApp, name_field: QLineEdit,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.name_field = name_field
        self.browser: TableBrowser | None = None
        self.browse_error = ""
        self.attempt: JoinAttempt | None = None
        self.clients: list[QtTableClient] = []  # welcomed links (kept alive)
        self.windows: list[QWidget] = []
        self._items: dict[str, QTreeWidgetItem] = {}

        outer = self._build_heading()
        self._build_character_box(app, outer)
        self._build_lan_box(outer)
        self._build_manual_box(app, outer)
        self._build_status_row(outer)

        name_field.textChanged.connect(self._update_buttons)
        self.retranslate()

    def _build_heading(self) -> QVBoxLayout:
        """The page's heading and its hint; returns the page's layout."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        outer.addWidget(self.heading)
        self.intro = QLabel()
        self.intro.setProperty("hint", True)
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)
        return outer

    def _build_character_box(self, app: DesktopApp, outer: QVBoxLayout) -> None:
        # the character he registers (rules-classic.md C1.6): three short optional texts
        # and his gender (he / she / not stated: the texts about him are worded by it)
        self.character_box = QGroupBox()
        character = QGridLayout(self.character_box)
        self.profile_labels: dict[str, QLabel] = {}
        self.profile_edits: dict[str, QLineEdit] = {}
        saved_profile = Profile.from_plain(app.settings.profile)
        saved = saved_profile.to_plain()
        for column, key in enumerate(PROFILE_FIELDS):
            label = QLabel()
            edit = QLineEdit(saved[key])
            edit.setObjectName(f"profile-{key}")
            edit.setMaxLength(MAX_PROFILE)
            character.addWidget(label, 0, column)
            character.addWidget(edit, 1, column)
            self.profile_labels[key], self.profile_edits[key] = label, edit
        self.gender_label = QLabel()
        self.gender_combo = QComboBox()
        self.gender_combo.setObjectName("profile-gender")
        for gender in (None, Gender.MALE, Gender.FEMALE):  # texts set in retranslate
            self.gender_combo.addItem("", None if gender is None else gender.value)
        self.gender_combo.setCurrentIndex(max(0, self.gender_combo.findData(
            None if saved_profile.gender is None else saved_profile.gender.value)))
        self.gender_label.setBuddy(self.gender_combo)
        self.reserve_box = QCheckBox()
        self.reserve_box.setObjectName("as-reserve")
        self.reserve_tip = ""  # its tooltip where the table takes reserves (retranslated)
        self.reserve_box.toggled.connect(lambda _on: self._update_buttons())
        self.character_hint = QLabel()
        self.character_hint.setProperty("hint", True)
        self.character_hint.setWordWrap(True)
        # under the texts (which keep the row's width for their placeholders): the gender,
        # the reserve choice and the hint
        choices = QHBoxLayout()
        choices.addWidget(self.gender_label)
        choices.addWidget(self.gender_combo)
        choices.addSpacing(16)
        choices.addWidget(self.reserve_box)
        choices.addSpacing(16)
        choices.addWidget(self.character_hint, 1)
        character.addLayout(choices, 2, 0, 1, len(PROFILE_FIELDS))
        outer.addWidget(self.character_box)

    def _build_lan_box(self, outer: QVBoxLayout) -> None:
        """The tables on the LAN, the password for one and its buttons."""
        self.lan_box = QGroupBox()
        lan = QVBoxLayout(self.lan_box)
        self.tables = QTreeWidget()
        self.tables.setObjectName("tables")
        blank = QPixmap(20, 20)
        blank.fill(Qt.GlobalColor.transparent)
        self._blank = QIcon(blank)  # keeps the names of open tables aligned with locked ones
        self.tables.setColumnCount(5)  # table, rules, seats, state, address
        self.tables.setRootIsDecorated(False)
        self.tables.setUniformRowHeights(True)
        self.tables.setIconSize(QSize(20, 20))
        self.tables.setAlternatingRowColors(True)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tables.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tables.itemSelectionChanged.connect(self._update_buttons)
        self.tables.itemDoubleClicked.connect(lambda *_: self.join_selected())
        lan.addWidget(self.tables, 1)
        self.empty_hint = QLabel()
        self.empty_hint.setProperty("hint", True)
        self.empty_hint.setWordWrap(True)
        lan.addWidget(self.empty_hint)
        row = QHBoxLayout()
        self.password_label = QLabel()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaximumWidth(220)
        self.password.returnPressed.connect(self.join_selected)
        row.addWidget(self.password_label)
        row.addWidget(self.password)
        row.addStretch(1)
        self.lan_reason = QLabel()
        self.lan_reason.setProperty("reason", True)
        row.addWidget(self.lan_reason)
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self.watch_selected)
        self.join_button = QPushButton()
        self.join_button.setProperty("primary", True)
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join_selected)
        row.addWidget(self.watch_button)
        row.addWidget(self.join_button)
        lan.addLayout(row)
        outer.addWidget(self.lan_box, 1)

    def _build_manual_box(self, app: DesktopApp, outer: QVBoxLayout) -> None:
        """A table by its address (and its password)."""
        self.manual_box = QGroupBox()
        manual = QGridLayout(self.manual_box)
        self.address_label = QLabel()
        self.address = QLineEdit(app.settings.last_address)
        self.address.setPlaceholderText("192.168.1.20:47470")
        self.address.returnPressed.connect(self.join_address)
        self.address.textChanged.connect(self._update_buttons)
        self.manual_password_label = QLabel()
        self.manual_password = QLineEdit()
        self.manual_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.manual_password.returnPressed.connect(self.join_address)
        self.address_watch = QPushButton()
        self.address_watch.clicked.connect(self.watch_address)
        self.address_join = QPushButton()
        self.address_join.clicked.connect(self.join_address)
        manual.addWidget(self.address_label, 0, 0)
        manual.addWidget(self.address, 0, 1)
        manual.addWidget(self.address_watch, 0, 2)
        manual.addWidget(self.address_join, 0, 3)
        manual.addWidget(self.manual_password_label, 1, 0)
        manual.addWidget(self.manual_password, 1, 1)
        manual.setColumnStretch(1, 1)
        self._show_manual_password(False)
        outer.addWidget(self.manual_box)

    def _build_status_row(self, outer: QVBoxLayout) -> None:
        """The join's status line and its cancel button."""
        status_row = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        status_row.addWidget(self.status, 1)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        status_row.addWidget(self.cancel_button)
        outer.addLayout(status_row)
        _set_error(self.status, "", False)

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Join a table"))
        self.character_box.setTitle(self.tr("Your character (optional)"))
        for key, text in (("profession", self.tr("Profession")),
                          ("appearance", self.tr("Appearance")),
                          ("character", self.tr("Character"))):
            self.profile_labels[key].setText(text)
        self.profile_edits["profession"].setPlaceholderText(self.tr("e.g. a baker"))
        self.profile_edits["appearance"].setPlaceholderText(self.tr("e.g. tall, red scarf"))
        self.profile_edits["character"].setPlaceholderText(self.tr("e.g. cheerful, "
                                                                   "suspicious"))
        self.gender_label.setText(self.tr("Gender:"))
        for index, text in enumerate((self.tr("not stated"), self.tr("he"), self.tr("she"))):
            self.gender_combo.setItemText(index, text)
        self.gender_combo.setToolTip(self.tr("The table's texts about your character agree "
                                             "with it (he died, she died); not stated: they "
                                             "are worded without gender"))
        self.reserve_box.setText(self.tr("Register as a reserve"))
        self.reserve_tip = self.tr("A reserve waits outside the game and takes the place of "
                                   "a player who is removed")
        self.reserve_box.setToolTip(self.reserve_tip)
        self.character_hint.setText(self.tr("The table sees your character in the lobby "
                                            "and the list of players."))
        self.intro.setText(self.tr(
            "Tables hosted on this network appear here by themselves. Pick one and join it, "
            "or type the host's address if it does not show up."))
        self.lan_box.setTitle(self.tr("Tables on this network"))
        self.tables.setHeaderLabels([self.tr("Table"), self.tr("Rules"), self.tr("Seats"),
                                     self.tr("State"), self.tr("Address")])
        for item in self._items.values():
            self._fill_item(item, item.data(0, Qt.ItemDataRole.UserRole))
        self.password_label.setText(self.tr("Table password:"))
        self.watch_button.setText(self.tr("Watch"))
        self.watch_button.setToolTip(self.tr("Follow the game on the public board, as a "
                                             "spectator"))
        self.manual_box.setTitle(self.tr("Join by address"))
        self.address_label.setText(self.tr("Address (host:port):"))
        self.manual_password_label.setText(self.tr("Table password:"))
        self.address_watch.setText(self.tr("Watch"))
        self.address_join.setText(self.tr("Join"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- the LAN list

    def start_browsing(self) -> None:
        if self.browser is not None:
            return
        try:
            from netproto.discovery import TableBrowser  # zeroconf, asyncio: only now

            browser = TableBrowser(self.app.interfaces, self)
            browser.tableAppeared.connect(self._table_seen)
            browser.tableChanged.connect(self._table_seen)
            browser.tableGone.connect(self._table_gone)
            browser.start()
        except Exception as exc:  # no network, no multicast: the manual address still works
            self.browse_error = str(exc)
        else:
            self.browser = browser
        self._update_buttons()

    def stop_browsing(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.stop()

    def table_infos(self) -> list[TableInfo]:
        return [item.data(0, Qt.ItemDataRole.UserRole) for item in self._items.values()]

    def item_for(self, instance: str) -> QTreeWidgetItem | None:
        return self._items.get(instance)

    def _table_seen(self, info: TableInfo) -> None:
        item = self._items.get(info.instance)
        if item is None:
            item = QTreeWidgetItem()
            self._items[info.instance] = item
            self.tables.addTopLevelItem(item)
        self._fill_item(item, info)
        self.tables.sortItems(0, Qt.SortOrder.AscendingOrder)
        if self.tables.currentItem() is None and len(self._items) == 1:
            self.tables.setCurrentItem(item)
        self._update_buttons()

    def _table_gone(self, instance: str) -> None:
        item = self._items.pop(instance, None)
        if item is not None:
            index = self.tables.indexOfTopLevelItem(item)
            if index >= 0:
                self.tables.takeTopLevelItem(index)
        self._update_buttons()

    def _fill_item(self, item: QTreeWidgetItem, info: TableInfo) -> None:
        item.setData(0, Qt.ItemDataRole.UserRole, info)
        item.setText(0, info.name)
        item.setIcon(0, theme.icon("lock") if info.password else self._blank)
        item.setToolTip(0, self.tr("This table has a password") if info.password else "")
        item.setText(1, texts.preset_name(info.preset))
        item.setText(2, f"{info.seats_taken}/{info.seats_total}")
        item.setTextAlignment(2, Qt.AlignmentFlag.AlignCenter)
        if info.over:
            item.setText(3, self.tr("Game over"))
            item.setIcon(3, theme.icon("phase-over"))
        elif info.running:
            item.setText(3, self.tr("Game in progress"))
            item.setIcon(3, theme.icon("phase-night"))
        else:
            item.setText(3, self.tr("Waiting for players"))
            item.setIcon(3, theme.icon("phase-lobby"))
        item.setText(4, f"{info.host}:{info.port}")

    def selected(self) -> TableInfo | None:
        item = self.tables.currentItem()
        if item is None or not item.isSelected():
            return None
        return item.data(0, Qt.ItemDataRole.UserRole)

    def _stored_seat(self, info: TableInfo) -> bool:
        """Whether this app holds a seat token for that table under the name typed."""
        if not info.table_id:
            return False
        stored = self.app.token_store.get(info.table_id)
        return stored is not None and stored[0] == self._name()

    def _name(self) -> str:
        return self.name_field.text().strip()

    def profile(self) -> Profile:
        """The character as typed (one line each, as the table takes it) and the gender
        chosen."""
        return Profile.from_plain({**{key: edit.text() for key, edit in self.profile_edits.items()},
                                   "gender": self.gender_combo.currentData()})

    def _update_buttons(self) -> None:
        info = self.selected()
        busy = self.attempt is not None
        if self.browse_error:
            hint = self.tr("Looking for tables on the network is not possible here (%1). "
                           "Type the host's address below.").replace("%1", self.browse_error)
        elif self._items:
            hint = ""
        else:
            hint = self.tr("Looking for tables on this network… A table appears here as "
                           "soon as somebody hosts one.")
        self.empty_hint.setText(hint)
        self.empty_hint.setVisible(bool(hint))
        reason = ""
        can_join = info is not None and not busy
        returning = info is not None and self._stored_seat(info)
        if info is None:
            reason = self.tr("Pick a table in the list.")
        elif not self._name():
            reason = self.tr("Type your name at the top to join.")
            can_join = False
        elif info.over:
            reason = self.tr("The game is over: you can watch how it ended.")
            can_join = False
        elif info.running and not returning:
            reason = self.tr("The game has started: you can watch it.")
            can_join = False
        elif (info.seats_taken >= info.seats_total and not returning
              and not (self.reserve_box.isChecked() and info.takes_reserves is not False)):
            reason = (self.tr("The table is full: you can watch it.")
                      if info.takes_reserves is False
                      else self.tr("The table is full: register as a reserve, or watch it."))
            can_join = False
        # a table that says it takes no reserves (the Death Note's rules have none) is
        # not offered the choice; one that does not say (an older host) is
        takes_reserves = info is None or info.takes_reserves is not False
        self.reserve_box.setEnabled(takes_reserves)
        self.reserve_box.setToolTip(
            self.reserve_tip if takes_reserves
            else self.tr("This table's rules have no reserve players"))
        reserve = self.reserve_box.isChecked() and takes_reserves and not returning
        self.join_button.setText(self.tr("Return to my seat") if returning
                                 else self.tr("Join as a reserve") if reserve
                                 else self.tr("Join the table"))
        self.join_button.setEnabled(can_join)
        self.watch_button.setEnabled(info is not None and not busy)
        self.lan_reason.setText(reason if not busy else "")
        needs_password = info is not None and info.password and not returning
        self.password_label.setVisible(bool(needs_password))
        self.password.setVisible(bool(needs_password))
        has_address = bool(self.address.text().strip())
        self.address_join.setEnabled(has_address and bool(self._name()) and not busy)
        self.address_watch.setEnabled(has_address and not busy)
        self.cancel_button.setVisible(busy)

    def _show_manual_password(self, shown: bool) -> None:
        self.manual_password_label.setVisible(shown)
        self.manual_password.setVisible(shown)

    # ----------------------------------------------------------------- joining

    def join_selected(self) -> None:
        info = self.selected()
        if info is None or not self.join_button.isEnabled():
            return
        password = self.password.text() if info.password else None
        self._start(info.host, info.port, info.table_id, info.name, spectator=False,
                    password=password, manual=False, fingerprint=info.fingerprint)

    def watch_selected(self) -> None:
        info = self.selected()
        if info is None or self.attempt is not None:
            return
        password = self.password.text() if info.password else None
        self._start(info.host, info.port, info.table_id, info.name, spectator=True,
                    password=password, manual=False, fingerprint=info.fingerprint)

    def join_address(self) -> None:
        self._join_manual(spectator=False)

    def watch_address(self) -> None:
        self._join_manual(spectator=True)

    def _join_manual(self, spectator: bool) -> None:
        if self.attempt is not None:
            return
        text = self.address.text().strip()
        parsed = parse_address(text)
        if parsed is None:
            _set_error(self.status, self.tr(
                "Type the address as host:port, for example 192.168.1.20:47470."), True)
            return
        if not spectator and not self._name():
            _set_error(self.status, self.tr("Type your name at the top to join."), True)
            self.name_field.setFocus()
            return
        host, port = parsed
        password = self.manual_password.text() if self.manual_password.isVisible() else None
        self.app.settings.last_address = text
        self.app.store_settings()
        self._start(host, port, "", text, spectator=spectator, password=password or None,
                    manual=True)

    def _start(self, host: str, port: int, table_id: str, label: str, *, spectator: bool,
               password: str | None, manual: bool, fingerprint: str = "") -> None:
        from netproto.host_pins import PinStore
        from netproto.qt_client import QtTableClient

        name = self._name()
        # the host's key: the one the LAN announced, and the ones met before, per table
        pinning = {"announced_fp": fingerprint or None,
                   "pins": PinStore(self.app.token_store.path.parent / "known_tables.json")}
        if spectator:
            client = QtTableClient(name or self.tr("Spectator"), spectator=True,
                                   password=password, table_id=table_id, **pinning)
        else:
            if not name:
                return
            profile = self.profile()
            self.app.settings.player_name = name
            self.app.settings.profile = profile.to_plain()
            player_id = self.app.settings.own_player_id()  # made once, kept from now on
            self.app.store_settings()
            reserve = self.reserve_box.isChecked() and self.reserve_box.isEnabled()
            client = QtTableClient.for_table(table_id, name, self.app.token_store,
                                             password=password, profile=profile,
                                             reserve=reserve, player_id=player_id,
                                             **pinning)
        attempt = JoinAttempt(client, label, spectator, manual, f"{host}:{port}")
        self.attempt = attempt
        client.welcomed.connect(lambda _table, a=attempt: self._welcomed(a))
        client.errorReceived.connect(lambda code, text, a=attempt: self._refused(a, code, text))
        client.stateChanged.connect(lambda state, a=attempt: self._state(a, state))
        client.secured.connect(lambda code, a=attempt: self._secured(a, code))
        _set_error(self.status, self.tr("Connecting to %1…").replace("%1", label), False)
        self._update_buttons()
        client.connect_to(host, port)
        QTimer.singleShot(JOIN_TIMEOUT_MS, client, lambda a=attempt: self._timed_out(a))

    def _secured(self, attempt: JoinAttempt, code: str) -> None:
        if self.attempt is attempt:
            _set_error(self.status, self.tr("Connecting to %1… the table's key code is %2.")
                       .replace("%1", attempt.label).replace("%2", code), False)

    def _key_code_note(self, client: QtTableClient) -> str:
        """What the page keeps saying after a join: the code to compare with the host's."""
        if not client.host_code:
            return ""
        return self.tr("Joined %1. Its key code is %2: the host's screen shows the same "
                       "code.").replace("%2", client.host_code)

    def _timed_out(self, attempt: JoinAttempt) -> None:
        if self.attempt is attempt:
            self._finish(attempt, self.tr("The table at %1 did not answer. Try again, or ask "
                                          "the host.").replace("%1", attempt.address))

    def cancel(self) -> None:
        attempt, self.attempt = self.attempt, None
        if attempt is not None:
            attempt.client.close()
            attempt.client.deleteLater()
        _set_error(self.status, "", False)
        self._update_buttons()

    def _finish(self, attempt: JoinAttempt, message: str) -> None:
        if self.attempt is attempt:
            self.attempt = None
        attempt.client.close()
        attempt.client.deleteLater()
        _set_error(self.status, message, True)
        self._update_buttons()

    def _refused(self, attempt: JoinAttempt, code: str, text: str) -> None:
        if self.attempt is not attempt:
            return
        if code == "bad_password":
            if attempt.manual:
                self._show_manual_password(True)
                self.manual_password.setFocus()
            else:
                self.password.setFocus()
                self.password.selectAll()
        shown = texts.password_refusal(code, attempt.client.password)
        self._finish(attempt, texts.link_error(shown, text, attempt.client.retry_after))

    def _state(self, attempt: JoinAttempt, state: str) -> None:
        if self.attempt is not attempt:
            return
        from netproto.qt_client import LinkState

        if state in (LinkState.RECONNECTING.value, LinkState.CLOSED.value,
                     LinkState.DISCONNECTED.value):
            self._finish(attempt, self.tr("Cannot reach the table at %1. Is it still "
                                          "hosted, and is the address right?")
                         .replace("%1", attempt.address))

    def _welcomed(self, attempt: JoinAttempt) -> None:
        if self.attempt is not attempt:
            return
        self.attempt = None
        client = attempt.client
        self.clients.append(client)
        client.destroyed.connect(lambda *_, c=client: self._forget(c))
        if attempt.spectator:
            window_class = lazy_class("desktop.board.projector", "ProjectorWindow")
        else:
            window_class = lazy_class("desktop.seat.window", "PlayerWindow")
        if window_class is None:
            _set_error(self.status, self.tr("Connected to %1 as %2.")
                       .replace("%1", attempt.label).replace("%2", client.name), False)
            self.opened.emit(client)
        else:
            window = window_class(self.app, client)
            client.setParent(window)
            self.app.keep(window)
            self.windows.append(window)
            window.destroyed.connect(lambda *_, w=window: self._forget_window(w))
            window.show()
            _set_error(self.status, self._key_code_note(client).replace("%1", attempt.label),
                       False)
            self.opened.emit(window)
        if attempt.manual:
            self._show_manual_password(False)
            self.manual_password.clear()
        self.password.clear()
        self._update_buttons()

    def _forget(self, client: QtTableClient) -> None:
        if client in self.clients:
            self.clients.remove(client)

    def _forget_window(self, window: QWidget) -> None:
        if window in self.windows:
            self.windows.remove(window)


def parse_address(text: str) -> tuple[str, int] | None:
    """"host:port" → (host, port); None if it is not one."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip().strip("[]")
    if not sep or not host or not port.isdigit():
        return None
    number = int(port)
    return (host, number) if 0 < number < 65536 else None
