"""Installed like an app: the wheel built from this checkout, installed into a fresh venv
outside it, runs ``dnmafia doctor`` (icons and both translations found in the installed
package, exit 0) and opens its launcher — with the installed package read-only and
nothing written under it. HOME and the XDG dirs point into the test's folder.

To stay fast the fresh venv borrows the running environment's third-party packages
(PySide6, zeroconf…) through a ``.pth`` line; the checkout's own packages are never on
its path (asserted: ``desktop`` is imported from the fresh venv). The wheel is built the
way users build it (``pip wheel``, with build isolation unless this environment already
has the setuptools the build needs).
"""

from __future__ import annotations

import os
import shutil
import socket
import stat
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "assets", "tools",
           "engine", "netproto", "desktop", "bots", "record")
PACKAGES = ("desktop", "engine", "netproto", "bots", "record")

# one worker builds the wheel and its venv (module-scoped) for all of them
pytestmark = [pytest.mark.install, pytest.mark.timeout(300), pytest.mark.xdist_group("install")]


@dataclass(frozen=True)
class Installed:
    venv: Path
    site: Path  # the fresh venv's site-packages
    env: dict[str, str]
    home: Path

    def run(self, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(self.venv / "bin" / "dnmafia"), *args], cwd=self.home,
                              env={**self.env, **env}, capture_output=True, text=True,
                              timeout=120, check=False)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _isolation_flags() -> list[str]:
    try:
        major = int(metadata.version("setuptools").split(".")[0])
    except metadata.PackageNotFoundError:
        major = 0
    return ["--no-build-isolation"] if major >= 77 else []


def _build_wheel(tmp: Path) -> Path:
    src = tmp / "src"
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.qm"))
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(path, src / name)
    dist = tmp / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    *_isolation_flags(), "-w", str(dist), str(src)], check=True, cwd=tmp)
    (wheel,) = dist.glob("dnmafia-*.whl")
    return wheel


def _fresh_venv(tmp: Path, wheel: Path) -> tuple[Path, Path]:
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    site = Path(subprocess.run(
        [str(venv / "bin" / "python"), "-c",
         "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True).stdout.strip())
    borrowed = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "_borrowed_deps.pth").write_text("".join(f"{p}\n" for p in sorted(borrowed)))
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "--quiet", "--no-deps", "--no-index", str(wheel)], check=True)
    return venv, site


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    tmp = tmp_path_factory.mktemp("install")
    venv, site = _fresh_venv(tmp, _build_wheel(tmp))
    home = tmp / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DNMAFIA_", "PYTHON", "XDG_", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"),
               QT_QPA_PLATFORM="offscreen", DNMAFIA_INTERFACES="127.0.0.1",
               DNMAFIA_WEB_PORT=str(_free_port()), PATH=f"{venv / 'bin'}:{env['PATH']}")
    return Installed(venv, site, env, home)


def test_the_installed_package_is_the_wheel_not_the_checkout(installed) -> None:
    done = subprocess.run(
        [str(installed.venv / "bin" / "python"), "-c",
         "import bots, desktop, engine, netproto, PySide6\n"
         "for m in (desktop, engine, netproto, bots): print(m.__file__)\n"
         "print(PySide6.__file__)"],
        cwd=installed.home, env=installed.env, capture_output=True, text=True, check=True)
    *ours, pyside = done.stdout.split()
    assert all(Path(p).is_relative_to(installed.site) for p in ours), ours
    assert not Path(pyside).is_relative_to(installed.site)  # borrowed, as intended
    assert not any(Path(p).is_relative_to(ROOT) for p in ours)
    assets = installed.site / "desktop" / "assets"
    assert len(list((assets / "icons").glob("*.svg"))) == 20
    assert sorted(p.name for p in (assets / "i18n").iterdir()) == [
        "dnmafia_en.qm", "dnmafia_ru.qm"]
    # the browser seat's files, vendored codec and sealing library and their licences
    web = installed.site / "netproto" / "web"
    for name in ("index.html", "board.html", "js/seat.js", "js/board.js", "css/seat.css",
                 "texts/ru.json", "texts/en.json", "vendor/msgpack/index.mjs",
                 "vendor/msgpack/utils/utf8.mjs", "vendor/msgpack/LICENSE",
                 "vendor/msgpack/VERSION", "js/seal.js", "vendor/tweetnacl/nacl-fast.min.js",
                 "vendor/tweetnacl/LICENSE", "vendor/tweetnacl/VERSION"):
        assert (web / name).is_file(), name


def test_doctor_finds_the_installed_icons_and_translations(installed) -> None:
    done = installed.run("doctor")
    assert done.returncode == 0, done.stdout + done.stderr
    assets = installed.site / "desktop" / "assets"
    out = done.stdout
    assert f"ok    icons: all 16 found in {assets / 'icons'}" in out
    assert f"ok    Russian translation: {assets / 'i18n' / 'dnmafia_ru.qm'}" in out
    assert f"ok    English translation: {assets / 'i18n' / 'dnmafia_en.qm'}" in out
    assert f"config dir: {installed.home / '.config' / 'dnmafia'} (writable)" in out
    assert out.rstrip().endswith("All is well.")


def _tree(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(root)): (p.stat().st_mtime_ns, p.stat().st_size)
            for p in root.rglob("*")}


def _set_writable(paths: list[Path], writable: bool) -> None:
    for top in paths:
        for path in [top, *top.rglob("*")]:
            mode = path.stat().st_mode
            path.chmod(mode | stat.S_IWUSR if writable
                       else mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def test_read_only_install_runs_and_nothing_is_written_under_it(installed) -> None:
    config = installed.home / ".config" / "dnmafia"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text('{"language": "ru"}', encoding="utf-8")
    tops = [installed.site / name for name in PACKAGES]
    tops += list(installed.site.glob("dnmafia-*.dist-info"))
    before = {str(top): _tree(top) for top in tops}
    _set_writable(tops, False)
    try:
        doctor = installed.run("doctor")
        launcher = installed.run(DNMAFIA_EXIT_WHEN_SHOWN="1")
    finally:
        _set_writable(tops, True)
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    assert doctor.stdout.splitlines()[0] == "Проверка DN Mafia"
    assert "Русский перевод: " in doctor.stdout
    assert launcher.returncode == 0, launcher.stderr
    assert {str(top): _tree(top) for top in tops} == before
