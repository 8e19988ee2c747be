"""Hot-seat: one computer passed from hand to hand, one window for the whole table.

Owns ``HotSeatWindow``, ``Turns`` and the PIN and sidecar helpers; the pages live in
``desktop.hotseat.setup``, ``desktop.hotseat.board`` and ``desktop.hotseat.curtain``
(re-exported here): the set-up page (players and their optional
PINs, the rules and their options), the public board
(``desktop.board.public_board.PublicBoard`` at normal size, with the public actions entered
openly through the acting player's own link and the "Next phase"), the privacy
curtain ("Pass the laptop to Ann", PIN check) and each player's private screen
(``desktop.seat.window.PlayerPanel``). A game day costs each living player two private
turns, the same for every role so that nobody learns who had something to do: one at
nightfall (his night action, or sleep) and one by day, once the morning's newspaper has
been read on the public board (his results, the notebook); the day cannot end before it,
and the vote is entered openly on the board, one tap per voter. With the set-up's timers on, the
table runs the timed pace (``netproto.pace``, as a host's timed table): the board counts
down and the phase ends at zero, a vote or a night as soon as everybody has voted or
acted; the clock stops while private turns are due or under way (nobody's turn is cut
short, and the morning's countdown starts once the day's turns are done). No host sits
at a hot-seat table: whoever holds the laptop presses "Next phase". Bots
(``bots.seat.BotSeat``, seated in the set-up's order) play from their own seats' views and
take no private turn; the "who acts" chooser and the vote grid never offer them. The table
is an in-process ``netproto.session.TableSession`` (manual or timed pace, logged, never on
the network) with one ``desktop.link.LocalTableClient`` per
seat; the turn state, the rounds had and the salted PIN hashes live in
``<log>.hotseat.json`` next to the game log (with which seats are bots), so a game resumes
at the same player's turn with its bots back at their seats.
Renders views and sends intents; never computes a rule. Imports its pages and the public
board, and (lazily) the player panel and the projector; no other window.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from bots.seat import DEFAULT_DELAY, BotSeat, add_bot
from desktop import texts
from desktop.board.public_board import phase_key
from desktop.hotseat.board import BoardPage
from desktop.hotseat.common import PIN_DIGITS
from desktop.hotseat.curtain import CurtainPage, PrivatePage
from desktop.hotseat.setup import PlayerRow, SetupPage
from desktop.narration.captions import TableNarration
from desktop.record_hook import keep_record
from desktop.screen_fit import fit_to_screen
from desktop.sounds import Cue
from desktop.texts import setup_error_text
from engine.errors import Refusal
from engine.game import SetupError
from engine.options import OptionError
from engine.views import public_view
from netproto.messages import ActMessage
from netproto.pace import PaceMode
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import games_dir, load_log, write_atomically

__all__ = [  # what other modules and the tests import from here
    "SIDECAR_SUFFIX", "SIDECAR_FORMAT", "PIN_ITERATIONS", "sidecar_path", "hash_pin",
    "check_pin", "Turns", "HotSeatWindow",
    "PIN_DIGITS", "BoardPage", "CurtainPage", "PlayerRow", "PrivatePage", "SetupPage",
    "phase_key",
]

# the phases that begin a round of private turns (the vote is public, on the board)
ROUND_PHASES = ("day", "night")
SIDECAR_SUFFIX = ".hotseat.json"
SIDECAR_FORMAT = 1
PIN_ITERATIONS = 100_000  # a 4-digit PIN is kept from casual reading, not from a cracker
PACE_TICK_MS = 250  # how often the timed pace is run (and a phase change looked for)

# ------------------------------------------------------------------ PINs and turns


def sidecar_path(log_path: Path) -> Path:
    """Where a hot-seat game keeps its turn state: next to its log."""
    log_path = Path(log_path)
    return log_path.with_name(log_path.name + SIDECAR_SUFFIX)


def hash_pin(pin: str, *, iterations: int | None = None) -> dict[str, Any]:
    """A PIN as it is stored: a random salt and the PBKDF2-SHA256 of the PIN (never the
    PIN itself)."""
    rounds = iterations if iterations is not None else PIN_ITERATIONS
    salt = secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, rounds)
    return {"salt": salt.hex(), "hash": digest.hex(), "iterations": rounds}


def check_pin(pin: str, stored: dict[str, Any]) -> bool:
    try:
        salt = bytes.fromhex(str(stored["salt"]))
        expected = bytes.fromhex(str(stored["hash"]))
        rounds = int(stored["iterations"])
    except (KeyError, ValueError, TypeError):
        return False
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, rounds)
    return hmac.compare_digest(digest, expected)


@dataclass
class Turns:
    """A round of private turns: who in which order, who is done, whose turn it is and
    whether his screen is open ("private") or the curtain is down ("curtain")."""

    phase: list[Any]  # the phase key the round belongs to (phase, game day, runoff)
    order: list[str]
    done: list[str] = field(default_factory=list)
    current: str | None = None
    stage: str = "curtain"

    def to_plain(self) -> dict[str, Any]:
        return {"phase": list(self.phase), "order": list(self.order), "done": list(self.done),
                "current": self.current, "stage": self.stage}

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> Turns:
        return cls(list(data["phase"]), [str(n) for n in data["order"]],
                   [str(n) for n in data.get("done", [])], data.get("current"),
                   str(data.get("stage", "curtain")))


# ------------------------------------------------------------------ the window


def _default_panel(app: Any, link: Any, parent: QWidget | None = None) -> QWidget:
    from desktop.seat.window import PlayerPanel

    # nobody hosts a hot-seat table; quiet: the room must not hear a private cue
    return PlayerPanel(app, link, can_ask=False, quiet=True, parent=parent)


class HotSeatWindow(QMainWindow):
    """A hot-seat game in one window. ``HotSeatWindow(app)`` starts at the set-up page;
    ``HotSeatWindow.resume(app, log_path)`` continues a saved one at the same turn.
    ``panel_factory(app, link, parent)`` builds a player's private screen (the player
    panel) inside ``parent`` (built in place: a widget tree moved to a new parent is
    restyled whole under the app's style sheet)."""

    panel_factory: Callable[[Any, Any, QWidget], QWidget] = staticmethod(_default_panel)
    bot_delay: tuple[float, float] = DEFAULT_DELAY  # a bot's thinking time (tests: 0, 0)
    # the table's clock (None: the real one; tests set a callable object, not a function,
    # which a class attribute would bind)
    clock: Callable[[], float] | None = None
    turnChanged = Signal(str, str)  # stage ("curtain", "private", "board"), player or ""

    def __init__(self, app: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.app = app
        self.session: TableSession | None = None
        self.links: dict[str, Any] = {}  # the people's links
        self.bots: dict[str, BotSeat] = {}
        self.board_link: Any = None
        self.pins: dict[str, dict[str, Any]] = {}
        self.turns: Turns | None = None
        self.rounds_done: set[tuple[str, int]] = set()  # (phase, game day) of each round had
        self.sidecar: Path | None = None
        self.projector: QWidget | None = None
        self.seed: int | None = None  # the deal's seed (None: random; tests fix it)
        self._pending: dict[tuple[str, int], tuple[str, str | None]] = {}  # action, target
        self._last_key: tuple[Any, ...] | None = None
        self._phase_seen: list[Any] | None = None  # the phase whose start was handled
        self.pace_timer = QTimer(self)
        self.pace_timer.setInterval(PACE_TICK_MS)
        self.pace_timer.timeout.connect(self._pace_tick)
        self.pages = QStackedWidget(self)
        self.setup_page = SetupPage(self.pages)
        self.board_page = BoardPage(self.pages)
        self.curtain_page = CurtainPage(self.pages)
        self.private_page = PrivatePage(self.pages)
        for page in (self.setup_page, self.board_page, self.curtain_page, self.private_page):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.narration = TableNarration(self, app)  # the narrator: the board and the passes
        self.narration.narrator.idle.connect(self._sync_clock)  # a phase's line was said
        self.board_page.player_views = self._player_view
        self.setup_page.startRequested.connect(self._start_from_setup)
        self.board_page.actRequested.connect(self._public_act)
        self.board_page.nextPhaseConfirmed.connect(self.next_phase)
        self.board_page.privateRoundRequested.connect(self.start_round)
        self.board_page.projectorRequested.connect(self.open_projector)
        self.board_page.againRequested.connect(self.play_again)
        self.curtain_page.revealRequested.connect(self._reveal)
        self.private_page.doneClicked.connect(self._turn_done)
        fit_to_screen(self, 1280, 800)
        self.setup_page.fill_from(getattr(app.settings, "hotseat", None))
        QShortcut(QKeySequence.StandardKey.HelpContents, self, self.open_help)
        self.retranslate()

    @property
    def log_path(self) -> Path | None:
        """The log this window writes (``desktop.launcher.running_games`` finds it by it)."""
        session = self.session
        return session.log.path if session is not None and session.log is not None else None

    def open_help(self) -> None:
        """The guide, at this table's rules (or the set-up's)."""
        from desktop.help_window import open_help

        preset = (self.session.config.preset if self.session is not None
                  else self.setup_page.preset())
        open_help(self.app, preset)

    # ------------------------------------------------------------------ starting

    @classmethod
    def resume(cls, app: Any, path: Path | str) -> HotSeatWindow:
        """A saved hot-seat game, at the turn it was left at (raises
        ``netproto.storage.LogError`` when the log cannot be loaded or replayed). The
        window is returned, not shown."""
        loaded = load_log(Path(path))
        session = TableSession.resume(loaded, clock=cls.clock)
        window = cls(app)
        if session.log is not None:
            window.sidecar = sidecar_path(session.log.path)
        state = window._read_sidecar()
        bot_names = {str(name) for name in state.get("bots") or []}
        window._attach(session, bot_names=bot_names)
        window.pins = dict(state.get("pins") or {})
        turns = state.get("turns")
        if turns and not window._over():
            try:
                window.turns = Turns.from_plain(turns)
            except (KeyError, TypeError, ValueError):
                window.turns = None
        window.rounds_done = {(str(phase), int(day)) for phase, day in
                              state.get("rounds") or [] if isinstance(day, int)}
        if window.turns is not None and list(window.turns.phase) != window._phase_now():
            window.turns = None  # the phase moved on after the last save
            window._phase_began()
        elif window.turns is not None:
            window._next_turn(resume=True)
        else:
            window._show_board()
        return window

    def _start_from_setup(self) -> None:
        page = self.setup_page
        players = page.players()
        config = TableConfig(
            name=page.table_name.text().strip() or self.tr("Hot-seat game"),
            preset=page.preset(), options=page.options(), max_seats=len(players),
            pace=page.pace(), phase_seconds=page.phase_seconds(), write_log=True,
            log_dir=games_dir(), hotseat=True, seed=self.seed,
            custom_roles=page.rules.custom_roles(), role_counts=page.rules.role_counts())
        try:
            session = TableSession(config, self.clock)
        except OptionError as exc:
            page.show_error(str(exc))
            return
        bot_names = set(page.bots())
        links: dict[str, Any] = {}
        for name, _pin in players:  # seated in the set-up's order, bots among the people
            if name in bot_names:
                self.bots[name] = self._seat_bot(session, name)
            else:
                links[name] = self._link(session, name)
        try:
            failed = next((bot.error for bot in self.bots.values() if bot.error), None)
            if failed is not None:
                raise SetupError(failed[1])
            session.start()
        except SetupError as exc:
            for link in links.values():
                link.close()
            self._close_bots()
            session.close()
            page.show_error(setup_error_text(exc))
            return
        self.pins = {name: hash_pin(pin) for name, pin in players if pin}
        self.app.settings.hotseat = page.remembered()  # the next game starts from these
        self.app.store_settings()
        self._attach(session, links)
        self.start_round()

    def _link(self, session: TableSession, name: str, token: str | None = None) -> Any:
        from desktop.link import LocalTableClient

        link = LocalTableClient(session, name, token=token, parent=self)
        link.viewChanged.connect(lambda _view, n=name: self._seat_view(n))
        link.acked.connect(lambda seq, n=name: self._acked(n, seq))
        link.refused.connect(lambda seq, code, message, params, n=name:
                             self._refused(n, seq, code, message, params))
        return link

    def _seat_bot(self, session: TableSession, name: str, token: str | None = None) -> BotSeat:
        language = str(getattr(self.app.language, "value", self.app.language))
        bot = add_bot(session, name, level="normal", language=language,
                      delay=self.bot_delay, token=token)
        bot.setParent(self)
        return bot

    def _close_bots(self) -> None:
        for bot in self.bots.values():
            bot.close()
        self.bots = {}

    def _attach(self, session: TableSession, links: dict[str, Any] | None = None,
                bot_names: set[str] | None = None) -> None:
        """Open the window on ``session``; without ``links`` (a resume), every seat is
        taken back with its token: the people's links, and a bot for each of
        ``bot_names``."""
        from desktop.link import LocalTableClient

        self.session = session
        keep_record(session, self)  # the group's record, as its games end
        if links is None:
            links = {}
            for seat in session.seats:
                if seat.name in (bot_names or set()):
                    self.bots[seat.name] = self._seat_bot(session, seat.name, seat.token)
                else:
                    links[seat.name] = self._link(session, seat.name, seat.token)
        self.links = links
        self.board_page.bot_names = set(self.bots)
        self.board_link = LocalTableClient(session, "board", spectator=True, parent=self)
        self.board_link.viewChanged.connect(self._board_view)
        if session.log is not None:
            self.sidecar = sidecar_path(session.log.path)
        if session.game is not None:
            self._phase_seen = self._phase_now()
        self.pace_timer.start()
        self.retranslate()

    # ------------------------------------------------------------------ the sidecar

    def _read_sidecar(self) -> dict[str, Any]:
        if self.sidecar is None or not self.sidecar.exists():
            return {}
        try:
            data = json.loads(self.sidecar.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def save_state(self) -> None:
        """The turn state and the PIN hashes, next to the log (atomically)."""
        if self.sidecar is None:
            return
        data = {"format": SIDECAR_FORMAT, "hotseat": True,
                "log": self.sidecar.name.removesuffix(SIDECAR_SUFFIX),
                "pins": self.pins, "bots": list(self.bots),
                "turns": self.turns.to_plain() if self.turns is not None else None,
                "rounds": sorted([phase, day] for phase, day in self.rounds_done)}
        write_atomically(self.sidecar, json.dumps(data, ensure_ascii=False,
                                                  indent=1).encode("utf-8"))

    # ------------------------------------------------------------------ queries

    def _player_view(self, name: str) -> dict[str, Any] | None:
        link = self.links.get(name)
        return link.view if link is not None else None

    def _over(self) -> bool:
        return self.session is None or self.session.state is TableState.OVER

    def _phase_now(self) -> list[Any]:
        """The phase as ``Turns`` keeps it: [phase, game day, whether a runoff is on]."""
        clock = public_view(self.session.game)["clock"]
        return [clock["phase"], clock["game_day"], clock["runoff"] is not None]

    def _living(self) -> list[str]:
        """The living people, in seat order (bots take no private turn)."""
        alive = {row["name"]: row["alive"] for row in public_view(self.session.game)["players"]}
        return [seat.name for seat in self.session.seats
                if alive.get(seat.name) and seat.name not in self.bots]

    def _round_text(self) -> str:
        phase, day, runoff = self.turns.phase if self.turns else self._phase_now()
        if phase == "day":
            title = self.tr("Day %1").replace("%1", str(day))
        elif phase == "night":
            title = self.tr("Night %1").replace("%1", str(day))
        elif phase == "vote":
            title = (self.tr("Runoff vote, day %1") if runoff
                     else self.tr("Vote, day %1")).replace("%1", str(day))
        else:
            title = texts.phase_name(phase)
        order = self.turns.order if self.turns else []
        current = self.turns.current if self.turns else None
        number = order.index(current) + 1 if current in order else 0
        return self.tr("%1 · private turn %2 of %3").replace("%1", title).replace(
            "%2", str(number)).replace("%3", str(len(order)))

    # ------------------------------------------------------------------ turns

    def _round_due(self) -> bool:
        """Whether this day's (or night's) private turns are still to come: a game day
        costs each player two private turns, the same for every role — one by day (his
        results, the notebook) and one at night (his night action, or sleep)."""
        if self.session is None or self._over():
            return False
        phase, day, _runoff = self._phase_now()
        return phase in ROUND_PHASES and (phase, day) not in self.rounds_done

    def _phase_began(self) -> None:
        """A new phase: the night starts with everybody's private turn; the morning shows
        the public board and its newspaper first (the day's turns follow when the host
        starts them); the vote is public."""
        if self._over():
            self.turns = None
            self.save_state()
            self._show_board()
        elif self._phase_now()[0] == "night" and self._round_due():
            self.start_round()
        else:
            self.save_state()
            self._show_board()

    def start_round(self) -> None:
        """Every living person (not a bot), in seat order, takes a private turn now."""
        if self.session is None or self._over():
            self._show_board()
            return
        self.board_page.confirm_box.hide()
        self.turns = Turns(self._phase_now(), self._living())
        self._next_turn()

    def _next_turn(self, resume: bool = False) -> None:
        turns = self.turns
        if turns is None or self._over():
            self._end_round()
            return
        living = set(self._living())
        if not (resume and turns.current in living and turns.current not in turns.done):
            turns.current = next((n for n in turns.order
                                  if n not in turns.done and n in living), None)
        if turns.current is None:
            self._end_round()
            return
        turns.stage = "curtain"
        self.save_state()
        self._sync_clock()
        self.private_page.clear_panel()
        self.curtain_page.set_turn(turns.current, turns.current in self.pins,
                                   self._round_text())
        self.pages.setCurrentWidget(self.curtain_page)
        self.narration.pass_to(turns.current, public_view(self.session.game)
                               if self.session is not None and self.session.game else None)
        self.turnChanged.emit("curtain", turns.current)

    def _reveal(self, pin: str) -> None:
        turns = self.turns
        if turns is None or turns.current is None:
            return
        stored = self.pins.get(turns.current)
        if stored is not None and not check_pin(pin, stored):
            self.curtain_page.wrong_pin()
            return
        turns.stage = "private"
        self.save_state()
        panel = self.panel_factory(self.app, self.links[turns.current], self.private_page)
        self.private_page.set_panel(turns.current, panel)
        self.pages.setCurrentWidget(self.private_page)
        self.turnChanged.emit("private", turns.current)

    def _turn_done(self) -> None:
        turns = self.turns
        if turns is None or turns.current is None:
            return
        self.private_page.clear_panel()
        if turns.current not in turns.done:
            turns.done.append(turns.current)
        turns.current = None
        self._next_turn()

    def _end_round(self) -> None:
        if self.turns is not None and self.turns.phase[0] in ROUND_PHASES:
            self.rounds_done.add((str(self.turns.phase[0]), int(self.turns.phase[1])))
        self.turns = None
        self.private_page.clear_panel()
        self.save_state()
        self._show_board()

    def _show_board(self) -> None:
        self.board_page.set_round_due(self._round_due())
        self._sync_clock()
        self.pages.setCurrentWidget(self.board_page)
        if self.board_link is not None and self.board_link.view is not None:
            self.board_page.show_view(self.board_link.view)
        self.turnChanged.emit("board", "")

    @property
    def stage(self) -> str:
        """"setup", "board", "curtain" or "private"."""
        page = self.pages.currentWidget()
        return {self.setup_page: "setup", self.board_page: "board",
                self.curtain_page: "curtain", self.private_page: "private"}[page]

    # ------------------------------------------------------------------ the host

    def next_phase(self) -> None:
        """End the current phase (manual pace); at nightfall a round of private turns."""
        if self.session is None or self._over():
            return
        if self._round_due():  # the board does not offer it: nobody misses his turn
            self.board_page.show_feedback(False, self.tr(
                "First every player takes the day's private turn."))
            return
        try:
            self.session.advance_phase()
        except (Refusal, SetupError) as exc:
            self.board_page.show_feedback(False, str(exc))
            return
        self._check_phase()

    def play_again(self, no_repeat: bool = False) -> None:
        """The game is over: the next one at this table, the same players (and PINs, and
        bots) with a new deal; it writes a log (and a turn state) of its own."""
        if self.session is None or not self._over():
            return
        try:
            self.session.play_again(no_repeat=no_repeat)
        except SetupError as exc:
            self.board_page.show_feedback(False, setup_error_text(exc))
            return
        self.turns, self.rounds_done, self._pending = None, set(), {}
        if self.session.log is not None:
            self.sidecar = sidecar_path(self.session.log.path)
        self._phase_seen = self._phase_now()
        self._phase_began()

    # ------------------------------------------------------------------ the timers

    def _timed(self) -> bool:
        return self.session is not None and self.session.config.pace is PaceMode.TIMED

    def _sync_clock(self) -> None:
        """With timers, the clock runs only on the board with no private turn due or
        under way: a turn is never cut short, and the day's countdown starts after the
        day's turns — and after the narrator's voice has said the phase's line."""
        if not self._timed() or self._over():
            return
        self.session.pause(self.turns is not None or self._round_due()
                           or self.narration.narrator.holding)

    def _pace_tick(self) -> None:
        """The timed pace (a phase whose time ran out ends; a vote or a night that
        everybody finished ends at once), then whatever began."""
        if self.session is None:
            return
        if self._timed():
            self.session.pace_tick()
        self._check_phase()
        self.narration.tick()

    def _check_phase(self) -> None:
        """A new phase (the "Next phase" button, a timer, or an early end): its start is
        handled once — the night's private turns, the morning's board."""
        if self.session is None or self.session.game is None:
            return
        now = self._phase_now()
        if now != self._phase_seen:
            self._phase_seen = now
            self._phase_began()

    def open_projector(self) -> None:
        if self.session is None:
            return
        if self.projector is not None:
            try:
                if self.projector.isVisible():
                    self.projector.raise_()
                    return
            except RuntimeError:
                pass
        from desktop.board.projector import ProjectorWindow
        from desktop.link import LocalTableClient

        link = LocalTableClient(self.session, "projector", spectator=True)
        self.projector = ProjectorWindow(self.app, link, narrate=False)  # ours speaks
        link.setParent(self.projector)
        keep = getattr(self.app, "keep", None)
        if keep is not None:
            keep(self.projector)
        self.projector.show()

    # ------------------------------------------------------------------ public actions

    def _public_act(self, player: str, action: str, fields: dict[str, Any]) -> None:
        link = self.links.get(player)
        if link is None:
            return
        seq = link.request(ActMessage.of(action, **fields))
        self._pending[(player, seq)] = (action, fields.get("target") or fields.get("to"))

    def _acked(self, player: str, seq: int) -> None:
        pending = self._pending.pop((player, seq), None)
        if pending is not None and pending[0] != "say":
            self.board_page.show_feedback(True, self.tr("%1 — %2.").replace(
                "%1", player).replace("%2", texts.deed_text(*pending)))

    def _refused(self, player: str, seq: int, code: str, message: str, params: Any) -> None:
        pending = self._pending.pop((player, seq), None)
        if pending is None:
            return
        action = pending[0]
        reason = texts.refused_text(code, message, params)
        self.board_page.show_feedback(False, self.tr("%1: %2 refused — %3").replace(
            "%1", player).replace("%2", texts.action_label(action)).replace("%3", reason))

    # ------------------------------------------------------------------ views

    def _board_view(self, view: dict[str, Any]) -> None:
        key = phase_key(view)
        changed = self._last_key is not None and key != self._last_key
        self._last_key = key
        self.board_page.show_view(view)
        self.narration.feed(view)
        if self.narration.narrator.holding:
            self._sync_clock()  # the clock waits for the phase's line
        if changed:
            self.board_page.board.banner.flash()
            over = (view.get("clock") or {}).get("phase") == "over"
            self.app.sounds.play(Cue.OVER if over else Cue.PHASE)

    def _seat_view(self, name: str) -> None:
        if name == self.board_page.actor.currentText():
            self.board_page.refresh_actions()
        self.board_page.refresh_voter(name)

    # ------------------------------------------------------------------ the window

    def retranslate(self) -> None:
        name = self.session.config.name if self.session is not None else ""
        self.setWindowTitle(self.tr("Hot-seat — %1").replace("%1", name) if name
                            else self.tr("Hot-seat"))
        if self.turns is not None and self.session is not None:
            self.curtain_page._round_text = self._round_text()
            self.curtain_page.round.setText(self.curtain_page._round_text)

    def contextMenuEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self.narration.open_menu(event.globalPos())  # the narrator's voice, rate, volume

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Save the turn state and close the table (the log stays for a resume)."""
        if self.session is None:
            return
        self.pace_timer.stop()
        if self.turns is not None and self.turns.stage == "private":
            self.turns.stage = "curtain"  # a resumed game never opens a screen by itself
        with contextlib.suppress(OSError):
            self.save_state()
        self.private_page.clear_panel()
        if self.projector is not None:
            with contextlib.suppress(RuntimeError):
                self.projector.close()
            self.projector = None
        for link in [*self.links.values(), self.board_link]:
            if link is not None:
                link.close()
        self._close_bots()
        self.session.close()
        self.session = None
