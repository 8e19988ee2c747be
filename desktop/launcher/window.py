"""The launcher: the first window of ``dnmafia``. Big choices (host a table, join one, hot-seat
on this computer, resume a saved game, the group's record, the rules sandbox), the
player's name, the language and the sound switch.

Owns ``Launcher`` and its tiles. Its pages live in their own modules (the join page's
names are re-exported here): ``desktop.launcher.join_page.JoinPage`` (tables found on the LAN, live,
and a manual address; joining as a player or watching as a spectator),
``desktop.launcher.saved_games.SavedGamesPage`` (the game logs on disk: resume, replay, export the
story, delete) and ``desktop.group.page.GroupPage`` (the group's record: its figures,
import, merge, export); the helpers they share are in ``desktop.launcher.common``. The
saved-games and group pages are built on first use (they read the logs: netproto.storage
and the engine; the record), LAN
browsing and the version label come just after the window is on screen — and, when the
app starts with it, the question about an unfinished game (``desktop.launcher.resume_prompt``) —
and every other window is imported lazily, when the user asks for it. Renders what netproto reports;
computes no rule. Must not import engine internals.
"""

from __future__ import annotations

import base64
import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.app import APP_NAME, DesktopApp, lazy_class
from desktop.i18n import Language
from desktop.launcher.common import LANGUAGES
from desktop.launcher.join_page import JOIN_TIMEOUT_MS, JoinAttempt, JoinPage, parse_address
from desktop.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from desktop.group.page import GroupPage
    from desktop.launcher.saved_games import SavedGamesPage

__all__ = [  # what other modules and the tests import from here
    "Launcher", "Tile", "svg_pixmap", "LANGUAGES", "JOIN_TIMEOUT_MS", "JoinAttempt", "JoinPage",
    "parse_address",
]

# how long after the window is shown its LAN browsing starts and its version is looked up
AFTER_SHOWN_MS = 50
# the choices shown as pages of this window (the others open a window)
PAGES = ("join", "resume", "group")
# and how long after that the saved games are read for an unfinished one (the app's start)
OFFER_RESUME_MS = 150

# the launcher's own pictures (drawn here: nothing copyrighted)
_TILE_SVG = {
    "host": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<ellipse cx="32" cy="42" rx="26" ry="11" fill="#4f9a76"/>
<circle cx="12" cy="24" r="5" fill="#2f3b59"/><circle cx="32" cy="17" r="6" fill="#c0392b"/>
<circle cx="52" cy="24" r="5" fill="#2f3b59"/>
<path d="M26 9 L29 3 L32 8 L35 3 L38 9 Z" fill="#f2b33d"/></svg>""",
    "join": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M8 26 A34 34 0 0 1 56 26" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/>
<path d="M16 35 A23 23 0 0 1 48 35" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/>
<path d="M24 44 A12 12 0 0 1 40 44" stroke="#2f3b59" stroke-width="5" fill="none"
 stroke-linecap="round"/><circle cx="32" cy="53" r="5" fill="#c0392b"/></svg>""",
    "hotseat": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="12" y="12" width="40" height="28" rx="3" fill="#2f3b59"/>
<rect x="16" y="16" width="32" height="20" fill="#f4f1ea"/>
<path d="M6 46 H58 L54 52 H10 Z" fill="#4a4438"/>
<path d="M22 30 C22 24 27 22 32 22 C37 22 42 24 42 30" stroke="#c0392b" stroke-width="3"
 fill="none"/></svg>""",
    "resume": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="10" y="8" width="44" height="50" rx="4" fill="#1d1d22"/>
<rect x="18" y="16" width="28" height="4" rx="2" fill="#f4f1ea"/>
<rect x="18" y="25" width="22" height="4" rx="2" fill="#f4f1ea"/>
<circle cx="44" cy="44" r="13" fill="#4f9a76"/>
<path d="M40 37 L51 44 L40 51 Z" fill="#ffffff"/></svg>""",
    "group": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="8" y="34" width="10" height="22" rx="2" fill="#4f9a76"/>
<rect x="22" y="22" width="10" height="34" rx="2" fill="#c0392b"/>
<rect x="36" y="28" width="10" height="28" rx="2" fill="#2f3b59"/>
<path d="M6 58 H58" stroke="#4a4438" stroke-width="3"/>
<circle cx="53" cy="14" r="6" fill="#f2b33d"/>
<path d="M44 30 C44 23 48 21 53 21 C58 21 62 23 62 30" fill="#f2b33d"/></svg>""",
    "sandbox": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M24 6 H40 M27 6 V24 L10 52 C8 56 10 58 14 58 H50 C54 58 56 56 54 52 L37 24 V6"
 stroke="#2f3b59" stroke-width="4" fill="#f4f1ea" stroke-linejoin="round"/>
<path d="M17 44 H47 L52 53 C53 55 52 56 50 56 H14 C12 56 11 55 12 53 Z" fill="#6b3fa0"/>
<circle cx="28" cy="50" r="2" fill="#f4f1ea"/><circle cx="36" cy="47" r="1.5" fill="#f4f1ea"/>
</svg>""",
}

_STYLE = """
QWidget#launcherHeader { background: #2f3b59; }
QWidget#launcherHeader QLabel { color: #f4f1ea; }
QWidget#launcherHeader QCheckBox { color: #f4f1ea; }
QLabel#launcherTitle { font-size: 22pt; font-weight: 700; }
QLabel#launcherSubtitle { color: #c9cedb; }
QPushButton#launcherTile { text-align: left; padding: 10px; border: 1px solid #d3cec3;
                           border-radius: 8px; background: #fbfaf7; }
QPushButton#launcherTile:hover { background: #f1ede4; }
QPushButton#launcherTile:checked { background: #e6e1d5; border: 2px solid #2f3b59; }
QLabel#tileTitle { font-size: 13pt; font-weight: 600; color: #2f3b59; }
QTreeWidget#tables { font-size: 12pt; }
QTreeWidget#tables::item { padding: 6px 2px; }
QLabel#pageHeading { font-size: 16pt; font-weight: 700; color: #2f3b59; }
QLabel#status[error="true"] { color: #a93226; font-weight: 600; }
QLabel#status[error="false"] { color: #2f5f46; }
QLabel#damage { color: #8c3a1c; background: #fbe9dd; border: 1px solid #e3b9a1;
                border-radius: 4px; padding: 6px; }
"""


def svg_pixmap(svg: str, size: int) -> QPixmap:
    px = QPixmap(QSize(size, size))
    px.fill(Qt.GlobalColor.transparent)
    painter = QPainter(px)
    from PySide6.QtSvg import QSvgRenderer  # loaded with the first picture drawn

    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    return px


class Tile(QPushButton):
    """One of the launcher's big choices: a picture, a title and a line of explanation."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName("launcherTile")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(84)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(14)
        picture = QLabel()
        picture.setPixmap(svg_pixmap(_TILE_SVG[key], 48))
        picture.setFixedSize(52, 52)
        row.addWidget(picture)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("tileTitle")
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setProperty("hint", True)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        row.addLayout(words, 1)
        for child in (picture, self.title, self.detail):
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def set_texts(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.setAccessibleName(title)
        self.setToolTip(detail)


# --------------------------------------------------------------------------- launcher


class Launcher(QMainWindow):
    """The first window: big choices, the player's name, the language and the sounds.
    ``offer_resume``: once on screen, ask about an unfinished game (the app's start)."""

    GEOMETRY_KEY = "launcher"

    def __init__(self, app: DesktopApp, parent: QWidget | None = None, *,
                 offer_resume: bool = False) -> None:
        super().__init__(parent)
        self.app = app
        self._offer_resume = offer_resume
        self.resume_prompt: QWidget | None = None  # the start's question, while it is open
        self.unfinished_checked = False  # the saved games were read for that question
        self.windows: list[QWidget] = []
        self.setWindowIcon(theme.icon("app"))
        self.setStyleSheet(_STYLE)
        self.setMinimumSize(900, 600)

        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)

        self._build_header(app, root)
        body = self._build_tiles()

        self.pages = QStackedWidget()
        self.join_page = JoinPage(app, self.name)
        self.join_page.opened.connect(self._opened)
        self.pages.addWidget(self.join_page)
        self._saved_page: SavedGamesPage | None = None
        self._group_page: GroupPage | None = None
        body.addWidget(self.pages, 1)
        root.addLayout(body, 1)
        self.setCentralWidget(central)

        self._add_shortcuts()
        # a bound slot: Qt lets it go with the window (a lambda outlived a closed launcher
        # and touched its deleted combo box at the next language change)
        app.languageChanged.connect(self._show_language)
        self._restore_geometry()
        self._show_page("join")
        self._browsing_started = False
        self._after_shown_timer = QTimer(self)
        self._after_shown_timer.setSingleShot(True)
        self._after_shown_timer.setInterval(AFTER_SHOWN_MS)
        self._after_shown_timer.timeout.connect(self._after_shown)
        self._version: str | None = None
        self.retranslate()

    def _build_header(self, app: DesktopApp, root: QVBoxLayout) -> None:
        """The header: the logo and title, the player's name, the language, the sounds,
        help."""
        header = QWidget()
        header.setObjectName("launcherHeader")
        header.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bar = QHBoxLayout(header)
        bar.setContentsMargins(18, 12, 18, 12)
        logo = QLabel()
        logo.setPixmap(theme.pixmap("app", 52))
        bar.addWidget(logo)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.title = QLabel(APP_NAME)
        self.title.setObjectName("launcherTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("launcherSubtitle")
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        bar.addLayout(titles)
        bar.addStretch(1)
        self.name_label = QLabel()
        self.name = QLineEdit(app.settings.player_name)
        self.name.setMaxLength(32)
        self.name.setMinimumWidth(200)
        self.name.editingFinished.connect(self._store_name)
        self.name_label.setBuddy(self.name)
        bar.addWidget(self.name_label)
        bar.addWidget(self.name)
        bar.addSpacing(16)
        self.language_label = QLabel()
        self.language = QComboBox()
        for _lang, label in LANGUAGES:
            self.language.addItem(label)
        self.language_label.setBuddy(self.language)
        self._show_language(app.language)
        self.language.currentIndexChanged.connect(self._language_picked)
        bar.addWidget(self.language_label)
        bar.addWidget(self.language)
        bar.addSpacing(16)
        self.sounds = QCheckBox()
        self.sounds.setChecked(app.settings.sounds)
        self.sounds.toggled.connect(app.set_sounds)
        bar.addWidget(self.sounds)
        bar.addSpacing(16)
        self.help_button = QPushButton()
        self.help_button.setObjectName("help-button")
        self.help_button.clicked.connect(self.open_help)
        bar.addWidget(self.help_button)
        QShortcut(QKeySequence.StandardKey.HelpContents, self, self.open_help)
        root.addWidget(header)

    def _build_tiles(self) -> QHBoxLayout:
        """The body's left column: the choice tiles and the version; returns the body's
        row."""
        body = QHBoxLayout()
        body.setContentsMargins(16, 16, 16, 16)
        body.setSpacing(16)
        side = QVBoxLayout()
        side.setSpacing(10)
        self.tiles: dict[str, Tile] = {}
        for key in ("host", "join", "hotseat", "resume", "group", "sandbox"):
            tile = Tile(key)
            tile.clicked.connect(lambda _=False, k=key: self.choose(k))
            self.tiles[key] = tile
            side.addWidget(tile)
        for key in PAGES:  # the choices that are pages of this window
            self.tiles[key].setCheckable(True)
        side.addStretch(1)
        self.version = QLabel()
        self.version.setProperty("hint", True)
        side.addWidget(self.version)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(360)
        body.addWidget(side_widget)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        body.addWidget(line)
        return body

    def _add_shortcuts(self) -> None:
        """A key for each choice tile."""
        QShortcut(QKeySequence("Ctrl+J"), self, lambda: self.choose("join"))
        QShortcut(QKeySequence("Ctrl+H"), self, lambda: self.choose("host"))
        QShortcut(QKeySequence("Ctrl+R"), self, lambda: self.choose("resume"))
        QShortcut(QKeySequence("Ctrl+T"), self, lambda: self.choose("hotseat"))
        QShortcut(QKeySequence("Ctrl+E"), self, lambda: self.choose("sandbox"))
        QShortcut(QKeySequence("Ctrl+G"), self, lambda: self.choose("group"))

    def open_help(self) -> None:
        """The guide (imported only now: the launcher is shown without it)."""
        from desktop.help_window import open_help

        open_help(self.app)

    # ----------------------------------------------------------------- texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("DN Mafia"))
        self.subtitle.setText(self.tr("Death Note mafia around one table"))
        self.name_label.setText(self.tr("Your &name:"))
        self.name.setPlaceholderText(self.tr("how the others call you"))
        self.language_label.setText(self.tr("&Language:"))
        self.help_button.setText(self.tr("How to play (F1)"))
        self.sounds.setText(self.tr("Sounds"))
        self.sounds.setToolTip(self.tr("A sound when a phase changes or something private "
                                       "happens"))
        words = {
            "host": (self.tr("Host a table"),
                     self.tr("Set up a game for friends on this network (Ctrl+H)")),
            "join": (self.tr("Join a table"),
                     self.tr("Sit at a table hosted on this network (Ctrl+J)")),
            "hotseat": (self.tr("Hot-seat on this computer"),
                        self.tr("One laptop passed from player to player (Ctrl+T)")),
            "resume": (self.tr("Saved games"),
                       self.tr("Resume, replay or export a game (Ctrl+R)")),
            "group": (self.tr("Group"),
                      self.tr("Players, roles and ratings of the games played (Ctrl+G)")),
            "sandbox": (self.tr("Rules sandbox"),
                        self.tr("Run a scenario file and see what the rules do (Ctrl+E)")),
        }
        for key, (title, detail) in words.items():
            self.tiles[key].set_texts(title, detail)
        if self._version is not None:  # known once the window is on screen
            self.version.setText(self.tr("Version %1").replace("%1", self._version))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_language(self, language: Language | str) -> None:
        index = [lang for lang, _ in LANGUAGES].index(Language(language))
        if self.language.currentIndex() != index:
            self.language.blockSignals(True)
            self.language.setCurrentIndex(index)
            self.language.blockSignals(False)

    def _language_picked(self, index: int) -> None:
        self.app.set_language(LANGUAGES[index][0])

    def _store_name(self) -> None:
        name = self.name.text().strip()
        if name != self.app.settings.player_name:
            self.app.settings.player_name = name
            self.app.store_settings()

    # ----------------------------------------------------------------- choices

    def choose(self, key: str) -> QWidget | None:
        """What a tile does: show a page, or open a window (returned)."""
        self._store_name()
        if key in PAGES:
            self._show_page(key)
            return None
        if key == "host":
            window_class = lazy_class("desktop.host.console", "HostConsole")
            window = window_class(self.app) if window_class is not None else None
        elif key == "hotseat":
            window_class = lazy_class("desktop.hotseat.window", "HotSeatWindow")
            window = window_class(self.app) if window_class is not None else None
        else:
            from desktop.sandbox import RulesSandbox

            window = RulesSandbox(self.app)
        if window is None:
            QMessageBox.information(self, self.tr("Not available"),
                                    self.tr("This part of the app is not available in this "
                                            "version."))
            return None
        self._opened(window)
        self.app.keep(window)
        window.show()
        window.raise_()
        return window

    def _opened(self, window: object) -> None:
        if isinstance(window, QWidget) and window not in self.windows:
            self.windows.append(window)
            window.destroyed.connect(lambda *_, w=window: self.windows.remove(w)
                                     if w in self.windows else None)

    @property
    def saved_page(self) -> SavedGamesPage:
        """The saved games page, built the first time it is shown or asked for."""
        if self._saved_page is None:
            from desktop.launcher.saved_games import SavedGamesPage

            self._saved_page = SavedGamesPage(self.app)
            self._saved_page.opened.connect(self._opened)
            self.pages.addWidget(self._saved_page)
        return self._saved_page

    @property
    def group_page(self) -> GroupPage:
        """The group's record page, built the first time it is shown or asked for."""
        if self._group_page is None:
            from desktop.group.page import GroupPage

            self._group_page = GroupPage()
            self.pages.addWidget(self._group_page)
        return self._group_page

    def _show_page(self, key: str) -> None:
        page = {"join": lambda: self.join_page, "resume": lambda: self.saved_page,
                "group": lambda: self.group_page}[key]()
        self.pages.setCurrentWidget(page)
        for other in PAGES:
            self.tiles[other].setChecked(key == other)
        if key == "resume":
            self.saved_page.refresh()
        elif key == "group":
            self.group_page.refresh()
        elif self.isVisible():
            self.join_page.start_browsing()

    def show_join(self) -> None:
        self.choose("join")

    def show_saved_games(self) -> None:
        self.choose("resume")

    def show_group(self) -> None:
        self.choose("group")

    # ----------------------------------------------------------------- life

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._browsing_started:
            self._browsing_started = True
            # after the window is on screen: zeroconf's import and start, and the version
            # (importlib.metadata, netproto.storage) cost a moment
            self._after_shown_timer.start()

    def hold_after_shown(self) -> None:
        """Skip the after-shown step (``DNMAFIA_EXIT_WHEN_SHOWN=1``: the app quits as soon
        as the window is shown; on a busy machine that step was due in the same pass)."""
        self._after_shown_timer.stop()

    def _after_shown(self) -> None:
        from netproto.storage import app_version

        self._version = app_version()
        self.retranslate()
        if self.isVisible() and self.pages.currentWidget() is self.join_page:
            self.join_page.start_browsing()
        if self._offer_resume:  # the saved games are read a moment later still
            self._offer_resume = False
            QTimer.singleShot(OFFER_RESUME_MS, self, self.offer_unfinished)

    # ----------------------------------------------------------------- after a crash

    def offer_unfinished(self) -> None:
        """Ask about the newest unfinished game hosted here (not running now, not left
        alone by the user), if there is one."""
        from desktop.launcher.resume_prompt import ResumePrompt, unfinished_rows

        rows = unfinished_rows(self.app.settings.resume_dismissed)
        self.unfinished_checked = True
        if not rows:
            return
        prompt = ResumePrompt(rows, self)
        prompt.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        prompt.chosen.connect(lambda choice, p=prompt: self._unfinished_chosen(p, choice))
        self.resume_prompt = prompt
        prompt.open()

    def _unfinished_chosen(self, prompt: Any, choice: Any) -> None:
        from desktop.launcher.resume_prompt import PromptChoice

        self.resume_prompt = None
        path = prompt.row.path
        if choice is PromptChoice.NOT_NOW:
            return
        if choice in (PromptChoice.FORGET, PromptChoice.SAVED_GAMES):
            self._leave_alone(path.name)
        if choice is PromptChoice.FORGET:
            return
        self.show_saved_games()
        page = self.saved_page
        page.select_path(path)
        if choice is PromptChoice.RESUME:
            page.resume_selected()  # a damaged log asks first; a refusal shows on the page

    def _leave_alone(self, name: str) -> None:
        """Never ask about this log again (names of logs gone are dropped meanwhile)."""
        from netproto.storage import games_dir

        folder = games_dir()
        kept = [n for n in self.app.settings.resume_dismissed if (folder / n).exists()]
        self.app.settings.resume_dismissed = sorted({*kept, name})
        self.app.store_settings()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._store_name()
        self.join_page.stop_browsing()
        if self.join_page.attempt is not None:
            self.join_page.cancel()
        if self._group_page is not None:
            self._group_page.stop()
        with contextlib.suppress(Exception):
            self.app.settings.geometry[self.GEOMETRY_KEY] = base64.b64encode(
                bytes(self.saveGeometry().data())).decode("ascii")
            self.app.store_settings()
        super().closeEvent(event)

    def _restore_geometry(self) -> None:
        saved = self.app.settings.geometry.get(self.GEOMETRY_KEY)
        if saved:
            with contextlib.suppress(ValueError):
                if self.restoreGeometry(QByteArray(base64.b64decode(saved))):
                    return
        fit_to_screen(self, 1180, 760)
