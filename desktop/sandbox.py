"""The rules sandbox: open a scenario file (SCENARIOS.md), run it on the real engine, and
see every step — the clock, the action and whether it was accepted, the events it caused
(translated) and which expectations held or failed; a malformed file is reported with the
file, the step and what is wrong.

Owns ``RulesSandbox`` and ``run_steps`` (the scenario runner's loop, step by step, keeping
the engine's events instead of printing them; the verdict is the runner's own,
``engine.scenario.run_scenario``, so the sandbox and ``dnmafia scenario`` always agree).
Decides no rule: the engine accepts, refuses and checks. Must not import any other window.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.app import DesktopApp
from desktop.moments import moment_text
from desktop.screen_fit import fit_to_screen
from engine.commands import Act, Advance
from engine.errors import Refusal
from engine.game import Audience, Event, Game
from engine.messages import render
from engine.scenario import (
    Malformed,
    Scenario,
    Step,
    check_expectations,
    load_scenario,
    run_scenario,
)
from engine.views import god_view, public_view

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "tests" / "scenarios"

_STYLE = """
QLabel#verdict { border-radius: 6px; padding: 10px 12px; font-size: 12pt; font-weight: 600; }
QLabel#verdict[verdict="pass"] { background: #dff0e3; color: #1f5e33; border: 1px solid #9fcfac; }
QLabel#verdict[verdict="fail"] { background: #f8dcd8; color: #8a1f14; border: 1px solid #e0a49b; }
QLabel#verdict[verdict="malformed"] { background: #fbe9d0; color: #7a4a0c;
                                      border: 1px solid #e6c08a; }
QLabel#verdict[verdict="none"] { background: #eeebe5; color: #6f6a60; }
QLabel#scenarioTitle { font-size: 15pt; font-weight: 700; color: #2f3b59; }
"""

PASS_COLOR, FAIL_COLOR, SKIP_COLOR = "#1f7a3f", "#a93226", "#8b8f99"


@dataclass
class Check:
    key: str
    wanted: Any
    problem: str | None  # None: it held


@dataclass
class StepRun:
    """What one step did. ``ran`` is False for steps after the run stopped."""

    step: Step
    ran: bool = False
    clock_events: list[Event] = field(default_factory=list)
    act_events: list[Event] = field(default_factory=list)
    refusal: Refusal | None = None
    problem: str | None = None  # the step itself failed (refused, accepted, clock)
    checks: list[Check] = field(default_factory=list)
    now: int = 0

    @property
    def failed(self) -> bool:
        return self.problem is not None or any(c.problem for c in self.checks)


@dataclass
class SandboxRun:
    scenario: Scenario
    opening: list[Event]
    steps: list[StepRun]
    passed: bool
    failure: str | None
    game: Game


def _clock_minutes(game: Game) -> int:
    """The game's clock, as its public view shows it (absolute minutes)."""
    return int(public_view(game)["clock"]["minutes"])


def run_steps(scenario: Scenario) -> SandboxRun:
    """Play a scenario step by step as the runner does, keeping everything it shows."""
    outcome = run_scenario(scenario, io.StringIO())  # the verdict, exactly as the CLI's
    game = Game(scenario.setup)
    opening = list(game.opening_events)
    runs = [StepRun(step) for step in scenario.steps]
    for run in runs:
        step = run.step
        run.ran = True
        if step.at is not None:
            now = _clock_minutes(game)
            if step.at < now:
                run.problem = QCoreApplication.translate(
                    "RulesSandbox", "'at' %1 is before the clock (%2)").replace(
                        "%1", moment_text(step.at)).replace("%2", moment_text(now))
                run.now = now
                break
            run.clock_events = game.apply(Advance(step.at))
        if step.act is not None:
            try:
                run.act_events = game.apply(step.act)
            except Refusal as refusal:
                run.refusal = refusal
                if not step.expect_rejected:
                    run.problem = "refused"
            else:
                if step.expect_rejected:
                    run.problem = "accepted"
        run.now = _clock_minutes(game)
        if run.problem is None:
            for key, wanted in step.expectations.items():
                problems = check_expectations(game, {key: wanted})
                run.checks.append(Check(key, wanted, "; ".join(problems) or None))
        if run.failed:
            break
    return SandboxRun(scenario, opening, runs, outcome.passed, outcome.failure, game)


def description(path: Path) -> str:
    """The comment block a scenario file opens with (what rule it pins)."""
    lines = []
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            lines.append(stripped.lstrip("#").strip())
        elif stripped:
            break
    return " ".join(line for line in lines if line)


_STEP_PREFIX = re.compile(r"^step (\d+): (.*)$", re.DOTALL)


def _event_dict(event: Event) -> dict[str, Any]:
    return {"code": event.code, "params": dict(event.params),
            "text": render(event.code, event.params)}


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} = {_value(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_value(v) for v in value)
    return str(value)


class RulesSandbox(QMainWindow):
    """Open a scenario file, run it, and read what the rules did."""

    def __init__(self, app: DesktopApp, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.path: Path | None = None
        self.result: SandboxRun | None = None
        self.error: str | None = None  # the malformed file's message
        self.setWindowIcon(theme.icon("app"))
        self.setStyleSheet(_STYLE)
        fit_to_screen(self, 1280, 800)

        splitter = self._build_scenario_list()
        self._build_run_view(splitter)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([360, 920])
        self.setCentralWidget(splitter)

        QShortcut(QKeySequence.StandardKey.Open, self, self.choose_file)
        QShortcut(QKeySequence("F5"), self, self.rerun)
        QShortcut(QKeySequence("Ctrl+R"), self, self.rerun)
        self._load_bundled()
        self.retranslate()

    def _build_scenario_list(self) -> QSplitter:
        """The left column: the scenarios (with their filter) and the open and run
        buttons; returns the window's splitter."""
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(12, 12, 6, 12)
        self.list_box = QGroupBox()
        box = QVBoxLayout(self.list_box)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)
        box.addWidget(self.filter)
        self.scenarios = QListWidget()
        self.scenarios.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.scenarios.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scenarios.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.scenarios.currentItemChanged.connect(self._picked)
        box.addWidget(self.scenarios, 1)
        self.bundled_hint = QLabel()
        self.bundled_hint.setProperty("hint", True)
        self.bundled_hint.setWordWrap(True)
        box.addWidget(self.bundled_hint)
        left_layout.addWidget(self.list_box, 1)
        buttons = QHBoxLayout()
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.choose_file)
        self.run_button = QPushButton()
        self.run_button.setProperty("primary", True)
        self.run_button.clicked.connect(self.rerun)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.run_button)
        left_layout.addLayout(buttons)
        splitter.addWidget(left)
        return splitter

    def _build_run_view(self, splitter: QSplitter) -> None:
        """The right column: the scenario's title, file, text, verdict and steps."""
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(6, 12, 12, 12)
        self.title = QLabel()
        self.title.setObjectName("scenarioTitle")
        right_layout.addWidget(self.title)
        self.where = QLabel()
        self.where.setProperty("hint", True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right_layout.addWidget(self.where)
        self.about = QLabel()
        self.about.setWordWrap(True)
        right_layout.addWidget(self.about)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right_layout.addWidget(self.verdict)
        self.steps_box = QGroupBox()
        steps = QVBoxLayout(self.steps_box)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setIconSize(QSize(18, 18))
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        steps.addWidget(self.tree)
        right_layout.addWidget(self.steps_box, 1)
        splitter.addWidget(right)

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules sandbox — DN Mafia"))
        self.list_box.setTitle(self.tr("Scenarios"))
        self.filter.setPlaceholderText(self.tr("Filter by name"))
        self.bundled_hint.setText(
            self.tr("The scenarios that pin the rules, from %1.").replace(
                "%1", str(SCENARIO_DIR)) if self.scenarios.count()
            else self.tr("No bundled scenarios here; open a scenario file."))
        self.open_button.setText(self.tr("Open file…"))
        self.run_button.setText(self.tr("Run again"))
        self.run_button.setToolTip(self.tr("Read the file again and run it (F5)"))
        self.steps_box.setTitle(self.tr("Steps"))
        self.tree.setHeaderLabels([self.tr("Step"), self.tr("Clock"), self.tr("What happened")])
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- choosing

    def _load_bundled(self) -> None:
        self.scenarios.clear()
        if not SCENARIO_DIR.is_dir():
            return
        for path in sorted(SCENARIO_DIR.glob("*.toml")):
            item = QListWidgetItem(path.stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(description(path))
            self.scenarios.addItem(item)

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        for index in range(self.scenarios.count()):
            item = self.scenarios.item(index)
            item.setHidden(bool(needle) and needle not in item.text().lower())

    def _picked(self, current: QListWidgetItem | None, _previous: Any = None) -> None:
        if current is not None:
            self.open_path(Path(current.data(Qt.ItemDataRole.UserRole)))

    def select_bundled(self, stem: str) -> bool:
        for index in range(self.scenarios.count()):
            item = self.scenarios.item(index)
            if item.text() == stem:
                self.scenarios.setCurrentItem(item)
                return True
        return False

    def choose_file(self) -> None:
        start = str(self.path.parent if self.path else
                    SCENARIO_DIR if SCENARIO_DIR.is_dir() else Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario"), start,
                                              self.tr("Scenarios (*.toml);;All files (*)"))
        if path:
            self.scenarios.blockSignals(True)
            self.scenarios.clearSelection()
            self.scenarios.setCurrentItem(None)
            self.scenarios.blockSignals(False)
            self.open_path(Path(path))

    def rerun(self) -> None:
        if self.path is not None:
            self.open_path(self.path)

    # ----------------------------------------------------------------- running

    def open_path(self, path: Path) -> SandboxRun | None:
        """Load and run a scenario file; the window shows the outcome."""
        self.path = Path(path)
        self.result, self.error = None, None
        try:
            scenario = load_scenario(str(self.path))
        except Malformed as exc:
            self.error = str(exc)
        else:
            try:
                self.result = run_steps(scenario)
            except Exception as exc:  # an engine defect: show it rather than crash
                self.error = f"{type(exc).__name__}: {exc}"
        self._show()
        return self.result

    # ----------------------------------------------------------------- showing

    def _set_verdict(self, kind: str, text: str) -> None:
        self.verdict.setText(text)
        self.verdict.setProperty("verdict", kind)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    def _show(self) -> None:
        self.tree.clear()
        self.steps_box.setVisible(self.path is not None and self.error is None)
        if self.path is None:
            self.title.setText(self.tr("Pick a scenario"))
            self.where.setText("")
            self.about.setText(self.tr(
                "A scenario file sets up a game (players, roles, options) and plays it step "
                "by step, checking what must hold after each step. Pick one of the bundled "
                "scenarios on the left, or open your own file."))
            self._set_verdict("none", self.tr("Nothing run yet."))
            return
        self.title.setText(self.path.name)
        self.where.setText(str(self.path))
        self.about.setText(description(self.path))
        self.about.setVisible(bool(self.about.text()))
        if self.error is not None:
            self._show_malformed(self.error)
            return
        run = self.result
        assert run is not None
        steps = len(run.scenario.steps)
        checks = sum(len(s.checks) for s in run.steps)
        if run.passed:
            self._set_verdict("pass", self.tr(
                "Passed: %1 step(s) ran and all %2 expectation(s) held.")
                .replace("%1", str(steps)).replace("%2", str(checks)))
        else:
            self._set_verdict("fail", self.tr("Failed: %1").replace("%1", run.failure or ""))
        self._fill_tree(run)

    def _show_malformed(self, message: str) -> None:
        match = _STEP_PREFIX.match(message)
        where = (self.tr("step %1").replace("%1", match.group(1)) if match
                 else self.tr("the file's settings"))
        what = match.group(2) if match else message
        self._set_verdict("malformed", self.tr(
            "This file cannot be run.\nFile: %1\nWhere: %2\nWhat: %3")
            .replace("%1", self.path.name if self.path else "")
            .replace("%2", where).replace("%3", what))

    def _fill_tree(self, run: SandboxRun) -> None:
        setup = run.scenario.setup
        top = QTreeWidgetItem([self.tr("Set-up"), "", self.tr(
            "%n player(s), seed %1", "", len(setup.players)).replace("%1", str(setup.seed))])
        top.setIcon(0, theme.icon("phase-lobby"))
        self.tree.addTopLevelItem(top)
        dealt = god_view(Game(setup))  # the deal, as a moderator sees it
        for name in setup.players:
            word = dealt["seats"][name]["me"]["role"]
            role = texts.role_name(word)
            if dealt["boss"] == name:
                role = texts.role_name("mafia_boss")
            child = QTreeWidgetItem(["", "", self.tr("%1 — %2").replace("%1", name)
                                     .replace("%2", role)])
            child.setIcon(2, theme.icon(theme.role_icon_name(word)))
            top.addChild(child)
        for key, value in setup.options.items():
            top.addChild(QTreeWidgetItem(["", "", self.tr("option %1 = %2")
                                          .replace("%1", key).replace("%2", _value(value))]))
        for warning in run.scenario.warnings:
            item = QTreeWidgetItem(["", "", self.tr("warning: %1").replace("%1", warning)])
            item.setForeground(2, QBrush(QColor("#8c5a1c")))
            top.addChild(item)
        opening = QTreeWidgetItem(["", "", self.tr("Opening messages (%1)").replace(
            "%1", str(len(run.opening)))])
        top.addChild(opening)
        self._add_events(opening, run.opening)
        for step_run in run.steps:
            self._add_step(step_run)
        self.tree.expandAll()
        opening.setExpanded(False)
        failed = next((i for i, s in enumerate(run.steps) if s.failed), None)
        if failed is not None:
            item = self.tree.topLevelItem(failed + 1)
            self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
            self.tree.setCurrentItem(item)

    def _add_step(self, run: StepRun) -> None:
        step = run.step
        item = QTreeWidgetItem([self.tr("Step %1").replace("%1", str(step.index)),
                                moment_text(run.now) if run.ran else "", ""])
        self.tree.addTopLevelItem(item)
        if not run.ran:
            item.setText(2, self.tr("not run (an earlier step failed)"))
            for column in range(3):
                item.setForeground(column, QBrush(QColor(SKIP_COLOR)))
            return
        words = []
        if step.at is not None:
            words.append(self.tr("the clock moves to %1").replace("%1", moment_text(step.at)))
        act = step.act
        if act is not None:
            words.append(self._act_words(act))
        if not words:
            words.append(self.tr("checks"))
        item.setText(2, "; ".join(words))
        bold = item.font(2)
        bold.setBold(True)
        item.setFont(0, bold)
        item.setFont(2, bold)
        ok = not run.failed
        item.setIcon(0, self._mark(ok))
        self._add_events(item, run.clock_events)
        if act is not None:
            if run.refusal is not None:
                text = texts.reason_text(run.refusal.to_plain()) or run.refusal.text
                line = (self.tr("refused, as expected: %1") if step.expect_rejected
                        else self.tr("refused: %1")).replace("%1", text)
                child = QTreeWidgetItem(["", "", line])
                child.setIcon(2, self._mark(step.expect_rejected))
                item.addChild(child)
            elif run.problem == "accepted":
                child = QTreeWidgetItem(["", "", self.tr(
                    "accepted, but the scenario expected a refusal")])
                child.setIcon(2, self._mark(False))
                item.addChild(child)
            self._add_events(item, run.act_events)
        if run.problem and run.problem not in ("refused", "accepted"):
            child = QTreeWidgetItem(["", "", run.problem])
            child.setIcon(2, self._mark(False))
            item.addChild(child)
        for check in run.checks:
            if check.problem is None:
                line = self.tr("%1 = %2 — held").replace("%1", check.key).replace(
                    "%2", _value(check.wanted))
            else:
                line = self.tr("%1 = %2 — FAILED: %3").replace(
                    "%1", check.key).replace("%2", _value(check.wanted)).replace(
                    "%3", check.problem)
            child = QTreeWidgetItem(["", "", line])
            child.setIcon(2, self._mark(check.problem is None))
            child.setForeground(2, QBrush(QColor(PASS_COLOR if check.problem is None
                                                 else FAIL_COLOR)))
            item.addChild(child)

    def _act_words(self, act: Act) -> str:
        action = texts.action_label(act.action.value)
        if act.text is not None:
            return self.tr("%1: %2 \u201c%3\u201d").replace("%1", act.actor).replace(
                "%2", action).replace("%3", act.text)
        return self.tr("%1 — %2").replace("%1", act.actor).replace(
            "%2", texts.deed_text(act.action.value, act.target or act.to))

    def _add_events(self, parent: QTreeWidgetItem, events: list[Event]) -> None:
        for event in events:
            text = texts.event_text(_event_dict(event))
            if event.audience is Audience.PRIVATE:
                who = self.tr("to %1").replace("%1", event.to or "")
            elif event.audience is Audience.MAFIA:
                who = self.tr("mafia")
            else:
                who = self.tr("public")
            child = QTreeWidgetItem(["", moment_text(event.at),
                                     self.tr("[%1] %2").replace("%1", who).replace("%2", text)])
            if event.audience is Audience.PRIVATE:
                child.setForeground(2, QBrush(QColor("#4a5fc1")))
            elif event.audience is Audience.MAFIA:
                child.setForeground(2, QBrush(QColor(theme.TEAM_COLORS["mafia"])))
            parent.addChild(child)

    @staticmethod
    def _mark(ok: bool) -> QIcon:
        return _mark_icon(ok)


@cache
def _mark_icon(ok: bool) -> QIcon:
    """A green tick or a red cross."""
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">'
           f'<circle cx="8" cy="8" r="7" fill="{PASS_COLOR if ok else FAIL_COLOR}"/>'
           + ('<path d="M4.5 8.3 L7 10.8 L11.5 5.5" stroke="white" stroke-width="2" '
              'fill="none"/>' if ok else
              '<path d="M5 5 L11 11 M11 5 L5 11" stroke="white" stroke-width="2"/>')
           + "</svg>")
    result = QIcon()
    for size in (16, 18, 32):
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        QSvgRenderer(QByteArray(svg.encode())).render(painter)
        painter.end()
        result.addPixmap(pixmap)
    return result
