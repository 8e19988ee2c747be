"""The launcher's saved-games page: ``SavedGamesPage`` (the game logs on disk: resume,
replay, export the story, delete), ``GameRow``, ``saved_game_rows`` and ``delete_game``.
A game being played now (its log locked: ``netproto.log_lock``) says so; played in this
app, its window is brought forward instead of a second one resuming it.

The host console, the hot-seat window and the replay viewer are imported lazily; must not
import the launcher nor the join page, nor engine internals beyond replaying a log for the
story export.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QDateTime,
    QEvent,
    QFileSystemWatcher,
    QLocale,
    QSize,
    Qt,
    QTimer,
    QTimeZone,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.app import DesktopApp, lazy_class
from desktop.launcher.common import LANGUAGES, _set_error
from desktop.launcher.running_games import LockWatch, bring_forward, game_window
from desktop.widgets.table_fit import ColumnFitter
from netproto.log_lock import Holder, holder
from netproto.storage import (
    LOG_SUFFIX,
    LogError,
    LogInUse,
    SavedGame,
    games_dir,
    list_games,
    load_log,
    write_atomically,
)

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

    @property
    def running(self) -> Holder:
        """Who plays it now (read with the list)."""
        return self.saved.running if self.saved is not None else Holder.NOBODY


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


WATCH_DELAY_MS = 300  # a burst of changes in the games folder is read once
# a saved game's date in the app's language: "2 дек. 2026, 19:48" / "2 Dec 2026, 19:48"
DATE_FORMAT = "d MMM yyyy, HH:mm"


def game_date(created: str) -> str:
    """A saved game's start (its header's ISO time) in the app's language, local time."""
    moment = QDateTime.fromString(created, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return created
    return QLocale().toString(moment.toLocalTime(), DATE_FORMAT)


class SavedGamesPage(QWidget):
    """The game logs on disk: resume, replay, export the story, delete."""

    opened = Signal(object)  # a window opened from here

    def __init__(self, app: DesktopApp, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.rows: list[GameRow] = []
        self.windows: list[QWidget] = []
        self._stale = False  # the folder changed while the page was hidden

        outer, top = self._build_heading()
        self._watch_games()
        self._build_table(outer, top)
        details = self._build_details()
        self._build_export_row(app, details)
        self._build_status(details, outer)
        self.retranslate()

    def _build_heading(self) -> tuple[QVBoxLayout, QHBoxLayout]:
        """The page's layout and its heading row (with the refresh button)."""
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
        return outer, top

    def _watch_games(self) -> None:
        # a game saved or deleted elsewhere (another window, another app) shows at once
        self._watch_timer = QTimer(self)
        self._watch_timer.setSingleShot(True)
        self._watch_timer.setInterval(WATCH_DELAY_MS)
        self._watch_timer.timeout.connect(self._refresh_if_shown)
        self.watcher = QFileSystemWatcher(self)
        folder = games_dir()
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
        self.watcher.addPath(str(folder))
        self.watcher.directoryChanged.connect(lambda _path: self._watch_timer.start())
        # a game of this app starts, is resumed or its window closes: "running now" changes
        self.lock_watch = LockWatch(self)
        self.lock_watch.changed.connect(self._watch_timer.start)

    def _build_table(self, outer: QVBoxLayout, top: QHBoxLayout) -> None:
        """The hint and the table of saved games."""
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
        # the players take the room left and always keep some («Игроки», not «грок»): a
        # long table name or state gives way (elided, whole in its tooltip)
        self.fitter = ColumnFitter(self.table, 2)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.itemDoubleClicked.connect(lambda *_: self._default_action())
        outer.addWidget(self.table, 1)
        self.empty_hint = QLabel()
        self.empty_hint.setProperty("hint", True)
        outer.addWidget(self.empty_hint)

    def _build_details(self) -> QVBoxLayout:
        """The chosen game's box: its summary, damage, buttons and reason."""
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
        return details

    def _build_export_row(self, app: DesktopApp, details: QVBoxLayout) -> None:
        """The export's row: format, language, save and copy."""
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

    def _build_status(self, details: QVBoxLayout, outer: QVBoxLayout) -> None:
        """The page's status line, the last of the details box."""
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        details.addWidget(self.status)
        _set_error(self.status, "", False)
        outer.addWidget(self.details_box)

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
        elif (event.type() == QEvent.Type.ActivationChange and self.isActiveWindow()
              and any(row.running is not Holder.NOBODY for row in self.rows)):
            self._watch_timer.start()  # another program's game may have stopped meanwhile
        super().changeEvent(event)

    # ----------------------------------------------------------------- the list

    def _refresh_if_shown(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True  # read again when shown

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        self._stale = False
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
        self.fitter.fit()
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
            state = self.tr("Finished: %1").replace(
                "%1", texts.winner_text(game.winner, game.end_reason))
            icon_name = "phase-over"
        elif row.running is not Holder.NOBODY:
            state = self.tr("Running now, %n move(s)", "", game.commands)
            icon_name = "phase-day"
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
        return game_date(created)

    @staticmethod
    def _date_from_name(path: Path) -> str:
        stamp = path.name[:15]
        moment = QDateTime.fromString(stamp, "yyyyMMdd-HHmmss")
        if not moment.isValid():
            return ""
        moment = QDateTime(moment.date(), moment.time(), QTimeZone.utc())
        return QLocale().toString(moment.toLocalTime(), DATE_FORMAT)

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
        game = self._show_summary(row)
        running = row.running
        self.resume_button.setText(self.tr("Bring its window forward")
                                   if running is Holder.THIS_PROCESS else self.tr("Resume"))
        self.resume_button.setEnabled(not game.finished and running is not Holder.OTHER_PROCESS)
        self.delete_button.setEnabled(running is Holder.NOBODY)
        self.replay_button.setEnabled(game.finished)
        self.export_button.setEnabled(game.finished)
        self.copy_button.setEnabled(game.finished)
        if game.finished:
            self.reason.setText(self.tr("This game is over: it can be replayed, not resumed."))
        elif running is not Holder.NOBODY:
            self.reason.setText(self.running_text(running))
        else:
            self.reason.setText(self.tr("The replay and the story open once the game is over "
                                        "(they show every secret)."))

    def _show_summary(self, row: GameRow) -> SavedGame:
        """The chosen game's summary and its damage, if any; returns the game."""
        game = row.saved
        if game.damaged and row.dropped is None:
            try:
                row.dropped = load_log(row.path).dropped or ""
            except LogError as exc:
                row.dropped = str(exc)
        if game.finished:
            state = texts.winner_text(game.winner, game.end_reason)
        elif row.running is not Holder.NOBODY:
            state = self.tr("The game is being played: %n move(s) so far.", "", game.commands)
        else:
            state = self.tr("The game was interrupted after %n move(s).", "", game.commands)
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
        return game

    def running_text(self, running: Holder) -> str:
        """Why a game being played now is not resumed (nor deleted) from here."""
        if running is Holder.THIS_PROCESS:
            return self.tr("This game is running now in a window of this app: bring that "
                           "window forward. A second host of the same game would damage its "
                           "saved log.")
        return self.tr("This game is running now in another DN Mafia on this computer: go "
                       "on there. It can be resumed here once that one is closed.")

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
        """Resume the game — or, when this app plays it now, bring its window forward."""
        row = self.current()
        if row is None or row.saved is None or row.saved.finished:
            return
        running = holder(row.path)  # now, not when the list was read
        if running is not row.running:
            self.refresh()
        if running is Holder.THIS_PROCESS:
            window = game_window(row.path)
            if window is not None:
                bring_forward(window)
                return
        if running is not Holder.NOBODY:
            _set_error(self.status, self.running_text(running), True)
            return
        if not self._confirm_damaged(row):
            return
        if row.hotseat:
            window_class = lazy_class("desktop.hotseat.window", "HotSeatWindow")
            if window_class is None:
                _set_error(self.status, self.tr("Hot-seat games cannot be resumed by this "
                                                "version of the app."), True)
                return
        else:
            window_class = lazy_class("desktop.host.console", "HostConsole")
            if window_class is None:
                _set_error(self.status, self.tr("Tables cannot be resumed by this version of "
                                                "the app."), True)
                return
        try:
            window = (window_class.resume(self.app, row.path) if row.hotseat
                      else window_class(self.app, resume=row.path))
        except LogInUse as exc:  # started elsewhere since it was looked at
            self.refresh()
            _set_error(self.status, self.running_text(exc.holder), True)
            return
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
        from desktop.replay.viewer import ReplayViewer

        self._open(ReplayViewer(self.app, row.path))

    def delete_selected(self) -> None:
        row = self.current()
        if row is None:
            return
        running = holder(row.path)
        if running is not Holder.NOBODY and row.saved is not None and not row.saved.finished:
            _set_error(self.status, self.running_text(running), True)
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
        from desktop.export import story_file_name

        suggested = str(Path.home() / story_file_name(
            row.saved.table_name if row.saved else "", row.saved.created if row.saved else "",
            extension))
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
