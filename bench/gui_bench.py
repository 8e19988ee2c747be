"""GUI cold start: ``dnmafia`` up to a shown launcher, against a bare PySide6 window, in
the same run (both offscreen unless a display is given).

Each sample is a fresh process timed from spawn to exit (the app quits as soon as its
first window is shown: ``DNMAFIA_EXIT_WHEN_SHOWN``) with its peak resident memory from
``wait4``. Prints the medians and, as its last line,
``launcher_cold_start_ms: X (bare window: Y ms); peak_rss_mb: A (bare: B)``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = ("from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication, QWidget\n"
        "app = QApplication([])\n"
        "w = QWidget(); w.resize(800, 600); w.show()\n"
        "QTimer.singleShot(0, app.quit)\n"
        "app.exec()\n")
LAUNCHER = ("import sys\n"
            f"sys.path.insert(0, {str(ROOT)!r})\n"
            "from desktop.app import main\n"
            "sys.exit(main(['dnmafia']))\n")


def sample(code: str, env: dict[str, str]) -> tuple[float, float]:
    """(milliseconds from spawn to exit, peak RSS in MiB) of one run of ``code``."""
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", code], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(process.pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 0:
        raise SystemExit(f"the sample failed: {process.stderr.read().decode()[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="dnmafia-bench-")
    env = dict(os.environ, DNMAFIA_EXIT_WHEN_SHOWN="1", DNMAFIA_CONFIG_DIR=scratch,
               DNMAFIA_DATA_DIR=scratch, DNMAFIA_INTERFACES="127.0.0.1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    sample(BARE, env)  # warm the file cache for both
    sample(LAUNCHER, env)
    bare = [sample(BARE, env) for _ in range(args.runs)]
    app = [sample(LAUNCHER, env) for _ in range(args.runs)]
    bare_ms = statistics.median(t for t, _ in bare)
    app_ms = statistics.median(t for t, _ in app)
    bare_mb = statistics.median(m for _, m in bare)
    app_mb = statistics.median(m for _, m in app)
    print(f"bare PySide6 window: {bare_ms:.0f} ms, {bare_mb:.0f} MiB "
          f"(runs: {', '.join(f'{t:.0f}' for t, _ in bare)})")
    print(f"dnmafia launcher:    {app_ms:.0f} ms, {app_mb:.0f} MiB "
          f"(runs: {', '.join(f'{t:.0f}' for t, _ in app)})")
    print(f"launcher_cold_start_ms: {app_ms:.0f} (bare window: {bare_ms:.0f} ms); "
          f"peak_rss_mb: {app_mb:.0f} (bare: {bare_mb:.0f})")


if __name__ == "__main__":
    main()
