"""Screenshots of every screen of the browser seat and the spectator board, at a small
phone's 360×640, a phone's 390×844 and a tablet's 768×1024, in English and Russian, into
docs/screenshots/web/.

Runs a real headless host (``python -m desktop.cli host --headless`` on 127.0.0.1, not
advertised, a throw-away data folder) with the table of tests/web/dn_table.toml and bots
in the other seats, and Debian's chromium through Playwright (``executable_path``; never a
downloaded browser). Ann (Kira) plays through the page: joins, takes the eyes, writes a
name (Hal, once he has talked in the mafia channel), nominates, chats, asks the host, votes;
the host then removes the others so that Kira wins, for the end screen. Hal, the last seat
(a mafioso), joins from a second phone after the lobby's pictures; dead, he reads and
writes in the graveyard, as a spectator (Zed) on a third does. Each size and language is a
fresh table.

    python tools/web_screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "tests" / "web" / "dn_table.toml"
SIZES = {"small phone": (360, 640), "phone": (390, 844), "tablet": (768, 1024)}
LOCALES = {"en": "en-GB", "ru": "ru-RU"}
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
BOTS = ["Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


class HeadlessHost:
    def __init__(self, data: Path) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DNMAFIA_DATA_DIR=str(data),
                   PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", "host", "--headless", "--interface",
             "127.0.0.1", "--no-advertise", "--port", "0", "--web-port", "0",
             "--table", "Friday night", "--scenario", str(SCENARIO), "--bots", "6"],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        while True:
            line = self.lines.get(timeout=30)
            if line.startswith("web: "):
                self.url = line.split()[1]
                break

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def command(self, text: str) -> None:
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait(5)


def shoot(page, out: Path, name: str) -> None:
    page.wait_for_timeout(250)
    page.evaluate("document.querySelectorAll('.toast').forEach((t) => t.remove())")
    page.screenshot(path=str(out / f"{name}.png"), full_page=False)
    print(f"wrote {out.name}/{name}.png")


def tab(page, key: str) -> None:
    page.click(f"[data-tab={key}]")


def show_role(page) -> None:
    """The role shown again if it covered itself meanwhile (10 s untouched)."""
    if page.locator("[data-cover]").count():
        page.click("[data-cover]")


def session(browser, lang: str, size: tuple[int, int], out: Path) -> None:
    data = Path(tempfile.mkdtemp(prefix="dnmafia-shots-"))
    host = HeadlessHost(data)
    try:
        context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                      locale=LOCALES[lang], has_touch=True)
        context.set_default_timeout(15_000)
        page = context.new_page()
        board = context.new_page()
        page.goto(host.url)
        page.wait_for_selector(".table-info h1")
        page.fill("input[name=name]", "Ann")
        page.click("details.profile summary")
        page.fill("input[name=profession]", "baker" if lang == "en" else "пекарь")
        page.fill("input[name=appearance]", "red scarf" if lang == "en" else "красный шарф")
        shoot(page, out, "join")
        page.click("button[data-join=player]")
        page.wait_for_selector("[data-tab=players]")
        shoot(page, out, "lobby")
        tab(page, "players")
        shoot(page, out, "lobby-players")
        other = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                    locale=LOCALES[lang], has_touch=True)  # its own storage
        hal = other.new_page()
        hal.goto(host.url)
        hal.wait_for_selector(".table-info h1")
        hal.fill("input[name=name]", "Hal")
        hal.click("button[data-join=player]")
        page.wait_for_selector("[data-tab=private]")  # the game has started
        tab(page, "role")
        page.wait_for_selector("[data-cover]")
        shoot(page, out, "role-covered")
        page.click("[data-cover]")
        page.click("button[data-action=eyes]")
        page.wait_for_selector(".sheet")
        shoot(page, out, "confirm-eyes")
        page.click("[data-confirm=yes]")
        page.wait_for_selector(".toast.good")
        show_role(hal)
        tab(hal, "mafia")
        hal.fill("textarea[name=mafia-say]", "Gus today?" if lang == "en" else "Сегодня Gus?")
        hal.click("button[data-action=mafia-say]")
        hal.wait_for_selector(".chatlog li.chat")
        shoot(hal, out, "mafia")
        show_role(page)
        page.select_option("select[name=write-target]", "Hal")
        page.fill("input[name=circumstances]", "falls asleep" if lang == "en" else "засыпает")
        page.click("button[data-action=write]")
        page.wait_for_selector(".sheet")
        shoot(page, out, "confirm-write")
        page.click("[data-confirm=yes]")
        page.wait_for_selector(".nb-entries td")
        page.select_option("select[name=nominate]", "Gus")
        page.click("button[data-action=nominate]")
        page.wait_for_timeout(400)
        page.evaluate("document.querySelectorAll('.toast').forEach((t) => t.remove())")
        shoot(page, out, "role")
        page.locator(".notebook").scroll_into_view_if_needed()
        shoot(page, out, "notebook")
        tab(page, "chat")
        page.fill("textarea[name=say]", "Good morning, town!" if lang == "en"
                  else "Доброе утро, город!")
        page.click("button[data-action=say]")
        page.wait_for_selector(".chatlog li.chat")
        shoot(page, out, "chat")
        # the stands: a spectator's graveyard, then the dead Hal's (its tab and mark)
        stands_context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                             locale=LOCALES[lang], has_touch=True)
        stands = stands_context.new_page()
        stands.goto(host.url)
        stands.wait_for_selector(".table-info h1")
        stands.fill("input[name=name]", "Zed")
        stands.click("button[data-join=spectator]")
        tab(stands, "graveyard")
        stands.fill("textarea[name=graveyard-say]", "Welcome, Hal" if lang == "en"
                    else "Добро пожаловать, Hal")
        stands.click("button[data-action=graveyard-say]")
        stands.wait_for_selector(".graveyard li.chat")
        shoot(stands, out, "graveyard-spectator")
        hal.wait_for_selector("[data-tab=graveyard] .dot")
        tab(hal, "role")
        shoot(hal, out, "dead-role")
        tab(hal, "graveyard")
        hal.fill("textarea[name=graveyard-say]", "It was Ann!" if lang == "en"
                 else "Это была Ann!")
        hal.click("button[data-action=graveyard-say]")
        hal.wait_for_selector(".graveyard li.chat >> nth=1")
        shoot(hal, out, "graveyard")
        stands_context.close()
        tab(page, "host")
        page.fill("textarea[name=ask]", "When does the vote close?" if lang == "en"
                  else "Когда закрывается голосование?")
        page.click("button[data-action=ask]")
        page.wait_for_selector(".toast.good")
        shoot(page, out, "host")
        tab(page, "rules")
        shoot(page, out, "rules")
        host.command("next")
        tab(page, "players")
        page.wait_for_selector("ul.tally")
        shoot(page, out, "vote")
        tab(page, "role")
        show_role(page)
        page.select_option("select[name=vote]", "Gus")
        page.click("button[data-action=vote]")
        if page.locator(".sheet").count():
            shoot(page, out, "confirm-vote")
            page.click("[data-confirm=yes]")
        tab(page, "private")
        show_role(page)
        shoot(page, out, "private")
        page.click("details.settings summary")
        page.locator("footer").scroll_into_view_if_needed()
        shoot(page, out, "settings")
        address, _, fragment = host.url.partition("#")  # the host's key: sealed
        board.goto(f"{address}board#{fragment}")
        board.wait_for_selector(".board-players")
        shoot(board, out, "board")
        # the others leave the table: Kira is the last one alive
        for name in BOTS:
            host.command(f"kick {name}")
        page.wait_for_selector(".headline")
        page.evaluate("window.scrollTo(0, 0)")
        shoot(page, out, "end")
        board.wait_for_selector(".board .headline")
        shoot(board, out, "board-end")
        context.close()
        other.close()
    finally:
        host.stop()
        shutil.rmtree(data, ignore_errors=True)


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    base = Path(argv[0]) if argv else ROOT / "docs" / "screenshots" / "web"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for lang in LOCALES:
            for label, size in SIZES.items():
                out = base / f"{size[0]}x{size[1]}-{lang}"
                out.mkdir(parents=True, exist_ok=True)
                print(f"{label} {lang}")
                session(browser, lang, size, out)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
