"""The narrator's voice (Qt's "mock" speech engine): lines said one after another in
order, a line never cut off by the next, skip / repeat / mute, the remembered choices; no
voice for the language → said once, and the lines shown as captions; a whole Death Note
and a whole classic game on the projector, in both languages; the hot-seat passes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Signal

from desktop.app import DesktopApp
from desktop.board.projector import ProjectorWindow
from desktop.i18n import Language
from desktop.narration.captions import ENGINE_VARIABLE
from desktop.narration.narrator import NarrationPrefs, Narrator, voices_by_language
from desktop.narration.saved import saved_script
from desktop.narration.script import Line, LineKind
from desktop.settings import Settings
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.views import public_view

# (an ImportError other than a missing module — a missing libpulse — skips as well)
QtTextToSpeech = pytest.importorskip("PySide6.QtTextToSpeech",
                                     exc_type=ImportError).QTextToSpeech
pytestmark = pytest.mark.timeout(240)

LINES = [Line("d1 10:00", LineKind.START, "The game begins."),
         Line("d1 10:00", LineKind.PHASE, "Day one begins."),
         Line("d1 19:30", LineKind.PHASE, "Voting is open.")]


def spoken(narrator: Narrator, qtbot) -> list[str]:
    """Let the voice say everything queued (skipping on, to be quick); what was said."""
    while narrator.busy:
        narrator.skip()
        qtbot.wait(1)
    return [line.text for line in narrator.said]


def test_lines_are_said_in_order_each_after_the_last_ended(qapp, qtbot) -> None:
    narrator = Narrator("en", engine="mock")
    assert narrator.has_voice and not narrator.captions
    states = []
    narrator.speech.stateChanged.connect(states.append)
    narrator.enqueue(LINES[:2])
    assert narrator.said == LINES[:1] and narrator.busy  # the second waits its turn
    qtbot.waitUntil(lambda: len(narrator.said) == 2, timeout=5000)  # after the first ended
    assert QtTextToSpeech.State.Ready in states
    qtbot.waitUntil(lambda: not narrator.busy, timeout=5000)
    assert narrator.said == LINES[:2]


def test_skip_repeat_and_mute(qapp, qtbot) -> None:
    narrator = Narrator("en", NarrationPrefs(rate=0.5, volume=0.3), engine="mock")
    assert narrator.speech.volume() == pytest.approx(0.3)
    assert narrator.speech.rate() == pytest.approx(0.5)
    narrator.enqueue(list(LINES))
    narrator.skip()  # the first is cut short, the second begins at once
    assert [line.text for line in narrator.said] == ["The game begins.", "Day one begins."]
    assert narrator.speech.state() == QtTextToSpeech.State.Speaking
    narrator.repeat()  # the last line again, after the one being said
    assert spoken(narrator, qtbot) == ["The game begins.", "Day one begins.",
                                       "Day one begins.", "Voting is open."]
    shown = []
    narrator.shown.connect(shown.append)
    narrator.set_muted(True)
    narrator.enqueue(LINES[:2])  # muted: no waiting, the captions say them
    assert shown == ["The game begins.", "Day one begins."] and not narrator.busy
    assert narrator.speech.state() != QtTextToSpeech.State.Speaking


def test_no_voice_for_the_language_is_said_once_and_captions_show(qapp, qtbot) -> None:
    assert "ru" not in voices_by_language("mock")  # the mock speaks no Russian
    assert "en" in voices_by_language("mock")
    narrator = Narrator("ru", engine="mock")
    assert not narrator.has_voice and narrator.captions
    told, shown = [], []
    narrator.noVoice.connect(told.append)
    narrator.shown.connect(shown.append)
    narrator.enqueue(list(LINES))
    narrator.enqueue(LINES[:1])
    assert told == ["ru"]
    assert shown == [line.text for line in [*LINES, LINES[0]]]


class FakeLink(QObject):
    """A spectator link that hands the projector the views it is given."""

    viewChanged = Signal(dict)

    def __init__(self) -> None:
        super().__init__()
        self.view: dict | None = None

    def send(self, view: dict) -> None:
        self.view = view
        self.viewChanged.emit(view)

    def close(self) -> None:
        pass


@pytest.mark.parametrize("preset", [Preset.DEATHNOTE, Preset.CLASSIC])
@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_a_whole_game_on_the_projector_is_narrated_in_order(
        qapp, qtbot, tmp_path, monkeypatch, preset, language) -> None:
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv(ENGINE_VARIABLE, "mock")
    app = DesktopApp(qapp, Settings(language=language.value), interfaces=["127.0.0.1"],
                     save_settings=False)
    try:
        rng = random.Random(8)
        setup = random_setup(rng, players=8, preset=preset)
        finished, _ = play_random_game(setup, rng)
        link = FakeLink()
        window = ProjectorWindow(app, link, full_screen=False)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        narrator = window.narration.narrator
        assert narrator.has_voice is (language is Language.EN)
        game = Game(setup)
        link.send(public_view(game))
        for command in finished.log:
            game.apply(command)
            link.send(public_view(game))
        expected = [line.text for line in saved_script(setup, finished.log, language.value)]
        assert spoken(narrator, qtbot) == expected
        phases = [line for line in narrator.said if line.kind is LineKind.PHASE]
        assert len(phases) >= 2 * finished.state.game_day - 1
        if language is Language.RU:  # no Russian voice in the mock: captions, said once
            assert window.narration.captions.text() == expected[-1]
            assert "No Russian voice" not in window.narration.notice  # it is in Russian
            assert "голоса" in window.narration.notice
        window.close()
    finally:
        app.set_language(Language.EN)


def test_the_projector_key_repeats_the_last_line(qapp, qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import Qt

    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv(ENGINE_VARIABLE, "mock")
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    window = ProjectorWindow(app, FakeLink(), full_screen=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    narrator = window.narration.narrator
    narrator.enqueue(LINES[:1])
    spoken(narrator, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert [line.text for line in narrator.said] == ["The game begins."] * 2
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert narrator.prefs.muted and app.settings.narration["muted"] is True
    window.close()


def test_the_hot_seat_narrates_the_passes(qapp, qtbot, tmp_path, monkeypatch) -> None:
    from desktop.hotseat import window as hotseat
    from tests.desktop.test_hotseat import NAMES, new_game, round_by_clicks

    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv(ENGINE_VARIABLE, "mock")
    monkeypatch.setattr(hotseat, "PIN_ITERATIONS", 2000)
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    window = new_game(app, qtbot)
    narrator = window.narration.narrator
    turns = round_by_clicks(window, qtbot, {})
    said = spoken(narrator, qtbot)
    passes = [line.text for line in narrator.said if line.kind is LineKind.PASS]
    assert passes == [f"Pass the laptop: {name}." for name in turns] and turns == NAMES
    assert said.index(passes[0]) > said.index(next(t for t in said if "Day one" in t))
    window.close()


def test_doctor_lists_the_voices_and_says_how_to_add_one(qapp, monkeypatch) -> None:
    from desktop.doctor import voices as doctor_voices
    from desktop.doctor.checks import Status
    from desktop.narration import narrator

    monkeypatch.setattr(narrator, "speech_module", lambda: None)
    [missing] = doctor_voices.voices()
    assert missing.status is Status.WARN and "dnmafia[voice]" in missing.text
    monkeypatch.undo()
    monkeypatch.setattr(narrator, "voices_by_language",
                        lambda engine=None: voices_by_language("mock"))
    monkeypatch.setattr(doctor_voices.sys, "platform", "linux")
    found = doctor_voices.voices()
    by_status = {f.status: f.text for f in found[1:]} if len(found) > 1 else {}
    if found[0].status is Status.WARN:  # no engine but the mock: how to add one
        assert "espeak-ng" in found[0].text
    else:
        assert "Bob" in by_status[Status.OK]  # the mock's English voices
        assert "espeak-ng" in by_status[Status.WARN] and '"ru"' in by_status[Status.WARN]


def test_a_timed_hot_seat_clock_waits_for_the_phase_line(qapp, qtbot, tmp_path,
                                                         monkeypatch) -> None:
    from PySide6.QtCore import Qt

    from desktop.hotseat import window as hotseat
    from desktop.hotseat.window import HotSeatWindow
    from tests.desktop.test_hotseat import NAMES, click, fill_setup, round_by_clicks

    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv(ENGINE_VARIABLE, "mock")
    monkeypatch.setattr(hotseat, "PIN_ITERATIONS", 2000)
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    window = HotSeatWindow(app)
    qtbot.addWidget(window)
    window.seed = 5
    window.show()
    fill_setup(window, qtbot, NAMES, {})
    qtbot.mouseClick(window.setup_page.timers, Qt.MouseButton.LeftButton)
    click(qtbot, window.setup_page.start_button)
    qtbot.waitUntil(lambda: window.stage == "curtain")
    round_by_clicks(window, qtbot, {})
    narrator = window.narration.narrator
    spoken(narrator, qtbot)
    assert window.session.paused is False  # the board, nothing left to say: it runs
    narrator.enqueue([Line("d1 10:00", LineKind.PHASE, "Voting is open.")])
    window._sync_clock()
    assert narrator.holding and window.session.paused is True  # the line is being said
    qtbot.waitUntil(lambda: not narrator.busy, timeout=5000)  # said to its end
    assert window.session.paused is False  # then the clock runs again
    narrator.enqueue([Line("d1 10:00", LineKind.WARNING, "One minute left.")])
    window._sync_clock()
    assert window.session.paused is False  # a warning holds nothing
    window.close()


def test_the_menu_picks_the_voice_rate_volume_and_captions_remembered(
        qapp, qtbot, tmp_path, monkeypatch) -> None:
    from desktop.narration.menu import narrator_menu

    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv(ENGINE_VARIABLE, "mock")
    app = DesktopApp(qapp, Settings(language="en"), interfaces=["127.0.0.1"],
                     save_settings=False)
    window = ProjectorWindow(app, FakeLink(), full_screen=False)
    qtbot.addWidget(window)
    narration = window.narration
    menu = narrator_menu(narration, window)
    actions = {a.text(): a for a in menu.actions()}
    subs = {a.text(): a.menu() for a in menu.actions() if a.menu() is not None}
    assert set(subs) == {"Voice", "Rate", "Volume"}
    voices = {a.text(): a for a in subs["Voice"].actions()}
    assert set(voices) == {"Bob", "Anne"}  # the mock's English voices
    voices["Anne"].trigger()
    {a.text(): a for a in subs["Rate"].actions()}["Fast"].trigger()
    {a.text(): a for a in subs["Volume"].actions()}["50 %"].trigger()
    actions["Captions"].trigger()
    speech = narration.narrator.speech
    assert speech.voice().name() == "Anne"
    assert speech.rate() == pytest.approx(0.5) and speech.volume() == pytest.approx(0.5)
    assert app.settings.narration == {"enabled": True, "muted": False, "captions": True,
                                      "voice": "Anne", "rate": 0.5, "volume": 0.5}
    window.close()
    again = ProjectorWindow(app, FakeLink(), full_screen=False)  # remembered
    qtbot.addWidget(again)
    assert again.narration.narrator.speech.voice().name() == "Anne"
    assert again.narration.narrator.captions
    again.close()
