"""The narration of random games holds no secret: at every moment, what the narrator
says (built from the public view) passes the same scan as the projector's texts — no line
of the mafia channel or of a private message, no living player named with his secret
role, nothing of the notebook before the end (tests/desktop/test_projector.py)."""

from __future__ import annotations

import random
import re

import pytest

from desktop import texts
from desktop.i18n import Language, install
from desktop.narration.script import Line, Script
from engine.game import Game
from engine.options import Preset
from engine.randomplay import play_random_game, random_setup
from engine.state import Phase
from engine.views import public_view
from tests import sweep

GAMES = sweep.size(8, 100)  # tests/sweep.py


def _word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def check_lines(game: Game, lines: list[Line]) -> None:
    """The secret scan of tests/desktop/test_projector.py, over narration lines."""
    s = game.state
    if not lines or s.phase is Phase.OVER:
        return
    blob = "\n".join(line.text for line in lines)
    lowered = blob.lower()
    assert "notebook" not in lowered and "eyes" not in lowered, blob
    # the mafia channel's records (its lines' bare words are the random games' public chat
    # lines too: test_projector.py checks those with lines of their own)
    for event in s.mafia_log:
        assert texts.event_text({"code": event.code, "params": dict(event.params)}) not in blob
    for event in s.graveyard_log:
        assert _word(str(event.params.get("text"))).search(blob) is None, "the graveyard"
    for player in s.players.values():
        for message in player.messages:
            text = texts.event_text({"code": message.code, "params": dict(message.params)})
            assert text not in blob, f"{player.name}'s private message: {text}"
    for player in s.players.values():
        if not player.alive or player.public_role:
            continue
        name = _word(player.name)
        words = {texts.role_name(player.role.value), texts.team_name(player.team.value)}
        for line in lines:
            if name.search(line.text):
                for word in words:
                    assert not _word(word).search(line.text), \
                        f"{player.name} ({player.role.value}) narrated: {line.text!r}"


class Narrating:
    """Feeds the public view to a script whenever the public log grew, and scans what it
    says against the game at that moment."""

    def __init__(self, language: str) -> None:
        self.script = Script(language, from_start=True)
        self.seen = 0
        self.lines: list[Line] = []

    def __call__(self, game: Game, command, accepted: bool, actor_alive: bool) -> None:
        if not accepted or len(game.state.public_log) == self.seen:
            return
        self.seen = len(game.state.public_log)
        lines = self.script.lines_for(public_view(game))
        check_lines(game, lines)
        self.lines += lines


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_narration_of_random_games_tells_no_secret(qapp, language) -> None:
    install(qapp, language)
    try:
        said = 0
        for n in range(GAMES):
            seed = sweep.seed(n)
            with sweep.named(seed):
                rng = random.Random(70_000 + seed)
                preset = Preset.CLASSIC if n % 2 else Preset.DEATHNOTE
                setup = random_setup(rng, random_options=rng.random() < 0.5, preset=preset)
                watch = Narrating(language.value)
                game, _ = play_random_game(setup, rng, observer=watch, graveyard_rate=0.3)
                assert watch.lines and watch.lines[0].kind == "start"
                said += len(watch.lines)
        assert said > 10 * GAMES
    finally:
        install(qapp, Language.EN)


def test_the_scan_finds_a_secret_said_aloud(qapp) -> None:
    """The scan is not blind: a line naming a living player with his dealt role fails."""
    rng = random.Random(5)
    game, _ = play_random_game(random_setup(rng), rng, max_days=1)
    living = next(p for p in game.state.players.values() if p.alive and not p.public_role)
    if game.state.phase is Phase.OVER:
        game.state.phase = Phase.DAY  # only the scan is under test
    secret = Line("d1 10:00", "news", f"{living.name}: {texts.role_name(living.role.value)}.")
    with pytest.raises(AssertionError):
        check_lines(game, [secret])
