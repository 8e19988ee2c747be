"""The player window's word on its link, in the status bar: the link's state (connected,
reconnecting, closed — with the last error said), and the acts not answered yet (sending,
or waiting for the link).

Owns ``LinkStatus``, the two status-bar labels and what they say; the player window adds
them to its status bar and forwards the link's signals. Its texts keep the
"PlayerWindow" translation context they were written in. Reads the link only (its state,
error and pending acts); must not import netproto's transports or the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar

from desktop import theme
from desktop.texts import link_error

translate = QCoreApplication.translate
STATE_COLOURS = {"connected": "#2f7a3f", "reconnecting": "#c0392b", "closed": "#a93226"}


def state_texts() -> dict[str, str]:
    return {
        "connected": translate("PlayerWindow", "● Connected"),
        "connecting": translate("PlayerWindow", "○ Connecting…"),
        "reconnecting": translate("PlayerWindow", "◌ Connection lost — reconnecting…"),
        "disconnected": translate("PlayerWindow", "○ Not connected"),
        "closed": translate("PlayerWindow", "✕ Disconnected"),
    }


class LinkStatus:
    """The two labels (``connection``, ``outbox``) of a window's status bar for ``link``;
    ``pending_text`` words the acts waiting (the panel's, which knows their labels)."""

    def __init__(self, bar: QStatusBar, link: Any,
                 pending_text: Callable[[list[Any]], str]) -> None:
        self.bar = bar
        self.link = link
        self.pending_text = pending_text
        self.connection = QLabel()
        self.connection.setObjectName("connection")
        self.outbox = QLabel()  # the acts not answered yet (sending / waiting for the link)
        self.outbox.setObjectName("outbox")
        self.outbox.hide()
        self.error_text = ""

    def pending_changed(self) -> None:
        acts = self.link.pending_acts()
        self.outbox.setText(self.pending_text(acts))
        theme.set_style_sheet(self.outbox, "color: #b9770e; font-weight: 600; padding: 0 8px;"
                              if any(not act.sending for act in acts) else
                              "color: #6f6a60; padding: 0 8px;")
        self.outbox.setVisible(bool(acts))

    def state_changed(self, state: Any) -> bool:
        """Whether the link is back at the table (what the lost link said is over)."""
        back = str(getattr(state, "value", state)) == "connected"
        if back:
            self.error_text = ""
            self.bar.clearMessage()
        self.show_state()
        return back

    def show_state(self) -> None:
        state = str(getattr(self.link.state, "value", self.link.state))
        text = state_texts().get(state, state)
        if self.error_text and state != "connected":
            text += " — " + self.error_text
        self.connection.setText(text)
        theme.set_style_sheet(
            self.connection, f"color: {STATE_COLOURS.get(state, '#6f6a60')}; "
                             "font-weight: 600; padding: 0 8px;")

    def error(self, code: str, message: str) -> str:
        """Says the link's error (the status bar for a while, the state line until the
        link is back) and returns its words."""
        self.error_text = link_error(code, message, getattr(self.link, "retry_after", None))
        self.bar.showMessage(self.error_text, 15000)
        self.show_state()
        return self.error_text
