"""Screenshots of the link's states (issue 28): the phone seat at 390×844 — offline with a
nomination waiting for the link, a chat message sending into a frozen host, the host
having quit — into docs/screenshots/web/390x844-{en,ru}/link-*.png; and the desktop
player window with its link lost to a frozen host and a nomination waiting, at 1920×1080
and 1366×768, into docs/screenshots/[1366x768/]player-link-lost-{en,ru}.png.

Each picture has a real headless host of its own (``python -m desktop.cli host
--headless`` on 127.0.0.1, not advertised, a throw-away data folder, the table of
tests/web/dn_table.toml with seven bots: Ann, Kira, is the player), frozen with SIGSTOP or
ended with SIGTERM; Debian's chromium through Playwright (``executable_path``).

    python tools/link_screenshots.py [OUT_DIR]        (default docs/screenshots)
"""

from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
SCENARIO = ROOT / "tests" / "web" / "dn_table.toml"
PHONE = (390, 844)
LOCALES = {"en": "en-GB", "ru": "ru-RU"}
SCREENS = {(1920, 1080): "", (1366, 768): "1366x768"}
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


class Host:
    """A headless host with the test table, Ann's seat open; ``url`` and ``port``."""

    def __init__(self, *, web: bool = True) -> None:
        data = Path(tempfile.mkdtemp(prefix="dnmafia-link-shots-"))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DNMAFIA_DATA_DIR=str(data),
                   PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", "host", "--headless", "--interface",
             "127.0.0.1", "--no-advertise", "--port", "0",
             *(["--web-port", "0"] if web else ["--no-web"]),
             "--table", "Friday night", "--scenario", str(SCENARIO), "--bots", "7"],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1)
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x.rstrip("\n")) for x in self.proc.stdout],
                         daemon=True).start()
        self.url = ""
        while True:
            line = lines.get(timeout=30)
            if line.startswith("listening on "):
                self.port = int(line.rpartition(":")[2])
                if not web:
                    break
            if line.startswith("web: "):
                self.url = line.split()[1]
                break

    def signal(self, number: int) -> None:
        self.proc.send_signal(number)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGCONT)
            self.proc.kill()
        self.proc.wait(5)


# --------------------------------------------------------------------------- the phone

def _shoot(page, out: Path, name: str) -> None:
    page.screenshot(path=str(out / f"{name}.png"), full_page=False)
    print(f"wrote {out}/{name}.png")


def phone_shots(browser, lang: str, out: Path) -> None:
    host = Host()
    try:
        context = browser.new_context(viewport={"width": PHONE[0], "height": PHONE[1]},
                                      locale=LOCALES[lang], has_touch=True)
        context.set_default_timeout(15_000)
        page = context.new_page()
        page.goto(host.url)
        page.wait_for_selector(".table-info h1")
        page.fill("input[name=name]", "Ann")
        page.click("button[data-join=player]")
        page.click("[data-cover]")
        page.wait_for_selector("html[data-link=online]")
        context.set_offline(True)
        page.wait_for_selector("html[data-link=offline]")
        page.select_option("select[name=nominate]", "Dan")
        page.click("button[data-action=nominate]")
        page.wait_for_selector("ul.outbox li[data-outbox=waiting]")
        _shoot(page, out, "link-offline-waiting")
        context.set_offline(False)
        page.wait_for_selector("html[data-link=online][data-pending='0']")
        page.evaluate("document.querySelectorAll('.toast').forEach((t) => t.remove())")
        page.click("[data-tab=chat]")
        host.signal(signal.SIGSTOP)
        page.fill("textarea[name=say]", "are you there?" if lang == "en" else "вы здесь?")
        page.click("button[data-action=say]")
        page.wait_for_selector("ul.outbox li[data-outbox=sending]")
        _shoot(page, out, "link-sending")
        page.wait_for_selector("html[data-link=offline]", timeout=8_000)
        _shoot(page, out, "link-frozen-waiting")
        host.signal(signal.SIGCONT)
        page.wait_for_selector("html[data-link=online][data-pending='0']")
        host.signal(signal.SIGTERM)  # the host quits: the page says so and stops
        page.wait_for_selector("html[data-closed]")
        page.wait_for_timeout(300)
        _shoot(page, out, "link-host-quit")
        context.close()
    finally:
        host.stop()


# --------------------------------------------------------------------------- the desktop

def desktop_shots(base: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop.app import DesktopApp
    from desktop.i18n import Language
    from desktop.seat.window import PlayerWindow
    from desktop.settings import Settings
    from netproto.qt_client import QtTableClient

    def spin_until(condition, seconds: float = 15.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("the window did not get there")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.02)

    qapp = QApplication.instance() or QApplication(["dnmafia"])
    app = DesktopApp(qapp, Settings(language="en", sounds=False), interfaces=["127.0.0.1"],
                     save_settings=False)
    for (width, height), folder in SCREENS.items():
        out = base / folder if folder else base
        out.mkdir(parents=True, exist_ok=True)
        for language in (Language.EN, Language.RU):
            app.set_language(language)
            host = Host(web=False)
            try:
                client = QtTableClient("Ann")
                client.connect_to("127.0.0.1", host.port)
                window = PlayerWindow(app, client)
                window.resize(width - 40, height - 60)  # the screen less its frames
                window.show()
                spin_until(lambda w=window: "nominate" in w.panel.action_rows)
                host.signal(signal.SIGSTOP)
                spin_until(lambda c=client: c.state.value == "reconnecting", 8.0)
                row = window.panel.action_rows["nominate"]
                row.targets.setCurrentText("Dan")
                QTest.mouseClick(row.button, Qt.MouseButton.LeftButton)
                spin_until(lambda w=window: w.outbox.isVisible())
                path = out / f"player-link-lost-{language.value}.png"
                window.grab().save(str(path))
                print(f"wrote {path}")
                window.close()
                window.deleteLater()
            finally:
                host.stop()


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    base = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--no-sandbox", "--disable-gpu"])
        for lang in LOCALES:
            out = base / "web" / f"{PHONE[0]}x{PHONE[1]}-{lang}"
            out.mkdir(parents=True, exist_ok=True)
            phone_shots(browser, lang, out)
        browser.close()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    desktop_shots(base)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
