"""The phone's role card says only what the table's rules make true (issue 33, item 9):
the classic Don at a table with the Don strike and "the Don decides" off reads of neither,
in the desktop's words (the same sentences, chosen by the engine)."""

from __future__ import annotations

import pytest

from tests.web.conftest import WebHost, scenario
from tests.web.test_web_seat import join

pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect


def test_the_dons_card_on_a_phone_speaks_of_no_scenario_that_is_off(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("classic_don_card_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Don")
        card = page.locator(".rules-text")
        expect(card).to_contain_text("You are the Don")
        expect(card).to_contain_text("every awake mafioso must name the same target")
        text = card.inner_text()
        assert "Don strike" not in text and "decides" not in text, text
    finally:
        host.stop()
