"""The fan-out of views: what each connection is shown, and the queue its messages go
out through.

Owns ``TableViews`` (builds a connection's view from the engine's views and the table's parts:
the lobby, the host's notes, the pace), ``Outbox`` (messages queued while the session
works, delivered in order afterwards) and ``FanOut`` (sends a connection its view when it
changed, with a version that only grows — as a patch of the view it had, to a connection
that asked for patches, see ``netproto.view_patch`` — and, where the transport has an
event loop, once per turn however many changes the turn made). The keys the session adds
(``SESSION_VIEW_KEYS``, re-exported here) are declared in ``netproto.view_types``. Must not
import Qt, desktop or the table session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from engine.game import Game, SetupError
from engine.views import public_view, view_for
from netproto.catch_up import widen
from netproto.clock import TableClock
from netproto.graveyard_room import add_graveyard, reads_graveyard
from netproto.handshake import Connection
from netproto.host_notes import HostNotes
from netproto.lobby import Place, deal_counts
from netproto.messages import HostMessage, PatchMessage, ViewMessage
from netproto.pace import TablePace
from netproto.table_lobby import TableLobby
from netproto.table_record import GameSummary, add_seat_record, add_summary
from netproto.view_patch import make_patch
from netproto.view_types import SESSION_VIEW_KEYS as SESSION_VIEW_KEYS

MAX_PATCH_OPS = 400  # a change with more operations goes out as a full view


class TableViews:
    def __init__(self, table: TableLobby, notes: HostNotes, pace: TablePace,
                 game: Callable[[], Game | None],
                 table_info: Callable[[], dict[str, Any]],
                 summary: Callable[[], GameSummary | None] = lambda: None) -> None:
        self.table = table
        self.summary = summary  # the group's record after the game that ended
        self.notes = notes
        self.pace = pace
        self.game = game
        self.table_info = table_info

    def for_connection(self, conn: Connection,
                       shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """This connection's view; ``shared``: the public part, built once per change."""
        game = self.game()
        if game is None:
            return self.table.view(conn.seat, self.table_info(), self.notes.for_view(conn.seat))
        if shared is None:
            shared = self.shared_public()
        playing = conn.seat is not None and conn.seat in game.state.players
        view = view_for(game, conn.seat, shared) if playing else dict(shared)
        if reads_graveyard(conn):  # never the projector's nor a board's: they do not ask
            add_graveyard(view, game)
        if conn.seat:
            view["questions"] = self.notes.asked_by(conn.seat)
            if playing:  # his own numbers in the group's record, in his view only
                add_seat_record(view, self.summary(), conn.seat)
            if not playing:  # a reserve not seated yet: the public view, and what he is
                view["registration"] = {"name": conn.seat, "place": Place.RESERVE.value}
        return view

    def shared_public(self) -> dict[str, Any]:
        """The running game's public view with the table's additions."""
        game = self._require_game()
        view = cast(dict[str, Any], public_view(game))
        view["table"] = self.table_info()
        view["pace"] = self.pace.info(game)
        view["connected"] = self.table.connected()
        view["registrations"] = self.table.registrations()
        view["deal_counts"] = self.game_deal(view)
        view |= self.notes.for_view(None)
        add_summary(view, self.summary())
        return view

    def game_deal(self, public: dict[str, Any]) -> dict[str, Any]:
        """The deal the game started with: the engine's own public counts (a classic
        view's ``composition``), else the rules' deal for the players dealt."""
        game = self._require_game()
        setup = game.setup
        if "composition" in public:
            return {"players": len(setup.players), "roles": dict(public["composition"])}
        return deal_counts(setup.preset, game.options, len(setup.players), setup.deal,
                           setup.custom_roles, setup.role_counts)

    def _require_game(self) -> Game:
        game = self.game()
        if game is None:
            raise SetupError("the game has not started")
        return game


class Outbox:
    """Messages wait here while the session works and go out in order at ``flush`` (a
    delivery that causes more messages only queues them: no nested deliveries)."""

    def __init__(self) -> None:
        self._queue: list[tuple[Connection, HostMessage | None]] = []
        self._flushing = False

    def send(self, conn: Connection, message: HostMessage | None) -> None:
        self._queue.append((conn, message))

    def flush(self) -> None:
        if self._flushing:
            return
        self._flushing = True
        try:
            while self._queue:
                conn, message = self._queue.pop(0)
                conn.deliver(message)
        finally:
            self._flushing = False


class FanOut:
    def __init__(self, views: TableViews, outbox: Outbox, clock: TableClock) -> None:
        self.views = views
        self.outbox = outbox
        self.clock = clock
        # set by a transport with an event loop: asks for one call of ``run_deferred`` at
        # the loop's next turn (None: every change sends its views at once)
        self.schedule: Callable[[], None] | None = None
        self._scheduled = False

    def everyone(self, conns: list[Connection]) -> None:
        """Each connection its own fresh view, when it changed (the public part built
        once) — to a connection of a transport that coalesces, at the event loop's next
        turn: a burst of changes in one turn is one view per connection."""
        if self.schedule is None:
            self._everyone_now(conns)
            return
        self._everyone_now([c for c in conns if not c.coalesced])  # in-process: at once
        if not self._scheduled and any(c.coalesced for c in conns):
            self._scheduled = True
            self.schedule()

    def run_deferred(self, conns: list[Connection]) -> None:
        """The coalesced views of the changes made since the last turn."""
        if self._scheduled:
            self._scheduled = False
            self._everyone_now([c for c in conns if c.coalesced])

    def _everyone_now(self, conns: list[Connection]) -> None:
        shared = self.views.shared_public() if self.views.game() is not None else None
        for conn in conns:
            self.send_view(conn, shared, only_if_changed=True)

    def resync(self, conn: Connection) -> None:
        """A full view now, as asked (nothing changes for anybody else)."""
        self.send_view(conn, full=True)

    def send_view(self, conn: Connection, shared: dict[str, Any] | None = None,
                  only_if_changed: bool = False, *, full: bool = False) -> None:
        """Send this connection its view — when it changed: a view that arrives because
        somebody else did something hidden (a night action, a mafia message) would tell
        who is up at night. Versions are per connection and count from wall-clock
        microseconds, so they only grow, also across a host restart."""
        if conn.closed or not conn.greeted:
            return
        view = self.views.for_connection(conn, shared)
        if conn.since is not None:  # the first view after a reconnect: what he missed
            widen(view, self.views.game(), conn.seat, conn.since)
            conn.since = None
        content = view_content(view)
        if only_if_changed and content == conn.last_view:
            return
        conn.last_view = content
        base = conn.version
        conn.version = max(conn.version + 1, self.clock.wall_microseconds())
        message: HostMessage = ViewMessage(conn.version, view)
        if conn.patches:
            if conn.sent_view is not None and not full:
                ops = make_patch(conn.sent_view, view)
                if len(ops) <= MAX_PATCH_OPS and not any(op["path"] == "" for op in ops):
                    message = PatchMessage(conn.version, base, ops)
            conn.sent_view = view
        self.outbox.send(conn, message)


def view_content(view: dict[str, Any]) -> dict[str, Any]:
    """What a view says apart from the running clock: in timed pace the clock catches up
    when anybody acts, and a view sent for that alone would show that somebody did. A
    pause is the table's own act, seen by everybody: it counts (a paused clock went on
    counting down on every screen until something else changed)."""
    content = {k: v for k, v in view.items() if k not in ("pace", "clock")}
    pace = view.get("pace")
    if isinstance(pace, dict):
        content["pace"] = {"paused": pace.get("paused")}
    clock = view.get("clock")
    if isinstance(clock, dict):
        content["clock"] = {k: v for k, v in clock.items() if k not in ("now", "minutes")}
    return content
