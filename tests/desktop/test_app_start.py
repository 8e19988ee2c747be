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


def test_the_launcher_is_shown_without_what_it_does_not_need(tmp_path) -> None:
    """zeroconf, asyncio, msgpack, the engine's game, the Qt client and the saved-games page
    load only when a page or a table needs them (the start-up budget of bench/gui_bench.py)."""
    import os
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = ("import atexit, sys\n"
            f"sys.path.insert(0, {str(root)!r})\n"
            "atexit.register(lambda: print(' '.join(sorted(sys.modules))))\n"
            "from desktop.main import main\n"
            "main(['dnmafia'])\n")
    env = dict(os.environ, DNMAFIA_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM="offscreen",
               DNMAFIA_CONFIG_DIR=str(tmp_path), DNMAFIA_DATA_DIR=str(tmp_path),
               DNMAFIA_INTERFACES="127.0.0.1")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    loaded = set(done.stdout.split())
    assert "desktop.launcher.window" in loaded and "desktop.launcher.join_page" in loaded
    heavy = {"zeroconf", "asyncio", "msgpack", "engine.game", "engine.views",
             "netproto.discovery", "netproto.qt_client", "netproto.session",
             "desktop.launcher.saved_games", "desktop.host.console", "importlib.metadata"}
    assert loaded.isdisjoint(heavy), sorted(loaded & heavy)


def test_settings_are_written_only_when_they_change(tmp_path, monkeypatch) -> None:
    """Every window saves the settings on closing; an unchanged file is not rewritten (a
    plain exit neither loads the log writer nor waits for the disk)."""
    import netproto.storage
    from desktop.settings import Settings

    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    writes: list[bytes] = []
    real = netproto.storage.write_atomically

    def counting(path, data: bytes) -> None:
        writes.append(data)
        real(path, data)

    monkeypatch.setattr(netproto.storage, "write_atomically", counting)
    settings = Settings.load()
    settings.save()
    settings.save()
    assert len(writes) == 1
    settings.player_name = "Вера"
    settings.save()
    assert len(writes) == 2 and Settings.load().player_name == "Вера"
