"""«Estimate balance» in the rule editor: ``BalancePanel`` plays bot-only games of the rules
as they stand (preset, options, roles) at a seat count through the simulator
(``bots.simulate``) in the background, with a progress bar and Cancel, and shows each
side's win rate with its 95 % interval, the draws and the games' length.

``BalanceRun`` is the worker: a QThread that runs ``bots.simulate.simulate`` (whose worker
processes use every core) and reports each game; a cancel stops it between games (its
``on_game`` raises), which terminates the worker processes. The figures are
``Summary``'s (the same as ``dnmafia simulate`` prints for the same seed). Must not import
any window (the rule editor holds the panel, the host console and the hot-seat set-up
hold the editor).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bots.simulate import MAX_DAYS, TEAMS, Summary, simulate
from bots.simulate_roles import NO_ROLES, RoleMix
from desktop.numbers import decimal, interval, percent
from engine.game import Game, GameSetup, SetupError
from engine.options import OptionError, Preset
from engine.presets import preset_rules
from engine.roles import MAX_PLAYERS

SEED = 1  # one seed: the same rules give the same estimate (and ``dnmafia simulate``'s)
GAMES = 1000  # the default number of games (6–7 s on two cores: docs/balance.md § Speed)
CHUNK = 4  # games a worker process takes at a time: steady progress, a prompt cancel

# the runs under way, kept until they end (a panel closed meanwhile cancels its run, whose
# thread must not be destroyed while it runs)
_RUNNING: set[BalanceRun] = set()


class _Reaper(QObject):
    """Lets go of each run once its thread has ended (whether its panel still exists)."""

    @Slot()
    def reap(self) -> None:
        worker = self.sender()
        if isinstance(worker, BalanceRun):
            worker.wait()  # its ``finished`` is sent just before the thread ends
            _RUNNING.discard(worker)


_REAPER = _Reaper()


def stop_all(wait_ms: int = 10000) -> None:
    """Cancel every run under way and wait for them (the app quitting: a thread must not
    outlive it, nor its worker processes)."""
    for worker in list(_RUNNING):
        worker.requestInterruption()
    for worker in list(_RUNNING):
        worker.wait(wait_ms)


class BalanceRun(QThread):
    """Plays the games off the GUI thread; ``progress(done, total)`` after each game,
    ``result(summary)`` at the end, ``failed(text)`` if the rules cannot be played.
    ``requestInterruption()`` cancels: the thread ends after the game in hand and its
    worker processes are terminated (no result is sent)."""

    progress = Signal(int, int)
    result = Signal(object)
    failed = Signal(str)

    def __init__(self, preset: Preset, options: dict[str, Any], seats: int, games: int,
                 jobs: int | None = None, seed: int = SEED, roles: RoleMix = NO_ROLES
                 ) -> None:
        super().__init__()
        self.preset, self.options, self.seats = Preset(preset), dict(options), seats
        self.games, self.jobs, self.seed = games, jobs, seed
        self.roles = roles  # the table's own roles and their seats

    def run(self) -> None:
        preset = self.preset.value
        try:  # the simulator's own check, as ``dnmafia simulate`` makes it
            Game(GameSetup(self.preset, tuple(f"p{i}" for i in range(self.seats)), 0,
                           self.options, custom_roles=self.roles.custom,
                           role_counts=dict(self.roles.counts)))
        except (ValueError, OptionError, SetupError) as exc:
            self.failed.emit(str(exc))
            return
        played = 0

        def game_played() -> None:
            nonlocal played
            if self.isInterruptionRequested():
                raise _Cancelled  # the pool is terminated and its workers joined
            played += 1
            self.progress.emit(played, self.games)

        try:
            summary, = simulate(preset, [self.seats], self.games, self.seed,
                                options=self.options, jobs=self.jobs, roles=self.roles,
                                on_game=game_played, chunk=CHUNK)
        except _Cancelled:
            return
        except Exception as exc:  # noqa: BLE001 - the thread's end: told, not lost
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        if not self.isInterruptionRequested():
            self.result.emit(summary)


class _Cancelled(Exception):
    """A cancel, raised between two games to leave the simulator."""


def side_name(key: str | None) -> str:
    """A side of a game's end in the app's language ("nobody": a draw; None: a game the
    simulator left unfinished) — the balance estimate's and the Group page's words."""
    names = {"town": QCoreApplication.translate("BalancePanel", "Town"),
             "mafia": QCoreApplication.translate("BalancePanel", "Mafia"),
             "mafia2": QCoreApplication.translate("BalancePanel", "Second family"),
             "kira": QCoreApplication.translate("BalancePanel", "Kira"),
             "maniac": QCoreApplication.translate("BalancePanel", "Maniac"),
             # a host's own role on nobody's side (a jester): a player's figures by side
             "neutral": QCoreApplication.translate("BalancePanel", "On his own"),
             "nobody": QCoreApplication.translate("BalancePanel", "Draw")}
    if key is None:
        return (QCoreApplication.translate("BalancePanel", "Unfinished (day %1+)")
                .replace("%1", str(MAX_DAYS)))
    return names.get(key, key)


def result_rows(summary: Summary) -> list[tuple[str | None, int, float, float, float]]:
    """(team / "nobody" / None (unfinished), games, rate, low, high) of each result
    shown: every side of the preset (a second family only when it won), the draws, the
    unfinished games if any. The games add up to the summary's."""
    keys: list[str | None] = [t for t in TEAMS[summary.preset]
                              if t != "mafia2" or summary.wins.get(t)]
    keys.append("nobody")
    if summary.wins.get(None):
        keys.append(None)
    return [(key, summary.wins.get(key, 0), *summary.rate(key)) for key in keys]


class BalancePanel(QWidget):
    """The «Estimate balance» button, its seat count and game count, a progress bar with
    Cancel, and the last estimate. ``rules`` gives the rules as they stand: (preset,
    overrides) or raises ``OptionError``; ``roles``, the table's own roles and their
    seats as they stand (None: none), dealt in the bot games too."""

    finished = Signal()  # an estimate shown, a failure shown, or a cancel done

    def __init__(self, rules: Callable[[], tuple[Preset, dict[str, Any]]],
                 parent: QWidget | None = None, jobs: int | None = None,
                 roles: Callable[[], RoleMix] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balance-panel")
        self._rules = rules
        self._roles = roles
        self.jobs = jobs  # None: every core
        self.worker: BalanceRun | None = None
        self.summary: Summary | None = None
        self._told = 0  # the seat count the table told last (``set_seats``)
        self._cancelled = False  # the run under way was cancelled
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        row = QHBoxLayout()
        self.estimate = QPushButton()
        self.estimate.setObjectName("balance-estimate")
        self.estimate.clicked.connect(self.start)
        self.seats_label = QLabel()
        self.seats = QSpinBox()
        self.seats.setObjectName("balance-seats")
        self.seats.setRange(3, MAX_PLAYERS)
        self.seats.setValue(15)
        self.games_label = QLabel()
        self.games = QSpinBox()
        self.games.setObjectName("balance-games")
        self.games.setRange(10, 20000)
        self.games.setSingleStep(100)
        self.games.setValue(GAMES)
        for widget in (self.seats_label, self.seats, self.games_label, self.games):
            row.addWidget(widget)
        row.addStretch(1)
        layout.addLayout(row)
        # the button starts the second row (beside the progress while it runs): one row
        # would make the rules column wider than a 1366×768 screen gives it
        running = QHBoxLayout()
        running.addWidget(self.estimate)
        self.bar = QProgressBar()
        self.bar.setObjectName("balance-progress")
        self.cancel = QPushButton()
        self.cancel.setObjectName("balance-cancel")
        self.cancel.clicked.connect(self.stop)
        running.addWidget(self.bar, 1)
        running.addWidget(self.cancel)
        layout.addLayout(running)
        self.output = QLabel()
        self.output.setObjectName("balance-result")
        self.output.setWordWrap(True)
        layout.addWidget(self.output)
        self._running(False)
        self.retranslate()

    def set_seats(self, seats: int) -> None:
        """The table's seat count (the host's lobby, the hot-seat's players): shown when
        it changes (the host may try another count meanwhile)."""
        if seats >= 3 and seats != self._told:
            self._told = seats
            self.seats.setValue(min(seats, MAX_PLAYERS))

    def _running(self, on: bool) -> None:
        self.estimate.setEnabled(not on)
        self.bar.setVisible(on)
        self.cancel.setVisible(on)

    # -- the run

    def start(self) -> None:
        if self.worker is not None:
            return
        try:
            preset, options = self._rules()
        except OptionError as exc:
            self._show_error(str(exc))
            return
        smallest = preset_rules(preset).min_players
        if self.seats.value() < smallest:
            self._show_error(self.tr("At least %1 seats for these rules.")
                             .replace("%1", str(smallest)))
            return
        roles = self._roles() if self._roles is not None else NO_ROLES
        worker = BalanceRun(preset, options, self.seats.value(), self.games.value(),
                            self.jobs, roles=roles)
        worker.progress.connect(self._progress)
        worker.result.connect(self._show)
        worker.failed.connect(self._show_error)
        worker.finished.connect(self._done)
        self.worker = worker
        _RUNNING.add(worker)
        worker.finished.connect(_REAPER.reap)
        self.destroyed.connect(worker.requestInterruption)
        app = QCoreApplication.instance()
        if app is not None and not app.property("balance_stop_all"):
            app.setProperty("balance_stop_all", True)
            app.aboutToQuit.connect(stop_all)
        self.bar.setRange(0, self.games.value())
        self.bar.setValue(0)
        self.output.setText(self.tr("Playing bot games with these rules…"))
        self._running(True)
        worker.start()

    def stop(self) -> None:
        """Cancel: the thread ends after the game in hand, its workers terminated."""
        if self.worker is not None:
            self.worker.requestInterruption()
            self._cancelled = True  # (Qt forgets the request once the thread ends)
            self.cancel.setEnabled(False)
            self.output.setText(self.tr("Cancelling…"))

    def wait(self, ms: int = 10000) -> bool:
        """Wait for a run to end (the window closing, a test)."""
        return self.worker.wait(ms) if self.worker is not None else True

    def _progress(self, done: int, total: int) -> None:
        self.bar.setMaximum(total)
        self.bar.setValue(done)

    def _done(self) -> None:
        self.worker = None
        if self._cancelled:
            self.output.setText(self.tr("Cancelled."))
        self._cancelled = False
        self.cancel.setEnabled(True)
        self._running(False)
        self.finished.emit()

    def _show_error(self, text: str) -> None:
        self.summary = None
        self.output.setText(html.escape(text))

    def _show(self, summary: Summary) -> None:
        self.summary = summary
        self.output.setText(self.result_html(summary))

    # -- texts

    def side_name(self, key: str | None) -> str:
        return side_name(key)

    def result_html(self, summary: Summary) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(self.side_name(key))}</td>"
            f"<td align='right'>&nbsp;{percent(rate)}&nbsp;</td>"
            f"<td>({interval(low, high)})</td></tr>"
            for key, _games, rate, low, high in result_rows(summary))
        head = (self.tr("%1 games at %2 seats, bots of normal level; 95 % intervals:")
                .replace("%1", str(summary.games)).replace("%2", str(summary.players)))
        length = ""
        if summary.games:
            length = (self.tr("A game lasts %1 days on average (%2 to %3).")
                      .replace("%1", decimal(summary.days / summary.games))
                      .replace("%2", str(summary.shortest))
                      .replace("%3", str(summary.longest)))
        note = self.tr("The figures depend on how the bots play.")
        return (f"{html.escape(head)}<table>{rows}</table>{html.escape(length)}"
                f"<br><i>{html.escape(note)}</i>")

    def retranslate(self) -> None:
        self.estimate.setText(self.tr("Estimate balance"))
        self.estimate.setToolTip(self.tr(
            "Play bot games with these rules in the background and show how often each "
            "side wins"))
        self.seats_label.setText(self.tr("Seats:"))
        self.games_label.setText(self.tr("Games:"))
        self.cancel.setText(self.tr("Cancel"))
        if self.summary is not None:
            self.output.setText(self.result_html(self.summary))
