"""The actions legal for a seat right now, each with its targets or the reason it is
refused: what a player window offers and a bot chooses from.

Owns ``legal_actions``. Each candidate action (the preset lists them) is put to its real
check, which is pure: it refuses or returns the plan of the change, and the plan is
dropped here — no trial run, nothing changes. Imports engine modules only.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, KeysView, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.act_places import IRREVERSIBLE, sort_rows, stamp_row
from engine.commands import TARGETED, Act, Action, Channel
from engine.errors import Refusal
from engine.roles import STRIKE_WORDS
from engine.split_check import TargetedCheck
from engine.state import Phase, Player
from engine.voting import vote_is_final

if TYPE_CHECKING:
    from engine.game import Game
    from engine.presets.base import PresetRules

# the word a row names its action by (a plain str; looked up, not read off the enum)
_WORD = {action: action.value for action in Action}


def _probe(game: Game, me: Player, action: Action, target: str | None) -> Act:
    """The trial command of ``action`` on ``target`` by this seat."""
    until = game.state.now + 60 if action is Action.LEND else None
    return _probe_of(_probes_of(me.name, action, until), me.name, action, target, until)


@functools.lru_cache(maxsize=1024)
def _probes_of(actor: str, action: Action, until: int | None) -> dict[str | None, Act]:
    """A table of trial commands (commands are immutable: the same ones serve every
    view); filled by ``_probe_of``."""
    return {}


def _probe_of(probes: dict[str | None, Act], actor: str, action: Action,
              target: str | None, until: int | None) -> Act:
    act = probes.get(target)
    if act is None:
        act = probes[target] = _probe_act(actor, action, target, until)
    return act


def _probe_act(actor: str, action: Action, target: str | None, until: int | None) -> Act:
    """The trial command."""
    if action is Action.LEND:
        return Act(actor, action, to=target, until=until)
    if action is Action.SAY:
        return Act(actor, action, text="…", channel=Channel.GAME)
    if action is Action.STRIKE:  # any town role: the guess does not change who is legal
        return Act(actor, action, target=target, role=STRIKE_WORDS[0])
    return Act(actor, action, target=target)


def _possible_targets(game: Game, me: Player, action: Action) -> set[str] | None:
    """A superset of the targets ``action`` can accept now (None: anyone may be), so that
    the trials skip targets refused whoever tries. Only prunes: every listed target is
    still tried on the real handler (and tests compare with trying every target)."""
    s = game.state
    if action is Action.VOTE:
        if s.phase is Phase.VOTE:
            return set(s.runoff if s.runoff is not None else s.candidates)
        if s.phase is Phase.DAY and game.options.nominations:
            return {p.nomination for p in s.players.values() if p.alive and p.nomination}
        return None
    if action is Action.ELECT_BOSS:
        return game.preset.mafia_members(game, me)
    return None


def legal_actions(game: Game, name: str) -> list[dict[str, Any]]:
    """Each action this seat could think of now: legal or not (with the reason), and for
    targeted actions the targets that would be accepted.

    Each action is put to its real check, which is pure (it refuses or returns the plan
    of the change, here dropped). Views are built for every seat after every change, so
    this is the engine's hot path: a check in two parts (``TargetedCheck``) has its gate
    run once (the gate does not read the target) and its target part for the whole list
    at once when it has one (``accepts``), else once per target that can be accepted
    (``_possible_targets``); a refusal is looked for only when no target is accepted
    (the first refusal in seat order, as a full trial finds it). An action outside the
    phases its preset declares for it (``phase_gates``) is refused without a call."""
    return _rows(game, name, False)


def placed_actions(game: Game, name: str) -> list[dict[str, Any]]:
    """``legal_actions`` as a seat's view carries them: each row with its place and group
    (``engine.act_places``), sorted by group. A row that says the same whatever the seat
    and the moment (an action outside its phases; an untargeted action, legal or refused
    with the same reason) is one row object shared by the views that carry it, stamped
    once (views are never changed once built): most of a view's rows are such."""
    return sort_rows(_rows(game, name, True))


# the shared rows of ``placed_actions``, by what each says: (word, final, refusal code and
# parameters) or (word, final) for a legal one (a few dozen a rule set)
_SHARED: dict[tuple[Any, ...], dict[str, Any]] = {}
_SHARED_MAX = 4096  # emptied when it grows past (a parameter may name anything)


def _shared_row(key: tuple[Any, ...], word: str, reason: Refusal | dict[str, Any] | None,
                final: bool) -> dict[str, Any]:
    """The shared row ``key`` names: legal (``reason`` None) or refused for ``reason``."""
    row = _SHARED.get(key)
    if row is None:
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        if isinstance(reason, Refusal):
            reason = reason.to_plain()
        row = ({"action": word, "legal": True} if reason is None
               else {"action": word, "legal": False, "reason": reason})
        if final:
            row["irreversible"] = True
        row = _SHARED[key] = stamp_row(row)
    return row


def _rows(game: Game, name: str, placed: bool) -> list[dict[str, Any]]:
    s = game.state
    me = s.players[name]
    specs = _specs_of(type(game.preset))
    phase = s.phase
    living: list[str] | None = None  # the living, once a target list needs them
    out: list[dict[str, Any]] = []
    append = out.append
    for action in game.preset.candidate_actions(game, me):
        spec = specs[action]
        if living is None and spec.targeted and (spec.phases is None or phase in spec.phases):
            living = s.living_names()
        append(_row(game, me, spec, placed, living))
    return out


def _row(game: Game, me: Player, spec: _Spec, placed: bool,
         living: list[str] | None) -> dict[str, Any]:
    """One candidate action's row (``living``: the living, given when ``spec``'s action is
    targeted and in its phases)."""
    phases = spec.phases
    final = spec.irreversible or (spec.vote and vote_is_final(game, me))
    shared = _SHARED  # (looked up inline: most rows are found there)
    if phases is not None and game.state.phase not in phases:  # its phase gate
        if placed:
            key = spec.off_keys[final]
            return shared.get(key) or _shared_row(key, spec.word, spec.off_phase, final)
        row: dict[str, Any] = {"action": spec.word, "legal": False, "reason": spec.off_phase}
    elif not spec.targeted:
        untargeted = _untargeted_probe(me.name, spec.action,
                                       game.state.now + 60 if spec.lend else None)
        # (the check is tried inline: a refusal is turned into its row in the handler,
        # where it is dropped at once, so its traceback holds it in no reference cycle)
        try:
            spec.check(game, me, untargeted)
        except Refusal as refusal:
            return _refused_row(spec, refusal, final, placed)
        if placed:
            key = spec.legal_keys[final]
            return shared.get(key) or _shared_row(key, spec.word, None, final)
        row = {"action": spec.word, "legal": True}
    else:
        return _targeted_row(game, me, spec.action, spec,
                             living if living is not None else game.state.living_names(),
                             final, placed)
    return _finished(row, final, placed)


def _finished(row: dict[str, Any], final: bool, placed: bool) -> dict[str, Any]:
    """A row made for this view: marked when it cannot be taken back, stamped with its
    place when ``placed``."""
    if final:
        row["irreversible"] = True
    return stamp_row(row) if placed else row


def _refused_row(spec: _Spec, refusal: Refusal, final: bool, placed: bool) -> dict[str, Any]:
    """The row of an action refused whatever its target, for ``refusal``: a shared row
    when placed (the same refusal says the same to every seat, at every view). Called in
    the handler, so that the refusal, dropped there, is in no reference cycle."""
    if placed:
        try:
            key = (spec.word, final, refusal.code, *refusal.params.items())
            return _SHARED.get(key) or _shared_row(key, spec.word, refusal, final)
        except TypeError:  # an unhashable parameter: a row of its own
            pass
    return _finished({"action": spec.word, "legal": False, "reason": refusal.to_plain()},
                     final, placed)


class BotRows(Mapping[str, dict[str, Any]]):
    """A bot view's action rows: each candidate action's word → its row as
    ``placed_actions`` makes it, made when first read (a bot reads a few of a dozen). The
    rows are of the moment the view was built: reading one after the game has changed
    raises (the simulator builds a seat's view anew after every change)."""

    __slots__ = ("_game", "_me", "_specs", "_made", "_at")

    def __init__(self, game: Game, name: str) -> None:
        me = game.state.players[name]
        self._game, self._me, self._at = game, me, game.state.commands_applied
        self._specs = _words_of(type(game.preset), *game.preset.candidate_actions(game, me))
        self._made: dict[str, dict[str, Any]] = {}

    def get(self, word: str, default: Any = None) -> Any:  # type: ignore[override]
        row = self._made.get(word)
        if row is not None:
            return row
        spec = self._specs.get(word)
        if spec is None:
            return default
        game = self._game
        if game.state.commands_applied != self._at:
            raise RuntimeError("a bot view's rows read after the game changed")
        row = self._made[word] = _row(game, self._me, spec, True, None)
        return row

    def __getitem__(self, word: str) -> dict[str, Any]:
        row = self.get(word)
        if row is None:
            raise KeyError(word)
        return row

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __contains__(self, word: object) -> bool:  # (without making the row)
        return word in self._specs

    def keys(self) -> KeysView[str]:  # (the same: a view of the words alone)
        return self._specs.keys()

    def __len__(self) -> int:
        return len(self._specs)


def _targeted_row(game: Game, me: Player, action: Action, spec: _Spec,
                  living: list[str], final: bool, placed: bool) -> dict[str, Any]:
    """The row of a targeted action in its phase: its accepted targets, or why none."""
    name = me.name
    until = game.state.now + 60 if spec.lend else None
    untargeted = _untargeted_probe(name, action, until)
    split = spec.split
    try:
        (spec.check if split is None else split.gate)(game, me, untargeted)
    except Refusal as refusal:
        if split is not None or refusal.code != "no_target":
            return _refused_row(spec, refusal, final, placed)
    tried: dict[str, Refusal | None] = {}
    if split is not None and split.accepts is not None:
        targets = split.accepts(game, me, living)
    else:
        targets = _tried_targets(game, me, action, spec.check, split,
                                 _probes_of(name, action, until), living, until, tried)
    row: dict[str, Any] = {"action": spec.word, "legal": bool(targets), "targets": targets}
    if action is Action.STRIKE:
        row["roles"] = sorted(game.roles.strike_words)
    if not targets:
        probes = _probes_of(name, action, until)
        row["reason"] = _first_reason(
            tried.get(c) or _refusal(spec.check, game, me,
                                     _probe_of(probes, name, action, c, until))
            for c in living)
    return _finished(row, final, placed)


@functools.lru_cache(maxsize=1024)
def _untargeted_probe(actor: str, action: Action, until: int | None) -> Act:
    """The trial command of ``action`` without a target (one lookup per row)."""
    return _probe_of(_probes_of(actor, action, until), actor, action, None, until)


@dataclass(frozen=True, slots=True)
class _Spec:
    """What ``legal_actions`` needs to know of one action of a preset, looked up once."""

    action: Action
    word: str  # the name a row gives the action
    check: Any
    split: TargetedCheck | None  # the check, when it comes in two parts
    targeted: bool
    lend: bool  # its trial command is a loan (from now for an hour)
    irreversible: bool  # cannot be undone (``engine.act_places.IRREVERSIBLE``)
    vote: bool  # a vote or an abstention: irreversible when it is the day's last change
    phases: tuple[Phase, ...] | None  # its phase gate, if the preset declares one
    off_phase: dict[str, Any] | None  # the refusal outside them (one, shared by the views)
    # ``_shared_row``'s keys of its legal row and of its refusal outside the phases, by
    # whether the row is final
    legal_keys: tuple[tuple[Any, ...], tuple[Any, ...]]
    off_keys: tuple[tuple[Any, ...], tuple[Any, ...]]


@functools.lru_cache(maxsize=1024)
def _words_of(rules: type[PresetRules], *actions: Action) -> dict[str, _Spec]:
    """The specs of these candidate actions by word, in their order (one dict for every
    seat view that lists the same actions: only read)."""
    specs = _specs_of(rules)
    return {specs[a].word: specs[a] for a in actions}


@functools.lru_cache(maxsize=8)
def _specs_of(rules: type[PresetRules]) -> dict[Action, _Spec]:
    specs = {}
    for action, check in rules.actions.items():
        phases = rules.phase_gates.get(action)
        specs[action] = _Spec(
            action=action, word=_WORD[action], check=check,
            split=check if type(check) is TargetedCheck else None,
            targeted=action in TARGETED, lend=action is Action.LEND,
            irreversible=action in IRREVERSIBLE,
            vote=action in (Action.VOTE, Action.ABSTAIN), phases=phases,
            off_phase=Refusal("wrong_phase", phase=phases[0].value).to_plain() if phases
            else None,
            legal_keys=((action.value, False), (action.value, True)),
            off_keys=tuple((action.value, final, "wrong_phase", ("phase", phases[0].value))
                           if phases else () for final in (False, True)))
    return specs


def _refusal(check: Any, game: Game, me: Player, act: Act) -> Refusal | None:
    """The refusal of ``check`` on this command, or None (the plan is dropped). The
    refusal is kept without its traceback: the traceback's frames would hold it in a
    reference cycle (garbage only the cyclic collector frees, a few every view)."""
    try:
        check(game, me, act)
    except Refusal as refusal:
        return refusal.with_traceback(None)
    return None


def _tried_targets(game: Game, me: Player, action: Action, check: Any,
                   split: TargetedCheck | None, probes: dict[str | None, Act],
                   living: list[str], until: int | None,
                   tried: dict[str, Refusal | None]) -> list[str]:
    """The targets a check without ``accepts`` takes, tried one by one (the refusals
    kept in ``tried``)."""
    per_target = split.at if split is not None else check
    possible = _possible_targets(game, me, action)
    targets = []
    for candidate in living:
        if possible is None or candidate in possible:
            act = probes.get(candidate) or _probe_of(probes, me.name, action, candidate, until)
            try:
                per_target(game, me, act)
            except Refusal as refusal:
                tried[candidate] = refusal.with_traceback(None)
            else:
                targets.append(candidate)
    return targets


def _first_reason(refusals: Iterator[Refusal | None]) -> dict[str, Any]:
    """Why no target is accepted: the first refusal that names no target (it holds
    whatever the target: "you have already voted"), else the first that is about one
    target but not about it being oneself or dead ("Ann is not a candidate" would name
    the first player in seat order, not the reason: issue 33, item 6)."""
    about_one: Refusal | None = None
    for refusal in refusals:
        if refusal is None or refusal.code in ("self_target", "target_dead"):
            continue
        if "target" not in refusal.params:
            return refusal.to_plain()
        if about_one is None:
            about_one = refusal
    return (about_one or Refusal("no_target")).to_plain()
