"""The phone's link on a bad evening (issue 28): a dead link is shown as such within 6 s —
the phone offline, the host frozen (SIGSTOP) — and comes back by itself; a tap made
during the outage waits in the outbox («waiting for the link»), goes when the link is
back and is applied exactly once (the game log holds it once); a tap whose phase ended
meanwhile is dropped with a word; the host closing the table is said, and the page stops.

The page's root carries ``data-link`` (online / offline / connecting) and
``data-pending`` (acts not answered yet): the tests read those. Real headless chromium,
the headless host as a subprocess on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from tests.web.conftest import WebHost, scenario

pytestmark = [pytest.mark.timeout(150), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

DETECT_S = 6.0  # the bound: a dead link is shown within this
ROOT = "html"


@pytest.fixture
def table(tmp_path):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    yield host
    host.proc.send_signal(signal.SIGCONT)  # a frozen host must be able to die
    host.stop()


def seated(page, url: str) -> None:
    """Ann (Kira) sits; the game starts with the seven bots; the role is shown."""
    page.goto(url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", "Ann")
    page.click("button[data-join=player]")
    expect(page.locator("[data-cover]")).to_be_visible(timeout=15_000)
    page.click("[data-cover]")
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online")
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "0")


def link_of(page) -> str:
    return page.evaluate("document.documentElement.dataset.link")


def wait_link_leaves_online(page, start: float | None = None) -> float:
    """Seconds from ``start`` (now) until the page shows the link is not online (fails
    past DETECT_S)."""
    start = time.monotonic() if start is None else start
    while link_of(page) == "online":
        assert time.monotonic() - start < DETECT_S, "the dead link still shows online"
        page.wait_for_timeout(100)
    return time.monotonic() - start


def acts_in_log(data_dir: Path, do: str, by: str = "Ann") -> list[dict]:
    logs = list(data_dir.rglob("*.dnlog"))
    assert len(logs) == 1, logs
    records = []
    for line in logs[0].read_text(encoding="utf-8").splitlines()[1:]:
        record = json.loads(line.rpartition("\t")[0])
        if record.get("t") == "act" and record.get("do") == do and record.get("by") == by:
            records.append(record)
    return records


def test_phone_offline_shows_the_lost_link_and_a_nomination_tapped_offline_goes_once(
        table, phone):
    page = phone
    seated(page, table.url)
    page.context.set_offline(True)
    outage_from = time.monotonic()
    detected = wait_link_leaves_online(page)
    expect(page.locator(".conn")).to_contain_text("Connection lost")
    # tapped while offline: it waits, and says so
    page.select_option("select[name=nominate]", "Dan")
    page.click("button[data-action=nominate]")
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "1")
    expect(page.locator("ul.outbox li[data-outbox=waiting]")).to_have_text(
        "nomination: Dan — waiting for the link")
    # the outage goes on to the 30 s: still offline, still waiting
    page.wait_for_timeout(max(0.0, 30.0 - (time.monotonic() - outage_from)) * 1000)
    assert link_of(page) == "offline"
    assert acts_in_log(table.data_dir, "nominate") == []
    back_at = time.monotonic()
    page.context.set_offline(False)
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online", timeout=10_000)
    reconnected = time.monotonic() - back_at
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "0")
    expect(page.locator(".toast", has_text="Accepted — nomination: Dan.")).to_be_visible()
    expect(page.locator("ul.outbox")).to_be_hidden()
    page.wait_for_timeout(1_000)
    nominations = acts_in_log(table.data_dir, "nominate")
    assert len(nominations) == 1 and nominations[0]["target"] == "Dan"
    assert isinstance(nominations[0].get("id"), str)
    print(f"offline: detected in {detected:.1f} s, back {reconnected:.1f} s after the network")


def test_host_frozen_30_s_the_link_is_shown_lost_and_a_message_sent_into_it_arrives_once(
        table, phone):
    """The real timings: the host stopped for 30 s, a chat message sent into the dead
    socket (it reaches the host when it wakes, on the old connection) and sent again on
    the new one under the same id: one message in the chat, one in the log."""
    page = phone
    seated(page, table.url)
    page.click("button[data-tab=chat]")
    table.proc.send_signal(signal.SIGSTOP)
    frozen_at = time.monotonic()
    page.fill("textarea[name=say]", "are you there?")
    page.click("button[data-action=say]")
    expect(page.locator("ul.outbox li")).to_have_text("a message — sending…")
    detected = wait_link_leaves_online(page, frozen_at)
    expect(page.locator("ul.outbox li[data-outbox=waiting]")).to_have_text(
        "a message — waiting for the link")
    while time.monotonic() - frozen_at < 30:
        assert link_of(page) != "online"  # a frozen host accepts, but never answers
        page.wait_for_timeout(500)
    woke_at = time.monotonic()
    table.proc.send_signal(signal.SIGCONT)
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online", timeout=10_000)
    reconnected = time.monotonic() - woke_at
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "0")
    expect(page.locator(".chatlog")).to_contain_text("are you there?")
    page.wait_for_timeout(1_500)
    assert page.locator(".chatlog").inner_text().count("are you there?") == 1
    assert len(acts_in_log(table.data_dir, "say")) == 1
    print(f"frozen host: detected {detected:.1f} s after the freeze, back "
          f"{reconnected:.1f} s after SIGCONT")


def test_a_tap_whose_phase_ended_offline_is_dropped_with_a_word(table, phone):
    page = phone
    seated(page, table.url)
    page.context.set_offline(True)
    wait_link_leaves_online(page)
    page.select_option("select[name=nominate]", "Dan")
    page.click("button[data-action=nominate]")
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "1")
    table.command("next")  # the host moves on: the day's nominations are over
    while " vote;" not in table.wait_line("d1 "):  # the headless host reports the phase
        pass
    page.context.set_offline(False)
    expect(page.locator(ROOT)).to_have_attribute("data-link", "online", timeout=10_000)
    expect(page.locator(ROOT)).to_have_attribute("data-pending", "0")
    expect(page.locator(".toast", has_text="The phase it was made in has ended")).to_be_visible()
    assert acts_in_log(table.data_dir, "nominate") == []


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_the_host_quitting_is_said_and_the_page_stops_trying(table, phone):
    page = phone
    seated(page, table.url)
    os.kill(table.proc.pid, signal.SIGTERM)  # the headless host quits
    table.proc.wait(10)
    expect(page.locator(".conn")).to_contain_text("Программа ведущего закрыта, стол закрыт.")
    expect(page.locator(ROOT)).to_have_attribute("data-closed", "host_quit")
    assert link_of(page) == "offline"
    page.wait_for_timeout(2_000)
    expect(page.locator(".conn")).to_contain_text("стол закрыт")  # no "reconnecting"
