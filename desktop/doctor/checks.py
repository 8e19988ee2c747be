"""The findings of ``dnmafia doctor`` and the checks that need no network and no window.

Owns ``Status``, ``Finding`` and the local checks: versions, the icons and each
translation the app would load, the config and data dirs (writable?), the saved games in
the data dir (read with ``netproto.storage.load_log``: a damaged one is named), the phones'
sealing key (where, its fingerprint). A
finding's text is already in the current language (Qt context "doctor"). Writes nothing
but a probe file it removes at once. Must not import any window nor make a QApplication.
"""

from __future__ import annotations

import os
import platform
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from desktop import resources
from desktop.i18n import Language, qm_path

translate = QCoreApplication.translate


class Status(StrEnum):
    OK = "ok"
    INFO = "info"  # a fact, neither good nor bad
    WARN = "warn"  # worth knowing; the app still works
    FAIL = "FAIL"  # something the user must fix: doctor exits non-zero


@dataclass(frozen=True)
class Finding:
    status: Status
    text: str

    def line(self) -> str:
        return f"  {self.status.value:<5} {self.text}"


def found(status: Status, text: str, *args: object) -> Finding:
    """A finding whose (translated) ``text`` gets ``args`` for %1, %2…"""
    for number, value in reversed(list(enumerate(args, start=1))):
        text = text.replace(f"%{number}", str(value))
    return Finding(status, text)


def versions() -> list[Finding]:
    import msgpack
    import PySide6
    import zeroconf
    from PySide6.QtCore import qVersion

    from netproto.storage import app_version

    return [found(Status.INFO, translate(
        "doctor", "DN Mafia %1 · Python %2 · Qt %3 (PySide6 %4) · zeroconf %5 · msgpack %6"),
        app_version(), platform.python_version(), qVersion(), PySide6.__version__,
        zeroconf.__version__, ".".join(map(str, msgpack.version)))]


def icons() -> list[Finding]:
    folder = resources.icon_dir()
    bad = []
    for name in resources.ICON_NAMES:
        try:
            ok = ET.parse(folder / f"{name}.svg").getroot().tag.endswith("svg")
        except (OSError, ET.ParseError):
            ok = False
        if not ok:
            bad.append(name)
    total = len(resources.ICON_NAMES)
    if bad:
        return [found(Status.FAIL, translate(
            "doctor", "icons: %1 of %2 missing or unreadable in %3: %4"),
            len(bad), total, folder, ", ".join(bad))]
    return [found(Status.OK, translate("doctor", "icons: all %1 found in %2"), total, folder)]


# a launcher text whose Russian differs from the English: proves the catalogue is real
_SAMPLE = ("Launcher", "Host a table")


def translations() -> list[Finding]:
    out = []
    names = {Language.RU: translate("doctor", "Russian translation"),
             Language.EN: translate("doctor", "English translation")}
    for language in Language:
        path = qm_path(language)
        translator = QTranslator()
        if not path.exists() or not translator.load(str(path)):
            out.append(found(Status.FAIL, translate("doctor", "%1: not found or unreadable: %2"),
                             names[language], path))
            continue
        sample = translator.translate(*_SAMPLE)
        if not sample or (language is Language.RU and sample == _SAMPLE[1]):
            out.append(found(Status.FAIL, translate("doctor", "%1: %2 translates nothing"),
                             names[language], path))
        else:
            out.append(found(Status.OK, translate("doctor", "%1: %2"), names[language], path))
    return out


def _writable(label: str, folder: Callable[[], Path]) -> Finding:
    try:
        path = folder()  # the app's own function: it creates the folder as the app would
        with tempfile.NamedTemporaryFile(dir=path, prefix=".doctor-"):
            pass
    except OSError as exc:
        return found(Status.FAIL, translate("doctor", "%1: not writable: %2"), label, exc)
    return found(Status.OK, translate("doctor", "%1: %2 (writable)"), label, path)


def folders() -> list[Finding]:
    from netproto.storage import data_dir
    from netproto.tokens import config_dir

    return [_writable(translate("doctor", "config dir"), config_dir),
            _writable(translate("doctor", "data dir"), data_dir)]


def phone_key() -> list[Finding]:
    """The host's sealing key for the phones (netproto.seal_key): where, its fingerprint,
    or why it cannot be used; read only (the first hosted table makes it)."""
    from netproto.seal_key import SealKeyError, key_path, read_seal_key

    try:
        key = read_seal_key()
    except SealKeyError as exc:
        return [found(Status.FAIL, translate("doctor", "phones' sealing key: %1"), exc)]
    except OSError as exc:
        return [found(Status.WARN, translate("doctor", "phones' sealing key: %1"), exc)]
    if key is None:
        return [found(Status.INFO, translate(
            "doctor", "phones' sealing key: none yet (the first table you host makes it "
            "in %1)"), key_path())]
    return [found(Status.OK, translate(
        "doctor", "phones' sealing key: %1, fingerprint %2"), key.path, key.fingerprint)]


def saved_games() -> list[Finding]:
    from netproto.storage import LOG_SUFFIX, LogError, games_dir, load_log

    try:
        folder = games_dir()
        paths = sorted(folder.glob(f"*{LOG_SUFFIX}"))
    except OSError as exc:
        return [found(Status.FAIL, translate("doctor", "saved games: cannot read: %1"), exc)]
    damaged, finished = [], 0
    for path in paths:
        try:
            loaded = load_log(path)
        except LogError as exc:
            damaged.append(found(Status.FAIL, translate(
                "doctor", "saved game %1 is damaged and cannot be opened: %2"), path.name, exc))
            continue
        finished += loaded.winner is not None
        if loaded.dropped:
            damaged.append(found(Status.WARN, translate(
                "doctor", "saved game %1 is damaged; it opens up to its last intact record: "
                "%2"), path.name, loaded.dropped))
    summary = found(Status.INFO, translate(
        "doctor", "saved games in %1: %2, of them %3 finished"), folder, len(paths), finished)
    return [summary, *damaged]


def environment() -> list[Finding]:
    """The DNMAFIA_* settings in force, for a bug report."""
    names = sorted(k for k in os.environ if k.startswith("DNMAFIA_"))
    if not names:
        return []
    return [found(Status.INFO, translate("doctor", "settings from the environment: %1"),
                  ", ".join(f"{k}={os.environ[k]}" for k in names))]


def run_local_checks() -> list[Finding]:
    return [*versions(), *icons(), *translations(), *folders(), *phone_key(),
            *saved_games(), *environment()]
