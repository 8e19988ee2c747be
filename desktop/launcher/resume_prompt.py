"""The question at the app's start after a crash: "You have an unfinished game — resume
it?".

Owns ``unfinished_rows`` (the games hosted on this computer — their logs are in its games
folder — that are neither finished nor played now, and that the user did not ask to be
left alone about), ``PromptChoice`` and ``ResumePrompt`` (the dialog: resume, open Saved
games, "Not now" — asked again at the next start — or "Don't ask about this game"). The
launcher shows it once, after its window is on screen, and does what was chosen. Must not
import the launcher.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.launcher.saved_games import GameRow, game_date, saved_game_rows
from netproto.log_lock import Holder


def unfinished_rows(dismissed: Iterable[str] = ()) -> list[GameRow]:
    """The unfinished games to offer, newest first (``dismissed``: log file names)."""
    left_alone = set(dismissed)
    return [row for row in saved_game_rows()
            if row.saved is not None and not row.saved.finished
            and row.running is Holder.NOBODY and row.path.name not in left_alone]


class PromptChoice(enum.Enum):
    RESUME = "resume"
    SAVED_GAMES = "saved_games"  # look at them all (this one is not asked about again)
    NOT_NOW = "not_now"  # asked again at the next start
    FORGET = "forget"  # never asked about this game again (it stays in Saved games)


class ResumePrompt(QDialog):
    """The newest unfinished game and what to do with it; ``chosen`` says what (closing
    the dialog is "Not now")."""

    chosen = Signal(object)  # PromptChoice

    def __init__(self, rows: list[GameRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.row = rows[0]
        self._said = False
        self.setObjectName("resumePrompt")
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        # never narrower than its buttons (the wrapped words take the width they leave)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.details)
        self.more = QLabel()
        self.more.setWordWrap(True)
        layout.addWidget(self.more)
        self.hint = QLabel()
        self.hint.setProperty("hint", True)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.setProperty("primary", True)
        self.resume_button.setDefault(True)
        self.saved_button = QPushButton()
        self.not_now_button = QPushButton()
        self.forget_button = QPushButton()
        for button, choice in ((self.resume_button, PromptChoice.RESUME),
                               (self.saved_button, PromptChoice.SAVED_GAMES),
                               (self.not_now_button, PromptChoice.NOT_NOW),
                               (self.forget_button, PromptChoice.FORGET)):
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.saved_button)
        buttons.addStretch(1)
        buttons.addWidget(self.not_now_button)
        buttons.addWidget(self.forget_button)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("An unfinished game"))
        self.heading.setText(self.tr("You have an unfinished game — resume it?"))
        game = self.row.saved
        assert game is not None
        kind = self.tr("Hot-seat") if self.row.hotseat else self.tr("LAN table")
        name = game.table_name or self.tr("(unnamed)")
        self.details.setText(
            "<b>{name}</b> · {kind} · {date}<br>{players}<br>{state}".format(
                name=_html(name), kind=_html(kind), date=_html(game_date(game.created)),
                players=_html(", ".join(game.players)),
                state=_html(self.tr("Interrupted after %n move(s).", "", game.commands))))
        others = len(self.rows) - 1
        self.more.setText(self.tr("%n more unfinished game(s) in Saved games.", "", others)
                          if others else "")
        self.more.setVisible(bool(others))
        self.hint.setText(self.tr("“Not now” asks again at the next start; “Don't ask about "
                                  "this game” does not — the game stays in Saved games."))
        self.resume_button.setText(self.tr("Resume"))
        self.saved_button.setText(self.tr("Saved games…"))
        self.not_now_button.setText(self.tr("Not now"))
        self.forget_button.setText(self.tr("Don't ask about this game"))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _choose(self, choice: PromptChoice) -> None:
        if not self._said:
            self._said = True
            self.chosen.emit(choice)
        self.accept()

    def done(self, result: int) -> None:  # Esc, the title bar's close: "Not now"
        if not self._said:
            self._said = True
            self.chosen.emit(PromptChoice.NOT_NOW)
        super().done(result)


def _html(text: str) -> str:
    import html

    return html.escape(text)
