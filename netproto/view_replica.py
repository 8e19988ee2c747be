"""A client's copy of its own view, kept from full views and patches.

Owns ``ViewReplica`` (the view and its version; a full ``view`` replaces it, a ``patch``
whose ``base`` is the version held is applied, any other patch asks for a resync, once
until the next full view) and ``Update`` (what a message did to the copy). Both of the
project's clients (``netproto.qt_client``, ``netproto.inprocess``) keep their view here.
Sans-I/O: must not import Qt, desktop or the table session.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from netproto.messages import PatchMessage, ViewMessage
from netproto.view_patch import PatchError, apply_patch


class Update(StrEnum):
    CHANGED = "changed"  # the copy is the new view
    STALE = "stale"  # an older version: ignored
    RESYNC = "resync"  # the patch does not fit what is held: ask for a full view
    WAITING = "waiting"  # a resync is asked already: ignored until the full view


class ViewReplica:
    def __init__(self) -> None:
        self.view: dict[str, Any] | None = None
        self.version = -1
        self.resync_asked = False
        self.patches = 0  # applied (for the client's figures)

    def reset(self) -> None:
        """A new connection (maybe to a restarted host): versions count anew."""
        self.version = -1
        self.resync_asked = False

    def full(self, message: ViewMessage) -> Update:
        if message.version < self.version:
            return Update.STALE
        self.version, self.view = message.version, message.view
        self.resync_asked = False
        return Update.CHANGED

    def patch(self, message: PatchMessage) -> Update:
        if self.resync_asked:
            return Update.WAITING
        if self.view is None or message.base != self.version:
            if message.version <= self.version:
                return Update.STALE
            self.resync_asked = True
            return Update.RESYNC
        try:
            view = apply_patch(self.view, message.ops)
        except PatchError:
            self.resync_asked = True
            return Update.RESYNC
        if not isinstance(view, dict):
            self.resync_asked = True
            return Update.RESYNC
        self.version, self.view = message.version, view
        self.patches += 1
        return Update.CHANGED
