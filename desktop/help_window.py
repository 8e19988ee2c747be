"""The guide a player opens with F1 or a help button: how a table works, each role of the
rules in play with its picture and what it can do when, and (Death Note) the notebook's
rules — short, in the app's language.

Owns ``HelpWindow``, ``help_html`` and ``open_help`` (one guide window per app, brought to
the front when asked again). The role texts are the role cards' own
(``desktop.texts.role_rules``), so the guide and the card never disagree. Its texts keep
the "Help" translation context. Must not import any other window, nor engine state.
"""

from __future__ import annotations

import base64
import html
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QEvent, QIODevice
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.screen_fit import fit_to_screen
from desktop.texts import preset_name, role_name, role_rules
from engine.options import Preset
from engine.presets import preset_rules

translate = QCoreApplication.translate

def roles_of(preset: Preset) -> list[str]:
    """The roles a table of ``preset`` deals (its metadata's deal words), each once: a
    word whose card says the same as an earlier one's (a second family's Don, the Death
    Note's elected boss) is not told again."""
    seen: set[str] = set()
    roles = []
    for word in preset_rules(preset).deal_words:
        rules = role_rules(word, preset.value)
        if rules and rules not in seen:
            seen.add(rules)
            roles.append(word)
    return roles


def _icon_uri(name: str, size: int = 40) -> str:
    """An icon as a PNG data URI (a help page is one HTML document)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    theme.pixmap(name, size).save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")


def _section(title: str, paragraphs: list[str]) -> str:
    return (f"<h2>{html.escape(title)}</h2>"
            + "".join(f"<p>{html.escape(text)}</p>" for text in paragraphs))


def _table_section() -> str:
    return _section(translate("Help", "How a table works"), [
        translate("Help", "One computer hosts the table: its host console opens it on the "
                          "local network, sets the rules and starts the game. The others "
                          "join from their launcher, where tables on the network appear by "
                          "themselves (or by typing the host's address). A projector or a "
                          "big screen can show the public board. On one computer passed "
                          "from hand to hand, play hot-seat: each player has his own turn "
                          "behind a curtain, with a PIN if he wants one."),
        translate("Help", "Each window shows only what its player may know: your role, "
                          "your results and your secrets are in your window alone. The "
                          "panel on the right always says what you can do right now, and "
                          "why an action is not possible."),
        translate("Help", "A game day has three phases. Day: talk in the chat and "
                          "nominate players for execution. Vote: vote for one of the "
                          "nominees (or abstain); the one with the most votes is executed. "
                          "Night: the roles act in secret; everybody else confirms he "
                          "sleeps, so that nobody can tell who has a role. The morning "
                          "newspaper tells who died."),
        translate("Help", "The game clock (for example \"day 2, 17:00\") runs through each "
                          "phase in the real time the host set, or the host moves the "
                          "phases on himself. Times in the rules — a death time, the end "
                          "of a loan — are game-clock times."),
    ])


def _roles_section(preset: Preset) -> str:
    title = translate("Help", "The roles")
    parts = [f"<h2>{html.escape(title)}</h2>", "<table>"]
    for role in roles_of(preset):
        parts.append(
            f"<tr><td valign='top' style='padding: 4px 12px 10px 0'>"
            f"<img src='{_icon_uri(theme.role_icon_name(role))}' width='40' height='40'>"
            f"</td><td valign='top' style='padding-bottom: 10px'>"
            f"<b>{html.escape(role_name(role))}</b><br>"
            f"{html.escape(role_rules(role, preset.value))}</td></tr>")
    parts.append("</table>")
    return "".join(parts)


def _notebook_section() -> str:
    return _section(translate("Help", "The Death Note"), [
        translate("Help", "The notebook has an owner and, during a loan, a holder. Only "
                          "the holder, alive, writes: at most one name per game day. "
                          "Without the eyes he may write only between 21:00 and 21:30 of "
                          "a night, and only a player on the nominee list; such a writer "
                          "is hidden from checks. With the eyes (a trade that cannot be "
                          "undone) he writes anybody at any time, but checks see him."),
        translate("Help", "A name may get a death time (never in the past) and "
                          "circumstances, printed in the newspaper; a \"light corpse\" "
                          "makes the victim's role public. A death at night is in the "
                          "morning newspaper; a death by day is announced at once."),
        translate("Help", "By day the owner may lend the notebook until a game-clock time "
                          "(the borrower is not told by whom) or give it away for good to "
                          "a random player. A holder who never wrote in it may destroy it "
                          "— except the first Kira."),
        translate("Help", "When the owner dies holding it, the notebook passes on: to L if "
                          "L shot him, to a mafioso if the mafia did, else to a random "
                          "player after the night. Its new owner is told, never by whom."),
    ])


def help_html(preset: Preset) -> str:
    """The whole guide for a table of ``preset``, in the current language."""
    body = [_table_section(), _roles_section(preset)]
    if preset_rules(preset).has_notebook:
        body.append(_notebook_section())
    return "<html><body>" + "".join(body) + "</body></html>"


class HelpWindow(QDialog):
    """The guide, with the rules to read chosen at its top (the table's by default)."""

    def __init__(self, preset: Preset | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help")
        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("help-preset")
        for choice in Preset:
            self.preset_combo.addItem("", choice.value)
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(
            preset.value if preset else None)))
        self.preset_combo.currentIndexChanged.connect(lambda _i: self.render())
        self.text = QTextBrowser()
        self.text.setObjectName("help-text")
        self.text.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_combo)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 820, 760)
        self.retranslate()

    @property
    def preset(self) -> Preset:
        return Preset(self.preset_combo.currentData())

    def show_preset(self, preset: Preset) -> None:
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset.value))
        self.render()

    def render(self) -> None:
        self.text.setHtml(help_html(self.preset))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "How to play — DN Mafia"))
        self.preset_label.setText(translate("Help", "Rules:"))
        for index, choice in enumerate(Preset):
            self.preset_combo.setItemText(index, preset_name(choice.value))
        self.render()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_help(app: Any, preset: Preset | str | None = None) -> HelpWindow:
    """The app's guide, shown and raised (one window, reused), at ``preset``'s rules."""
    window = getattr(app, "help_window", None)
    chosen = Preset(preset) if preset else None
    if window is None:
        window = HelpWindow(chosen)
        app.help_window = window
    elif chosen is not None:
        window.show_preset(chosen)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def add_help_shortcut(window: QWidget, app: Any, preset: Any = None) -> None:
    """F1 in ``window`` (and its children) opens the guide; ``preset``: a callable giving
    the rules the window's table plays (None: the Death Note's)."""
    from PySide6.QtGui import QKeySequence, QShortcut

    shortcut = QShortcut(QKeySequence.StandardKey.HelpContents, window)
    shortcut.activated.connect(lambda: open_help(app, preset() if preset else None))
