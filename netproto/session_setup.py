"""The host's set-up of a table in its lobby, as ``TableSession`` methods: the seat order,
the name, password, player cap, rules and pace, and the registrations (approval and
reserves, rules-classic.md C1.6, C3.3). Each change is checked by ``TableLobby``, then
every connection hears of it.

Owns ``LobbySetup`` (a mixin of ``netproto.session.TableSession``: it uses the session's
``table``, ``config``, ``pace``, ``conns``, ``_changed``, ``_flush`` and ``_close``). Must
not import Qt or desktop.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from engine.options import Preset
from engine.role_spec import RoleSpec
from netproto.lobby import Place
from netproto.pace import PaceMode, checked_phase_seconds


class LobbySetup:
    """The lobby set-up operations of a table session (the host's)."""

    table: Any
    config: Any
    pace: Any
    conns: Any
    _changed: Callable[[], None]
    _flush: Callable[[], None]
    _close: Callable[..., None]

    def move_seat(self, name: str, delta: int) -> None:
        """Move a seat up (delta < 0) or down the seat order; the game deals in this order."""
        if self.table.move_seat(name, delta):
            self._changed()
            self._flush()

    def set_name(self, name: str) -> None:
        """The table's name (as the LAN list shows it)."""
        self._lobby_change(self.table.set_name, name)

    def set_password(self, password: str | None) -> None:
        """The table password (None or empty: none). Seats already taken keep their seats."""
        self._lobby_change(self.table.set_password, password)

    def set_max_seats(self, count: int) -> None:
        """The player cap (reserves and waiting registrations do not count)."""
        self._lobby_change(self.table.set_max_seats, count)

    def set_options(self, preset: Preset | str, options: dict[str, Any]) -> None:
        """The preset and the rule options (plain values); raises OptionError if bad. A
        cap below the preset's smallest table is raised to it."""
        self._lobby_change(self.table.set_options, preset, options)

    def set_custom_roles(self, custom: Collection[RoleSpec], counts: dict[str, int]) -> None:
        """The host's own roles and how many seats get each; raises SetupError if the
        table cannot play them."""
        self._lobby_change(self.table.set_custom_roles, custom, counts)

    # -- registrations: approval and reserves (rules-classic.md C1.6, C3.3)

    def set_approve(self, approve: bool) -> None:
        """Whether the host approves each new player. Turned off, the waiting registrations
        are approved as far as there is room (the others keep waiting)."""
        self._lobby_change(self.table.set_approve, approve)

    def approve(self, name: str) -> None:
        """Let a waiting registration in: to a seat, or to the reserves if he asked to be
        one. Raises KeyError (no such registration) or LobbyError (no room, not waiting)."""
        self._lobby_change(self.table.approve, name)

    def refuse(self, name: str) -> None:
        """Turn a waiting registration away: he is told so, and nothing else changes."""
        seat = self.table.refuse(name)
        conn = self.conns.get(seat.conn) if seat.conn is not None else None
        if conn is not None:
            self._close(conn, "registration_refused",
                        "The host did not accept your registration.")
        self._changed()
        self._flush()

    def to_reserves(self, name: str) -> None:
        """A seated player (or a waiting registration, approved so) becomes a reserve."""
        self._lobby_change(self.table.move, name, Place.RESERVE)

    def to_seats(self, name: str) -> None:
        """A reserve (or a waiting registration, approved so) takes a seat at the table."""
        self._lobby_change(self.table.move, name, Place.SEATED)

    def set_pace(self, mode: PaceMode | str,
                 phase_seconds: dict[str, float] | None = None) -> None:
        """Manual or timed pace, and the real durations of the phases (seconds)."""
        self.table.require_open("the pace")
        try:
            mode = PaceMode(mode)
        except ValueError:
            raise ValueError(f"unknown pace {mode!r} (manual, timed)") from None
        seconds = checked_phase_seconds(self.config.phase_seconds, phase_seconds or {})
        self.config.pace = mode
        self.config.phase_seconds = seconds
        self.pace.set_seconds(seconds)
        self._changed()
        self._flush()

    def _lobby_change(self, change: Callable[..., None], *args: Any) -> None:
        change(*args)  # raises (nothing changed) or changes the lobby
        self._changed()
        self._flush()

