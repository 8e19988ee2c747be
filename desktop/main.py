"""The desktop app's entry point (``dnmafia`` without a subcommand, ``dnmafia host``): the
QApplication, the app context, and the first window, the launcher or the host console.

Owns ``main``. Imports the windows it opens lazily (the launcher's start stays light);
nothing in desktop/ imports this module (only desktop/cli.py, the bench and the tests).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QWidget

from desktop.app import DesktopApp, set_up_qapp
from desktop.platform_check import missing_x11_packages
from netproto.discovery_records import interfaces_from_setting


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
    qapp = set_up_qapp(args)
    try:
        interfaces = interfaces_from_setting(os.environ.get("DNMAFIA_INTERFACES"))
    except ValueError as exc:
        print(f"dnmafia: DNMAFIA_INTERFACES: {exc}", file=sys.stderr)
        return 2
    app = DesktopApp(qapp, interfaces=interfaces)
    if start == "host":
        window = _host_console(app, resume, web, web_port)
        if window is None:
            return 2
    else:
        from desktop.launcher.window import Launcher

        window = app.keep(Launcher(app, offer_resume=True))
    window.show()
    exit_when = os.environ.get("DNMAFIA_EXIT_WHEN_SHOWN")  # bench/gui_bench.py, the tests
    if exit_when:
        _quit_when_shown(qapp, window, exit_when)
    return qapp.exec()


def _host_console(app: DesktopApp, resume: str | None, web: bool,
                  web_port: int | None) -> QWidget | None:
    """``dnmafia host``'s window, or None (said on stderr) when it cannot open."""
    from desktop.host.console import HostConsole
    from netproto.hosting import HostingError
    from netproto.storage import LogError, find_game

    try:
        path = find_game(resume).path if resume else None
        return app.keep(HostConsole(app, resume=path, web=web, web_port=web_port))
    except (HostingError, LogError) as exc:
        print(f"dnmafia host: {exc}", file=sys.stderr)
        return None


def _quit_when_shown(qapp: QApplication, window: QWidget, exit_when: str) -> None:
    """DNMAFIA_EXIT_WHEN_SHOWN: quit once the first window is up ("settled": once the
    launcher has also started its LAN browsing, AFTER_SHOWN_MS)."""
    from PySide6.QtCore import QTimer

    from desktop.launcher.window import AFTER_SHOWN_MS

    if exit_when == "settled":
        QTimer.singleShot(AFTER_SHOWN_MS + 20, qapp.quit)
    else:  # at once, without the launcher's after-shown step (on a busy machine it
        # was due in the same pass as the quit)
        hold = getattr(window, "hold_after_shown", None)
        if hold is not None:
            hold()
        QTimer.singleShot(0, qapp.quit)
