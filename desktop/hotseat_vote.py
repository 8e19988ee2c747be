"""The hot-seat board's public vote: ``VoteGrid`` — one row per voter, one button per
candidate (and "Abstain" where the rules allow it), so that each voter casts his vote in
one tap on the shared board. The vote of the vote phase is public in both presets
(RULES.md §5; the classic seed: «Голосуют открыто»), so it needs no curtain; an advance
vote by day is private and stays in the player's own screen.

Renders views: what each voter may do, and why not, is read from his own seat's view
(its ``vote`` and ``abstain`` rows), the candidates from the public view's tally, his
current vote from the public players' rows; never computes a rule. Imports only the
texts; must not import ``desktop.hotseat`` nor any window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from desktop import texts

# a cast vote stands out in its row (the theme has no checked-button look of its own)
_CHOSEN_STYLE = ("QPushButton:checked { background: #2f7a3f; color: white; "
                 "border: 1px solid #245f31; border-radius: 4px; }")


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
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        self.voters, self.candidates = list(voters), list(candidates)
        self.buttons, self.abstain_buttons, self.status = {}, {}, {}
        for row, voter in enumerate(voters):
            name = QLabel(voter)
            name.setObjectName("voter")
            name.setStyleSheet("font-weight: 600;")
            self._place(name, row, 0)
            for column, candidate in enumerate(candidates, start=1):
                button = self._button(candidate, f"vote-{voter}-{candidate}")
                button.clicked.connect(
                    lambda _checked=False, v=voter, c=candidate: self._tapped(v, c))
                self.buttons[(voter, candidate)] = button
                self._place(button, row, column)
            column = len(candidates) + 1
            if abstaining:
                button = self._button(texts.action_label("abstain"), f"abstain-{voter}")
                button.clicked.connect(lambda _checked=False, v=voter: self._abstained(v))
                self.abstain_buttons[voter] = button
                self._place(button, row, column)
            status = QLabel()
            status.setObjectName(f"vote-status-{voter}")
            status.setProperty("hint", True)
            status.setWordWrap(True)
            status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.status[voter] = status
            self._place(status, row, column + 1)
        self.grid.setColumnStretch(len(candidates) + 2, 1)

    def _place(self, widget: QWidget, row: int, column: int) -> None:
        """Into the grid, shown now: a child added to a shown widget is otherwise shown
        at the event loop's next turn, and the grid's size left it out till then."""
        self.grid.addWidget(widget, row, column)
        widget.show()

    def _button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setMinimumHeight(30)
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
