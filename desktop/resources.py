"""Where the app's files are: the icons and the compiled translations.

Owns finding them. In an installed app (wheel, bundle) they are inside the package,
``desktop/assets/{icons,i18n}``, put there by the build (``setup.py``); in a checkout
(editable install, ``PYTHONPATH=.``) they are the top-level ``assets/`` folder itself, the
source, whose ``.qm`` files ``make`` compiles. Reads only, never writes: an installed
package may be read-only. Must not import Qt, the engine, netproto or any window.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

CHECKOUT_ASSETS = Path(__file__).resolve().parent.parent / "assets"
ICON_NAMES = ("app", "arrow-down", "bot", "dead", "lock", "phase-day", "phase-lobby",
              "phase-night", "phase-over", "phase-vote", "role-civilian", "role-kira",
              "role-l", "role-mafia", "role-near", "role-unknown")


@cache
def assets_dir() -> Path:
    """The folder holding ``icons/`` and ``i18n/``: the package's own, else the checkout's."""
    packaged = Path(__file__).resolve().parent / "assets"  # beside this module, installed
    return packaged if packaged.is_dir() else CHECKOUT_ASSETS


def icon_dir() -> Path:
    return assets_dir() / "icons"


def i18n_dir() -> Path:
    return assets_dir() / "i18n"


def is_installed() -> bool:
    """True when the files come from inside the package (a wheel or a bundle)."""
    return assets_dir() != CHECKOUT_ASSETS
