"""Whether this machine can show Qt's windows: the system libraries Qt's X11 plugin needs.

Owns ``XCB_LIBRARIES``, ``missing_x11_packages`` and ``no_display`` (used by ``dnmafia``
before it makes a QApplication, and by ``dnmafia doctor``). Standard library only: it runs
before Qt is loaded. Must not import Qt, the engine, netproto or any window.
"""

from __future__ import annotations

import os
import sys

# Qt's X11 plugin (Qt ≥ 6.5) needs these system libraries; a fresh Linux may lack them.
XCB_LIBRARIES = {"xcb-cursor": "libxcb-cursor0", "xcb-icccm": "libxcb-icccm4",
                 "xcb-keysyms": "libxcb-keysyms1", "xkbcommon-x11": "libxkbcommon-x11-0"}


def x11_in_use() -> bool:
    """True when Qt would pick its X11 plugin here (Linux, a DISPLAY, no Wayland, no other
    platform chosen with QT_QPA_PLATFORM)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    return (sys.platform.startswith("linux") and platform in ("", "xcb")
            and bool(os.environ.get("DISPLAY")) and not os.environ.get("WAYLAND_DISPLAY"))


def no_display() -> bool:
    """True on Linux when Qt would look for a screen (QT_QPA_PLATFORM unset, "xcb" or
    "wayland") and neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` names one: no window can
    open, whatever the plugin."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    return (sys.platform.startswith("linux") and platform in ("", "xcb", "wayland")
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"))


def missing_x11_packages(*, always: bool = False) -> list[str]:
    """The Debian/Ubuntu packages Qt's X11 plugin needs and this Linux lacks: empty
    elsewhere, and (unless ``always``) when X11 is not the platform in use."""
    if not sys.platform.startswith("linux") or not (always or x11_in_use()):
        return []
    import ctypes.util  # only here: its import costs a start-up moment

    return [package for library, package in XCB_LIBRARIES.items()
            if ctypes.util.find_library(library) is None]
