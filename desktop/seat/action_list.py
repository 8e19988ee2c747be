"""The action list of a player's window: each action legal right now as a button (with a
target and, for a lawyer strike, a role chooser), and each one not possible now as one
line with the reason the view gives (``ActionList``, one ``TargetAction`` a row).

Owns ``ActionList``, ``TargetAction``, ``IntentSender`` (what a row needs of its panel)
and ``LIST_PLACES`` (the places of ``engine.act_places`` this list shows: the others are
the chat box's and the notebook panel's). Where a row goes, whether it is final (asked
first) and in what order the rows come is read off the row itself (its ``place``,
``irreversible`` and ``group``); a concession sits apart, below the rest, never a primary
button. Shows the view's legal actions (``desktop.view_access``); never computes a rule.
Must not import any window, nor engine state.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.texts import action_label, reason_text, role_name
from desktop.view_access import View, actions_of
from desktop.widgets.target_choice import chosen_target, fill_targets
from engine.act_places import Place
from engine.view_types import LegalAction

# the places whose acts this list shows (a seat window has no board of its own for the
# nominations and the vote); the chat box and the notebook panel show the rest
LIST_PLACES = frozenset({Place.NOMINATIONS, Place.VOTE, Place.NIGHT, Place.CONCESSION})


class IntentSender(Protocol):
    """A seat's panel as its parts see it: whether it only shows, and how to send."""

    read_only: bool

    def send(self, action: str, **fields: Any) -> int | None: ...


class TargetAction(QWidget):
    """One action of the list: its button, a target chooser when it needs one, and the
    reason when it is not possible now."""

    def __init__(self, action: str, panel: IntentSender,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.action = action
        self.panel = panel
        self.button = QPushButton()
        self.button.setObjectName(f"action-{action}")
        self.targets = QComboBox()
        self.targets.setObjectName(f"targets-{action}")
        self.targets.setMinimumWidth(120)
        self.roles = QComboBox()  # the role a lawyer strike guesses (classic)
        self.roles.setObjectName(f"roles-{action}")
        self.roles.hide()
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        # an act that cannot be undone (a vote that could not be changed, a concession, a
        # strike) is confirmed first, in the row, naming what happens
        self.final = False
        self.confirm = QLabel()
        self.confirm.setObjectName(f"confirm-{action}")
        self.confirm.setWordWrap(True)
        self.confirm_yes = QPushButton()
        self.confirm_yes.setObjectName(f"confirm-{action}-yes")
        self.confirm_yes.setProperty("primary", True)
        self.confirm_no = QPushButton()
        self.confirm_no.setObjectName(f"confirm-{action}-no")
        for widget in (self.confirm, self.confirm_yes, self.confirm_no):
            widget.hide()
        self.confirm_yes.clicked.connect(self._confirmed)
        self.confirm_no.clicked.connect(self._hide_confirm)
        self._pending: dict[str, Any] | None = None
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.addWidget(self.button, 0, 0)
        grid.addWidget(self.targets, 0, 1)
        # the guessed role under the target, not beside it: side by side the two choosers
        # squeezed each other (or widened the column) in a 1366-pixel window
        grid.addWidget(self.roles, 1, 1)
        grid.addWidget(self.reason, 2, 0, 1, 2)
        grid.addWidget(self.confirm, 3, 0, 1, 2)
        confirm_row = QHBoxLayout()
        confirm_row.addStretch(1)
        confirm_row.addWidget(self.confirm_yes)
        confirm_row.addWidget(self.confirm_no)
        grid.addLayout(confirm_row, 4, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.button.clicked.connect(self._send)

    def update_row(self, row: LegalAction) -> None:
        self.button.setText(action_label(self.action))
        shortcut = {"sleep": "Ctrl+Shift+S", "abstain": "Ctrl+Shift+A"}.get(self.action)
        if shortcut:
            self.button.setToolTip(shortcut)
        legal = bool(row.get("legal"))
        targets = row.get("targets")
        self.targets.setVisible(targets is not None)
        if targets is not None:
            fill_targets(self.targets, targets)  # the player picks: nothing preselected
            self.targets.setEnabled(legal)
        roles = row.get("roles")
        if roles is not None:
            chosen = self.roles.currentData()
            self.roles.blockSignals(True)
            self.roles.clear()
            for word in roles:
                self.roles.addItem(role_name(word), word)
            if chosen in roles:
                self.roles.setCurrentIndex(self.roles.findData(chosen))
            self.roles.blockSignals(False)
        self.roles.setVisible(roles is not None and legal)
        # an act that cannot be undone (a vote that could not be changed, a concession, a
        # strike) is confirmed first: the row says so
        self.final = bool(row.get("irreversible"))
        self.button.setEnabled(legal and not self.panel.read_only)
        apart = row.get("place") == Place.CONCESSION
        self.button.setProperty("primary", legal and not apart)
        self.button.setProperty("danger", apart)
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)
        # an action not possible now is one compact line: what, and why not
        self.button.setVisible(legal)
        if not legal:
            self.targets.setVisible(False)
            self._hide_confirm()
        text = "" if legal else reason_text(row.get("reason"))
        self.reason.setText(f"<b>{action_label(self.action)}</b> — {text}" if text else "")
        self.reason.setVisible(bool(text))

    def _send(self) -> None:
        fields: dict[str, Any] = {}
        if self.targets.isVisible():
            target = chosen_target(self.targets)
            if target is None:
                self.targets.showPopup()  # a target first
                return
            fields["target"] = target
        if self.roles.isVisible() and self.roles.currentData():
            fields["role"] = self.roles.currentData()
        question = self._question(fields)
        if question:
            self._pending = fields
            self.confirm.setText(question[0])
            self.confirm_yes.setText(question[1])
            self.confirm_no.setText(self.tr("Cancel"))
            for widget in (self.confirm, self.confirm_yes, self.confirm_no):
                widget.show()
            return
        self.panel.send(self.action, **fields)

    def _question(self, fields: dict[str, Any]) -> tuple[str, str] | None:
        """What an act that cannot be undone asks first (the question, its "yes" button),
        naming what happens; None for an act that may be taken back."""
        if not self.final:
            return None
        target = str(fields.get("target", ""))
        if self.action == "vote":
            return (self.tr("Your vote for %1 cannot be changed. Cast it?").replace(
                "%1", target), self.tr("Cast the vote"))
        if self.action == "abstain":
            return (self.tr("You will not be able to change your abstention. Abstain?"),
                    action_label(self.action))
        if self.action == "concede":
            text = self.tr("Concede defeat for good? It cannot be taken back; when every "
                           "living mafioso has conceded, the town wins.")
        elif self.action == "strike":
            text = self.tr("Strike %1 as %2? It cannot be taken back: a right guess kills, "
                           "and nothing saves him; a wrong one is announced, and a miss may "
                           "cost your life.").replace("%1", target).replace(
                "%2", role_name(str(fields.get("role", ""))))
        elif self.action == "don_strike":
            text = self.tr("The Don's strike on %1? It cannot be taken back, and no doctor "
                           "or vest stops it.").replace("%1", target)
        else:
            text = self.tr("%1 cannot be undone. Go on?").replace(
                "%1", action_label(self.action))
        return text, action_label(self.action)

    def _confirmed(self) -> None:
        fields, self._pending = self._pending, None
        self._hide_confirm()
        if fields is not None:
            self.panel.send(self.action, **fields)

    def _hide_confirm(self) -> None:
        for widget in (self.confirm, self.confirm_yes, self.confirm_no):
            widget.hide()


class ActionList(QGroupBox):
    """The actions of the list, the legal ones first (each kind in the view's order), a
    concession last; "nothing to do" when none is legal. Hidden for a read-only panel.
    ``rows``: the row of each action shown, by name."""

    def __init__(self, panel: IntentSender, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.rows_layout = QVBoxLayout(self)
        self.no_actions = QLabel()
        self.no_actions.setProperty("hint", True)
        self.no_actions.setWordWrap(True)
        self.rows_layout.addWidget(self.no_actions)
        self.rows: dict[str, TargetAction] = {}

    def show_view(self, view: View) -> None:
        rows = [r for r in actions_of(view) if r.get("place") in LIST_PLACES]
        if self.panel.read_only:
            rows = []
        wanted = [r["action"] for r in rows]
        for action in list(self.rows):
            if action not in wanted:
                widget = self.rows.pop(action)
                self.rows_layout.removeWidget(widget)
                widget.deleteLater()
        # legal ones first, then the others with their reasons, a concession apart below
        # them all (the view's order, by ``group``, within each)
        rows.sort(key=lambda r: (r.get("place") == Place.CONCESSION, not r.get("legal")))
        for index, row in enumerate(rows):
            widget = self.rows.get(row["action"])
            if widget is None:
                # made inside the list (a widget moved to a new parent is restyled)
                widget = TargetAction(row["action"], self.panel, self)
                self.rows[row["action"]] = widget
            if self.rows_layout.indexOf(widget) != index:  # (moving it takes its focus)
                self.rows_layout.insertWidget(index, widget)
            widget.update_row(row)
        self.no_actions.setVisible(not any(r.get("legal") for r in rows))
        self.setVisible(not self.panel.read_only)
