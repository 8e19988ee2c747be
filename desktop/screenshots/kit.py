"""The pictures' kit (``make screenshots``, desktop.screenshots.shots and its classic scenes):
the screen the pictures are taken for, the demo table's names and lines, waiting for
Qt's events and grabbing a window to a PNG file. Owns nothing of any one window; must
not import the scenes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop.i18n import Language

if TYPE_CHECKING:
    from desktop.app import DesktopApp

SIZE = (1280, 800)
# the browser seats' page as a host on a LAN serves it (the pictures' in-process tables
# serve none: their table info is given this address, as the web host would set it)
DEMO_WEB = "http://192.168.1.20:8765/"
PROJECTOR_SIZE = (1920, 1080)

NAMES = {
    Language.EN: ["Ann", "Boris", "Clara", "Dmitri", "Eva", "Felix", "Greta", "Hugo", "Irina"],
    Language.RU: ["Аня", "Борис", "Клара", "Дмитрий", "Ева", "Феликс", "Грета", "Гоша",
                  "Ирина"],
}
LINES = {
    Language.EN: {
        "chat1": "Good morning, everybody. Who wants to start?",
        "chat2": "Dmitri was very quiet last night…",
        "chat3": "I am a plain civilian, I swear.",
        "mafia": "Let's push the vote on Ann today.",
        "question": "Can a borrowed notebook be lent on?",
        "answer": "No: a borrower can only write or destroy it.",
        "note": "We play until 23:00; a short break after the second night.",
        "circumstances": "heart attack at the stadium",
    },
    Language.RU: {
        "chat1": "Всем доброе утро. Кто начнёт?",
        "chat2": "Дмитрий подозрительно молчал ночью…",
        "chat3": "Я простой мирный, честное слово.",
        "mafia": "Давайте сегодня голосовать за Аню.",
        "question": "Можно ли одолженную Тетрадь передать дальше?",
        "answer": "Нет: заёмщик может только писать в неё или уничтожить её.",
        "note": "Играем до 23:00; короткий перерыв после второй ночи.",
        "circumstances": "сердечный приступ на стадионе",
    },
}


def spin(ms: int = 30) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


# the screen the pictures are taken for: windows open at their size or what fits it (with a
# window frame), the projector fills it
SCREENS = ((1920, 1080), (1366, 768))
_screen = [SCREENS[0]]  # the one being drawn (main sets it)


def fitted(size: tuple[int, int]) -> tuple[int, int]:
    from desktop.screen_fit import FRAME_ALLOWANCE

    if size == PROJECTOR_SIZE:
        return _screen[0]
    return (min(size[0], _screen[0][0] - FRAME_ALLOWANCE[0]),
            min(size[1], _screen[0][1] - FRAME_ALLOWANCE[1]))


def grab(widget: QWidget, path: Path, size: tuple[int, int]) -> None:
    widget.resize(*fitted(size))
    widget.show()
    spin(120)
    widget.grab().save(str(path))
    print(path)



def set_screen(screen: tuple[int, int]) -> None:
    _screen[0] = screen


def scratch_app(prefix: str, *, data_dir: bool = True) -> tuple[DesktopApp, Path]:
    """The app a screenshot script draws with (English to begin with, no sounds, loopback
    only, its settings never saved) and its throw-away folder, which holds its settings and,
    unless the script keeps data of its own there (``data_dir=False``), its saved games."""
    from desktop.app import DesktopApp
    from desktop.settings import Settings

    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    if data_dir:
        os.environ.setdefault("DNMAFIA_DATA_DIR", str(scratch))
    os.environ.setdefault("DNMAFIA_CONFIG_DIR", str(scratch))
    qapp = QApplication.instance() or QApplication(["dnmafia"])
    app = DesktopApp(qapp, Settings(language="en", sounds=False), interfaces=["127.0.0.1"],
                     save_settings=False)
    return app, scratch
