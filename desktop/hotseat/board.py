"""The hot-seat public board page: ``BoardPage`` — the public board at normal size, the
public actions entered openly (nominate, withdraw and say for the acting player chosen in
"Who acts"; the vote in one tap per voter on ``desktop.hotseat.vote.VoteGrid``), the
"Next phase" (with a confirmation; no host sits at a hot-seat table: whoever holds the
laptop presses it, or the set-up's timers end the phase), a round of private turns and
the projector.

Renders views and hands the user's choices to the window; never computes a rule (what is
legal, and why not, is read from the acting player's own view: the board shows his rows
whose ``place`` is the nominations or the chat, the vote grid those of the vote, and a row
marked ``irreversible`` is confirmed first). Imports the public board, the vote grid and
the engine's table of places; must not import ``desktop.hotseat.window`` nor any other
window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QEvent,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.board.public_board import PublicBoard
from desktop.hotseat.common import primary
from desktop.hotseat.vote import VoteGrid
from desktop.widgets.target_choice import chosen_target, fill_targets
from engine.act_places import Place

VOTE_ROWS_HEIGHT = 150  # the vote grid's least height: about four rows before it scrolls


class BoardPage(QWidget):
    """The public board and the public actions, entered openly for the acting player;
    the host's "Next phase" (with a confirmation) and a round of private turns."""

    actRequested = Signal(str, str, object)  # player, action, fields
    nextPhaseConfirmed = Signal()
    privateRoundRequested = Signal()
    projectorRequested = Signal()
    againRequested = Signal(bool)  # the next game at this table: nobody repeating his role?

    # the places of the acts entered on the board for "Who acts" (the vote has its grid)
    PUBLIC_PLACES = frozenset({Place.NOMINATIONS, Place.CHAT})

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.player_views: Callable[[str], dict[str, Any] | None] = lambda _name: None
        self.bot_names: set[str] = set()  # bots act for themselves: never "who acts"
        self.board = PublicBoard(self)
        self.board.show_connection = False  # one computer: everybody is "connected"
        self.board.setMinimumHeight(360)
        self._build_actor_row()
        self._build_vote_grid()
        self._build_say_and_notes()
        self._build_final_vote()
        self._lay_out_actions()
        self._build_host_buttons()
        self._build_confirm_next()
        self._lay_out_host()
        bottom = QHBoxLayout()
        bottom.addWidget(self.actions_box, 3)
        bottom.addWidget(self.host_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.board, 1)
        layout.addLayout(bottom)
        self.actor.currentIndexChanged.connect(lambda *_: self.refresh_actions())
        self.actor.currentIndexChanged.connect(lambda *_: self.final_box.hide())
        self.nominate.clicked.connect(lambda: self._act("nominate", self.nominate_target))
        self.withdraw.clicked.connect(lambda: self._act("withdraw"))
        self.say.clicked.connect(self._say)
        self.say_text.returnPressed.connect(self._say)
        self.next_button.clicked.connect(self._ask_next)
        self.confirm_yes.clicked.connect(self._confirmed)
        self.confirm_no.clicked.connect(self.confirm_box.hide)
        self.round_button.clicked.connect(self.privateRoundRequested)
        self.projector_button.clicked.connect(self.projectorRequested)
        QShortcut(QKeySequence("Ctrl+N"), self, self._ask_next)
        self.retranslate()

    def _build_actor_row(self) -> None:
        # public actions
        self.actions_box = QGroupBox()
        self.actor_label = QLabel()
        self.actor = QComboBox()
        self.actor.setObjectName("actor")
        self.actor.setMinimumWidth(150)
        self.nominate = QPushButton()
        self.nominate.setObjectName("public-nominate")
        self.nominate_target = QComboBox()
        self.nominate_target.setObjectName("public-nominate-target")
        self.withdraw = QPushButton()
        self.withdraw.setObjectName("public-withdraw")

    def _build_vote_grid(self) -> None:
        # the vote: one row per voter, a tap on his candidate casts it
        self.vote_title = QLabel()
        self.vote_title.setObjectName("vote-title")
        self.vote_title.setProperty("hint", True)
        self.vote_title.setWordWrap(True)
        self.vote_grid = VoteGrid()
        self.vote_scroll = QScrollArea()
        self.vote_scroll.setObjectName("vote-scroll")
        self.vote_scroll.setWidget(self.vote_grid)
        self.vote_scroll.setWidgetResizable(True)
        self.vote_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # a row's buttons wrap to the width (never scroll sideways: a cut-off candidate)
        self.vote_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.vote_grid.voteRequested.connect(self._grid_vote)
        self.vote_grid.abstainRequested.connect(self._grid_abstain)

    def _build_say_and_notes(self) -> None:
        """What one says, the night's note, the reasons and the feedback line."""
        self.say_text = QLineEdit()
        self.say_text.setObjectName("public-say-text")
        self.say = QPushButton()
        self.say.setObjectName("public-say")
        self.night_note = QLabel()
        self.night_note.setProperty("hint", True)
        self.night_note.setWordWrap(True)
        self.reasons = QLabel()
        self.reasons.setProperty("reason", True)
        self.reasons.setWordWrap(True)
        self.feedback = QLabel()
        self.feedback.setObjectName("public-feedback")
        self.feedback.setWordWrap(True)
        self.feedback.hide()

    def _build_final_vote(self) -> None:
        # a vote or an abstention that cannot be changed is confirmed first: (voter, the
        # act, its fields)
        self.final_vote: tuple[str, str, dict[str, Any]] | None = None
        self.final_box = QFrame()
        self.final_box.setObjectName("confirm-vote")
        self.final_box.setStyleSheet("#confirm-vote { background: #fff4dc; "
                                     "border: 1px solid #e0b450; border-radius: 6px; }")
        self.final_text = QLabel()
        self.final_text.setWordWrap(True)
        self.final_yes = QPushButton()
        self.final_yes.setObjectName("confirm-vote-yes")
        primary(self.final_yes)
        self.final_no = QPushButton()
        self.final_no.setObjectName("confirm-vote-no")
        final = QHBoxLayout(self.final_box)
        final.addWidget(self.final_text, 1)
        final.addWidget(self.final_yes)
        final.addWidget(self.final_no)
        self.final_box.hide()
        self.final_yes.clicked.connect(self._final_confirmed)
        self.final_no.clicked.connect(self.final_box.hide)

    def _lay_out_actions(self) -> None:
        # the vote grid first: "Who acts" below it is for what one says, not for the vote
        grid = QGridLayout(self.actions_box)
        grid.addWidget(self.vote_title, 0, 0, 1, 3)
        grid.addWidget(self.vote_scroll, 1, 0, 1, 3)
        grid.addWidget(self.actor_label, 2, 0)
        grid.addWidget(self.actor, 2, 1)
        day_row = QHBoxLayout()
        day_row.addWidget(self.nominate)
        day_row.addWidget(self.nominate_target)
        day_row.addWidget(self.withdraw)
        day_row.addStretch(1)
        grid.addLayout(day_row, 2, 2)
        say_row = QHBoxLayout()
        say_row.addWidget(self.say_text, 1)
        say_row.addWidget(self.say)
        grid.addLayout(say_row, 3, 1, 1, 2)
        grid.addWidget(self.night_note, 4, 0, 1, 3)
        grid.addWidget(self.reasons, 5, 0, 1, 3)
        grid.addWidget(self.feedback, 6, 0, 1, 3)
        grid.addWidget(self.final_box, 7, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(8, 1)

    def _build_host_buttons(self) -> None:
        # the host
        self.host_box = QGroupBox()
        self.next_button = QPushButton()
        self.next_button.setObjectName("next-phase")
        primary(self.next_button)
        self.round_button = QPushButton()
        self.round_button.setObjectName("private-round")
        # the day's private turn: due after the morning's newspaper has been read
        self.round_due = False
        self.round_hint = QLabel()
        self.round_hint.setObjectName("round-hint")
        self.round_hint.setWordWrap(True)
        self.round_hint.setProperty("reason", True)
        self.round_hint.hide()
        self.projector_button = QPushButton()
        self.projector_button.setObjectName("open-projector")
        self.projector_button.setIcon(theme.icon("phase-lobby"))
        # the end of the game: the next one at this table (the same players, a new deal)
        self.again_button = QPushButton()
        self.again_button.setObjectName("play-again")
        primary(self.again_button)
        self.again_button.clicked.connect(
            lambda: self.againRequested.emit(self.no_repeat_box.isChecked()))
        self.no_repeat_box = QCheckBox()
        self.saved_note = QLabel()
        self.saved_note.setProperty("hint", True)
        self.saved_note.setWordWrap(True)

    def _build_confirm_next(self) -> None:
        """The confirmation of the next phase (no host sits at a hot-seat table)."""
        self.confirm_box = QFrame()
        self.confirm_box.setObjectName("confirm-next")
        self.confirm_box.setStyleSheet("#confirm-next { background: #fff4dc; "
                                       "border: 1px solid #e0b450; border-radius: 6px; }")
        self.confirm_text = QLabel()
        self.confirm_text.setWordWrap(True)
        self.confirm_yes = QPushButton()
        self.confirm_yes.setObjectName("confirm-next-yes")
        primary(self.confirm_yes)
        self.confirm_no = QPushButton()
        self.confirm_no.setObjectName("confirm-next-no")
        confirm = QVBoxLayout(self.confirm_box)
        confirm.addWidget(self.confirm_text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_yes)
        buttons.addWidget(self.confirm_no)
        confirm.addLayout(buttons)
        self.confirm_box.hide()

    def _lay_out_host(self) -> None:
        """The host's column: the round, the next phase, the projector, the saved note."""
        host = QVBoxLayout(self.host_box)
        host.addWidget(self.round_hint)
        host.addWidget(self.round_button)
        host.addWidget(self.next_button)
        host.addWidget(self.confirm_box)
        host.addWidget(self.again_button)
        host.addWidget(self.no_repeat_box)
        host.addWidget(self.projector_button)
        host.addWidget(self.saved_note)
        host.addStretch(1)
        self.host_box.setSizePolicy(QSizePolicy.Policy.Preferred,
                                    QSizePolicy.Policy.Preferred)

    # ------------------------------------------------------------------ the view

    def show_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.board.show_view(view)
        living = [p["name"] for p in view.get("players") or []
                  if p.get("alive") and p["name"] not in self.bot_names]
        current = self.actor.currentText()
        self.actor.blockSignals(True)
        self.actor.clear()
        self.actor.addItems(living)
        if current in living:
            self.actor.setCurrentText(current)
        self.actor.blockSignals(False)
        phase = (view.get("clock") or {}).get("phase")
        over = phase == "over"
        if phase != "vote":  # the vote ended (a timer, the button) before the confirmation
            self.final_box.hide()
        self._host_buttons(over)
        self.refresh_actions()
        self.retranslate_confirm()

    def set_round_due(self, due: bool) -> None:
        """Whether the day's private turns are still to come: then they are the host's
        next step, and the day cannot end before them (nobody misses his results)."""
        self.round_due = due
        over = ((self.view or {}).get("clock") or {}).get("phase") == "over"
        self._host_buttons(over)

    def _host_buttons(self, over: bool) -> None:
        due = self.round_due and not over
        self.next_button.setEnabled(not over and not due)
        self.round_button.setEnabled(not over)
        self.again_button.setVisible(over)
        self.no_repeat_box.setVisible(over)
        primary(self.round_button, due)
        primary(self.next_button, not due)
        self.round_hint.setVisible(due)
        self.round_button.setText(self.tr("The day's private turns") if due
                                  else self.tr("Private turns now"))
        if over or due:
            self.confirm_box.hide()

    def refresh_actions(self) -> None:
        """The acting player's public actions: legal or not (and why not) as his own view
        says — only the rows of the board's places are read from it."""
        view = self.view or {}
        phase = (view.get("clock") or {}).get("phase")
        actor = self.actor.currentText()
        seat = self.player_views(actor) if actor else None
        rows = {r["action"]: r for r in (seat or {}).get("actions") or []
                if r.get("place") in self.PUBLIC_PLACES}
        day, vote = phase == "day", phase == "vote"
        shown = {"nominate": day, "withdraw": day, "say": phase in ("day", "vote")}
        widgets = {"nominate": (self.nominate, self.nominate_target),
                   "withdraw": (self.withdraw, None), "say": (self.say, self.say_text)}
        reasons = []
        for action, (button, extra) in widgets.items():
            row = rows.get(action)
            visible = shown[action] and row is not None
            button.setVisible(visible)
            if extra is not None:
                extra.setVisible(visible)
            legal = bool(row and row.get("legal"))
            button.setEnabled(visible and legal)
            talk = (row or {}).get("place") == Place.CHAT
            primary(button, visible and legal and not talk)
            if isinstance(extra, QComboBox):
                # nothing preselected: not the voter himself, not the next name after a
                # nomination (a second click would nominate him)
                fill_targets(extra, (row or {}).get("targets") or [])
                extra.setEnabled(visible and legal)
            elif extra is not None:
                extra.setEnabled(visible and legal)
            reason = texts.reason_text(row.get("reason")) if row and not legal else ""
            button.setToolTip(reason)
            if visible and reason:
                reasons.append(self.tr("%1 — %2").replace(
                    "%1", texts.action_label(action)).replace("%2", reason))
        self.reasons.setText("\n".join(reasons))
        self.reasons.setVisible(bool(reasons))
        self.vote_title.setVisible(vote)
        self.vote_scroll.setVisible(vote)
        if vote:
            self.vote_grid.show_view(view, self.voters(), self.player_views)
            self._fit_vote_rows()
        over = phase == "over"
        self.night_note.setVisible(not (day or vote))
        timed = (view.get("pace") or {}).get("mode") == "timed"
        self.night_note.setText(
            texts.winner_text(view.get("winner"), view.get("end_reason")) if over else
            self.tr("Night: there is nothing to enter in public. It ends by itself when "
                    "everybody has acted, or when its time runs out.") if timed else
            self.tr("Night: there is nothing to enter in public. Every player has had a "
                    "private turn; when the night is over, press \"Next phase\"."))
        self.actor.setEnabled(day or vote)

    def _fit_vote_rows(self) -> None:
        """The vote grid as tall as its rows where the page has room beside the board's
        least height, else what is left (at least a few rows) and a scroll bar."""
        rows = self.vote_grid.sizeHint().height()
        board = max(self.board.minimumHeight(), self.board.minimumSizeHint().height())
        scroll = max(self.vote_scroll.minimumHeight(),
                     self.vote_scroll.minimumSizeHint().height())
        others = self.actions_box.minimumSizeHint().height() - scroll
        margins = self.layout().contentsMargins()
        spare = (self.height() - board - others - self.layout().spacing()
                 - margins.top() - margins.bottom())
        self.vote_scroll.setMinimumHeight(min(rows, max(VOTE_ROWS_HEIGHT, spare)))
        self.vote_scroll.setMaximumHeight(rows)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.vote_scroll.isVisible():
            self._fit_vote_rows()

    def voters(self) -> list[str]:
        """The people who vote on this board (bots vote by themselves), in seat order."""
        return [p["name"] for p in (self.view or {}).get("players") or []
                if p.get("alive") and p["name"] not in self.bot_names]

    def refresh_voter(self, name: str) -> None:
        """A voter's own view changed: his row of the vote grid follows it."""
        if ((self.view or {}).get("clock") or {}).get("phase") == "vote":
            self.vote_grid.show_voter(self.view or {}, name, self.player_views(name))

    def _grid_vote(self, voter: str, candidate: str) -> None:
        """A tap on a candidate in a voter's row: cast, or confirmed first when it could
        not be changed."""
        self._grid_act(voter, "vote", {"target": candidate})

    def _grid_abstain(self, voter: str) -> None:
        """A tap on "Abstain" in a voter's row: as a vote."""
        self._grid_act(voter, "abstain", {})

    def _grid_act(self, voter: str, action: str, fields: dict[str, Any]) -> None:
        self.final_box.hide()
        if self._is_final(voter, action):
            self._ask_final(voter, action, fields)
            return
        self.actRequested.emit(voter, action, fields)

    def _act(self, action: str, target: QComboBox | None = None) -> None:
        actor = self.actor.currentText()
        if not actor:
            return
        fields: dict[str, Any] = {}
        if target is not None:
            name = chosen_target(target)
            if name is None:
                self.show_feedback(False, self.tr("%1: choose a player first.")
                                   .replace("%1", actor))
                return
            fields["target"] = name
        self.actRequested.emit(actor, action, fields)

    def _is_final(self, actor: str, action: str) -> bool:
        """True when the actor could not take this act back: his own view's row says so
        (a vote or an abstention that uses up the day's changes)."""
        rows = (self.player_views(actor) or {}).get("actions") or []
        return any(r.get("action") == action and r.get("irreversible") for r in rows)

    def _ask_final(self, actor: str, action: str, fields: dict[str, Any]) -> None:
        self.final_vote = (actor, action, fields)
        if action == "vote":
            text = self.tr("%1 votes for %2. This vote cannot be changed: cast it?").replace(
                "%1", actor).replace("%2", str(fields.get("target", "")))
            yes = self.tr("Cast the vote")
        else:
            text = self.tr("%1 abstains. The abstention cannot be changed: abstain?").replace(
                "%1", actor)
            yes = texts.action_label(action)
        self.final_text.setText(text)
        self.final_yes.setText(yes)
        self.final_box.show()
        self.final_yes.setFocus()

    def _final_confirmed(self) -> None:
        self.final_box.hide()
        pending, self.final_vote = self.final_vote, None
        if pending is not None:
            self.actRequested.emit(*pending)

    def _say(self) -> None:
        text = self.say_text.text().strip()
        actor = self.actor.currentText()
        if not text or not actor or not self.say.isEnabled():
            return
        self.actRequested.emit(actor, "say", {"text": text, "channel": "game"})
        self.say_text.clear()

    def show_feedback(self, ok: bool, text: str) -> None:
        colour = "#2f7a3f" if ok else "#a93226"
        self.feedback.setStyleSheet(f"color: white; background: {colour}; padding: 5px; "
                                    "border-radius: 4px;")
        self.feedback.setText(text)
        self.feedback.show()

    # ------------------------------------------------------------------ next phase

    def _ask_next(self) -> None:
        if not self.next_button.isEnabled():
            return
        self.retranslate_confirm()
        self.confirm_box.show()
        self.confirm_yes.setFocus()

    def _confirmed(self) -> None:
        self.confirm_box.hide()
        self.nextPhaseConfirmed.emit()

    def retranslate_confirm(self) -> None:
        view = self.view or {}
        phase = (view.get("clock") or {}).get("phase")
        nominations = (view.get("rules") or {}).get("nominations", True)
        self.confirm_text.setText({
            "day": self.tr("End the day now and open the vote? The nominations are frozen.")
            if nominations else self.tr("End the day now and open the vote?"),
            "vote": self.tr("Close the vote now? Whoever has the most votes is executed."),
            "night": self.tr("End the night now? The night is resolved and the morning "
                             "newspaper comes out."),
        }.get(phase or "", self.tr("Move the game to the next phase now?")))

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.actions_box.setTitle(self.tr("Public actions (entered openly)"))
        self.actor_label.setText(self.tr("Who acts:"))
        self.nominate.setText(texts.action_label("nominate"))
        self.withdraw.setText(texts.action_label("withdraw"))
        self.vote_title.setText(self.tr("The vote is public: each voter taps his candidate "
                                        "in his own row."))
        self.vote_grid.retranslate()
        self.say.setText(texts.action_label("say"))
        self.say_text.setPlaceholderText(self.tr("Something the acting player says to "
                                                 "everybody…"))
        # no host sits at a hot-seat table: whoever holds the laptop moves the game on
        self.host_box.setTitle(self.tr("The game"))
        self.next_button.setText(self.tr("Next phase…"))
        self.next_button.setToolTip(self.tr("End the current phase (Ctrl+N). At nightfall "
                                            "every living player takes a private turn."))
        self._host_buttons(((self.view or {}).get("clock") or {}).get("phase") == "over")
        self.round_button.setToolTip(self.tr("Every living player takes a private turn now, "
                                             "in seat order."))
        self.round_hint.setText(self.tr("Once everybody has read the newspaper: each player "
                                        "takes the day's private turn (his results, the "
                                        "notebook), then the day goes on."))
        self.projector_button.setText(self.tr("Projector window"))
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("The next game with the same players and "
                                             "rules: a new deal"))
        self.no_repeat_box.setText(self.tr("Nobody gets the same role twice in a row"))
        self.saved_note.setText(self.tr("The game is saved after every action; close the "
                                        "window at any time and resume it from the "
                                        "launcher."))
        self.final_yes.setText(self.tr("Cast the vote"))
        self.final_no.setText(self.tr("Cancel"))
        self.confirm_yes.setText(self.tr("Yes, next phase"))
        self.confirm_no.setText(self.tr("Cancel"))
        self.retranslate_confirm()
        if self.view is not None:
            self.refresh_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
