"""Typed refusals: an illegal command (or a game that cannot be set up) is refused with a
code, parameters and English text.

Owns ``Refusal`` and ``SetupError``. The desktop translates both by code; the English text
is only the fallback the scenario runner prints. Imports only the message catalogue.
"""

from __future__ import annotations

import functools
from typing import Any

from engine.messages import REFUSALS, SETUP


class Refusal(Exception):
    """A command the rules do not allow; raised before anything changes."""

    def __init__(self, code: str, **params: Any) -> None:
        # no super().__init__: BaseException.__new__ has set ``args`` to (code,) already
        # (the views build many refusals and show few)
        self.code = code
        self.params = params
        self._text: str | None = None

    @property
    def text(self) -> str:
        """The English text, rendered on first use (the views try many refused actions
        and show only a few of the refusals)."""
        if self._text is None:
            try:
                self._text = _text_of(self.code, tuple(self.params.items()))
            except TypeError:  # an unhashable parameter: rendered here, not kept
                self._text = _render(self.code, self.params)
        return self._text

    def __str__(self) -> str:
        return f"{self.code}: {self.text}"

    def to_plain(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params), "message": self.text}


def _render(code: str, params: dict[str, Any]) -> str:
    template = REFUSALS.get(code, code)
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


@functools.lru_cache(maxsize=4096)
def _text_of(code: str, params: tuple[tuple[str, Any], ...]) -> str:
    """A refusal's text, rendered once per code and parameters (the views show the same
    few refusals after every change)."""
    return _render(code, dict(params))


class SetupError(ValueError):
    """A game that cannot be created (bad players, deal or options): a code of
    ``engine.messages.SETUP`` with its parameters, translated by the windows by code. A
    text that is not a code (a table's own reason) is kept as it is, with code "setup"."""

    def __init__(self, code: str, /, **params: Any) -> None:
        if code in SETUP:
            self.code, self.params = code, params
            try:
                text = SETUP[code].format(**params)
            except (KeyError, IndexError):
                text = SETUP[code]
        else:
            self.code, self.params, text = "setup", {}, code
        super().__init__(text)
        self.text = text
