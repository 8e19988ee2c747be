"""The bundle's entry point (PyInstaller runs this file): the ``dnmafia`` command."""

import sys

from desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
