"""The replay viewer: a saved game stepped through from one point of view — one player's
(only what that player knew at each moment), the public board's, or everything (the god
view) — with a timeline slider, step buttons and a list of moments to jump to.

Owns ``ReplayViewer`` (the window, the point of view, the list of moments and the
stepping). The moments come from ``desktop.replay.moments``, the god view's rendering from
``desktop.replay.god_view``; the game at a moment is rebuilt by ``engine.replay.Timeline``
and what is shown is the engine's own view of it (``view_for``, ``public_view``,
``god_view``, with the characters the log registered, whose genders word the texts about
them), never the game's state. In a player's point of view the timeline has only
the moments that player could notice (his own moves, the clock, public events, his private
messages and, for a mafioso, the mafia channel): other players' hidden moves are not even
counted. A damaged
log is announced, never shown as if it were whole. Computes no rule. Renders a seat with
``desktop.seat.window.PlayerPanel`` and the public board with
``desktop.board.public_board.PublicBoard`` (each with a simple fallback of its own).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import texts
from desktop.app import DesktopApp, lazy_class
from desktop.moments import moment_text
from desktop.replay.god_view import GodView, SimpleView, icon
from desktop.replay.moments import Moment, replay_moments
from desktop.screen_fit import fit_to_screen
from desktop.view_access import genders_of
from desktop.widgets.wrap_rows import WrapDelegate
from engine.commands import Act, Advance, Channel, RemovePlayer
from engine.replay import Timeline
from engine.views import god_view, public_view
from netproto.messages import Profile
from netproto.storage import LoadedLog, LogError, load_log

GOD, PUBLIC, SEAT = "god", "public", "seat"

_STYLE = """
QLabel#damage { color: #8c3a1c; background: #fbe9dd; border: 1px solid #e3b9a1;
                border-radius: 4px; padding: 6px; }
QLabel#replayError { color: #8a1f14; font-size: 13pt; padding: 30px; }
QLabel#momentLabel { font-weight: 600; color: #2f3b59; }
QLabel#godClock { font-size: 15pt; font-weight: 700; color: #2f3b59; }
"""


class ReplayViewer(QMainWindow):
    """``ReplayViewer(app, path)``: the saved game at ``path`` (a ``.dnlog``)."""

    def __init__(self, app: DesktopApp, path: Path | str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.path = Path(path)
        self.loaded: LoadedLog | None = None
        self.error: str | None = None  # the log cannot be shown at all
        self.broken: str | None = None  # the log stops replaying at some command
        self.timeline: Timeline | None = None
        self.moments: list[Moment] = []
        self.registrations: list[dict[str, Any]] = []  # the log's characters (profiles)
        self.pov = GOD
        self.seat: str | None = None
        self.visible: list[int] = []  # indices into moments for the current point of view
        self.position = 0  # index into visible
        self.view: dict[str, Any] | None = None  # what is shown now
        self._shown_k: int | None = None
        self.panel_reset = True  # the next seat panel or board is a new one
        self.setWindowIcon(icon("app"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setStyleSheet(_STYLE)
        fit_to_screen(self, 1280, 800)
        self._load()
        self._build()
        self.retranslate()
        if self.error is None:
            self.set_pov(GOD)

    # ----------------------------------------------------------------- loading

    def _load(self) -> None:
        try:
            self.loaded = load_log(self.path)
        except LogError as exc:
            self.error = str(exc)
            return
        replayed = replay_moments(self.loaded.setup, list(self.loaded.commands))
        self.moments = replayed.moments
        if replayed.refusal is not None:
            self.broken = (QCoreApplication.translate(
                "ReplayViewer", "command %1 of %2 does not replay on this version of the "
                "rules (%3)").replace("%1", str(len(replayed.commands) + 1)).replace(
                    "%2", str(replayed.total)).replace("%3", replayed.refusal.text))
        self.timeline = Timeline(self.loaded.setup, replayed.commands)
        # the characters the players registered (their genders word the texts about them),
        # added to the engine's views as the table added them
        profiles = self.loaded.profiles
        self.registrations = [{"name": name,
                               "profile": Profile.from_plain(profiles[name]).to_plain()}
                              for name in self.seat_names() if name in profiles]

    def _noticed(self, moment: Moment) -> bool:
        """Whether the current point of view could notice this moment at all."""
        if moment.command is None or self.pov == GOD:
            return True
        command = moment.command
        if isinstance(command, Advance | RemovePlayer) or moment.public:
            return True
        if self.pov == PUBLIC:
            return False
        seat = self.seat or ""
        if isinstance(command, Act) and command.actor == seat:
            return True
        return (bool(moment.private.get(seat)) or seat in moment.readers
                or seat in moment.mourners)

    # ----------------------------------------------------------------- layout

    def _build(self) -> None:
        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(10, 10, 10, 10)
        self.setCentralWidget(central)
        self._build_pov_row(root)
        self.error_label = QLabel()
        self.error_label.setObjectName("replayError")
        self.error_label.setWordWrap(True)
        self.error_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if self.error is not None:
            root.addWidget(self.error_label, 1)
            self.pov_combo.setEnabled(False)
            return

        self._build_stage(root)
        self._build_player_bar(root)
        self._add_shortcuts()

    def _build_pov_row(self, root: QVBoxLayout) -> None:
        """The point of view's row and the damage line."""
        top = QHBoxLayout()
        self.pov_label = QLabel()
        self.pov_combo = QComboBox()
        self.pov_combo.setMinimumWidth(260)
        self.pov_label.setBuddy(self.pov_combo)
        self.pov_combo.currentIndexChanged.connect(self._pov_picked)
        top.addWidget(self.pov_label)
        top.addWidget(self.pov_combo)
        self.pov_hint = QLabel()
        self.pov_hint.setProperty("hint", True)
        self.pov_hint.setWordWrap(True)
        top.addWidget(self.pov_hint, 1)
        root.addLayout(top)
        self.damage = QLabel()
        self.damage.setObjectName("damage")
        self.damage.setWordWrap(True)
        self.damage.hide()
        root.addWidget(self.damage)

    def _build_stage(self, root: QVBoxLayout) -> None:
        """The moments' list beside the stage (the god view, a board or a seat)."""
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.moments_box = QGroupBox()
        box = QVBoxLayout(self.moments_box)
        self.moment_list = QTreeWidget()
        self.moment_list.setColumnCount(2)
        self.moment_list.setRootIsDecorated(False)
        self.moment_list.setIconSize(QSize(16, 16))
        self.moment_list.setWordWrap(True)
        self.moment_list.setAlternatingRowColors(True)
        self.moment_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.moment_list.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # each moment whole, on as many lines as it needs (a row elided it to «Борис — …»)
        self.moment_list.setItemDelegate(WrapDelegate(self.moment_list))
        self.moment_list.currentItemChanged.connect(self._item_picked)
        box.addWidget(self.moment_list)
        splitter.addWidget(self.moments_box)
        self.stage = QStackedWidget()
        self.god_widget = GodView()
        self.stage.addWidget(self.god_widget)
        self.board: QWidget | None = None
        self.panel: QWidget | None = None
        splitter.addWidget(self.stage)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([370, 890])
        root.addWidget(splitter, 1)

    def _build_player_bar(self, root: QVBoxLayout) -> None:
        """The player's buttons, its slider and where it is."""
        bar = QHBoxLayout()
        style = self.style()
        pixmaps = QStyle.StandardPixmap
        self.first_button = QPushButton(style.standardIcon(pixmaps.SP_MediaSkipBackward), "")
        self.prev_phase_button = QPushButton(style.standardIcon(pixmaps.SP_MediaSeekBackward),
                                             "")
        self.prev_button = QPushButton(style.standardIcon(pixmaps.SP_ArrowLeft), "")
        self.play_button = QPushButton(style.standardIcon(pixmaps.SP_MediaPlay), "")
        self.play_button.setCheckable(True)
        self.next_button = QPushButton(style.standardIcon(pixmaps.SP_ArrowRight), "")
        self.next_phase_button = QPushButton(style.standardIcon(pixmaps.SP_MediaSeekForward),
                                             "")
        self.last_button = QPushButton(style.standardIcon(pixmaps.SP_MediaSkipForward), "")
        for button in (self.first_button, self.prev_phase_button, self.prev_button,
                       self.play_button, self.next_button, self.next_phase_button,
                       self.last_button):
            button.setMinimumWidth(44)
            bar.addWidget(button)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.last_button.clicked.connect(lambda: self.go(len(self.visible) - 1))
        self.prev_button.clicked.connect(lambda: self.go(self.position - 1))
        self.next_button.clicked.connect(lambda: self.go(self.position + 1))
        self.prev_phase_button.clicked.connect(lambda: self.jump_phase(-1))
        self.next_phase_button.clicked.connect(lambda: self.jump_phase(1))
        self.play_button.toggled.connect(self._play)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider, 1)
        self.where = QLabel()
        self.where.setObjectName("momentLabel")
        self.where.setMinimumWidth(240)
        bar.addWidget(self.where)
        root.addLayout(bar)
        self.player = QTimer(self)
        self.player.setInterval(1200)
        self.player.timeout.connect(self._tick)

    def _add_shortcuts(self) -> None:
        """The player's keys."""
        for key, slot in (("Left", lambda: self.go(self.position - 1)),
                          ("Right", lambda: self.go(self.position + 1)),
                          ("Home", lambda: self.go(0)),
                          ("End", lambda: self.go(len(self.visible) - 1)),
                          ("PgUp", lambda: self.jump_phase(-1)),
                          ("PgDown", lambda: self.jump_phase(1)),
                          ("Space", self.play_button.toggle)):
            QShortcut(QKeySequence(key), self, slot)

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay — %1").replace("%1", self._table_name()))
        self.pov_label.setText(self.tr("&Point of view:"))
        self.damage.setText(self._damage_text())
        self.damage.setVisible(bool(self.damage.text()))
        if self.error is not None:
            self.error_label.setText(self.tr("This saved game cannot be replayed:\n%1")
                                     .replace("%1", self.error))
            return
        self._fill_pov_combo()
        self.moments_box.setTitle(self.tr("Moments"))
        self.moment_list.setHeaderLabels([self.tr("Clock"), self.tr("What happened")])
        tips = ((self.first_button, self.tr("The start (Home)")),
                (self.prev_phase_button, self.tr("The previous phase (Page Up)")),
                (self.prev_button, self.tr("One step back (←)")),
                (self.play_button, self.tr("Play / pause (Space)")),
                (self.next_button, self.tr("One step forward (→)")),
                (self.next_phase_button, self.tr("The next phase (Page Down)")),
                (self.last_button, self.tr("The end (End)")))
        for button, tip in tips:
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self._pov_hint()
        self._fill_moments()
        self._show_where()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _table_name(self) -> str:
        if self.loaded is None:
            return self.path.name
        return str(self.loaded.header.get("table", {}).get("name") or self.path.name)

    def _damage_text(self) -> str:
        parts = []
        if self.loaded is not None and self.loaded.dropped:
            parts.append(self.tr("This log was damaged; the replay stops at its last complete "
                                 "move. What was lost: %1").replace("%1", self.loaded.dropped))
        if self.broken:
            parts.append(self.tr("The replay stops early: %1").replace("%1", self.broken))
        return "\n".join(parts)

    def _fill_pov_combo(self) -> None:
        assert self.loaded is not None
        self.pov_combo.blockSignals(True)
        self.pov_combo.clear()
        self.pov_combo.addItem(icon("app"), self.tr("Everything (god view)"), GOD)
        self.pov_combo.addItem(icon("phase-day"), self.tr("The public board"),
                               PUBLIC)
        for name in self.seat_names():
            # names only: a role beside a name would tell the secret of the early moments
            self.pov_combo.addItem(icon("role-unknown"), name, f"{SEAT}:{name}")
        for index in range(self.pov_combo.count()):
            if self.pov_combo.itemData(index) == self.pov_key():
                self.pov_combo.setCurrentIndex(index)
        self.pov_combo.blockSignals(False)

    def seat_names(self) -> list[str]:
        """Every seat a point of view may follow: the players and the reserves."""
        assert self.loaded is not None
        return list(self.loaded.setup.players) + list(self.loaded.setup.reserves)

    def _pov_hint(self) -> None:
        if self.pov == GOD:
            text = self.tr("Every role, every move, the notebook and the mafia channel.")
        elif self.pov == PUBLIC:
            text = self.tr("What everybody saw: the board on the projector.")
        else:
            gender = genders_of({"registrations": self.registrations}).get(self.seat or "")
            text = texts.gendered(
                gender,
                self.tr("Only what %1 knew at each moment; the moments are the ones %1 "
                        "could notice."),
                self.tr("Only what %1 knew at each moment; the moments are the ones %1 "
                        "could notice.", "male"),
                self.tr("Only what %1 knew at each moment; the moments are the ones %1 "
                        "could notice.", "female")).replace("%1", self.seat or "")
        self.pov_hint.setText(text)

    # ----------------------------------------------------------------- point of view

    def pov_key(self) -> str:
        """The combo's data for the current point of view: "god", "public", "seat:Ann"."""
        return f"{SEAT}:{self.seat}" if self.pov == SEAT else self.pov

    def _pov_picked(self, index: int) -> None:
        data = self.pov_combo.itemData(index)
        if data:
            kind, _sep, seat = str(data).partition(":")
            self.set_pov(kind, seat or None)

    def set_pov(self, kind: str, seat: str | None = None) -> None:
        """GOD, PUBLIC, or SEAT with the player's name; stays at (about) the same moment."""
        if self.error is not None:
            return
        if kind == SEAT and (self.loaded is None or seat not in self.seat_names()):
            raise ValueError(f"no player {seat!r}")
        k = self.moments[self.visible[self.position]].k if self.visible else 0
        self.pov, self.seat = kind, seat if kind == SEAT else None
        self.visible = [i for i, m in enumerate(self.moments) if self._noticed(m)]
        self.position = max(i for i, m in enumerate(self.visible) if self.moments[m].k <= k)
        self._shown_k = None
        self.panel_reset = True
        self._fill_pov_combo()
        self._pov_hint()
        self.slider.blockSignals(True)
        self.slider.setMaximum(max(0, len(self.visible) - 1))
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self._fill_moments()
        self._render()

    # ----------------------------------------------------------------- moments

    def moment_texts(self) -> list[str]:
        """The labels of the moments the current point of view lists (for tests)."""
        return [self.moment_list.topLevelItem(i).text(1)
                for i in range(self.moment_list.topLevelItemCount())]

    def _fill_moments(self) -> None:
        self.moment_list.blockSignals(True)
        self.moment_list.setUpdatesEnabled(False)
        items = []
        for index in self.visible:
            moment = self.moments[index]
            text, tip = self._describe(moment)
            item = QTreeWidgetItem([moment_text(moment.now), text])
            item.setToolTip(1, text if not tip or tip == text else f"{text}\n\n{tip}")
            item.setIcon(0, icon(f"phase-{moment.phase}"))
            if (isinstance(moment.command, Act) and self.pov == SEAT
                    and moment.command.actor == self.seat):  # his own moves stand out
                font = item.font(1)
                font.setBold(True)
                item.setFont(1, font)
            items.append(item)
        # the current row let go and the list at its top first: cleared while scrolled to
        # a late moment, the list measured each wrapped row again for each one removed
        # (14,000 measures for 120 moments; a point-of-view switch took over a second)
        self.moment_list.setCurrentItem(None)
        self.moment_list.scrollToTop()
        self.moment_list.clear()
        self.moment_list.addTopLevelItems(items)
        self._select_row(self.position)
        self.moment_list.setUpdatesEnabled(True)
        self.moment_list.blockSignals(False)

    def _select_row(self, row: int) -> None:
        item = self.moment_list.topLevelItem(row)
        if item is not None:
            self.moment_list.setCurrentItem(item)
            self.moment_list.scrollToItem(item)

    def _visible_events(self, moment: Moment) -> list[dict[str, Any]]:
        events = list(moment.public)
        if self.pov == GOD:
            for name in sorted(moment.private):
                events += moment.private[name]
            events += moment.mafia
            events += moment.graveyard
        elif self.pov == SEAT:
            events += moment.private.get(self.seat or "", [])
            if self.seat in moment.readers:
                events += moment.mafia
            if self.seat in moment.mourners:
                events += moment.graveyard
        return events

    def _describe(self, moment: Moment) -> tuple[str, str]:
        """A moment's label and tooltip, as the current point of view may know it."""
        command = moment.command
        events = self._visible_events(moment)
        genders = genders_of({"registrations": self.registrations})
        lines = [texts.event_text(e, genders) for e in events]
        if command is None:
            return self.tr("The game begins"), "\n".join(lines)
        own = isinstance(command, Act) and (self.pov == GOD or command.actor == self.seat)
        if own:
            text = self._act_words(command)
        elif lines:
            text = lines[0]
        elif isinstance(command, Advance):
            text = self.tr("The clock moves to %1").replace("%1", moment_text(command.to))
        elif isinstance(command, RemovePlayer):
            text = self.tr("The host removes %1").replace("%1", command.name)
        else:
            text = ""
        if len(lines) > 1 and not own:
            text = self.tr("%1 (+%2 more)").replace("%1", text).replace(
                "%2", str(len(lines) - 1))
        return text, "\n".join(lines)

    def _act_words(self, act: Act) -> str:
        if act.text is not None:
            words = (self.tr("%1 to the mafia: \u201c%2\u201d") if act.channel is Channel.MAFIA
                     else self.tr("%1: \u201c%2\u201d"))
            return words.replace("%1", act.actor).replace("%2", act.text)
        return self.tr("%1 — %2").replace("%1", act.actor).replace(
            "%2", texts.deed_text(act.action.value, act.target or act.to))

    def _item_picked(self, item: QTreeWidgetItem | None, _previous: Any = None) -> None:
        if item is not None:
            self.go(self.moment_list.indexOfTopLevelItem(item))

    # ----------------------------------------------------------------- stepping

    def go(self, position: int) -> None:
        """Show the ``position``-th moment of the current point of view."""
        if self.error is not None or not self.visible:
            return
        position = max(0, min(position, len(self.visible) - 1))
        self.position = position
        for widget in (self.slider, self.moment_list):
            widget.blockSignals(True)
        self.slider.setValue(position)
        self._select_row(position)
        for widget in (self.slider, self.moment_list):
            widget.blockSignals(False)
        self._render()

    def jump_phase(self, direction: int) -> None:
        """To the first moment of the next (or this / the previous) phase."""
        if not self.visible:
            return
        phase_of = [(self.moments[i].phase, self.moments[i].now) for i in self.visible]
        current = phase_of[self.position][0]
        position = self.position
        if direction > 0:
            while position < len(self.visible) - 1 and phase_of[position][0] == current:
                position += 1
        else:
            # back to the start of this phase; if already there, to the previous one's
            while position > 0 and phase_of[position - 1][0] == current:
                position -= 1
            if position == self.position and position > 0:
                position -= 1
                current = phase_of[position][0]
                while position > 0 and phase_of[position - 1][0] == current:
                    position -= 1
        self.go(position)

    def _play(self, playing: bool) -> None:
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing
            else QStyle.StandardPixmap.SP_MediaPlay))
        if playing:
            if self.position >= len(self.visible) - 1:
                self.go(0)
            self.player.start()
        else:
            self.player.stop()

    def _tick(self) -> None:
        if self.position >= len(self.visible) - 1:
            self.play_button.setChecked(False)
            return
        self.go(self.position + 1)

    @property
    def k(self) -> int:
        """How many commands the shown moment has applied."""
        return self.moments[self.visible[self.position]].k if self.visible else 0

    # ----------------------------------------------------------------- rendering

    def current_view(self) -> dict[str, Any] | None:
        return self.view

    def _render(self) -> None:
        assert self.timeline is not None
        k = self.k
        game = self.timeline.game_at(k)
        backwards = self._shown_k is not None and k < self._shown_k
        reset = backwards or self.panel_reset
        self.panel_reset = False
        self._shown_k = k
        if self.pov == GOD:
            self.view = self._registered(god_view(game))
            self.god_widget.show_view(self.view)
            self.stage.setCurrentWidget(self.god_widget)
        elif self.pov == PUBLIC:
            self.view = self._registered(public_view(game))
            board = self._board(reset)
            board.show_view(self.view)
            self.stage.setCurrentWidget(board)
        else:
            assert self.seat is not None
            public = public_view(game)
            if any(row["name"] == self.seat for row in public["players"]):
                self.view = self._registered(self.timeline.view_at(k, self.seat))
            else:  # a reserve not seated yet sees what everybody sees
                self.view = self._registered(public)
            panel = self._panel(reset)
            panel.show_view(self.view)
            self.stage.setCurrentWidget(panel)
        self._show_where()

    def _registered(self, view: dict[str, Any]) -> dict[str, Any]:
        """An engine view with the players' registered characters, if the log has any."""
        return {**view, "registrations": self.registrations} if self.registrations else view

    def _board(self, fresh: bool) -> Any:
        if self.board is not None and not fresh:
            return self.board
        board_class = lazy_class("desktop.board.public_board", "PublicBoard")
        board = board_class() if board_class is not None else SimpleView()
        self._replace("board", board)
        return board

    def _panel(self, fresh: bool) -> Any:
        """A seat's panel; a new one after stepping back (panels keep the logs they saw)."""
        if self.panel is not None and not fresh:
            return self.panel
        panel_class = lazy_class("desktop.seat.window", "PlayerPanel")
        panel = (panel_class(self.app, None, read_only=True) if panel_class is not None
                 else SimpleView())
        self._replace("panel", panel)
        return panel

    def _replace(self, attribute: str, widget: QWidget) -> None:
        old = getattr(self, attribute)
        self.stage.addWidget(widget)
        setattr(self, attribute, widget)
        if old is not None:
            self.stage.removeWidget(old)
            old.deleteLater()

    def _show_where(self) -> None:
        if self.error is not None or not self.visible:
            return
        moment = self.moments[self.visible[self.position]]
        self.where.setText(self.tr("%1 / %2 · %3 · %4")
                           .replace("%1", str(self.position + 1))
                           .replace("%2", str(len(self.visible)))
                           .replace("%3", moment_text(moment.now))
                           .replace("%4", texts.phase_name(moment.phase)))
        self.prev_button.setEnabled(self.position > 0)
        self.first_button.setEnabled(self.position > 0)
        self.prev_phase_button.setEnabled(self.position > 0)
        last = self.position >= len(self.visible) - 1
        self.next_button.setEnabled(not last)
        self.last_button.setEnabled(not last)
        self.next_phase_button.setEnabled(not last)

