"""The launcher's Group page: the group's record as tables (players, deals beside the
simulator, roles) and charts (win rate per side, rating per player), with its actions —
import a folder of logs (progress, Cancel; damaged logs listed), merge two names of one
person, export the players as CSV, refresh. Empty, it says how the record fills.

Owns ``GroupPage``. The reading, the prediction and the import run in threads
(``desktop.group.work``; cancelled when the page goes); what is shown is
``record.stats.figures`` as ``dnmafia stats`` prints it. Must not import the launcher.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bots.simulate import default_jobs
from desktop.group import tables
from desktop.group.charts import (
    OWN_WIN,
    DealBars,
    RatingChart,
    RatingDot,
    SideBar,
    SideChart,
)
from desktop.group.words import count_games, deal_text, role_text
from desktop.group.work import ImportRun, LoadRun, keep
from desktop.rules.balance import side_name
from record.cli import csv_text
from record.predict import DEFAULT_GAMES
from record.stats import Figures
from record.store import ImportReport, Outcome, Record, RecordError, default_path

CHART_DEALS = 4  # the deals the side chart shows (the most played)
FATES_ROOM = 180  # pixels the players' last column needs to be worth showing
LISTED_DAMAGED = 12  # damaged logs named after an import (then "and N more")


class GroupPage(QWidget):
    """``path``: the record (default: the data dir's); ``predict_games``: bot games per
    deal for the simulator's prediction (0: none); ``games_dir``: the saved games read
    into the record on each refresh (default: the data dir's)."""

    loaded = Signal()  # the figures shown were read (again)
    load_finished = Signal()  # a refresh's reading and prediction are over
    import_finished = Signal()  # an import ended (done, cancelled or failed)

    def __init__(self, path: Path | None = None, predict_games: int = DEFAULT_GAMES,
                 jobs: int | None = None, games_dir: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("group-page")
        self.path = Path(path) if path is not None else default_path()
        self.predict_games, self.jobs, self.games_dir = predict_games, jobs, games_dir
        self.figures: Figures | None = None
        self.loader: LoadRun | None = None
        self.importer: ImportRun | None = None
        self._again = False  # refresh once the reading under way ends
        self._told = ""  # what the last import or merge did (shown after the summary)
        self._waiting: Path | None = None  # a folder to import once the reading stops
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._build_top(layout)
        self._build_running(layout)
        self.pages = QStackedWidget()
        self.empty = QLabel()
        self.empty.setObjectName("group-empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMargin(30)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("group-tabs")
        self._build_tabs()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self.tabs)
        layout.addWidget(self.pages, 1)
        self.retranslate()

    # ----------------------------------------------------------------- building

    def _build_top(self, layout: QVBoxLayout) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        layout.addWidget(self.heading)
        self.status = QLabel()
        self.status.setObjectName("group-status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.import_button = QPushButton()
        self.import_button.setObjectName("group-import")
        self.import_button.clicked.connect(lambda: self.choose_import())
        self.merge_button = QPushButton()
        self.merge_button.setObjectName("group-merge")
        self.merge_button.clicked.connect(lambda: self.merge_selected())
        self.export_button = QPushButton()
        self.export_button.setObjectName("group-export")
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("group-refresh")
        self.refresh_button.clicked.connect(lambda: self.refresh())
        for button in (self.import_button, self.merge_button, self.export_button):
            row.addWidget(button)
        self.merge_button.setEnabled(False)  # two players selected
        self.export_button.setEnabled(False)  # a player to export
        row.addStretch(1)
        row.addWidget(self.refresh_button)
        layout.addLayout(row)

    def _build_running(self, layout: QVBoxLayout) -> None:
        row = QHBoxLayout()
        self.bar = QProgressBar()
        self.bar.setObjectName("group-progress")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("group-cancel")
        self.cancel_button.clicked.connect(self.cancel_import)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.damage = QLabel()
        self.damage.setObjectName("damage")
        self.damage.setWordWrap(True)
        self.damage.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.damage)
        self._importing(False)
        self.damage.hide()

    def _build_tabs(self) -> None:
        self.players = tables.new_table("group-players", multi=True)
        self.players.itemSelectionChanged.connect(self._selected)
        self.detail = QLabel()
        self.detail.setObjectName("group-player-detail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMargin(8)
        detail_scroll = QScrollArea()
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setWidget(self.detail)
        detail_scroll.setMinimumHeight(120)
        players = QWidget()
        column = QVBoxLayout(players)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.players, 3)
        column.addWidget(detail_scroll, 2)
        self.tabs.addTab(players, "")
        self.deals = tables.new_table("group-deals")
        self.roles = tables.new_table("group-roles")
        deal_split = QSplitter(Qt.Orientation.Vertical)
        deal_split.addWidget(self.deals)
        deal_split.addWidget(self.roles)
        self.tabs.addTab(deal_split, "")
        self.side_chart = SideChart()
        self.rating_chart = RatingChart()
        charts = QWidget()
        column = QVBoxLayout(charts)
        column.addWidget(self.side_chart, 1)
        column.addWidget(self.rating_chart)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(charts)
        self.tabs.addTab(scroll, "")

    # ----------------------------------------------------------------- reading

    def refresh(self) -> None:
        """Read the record again (the saved games not seen yet first), then the
        simulator's prediction for each deal not predicted yet, in the background."""
        if self.loader is not None:
            self._again = True
            return
        if self.importer is not None or self._waiting is not None:
            return  # the import's end reads the record again
        loader = LoadRun(self.path, self.predict_games,
                         self.jobs if self.jobs is not None else default_jobs(),
                         self.games_dir)
        loader.loaded.connect(self.show_figures)
        loader.predicting.connect(self._predicting)
        loader.failed.connect(self._failed)
        loader.finished.connect(self._load_done)
        self.destroyed.connect(loader.requestInterruption)
        self.loader = loader
        keep(loader)
        if self.figures is None:
            self.status.setText(self.tr("Reading the record…"))
        loader.start()

    def _load_done(self) -> None:
        self.loader = None
        if self.figures is not None:
            self.status.setText(self._summary())
        if self._waiting is not None:  # an import waited for the reading to stop
            folder, self._waiting = self._waiting, None
            self._again = False
            self.start_import(folder)
            return
        if self._again:
            self._again = False
            self.refresh()
            return
        self.load_finished.emit()

    def _predicting(self, preset: str, seats: int) -> None:
        self.status.setText(self.tr("The simulator plays %1 bot games of the same deal "
                                    "(%2) for its prediction…")
                            .replace("%1", str(self.predict_games))
                            .replace("%2", deal_text(preset, seats, {})))

    def _failed(self, text: str) -> None:
        self.status.setText(self.tr("The record cannot be read: %1").replace("%1", text))

    def stop(self, wait_ms: int = 15000) -> None:
        """Cancel the reading and the import under way and wait for them (the window
        closing)."""
        for worker in (self.loader, self.importer):
            if worker is not None:
                worker.requestInterruption()
        for worker in (self.loader, self.importer):
            if worker is not None:
                worker.wait(wait_ms)

    # ----------------------------------------------------------------- showing

    def show_figures(self, figures: Figures) -> None:
        self.figures = figures
        self.pages.setCurrentWidget(self.tabs if figures.games else self.empty)
        self.status.setText(self._summary())
        self._fill()
        self.loaded.emit()

    def _summary(self) -> str:
        figures = self.figures
        if figures is None:
            return ""
        text = (self.tr("%1 games in the record, %2 players.")
                .replace("%1", str(figures.games)).replace("%2", str(len(figures.players))))
        return f"{text} {self._told}".strip()

    def _fill(self) -> None:
        figures = self.figures
        if figures is None:
            return
        chosen = set(self.selected_keys())
        tables.fill(self.players, tables.player_headers(),
                    [tables.player_cells(p) for p in figures.players],
                    [p.key for p in figures.players], stretch=8)
        self.players.setSortingEnabled(True)
        for row in range(self.players.rowCount()):
            if self.players.item(row, 0).data(tables.KEY_ROLE) in chosen:
                self.players.selectRow(row)
        self._fit_columns()
        tables.fill(self.deals, tables.deal_headers(), tables.deal_rows(figures))
        tables.span_deals(self.deals, figures)
        tables.fill(self.roles, tables.role_headers(), tables.role_rows(figures))
        self.side_chart.set_deals(self._deal_bars(figures))
        self.rating_chart.set_dots([RatingDot(p.name, p.rating.mu, p.rating.sigma)
                                    for p in figures.players if p.rating is not None])
        self._selected()

    def _fit_columns(self) -> None:
        """The last column (how he died, the widest) only where it has room for a word or
        two: on a small screen the player's own lines below say it in full."""
        table = self.players
        last = table.columnCount() - 1
        if last < 1:
            return
        header = table.horizontalHeader()
        used = sum(header.sectionSize(c) for c in range(last))
        table.setColumnHidden(last, table.viewport().width() - used < FATES_ROOM)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_columns()

    @staticmethod
    def _deal_bars(figures: Figures) -> list[DealBars]:
        played = sorted(figures.deals, key=lambda d: -d.games)[:CHART_DEALS]
        out = []
        for deal in played:
            # an own win's bar (its own colour) by the role's name alone: room is short
            keys = [(s.side, side_name(s.side)) for s in deal.sides] + [
                (OWN_WIN, role_text(o.role, o.name)) for o in deal.own_wins]
            bars = tuple(
                SideBar(key, label, wins.rate, *wins.interval,
                        (guess.rate, *guess.interval) if guess else None)
                for (key, label), (_, wins, guess) in zip(keys, tables.deal_lines(deal),
                                                          strict=True))
            title = (f"{deal_text(deal.preset, deal.seats, deal.options, deal.roles)} · "
                     f"{count_games(deal.games)}")
            out.append(DealBars(title, bars))
        return out

    def selected_keys(self) -> list[str]:
        """The selected players' keys, in the table's order."""
        rows = sorted({index.row() for index in self.players.selectedIndexes()})
        return [self.players.item(row, 0).data(tables.KEY_ROLE) for row in rows]

    def _selected(self) -> None:
        keys = self.selected_keys()
        self.merge_button.setEnabled(len(keys) == 2)
        self.export_button.setEnabled(bool(self.figures and self.figures.players))
        player = self.figures.player(keys[0]) if self.figures and len(keys) == 1 else None
        self.detail.setText(tables.player_detail(player, self.figures))

    # ----------------------------------------------------------------- actions

    def choose_import(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("A folder of game logs to import"), str(Path.home()))
        if folder:
            self.start_import(Path(folder))

    def start_import(self, folder: Path) -> None:
        """Import every log under ``folder`` in the background (progress, Cancel)."""
        if self.importer is not None or self._waiting is not None:
            return
        if self.loader is not None:  # one writer at a time: the reading stops first
            self._waiting = folder
            self.loader.requestInterruption()
            self.status.setText(self.tr("Importing the logs in %1…").replace("%1", str(folder)))
            return
        worker = ImportRun(self.path, folder)
        worker.progress.connect(self._import_progress)
        worker.imported.connect(self._imported)
        worker.failed.connect(self._import_failed)
        worker.finished.connect(self._import_done)
        self.destroyed.connect(worker.requestInterruption)
        self.importer = worker
        keep(worker)
        self.damage.hide()
        self._told = ""
        self.bar.setRange(0, 0)
        self.status.setText(self.tr("Importing the logs in %1…").replace("%1", str(folder)))
        self._importing(True)
        worker.start()

    def cancel_import(self) -> None:
        if self.importer is not None:
            self.importer.requestInterruption()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Cancelling: nothing of this import is kept…"))

    def _importing(self, on: bool) -> None:
        self.import_button.setEnabled(not on)
        self.bar.setVisible(on)
        self.cancel_button.setVisible(on)
        self.cancel_button.setEnabled(on)

    def _import_progress(self, done: int, total: int, _note: object) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _imported(self, report: ImportReport) -> None:
        self._told = (
            self.tr("Imported: %1 new, %2 already in the record, %3 unfinished, %4 damaged "
                    "(skipped).").replace("%1", str(report.count(Outcome.ADDED)))
            .replace("%2", str(report.count(Outcome.KNOWN)))
            .replace("%3", str(report.count(Outcome.UNFINISHED)))
            .replace("%4", str(report.count(Outcome.DAMAGED))))
        damaged = report.damaged()
        if damaged:
            lines = [html.escape(n.message or n.path.name) for n in damaged[:LISTED_DAMAGED]]
            if len(damaged) > LISTED_DAMAGED:
                lines.append(html.escape(self.tr("and %1 more").replace(
                    "%1", str(len(damaged) - LISTED_DAMAGED))))
            head = self.tr("Damaged logs, skipped:")
            self.damage.setText(f"<b>{html.escape(head)}</b><br>" + "<br>".join(lines))
            self.damage.show()

    def _import_failed(self, text: str) -> None:
        self._told = self.tr("The import failed: %1").replace("%1", text)
        self.status.setText(self._told)

    def _import_done(self) -> None:
        cancelled = self.importer is not None and not self.cancel_button.isEnabled()
        self.importer = None
        self._importing(False)
        if cancelled:
            self._told = self.tr("Import cancelled: the record is as it was.")
            self.status.setText(self._told)
        self.refresh()
        self.import_finished.emit()

    def merge_selected(self, confirm: bool = True) -> bool:
        """The two selected players are one person: the one with fewer games is counted
        as the other from now on. True if merged."""
        keys = self.selected_keys()
        if len(keys) != 2 or self.figures is None:
            return False
        a, b = (self.figures.player(k) for k in keys)
        keep_it, other = (a, b) if a.games >= b.games else (b, a)
        if confirm and QMessageBox.question(
                self, self.tr("Merge two names"),
                self.tr("Count every game of «%1» as a game of «%2»? This cannot be undone "
                        "here.").replace("%1", other.name).replace("%2", keep_it.name)
        ) != QMessageBox.StandardButton.Yes:
            return False
        try:
            with Record(self.path) as record:
                record.merge(keep_it.key, other.key)
        except RecordError as exc:
            self.status.setText(str(exc))
            return False
        self.refresh()
        return True

    def export_csv(self, path: Path | None = None) -> Path | None:
        """The players' table as CSV (``dnmafia stats --csv``'s columns)."""
        if self.figures is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export the players as CSV"),
                str(Path.home() / "dnmafia-players.csv"), self.tr("CSV files (*.csv)"))
            if not chosen:
                return None
            path = Path(chosen)
        try:
            path.write_text(csv_text(self.figures.players), encoding="utf-8")
        except OSError as exc:
            self.status.setText(str(exc))
            return None
        self.status.setText(self.tr("Exported to %1").replace("%1", str(path)))
        return path

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.heading.setText(self.tr("The group's record"))
        self.import_button.setText(self.tr("Import a folder of logs…"))
        self.import_button.setToolTip(self.tr(
            "Read every game log (*.dnlog) in a folder into the record; a game already "
            "in it counts once"))
        self.merge_button.setText(self.tr("Merge two names"))
        self.merge_button.setToolTip(self.tr(
            "Select two players who are one person: the games of the one with fewer "
            "games count as the other's"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.cancel_button.setText(self.tr("Cancel"))
        for index, title in enumerate((self.tr("Players"), self.tr("Roles and deals"),
                                       self.tr("Charts"))):
            self.tabs.setTabText(index, title)
        self.empty.setText(self.tr(
            "No games in the record yet.\n\nIt fills by itself: every game hosted on this "
            "computer is added when it ends. To add games played elsewhere, import a "
            "folder of their logs (*.dnlog) with «Import a folder of logs…»."))
        if self.figures is not None:
            self.status.setText(self._summary())
            self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def table(self) -> QTableWidget:
        return self.players
