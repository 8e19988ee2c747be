"""GUI cold start: ``dnmafia`` up to a shown launcher, against a bare PySide6 window, in
the same run (both offscreen unless a display is given).

Each sample is a fresh process timed from spawn to exit (the app quits as soon as its
first window is shown: ``DNMAFIA_EXIT_WHEN_SHOWN``) with its peak resident memory from
``wait4``. The launcher is sampled twice: quitting once it is shown (the figure) and
once it has also settled (its LAN browsing started and its version read, just after it
is on screen: ``DNMAFIA_EXIT_WHEN_SHOWN=settled``). Prints the medians, the ratios to the
bare window and, as its last line,
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
            "from desktop.main import main\n"
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
    settled_env = dict(env, DNMAFIA_EXIT_WHEN_SHOWN="settled")
    sample(BARE, env)  # warm the file cache for both
    sample(LAUNCHER, env)
    bare, app, settled = [], [], []
    for _ in range(args.runs):  # interleaved: a load change on the machine hits all three
        bare.append(sample(BARE, env))
        app.append(sample(LAUNCHER, env))
        settled.append(sample(LAUNCHER, settled_env))
    bare_ms, bare_mb = _medians(bare)
    app_ms, app_mb = _medians(app)
    settled_ms, settled_mb = _medians(settled)
    for label, runs, ms, mb in (("bare PySide6 window:", bare, bare_ms, bare_mb),
                                ("dnmafia launcher:", app, app_ms, app_mb),
                                ("launcher, settled:", settled, settled_ms, settled_mb)):
        print(f"{label:<21}{ms:5.0f} ms ({ms / bare_ms:.2f}x), {mb:3.0f} MiB "
              f"({mb / bare_mb:.2f}x)  (runs: {', '.join(f'{t:.0f}' for t, _ in runs)})")
    print(f"launcher_cold_start_ms: {app_ms:.0f} (bare window: {bare_ms:.0f} ms); "
          f"peak_rss_mb: {app_mb:.0f} (bare: {bare_mb:.0f})")


def _medians(samples: list[tuple[float, float]]) -> tuple[float, float]:
    return (statistics.median(t for t, _ in samples), statistics.median(m for _, m in samples))


if __name__ == "__main__":
    main()
