"""The hot-seat board's public vote: ``VoteGrid`` — one row per voter, one button per
candidate (and "Abstain" where the rules allow it), so that each voter casts his vote in
one tap on the shared board. The vote of the vote phase is public in both presets
(RULES.md §5; the classic seed: «Голосуют открыто»), so it needs no curtain; an advance
vote by day is private and stays in the player's own screen.

Renders views: what each voter may do, and why not, is read from his own seat's view
(its ``vote`` and ``abstain`` rows), the candidates from the public view's tally, his
current vote from the public players' rows; never computes a rule. Imports only the
texts; must not import ``desktop.hotseat.window`` nor any window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from desktop import texts

# a cast vote stands out in its row (the theme has no checked-button look of its own)
_CHOSEN_STYLE = ("QPushButton:checked { background: #2f7a3f; color: white; "
                 "border: 1px solid #245f31; border-radius: 4px; }")


VOTER_GAP = 6  # pixels between one voter's row and the next's
BUTTON_HEIGHT = 30  # a button easy to tap


class VoteGrid(QWidget):
    """The voters (rows) and the candidates (buttons): a tap casts that voter's vote."""

    voteRequested = Signal(str, str)  # voter, candidate
    abstainRequested = Signal(str)  # voter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("vote-grid")
        self.setStyleSheet(_CHOSEN_STYLE)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self.voters: list[str] = []
        self.candidates: list[str] = []
        self.names: dict[str, QLabel] = {}
        self._per_line = 0  # buttons in one line of a row, as last placed
        self.buttons: dict[tuple[str, str], QPushButton] = {}  # (voter, candidate)
        self.abstain_buttons: dict[str, QPushButton] = {}
        self.status: dict[str, QLabel] = {}  # why a voter can do nothing now
        self._shape: tuple[tuple[str, ...], tuple[str, ...], bool] | None = None

    # ------------------------------------------------------------------ the view

    def show_view(self, view: dict[str, Any], voters: list[str],
                  seat_view: Callable[[str], dict[str, Any] | None]) -> None:
        """The public ``view``; ``voters``: the people who vote here (in seat order);
        ``seat_view(name)``: a voter's own view."""
        candidates = list((view.get("tally") or {}).keys())
        abstaining = bool((view.get("rules") or {}).get("abstain_allowed", True))
        shape = (tuple(voters), tuple(candidates), abstaining)
        if shape != self._shape:
            self._build(voters, candidates, abstaining)
            self._shape = shape
        public = {row["name"]: row for row in view.get("players") or []}
        for voter in voters:
            self._show_row(voter, public.get(voter) or {}, seat_view(voter) or {})

    def show_voter(self, view: dict[str, Any], voter: str,
                   seat: dict[str, Any] | None) -> None:
        """One voter's row again (his own view changed)."""
        if voter in self.voters:
            public = next((row for row in view.get("players") or []
                           if row.get("name") == voter), {})
            self._show_row(voter, public, seat or {})

    def _build(self, voters: list[str], candidates: list[str], abstaining: bool) -> None:
        """Make each voter's widgets (placed by ``_place_all``)."""
        self._clear()
        for widget in self._widgets():
            widget.deleteLater()
        self.voters, self.candidates = list(voters), list(candidates)
        self.names, self.buttons, self.abstain_buttons, self.status = {}, {}, {}, {}
        for voter in voters:
            name = QLabel(voter)
            name.setObjectName("voter")
            name.setStyleSheet("font-weight: 600;")
            name.setMinimumHeight(BUTTON_HEIGHT)  # level with his first line of buttons
            name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.names[voter] = name
            for candidate in candidates:
                button = self._button(candidate, f"vote-{voter}-{candidate}")
                button.clicked.connect(
                    lambda _checked=False, v=voter, c=candidate: self._tapped(v, c))
                self.buttons[(voter, candidate)] = button
            if abstaining:
                button = self._button(texts.action_label("abstain"), f"abstain-{voter}")
                button.clicked.connect(lambda _checked=False, v=voter: self._abstained(v))
                self.abstain_buttons[voter] = button
            status = QLabel()
            status.setObjectName(f"vote-status-{voter}")
            status.setProperty("hint", True)
            status.setWordWrap(True)
            self.status[voter] = status
        self._fit_widths()
        self._per_line = 0
        self._place_all()

    def _widgets(self) -> list[QWidget]:
        return [*self.names.values(), *self.buttons.values(), *self.abstain_buttons.values(),
                *self.status.values()]

    def _clear(self) -> None:
        while self.grid.count():
            self.grid.takeAt(0)
        for row in range(self.grid.rowCount()):
            self.grid.setRowMinimumHeight(row, 0)

    def _fit_widths(self) -> None:
        """Every button as wide as the widest (the columns line up in every row), every
        name as wide as the longest."""
        buttons = [*self.buttons.values(), *self.abstain_buttons.values()]
        widest = max((b.sizeHint().width() for b in buttons), default=0)
        for button in buttons:
            button.setFixedWidth(widest)
        names = max((n.sizeHint().width() for n in self.names.values()), default=0)
        for name in self.names.values():
            name.setFixedWidth(names)

    def _fitting(self) -> int:
        """How many buttons a line of a row holds at the grid's width (at least one)."""
        count = len(self.candidates) + (1 if self.abstain_buttons else 0)
        first = next(iter(self.buttons.values()), None) or next(
            iter(self.abstain_buttons.values()), None)
        if first is None or not self.names:
            return max(1, count)
        spacing = self.grid.horizontalSpacing()
        name = next(iter(self.names.values())).width() + spacing
        return max(1, min(count, (self.width() - name + spacing)
                          // (first.width() + spacing)))

    def _place_all(self) -> None:
        """Each voter's row: his name, his buttons in as many lines as the width needs (a
        large classic table's fifteen candidates wrap rather than scroll sideways), the
        reason he cannot vote under them."""
        per_line = self._fitting()
        if per_line == self._per_line:
            return
        self._per_line = per_line
        self._clear()
        row = 0
        for voter in self.voters:
            cells = [self.buttons[(voter, c)] for c in self.candidates]
            if voter in self.abstain_buttons:
                cells.append(self.abstain_buttons[voter])
            lines = max(1, -(-len(cells) // per_line))
            self._place(self.names[voter], row, 0, lines)
            for index, button in enumerate(cells):
                self._place(button, row + index // per_line, 1 + index % per_line)
            self.grid.addWidget(self.status[voter], row + lines, 1, 1, per_line + 1)
            self.grid.setRowMinimumHeight(row + lines + 1, VOTER_GAP)  # between voters
            row += lines + 2
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        self.grid.setColumnStretch(per_line + 1, 1)

    def _place(self, widget: QWidget, row: int, column: int, rows: int = 1) -> None:
        """Into the grid, shown now: a child added to a shown widget is otherwise shown
        at the event loop's next turn, and the grid's size left it out till then."""
        self.grid.addWidget(widget, row, column, rows, 1, Qt.AlignmentFlag.AlignTop)
        widget.show()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As narrow as a name and one button: the rows wrap to any width (the lines of
        the widest placing would hold the grid, and its scroll area, that wide)."""
        hint = super().minimumSizeHint()
        names = max((n.width() for n in self.names.values()), default=0)
        first = next(iter(self.buttons.values()), None)
        button = first.width() if first is not None else 0
        return QSize(names + button + self.grid.horizontalSpacing(), hint.height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.voters:
            self._place_all()

    def _button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setMinimumHeight(BUTTON_HEIGHT)
        return button

    def _show_row(self, voter: str, public: dict[str, Any], seat: dict[str, Any]) -> None:
        rows = {r.get("action"): r for r in seat.get("actions") or []}
        vote, abstain = rows.get("vote") or {}, rows.get("abstain") or {}
        targets = set(vote.get("targets") or []) if vote.get("legal") else set()
        current = public.get("vote")
        for candidate in self.candidates:
            button = self.buttons[(voter, candidate)]
            button.setChecked(candidate == current)
            button.setEnabled(candidate in targets)
        abstained = bool(public.get("abstained"))
        button = self.abstain_buttons.get(voter)
        if button is not None:
            button.setChecked(abstained)
            button.setEnabled(bool(abstain.get("legal")))
        # why this voter cannot vote (again): knocked out, no changes left, …
        reason = texts.reason_text(vote.get("reason")) if not vote.get("legal") else ""
        self.status[voter].setText(reason)
        self.status[voter].setVisible(bool(reason))
        for candidate in self.candidates:
            self.buttons[(voter, candidate)].setToolTip(reason)

    # ------------------------------------------------------------------ taps

    def _tapped(self, voter: str, candidate: str) -> None:
        button = self.buttons[(voter, candidate)]
        button.setChecked(not button.isChecked())  # the view, not the tap, says what holds
        self.voteRequested.emit(voter, candidate)

    def _abstained(self, voter: str) -> None:
        button = self.abstain_buttons[voter]
        button.setChecked(not button.isChecked())
        self.abstainRequested.emit(voter)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        for button in self.abstain_buttons.values():
            button.setText(texts.action_label("abstain"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
