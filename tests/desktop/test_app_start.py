"""Starting the app: a Linux whose X11 libraries for Qt are missing is told which packages
to install (Qt itself would abort with "could not load the xcb plugin")."""

from __future__ import annotations

import ctypes.util
import sys

from desktop.platform_check import missing_x11_packages


def test_missing_x11_libraries_are_named_as_packages(monkeypatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    real = ctypes.util.find_library
    monkeypatch.setattr(ctypes.util, "find_library",
                        lambda name: None if name == "xcb-cursor" else real(name) or name)
    assert missing_x11_packages() == ["libxcb-cursor0"]


def test_no_check_offscreen_on_wayland_or_elsewhere(monkeypatch) -> None:
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert missing_x11_packages() == []
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert missing_x11_packages() == []
    monkeypatch.delenv("WAYLAND_DISPLAY")
    monkeypatch.setattr(sys, "platform", "darwin")
    assert missing_x11_packages() == []
