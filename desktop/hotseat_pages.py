"""The hot-seat window's pages: ``SetupPage`` (with ``PlayerRow``: the players and their
optional PINs, the preset — Death Note or classic — and its rule options in the rule
editor, the key ones first), ``BoardPage`` (the public
board, with the public actions entered openly), ``CurtainPage`` (the privacy curtain and
the PIN check) and ``PrivatePage`` (a player's private screen).

Renders views and hands the user's choices to the window; never computes a rule. The turn
order, the PIN hashes and the sidecar belong to ``desktop.hotseat``. Imports the public
board; must not import ``desktop.hotseat`` nor any other window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRegularExpression,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.host_rules import RulesEditor
from desktop.public_board import PublicBoard
from engine.options import OptionError, Preset, options_for
from netproto.lobby import seat_range
from netproto.messages import MAX_NAME

PIN_DIGITS = 4


# ------------------------------------------------------------------ rule options

# the options shown before "All rule options…" (the rule editor holds every one)
KEY_OPTIONS: dict[Preset, tuple[str, ...]] = {
    Preset.DEATHNOTE: ("first_phase", "tie_rule", "vote_changes", "abstain_allowed",
                       "reveal_detective_victims", "announce_saves", "daily_write_duty"),
    Preset.CLASSIC: ("mafia_count", "extra_roles", "first_phase", "tie_rule",
                     "autokill_inactive", "reveal_killed"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _primary(button: QPushButton, on: bool = True) -> QPushButton:
    button.setProperty("primary", on)
    button.style().unpolish(button)
    button.style().polish(button)
    return button


# ------------------------------------------------------------------ set-up


class PlayerRow(QWidget):
    """One player of the set-up list: name, optional PIN, move up/down, remove. A bot's
    row (``is_bot``) has a bot badge instead of the PIN: a bot takes no private turn."""

    changed = Signal()
    moveRequested = Signal(object, int)
    removeRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = QLabel()
        self.number.setMinimumWidth(24)
        self.is_bot = False
        self.bot_icon = QLabel()
        self.bot_icon.setObjectName("bot-icon")
        self.bot_icon.setFixedSize(22, 22)  # an empty slot in a person's row: names align
        self.bot_label = QLabel()
        self.bot_label.setObjectName("bot-label")
        self.bot_label.setStyleSheet("font-weight: 600; color: #4a6fa5;")
        self.bot_label.setFixedWidth(170)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.pin = QLineEdit()
        self.pin.setMaxLength(PIN_DIGITS)
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"),
                                                          self.pin))
        self.pin.setFixedWidth(170)
        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.remove = QToolButton()
        self.remove.setText("✕")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.number)
        row.addWidget(self.bot_icon)
        row.addWidget(self.name, 1)
        row.addWidget(self.pin)
        row.addWidget(self.bot_label)
        row.addWidget(self.up)
        row.addWidget(self.down)
        row.addWidget(self.remove)
        self.name.textChanged.connect(self.changed)
        self.pin.textChanged.connect(self.changed)
        self.up.clicked.connect(lambda: self.moveRequested.emit(self, -1))
        self.down.clicked.connect(lambda: self.moveRequested.emit(self, 1))
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self))
        self.set_bot(False)
        self.retranslate()

    def set_bot(self, on: bool) -> None:
        """A bot's row (no PIN, the bot badge) or a person's."""
        self.is_bot = on
        self.setProperty("bot", on)
        if on:
            self.pin.clear()
        self.pin.setVisible(not on)
        if on:
            self.bot_icon.setPixmap(theme.pixmap("bot", 20))
        else:
            self.bot_icon.clear()
        self.bot_label.setVisible(on)
        self.retranslate()

    def retranslate(self) -> None:
        self.name.setPlaceholderText(self.tr("Bot's name") if self.is_bot
                                     else self.tr("Player's name"))
        self.bot_label.setText(self.tr("Bot (plays by itself)"))
        self.bot_label.setToolTip(self.tr("A computer player: it acts from its own seat's "
                                          "view and takes no private turn."))
        self.pin.setPlaceholderText(self.tr("PIN (optional)"))
        self.pin.setToolTip(self.tr("Four digits. The curtain asks for it before this "
                                    "player's private screen opens."))
        self.up.setToolTip(self.tr("Move up"))
        self.down.setToolTip(self.tr("Move down"))
        self.remove.setToolTip(self.tr("Remove this bot") if self.is_bot
                               else self.tr("Remove this player"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SetupPage(QWidget):
    """Players, PINs and the rules of a new hot-seat game."""

    startRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PlayerRow] = []
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 18pt; font-weight: 700;")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setProperty("hint", True)
        # players
        self.players_box = QGroupBox()
        self.rows_host = QWidget()
        self.rows_layout = QVBoxLayout(self.rows_host)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(self.rows_host)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.add_button = QPushButton()
        self.add_button.setObjectName("add-player")
        self.add_bot_button = QPushButton()
        self.add_bot_button.setObjectName("add-bot")
        self.add_bot_button.setIcon(theme.icon("bot"))
        self.count = QLabel()
        self.count.setProperty("hint", True)
        players = QVBoxLayout(self.players_box)
        players.addWidget(scroll, 1)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.add_bot_button)
        add_row.addStretch(1)
        add_row.addWidget(self.count)
        players.addLayout(add_row)
        # rules
        self.rules_box = QGroupBox()
        self.table_name = QLineEdit()
        self.table_name.setMaxLength(100)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset")
        self.preset_combo.addItem("", Preset.DEATHNOTE.value)
        self.preset_combo.addItem("", Preset.CLASSIC.value)
        self.key_form = QFormLayout()
        self.name_label = QLabel()
        self.preset_label = QLabel()
        self.key_form.addRow(self.name_label, self.table_name)
        self.key_form.addRow(self.preset_label, self.preset_combo)
        self.rules = RulesEditor()
        self.rules.show_only(KEY_OPTIONS[Preset.DEATHNOTE])
        self.rules.changed.connect(self.validate)
        self.more = QPushButton()
        self.more.setCheckable(True)
        self.more.setObjectName("more-options")
        self.more_box = self.rules
        more_scroll = QScrollArea()
        more_scroll.setWidget(self.rules)
        more_scroll.setWidgetResizable(True)
        more_scroll.setFrameShape(QFrame.Shape.NoFrame)
        more_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.more_scroll = more_scroll
        rules = QVBoxLayout(self.rules_box)
        rules.addLayout(self.key_form)
        rules.addWidget(more_scroll, 1)
        rules.addWidget(self.more, 0, Qt.AlignmentFlag.AlignLeft)
        self.more.toggled.connect(self._toggle_more)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        # start
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        _primary(self.start_button)
        self.start_button.setMinimumHeight(40)
        bottom = QHBoxLayout()
        bottom.addWidget(self.reason, 1)
        bottom.addWidget(self.start_button)
        columns = QHBoxLayout()
        columns.addWidget(self.players_box, 3)
        columns.addWidget(self.rules_box, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)
        self.add_button.clicked.connect(lambda: self.add_player(focus=True))
        self.add_bot_button.clicked.connect(lambda: self.add_bot())
        self.start_button.clicked.connect(self._start_clicked)
        for _ in range(seat_range(Preset.DEATHNOTE)[0]):
            self.add_player()
        self.retranslate()

    # ------------------------------------------------------------------ options

    @property
    def option_widgets(self) -> dict[str, QWidget]:
        """Each option's (first) editor in the rule editor."""
        return {name: editors[0] for name, editors in self.rules.editors.items()}

    def preset(self) -> Preset:
        return self.rules.preset

    def options(self) -> dict[str, Any]:
        """The rule options that differ from the preset's defaults (plain values)."""
        return self.rules.overrides()

    def _preset_changed(self, _index: int) -> None:
        preset = Preset(self.preset_combo.currentData())
        if preset is not self.rules.preset:
            self.rules.set_preset(preset)
            if preset is Preset.CLASSIC:
                # at one table people talk aloud, not in the chat: removing the "silent"
                # (classic's forum default) would empty the table on day one
                self.rules.set_values({"autokill_inactive": False})
                self.rules.changed.emit()
            self._toggle_more(self.more.isChecked())
            self.retranslate()

    def _toggle_more(self, on: bool) -> None:
        self.rules.show_only(None if on else KEY_OPTIONS[self.rules.preset])
        self.more.setText(self.tr("Only the main rule options") if on
                          else self.tr("All rule options…"))

    # ------------------------------------------------------------------ players

    def add_player(self, name: str = "", pin: str = "", *, focus: bool = False,
                   bot: bool = False) -> PlayerRow:
        row = PlayerRow(self.rows_host)
        row.set_bot(bot)
        row.name.setText(name)
        row.pin.setText("" if bot else pin)
        row.changed.connect(self.validate)
        row.moveRequested.connect(self._move)
        row.removeRequested.connect(self._remove)
        self.rows.append(row)
        self.rows_layout.insertWidget(len(self.rows) - 1, row)
        self._renumber()
        if focus:
            row.name.setFocus()
        return row

    def add_bot(self, name: str = "") -> PlayerRow:
        """A bot's row, under ``name`` or the first free "Bot N" (editable)."""
        if not name:
            taken = {row.name.text().strip().lower() for row in self.rows}
            number = 1
            while self.tr("Bot %1").replace("%1", str(number)).lower() in taken:
                number += 1
            name = self.tr("Bot %1").replace("%1", str(number))
        return self.add_player(name, bot=True)

    def _move(self, row: PlayerRow, delta: int) -> None:
        index = self.rows.index(row)
        target = max(0, min(len(self.rows) - 1, index + delta))
        if target == index:
            return
        other = self.rows[target]
        # swap the contents: the rows stay where they are, the focus follows the player
        for attribute in ("name", "pin"):
            a, b = getattr(row, attribute), getattr(other, attribute)
            text = a.text()
            a.setText(b.text())
            b.setText(text)
        mine, theirs = row.is_bot, other.is_bot
        row.set_bot(theirs)
        other.set_bot(mine)
        other.name.setFocus()
        self.validate()

    def _remove(self, row: PlayerRow) -> None:
        self.rows.remove(row)
        self.rows_layout.removeWidget(row)
        row.deleteLater()
        self._renumber()

    def _renumber(self) -> None:
        for index, row in enumerate(self.rows, start=1):
            row.number.setText(f"{index}.")
            row.up.setEnabled(index > 1)
            row.down.setEnabled(index < len(self.rows))
        most = seat_range(self.preset())[1]
        self.add_button.setEnabled(len(self.rows) < most)
        self.add_bot_button.setEnabled(len(self.rows) < most)
        self.validate()

    def players(self) -> list[tuple[str, str]]:
        """(name, PIN or "") of every row, in order."""
        return [(row.name.text().strip(), row.pin.text()) for row in self.rows]

    def bots(self) -> list[str]:
        """The names of the bots' rows, in order."""
        return [row.name.text().strip() for row in self.rows if row.is_bot]

    def validate(self) -> str:
        """Why the game cannot start yet ("" when it can); shown next to Start."""
        reason = self._why_not()
        self.reason.setText(reason)
        self.start_button.setEnabled(not reason)
        self.count.setText(self.tr("%n player(s)", "", len(self.rows)))
        return reason

    def _why_not(self) -> str:
        players = self.players()
        low, high = seat_range(self.preset())
        if not low <= len(players) <= high:
            game = (self.tr("A classic game needs %1 to %2 players.")
                    if self.preset() is Preset.CLASSIC
                    else self.tr("A Death Note game needs %1 to %2 players."))
            return game.replace("%1", str(low)).replace("%2", str(high))
        if all(row.is_bot for row in self.rows):
            return self.tr("At least one person must play at a hot-seat table.")
        if any(not name for name, _ in players):
            return self.tr("Enter a name for every player (or remove the empty rows).")
        seen: set[str] = set()
        for name, pin in players:
            if not name.isprintable():
                return self.tr("%1: a name must be plain text.").replace("%1", name)
            if name.lower() in seen:
                return self.tr("Two players are called %1; names must differ.").replace(
                    "%1", name)
            seen.add(name.lower())
            if pin and (len(pin) != PIN_DIGITS or not pin.isdigit()):
                return self.tr("%1: a PIN has four digits (or leave it empty).").replace(
                    "%1", name)
        try:
            options_for(self.preset(), self.options())
        except OptionError as exc:
            return self.tr("A rule option is not valid: %1").replace("%1", str(exc))
        return ""

    def _start_clicked(self) -> None:
        if not self.validate():
            self.startRequested.emit()

    def show_error(self, text: str) -> None:
        self.reason.setText(text)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hot-seat: one computer for the whole table"))
        self.intro.setText(self.tr(
            "Enter the players in their seating order. Public actions (nominations, votes) "
            "are entered openly on the board; at every phase change each living player "
            "takes a private turn behind a curtain — civilians too — so nobody learns who "
            "had something to do. A PIN keeps a private screen for its owner."))
        low, high = seat_range(self.preset())
        self.players_box.setTitle(self.tr("Players (%1–%2)").replace("%1", str(low))
                                  .replace("%2", str(high)))
        self.add_button.setText(self.tr("Add a player"))
        self.add_bot_button.setText(self.tr("+ Bot"))
        self.add_bot_button.setToolTip(self.tr("Add a computer player to the table"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.name_label.setText(self.tr("Name of the game"))
        if not self.table_name.text():
            self.table_name.setText(self.tr("Hot-seat game"))
        self.preset_label.setText(self.tr("Preset"))
        self.preset_combo.setItemText(0, self.tr("Death Note"))
        self.preset_combo.setItemText(1, self.tr("Classic"))
        self.rules.retranslate()
        self._toggle_more(self.more.isChecked())
        self.start_button.setText(self.tr("Start the game"))
        self.validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# ------------------------------------------------------------------ the public board


class BoardPage(QWidget):
    """The public board and the public actions, entered openly for the acting player;
    the host's "Next phase" (with a confirmation) and a round of private turns."""

    actRequested = Signal(str, str, object)  # player, action, fields
    nextPhaseConfirmed = Signal()
    privateRoundRequested = Signal()
    projectorRequested = Signal()

    PUBLIC_ACTIONS = ("nominate", "withdraw", "vote", "abstain", "say")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.player_views: Callable[[str], dict[str, Any] | None] = lambda _name: None
        self.bot_names: set[str] = set()  # bots act for themselves: never "who acts"
        self.board = PublicBoard(self)
        self.board.show_connection = False  # one computer: everybody is "connected"
        self.board.setMinimumHeight(360)
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
        self.vote = QPushButton()
        self.vote.setObjectName("public-vote")
        self.vote_target = QComboBox()
        self.vote_target.setObjectName("public-vote-target")
        self.abstain = QPushButton()
        self.abstain.setObjectName("public-abstain")
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
        grid = QGridLayout(self.actions_box)
        grid.addWidget(self.actor_label, 0, 0)
        grid.addWidget(self.actor, 0, 1)
        day_row = QHBoxLayout()
        day_row.addWidget(self.nominate)
        day_row.addWidget(self.nominate_target)
        day_row.addWidget(self.withdraw)
        day_row.addWidget(self.vote)
        day_row.addWidget(self.vote_target)
        day_row.addWidget(self.abstain)
        day_row.addStretch(1)
        grid.addLayout(day_row, 0, 2)
        say_row = QHBoxLayout()
        say_row.addWidget(self.say_text, 1)
        say_row.addWidget(self.say)
        grid.addLayout(say_row, 1, 1, 1, 2)
        grid.addWidget(self.night_note, 2, 0, 1, 3)
        grid.addWidget(self.reasons, 3, 0, 1, 3)
        grid.addWidget(self.feedback, 4, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(5, 1)
        # the host
        self.host_box = QGroupBox()
        self.next_button = QPushButton()
        self.next_button.setObjectName("next-phase")
        _primary(self.next_button)
        self.round_button = QPushButton()
        self.round_button.setObjectName("private-round")
        self.projector_button = QPushButton()
        self.projector_button.setObjectName("open-projector")
        self.projector_button.setIcon(theme.icon("phase-lobby"))
        self.saved_note = QLabel()
        self.saved_note.setProperty("hint", True)
        self.saved_note.setWordWrap(True)
        self.confirm_box = QFrame()
        self.confirm_box.setObjectName("confirm-next")
        self.confirm_box.setStyleSheet("#confirm-next { background: #fff4dc; "
                                       "border: 1px solid #e0b450; border-radius: 6px; }")
        self.confirm_text = QLabel()
        self.confirm_text.setWordWrap(True)
        self.confirm_yes = QPushButton()
        self.confirm_yes.setObjectName("confirm-next-yes")
        _primary(self.confirm_yes)
        self.confirm_no = QPushButton()
        self.confirm_no.setObjectName("confirm-next-no")
        confirm = QVBoxLayout(self.confirm_box)
        confirm.addWidget(self.confirm_text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_yes)
        buttons.addWidget(self.confirm_no)
        confirm.addLayout(buttons)
        self.confirm_box.hide()
        host = QVBoxLayout(self.host_box)
        host.addWidget(self.next_button)
        host.addWidget(self.confirm_box)
        host.addWidget(self.round_button)
        host.addWidget(self.projector_button)
        host.addWidget(self.saved_note)
        host.addStretch(1)
        self.host_box.setSizePolicy(QSizePolicy.Policy.Preferred,
                                    QSizePolicy.Policy.Preferred)
        bottom = QHBoxLayout()
        bottom.addWidget(self.actions_box, 3)
        bottom.addWidget(self.host_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.board, 1)
        layout.addLayout(bottom)
        self.actor.currentIndexChanged.connect(lambda *_: self.refresh_actions())
        self.nominate.clicked.connect(lambda: self._act("nominate", self.nominate_target))
        self.withdraw.clicked.connect(lambda: self._act("withdraw"))
        self.vote.clicked.connect(lambda: self._act("vote", self.vote_target))
        self.abstain.clicked.connect(lambda: self._act("abstain"))
        self.say.clicked.connect(self._say)
        self.say_text.returnPressed.connect(self._say)
        self.next_button.clicked.connect(self._ask_next)
        self.confirm_yes.clicked.connect(self._confirmed)
        self.confirm_no.clicked.connect(self.confirm_box.hide)
        self.round_button.clicked.connect(self.privateRoundRequested)
        self.projector_button.clicked.connect(self.projectorRequested)
        QShortcut(QKeySequence("Ctrl+N"), self, self._ask_next)
        self.retranslate()

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
        self.next_button.setEnabled(not over)
        self.round_button.setEnabled(not over)
        if over:
            self.confirm_box.hide()
        self.refresh_actions()
        self.retranslate_confirm()

    def refresh_actions(self) -> None:
        """The acting player's public actions: legal or not (and why not) as his own view
        says — only these five actions are read from it."""
        view = self.view or {}
        phase = (view.get("clock") or {}).get("phase")
        actor = self.actor.currentText()
        seat = self.player_views(actor) if actor else None
        rows = {r["action"]: r for r in (seat or {}).get("actions") or []
                if r.get("action") in self.PUBLIC_ACTIONS}
        day, vote = phase == "day", phase == "vote"
        shown = {"nominate": day, "withdraw": day, "vote": vote, "abstain": vote,
                 "say": phase in ("day", "vote")}
        widgets = {"nominate": (self.nominate, self.nominate_target),
                   "withdraw": (self.withdraw, None), "vote": (self.vote, self.vote_target),
                   "abstain": (self.abstain, None), "say": (self.say, self.say_text)}
        reasons = []
        for action, (button, extra) in widgets.items():
            row = rows.get(action)
            visible = shown[action] and row is not None
            button.setVisible(visible)
            if extra is not None:
                extra.setVisible(visible)
            legal = bool(row and row.get("legal"))
            button.setEnabled(visible and legal)
            _primary(button, visible and legal and action != "say")
            if isinstance(extra, QComboBox):
                targets = list((row or {}).get("targets") or [])
                chosen = extra.currentText()
                extra.blockSignals(True)
                extra.clear()
                extra.addItems(targets)
                if chosen in targets:
                    extra.setCurrentText(chosen)
                extra.blockSignals(False)
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
        over = phase == "over"
        self.night_note.setVisible(not (day or vote))
        self.night_note.setText(
            texts.winner_text(view.get("winner"), view.get("end_reason")) if over else
            self.tr("Night: there is nothing to enter in public. Every player has had a "
                    "private turn; when the night is over, press \"Next phase\"."))
        self.actor.setEnabled(day or vote)

    def _act(self, action: str, target: QComboBox | None = None) -> None:
        actor = self.actor.currentText()
        if not actor:
            return
        fields: dict[str, Any] = {}
        if target is not None:
            if not target.currentText():
                return
            fields["target"] = target.currentText()
        self.actRequested.emit(actor, action, fields)

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
        phase = ((self.view or {}).get("clock") or {}).get("phase")
        self.confirm_text.setText({
            "day": self.tr("End the day now and open the vote? The nominations are frozen."),
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
        self.vote.setText(texts.action_label("vote"))
        self.abstain.setText(texts.action_label("abstain"))
        self.say.setText(texts.action_label("say"))
        self.say_text.setPlaceholderText(self.tr("Something the acting player says to "
                                                 "everybody…"))
        self.host_box.setTitle(self.tr("Host"))
        self.next_button.setText(self.tr("Next phase…"))
        self.next_button.setToolTip(self.tr("End the current phase (Ctrl+N); then every "
                                            "living player takes a private turn."))
        self.round_button.setText(self.tr("Private turns now"))
        self.round_button.setToolTip(self.tr("Every living player takes a private turn now, "
                                             "in seat order."))
        self.projector_button.setText(self.tr("Projector window"))
        self.saved_note.setText(self.tr("The game is saved after every action; close the "
                                        "window at any time and resume it from the "
                                        "launcher."))
        self.confirm_yes.setText(self.tr("Yes, next phase"))
        self.confirm_no.setText(self.tr("Cancel"))
        self.retranslate_confirm()
        if self.view is not None:
            self.refresh_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# ------------------------------------------------------------------ the curtain


class CurtainPage(QFrame):
    """"Pass the laptop to Ann": nothing secret on it; a PIN when the player has one."""

    revealRequested = Signal(str)  # the PIN typed ("" without one)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("""
#curtain { background: #14161b; }
#curtain QLabel { color: #f3f3f1; }
#curtain QLabel#curtain-title { font-size: 40pt; font-weight: 800; }
#curtain QLabel#curtain-round { font-size: 17pt; color: #f2c14e; }
#curtain QLabel#curtain-hint { font-size: 14pt; color: #a3a9b5; }
#curtain QLabel#curtain-pin-label { font-size: 15pt; }
#curtain QLabel#curtain-error { font-size: 15pt; color: #ff8a7a; font-weight: 700; }
#curtain QLabel#curtain-icon { background: #f7f5ef; border-radius: 60px; }
#curtain QLineEdit { font-size: 22pt; padding: 6px; letter-spacing: 8px; }
#curtain QPushButton { font-size: 16pt; padding: 10px 26px; }
""")
        self.player = ""
        self.has_pin = False
        self.icon = QLabel()
        self.icon.setObjectName("curtain-icon")
        self.icon.setPixmap(theme.pixmap("lock", 72, self.devicePixelRatioF()))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.icon.setFixedSize(120, 120)
        self.title = QLabel()
        self.title.setObjectName("curtain-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.round = QLabel()
        self.round.setObjectName("curtain-round")
        self.round.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setProperty("hint", True)
        self.hint.setObjectName("curtain-hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.pin_label = QLabel()
        self.pin_label.setObjectName("curtain-pin-label")
        self.pin_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pin_label.setTextFormat(Qt.TextFormat.PlainText)
        self.pin = QLineEdit()
        self.pin.setObjectName("curtain-pin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setMaxLength(PIN_DIGITS)
        self.pin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pin.setFixedWidth(200)
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"),
                                                          self.pin))
        self.error = QLabel()
        self.error.setObjectName("curtain-error")
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error.hide()
        self.show_button = QPushButton()
        self.show_button.setObjectName("curtain-show")
        _primary(self.show_button)
        self.show_button.setDefault(True)
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addSpacing(12)
        box.addWidget(self.title)
        box.addWidget(self.round)
        box.addSpacing(18)
        box.addWidget(self.hint)
        box.addStretch(1)
        box.addWidget(self.pin_label)
        box.addWidget(self.pin, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.error)
        box.addSpacing(8)
        box.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(2)
        self.show_button.clicked.connect(self._reveal)
        self.pin.returnPressed.connect(self._reveal)
        self._round_text = ""

    def set_turn(self, player: str, has_pin: bool, round_text: str) -> None:
        self.player, self.has_pin, self._round_text = player, has_pin, round_text
        self.pin.clear()
        self.error.hide()
        self.pin_label.setVisible(has_pin)
        self.pin.setVisible(has_pin)
        self.retranslate()
        if has_pin:
            self.pin.setFocus()
        else:
            self.show_button.setFocus()

    def wrong_pin(self) -> None:
        self.pin.clear()
        self.error.setText(self.tr("Wrong PIN. Try again — or pass the laptop to %1.")
                           .replace("%1", self.player))
        self.error.show()
        self.pin.setFocus()

    def _reveal(self) -> None:
        self.revealRequested.emit(self.pin.text() if self.has_pin else "")

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the laptop to %1").replace("%1", self.player))
        self.round.setText(self._round_text)
        self.hint.setText(self.tr("Everybody else, please look away. Nothing secret is on "
                                  "this screen until %1 opens it.").replace("%1", self.player))
        self.pin_label.setText(self.tr("%1, enter your PIN:").replace("%1", self.player))
        self.show_button.setText(self.tr("I am %1 — show my screen").replace(
            "%1", self.player))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class PrivatePage(QWidget):
    """One player's private screen: his panel and "Done — hide my screen"."""

    doneClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = ""
        self.panel: QWidget | None = None
        self.header = QFrame()
        self.header.setObjectName("private-header")
        self.header.setStyleSheet("#private-header { background: #2f3b59; border-radius: 6px; }"
                                  " #private-header QLabel { color: white; }")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15pt; font-weight: 700;")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.done = QPushButton()
        self.done.setObjectName("private-done")
        self.done.setStyleSheet("QPushButton { background: #f2c14e; color: #1d1a12; "
                                "font-weight: 700; font-size: 13pt; padding: 8px 20px; "
                                "border-radius: 5px; border: none; }")
        head = QHBoxLayout(self.header)
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.hint)
        head.addLayout(titles, 1)
        head.addWidget(self.done)
        self.body = QVBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.header)
        layout.addLayout(self.body, 1)
        self.done.clicked.connect(self.doneClicked)
        QShortcut(QKeySequence("Ctrl+D"), self, self._done_shortcut)

    def _done_shortcut(self) -> None:
        if self.isVisible():
            self.done.click()

    def set_panel(self, player: str, panel: QWidget) -> None:
        self.clear_panel()
        self.player = player
        self.panel = panel
        self.body.addWidget(panel, 1)
        panel.show()
        self.retranslate()

    def clear_panel(self) -> None:
        if self.panel is not None:
            self.body.removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None

    def retranslate(self) -> None:
        self.title.setText(self.tr("%1 — your private screen").replace("%1", self.player))
        self.hint.setText(self.tr("Only you look now. When you are done, hide your screen and "
                                  "pass the laptop on."))
        self.done.setText(self.tr("Done — hide my screen"))
        self.done.setToolTip(self.tr("Ctrl+D"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
