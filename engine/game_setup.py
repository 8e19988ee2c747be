"""What a game is created from: ``GameSetup`` (the preset, the seats, the seed, the option
overrides, a hand-made deal and the rules' reading), and its plain form for saved games.

Owns the setup record only; the game (``engine.game``) builds itself from it and the
presets deal from it. Imports ``engine.options`` only (never the game or the presets: both
import this).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.options import RULES_VERSION, Preset


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is created from; with the command log it rebuilds the game."""

    preset: Preset
    players: tuple[str, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)  # plain overrides of the preset
    deal: dict[str, str] | None = None  # name → deal word; None: a random deal
    # classic: registered reserve players, in registration order (rules-classic.md C3.3)
    reserves: tuple[str, ...] = ()
    items: dict[str, str] | None = None  # classic: hand-dealt items (name → "vest")
    # the reading of the rules the game started under (engine.options.RULES_VERSION); a
    # setup written before versions were recorded is version 1
    rules: int = RULES_VERSION

    def to_plain(self) -> dict[str, Any]:
        out = {
            "rules": self.rules,
            "preset": self.preset.value,
            "players": list(self.players),
            "seed": self.seed,
            "options": dict(self.options),
            "deal": dict(self.deal) if self.deal is not None else None,
        }
        if self.reserves:
            out["reserves"] = list(self.reserves)
        if self.items:
            out["items"] = dict(self.items)
        return out

    @staticmethod
    def from_plain(data: dict[str, Any]) -> GameSetup:
        return GameSetup(
            preset=Preset(data["preset"]),
            players=tuple(data["players"]),
            seed=int(data["seed"]),
            options=dict(data.get("options") or {}),
            deal=dict(data["deal"]) if data.get("deal") is not None else None,
            reserves=tuple(data.get("reserves") or ()),
            items=dict(data["items"]) if data.get("items") else None,
            rules=int(data.get("rules", 1)),
        )
