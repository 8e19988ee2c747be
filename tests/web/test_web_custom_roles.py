"""The host's own roles played from a phone (issue 30): a classic table deals the browser's
seat one of the example role files (examples/roles/: bodyguard, tracker, veteran, mayor);
the page shows the role's name and card from the view's glossary in English and Russian,
offers its acts with the desktop's labels (guard, follow, stay on alert with no target,
the mayor's reveal by day), the act is acknowledged, and the tracker's morning report is
words, never a message code. Screenshots (390×844) go to docs/screenshots/roles/.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.web.conftest import WebHost, toast
from tests.web.test_web_seat import join

pytestmark = [pytest.mark.timeout(150), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "roles"
SHOTS = ROOT / "docs" / "screenshots" / "roles"
# a message or refusal code shown raw ("track_report", "{target}")
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\{[a-z_]+\}")


def custom_table(tmp_path: Path, word: str, first_phase: str = "night") -> WebHost:
    """The classic web table (tests/web/classic_table.toml's seats) with the example role
    file ``word`` loaded by the scenario (``roles_file``) and dealt to Kim, the browser."""
    path = tmp_path / f"{word}_table.toml"
    path.write_text(f'''preset = "classic"
seed = 5
players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Kim"]
roles_file = {str(EXAMPLES / f"{word}.toml")!r}

[roles]
Ann = "mafia"
Bob = "mafia"
Kim = "{word}"

[options]
autokill_inactive = false
first_phase = "{first_phase}"
''', encoding="utf-8")
    return WebHost(tmp_path, "--scenario", str(path), "--bots", "7")


def shoot(page, name: str) -> None:
    """The phone's screen for the docs, when asked (DNMAFIA_SCREENSHOTS=1)."""
    if os.environ.get("DNMAFIA_SCREENSHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"phone-{name}.png"))


def no_raw_codes(page) -> None:
    text = page.locator("main").inner_text()
    assert not RAW.findall(text), (RAW.findall(text), text)


def test_a_tracker_on_a_phone_follows_a_mafioso_and_reads_the_report_in_words(
        tmp_path, phone):
    host = custom_table(tmp_path, "tracker")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Tracker")
        expect(page.locator(".rules-text")).to_contain_text(
            "Each night follow one other player")
        page.select_option("select[name=track]", "Ann")
        expect(page.locator("button[data-action=track]")).to_have_text("Follow")
        shoot(page, "tracker-en")
        no_raw_codes(page)
        page.click("button[data-action=track]")
        toast(page, "Accepted — ")
        host.command("next")  # the night is resolved; the morning comes
        expect(page.locator(".phase")).to_have_text("Day 1", timeout=10_000)
        page.click("[data-tab=private]")
        expect(page.locator("main")).to_contain_text(re.compile(r"Ann went (to: |nowhere)"))
        shoot(page, "tracker-report-en")
        no_raw_codes(page)
    finally:
        host.stop()


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_a_bodyguard_on_a_russian_phone_guards_in_russian(tmp_path, phone):
    host = custom_table(tmp_path, "bodyguard")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Телохранитель")
        expect(page.locator(".rules-text")).to_contain_text(
            "Каждую ночь охраняйте одного другого игрока")
        button = page.locator("button[data-action=guard]")
        assert button.inner_text() and button.inner_text() != "guard"
        assert re.search("[а-яё]", button.inner_text(), re.IGNORECASE), button.inner_text()
        page.select_option("select[name=guard]", "Cid")
        shoot(page, "bodyguard-ru")
        no_raw_codes(page)
        button.click()
        toast(page, "Принято")
        no_raw_codes(page)
    finally:
        host.stop()


def test_a_veteran_on_a_phone_stays_on_alert_with_no_target(tmp_path, phone):
    host = custom_table(tmp_path, "veteran")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Veteran")
        expect(page.locator(".rules-text")).to_contain_text("Twice a game")
        button = page.locator("button[data-action=alert]")
        expect(button).to_have_text("Stay on alert tonight")
        expect(page.locator("select[name=alert]")).to_be_hidden()
        shoot(page, "veteran-en")
        button.click()
        if page.locator(".sheet").count():
            page.click("[data-confirm=yes]")
        toast(page, "Accepted — ")
        no_raw_codes(page)
    finally:
        host.stop()


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_a_mayor_on_a_russian_phone_reveals_himself_by_day(tmp_path, phone):
    host = custom_table(tmp_path, "mayor", first_phase="day")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Мэр")
        expect(page.locator(".rules-text")).to_contain_text("Раз за игру, днём")
        button = page.locator("button[data-action=reveal]")
        assert re.search("[а-яё]", button.inner_text(), re.IGNORECASE), button.inner_text()
        expect(page.locator("select[name=reveal]")).to_be_hidden()
        shoot(page, "mayor-ru")
        no_raw_codes(page)
        button.click()
        if page.locator(".sheet").count():
            page.click("[data-confirm=yes]")
        toast(page, "Принято")
        no_raw_codes(page)
        # told to the whole table, in words: the chat's record of the day
        page.click("[data-tab=chat]")
        expect(page.locator(".chatlog")).to_contain_text("Kim")
        expect(page.locator(".chatlog")).to_contain_text("Мэр")
        no_raw_codes(page)
    finally:
        host.stop()
