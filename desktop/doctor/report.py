"""``dnmafia doctor``: what a user (or a bug report) runs when something is wrong.

Owns the report: the local checks (``desktop.doctor.checks``), whether Qt's platform
plugin loads — tried in a child process, since a plugin that fails aborts its process —
with the system packages X11 lacks (``desktop.platform_check``), and the network checks
(``desktop.doctor.net``, loopback only). Prints one line a finding, in the language of the
user's settings; exit status 0 when nothing failed, 1 otherwise (the failing lines are
repeated at the end). Must not import any window.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop import i18n
from desktop.doctor.checks import Finding, Status, found, run_local_checks, translate
from desktop.platform_check import missing_x11_packages, no_display, x11_in_use

PROBE_FLAG = "--probe-qt"


def probe_qt() -> int:
    """In the child: make a QGuiApplication, draw the app's icon, print what was seen."""
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from desktop import resources

    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(resources.icon_dir() / "app.svg"))
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    drawn = renderer.isValid() and any(image.pixel(x, y) for x in range(32) for y in range(32))
    print(json.dumps({"platform": app.platformName(), "svg": drawn}))
    return 0


def _probe_command() -> list[str]:
    if getattr(sys, "frozen", False):  # a bundle: its executable is dnmafia itself
        return [sys.executable, "doctor", PROBE_FLAG]
    return [sys.executable, "-m", "desktop.cli", "doctor", PROBE_FLAG]


def qt_platform() -> list[Finding]:
    out = []
    missing = missing_x11_packages(always=True)
    if missing:
        status = Status.FAIL if x11_in_use() else Status.WARN
        out.append(found(status, translate(
            "doctor", "X11 windows need system packages missing here: "
            "sudo apt-get install %1"), " ".join(missing)))
    if no_display():  # the plugin's own error would only name QT_QPA_PLATFORM (issue 33)
        out.append(found(Status.FAIL, translate(
            "doctor", "No display: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window "
            "can open. Start DN Mafia from a desktop session (or set DISPLAY, e.g. "
            "DISPLAY=:0, to a running X server); QT_QPA_PLATFORM=offscreen checks the rest "
            "without windows.")))
        return out
    try:
        done = subprocess.run(_probe_command(), capture_output=True, text=True, timeout=60,
                              check=False)
        seen = json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else {}
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError) as exc:
        done, seen = None, {"error": str(exc)}
    if not seen.get("platform"):
        why = seen.get("error") or (done.stderr.strip().splitlines() or ["?"])[-1]
        out.append(found(Status.FAIL, translate(
            "doctor", "Qt platform plugin does not load (QT_QPA_PLATFORM=%1): %2"),
            os.environ.get("QT_QPA_PLATFORM", ""), why))
        return out
    out.append(found(Status.OK, translate("doctor", "Qt platform plugin \"%1\" loads"),
                     seen["platform"]))
    if not seen.get("svg"):
        out.append(found(Status.FAIL, translate("doctor", "Qt cannot draw the SVG icons")))
    return out


def report(findings: Sequence[Finding]) -> tuple[str, int]:
    """The printed report and the exit status."""
    failed = [f for f in findings if f.status is Status.FAIL]
    lines = [translate("doctor", "DN Mafia doctor"), *(f.line() for f in findings)]
    if failed:
        lines.append(found(Status.FAIL, translate("doctor", "%1 check(s) failed:"),
                           len(failed)).text)
        lines.extend(f.line() for f in failed)
    else:
        lines.append(translate("doctor", "All is well."))
    return "\n".join(lines), 1 if failed else 0


def main(argv: Sequence[str] = ()) -> int:
    if PROBE_FLAG in argv:
        return probe_qt()
    from desktop.settings import Settings

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    language = Settings.load().lang
    i18n.install(app, language)
    from desktop.doctor.net import run_network_checks
    from desktop.doctor.voices import voices

    findings = [*run_local_checks(), *qt_platform(), *voices(), *run_network_checks()]
    text, status = report(findings)
    print(text, flush=True)
    return status
