"""Shared fixtures of the window tests: ``app``, a DesktopApp in English on loopback with
its settings and saved games in the test's temporary folder; afterwards the language is
English again and its open windows are closed. A test file may define its own ``app``."""

from __future__ import annotations

import pytest

from desktop import i18n
from desktop.app import DesktopApp
from desktop.i18n import Language
from desktop.settings import Settings


@pytest.fixture
def app(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    desktop_app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                             save_settings=False)
    yield desktop_app
    i18n.install(qapp, Language.EN)
    for window in list(desktop_app.windows):
        if window.isVisible():
            window.close()
    desktop_app.deleteLater()
