"""What a game is created from: ``GameSetup`` (the preset, the seats, the seed, the option
overrides, a hand-made deal, the rules' reading and the host's own roles), and its plain
form for saved games.

Owns the setup record only; the game (``engine.game``) builds itself from it and the
presets deal from it. The host's roles are kept whole (``custom_roles``: their
definitions, as their files say them), so that a log replays, resumes and exports on a
machine that never had the files. Imports ``engine.options`` and the role definitions'
plain form only (never the game or the presets: both import this).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.options import RULES_VERSION, Preset
from engine.role_plain import spec_to_plain, specs_from_plain
from engine.role_spec import RoleSpec


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
    # the host's own roles (engine.rolebook): their whole definitions, dealt beside the
    # preset's own; checked by the game (engine.rolebook.check_custom)
    custom_roles: tuple[RoleSpec, ...] = ()
    # how many seats a random deal gives each of the host's deal words (a word left out:
    # one); a hand-made ``deal`` names them itself
    role_counts: dict[str, int] = field(default_factory=dict)

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
        if self.custom_roles:
            out["custom_roles"] = [spec_to_plain(spec) for spec in self.custom_roles]
        if self.role_counts:
            out["role_counts"] = dict(self.role_counts)
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
            custom_roles=specs_from_plain(data.get("custom_roles") or ()),
            role_counts={str(w): int(n) for w, n in (data.get("role_counts") or {}).items()},
        )
