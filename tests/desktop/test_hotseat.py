"""Hot-seat: the set-up page, a whole game played through the curtain (real clicks on the
curtain, the PIN check, the player panel and the public board for a day, a vote and a
night; the rest of the seats driven through their own links), the same path for every
player, nothing secret on the curtain, and a resume at the same player's turn."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QWidget

from desktop import texts
from desktop.app import DesktopApp
from desktop.hotseat import window as hotseat
from desktop.hotseat.window import HotSeatWindow, check_pin, sidecar_path
from desktop.settings import Settings
from desktop.sounds import Cue
from netproto.messages import ActMessage
from netproto.storage import load_log

pytestmark = pytest.mark.timeout(240)

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
ROLE_WORDS = ("Kira", "Mafioso", "Near", "Civilian", "notebook", "Notebook")


@pytest.fixture
def app(qapp, tmp_path, monkeypatch) -> DesktopApp:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(hotseat, "PIN_ITERATIONS", 2000)  # fast; the real count is larger
    return DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                      save_settings=False)


def games(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "data" / "games").glob("*.dnlog"))


def labels(widget: QWidget) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


def fill_setup(window: HotSeatWindow, qtbot, names: list[str], pins: dict[str, str]) -> None:
    page = window.setup_page
    while len(page.rows) < len(names):
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    for row, name in zip(page.rows, names, strict=True):
        row.name.clear()
        qtbot.keyClicks(row.name, name)
        if name in pins:
            qtbot.keyClicks(row.pin, pins[name])


def new_game(app, qtbot, names=NAMES, pins=None, seed=5) -> HotSeatWindow:
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = seed
    window.show()
    fill_setup(window, qtbot, names, pins or {})
    assert window.setup_page.start_button.isEnabled(), window.setup_page.reason.text()
    qtbot.mouseClick(window.setup_page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    return window


def click(qtbot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_screen(window: HotSeatWindow, qtbot, pins: dict[str, str], *,
                wrong_first: bool = False) -> tuple[str, Any]:
    """At the curtain: check it shows nothing secret, type the PIN, open the screen."""
    assert window.stage == "curtain"
    name = window.turns.current
    curtain = window.curtain_page
    shown = labels(curtain)
    assert f"Pass the laptop to {name}" in shown
    for word in ROLE_WORDS:
        assert not re.search(rf"\b{word}\b", shown), shown
    assert window.private_page.panel is None, "a private screen behind the curtain"
    if name in pins:
        assert curtain.pin.isVisible()
        if wrong_first:
            qtbot.keyClicks(curtain.pin, "0000")
            click(qtbot, curtain.show_button)
            assert window.stage == "curtain"
            assert curtain.error.isVisible() and "Wrong PIN" in curtain.error.text()
        qtbot.keyClicks(curtain.pin, pins[name])
    else:
        assert not curtain.pin.isVisible()
    click(qtbot, curtain.show_button)
    qtbot.waitUntil(lambda: window.stage == "private")
    panel = window.private_page.panel
    qtbot.waitUntil(lambda: (panel.view or {}).get("me", {}).get("name") == name)
    return name, panel


def finish_screen(window: HotSeatWindow, qtbot) -> None:
    click(qtbot, window.private_page.done)


def panel_button(panel, qtbot, action: str) -> QPushButton:
    button = panel.findChild(QPushButton, f"action-{action}")
    qtbot.waitUntil(lambda: button is not None and button.isVisible() and button.isEnabled())
    return button


def round_by_clicks(window, qtbot, pins, private=None) -> list[str]:
    """A whole round of private turns through real clicks; returns who took a turn."""
    seen = []
    while window.stage != "board":
        name, panel = open_screen(window, qtbot, pins, wrong_first=not seen)
        if private is not None:
            private(name, panel)
        seen.append(name)
        finish_screen(window, qtbot)
        qtbot.waitUntil(lambda: window.stage in ("curtain", "board"))
    return seen


def board_act(window, qtbot, actor: str, action: str, target: str | None = None) -> None:
    """A public action entered on the board through the acting player's link: the vote
    by a tap in the voter's row of the vote grid, the rest for "Who acts"."""
    page = window.board_page
    if action in ("vote", "abstain"):
        grid = page.vote_grid
        qtbot.waitUntil(lambda: (actor, target) in grid.buttons if action == "vote"
                        else actor in grid.abstain_buttons)
        tap = (grid.buttons[(actor, target)] if action == "vote"
               else grid.abstain_buttons[actor])
        qtbot.waitUntil(lambda: tap.isVisible() and tap.isEnabled())  # (shown queued)
        click(qtbot, tap)
        qtbot.waitUntil(lambda: page.feedback.isVisible()
                        and page.feedback.text().startswith(f"{actor}"))
        return
    page.actor.setCurrentText(actor)
    assert page.actor.currentText() == actor
    button = {"nominate": page.nominate, "withdraw": page.withdraw}[action]
    combo: QComboBox | None = {"nominate": page.nominate_target}.get(action)
    if combo is not None:
        qtbot.waitUntil(lambda: combo.findText(target) >= 0)
        combo.setCurrentText(target)
    click(qtbot, button)
    qtbot.waitUntil(lambda: page.feedback.isVisible()
                    and page.feedback.text().startswith(f"{actor}"))


def next_phase(window, qtbot) -> None:
    page = window.board_page
    click(qtbot, page.next_button)
    assert page.confirm_box.isVisible()
    click(qtbot, page.confirm_yes)


def test_setup_page_validates_and_starts_a_logged_hotseat_table(app, qtbot, tmp_path) -> None:
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.show()
    page = window.setup_page
    assert window.stage == "setup" and len(page.rows) == 7
    assert not page.start_button.isEnabled() and "name" in page.reason.text()
    fill_setup(window, qtbot, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "ann"], {})
    assert "Two players are called" in page.reason.text()
    page.rows[6].name.clear()
    qtbot.keyClicks(page.rows[6].name, "Gus")
    qtbot.keyClicks(page.rows[2].pin, "12")
    assert "four digits" in page.reason.text() and not page.start_button.isEnabled()
    qtbot.keyClicks(page.rows[2].pin, "34")
    assert page.start_button.isEnabled()
    qtbot.mouseClick(page.rows[0].remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.rows) == 6)
    assert "7 to 30" in page.reason.text()
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(page.rows[-1].name, "Hal")
    qtbot.mouseClick(page.rows[0].down, Qt.MouseButton.LeftButton)
    assert [n for n, _ in page.players()][:3] == ["Cid", "Bob", "Dan"]
    assert page.players()[0] == ("Cid", "1234")
    assert not page.rules.titles["mafia_before_l"].isVisibleTo(page)  # the key ones first
    qtbot.mouseClick(page.more, Qt.MouseButton.LeftButton)
    assert page.more_box.isVisible() and page.rules.titles["mafia_before_l"].isVisibleTo(page)
    assert not page.rules.titles["mafia_count"].isVisibleTo(page)  # classic only
    tie = page.option_widgets["tie_rule"]
    tie.setCurrentIndex(tie.findData("runoff"))
    page.option_widgets["mafia_before_l"].setChecked(True)
    assert page.options() == {"tie_rule": "runoff", "mafia_before_l": True}
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    assert window.turns.current == "Cid" and window.turns.order[:2] == ["Cid", "Bob"]
    assert window.session.config.options == {"tie_rule": "runoff", "mafia_before_l": True}
    [log] = games(tmp_path)
    header = load_log(log).header
    assert header["table"]["hotseat"] is True
    assert header["table"]["pace"] == "manual"
    assert sidecar_path(log).exists()
    window.close()
    # the next hot-seat game starts from this one's players (no PIN is kept)
    remembered = app.settings.hotseat
    assert [p["name"] for p in remembered["players"]][:3] == ["Cid", "Bob", "Dan"]
    assert "1234" not in repr(remembered)
    again = HotSeatWindow(app)
    qtbot.addWidget(again)
    assert [n for n, _ in again.setup_page.players()] == [n for n, _ in page.players()]
    assert all(pin == "" for _, pin in again.setup_page.players())
    assert again.setup_page.preset().value == "deathnote"
    again.close()


def test_a_hotseat_game_through_the_curtain_to_the_end(app, qtbot, tmp_path) -> None:
    pins = {"Bob": "1234", "Fay": "9876"}
    window = new_game(app, qtbot, pins=pins)
    game = window.session.game
    roles = {p.name: p.role.value for p in game.state.players.values()}
    kira = next(n for n, r in roles.items() if r == "kira")
    mafia = [n for n, r in roles.items() if r == "mafia"]
    stages: list[tuple[str, str]] = []
    window.turnChanged.connect(lambda stage, who: stages.append((stage, who)))
    per_day: dict[tuple[int, str], int] = {}  # (game day, player) → private turns

    def count_turn(stage: str, who: str) -> None:
        if stage == "curtain":
            key = (game.state.game_day, who)
            per_day[key] = per_day.get(key, 0) + 1

    window.turnChanged.connect(count_turn)
    count_turn("curtain", window.turns.current)  # the first curtain, shown at the start

    # day 1: everybody's private turn through the curtain (Bob first types a wrong PIN)
    def look_at_role(name: str, panel) -> None:
        assert panel.view["me"]["role"] == roles[name]
        title = panel.role_title.text()
        assert title and (texts.role_name(roles[name]) in title or roles[name] == "mafia")

    assert round_by_clicks(window, qtbot, pins, look_at_role) == NAMES
    # the public board: nominations entered openly, by clicks
    page = window.board_page
    qtbot.waitUntil(lambda: page.nominate.isVisible())
    for name in NAMES:
        board_act(window, qtbot, name, "nominate", kira if name != kira else mafia[0])
    qtbot.waitUntil(lambda: page.board.tally.painted_texts()[:2] == [kira, "6"])
    window._public_act("Ann", "withdraw", {})  # fine: Ann nominates
    qtbot.waitUntil(lambda: page.feedback.text() == "Ann — nomination withdrawn.")
    window._public_act("Ann", "withdraw", {})  # refused: nothing to withdraw now
    qtbot.waitUntil(lambda: "refused" in page.feedback.text())
    assert "You have no nomination to withdraw." in page.feedback.text()
    page.actor.setCurrentText("Ann")
    qtbot.waitUntil(lambda: not page.withdraw.isEnabled())
    assert "You have no nomination to withdraw." in page.reasons.text()
    board_act(window, qtbot, "Ann", "nominate", kira)

    # the vote is public: no private round, every vote entered openly on the board
    played = list(app.sounds.played)
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: page.vote_scroll.isVisible())
    assert window.stage == "board"
    assert Cue.PHASE in app.sounds.played[len(played):]
    for name in NAMES:
        board_act(window, qtbot, name, "vote", kira if name != kira else mafia[0])
    qtbot.waitUntil(lambda: page.board.tally.painted_texts()[:2] == [kira, "6"])

    # the night: every living player's panel, civilians too: "Done for the night"
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    assert not game.state.players[kira].alive

    def sleep(name: str, panel) -> None:
        click(qtbot, panel_button(panel, qtbot, "sleep"))
        qtbot.waitUntil(lambda: "a quiet night" in panel.feedback.text())

    night = round_by_clicks(window, qtbot, pins, sleep)
    assert night == [n for n in NAMES if n != kira]
    assert game.everyone_submitted()
    assert "The town sleeps" in page.board.banner.subtitle.text()

    # the morning: the public board with the newspaper first; the day's private turns
    # come next, and the day cannot end before them
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: game.state.phase.value == "day" and window.stage == "board")
    qtbot.waitUntil(lambda: page.board.news.isVisible())
    assert page.round_due and page.round_hint.isVisible()
    assert not page.next_button.isEnabled() and page.round_button.isEnabled()
    window.next_phase()  # asked anyway (Ctrl+N): refused, nothing moves
    assert game.state.phase.value == "day" and "private turn" in page.feedback.text()
    click(qtbot, page.round_button)
    assert round_by_clicks(window, qtbot, pins) == [n for n in NAMES if n != kira]
    assert not page.round_due and page.next_button.isEnabled()

    # the rest of the game: the curtain still clicked, the choices sent through the links
    # and a light stand-in for the private screen (the real panel was clicked above)
    window.panel_factory = lambda _app, link, parent: QLabel(f"{link.name}'s screen", parent)
    while window.stage != "board" or not window._over():
        if window.stage == "curtain":
            name = window.turns.current
            if name in pins:
                qtbot.keyClicks(window.curtain_page.pin, pins[name])
            click(qtbot, window.curtain_page.show_button)
        elif window.stage == "private":
            name = window.private_page.player
            if game.state.phase.value == "night":
                window.links[name].request(ActMessage.of("sleep"))
            finish_screen(window, qtbot)
        else:
            next_phase_now(window, qtbot, game, mafia)
    qtbot.waitUntil(lambda: page.board.side.currentWidget() is page.board.story_page)
    assert game.state.winner == "town"
    assert page.board.banner.title.text() == texts.winner_text("town")
    assert Cue.OVER in app.sounds.played
    assert not page.next_button.isEnabled()
    story = "\n".join(page.board.deaths.item(i).text() for i in range(page.board.deaths.count()))
    for name in [kira, *mafia]:
        assert name in story
    assert json.loads(sidecar_path(games(tmp_path)[0]).read_text())["turns"] is None

    # every private turn took the same path: curtain, then the screen, for each player
    turns = [stages[i:i + 2] for i in range(0, len(stages), 1)
             if stages[i][0] == "curtain"]
    assert len(turns) >= 20
    # a game day costs each player at most two private turns (one by day, one at night)
    assert per_day and max(per_day.values()) <= 2, per_day
    # and the same for every role: whoever lived through a game day (he took a turn the
    # next day) had as many turns in it as everybody else who did — two
    days = sorted({day for day, _who in per_day})
    for day in days[:-1]:
        survivors = {who for d, who in per_day if d == day + 1}
        assert {per_day[(day, who)] for who in survivors} == {2}, (day, per_day)
    for pair in turns:
        assert [stage for stage, _ in pair] == ["curtain", "private"], pair
        assert pair[0][1] == pair[1][1]
    assert all(stage in ("curtain", "private", "board") for stage, _ in stages)
    window.close()


def next_phase_now(window, qtbot, game, mafia) -> None:
    """On the board: the day's private turns when they are due, else everybody nominates
    / votes for the first living mafioso, then the host's Next phase (confirmed)."""
    if window.board_page.round_due:
        click(qtbot, window.board_page.round_button)
        qtbot.waitUntil(lambda: window.stage in ("curtain", "board"))
        return
    target = next(n for n in mafia if game.state.players[n].alive)
    phase = game.state.phase.value
    if phase in ("day", "vote"):
        for name in game.state.living_names():
            if name == target:
                continue
            window.links[name].request(ActMessage.of(
                "nominate" if phase == "day" else "vote", target=target))
        voters = len(game.state.living_names()) - 1
        if phase == "day":
            qtbot.waitUntil(lambda: target in (window.board_page.view or {}).get("nominees", []))
        else:
            qtbot.waitUntil(lambda: ((window.board_page.view or {}).get("tally") or {}).get(
                target) == voters)
        assert target in window.board_page.board.tally.painted_texts()
    next_phase(window, qtbot)
    qtbot.waitUntil(lambda: window.stage in ("curtain", "board"))


def test_resume_at_the_same_players_turn(app, qtbot, tmp_path) -> None:
    pins = {"Ann": "2468"}
    window = new_game(app, qtbot, pins=pins)
    for _ in range(2):  # Ann, Bob
        open_screen(window, qtbot, pins)
        finish_screen(window, qtbot)
    qtbot.waitUntil(lambda: window.stage == "curtain" and window.turns.current == "Cid")
    window.close()
    [log] = games(tmp_path)
    saved = sidecar_path(log).read_text()
    assert "2468" not in saved
    state = json.loads(saved)
    assert state["turns"]["done"] == ["Ann", "Bob"] and state["turns"]["current"] == "Cid"
    assert check_pin("2468", state["pins"]["Ann"]) and not check_pin("1357", state["pins"]["Ann"])

    again = HotSeatWindow.resume(app, log)
    qtbot.addWidget(again)
    again.show()
    assert again.stage == "curtain" and again.turns.current == "Cid"
    assert again.turns.done == ["Ann", "Bob"]
    assert "private turn 3 of 7" in again.curtain_page.round.text()
    name, panel = open_screen(again, qtbot, pins)
    assert name == "Cid"
    again.close()  # closed with Cid's screen open: the curtain comes back first

    third = HotSeatWindow.resume(app, log)
    qtbot.addWidget(third)
    third.show()
    assert third.stage == "curtain" and third.turns.current == "Cid"
    while third.stage != "board":
        open_screen(third, qtbot, pins)
        finish_screen(third, qtbot)
    # the day's round is had, and the log's sidecar says so: resumed again, the day goes on
    assert json.loads(sidecar_path(log).read_text())["rounds"] == [["day", 1]]
    assert not third.board_page.round_due and third.board_page.next_button.isEnabled()
    # a new round: Ann's PIN still guards her screen after the resume
    click(qtbot, third.board_page.round_button)
    qtbot.waitUntil(lambda: third.stage == "curtain" and third.turns.current == "Ann")
    open_screen(third, qtbot, pins, wrong_first=True)
    third.close()
    assert len(games(tmp_path)) == 1


# ------------------------------------------------------------------ bots at the table

PEOPLE = ["Ann", "Bob", "Cid"]


def setup_with_bots(window: HotSeatWindow, qtbot, bots: int = 4) -> list[str]:
    """Three people typed in, the spare rows removed, then "+ Bot" clicked ``bots`` times."""
    page = window.setup_page
    while len(page.rows) > len(PEOPLE):
        qtbot.mouseClick(page.rows[-1].remove, Qt.MouseButton.LeftButton)
    fill_setup(window, qtbot, PEOPLE, {})
    for _ in range(bots):
        click(qtbot, page.add_bot_button)
    return page.bots()


def bots_quiet(window: HotSeatWindow, qtbot) -> None:
    qtbot.waitUntil(lambda: not any(bot.busy for bot in window.bots.values()), timeout=10_000)


def test_setup_page_bot_rows(app, qtbot) -> None:
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.show()
    page = window.setup_page
    assert setup_with_bots(window, qtbot) == ["Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    assert page.start_button.isEnabled(), page.reason.text()
    bot = page.rows[3]
    qtbot.waitUntil(bot.isVisible)
    assert bot.is_bot and not bot.pin.isVisible()
    assert bot.bot_label.isVisible() and "Bot" in bot.bot_label.text()
    assert not page.rows[0].bot_label.isVisible() and page.rows[0].pin.isVisible()
    bot.name.clear()
    qtbot.keyClicks(bot.name, "Robo")
    qtbot.mouseClick(bot.up, Qt.MouseButton.LeftButton)  # the bot moves above Cid
    assert [n for n, _ in page.players()][2:4] == ["Robo", "Cid"]
    assert page.rows[2].is_bot and not page.rows[3].is_bot
    assert page.rows[3].pin.isVisible() and not page.rows[2].pin.isVisible()
    assert page.bots() == ["Robo", "Bot 2", "Bot 3", "Bot 4"]
    qtbot.mouseClick(page.rows[4].remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.rows) == 6)
    assert page.bots() == ["Robo", "Bot 3", "Bot 4"] and "7 to 30" in page.reason.text()
    click(qtbot, page.add_bot_button)
    assert page.bots()[-1] == "Bot 1" and page.start_button.isEnabled()
    for row in [r for r in page.rows if not r.is_bot]:
        qtbot.mouseClick(row.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.rows) == 4)
    while len(page.rows) < 7:
        click(qtbot, page.add_bot_button)
    assert "At least one person" in page.reason.text() and not page.start_button.isEnabled()
    window.close()


def test_three_people_and_four_bots_play_to_the_end(app, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(HotSeatWindow, "bot_delay", (0.0, 0.0))
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 11
    window.show()
    bot_names = setup_with_bots(window, qtbot)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    game = window.session.game
    assert sorted(window.bots) == sorted(bot_names)
    assert [s.name for s in window.session.seats] == PEOPLE + bot_names
    assert window.turns.order == PEOPLE  # the bots take no private turn
    assert round_by_clicks(window, qtbot, {}) == PEOPLE
    page = window.board_page
    assert [page.actor.itemText(i) for i in range(page.actor.count())] == PEOPLE
    curtained: set[str] = set()
    window.turnChanged.connect(lambda stage, who: curtained.add(who) if who else None)
    window.panel_factory = lambda _app, link, parent: QLabel(f"{link.name}'s screen", parent)
    phases = 0
    while window.stage != "board" or not window._over():
        if window.stage == "curtain":
            click(qtbot, window.curtain_page.show_button)
        elif window.stage == "private":
            name = window.private_page.player
            if game.state.phase.value == "night":
                window.links[name].request(ActMessage.of("sleep"))
            finish_screen(window, qtbot)
        else:
            bots_quiet(window, qtbot)
            living = {n for n in game.state.living_names() if n not in window.bots}
            assert {page.actor.itemText(i) for i in range(page.actor.count())} == living
            if page.round_due:  # the morning: the day's private turns first
                click(qtbot, page.round_button)
            else:
                next_phase(window, qtbot)
            qtbot.waitUntil(lambda: window.stage in ("curtain", "board"))
            phases += 1
            assert phases < 200
    assert game.state.winner
    assert not curtained & set(window.bots)
    assert all(bot.error is None and not bot.refusals for bot in window.bots.values())
    sent = {intent.action for bot in window.bots.values() for intent in bot.sent}
    assert {"vote", "sleep"} <= sent
    window.close()
    assert not window.bots


def test_resume_keeps_the_bots_playing(app, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(HotSeatWindow, "bot_delay", (0.0, 0.0))
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 3
    window.show()
    bot_names = setup_with_bots(window, qtbot)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    open_screen(window, qtbot, {})
    finish_screen(window, qtbot)
    qtbot.waitUntil(lambda: window.turns.current == "Bob")
    window.close()
    [log] = games(tmp_path)
    assert json.loads(sidecar_path(log).read_text())["bots"] == bot_names

    again = HotSeatWindow.resume(app, log)
    qtbot.addWidget(again)
    again.show()
    assert sorted(again.bots) == sorted(bot_names) and sorted(again.links) == PEOPLE
    assert again.turns.current == "Bob" and again.turns.order == PEOPLE
    assert "private turn 2 of 3" in again.curtain_page.round.text()
    for name, bot in again.bots.items():
        qtbot.waitUntil(lambda bot=bot: bot.view is not None)
        assert bot.error is None and bot.view["me"]["name"] == name
    assert len(again.session.seats) == 7
    while again.stage != "board":
        open_screen(again, qtbot, {})
        finish_screen(again, qtbot)
    page = again.board_page
    assert [page.actor.itemText(i) for i in range(page.actor.count())] == PEOPLE
    before = sum(len(bot.sent) for bot in again.bots.values())
    next_phase(again, qtbot)  # the vote: public, on the board
    qtbot.waitUntil(lambda: again.session.game.state.phase.value == "vote")
    assert again.stage == "board"
    bots_quiet(again, qtbot)
    assert sum(len(bot.sent) for bot in again.bots.values()) > before
    assert all(not bot.refusals for bot in again.bots.values())
    again.close()


def test_a_classic_hotseat_game_from_the_setup(app, qtbot, tmp_path) -> None:
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 3
    window.show()
    page = window.setup_page
    combo = page.preset_combo
    combo.setCurrentIndex(combo.findData("classic"))
    assert page.preset().value == "classic"
    assert page.players_box.title() == "Players (4–30)"
    assert page.rules.titles["mafia_count"].isVisibleTo(page)  # a key option of classic
    assert not page.rules.titles["daily_write_duty"].isVisibleTo(page)
    # people at one laptop talk aloud: no removal for a silent chat unless the host asks
    assert not page.option_widgets["autokill_inactive"].isChecked()
    for row in list(page.rows)[5:]:
        qtbot.mouseClick(row.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.rows) == 5)
    fill_setup(window, qtbot, ["Ann", "Bob", "Cid", "Dan", "Eve"], {})
    assert page.start_button.isEnabled(), page.reason.text()
    page.option_widgets["mafia_count"].setValue(3)  # 3 of 5: no town majority
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stage == "setup" and window.session is None
    assert "the mafia must start as a minority" in page.reason.text()
    page.option_widgets["mafia_count"].setValue(1)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    game = window.session.game
    assert window.session.config.preset.value == "classic"
    roles = [p.role.value for p in game.state.players.values()]
    assert roles.count("mafia") == 1 and roles.count("civilian") == 4
    assert not game.options.autokill_inactive
    window.close()


def test_the_default_game_name_follows_the_language(app, qapp, qtbot) -> None:
    """The game's default name is the name field's placeholder, in the current language:
    set as text, it stayed Russian on an English board after a language change, and the
    next game remembered it so."""
    from desktop import i18n
    from desktop.i18n import Language

    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    page = window.setup_page
    assert page.table_name.text() == ""
    assert page.table_name.placeholderText() == "Hot-seat game"
    assert i18n.install(qapp, Language.RU)
    try:
        qtbot.waitUntil(
            lambda: page.table_name.placeholderText() == "Игра за одним компьютером")
        assert page.table_name.text() == ""
        assert page.remembered()["table_name"] == ""
        page.fill_from({"table_name": "Игра за одним компьютером"})  # the old default
        assert page.table_name.text() == ""
        page.fill_from({"table_name": "Пятница"})
        assert page.table_name.text() == "Пятница"
    finally:
        i18n.install(qapp, Language.EN)
    window.close()
