"""The role editor's pictures (``python -m desktop.screenshots.shots docs/screenshots role``):
the host composing a vigilante of his own in the role editor, its card lines (a sentence's
conditions and the card's preview), and the rule editor's "Roles of this table" with it,
in each language, into ``docs/screenshots/roles/`` (the
1366×768 screen's with the screen in their names).

Owns the demo role and its scenes; uses the real dialog and rule editor, filled as the
host would fill them. Must not import the other scenes.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QScrollArea

from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.rules.editor import RulesEditor
from desktop.rules.role_editor import SIZE, RoleEditor
from desktop.screenshots.kit import SCREENS, _screen, fitted, grab, spin
from engine.commands import Action
from engine.options import Preset, options_for
from engine.role_spec import (
    ActionSpec,
    CardLine,
    CheckReads,
    DealWord,
    NightStep,
    RoleSpec,
    Team,
    Words,
)

VIGILANTE = RoleSpec(
    word="vigilante", preset="classic", team=Team.TOWN,
    name=Words(en="Vigilante", ru="Линчеватель"),
    card=Words(en="At night you may shoot one player, twice a game. Nobody told you to; "
                  "you win with the town.",
               ru="Ночью вы можете застрелить одного игрока — дважды за игру. Вас никто "
                  "не просил; вы побеждаете с городом."),
    deal=(DealWord("vigilante", unique=False),), actions=(ActionSpec(Action.SHOOT, uses=2),),
    night=NightStep("vigilante", ("peacemaker",)), check_reads=CheckReads.NOT_MAFIA,
    icon="role-commissar", order=135)

# its card at the table: what this table's rules make true (docs/roles.md, "Card lines")
CARD_LINES = (
    CardLine(Words(en="Each night you may shoot one player: twice in the whole game.",
                   ru="Каждую ночь вы можете застрелить одного игрока — дважды за игру.")),
    CardLine(Words(en="The doctor's save stops your shot.",
                   ru="Спасение доктора останавливает ваш выстрел."), in_play=("doctor",)),
    CardLine(Words(en="The newspaper names a player the doctor saved from you.",
                   ru="Газета называет игрока, которого доктор спас от вас."),
             when=(("announce_saves", True),), in_play=("doctor",)),
    CardLine(lines_of="civilian", parts=("win",)),
)


def _where(out: Path, name: str, code: str) -> Path:
    """``docs/screenshots/roles/<name>-<language>[-<screen>].png``."""
    folder = (out if _screen[0] == SCREENS[0] else out.parent) / "roles"
    folder.mkdir(parents=True, exist_ok=True)
    screen = "" if _screen[0] == SCREENS[0] else f"-{_screen[0][0]}x{_screen[0][1]}"
    return folder / f"{name}-{code}{screen}.png"


def role_scenes(app: DesktopApp, language: Language, out: Path) -> None:
    code = language.value
    editor = RoleEditor("classic")
    editor.set_role(VIGILANTE, seats=2)
    grab(editor, _where(out, "role-editor", code), SIZE)
    editor.name_en.clear()  # what is wrong, beside its field
    editor.after.setText("dentist")
    grab(editor, _where(out, "role-editor-error", code), SIZE)
    editor.close()
    editor.deleteLater()
    card_lines_scene(out, code)
    rules = RulesEditor()
    rules.set_preset("classic")
    rules.table_roles.add(VIGILANTE, 2)
    rules.retranslate()
    rules.resize(fitted((900, 1000))[0], rules.sizeHint().height())
    rules.show()
    spin(120)
    box = rules.table_roles.geometry()  # the deal and the table's own roles under it
    path = _where(out, "table-roles", code)
    rules.grab(QRect(0, 0, rules.width(), box.bottom() + 8)).save(str(path))
    print(path)
    rules.close()
    rules.deleteLater()


def card_lines_scene(out: Path, code: str) -> None:
    """The vigilante's card lines: a sentence with a rule condition and a role in play
    chosen, and the card as a table with the doctor and named saves makes it."""
    preset = VIGILANTE.preset
    options = options_for(Preset(preset), {"extra_roles": ["doctor"], "announce_saves": True})
    editor = RoleEditor(preset, rules=lambda: (preset, options))
    editor.set_role(dataclasses.replace(VIGILANTE, card_lines=CARD_LINES), seats=2)
    editor.card_box.list.setCurrentRow(2)
    editor.resize(*fitted(SIZE))
    editor.show()
    spin(120)
    scroll = editor.findChild(QScrollArea)
    scroll.verticalScrollBar().setValue(editor.card_box.y())  # the card lines at the top
    grab(editor, _where(out, "role-editor-card-lines", code), SIZE)
    editor.close()
    editor.deleteLater()
