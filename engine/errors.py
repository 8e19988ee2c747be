"""Typed refusals: an illegal command is refused with a code, parameters and English text.

Owns ``Refusal``. The desktop translates refusals by code; the English text is only the
fallback the scenario runner prints. Imports only the message catalogue.
"""

from __future__ import annotations

from typing import Any

from engine.messages import REFUSALS


class Refusal(Exception):
    """A command the rules do not allow; raised before anything changes."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        template = REFUSALS.get(code, code)
        try:
            text = template.format(**params)
        except (KeyError, IndexError):
            text = template
        self.text = text
        super().__init__(f"{code}: {text}")

    def to_plain(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params), "message": self.text}
