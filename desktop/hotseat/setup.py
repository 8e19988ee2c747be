"""The hot-seat set-up page: ``SetupPage`` (the players in their seating order with their
optional PINs, bots among them; the table's name, the preset and its rule options in the
rule editor, the preset's key ones first; optional timers that end each phase — the
table's timed pace, ``netproto.pace``) and ``PlayerRow`` (one player of that list).

Hands the user's choices to the window; never computes a rule: the seat range and the key
options are the preset's metadata (``engine.presets``), the options' checks the engine's.
Imports the rule editor; must not import ``desktop.hotseat.window`` nor any other window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QRegularExpression,
    Qt,
    Signal,
)
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop import texts, theme
from desktop.hotseat.common import PIN_DIGITS, primary
from desktop.rules.editor import RulesEditor
from engine.options import PRESET_DEFAULTS, OptionError, Preset, options_for
from engine.presets import preset_rules
from netproto.messages import MAX_NAME
from netproto.pace import DEFAULT_PHASE_SECONDS, PaceMode

TIMED_PHASES = tuple(DEFAULT_PHASE_SECONDS)  # day, vote, night


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
        self._build_players_box()
        self._build_key_form()
        self._build_more_options()
        self._build_start_row()
        self.add_button.clicked.connect(lambda: self.add_player(focus=True))
        self.add_bot_button.clicked.connect(lambda: self.add_bot())
        self.start_button.clicked.connect(self._start_clicked)
        for _ in range(preset_rules(self.preset()).seat_range[0]):
            self.add_player()
        self.retranslate()

    def _build_players_box(self) -> None:
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

    def _build_key_form(self) -> None:
        """The rules' box: the table's name, the preset and the phases' timers."""
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
        # timers: the phase ends when its time runs out (the clock stops during the
        # private turns, so nobody's turn is cut short)
        self.timers = QCheckBox()
        self.timers.setObjectName("timers")
        self.timer_spins: dict[str, QDoubleSpinBox] = {}
        self.timer_labels: dict[str, QLabel] = {}
        timer_row = QHBoxLayout()
        timer_row.setContentsMargins(0, 0, 0, 0)
        for phase in TIMED_PHASES:
            label, spin = QLabel(), QDoubleSpinBox()
            spin.setObjectName(f"timer-{phase}")
            spin.setDecimals(1)
            spin.setRange(0.5, 120.0)
            spin.setSingleStep(0.5)
            spin.setValue(DEFAULT_PHASE_SECONDS[phase] / 60)
            spin.setEnabled(False)
            self.timer_labels[phase], self.timer_spins[phase] = label, spin
            timer_row.addWidget(label)
            timer_row.addWidget(spin)
        timer_row.addStretch(1)
        self.timers.toggled.connect(self._timers_toggled)
        self.timers_label = QLabel()
        self.key_form.addRow(self.timers_label, self.timers)
        self.key_form.addRow("", timer_row)

    def _build_more_options(self) -> None:
        """The rule editor for the other options, behind its button."""
        self.rules = RulesEditor()
        self.rules.show_only(preset_rules(self.rules.preset).key_options)
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

    def _build_start_row(self) -> None:
        """The start button with its reason, and the page's rows."""
        # start
        self.reason = QLabel()
        self.reason.setProperty("reason", True)
        self.reason.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        primary(self.start_button)
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
            if PRESET_DEFAULTS[preset].autokill_inactive:
                # at one table people talk aloud, not in the chat: removing the "silent"
                # (the classic forum's default) would empty the table on day one
                self.rules.set_values({"autokill_inactive": False})
                self.rules.changed.emit()
            self._toggle_more(self.more.isChecked())
            self.retranslate()

    def pace(self) -> PaceMode:
        """Timed when the timers are on (the phases end by themselves), else manual."""
        return PaceMode.TIMED if self.timers.isChecked() else PaceMode.MANUAL

    def phase_seconds(self) -> dict[str, float]:
        """Each phase's real duration as set (seconds)."""
        return {phase: spin.value() * 60 for phase, spin in self.timer_spins.items()}

    def _timers_toggled(self, on: bool) -> None:
        for spin in self.timer_spins.values():
            spin.setEnabled(on)

    def _toggle_more(self, on: bool) -> None:
        self.rules.show_only(None if on else preset_rules(self.rules.preset).key_options)
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

    def remembered(self) -> dict[str, Any]:
        """What the next hot-seat game starts from: the table's name, its rules and its
        players' names (bots marked), never a PIN."""
        return {"table_name": self.table_name.text().strip(), "preset": self.preset().value,
                "players": [{"name": row.name.text().strip(), "bot": row.is_bot}
                            for row in self.rows],
                "timers": self.timers.isChecked(), "phase_seconds": self.phase_seconds(),
                "own_roles": self.rules.table_roles.plain()}

    def fill_from(self, remembered: Any) -> None:
        """The last game's table and players (``remembered``), where they still make a
        table: anything odd in it is ignored, the set-up keeps its defaults."""
        if not isinstance(remembered, dict):
            return
        players = [p for p in remembered.get("players") or []
                   if isinstance(p, dict) and isinstance(p.get("name"), str) and p["name"]]
        index = self.preset_combo.findData(remembered.get("preset"))
        if index >= 0:
            self.preset_combo.setCurrentIndex(index)
        name = remembered.get("table_name")
        if isinstance(name, str) and name != self.tr("Hot-seat game"):  # not the default
            self.table_name.setText(name)
        seconds = remembered.get("phase_seconds")
        for phase, spin in self.timer_spins.items():
            value = seconds.get(phase) if isinstance(seconds, dict) else None
            if isinstance(value, int | float) and not isinstance(value, bool):
                spin.setValue(value / 60)  # (the spin box keeps it within its range)
        self.timers.setChecked(remembered.get("timers") is True)
        self.rules.table_roles.set_plain(remembered.get("own_roles"))
        if not players:
            return
        for row in list(self.rows):
            self._remove(row)
        for player in players[:preset_rules(self.preset()).seat_range[1]]:
            self.add_player(player["name"], bot=bool(player.get("bot")))

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
        most = preset_rules(self.preset()).seat_range[1]
        self.add_button.setEnabled(len(self.rows) < most)
        self.add_bot_button.setEnabled(len(self.rows) < most)
        self.rules.balance.set_seats(len(self.rows))  # the balance estimate's seats
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
        low, high = preset_rules(self.preset()).seat_range
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
        return self.rules.roles_error()

    def _start_clicked(self) -> None:
        if not self.validate():
            self.startRequested.emit()

    def show_error(self, text: str) -> None:
        self.reason.setText(text)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hot-seat: one computer for the whole table"))
        self.intro.setText(self.tr(
            "Enter the players in their seating order. Nominations are entered openly on "
            "the board, and each voter taps his vote there; every game day each living "
            "player takes two private turns behind a curtain (at nightfall, and after the "
            "morning's newspaper) — civilians too — so nobody learns who had something to "
            "do. A PIN keeps a private screen for its owner."))
        low, high = preset_rules(self.preset()).seat_range
        self.players_box.setTitle(self.tr("Players (%1–%2)").replace("%1", str(low))
                                  .replace("%2", str(high)))
        self.add_button.setText(self.tr("Add a player"))
        self.add_bot_button.setText(self.tr("+ Bot"))
        self.add_bot_button.setToolTip(self.tr("Add a computer player to the table"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.name_label.setText(self.tr("Name of the game"))
        # the default name is the placeholder, in the current language: set as text it
        # stayed in the language it was first shown in (and was remembered so)
        self.table_name.setPlaceholderText(self.tr("Hot-seat game"))
        self.preset_label.setText(self.tr("Preset"))
        self.preset_combo.setItemText(0, self.tr("Death Note"))
        self.preset_combo.setItemText(1, self.tr("Classic"))
        self.timers_label.setText(self.tr("Timers"))
        self.timers.setText(self.tr("Each phase ends when its time runs out (minutes)"))
        self.timers.setToolTip(self.tr(
            "The board counts down; at zero the phase ends as if \"Next phase\" were "
            "pressed. A vote or a night ends as soon as everybody has voted or acted. The "
            "clock stops during the private turns."))
        for phase, label in self.timer_labels.items():
            label.setText(texts.phase_name(phase))
        self.rules.retranslate()
        self._toggle_more(self.more.isChecked())
        self.start_button.setText(self.tr("Start the game"))
        self.validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
