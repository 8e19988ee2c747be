"""The presets: one object per way of playing, found by name (``preset_rules``).

Owns the registry. A preset object (``engine.presets.base.PresetRules``) carries the
preset's metadata (seat range, reserves, approval default, whether it has a notebook, its
own options, its deal) and its hooks into the game (deal and set-up, the night, deaths,
what a death shows, victory and winners, its actions). Nothing outside this package asks
which preset is in play: the rest of the program reads the metadata and the views.
Imports only engine modules.
"""

from __future__ import annotations

from engine.options import Preset
from engine.presets.base import PresetRules
from engine.presets.classic import ClassicRules
from engine.presets.deathnote import DeathNoteRules

PRESETS: dict[Preset, PresetRules] = {
    Preset.DEATHNOTE: DeathNoteRules(),
    Preset.CLASSIC: ClassicRules(),
}


def preset_rules(preset: Preset | str | None) -> PresetRules:
    """The preset object for a preset or its name (an unknown name: the Death Note, the
    app's first preset, as the views' readers have always assumed)."""
    try:
        return PRESETS[Preset(preset or Preset.DEATHNOTE)]
    except ValueError:
        return PRESETS[Preset.DEATHNOTE]


__all__ = ["PRESETS", "ClassicRules", "DeathNoteRules", "PresetRules", "preset_rules"]
