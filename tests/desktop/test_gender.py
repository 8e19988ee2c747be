"""The character's gender, offscreen: chosen on the launcher's join page (he / she / not
stated, by clicking the real combo box), sent in hello over TCP on 127.0.0.1, remembered
like the name; and the Russian texts about one named player worded by it — «Лайт
погибла» for a player who said «она», the neutral wording for one who said nothing, the
English unchanged — in the event log, the board's newspaper, the story and the profile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop import i18n, texts
from desktop.board.story_page import StoryPage
from desktop.i18n import Language
from desktop.launcher.window import Launcher
from desktop.link import LocalTableClient
from desktop.view_access import genders_of
from desktop.widgets.events import EventLog
from engine.options import Preset
from netproto.hosting import HostedTable
from netproto.messages import Gender, Profile
from netproto.session import TableConfig

pytestmark = pytest.mark.timeout(90)


APP_SETTINGS = {"player_name": "Ann"}  # the app fixture's (tests/desktop/conftest.py)


@pytest.fixture
def russian(qapp):
    assert i18n.install(qapp, Language.RU)
    yield
    i18n.install(qapp, Language.EN)


def pick(qtbot, combo, index: int) -> None:
    """Open the combo box's list with a click and click the entry ``index``."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    # the popup ignores a release that comes within a double-click's time of its opening
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    rect = view.visualRect(view.model().index(index, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())


def test_the_join_page_sends_the_gender_and_remembers_it(app, qtbot) -> None:
    table = HostedTable.create(TableConfig(name="Gender table", preset=Preset.CLASSIC,
                                           max_seats=8, write_log=False),
                               ["127.0.0.1"], advertise=False)
    try:
        LocalTableClient(table.session, "Bob")
        launcher = Launcher(app)
        qtbot.addWidget(launcher)
        launcher.show()
        page = launcher.join_page
        combo = page.gender_combo
        assert combo.currentText() == "not stated"  # the default
        assert [combo.itemText(i) for i in range(combo.count())] == ["not stated", "he", "she"]
        pick(qtbot, combo, 2)
        assert combo.currentText() == "she"
        qtbot.keyClicks(page.profile_edits["profession"], "baker")
        qtbot.keyClicks(page.address, f"127.0.0.1:{table.port}")
        qtbot.mouseClick(page.address_join, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Ann" in [s.name for s in table.session.seats],
                        timeout=10_000)
        seat = next(s for s in table.session.seats if s.name == "Ann")
        assert seat.profile == Profile("baker", gender=Gender.FEMALE)
        assert app.settings.profile["gender"] == "female"
        qtbot.waitUntil(lambda: bool(page.windows), timeout=10_000)
        window = page.windows[-1]
        # everybody's lobby shows her as «she», beside the profession
        qtbot.waitUntil(lambda: window.panel.view is not None
                        and genders_of(window.panel.view).get("Ann") == "female",
                        timeout=10_000)
        assert genders_of(window.panel.view)["Bob"] is None
        for other in page.windows:
            other.close()
        launcher.close()
        # the next launcher offers the last choice again, as it does the name
        again = Launcher(app)
        qtbot.addWidget(again)
        assert again.join_page.gender_combo.currentData() == "female"
        again.close()
    finally:
        table.close()


DEATH = {"code": "died", "at": "d2 07:00", "params": {"name": "Лайт"}}
EXECUTED = {"code": "executed", "at": "d1 21:00", "params": {"name": "Лайт"}}


def public_view(gender: str | None) -> dict:
    return {"kind": "public", "registrations": [
        {"name": "Лайт", "connected": True, "place": "seated",
         "profile": {"profession": "", "appearance": "", "character": "", "gender": gender}}]}


def test_a_russian_death_line_agrees_with_a_stated_gender(qtbot, russian) -> None:
    log = EventLog()
    qtbot.addWidget(log)
    log.merge([DEATH, EXECUTED], 0, genders_of(public_view("female")))
    assert log.plain_lines() == ["Лайт погибла.", "Лайт казнена."]
    assert "Лайт погибла." in log.toPlainText()
    # a new view saying he is a man rewords the lines already shown
    log.merge([], 2, genders_of(public_view("male")))
    assert log.plain_lines() == ["Лайт погиб.", "Лайт казнён."]
    # not stated: today's neutral wording
    log.merge([], 2, genders_of(public_view(None)))
    assert log.plain_lines() == ["Погиб игрок Лайт.", "Казнён игрок Лайт."]
    assert texts.event_text(DEATH) == "Погиб игрок Лайт."
    # a text about nobody in particular, or a player not in the registrations, as before
    assert texts.event_text(DEATH, {"Миса": "female"}) == "Погиб игрок Лайт."
    news = {"code": "newspaper", "params": {"day": 2, "dead": ["Лайт"]}}
    assert texts.event_text(news, {"Лайт": "female"}).startswith("Утренняя газета")


def test_the_other_one_player_texts_agree_too(qtbot, russian) -> None:
    she = {"Нина": "female"}
    lines = {
        "removed": "Нина исключена из игры.",
        "saved_in_the_night": "Нина спасена ночью.",
        "knocked_out_public": "Нина оглушена до наступления ночи.",
        "reserve_enters": "Нина входит в игру из запасных как мирная.",
    }
    for code, line in lines.items():
        assert texts.event_text({"code": code, "params": {"name": "Нина"}}, she) == line
    replaced = {"code": "replaced", "params": {"name": "Нина", "by": "Зед"}}
    assert texts.event_text(replaced, she) == (
        "Нина выбыла за неактивность; её место занимает Зед.")
    assert texts.death_cause("mafia", "female") == "застрелена мафией"
    assert texts.death_cause("mafia", "male") == "застрелен мафией"
    assert texts.death_cause("mafia") == "выстрел мафии"
    assert texts.profile_text({"profession": "пекарь", "gender": "female"}) == "она · пекарь"
    assert texts.profile_lines({"gender": "male"}) == "Пол: он"


def test_the_story_words_each_death_by_the_players_gender(qtbot, russian) -> None:
    page = StoryPage()
    qtbot.addWidget(page)
    view = public_view("female") | {
        "preset": "classic", "winner": "town",
        "story": {"roles": {"Лайт": "civilian", "Рюк": "civilian"},
                  "deaths": [{"name": "Лайт", "at": "d1 21:00", "cause": "executed"},
                             {"name": "Рюк", "at": "d2 07:00", "cause": "maniac"}]}}
    page.show_view(view, 1.0)
    lines = [page.deaths_panel.lines.item(i).text()
             for i in range(page.deaths_panel.lines.count())]
    assert lines[0].endswith("Лайт (Мирная): казнена голосованием")
    assert lines[1].endswith("Рюк (Мирный): от руки маньяка")  # not stated: no gender


def test_english_stays_as_it_is(qtbot) -> None:
    assert texts.event_text(DEATH, {"Лайт": "female"}) == "Лайт has died."
    assert texts.death_cause("executed", "female") == "executed by vote"
    assert texts.profile_text({"profession": "baker", "gender": "male"}) == "he · baker"


def test_a_replay_words_the_texts_by_the_genders_the_log_kept(app, qtbot, russian,
                                                             tmp_path) -> None:
    from desktop.replay.viewer import GOD, PUBLIC, ReplayViewer
    from netproto.inprocess import LocalClient
    from netproto.session import TableSession

    session = TableSession(TableConfig(preset=Preset.CLASSIC, seed=5, log_dir=tmp_path))
    clients = []
    for name in ("Нина", "Олег", "Вера", "Глеб", "Зоя", "Игорь", "Катя"):
        client = LocalClient(session)
        gender = Gender.FEMALE if name in ("Нина", "Вера", "Зоя", "Катя") else None
        client.hello(name, profile=Profile(gender=gender))
        clients.append(client)
    session.start()
    session.kick("Нина")  # the host removes her: "removed" names her
    path = session.log.path
    session.close()
    viewer = ReplayViewer(app, path)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.set_pov(PUBLIC)
    viewer.go(len(viewer.visible) - 1)
    assert any("Нина исключена из игры." in text for text in viewer.moment_texts())
    assert genders_of(viewer.current_view())["Нина"] == "female"
    viewer.set_pov(GOD)
    viewer.go(len(viewer.visible) - 1)
    assert "Нина исключена из игры." in viewer.god_widget.public_log.toPlainText()
