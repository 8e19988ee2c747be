"""The bundle's entry point (PyInstaller runs this file): the ``dnmafia`` command."""

import multiprocessing
import sys

from desktop.cli import main

if __name__ == "__main__":
    # the simulator's worker processes (``dnmafia simulate``, the rule editor's balance
    # estimate) start this executable again: it must play their games, not open the app
    multiprocessing.freeze_support()
    sys.exit(main())
