"""The hot-seat privacy pages: ``CurtainPage`` ("Pass the laptop to Ann", nothing secret
on it, and the PIN check) and ``PrivatePage`` (one player's private screen around his
panel, with "Done — hide my screen").

Shows what it is given; checks no PIN itself (the window does, with its salted hashes).
Must not import ``desktop.hotseat.window`` nor any other window.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QRegularExpression,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.hotseat.common import PIN_DIGITS, primary

# the curtain's own look: dark, in big type
_STYLE = """
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
"""


class CurtainPage(QFrame):
    """"Pass the laptop to Ann": nothing secret on it; a PIN when the player has one."""

    revealRequested = Signal(str)  # the PIN typed ("" without one)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        self.player = ""
        self.has_pin = False
        self._build_texts()
        self._build_pin()
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

    def _build_texts(self) -> None:
        """The lock, the player's name, the round and the hint."""
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

    def _build_pin(self) -> None:
        """The PIN's field, its error line and the show button."""
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
        primary(self.show_button)
        self.show_button.setDefault(True)

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
