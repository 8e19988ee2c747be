"""The night as data (issue 30 step 2, engine/abilities/): the steps run in the order the
role files declare, the submission gates follow each seat's declaration, and every harm
goes through one function that walks the protections by priority."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine import classic_night
from engine.abilities.declared import (
    declaration,
    night_steps,
    own_declaration,
    self_allowed,
)
from engine.abilities.protect import NightState, attempt
from engine.commands import Act, Action, Advance
from engine.errors import Refusal
from engine.game import Game, GameSetup
from engine.night_history import KillFailure, Note
from engine.options import Preset, options_for
from engine.role_files import RoleFileError, load_text
from engine.role_spec import ActionSpec, By, Harm
from engine.rolebook import rolebook

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _game(deal: dict[str, str], **options: object) -> Game:
    return Game(GameSetup(Preset.CLASSIC, NAMES, 1,
                          {"first_phase": "night", "stall_days": 0,
                           "autokill_inactive": False, **options}, deal))


def _refusal(game: Game, act: Act) -> str | None:
    try:
        game.apply(act)
    except Refusal as refusal:
        return refusal.code
    return None


def test_the_classic_night_steps_are_the_declared_order() -> None:
    steps = night_steps(rolebook("classic"))
    assert [s.name for s in steps] == ["peacemaker", "executioner", "thug", "doctor",
                                       "commissar", "witness", "maniac", "mafia"]
    by_step = {s.name: {(a.role, a.action.ability, a.action.by) for a in s.actions}
               for s in steps}
    # the thug's share in the family's kill is resolved in the family's step, not his
    assert by_step["thug"] == {("thug", Action.KNOCK_OUT, By.ROLE)}
    assert ("thug", Action.SHOOT, By.FAMILY) in by_step["mafia"]
    assert ("don", Action.DON_STRIKE, By.ROLE) in by_step["mafia"]


def test_a_seat_acts_under_its_role_or_its_family() -> None:
    o = options_for(Preset.CLASSIC)
    assert declaration(rolebook("classic"), o, "civilian", 0, Action.SAVE) is None
    assert declaration(rolebook("classic"), o, "doctor", 0, Action.SAVE).not_same_twice
    # a recruited executioner shoots with his family (no shot spent); his own shot stays
    family = declaration(rolebook("classic"), o, "executioner", 1, Action.SHOOT)
    assert family is not None and family.by is By.FAMILY
    shot = own_declaration(rolebook("classic"), o, "executioner", Action.SHOOT)
    assert shot.uses == "executioner_shots"
    # an action that needs an option exists only with it
    assert declaration(rolebook("classic"), o, "don", 1, Action.DON_STRIKE) is None
    on = options_for(Preset.CLASSIC, {"don_strike": True})
    assert declaration(rolebook("classic"), on, "don", 1, Action.DON_STRIKE) is not None
    off = options_for(Preset.CLASSIC, {"doctor_self_save": False})
    save = declaration(rolebook("classic"), o, "doctor", 0, Action.SAVE)
    assert self_allowed(o, save) and not self_allowed(off, save)


def test_the_gates_read_the_declarations() -> None:
    game = _game({"Ann": "mafia", "Bob": "doctor", "Cid": "executioner", "Dan": "thug"},
                 doctor_self_save=False)
    assert _refusal(game, Act("Eve", Action.SAVE, target="Fay")) == "no_such_action"
    assert _refusal(game, Act("Bob", Action.SAVE, target="Bob")) == "self_target"  # off
    assert _refusal(game, Act("Ann", Action.SHOOT, target="Dan")) == "own_family"
    assert _refusal(game, Act("Dan", Action.KNOCK_OUT, target="Dan")) == "self_target"
    assert _refusal(game, Act("Cid", Action.SHOOT, target="Eve")) is None
    game.apply(Advance(game.next_phase_boundary()))
    assert not game.state.players["Eve"].alive
    for _ in range(2):
        game.apply(Advance(game.next_phase_boundary()))
    assert _refusal(game, Act("Cid", Action.SHOOT, target="Fay")) == "no_shots_left"


def _shoot_and_save(game: Game) -> None:
    game.apply(Act("Cid", Action.SHOOT, target="Eve"))
    game.apply(Act("Bob", Action.SAVE, target="Eve"))
    game.apply(Advance(game.next_phase_boundary()))


def test_the_step_order_decides_which_protection_applies(monkeypatch) -> None:
    """C5.4: the doctor's save covers only the steps after his; declared before the
    executioner's, the same save stops the executioner's shot."""
    deal = {"Ann": "mafia", "Bob": "doctor", "Cid": "executioner"}
    game = _game(deal)
    _shoot_and_save(game)
    assert not game.state.players["Eve"].alive

    steps = list(night_steps(rolebook("classic")))
    doctor = next(s for s in steps if s.name == "doctor")
    steps.remove(doctor)
    steps.insert(1, doctor)  # after the peacemaker, before the executioner
    monkeypatch.setattr(classic_night, "night_steps", lambda preset: tuple(steps))
    game = _game(deal)
    _shoot_and_save(game)
    assert game.state.players["Eve"].alive


class _Ctx:
    """Just enough of a game for ``attempt``: the players' vests and the notes."""

    def __init__(self, *vests: str) -> None:
        self.state = SimpleNamespace(players={n: SimpleNamespace(vest=n in vests)
                                              for n in NAMES})
        self.notes: list[tuple[str, dict]] = []

    def night_note(self, code: str, **params: object) -> None:
        self.notes.append((code, params))


def test_protections_hold_by_priority_and_what_they_stop() -> None:
    ctx, night = _Ctx("Eve", "Fay"), NightState()
    night.raise_shield(ActionSpec(Action.BLOCK), "Ann", "Eve")
    night.raise_shield(ActionSpec(Action.SAVE), "Bob", "Eve")
    night.raise_shield(ActionSpec(Action.SAVE), "Bob", "Fay")
    # raised first, the peacemaker's protection holds: the save and the vest stay unused
    assert attempt(ctx, night, "Eve", Harm.FAMILY_KILL) is KillFailure.PROTECTED
    assert ctx.notes == [(Note.PROTECTED, {"target": "Eve"})]
    assert not night.kept_alive and not night.vest_used
    assert attempt(ctx, night, "Fay", Harm.SHOT) is KillFailure.SAVED
    assert night.kept_alive == ["Fay"] and ctx.notes[-1] == (Note.SAVED, {"by": "Bob",
                                                                          "target": "Fay"})
    # a save does not stop a Don strike; the block does; nothing stops a right strike
    assert attempt(ctx, night, "Fay", Harm.DON_STRIKE) is None
    assert attempt(ctx, night, "Eve", Harm.DON_STRIKE) is KillFailure.PROTECTED
    assert attempt(ctx, night, "Eve", Harm.LAWYER_STRIKE) is None


def test_a_vest_stops_one_family_kill_only() -> None:
    ctx, night = _Ctx("Gus"), NightState()
    assert attempt(ctx, night, "Gus", Harm.SHOT) is None
    assert attempt(ctx, night, "Gus", Harm.FAMILY_KILL) is KillFailure.VEST
    assert attempt(ctx, night, "Gus", Harm.FAMILY_KILL) is None  # the second family's
    assert night.vest_used == {"Gus"}


_GUARD = """
word = "guard"
preset = "classic"
team = "town"
[name]
en = "Guard"
ru = "Страж"
[card]
en = "Guards."
ru = "Охраняет."
[[action]]
ability = "save"
stops = %s
[night]
step = "guard"
"""


def test_a_file_may_say_what_its_protection_stops() -> None:
    (guard,) = load_text(_GUARD % '["don_strike", "family_kill"]')
    spec = guard.actions[0]
    assert spec.protects_from == {Harm.DON_STRIKE, Harm.FAMILY_KILL}
    ctx, night = _Ctx(), NightState()
    night.raise_shield(spec, "Bob", "Eve")
    assert attempt(ctx, night, "Eve", Harm.DON_STRIKE) is KillFailure.SAVED
    assert attempt(ctx, night, "Eve", Harm.SHOT) is None
    # without ``stops`` a save stops what the doctor's does
    (plain,) = load_text((_GUARD % "[]").replace("stops = []\n", ""))
    assert plain.actions[0].protects_from == {Harm.SHOT, Harm.FAMILY_KILL}


@pytest.mark.parametrize("text", [_GUARD % '["bullets"]',
                                  (_GUARD % '["shot"]').replace('"save"', '"check"')])
def test_a_protection_that_cannot_be_is_refused(text: str) -> None:
    with pytest.raises(RoleFileError) as caught:
        load_text(text)
    assert caught.value.params["field"] == "action[0].stops"


@pytest.mark.parametrize("module", ["classic_night.py", "classic.py", "abilities"])
def test_the_night_names_no_role_but_by_its_file(module: str) -> None:
    """The night's rules ask declarations: no ``Role.DOCTOR`` and the like (the family's
    Don and plain mafioso, whose rules are the family's, excepted)."""
    paths = sorted((ENGINE / module).rglob("*.py")) if module == "abilities" else [
        ENGINE / module]
    named = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "Role"):
                named.add(node.attr)
    assert named <= {"DON", "MAFIA", "CIVILIAN"}, named


def test_every_refusal_a_declared_ability_may_give_has_a_text() -> None:
    """A ``not_same_twice`` or ``uses`` on any role ability refuses with a message the
    windows can say (an ability without its own words gets the general one)."""
    from engine.abilities.gates import ROLE_ABILITIES, same_twice_refusal, used_up_refusal
    from engine.messages import REFUSALS

    for action in ROLE_ABILITIES:
        assert same_twice_refusal(action) in REFUSALS
        assert used_up_refusal(action) in REFUSALS
    assert same_twice_refusal(Action.WATCH) == "same_target_twice"
