"""The graveyard on the phone page, in Debian's headless chromium: a spectator who watches
from the seat page gets the graveyard tab and writes in it; the living seat on a phone
has no such tab and never receives a word of it; when Kira (a TCP seat) writes him dead,
his phone grows the tab with the room's whole history, he writes there, the spectator
reads him, and no frame to the living Kira carries any of it. In Russian the spectator's
tab is «Кладбище»; his footer offers only «Перестать смотреть» while the game runs."""

from __future__ import annotations

import pytest

from tests.web.conftest import PHONE, dn_table

pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

SPECTATOR_LINE = "Good luck from the stands"
DEAD_LINE = "Kira wrote me, it is Ann"


@pytest.fixture
def kira_table(tmp_path):
    """Six bots, Ann (Kira) on a TCP link, and Hal (a mafioso) on the phone."""
    with dn_table(tmp_path, "Ann") as table:
        yield table


def test_the_dead_and_the_spectators_talk_and_the_living_never_hear(kira_table, phone,
                                                                     browser):
    host, ann = kira_table
    page = phone
    page.goto(host.url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", "Hal")
    page.click("button[data-join=player]")  # the last seat: the game starts
    expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
    expect(page.locator("[data-tab=chat]")).to_be_visible()
    expect(page.locator("[data-tab=graveyard]")).to_have_count(0)
    # a spectator on another phone, in Russian: he reads the graveyard and writes in it
    context = browser.new_context(viewport=PHONE, locale="ru-RU", has_touch=True)
    context.set_default_timeout(10_000)
    stands = context.new_page()
    errors: list[str] = []
    stands.on("pageerror", lambda error: errors.append(str(error)))
    stands.goto(host.url)
    expect(stands.locator(".table-info h1")).to_be_visible()
    stands.fill("input[name=name]", "Grandma")
    stands.click("button[data-join=spectator]")
    tab = stands.locator("[data-tab=graveyard]")
    expect(tab).to_have_text("Кладбище")
    tab.click()
    expect(stands.locator("main")).to_contain_text("Кладбище: здесь разговаривают выбывшие")
    stands.fill("textarea[name=graveyard-say]", SPECTATOR_LINE)
    stands.click("button[data-action=graveyard-say]")
    expect(stands.locator(".graveyard li.chat", has_text=SPECTATOR_LINE)).to_contain_text(
        "Grandma (зритель):")
    expect(stands.locator("textarea[name=graveyard-say]")).to_have_value("")
    # the table took it: nothing left in his outbox (the host once broke off a spectator's
    # line with an id, after applying it, and never answered)
    expect(stands.locator("ul.outbox li")).to_have_count(0)
    expect(stands.locator("html")).to_have_attribute("data-pending", "0")
    # the living seat: still no tab, not a word
    page.click("[data-tab=chat]")
    expect(page.locator("[data-tab=graveyard]")).to_have_count(0)
    assert SPECTATOR_LINE not in page.content()
    # Kira takes the eyes and writes Hal: his phone grows the tab with the whole history
    ann.must("eyes")
    ann.must("write", target="Hal")
    graveyard = page.locator("[data-tab=graveyard]")
    expect(graveyard).to_be_visible(timeout=10_000)
    expect(page.locator(".toast", has_text="the graveyard tab is open to you")).to_be_visible()
    expect(graveyard.locator(".dot")).to_have_count(1)  # unread lines
    graveyard.click()
    expect(page.locator(".graveyard li.chat", has_text=SPECTATOR_LINE)).to_contain_text(
        "Grandma (spectator):")
    page.fill("textarea[name=graveyard-say]", DEAD_LINE)
    page.click("button[data-action=graveyard-say]")
    expect(page.locator(".graveyard li.chat", has_text=DEAD_LINE)).to_contain_text("Hal:")
    expect(stands.locator(".graveyard li.chat", has_text=DEAD_LINE)).to_be_visible()
    # the dead no longer talk in the game's chat
    page.click("[data-tab=chat]")
    expect(page.locator("textarea[name=say]")).to_have_count(0)
    # the living Kira: refused in the room, and no frame she got holds a word of it
    refused = ann.act("say", text="let me in", channel="graveyard")
    assert refused["t"] == "refused" and refused["code"] == "graveyard_living"
    ann.drain()
    for body in ann.raw:
        assert SPECTATOR_LINE.encode() not in body and DEAD_LINE.encode() not in body
        assert b"graveyard_chat" not in body and b"graveyard_spectator" not in body
    # a running game seats nobody new: the spectator's footer offers only to stop watching,
    # which takes him to the joining screen without a question (nothing of his is lost)
    footer = stands.locator("footer")
    expect(footer).to_have_text("Перестать смотреть")
    expect(footer).not_to_contain_text("Сесть за стол")
    footer.get_by_role("button").click()
    expect(stands.locator(".sheet")).to_have_count(0)
    expect(stands.locator("button[data-join=spectator]")).to_be_visible()
    context.close()
    assert not errors, errors
