"""The browser seat's pure modules in Debian's headless chromium: its RFC 6902 applier
(netproto/web/js/patch.js) and its record logs (history.js). Against the references, on
random documents, the host's own diff
(netproto.view_patch.make_patch) and the jsonpatch package's (which uses move, copy and
test too) must turn each old document into the new one exactly; a patch that does not
apply throws and leaves the held document as it was (the seat then asks for a resync)."""

from __future__ import annotations

import random

import jsonpatch
import pytest

from netproto.view_patch import make_patch
from tests.web.conftest import WebHost

# one worker: one browser (conftest) and one host for the module
pytestmark = [pytest.mark.timeout(120), pytest.mark.xdist_group("web")]


def _value(rng: random.Random, depth: int):
    kind = rng.randrange(7 if depth < 3 else 4)
    if kind == 0:
        return rng.randrange(-5, 50)
    if kind == 1:
        return rng.choice(["", "a", "b/c", "d~e", "~1", "Ж", "x y"])
    if kind == 2:
        return rng.choice([None, True, False])
    if kind == 3:
        return rng.random()
    if kind in (4, 5):
        return {rng.choice(["a", "b", "c/d", "e~f", "g", "0", ""]): _value(rng, depth + 1)
                for _ in range(rng.randrange(5))}
    return [_value(rng, depth + 1) for _ in range(rng.randrange(5))]


def _mutate(rng: random.Random, doc):
    if isinstance(doc, dict):
        out = {k: (_mutate(rng, v) if rng.random() < 0.5 else v) for k, v in doc.items()
               if rng.random() > 0.2}
        if rng.random() < 0.5:
            out[rng.choice(["a", "n", "c/d", "z~"])] = _value(rng, 2)
        return out
    if isinstance(doc, list):
        out = [(_mutate(rng, v) if rng.random() < 0.4 else v) for v in doc]
        if out and rng.random() < 0.3:
            del out[0]  # a window that slid
        out += [_value(rng, 2) for _ in range(rng.randrange(3))]
        return out
    return _value(rng, 2) if rng.random() < 0.5 else doc


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    host = WebHost(tmp_path_factory.mktemp("patch"), "--players", "7")
    context = browser.new_context()
    page = context.new_page()
    page.goto(host.address + "icon.svg")  # the page's origin, nothing of the seat running
    yield page
    context.close()
    host.stop()


def test_the_page_applies_both_references_patches(page) -> None:
    rng = random.Random(17)
    cases = []
    for _ in range(300):
        old = {"view": _value(rng, 0), "events": [_value(rng, 2) for _ in range(4)]}
        new = _mutate(rng, old)
        cases.append([old, make_patch(old, new), new])
        cases.append([old, jsonpatch.make_patch(old, new).patch, new])
    failures = page.evaluate("""async (cases) => {
        const { applyPatch } = await import("/js/patch.js");
        const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
        return cases.map(([old, ops, want], i) => {
            try {
                const kept = JSON.stringify(old);
                const got = applyPatch(old, ops);
                if (JSON.stringify(old) !== kept) return `${i}: changed its input`;
                return same(got, want) ? null : `${i}: ${JSON.stringify(got)}`;
            } catch (error) { return `${i}: ${error}`; }
        }).filter(Boolean);
    }""", cases)
    assert not failures, failures[:5]


def test_a_patch_that_does_not_apply_throws_and_changes_nothing(page) -> None:
    result = page.evaluate("""async () => {
        const { applyPatch, PatchError } = await import("/js/patch.js");
        const doc = { a: [1, 2], b: { c: 1 } };
        const bad = [
            [{ op: "replace", path: "/a/0", value: 9 }, { op: "remove", path: "/nope" }],
            [{ op: "add", path: "/a/5", value: 1 }],
            [{ op: "test", path: "/b/c", value: 2 }],
            [{ op: "move", from: "/b", path: "/b/c/d" }],
            [{ op: "frobnicate", path: "/a" }],
        ];
        const thrown = bad.map((ops) => {
            try { applyPatch(doc, ops); return false; }
            catch (e) { return e instanceof PatchError; }
        });
        return { thrown, doc };
    }""")
    assert result["thrown"] == [True] * 5
    assert result["doc"] == {"a": [1, 2], "b": {"c": 1}}


def test_the_log_keeps_what_the_window_slid_past_and_reports_since(page) -> None:
    result = page.evaluate("""async () => {
        const { History } = await import("/js/history.js");
        const h = new History();
        const ev = (a, b) => Array.from({ length: b - a }, (_, i) => ({ code: "chat", n: a + i }));
        h.feed({ events_from: 0, events: ev(0, 100), messages_from: 0, messages: ev(0, 3) });
        h.feed({ events_from: 5, events: ev(5, 105), messages_from: 0, messages: ev(0, 3) });
        const kept = [h.events.from, h.events.end(), h.events.items[0].n];
        const since = h.since();
        // a reconnect's catch-up reaching back; then a gap the host could not fill
        h.feed({ events_from: 105, events: ev(105, 110), messages_from: 0, messages: ev(0, 4) });
        const caught = [h.events.from, h.events.end(), h.messages.end()];
        h.feed({ events_from: 400, events: ev(400, 500), messages_from: 0, messages: [] });
        return { kept, since, caught, gap: [h.events.from, h.events.end()] };
    }""")
    assert result["kept"] == [0, 105, 0]
    assert result["since"] == {"events": 105, "messages": 3}
    assert result["caught"] == [0, 110, 4]
    assert result["gap"] == [400, 500]


def test_the_words_follow_a_stated_gender_as_the_desktops_do(page) -> None:
    result = page.evaluate("""async () => {
        const i18n = await import("/js/i18n.js");
        const words = await import("/js/words.js");
        await i18n.loadTexts();
        await i18n.setLanguage("ru", false);
        const view = { registrations: [
            { name: "Ann", profile: { gender: "female" } }, { name: "Bob", profile: {} }] };
        const genders = words.gendersOf(view);
        const died = (name) => words.eventText({ code: "died", params: { name } }, genders);
        const out = [died("Ann"), died("Bob"), words.roleName("civilian", "female"),
                     words.roleName("civilian"), words.reasonText({ code: "wrong_phase",
                     params: { phase: "night" }, message: "x" })];
        await i18n.setLanguage("en", false);
        out.push(died("Ann"));
        return out;
    }""")
    assert result[0] == "Ann погибла."
    assert result[1] == "Погиб игрок Bob."  # not stated: worded without gender
    assert result[2] == "Мирная"
    assert result[3] != "Мирная"
    assert "ноч" in result[4]  # the phase in the refusal, in Russian
    assert result[5] == "Ann has died."
