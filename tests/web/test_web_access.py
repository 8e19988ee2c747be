"""Every screen of the browser seat, both presets, both languages, at a phone's 390×844:
axe-core (tests/web/vendor/axe-core, see its VERSION) finds no violation, and every
control is a touch target of at least 44×44 px. The walk: the join page, the lobby's tabs,
the game's tabs with the role covered and shown, an irreversible act's confirmation, the
vote, the night, the graveyard tab (a dead player's and a spectator's), the classic vote
duty's warning, the end, and the spectator board.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.web.conftest import PHONE, WebHost, scenario

pytestmark = [pytest.mark.timeout(240), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
LOCALES = {"en": "en-GB", "ru": "ru-RU"}
MIN_TARGET = 44

# the visible controls a finger taps; a checkbox's target is its label
_TARGETS_JS = """(min) => {
  const bad = [];
  const seen = new Set();
  for (const el of document.querySelectorAll(
      'button, select, input, textarea, summary, a[href], [role=tab], label.check')) {
    if (el.matches('label.check input')) continue;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (!r.width || !r.height || style.visibility === 'hidden') continue;
    if (r.height < min - 0.5 || r.width < min - 0.5) {
      const key = el.outerHTML.slice(0, 90);
      if (!seen.has(key)) {
        seen.add(key);
        bad.push(`${Math.round(r.width)}x${Math.round(r.height)} ${key}`);
      }
    }
  }
  return bad;
}"""


class Audit:
    """What axe and the target check find on each screen, by screen name."""

    def __init__(self) -> None:
        self.violations: dict[str, list[str]] = {}
        self.small: dict[str, list[str]] = {}

    def __call__(self, page, screen: str) -> None:
        page.wait_for_timeout(200)
        page.evaluate("document.querySelectorAll('.toast').forEach((t) => t.remove())")
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            # evaluated through the devtools, as the page's CSP forbids an injected script
            page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
        found = page.evaluate("""async () => {
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× `
            + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
        }""")
        if found:
            self.violations[screen] = found
        small = page.evaluate(_TARGETS_JS, MIN_TARGET)
        if small:
            self.small[screen] = small

    def count(self) -> int:
        return sum(int(v.split(": ")[1].split("×")[0]) for vs in self.violations.values()
                   for v in vs)


def _tab(page, key: str) -> None:
    page.click(f"[data-tab={key}]")


def _uncover(page) -> None:
    cover = page.locator("[data-cover]")
    if cover.count():
        cover.click()
    expect(page.locator(".role-title")).to_be_visible()


def _join(page, url: str, name: str) -> None:
    page.goto(url)
    expect(page.locator(".table-info h1")).to_be_visible()
    page.fill("input[name=name]", name)


def walk(browser, host: WebHost, lang: str, me: str, other: str, audit: Audit,
         irreversible: str) -> None:
    """One table: ``me`` plays through the page, ``other`` takes the last seat."""
    context = browser.new_context(viewport=PHONE, locale=LOCALES[lang], has_touch=True)
    context.set_default_timeout(15_000)
    page = context.new_page()
    _join(page, host.url, me)
    page.click("details.profile summary")
    audit(page, "join")
    page.click("button[data-join=player]")
    expect(page.locator("[data-tab=players]")).to_be_visible()
    for key in ("role", "players", "host", "rules"):
        _tab(page, key)
        audit(page, f"lobby-{key}")
    second = browser.new_context(viewport=PHONE, locale=LOCALES[lang], has_touch=True)
    late = second.new_page()
    _join(late, host.url, other)
    late.click("button[data-join=player]")
    expect(page.locator("[data-tab=private]")).to_be_visible()
    _uncover(late)
    if late.locator("[data-tab=mafia]").count():  # the other seat is a mafioso's
        _tab(late, "mafia")
        audit(late, "mafia (the other seat)")
    _tab(page, "role")
    expect(page.locator("[data-cover]")).to_be_visible()
    audit(page, "role-covered")
    _uncover(page)
    audit(page, "role")
    page.click(f"button[data-action={irreversible}]")
    expect(page.locator(".sheet")).to_be_visible()
    audit(page, f"confirm-{irreversible}")
    page.click(".sheet button:not([data-confirm=yes])")  # cancelled
    page.locator(".sheet").wait_for(state="detached")
    for key in ("players", "chat", "mafia", "private", "host", "rules"):
        if page.locator(f"[data-tab={key}]").count():
            _tab(page, key)
            _uncover(page) if key == "private" and page.locator("[data-cover]").count() else None
            audit(page, key)
    phase = page.locator(".phase").inner_text()
    host.command("next")
    expect(page.locator(".phase")).not_to_have_text(phase)
    _tab(page, "role")
    _uncover(page)
    audit(page, "next-phase-role")
    _tab(page, "players")
    audit(page, "next-phase-players")
    if irreversible == "eyes":  # Kira writes the other seat: a dead player's graveyard
        _tab(page, "role")
        _uncover(page)
        page.click("button[data-action=eyes]")
        page.click("[data-confirm=yes]")
        page.select_option("select[name=write-target]", other)
        page.click("button[data-action=write]")
        expect(page.locator(".sheet")).to_be_visible()
        audit(page, "confirm-write")
        page.click("[data-confirm=yes]")
        expect(late.locator("[data-tab=graveyard]")).to_be_visible()
        _tab(late, "graveyard")
        audit(late, "graveyard (a dead player)")
        _tab(page, "players")  # the list the kicks below read
    third = browser.new_context(viewport=PHONE, locale=LOCALES[lang], has_touch=True)
    stands = third.new_page()  # a spectator: his graveyard tab, a line written
    _join(stands, host.url, "Zed")
    stands.click("button[data-join=spectator]")
    _tab(stands, "graveyard")
    stands.fill("textarea[name=graveyard-say]", "Good luck")
    stands.click("button[data-action=graveyard-say]")
    expect(stands.locator(".graveyard li.chat")).not_to_have_count(0)
    audit(stands, "graveyard (a spectator)")
    _tab(stands, "players")
    audit(stands, "players (a spectator)")
    board = context.new_page()
    board.goto(host.at("board"))
    expect(board.locator(".board-players")).to_be_visible()
    audit(board, "board")
    names = [n for n in page.locator("ul.players li").evaluate_all(
        "(rows) => rows.map((r) => r.dataset.name)") if n not in (me, other)]
    for name in names:
        host.command(f"kick {name}")
    host.command(f"kick {other}")
    expect(page.locator(".headline")).to_be_visible()
    audit(page, "end")
    expect(board.locator(".board .headline")).to_be_visible()
    audit(board, "board-end")
    context.close()
    second.close()
    third.close()


TABLES = {
    "deathnote": ("dn_table.toml", "Ann", "Hal", "eyes"),
    "classic": ("classic_don_table.toml", "Ann", "Kim", "concede"),
}


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("preset", TABLES)
def test_every_screen_passes_axe_and_has_44px_targets(tmp_path, browser, preset, lang):
    toml, me, other, irreversible = TABLES[preset]
    host = WebHost(tmp_path, "--scenario", scenario(toml), "--bots", "6")
    audit = Audit()
    try:
        walk(browser, host, lang, me, other, audit, irreversible)
    finally:
        host.stop()
    print(f"axe: {audit.count()} violations on {preset}/{lang}")
    small = {f"{k} (<44 px)": v for k, v in audit.small.items()}
    for screen, found in {**audit.violations, **small}.items():
        print(f"  {screen}: {found}")
    assert not audit.violations, audit.violations
    assert not audit.small, audit.small


@pytest.mark.parametrize("lang", LOCALES)
def test_the_duty_warning_passes_axe(tmp_path, browser, lang):
    """The classic vote duty's warning (issue 33), over the role's cover and beside the
    role shown, and its all-clear once the seat voted."""
    host = WebHost(tmp_path, "--scenario", scenario("classic_day_table.toml"), "--bots", "6")
    audit = Audit()
    try:
        context = browser.new_context(viewport=PHONE, locale=LOCALES[lang], has_touch=True)
        context.set_default_timeout(15_000)
        page = context.new_page()
        _join(page, host.url, "Kim")
        page.click("button[data-join=player]")
        expect(page.locator("[data-cover]")).to_be_visible()
        host.command("next")  # the vote opens: Kim has not voted
        expect(page.locator(".warn.duty")).to_be_visible()
        audit(page, "duty over the cover")
        _uncover(page)
        expect(page.locator(".warn.duty")).to_be_visible()
        audit(page, "duty beside the role")
        _tab(page, "players")
        audit(page, "duty on the players' tab")
        _tab(page, "role")
        _uncover(page)
        page.select_option("select[name=vote]", "Ann")
        page.click("button[data-action=vote]")
        page.click("[data-confirm=yes]")
        expect(page.locator(".hint.duty")).to_be_visible()
        audit(page, "duty done")
        context.close()
    finally:
        host.stop()
    print(f"axe: {audit.count()} violations on the duty warning/{lang}")
    assert not audit.violations, audit.violations
    assert not audit.small, audit.small
