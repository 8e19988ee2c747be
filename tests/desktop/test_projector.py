"""The projector: a whole random game on a spectator link, and after every view all the
text in the projector's widgets holds no secret (unrevealed roles, the notebook, the mafia
channel, private messages); the fonts follow the window's size; phase changes flash and
sound; F11 / Esc; the lobby; a timed countdown."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QWidget,
)

from desktop import texts
from desktop.app import DesktopApp
from desktop.board.projector import ProjectorWindow, is_public
from desktop.link import LocalTableClient
from desktop.settings import Settings
from desktop.sounds import Cue
from engine.clock import format_time
from engine.commands import Act, Action, Channel
from engine.randomplay import PLAYER_NAMES, _random_act, _role_actions
from engine.roles import Role
from engine.state import Phase
from netproto.inprocess import LocalClient
from netproto.messages import ActMessage
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession
from tests.engine.leakcheck import check_public

pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def app(qapp, tmp_path, monkeypatch) -> DesktopApp:
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    return DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                      save_settings=False)


def all_texts(root: QWidget) -> list[str]:
    """Every string the projector's widgets hold: labels (shown or not), list items,
    buttons, fields, combo items, tool tips, window titles and painted texts."""
    out = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        out.append(widget.toolTip())
        if isinstance(widget, QLabel):
            out.append(widget.text())
        elif isinstance(widget, QListWidget):
            out += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QAbstractButton | QLineEdit):
            out.append(widget.text())
        elif isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        painted = getattr(widget, "painted_texts", None)
        if callable(painted):
            out += painted()
    return [t for t in out if t]


def _word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


class SecretWatch:
    """Connected after the projector: sees every view the projector has just drawn and
    checks the projector's texts against the state of the game at that moment."""

    def __init__(self, session: TableSession, window: ProjectorWindow) -> None:
        self.session = session
        self.window = window
        self.views = 0
        self.strict = 0

    def __call__(self, view: dict[str, Any]) -> None:
        self.views += 1
        assert view.get("kind") in ("public", "lobby"), "the projector got a non-public view"
        game = self.session.game
        if game is None:
            return
        s = game.state
        lines = all_texts(self.window)
        blob = "\n".join(lines)
        clock = view.get("clock") or {}
        if clock.get("now") == format_time(s.now) and clock.get("phase") == s.phase.value:
            assert is_public(view)
            check_public(game, view)  # the engine's own leak rules
            self.strict += 1
        if s.phase is Phase.OVER:
            return  # the whole story is public now
        # the notebook: never a word of it before the end
        lowered = blob.lower()
        assert "notebook" not in lowered and "eyes" not in lowered, blob
        # the mafia channel and every private message
        for event in s.mafia_log:
            plain = {"code": event.code, "params": dict(event.params)}
            assert texts.event_text(plain) not in blob
            if "text" in event.params:
                assert event.params["text"] not in blob, "mafia chat on the projector"
        for player in s.players.values():
            for message in player.messages:
                text = texts.event_text({"code": message.code, "params": dict(message.params)})
                assert text not in blob, f"{player.name}'s private message: {text}"
        # roles: a living player whose role was not revealed is never named with it
        for player in s.players.values():
            if not player.alive or player.public_role:
                continue
            card = self.window.board.cards[player.name]
            assert card.role.text() == "" and card.role_icon.isHidden(), \
                f"{player.name}'s card shows a role"
            name = _word(player.name)
            words = {texts.role_name(player.role.value), texts.team_name(player.team.value)}
            for line in lines:
                if name.search(line):
                    for word in words:
                        assert not _word(word).search(line), \
                            f"{player.name} ({player.role.value}) on the projector: {line!r}"


def _wire(act: Act) -> tuple[str, dict[str, Any]]:
    fields: dict[str, Any] = {}
    for key in ("target", "text", "circumstances", "to", "role"):
        value = getattr(act, key)
        if value is not None:
            fields[key] = value
    if act.action is Action.SAY:
        fields["channel"] = act.channel.value
    if act.light_corpse:
        fields["light_corpse"] = True
    for key, wire in (("death_at", "death_at"), ("until", "until"), ("start", "from")):
        moment = getattr(act, key)
        if moment is not None:
            if moment < 0:
                continue
            fields[wire] = format_time(moment)
    return act.action.value, fields


def test_the_projector_never_shows_a_secret(app, qtbot) -> None:
    rng = random.Random(20240607)
    names = PLAYER_NAMES[:10]
    session = TableSession(TableConfig(name="Leak check", seed=11, max_seats=len(names),
                                       write_log=False))
    link = LocalTableClient(session, "projector", spectator=True)
    window = ProjectorWindow(app, link, full_screen=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    watch = SecretWatch(session, window)
    link.viewChanged.connect(watch)  # after the projector's own slot: it has drawn
    seats = {}
    for name in names:
        seats[name] = LocalClient(session)
        seats[name].hello(name)
    qtbot.waitUntil(lambda: len((window.board.view or {}).get("seats") or []) == len(names))
    lobby = "\n".join(all_texts(window))
    assert "Leak check" in lobby and "Waiting for the host" in lobby
    session.start()
    game = session.game
    said = 0
    while not game.over and game.state.game_day <= 12:
        s = game.state
        phase = s.phase
        order = s.living_names()
        rng.shuffle(order)
        for name in order:
            me = s.players[name]
            if game.over or not me.alive:
                continue
            for _ in range(3):
                act = _random_act(game, rng, me, rng.choice(_role_actions(game, me, phase)))
                if act.action is Action.SAY:
                    said += 1
                    secret = me.role is Role.MAFIA and rng.random() < 0.5
                    act = Act(name, Action.SAY, text=f"{'psst' if secret else 'hello'}-{said}",
                              channel=Channel.MAFIA if secret else Channel.GAME)
                do, fields = _wire(act)
                answer = seats[name].request(ActMessage.of(do, **fields))
                QTest.qWait(0)  # one pass: the projector draws what came; the watch checks
                if type(answer).__name__ == "Ack":
                    break
        for name in s.living_names():  # the mafia talks in its channel every phase
            if s.players[name].role is Role.MAFIA and not game.over:
                said += 1
                seats[name].request(ActMessage.of("say", text=f"psst-{said}", channel="mafia"))
                QTest.qWait(0)
        if not game.over:
            session.advance_phase()
        qtbot.waitUntil(lambda: (window.board.view or {}).get("clock", {}).get("now")
                        == format_time(game.state.now))
    assert game.over, "the random game did not end"
    qtbot.waitUntil(lambda: window.board.side.currentWidget() is window.board.story_page)
    story = "\n".join(all_texts(window))
    assert texts.winner_text(game.state.winner) in story
    for death in (window.board.view.get("story") or {}).get("deaths") or []:
        assert any(death["name"] in line and texts.death_cause(death["cause"]) in line
                   for line in story.splitlines())
    assert watch.views > 30 and watch.strict > 20
    assert any(e.code == "mafia_chat" for e in game.state.mafia_log), "no secret was tested"
    window.close()
    session.close()


def _day_table(count: int) -> tuple[TableSession, dict[str, LocalClient]]:
    session = TableSession(TableConfig(name="Big room", seed=3, max_seats=count,
                                       write_log=False))
    seats = {}
    for name in (PLAYER_NAMES * 2)[:count]:
        name = name if name not in seats else name + "2"
        seats[name] = LocalClient(session)
        seats[name].hello(name)
    session.start()
    return session, seats


@pytest.mark.parametrize("count", [7, 15, 30])
def test_fonts_scale_with_the_window(app, qtbot, count: int) -> None:
    session, seats = _day_table(count)
    names = list(seats)
    seats[names[0]].request(ActMessage.of("nominate", target=names[1]))
    link = LocalTableClient(session, "projector", spectator=True)
    window = ProjectorWindow(app, link, full_screen=False)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitUntil(lambda: len(window.board.cards) == count)
    qtbot.waitUntil(lambda: window.board.width() >= 1900)

    def name_px() -> list[int]:
        out = []
        for card in window.board.cards.values():
            card.name.ensurePolished()
            out.append(QFontInfo(card.name.font()).pixelSize())
        return out

    assert min(name_px()) >= 28
    title = window.board.banner.title
    big_title = QFontInfo(title.font()).pixelSize()
    assert big_title >= 56
    window.resize(960, 540)
    qtbot.waitUntil(lambda: window.board.width() < 1000)
    qtbot.waitUntil(lambda: max(name_px()) < 28)
    assert min(name_px()) >= 10
    assert QFontInfo(title.font()).pixelSize() < big_title
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: min(name_px()) >= 28)
    window.close()
    session.close()


def test_phase_changes_flash_and_sound_f11_and_escape(app, qtbot) -> None:
    session, seats = _day_table(7)
    link = LocalTableClient(session, "projector", spectator=True)
    window = ProjectorWindow(app, link, full_screen=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.board.view is not None)
    assert window.board.banner.property("phase") == "day"
    assert "until 19:30" in window.board.banner.countdown.text()
    before = list(app.sounds.played)
    session.advance_phase()
    qtbot.waitUntil(lambda: window.board.banner.property("phase") == "vote")
    assert window.board.banner.flashing
    assert app.sounds.played[len(before):] == [Cue.PHASE]
    assert window.board.tally_panel.isVisible()
    qtbot.waitUntil(lambda: not window.board.banner.flashing, timeout=3000)
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    # the way out is said on the screen for a moment
    qtbot.waitUntil(lambda: window.hint.isVisible())
    assert window.hint.text() == "F11 or Esc: leave full screen"
    assert window.hint.geometry().bottom() < window.height()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.waitUntil(lambda: window.hint.text() == "F11: full screen")
    window.close()
    assert link.state.value == "closed"
    session.close()


def _seven_seats(**config: Any) -> tuple[TableSession, dict[str, LocalClient]]:
    """A started table of seven in-process seats (PLAYER_NAMES[:7])."""
    session = TableSession(TableConfig(seed=3, max_seats=7, write_log=False, **config))
    seats = {}
    for name in PLAYER_NAMES[:7]:
        seats[name] = LocalClient(session)
        seats[name].hello(name)
    session.start()
    return session, seats


def _projector_at_the_vote(app, qtbot, session: TableSession) -> ProjectorWindow:
    """A projector on a spectator link, once it shows the vote."""
    window = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                             full_screen=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.board.view is not None
                    and window.board.banner.property("phase") == "vote")
    return window


def test_a_tally_of_votes_and_a_timed_countdown(app, qtbot) -> None:
    session, seats = _seven_seats(pace=PaceMode.TIMED,
                                  phase_seconds={"day": 600, "vote": 90, "night": 60})
    for voter, target in (("Ann", "Eve"), ("Bob", "Eve"), ("Cid", "Fay")):
        seats[voter].request(ActMessage.of("nominate", target=target))
    session.advance_phase()
    seats["Ann"].request(ActMessage.of("vote", target="Eve"))
    seats["Bob"].request(ActMessage.of("vote", target="Eve"))
    seats["Cid"].request(ActMessage.of("abstain"))
    window = _projector_at_the_vote(app, qtbot, session)
    painted = window.board.tally.painted_texts()
    assert painted[:3] == ["Eve", "2", "Ann, Bob"]
    assert "Fay" in painted
    assert re.fullmatch(r"0[01]:\d\d", window.board.banner.countdown.text())
    assert "Abstained: 1" in window.board.tally_note.text()
    window.close()
    session.close()


def test_the_board_refuses_a_seat_or_god_view(qtbot) -> None:
    from desktop.board.public_board import PublicBoard

    board = PublicBoard()
    qtbot.addWidget(board)
    for view in ({"kind": "player", "me": {"role": "kira"}, "players": []},
                 {"kind": "god", "players": []},
                 {"kind": "lobby", "seats": [{"name": "Ann"}], "me": "Ann"}):
        with pytest.raises(ValueError):
            board.show_view(view)
    assert board.view is None  # nothing of them was drawn
    board.show_view({"kind": "lobby", "seats": [{"name": "Ann"}], "me": None,
                     "table": {"name": "T"}})
    assert board.view is not None


def test_the_board_redraws_in_another_language(app, qtbot) -> None:
    from desktop.i18n import Language

    session, _seats = _day_table(7)
    link = LocalTableClient(session, "projector", spectator=True)
    window = ProjectorWindow(app, link, full_screen=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.board.view is not None)
    events = window.board.events
    english = events.item(0).text()
    assert "Day 1 begins." in english
    try:
        app.set_language(Language.RU)  # the engine's words are translated already
        qtbot.waitUntil(lambda: events.count() and events.item(0).text() != english)
        assert window.board.cards  # drawn again from the same view
    finally:
        app.set_language(Language.EN)
    qtbot.waitUntil(lambda: events.item(0).text() == english)
    window.close()
    session.close()


def test_the_night_board_shows_the_vote_as_it_was_counted(app, qtbot) -> None:
    """RULES.md §5: the board's count is the count that decided — a silent candidate's
    own missed vote is counted and named, so 1 : 1 on the live tally ends 2 : 1."""
    session, seats = _seven_seats()
    seats["Ann"].request(ActMessage.of("nominate", target="Eve"))
    seats["Bob"].request(ActMessage.of("nominate", target="Fay"))
    session.advance_phase()
    seats["Ann"].request(ActMessage.of("vote", target="Eve"))
    seats["Bob"].request(ActMessage.of("vote", target="Fay"))
    # Eve stays silent: her missed vote counts against her
    seats["Fay"].request(ActMessage.of("abstain"))
    window = _projector_at_the_vote(app, qtbot, session)
    assert window.board.tally.painted_texts()[:3] in (["Eve", "1", "Ann"],
                                                      ["Fay", "1", "Bob"])
    session.advance_phase()
    qtbot.waitUntil(lambda: window.board.banner.property("phase") == "night")
    assert not session.game.state.players["Eve"].alive
    assert window.board.tally_panel.isVisible()
    assert window.board.tally_title.text() == "How the vote ended"
    painted = window.board.tally.painted_texts()
    assert painted[:3] == ["Eve", "2", "Ann, own missed vote"]  # no "his" for Eve
    assert painted[3:5] == ["Fay", "1"]
    assert "Executed: Eve" in window.board.tally_note.text()
    assert any("The vote as counted: Eve — 2" in t for t in all_texts(window))
    window.close()
    session.close()


@pytest.mark.parametrize("family", [1, 2])
def test_the_end_board_marks_the_winning_family_only(qapp, family: int) -> None:
    """Two mafias: a family wins alone. The end board marks that family's players (and no
    member of the other family, although both are team "mafia")."""
    import io
    from pathlib import Path

    from desktop.board.public_board import PublicBoard
    from engine.scenario import load_scenario, run_scenario
    from engine.views import public_view

    path = (Path(__file__).resolve().parents[1] / "scenarios" / "classic"
            / f"d_two_mafias_victory_family{family}.toml")
    outcome = run_scenario(load_scenario(str(path)), io.StringIO())
    assert outcome.passed and outcome.game is not None, outcome.failure
    game = outcome.game
    view = public_view(game)
    assert view["winner"] == ("mafia" if family == 1 else "mafia2")
    board = PublicBoard()
    board.show_view(view)
    marked = {name for name, card in board.cards.items() if card.property("mark") == "winner"}
    winners = {p.name for p in game.state.players.values() if p.family == family}
    rivals = {p.name for p in game.state.players.values() if p.family == 3 - family}
    assert marked == winners == set(view["winners"])
    assert not marked & rivals and rivals


def test_a_board_list_shows_whole_lines_only(qtbot) -> None:
    """The latest events fill the panel's height with whole lines: the one that would be
    cut in half at the bottom edge is not shown."""
    from desktop.board.blocks import ListPanel, fill_list

    panel = ListPanel(stretch=1)
    qtbot.addWidget(panel)
    panel.resize(500, 230)
    panel.show()
    qtbot.waitExposed(panel)
    fill_list(panel.lines, [f"21:{minute:02d}  Player {minute} votes for Player {minute + 1}"
                            for minute in range(12)])
    lines = panel.lines
    shown = [i for i in range(lines.count()) if not lines.item(i).isHidden()]
    assert 0 < len(shown) < 12 and shown == list(range(len(shown)))  # the newest first
    bottom = max(lines.visualItemRect(lines.item(i)).bottom() for i in shown)
    assert bottom <= lines.viewport().height()
    panel.resize(500, 900)  # taller: more lines come back
    qtbot.waitUntil(lambda: sum(not lines.item(i).isHidden()
                                for i in range(lines.count())) > len(shown))
