"""The app's settings: language, the player's name and character, the last table address,
the host's last table set-up and whether he serves seats to phones' browsers, window
geometry, sounds, the unfinished games not to ask about at the start again — one JSON file
in the user's config dir (platformdirs, or ``DNMAFIA_CONFIG_DIR``), written atomically.

Owns ``Settings`` and its file. A missing or unreadable file gives the defaults (and is
never overwritten until the user changes something). Must not import any window.
"""

from __future__ import annotations

import contextlib
import json
import locale
import re
import secrets
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from desktop.i18n import Language
from netproto.tokens import config_dir


def _system_language() -> Language:
    code = (locale.getlocale()[0] or "").lower()
    return Language.EN if code.startswith("en") else Language.RU


@dataclass
class Settings:
    language: str = field(default_factory=lambda: _system_language().value)
    player_name: str = ""
    profile: dict[str, Any] = field(default_factory=dict)  # the character he registers
    last_address: str = ""
    table_name: str = ""
    sounds: bool = True
    # the host serves the browser seats' page too (players join from their phones)
    web_seats: bool = True
    host_options: dict[str, Any] = field(default_factory=dict)
    geometry: dict[str, str] = field(default_factory=dict)  # window → base64 geometry
    # the last hot-seat game's table name, rules and players (names, bots; no PINs)
    hotseat: dict[str, Any] = field(default_factory=dict)
    # unfinished games the start-up question leaves alone (their log files' names)
    resume_dismissed: list[str] = field(default_factory=list)
    # the narrator's voice, rate, volume, mute, captions (desktop.narration NarrationPrefs)
    narration: dict[str, Any] = field(default_factory=dict)
    # this app's player id, sent in every hello: the host's group record knows him by it
    # across games and names ("" until the first join makes one: ``own_player_id``)
    player_id: str = ""

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name: f for f in fields(cls)}
        values = {}
        defaults = cls()
        for key, value in data.items():
            if key in known and isinstance(value, type(getattr(defaults, key))):
                values[key] = value
        settings = cls(**values)
        if settings.language not in {lang.value for lang in Language}:
            settings.language = defaults.language
        return settings

    def save(self) -> None:
        """Write the file (atomically) if it would change; a failing disk only costs the
        settings. Every window saves on closing, mostly with nothing changed: the file is
        compared first, so a plain exit neither loads the writer nor waits for the disk."""
        data = json.dumps(asdict(self), ensure_ascii=False, indent=1).encode("utf-8")
        path = self.path()
        with contextlib.suppress(OSError):
            if path.read_bytes() == data:
                return
        with contextlib.suppress(OSError):
            from netproto.storage import write_atomically  # lazily: it loads the engine

            write_atomically(path, data)

    def own_player_id(self) -> str:
        """The player id, made on first use (the caller saves the settings): 32 hex
        digits."""
        if not re.fullmatch(r"[0-9a-f]{32}", self.player_id):
            self.player_id = secrets.token_hex(16)
        return self.player_id

    @property
    def lang(self) -> Language:
        return Language(self.language)
