"""Every window fits a 1366×768 laptop screen (and the projector a 1280×720 one): each
opens no larger than the screen's free area with its frame, and its layout's minimum fits
in what it opened at, so nothing is pushed off the screen or squeezed into overlaps. Run
in a subprocess on Qt's offscreen platform given a screen of that size (a config file),
in Russian and in English, whose texts differ in length."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
from desktop.app import DesktopApp
from desktop.settings import Settings
from desktop.i18n import Language
qapp = QApplication(["dnmafia"])
app = DesktopApp(qapp, Settings(language=sys.argv[2], sounds=False),
                 interfaces=["127.0.0.1"], save_settings=False)
app.set_language(Language(sys.argv[2]))
from desktop.host.console import HostConsole
from desktop.hotseat.window import HotSeatWindow
from desktop.launcher.window import Launcher
from desktop.link import LocalTableClient
from desktop.seat.window import PlayerWindow
from desktop.board.projector import ProjectorWindow
from desktop.sandbox import RulesSandbox
from netproto.session import TableConfig, TableSession

HostConsole.advertise = False
session = TableSession(TableConfig(max_seats=7, seed=3, write_log=False))
links = [LocalTableClient(session, name) for name in ("Ann", "Bob", "Cid", "Dan", "Eve",
                                                      "Fay", "Gus")]
session.start()
qapp.processEvents()
console = HostConsole(app)
console.show()
qapp.processEvents()
console.open_button.click()
windows = {
    "launcher": Launcher(app),
    "host console": console,
    "hot-seat": HotSeatWindow(app),
    "sandbox": RulesSandbox(app),
    "player window": PlayerWindow(app, links[0]),
    "projector": ProjectorWindow(app, LocalTableClient(session, "p", spectator=True),
                                 full_screen=False),
}
out = {}
for name, window in windows.items():
    window.show()
    qapp.processEvents()
    area = window.screen().availableGeometry()
    out[name] = {"size": window.size().toTuple(), "minimum": window.minimumSizeHint().toTuple(),
                 "area": [area.width(), area.height()]}
print(json.dumps(out))
"""


def _sizes(tmp_path: Path, width: int, height: int, language: str) -> dict:
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{
        "name": "Screen", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               DNMAFIA_DATA_DIR=str(tmp_path), DNMAFIA_CONFIG_DIR=str(tmp_path),
               DNMAFIA_INTERFACES="127.0.0.1")
    done = subprocess.run([sys.executable, "-c", PROBE, str(ROOT), language], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_window_fits_a_1366_by_768_laptop(tmp_path, language) -> None:
    from desktop.screen_fit import FRAME_ALLOWANCE

    for name, fit in _sizes(tmp_path, 1366, 768, language).items():
        width, height = fit["size"]
        assert width <= 1366 - FRAME_ALLOWANCE[0] and height <= 768 - FRAME_ALLOWANCE[1], \
            (name, fit)
        assert fit["minimum"][0] <= width and fit["minimum"][1] <= height, (name, fit)


def test_the_projector_fits_a_1280_by_720_screen(tmp_path) -> None:
    fit = _sizes(tmp_path, 1280, 720, "ru")["projector"]
    assert fit["size"][0] <= 1280 and fit["size"][1] <= 720, fit
    assert fit["minimum"][0] <= fit["size"][0] and fit["minimum"][1] <= fit["size"][1], fit
