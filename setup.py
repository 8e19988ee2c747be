"""The wheel's build step: the app's files go inside the ``desktop`` package.

Owns one thing: after the ordinary ``build_py``, the icons of the top-level ``assets/``
folder (the source) are copied to ``desktop/assets/icons`` of the build and the Qt
Linguist sources are compiled to ``desktop/assets/i18n/*.qm`` (``tools/build_qm.py``,
standard library only). An editable install keeps reading ``assets/`` of the checkout
(``desktop.resources``) and gets nothing copied. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "tools"))

import build_qm  # noqa: E402 - found beside this file, in tools/

ASSETS = HERE / "assets"
PACKAGED = Path("desktop") / "assets"  # inside the build: desktop/assets/…


class BuildWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / PACKAGED
        icons = target / "icons"
        icons.mkdir(parents=True, exist_ok=True)
        for svg in sorted((ASSETS / "icons").glob("*.svg")):
            shutil.copyfile(svg, icons / svg.name)
        built = build_qm.build_all(ASSETS / "i18n", target / "i18n")
        if {p.name for p in built} != {"dnmafia_en.qm", "dnmafia_ru.qm"}:
            raise RuntimeError(f"translations missing from assets/i18n: built {built}")

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        target = Path(self.build_lib) / PACKAGED
        extra = [*(target / "icons" / p.name for p in (ASSETS / "icons").glob("*.svg")),
                 *(target / "i18n" / f"dnmafia_{lang}.qm" for lang in ("en", "ru"))]
        return [*outputs, *map(str, extra)]


setup(cmdclass={"build_py": BuildWithAssets})
