"""Shared fixtures of the window tests: ``app``, a DesktopApp in English on loopback with
its settings and saved games in the test's temporary folder, the phones' page on any free
port; afterwards the language is English again and its open windows are closed (a test
module's ``APP_SETTINGS``, a dict, adds to its settings, e.g. the player's name). A test
file may define its own ``app``. ``desktop``: such an app without the phones' page port
nor the window closing, English again afterwards. ``quiet_hosting``: host consoles that do
not announce on the LAN nor ask, shut down afterwards. ``launcher``: the app's launcher.

Every top-level widget a test leaves behind is deleted after it (``fresh_widgets``): they
piled up — 2,000 widgets after 30 tests — and every style or language change, and every
event filter, paid for each of them in every later test."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from desktop import i18n
from desktop.app import DesktopApp
from desktop.host.console import HostConsole
from desktop.i18n import Language
from desktop.settings import Settings


@pytest.fixture
def app(qapp, tmp_path, monkeypatch, request):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    # the phones' page on any free port: on the default one, tests running side by side
    # took each other's, and a resumed table rightly warned that its port had moved
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")
    settings = Settings(language="en", **getattr(request.module, "APP_SETTINGS", {}))
    desktop_app = DesktopApp(qapp, settings, interfaces=["127.0.0.1"], save_settings=False)
    yield desktop_app
    i18n.install(qapp, Language.EN)
    for window in list(desktop_app.windows):
        if window.isVisible():
            window.close()
    desktop_app.deleteLater()


@pytest.fixture
def desktop(qapp, tmp_path, monkeypatch) -> DesktopApp:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    yield app
    app.set_language(Language.EN)


@pytest.fixture
def launcher(app, qtbot):
    """The app's launcher at 1280x800, not shown; afterwards it browses no more and the
    saved games' windows it opened are closed."""
    from desktop.launcher.window import Launcher

    window = Launcher(app)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    yield window
    window.join_page.stop_browsing()
    for other in list(window.saved_page.windows):
        other.close()


@pytest.fixture
def quiet_hosting(monkeypatch):
    """Consoles do not announce on the LAN; the phones' page takes any free port."""
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")
    monkeypatch.setattr(HostConsole, "advertise", False)
    monkeypatch.setattr(HostConsole, "_ask", lambda self, title, text: True)
    yield
    for window in QApplication.topLevelWidgets():
        if isinstance(window, HostConsole):
            window.shutdown()


@pytest.fixture(autouse=True)
def fresh_widgets(qapp):
    """Deletes the top-level widgets the test made (after its own fixtures' teardown:
    an autouse fixture is set up first, so torn down last). Deleted, not closed: a close
    may ask a question; the test is over."""
    before = {id(widget) for widget in QApplication.topLevelWidgets()}
    yield
    for widget in QApplication.topLevelWidgets():
        if id(widget) not in before:
            widget.hide()
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
