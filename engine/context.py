"""What a rule module may ask of the game it works on: the ``Context`` protocol, and the
few preset hooks a rule module calls back (``PresetHooks``).

The rule modules (night resolution, votes, the notebook, the classic families, deaths,
the chat and the graveyard, engine/*.py and engine/presets/*.py) take ``ctx: Context``,
never the whole ``engine.game.Game``: what they may read and do is listed here, one
place, and ``Game`` satisfies it (tests/engine/test_engine_layers.py checks both). The
views (``engine.views``, ``engine.legality``) and the drivers (replay, the scenario
runner, random play) keep the ``Game``. Imports engine vocabulary only (state, options,
commands): never the game, the presets or a rule module, so that no import cycle runs
through here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from engine.commands import Act, Plan
    from engine.options import Options
    from engine.rolebook import RoleBook
    from engine.state import DeathCause, GameState, Player


class PresetHooks(Protocol):
    """The preset's hooks a rule module calls back (the rest the game calls)."""

    def in_mafia(self, p: Player) -> bool: ...

    def knocked_out(self, ctx: Context, p: Player) -> bool: ...

    def remind_duty(self, ctx: Context) -> None: ...

    def remove(self, ctx: Context, names: list[str], cause: DeathCause, *,
               reveal: bool) -> None: ...

    def tonight_orders(self, ctx: Context) -> list[dict[str, Any]]: ...


class Context(Protocol):
    """The game as a rule module sees it: the state and the rules, the output channels,
    deaths and reveals, the victory check and a few questions of the clock."""

    state: GameState
    options: Options  # the state's rules, never changing
    preset: PresetHooks
    roles: RoleBook  # the game's roles: its preset's and the host's own (engine.rolebook)
    rules: int  # the reading of the rules the game started under
    legacy: bool  # that reading is version 1 (engine.options.AMENDED_RULES)
    in_night_resolution: bool  # set while a night is resolved (deaths are "at night")

    @property
    def over(self) -> bool: ...

    # ---------------------------------------------------------------- output

    def public(self, code: str, /, **params: Any) -> None: ...

    def tell(self, name: str, code: str, /, **params: Any) -> None: ...

    def tell_mafia(self, code: str, /, family: int = 1, **params: Any) -> None: ...

    def to_graveyard(self, code: str, /, **params: Any) -> None: ...

    def night_note(self, code: str, /, **params: Any) -> None: ...

    # ---------------------------------------------------------------- questions

    def player(self, name: str | None) -> Player: ...

    def living_target(self, actor: Player, name: str | None, *,
                      self_ok: bool = False) -> Player: ...

    def mafiosi(self) -> list[Player]: ...

    def waiting_reserves(self) -> list[str]: ...

    def is_night_time(self, moment: int | None = None) -> bool: ...

    def mark_night_done(self, name: str) -> None: ...

    # ---------------------------------------------------------------- deaths, the end

    def kill(self, victims: list[tuple[str, DeathCause, str | None]],
             killers: dict[str, str] | None = None) -> list[str]: ...

    def reveal(self, name: str, detail_team: bool = False) -> str: ...

    def check_victory(self) -> None: ...


# An action's check: refuses (engine.errors.Refusal) or returns the plan that commits it.
Check = Callable[["Context", "Player", "Act"], "Plan"]
