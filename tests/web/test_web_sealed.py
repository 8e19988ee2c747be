"""Sealed phones in a real browser (issue 34): a page opened at the QR code's address
(the host's key in its ``#k=`` fragment) plays a seat sealed — its role on the screen,
nothing of it in the WebSocket's frames (Playwright reads them as a listener on the
network would) — and comes back sealed after a reload; a page opened at the address typed
by hand (no key) is told, in its language, to scan the code, or plays unsealed, told so,
where the host allows it. Real headless chromium, the headless host as a subprocess.
"""

from __future__ import annotations

import pytest

from tests.web.conftest import WebHost, scenario

pytestmark = [pytest.mark.timeout(150), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

ROOT = "html"


@pytest.fixture
def table(tmp_path):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    yield host
    host.stop()


def frames_of(page) -> list[bytes]:
    """Every WebSocket frame the page sends and receives, as it goes on the wire."""
    frames: list[bytes] = []

    def keep(payload) -> None:
        frames.append(payload if isinstance(payload, bytes) else payload.encode())

    def watch(ws) -> None:
        ws.on("framesent", keep)
        ws.on("framereceived", keep)

    page.on("websocket", watch)
    return frames


def sit(page, url: str, name: str = "Ann") -> None:
    page.goto(url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", name)
    page.click("button[data-join=player]")


def test_a_phone_from_the_code_plays_sealed(table, phone):
    page = phone
    frames = frames_of(page)
    sit(page, table.url)
    expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
    page.click("[data-cover]")
    expect(page.locator(".role-title")).to_have_text("Kira")
    expect(page.locator(ROOT)).to_have_attribute("data-seal", "sealed")
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online")
    page.click("button[data-action=eyes]")  # an act, sealed both ways
    page.click("[data-confirm=yes]")
    expect(page.locator(".notebook")).to_contain_text("You have the eyes")
    wire = b"".join(frames)
    assert len(frames) > 4 and wire
    for secret in (b"kira", b"Ann", b"eyes", b"notebook", b"hello", b"token"):
        assert secret not in wire, secret
    # a reload (the fragment stays in the address): the seat again, sealed again
    frames.clear()
    page.reload()
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online", timeout=15_000)
    expect(page.locator(ROOT)).to_have_attribute("data-seal", "sealed")
    expect(page.locator(".phase")).to_have_text("Day 1")
    assert frames and b"kira" not in b"".join(frames)


@pytest.mark.parametrize("phone", ["en-GB", "ru-RU"], indirect=True)
def test_a_typed_address_is_told_to_scan_the_code(table, phone):
    page = phone
    page.goto(table.address)  # no key: typed by hand
    words = {"en": "scan the QR code", "ru": "отсканируйте QR-код"}
    language = "ru" if page.evaluate("navigator.language").startswith("ru") else "en"
    expect(page.locator(".error")).to_contain_text(words[language], timeout=10_000)
    expect(page.locator(ROOT)).to_have_attribute("data-seal", "plain")


def test_a_typed_address_plays_unsealed_where_the_host_allows_it(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7",
                   "--allow-unsealed")
    try:
        page = phone
        frames = frames_of(page)
        sit(page, host.address)
        expect(page.locator(".toast", has_text="This seat is not sealed")).to_be_visible(
            timeout=15_000)
        expect(page.locator(ROOT)).to_have_attribute("data-seal", "plain")
        expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
        wire = b"".join(frames)  # the same look at the frames finds the seat's secrets
        assert b"Ann" in wire and b"kira" in wire
    finally:
        host.stop()


def test_the_board_is_sealed_from_its_address_with_the_key(table, phone):
    board = phone
    board.goto(table.at("board"))
    expect(board.locator(".board-players")).to_be_visible(timeout=15_000)
    other = board.context.new_page()
    other.goto(table.address + "board")  # typed by hand: no key
    expect(other.locator(".hint")).to_contain_text("scan the QR code", timeout=10_000)


def test_a_code_of_another_key_is_told_to_scan_again(table, phone):
    """The host's key is not the code's (an old printed code, a forged one): the page
    cannot open the host's answer, says so and stops (no reconnecting in a loop)."""
    from netproto.seal_key import SealKey

    page = phone
    page.goto(f"{table.address}#{SealKey.generate().fragment}")
    expect(page.locator(".error")).to_contain_text("scan the QR code on the host's screen again",
                                                   timeout=10_000)
    expect(page.locator(ROOT)).to_have_attribute("data-seal", "sealed")
