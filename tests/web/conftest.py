"""The browser seat's tests: a real headless host as a subprocess and Debian's chromium
driven by Playwright (``executable_path``: never a downloaded browser). One browser per
test worker (the web tests share an xdist group); each test gets a fresh phone-sized
page (its own storage, like another phone).

Network hygiene: the host listens on 127.0.0.1 only and does not advertise.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.netproto.wire_client import Host, Wire

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HERE = Path(__file__).resolve().parent
PHONE = {"width": 390, "height": 844}

playwright_api = pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip("Debian's chromium is not installed (.ci/run installs it)",
                allow_module_level=True)


class WebHost(Host):
    """A headless host serving the browser seat; ``url`` is its ``web:`` address, the QR
    code's: the host's key in its fragment (a page opened at it is sealed)."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        super().__init__(data_dir, "--port", "0", "--no-advertise", "--web-port", "0", *args)
        self.url = self.wait_line("web: ").split()[1]
        self.address, _, self.fragment = self.url.partition("#")  # as typed; "k=…"

    def at(self, path: str) -> str:
        """Another page of the host's (e.g. "board"), opened with the key."""
        return f"{self.address}{path}#{self.fragment}"


@pytest.fixture(scope="session")
def browser():
    with playwright_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM,
                                     args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()


@pytest.fixture
def phone(browser, request):
    """A fresh phone: its own storage; ``request.param`` may name a locale."""
    locale = getattr(request, "param", "en-GB")
    context = browser.new_context(viewport=PHONE, locale=locale, has_touch=True,
                                  device_scale_factor=1)
    context.set_default_timeout(10_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    yield page
    context.close()
    assert not errors, errors


def scenario(name: str) -> str:
    return str(HERE / name)


@contextmanager
def dn_table(tmp_path: Path, name: str) -> Iterator[tuple[WebHost, Wire]]:
    """The Death Note scenario table with six bots and ``name`` seated on a TCP link (the
    desktop's protocol); the browser takes the seat left."""
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "6")
    line = next(line for line in host.output if line.startswith("listening on "))
    wire = Wire(int(line.rpartition(":")[2]), name)
    assert wire.hello(name)["t"] == "welcome"
    yield host, wire
    wire.close()
    host.stop()


def toast(page, text: str) -> None:
    playwright_api.expect(page.locator(".toast", has_text=text).last).to_be_visible(
        timeout=10_000)


def _clock(view: dict) -> tuple:
    clock = view.get("clock") or {}
    return clock.get("phase"), clock.get("game_day"), clock.get("now"), repr(clock.get("runoff"))


def play_to_the_end(table: WebHost, seat: Wire, view: dict) -> dict:
    """The operator ends phase after phase while the bots play, until the game is over:
    ``seat``'s last view."""
    for _ in range(80):
        if view["clock"]["phase"] == "over":
            break
        before = _clock(view)
        table.command("next")
        view = seat.wait_view(lambda v, b=before: _clock(v) != b)
    assert view["clock"]["phase"] == "over", view["clock"]
    return view
