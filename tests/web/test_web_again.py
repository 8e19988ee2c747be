"""Play again with a phone at the table (issue 31): a real headless host, six bots, Hal on
a TCP link and Ann in Debian's chromium play a game to its end; the operator types
``again norepeat``; Ann's page and Hal's link are in their seats of the new game on the
same connections, each with a new role and nothing of the old game."""

from __future__ import annotations

import pytest

from tests.web.conftest import dn_table, play_to_the_end, toast

pytestmark = [pytest.mark.timeout(240), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect



def test_the_phone_and_the_tcp_seat_follow_into_the_next_game(tmp_path, phone) -> None:
    with dn_table(tmp_path, "Hal") as (table, hal):
        page = phone
        page.goto(table.url)
        expect(page.locator(".table-info h1")).to_be_visible()
        page.fill("input[name=name]", "Ann")
        page.click("button[data-join=player]")
        expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Kira")
        view = hal.wait_view(lambda v: v.get("kind") == "player")
        old_role = view["me"]["role"]
        view = play_to_the_end(table, hal, view)
        old_events = view.get("events_from", 0) + len(view.get("events") or [])
        expect(page.locator("[data-tab=end]")).to_be_visible(timeout=10_000)

        table.command("again norepeat")
        new = hal.wait_view(lambda v: (v.get("table") or {}).get("game") == 2)
        assert new["kind"] == "player" and new["me"]["name"] == "Hal"
        assert new["me"]["alive"] and new["clock"]["phase"] != "over"
        assert new["me"]["role"] != old_role  # Hal was the one mafioso: he moves on
        assert new.get("events_from", 0) == 0 and len(new.get("events") or []) < old_events
        assert "story" not in new and not new.get("winner")

        # the phone: the same seat on the same link, told, its new role covered
        toast(page, "A new game at this table")
        expect(page.locator("[data-tab=end]")).to_have_count(0)
        expect(page.locator(".conn")).to_have_text("● Connected")
        expect(page.locator("[data-cover]")).to_be_visible()
        page.click("[data-cover]")
        expect(page.locator(".role-title")).not_to_have_text("Kira")  # no repeat
        page.click("[data-tab=chat]")
        records = page.locator("main ol.record li").count()
        assert records <= len(new.get("events") or []) < old_events
        assert page.evaluate("() => performance.getEntriesByType('navigation').length") == 1
