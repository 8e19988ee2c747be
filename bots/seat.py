"""A bot at a table: a client like any other.

Owns ``BotSeat``: it sits down through ``netproto.inprocess.LocalClient`` (the real
protocol bytes, its own seat's views only), and on each new view of its own it thinks
after a human-like random moment (``QTimer.singleShot`` in the Qt event loop), then sends
what ``bots.brain.decide`` proposes, checking each action again against its latest view
just before sending. It never looks at the table's game: it holds the session only to
open its connection. Must not import the engine's game or state, or any widget.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from bots.brain import BotMemory, Intent, Level, decide, still_legal
from netproto.inprocess import LocalClient
from netproto.lobby import BotTag
from netproto.messages import (
    ActMessage,
    ErrorMessage,
    Gender,
    HostMessage,
    PatchMessage,
    Profile,
    Refused,
    ViewMessage,
)
from netproto.session import TableSession

DEFAULT_DELAY = (1.5, 6.0)  # seconds between a change the bot sees and its reaction


class BotSeat(QObject):
    """A bot player seated at ``session`` under ``name``."""

    acted = Signal(object, bool)  # the intent sent, accepted?
    refused = Signal(object, str, str)  # the intent, refusal code, message

    def __init__(self, session: TableSession, name: str, level: Level | str = Level.NORMAL,
                 language: str = "ru", seed: int | None = None,
                 delay: tuple[float, float] = DEFAULT_DELAY,
                 parent: QObject | None = None, *, token: str | None = None,
                 profile: Profile | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.level = Level(level)
        self.language = language
        self.delay = (max(0.0, float(delay[0])), max(float(delay[0]), float(delay[1])))
        self.rng = random.Random(seed)
        self.memory = BotMemory(language=language)
        self.sent: list[Intent] = []
        self.refusals: list[tuple[Intent, str, str]] = []
        self.error: tuple[str, str] | None = None
        self._queue: list[Intent] = []
        self._queue_phase: tuple[Any, ...] | None = None
        self._think_pending = False
        self._pump_pending = False
        self._stopped = False
        self._observed = -1  # the view version the memory last saw
        self._game = 1  # the table's game the memory is of
        # the host's own bot: it sits down with the table's password (issue 33)
        self._client = LocalClient(session, self._on_message, host_own=True)
        # a token: back to a seat already held; views after the first come as patches;
        # a new seat registers the bot's character (its gender, where its name says one)
        self._client.hello(name, token=token, patches=True, profile=profile)

    # ------------------------------------------------------------------ state

    @property
    def view(self) -> dict[str, Any] | None:
        return self._client.view

    @property
    def busy(self) -> bool:
        """Something is still to be thought over or sent (tests wait for quiet bots)."""
        return not self.closed and (self._think_pending or self._pump_pending
                                    or bool(self._queue))

    @property
    def closed(self) -> bool:
        return self._stopped or self._client.closed

    def close(self) -> None:
        """Leave the table (the seat stays the bot's; the host may kick it)."""
        self._stopped = True
        self._queue.clear()
        if not self._client.closed:
            self._client.bye()

    # ------------------------------------------------------------------ the link

    def _on_message(self, message: HostMessage) -> None:
        """Called synchronously from inside the session: bookkeeping only, never an act."""
        if isinstance(message, ViewMessage | PatchMessage):
            view = self._client.view
            if view is None or self._client.version == self._observed:
                return  # a patch that did not fit: the full view follows
            self._observed = self._client.version
            game = (view.get("table") or {}).get("game", 1)
            if game != self._game:  # "play again": nothing he knew of the last game holds
                self._game = game
                self.memory = BotMemory(language=self.language)
                self._queue.clear()
            self.memory.observe(view)
            self._schedule_think()
        elif isinstance(message, ErrorMessage):
            self.error = (message.code, message.message)

    def _schedule_think(self) -> None:
        if self._think_pending or self.closed:
            return
        self._think_pending = True
        QTimer.singleShot(self._delay_ms(), self, self._think)

    def _delay_ms(self, scale: float = 1.0) -> int:
        low, high = self.delay
        seconds = self.rng.uniform(low, high) * scale
        cap = _time_cap(self.view)
        if cap is not None:
            seconds = min(seconds, cap)
        return max(0, int(seconds * 1000))

    def _think(self) -> None:
        self._think_pending = False
        if self.closed or self._queue:
            return  # the pump thinks again when it has sent what it holds
        view = self._client.view
        if view is None:
            return
        self._queue = decide(view, self.memory, self.rng, self.level)
        self._queue_phase = _phase_key(view)
        if self._queue:
            self._pump()

    def _pump(self) -> None:
        self._pump_pending = False
        if self.closed:
            return
        if self._queue and _phase_key(self._client.view) != self._queue_phase:
            self._queue.clear()  # thought out for a phase that is over: think anew
        if self._queue:
            intent = self._queue.pop(0)
            self._send(intent)
        if self._queue:
            self._pump_pending = True
            QTimer.singleShot(self._delay_ms(scale=0.3), self, self._pump)
        else:
            self._schedule_think()

    def _send(self, intent: Intent) -> None:
        if not still_legal(self._client.view, intent):
            return  # the table moved on while the bot was thinking
        self.sent.append(intent)
        answer = self._client.request(ActMessage.of(intent.action, **intent.fields()))
        if isinstance(answer, Refused):
            self.refusals.append((intent, answer.code, answer.message))
            self.refused.emit(intent, answer.code, answer.message)
            self.acted.emit(intent, False)
        else:
            self.acted.emit(intent, True)


def _phase_key(view: dict[str, Any] | None) -> tuple[Any, ...] | None:
    clock = (view or {}).get("clock")
    if not isinstance(clock, dict):
        return None
    return (clock.get("game_day"), clock.get("phase"), clock.get("runoff") is not None)


def _time_cap(view: dict[str, Any] | None) -> float | None:
    """In timed pace: react well within what is left of the phase (and of the closed-form
    window for a notebook holder), so that a bot's move is never too late."""
    if not view or view.get("kind") != "player":
        return None
    pace = view.get("pace") or {}
    if pace.get("mode") != "timed" or pace.get("paused"):
        return None
    left = pace.get("phase_seconds_left")
    if not isinstance(left, int | float):
        return None
    cap = 0.4 * float(left)
    clock = view.get("clock") or {}
    rate = pace.get("minutes_per_second")
    panel = view.get("notebook") or {}
    window = (view.get("rules") or {}).get("closed_write_window", "")
    if (clock.get("phase") == "night" and panel.get("holding") and isinstance(rate, int | float)
            and rate > 0 and "–" in str(window)):
        end = str(window).split("–")[1]
        try:
            hours, minutes = (int(x) for x in end.split(":"))
        except ValueError:
            return max(0.05, cap)
        now = int(pace.get("game_minutes", clock.get("minutes", 0)))
        window_end = (now // 1440) * 1440 + hours * 60 + minutes
        if window_end > now:
            cap = min(cap, 0.4 * (window_end - now) / rate)
    return max(0.05, cap)


# --------------------------------------------------------------------- adding bots

BOT_NAMES = {
    "ru": ["Алиса", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зоя", "Игорь", "Катя",
           "Лев", "Маша", "Никита", "Оля", "Пётр", "Рита", "Семён", "Таня", "Ульяна", "Фёдор",
           "Юля", "Яков", "Аня", "Денис", "Кирилл", "Лиза", "Миша", "Нина", "Олег", "Полина"],
    "en": ["Alice", "Ben", "Clara", "David", "Emma", "Felix", "Grace", "Henry", "Iris", "Jack",
           "Kate", "Leo", "Mia", "Noah", "Olivia", "Peter", "Quinn", "Ruby", "Sam", "Tess",
           "Uma", "Victor", "Wendy", "Xavier", "Yara", "Zack", "Nora", "Owen", "Lily", "Max"],
}


_FEMALE = {"Алиса", "Вера", "Дарья", "Жанна", "Зоя", "Катя", "Маша", "Оля", "Рита", "Таня",
           "Ульяна", "Юля", "Аня", "Лиза", "Нина", "Полина", "Alice", "Clara", "Emma",
           "Grace", "Iris", "Kate", "Mia", "Olivia", "Ruby", "Tess", "Uma", "Wendy", "Yara",
           "Nora", "Lily"}
_MALE = {"Борис", "Глеб", "Егор", "Игорь", "Лев", "Никита", "Пётр", "Семён", "Фёдор", "Яков",
         "Денис", "Кирилл", "Миша", "Олег", "Ben", "David", "Felix", "Henry", "Jack", "Leo",
         "Noah", "Peter", "Sam", "Victor", "Xavier", "Zack", "Owen", "Max"}


def bot_gender(name: str) -> Gender | None:
    """The gender a bot's name of ``BOT_NAMES`` says (None for another name, or one that
    says none: "Quinn", "Bot 3"), so that the texts about it read as about a person."""
    return Gender.FEMALE if name in _FEMALE else Gender.MALE if name in _MALE else None


def free_name(session: TableSession, language: str = "ru",
              rng: random.Random | None = None) -> str:
    """A plausible name nobody sits under yet (a scenario table's reserved names first)."""
    # seated players, reserves and registrations waiting for approval all own their names
    taken = {seat.name.lower() for seat in session.lobby.everyone()}
    reserved = session.config.reserved
    if reserved:
        for name in reserved:
            if name.lower() not in taken:
                return name
        raise ValueError("every reserved seat is taken")
    names = list(BOT_NAMES.get(language, BOT_NAMES["en"]))
    (rng or random.Random()).shuffle(names)
    for name in names:
        if name.lower() not in taken:
            return name
    number = 1
    while f"Bot {number}".lower() in taken:
        number += 1
    return f"Bot {number}"


def add_bot(session: TableSession, name: str | None = None, level: Level | str = "normal",
            language: str = "ru", *, seed: int | None = None,
            delay: tuple[float, float] = DEFAULT_DELAY, token: str | None = None) -> BotSeat:
    """Seat a bot at the table's lobby (it joins like any client; check ``.error``), or
    with ``token`` back at the seat it holds (a resumed table)."""
    rng = random.Random(seed)
    chosen = name or free_name(session, language, rng)
    bot = BotSeat(session, chosen, level=level, language=language,
                  seed=rng.randrange(2**31) if seed is not None else None, delay=delay,
                  token=token, profile=Profile(gender=bot_gender(chosen)))
    if bot.error is None:  # the log keeps that this seat is a bot's, and how it plays
        session.mark_bot(chosen, BotTag(bot.level.value, language))
    return bot


def return_bots(session: TableSession, *,
                delay: tuple[float, float] = DEFAULT_DELAY) -> list[BotSeat]:
    """A resumed table's bots, back in their seats with their tokens (as they played:
    level and language); each has ``.error`` set if it could not sit down."""
    return [add_bot(session, name, level=tag.level, language=tag.language, delay=delay,
                    token=token)
            for name, token, tag in session.bots_to_return()]
