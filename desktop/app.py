"""The desktop app's context, shared by every window: the QApplication's set-up, the
settings, the language (switchable at runtime), the sounds, the LAN interfaces, the open
windows, and the lookup of a window class by name.

Owns ``DesktopApp`` (what every window receives), ``set_up_qapp`` and ``window_class``.
Must not import any window, page or part of desktop/ beyond the app-wide services
(i18n, theme, settings, sounds, platform_check): every window imports this one. The entry
point (``dnmafia`` without a subcommand) is desktop/main.py.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

from desktop import i18n, theme
from desktop.i18n import Language
from desktop.settings import Settings
from desktop.sounds import SoundPlayer
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



def set_up_qapp(argv: list[str]) -> QApplication:
    """The process's QApplication (made once), named as the desktop app."""
    qapp = QApplication.instance() or QApplication(argv[:1])
    qapp.setApplicationName("dnmafia")
    qapp.setApplicationDisplayName(APP_NAME)
    qapp.setOrganizationName("dnmafia")
    return qapp


def lazy_class(module: str, name: str) -> Any | None:
    """The class ``name`` of the window module ``module``, imported only when asked (the
    launcher's and the replay's windows open others without importing them at start), or
    None while that module does not exist."""
    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None
