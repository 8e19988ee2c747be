"""The launcher: the first window of ``dnmafia``. Big choices (host a table, join one, hot-seat
on this computer, resume a saved game, the rules sandbox), the player's name, the language
and the sound switch.

Owns ``Launcher`` and its two pages: ``JoinPage`` (tables found on the LAN, live, and a
manual address; joining as a player or watching as a spectator) and ``SavedGamesPage``
(the game logs on disk: resume, replay, export the story, delete). Every other window is
imported lazily, when the user asks for it. Renders what netproto reports; computes no rule.
Must not import engine internals beyond replaying a log for the story export.
"""

from __future__ import annotations

import base64
import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QDateTime,
    QEvent,
    QLocale,
    QSize,
    Qt,
    QTimer,
    QTimeZone,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.app import APP_NAME, DesktopApp
from desktop.i18n import Language
from netproto.discovery import TableBrowser, TableInfo
from netproto.qt_client import LinkState, QtTableClient
from netproto.storage import (
    LOG_SUFFIX,
    LogError,
    SavedGame,
    games_dir,
    list_games,
    load_log,
    write_atomically,
)

JOIN_TIMEOUT_MS = 15_000  # a table that accepts the connection but never answers
LANGUAGES = ((Language.RU, "Русский"), (Language.EN, "English"))  # each in its own words

# the launcher's own pictures (drawn here: nothing copyrighted)
_TILE_SVG = {
    "host": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<ellipse cx="32" cy="42" rx="26" ry="11" fill="#4f9a76"/>
<circle cx="12" cy="24" r="5" fill="#2f3b59"/><circle cx="32" cy="17" r="6" fill="#c0392b"/>
<circle cx="52" cy="24" r="5" fill="#2f3b59"/>
<path d="M26 9 L29 3 L32 8 L35 3 L38 9 Z" fill="#f2b33d"/></svg>""",
    "join": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M8 26 A34 34 0 0 1 56 26" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/>
<path d="M16 35 A23 23 0 0 1 48 35" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/>
<path d="M24 44 A12 12 0 0 1 40 44" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/><circle cx="32" cy="53" r="5" fill="#c0392b"/></svg>""",
    "hotseat": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="12" y="12" width="40" height="28" rx="3" fill="#2f3b59"/>
<rect x="16" y="16" width="32" height="20" fill="#f4f1ea"/>
<path d="M6 46 H58 L54 52 H10 Z" fill="#4a4438"/>
<path d="M22 30 C22 24 27 22 32 22 C37 22 42 24 42 30" stroke="#c0392b" stroke-width="3"
 fill="none"/></svg>""",
    "resume": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="10" y="8" width="44" height="50" rx="4" fill="#1d1d22"/>
<rect x="18" y="16" width="28" height="4" rx="2" fill="#f4f1ea"/>
<rect x="18" y="25" width="22" height="4" rx="2" fill="#f4f1ea"/>
<circle cx="44" cy="44" r="13" fill="#4f9a76"/>
<path d="M40 37 L51 44 L40 51 Z" fill="#ffffff"/></svg>""",
    "sandbox": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M24 6 H40 M27 6 V24 L10 52 C8 56 10 58 14 58 H50 C54 58 56 56 54 52 L37 24 V6"
 stroke="#2f3b59" stroke-width="4" fill="#f4f1ea" stroke-linejoin="round"/>
<path d="M17 44 H47 L52 53 C53 55 52 56 50 56 H14 C12 56 11 55 12 53 Z" fill="#6b3fa0"/>
<circle cx="28" cy="50" r="2" fill="#f4f1ea"/><circle cx="36" cy="47" r="1.5" fill="#f4f1ea"/>
</svg>""",
}

_STYLE = """
QWidget#launcherHeader { background: #2f3b59; }
QWidget#launcherHeader QLabel { color: #f4f1ea; }
QWidget#launcherHeader QCheckBox { color: #f4f1ea; }
QLabel#launcherTitle { font-size: 22pt; font-weight: 700; }
QLabel#launcherSubtitle { color: #c9cedb; }
QPushButton#launcherTile { text-align: left; padding: 10px; border: 1px solid #d3cec3;
                           border-radius: 8px; background: #fbfaf7; }
QPushButton#launcherTile:hover { background: #f1ede4; }
QPushButton#launcherTile:checked { background: #e6e1d5; border: 2px solid #2f3b59; }
QLabel#tileTitle { font-size: 13pt; font-weight: 600; color: #2f3b59; }
QTreeWidget#tables { font-size: 12pt; }
QTreeWidget#tables::item { padding: 6px 2px; }
QLabel#pageHeading { font-size: 16pt; font-weight: 700; color: #2f3b59; }
QLabel#status[error="true"] { color: #a93226; font-weight: 600; }
QLabel#status[error="false"] { color: #2f5f46; }
QLabel#damage { color: #8c3a1c; background: #fbe9dd; border: 1px solid #e3b9a1;
                border-radius: 4px; padding: 6px; }
"""


def svg_pixmap(svg: str, size: int) -> QPixmap:
    px = QPixmap(QSize(size, size))
    px.fill(Qt.GlobalColor.transparent)
    painter = QPainter(px)
    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    return px


def _set_error(label: QLabel, text: str, error: bool) -> None:
    label.setText(text)
    label.setProperty("error", "true" if error else "false")
    label.style().unpolish(label)
    label.style().polish(label)
    label.setVisible(bool(text))


def _lazy(module: str, name: str) -> Any | None:
    """A window class of another module, or None while that module does not exist."""
    import importlib

    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None


class Tile(QPushButton):
    """One of the launcher's big choices: a picture, a title and a line of explanation."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName("launcherTile")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(84)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(14)
        picture = QLabel()
        picture.setPixmap(svg_pixmap(_TILE_SVG[key], 48))
        picture.setFixedSize(52, 52)
        row.addWidget(picture)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("tileTitle")
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setProperty("hint", True)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        row.addLayout(words, 1)
        for child in (picture, self.title, self.detail):
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def set_texts(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.setAccessibleName(title)
        self.setToolTip(detail)


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

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        outer.addWidget(self.heading)
        self.intro = QLabel()
        self.intro.setProperty("hint", True)
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)

        self.lan_box = QGroupBox()
        lan = QVBoxLayout(self.lan_box)
        self.tables = QTreeWidget()
        self.tables.setObjectName("tables")
        blank = QPixmap(20, 20)
        blank.fill(Qt.GlobalColor.transparent)
        self._blank = QIcon(blank)  # keeps the names of open tables aligned with locked ones
        self.tables.setColumnCount(4)
        self.tables.setRootIsDecorated(False)
        self.tables.setUniformRowHeights(True)
        self.tables.setIconSize(QSize(20, 20))
        self.tables.setAlternatingRowColors(True)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tables.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
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

        name_field.textChanged.connect(self._update_buttons)
        self.retranslate()

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Join a table"))
        self.intro.setText(self.tr(
            "Tables hosted on this network appear here by themselves. Pick one and join it, "
            "or type the host's address if it does not show up."))
        self.lan_box.setTitle(self.tr("Tables on this network"))
        self.tables.setHeaderLabels([self.tr("Table"), self.tr("Seats"), self.tr("State"),
                                     self.tr("Address")])
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
        item.setText(1, f"{info.seats_taken}/{info.seats_total}")
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignCenter)
        if info.running:
            item.setText(2, self.tr("Game in progress"))
            item.setIcon(2, theme.icon("phase-night"))
        else:
            item.setText(2, self.tr("Waiting for players"))
            item.setIcon(2, theme.icon("phase-lobby"))
        item.setText(3, f"{info.host}:{info.port}")

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
        elif info.running and not returning:
            reason = self.tr("The game has started: you can watch it.")
            can_join = False
        elif info.seats_taken >= info.seats_total and not returning:
            reason = self.tr("The table is full: you can watch it.")
            can_join = False
        self.join_button.setText(self.tr("Return to my seat") if returning
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
                    password=password, manual=False)

    def watch_selected(self) -> None:
        info = self.selected()
        if info is None or self.attempt is not None:
            return
        password = self.password.text() if info.password else None
        self._start(info.host, info.port, info.table_id, info.name, spectator=True,
                    password=password, manual=False)

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
               password: str | None, manual: bool) -> None:
        name = self._name()
        if spectator:
            client = QtTableClient(name or self.tr("Spectator"), spectator=True,
                                   password=password)
        else:
            if not name:
                return
            self.app.settings.player_name = name
            self.app.store_settings()
            client = QtTableClient.for_table(table_id, name, self.app.token_store,
                                             password=password)
        attempt = JoinAttempt(client, label, spectator, manual, f"{host}:{port}")
        self.attempt = attempt
        client.welcomed.connect(lambda _table, a=attempt: self._welcomed(a))
        client.errorReceived.connect(lambda code, text, a=attempt: self._refused(a, code, text))
        client.stateChanged.connect(lambda state, a=attempt: self._state(a, state))
        _set_error(self.status, self.tr("Connecting to %1…").replace("%1", label), False)
        self._update_buttons()
        client.connect_to(host, port)
        QTimer.singleShot(JOIN_TIMEOUT_MS, client, lambda a=attempt: self._timed_out(a))

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
        self._finish(attempt, texts.link_error(code, text))

    def _state(self, attempt: JoinAttempt, state: str) -> None:
        if self.attempt is not attempt:
            return
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
            window_class = _lazy("desktop.projector", "ProjectorWindow")
        else:
            window_class = _lazy("desktop.player_window", "PlayerWindow")
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
            _set_error(self.status, "", False)
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


# --------------------------------------------------------------------------- saved games


@dataclass
class GameRow:
    """One file in the games directory, as the list shows it."""

    path: Path
    saved: SavedGame | None  # None: the file cannot be read at all
    hotseat: bool = False
    error: str = ""  # why it cannot be read
    dropped: str | None = None  # filled on selection: what a damaged log lost

    @property
    def readable(self) -> bool:
        return self.saved is not None


def _header(path: Path) -> dict[str, Any]:
    """The log's header record (its first line), or {} if it is not readable."""
    try:
        with open(path, "rb") as handle:
            first = handle.readline()
        body = first.decode("utf-8").rpartition("\t")[0]
        record = json.loads(body)
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


def saved_game_rows(directory: Path | None = None) -> list[GameRow]:
    """Every saved game (newest first), and every file that could not be read (last)."""
    directory = directory or games_dir()
    rows = []
    listed = set()
    for game in list_games(directory):
        table = _header(game.path).get("table") or {}
        rows.append(GameRow(game.path, game, hotseat=bool(table.get("hotseat"))))
        listed.add(game.path)
    for path in sorted(directory.glob(f"*{LOG_SUFFIX}")):
        if path in listed:
            continue
        try:
            load_log(path)
        except LogError as exc:
            rows.append(GameRow(path, None, error=str(exc)))
        else:  # appeared since the listing: list it next time
            continue
    return rows


def delete_game(path: Path) -> None:
    """The log and its sidecar files (``<log>.damaged`` and the like)."""
    for sidecar in path.parent.glob(f"{path.name}.*"):
        sidecar.unlink(missing_ok=True)
    path.unlink(missing_ok=True)


EXPORT_FORMATS = (("bbcode", "BBCode", "bbcode"), ("markdown", "Markdown", "md"),
                  ("html", "HTML", "html"))


class SavedGamesPage(QWidget):
    """The game logs on disk: resume, replay, export the story, delete."""

    opened = Signal(object)  # a window opened from here

    def __init__(self, app: DesktopApp, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.rows: list[GameRow] = []
        self.windows: list[QWidget] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        top.addWidget(self.heading)
        top.addStretch(1)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        top.addWidget(self.refresh_button)
        outer.addLayout(top)
        self.intro = QLabel()
        self.intro.setProperty("hint", True)
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)

        self.table = QTableWidget(0, 5)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setIconSize(QSize(18, 18))
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.itemDoubleClicked.connect(lambda *_: self._default_action())
        outer.addWidget(self.table, 1)
        self.empty_hint = QLabel()
        self.empty_hint.setProperty("hint", True)
        outer.addWidget(self.empty_hint)

        self.details_box = QGroupBox()
        details = QVBoxLayout(self.details_box)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        details.addWidget(self.summary)
        self.damage = QLabel()
        self.damage.setObjectName("damage")
        self.damage.setWordWrap(True)
        self.damage.hide()
        details.addWidget(self.damage)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.setProperty("primary", True)
        self.resume_button.clicked.connect(self.resume_selected)
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_selected)
        self.delete_button = QPushButton()
        self.delete_button.setProperty("danger", True)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        details.addLayout(buttons)
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        details.addWidget(self.reason)
        export = QHBoxLayout()
        self.export_label = QLabel()
        self.export_format = QComboBox()
        for _key, label, _ext in EXPORT_FORMATS:
            self.export_format.addItem(label)
        self.export_language = QComboBox()
        for _lang, label in LANGUAGES:
            self.export_language.addItem(label)
        self.export_language.setCurrentIndex(
            [lang for lang, _ in LANGUAGES].index(app.language))
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_selected)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_selected)
        export.addWidget(self.export_label)
        export.addWidget(self.export_format)
        export.addWidget(self.export_language)
        export.addWidget(self.export_button)
        export.addWidget(self.copy_button)
        export.addStretch(1)
        details.addLayout(export)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        details.addWidget(self.status)
        _set_error(self.status, "", False)
        outer.addWidget(self.details_box)
        self.retranslate()

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Saved games"))
        self.intro.setText(self.tr(
            "Every game is saved as it is played. Resume one that was interrupted, replay "
            "a finished one from any player's point of view, or export its story for "
            "the forum."))
        self.refresh_button.setText(self.tr("Refresh"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Table"),
                                              self.tr("Players"), self.tr("State"),
                                              self.tr("Kind")])
        self.details_box.setTitle(self.tr("Selected game"))
        self.resume_button.setText(self.tr("Resume"))
        self.replay_button.setText(self.tr("Replay…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.export_label.setText(self.tr("Story:"))
        self.export_button.setText(self.tr("Export story…"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the story to the clipboard, ready to "
                                            "paste into a forum post"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- the list

    def refresh(self) -> None:
        selected = self.current()
        self.rows = saved_game_rows()
        self._fill()
        if selected is not None:
            for index, row in enumerate(self.rows):
                if row.path == selected.path:
                    self.table.selectRow(index)
                    break

    def _fill(self) -> None:
        current = self.table.currentRow()
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            cells = self._cells(row)
            for column, (text, icon_name) in enumerate(cells):
                item = QTableWidgetItem(text)
                if icon_name:
                    item.setIcon(theme.icon(icon_name))
                if column == 2 and row.saved is not None:
                    item.setToolTip(self.tr("%n player(s)", "", len(row.saved.players)))
                if not row.readable:
                    item.setToolTip(row.error)
                self.table.setItem(index, column, item)
        self.table.blockSignals(False)
        if 0 <= current < len(self.rows):
            self.table.selectRow(current)
        self.empty_hint.setText(self.tr("No saved games yet: a game is saved from its "
                                        "first move.") if not self.rows else "")
        self.empty_hint.setVisible(not self.rows)
        self._selected()

    def _cells(self, row: GameRow) -> list[tuple[str, str]]:
        if row.saved is None:
            return [(self._date_from_name(row.path), ""), (row.path.name, ""), ("", ""),
                    (self.tr("Cannot be opened"), "dead"), ("", "")]
        game = row.saved
        if game.finished:
            state = self.tr("Finished: %1").replace("%1", texts.winner_text(game.winner))
            icon_name = "phase-over"
        else:
            state = self.tr("Unfinished, %n move(s)", "", game.commands)
            icon_name = "phase-night"
        if game.damaged:
            state = self.tr("%1 · damaged").replace("%1", state)
            icon_name = "dead"
        kind = self.tr("Hot-seat") if row.hotseat else self.tr("LAN table")
        return [(self._date(game.created), ""), (game.table_name or self.tr("(unnamed)"), ""),
                (", ".join(game.players), ""), (state, icon_name), (kind, "")]

    @staticmethod
    def _date(created: str) -> str:
        moment = QDateTime.fromString(created, Qt.DateFormat.ISODate)
        if not moment.isValid():
            return created
        return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)

    @staticmethod
    def _date_from_name(path: Path) -> str:
        stamp = path.name[:15]
        moment = QDateTime.fromString(stamp, "yyyyMMdd-HHmmss")
        if not moment.isValid():
            return ""
        moment = QDateTime(moment.date(), moment.time(), QTimeZone.utc())
        return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)

    def current(self) -> GameRow | None:
        index = self.table.currentRow()
        selected = self.table.selectionModel().selectedRows()
        if not selected or not 0 <= index < len(self.rows):
            return None
        return self.rows[index]

    def select_path(self, path: Path) -> bool:
        for index, row in enumerate(self.rows):
            if row.path == path:
                self.table.selectRow(index)
                return True
        return False

    def _selected(self) -> None:
        row = self.current()
        self.details_box.setEnabled(row is not None)
        _set_error(self.status, "", False)
        if row is None:
            self.summary.setText(self.tr("Pick a game in the list."))
            self.damage.hide()
            for button in (self.resume_button, self.replay_button, self.delete_button,
                           self.export_button, self.copy_button):
                button.setEnabled(False)
            self.reason.setText("")
            return
        self.delete_button.setEnabled(True)
        if row.saved is None:
            self.summary.setText(self.tr("<b>%1</b>").replace("%1", row.path.name))
            self.damage.setText(self.tr("This saved game cannot be opened: %1")
                                .replace("%1", row.error))
            self.damage.show()
            for button in (self.resume_button, self.replay_button, self.export_button,
                           self.copy_button):
                button.setEnabled(False)
            self.reason.setText(self.tr("Only deleting it is possible."))
            return
        game = row.saved
        if game.damaged and row.dropped is None:
            try:
                row.dropped = load_log(row.path).dropped or ""
            except LogError as exc:
                row.dropped = str(exc)
        state = (texts.winner_text(game.winner) if game.finished
                 else self.tr("The game was interrupted after %n move(s).", "", game.commands))
        self.summary.setText(
            "<b>{table}</b> — {date}<br>{players}<br>{state}<br><span style='color:#6f6a60'>"
            "{file}</span>".format(
                table=_html(game.table_name or self.tr("(unnamed)")),
                date=_html(self._date(game.created)),
                players=_html(", ".join(game.players)),
                state=_html(state),
                file=_html(row.path.name)))
        if game.damaged:
            self.damage.setText(self.tr(
                "This log was damaged (the computer may have stopped while it was being "
                "written). Everything up to its last complete move was recovered; what was "
                "lost: %1").replace("%1", row.dropped or ""))
            self.damage.show()
        else:
            self.damage.hide()
        self.resume_button.setEnabled(not game.finished)
        self.replay_button.setEnabled(game.finished)
        self.export_button.setEnabled(game.finished)
        self.copy_button.setEnabled(game.finished)
        if game.finished:
            self.reason.setText(self.tr("This game is over: it can be replayed, not resumed."))
        else:
            self.reason.setText(self.tr("The replay and the story open once the game is over "
                                        "(they show every secret)."))

    def _default_action(self) -> None:
        row = self.current()
        if row is None or row.saved is None:
            return
        if row.saved.finished:
            self.replay_selected()
        else:
            self.resume_selected()

    # ----------------------------------------------------------------- actions

    def _confirm_damaged(self, row: GameRow) -> bool:
        if row.saved is None or not row.saved.damaged:
            return True
        answer = QMessageBox.question(
            self, self.tr("A damaged saved game"),
            self.tr("This log was damaged and only its complete part can be used:\n\n%1\n\n"
                    "Go on with what was recovered?").replace("%1", row.dropped or ""))
        return answer == QMessageBox.StandardButton.Yes

    def _open(self, window: QWidget) -> None:
        self.app.keep(window)
        self.windows.append(window)
        window.destroyed.connect(lambda *_, w=window: self.windows.remove(w)
                                 if w in self.windows else None)
        window.show()
        self.opened.emit(window)

    def resume_selected(self) -> None:
        row = self.current()
        if row is None or row.saved is None or row.saved.finished:
            return
        if not self._confirm_damaged(row):
            return
        if row.hotseat:
            window_class = _lazy("desktop.hotseat", "HotSeatWindow")
            if window_class is None:
                _set_error(self.status, self.tr("Hot-seat games cannot be resumed by this "
                                                "version of the app."), True)
                return
        else:
            window_class = _lazy("desktop.host_console", "HostConsole")
            if window_class is None:
                _set_error(self.status, self.tr("Tables cannot be resumed by this version of "
                                                "the app."), True)
                return
        try:
            window = (window_class.resume(self.app, row.path) if row.hotseat
                      else window_class(self.app, resume=row.path))
        except Exception as exc:  # LogError, HostingError: the log or the port said no
            _set_error(self.status, self.tr("This game cannot be resumed: %1")
                       .replace("%1", str(exc)), True)
            return
        if window is not None:
            self._open(window)

    def replay_selected(self) -> None:
        row = self.current()
        if row is None or row.saved is None:
            return
        if not self._confirm_damaged(row):
            return
        from desktop.replay_viewer import ReplayViewer

        self._open(ReplayViewer(self.app, row.path))

    def delete_selected(self) -> None:
        row = self.current()
        if row is None:
            return
        name = row.saved.table_name if row.saved is not None else row.path.name
        answer = QMessageBox.question(
            self, self.tr("Delete a saved game"),
            self.tr("Delete the saved game \u201c%1\u201d? It cannot be resumed, replayed or "
                    "exported afterwards.").replace("%1", name or row.path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_game(row.path)
        except OSError as exc:
            _set_error(self.status, self.tr("Could not delete it: %1").replace(
                "%1", exc.strerror or str(exc)), True)
            return
        self.refresh()

    def _story(self) -> tuple[str, str, GameRow] | None:
        """(text, file extension, row) of the selected game's story in the chosen form."""
        row = self.current()
        if row is None or row.saved is None or not row.saved.finished:
            return None
        from desktop.export import export_story
        from engine.replay import replay

        try:
            loaded = load_log(row.path)
            game = replay(loaded.setup, loaded.commands)
        except Exception as exc:  # a log that does not replay: say so, export nothing
            _set_error(self.status, self.tr("The story cannot be told: %1")
                       .replace("%1", str(exc)), True)
            return None
        key, _label, extension = EXPORT_FORMATS[self.export_format.currentIndex()]
        language = LANGUAGES[self.export_language.currentIndex()][0]
        return export_story(game, key, language), extension, row

    def export_selected(self) -> None:
        story = self._story()
        if story is None:
            return
        text, extension, row = story
        base = (row.saved.table_name if row.saved else "") or "dnmafia"
        safe = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in base).strip()
        suggested = str(Path.home() / f"{safe or 'dnmafia'}-story.{extension}")
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the story"), suggested,
            self.tr("Story (*.%1)").replace("%1", extension))
        if not path:
            return
        try:
            write_atomically(Path(path), text.encode("utf-8"))
        except OSError as exc:
            _set_error(self.status, self.tr("Could not save it: %1").replace(
                "%1", exc.strerror or str(exc)), True)
            return
        _set_error(self.status, self.tr("The story was saved to %1.").replace("%1", path),
                   False)

    def copy_selected(self) -> None:
        story = self._story()
        if story is None:
            return
        QGuiApplication.clipboard().setText(story[0])
        _set_error(self.status, self.tr("The story is on the clipboard."), False)


def _html(text: str) -> str:
    import html

    return html.escape(text)


# --------------------------------------------------------------------------- launcher


class Launcher(QMainWindow):
    """The first window: big choices, the player's name, the language and the sounds."""

    GEOMETRY_KEY = "launcher"

    def __init__(self, app: DesktopApp, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.windows: list[QWidget] = []
        self.setWindowIcon(theme.icon("app"))
        self.setStyleSheet(_STYLE)
        self.setMinimumSize(900, 600)

        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)

        header = QWidget()
        header.setObjectName("launcherHeader")
        header.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bar = QHBoxLayout(header)
        bar.setContentsMargins(18, 12, 18, 12)
        logo = QLabel()
        logo.setPixmap(theme.pixmap("app", 52))
        bar.addWidget(logo)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.title = QLabel(APP_NAME)
        self.title.setObjectName("launcherTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("launcherSubtitle")
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        bar.addLayout(titles)
        bar.addStretch(1)
        self.name_label = QLabel()
        self.name = QLineEdit(app.settings.player_name)
        self.name.setMaxLength(32)
        self.name.setMinimumWidth(200)
        self.name.editingFinished.connect(self._store_name)
        self.name_label.setBuddy(self.name)
        bar.addWidget(self.name_label)
        bar.addWidget(self.name)
        bar.addSpacing(16)
        self.language_label = QLabel()
        self.language = QComboBox()
        for _lang, label in LANGUAGES:
            self.language.addItem(label)
        self.language_label.setBuddy(self.language)
        self._show_language(app.language)
        self.language.currentIndexChanged.connect(self._language_picked)
        bar.addWidget(self.language_label)
        bar.addWidget(self.language)
        bar.addSpacing(16)
        self.sounds = QCheckBox()
        self.sounds.setChecked(app.settings.sounds)
        self.sounds.toggled.connect(app.set_sounds)
        bar.addWidget(self.sounds)
        root.addWidget(header)

        body = QHBoxLayout()
        body.setContentsMargins(16, 16, 16, 16)
        body.setSpacing(16)
        side = QVBoxLayout()
        side.setSpacing(10)
        self.tiles: dict[str, Tile] = {}
        for key in ("host", "join", "hotseat", "resume", "sandbox"):
            tile = Tile(key)
            tile.clicked.connect(lambda _=False, k=key: self.choose(k))
            self.tiles[key] = tile
            side.addWidget(tile)
        for key in ("join", "resume"):  # the two choices that are pages of this window
            self.tiles[key].setCheckable(True)
        side.addStretch(1)
        self.version = QLabel()
        self.version.setProperty("hint", True)
        side.addWidget(self.version)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(360)
        body.addWidget(side_widget)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        body.addWidget(line)

        self.pages = QStackedWidget()
        self.join_page = JoinPage(app, self.name)
        self.join_page.opened.connect(self._opened)
        self.saved_page = SavedGamesPage(app)
        self.saved_page.opened.connect(self._opened)
        self.pages.addWidget(self.join_page)
        self.pages.addWidget(self.saved_page)
        body.addWidget(self.pages, 1)
        root.addLayout(body, 1)
        self.setCentralWidget(central)

        QShortcut(QKeySequence("Ctrl+J"), self, lambda: self.choose("join"))
        QShortcut(QKeySequence("Ctrl+H"), self, lambda: self.choose("host"))
        QShortcut(QKeySequence("Ctrl+R"), self, lambda: self.choose("resume"))
        QShortcut(QKeySequence("Ctrl+T"), self, lambda: self.choose("hotseat"))
        QShortcut(QKeySequence("Ctrl+E"), self, lambda: self.choose("sandbox"))
        app.languageChanged.connect(lambda value: self._show_language(Language(value)))
        self._restore_geometry()
        self._show_page("join")
        self._browsing_started = False
        self.retranslate()

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("DN Mafia"))
        self.subtitle.setText(self.tr("Death Note mafia around one table"))
        self.name_label.setText(self.tr("Your &name:"))
        self.name.setPlaceholderText(self.tr("how the others call you"))
        self.language_label.setText(self.tr("&Language:"))
        self.sounds.setText(self.tr("Sounds"))
        self.sounds.setToolTip(self.tr("A sound when a phase changes or something private "
                                       "happens"))
        words = {
            "host": (self.tr("Host a table"),
                     self.tr("Set up a game for friends on this network (Ctrl+H)")),
            "join": (self.tr("Join a table"),
                     self.tr("Sit at a table hosted on this network (Ctrl+J)")),
            "hotseat": (self.tr("Hot-seat on this computer"),
                        self.tr("One laptop passed from player to player (Ctrl+T)")),
            "resume": (self.tr("Saved games"),
                       self.tr("Resume, replay or export a game (Ctrl+R)")),
            "sandbox": (self.tr("Rules sandbox"),
                        self.tr("Run a scenario file and see what the rules do (Ctrl+E)")),
        }
        for key, (title, detail) in words.items():
            self.tiles[key].set_texts(title, detail)
        from netproto.storage import app_version

        self.version.setText(self.tr("Version %1").replace("%1", app_version()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_language(self, language: Language) -> None:
        index = [lang for lang, _ in LANGUAGES].index(Language(language))
        if self.language.currentIndex() != index:
            self.language.blockSignals(True)
            self.language.setCurrentIndex(index)
            self.language.blockSignals(False)

    def _language_picked(self, index: int) -> None:
        self.app.set_language(LANGUAGES[index][0])

    def _store_name(self) -> None:
        name = self.name.text().strip()
        if name != self.app.settings.player_name:
            self.app.settings.player_name = name
            self.app.store_settings()

    # ----------------------------------------------------------------- choices

    def choose(self, key: str) -> QWidget | None:
        """What a tile does: show a page, or open a window (returned)."""
        self._store_name()
        if key in ("join", "resume"):
            self._show_page(key)
            return None
        if key == "host":
            window_class = _lazy("desktop.host_console", "HostConsole")
            window = window_class(self.app) if window_class is not None else None
        elif key == "hotseat":
            window_class = _lazy("desktop.hotseat", "HotSeatWindow")
            window = window_class(self.app) if window_class is not None else None
        else:
            from desktop.sandbox import RulesSandbox

            window = RulesSandbox(self.app)
        if window is None:
            QMessageBox.information(self, self.tr("Not available"),
                                    self.tr("This part of the app is not available in this "
                                            "version."))
            return None
        self._opened(window)
        self.app.keep(window)
        window.show()
        window.raise_()
        return window

    def _opened(self, window: object) -> None:
        if isinstance(window, QWidget) and window not in self.windows:
            self.windows.append(window)
            window.destroyed.connect(lambda *_, w=window: self.windows.remove(w)
                                     if w in self.windows else None)

    def _show_page(self, key: str) -> None:
        page = self.join_page if key == "join" else self.saved_page
        self.pages.setCurrentWidget(page)
        self.tiles["join"].setChecked(key == "join")
        self.tiles["resume"].setChecked(key == "resume")
        if key == "resume":
            self.saved_page.refresh()
        elif self.isVisible():
            self.join_page.start_browsing()

    def show_join(self) -> None:
        self.choose("join")

    def show_saved_games(self) -> None:
        self.choose("resume")

    # ----------------------------------------------------------------- life

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._browsing_started and self.pages.currentWidget() is self.join_page:
            self._browsing_started = True
            # after the window is on screen: zeroconf's start costs a moment
            QTimer.singleShot(0, self, self.join_page.start_browsing)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._store_name()
        self.join_page.stop_browsing()
        if self.join_page.attempt is not None:
            self.join_page.cancel()
        with contextlib.suppress(Exception):
            self.app.settings.geometry[self.GEOMETRY_KEY] = base64.b64encode(
                bytes(self.saveGeometry().data())).decode("ascii")
            self.app.store_settings()
        super().closeEvent(event)

    def _restore_geometry(self) -> None:
        saved = self.app.settings.geometry.get(self.GEOMETRY_KEY)
        if saved:
            with contextlib.suppress(ValueError):
                if self.restoreGeometry(QByteArray(base64.b64decode(saved))):
                    return
        self.resize(1180, 760)
