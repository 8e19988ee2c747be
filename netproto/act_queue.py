"""A client's acts not answered yet: no tap lost, none applied twice (docs/protocol.md,
"Acts sent again").

Owns ``ActQueue`` and ``PendingAct``. Each act gets its own id (``act.id``) and the phase
the player made it in (``act.phase``), and stays queued until the host answers it: sent
(``sending``), or waiting for the link (made while it was down, or sent and not answered
when it dropped) — sent again, under the same id and seq, when the link is back. The host
applies an id once and refuses ``phase_ended`` an act whose phase has ended. The browser
seat's ``netproto/web/js/outbox.js`` does the same. Sans-I/O: the client sends; must not
import Qt or desktop.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from engine.commands import Action
from netproto.messages import ActMessage, phase_stamp

ID_BYTES = 12


def view_phase(view: dict[str, Any] | None) -> str | None:
    """The phase stamp of the phase a view shows (None in the lobby)."""
    clock = (view or {}).get("clock")
    if not isinstance(clock, dict) or not clock.get("phase"):
        return None
    return phase_stamp(str(clock["phase"]), int(clock.get("game_day") or 0),
                       clock.get("runoff") is not None)


@dataclass
class PendingAct:
    seq: int  # the caller's handle, and the wire seq each time it is sent
    do: Action
    fields: dict[str, Any]
    act_id: str = field(default_factory=lambda: secrets.token_hex(ID_BYTES))
    phase: str | None = None
    sending: bool = False  # sent on the current link and not answered yet

    @property
    def target(self) -> str | None:
        return self.fields.get("target") or self.fields.get("to")

    def message(self) -> ActMessage:
        return ActMessage(self.seq, self.do, dict(self.fields), self.act_id, self.phase)


class ActQueue:
    def __init__(self) -> None:
        self.acts: list[PendingAct] = []

    def add(self, act: PendingAct) -> PendingAct:
        self.acts.append(act)
        return act

    def answer(self, seq: int) -> PendingAct | None:
        """The host answered this seq: its act leaves the queue (None: not one of ours)."""
        for index, act in enumerate(self.acts):
            if act.seq == seq:
                return self.acts.pop(index)
        return None

    def waiting(self) -> list[PendingAct]:
        """What goes when the link is back, in the order it was made (marked sending)."""
        out = [act for act in self.acts if not act.sending]
        for act in out:
            act.sending = True
        return out

    def lost(self) -> bool:
        """The link dropped: everything sent and not answered waits again; whether any did."""
        changed = any(act.sending for act in self.acts)
        for act in self.acts:
            act.sending = False
        return changed

    def drop_all(self) -> list[PendingAct]:
        """The link will not come back: everything still queued, taken out."""
        out, self.acts = self.acts, []
        return out
