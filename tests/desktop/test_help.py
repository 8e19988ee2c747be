"""The guide: F1 or a help button opens it from the launcher, a player's window, the host
console and the hot-seat window, at the rules of the table in play — each role with its
picture and its card's text, and the notebook's rules for the Death Note only — in the
app's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.app import DesktopApp
from desktop.help_window import HelpWindow, help_html
from desktop.i18n import Language
from desktop.settings import Settings
from desktop.texts import role_rules
from engine.options import Preset


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    desktop = DesktopApp(qapp, Settings(language="en", sounds=False),
                         interfaces=["127.0.0.1"], save_settings=False)
    yield desktop
    desktop.set_language(Language.EN)
    if getattr(desktop, "help_window", None) is not None:
        desktop.help_window.close()


def test_the_guide_tells_each_preset_its_own_roles(qapp) -> None:
    deathnote, classic = help_html(Preset.DEATHNOTE), help_html(Preset.CLASSIC)
    assert "The Death Note" in deathnote and "The Death Note" not in classic
    assert role_rules("kira", "deathnote")[:40] in deathnote
    assert role_rules("commissar", "classic")[:40] in classic
    assert "Kira" not in classic and "Commissar" not in deathnote
    assert deathnote.count("<img") == 5 and classic.count("<img") == 10  # a picture each


def test_f1_opens_the_guide_at_the_table_s_rules(app, qtbot) -> None:
    from desktop.hotseat.window import HotSeatWindow
    from desktop.launcher.window import Launcher

    launcher = Launcher(app)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    qtbot.mouseClick(launcher.help_button, Qt.MouseButton.LeftButton)
    guide = app.help_window
    assert isinstance(guide, HelpWindow) and guide.isVisible()
    assert "How a table works" in guide.text.toPlainText()
    guide.close()

    hotseat = HotSeatWindow(app)
    qtbot.addWidget(hotseat)
    hotseat.show()
    qtbot.waitExposed(hotseat)
    preset = hotseat.setup_page.preset_combo
    preset.setCurrentIndex(preset.findData("classic"))
    hotseat.activateWindow()
    qtbot.keyClick(hotseat, Qt.Key.Key_F1)
    if not app.help_window.isVisible():  # no active window offscreen: the same call
        hotseat.open_help()
    assert app.help_window is guide and guide.isVisible()
    assert guide.preset is Preset.CLASSIC and "Commissar" in guide.text.toPlainText()

    app.set_language(Language.RU)
    qtbot.waitUntil(lambda: "Как устроен стол" in guide.text.toPlainText())
