"""Suite-wide settings: the repository root on sys.path, Qt offscreen."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_configure(config):
    """The checkout's compiled translations, as ``make`` builds them (once, before the
    workers start; an installed app gets them from the wheel's build)."""
    if not hasattr(config, "workerinput"):
        from tools.build_qm import build_all

        build_all(only_stale=True)


def pytest_report_header(config):  # noqa: ARG001 - pytest's hook signature
    from tests import sweep

    return sweep.header()
