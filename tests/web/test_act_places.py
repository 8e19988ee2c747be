"""The phone page puts each act where its row's ``place`` says (engine/act_places.py): the
list, the concession apart below it, the notebook panel, the chat box; and a view that
comes while the player is choosing keeps his focus where it was (before, every view moved
every row and re-added the whole tab: a phone's open chooser closed under his finger)."""

from __future__ import annotations

import pytest

from tests.web.conftest import WebHost, scenario
from tests.web.test_web_ux import join, uncover

pytestmark = [pytest.mark.timeout(180), pytest.mark.xdist_group("web")]
expect = pytest.importorskip("playwright.sync_api").expect

# each row of the seat's view: its action, place and legality, and where its button is on
# the page (null: no button)
WHERE = """() => window.dnmafiaSeat.view.actions.map((r) => {
  const b = document.querySelector(`button[data-action=${r.action}]`);
  const box = !b ? null : b.closest('.grave') ? 'concession' : b.closest('.action-rows')
    ? 'list' : b.closest('.notebook') ? 'notebook' : 'elsewhere';
  return [r.action, r.place, box, r.legal];
})"""

# the seat's view again, as a new one (a copy, as a patch makes it), with ``change`` done
AGAIN = """(change) => {
  const seat = window.dnmafiaSeat;
  const view = structuredClone(seat.view);
  if (change) for (const row of view.actions) if (row.action === change[0]) row.place = change[1];
  seat.showView(view);
}"""

LIST = {"nominations", "vote", "night"}


def _check_places(page) -> list[list]:
    rows = page.evaluate(WHERE)
    for action, place, box, legal in rows:
        if place == "chat":  # the chat's act: no button among the acts
            assert box in (None, "elsewhere"), (action, place, box)
        elif box is not None or legal:  # (the list shows an illegal act as a reason)
            assert box == ("list" if place in LIST else place), (action, place, box)
    return rows


def test_the_dons_acts_go_where_their_rows_say_and_keep_the_focus(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("classic_don_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Ann")
        uncover(page)
        expect(page.locator("button[data-action=shoot]")).to_be_visible()
        rows = {r[0]: r for r in _check_places(page)}
        assert rows["concede"][1:3] == ["concession", "concession"]
        assert rows["shoot"][1:3] == ["night", "list"]
        # the page reads the row, not a list of its own: a row said to be the
        # concession's goes apart
        page.evaluate(AGAIN, ["sleep", "concession"])
        assert page.locator(".grave button[data-action=sleep]").count() == 1
        page.evaluate(AGAIN, ["sleep", "night"])
        assert page.locator(".action-rows button[data-action=sleep]").count() == 1
        # choosing a target while views come: the focus stays on the chooser
        chooser = page.locator("select[name=shoot]")
        chooser.focus()
        expect(chooser).to_be_focused()
        for _ in range(3):
            page.evaluate(AGAIN, None)
        expect(chooser).to_be_focused()
        assert page.evaluate("document.activeElement.name") == "shoot"
    finally:
        host.stop()


def test_kiras_notebook_acts_are_in_the_notebook(tmp_path, phone):
    host = WebHost(tmp_path, "--scenario", scenario("dn_table.toml"), "--bots", "7")
    try:
        page = phone
        join(page, host.url, "Ann")
        uncover(page)
        expect(page.locator(".notebook button[data-action=eyes]")).to_be_visible()
        rows = {r[0]: r for r in _check_places(page)}
        assert rows["eyes"][1:3] == ["notebook", "notebook"]
        assert rows["nominate"][1:3] == ["nominations", "list"]
        assert page.locator(".actions button[data-action=write]").count() == 0
        # the eyes said to be elsewhere leave the notebook
        page.evaluate(AGAIN, ["eyes", "night"])
        expect(page.locator(".notebook button[data-action=eyes]")).to_be_hidden()
    finally:
        host.stop()
