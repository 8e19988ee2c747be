"""The public board at the end: the whole story — every death with the role and the cause,
and in a game with the notebook its path from hand to hand and every name written in it
(``StoryPage``).

Owns ``StoryPage``. Reads the public view's ``story`` through ``desktop.view_access``;
renders it, never computes a rule. Its texts keep the board's translation context
("PublicBoard"). Must not import any window, nor engine state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop import texts, theme
from desktop.board.blocks import ListPanel, fill_list, label
from desktop.board.style import MIN_TEXT_PX
from desktop.moments import moment_text
from desktop.view_access import View, genders_of, story_of, winner_of
from engine.presets import preset_rules
from engine.view_types import Story, StoryNotebook

translate = QCoreApplication.translate


class StoryPage(QWidget):
    """The side of the end board. Its titles are set only when a story is shown: before
    the end the board holds no word of the notebook, not even in a hidden label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.winner = label("winner", wrap=True, parent=self)
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deaths_panel = ListPanel(self, stretch=1)
        self.path_panel = ListPanel(self, stretch=1)
        self.entries_panel = ListPanel(self, stretch=1)
        self.winner.hide()  # the banner says who won; kept for windows that want it
        box.addWidget(self.winner)
        box.addWidget(self.deaths_panel)
        box.addWidget(self.path_panel)
        box.addWidget(self.entries_panel)
        box.addStretch(1)

    def show_view(self, view: View, scale: float) -> None:
        self.deaths_panel.title.setText(translate("PublicBoard", "Deaths"))
        self.winner.setText(texts.winner_text(winner_of(view)))
        story = story_of(view)
        fill_list(self.deaths_panel.lines, self._death_lines(story, genders_of(view)))
        # a game without a notebook (classic) tells no word of one
        notebook = preset_rules(view.get("preset")).has_notebook
        self.path_panel.setVisible(notebook)
        self.entries_panel.setVisible(notebook)
        lists = [self.deaths_panel.lines]
        if notebook:
            self.path_panel.title.setText(translate("PublicBoard", "The notebook's path"))
            self.entries_panel.title.setText(translate("PublicBoard",
                                                       "Names written in the notebook"))
            book: StoryNotebook | dict = story.get("notebook") or {}
            fill_list(self.path_panel.lines, self._path_lines(book))
            fill_list(self.entries_panel.lines, self._entry_lines(book))
            lists += [self.path_panel.lines, self.entries_panel.lines]
        # long lists get more room and, when very long, a smaller font: all of it shows
        total = sum(max(2, widget.count()) for widget in lists)
        shrink = max(0.55, min(1.0, 20 / total))
        for widget in lists:
            size = max(MIN_TEXT_PX, round(23 * scale * shrink))
            theme.set_style_sheet(widget, f"font-size: {size}px;")

    @staticmethod
    def _death_lines(story: Story, genders: texts.Genders) -> list[str]:
        roles = story.get("roles") or {}
        deaths = []
        for death in story.get("deaths") or []:
            name = str(death.get("name", ""))
            deaths.append(translate("PublicBoard", "%1  %2 (%3): %4").replace(
                "%1", moment_text(death.get("at"))).replace("%2", name).replace(
                "%3", texts.role_name(roles.get(name), genders.get(name))).replace(
                "%4", texts.death_cause(death.get("cause"), genders.get(name))))
        return deaths or [translate("PublicBoard", "Nobody died.")]

    @staticmethod
    def _path_lines(book: StoryNotebook | dict) -> list[str]:
        steps = book.get("path") or []
        path = [translate("PublicBoard", "%1  %2: %3").replace(
                    "%1", moment_text(step.get("at"))).replace(
                    "%2", texts.notebook_step(str(step.get("what", "")))).replace(
                    "%3", str(step.get("who") or ""))
                for step in steps]
        if book.get("destroyed") and not any(s.get("what") == "destroyed" for s in steps):
            path.append(texts.notebook_step("destroyed"))
        return path or [translate("PublicBoard", "The notebook never changed hands.")]

    @staticmethod
    def _entry_lines(book: StoryNotebook | dict) -> list[str]:
        entries = []
        for entry in book.get("entries") or []:
            line = translate("PublicBoard", "%1  %2 wrote %3").replace(
                "%1", moment_text(entry.get("written_at"))).replace(
                "%2", str(entry.get("writer", ""))).replace("%3", str(entry.get("target", "")))
            if entry.get("death_at"):
                line += "  " + translate("PublicBoard", "(death at %1)").replace(
                    "%1", moment_text(entry["death_at"]))
            if entry.get("circumstances"):
                line += "  " + translate("PublicBoard", "— %1").replace(
                    "%1", str(entry["circumstances"]))
            if entry.get("light_corpse"):
                line += "  " + translate("PublicBoard", "(light corpse)")
            entries.append(line)
        return entries or [translate("PublicBoard", "No name was written.")]
