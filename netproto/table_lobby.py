"""The table's set-up before the game: who sits, who waits, and the host's lobby
settings (name, password, seats, rules, approval), checked against the preset's metadata.

Owns ``TableLobby``: the ``netproto.lobby.Lobby`` lists with the table's settings around
them — new registrations from a hello, the host's set-up changes (refused once the game
runs), seat numbers, the registrations and the lobby view. Bookkeeping only: the table
session sends, closes connections and tells everybody of a change. Must not import Qt,
desktop or the table session.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from engine.game import Game, SetupError
from engine.options import OptionError, Options, Preset, options_for
from engine.presets import preset_rules
from engine.role_spec import RoleSpec
from engine.rolebook import check_custom, rolebook
from netproto.handshake import new_token
from netproto.lobby import BotTag, Lobby, LobbyError, Place, Seat, deal_counts, seat_range
from netproto.messages import PROTO, Hello, Profile
from netproto.names import name_key

if TYPE_CHECKING:
    from netproto.table_config import TableConfig

MAX_TABLE_NAME = 100  # characters


class TableLobby:
    def __init__(self, config: TableConfig, in_lobby: Callable[[], bool]) -> None:
        self.config = config
        self.in_lobby = in_lobby  # the table has not started its game
        self.lobby = Lobby()
        # the browser seats' page, ``http://ADDR:PORT/``, while the host serves it (set by
        # the transport that serves it, netproto.web_host); None: no web seats
        self.web_url: str | None = None
        # the short code of the host's TLS key (netproto.host_key), set by the transport
        # that holds the key (netproto.qt_host); None: no TLS
        self.key_code: str | None = None

    @property
    def seats(self) -> list[Seat]:
        return self.lobby.seats

    @property
    def reserves(self) -> list[Seat]:
        return self.lobby.reserves

    def find(self, name: str | None) -> Seat | None:
        """A registration by name: a seat, a reserve or one waiting for approval."""
        return self.lobby.find(name)

    def require_open(self, what: str) -> None:
        if not self.in_lobby():
            raise SetupError(f"{what} can be changed only in the lobby, before the game starts")

    def reserve_cap(self) -> int:
        """Reserves the table takes: only where the preset seats them (rules-classic C3.3)."""
        return self.config.max_reserves if preset_rules(self.config.preset).takes_reserves else 0

    # ------------------------------------------------------------------ joining

    def why_not(self, name: str, reserve: bool = False) -> tuple[str, str] | None:
        """Why a new registration by this name cannot sit — (code, English text) — or
        None (the session has checked that the game has not started)."""
        if self.lobby.name_taken(name):
            return ("name_taken", f"Somebody already sits as {name}.")
        reserved = self.config.reserved
        if not reserved and self.lobby.lookalike(name) is not None:
            return ("name_lookalike", "This name looks the same as a seated player's; "
                                      "choose another.")
        if reserved:  # a scenario's table: its names sit, nobody waits
            if name_key(name) not in {name_key(n) for n in reserved}:
                names = ", ".join(reserved)
                names = names if len(names) <= 400 else names[:400] + "…"
                return ("name_unknown", "This table has seats only for: " + names)
            return None
        return self.lobby.why_not(reserve=reserve, approve=self.config.approve,
                                  max_seats=self.config.max_seats,
                                  max_reserves=self.reserve_cap())

    def register(self, hello: Hello) -> Seat:
        """A new registration from a hello that ``why_not`` let through: seated (in a
        scenario's order), waiting for the host, or a reserve."""
        seat = Seat(hello.name, new_token(), profile=hello.profile, player_id=hello.player_id)
        reserved = self.config.reserved
        if reserved:
            seat.name = next(n for n in reserved if name_key(n) == name_key(hello.name))
            self.lobby.add(seat, Place.SEATED)
            order = {n: i for i, n in enumerate(reserved)}
            self.seats.sort(key=lambda s: order[s.name])
        elif self.config.approve:  # he waits for the host's word
            seat.wants_reserve = hello.reserve
            self.lobby.add(seat, Place.PENDING)
        else:
            self.lobby.add(seat, Place.RESERVE if hello.reserve else Place.SEATED)
        return seat

    def scenario_complete(self) -> bool:
        """A scenario's table has all its names seated: it starts by itself."""
        reserved = self.config.reserved
        return bool(reserved) and len(self.seats) == len(reserved)

    # ------------------------------------------------------------------ the host's set-up

    def move_seat(self, name: str, delta: int) -> bool:
        """Move a seat up (delta < 0) or down the seat order; False if it stays."""
        self.require_open("the seat order")
        if self.config.reserved:
            raise SetupError("this table's seat order is fixed by its scenario")
        seat = self.find(name)
        if seat is None or seat.place is not Place.SEATED:
            raise KeyError(name)
        index = self.seats.index(seat)
        target = max(0, min(len(self.seats) - 1, index + delta))
        if target == index:
            return False
        self.seats.insert(target, self.seats.pop(index))
        return True

    def set_name(self, name: str) -> None:
        self.require_open("the table's name")
        name = " ".join(name.split())
        if not name:
            raise ValueError("the table needs a name")
        if len(name) > MAX_TABLE_NAME:
            raise ValueError(f"the table's name is longer than {MAX_TABLE_NAME} characters")
        self.config.name = name

    def set_password(self, password: str | None) -> None:
        self.require_open("the table password")
        self.config.password = password or None

    def set_max_seats(self, count: int) -> None:
        self.require_open("the number of seats")
        if self.config.reserved:
            raise SetupError("this table's seats are fixed by its scenario")
        low, high = seat_range(self.config.preset)
        if not low <= count <= high:
            raise ValueError(f"a table seats {low}–{high} players")
        if count < len(self.seats):
            raise SetupError(f"{len(self.seats)} players already sit at the table")
        self.config.max_seats = count

    def set_options(self, preset: Preset | str, options: dict[str, Any]) -> None:
        self.require_open("the rules")
        try:
            preset = Preset(preset)
        except ValueError:
            raise OptionError(f"unknown preset {preset!r}") from None
        options_for(preset, options)
        self.config.preset = preset
        self.config.options = dict(options)
        self.config.max_seats = max(self.config.max_seats, seat_range(preset)[0])

    def set_custom_roles(self, custom: Collection[RoleSpec], counts: dict[str, int]) -> None:
        """The host's own roles at the table and their seats (the host console's rule
        editor); raises SetupError for roles this table cannot play."""
        self.require_open("the rules")
        custom = check_custom(self.config.preset.value, tuple(custom),
                              options_for(self.config.preset, self.config.options))
        self.config.custom_roles = custom
        self.config.role_counts = dict(counts)

    def set_approve(self, approve: bool) -> None:
        """Turned off, the waiting registrations are approved as far as there is room."""
        self.require_open("the approval of players")
        self.config.approve = bool(approve)
        if not approve:
            for seat in list(self.lobby.pending):
                try:
                    self.lobby.approve(seat, max_seats=self.config.max_seats,
                                       max_reserves=self.reserve_cap())
                except LobbyError:
                    continue

    def approve(self, name: str) -> None:
        self.require_open("the registrations")
        seat = self.find(name)
        if seat is None:
            raise KeyError(name)
        self.lobby.approve(seat, max_seats=self.config.max_seats,
                           max_reserves=self.reserve_cap())

    def refuse(self, name: str) -> Seat:
        """Take a waiting registration off the lists; the session tells him."""
        self.require_open("the registrations")
        seat = self.find(name)
        if seat is None:
            raise KeyError(name)
        if seat.place is not Place.PENDING:
            raise LobbyError("not_waiting", f"{name} does not wait for approval.")
        self.lobby.remove(seat)
        return seat

    def move(self, name: str, place: Place) -> None:
        self.require_open("the registrations")
        if self.config.reserved:
            raise SetupError("this table's seats are fixed by its scenario")
        seat = self.find(name)
        if seat is None:
            raise KeyError(name)
        self.lobby.move(seat, place, max_seats=self.config.max_seats,
                        max_reserves=self.reserve_cap())

    # ------------------------------------------------------------------ the game

    def dealt_reserves(self) -> list[Seat]:
        """The reserves the game starts with (none where the rules seat none: a table's
        preset may have changed since they registered)."""
        return list(self.reserves) if self.reserve_cap() else []

    def turned_away(self, reserves: list[Seat]) -> list[Seat]:
        """Who is neither dealt nor a dealt reserve: nobody is approved into a game."""
        return [seat for seat in self.lobby.everyone()
                if seat.place is not Place.SEATED and seat not in reserves]

    def restore(self, players: tuple[str, ...], reserves: tuple[str, ...],
                tokens: dict[str, str], profiles: dict[str, Any],
                bots: dict[str, Any] | None = None,
                player_ids: dict[str, str] | None = None) -> None:
        """A resumed table's registrations, as its log keeps them."""
        bots, player_ids = bots or {}, player_ids or {}

        def registered(name: str, place: Place) -> Seat:
            return Seat(name, tokens.get(name, new_token()),
                        profile=Profile.from_plain(profiles.get(name)), place=place,
                        bot=BotTag.from_plain(bots.get(name)),
                        player_id=player_ids.get(name))

        self.lobby.seats = [registered(name, Place.SEATED) for name in players]
        self.reserves.extend(registered(name, Place.RESERVE) for name in reserves)

    def seat_reserves(self, players: Collection[str]) -> None:
        """A reserve the engine seated in a removed player's place is a player now."""
        for reserve in list(self.reserves):
            if reserve.name in players:
                self.reserves.remove(reserve)
                reserve.place = Place.SEATED
                self.seats.append(reserve)

    # ------------------------------------------------------------------ views

    def info(self, table_id: str, state: str, game: int = 1) -> dict[str, Any]:
        """The table as the LAN list and every view show it (``game``: the game's number
        at this table)."""
        c = self.config
        return {
            "id": table_id,
            "game": game,
            "name": c.name,
            "proto": PROTO,
            "preset": c.preset.value,
            "password": bool(c.password),
            "seats_taken": len(self.seats),
            "seats_total": len(c.reserved) if c.reserved else c.max_seats,
            "state": state,
            "pace": c.pace.value,
            "hotseat": c.hotseat,  # one computer passed around: no host moves the game on
            "approval": c.approve,
            "reserves": len(self.reserves),
            "takes_reserves": self.reserve_cap() > 0,
            "web": self.web_url,
            "key_code": self.key_code,
        }

    def seat_index(self, seat: Seat, game: Game | None) -> int | None:
        """The seat's number in the game: a scenario table's order, else joining order;
        None for a reserve not seated yet and for a registration waiting for approval."""
        if game is not None and seat.name in game.state.players:
            return game.state.players[seat.name].seat
        if seat.place is not Place.SEATED:
            return None
        if self.config.reserved:
            return self.config.reserved.index(seat.name)
        return next(i for i, s in enumerate(self.seats) if s is seat)

    def registrations(self) -> list[dict[str, Any]]:
        """Everybody registered at the table, with his character's profile: the players
        (a seated reserve among them) and the reserves still waiting to be seated."""
        return [seat.public() | {"place": seat.place.value}
                for seat in (*self.seats, *self.reserves)]

    def connected(self) -> dict[str, bool]:
        return {seat.name: seat.conn is not None for seat in self.lobby.everyone()}

    def deal(self, rules: Options) -> dict[str, Any]:
        """The deal's counts for the players seated now — for a full table while there are
        too few to deal for."""
        if self.config.reserved:
            players = len(self.config.reserved)
        else:
            players = len(self.seats)
            if players < seat_range(self.config.preset)[0]:
                players = self.config.max_seats
        return deal_counts(self.config.preset, rules, players, self.config.deal,
                           self.config.custom_roles, self.config.role_counts)

    def view(self, me: str | None, table_info: dict[str, Any],
             notes: dict[str, Any]) -> dict[str, Any]:
        """The lobby view, with the host's ``notes`` for this seat."""
        rules = options_for(self.config.preset, self.config.options)
        view: dict[str, Any] = {
            "kind": "lobby",
            "table": table_info,
            "me": me,
            "seats": [s.public() for s in self.seats],
            "reserves": [s.public() for s in self.reserves],
            "reserved": list(self.config.reserved or ()),
            "rules": rules.to_plain(),
            "deal_counts": self.deal(rules),
        } | notes
        book = rolebook(self.config.preset.value, tuple(self.config.custom_roles))
        view["glossary"] = book.glossary((view["deal_counts"].get("roles") or {}).keys()
                                         | set(book.custom_words))
        seat = self.find(me)
        if seat is not None:  # his own registration: where he is, and his character
            view["registration"] = {"name": seat.name, "place": seat.place.value,
                                    "wants_reserve": seat.wants_reserve,
                                    "profile": seat.profile.to_plain()}
        return view
