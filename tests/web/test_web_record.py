"""The group's record on the phone's end screen (issue 31): a real headless host (which
keeps the record in its data dir), six bots, Hal on a TCP link and Ann in Debian's
chromium play a game to its end; Ann's end screen shows her own numbers — as
``record.stats`` says for that data dir —, Hal's view carries his and nobody else's, and
"play again" takes them away when the next game starts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from record.stats import figures
from record.store import FILE_NAME, Record
from tests.web.conftest import dn_table, play_to_the_end

pytestmark = [pytest.mark.timeout(240), pytest.mark.xdist_group("web")]
# where to keep the phone's end screen (docs/screenshots/group), when set
SHOTS = os.environ.get("DNMAFIA_WEB_SHOTS")


def _shoot(page, name: str) -> None:
    if SHOTS:
        page.locator("[data-record]").scroll_into_view_if_needed()
        page.screenshot(path=str(Path(SHOTS) / name))
expect = pytest.importorskip("playwright.sync_api").expect



def test_the_phone_shows_its_players_numbers_at_the_end(tmp_path, phone) -> None:
    with dn_table(tmp_path, "Hal") as (table, hal):
        page = phone
        page.goto(table.url)
        page.fill("input[name=name]", "Ann")
        page.click("button[data-join=player]")
        expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
        view = hal.wait_view(lambda v: v.get("kind") == "player")
        board = page.context.new_page()  # the spectators' board in a browser (a TV)
        board.goto(table.at("board"))
        view = play_to_the_end(table, hal, view)
        # the record is read on the host's worker: the numbers come a moment later
        view = hal.wait_view(lambda v: "my_record" in v)
        with Record(tmp_path / FILE_NAME) as record:
            figs = figures(record)
            ann = figs.player(record.find_player("Ann"))
            hal_figures = figs.player(record.find_player("Hal"))
        assert ann is not None and hal_figures is not None
        mine = view["my_record"]
        assert mine["games"] == 1 and mine["wins"] == hal_figures.wins
        assert mine["rating_before"] is None
        assert mine["rating_after"] == hal_figures.rating.to_plain()
        summary = view["summary"]
        shown = {p["name"]: p for p in summary["players"]}
        assert set(shown) == {"Ann", "Hal"}  # the people seated; the bots have no record
        assert shown["Ann"]["wins"] == ann.wins
        assert shown["Ann"]["rating"] == ann.rating.to_plain()

        expect(page.locator("[data-tab=end]")).to_be_visible(timeout=10_000)
        page.click("[data-tab=end]")
        card = page.locator("[data-record]")
        expect(card).to_be_visible(timeout=10_000)
        expect(card).to_contain_text("Your numbers in the group's record")
        percent = round(ann.win_rate.rate * 100)
        expect(card).to_contain_text(f"Games: 1 · Wins: {ann.wins} ({percent}%)")
        after = f"{ann.rating.mu:.1f} ± {ann.rating.sigma:.1f}"
        expect(card).to_contain_text(f"Rating: — → {after}")
        _shoot(page, "summary-phone-end-en.png")

        # the board shows the standings (the same public summary as the projector)
        standings = board.locator("[data-summary]")
        expect(standings).to_contain_text("After game 1: the group's record")
        row = standings.locator("tbody tr", has_text="Ann")
        expect(row.locator("td")).to_have_text(
            ["Ann", "1", str(ann.wins), f"{percent}%", after])
        expect(standings.locator("tbody tr")).to_have_count(2)
        expect(page.locator("[data-summary]")).to_have_count(0)  # the phone: his own only

        table.command("again")
        new = hal.wait_view(lambda v: (v.get("table") or {}).get("game") == 2)
        assert "my_record" not in new and "summary" not in new
        expect(page.locator("[data-record]")).to_have_count(0)
        expect(board.locator("[data-summary]")).to_have_count(0)


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_the_russian_phone_writes_a_decimal_comma(tmp_path, phone) -> None:
    with dn_table(tmp_path, "Hal") as (table, hal):
        page = phone
        page.goto(table.url)
        page.fill("input[name=name]", "Ann")
        page.click("button[data-join=player]")
        expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
        view = hal.wait_view(lambda v: v.get("kind") == "player")
        view = play_to_the_end(table, hal, view)
        hal.wait_view(lambda v: "my_record" in v)
        with Record(tmp_path / FILE_NAME) as record:
            ann = figures(record).player(record.find_player("Ann"))
        assert ann is not None
        page.click("[data-tab=end]")
        card = page.locator("[data-record]")
        expect(card).to_contain_text("Ваши цифры в статистике группы")
        after = f"{ann.rating.mu:.1f} ± {ann.rating.sigma:.1f}".replace(".", ",")
        expect(card).to_contain_text(f"Рейтинг: — → {after}")
        _shoot(page, "summary-phone-end-ru.png")
