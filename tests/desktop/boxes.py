"""Answering a window's question box as a player does: ``answer_next_box`` clicks a button
of the next modal box that opens (a real click on the real button) and keeps its text."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


class BoxAnswer:
    """What the box said (``text``, ``title``), once it has been answered."""

    def __init__(self) -> None:
        self.text: str | None = None
        self.title: str | None = None


def answer_next_box(qtbot, button: QMessageBox.StandardButton) -> BoxAnswer:
    """Clicks ``button`` of the next modal message box (polled until it opens)."""
    answer = BoxAnswer()

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, poll)
            return
        answer.text, answer.title = box.text(), box.windowTitle()
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, poll)
    return answer
