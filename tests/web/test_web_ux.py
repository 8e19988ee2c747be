"""The phone page at a real table (issue 28): irreversible acts ask first and concede sits
apart from the night's act; whose turn it is (a vibration, the title, the tab's mark, the
count of players the phase waits for); the role covers itself again; every tab within a
360-px screen with its unread mark (a dead player's seat with the graveyard tab too),
nothing cut at 200 % zoom (195 CSS px); time fields in
24-hour form; the boss's card; the headless host's QR code in the terminal.
"""

from __future__ import annotations

import re

import pytest

from tests.web.conftest import WebHost, scenario, toast

pytestmark = [pytest.mark.timeout(180), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

# a stand-in for the phone's vibrator: the page's calls, counted
VIBRATE_SPY = """
window.vibrations = [];
Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true,
  value: function (pattern) { window.vibrations.push(pattern); return true; } });
"""


def join(page, url: str, name: str) -> None:
    page.goto(url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", name)
    page.click("button[data-join=player]")


def uncover(page) -> None:
    """The role shown (a tap on its cover, if it is covered)."""
    page.locator("[data-cover], .role-title").first.wait_for(timeout=15_000)
    if page.locator("[data-cover]").count():
        page.locator("[data-cover]").click()
    expect(page.locator(".role-title")).to_be_visible()


def test_the_dons_concede_and_strike_ask_first_and_concede_sits_apart(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("classic_don_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Ann")
        uncover(page)
        expect(page.locator(".role-title")).to_have_text("Don")
        concede = page.locator("button[data-action=concede]")
        shoot = page.locator("button[data-action=shoot]")
        expect(shoot).to_be_visible()
        # not a primary button beside the night's act: apart, below a rule
        assert "primary" not in concede.get_attribute("class")
        assert concede.evaluate("b => Boolean(b.closest('.grave'))")
        assert not concede.evaluate("b => Boolean(b.closest('.action-rows'))")
        # a tap asks, naming what happens; «Cancel» sends nothing
        concede.click()
        sheet = page.locator(".sheet[role=alertdialog]")
        expect(sheet).to_contain_text("cannot be taken back")
        assert sheet.get_attribute("aria-labelledby") and sheet.get_attribute("aria-describedby")
        expect(page.locator(".sheet [data-confirm=no]")).to_be_focused()
        page.click(".sheet [data-confirm=no]")
        expect(sheet).to_have_count(0)
        expect(concede).to_be_focused()  # back where it was
        concede.click()
        page.keyboard.press("Escape")  # Escape is «Cancel» too
        expect(sheet).to_have_count(0)
        page.wait_for_timeout(500)
        assert page.locator(".toast").count() == 0
        assert not page.evaluate("window.dnmafiaSeat.view.classic.conceded")
        # the Don's strike asks too, naming its target
        page.select_option("select[name=don_strike]", "Cid")
        page.click("button[data-action=don_strike]")
        expect(sheet).to_contain_text("Cid")
        page.click(".sheet [data-confirm=yes]")
        toast(page, "Accepted — Don's strike: Cid.")
        concede.click()
        page.click(".sheet [data-confirm=yes]")
        toast(page, "Accepted — defeat conceded.")
    finally:
        host.stop()


def test_whose_turn_it_is_and_how_many_the_table_waits_for(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    try:
        page = phone
        page.add_init_script(VIBRATE_SPY)
        join(page, host.url, "Ann")
        uncover(page)
        waiting = page.locator("header .waiting")
        expect(waiting).to_be_hidden()  # by day nobody is waited for (advance votes are private)
        page.select_option("select[name=nominate]", "Gus")
        page.click("button[data-action=nominate]")
        toast(page, "Accepted — nomination: Gus.")
        page.click("[data-tab=chat]")  # away from the role's tab
        assert page.evaluate("window.vibrations.length") == 0
        host.command("next")  # the vote opens: Ann has a vote to cast
        expect(page.locator(".phase")).to_have_text("Vote · day 1", timeout=10_000)
        page.wait_for_function("window.vibrations.length === 1")
        expect(page).to_have_title(re.compile("^● Your turn"))
        expect(page.locator("html")).to_have_attribute("data-turn", "role")
        expect(page.locator("[data-tab=role] .dot")).to_be_visible()
        # the count: the living who have neither voted nor abstained, a count only
        expect(waiting).to_have_text(re.compile(r"^Waiting for \d+ players?$"))
        view = page.evaluate("window.dnmafiaSeat.view")
        assert waiting.get_attribute("data-waiting") == str(view["waiting"])
        assert not re.search("|".join(p["name"] for p in view["players"]), waiting.inner_text())
        before = int(waiting.get_attribute("data-waiting"))
        page.click("[data-tab=role]")  # seen: the title is the page's again
        expect(page).to_have_title("DN Mafia")
        uncover(page)
        page.select_option("select[name=vote]", "Gus")
        page.click("button[data-action=vote]")
        if page.locator(".sheet").count():
            page.click("[data-confirm=yes]")
        toast(page, "Accepted — vote: Gus.")
        expect(waiting).not_to_have_attribute("data-waiting", str(before))
        assert int(waiting.get_attribute("data-waiting")) < before
        # the night: everybody's move counts, civilians' sleep too
        host.command("next")
        expect(page.locator(".phase")).to_have_text("Night after day 1", timeout=10_000)
        expect(waiting).to_be_visible()
        page.wait_for_function("window.vibrations.length === 2")  # a night with a move to make
        n = int(waiting.get_attribute("data-waiting"))
        page.click("button[data-action=sleep]")
        toast(page, "Accepted — a quiet night.")
        expect(waiting).not_to_have_attribute("data-waiting", str(n))
    finally:
        host.stop()


def test_the_role_covers_itself_again(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Ann")
        cover = page.locator("[data-cover]")
        uncover(page)
        # 10 s untouched: covered again
        page.wait_for_timeout(8_000)
        expect(page.locator(".role-title")).to_be_visible()
        expect(cover).to_be_visible(timeout=4_000)
        expect(page.locator(".role-title")).to_have_count(0)
        # the page hidden (another app, the screen locked): covered at once
        uncover(page)
        page.evaluate("""() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          document.dispatchEvent(new Event('visibilitychange'));
        }""")
        expect(cover).to_be_visible(timeout=1_000)
        page.evaluate("delete document.hidden")
        # "hold to show": a tap shows nothing, a finger resting on the cover does
        page.locator("details.settings summary").click()
        page.locator("input[name=setting-hold]").check()
        page.click("[data-tab=role]")
        expect(cover).to_contain_text("Hold")
        cover.click()
        page.wait_for_timeout(300)
        expect(page.locator(".role-title")).to_have_count(0)
        box = cover.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.wait_for_timeout(1_000)
        page.mouse.up()
        expect(page.locator(".role-title")).to_have_text("Kira")
        # the setting is this phone's: it survives a reload
        page.reload()
        expect(cover).to_contain_text("Hold", timeout=10_000)
    finally:
        host.stop()


def _outside(page) -> list[str]:
    """The elements that reach beyond the screen's width or are cut by their box."""
    return page.evaluate("""() => {
      const bad = [];
      const width = document.documentElement.clientWidth;
      for (const el of document.querySelectorAll('header *, main *, footer *, .sheet *')) {
        const r = el.getBoundingClientRect();
        if (!r.width || getComputedStyle(el).visibility === 'hidden') continue;
        if (el.closest('.cover') || el.closest('.sr-only')) continue;  // hidden on purpose
        const style = getComputedStyle(el);
        const clips = ['hidden', 'clip', 'auto', 'scroll'].includes(style.overflowX);
        if (r.right > width + 1 || r.left < -1
            || (clips && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'TEXTAREA')) {
          bad.push(`${el.tagName.toLowerCase()}.${el.className} `
            + `${Math.round(r.left)}..${Math.round(r.right)}`
            + ` "${(el.innerText || el.value || '').slice(0, 30)}"`);
        }
      }
      if (document.documentElement.scrollWidth > width + 1) bad.push('the page scrolls sideways');
      return bad;
    }""")


def _all_tabs_in_sight(page, tabs: int) -> None:
    """Each tab and unread mark of the page whole within its 360×640 screen, each mark
    on top where it sits (not under another tab), and the header (its bar, the clock and
    the tabs in two rows) within a third of the screen."""
    boxes = page.evaluate("""() => [...document.querySelectorAll('[data-tab], .tab .dot')]
      .map((e) => { const r = e.getBoundingClientRect();
                    const top = document.elementFromPoint((r.left + r.right) / 2,
                                                          (r.top + r.bottom) / 2);
                    return [e.dataset.tab || 'dot', r.left, r.right, r.top, r.bottom,
                            e.contains(top) || top === e]; })""")
    assert len([b for b in boxes if b[0] != "dot"]) == tabs, boxes
    assert any(b[0] == "dot" for b in boxes), boxes
    for name, left, right, top, bottom, on_top in boxes:
        assert left >= 0 and right <= 360 and top >= 0 and bottom <= 640 and on_top, (name, boxes)
    header = page.evaluate("document.querySelector('header').getBoundingClientRect().height")
    assert header <= 640 / 3, header


@pytest.mark.parametrize("lang", ["en-GB", "ru-RU"])
def test_every_tab_in_sight_at_360_px_and_nothing_cut_at_200_percent(tmp_path, browser, lang):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "6")
    contexts = []
    try:
        def phone(width: int, height: int):
            context = browser.new_context(viewport={"width": width, "height": height},
                                          locale=lang, has_touch=True)
            context.set_default_timeout(10_000)
            contexts.append(context)
            return context.new_page()

        ann = phone(195, 422)  # 390×844 at 200 % zoom
        join(ann, host.url, "Ann")
        hal = phone(360, 640)
        join(hal, host.url, "Hal")  # the last seat: the game starts; Hal is a mafioso
        uncover(hal)
        expect(hal.locator("[data-tab=mafia]")).to_be_visible()
        host.command("next")  # news on the chat's tab
        dot = hal.locator("[data-tab=chat] .dot")
        expect(dot).to_be_visible(timeout=10_000)
        _all_tabs_in_sight(hal, 7)
        # the mark has words for a screen reader: the tab reads "Chat (new)"
        expect(hal.get_by_role("tab", name=re.compile(r"\(new\)|\(новое\)"))).to_have_count(1)
        # 200 % zoom: every tab's screen whole
        uncover(ann)
        cut = {}
        for key in ann.locator("[data-tab]").evaluate_all("ts => ts.map((t) => t.dataset.tab)"):
            ann.click(f"[data-tab={key}]")
            if ann.locator("[data-cover]").count():
                uncover(ann)
            ann.wait_for_timeout(150)
            found = _outside(ann)
            if found:
                cut[key] = found
        assert not cut, cut
        # Kira (Ann) writes Hal: his seat grows the graveyard tab, with its mark, still all
        # in sight at 360×640 with the header not eating the screen
        ann.click("[data-tab=role]")
        uncover(ann)
        ann.click("button[data-action=eyes]")
        ann.click("[data-confirm=yes]")
        ann.select_option("select[name=write-target]", "Hal")
        ann.click("button[data-action=write]")
        ann.click("[data-confirm=yes]")
        expect(hal.locator("[data-tab=graveyard]")).to_be_visible(timeout=10_000)
        stands = phone(360, 640)  # a spectator's line: news in Hal's graveyard
        stands.goto(host.url)
        stands.fill("input[name=name]", "Zed")
        stands.click("button[data-join=spectator]")
        stands.click("[data-tab=graveyard]")
        stands.fill("textarea[name=graveyard-say]", "Welcome, Hal")
        stands.click("button[data-action=graveyard-say]")
        expect(hal.locator("[data-tab=graveyard] .dot")).to_be_visible(timeout=10_000)
        hal.click("[data-tab=role]")
        uncover(hal)  # his mafia's tab too (the cover hides it)
        _all_tabs_in_sight(hal, 8)
        expect(hal.get_by_role("tab", name=re.compile(r"\(new\)|\(новое\)"))).not_to_have_count(0)
    finally:
        for context in contexts:
            context.close()
        host.stop()


@pytest.mark.parametrize("phone", ["en-US"], indirect=True)
def test_time_fields_take_24_hour_times_and_say_what_is_wrong(table_dn, phone):
    page = phone
    join(page, table_dn.url, "Ann")
    uncover(page)
    until = page.locator("input[name=until-time]")
    # an American phone would show «12:00 PM» in a time input: the page's field is 24-hour
    assert until.get_attribute("type") == "text"
    expect(until).to_have_value("12:00")
    expect(until).to_have_attribute("aria-label", re.compile("24-hour"))
    page.select_option("select[name=lend-to]", "Cid")
    until.fill("9 PM")
    page.click("button[data-action=lend]")
    expect(page.locator(".notebook .time-error:visible")).to_have_text(re.compile("HH:MM, 24-hour"))
    expect(until).to_have_attribute("aria-invalid", "true")
    assert page.locator(".sheet").count() == 0  # nothing asked, nothing sent
    until.fill("21:30")
    page.click("button[data-action=lend]")
    sheet = page.locator(".sheet")
    expect(sheet).to_contain_text("until day 1, 21:30")
    # the borrower learns neither by whom nor until when (RULES.md §3.3), the desktop's words
    expect(sheet).to_contain_text("Lend the notebook to Cid from now until day 1, 21:30?")
    expect(sheet).to_contain_text("not by whom, nor until when")
    page.click("[data-confirm=no]")
    # the desktop's labels beside the fields; the later start, when ticked, in the words
    expect(page.locator(".notebook")).to_contain_text("Start later:")
    page.check("input[name=lend-later]")
    page.fill("input[name=from-time]", "13:00")
    page.click("button[data-action=lend]")
    expect(sheet).to_contain_text("Lend the notebook to Cid from day 1, 13:00 until day 1, 21:30?")


@pytest.fixture
def table_dn(tmp_path):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    yield host
    host.stop()


@pytest.mark.parametrize("phone", ["ru-RU"], indirect=True)
def test_the_boss_reads_boss_of_the_mafia_and_kira_his_card_in_neutral_russian(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("dn_boss_table.toml"), "--bots", "7")
    try:
        join(phone, host.url, "Dan")
        uncover(phone)
        expect(phone.locator(".role-title")).to_have_text("Босс мафии")
    finally:
        host.stop()


def test_the_headless_host_prints_the_seat_pages_qr_code(tmp_path):
    import segno

    host = WebHost(tmp_path, "--players", "7")
    try:
        host.wait_line("table ")
        at = next(i for i, line in enumerate(host.output) if line.startswith("web: "))
        art = host.output[at + 1:-1]  # between the address and the "table" line
        # two modules a character: █ both light, ▀ light over dark, ▄ dark over light
        glyphs = {"█": (0, 0), "▀": (0, 1), "▄": (1, 0), " ": (1, 1)}
        rows: list[list[int]] = []
        for line in art:
            pairs = [glyphs[c] for c in line]
            rows += [[top for top, _ in pairs], [bottom for _, bottom in pairs]]
        matrix = segno.make(host.url, error="l", boost_error=True, micro=False).matrix
        size = len(matrix)
        inner = [row[4:4 + size] for row in rows[4:4 + size]]
        assert inner == [[int(bool(m)) for m in row] for row in matrix]
    finally:
        host.stop()
