"""Suite-wide settings: the repository root on sys.path, Qt offscreen, a scratch config
dir, the compiled translations, the sweeps' header, and a check that xdist's test groups hold."""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the app's config dir (seat tokens, the host's keys) never the user's: one scratch folder
# per run (xdist's workers inherit it), unless a test sets its own
if "DNMAFIA_CONFIG_DIR" not in os.environ:
    os.environ["DNMAFIA_CONFIG_DIR"] = tempfile.mkdtemp(prefix="dnmafia-test-config-")
    atexit.register(shutil.rmtree, os.environ["DNMAFIA_CONFIG_DIR"], ignore_errors=True)


def pytest_configure(config):
    """The checkout's compiled translations, as ``make`` builds them (once, before the
    workers start; an installed app gets them from the wheel's build)."""
    if not hasattr(config, "workerinput"):
        from tools.build_qm import build_all

        build_all(only_stale=True)


def pytest_report_header(config):  # noqa: ARG001 - pytest's hook signature
    from tests import sweep

    return sweep.header()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """On a worker of ``--dist loadgroup``: every test marked ``xdist_group`` carries its
    group in its node id, which is how pytest-xdist sends a group to one worker. Pytest
    9.2's structured node ids silently lose it (pytest-xdist#1386): the zeroconf tests
    would run side by side, and each module's expensive fixture be built on every worker.
    The run stops instead of passing that way."""
    if not hasattr(config, "workerinput") or not getattr(config.option, "loadgroup", False):
        return
    lost = [item.nodeid for item in items
            if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid]
    if lost:
        raise pytest.UsageError(
            f"--dist loadgroup groups nothing here ({len(lost)} grouped tests without their "
            f"group, e.g. {lost[0]}): this pytest breaks pytest-xdist's grouping "
            "(pytest-xdist#1386); install the pytest pyproject.toml names")
