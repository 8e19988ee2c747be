"""Suite-wide settings: the repository root on sys.path, Qt offscreen."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_report_header(config):  # noqa: ARG001 - pytest's hook signature
    from tests import sweep

    return sweep.header()
