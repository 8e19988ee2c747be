"""The benchmarks stay runnable: each runs with tiny settings and prints its last figure.
(They measure; the suite only checks that they work — timings are never asserted.)"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# the benches that drive Debian's chromium (as tests/web does: skipped where it is missing)
BROWSER_BENCHES = {"link_bench.py"}


@pytest.mark.timeout(180)
@pytest.mark.parametrize(("script", "args", "last"), [
    ("engine_bench.py", ["--games", "3"], r"^games/s: [\d.]+$"),
    ("engine_bench.py", ["--games", "3", "--preset", "classic"], r"^games/s: [\d.]+$"),
    ("bot_check.py", ["--games", "3"], r"^refusals: 0 unfinished: 0$"),
    ("net_bench.py", ["--rounds", "5", "--echo-rounds", "20", "--warmup", "1"],
     r"^views_20_median_ms: [\d.]+$"),
    ("net_bench.py", ["--load", "0.5"], r"^load_seconds: 0.5$"),
    ("patch_bench.py", ["--changes", "20"], r"^own_diff_median_us: \d+$"),
    ("resume_bench.py", ["--commands", "300", "--runs", "1"], r"^resume_\d+_ms: [\d.]+$"),
    ("door_bench.py", ["--idle", "70", "--reconnects", "3"],
     r"^welcome_max_ms: [\d.]+ p99_ms: [\d.]+$"),
    ("web_bench.py", ["--rounds", "3"], r"^web_views_20_p50_ms: [\d.]+$"),
    ("web_load.py", ["--seconds", "0.5"], r"^web_load_p50_ms: [\d.]+$"),
    ("link_bench.py", ["--rounds", "1", "--acts", "2"], r"^link_detect_max_s: [\d.]+$"),
    ("gui_bench.py", ["--runs", "1"], r"^launcher_cold_start_ms: \d+ .*peak_rss_mb: \d+"),
    ("record_bench.py", ["--games", "4", "--seats", "9"],
     r"^record_import_4_s: [\d.]+ db_kb: \d+$"),
])
def test_bench_runs(script: str, args: list[str], last: str, tmp_path: Path) -> None:
    if script in BROWSER_BENCHES and not Path(shutil.which("chromium")
                                              or "/usr/bin/chromium").exists():
        pytest.skip("Debian's chromium is not installed (.ci/run installs it)")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DNMAFIA_DATA_DIR": str(tmp_path)}
    result = subprocess.run([sys.executable, str(ROOT / "bench" / script), *args], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=170)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert re.match(last, lines[-1]), result.stdout
