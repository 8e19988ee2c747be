"""The launcher's Group page (desktop/group/) on real widgets: a record made of bot games
of both presets, imported through the page, shows the numbers ``dnmafia stats --json``
prints for the same data dir (players, deals beside the simulator, roles); imported twice
it counts once, a damaged log is listed and skipped; two names merged add up; a cancelled
import leaves the record as it was; an empty record says how it fills; the CSV export is
``dnmafia stats --csv``'s; in Russian the figures have a decimal comma; the host's own
roles are named by their own names in the page's language (roles, deals, a player's
lines) and a jester's own wins stand beside the sides'."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from desktop.cli import main as dnmafia
from desktop.group import tables
from desktop.group.page import GroupPage
from desktop.group.words import fate_name, rate_text
from desktop.group.work import ImportRun
from desktop.i18n import Language
from desktop.numbers import decimal, percent
from record.sample import write_bot_games
from record.stats import Rate
from record.store import Record, default_path

pytestmark = pytest.mark.timeout(300)

GAMES = 4  # per preset
PREDICT = 10  # the simulator's games per deal (both the page and the command)
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("group-logs")
    write_bot_games(folder, ["deathnote", "classic"], GAMES, seats=9, seed=3, names=NAMES)
    return folder


@pytest.fixture(scope="module")
def renamed(tmp_path_factory) -> Path:
    """Games where Ann played as "Annie" (another player id): one person, two keys."""
    folder = tmp_path_factory.mktemp("group-renamed")
    write_bot_games(folder, ["classic"], 2, seats=9, seed=5, names=("Annie", *NAMES[1:]))
    return folder


def _page(qtbot, predict: int = PREDICT) -> GroupPage:
    page = GroupPage(predict_games=predict, jobs=1)
    qtbot.addWidget(page)
    page.resize(1400, 800)
    return page


def _import(qtbot, page: GroupPage, folder: Path) -> None:
    with (qtbot.waitSignal(page.load_finished, timeout=120000),
          qtbot.waitSignal(page.import_finished, timeout=120000)):
        page.start_import(folder)


def _stats(capsys, *more: str) -> dict:
    capsys.readouterr()
    assert dnmafia(["stats", "--json", "--predict", str(PREDICT), *more]) == 0
    return json.loads(capsys.readouterr().out)


def _rate(plain: dict) -> str:
    low, high = decimal(plain["low"] * 100, 0), percent(plain["high"], 0)
    return f"{percent(plain['rate'])} ({low}–{high})"


def _rows(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_the_page_shows_what_dnmafia_stats_prints(desktop, qtbot, logs, capsys) -> None:
    page = _page(qtbot)
    _import(qtbot, page, logs)
    data = _stats(capsys)
    assert page.figures.to_plain() == data
    assert data["games"] == 2 * GAMES and data["deals"][0]["sides"][0]["predicted"]
    rows = {page.players.item(r, 0).data(tables.KEY_ROLE): r
            for r in range(page.players.rowCount())}
    assert set(rows) == {p["key"] for p in data["players"]}
    for p in data["players"]:
        cells = _rows(page.players)[rows[p["key"]]]
        rating = p["rating"]
        assert cells[:4] == [p["name"], str(p["games"]), str(p["wins"]), _rate(p["win_rate"])]
        assert cells[4] == percent(p["survival"]["rate"])
        assert cells[5] == f"{p['votes_on_mafia']} of {p['votes_cast']}"
        assert cells[6] == f"{decimal(rating['mu'])} ± {decimal(rating['sigma'])}"
        assert cells[7] == decimal(rating["ordinal"])
        deaths = sorted(((-n, i, f) for i, (f, n) in enumerate(p["fates"].items())
                         if n and f != "survived"))
        assert cells[8] == (", ".join(f"{fate_name(f)} {-n}" for n, _i, f in deaths) or "—")
    deal_rows = [(d, s) for d in data["deals"] for s in (*d["sides"], *d["own_wins"])]
    assert [[r[1], r[3], r[4]] for r in _rows(page.deals)] == [
        [str(d["games"]), _rate(s["wins"]), _rate(s["predicted"])] for d, s in deal_rows]
    assert [[r[2], r[3]] for r in _rows(page.roles)] == [
        [str(r["wins"]["total"]), _rate(r["wins"])] for r in data["roles"]]
    assert page.pages.currentWidget() is page.tabs


def test_imported_twice_counts_once_and_a_damaged_log_is_listed(desktop, qtbot, logs,
                                                                 tmp_path) -> None:
    page = _page(qtbot, predict=0)
    _import(qtbot, page, logs)
    before = page.figures.to_plain()
    folder = tmp_path / "again"
    shutil.copytree(logs, folder)
    damaged = folder / "zz-damaged.dnlog"
    damaged.write_bytes(next(logs.glob("*.dnlog")).read_bytes()[:300] + b"\x00garbage\n")
    _import(qtbot, page, folder)
    assert page.figures.to_plain() == before
    assert page.figures.games == 2 * GAMES
    assert (f"Imported: 0 new, {2 * GAMES} already in the record, 0 unfinished, 1 damaged"
            in page.status.text())
    assert not page.damage.isHidden() and "zz-damaged.dnlog: the header" in page.damage.text()


def test_merged_names_add_up(desktop, qtbot, logs, renamed, capsys) -> None:
    page = _page(qtbot, predict=0)
    _import(qtbot, page, logs)
    _import(qtbot, page, renamed)
    ann, annie = (next(p for p in page.figures.players if p.name == n) for n in ("Ann", "Annie"))
    count = page.players.rowCount()
    chosen = page.players.selectionModel()
    for row in range(count):
        if page.players.item(row, 0).text() in ("Ann", "Annie"):
            chosen.select(page.players.model().index(row, 0),
                          chosen.SelectionFlag.Select | chosen.SelectionFlag.Rows)
    assert sorted(page.selected_keys()) == sorted([ann.key, annie.key])
    assert page.merge_button.isEnabled()
    with qtbot.waitSignal(page.load_finished, timeout=60000):
        assert page.merge_selected(confirm=False)
    merged = page.figures.player(ann.key)
    assert page.players.rowCount() == count - 1 and page.figures.player(annie.key) is None
    assert merged.games == ann.games + annie.games and merged.wins == ann.wins + annie.wins
    assert set(merged.names) == {"Ann", "Annie"}
    assert page.figures.to_plain()["players"] == _stats(capsys, "--predict", "0")["players"]


def test_a_cancelled_import_leaves_the_record_as_it_was(desktop, logs) -> None:
    worker = ImportRun(default_path(), logs)
    worker.isInterruptionRequested = lambda: True  # cancelled at its first file
    told = []
    worker.imported.connect(told.append)
    worker.run()  # in this thread: the thread's own work
    assert not told
    with Record(default_path()) as record:
        assert record.games() == []


def test_an_empty_record_says_how_it_fills(desktop, qtbot) -> None:
    page = _page(qtbot)
    with qtbot.waitSignal(page.load_finished, timeout=60000):
        page.refresh()
    assert page.pages.currentWidget() is page.empty
    assert "import" in page.empty.text().lower() and "ends" in page.empty.text()
    assert not page.export_button.isEnabled() and not page.merge_button.isEnabled()


def test_the_csv_export_is_the_commands(desktop, qtbot, logs, tmp_path, capsys) -> None:
    page = _page(qtbot, predict=0)
    _import(qtbot, page, logs)
    mine = page.export_csv(tmp_path / "page.csv")
    assert dnmafia(["stats", "--predict", "0", "--csv", str(tmp_path / "cli.csv")]) == 0
    assert mine.read_text(encoding="utf-8") == (tmp_path / "cli.csv").read_text(encoding="utf-8")


def test_russian_figures_have_a_decimal_comma(desktop, qtbot, logs) -> None:
    desktop.set_language(Language.RU)
    page = _page(qtbot, predict=0)
    _import(qtbot, page, logs)
    assert percent(0.532) == "53,2%"
    cell = page.players.item(0, 3).text()
    assert "," in cell and "." not in cell
    assert page.tabs.tabText(0) != "Players"
    rate = Rate(1, 3)
    assert rate_text(rate) == "33,3% (6–79%)"


@pytest.fixture(scope="module")
def custom(tmp_path_factory) -> Path:
    """Classic games dealt with the host's jester and bodyguard (example role files)."""
    from engine.rolebook import load_custom_roles

    examples = Path(__file__).resolve().parents[2] / "examples" / "roles"
    roles = sum((load_custom_roles(examples / f"{w}.toml", "classic")
                 for w in ("jester", "bodyguard")), ())
    folder = tmp_path_factory.mktemp("group-custom")
    write_bot_games(folder, ["classic"], GAMES, seats=9, seed=8, names=NAMES,
                    custom_roles=roles, role_counts={"jester": 1})
    return folder


@pytest.mark.parametrize(("language", "jester", "bodyguard", "own_win", "alone"), [
    (Language.EN, "Jester", "Bodyguard", "Jester (own win)", "On his own"),
    (Language.RU, "Шут", "Телохранитель", "Шут (своя победа)", "Сам за себя")])
def test_the_hosts_roles_by_their_own_names(desktop, qtbot, custom, capsys, language,
                                            jester, bodyguard, own_win, alone) -> None:
    desktop.set_language(language)
    page = _page(qtbot)
    _import(qtbot, page, custom)
    data = _stats(capsys)
    assert page.figures.to_plain() == data
    names = [r[1] for r in _rows(page.roles)]
    assert jester in names and bodyguard in names
    assert "jester" not in names and "bodyguard" not in names
    deal, = data["deals"]
    rows = _rows(page.deals)
    assert [r[2] for r in rows][-1] == own_win
    assert f"+ {jester}, {bodyguard}" in rows[0][0]
    assert [[r[3], r[4]] for r in rows] == [
        [_rate(s["wins"]), _rate(s["predicted"])] for s in (*deal["sides"], *deal["own_wins"])]
    assert deal["own_wins"][0]["predicted"]["total"] == PREDICT
    seated = {r: page.figures.player(page.players.item(r, 0).data(tables.KEY_ROLE))
              for r in range(page.players.rowCount())}
    row = next(r for r, p in seated.items() if "jester" in p.by_role)
    page.players.selectRow(row)
    assert f"<td>{jester}</td>" in page.detail.text()
    assert f"<td>{alone}</td>" in page.detail.text()  # his side: nobody's
    assert "<td>jester</td>" not in page.detail.text()
    assert "<td>neutral</td>" not in page.detail.text()


def test_the_launcher_opens_the_group_page(launcher, qtbot) -> None:
    launcher.choose("group")
    assert launcher.pages.currentWidget() is launcher.group_page
    assert launcher.tiles["group"].isChecked() and not launcher.tiles["resume"].isChecked()
    with qtbot.waitSignal(launcher.group_page.load_finished, timeout=60000):
        pass
    assert launcher.group_page.pages.currentWidget() is launcher.group_page.empty


def test_the_balance_estimate_has_the_locales_decimal_point(desktop, qtbot) -> None:
    """The rule editor's estimate wrote «53.2%» in Russian too (Python's format)."""
    from bots.simulate import simulate
    from desktop.rules.balance import BalancePanel
    from engine.options import Preset

    summary, = simulate("classic", [7], 12, seed=1)
    panel = BalancePanel(lambda: (Preset.CLASSIC, {}))
    qtbot.addWidget(panel)
    desktop.set_language(Language.RU)
    text = panel.result_html(summary)
    assert re.search(r"\d,\d%", text) and not re.search(r"\d\.\d", text)
    desktop.set_language(Language.EN)
    text = panel.result_html(summary)
    assert re.search(r"\d\.\d%", text) and not re.search(r"\d,\d", text)


def test_an_import_asked_while_the_record_is_read_waits_for_it(desktop, qtbot, logs) -> None:
    page = _page(qtbot)
    page.refresh()  # the reading (and the simulator) under way: one writer at a time
    _import(qtbot, page, logs)
    assert page.figures.games == 2 * GAMES and page.loader is None


def test_stop_ends_the_reading_under_way(desktop, qtbot, logs) -> None:
    with Record(default_path()) as record:
        record.import_dir(logs)
    page = GroupPage(predict_games=400, jobs=1)  # seconds of bot games per deal
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded, timeout=60000):
        page.refresh()
    loader = page.loader
    page.stop()
    assert loader.isFinished()
    with Record(default_path()) as record:  # the deal in hand is left, not kept half done
        assert record.db.execute("SELECT * FROM predictions").fetchall() == []
