"""The phone's player id (netproto/web/js/settings.js): made once, kept in localStorage,
sent in the hello; the host writes it into the log's seat record, where the group's
record (record/) finds the player across games."""

from __future__ import annotations

import json
import re

import pytest

from tests.web.conftest import dn_table
from tests.web.test_web_seat import join

pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect


def test_the_phone_sends_its_kept_player_id_and_the_log_has_it(tmp_path, phone) -> None:
    with dn_table(tmp_path, "Hal") as (table, _hal):
        join(phone, table.url, "Ann")
        expect(phone.locator("[data-cover]")).to_be_visible(timeout=15_000)
        kept = phone.evaluate("localStorage.getItem('dnmafia.playerId')")
        assert re.fullmatch(r"[0-9a-f]{32}", kept)
        log = next((tmp_path / "games").glob("*.dnlog"))
        header = json.loads(log.read_text(encoding="utf-8").splitlines()[0].rpartition("\t")[0])
        ids = {seat["name"]: seat.get("player_id") for seat in header["seats"]}
        assert ids["Ann"] == kept
        assert ids["Hal"] is None  # a client that sends none: the record goes by his name
        phone.reload()  # the seat comes back with its token; the id stays the same
        expect(phone.locator("[data-cover]")).to_be_visible(timeout=10_000)
        assert phone.evaluate("localStorage.getItem('dnmafia.playerId')") == kept
