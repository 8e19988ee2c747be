"""A phone's browser at a real table: the seat page (netproto/web/index.html) in Debian's
headless chromium joins a headless host beside bots and a TCP client, takes its seat, sees
its role behind the cover, acts through the page (Kira takes the eyes and writes a name
through the notebook panel, a nomination, the chat, a vote, the night), loses its link and
reloads mid-game and is back in its seat by itself; a classic commissar checks at night;
the Russian page speaks the desktop's Russian, refusals included; a password table, a
spectator, a seat taken over by another tab.
"""

from __future__ import annotations

import re

import pytest

from tests.web.conftest import WebHost, dn_table, scenario, toast

# one worker: one browser for the web tests (conftest)
pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect


@pytest.fixture
def table(tmp_path):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    yield host
    host.stop()


@pytest.fixture
def mixed_table(tmp_path):
    """Six bots, Hal on a TCP link (the desktop's protocol), and the browser's seat."""
    with dn_table(tmp_path, "Hal") as table:
        yield table


def join(page, url: str, name: str) -> None:
    page.goto(url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", name)
    page.click("details.profile summary")
    page.fill("input[name=profession]", "baker")
    page.select_option("select[name=gender]", "female")
    page.click("button[data-join=player]")


def test_kira_plays_a_day_from_a_phone_and_comes_back_after_a_reload(mixed_table, phone):
    table, hal = mixed_table
    page = phone
    join(page, table.url, "Ann")
    # the last seat is taken: the game starts; the role is covered until tapped
    cover = page.locator("[data-cover]")
    expect(cover).to_be_visible(timeout=15_000)
    expect(page.locator(".conn")).to_have_text("● Connected")
    expect(page.locator(".phase")).to_have_text("Day 1")
    assert "Kira" not in page.locator("main").inner_text()
    cover.click()
    expect(page.locator(".role-title")).to_have_text("Kira")
    # the notebook panel: the eyes, asked again first
    page.click("button[data-action=eyes]")
    # its cost, as the desktop's notebook says it: checks see him as Kira from then on
    expect(page.locator(".sheet")).to_contain_text("cannot be undone")
    expect(page.locator(".sheet")).to_contain_text("L's check sees you as Kira")
    page.click("[data-confirm=yes]")
    toast(page, "Accepted — the eyes taken.")
    expect(page.locator(".notebook")).to_contain_text("You have the eyes")
    page.select_option("select[name=write-target]", "Fay")
    page.fill("input[name=circumstances]", "falls asleep and never wakes up")
    page.click("button[data-action=write]")
    # a written name cannot be crossed out: asked first, naming whom and when (the eyes by
    # day: at once); a no sends nothing
    sheet = page.locator(".sheet")
    expect(sheet).to_contain_text("Write Fay in the Death Note?")
    expect(sheet).to_contain_text("Fay dies at once. A written name cannot be crossed out.")
    page.click("[data-confirm=no]")
    expect(sheet).to_have_count(0)
    assert page.locator(".nb-entries").inner_text() == ""
    page.click("button[data-action=write]")
    page.click("[data-confirm=yes]")
    toast(page, "Accepted — name written: Fay.")
    expect(page.locator(".nb-entries")).to_contain_text("Fay")
    # the same day's second name is refused, with the engine's reason in words
    expect(page.locator(".notebook .reason").first).to_be_visible()
    # a nomination from the list of actions
    page.select_option("select[name=nominate]", "Gus")
    page.click("button[data-action=nominate]")
    toast(page, "Accepted — nomination: Gus.")
    # the chat
    page.click("[data-tab=chat]")
    expect(page.locator(".chatlog")).to_contain_text("Fay has died: falls asleep")
    page.fill("textarea[name=say]", "Good morning, town")
    page.click("button[data-action=say]")
    expect(page.locator(".chatlog li.chat", has_text="Good morning, town")).to_be_visible()
    # the TCP seat reads the browser's words, and the browser his
    hal.wait_view(lambda v: any(e["code"] == "chat" and e["params"]["by"] == "Ann"
                                for e in v.get("events", [])))
    assert hal.act("say", text="Morning, Ann")["t"] == "ack"
    expect(page.locator(".chatlog li.chat", has_text="Morning, Ann")).to_be_visible()
    # the vote
    table.command("next")
    expect(page.locator(".phase")).to_have_text("Vote · day 1", timeout=10_000)
    page.click("[data-tab=players]")
    expect(page.locator("ul.tally")).to_contain_text("Gus")
    page.click("[data-tab=role]")
    page.select_option("select[name=vote]", "Gus")
    page.click("button[data-action=vote]")
    if page.locator(".sheet").count():
        page.click("[data-confirm=yes]")
    toast(page, "Accepted — vote: Gus.")
    # the link drops (a phone's network going away): the page says so and comes back
    page.evaluate("window.dnmafiaSeat.conn.ws.close()")
    expect(page.locator(".conn")).to_have_text("● Connected", timeout=10_000)
    expect(page.locator("main")).to_contain_text("Your vote: Gus.")
    # a reload mid-game: back in the seat by itself, the role covered again
    token = page.evaluate("localStorage.getItem('dnmafia.seat')")
    page.reload()
    expect(page.locator("[data-cover]")).to_be_visible(timeout=10_000)
    expect(page.locator(".conn")).to_have_text("● Connected")
    expect(page.locator(".phase")).to_have_text("Vote · day 1")
    page.click("[data-cover]")
    expect(page.locator(".role-title")).to_have_text("Kira")
    expect(page.locator("main")).to_contain_text("Your vote: Gus.")
    # every welcome brings a new token, and the page keeps the newest
    assert page.evaluate("localStorage.getItem('dnmafia.seat')") != token
    # the page holds nothing of the others' seats: the deal stays off the wire-fed page
    html = page.content()
    for secret in ("mafia_boss", "\"near\""):
        assert secret not in html
    # the night: Kira has nothing to do but say so
    hal.drain()
    table.command("next")
    expect(page.locator(".phase")).to_have_text("Night after day 1", timeout=10_000)
    page.click("button[data-action=sleep]")
    toast(page, "Accepted — a quiet night.")


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_the_russian_seat_speaks_the_desktops_russian(table, phone):
    page = phone
    join(page, table.url, "Ann")
    expect(page.locator("button[data-join=player]")).to_have_count(0, timeout=15_000)
    cover = page.locator("[data-cover]")
    expect(cover).to_be_visible(timeout=15_000)
    expect(page.locator(".conn")).to_have_text("● На связи")
    expect(page.locator(".phase")).to_have_text("День 1")
    # the header says the day once (the phase names it; the clock is the time of day) and
    # the whole moment is the tooltip
    clock = page.locator(".clock")
    expect(clock).to_have_text(re.compile(r"^\d\d:\d\d$"))
    assert page.locator("header").inner_text().lower().count("день 1") == 1
    assert clock.get_attribute("title").startswith("Игровое время: день 1, ")
    assert clock.evaluate("e => e.scrollWidth <= e.clientWidth")  # whole, not cut
    cover.click()
    expect(page.locator(".role-title")).to_have_text("Кира")
    # the card speaks to the player without a default masculine form
    expect(page.locator(".rules-text")).to_contain_text(
        "Вы побеждаете, если в живых останетесь только вы.")
    # Kira without the eyes: the reason the write is refused, in the engine's Russian
    reason = page.locator(".notebook .reason").first
    expect(reason).to_be_visible()
    assert re.search("[а-яА-Я]", reason.inner_text())
    page.select_option("select[name=nominate]", "Gus")
    page.click("button[data-action=nominate]")
    toast(page, "Принято — выдвижение: Gus.")
    # the notebook lent until midday, from the notebook panel
    page.select_option("select[name=lend-to]", "Cid")
    page.fill("input[name=until-day]", "1")
    page.fill("input[name=until-time]", "12:30")
    page.click("button[data-action=lend]")
    # a loan cannot be taken back: the page asks first, naming to whom and until when, in
    # the desktop's words (and what the borrower is not told)
    expect(page.locator(".sheet")).to_contain_text(
        "Одолжить Тетрадь игроку Cid с этой минуты до момента «день 1, 12:30»?")
    expect(page.locator(".sheet")).to_contain_text("не от кого и не до какого времени")
    page.click("[data-confirm=yes]")
    toast(page, "Принято — Тетрадь передана на время: Cid.")
    expect(page.locator(".notebook")).to_contain_text("Одолжена игроку Cid")
    table.command("next")  # the vote: the longest phase name beside the moment
    expect(page.locator(".phase")).to_have_text("Голосование · день 1", timeout=10_000)
    assert clock.evaluate("e => e.scrollWidth <= e.clientWidth")  # whole, on its line
    assert clock.evaluate("e => e.getBoundingClientRect().right <= innerWidth")
    # the language is switchable, and the page remembers the choice
    page.click("button.lang")
    expect(page.locator(".phase")).to_have_text("Vote · day 1")
    page.reload()
    expect(page.locator(".phase")).to_have_text("Vote · day 1", timeout=10_000)


def test_a_classic_commissar_plays_a_night_from_a_phone(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("classic_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Kim")
        page.click("[data-cover]")
        expect(page.locator(".role-title")).to_have_text("Commissar")
        expect(page.locator(".phase")).to_have_text("The first night")
        page.select_option("select[name=check]", "Ann")
        page.click("button[data-action=check]")
        toast(page, "Accepted — check: Ann.")
        host.command("next")  # the night is resolved; the morning comes
        expect(page.locator(".phase")).to_have_text("Day 1", timeout=10_000)
        page.click("[data-tab=private]")
        expect(page.locator("main")).to_contain_text("check of Ann: Mafioso")
    finally:
        host.stop()


def test_the_phone_warns_of_the_vote_duty_over_the_role_cover(tmp_path, phone):
    """Issue 33: during the vote, a seat that has not voted is warned (over the cover: it
    tells nothing of the role) with the deadline; once it voted it is told it is safe."""
    host = WebHost(tmp_path, "--scenario", scenario("classic_day_table.toml"), "--bots", "6")
    try:
        page = phone
        join(page, host.url, "Kim")
        expect(page.locator("[data-cover]")).to_be_visible()
        expect(page.locator(".duty")).to_have_count(0)  # by day: nothing yet
        page.click("[data-tab=rules]")
        expect(page.locator(".duty-rule")).to_have_text(
            "Each game day, whoever has not voted by 21:00 is removed from the game; "
            "writing in the chat is not required.")
        # the card tells the classic table's options only: none of the notebook's
        expect(page.locator("main")).to_contain_text("A night victim's role is shown")
        expect(page.locator("main")).not_to_contain_text("Kira's daily duty")
        expect(page.locator("main")).not_to_contain_text("No shot after the boss dies")
        page.click("[data-tab=role]")
        host.command("next")  # the vote opens
        expect(page.locator(".warn.duty")).to_have_text(
            "You have not voted today. Vote before 21:00, or you will be removed from the "
            "game for inactivity.", timeout=10_000)
        expect(page.locator("[data-cover]")).to_be_visible()
        page.click("[data-cover]")
        page.select_option("select[name=vote]", "Ann")
        page.click("button[data-action=vote]")
        page.click("[data-confirm=yes]")  # a classic vote cannot be changed
        expect(page.locator(".hint.duty")).to_have_text(
            "You will not be removed for inactivity today.", timeout=10_000)
    finally:
        host.stop()


def test_a_password_table_and_a_spectator(tmp_path, browser, phone):
    host = WebHost(tmp_path, "--players", "7", "--password", "owl", "--table", "Attic")
    try:
        page = phone
        page.goto(host.url)
        expect(page.locator("input[name=password]")).to_be_visible()
        page.fill("input[name=name]", "Zoe")
        page.click("button[data-join=player]")  # none typed: not "wrong", but needed
        expect(page.locator(".join .error")).to_have_text(
            "This table needs a password: type it, then join again.")
        page.fill("input[name=password]", "cat")
        page.click("button[data-join=player]")
        expect(page.locator(".join .error")).to_have_text("Wrong table password.")
        page.fill("input[name=password]", "owl")
        page.click("button[data-join=player]")
        expect(page.locator("[data-tab=players]")).to_be_visible()
        page.click("[data-tab=players]")
        expect(page.locator("ul.players")).to_contain_text("Zoe")
        # a second tab of the same browser takes the seat over; the first may take it back
        second = page.context.new_page()
        second.goto(host.url)
        expect(second.locator("[data-tab=players]")).to_be_visible()
        expect(page.locator("main .warn")).to_have_text(
            "Your seat was taken over by a new connection.")
        page.click("[data-back]")
        expect(page.locator("[data-tab=players]")).to_be_visible()
        expect(second.locator("[data-back]")).to_be_visible()
        second.close()
        # another phone only watches: the public side, no seat of its own
        other = browser.new_context(viewport={"width": 390, "height": 844})
        watcher = other.new_page()
        watcher.goto(host.url)
        watcher.fill("input[name=password]", "owl")
        watcher.click("button[data-join=spectator]")
        expect(watcher.locator("ul.players")).to_contain_text("Zoe")
        expect(watcher.locator("[data-tab=role]")).to_have_count(0)
        # the lobby takes players: a spectator may go and sit (the joining screen, no
        # question about a seat he does not have)
        watcher.click("footer button")
        expect(watcher.locator("button[data-join=player]")).to_be_visible()
        assert watcher.locator(".sheet").count() == 0
        assert watcher.evaluate("localStorage.getItem('dnmafia.seat')") in (None, "{}")
        other.close()
    finally:
        host.stop()


def _act_if_offered(page) -> None:
    """What a player does with the phone each phase: a name in the notebook by day (the
    eyes first), a vote in the vote, a quiet night; nothing where nothing is legal."""
    eyes = page.locator("button[data-action=eyes]")
    if eyes.count() and eyes.is_enabled():
        eyes.click()
        page.click("[data-confirm=yes]")
        toast(page, "Принято")
    write = page.locator("button[data-action=write]")
    if write.count() and write.is_enabled():
        names = [o for o in page.locator("select[name=write-target] option").all_inner_texts()
                 if o and o != "Ann" and not o.startswith("Выберите")]
        if names:
            page.select_option("select[name=write-target]", names[0])
            write.click()
            expect(page.locator(".sheet")).to_contain_text(
                f"Вписать в Тетрадь смерти имя: {names[0]}?")
            page.click("[data-confirm=yes]")
            toast(page, f"Принято — вписано имя: {names[0]}.")
    vote = page.locator("button[data-action=vote]")
    if vote.count() and vote.is_enabled():
        page.select_option("select[name=vote]", index=1)
        vote.click()
        if page.locator(".sheet").count():
            page.click("[data-confirm=yes]")
        toast(page, "Принято — голос:")
    sleep = page.locator("button[data-action=sleep]")
    if sleep.count() and sleep.is_enabled():
        sleep.click()
        toast(page, "Принято")


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_a_whole_russian_game_from_a_phone_through_a_screen_lock(table, phone):
    """Only a phone: join, play every phase to the end in Russian, the screen locked (the
    page frozen, as a phone's browser freezes a locked tab) while the game moves on, and
    the end of the game with the story."""
    page = phone
    join(page, table.url, "Ann")
    page.click("[data-cover]")
    expect(page.locator(".role-title")).to_have_text("Кира")
    devtools = page.context.new_cdp_session(page)
    phases: list[str] = []
    locked = False
    for _step in range(60):
        if page.locator(".headline").count():
            break
        phase = page.locator(".phase").inner_text()
        phases.append(phase)
        _act_if_offered(page)
        if len(phases) == 4 and not locked:  # the screen locks; the table goes on
            locked = True
            devtools.send("Page.setWebLifecycleState", {"state": "frozen"})
            table.command("next")
            table.command("next")
            page.wait_for_timeout(1500)
            devtools.send("Page.setWebLifecycleState", {"state": "active"})
            page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
            expect(page.locator(".conn")).to_have_text("● На связи", timeout=10_000)
            expect(page.locator(".phase")).not_to_have_text(phase, timeout=10_000)
            continue
        table.command("next")
        expect(page.locator(".phase, .headline").first).not_to_have_text(phase,
                                                                        timeout=10_000)
    # the bots play as they like: a win, a loss or a draw, each in words
    headline = page.locator(".headline")
    expect(headline).to_have_text(re.compile("Вы победили!|Вы проиграли|Никто не победил"))
    assert locked and len(phases) >= 5, phases
    assert all(re.search("[а-яА-Я]", p) for p in phases), phases
    main = page.locator("main").inner_text()
    assert "Смерти" in main
    # the story: the notebook's path without a default masculine form, each vote's day
    assert "глаза: Ann" in main and "взял" not in main
    if page.evaluate("window.dnmafiaSeat.view.story.votes.length"):
        assert re.search(r"(Голосование|Переголосование) · день \d+: ", main), main
    assert "Победители:" in main or headline.inner_text() == "Никто не победил"
    expect(page.locator(".conn")).to_have_text("● На связи")
