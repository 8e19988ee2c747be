"""Suite-wide settings: the repository root on sys.path, Qt offscreen, the compiled
translations, a config dir of its own, the sweeps' header, and a check that xdist's test
groups hold."""

import os
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the config dir of the suite (per worker): the hosts' TLS key is made there, and the
# pins of the clients that remember them, never in the user's own
os.environ.setdefault("DNMAFIA_CONFIG_DIR", tempfile.mkdtemp(prefix="dnmafia-test-config-"))


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
