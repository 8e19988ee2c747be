"""The desktop app's shared state and entry point: the QApplication, the settings, the
language (switchable at runtime), the sounds, the LAN interfaces, and the open windows.

Owns ``DesktopApp`` (what every window receives) and ``main`` (``dnmafia`` without a
subcommand: the launcher). Windows are imported lazily by ``main``; this module imports
no window at import time.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

from desktop import i18n, theme
from desktop.i18n import Language
from desktop.platform_check import missing_x11_packages
from desktop.settings import Settings
from desktop.sounds import SoundPlayer
from netproto.discovery_records import interfaces_from_setting
from netproto.tokens import TokenStore

APP_NAME = "DN Mafia"


class DesktopApp(QObject):
    """Shared by every window. ``interfaces``: where tables are hosted and looked for on
    the LAN (None: every interface — the users' default; tests pass ["127.0.0.1"])."""

    languageChanged = Signal(str)

    def __init__(self, qapp: QApplication, settings: Settings | None = None, *,
                 interfaces: list[str] | None = None, save_settings: bool = True) -> None:
        super().__init__(qapp)
        self.qapp = qapp
        self.settings = settings if settings is not None else Settings.load()
        self.save_settings = save_settings
        self.interfaces = interfaces
        self.sounds = SoundPlayer(self.settings.sounds, self)
        self.token_store = TokenStore()
        self.windows: list[QWidget] = []
        theme.apply(qapp)
        self.language = self.settings.lang
        i18n.install(qapp, self.language)

    def set_language(self, language: Language) -> None:
        """Speak ``language`` from now on; open windows retranslate themselves."""
        language = Language(language)
        if language is self.language:
            return
        self.language = language
        i18n.install(self.qapp, language)
        self.settings.language = language.value
        self.store_settings()
        self.languageChanged.emit(language.value)

    def set_sounds(self, enabled: bool) -> None:
        self.sounds.enabled = enabled
        self.settings.sounds = enabled
        self.store_settings()

    def store_settings(self) -> None:
        if self.save_settings:
            self.settings.save()

    def keep(self, window: QWidget) -> QWidget:
        """Keep a top-level window alive while it is open."""
        self.windows.append(window)
        window.destroyed.connect(lambda *_: self._forget(window))
        return window

    def _forget(self, window: QWidget) -> None:
        if window in self.windows:
            self.windows.remove(window)


def main(argv: Sequence[str] | None = None, *, start: str = "launcher",
         resume: str | None = None, web: bool = True, web_port: int | None = None) -> int:
    """The desktop app: the launcher, or (``start="host"``) the host console, resuming a
    saved game (``latest`` or a table id / file name) when asked; ``web``/``web_port``:
    ``dnmafia host --no-web`` / ``--web-port`` for the console's browser seats."""
    args = list(sys.argv if argv is None else argv)
    missing = missing_x11_packages()
    if missing and QApplication.instance() is None:  # Qt would abort with a riddle
        print("dnmafia: the windows need system libraries that are missing here; install "
              f"them with:\n    sudo apt-get install {' '.join(missing)}", file=sys.stderr)
        return 1
    qapp = QApplication.instance() or QApplication(args[:1])
    qapp.setApplicationName("dnmafia")
    qapp.setApplicationDisplayName(APP_NAME)
    qapp.setOrganizationName("dnmafia")
    try:
        interfaces = interfaces_from_setting(os.environ.get("DNMAFIA_INTERFACES"))
    except ValueError as exc:
        print(f"dnmafia: DNMAFIA_INTERFACES: {exc}", file=sys.stderr)
        return 2
    app = DesktopApp(qapp, interfaces=interfaces)
    if start == "host":
        from desktop.host.console import HostConsole
        from netproto.hosting import HostingError
        from netproto.storage import LogError, find_game

        try:
            path = find_game(resume).path if resume else None
            window = app.keep(HostConsole(app, resume=path, web=web, web_port=web_port))
        except (HostingError, LogError) as exc:
            print(f"dnmafia host: {exc}", file=sys.stderr)
            return 2
    else:
        from desktop.launcher.window import Launcher

        window = app.keep(Launcher(app, offer_resume=True))
    window.show()
    exit_when = os.environ.get("DNMAFIA_EXIT_WHEN_SHOWN")  # bench/gui_bench.py, the tests
    if exit_when:
        from PySide6.QtCore import QTimer

        # "settled": once the launcher has also started its LAN browsing (AFTER_SHOWN_MS)
        from desktop.launcher.window import AFTER_SHOWN_MS

        if exit_when == "settled":
            QTimer.singleShot(AFTER_SHOWN_MS + 20, qapp.quit)
        else:  # at once, without the launcher's after-shown step (on a busy machine it
            # was due in the same pass as the quit)
            hold = getattr(window, "hold_after_shown", None)
            if hold is not None:
                hold()
            QTimer.singleShot(0, qapp.quit)
    return qapp.exec()
